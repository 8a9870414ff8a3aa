// The operation index routes a concrete path to its operation for the mock, the proxy and the scope guard. A segment
// with text beside its parameter (Google's `{name}:cancel`, APIs.guru's `/specs/{provider}/{api}.json`) was read as
// literal text, so the mock answered 404 `unknown_operation` for operations its spec documents.
import { describe, expect, it } from "vitest";
import type { OperationMeta } from "../../runtime/api.js";
import { createOperationIndex } from "../../runtime/operation-lookup.js";
import { createMock } from "../../testing/index.js";

const op = (method: string, path: string): OperationMeta =>
  ({ operationId: `${method} ${path}`, method, path }) as unknown as OperationMeta;

const index = createOperationIndex([
  op("get", "/v1/{name}"),
  op("post", "/v1/{name}:cancel"),
  op("post", "/v1/{name}:batch{kind}"),
  op("get", "/specs/{provider}/{api}.json"),
  op("get", "/specs/{provider}/list.json"),
  op("get", "/files/v{version}/{id}"),
]);

const routed = (method: string, path: string) => {
  const found = index.match(method, path);
  return found && [found.operation.path, found.params];
};

describe("segments with text beside their parameters", () => {
  it("route to their operation, with each parameter's value", () => {
    expect(routed("post", "/v1/op-7:cancel")).toEqual(["/v1/{name}:cancel", { name: "op-7" }]);
    expect(routed("get", "/specs/apis.guru/2.1.0.json")).toEqual([
      "/specs/{provider}/{api}.json",
      { provider: "apis.guru", api: "2.1.0" },
    ]);
    expect(routed("get", "/files/v2/a%20b")).toEqual(["/files/v{version}/{id}", { version: "2", id: "a b" }]);
    expect(routed("post", "/v1/jobs:batchDelete")).toEqual([
      "/v1/{name}:batch{kind}",
      { name: "jobs", kind: "Delete" },
    ]);
  });

  it("a literal segment wins over text with a parameter, which wins over a whole parameter", () => {
    expect(routed("get", "/specs/apis.guru/list.json")?.[0]).toBe("/specs/{provider}/list.json");
    expect(routed("get", "/v1/op-7:cancel")?.[0]).toBe("/v1/{name}"); // no GET with the suffix: the whole parameter
    expect(routed("post", "/v1/op-7")).toBeUndefined(); // the suffix is not optional
    expect(routed("get", "/specs/apis.guru/2.1.0.yaml")).toBeUndefined();
  });

  it("text in a template is literal, never a pattern", () => {
    expect(routed("get", "/specs/apis.guru/2.1.0xjson")).toBeUndefined(); // the "." is a dot
  });
});

it("the mock answers such an operation of the spec it serves, not 404 unknown_operation", async () => {
  const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
  const mock = await createMock({
    spec: {
      openapi: "3.0.3",
      info: { title: "APIs.guru", version: "2.1.0" },
      paths: {
        "/specs/{provider}/{api}.json": { get: { responses: ok } },
        "/v1/{name}:cancel": { post: { responses: ok } },
      },
    },
  });
  expect((await mock.fetch("http://127.0.0.1/specs/apis.guru/2.1.0.json")).status).toBe(200);
  expect((await mock.fetch("http://127.0.0.1/v1/op-7:cancel", { method: "POST" })).status).toBe(200);
});
