import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { resolveLocal } from "../../generator/json-pointer.js";
import { typeCheck } from "../support/type-check.js";

/**
 * Refs to a place inside another object, as specs converted by tools write them (19 of the 2,639 descriptions of
 * APIs.guru's directory: Codat's, Telstra's, Shutterstock's…). A ref into a list (`parameters/1`, `allOf/3`) was
 * "points to nothing"; openapi-typescript typed a ref into `paths` or into a schema's `allOf` by the pointer's keys
 * (TS2339 in types.ts); ajv could not follow a component's ref into `paths`; a `$ref` in an example's value is data.
 */
const json = "application/json";
const spec = {
  openapi: "3.0.3",
  info: { title: "Inner refs", version: "1" },
  paths: {
    "/a/{id}": {
      get: {
        operationId: "getA",
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string", minLength: 1 } },
          { name: "q", in: "query", schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              [json]: {
                schema: { $ref: "#/components/schemas/Tagged" },
                examples: { sample: { value: { $ref: "#/components/schemas/Nowhere/example" } } },
              },
            },
          },
        },
      },
    },
    "/b/{id}": {
      get: {
        operationId: "getB",
        // Percent-encoded, as a URI fragment spells `{`: and into the list of another operation's parameters.
        parameters: [
          { $ref: "#/paths/~1a~1%7Bid%7D/get/parameters/0" },
          { $ref: "#/paths/~1a~1{id}/get/parameters/1" },
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              [json]: { schema: { $ref: "#/paths/~1tree/post/requestBody/content/application~1json/schema" } },
            },
          },
        },
      },
    },
    "/tree": {
      post: {
        operationId: "postTree",
        requestBody: {
          content: {
            [json]: {
              schema: {
                type: "object",
                required: ["name"],
                properties: {
                  name: { type: "string", minLength: 1 },
                  // A schema that refers to itself through a pointer into this path.
                  children: {
                    type: "array",
                    items: { $ref: "#/paths/~1tree/post/requestBody/content/application~1json/schema" },
                  },
                },
              },
            },
          },
        },
        responses: { "204": { description: "stored" } },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        allOf: [
          { type: "object", required: ["name"], properties: { name: { type: "string" } } },
          { type: "object", properties: { tag: { type: "string", minLength: 2 } } },
        ],
      },
      Tagged: {
        type: "object",
        properties: {
          tag: { $ref: "#/components/schemas/Pet/allOf/1/properties/tag" },
          // A component's ref into a path: ajv compiles only the components.
          tree: { $ref: "#/paths/~1tree/post/requestBody/content/application~1json/schema" },
          // A component's own required property, as the vendor's swagger-legacy.json writes: followed as written.
          ownerId: { $ref: "#/components/schemas/Owner/properties/id" },
          // An optional one would be typed `string | undefined`: a component of its own.
          nick: { $ref: "#/components/schemas/Owner/properties/nick" },
        },
      },
      Owner: {
        type: "object",
        required: ["id"],
        properties: { id: { type: "string", pattern: "^o-" }, nick: { type: "string", maxLength: 3 } },
      },
    },
  },
};

