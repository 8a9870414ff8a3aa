import { describe, expect, test } from "vitest";
import { pageItems } from "../../runtime/page-items.js";

/** Pages as an async generator, recording how many were fetched and whether its cleanup ran. */
function source(pages: number[][], failAt?: number) {
  const log = { fetched: 0, cleanedUp: false };
  async function* generate() {
    try {
      for (const [i, data] of pages.entries()) {
        await new Promise((resolve) => setImmediate(resolve)); // a page takes a turn of the event loop, like a request
        if (i === failAt) throw new Error(`page ${i + 1} failed`);
        log.fetched++;
        yield { data };
      }
    } finally {
      log.cleanedUp = true;
    }
  }
  return { iterator: generate(), log };
}

/** How many promise turns pass before `promise` settles. */
async function turnsUntil(promise: Promise<unknown>): Promise<number> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  let turns = 0;
  while (!settled) {
    await null;
    turns++;
  }
  return turns;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe("pageItems: the items of pages, as the async generator it replaces", () => {
  test("every item once, in order, across short and empty pages", async () => {
    const { iterator } = source([[1, 2], [], [3], [], [4, 5, 6]]);
    expect(await collect(pageItems(iterator))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test("fetches nothing until the first next(), then one page per page consumed", async () => {
    const { iterator, log } = source([[1, 2], [3], [4]]);
    const items = pageItems(iterator);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.fetched).toBe(0);
    expect(await items.next()).toEqual({ value: 1, done: false });
    expect(await items.next()).toEqual({ value: 2, done: false });
    expect(log.fetched).toBe(1);
    expect(await items.next()).toEqual({ value: 3, done: false });
    expect(log.fetched).toBe(2);
  });

  test("calls to next() made before the previous one settled are answered in order, none skipped", async () => {
    const { iterator, log } = source([[1, 2], [3], [4, 5]]);
    const items = pageItems(iterator);
    const results = await Promise.all(Array.from({ length: 7 }, () => items.next()));
    expect(results.map((r) => (r.done ? "done" : r.value))).toEqual([1, 2, 3, 4, 5, "done", "done"]);
    expect(log.fetched).toBe(3);
  });

  test("an error from the pages is thrown once, then the iteration is over", async () => {
    const { iterator } = source([[1], [2], [3]], 1);
    const items = pageItems(iterator);
    expect(await items.next()).toEqual({ value: 1, done: false });
    await expect(items.next()).rejects.toThrow("page 2 failed");
    expect(await items.next()).toEqual({ value: undefined, done: true });
  });

  test("break out of for await ends the pages: their cleanup runs and no further page is fetched", async () => {
    const { iterator, log } = source([[1, 2], [3], [4]]);
    for await (const item of pageItems(iterator)) if (item === 2) break;
    expect(log).toEqual({ fetched: 1, cleanedUp: true });
  });

  test("a page's first item follows its page by two promise turns, an item in hand by one", async () => {
    // Pages that are ready at once: what is counted is pageItems' own turns (a chain of then/finally/catch per call
    // took seven).
    const pages: AsyncIterator<{ data: number[] }> = { next: async () => ({ value: { data: [1, 2] }, done: false }) };
    const items = pageItems(pages);
    expect(await turnsUntil(items.next())).toBe(2);
    expect(await turnsUntil(items.next())).toBe(1);
    expect(await turnsUntil(items.next())).toBe(2);
  });

  test("return() after the end does not touch the pages again", async () => {
    const { iterator, log } = source([[1]]);
    const items = pageItems(iterator);
    expect(await collect(items)).toEqual([1]);
    expect(await items.return!()).toEqual({ value: undefined, done: true });
    expect(log.cleanedUp).toBe(true);
  });
});
