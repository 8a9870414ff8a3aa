// paginate(client, path, init) and followFeed(client, path, options) take the query in one shape, `params: { query }`,
// the cursor to start from inside it (issue 38, item 8). followFeed's old `query` and `after` options still work.
import { describe, expect, expectTypeOf, test } from "vitest";
import { createFleetClient, followFeed, paginate, type FeedBatch } from "../../generated/index.js";
import { page, useLoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();
const fleet = () =>
  createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true, retry: false });
const STATS_FEED = "/fleet/vehicles/stats/feed";

/** The first batch of a feed (its server answers one caught-up page), then the iteration is aborted. */
async function firstBatch(options: Parameters<typeof followFeed<typeof STATS_FEED>>[2] | Record<string, unknown>) {
  server.script([page([{ id: "v1" }], "u2", false)]);
  const controller = new AbortController();
  const batches: FeedBatch<unknown>[] = [];
  const feed = followFeed(fleet(), STATS_FEED, {
    ...(options as object),
    signal: controller.signal,
    sleep: async () => void controller.abort(),
  } as Parameters<typeof followFeed<typeof STATS_FEED>>[2]);
  for await (const batch of feed) batches.push(batch);
  return { batches, query: server.requests[0]!.query };
}

describe("followFeed takes paginate's shape, params: { query }", () => {
  test("the feed's query and the cursor to start from, inside params.query", async () => {
    const { batches, query } = await firstBatch({ params: { query: { types: ["gps", "engineStates"], after: "u1" } } });
    expect(query.get("types")).toBe("gps,engineStates");
    expect(query.get("after")).toBe("u1");
    expect(batches.map((b) => b.endCursor)).toEqual(["u2"]);
  });

  test("the same init object serves paginate and followFeed", async () => {
    const init = { params: { query: { types: ["gps" as const], after: "u1" } } };
    server.script([page([{ id: "v1" }], "u2", false)]);
    await paginate(fleet(), STATS_FEED, init).toArray();
    const fromPaginate = server.requests[0]!.url;
    const { query } = await firstBatch(init);
    expect(`${STATS_FEED}?${query}`).toBe(fromPaginate);
  });

  test("the old form, query and after beside signal, still works and sends the same request", async () => {
    const old = await firstBatch({ query: { types: ["gps"] }, after: "u1" });
    const now = await firstBatch({ params: { query: { types: ["gps"], after: "u1" } } });
    expect(old.query.toString()).toBe(now.query.toString());
  });

  test.each([
    [
      "query beside params.query",
      { query: { types: ["gps"] }, params: { query: { types: ["gps"] } } },
      /takes the feed's query once: as params: \{ query \}/,
    ],
    [
      "after beside params.query.after",
      { after: "u1", params: { query: { types: ["gps"], after: "u1" } } },
      /takes the cursor to resume from once: as params: \{ query: \{ after \} \}/,
    ],
    [
      "a cursor that is not a string",
      { params: { query: { types: ["gps"], after: 7 } } },
      /params\.query\.after .* a string/,
    ],
  ])("%s is a TypeError at the call, before any request", (_name, options, message) => {
    const call = () =>
      followFeed(fleet(), STATS_FEED, {
        ...(options as object),
        signal: new AbortController().signal,
      } as Parameters<typeof followFeed<typeof STATS_FEED>>[2]);
    expect(call).toThrow(TypeError);
    expect(call).toThrow(message);
    expect(server.requests).toHaveLength(0);
  });
});

/** Compile-time: checked by tsc (npm run typecheck), not run. */
function types(signal: AbortSignal) {
  const client = fleet();
  // The feed's query is typed in params.query, as in paginate; the cursor too.
  followFeed(client, STATS_FEED, { params: { query: { types: ["gps"], after: "u1" } }, signal });
  // @ts-expect-error types is a list of stat types
  followFeed(client, STATS_FEED, { params: { query: { types: "gps" } }, signal });
  // @ts-expect-error the cursor is a string
  followFeed(client, STATS_FEED, { params: { query: { types: ["gps"], after: 1 } }, signal });
  // The old form still compiles (deprecated).
  followFeed(client, STATS_FEED, { query: { types: ["gps"] }, after: "u1", signal });
  expectTypeOf(followFeed(client, "/fleet/vehicles/locations/feed", { signal })).toMatchTypeOf<
    AsyncIterable<FeedBatch<unknown>>
  >();
}

test("the type tests compile (checked by tsc, not run)", () => {
  expect(typeof types).toBe("function");
});
