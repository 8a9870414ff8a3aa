import { getEventListeners } from "node:events";
import { describe, expect, test, vi } from "vitest";
import { createFleetClient } from "../../generated/index.js";
import { CursorExpiredError, FleetApiError, PaginationError } from "../../runtime/errors.js";
import { followFeed, type FeedBatch, type FollowFeedOptions } from "../../generated/index.js";
import type { Sleep } from "../../runtime/retry-fetch.js";
import { holdTimersOf, outcomeOf } from "../support/held-timers.js";
import { page, useLoopbackServer, type Reply } from "./loopback-server.js";

const server = useLoopbackServer();

const fleet = () =>
  createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true, retry: false });
const FEED = "/fleet/vehicles/locations/feed";

/**
 * A feed as the reference describes it: `after=u<k>` returns the updates after the k-th, two per page, with
 * `hasNextPage` while more are waiting; caught up, it returns no data and the same cursor.
 */
function feedServer(log: { id: string }[], pageSize = 2) {
  return (request: { query: URLSearchParams }): Reply => {
    const after = request.query.get("after");
    const start = after === null ? 0 : Number(after.slice(1));
    const data = log.slice(start, start + pageSize);
    return page(data, `u${start + data.length}`, start + data.length < log.length);
  };
}
// Real-time waits that work under fake timers too: they poll with setImmediate, which the fake clock leaves alone.
// `until`'s limit only ends a wait for what never comes: it is far longer than what comes takes under any load.
const tick = () => new Promise((resolve) => setImmediate(resolve));
async function until(ready: () => boolean, ms = 15_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await tick();
  }
}
async function pause(ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) await tick();
}
const updates = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: `vehicle-${from + i}` }));

async function collect(
  options: Partial<FollowFeedOptions> & { signal: AbortSignal },
  onBatch?: (batch: FeedBatch<unknown>, all: FeedBatch<unknown>[]) => void,
) {
  const batches: FeedBatch<unknown>[] = [];
  for await (const batch of followFeed(fleet(), FEED, options)) {
    batches.push(batch);
    onBatch?.(batch, batches);
  }
  return batches;
}

