// Issue 35, "normalise before comparing": what two formats (or two converters) of one API say in two ways is no
// change. Each pair is the smallest form of a case found in the vendor's history or its two published formats
// (swagger.json, Swagger 2.0, and swagger-readme.json, OpenAPI 3.0.1), and each reported changes before
// generator/diff/normalise.ts. The last cases check that a real change next to a normalised one is still reported.
// The cases run concurrently (describe.concurrent): each waits on its own Redocly child process.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type DiffReport, diffSpecFiles, diffSpecs } from "../../generator/diff/index.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { vendorSpecsFolder } from "../support/published-specs.js";

type Doc = Record<string, unknown>;

const ok = { "200": { description: "ok" } };
const openapi = (paths: Doc, extra: Doc = {}): Doc => ({
  openapi: "3.0.1",
  info: { title: "Fleet", version: "1" },
  servers: [{ url: "https://api.samsara.com" }],
  paths,
  ...extra,
});
const body = (schema: Doc) => ({ content: { "application/json": { schema } } });

async function diff(oldDoc: Doc, newDoc: Doc): Promise<DiffReport> {
  const [a, b] = await Promise.all([loadOpenApi(oldDoc), loadOpenApi(newDoc)]);
  return diffSpecs(a, b);
}

const idParam = (description: string, extra: Doc = {}) => ({
  name: "id",
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
  ...extra,
});

/** GitHub Enterprise's `POST /repos/{owner}/{repo}/pages` body, a nullable object, with `rule` beside its properties. */
const pages = (rule: Doc) =>
  openapi({
    "/pages": {
      post: {
        requestBody: body({ type: "object", nullable: true, properties: { source: { type: "string" } }, ...rule }),
        responses: ok,
      },
    },
  });

