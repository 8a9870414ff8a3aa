/**
 * Generator benchmarks, each a ratio measured in one run:
 * 1. `generate` (read the spec, check it, render all 6 files in memory; writing excluded) against
 *    openapi-typescript alone (read the same spec, render types.ts);
 * 2. importing the precompiled validators against compiling the same schemas with ajv at start-up,
 *    each in a fresh Node process (what a user's service pays when it starts).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { renderFiles } from "../generator/index.js";
import { typesSource } from "../generator/emit-types.js";
import { loadSpec } from "../generator/spec-document.js";
import { componentJsonSchemas } from "../generator/validator-schemas.js";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(runs: number, fn: () => Promise<unknown> | unknown): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const IMPORT_PRECOMPILED = `
const t = performance.now();
const v = await import(${JSON.stringify(pathToFileURL("dist/generated/validators.js").href)});
v.validate("WebhookNotification", { eventId: "a", eventMs: 1, eventType: "Ping", event: { text: "Ping" } });
console.log(performance.now() - t);`;

// The baseline starts from the same JSON schemas already extracted (no YAML parsing): only ajv's work is counted.
const compileAtStartup = (schemasFile: string) => `
const t = performance.now();
const { default: Ajv2020 } = await import("ajv/dist/2020.js");
const { default: addFormats } = await import("ajv-formats");
const { readFileSync } = await import("node:fs");
const defs = JSON.parse(readFileSync(${JSON.stringify(schemasFile)}, "utf8"));
const ajv = new Ajv2020.default({ allErrors: true, strict: true, discriminator: true });
addFormats.default(ajv, ["uri"]);
ajv.addFormat("password", true);
ajv.addSchema({ $id: "fleetkit:spec", $defs: defs });
for (const name of Object.keys(defs)) ajv.getSchema("fleetkit:spec#/$defs/" + name);
ajv.getSchema("fleetkit:spec#/$defs/WebhookNotification")({ eventId: "a", eventMs: 1, eventType: "Ping", event: { text: "Ping" } });
console.log(performance.now() - t);`;

function freshProcessMs(script: string, runs: number): number {
  const samples = Array.from({ length: runs }, () => Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim()));
  return median(samples);
}

export async function main(): Promise<void> {
  const spec = await loadSpec("spec/fleet-api.yaml");
  await renderFiles(spec); // warm up both paths once
  const generateMs = await time(10, async () => renderFiles(await loadSpec("spec/fleet-api.yaml")));
  const openapiTsMs = await time(10, async () => typesSource((await loadSpec("spec/fleet-api.yaml")).document));
  console.log("generator: read the spec and render in memory (writing excluded), median of 10");
  console.log(`  fleetkit generate (6 files, checked)  ${generateMs.toFixed(1)} ms`);
  console.log(`  openapi-typescript (types.ts only)   ${openapiTsMs.toFixed(1)} ms`);
  console.log(`  ratio                                ${(generateMs / openapiTsMs).toFixed(2)}x`);

  if (!existsSync("dist/generated/validators.js")) execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  const precompiledMs = freshProcessMs(IMPORT_PRECOMPILED, 7);
  const schemasFile = join(mkdtempSync(join(tmpdir(), "fleetkit-bench-")), "schemas.json");
  writeFileSync(schemasFile, JSON.stringify(componentJsonSchemas(spec.document)));
  const compileMs = freshProcessMs(compileAtStartup(schemasFile), 7);
  console.log("validators: first validation in a fresh process (median of 7)");
  console.log(`  import precompiled validators   ${precompiledMs.toFixed(1)} ms`);
  console.log(`  compile the same JSON schemas with ajv at start-up  ${compileMs.toFixed(1)} ms`);
  console.log(`  ratio                           ${(compileMs / precompiledMs).toFixed(1)}x faster precompiled`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