describe("following a feed", () => {
  test("pages straight on while hasNextPage is true, waits idleMs once caught up, then asks again", async () => {
    const log = updates(1, 5);
    server.script(feedServer(log));
    const controller = new AbortController();
    const waits: { ms: number; requestsSoFar: number }[] = [];
    const sleep: Sleep = async (ms) => {
      waits.push({ ms, requestsSoFar: server.requests.length });
      if (waits.length === 1) log.push(...updates(6, 7));
      if (waits.length === 3) controller.abort();
    };
    const batches = await collect({ signal: controller.signal, sleep });
    expect(batches).toEqual([
      { data: updates(1, 2), endCursor: "u2", hasNextPage: true },
      { data: updates(3, 4), endCursor: "u4", hasNextPage: true },
      { data: updates(5, 5), endCursor: "u5", hasNextPage: false },
      { data: updates(6, 7), endCursor: "u7", hasNextPage: false },
    ]);
    // No wait between pages with hasNextPage true; a 5 s wait after each caught-up page (the empty third poll is not yielded).
    expect(waits).toEqual([
      { ms: 5000, requestsSoFar: 3 },
      { ms: 5000, requestsSoFar: 4 },
      { ms: 5000, requestsSoFar: 5 },
    ]);
    expect(server.requests.map((r) => r.query.get("after"))).toEqual([null, "u2", "u4", "u5", "u7"]);
  });

  test("a longer idleMs is used as given", async () => {
    server.script(feedServer(updates(1, 1)));
    const controller = new AbortController();
    const waits: number[] = [];
    await collect({
      signal: controller.signal,
      idleMs: 12_000,
      sleep: async (ms) => {
        waits.push(ms);
        controller.abort();
      },
    });
    expect(waits).toEqual([12_000]);
  });

  test.each([4999, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    "idleMs %s is refused before any request",
    (idleMs) => {
      expect(() => followFeed(fleet(), FEED, { signal: new AbortController().signal, idleMs })).toThrow(RangeError);
      expect(() => followFeed(fleet(), FEED, { signal: new AbortController().signal, idleMs })).toThrow(
        /idleMs must be at least 5000/,
      );
      expect(server.requests).toHaveLength(0);
    },
  );

  test("without the sleep seam it really waits: after a caught-up page it waits on a 5000 ms timer, not a request", async () => {
    server.script(feedServer(updates(1, 1)));
    const wait = holdTimersOf(5000);
    const controller = new AbortController();
    const done = collect({ signal: controller.signal });
    await until(() => wait.count === 1);
    expect(server.requests).toHaveLength(1);
    controller.abort();
    await expect(done).resolves.toHaveLength(1);
  });

  test("the wait is 5000 ms to the millisecond: 1 request at 4999 ms after a caught-up page, 2 at 5000 ms (fake clock)", async () => {
    server.script(feedServer(updates(1, 1)));
    const controller = new AbortController();
    const batches: FeedBatch<unknown>[] = [];
    try {
      const done = (async () => {
        for await (const batch of followFeed(fleet(), FEED, { signal: controller.signal })) {
          batches.push(batch);
          // The clock is faked from here: after the connection is up (its timers stay real), before the feed waits.
          // Only setTimeout: the loopback I/O and setImmediate, which `until` and `pause` poll with, stay real.
          vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
        }
      })();
      await until(() => batches.length === 1);
      await tick();
      expect(batches).toEqual([{ data: updates(1, 1), endCursor: "u1", hasNextPage: false }]);
      await vi.advanceTimersByTimeAsync(4999);
      await pause(100); // real time in which a request, had one been sent, would arrive
      expect(server.requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => server.requests.length === 2);
      expect(server.requests.map((r) => r.query.get("after"))).toEqual([null, "u1"]);
      controller.abort();
      await done;
    } finally {
      vi.useRealTimers();
    }
  });

  test("one signal over 300 pages: at most one abort listener on it at a time, none left per page", async () => {
    const feed = feedServer(updates(1, 600));
    const controller = new AbortController();
    const listenersSeen: number[] = [];
    server.script((request) => {
      listenersSeen.push(getEventListeners(controller.signal, "abort").length);
      return feed(request);
    });
    const batches = await collect({ signal: controller.signal, sleep: async () => void controller.abort() });
    expect(batches).toHaveLength(300);
    expect(Math.max(...listenersSeen)).toBeLessThanOrEqual(1);
  });

  test("passing a batch's endCursor back as after resumes exactly where it stopped", async () => {
    const log = updates(1, 9);
    server.script(feedServer(log));
    const first = new AbortController();
    let checkpoint = "";
    const before = await collect({ signal: first.signal, sleep: async () => {} }, (batch, all) => {
      checkpoint = batch.endCursor;
      if (all.length === 2) first.abort();
    });
    expect(checkpoint).toBe("u4");
    const second = new AbortController();
    const after = await collect({ signal: second.signal, after: checkpoint, sleep: async () => void second.abort() });
    expect([...before, ...after].flatMap((b) => b.data)).toEqual(log);
    expect(server.requests.map((r) => r.query.get("after"))).toEqual([null, "u2", "u4", "u6", "u8"]);
  });
});

describe("stopping on abort", () => {
  test("an abort during the wait ends the iteration at once, without an error", async () => {
    server.script(feedServer(updates(1, 1)));
    // The 5000 ms wait is held: only the abort can end it.
    const wait = holdTimersOf(5000);
    const controller = new AbortController();
    const done = collect({ signal: controller.signal });
    await until(() => wait.count === 1);
    controller.abort();
    expect(await outcomeOf(done)).toEqual([{ data: updates(1, 1), endCursor: "u1", hasNextPage: false }]);
    expect(wait.count).toBe(0);
  });

  test("an abort while a request is in flight ends the iteration without an error", async () => {
    server.script([{ hang: true }]);
    const controller = new AbortController();
    const done = collect({ signal: controller.signal });
    await until(() => server.requests.length === 1);
    controller.abort();
    await expect(done).resolves.toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  test("an already aborted signal sends nothing", async () => {
    await expect(collect({ signal: AbortSignal.abort() })).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  test("a missing signal is refused: a feed never ends by itself", () => {
    expect(() => followFeed(fleet(), FEED, {} as FollowFeedOptions)).toThrow(/needs a signal/);
  });
});

describe("expired cursors (older than 30 days)", () => {
  const follow = (options: Partial<FollowFeedOptions>) =>
    collect({ signal: new AbortController().signal, sleep: async () => {}, ...options });

  test.each([
    [
      "the mock's error body, HTTP 400",
      {
        status: 400,
        body: {
          message:
            "cursor expired: after was issued 31 days ago and cursors expire after 30 days; start again without after",
          requestId: "8916e1c1",
        },
      },
    ],
    ["a text body naming the cursor, HTTP 410", { status: 410, body: "Cursor expired" }],
    [
      "a JSON message about an expired after, HTTP 422",
      { status: 422, body: { message: "parameter after has expired" } },
    ],
  ])("%s → CursorExpiredError", async (_name, reply) => {
    server.script([reply]);
    const error = await follow({ after: "u-stale" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CursorExpiredError);
    expect(error).toMatchObject({ path: FEED, after: "u-stale" });
    expect((error as Error).cause).toBeInstanceOf(FleetApiError);
    expect((error as Error).message).toMatch(/expire after 30 days\); start again without `after`/);
  });

  test.each([
    ["another 400", { status: 400, body: { error: { code: "bad_request" } } }, "u-stale"],
    [
      "a 401 that mentions expiry (the token, not the cursor)",
      { status: 401, body: { error: "token expired" } },
      "u-stale",
    ],
    [
      "an expiry body on the first request, which sent no cursor",
      { status: 400, body: { error: { code: "cursor_expired" } } },
      undefined,
    ],
  ])("%s stays a FleetApiError", async (_name, reply, after) => {
    server.script([reply]);
    const error = await follow({ after }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).not.toBeInstanceOf(CursorExpiredError);
  });

  test("the rule is configurable", async () => {
    server.script([{ status: 409, body: { problem: "GONE" } }]);
    const isCursorExpired = (error: FleetApiError) =>
      error.status === 409 && (error.body as { problem?: string }).problem === "GONE";
    await expect(follow({ after: "u3", isCursorExpired })).rejects.toBeInstanceOf(CursorExpiredError);
  });
});

describe("a broken feed stops loudly", () => {
  test("hasNextPage true with the cursor just sent is a PaginationError, not a busy loop", async () => {
    server.script([page([], "u3", true)]);
    const error = await collect({ signal: new AbortController().signal, after: "u3" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ path: FEED, page: 1 });
  });

  test("a page that is not a list envelope is a PaginationError", async () => {
    server.script([page(updates(1, 2), "u2", true), { body: { updates: [] } }]);
    await expect(collect({ signal: new AbortController().signal })).rejects.toMatchObject({
      name: "PaginationError",
      page: 2,
    });
  });
});
