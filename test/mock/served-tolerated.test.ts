// The mock reads a served spec as `generate` reads it: the mistakes published specs make, which `generate` tolerates
// with a warning (generator/tolerate.ts), are mended before the mock compiles a schema. Codat's commerce API has 3.0's
// `nullable` beside a `$ref` in a 3.1 document; ajv refuses it, and the mock answered 500 where the generated
// validators take the answer.
import { describe, expect, it } from "vitest";
import { createMock, MOCK_ERROR_HEADER } from "../../testing/index.js";

const answering = (schema: object) => ({
  get: { responses: { "200": { description: "ok", content: { "application/json": { schema } } } } },
});

const SPEC = {
  openapi: "3.1.0",
  info: { title: "tolerated", version: "1" },
  paths: {
    "/prices": answering({ $ref: "#/components/schemas/Price" }),
    "/rates": answering({ type: "object", required: ["rate"], properties: { rate: { type: "float64" } } }),
  },
  components: {
    schemas: {
      Currency: { type: "string" },
      Price: {
        type: "object",
        required: ["currency"],
        properties: { currency: { $ref: "#/components/schemas/Currency", nullable: true } },
      },
    },
  },
};

async function get(path: string) {
  const mock = await createMock({ spec: structuredClone(SPEC) });
  const response = await mock.fetch(`http://127.0.0.1${path}`);
  return { status: response.status, code: response.headers.get(MOCK_ERROR_HEADER), body: await response.json() };
}

describe("mistakes generate tolerates", () => {
  it("answers 3.0's nullable beside a $ref in a 3.1 document", async () => {
    const answer = await get("/prices");
    expect(answer).toMatchObject({ status: 200, code: null });
    expect(answer.body.currency === null || typeof answer.body.currency === "string").toBe(true);
  });

  it("answers a type that is not a JSON Schema type (float64), as generate reads it: any value", async () => {
    expect(await get("/rates")).toMatchObject({ status: 200, code: null });
  });
});
