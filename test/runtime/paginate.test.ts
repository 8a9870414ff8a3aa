import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { createFleetClient } from "../../runtime/client.js";
import { CursorExpiredError, FleetApiError, PaginationError } from "../../runtime/errors.js";
import { paginate } from "../../runtime/paginate.js";
import { page, startLoopbackServer, type LoopbackServer, type Reply } from "./loopback-server.js";

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
afterEach(() => server.script([]));

const fleet = () => createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true, retry: false });
const vehicles = (...ids: number[]) => ids.map((id) => ({ id: `v${id}` }));

/** A server-side list: page n answers `after=c<n-1>` (none for the first), as a real cursor endpoint would. */
function pagedList(pages: Reply[]) {
  return (request: { query: URLSearchParams }): Reply => {
    const after = request.query.get("after");
    const index = after === null ? 0 : Number(after.slice(1));
    return pages[index] ?? { status: 400, body: { error: { code: "bad_cursor" } } };
  };
}

const sentCursors = () => server.requests.map((r) => r.query.get("after"));

describe("following the cursor (reference 4.3)", () => {
  test("the first request omits after; each next sends the previous endCursor; it stops when hasNextPage is false", async () => {
    server.script(pagedList([page(vehicles(1, 2), "c1", true), page(vehicles(3, 4), "c2", true), page(vehicles(5), "c3", false)]));
    const items = await paginate(fleet(), "/fleet/vehicles").toArray();
    expect(items).toEqual(vehicles(1, 2, 3, 4, 5));
    expect(sentCursors()).toEqual([null, "c1", "c2"]);
    expect(server.requests[0]!.url).toBe("/fleet/vehicles");
  });

  test("every other parameter is sent unchanged on every page", async () => {
    server.script(pagedList([page(vehicles(1), "c1", true), page(vehicles(2), "c2", true), page([], "c3", false)]));
    await paginate(fleet(), "/fleet/vehicles", { params: { query: { limit: 100 } }, headers: { "x-request-source": "nightly-sync" } }).toArray();
    expect(server.requests.map((r) => r.query.get("limit"))).toEqual(["100", "100", "100"]);
    expect(server.requests.map((r) => r.headers["x-request-source"])).toEqual(["nightly-sync", "nightly-sync", "nightly-sync"]);
    expect(server.requests.map((r) => r.url)).toEqual(["/fleet/vehicles?limit=100", "/fleet/vehicles?limit=100&after=c1", "/fleet/vehicles?limit=100&after=c2"]);
  });

  test("short and empty pages mid-stream do not stop it while hasNextPage is true", async () => {
    server.script(pagedList([page([], "c1", true), page(vehicles(1), "c2", true), page([], "c3", true), page([], "c4", true), page(vehicles(2, 3), "c5", false)]));
    expect(await paginate(fleet(), "/fleet/vehicles").toArray()).toEqual(vehicles(1, 2, 3));
    expect(server.requests).toHaveLength(5);
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
    expect(await paginate(fleet(), "/fleet/driver-vehicle-assignments").toArray()).toEqual([{ driverId: "d1", vehicleId: "v1" }]);
    expect(server.requests.map((r) => r.path)).toEqual(["/fleet/driver-vehicle-assignments", "/fleet/driver-vehicle-assignments"]);
  });

  test("a query.after in init is where it starts", async () => {
    server.script(pagedList([page(vehicles(1), "c1", true), page(vehicles(2), "c2", true), page(vehicles(3), "c3", false)]));
    expect(await paginate(fleet(), "/fleet/vehicles", { params: { query: { after: "c1" } } }).toArray()).toEqual(vehicles(2, 3));
    expect(sentCursors()).toEqual(["c1", "c2"]);
  });
});

describe("streaming", () => {
  test("nothing is requested until iteration starts, and one page is fetched per page consumed", async () => {
    server.script(pagedList([page(vehicles(1, 2), "c1", true), page(vehicles(3), "c2", true), page(vehicles(4), "c3", false)]));
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

describe("limit bounds (1..512, integer) are checked before any request", () => {
  test.each([0, 513, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("limit %s throws RangeError", (limit) => {
    expect(() => paginate(fleet(), "/fleet/vehicles", { params: { query: { limit } } })).toThrow(RangeError);
    expect(() => paginate(fleet(), "/fleet/vehicles", { params: { query: { limit } } })).toThrow(/limit for \/fleet\/vehicles must be an integer from 1 to 512/);
    expect(server.requests).toHaveLength(0);
  });

  test("a limit that is not a number throws RangeError", () => {
    expect(() => paginate(fleet(), "/fleet/vehicles", { params: { query: { limit: "100" as unknown as number } } })).toThrow(RangeError);
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
    expect((error as Error).message).toBe('/fleet/vehicles, page 2: endCursor "c1" was already sent; following it would loop forever');
    expect(seen).toEqual(vehicles(1));
    expect(server.requests).toHaveLength(2);
  });

  test("a cycle back to an earlier cursor (c1 → c2 → c1)", async () => {
    server.script([page(vehicles(1), "c1", true), page(vehicles(2), "c2", true), page(vehicles(3), "c1", true)]);
    await expect(paginate(fleet(), "/vehicles").toArray()).rejects.toMatchObject({ name: "PaginationError", path: "/vehicles", page: 3 });
    expect(server.requests).toHaveLength(3);
  });

  test("an endCursor equal to the start cursor", async () => {
    server.script([page(vehicles(1), "c0", true)]);
    await expect(paginate(fleet(), "/vehicles", { params: { query: { after: "c0" } } }).toArray()).rejects.toMatchObject({ name: "PaginationError", page: 1 });
  });

  test("hasNextPage true with an empty endCursor (the next request would start over)", async () => {
    server.script([page(vehicles(1), "c1", true), page(vehicles(2), "", true)]);
    await expect(paginate(fleet(), "/fleet/vehicles").toArray()).rejects.toThrow("/fleet/vehicles, page 2: hasNextPage is true but endCursor is empty");
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
    const error = await paginate(fleet(), "/fleet/vehicles").toArray().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ path: "/fleet/vehicles", page: 2 });
    expect((error as Error).message).toMatch(/^\/fleet\/vehicles, page 2: the response is not a list envelope/);
  });

  test("an error response mid-stream is a FleetApiError, not a silent stop", async () => {
    server.script([page(vehicles(1), "c1", true), { status: 502, body: "bad gateway" }]);
    await expect(paginate(fleet(), "/fleet/vehicles").toArray()).rejects.toMatchObject({ name: "FleetApiError", status: 502 });
    expect(FleetApiError).toBeDefined();
  });

  test("the server rejecting an expired cursor is a CursorExpiredError", async () => {
    server.script([{ status: 400, body: { error: { code: "cursor_expired", message: "cursor is older than 30 days" } } }]);
    const error = await paginate(fleet(), "/fleet/vehicles", { params: { query: { after: "old" } } }).toArray().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CursorExpiredError);
    expect(error).toMatchObject({ path: "/fleet/vehicles", after: "old" });
  });
});

test("a path that is not paginated is refused at run time too (the types refuse it at compile time)", () => {
  expect(() => paginate(fleet(), "/v1/tags" as "/vehicles")).toThrow(/not a cursor-paginated GET/);
});
