// Stripe's shape, found by its end-to-end run: `POST /v1/customers` (a form body) creates what
// `GET /v1/customers/{customer}` reads, whose answer is `anyOf: [customer, deleted_customer]`. The mock keyed no
// record by `{customer}` (a parameter named as its collection's item, not `…id`) and read no field of a union, so a
// create answered a generated customer (`name: "string"`) that any id read back. It now keys such a parameter by the
// item's own id, and takes the first branch of a union whose item has one.
import { describe, expect, it } from "vitest";
import { createMock } from "../../testing/index.js";

const json = (schema: object) => ({ content: { "application/json": { schema } } });
const customer = {
  type: "object",
  required: ["id", "object"],
  properties: {
    id: { type: "string" },
    object: { type: "string", enum: ["customer"] },
    name: { type: "string", nullable: true },
    email: { type: "string", nullable: true },
    metadata: { type: "object", additionalProperties: { type: "string" } },
    items: {
      type: "array",
      items: { type: "object", properties: { price: { type: "string" }, quantity: { type: "string" } } },
    },
  },
};
const deleted = {
  type: "object",
  required: ["id", "deleted"],
  properties: { id: { type: "string" }, deleted: { type: "boolean", enum: [true] } },
};
const spec = {
  openapi: "3.0.3",
  info: { title: "stripe-like", version: "1" },
  components: { schemas: { customer, deleted_customer: deleted } },
  paths: {
    "/v1/customers": {
      post: {
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: { type: "object", properties: { name: { type: "string" }, email: { type: "string" } } },
            },
          },
        },
        responses: { "200": { description: "ok", ...json({ $ref: "#/components/schemas/customer" }) } },
      },
    },
    "/v1/customers/{customer}": {
      get: {
        parameters: [{ name: "customer", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "ok",
            ...json({
              anyOf: [{ $ref: "#/components/schemas/customer" }, { $ref: "#/components/schemas/deleted_customer" }],
            }),
          },
        },
      },
    },
  },
};

describe("a create read back through a union answer, keyed by a parameter named as the item, its form's nested fields kept", () => {
  it("answers the created record at its id, and 404 at another", async () => {
    const mock = await createMock({ spec: structuredClone(spec) });
    const made = await mock.fetch(
      new Request("https://api.example.com/v1/customers", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        // As the client writes a form: nested values in brackets (a prototype key is no field).
        body: "name=Ada&email=ada%40example.com&metadata%5Bplan%5D=pro&items%5B0%5D%5Bprice%5D=p1&items%5B0%5D%5Bquantity%5D=2&metadata%5B__proto__%5D%5Bx%5D=1",
      }),
    );
    const created = (await made.json()) as { id: string; name: string };
    expect(made.status).toBe(200);
    expect(created).toMatchObject({ object: "customer", name: "Ada", email: "ada@example.com" });
    expect(created).toMatchObject({ metadata: { plan: "pro" }, items: [{ price: "p1", quantity: "2" }] });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    const read = await mock.fetch(`https://api.example.com/v1/customers/${created.id}`);
    expect([read.status, await read.json()]).toEqual([200, created]);
    expect((await mock.fetch("https://api.example.com/v1/customers/cus_none")).status).toBe(404);
  });
});
