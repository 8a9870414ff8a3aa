// What a served spec's schemas mean on each side of the wire, and what a hostile `pattern` can do to the mock:
// readOnly/writeOnly as OpenAPI reads them (issue 34, item 7) and spec patterns on a linear-time engine (item 6).
import { describe, expect, it } from "vitest";
import { createMock } from "../../testing/index.js";

/** An anonymous API of accounts: `id` is server-set (readOnly), `password` is sent but never shown (writeOnly). */
const ACCOUNTS = {
  openapi: "3.1.0",
  info: { title: "accounts", version: "1" },
  security: [],
  paths: {
    "/accounts": {
      post: {
        operationId: "createAccount",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Account" } } },
        },
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Account" } } },
          },
        },
      },
    },
    "/accounts/{id}": {
      get: {
        operationId: "getAccount",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Account" } } },
          },
        },
      },
    },
    "/codes": {
      get: {
        operationId: "findCode",
        parameters: [{ name: "code", in: "query", required: true, schema: { type: "string", pattern: "^(a+)+$" } }],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
  },
  components: {
    schemas: {
      Account: {
        type: "object",
        required: ["id", "name", "password"],
        properties: {
          id: { type: "string", readOnly: true },
          name: { type: "string" },
          password: { type: "string", writeOnly: true },
        },
      },
    },
  },
};

const post = (mock: Awaited<ReturnType<typeof createMock>>, body: unknown) =>
  mock.fetch("https://accounts.example/accounts", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("a served spec's readOnly and writeOnly properties", () => {
  it("a create body without the server-set id (required, readOnly) is accepted, and the answer has one", async () => {
    const mock = await createMock({ spec: structuredClone(ACCOUNTS) });
    const response = await post(mock, { name: "Dispatch", password: "s3cret" });
    expect(response.status).toBe(200);
    const created = (await response.json()) as Record<string, unknown>;
    expect(typeof created.id).toBe("string");
    expect(created.name).toBe("Dispatch");
  });

  it("an answer without the password (required, writeOnly) is sent, not refused as an invalid answer", async () => {
    const mock = await createMock({ spec: structuredClone(ACCOUNTS) });
    const created = (await (await post(mock, { name: "Dispatch", password: "s3cret" })).json()) as { id: string };
    const read = await mock.fetch(`https://accounts.example/accounts/${created.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { id: string }).id).toBe(created.id);
  });

  it("a request still needs the writeOnly password: without it, 400 naming it", async () => {
    const mock = await createMock({ spec: structuredClone(ACCOUNTS) });
    const response = await post(mock, { name: "Dispatch" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain("password");
  });
});
