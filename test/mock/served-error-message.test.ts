// Where a spec's error body has no top-level field the mock's message fits, the message still reaches the caller: in
// the next message field that keeps the body valid (apisetu's `{ error: "…" enum, errorDescription }`), or one level
// down (Azure's CloudError, `{ error: { code, message } }`, in every Azure description).
import { describe, expect, it } from "vitest";
import { createMock, MOCK_ERROR_HEADER } from "../../testing/index.js";

const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const json = (schema: object) => ({ content: { "application/json": { schema } } });

const SPEC = {
  openapi: "3.0.3",
  info: { title: "errors", version: "1" },
  security: [{ bearer: [] }],
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    schemas: {
      CloudError: {
        type: "object",
        properties: {
          error: {
            type: "object",
            properties: { code: { type: "string" }, message: { type: "string" }, target: { type: "string" } },
          },
        },
      },
    },
  },
  paths: {
    "/iec": {
      get: {
        responses: {
          ...ok,
          "401": {
            description: "unauthorised",
            ...json({
              type: "object",
              required: ["error", "errorDescription"],
              properties: { error: { type: "string", enum: ["invalid_token"] }, errorDescription: { type: "string" } },
            }),
          },
        },
      },
    },
    "/accounts": {
      get: {
        responses: {
          ...ok,
          "401": {
            description: "Open Banking's error",
            ...json({
              type: "object",
              required: ["Code", "Message"],
              properties: { Code: { type: "string", enum: ["401"] }, Message: { type: "string" } },
            }),
          },
        },
      },
    },
    "/labels": {
      get: {
        responses: {
          ...ok,
          "401": {
            description: "ShipEngine's error",
            ...json({
              type: "object",
              required: ["request_id", "errors"],
              properties: {
                request_id: { type: "string" },
                errors: {
                  type: "array",
                  items: {
                    type: "object",
                    required: ["error_code"],
                    properties: { error_code: { type: "string" }, message: { type: "string" } },
                  },
                },
              },
            }),
          },
        },
      },
    },
    "/linodes": {
      get: {
        responses: {
          ...ok,
          "401": {
            description: "Linode's ErrorObject list",
            ...json({
              type: "object",
              properties: {
                errors: {
                  type: "array",
                  items: { type: "object", properties: { field: { type: "string" }, reason: { type: "string" } } },
                },
              },
            }),
          },
        },
      },
    },
    "/plaid": {
      get: {
        responses: {
          ...ok,
          "401": {
            description: "Plaid's PlaidError",
            ...json({
              type: "object",
              required: ["error_type", "error_code", "error_message"],
              properties: {
                error_type: { type: "string" },
                error_code: { type: "string" },
                error_message: { type: "string" },
              },
            }),
          },
        },
      },
    },
    "/spotify": {
      get: {
        responses: {
          ...ok,
          "401": {
            description: "Spotify's ErrorResponse",
            ...json({
              type: "object",
              required: ["error"],
              properties: {
                error: {
                  type: "object",
                  required: ["status", "message"],
                  properties: { status: { type: "integer", minimum: 400, maximum: 599 }, message: { type: "string" } },
                },
              },
            }),
          },
        },
      },
    },
    "/things": {
      get: {
        responses: { ...ok, default: { description: "error", ...json({ $ref: "#/components/schemas/CloudError" }) } },
      },
    },
  },
};

async function unauthorised(path: string) {
  const mock = await createMock({ spec: structuredClone(SPEC) });
  const response = await mock.fetch(`http://127.0.0.1${path}`);
  return { status: response.status, code: response.headers.get(MOCK_ERROR_HEADER), body: await response.json() };
}

describe("the mock's message in an error body the spec shapes", () => {
  it("goes to a message field whatever its case (Open Banking's `Message`)", async () => {
    const answer = await unauthorised("/accounts");
    expect(answer.body).toEqual({ Code: "401", Message: expect.stringMatching(/Authorization/) });
  });

  it("goes to a list's first item where the body holds a list of errors (ShipEngine's `errors: [{ message }]`)", async () => {
    const answer = await unauthorised("/labels");
    expect(answer.body.errors[0]).toMatchObject({
      error_code: expect.any(String),
      message: expect.stringMatching(/Authorization/),
    });
  });

  it("goes to a list's first item's reason (Linode's `errors: [{ field, reason }]`)", async () => {
    const answer = await unauthorised("/linodes");
    expect(answer.body.errors[0].reason).toMatch(/Authorization/);
  });

  it("goes to the next message field where the first would break the body (an enum)", async () => {
    const answer = await unauthorised("/iec");
    expect(answer).toMatchObject({ status: 401, code: "missing_token" });
    expect(answer.body).toEqual({ error: "invalid_token", errorDescription: expect.stringMatching(/Authorization/) });
  });

  it("goes to a field named for a message where the schema has none of the usual ones (Plaid's `error_message`)", async () => {
    const answer = await unauthorised("/plaid");
    expect(answer.body).toEqual({
      error_type: expect.any(String),
      error_code: expect.any(String),
      error_message: expect.stringMatching(/Authorization/),
    });
  });

  it("one level down, beside the answer's own status where that object has one (Spotify's `{ error: { status } }`)", async () => {
    const answer = await unauthorised("/spotify");
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: { status: 401, message: expect.stringMatching(/Authorization/) } });
  });

  it("goes one level down where the body has no message field of its own", async () => {
    const answer = await unauthorised("/things");
    expect(answer).toMatchObject({ status: 401, code: "missing_token" });
    expect(answer.body.error).toMatchObject({
      code: expect.any(String),
      message: expect.stringMatching(/Authorization/),
    });
  });
});
