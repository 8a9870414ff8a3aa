/**
 * `fleetkit diff` of two versions of the bundled spec: the bundled one and one with a few edits a spec change
 * typically brings (an operation added, a scope added, a required parameter, a response field removed, a path
 * renamed). Timed is `diffSpecs` on the two parsed specs: checking both, the Redocly CLI child process that
 * classifies request and response changes, and fleetkit's operation, scope and pagination layer.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parse, stringify } from "yaml";
import { diffSpecs } from "../generator/diff/index.js";
import { parseSpec } from "../generator/spec-document.js";
import { median } from "./bench-stats.js";

type Doc = Record<string, any>; // spec edits reach anywhere in the document

function edited(text: string): string {
  const doc: Doc = parse(text);
  const vehicles = doc.paths["/vehicles"].get;
  vehicles.security[0].bearerAuth.push("Read Tags");
  vehicles.parameters.push({ name: "types", in: "query", required: true, schema: { type: "string" } });
  doc.paths["/tags"] = {
    get: {
      operationId: "listTags",
      summary: "List tags",
      security: [{ bearerAuth: ["Read Tags"] }],
      responses: { "200": { description: "The tags." } },
    },
  };
  delete doc.components.schemas.PaginationInfo.properties.hasNextPage;
  doc.components.schemas.PaginationInfo.required = ["endCursor"];
  doc.paths["/v1/contacts/all"] = doc.paths["/v1/contacts"];
  delete doc.paths["/v1/contacts"];
  return stringify(doc, { aliasDuplicateObjects: false });
}

export async function benchDiff(runs = 5): Promise<{ medianMs: number; changes: number; breaking: boolean }> {
  const text = readFileSync("spec/fleet-api.yaml", "utf8");
  const oldSpec = parseSpec(text, "spec/fleet-api.yaml");
  const newSpec = parseSpec(edited(text), "edited.yaml");
  const options = { tokenScopes: ["Read Vehicles"] };
  let report = await diffSpecs(oldSpec, newSpec, options); // warm-up: the first child process also fills the OS file cache
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    report = await diffSpecs(oldSpec, newSpec, options);
    samples.push(performance.now() - start);
  }
  return { medianMs: median(samples), changes: report.changes.length, breaking: report.breaking };
}

export async function main(): Promise<void> {
  const { medianMs, changes, breaking } = await benchDiff();
  console.log(
    `fleetkit diff of the bundled spec against an edited copy (${changes} changes, breaking: ${breaking}): median ${medianMs.toFixed(0)} ms`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
