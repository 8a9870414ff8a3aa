// `pages()` hands out the page walk itself, not an async generator around it: these hold the generator's protocol that
// the walk now keeps on its own (calls answered in order, done after an error, return() ends it).
import { describe, expect, test } from "vitest";
import { createFleetClient, paginate } from "../../generated/index.js";
import { PaginationError } from "../../runtime/errors.js";
import { page, pagedList, useLoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();

const fleet = () =>
  createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true, retry: false });
const vehicles = (...ids: number[]) => ids.map((id) => ({ id: `v${id}` }));

const threePages = () =>
  pagedList([page(vehicles(1), "c1", true), page(vehicles(2), "c2", true), page(vehicles(3), "c3", false)]);

describe("paginate().pages(): the protocol of an async iterator", () => {
  test("next() called again before the last one settled: answered in order, each page fetched once", async () => {
    server.script(threePages());
    const pages = paginate(fleet(), "/fleet/vehicles").pages()[Symbol.asyncIterator]();
    const results = await Promise.all([pages.next(), pages.next(), pages.next(), pages.next()]);
    expect(results.map((r) => (r.done ? "done" : r.value.endCursor))).toEqual(["c1", "c2", "c3", "done"]);
    expect(server.requests.map((r) => r.query.get("after"))).toEqual([null, "c1", "c2"]);
  });

  test("return() called while a page is in flight settles after it, and nothing more is requested", async () => {
    server.script(threePages());
    const pages = paginate(fleet(), "/fleet/vehicles").pages()[Symbol.asyncIterator]();
    const first = pages.next();
    const ended = pages.return!();
    expect(await first).toMatchObject({ done: false, value: { endCursor: "c1" } });
    expect(await ended).toEqual({ value: undefined, done: true });
    expect(await pages.next()).toEqual({ value: undefined, done: true });
    expect(server.requests).toHaveLength(1);
  });

  test("a break out of for await ends the walk: no further request", async () => {
    server.script(threePages());
    const list = paginate(fleet(), "/fleet/vehicles").pages();
    const iterator = list[Symbol.asyncIterator]();
    for await (const p of { [Symbol.asyncIterator]: () => iterator }) {
      expect(p.endCursor).toBe("c1");
      break;
    }
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(server.requests).toHaveLength(1);
  });

  test("after an error the walk is done: the calls queued behind it and later ones request nothing", async () => {
    server.script(pagedList([page(vehicles(1), "c1", true), { body: { data: [1], pagination: {} } }]));
    const pages = paginate(fleet(), "/fleet/vehicles").pages()[Symbol.asyncIterator]();
    const [first, second, third] = await Promise.allSettled([pages.next(), pages.next(), pages.next()]);
    expect(first).toMatchObject({ status: "fulfilled", value: { done: false } });
    expect(second).toMatchObject({ status: "rejected", reason: expect.any(PaginationError) });
    expect((second as PromiseRejectedResult).reason.message).toContain("/data/0 must be an object");
    expect(third).toEqual({ status: "fulfilled", value: { value: undefined, done: true } });
    expect(await pages.next()).toEqual({ value: undefined, done: true });
    expect(server.requests).toHaveLength(2);
  });

  test("each call of pages() walks from the first page again, independently", async () => {
    server.script(threePages());
    const list = paginate(fleet(), "/fleet/vehicles");
    const a = list.pages()[Symbol.asyncIterator]();
    const b = list.pages()[Symbol.asyncIterator]();
    expect((await a.next()).value?.endCursor).toBe("c1");
    expect((await a.next()).value?.endCursor).toBe("c2");
    expect((await b.next()).value?.endCursor).toBe("c1");
    expect(server.requests.map((r) => r.query.get("after"))).toEqual([null, "c1", null]);
  });
});

describe("the envelope check, read once per property", () => {
  test.each([
    ["a body that is not an object", [1, 2], "the body is not a JSON object"],
    [
      "items that are not an array",
      { data: {}, pagination: { endCursor: "c1", hasNextPage: false } },
      "/data must be an array",
    ],
    [
      "an item that is an array, after good ones",
      { data: [{ id: "a" }, { id: "b" }, []], pagination: { endCursor: "c1", hasNextPage: false } },
      "/data/2 must be an object",
    ],
    [
      "an item that is null",
      { data: [null], pagination: { endCursor: "c1", hasNextPage: false } },
      "/data/0 must be an object",
    ],
    ["no pagination", { data: [] }, "/pagination must be an object"],
    [
      "an endCursor that is not a string",
      { data: [], pagination: { endCursor: 1, hasNextPage: false } },
      "/pagination/endCursor must be a string",
    ],
    [
      "a hasNextPage that is not a boolean",
      { data: [], pagination: { endCursor: "c1", hasNextPage: "no" } },
      "/pagination/hasNextPage must be a boolean",
    ],
  ])("%s is refused whole, with the pointer to fix", async (_, body, problem) => {
    server.script([{ body }]);
    const error = await paginate(fleet(), "/fleet/vehicles")
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect((error as Error).message).toContain(`the response is not a list envelope`);
    expect((error as Error).message).toContain(problem);
  });

  test("a page of good items is handed out as the server sent it", async () => {
    server.script([page([{ id: "a", extra: [1] }, { id: "b" }], "c1", false)]);
    const pages = [];
    for await (const p of paginate(fleet(), "/fleet/vehicles").pages()) pages.push(p);
    expect(pages).toEqual([{ data: [{ id: "a", extra: [1] }, { id: "b" }], endCursor: "c1", hasNextPage: false }]);
  });
});
