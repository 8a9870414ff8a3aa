import { createRequire } from "node:module";
import { join } from "node:path";
import type * as OpenapiTypescript from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { typesSource, withRequiredOrNull } from "../../generator/emit-types.js";
import { renderFiles } from "../../generator/index.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { buildSpecModel } from "../../generator/spec-model.js";
import { githubDescription, subsetOf, vendorSpecsFolder } from "../support/published-specs.js";

const { default: openapiTS, astToString } = createRequire(import.meta.url)(
  "openapi-typescript",
) as typeof OpenapiTypescript;

/** A 3.0 document with what openapi-typescript's context options steer: a discriminator, nullable, enums, oneOf. */
const HAND_MADE = {
  openapi: "3.0.3",
  info: { title: "pets", version: "1" },
  paths: {
    "/pets/{petId}": {
      parameters: [{ name: "petId", in: "path", required: true, schema: { type: "string" } }],
      get: {
        operationId: "getPet",
        parameters: [{ name: "fields", in: "query", schema: { type: "array", items: { type: "string" } } }],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
          },
          default: { description: "error", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
      patch: {
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Cat" } } },
        },
        responses: { "204": { description: "done" } },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
        discriminator: { propertyName: "kind", mapping: { cat: "#/components/schemas/Cat" } },
      },
      Cat: {
        type: "object",
        required: ["kind"],
        properties: {
          kind: { type: "string" },
          lives: { type: "integer", nullable: true, default: 9 },
          mood: { type: "string", enum: ["calm", "cross"] },
        },
      },
      Dog: { allOf: [{ $ref: "#/components/schemas/Cat" }, { type: "object", additionalProperties: true }] },
    },
  },
};

/** The document the emitters read, loaded as `generate` loads it. */
async function emittersDocument(source: string | object) {
  return buildSpecModel(await loadOpenApi(source)).document;
}

/** openapi-typescript's own entry point on a copy (both mutate what they are given). */
async function viaOpenapiTS(doc: object): Promise<string> {
  return astToString(await openapiTS(structuredClone(doc) as OpenapiTypescript.OpenAPI3, { silent: true }));
}

describe("types.ts from openapi-typescript's transform, without its lint and bundle steps", () => {
  const documents: [string, () => string | object][] = [
    ["the bundled spec", () => "spec/fleet-api.yaml"],
    ["a hand-made 3.0 document with a discriminator, nullable and enums", () => HAND_MADE],
    [
      "GitHub's description, its first 40 paths",
      () => {
        const github = githubDescription() as { paths: object };
        const first = new Set(Object.keys(github.paths).slice(0, 40));
        return subsetOf(github, (path) => first.has(path));
      },
    ],
  ];
  it.each(documents)("is what openapiTS() prints for %s", async (_, source) => {
    const doc = await emittersDocument(source());
    const expected = await viaOpenapiTS(doc);
    expect(expected.length).toBeGreaterThan(1000);
    expect(await typesSource(structuredClone(doc))).toBe(expected);
  });

  it("is what openapiTS() prints for the vendor's three published specs, its WithRequired helper taking null", async () => {
    for (const file of ["swagger.json", "swagger-readme.json", "swagger-legacy.json"]) {
      const doc = await emittersDocument(join(vendorSpecsFolder(), file));
      const printed = await viaOpenapiTS(doc);
      expect(await typesSource(structuredClone(doc)), file).toBe(withRequiredOrNull(printed));
      // swagger-legacy.json's allOf with a required of its own uses the helper: the one line that differs.
      if (file === "swagger-legacy.json") expect(withRequiredOrNull(printed)).not.toBe(printed);
    }
  });

  it("keys a duplicate operationId apart, so types.ts declares each operation once (openapiTS() refused it)", async () => {
    const spec = structuredClone(HAND_MADE) as Record<string, any>;
    spec.paths["/owners/{ownerId}"] = {
      get: {
        operationId: "getPet",
        parameters: [{ name: "ownerId", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "ok" } },
      },
    };
    // Another operation already has the function name a duplicate would take as its key.
    spec.paths["/vets"] = { get: { operationId: "getPet2", responses: { "200": { description: "ok" } } } };
    const loaded = await loadOpenApi(spec);
    await expect(openapiTS(structuredClone(loaded.document) as never, { silent: true })).rejects.toThrow(
      /unique `operationId`/,
    );
    const { files, warnings } = await renderFiles(loaded);
    const types = files.get("types.ts")!;
    const keys = [...types.matchAll(/^ {4}(\w+): \{$/gm)].map((m) => m[1]).filter((k) => k!.startsWith("getPet"));
    // The duplicate's function is getPet2, but getPet2 is another operation's operationId: the key takes a suffix.
    expect(keys.sort()).toEqual(["getPet", "getPet2", "getPet2_2"]);
    expect(types).toMatch(/"\/owners\/\{ownerId\}": \{[\s\S]*?get: operations\["getPet2_2"\]/);
    expect(warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(/duplicate operationId "getPet" .*its function is named getPet2, .* "getPet2_2"/),
    );
    // The metadata keeps the spec's own operationId.
    expect(files.get("operations.ts")).toMatch(/path: "\/owners\/\{ownerId\}"/);
    expect(files.get("operations.ts")!.match(/operationId: "getPet",/g)).toHaveLength(2);
  });
});
