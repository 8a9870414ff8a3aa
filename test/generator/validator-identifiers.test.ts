// Component schemas named as ajv names its own declarations (`schema1`, `validate10`, `func2`, `pattern0`,
// `formats0`): APIs.guru's SEDRA, Bungie and Clever Cloud descriptions call theirs `schema1`, `schema2`…. The
// validators' module declared `schema1` twice, and `generate` exited 70 ("the compiled validators' code does not
// parse"). Inside that module each validator now has a name of its own (`$export0`…), whatever the schema is called.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { tempDir } from "../support/temp-dir.js";
import { typeCheck } from "../support/type-check.js";

const NAMES = ["schema1", "schema2", "validate1", "validate10", "func1", "func2", "pattern0", "formats0", "obj", "e"];
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const spec = {
  openapi: "3.0.3",
  info: { title: "SEDRA-like", version: "1" },
  paths: {
    "/lexeme/{id}": {
      get: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { type: "object", properties: { gloss: ref("schema1") } } } },
          },
        },
      },
    },
  },
  components: {
    schemas: Object.fromEntries(
      NAMES.map((name, i) => [
        name,
        {
          type: "object",
          required: ["id"],
          properties: { id: { type: "integer", minimum: i }, word: { type: "string", pattern: "^[a-z]+$" } },
        },
      ]),
    ),
  },
};

describe("component schemas named like ajv's own declarations", () => {
  it("generate writes a module that loads, type-checks, and validates each schema by its own rules", async () => {
    const dir = await tempDir("validator-identifiers");
    await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
    const out = join(dir, "out");
    await generate({ spec: join(dir, "spec.json"), out });
    expect(typeCheck([join(out, "index.ts")], out, { asUsers: true }).errors).toEqual([]);
    const { validate } = (await import(pathToFileURL(join(out, "index.ts")).href)) as {
      validate(name: string, value: unknown): { valid: boolean };
    };
    NAMES.forEach((name, i) => {
      expect([name, validate(name, { id: i, word: "abc" }).valid]).toEqual([name, true]);
      expect([name, validate(name, { id: i - 1 }).valid]).toEqual([name, false]);
      expect([name, validate(name, { id: i, word: "ABC" }).valid]).toEqual([name, false]);
    });
    // The types keep the spec's names.
    expect(await readFile(join(out, "schema-types.ts"), "utf8")).toMatch(/export type schema1 = /);
  }, 90_000);
});
