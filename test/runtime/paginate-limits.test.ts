// Issue 13, risk 2: paginate had no page or cursor-size limit (20,000 pages of fresh cursors ran forever; 100 KB
// cursors grew memory by 600 MiB after 3,000 pages). `maxPages` and a cursor-size limit end such a list with a
// PaginationError that says what to do.
import { describe, expect, test } from "vitest";
import { createFleetClient, followFeed, paginate } from "../../generated/index.js";
import { MAX_CURSOR_LENGTH } from "../../runtime/cursor-check.js";
import { PaginationError } from "../../runtime/errors.js";
import { page, useLoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();

const fleet = () =>
  createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true, retry: false });

/** A list that never ends: every page has one item and a fresh cursor. */
const endless = () => server.script((_request, index) => page([{ id: `v${index}` }], `c${index + 1}`, true));

describe("maxPages", () => {
  test("a list with a next page after maxPages pages ends with PaginationError, after exactly maxPages requests", async () => {
    endless();
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const item of paginate(fleet(), "/fleet/vehicles", { maxPages: 25 })) seen.push(item);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ path: "/fleet/vehicles", page: 25 });
    expect((error as Error).message).toMatch(/more than maxPages \(25\) pages; raise maxPages or narrow the query/);
    expect(server.requests).toHaveLength(25);
    expect(seen).toHaveLength(25);
  });

  test("a list of exactly maxPages pages ends normally", async () => {
    server.script((_request, index) => page([{ id: `v${index}` }], index === 2 ? "" : `c${index + 1}`, index < 2));
    await expect(paginate(fleet(), "/fleet/vehicles", { maxPages: 3 }).toArray()).resolves.toHaveLength(3);
  });

  test("maxPages is not sent to the server", async () => {
    server.script([page([], "", false)]);
    await paginate(fleet(), "/fleet/vehicles", { maxPages: 3, params: { query: { limit: 5 } } }).toArray();
    expect(server.requests[0]!.url).toBe("/fleet/vehicles?limit=5");
  });

  test.each([0, -1, 2.5, Number.NaN, "10"])("maxPages %s is a RangeError when paginate is called", (maxPages) => {
    expect(() => paginate(fleet(), "/fleet/vehicles", { maxPages: maxPages as number })).toThrow(
      /maxPages must be a whole number ≥ 1 \(or Infinity\)/,
    );
  });
});

describe("cursor size", () => {
  test(`an endCursor over ${MAX_CURSOR_LENGTH} characters is a PaginationError that gives its length, not the cursor`, async () => {
    const huge = "c".repeat(100_000);
    server.script([page([{ id: "v1" }], huge, true)]);
    const error = await paginate(fleet(), "/fleet/vehicles")
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect((error as Error).message).toContain(
      `endCursor is 100000 characters long, more than the ${MAX_CURSOR_LENGTH} a cursor may have`,
    );
    expect((error as Error).message.length).toBeLessThan(500);
    expect(server.requests).toHaveLength(1);
  });

  test("a feed's oversized cursor ends followFeed the same way", async () => {
    server.script([page([{ id: "v1" }], "u".repeat(MAX_CURSOR_LENGTH + 1), false)]);
    const error = await (async () => {
      for await (const _ of followFeed(fleet(), "/fleet/vehicles/locations/feed", {
        signal: new AbortController().signal,
      }));
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect(server.requests).toHaveLength(1);
  });

  test("a repeated cursor is quoted cut short: the message stays short", async () => {
    const long = `r${"x".repeat(5000)}`;
    server.script(() => page([{ id: "v" }], long, true));
    const error = await paginate(fleet(), "/fleet/vehicles")
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect((error as Error).message).toMatch(/endCursor "rx+…" was already sent/);
    expect((error as Error).message.length).toBeLessThan(300);
  });
});
