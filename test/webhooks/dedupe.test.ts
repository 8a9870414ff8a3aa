import { describe, expect, it } from "vitest";
import { WebhookConfigError, createMemoryDedupeStore } from "../../runtime/webhooks/index.js";

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe("createMemoryDedupeStore", () => {
  it("remembers an added key and not others", () => {
    const store = createMemoryDedupeStore();
    store.add("a");
    expect([store.has("a"), store.has("b")]).toEqual([true, false]);
  });

  it("forgets a key once ttlMs has passed, not before", () => {
    const time = clock();
    const store = createMemoryDedupeStore({ ttlMs: 1000, now: time.now });
    store.add("a");
    time.advance(999);
    expect(store.has("a")).toBe(true);
    time.advance(1);
    expect(store.has("a")).toBe(false);
    expect(store.size).toBe(0);
  });

  it("evicts the oldest key beyond maxEntries", () => {
    const store = createMemoryDedupeStore({ maxEntries: 2 });
    store.add("a");
    store.add("b");
    store.add("c");
    expect([store.has("a"), store.has("b"), store.has("c"), store.size]).toEqual([false, true, true, 2]);
  });

  it("renews a key added again, so it is evicted last", () => {
    const time = clock();
    const store = createMemoryDedupeStore({ maxEntries: 2, ttlMs: 1000, now: time.now });
    store.add("a");
    store.add("b");
    time.advance(500);
    store.add("a");
    store.add("c");
    expect([store.has("a"), store.has("b"), store.has("c")]).toEqual([true, false, true]);
    time.advance(600);
    expect(store.has("a")).toBe(true); // renewed at 500, so it lives until 1500
  });

  it("stays bounded under many keys", () => {
    const store = createMemoryDedupeStore({ maxEntries: 100 });
    for (let i = 0; i < 10_000; i++) store.add(`k${i}`);
    expect(store.size).toBe(100);
    expect(store.has("k9999") && !store.has("k0")).toBe(true);
  });

  it("clear() forgets everything", () => {
    const store = createMemoryDedupeStore();
    store.add("a");
    store.clear();
    expect(store.has("a")).toBe(false);
  });

  it.each([
    ["maxEntries 0", { maxEntries: 0 }],
    ["maxEntries 1.5", { maxEntries: 1.5 }],
    ["ttlMs -1", { ttlMs: -1 }],
    ["ttlMs NaN", { ttlMs: Number.NaN }],
  ])("refuses %s", (_name, options) => {
    expect(() => createMemoryDedupeStore(options)).toThrow(WebhookConfigError);
  });
});
