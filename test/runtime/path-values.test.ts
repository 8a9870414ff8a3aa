// Issue 34, item 1: a path parameter `..` sent the request to another operation (`/v1/fleet/drivers/../dispatch/routes`
// is `/v1/fleet/dispatch/routes` once the URL parser removes the dot segment), after the guards approved the declared
// one. Every way the client sends a path must refuse such a value before anything is sent, and keep any other value in
// its one segment. A real loopback server logs every request target: "nothing sent" means it logged none.
import { describe, expect, test } from "vitest";
import { createFleetClient, v1DeleteTagsByTagId, v1GetDriversByDriverIdDispatchRoutes } from "../../generated/index.js";
import { defineApi, type OperationMeta } from "../../runtime/api.js";
import { createApiClient } from "../../runtime/client.js";
import { PathParameterError } from "../../runtime/errors.js";
import { followFeed } from "../../runtime/feed.js";
import { paginate } from "../../runtime/paginate.js";
import { useLoopbackServer } from "./loopback-server.js";
import { getOperation } from "./operation-meta.js";

const server = useLoopbackServer();
const TOKEN = "t0ken-for-path-values";
const fleet = () => createFleetClient({ baseUrl: server.url, token: TOKEN, allowInsecureLoopback: true, retry: false });

const ROUTES = "/v1/fleet/drivers/{driver_id}/dispatch/routes";
const ROUTES_ID = "v1GetDriversByDriverIdDispatchRoutes";

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error("expected the call to be refused"),
    (error: unknown) => error,
  );

/** Values the URL standard reads as a dot segment (`%2e` is a dot there), and the empty value. */
const REFUSED: [string, string][] = [
  ["..", "a dot segment"],
  [".", "a dot segment"],
  ["%2e%2e", "a dot segment"],
  ["%2E.", "a dot segment"],
  [".%2e", "a dot segment"],
  ["%2e", "a dot segment"],
  ["", "is empty"],
];

type Send = (value: unknown) => Promise<unknown>;
const SENDERS: [string, Send][] = [
  ["client.GET", (v) => fleet().GET(ROUTES, { params: { path: { driver_id: v as string } } })],
  ["client.request", (v) => fleet().request("get", ROUTES, { params: { path: { driver_id: v as string } } })],
  [
    "the generated function",
    (v) => v1GetDriversByDriverIdDispatchRoutes(fleet(), { params: { path: { driver_id: v as string } } }),
  ],
];

describe("a path value that is a dot segment or empty is refused, naming the parameter, and nothing is sent", () => {
  test.each(SENDERS.flatMap(([how, send]) => REFUSED.map(([value, says]) => [how, value, says, send] as const)))(
    "%s with driver_id %j",
    async (_how, value, says, send) => {
      const error = await failure(send(value));
      expect(error).toBeInstanceOf(PathParameterError);
      expect(error).toMatchObject({ parameter: "driver_id", operationId: ROUTES_ID, method: "GET", path: ROUTES });
      expect((error as Error).message).toContain(
        `path parameter driver_id ${says === "is empty" ? "" : `is ${JSON.stringify(value)}, `}${says}`,
      );
      expect((error as Error).message).toContain("nothing was sent");
      expect((error as Error).message).not.toContain(TOKEN);
      expect(server.requests).toEqual([]);
    },
  );

  test("a DELETE too: its target would be another path", async () => {
    const error = await failure(v1DeleteTagsByTagId(fleet(), { params: { path: { tagId: ".." } } }));
    expect(error).toMatchObject({ name: "PathParameterError", parameter: "tagId", method: "DELETE" });
    expect(server.requests).toEqual([]);
  });

  test.each([
    ["no params", undefined],
    ["no path", { params: {} }],
    ["path without it", { params: { path: {} } }],
    ["null", { params: { path: { driver_id: null } } }],
  ])("a missing value (%s) is refused, not sent as a literal {driver_id}", async (_name, init) => {
    const error = await failure(fleet().GET(ROUTES as never, init as never));
    expect(error).toMatchObject({ name: "PathParameterError", parameter: "driver_id" });
    expect((error as Error).message).toContain("path parameter driver_id is missing");
    expect(server.requests).toEqual([]);
  });

  test.each<[string, unknown]>([
    ["a one-element list of ..", [".."]],
    ["an empty list", []],
    ["an object whose raw key climbs out of the segment", { "x/../../fleet/vehicles": "y" }],
    ["an object whose raw key starts a query", { "x?": "y" }],
    ["an object whose raw key copies the rest of the URL in (String#replace's $')", { "$'": "y" }],
  ])("%s: refused as openapi-fetch would expand it", async (_name, value) => {
    const error = await failure(fleet().GET(ROUTES, { params: { path: { driver_id: value as string } } }));
    expect(error).toMatchObject({ name: "PathParameterError", parameter: "driver_id" });
    expect(server.requests).toEqual([]);
  });

  test("a call's own pathSerializer is checked by what it expands to", async () => {
    const error = await failure(
      fleet().GET(ROUTES, {
        params: { path: { driver_id: "7" } },
        pathSerializer: (p: string) => p.replace("{driver_id}", ".."),
      }),
    );
    expect(error).toMatchObject({ name: "PathParameterError", parameter: "driver_id" });
    expect((error as Error).message).toContain('expands to ".."');
    expect(server.requests).toEqual([]);
  });
});

