// Which array of a list answer holds the records: with several lists of objects in it (Square's
// `{ customers: [Customer], cursor, errors: [Error] }`), the mock found none, so a created record never appeared in
// its list, which answered the schema's example instead (found by the foreign-spec sweep). It now takes the list named
// as the path's last segment, else the one whose items have an id, else the one that is not of errors or warnings.
import { describe, expect, it } from "vitest";
import { createMock } from "../../testing/index.js";

const json = (schema: object) => ({ content: { "application/json": { schema } } });
const Thing = { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } };
const Problem = { type: "object", properties: { code: { type: "string" }, detail: { type: "string" } } };
const spec = (listKey: string, extra: Record<string, object>) => ({
  openapi: "3.0.3",
  info: { title: "lists", version: "1" },
  paths: {
    "/v2/customers": {
      get: {
        responses: {
          "200": {
            description: "ok",
            ...json({
              type: "object",
              properties: { [listKey]: { type: "array", items: Thing }, cursor: { type: "string" }, ...extra },
            }),
          },
        },
      },
      post: {
        requestBody: json({ type: "object", properties: { name: { type: "string" } } }),
        responses: { "200": { description: "ok", ...json({ type: "object", properties: { customer: Thing } }) } },
      },
    },
    "/v2/customers/{id}": {
      get: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "ok", ...json({ type: "object", properties: { customer: Thing } }) } },
      },
    },
  },
});

async function createdAndListed(document: object): Promise<unknown[]> {
  const mock = await createMock({ spec: document });
  const post = await mock.fetch(
    new Request("https://api.example.com/v2/customers", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Mine" }),
    }),
  );
  expect(post.status).toBe(200);
  const list = (await (await mock.fetch("https://api.example.com/v2/customers")).json()) as Record<string, unknown[]>;
  return Object.values(list).filter(Array.isArray).flat();
}

describe("the records' list among several lists of objects", () => {
  it("is the one named as the path's last segment, beside a list of errors (Square's)", async () => {
    const listed = await createdAndListed(spec("customers", { errors: { type: "array", items: Problem } }));
    expect(listed).toContainEqual(expect.objectContaining({ name: "Mine" }));
  });

  it("else the one whose items have an id", async () => {
    const listed = await createdAndListed(spec("data", { notes: { type: "array", items: Problem } }));
    expect(listed).toContainEqual(expect.objectContaining({ name: "Mine" }));
  });
});
