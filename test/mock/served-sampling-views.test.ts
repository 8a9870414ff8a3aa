// Where openapi-sampler's reading of a published spec gives a value the spec refuses, the mock samples a view of the
// document (testing/mock/sampling-views.ts) instead of answering 500 `unsatisfiable_schema`: examples or defaults
// their own schemas refuse (Amadeus' Tours and Activities gives `"40.414000"` as the example of a `number`), and
// `allOf` members that only describe a reference (AWS's `createdAt: { allOf: [{ $ref: Timestamp }, { description }] }`).
import { describe, expect, it, vi } from "vitest";
import { createMock, MOCK_ERROR_HEADER, type Mock } from "../../testing/index.js";
import { samplingView } from "../../testing/mock/sampling-views.js";

const GEO = {
  type: "object",
  properties: {
    latitude: { type: "number", format: "double", example: 43.58 },
    longitude: { type: "number", format: "double", example: 7.12 },
  },
};

const SPEC = {
  openapi: "3.0.3",
  info: { title: "activities", version: "1" },
  paths: {
    "/activities": {
      get: {
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["data"],
                  // The whole answer's example, with strings where the schema has numbers.
                  example: {
                    data: [{ id: "1", name: "Prado", geoCode: { latitude: "40.414000", longitude: "-3.691000" } }],
                    meta: { count: "1" },
                  },
                  properties: {
                    data: {
                      type: "array",
                      items: {
                        type: "object",
                        required: ["id", "name", "geoCode"],
                        properties: {
                          id: { type: "string" },
                          name: { type: "string" },
                          geoCode: { $ref: "#/components/schemas/GeoCode" },
                        },
                      },
                    },
                    meta: { type: "object", properties: { count: { type: "integer", example: "1" } } },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/workspaces/{id}": {
      get: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["alias", "createdAt", "arns"],
                  properties: {
                    alias: { type: "string", example: "prod" },
                    createdAt: { allOf: [{ $ref: "#/components/schemas/Timestamp" }, { description: "Created." }] },
                    arns: {
                      type: "array",
                      minItems: 1,
                      items: { allOf: [{ description: "An ARN." }, { $ref: "#/components/schemas/Arn" }] },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/settings": {
      get: {
        responses: {
          default: {
            description: "the settings",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["retries", "example", "default"],
                  properties: {
                    retries: { type: "integer", default: "5" },
                    // Properties named as the keywords are names, and stay.
                    example: { type: "string", enum: ["kept"] },
                    default: { type: "boolean", example: "yes" },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      GeoCode: GEO,
      Timestamp: { type: "string", format: "date-time" },
      Arn: { type: "string", format: "uri" },
    },
  },
};

async function get(mock: Mock, path: string) {
  const response = await mock.fetch(`http://127.0.0.1${path}`);
  return { status: response.status, code: response.headers.get(MOCK_ERROR_HEADER), body: await response.json() };
}

describe("a schema's example or default that the schema refuses (published specs have them)", () => {
  it("the answer is made from the schemas' types: numbers where the example had strings", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const answer = await get(mock, "/activities");
    expect(answer).toMatchObject({ status: 200, code: null });
    const [first] = answer.body.data;
    expect(first).toEqual({ id: expect.any(String), name: expect.any(String), geoCode: expect.anything() });
    // A valid nested example is lost with the invalid ones: the values come from the types.
    expect(first.geoCode).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(Number.isInteger(answer.body.meta.count)).toBe(true);
  });

  it("an allOf member that only describes a reference: the reference's format, and the spec's valid examples kept", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const answer = await get(mock, "/workspaces/w1");
    expect(answer.status).toBe(200);
    expect(answer.body.alias).toBe("prod");
    expect(new Date(answer.body.createdAt).toISOString()).toMatch(/^\d{4}-/);
    expect(answer.body.arns).toEqual([expect.stringMatching(/^[a-z][a-z0-9+.-]*:/)]);
  });

  it("an invalid default too; properties named `example` and `default` are kept", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const answer = await get(mock, "/settings");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ retries: expect.any(Number), example: "kept", default: expect.any(Boolean) });
    expect(Number.isInteger(answer.body.retries)).toBe(true);
  });

  it("deterministic: two mocks of the same seed give the same answers, call by call", async () => {
    const [a, b] = [
      await createMock({ spec: structuredClone(SPEC) }),
      await createMock({ spec: structuredClone(SPEC) }),
    ];
    for (let call = 0; call < 3; call++) expect(await get(b, "/activities")).toEqual(await get(a, "/activities"));
  });
});

describe("openapi-sampler's warnings", () => {
  it("never reach the console: the mock asks the sampler to be quiet (allOf members of different types)", async () => {
    const warn = vi.spyOn(console, "warn");
    try {
      const mock = await createMock({
        spec: {
          openapi: "3.1.0",
          info: { title: "t", version: "1" },
          paths: {
            "/count": {
              get: {
                responses: {
                  "200": {
                    description: "ok",
                    content: {
                      "application/json": { schema: { allOf: [{ type: "integer" }, { type: "number", minimum: 1 }] } },
                    },
                  },
                },
              },
            },
          },
        },
      });
      const answer = await get(mock, "/count");
      expect(answer).toMatchObject({ status: 200, body: 1 });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe("samplingView", () => {
  it('keeps a property named "__proto__" as a property of the copy, never its prototype', () => {
    const document = JSON.parse('{"properties":{"__proto__":{"type":"string","example":"x"}}}');
    const view = samplingView(document, true);
    expect(Object.getPrototypeOf(view.properties)).toBe(Object.prototype);
    expect(Object.hasOwn(view.properties as object, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(view.properties, "__proto__")?.value).toEqual({ type: "string" });
  });

  it("folds allOf members that only annotate into their schema, and leaves members that restrict", () => {
    const document = {
      a: { allOf: [{ $ref: "#/T" }, { description: "d", readOnly: true, "x-aws": 1 }] },
      b: { description: "own", allOf: [{ description: "member" }, { title: "t" }] },
      c: { allOf: [{ $ref: "#/T" }, { minLength: 2, description: "restricts" }] },
      properties: { allOf: { allOf: [{ $ref: "#/T" }, { description: "a property named allOf" }] } },
    };
    expect(samplingView(document, false)).toEqual({
      a: { allOf: [{ $ref: "#/T" }], description: "d", readOnly: true, "x-aws": 1 },
      b: { description: "own", title: "t" },
      c: document.c,
      properties: { allOf: { allOf: [{ $ref: "#/T" }], description: "a property named allOf" } },
    });
  });

  it("drops example, examples and default at every depth, keeps const, enum and names, and changes no input", () => {
    const document = {
      components: {
        schemas: {
          default: { type: "integer", default: 1, example: 2, examples: [3], const: 4 },
          example: { type: "object", properties: { example: { enum: ["e"], example: "x" } } },
        },
        responses: { default: { description: "d", content: { "application/json": { examples: { one: {} } } } } },
      },
    };
    const before = structuredClone(document);
    expect(samplingView(document, true)).toEqual({
      components: {
        schemas: {
          default: { type: "integer", const: 4 },
          example: { type: "object", properties: { example: { enum: ["e"] } } },
        },
        responses: { default: { description: "d", content: { "application/json": {} } } },
      },
    });
    expect(document).toEqual(before);
  });
});

/** A spec of one GET at `path` answering `schema`, with these component schemas. */
const answering = (title: string, path: string, schema: object, schemas: object = {}) => ({
  openapi: "3.0.3",
  info: { title, version: "1" },
  paths: {
    [path]: { get: { responses: { "200": { description: "ok", content: { "application/json": { schema } } } } } },
  },
  components: { schemas },
});

describe("strings of a format the sampler does not write", () => {
  // visualstudio.com's Netmon correlation requires `byte` strings; openapi-sampler writes "string" for byte, duration
  // and url, which ajv-formats refuses, and the answer was 500 unsatisfiable_schema.
  const STRINGS = answering("formats", "/correlation", {
    type: "object",
    required: ["payload", "span", "link"],
    properties: {
      payload: { type: "string", format: "byte" },
      span: { type: "string", format: "duration" },
      link: { type: "string", format: "url" },
    },
  });

  it("answers each with a value of its format", async () => {
    const mock = await createMock({ spec: structuredClone(STRINGS) });
    const response = await mock.fetch("http://127.0.0.1/correlation");
    expect(response.headers.get(MOCK_ERROR_HEADER)).toBeNull();
    const body = (await response.json()) as Record<string, string>;
    expect(response.status).toBe(200);
    expect(Buffer.from(body.payload!, "base64").toString("base64")).toBe(body.payload);
    expect(body.span).toMatch(/^P/);
    expect(new URL(body.link!).protocol).toBe("https:");
  });
});

describe("a discriminator whose branches tag with a plain string", () => {
  // OpenAPI's own Pet example: Cat and Dog declare `petType: string`; the sampler wrote "string", no value the mapping
  // knows, and the answer was 500 unsatisfiable_schema.
  const pet = (mapping: boolean) =>
    answering(
      "pets",
      "/pet",
      { $ref: "#/components/schemas/Pet" },
      {
        Cat: {
          type: "object",
          required: ["petType"],
          properties: { petType: { type: "string" }, meow: { type: "boolean" } },
        },
        Dog: {
          type: "object",
          required: ["petType"],
          properties: { petType: { type: "string" }, bark: { type: "integer" } },
        },
        Pet: {
          oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
          discriminator: {
            propertyName: "petType",
            ...(mapping && { mapping: { cat: "#/components/schemas/Cat", dog: "#/components/schemas/Dog" } }),
          },
        },
      },
    );

  it.each([
    ["its mapping's value", true, ["cat", "dog"]],
    ["the component's name, without a mapping", false, ["Cat", "Dog"]],
  ])("answers each branch tagged with %s", async (_, mapping, tags) => {
    const mock = await createMock({ spec: pet(mapping) });
    const response = await mock.fetch("http://127.0.0.1/pet");
    const body = (await response.json()) as { petType?: string };
    expect(response.status).toBe(200);
    expect(tags).toContain(body.petType);
  });
});