describe("a concrete path with a segment the URL would resolve is refused", () => {
  test.each([
    "/v1/fleet/drivers/../dispatch/routes",
    "/v1/fleet/drivers/./dispatch/routes",
    "/v1/fleet/drivers/%2e%2E/dispatch/routes",
    "/v1/fleet/drivers/.%2e/dispatch/routes",
    "/v1/fleet/drivers/x\\..\\../dispatch/routes",
    "/v1/fleet/drivers/.\t./dispatch/routes",
    "/v1/fleet/drivers/.\n./dispatch/routes",
  ])("%j", async (path) => {
    const error = await failure(fleet().GET(path as never));
    expect(error).toMatchObject({ name: "PathParameterError", parameter: undefined, operationId: ROUTES_ID });
    expect((error as Error).message).toContain("give the operation's path template and the ids in params.path");
    expect(server.requests).toEqual([]);
  });

  test("a concrete path without one is sent as before", async () => {
    server.script([{ body: { dispatchRoutes: [] } }]);
    await fleet().GET("/v1/fleet/drivers/7/dispatch/routes" as never);
    expect(server.requests.map((r) => r.url)).toEqual(["/v1/fleet/drivers/7/dispatch/routes"]);
  });
});

describe("any other value stays in its one segment", () => {
  test.each([
    ["a slash", "a/b", "a%2Fb"],
    ["a climb with slashes", "../../fleet/vehicles", "..%2F..%2Ffleet%2Fvehicles"],
    ["three dots", "...", "..."],
    ["dots around a name", "..a..", "..a.."],
    ["a backslash", "x\\..", "x%5C.."],
    ["a query and a fragment", "?x=1#y", "%3Fx%3D1%23y"],
    ["a percent-encoded slash", "%2F", "%252F"],
    ["a number", 7, "7"],
    ["a list", ["a", ".."], "a,.."],
    ["an object with plain keys", { a: "1", b: "x/y" }, "a,1,b,x%2Fy"],
  ])("%s (%j) is sent as %s", async (_name, value, sent) => {
    server.script([{ body: { dispatchRoutes: [] } }]);
    await fleet().GET(ROUTES, { params: { path: { driver_id: value as string } } });
    expect(server.requests.map((r) => r.url)).toEqual([`/v1/fleet/drivers/${sent}/dispatch/routes`]);
  });
});

describe("paginate and followFeed send their path through the same check", () => {
  const operation = (operationId: string, path: string, feed: boolean): OperationMeta =>
    getOperation(operationId, path, { paginated: true, feed, pagination: { cursorParam: "after", itemsKey: "data" } });
  const api = defineApi({
    operations: {
      listMembers: operation("listMembers", "/groups/{group_id}/members", false),
      getMemberFeed: operation("getMemberFeed", "/groups/{group_id}/members/feed", true),
    },
    scopes: [],
    defaultScopes: [],
  });
  const client = () =>
    createApiClient<any>(api, { baseUrl: server.url, token: TOKEN, allowInsecureLoopback: true, retry: false });

  test.each(REFUSED)("paginate with group_id %j: refused, nothing sent", async (value) => {
    const error = await failure(
      paginate(client(), "/groups/{group_id}/members", { params: { path: { group_id: value } } } as never).toArray(),
    );
    expect(error).toMatchObject({ name: "PathParameterError", parameter: "group_id", operationId: "listMembers" });
    expect(server.requests).toEqual([]);
  });

  test("paginate with a value holding a slash: every page goes to the one segment", async () => {
    server.script([
      { body: { data: [{}], pagination: { endCursor: "c1", hasNextPage: true } } },
      { body: { data: [{}], pagination: { endCursor: "", hasNextPage: false } } },
    ]);
    const items = await paginate(client(), "/groups/{group_id}/members", {
      params: { path: { group_id: "../x" } },
    } as never).toArray();
    expect(items).toHaveLength(2);
    expect(server.requests.map((r) => r.path)).toEqual(["/groups/..%2Fx/members", "/groups/..%2Fx/members"]);
  });

  test("followFeed of a feed whose path needs a parameter it cannot be given: refused, nothing sent", async () => {
    const feed = followFeed(client(), "/groups/{group_id}/members/feed", { signal: new AbortController().signal });
    const error = await failure(feed[Symbol.asyncIterator]().next());
    expect(error).toMatchObject({ name: "PathParameterError", parameter: "group_id" });
    expect(server.requests).toEqual([]);
  });
});
