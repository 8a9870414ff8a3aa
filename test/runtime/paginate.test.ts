import { getEventListeners } from "node:events";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { createFleetClient } from "../../generated/index.js";
import { CursorExpiredError, FleetApiError, PaginationError, RequestTimeoutError } from "../../runtime/errors.js";
import { UnknownOperationError } from "../../runtime/operation-lookup.js";
import { paginate } from "../../generated/index.js";
import { holdTimersOf, outcomeOf } from "../support/held-timers.js";
import { page, pagedList, useLoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();

const fleet = () =>
  createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true, retry: false });
const vehicles = (...ids: number[]) => ids.map((id) => ({ id: `v${id}` }));

const sentCursors = () => server.requests.map((r) => r.query.get("after"));

/** A list of `count` pages of one vehicle each, `c1` … `c<count>`, the last with hasNextPage false. */
const longList = (count: number) =>
  pagedList(Array.from({ length: count }, (_, i) => page(vehicles(i), `c${i + 1}`, i + 1 < count)));

describe("following the cursor (reference 4.3)", () => {
  test("the first request omits after; each next sends the previous endCursor; it stops when hasNextPage is false", async () => {
    server.script(
      pagedList([page(vehicles(1, 2), "c1", true), page(vehicles(3, 4), "c2", true), page(vehicles(5), "c3", false)]),
    );
    const items = await paginate(fleet(), "/fleet/vehicles").toArray();
    expect(items).toEqual(vehicles(1, 2, 3, 4, 5));
    expect(sentCursors()).toEqual([null, "c1", "c2"]);
    expect(server.requests[0]!.url).toBe("/fleet/vehicles");
  });

  test("every other parameter is sent unchanged on every page", async () => {
    server.script(pagedList([page(vehicles(1), "c1", true), page(vehicles(2), "c2", true), page([], "c3", false)]));
    await paginate(fleet(), "/fleet/vehicles", {
      params: { query: { limit: 100 } },
      headers: { "x-request-source": "nightly-sync" },
    }).toArray();
    expect(server.requests.map((r) => r.query.get("limit"))).toEqual(["100", "100", "100"]);
    expect(server.requests.map((r) => r.headers["x-request-source"])).toEqual([
      "nightly-sync",
      "nightly-sync",
      "nightly-sync",
    ]);
    expect(server.requests.map((r) => r.url)).toEqual([
      "/fleet/vehicles?limit=100",
      "/fleet/vehicles?limit=100&after=c1",
      "/fleet/vehicles?limit=100&after=c2",
    ]);
  });

  test("short and empty pages mid-stream do not stop it while hasNextPage is true", async () => {
    server.script(
      pagedList([
        page([], "c1", true),
        page(vehicles(1), "c2", true),
        page([], "c3", true),
        page([], "c4", true),
        page(vehicles(2, 3), "c5", false),
      ]),
    );
    expect(await paginate(fleet(), "/fleet/vehicles").toArray()).toEqual(vehicles(1, 2, 3));
    expect(server.requests).toHaveLength(5);
  });

  test("toArray() collects a page of 200,000 items (a server that ignores limit), with no stack overflow", async () => {
    const big = Array.from({ length: 200_000 }, (_, i) => ({ id: `v${i}` }));
    server.script(pagedList([page(vehicles(-1), "c1", true), page(big, "c2", false)]));
    const items = await paginate(fleet(), "/fleet/vehicles").toArray();
    expect(items).toHaveLength(200_001);
    expect(items.at(-1)).toEqual({ id: "v199999" });
  });

  test("hasNextPage false ends it even with a non-empty endCursor and a full page", async () => {
    server.script(pagedList([page(vehicles(1, 2), "c1", false), page(vehicles(3), "c2", false)]));
    expect(await paginate(fleet(), "/fleet/vehicles").toArray()).toEqual(vehicles(1, 2));
    expect(server.requests).toHaveLength(1);
  });

  test(".pages() yields each page with its cursor", async () => {
    server.script(pagedList([page(vehicles(1), "c1", true), page([], "c2", false)]));
    const pages = [];
    for await (const p of paginate(fleet(), "/vehicles").pages()) pages.push(p);
    expect(pages).toEqual([
      { data: vehicles(1), endCursor: "c1", hasNextPage: true },
      { data: [], endCursor: "c2", hasNextPage: false },
    ]);
  });

  test("works for every paginated path, with or without limit", async () => {
    server.script(pagedList([page([{ driverId: "d1", vehicleId: "v1" }], "c1", true), page([], "c2", false)]));
    expect(await paginate(fleet(), "/fleet/driver-vehicle-assignments").toArray()).toEqual([
      { driverId: "d1", vehicleId: "v1" },
    ]);
    expect(server.requests.map((r) => r.path)).toEqual([
      "/fleet/driver-vehicle-assignments",
      "/fleet/driver-vehicle-assignments",
    ]);
  });

  test("a query.after in init is where it starts", async () => {
    server.script(
      pagedList([page(vehicles(1), "c1", true), page(vehicles(2), "c2", true), page(vehicles(3), "c3", false)]),
    );
    expect(await paginate(fleet(), "/fleet/vehicles", { params: { query: { after: "c1" } } }).toArray()).toEqual(
      vehicles(2, 3),
    );
    expect(sentCursors()).toEqual(["c1", "c2"]);
  });
});

