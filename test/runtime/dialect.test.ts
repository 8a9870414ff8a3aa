/**
 * The client speaks the real API's dialect where the reference is silent (issue 10): the legacy lists page with
 * `startingAfter` and a named item key, feeds take their required query, and arrays go comma-separated where the spec
 * says so. Against the mock and against a recording loopback server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FleetApiError, createFleetClient, followFeed, paginate } from "../../generated/index.js";
import { startMockServer, type MockServer } from "../../testing/index.js";
import { startLoopbackServer, type LoopbackServer } from "./loopback-server.js";

let mock: MockServer;
let server: LoopbackServer;
beforeAll(async () => {
  mock = await startMockServer({ seed: 5 });
  server = await startLoopbackServer();
});
afterAll(async () => {
  await mock.close();
  await server.close();
});

const client = () =>
  createFleetClient({ baseUrl: mock.baseUrl, token: mock.tokens.fullAccess!.token, allowInsecureLoopback: true });

describe("paginate over the five legacy lists (startingAfter, items under a named key)", () => {
  it.each([
    "/v1/fleet/list",
    "/v1/fleet/assets/locations",
    "/v1/fleet/assets/reefers",
    "/v1/fleet/trailers/assignments",
    "/v1/fleet/vehicles/stats",
  ] as const)("%s: small pages give the same items as one large page, each once", async (path) => {
    // The mock stamps readings with the time of the read: compare what identifies an item, not when it was read.
    const identity = (item: unknown) =>
      JSON.stringify(item, (key, value) => (/Ms$|[Tt]ime$/.test(key) ? undefined : value));
    const small = (await paginate(client(), path, { params: { query: { limit: 3 } } } as never).toArray()).map(
      identity,
    );
    const large = (await paginate(client(), path, { params: { query: { limit: 512 } } } as never).toArray()).map(
      identity,
    );
    expect(small.length).toBeGreaterThan(3);
    expect(small).toEqual(large);
    expect(new Set(small).size).toBe(small.length);
  });

  it("sends startingAfter with the previous endCursor, never after", async () => {
    server.script([
      {
        body: {
          vehicles: [{ id: "1" }],
          pagination: { endCursor: "c1", startCursor: "", hasNextPage: true, hasPrevPage: false },
        },
      },
      {
        body: {
          vehicles: [{ id: "2" }],
          pagination: { endCursor: "", startCursor: "c1", hasNextPage: false, hasPrevPage: true },
        },
      },
    ]);
    const fleet = createFleetClient({ baseUrl: server.url, token: "t", allowInsecureLoopback: true });
    expect(await paginate(fleet, "/v1/fleet/list").toArray()).toEqual([{ id: "1" }, { id: "2" }]);
    expect(server.requests.map((r) => r.url)).toEqual(["/v1/fleet/list", "/v1/fleet/list?startingAfter=c1"]);
  });
});

describe("feeds on the real paths", () => {
  it("followFeed sends the feed's required query with every request, arrays comma-separated as the spec says", async () => {
    server.script([
      { body: { data: [{ id: "1" }], pagination: { endCursor: "c1", hasNextPage: true } } },
      { body: { data: [], pagination: { endCursor: "c1", hasNextPage: false } } },
    ]);
    const fleet = createFleetClient({ baseUrl: server.url, token: "t", allowInsecureLoopback: true });
    const controller = new AbortController();
    const batches = [];
    for await (const batch of followFeed(fleet, "/fleet/vehicles/stats/feed", {
      signal: controller.signal,
      query: { types: ["gps", "engineStates"], vehicleIds: ["1", "2"] },
      sleep: async () => controller.abort(),
    })) {
      batches.push(batch);
    }
    expect(batches).toEqual([{ data: [{ id: "1" }], endCursor: "c1", hasNextPage: true }]);
    expect(server.requests.map((r) => decodeURIComponent(r.url))).toEqual([
      "/fleet/vehicles/stats/feed?types=gps,engineStates&vehicleIds=1,2",
      "/fleet/vehicles/stats/feed?types=gps,engineStates&vehicleIds=1,2&after=c1",
    ]);
  });

  it("followFeed against the mock's stats feed reads every vehicle's stats", async () => {
    const controller = new AbortController();
    let items = 0;
    for await (const batch of followFeed(client(), "/fleet/vehicles/stats/feed", {
      signal: controller.signal,
      query: { types: ["gps"] },
      sleep: async () => controller.abort(),
    })) {
      items += batch.data.length;
    }
    expect(items).toBeGreaterThan(0);
  });

  it("a plain GET with an array sends it comma-separated too", async () => {
    server.script([{ body: { data: [], pagination: { endCursor: "", hasNextPage: false } } }]);
    const fleet = createFleetClient({ baseUrl: server.url, token: "t", allowInsecureLoopback: true });
    await fleet.GET("/fleet/vehicles/locations/feed", { params: { query: { vehicleIds: ["a", "b"] } } } as never);
    expect(decodeURIComponent(server.requests.at(-1)!.url)).toBe("/fleet/vehicles/locations/feed?vehicleIds=a,b");
  });
});

describe("the documented error body { message, requestId }", () => {
  it("FleetApiError carries the mock's requestId and message, a fresh requestId per request", async () => {
    const fetchError = () =>
      client()
        .GET("/v1/tags/{tagId}", { params: { path: { tagId: "no-such-tag" } } })
        .catch((e: unknown) => e);
    const first = await fetchError();
    const second = await fetchError();
    expect(first).toBeInstanceOf(FleetApiError);
    const { status, body, requestId, serverMessage, message } = first as FleetApiError;
    expect(status).toBe(404);
    expect(requestId).toBe((body as { requestId: string }).requestId);
    expect(requestId).toMatch(/\S/);
    expect(serverMessage).toBe((body as { message: string }).message);
    expect(message).toContain(serverMessage!);
    expect(message).toContain(`(requestId ${requestId})`);
    expect((second as FleetApiError).requestId).not.toBe(requestId);
  });

  it.each([
    ["Xero's Message", { Type: "ValidationException", Message: "A validation exception occurred", Elements: [] }],
    ["Linode's errors[0].reason", { errors: [{ field: "label", reason: "label must be 3 characters or more" }] }],
    [
      "an error object's message (Stripe, Slack)",
      { error: { type: "invalid_request_error", message: "No such customer" } },
    ],
    ["errors[0].message (GraphQL-style APIs)", { errors: [{ message: "Field 'x' is not allowed" }] }],
    ["RFC 9457's detail", { type: "about:blank", title: "Bad Request", detail: "limit must be at most 100" }],
    ["OAuth's error_description", { error: "invalid_grant", error_description: "The refresh token has expired" }],
  ])("the server's message where another API puts it: %s", async (_name, body) => {
    server.script([{ status: 400, body }]);
    const fleet = createFleetClient({ baseUrl: server.url, token: "dialect-test-token", allowInsecureLoopback: true });
    const error = (await fleet.GET("/v1/tags").catch((e: unknown) => e)) as FleetApiError;
    const said = JSON.stringify(body).match(/"(?:Message|reason|message|detail|error_description)":"([^"]+)"/)![1]!;
    expect(error.serverMessage).toBe(said);
    expect(error.message).toBe(`GET /v1/tags (v1GetTags) failed with HTTP 400: ${said}`);
  });

  it("a body without those fields leaves them undefined and quotes the body", async () => {
    server.script([{ status: 502, body: "bad gateway" }]);
    const fleet = createFleetClient({
      baseUrl: server.url,
      token: "dialect-test-token",
      allowInsecureLoopback: true,
      retry: false,
    });
    const error = (await fleet.GET("/v1/tags").catch((e: unknown) => e)) as FleetApiError;
    expect(error).toMatchObject({ status: 502, requestId: undefined, serverMessage: undefined });
    expect(error.message).toContain("bad gateway");
  });
});
