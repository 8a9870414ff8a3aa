// The cases on GitHub's description and the vendor's specs are in emit-types-published.test.ts (the `published`
// project: the fast loop leaves published descriptions out).
import { describe, expect, it } from "vitest";
import { typesSource } from "../../generator/emit-types.js";
import { renderFiles } from "../../generator/index.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { emittersDocument, openapiTS, viaOpenapiTS } from "./emit-types-helpers.js";

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

describe("types.ts from openapi-typescript's transform, without its lint and bundle steps", () => {
  const documents: [string, () => string | object][] = [
    ["the bundled spec", () => "spec/fleet-api.yaml"],
    ["a hand-made 3.0 document with a discriminator, nullable and enums", () => HAND_MADE],
  ];
  it.each(documents)("is what openapiTS() prints for %s", async (_, source) => {
    const doc = await emittersDocument(source());
    const expected = await viaOpenapiTS(doc);
    expect(expected.length).toBeGreaterThan(1000);
    expect(await typesSource(structuredClone(doc))).toBe(expected);
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

describe("schemas read as JSON Schema says (TYPE_OPTIONS)", () => {
  const spec = {
    openapi: "3.0.3",
    info: { title: "defaults", version: "1" },
    paths: {
      "/completions": {
        post: {
          requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Request" } } } },
          responses: { "200": { description: "ok" } },
        },
      },
    },
    components: {
      schemas: {
        // OpenAI's CreateChatCompletionRequest: `model` required, `max_tokens` with a default.
        Request: {
          type: "object",
          required: ["model"],
          properties: {
            model: { type: "string" },
            max_tokens: { type: "integer", default: 16 },
            metadata: { type: "object" },
          },
        },
      },
    },
  };

  it("leaves a property with a default optional unless required, and lets an object without properties hold any", async () => {
    const source = await typesSource(await emittersDocument(structuredClone(spec)));
    const request = source.slice(source.indexOf("Request: {"), source.indexOf("};", source.indexOf("Request: {")));
    expect(request).toMatch(/\bmodel: string;/);
    expect(request).toMatch(/\bmax_tokens\?: number;/);
    expect(request).toMatch(/\bmetadata\?: Record<string, unknown>;/);
  });
});