const NO_CHANGE: [string, Doc, Doc][] = [
  [
    "a path parameter moved from the path item onto each operation, its description edited, defaults stated",
    openapi({ "/addresses/{id}": { parameters: [idParam("ID of the Address.")], get: { responses: ok } } }),
    openapi({
      "/addresses/{id}": {
        get: {
          parameters: [idParam("ID of the Address, or an external ID.", { style: "simple", explode: false })],
          responses: ok,
        },
      },
    }),
  ],
  [
    "a duplicated path-level `id` entry disappearing",
    openapi({
      "/addresses/{id}": { parameters: [idParam("ID"), idParam("ID")], get: { responses: ok } },
    }),
    openapi({ "/addresses/{id}": { parameters: [idParam("ID")], get: { responses: ok } } }),
  ],
  [
    "a query parameter's default style, explode and required: false made explicit",
    openapi({
      "/fleet/vehicles": {
        get: { parameters: [{ name: "after", in: "query", schema: { type: "string" } }], responses: ok },
      },
    }),
    openapi({
      "/fleet/vehicles": {
        get: {
          parameters: [
            { name: "after", in: "query", required: false, style: "form", explode: true, schema: { type: "string" } },
          ],
          responses: ok,
        },
      },
    }),
  ],
  [
    "allOf of plain objects (CreateAddressRequest) against the one object it makes",
    openapi({
      "/addresses": {
        post: {
          requestBody: body({
            allOf: [
              {
                type: "object",
                required: ["formattedAddress", "geofence", "name"],
                properties: {
                  formattedAddress: { type: "string" },
                  geofence: { type: "object" },
                  name: { type: "string" },
                },
              },
              { properties: { notes: { type: "string" } } },
            ],
          }),
          responses: ok,
        },
      },
    }),
    openapi({
      "/addresses": {
        post: {
          requestBody: body({
            type: "object",
            required: ["name", "formattedAddress", "geofence"],
            properties: {
              formattedAddress: { type: "string" },
              geofence: { type: "object" },
              name: { type: "string" },
              notes: { type: "string" },
            },
          }),
          responses: ok,
        },
      },
    }),
  ],
  [
    "allOf of an inline object and a $ref to a plain one (Tag, 2017) against the one object it makes",
    openapi(
      {
        "/tags": {
          get: {
            responses: {
              "200": {
                description: "ok",
                ...body({
                  allOf: [
                    { type: "object", required: ["id"], properties: { id: { type: "integer" } } },
                    { $ref: "#/components/schemas/TagBase" },
                  ],
                }),
              },
            },
          },
        },
      },
      {
        components: {
          schemas: { TagBase: { type: "object", required: ["name"], properties: { name: { type: "string" } } } },
        },
      },
    ),
    openapi(
      {
        "/tags": {
          get: {
            responses: {
              "200": {
                description: "ok",
                ...body({
                  type: "object",
                  required: ["id", "name"],
                  properties: { id: { type: "integer" }, name: { type: "string" } },
                }),
              },
            },
          },
        },
      },
      {
        components: {
          schemas: { TagBase: { type: "object", required: ["name"], properties: { name: { type: "string" } } } },
        },
      },
    ),
  ],
  [
    "an allOf of words and one $ref against the object inline (UserTagRole.tag, 2020-04-01), and a required beside a $ref that the schema states",
    openapi(
      {
        "/users/{id}": {
          get: {
            parameters: [idParam("ID")],
            responses: {
              "200": {
                description: "ok",
                ...body({
                  type: "object",
                  properties: { tag: { allOf: [{ description: "The tag." }, { $ref: "#/components/schemas/Tag" }] } },
                }),
              },
              "501": { description: "no", ...body({ required: ["message"], $ref: "#/components/schemas/Error" }) },
            },
          },
        },
      },
      {
        components: {
          schemas: {
            Tag: { type: "object", properties: { id: { type: "string" } }, example: { id: "3914" } },
            Error: { type: "object", required: ["message"], properties: { message: { type: "string" } } },
          },
        },
      },
    ),
    openapi(
      {
        "/users/{id}": {
          get: {
            parameters: [idParam("ID")],
            responses: {
              "200": {
                description: "ok",
                ...body({
                  type: "object",
                  properties: {
                    tag: { description: "The tag.", type: "object", properties: { id: { type: "string" } } },
                  },
                }),
              },
              "501": { description: "no", ...body({ $ref: "#/components/schemas/Error" }) },
            },
          },
        },
      },
      {
        components: {
          schemas: {
            Tag: { type: "object", properties: { id: { type: "string" } }, example: { id: "3914" } },
            Error: { type: "object", required: ["message"], properties: { message: { type: "string" } } },
          },
        },
      },
    ),
  ],
  [
    "a reordered required list and enum",
    openapi({
      "/beta/fleet/trailers": {
        get: {
          responses: {
            "200": {
              description: "ok",
              ...body({
                type: "object",
                required: ["serial", "model"],
                properties: { serial: { type: "string" }, model: { type: "string", enum: ["b", "a"] } },
              }),
            },
          },
        },
      },
    }),
    openapi({
      "/beta/fleet/trailers": {
        get: {
          responses: {
            "200": {
              description: "ok",
              ...body({
                type: "object",
                required: ["model", "serial"],
                properties: { serial: { type: "string" }, model: { type: "string", enum: ["a", "b"] } },
              }),
            },
          },
        },
      },
    }),
  ],
  [
    "a trailing slash on the server",
    openapi({ "/tags": { get: { responses: ok } } }),
    openapi({ "/tags": { get: { responses: ok } } }, { servers: [{ url: "https://api.samsara.com/" }] }),
  ],
  [
    "an allOf member that only documents, and an object type stated (Defect.trailer)",
    openapi(
      {
        "/fleet/defects": {
          get: {
            responses: {
              "200": {
                description: "ok",
                ...body({
                  type: "object",
                  properties: {
                    trailer: { allOf: [{ description: "The trailer." }, { $ref: "#/components/schemas/Trailer" }] },
                  },
                }),
              },
            },
          },
        },
      },
      { components: { schemas: { Trailer: { properties: { id: { type: "string" } } } } } },
    ),
    openapi(
      {
        "/fleet/defects": {
          get: {
            responses: {
              "200": {
                description: "ok",
                ...body({
                  type: "object",
                  properties: {
                    trailer: {
                      type: "object",
                      allOf: [
                        { description: "The trailer.", type: "object" },
                        { $ref: "#/components/schemas/Trailer" },
                      ],
                    },
                  },
                }),
              },
            },
          },
        },
      },
      { components: { schemas: { Trailer: { type: "object", properties: { id: { type: "string" } } } } } },
    ),
  ],
  [
    "an empty 204 content, an explicit required: false body, empty properties",
    openapi({
      "/fleet/routes/{id}": {
        delete: {
          parameters: [idParam("ID")],
          requestBody: body({ type: "object" }),
          responses: { "204": { description: "No Content." } },
        },
      },
    }),
    openapi({
      "/fleet/routes/{id}": {
        delete: {
          parameters: [idParam("ID")],
          requestBody: { ...body({ type: "object", properties: {} }), required: false },
          responses: { "204": { description: "No Content.", content: {} } },
        },
      },
    }),
  ],
  [
    "Swagger 2.0 against OpenAPI 3.0.1 of the same API (path-level parameter, host, query defaults)",
    {
      swagger: "2.0",
      info: { title: "Fleet", version: "1" },
      host: "api.samsara.com",
      schemes: ["https"],
      paths: {
        "/addresses/{id}": {
          parameters: [{ name: "id", in: "path", required: true, type: "string" }],
          get: {
            parameters: [{ name: "limit", in: "query", type: "integer" }],
            responses: { "200": { description: "ok", schema: { type: "object", required: ["b", "a"] } } },
          },
        },
      },
    },
    {
      openapi: "3.0.1",
      info: { title: "Fleet", version: "1" },
      servers: [{ url: "https://api.samsara.com/" }],
      paths: {
        "/addresses/{id}": {
          get: {
            parameters: [
              { name: "id", in: "path", required: true, style: "simple", explode: false, schema: { type: "string" } },
              {
                name: "limit",
                in: "query",
                required: false,
                style: "form",
                explode: true,
                schema: { type: "integer" },
              },
            ],
            responses: { "200": { description: "ok", ...body({ type: "object", required: ["a", "b"] }) } },
          },
        },
      },
    },
  ],
  [
    "a response named `default` and a header named `x-rate-limit`: their schemas are normalised as any other's",
    openapi({
      "/addresses": {
        get: {
          responses: {
            "200": {
              description: "ok",
              headers: { "x-rate-limit": { schema: { type: "integer", enum: [2, 1] } } },
            },
            default: {
              description: "an error",
              ...body({ properties: { code: { type: "string", enum: ["b", "a"] } }, required: ["code"] }),
            },
          },
        },
      },
    }),
    openapi({
      "/addresses": {
        get: {
          responses: {
            "200": {
              description: "ok",
              headers: { "x-rate-limit": { schema: { type: "integer", enum: [1, 2] } } },
            },
            default: {
              description: "an error",
              ...body({
                type: "object",
                properties: { code: { type: "string", enum: ["a", "b"] } },
                required: ["code"],
              }),
            },
          },
        },
      },
    }),
  ],
  [
    // GitHub Enterprise 3.0 → 3.1, POST /repos/{owner}/{repo}/pages.
    "a required property written as a one-member anyOf of it, in a nullable object",
    pages({ required: ["source"] }),
    pages({ anyOf: [{ required: ["source"] }] }),
  ],
  [
    // swagger2openapi keeps Swagger 2.0's body parameters as `requestBodies`; fleetkit's reading inlines them.
    "a request body component one converter keeps and the other does not",
    openapi(
      { "/a": { post: { requestBody: { $ref: "#/components/requestBodies/Note" }, responses: ok } } },
      { components: { requestBodies: { Note: body({ type: "string" }) } } },
    ),
    openapi({ "/a": { post: { requestBody: body({ type: "string" }), responses: ok } } }),
  ],
  [
    "the patch version of OpenAPI 3.1 each side names",
    { ...openapi({ "/a": { get: { responses: ok } } }), openapi: "3.1.0" },
    { ...openapi({ "/a": { get: { responses: ok } } }), openapi: "3.1.1" },
  ],
];

