// Where the sampler's first value breaks its schema because of one annotation (Mailchimp's `notify_on_subscribe:
// { type: string, default: false }`), the mock tried the required properties alone before every property without the
// annotations, and a list item with no required property came out `{}`: Mailchimp's `GET /lists` answered
// `{ "lists": [{}] }`, every field lost (found by the foreign-spec sweep).
import { expect, it } from "vitest";
import { createMock } from "../../testing/index.js";
import { ok } from "./spec-caller.js";

it("keeps every property of a sampled item when one default breaks the sampler's first value", async () => {
  const List = {
    type: "object",
    properties: {
      name: { type: "string", example: "Newsletter" },
      notify_on_subscribe: { type: "string", default: false },
    },
  };
  const mock = await createMock({
    spec: {
      openapi: "3.0.3",
      info: { title: "lists", version: "1" },
      paths: {
        "/lists": {
          get: {
            responses: ok({
              type: "object",
              required: ["lists"],
              properties: { lists: { type: "array", items: List } },
            }),
          },
        },
      },
    },
  });
  const body = (await (await mock.fetch("https://api.example.com/lists")).json()) as { lists: object[] };
  expect(body.lists.length).toBeGreaterThan(0);
  for (const item of body.lists) expect(Object.keys(item).sort()).toEqual(["name", "notify_on_subscribe"]);
});
