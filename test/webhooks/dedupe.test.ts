import { describe, expect, it } from "vitest";
import { WebhookConfigError, createMemoryDedupeStore } from "../../entries/webhooks.js";

function clock(start = 0) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe("createMemoryDedupeStore: the claim protocol", () => {
  it("claims a key once: new, then in_progress while it is held", () => {
    const store = createMemoryDedupeStore();
    expect([store.claim("a", 1000), store.claim("a", 1000), store.claim("b", 1000)]).toEqual([
      "new",
      "in_progress",
      "new",
    ]);
  });

  it("answers done after complete", () => {
    const store = createMemoryDedupeStore();
    store.claim("a", 1000);
    store.complete("a");
    expect(store.claim("a", 1000)).toBe("done");
  });

  it("frees a released key, so a retry is new again", () => {
    const store = createMemoryDedupeStore();
    store.claim("a", 1000);
    store.release("a");
    expect(store.claim("a", 1000)).toBe("new");
  });

  it("frees a claim once its lease has passed, not before", () => {
    const time = clock();
    const store = createMemoryDedupeStore({ now: time.now });
    store.claim("a", 1000);
    time.advance(999);
    expect(store.claim("a", 1000)).toBe("in_progress");
    time.advance(1);
    expect(store.claim("a", 1000)).toBe("new");
  });

  it("does not let release undo a done key", () => {
    const store = createMemoryDedupeStore();
    store.claim("a", 1000);
    store.complete("a");
    store.release("a");
    expect(store.claim("a", 1000)).toBe("done");
  });

  it("forgets a done key once ttlMs has passed, not before", () => {
    const time = clock();
    const store = createMemoryDedupeStore({ ttlMs: 1000, now: time.now });
    store.claim("a", 10);
    store.complete("a");
    time.advance(999);
    expect(store.size).toBe(1);
    time.advance(1);
    expect(store.size).toBe(0);
    expect(store.claim("a", 10)).toBe("new");
  });

  it("evicts the oldest key beyond maxEntries", () => {
    const store = createMemoryDedupeStore({ maxEntries: 2 });
    for (const key of ["a", "b", "c"]) {
      store.claim(key, 1000);
      store.complete(key);
    }
    expect([store.size, store.claim("a", 1000), store.claim("c", 1000)]).toEqual([2, "new", "done"]);
  });

  it("stays bounded under many keys", () => {
    const store = createMemoryDedupeStore({ maxEntries: 100 });
    for (let i = 0; i < 10_000; i++) store.claim(`k${i}`, 60_000);
    expect(store.size).toBe(100);
    expect([store.claim("k9999", 1000), store.claim("k0", 1000)]).toEqual(["in_progress", "new"]);
  });

  it("clear() forgets everything", () => {
    const store = createMemoryDedupeStore();
    store.claim("a", 1000);
    store.clear();
    expect(store.claim("a", 1000)).toBe("new");
  });
});

describe("createMemoryDedupeStore: bad options", () => {
  it.each([
    ["maxEntries 0", { maxEntries: 0 }],
    ["maxEntries 1.5", { maxEntries: 1.5 }],
    ["ttlMs -1", { ttlMs: -1 }],
    ["ttlMs NaN", { ttlMs: Number.NaN }],
    ["now that is not a function", { now: 5 }],
  ])("refuses %s", (_name, options) => {
    expect(() => createMemoryDedupeStore(options as never)).toThrow(WebhookConfigError);
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses a claim with leaseMs %s", (leaseMs) => {
    expect(() => createMemoryDedupeStore().claim("a", leaseMs)).toThrow(/leaseMs must be a positive integer/);
  });
});