describe("streaming", () => {
  test("nothing is requested until iteration starts, and one page is fetched per page consumed", async () => {
    server.script(
      pagedList([page(vehicles(1, 2), "c1", true), page(vehicles(3), "c2", true), page(vehicles(4), "c3", false)]),
    );
    const list = paginate(fleet(), "/fleet/vehicles");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(0);
    const seen: string[] = [];
    for await (const vehicle of list) {
      seen.push(vehicle.id as string);
      expect(server.requests).toHaveLength(seen.length <= 2 ? 1 : seen.length - 1);
      if (seen.length === 3) break;
    }
    expect(server.requests).toHaveLength(2);
  });

  test("each iteration starts again from the first page", async () => {
    server.script(pagedList([page(vehicles(1), "c1", true), page(vehicles(2), "c2", false)]));
    const list = paginate(fleet(), "/fleet/vehicles");
    expect(await list.toArray()).toEqual(await list.toArray());
    expect(sentCursors()).toEqual([null, "c1", null, "c1"]);
  });
});

describe("one long-lived signal over many pages", () => {
  test("adds no abort listener per page: one at most while a page is in flight, no MaxListenersExceededWarning", async () => {
    const signal = new AbortController().signal;
    const listenersSeen: number[] = [];
    const script = longList(300);
    server.script((request) => {
      listenersSeen.push(getEventListeners(signal, "abort").length);
      return script(request);
    });
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      let pages = 0;
      for await (const _ of paginate(fleet(), "/fleet/vehicles", { signal }).pages()) pages++;
      await new Promise((resolve) => setImmediate(resolve));
      expect(pages).toBe(300);
      // Node warns at 1500 listeners; left to garbage collection, 300 pages leave well over 100 behind.
      expect(Math.max(...listenersSeen)).toBeLessThanOrEqual(1);
      expect(getEventListeners(signal, "abort")).toHaveLength(0);
      expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning")).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  test("aborting it still stops the iteration, with its reason", async () => {
    server.script(longList(300));
    const controller = new AbortController();
    let pages = 0;
    const error = await (async () => {
      for await (const _ of paginate(fleet(), "/fleet/vehicles", { signal: controller.signal }).pages()) {
        if (++pages === 3) controller.abort(new Error("shutting down"));
      }
    })().catch((e: unknown) => e);
    expect((error as Error).message).toBe("shutting down");
    expect(server.requests).toHaveLength(3);
  });
});

describe("a stalled page", () => {
  test("a page whose body stalls after the headers ends the iteration with RequestTimeoutError, not a hang", async () => {
    server.script([page(vehicles(1), "c1", true), { stallAfter: '{"data":[' }]);
    // The timeout is held until the second page stalls (the first is never timed out on a loaded machine), then fired.
    // The clock's timer was armed for the first page's deadline: that passes, and the timer re-armed for the second's.
    const timeout = holdTimersOf(4321);
    let responses = 0;
    const fleet = createFleetClient({
      baseUrl: server.url,
      token: "t0ken",
      allowInsecureLoopback: true,
      timeoutMs: 4321,
      fetch: async (request) => {
        const response = await fetch(request);
        responses++;
        return response;
      },
    });
    const list = paginate(fleet, "/fleet/vehicles").toArray();
    while (responses < 2) await new Promise((resolve) => setImmediate(resolve));
    timeout.fire();
    timeout.fire();
    const outcome = await outcomeOf(list);
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
    expect(outcome).toMatchObject({ path: "/fleet/vehicles", timeoutMs: 4321 });
    expect(server.requests).toHaveLength(2);
  });
});

