// The mock's success answers name no property their schema does not: a spec's own example can carry one (GitHub
// Enterprise 2.19's `authorization-with-user` example has `expires_at`, which its schema does not name), and a client
// checking answers with `validateResponses: "throw"` threw on the mock's answer. Such properties are taken out, by the
// rule the client's drift checks follow; a property the schema requires, or one its `additionalProperties` takes, stays.
import { describe, expect, it } from "vitest";
import { createMock } from "../../testing/index.js";

const answering = (schema: object, example: object) => ({
  get: {
    responses: {
      "200": {
        description: "ok",
        content: { "application/json": { schema, examples: { default: { value: example } } } },
      },
    },
  },
});

const SPEC = {
  openapi: "3.0.3",
  info: { title: "examples", version: "1" },
  components: {
    schemas: {
      Authorization: {
        type: "object",
        properties: {
          id: { type: "integer" },
          token: { type: "string" },
          app: { type: "object", properties: { name: { type: "string" } } },
          scopes: { type: "array", items: { type: "object", properties: { name: { type: "string" } } } },
        },
      },
    },
  },
  paths: {
    "/authorization": answering(
      { $ref: "#/components/schemas/Authorization" },
      {
        id: 1,
        token: "ghu_16C7e42F292c6912E7710c838347Ae178B4a",
        expires_at: "2011-09-06T20:39:23Z",
        app: { name: "octo", client_id: "Iv1.8a61f9b3a7aba766" },
        scopes: [{ name: "repo", granted: true }, { name: "user" }],
      },
    ),
    "/legacy": answering(
      { type: "object", required: ["id", "legacy"], properties: { id: { type: "integer" } } },
      { id: 2, legacy: true },
    ),
    "/labels": answering(
      { type: "object", properties: { id: { type: "integer" } }, additionalProperties: { type: "string" } },
      { id: 3, color: "red" },
    ),
  },
};

async function get(path: string) {
  const mock = await createMock({ spec: structuredClone(SPEC) });
  const response = await mock.fetch(`http://127.0.0.1${path}`);
  return { status: response.status, body: await response.json() };
}

describe("a served spec's example in a success answer", () => {
  it("loses the properties its schema does not name, at every depth, and keeps the rest", async () => {
    expect(await get("/authorization")).toEqual({
      status: 200,
      body: {
        id: 1,
        token: "ghu_16C7e42F292c6912E7710c838347Ae178B4a",
        app: { name: "octo" },
        scopes: [{ name: "repo" }, { name: "user" }],
      },
    });
  });

  it("keeps a property the schema requires though its properties do not name it (the answer stays valid)", async () => {
    expect((await get("/legacy")).body).toEqual({ id: 2, legacy: true });
  });

  it("keeps a property its additionalProperties schema takes", async () => {
    expect((await get("/labels")).body).toEqual({ id: 3, color: "red" });
  });

  it("is taken out of the answer only: the spec's example is the same in the next answer", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    for (let i = 0; i < 2; i++) {
      const body = await (await mock.fetch("http://127.0.0.1/authorization")).json();
      expect(body).not.toHaveProperty("expires_at");
      expect(body.app).toEqual({ name: "octo" });
    }
  });
});

describe("a property a schema requires but does not declare", () => {
  // GitHub Enterprise 2.19's `authorization` requires `expires_at` and does not declare it: the sampler writes
  // declared properties only, so every answer holding one was 500 `unsatisfiable_schema`.
  const REQUIRES = {
    openapi: "3.0.3",
    info: { title: "requires", version: "1" },
    components: {
      schemas: {
        authorization: {
          type: "object",
          required: ["id", "expires_at"],
          properties: {
            id: { type: "integer" },
            scopes: { type: "array", items: { $ref: "#/components/schemas/scope" } },
          },
        },
        scope: { type: "object", required: ["name", "granted_at"], properties: { name: { type: "string" } } },
      },
    },
    paths: {
      "/authorization": {
        get: {
          responses: {
            "200": {
              description: "ok",
              content: { "application/json": { schema: { $ref: "#/components/schemas/authorization" } } },
            },
          },
        },
      },
    },
  };

  it("is answered with null, at every depth, and the rest as sampled", async () => {
    const mock = await createMock({ spec: structuredClone(REQUIRES) });
    const response = await mock.fetch("http://127.0.0.1/authorization");
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ id: expect.any(Number), expires_at: null });
    expect(body.scopes.length).toBeGreaterThan(0);
    for (const scope of body.scopes) expect(scope).toEqual({ name: expect.any(String), granted_at: null });
  });
});

describe("an error body the spec shapes", () => {
  // Lyft's `ErrorDetail` declares `field_name` and gives `{ lat: "…" }` as its example: the sampler copied it into
  // every 400 the mock sent, and a client checking answers reported `/error_detail/0/lat` as not in the spec.
  const LYFT = {
    openapi: "3.0.0",
    info: { title: "errors", version: "1" },
    components: {
      schemas: {
        ApiError: {
          properties: {
            error: { type: "string" },
            error_description: { type: "string" },
            error_detail: { type: "array", items: { $ref: "#/components/schemas/ErrorDetail" } },
          },
        },
        ErrorDetail: {
          example: { lat: "(latitude) Missing required parameter in the query string" },
          properties: { field_name: { type: "string" } },
        },
      },
    },
    paths: {
      "/eta": {
        get: {
          parameters: [{ name: "lat", in: "query", required: true, schema: { type: "number" } }],
          responses: {
            "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } },
            "400": {
              description: "bad",
              content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
            },
          },
        },
      },
    },
  };

  it("loses the properties its schema does not name, and keeps the message", async () => {
    const mock = await createMock({ spec: structuredClone(LYFT) });
    const response = await mock.fetch("http://127.0.0.1/eta");
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(JSON.stringify(body)).not.toContain("latitude");
    for (const detail of body.error_detail ?? [])
      expect(Object.keys(detail).every((k) => k === "field_name")).toBe(true);
    expect(JSON.stringify(body)).toMatch(/lat is required/);
  });
});
