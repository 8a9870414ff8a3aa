// Issue 38, item 6: an operation function carries its own metadata, and a lean client (createLeanClient) holds no
// table of the API, so a bundle of one operation function keeps that operation's metadata alone. The guards read what
// the operation brings: a real loopback server logs every request, and "nothing sent" means it logged none.
import { describe, expect, test } from "vitest";
import {
  createDriver,
  createFleetClient,
  createLeanClient,
  driftChecks,
  followVehicleStatsFeed,
  listFleetVehicles,
  operations,
  paginate,
  v1DeleteTagsByTagId,
  v1GetTags,
} from "../../generated/index.js";
import { callOperation, operationFunction } from "../../runtime/client.js";
import type { Drift } from "../../runtime/drift-types.js";
import { FleetApiError, MissingScopeError, PathParameterError, TagAccessError } from "../../runtime/errors.js";
import { useLoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();
const TOKEN = "tok-lean-client-0123456789";

type Options = Partial<Parameters<typeof createLeanClient>[0]>;
const lean = (options: Options = {}) =>
  createLeanClient({ baseUrl: server.url, token: TOKEN, allowInsecureLoopback: true, retry: false, ...options });
const fleet = (options: Options = {}) =>
  createFleetClient({ baseUrl: server.url, token: TOKEN, allowInsecureLoopback: true, retry: false, ...options });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error("expected the call to be refused"),
    (error: unknown) => error,
  );

describe("a lean client with operation functions", () => {
  test("sends the call the operation's metadata describes, with the token, and returns its data", async () => {
    server.script([{ body: { tags: [{ id: "1", name: "North" }] } }]);
    const { data } = await v1GetTags(lean());
    expect(data).toEqual({ tags: [{ id: "1", name: "North" }] });
    expect(server.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ["GET", "/v1/tags", `Bearer ${TOKEN}`],
    ]);
  });

  test("turns an error answer into FleetApiError naming the operation", async () => {
    server.script([{ status: 404, body: { message: "no such tag", requestId: "r-1" } }]);
    const error = await failure(v1DeleteTagsByTagId(lean(), { params: { path: { tagId: "7" } } }));
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({ operationId: "v1DeleteTagsByTagId", status: 404, path: "/v1/tags/{tagId}" });
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([["DELETE", "/v1/tags/7"]]);
  });

  test("scope guard: an operation the token's scopes do not cover throws MissingScopeError, nothing sent", async () => {
    for (const client of [lean({ tokenScopes: ["Read Vehicles"] }), fleet({ tokenScopes: ["Read Vehicles"] })]) {
      const error = await failure(v1GetTags(client));
      expect(error).toBeInstanceOf(MissingScopeError);
      expect(error).toMatchObject({ operationId: "v1GetTags", missing: ["Read Tags"] });
    }
    expect(server.requests).toEqual([]);
  });

  test("the spec's scope catalogue refuses a misspelt tokenScopes name at creation, with its hint", () => {
    expect(() => lean({ tokenScopes: ["Read Tag" as never] })).toThrow(
      /not scopes: "Read Tag" \(did you mean "Read Tags"\?\)/,
    );
  });

  test("path-parameter guard: a dot segment is refused, nothing sent", async () => {
    const error = await failure(v1DeleteTagsByTagId(lean(), { params: { path: { tagId: ".." } } }));
    expect(error).toBeInstanceOf(PathParameterError);
    expect(error).toMatchObject({ operationId: "v1DeleteTagsByTagId", parameter: "tagId" });
    expect(server.requests).toEqual([]);
  });

  test("tag guard: the function of an operation that creates tagged data brings it", async () => {
    const client = lean({ tokenTagIds: ["tag-north"] });
    const refused = await failure(
      createDriver(client, { body: { name: "Ada", username: "ada", password: "pw" } as never }),
    );
    expect(refused).toBeInstanceOf(TagAccessError);
    expect(server.requests).toEqual([]);
    server.script([{ body: { data: { id: "d1" } } }]);
    await createDriver(client, {
      body: { name: "Ada", username: "ada", password: "pw", tagIds: ["tag-north"] } as never,
    });
    expect(server.requests.map((r) => [r.method, r.path, JSON.parse(r.body).tagIds])).toEqual([
      ["POST", "/fleet/drivers", ["tag-north"]],
    ]);
  });

  test("a call of an operation that creates tagged data, brought without the guard, is refused, nothing sent", async () => {
    const error = await failure(
      callOperation(lean({ tokenTagIds: ["tag-north"] }), operations.createDriver, { body: { name: "Ada" } }),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/POST \/fleet\/drivers creates tagged data, .*regenerate the module/);
    expect(server.requests).toEqual([]);
  });

  test("query style: arrays go comma-separated where the operation's metadata says so", async () => {
    server.script([{ body: { data: [], pagination: { endCursor: "c", hasNextPage: false } } }]);
    await followVehicleStatsFeed(lean(), { params: { query: { types: ["gps", "engineStates"] } } });
    expect(server.requests.map((r) => r.query.get("types"))).toEqual(["gps,engineStates"]);
  });

  test("drift: validateResponses reports what differs from the operation's response schema", async () => {
    const drifts: Drift[] = [];
    server.script([
      { body: { data: [{ id: "1" }], pagination: { endCursor: "c1", hasNextPage: false }, requestedAt: "x" } },
    ]);
    await listFleetVehicles(lean({ validateResponses: "report", onDrift: (d) => void drifts.push(d), driftChecks }));
    expect(drifts).toHaveLength(1);
    expect(drifts[0]).toMatchObject({ operationId: "listFleetVehicles", status: 200 });
  });
});