describe("memory: pages are not retained", () => {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  /** How many referents survive a full collection (after this job ends: until then a new WeakRef holds its target). */
  const survivors = async (refs: WeakRef<object>[]) => {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    return refs.filter((ref) => ref.deref() !== undefined).length;
  };

  // Checked while the iteration is still running, on its last page: anything paginate held would still be reachable.
  test("on page 60 of .pages(), the data of pages 1 to 58 has been collected", async () => {
    server.script(longList(60));
    const pageData: WeakRef<object>[] = [];
    let survivingEarlierPages = -1;
    for await (const p of paginate(fleet(), "/fleet/vehicles").pages()) {
      pageData.push(new WeakRef(p.data));
      if (pageData.length === 60) survivingEarlierPages = await survivors(pageData.slice(0, 58));
    }
    expect(pageData).toHaveLength(60);
    expect(survivingEarlierPages).toBe(0);
  });

  test("on the item of page 60, the items of pages 1 to 58 have been collected", async () => {
    server.script(longList(60));
    const items: WeakRef<object>[] = [];
    let survivingEarlierItems = -1;
    for await (const item of paginate(fleet(), "/fleet/vehicles")) {
      items.push(new WeakRef(item));
      if (items.length === 60) survivingEarlierItems = await survivors(items.slice(0, 58));
    }
    expect(items).toHaveLength(60);
    expect(survivingEarlierItems).toBe(0);
  });

  test("toArray() keeps every item (the check above does see what is retained)", async () => {
    server.script(longList(60));
    const all = await paginate(fleet(), "/fleet/vehicles").toArray();
    expect(await survivors(all.map((item) => new WeakRef(item)))).toBe(60);
    expect(all).toHaveLength(60);
  });
});