/** The module generated once, in a folder removed after the tests (passed or failed). */
let dir: string;
const generated = () => ({ out: join(dir, "out") });
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fleetkit-inner-refs-"));
  await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
  await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("refs to a place inside another object", () => {
  it("generate a module that type-checks as a user's project reads it (types.ts, index.ts)", async () => {
    const { out } = generated();
    expect(typeCheck([join(out, "index.ts")], out, { asUsers: true }).errors).toEqual([]);
  }, 90_000);

  it("validate as the schemas they point to: a deep component ref, a component's ref into a path, recursion", async () => {
    const { out } = generated();
    const { validate } = (await import(pathToFileURL(join(out, "index.ts")).href)) as {
      validate(name: string, value: unknown): { valid: boolean; errors: { path: string }[] };
    };
    expect(validate("Tagged", { tag: "ok", tree: { name: "a", children: [{ name: "b", children: [] }] } }).valid).toBe(
      true,
    );
    expect(validate("Tagged", { tag: "x" }).valid).toBe(false); // Pet's allOf/1 tag: minLength 2
    expect(validate("Tagged", { ownerId: "o-1" }).valid).toBe(true);
    expect(validate("Tagged", { ownerId: "x" }).valid).toBe(false); // Owner's id pattern
    expect(validate("Tagged", { nick: "abcd" }).valid).toBe(false); // Owner's nick: maxLength 3
    const deep = validate("Tagged", { tree: { name: "a", children: [{ name: "b", children: [{ name: "" }] }] } });
    expect(deep.valid).toBe(false); // the third level's name, through the recursion
  }, 90_000);

  it("each schema pointed into is one component schema named after its pointer, with a warning; others are copied", async () => {
    const spec31 = await loadOpenApi(structuredClone(spec));
    const schemas = spec31.document.components!.schemas as Record<string, unknown>;
    expect(Object.keys(schemas)).toEqual([
      "Pet",
      "Tagged",
      "Owner",
      "Owner.properties.nick",
      "paths.tree.post.requestBody.content.application_json.schema",
      "Pet.allOf.1.properties.tag",
    ]);
    const tree = schemas["paths.tree.post.requestBody.content.application_json.schema"] as {
      properties: { children: { items: unknown } };
    };
    expect(tree.properties.children.items).toEqual({
      $ref: "#/components/schemas/paths.tree.post.requestBody.content.application_json.schema",
    });
    expect(spec31.warnings.map((w) => w.pointer)).toEqual([
      "#/components/schemas/Owner.properties.nick",
      "#/components/schemas/paths.tree.post.requestBody.content.application_json.schema",
      "#/components/schemas/Pet.allOf.1.properties.tag",
    ]);
    const tagged = schemas.Tagged as { properties: Record<string, unknown> };
    expect(tagged.properties.ownerId).toEqual({ $ref: "#/components/schemas/Owner/properties/id" });
    // A parameter is copied where the ref stood (no component: parameters cannot refer to themselves).
    const b = spec31.document.paths!["/b/{id}"]!.get as { parameters: unknown[] };
    expect(b.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string", minLength: 1 } },
      { name: "q", in: "query", schema: { type: "string" } },
    ]);
    // The example's value is data: kept as written, never followed.
    const a = spec31.document.paths!["/a/{id}"]!.get as { responses: Record<string, any> };
    expect(a.responses["200"].content[json].examples.sample.value).toEqual({
      $ref: "#/components/schemas/Nowhere/example",
    });
  });

  it("a ref where a schema stands that points to a parameter is a SpecReadError naming where, and what to point at", async () => {
    const broken = structuredClone(spec) as any;
    broken.components.schemas.Tagged.properties.tag = { $ref: "#/paths/~1a~1{id}/get/parameters/1" };
    await expect(loadOpenApi(broken)).rejects.toThrow(
      '(spec object): #/components/schemas/Tagged/properties/tag/$ref: $ref "#/paths/~1a~1{id}/get/parameters/1" points to a parameter (query "q") where a schema stands; point it at the parameter\'s schema (#/paths/~1a~1{id}/get/parameters/1/schema)',
    );
  });

  it('a copied object keeps a key named "__proto__" as a key, never as its prototype', async () => {
    // JSON text: an object literal's `__proto__` would set the literal's prototype instead.
    const text = `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{
      "/a":{"get":{"responses":{"200":{"description":"ok","__proto__":{"injected":true}}}}},
      "/b":{"get":{"responses":{"200":{"$ref":"#/paths/~1a/get/responses/200"}}}}}}`;
    const { document } = await loadOpenApi(JSON.parse(text));
    const copied = (document.paths as any)["/b"].get.responses["200"];
    expect(Object.getPrototypeOf(copied)).toBe(Object.prototype);
    expect(copied.injected).toBeUndefined();
    expect(copied.description).toBe("ok");
  });

  it("resolveLocal follows a pointer into a list by index, and reads own keys only", () => {
    const doc = { paths: { "/a": { get: { parameters: [{ name: "p" }, { name: "q" }] } } } };
    expect(resolveLocal(doc, { $ref: "#/paths/~1a/get/parameters/1" })).toEqual({ name: "q" });
    expect(resolveLocal(doc, { $ref: "#/paths/~1a/get/parameters/2" })).toBeUndefined();
    expect(resolveLocal(doc, { $ref: "#/paths/~1a/get/parameters/length" })).toBeUndefined();
    expect(resolveLocal(doc, { $ref: "#/constructor" })).toBeUndefined();
  });
});
