import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "redis";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  createRedisDedupeStore,
  RedisStateLostError,
  type RedisDedupeStore,
  type RedisDedupeStoreOptions,
} from "../../entries/redis.js";
import { WebhookHandlerError } from "../../entries/webhooks.js";
import { deliverLoad, startReceivers, type LoadOptions } from "./redis-load.js";
import { startRedisServer, type RedisServer } from "./redis-server.js";

// Issue 23, defect 3: Redis killed and restarted mid-load. With an append-only file it comes back with every write
// and nothing runs twice; without persistence it comes back empty, and the stores must notice instead of running
// callbacks a second time.

async function redisServer(appendonly: boolean): Promise<RedisServer> {
  const server = await startRedisServer({ appendonly });
  onTestFinished(() => server.stop());
  return server;
}

async function store(redis: RedisServer, options: RedisDedupeStoreOptions): Promise<RedisDedupeStore> {
  const created = await createRedisDedupeStore({ url: redis.url }, { prefix: "p:", ...options });
  onTestFinished(() => created.close().catch(() => {}));
  return created;
}

/** Claims until Redis answers (the store reconnects after a restart), at most 5 s; the answer or the last error. */
async function claimOnceBack(s: RedisDedupeStore, key: string): Promise<unknown> {
  const until = Date.now() + 5000;
  for (;;) {
    try {
      return await s.claim(key, 60_000);
    } catch (error) {
      if (error instanceof RedisStateLostError || Date.now() > until) return error;
      await sleep(50);
    }
  }
}

/** 60 events × 3 copies over 100 ms, each copy with 5 attempts about 3 s apart in all; the fault once 20 have run. */
const load = (redis: RedisServer): LoadOptions => ({
  events: 60,
  copies: 3,
  batch: 20,
  gapMs: 50,
  backoff: { baseMs: 200, factor: 2, maxMs: 1600 },
  fault: {
    afterRuns: 20,
    run: async () => {
      await redis.kill();
      await redis.restart();
    },
  },
});

const storeFailures = (errors: unknown[]) =>
  errors.filter((e) => e instanceof WebhookHandlerError && e.code === "dedupe_store_failed");

describe("Redis killed and restarted mid-load (issue 23, defect 3)", () => {
  it("with an append-only file: every event runs exactly once, and no loss is reported", async () => {
    const redis = await redisServer(true);
    const lost: RedisStateLostError[] = [];
    const receivers = await startReceivers(redis.url, {
      callbackTimeoutMs: 10_000,
      store: { prefix: "aof:", commandTimeoutMs: 500, onStateLost: (error) => lost.push(error) },
    });
    onTestFinished(() => receivers.close());
    const result = await deliverLoad(receivers, "aof", load(redis));
    // The kill really hit deliveries in flight.
    expect(storeFailures(receivers.errors).length).toBeGreaterThan(0);
    expect({ lost: result.lost, runTwice: result.runTwice, undelivered: result.undelivered, reported: lost }).toEqual({
      lost: 0,
      runTwice: 0,
      undelivered: 0,
      reported: [],
    });
  }, 60_000);

  it("without persistence: every store finds the loss and refuses, so no event runs twice", async () => {
    const redis = await redisServer(false);
    const lost: RedisStateLostError[] = [];
    const receivers = await startReceivers(redis.url, {
      callbackTimeoutMs: 10_000,
      store: { prefix: "empty:", commandTimeoutMs: 500, onStateLost: (error) => lost.push(error) },
    });
    onTestFinished(() => receivers.close());
    // Refused deliveries use all 5 attempts: a shorter schedule keeps the test short.
    const result = await deliverLoad(receivers, "empty", {
      ...load(redis),
      backoff: { baseMs: 100, factor: 2, maxMs: 800 },
    });
    expect(result.runTwice).toBe(0);
    // Told once per store, and every refused delivery was answered 500 with the loss as its cause (none silent).
    expect(lost.map((error) => error.code)).toEqual(["state_lost", "state_lost", "state_lost"]);
    const refused = storeFailures(receivers.errors).filter((e) => (e as Error).cause instanceof RedisStateLostError);
    expect(refused.length).toBeGreaterThan(0);
    // Events not processed before the kill are refused, not run unguarded: each is counted as lost here.
    expect(result.lost).toBe(60 - receivers.runs.size);
  }, 60_000);

  it('whenStateLost "continue": tells onStateLost once and goes on with Redis as it is now', async () => {
    const redis = await redisServer(false);
    const told: RedisStateLostError[] = [];
    const s = await store(redis, { whenStateLost: "continue", onStateLost: (error) => told.push(error) });
    expect(await s.claim("a", 60_000)).toBe("new");
    await s.complete("a");
    await redis.kill();
    await redis.restart();
    expect(await claimOnceBack(s, "b")).toBe("new");
    // What was done before the loss is forgotten: that is the risk "continue" takes.
    expect([await s.claim("a", 60_000), await s.claim("b", 60_000)]).toEqual(["new", "in_progress"]);
    expect(told.map((error) => [error.name, error.code, error.markerKey])).toEqual([
      ["RedisStateLostError", "state_lost", "p:epoch"],
    ]);
    expect(told[0]!.message).toMatch(/marker key p:epoch is gone/);
  });

  it("a Redis back from an older snapshot (RDB) is found by its write count: the store refuses", async () => {
    const redis = await redisServer(false);
    const told: RedisStateLostError[] = [];
    const s = await store(redis, { onStateLost: (error) => told.push(error) });
    await s.claim("a", 60_000);
    await s.complete("a");
    const admin = createClient({ url: redis.url });
    await admin.connect();
    await admin.sendCommand(["SAVE"]);
    await admin.close();
    await s.claim("b", 60_000);
    await s.complete("b");
    await redis.kill();
    await redis.restart();
    // The snapshot holds the marker and "a", but not "b": without the count, "b" would run again.
    const error = await claimOnceBack(s, "b");
    expect(error).toBeInstanceOf(RedisStateLostError);
    expect((error as RedisStateLostError).code).toBe("state_rolled_back");
    expect((error as Error).message).toMatch(/counts 2 writes, fewer than the 4 this store has seen/);
    // From now on every claim is refused at once, and onStateLost was told once.
    await expect(s.claim("c", 60_000)).rejects.toBe(error);
    expect(told).toEqual([error]);
    // Until the application decides to go on with Redis as it is.
    await s.resume();
    expect([await s.claim("c", 60_000), await s.claim("a", 60_000)]).toEqual(["new", "done"]);
  });

  it("a store created on a Redis that already lost its data cannot know it: it starts a new marker", async () => {
    const redis = await redisServer(false);
    const first = await store(redis, {});
    await first.claim("a", 60_000);
    await first.complete("a");
    await redis.kill();
    await redis.restart();
    // A receiver started after the loss (a deploy) begins anew; one that was running finds the loss.
    const second = await store(redis, {});
    expect(await second.claim("a", 60_000)).toBe("new");
    const error = await claimOnceBack(first, "z");
    expect(error).toMatchObject({ code: "state_lost" });
    expect((error as Error).message).toMatch(/was created anew by another store/);
  });
});
