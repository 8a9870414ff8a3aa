// Issue 34 item 15: a Redis that may evict keys forgets which notifications were processed. The dedupe store and the
// queue worker read `maxmemory-policy` when they start, on real redis-servers started with each policy, and refuse
// anything but noeviction (or warn, when asked to or when the policy cannot be read).
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createRedisDedupeStore, RedisEvictionPolicyError } from "../../entries/redis.js";
import {
  createWebhookQueue,
  RedisEvictionPolicyError as QueueEvictionPolicyError,
  startWebhookWorker,
} from "../../entries/queue.js";
import { WebhookConfigError } from "../../entries/webhooks.js";
import { startRedisServer, type RedisServer } from "./redis-server.js";

const servers: RedisServer[] = [];

async function server(args: string[]): Promise<RedisServer> {
  const started = await startRedisServer({ args });
  servers.push(started);
  return started;
}

let lru: RedisServer;
let volatile: RedisServer;
let noeviction: RedisServer;

beforeAll(async () => {
  [lru, volatile, noeviction] = await Promise.all([
    server(["--maxmemory-policy", "allkeys-lru"]),
    server(["--maxmemory-policy", "volatile-lru"]),
    server(["--maxmemory-policy", "noeviction"]),
  ]);
});

afterAll(async () => {
  await Promise.allSettled(servers.map((s) => s.stop()));
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    (value) => value,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error("expected a rejection");
  return error;
}

describe("createRedisDedupeStore checks maxmemory-policy when it starts", () => {
  it("refuses allkeys-lru with a typed error naming the policy and the fix", async () => {
    const error = await rejection(createRedisDedupeStore({ url: lru.url }));
    expect(error).toBeInstanceOf(RedisEvictionPolicyError);
    expect(error).toMatchObject({ code: "eviction_policy", policy: "allkeys-lru" });
    expect(error.message).toMatch(/maxmemory-policy is allkeys-lru/);
    expect(error.message).toMatch(/CONFIG SET maxmemory-policy noeviction/);
    expect(error.message).toMatch(/evictionPolicy: "warn"/);
  });

  it("refuses volatile-lru too: every processed notification's key has a TTL, so those are what it evicts", async () => {
    const error = await rejection(createRedisDedupeStore({ url: volatile.url }));
    expect(error).toMatchObject({ code: "eviction_policy", policy: "volatile-lru" });
  });

  it("starts on noeviction, without a warning", async () => {
    const warnings: Error[] = [];
    const store = await createRedisDedupeStore({ url: noeviction.url }, { onWarning: (w) => void warnings.push(w) });
    onTestFinished(() => store.close());
    expect(await store.claim("k", 10_000)).toBe("new");
    expect(warnings).toEqual([]);
  });

  it('with evictionPolicy "warn", starts on allkeys-lru and hands the same error to onWarning', async () => {
    const warnings: RedisEvictionPolicyError[] = [];
    const store = await createRedisDedupeStore(
      { url: lru.url },
      { evictionPolicy: "warn", onWarning: (w) => void warnings.push(w) },
    );
    onTestFinished(() => store.close());
    expect(await store.claim("k", 10_000)).toBe("new");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: "eviction_policy", policy: "allkeys-lru" });
    expect(warnings[0]!.message).not.toMatch(/evictionPolicy: "warn"/);
  });

  it("reads the policy from INFO where CONFIG is renamed (as on managed Redis), and still refuses allkeys-lru", async () => {
    const hidden = await server(["--maxmemory-policy", "allkeys-lru", "--rename-command", "CONFIG", ""]);
    const error = await rejection(createRedisDedupeStore({ url: hidden.url }));
    expect(error).toMatchObject({ code: "eviction_policy", policy: "allkeys-lru" });
  });

  it("where neither CONFIG nor INFO answers, says so in a warning and starts", async () => {
    const hidden = await server([
      "--maxmemory-policy",
      "allkeys-lru",
      "--rename-command",
      "CONFIG",
      "",
      "--rename-command",
      "INFO",
      "",
    ]);
    const warnings: RedisEvictionPolicyError[] = [];
    const store = await createRedisDedupeStore({ url: hidden.url }, { onWarning: (w) => void warnings.push(w) });
    onTestFinished(() => store.close());
    expect(await store.claim("k", 10_000)).toBe("new");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: "eviction_policy_unknown", policy: undefined });
    expect(warnings[0]!.message).toMatch(
      /could not read Redis's maxmemory-policy: CONFIG GET failed \(.*unknown command/,
    );
    expect(warnings[0]!.message).toMatch(/Make sure it is noeviction/);
  });

  it("refuses an evictionPolicy or onWarning it does not know, before connecting", async () => {
    const client = { sendCommand: async () => null };
    for (const options of [{ evictionPolicy: "ignore" }, { onWarning: "log" }]) {
      const error = await rejection(createRedisDedupeStore({ client }, options as never));
      expect(error).toBeInstanceOf(WebhookConfigError);
    }
  });
});

describe("startWebhookWorker and createWebhookQueue check the queue's Redis", () => {
  it("refuses allkeys-lru with the same typed error (one class for fleetkit/redis and fleetkit/queue)", async () => {
    expect(QueueEvictionPolicyError).toBe(RedisEvictionPolicyError);
    const error = await rejection(startWebhookWorker({ url: lru.url }, { name: `eviction-${process.pid}` }));
    expect(error).toBeInstanceOf(RedisEvictionPolicyError);
    expect(error).toMatchObject({ code: "eviction_policy", policy: "allkeys-lru" });
    expect(error.message).toMatch(/startWebhookWorker/);
  });

  it('starts on noeviction, and with evictionPolicy "warn" on allkeys-lru', async () => {
    const warnings: RedisEvictionPolicyError[] = [];
    const quiet = await startWebhookWorker({ url: noeviction.url }, { onWarning: (w) => void warnings.push(w) });
    await quiet.close();
    expect(warnings).toEqual([]);
    const warned = await startWebhookWorker(
      { url: lru.url },
      { evictionPolicy: "warn", onWarning: (w) => void warnings.push(w) },
    );
    await warned.close();
    expect(warnings.map((w) => [w.code, w.policy])).toEqual([["eviction_policy", "allkeys-lru"]]);
  });

  it("createWebhookQueue refuses allkeys-lru (acknowledged jobs could be evicted) and starts on noeviction", async () => {
    const error = await rejection(createWebhookQueue({ url: lru.url }, { name: `eviction-q-${process.pid}` }));
    expect(error).toMatchObject({ code: "eviction_policy", policy: "allkeys-lru" });
    expect(error.message).toMatch(/acknowledged notifications would be lost/);
    const queue = await createWebhookQueue({ url: noeviction.url }, { name: `eviction-q-${process.pid}` });
    await queue.close();
  });
});
