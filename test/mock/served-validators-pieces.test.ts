// A served spec's validators are compiled from the pieces of the document a schema reaches, given to ajv on first
// use, not from the whole document added at the first request (which cost about a second on GitHub's description,
// issue 38 item 6). The pieces must judge every value exactly as the whole document does. The same check on GitHub's
// description is in served-validators-published.test.ts (the `published` project).
import { describe, expect, it } from "vitest";
import type { SpecDocument } from "../../generator/spec-document.js";
import { createMock } from "../../testing/index.js";
import { loadServedSpec, servedValidators } from "../../testing/mock/served-spec.js";
import { expectSameVerdicts, verdict } from "./served-validators-helpers.js";

type Json = Record<string, any>;

/** Component discriminators of the three kinds ajv's reading changes, readOnly/writeOnly, refs inside components. */
const PETS = {
  openapi: "3.1.0",
  info: { title: "pets", version: "1" },
  security: [],
  paths: {
    "/pets": {
      get: {
        operationId: "listPets",
        parameters: [{ name: "kind", in: "query", schema: { $ref: "#/components/schemas/Kind" } }],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Pet" } } },
            },
          },
        },
      },
      post: {
        operationId: "createPet",
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } },
        responses: { "201": { $ref: "#/components/responses/OnePet" } },
      },
    },
    "/shelters": {
      get: {
        operationId: "listShelters",
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Shelter" } } },
          },
        },
      },
    },
  },
  components: {
    responses: {
      OnePet: { description: "one", content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } },
    },
    schemas: {
      Kind: { type: "string", enum: ["cat", "dog"] },
      // Tags as const in every branch: ajv's discriminator takes it.
      Pet: {
        oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
        discriminator: { propertyName: "kind" },
      },
      Cat: {
        type: "object",
        required: ["id", "kind", "name"],
        properties: {
          id: { type: "integer", readOnly: true },
          kind: { const: "cat" },
          name: { type: "string" },
          secret: { type: "string", writeOnly: true },
        },
      },
      Dog: {
        type: "object",
        required: ["id", "kind", "name", "secret"],
        properties: {
          id: { type: "integer", readOnly: true },
          kind: { const: "dog" },
          name: { type: "string", minLength: 1 },
          secret: { type: "string", writeOnly: true },
          friend: { $ref: "#/components/schemas/Cat/properties/name" },
        },
      },
      // A plain string tag: the branch is picked by the mapping with if/then.
      Keeper: {
        oneOf: [{ $ref: "#/components/schemas/Vet" }, { $ref: "#/components/schemas/Walker" }],
        discriminator: { propertyName: "role", mapping: { vet: "#/components/schemas/Vet", walk: "Walker" } },
      },
      Vet: {
        type: "object",
        required: ["role", "licence"],
        properties: { role: { type: "string" }, licence: { type: "string", pattern: "^[A-Z]{2}\\d+$" } },
      },
      Walker: {
        type: "object",
        required: ["role", "dogs"],
        properties: { role: { type: "string" }, dogs: { type: "integer", maximum: 6 } },
      },
      // An inline branch: checked as a plain oneOf; beside anyOf: the discriminator is dropped.
      Visitor: {
        oneOf: [
          { $ref: "#/components/schemas/Vet" },
          { type: "object", required: ["role"], properties: { role: { const: "guest" } } },
        ],
        discriminator: { propertyName: "role" },
      },
      Anyone: {
        anyOf: [{ $ref: "#/components/schemas/Vet" }, { $ref: "#/components/schemas/Walker" }],
        discriminator: { propertyName: "role" },
      },
      Shelter: {
        type: "object",
        required: ["pets", "keepers"],
        properties: {
          pets: { type: "array", items: { $ref: "#/components/schemas/Pet" } },
          keepers: { type: "array", items: { $ref: "#/components/schemas/Keeper" } },
          visitors: { type: "array", items: { $ref: "#/components/schemas/Visitor" } },
          anyone: { $ref: "#/components/schemas/Anyone" },
          self: { $ref: "#/components/schemas/Shelter" },
        },
      },
      // Two schemas naming themselves alike: only the whole document resolves a ref by such a name, and ajv refuses
      // a document that has it twice. No operation above reaches them.
      Twin1: { $id: "urn:pets:twin", type: "string" },
      Twin2: { $id: "urn:pets:twin", type: "integer" },
    },
  },
};

describe("a served spec's validators, compiled from the pieces a schema reaches", () => {
  it("judge every probe of a hand-made spec (discriminators, readOnly/writeOnly, refs into components) as the whole document does", async () => {
    const { Twin1: _a, Twin2: _b, ...schemas } = PETS.components.schemas;
    const spec = await loadServedSpec({ ...PETS, components: { ...PETS.components, schemas } }, undefined);
    expect(expectSameVerdicts(spec, () => true)).toBeGreaterThan(40);
    // And they say something: a dog without its secret is a valid answer, not a valid request.
    const validate = servedValidators(spec.document);
    const dog = { id: 1, kind: "dog", name: "Rex" };
    expect(validate("#/components/schemas/Pet", "response")(dog)).toBe(true);
    expect(validate("#/components/schemas/Pet", "request")(dog)).toBe(false);
    const walker = { role: "walk", dogs: 9 };
    expect(validate("#/components/schemas/Keeper")(walker)).toBe(false);
    expect(validate("#/components/schemas/Keeper")({ ...walker, dogs: 2 })).toBe(true);
  });

  it("take the whole document for a schema with an identity of its own, as before", async () => {
    const doc = structuredClone(PETS) as Json;
    doc.components.schemas.Named = {
      $id: "urn:pets:named",
      type: "object",
      properties: { n: { $ref: "#/$defs/N" } },
      $defs: { N: { type: "integer" } },
    };
    doc.paths["/named"] = {
      get: {
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Named" } } },
          },
        },
      },
    };
    delete doc.components.schemas.Twin2;
    const spec = await loadServedSpec(doc, undefined);
    const pieces = servedValidators(spec.document as SpecDocument);
    const whole = servedValidators(spec.document as SpecDocument, { wholeDocument: true });
    const pointer = spec.operations.find((o) => o.path === "/named")!.success!.media!.schema!;
    for (const value of [{ n: 1 }, { n: "x" }, {}, 3])
      expect(verdict(pieces(pointer), value)).toEqual(verdict(whole(pointer), value));
  });

  it("compile only what the operation called reaches: a schema elsewhere that ajv refuses breaks only its own operations", async () => {
    const mock = await createMock({ spec: PETS });
    const shelters = await mock.fetch("https://pets.example/shelters");
    expect(shelters.status).toBe(200);
    const pets = await mock.fetch("https://pets.example/pets?kind=cat");
    expect(pets.status).toBe(200);
    const wrongKind = await mock.fetch("https://pets.example/pets?kind=cow");
    expect(wrongKind.status).toBe(400);
    expect(await wrongKind.text()).toMatch(/query parameter kind must be equal to one of the allowed values/);
  });
});
