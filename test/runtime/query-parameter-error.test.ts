// A query value no standard style writes (an array of objects: AWS's ec2 CreateTags `Tags`, Mastodon's markers)
// type-checks, and openapi-fetch threw a plain `Error` ("Deeply-nested arrays/objects aren't supported"). The client
// throws a `FleetError` that says to give a querySerializer, before anything is sent; a call with its own querySerializer
// sends it as that serializer writes it. A real loopback server logs each request target.
import { describe, expect, test } from "vitest";
import { defineApi, type OperationMeta } from "../../runtime/api.js";
import { createApiClient } from "../../runtime/client.js";
import { FleetError } from "../../runtime/errors.js";
import { useLoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();

const createTags: OperationMeta = {
  operationId: "CreateTags",
  method: "get",
  path: "/tags",
  scopes: [],
  paginated: false,
  feed: false,
  legacy: false,
  limit: null,
  createsTaggedData: false,
  pagination: null,
  requestSchema: null,
  responseSchema: null,
};
const api = defineApi({ operations: { CreateTags: createTags }, scopes: [], defaultScopes: [] });
const client = () => {
  server.script(() => ({ body: {} }));
  return createApiClient<any>(api, { baseUrl: server.url, token: "t0ken-query-error", allowInsecureLoopback: true });
};

describe("a query value no standard style writes", () => {
  test("is a FleetError that says what to give, and nothing is sent", async () => {
    const error = await client()
      .GET("/tags", { params: { query: { DryRun: true, Tags: [{ Key: "team", Value: "a" }] } } })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(FleetError);
    expect((error as Error).message).toBe(
      "GET /tags: a query parameter holds objects in a list or object; give a querySerializer",
    );
    expect(server.requests).toEqual([]);
  });

  test("a call with its own querySerializer sends it as that writes it", async () => {
    await client().GET("/tags", {
      params: { query: { Tags: [{ Key: "team" }] } },
      querySerializer: (query: { Tags: { Key: string }[] }) =>
        query.Tags.map((tag, i) => `Tags.member.${i + 1}.Key=${tag.Key}`).join("&"),
    });
    expect(server.requests.map((r) => r.url)).toEqual(["/tags?Tags.member.1.Key=team"]);
  });
});