describe("what a lean client does not serve, it refuses with what to do instead", () => {
  test("a call by path: a TypeError naming createFleetClient, nothing sent", async () => {
    const client = lean() as unknown as { GET(path: string): Promise<unknown> };
    const error = await failure(client.GET("/v1/tags"));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(
      /^GET \/v1\/tags: a lean client \(createLeanClient\) serves operation functions only;.*createFleetClient/,
    );
    expect(server.requests).toEqual([]);
  });

  test("paginate: a TypeError naming both clients", () => {
    expect(() => paginate(lean() as never, "/fleet/vehicles")).toThrow(
      /lean client \(createLeanClient\).*createFleetClient/,
    );
  });

  test("an operation function of a module generated before (method and path): refused by a lean client, served by createFleetClient", async () => {
    const olderGetTags = operationFunction<any, "/v1/tags", "get">("GET", "/v1/tags");
    const error = await failure(olderGetTags(lean() as never, {} as never));
    expect((error as Error).message).toMatch(/^GET \/v1\/tags: a lean client/);
    server.script([{ body: { tags: [] } }]);
    expect((await olderGetTags(fleet() as never, {} as never)).data).toEqual({ tags: [] });
    expect(server.requests.map((r) => r.path)).toEqual(["/v1/tags"]);
  });
});

test("an operation function given another client than fleetkit's calls that client's method for the operation", async () => {
  const calls: unknown[][] = [];
  const other = {
    GET: async (path: string, init: unknown) => {
      calls.push([path, init]);
      return { data: "theirs" };
    },
  };
  expect(await v1GetTags(other as never, { params: { query: {} } } as never)).toEqual({ data: "theirs" });
  expect(calls).toEqual([["/v1/tags", { params: { query: {} } }]]);
});

test("createFleetClient's calls by path and operation functions keep the whole API's guards", async () => {
  server.script([{ body: { tags: [] } }, { body: { tags: [] } }]);
  const client = fleet({ tokenScopes: ["Read Tags"] });
  await client.GET("/v1/tags");
  await v1GetTags(client);
  expect(server.requests.map((r) => r.path)).toEqual(["/v1/tags", "/v1/tags"]);
  const error = await failure(client.DELETE("/v1/tags/{tagId}", { params: { path: { tagId: "1" } } }));
  expect(error).toBeInstanceOf(MissingScopeError);
});