describe("limit bounds (1..512, integer) are checked before any request", () => {
  test.each([0, 513, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("limit %s throws RangeError", (limit) => {
    expect(() => paginate(fleet(), "/fleet/vehicles", { params: { query: { limit } } })).toThrow(RangeError);
    expect(() => paginate(fleet(), "/fleet/vehicles", { params: { query: { limit } } })).toThrow(
      /limit for \/fleet\/vehicles must be an integer from 1 to 512/,
    );
    expect(server.requests).toHaveLength(0);
  });

  test("a limit that is not a number throws RangeError", () => {
    expect(() =>
      paginate(fleet(), "/fleet/vehicles", { params: { query: { limit: "100" as unknown as number } } }),
    ).toThrow(RangeError);
  });

  test.each([1, 512])("limit %s is sent", async (limit) => {
    server.script([page([], "c1", false)]);
    await paginate(fleet(), "/fleet/vehicles", { params: { query: { limit } } }).toArray();
    expect(server.requests[0]!.query.get("limit")).toBe(String(limit));
  });

  test("a limit on a path without the parameter is refused", () => {
    const init = { params: { query: { limit: 10 } } } as object;
    expect(() => paginate(fleet(), "/vehicles", init)).toThrow(/has no limit parameter/);
  });
});

describe("a broken server stops it loudly: PaginationError naming path and page", () => {
  test("a cursor that repeats the one just sent", async () => {
    server.script([page(vehicles(1), "c1", true), page(vehicles(2), "c1", true), page(vehicles(3), "c2", false)]);
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const vehicle of paginate(fleet(), "/fleet/vehicles")) seen.push(vehicle);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ path: "/fleet/vehicles", page: 2 });
    expect((error as Error).message).toBe(
      '/fleet/vehicles, page 2: endCursor "c1" was already sent; following it would loop forever',
    );
    expect(seen).toEqual(vehicles(1));
    expect(server.requests).toHaveLength(2);
  });

  test("after the error, the items iterator is over: next() is done and requests nothing more", async () => {
    server.script([page(vehicles(1), "c1", true), page(vehicles(2), "c1", true), page(vehicles(3), "c2", false)]);
    const items = paginate(fleet(), "/fleet/vehicles")[Symbol.asyncIterator]();
    expect(await items.next()).toEqual({ value: { id: "v1" }, done: false });
    await expect(items.next()).rejects.toBeInstanceOf(PaginationError);
    expect(await items.next()).toEqual({ value: undefined, done: true });
    expect(server.requests).toHaveLength(2);
  });

  test("a cycle back to an earlier cursor (c1 → c2 → c1)", async () => {
    server.script([page(vehicles(1), "c1", true), page(vehicles(2), "c2", true), page(vehicles(3), "c1", true)]);
    await expect(paginate(fleet(), "/vehicles").toArray()).rejects.toMatchObject({
      name: "PaginationError",
      path: "/vehicles",
      page: 3,
    });
    expect(server.requests).toHaveLength(3);
  });

  test("an endCursor equal to the start cursor", async () => {
    server.script([page(vehicles(1), "c0", true)]);
    await expect(
      paginate(fleet(), "/vehicles", { params: { query: { after: "c0" } } }).toArray(),
    ).rejects.toMatchObject({ name: "PaginationError", page: 1 });
  });

  test("hasNextPage true with an empty endCursor (the next request would start over)", async () => {
    server.script([page(vehicles(1), "c1", true), page(vehicles(2), "", true)]);
    await expect(paginate(fleet(), "/fleet/vehicles").toArray()).rejects.toThrow(
      "/fleet/vehicles, page 2: hasNextPage is true but endCursor is empty",
    );
  });

  test.each([
    ["a bare array", [{ id: "v1" }]],
    ["no pagination", { data: [] }],
    ["no data", { pagination: { endCursor: "c", hasNextPage: false } }],
    ["data not an array", { data: { id: "v1" }, pagination: { endCursor: "c", hasNextPage: false } }],
    ["items that are not objects", { data: [1, 2], pagination: { endCursor: "c", hasNextPage: false } }],
    ["hasNextPage a string", { data: [], pagination: { endCursor: "c", hasNextPage: "false" } }],
    ["endCursor a number", { data: [], pagination: { endCursor: 7, hasNextPage: true } }],
    ["a text body", "<html>maintenance</html>"],
    ["an empty body", undefined],
  ])("a page that is not a list envelope: %s", async (_name, body) => {
    server.script([page(vehicles(1), "c1", true), { body }]);
    const error = await paginate(fleet(), "/fleet/vehicles")
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ path: "/fleet/vehicles", page: 2 });
    expect((error as Error).message).toMatch(/^\/fleet\/vehicles, page 2: the response is not a list envelope/);
  });

  test.each([
    ["null", null],
    ["an array", [{ id: "v9" }]],
    ["a string", "v9"],
  ])("the envelope error names the first item that is not an object: %s", async (_name, bad) => {
    const data = [{ id: "v1" }, { id: "v2" }, bad, 7];
    server.script([{ body: { data, pagination: { endCursor: "c1", hasNextPage: false } } }]);
    await expect(paginate(fleet(), "/fleet/vehicles").toArray()).rejects.toThrow(
      "/fleet/vehicles, page 1: the response is not a list envelope { data: [...], pagination: { endCursor, hasNextPage } }: /data/2 must be an object",
    );
  });

  test("an error response mid-stream is a FleetApiError, not a silent stop", async () => {
    server.script([page(vehicles(1), "c1", true), { status: 502, body: "bad gateway" }]);
    const error = await paginate(fleet(), "/fleet/vehicles")
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({ status: 502, body: "bad gateway" });
  });

  test("the server rejecting an expired cursor is a CursorExpiredError", async () => {
    server.script([
      {
        status: 400,
        body: {
          message:
            "cursor expired: after was issued 31 days ago and cursors expire after 30 days; start again without after",
          requestId: "8916e1c1",
        },
      },
    ]);
    const error = await paginate(fleet(), "/fleet/vehicles", { params: { query: { after: "old" } } })
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CursorExpiredError);
    expect(error).toMatchObject({ path: "/fleet/vehicles", after: "old" });
  });
});

test("a path that is not paginated is refused at run time too (the types refuse it at compile time)", () => {
  expect(() => paginate(fleet(), "/v1/tags" as "/vehicles")).toThrow(/not a cursor-paginated GET/);
  expect(() => paginate(fleet(), "/v1/no-such-list" as "/vehicles")).toThrow(UnknownOperationError);
});
