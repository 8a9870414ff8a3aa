// Schemas no value satisfies as written, where the author's meaning is plain, found in published descriptions:
// - Mercedes-Benz's `ProductGroup`: `type: object` with properties, beside `enum: [PKW, VAN, SMART]`. openapi-typescript
//   reads an object's enum as a list of schemas, and `generate` exited 70 ("Expected SchemaObject, received string").
// - Vercel's 3.1 description: `{ type: "null", oneOf: [string, number, …] }`, 3.0's `nullable` written as a type (17
//   times). openapi-typescript types it `null & (…)`, which is `never`, and ajv accepts no value.
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateResult, generate } from "../../generator/index.js";
import { typeCheck } from "../support/type-check.js";

const spec = {
  openapi: "3.1.0",
  info: { title: "Contradictions", version: "1" },
  paths: {},
  components: {
    schemas: {
      ProductGroup: {
        type: "object",
        enum: ["PKW", "VAN", "SMART"],
        required: ["name"],
        properties: { name: { type: "string" } },
      },
      Mixed: { type: "object", enum: [{ name: "a" }, "b"] },
      ItemValue: {
        type: "null",
        oneOf: [{ type: "string" }, { type: "number" }, { type: "array", items: { type: "string" } }],
      },
      // A branch that takes null: satisfiable as written (null), left as it is.
      NullOnly: { type: "null", anyOf: [{ type: ["string", "null"] }] },
    },
  },
};

let dir: string;
let out: string;
let result: GenerateResult;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fleetkit-contradictions-"));
  await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
  out = join(dir, "out");
  result = await generate({ spec: join(dir, "spec.json"), out });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const validate = async (name: string, value: unknown): Promise<boolean> => {
  const module = (await import(pathToFileURL(join(out, "index.ts")).href)) as {
    validate(name: string, value: unknown): { valid: boolean };
  };
  return module.validate(name, value).valid;
};

describe("schemas no value satisfies as written", () => {
  it("generate writes a module that type-checks, with a warning at each", () => {
    expect(typeCheck([join(out, "index.ts")], out, { asUsers: true }).errors).toEqual([]);
    const at = (pointer: string) => result.warnings.filter((w) => w.pointer === pointer).map((w) => w.message);
    expect(at("#/components/schemas/ProductGroup/enum")).toEqual([
      expect.stringMatching(/values that are not objects \("PKW", "VAN", "SMART"\).*the enum is ignored/),
    ]);
    expect(at("#/components/schemas/Mixed/enum")).toEqual([expect.stringMatching(/\("b"\).*left out of the enum/)]);
    expect(at("#/components/schemas/ItemValue/type")).toEqual([expect.stringMatching(/read as 3\.0's nullable/)]);
    expect(at("#/components/schemas/NullOnly/type")).toEqual([]);
    expect(readFileSync(join(out, "types.ts"), "utf8")).toMatch(
      /ItemValue: \(string \| number \| string\[\]\) \| null;/,
    );
  }, 90_000);

  it("an object's enum of strings: the schema is the object it describes", async () => {
    expect(await validate("ProductGroup", { name: "car" })).toBe(true);
    expect(await validate("ProductGroup", "PKW")).toBe(false);
    expect(await validate("Mixed", { name: "a" })).toBe(true);
    expect(await validate("Mixed", { name: "c" })).toBe(false);
  });

  it('type "null" beside typed branches: the schema or null', async () => {
    expect(await validate("ItemValue", null)).toBe(true);
    expect(await validate("ItemValue", "a")).toBe(true);
    expect(await validate("ItemValue", ["a", "b"])).toBe(true);
    expect(await validate("ItemValue", true)).toBe(false);
    expect(await validate("ItemValue", [1])).toBe(false);
    expect(await validate("NullOnly", null)).toBe(true);
    expect(await validate("NullOnly", "x")).toBe(false);
  });
});

// A response named `default`, or a component named like a data keyword, is an OpenAPI object that holds schemas, not
// data: its schemas are mended as any others (the default response's object enum made `generate` exit 70). A schema's
// `default` value is data, and stays as written.
describe("objects named like data keywords hold schemas too", () => {
  const named = {
    openapi: "3.0.3",
    info: { title: "Named like data", version: "1" },
    paths: {
      "/a": {
        get: {
          operationId: "getA",
          parameters: [{ $ref: "#/components/parameters/default" }],
          responses: {
            "200": { $ref: "#/components/responses/enum" },
            default: {
              description: "an error",
              content: {
                "application/json": {
                  schema: { type: "object", enum: ["E1", "E2"], properties: { code: { type: "string" } } },
                },
              },
            },
          },
        },
      },
    },
    components: {
      parameters: { default: { name: "level", in: "query", schema: { type: "float64" } } },
      responses: {
        enum: {
          description: "ok",
          content: {
            "application/json": {
              schema: { type: "object", properties: { note: { type: "string", default: { type: "float64" } } } },
            },
          },
        },
      },
    },
  };

  it("generate mends their schemas with a warning at each, and leaves a default value as written", async () => {
    const folder = join(dir, "named");
    await writeFile(join(dir, "named.json"), JSON.stringify(named));
    const { warnings } = await generate({ spec: join(dir, "named.json"), out: folder });
    const pointers = warnings.map((w) => w.pointer);
    expect(pointers).toContain("#/paths/~1a/get/responses/default/content/application~1json/schema/enum");
    expect(pointers).toContain("#/components/parameters/default/schema/type");
    expect(pointers.filter((p) => p.includes("/note/default"))).toEqual([]);
    expect(typeCheck([join(folder, "index.ts")], folder, { asUsers: true }).errors).toEqual([]);
    // The property's default value, as openapi-typescript documents it: `{ "type": "float64" }`, not mended.
    expect(readFileSync(join(folder, "types.ts"), "utf8")).toMatch(/@default \{\s*\*\s*"type": "float64"\s*\*\s*\}/);
  }, 90_000);
});