describe.concurrent("fleetkit diff: a change of form alone is no change", () => {
  it.each(NO_CHANGE)("%s", async (_, oldDoc, newDoc) => {
    const report = await diff(oldDoc, newDoc);
    expect(report.changes).toEqual([]);
    expect(report.breaking).toBe(false);
  });
});

describe.concurrent("fleetkit diff: normalising keeps real changes", () => {
  it("a property added to a flattened allOf's required set is still breaking in the request", async () => {
    const schema = (required: string[]) =>
      openapi({
        "/addresses": {
          post: {
            requestBody: body({
              allOf: [
                { type: "object", required, properties: { name: { type: "string" }, notes: { type: "string" } } },
              ],
            }),
            responses: ok,
          },
        },
      });
    const report = await diff(schema(["name"]), schema(["notes", "name"]));
    expect(report.breaking).toBe(true);
    expect(report.changes.map((c) => c.message)).toEqual([expect.stringMatching(/`notes`/)]);
  });

  it("a property called `description` is a property: its type changed in one merged allOf member is reported", async () => {
    const member = (type: string) => ({
      type: "object",
      properties: { meta: { type: "object", properties: { description: { type } } } },
    });
    const schema = (second: string) =>
      openapi({
        "/addresses": { post: { requestBody: body({ allOf: [member("string"), member(second)] }), responses: ok } },
      });
    expect((await diff(schema("string"), schema("string"))).changes).toEqual([]);
    expect((await diff(schema("string"), schema("integer"))).changes).not.toEqual([]);
  });

  it("a query parameter made required, moved from the path item, is reported once, under the operation", async () => {
    const report = await diff(
      openapi({
        "/fleet/vehicles": {
          parameters: [{ name: "limit", in: "query", schema: { type: "integer" } }],
          get: { responses: ok },
        },
      }),
      openapi({
        "/fleet/vehicles": {
          get: {
            parameters: [{ name: "limit", in: "query", required: true, schema: { type: "integer" } }],
            responses: ok,
          },
        },
      }),
    );
    expect(report.changes).toEqual([
      expect.objectContaining({
        severity: "breaking",
        location: expect.stringMatching(/^#\/paths\/~1fleet~1vehicles\/get\//),
      }),
    ]);
  });
});

describe.concurrent("fleetkit diff: the vendor's API in its two published formats", () => {
  it("swagger.json (2.0) against swagger-readme.json (3.0.1): nothing breaking, at most a handful of notes", async () => {
    const folder = vendorSpecsFolder();
    const { report } = await diffSpecFiles(join(folder, "swagger.json"), join(folder, "swagger-readme.json"));
    expect(report.breaking).toBe(false);
    expect(report.operations).toEqual({ added: [], removed: [], moved: [] });
    expect(report.changes.length).toBeLessThanOrEqual(5);
  }, 120_000);
});
