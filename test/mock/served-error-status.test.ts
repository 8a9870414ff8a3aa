// A request the served spec's operation refuses is answered with the status the operation documents for it: FastAPI's
// descriptions (and Rails') document 422 for a validation error and no 400, so the mock answers 422 there, in the
// body documented for 422. An operation that documents 400 (or 4XX, or default), or neither, keeps 400.
import { describe, expect, it } from "vitest";
import { createMock, MOCK_ERROR_HEADER } from "../../testing/index.js";
import { independentValidator } from "./vendor-specs.js";

const json = (schema: object) => ({ content: { "application/json": { schema } } });
const ok = { "200": { description: "ok", ...json({ type: "object" }) } };
const validationError = {
  "422": { description: "Validation Error", ...json({ $ref: "#/components/schemas/HTTPValidationError" }) },
};
const query = [{ name: "channel", in: "query", required: true, schema: { type: "string" } }];

/** The shapes of botschaft.local.json (APIs.guru), a FastAPI service: every operation documents 200 and 422. */
const SPEC = {
  openapi: "3.0.2",
  info: { title: "FastAPI-style", version: "1" },
  security: [{ bearer: [] }],
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    schemas: {
      HTTPValidationError: {
        type: "object",
        properties: { detail: { type: "array", items: { $ref: "#/components/schemas/ValidationError" } } },
      },
      ValidationError: {
        type: "object",
        required: ["loc", "msg", "type"],
        properties: {
          loc: { type: "array", items: { anyOf: [{ type: "string" }, { type: "integer" }] } },
          msg: { type: "string" },
          type: { type: "string" },
        },
      },
      Message: { type: "object", required: ["channel"], properties: { channel: { type: "string" } } },
    },
  },
  paths: {
    "/discord": {
      get: { parameters: query, responses: { ...ok, ...validationError } },
      post: {
        requestBody: { required: true, ...json({ $ref: "#/components/schemas/Message" }) },
        responses: { ...ok, ...validationError },
      },
    },
    "/slack": {
      get: {
        parameters: query,
        responses: { ...ok, "400": { description: "bad request", ...json({ type: "object" }) }, ...validationError },
      },
    },
    "/teams": {
      get: { parameters: query, responses: { ...ok, "4XX": { description: "client error" }, ...validationError } },
    },
    "/twilio": { get: { parameters: query, responses: ok } },
  },
};

async function send(path: string, init: { method?: string; body?: unknown; token?: boolean } = {}) {
  const mock = await createMock({ spec: structuredClone(SPEC) });
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init.token !== false) headers.authorization = `Bearer ${mock.tokens.fullAccess!.token}`;
  const response = await mock.fetch(`http://127.0.0.1${path}`, {
    method: init.method ?? "GET",
    headers,
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, code: response.headers.get(MOCK_ERROR_HEADER), body: await response.json() };
}

const validates = independentValidator(SPEC, "2020-12");

describe("the status of a request the served operation refuses", () => {
  it("is 422, in the documented body, where the operation documents 422 and no 400 (a missing query parameter)", async () => {
    const answer = await send("/discord");
    expect(answer).toMatchObject({ status: 422, code: "invalid_parameter" });
    const validate = validates("#/components/schemas/HTTPValidationError");
    expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
    expect(answer.body.detail[0].msg).toMatch(/channel/);
  });

  it("is 422 for a body the request schema refuses too", async () => {
    const answer = await send("/discord", { method: "POST", body: { text: "hi" } });
    expect(answer).toMatchObject({ status: 422, code: "invalid_body" });
    expect(answer.body.detail[0].msg).toMatch(/channel/);
  });

  it("stays 400 where the operation documents 400, or a 4XX range, beside 422", async () => {
    expect(await send("/slack")).toMatchObject({ status: 400, code: "invalid_parameter" });
    expect(await send("/teams")).toMatchObject({ status: 400, code: "invalid_parameter" });
  });

  it("stays 400, in the mock's own body, where the operation documents neither", async () => {
    const answer = await send("/twilio");
    expect(answer).toMatchObject({ status: 400, code: "invalid_parameter" });
    expect(answer.body).toEqual({ message: expect.stringMatching(/channel/), requestId: expect.any(String) });
  });

  it("leaves other refusals their status: no token is still 401 on an operation documenting 422", async () => {
    expect(await send("/discord", { token: false })).toMatchObject({ status: 401, code: "missing_token" });
  });
});
