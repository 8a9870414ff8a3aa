// Issue 38, item 6: each operation's metadata is a constant of its own in operations.ts, so a bundle of one operation
// function keeps that record alone; `operations` gathers them for whoever reads the whole API. The names the new
// shape brings (operation-functions.ts imports operations.ts as `operationRecords`, the runtime's tag guard where an
// operation creates tagged data, and its query styler where an operation has query styles) are kept clear of the
// operations' functions.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { tempDir } from "../support/temp-dir.js";

const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const SPEC = {
  openapi: "3.0.3",
  info: { title: "records", version: "1" },
  paths: {
    "/records": {
      get: { operationId: "operationRecords", summary: "a summary with */ and a \u2028 in it", responses: ok },
    },
    "/guards": { get: { operationId: "checkTagAccess", responses: ok } },
    // An operation named as the query styler, which it brings itself (an unexploded array).
    "/styles": {
      get: {
        operationId: "querySerializerOf",
        parameters: [
          { name: "ids", in: "query", explode: false, schema: { type: "array", items: { type: "string" } } },
        ],
        responses: ok,
      },
    },
    "/things": {
      post: {
        operationId: "createThing",
        requestBody: {
          content: {
            "application/json": {
              schema: { type: "object", properties: { tagIds: { type: "array", items: { type: "string" } } } },
            },
          },
        },
        responses: ok,
      },
    },
  },
};

async function generated() {
  const dir = await tempDir("operation-records");
  await import("node:fs/promises").then(({ writeFile }) => writeFile(join(dir, "spec.json"), JSON.stringify(SPEC)));
  await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
  const read = (file: string) =>
    import("node:fs/promises").then(({ readFile }) => readFile(join(dir, "out", file), "utf8"));
  return {
    dir,
    operations: await read("operations.ts"),
    functions: await read("operation-functions.ts"),
    index: await read("index.ts"),
  };
}

it("declares each operation's record as a constant named by its function, and gathers them in operations", async () => {
  const { dir, operations, functions, index } = await generated();
  expect([...operations.matchAll(/^export const (\w+) = \{$/gm)].map((m) => m[1])).toEqual([
    "operationRecords_",
    "checkTagAccess_",
    "querySerializerOf_",
    "createThing",
    "operations",
  ]);
  expect(operations).toMatch(
    /^export const operations = \{\n {2}operationRecords_,\n {2}checkTagAccess_,\n {2}querySerializerOf_,\n {2}createThing,\n\} as const;$/m,
  );
  // The spec's summary stays inside its comment.
  expect(operations).toMatch(/^\/\*\* GET \/records: scopes unknown\. a summary with \*\\\/ and a\s+in it \*\/$/m);
  // Each function is made from its own record; the one that creates tagged data brings the tag guard, the one with
  // query styles the styler.
  expect(functions).toMatch(
    /^import \{ operationFunction, checkTagAccess, querySerializerOf \} from "fleetkit\/runtime";$/m,
  );
  expect(functions).toMatch(
    /export const querySerializerOf_ = [^;]*\(\s*operationRecords\.querySerializerOf_,\s*undefined,\s*querySerializerOf,?\s*\);/,
  );
  expect(functions).toMatch(/^import \* as operationRecords from "\.\/operations\.js";$/m);
  expect(functions).toMatch(/export const operationRecords_ = [^;]*\(\s*operationRecords\.operationRecords_,?\s*\);/);
  expect(functions).toMatch(
    /export const createThing = [^;]*\(\s*operationRecords\.createThing,\s*checkTagAccess,?\s*\);/,
  );
  // index.ts re-exports operations.ts's own names, not the records (their names are the functions').
  expect(index).toMatch(/export \{[^}]*\boperations,[^}]*\} from "\.\/operations\.js";/);
  expect(index).toContain("export function createLeanClient(options: FleetClientOptions): LeanClient {");
  const module = (await import(pathToFileURL(join(dir, "out", "index.ts")).href)) as Record<string, unknown>;
  const table = module.operations as Record<string, { operationId: string }>;
  expect(Object.keys(table)).toEqual(["operationRecords_", "checkTagAccess_", "querySerializerOf_", "createThing"]);
  expect(table.operationRecords_?.operationId).toBe("operationRecords");
  expect(typeof module.operationRecords_).toBe("function");
  expect(typeof module.querySerializerOf_).toBe("function");
  expect(typeof module.createLeanClient).toBe("function");
}, 60_000);

it("imports no tag guard nor styler where no operation needs them (an unused import fails noUnusedLocals)", async () => {
  const dir = await tempDir("operation-records-untagged");
  const { writeFile, readFile } = await import("node:fs/promises");
  const { "/things": _, "/styles": __, ...paths } = SPEC.paths;
  await writeFile(join(dir, "spec.json"), JSON.stringify({ ...SPEC, paths }));
  await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
  const functions = await readFile(join(dir, "out", "operation-functions.ts"), "utf8");
  expect(functions).toMatch(/^import \{ operationFunction \} from "fleetkit\/runtime";$/m);
  expect(functions).not.toMatch(/checkTagAccess[,)]/);
  expect(functions).not.toMatch(/querySerializerOf[,)]/);
}, 60_000);
