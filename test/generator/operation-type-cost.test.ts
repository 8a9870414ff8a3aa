// Issue 38, item 6: what `tsc` spends on a generated module's operation types grows with the spec only where the
// user's code asks for it. `OperationAt` and `ScopesOf` look an operation up by its "<method> <path>" key (they
// related every operation of the spec to a filter, to check their declarations and again at each use), and each
// operation function is made by the module's own `operationFunctionOf<path, method>`, whose type arguments are checked
// against one `keyof paths` (`operationFunction<paths, path, method>` worked it out again for each function).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { typeCheck } from "../support/type-check.js";
import { tempDir } from "../support/temp-dir.js";

const OPERATIONS = 300;
const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };

/** `OPERATIONS` operations, most one GET path each, and a function named as the module's own maker would be. */
const SPEC = {
  openapi: "3.0.3",
  info: { title: "cost", version: "1" },
  paths: {
    ...Object.fromEntries(
      Array.from({ length: OPERATIONS - 1 }, (_, i) => [
        `/things${i}/{id}`,
        {
          get: {
            operationId: `getThing${i}`,
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
            responses: ok,
          },
        },
      ]),
    ),
    "/makers": {
      get: { operationId: "operationFunctionOf", responses: ok },
      post: { operationId: "makeThing", responses: ok },
    },
  },
};

/** A user's file: 100 uses of `ScopesOf` and `OperationAt`, and a call of an operation function. */
const USE = `import type { OperationAt, ScopesOf } from "./out/operations.js";
import { createLeanClient, getThing7, operationFunctionOf_ } from "./out/index.js";
${Array.from(
  { length: 50 },
  (_, i) => `export const scopes${i}: ScopesOf<"get", "/things${i}/{id}"> = null;
export const id${i}: OperationAt<"get", "/things${i}/{id}">["operationId"] = "getThing${i}";`,
).join("\n")}
// @ts-expect-error no operation has that path
export type Unknown = ScopesOf<"get", "/thingz">;
export const none: OperationAt<"post", "/things1/{id}"> = null as never;
export const made: OperationAt<"post", "/makers">["operationId"] = "makeThing";
const client = createLeanClient({ baseUrl: "https://example.com", token: "t" });
export const called = getThing7(client, { params: { path: { id: "x" } } });
// @ts-expect-error the path parameter is required
export const missing = getThing7(client);
export const maker = operationFunctionOf_(client);
`;

it("types each operation's lookup and function at a cost that does not grow with the spec per use", async () => {
  const dir = await tempDir("operation-type-cost");
  await writeFile(join(dir, "spec.json"), JSON.stringify(SPEC));
  await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
  await writeFile(join(dir, "use.ts"), USE);
  const { program, errors } = typeCheck([join(dir, "use.ts")], dir);
  expect(errors).toEqual([]);
  // TypeScript's own count of type instantiations (deterministic for a program and a compiler version). Before: 112,645
  // here (62,000 at 150 operations: about 35 per operation for the module, and 300 per use of ScopesOf or OperationAt).
  // Now 12,500 (12,000 at 150 operations): most of it the runtime's and openapi-fetch's types for the one call.
  const instantiations = program.getInstantiationCount();
  expect(instantiations).toBeLessThan(20_000);
}, 120_000);
