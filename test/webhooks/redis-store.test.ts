import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createClient } from "redis";
import { WebhookConfigError } from "../../entries/webhooks.js";
import { createRedisDedupeStore, type RedisDedupeStore } from "../../entries/redis.js";
import { loadRedisModule } from "../../runtime/redis/load-redis.js";
import { freePort, startRedisServer, type RedisServer } from "./redis-server.js";

let redis: RedisServer;
const stores: RedisDedupeStore[] = [];
/** A second connection that reads the stores' keys; typed narrowly (node-redis's full type is slow to check). */
let inspector: { sendCommand(args: string[]): Promise<unknown>; close(): Promise<unknown>; isOpen: boolean };
const ask = <T>(...command: string[]) => inspector.sendCommand(command) as Promise<T>;

let prefixes = 0;
/** A store on the shared server with its own prefix, so tests never see each other's keys. */
async function store(options: Parameters<typeof createRedisDedupeStore>[1] = {}): Promise<RedisDedupeStore> {
  const created = await createRedisDedupeStore({ url: redis.url }, { prefix: `t${++prefixes}:`, ...options });
  stores.push(created);
  return created;
}

/** A connection to the shared server, closed when the test ends, and a client on it that records each command's name. */
async function countingClient() {
  const client = createClient({ url: redis.url });
  await client.connect();
  onTestFinished(() => client.close());
  const sent: string[] = [];
  const counting = {
    sendCommand(args: string[]) {
      sent.push(args[0]!);
      return client.sendCommand(args);
    },
  };
  return { client, counting, sent };
}

describe("createRedisDedupeStore against a real redis-server", () => {
  beforeAll(async () => {
    redis = await startRedisServer();
    const client = createClient({ url: redis.url });
    client.on("error", () => {});
    inspector = await client.connect();
  });

  afterAll(async () => {
    await Promise.allSettled(stores.map((store) => store.close()));
    if (inspector?.isOpen) await inspector.close();
    await redis?.stop();
  });

  it("claims a key once: new, then in_progress for every other claimant", async () => {
    const [a, b] = [await store({ prefix: "shared1:" }), await store({ prefix: "shared1:" })];
    expect([await a.claim("k", 10_000), await b.claim("k", 10_000), await a.claim("k", 10_000)]).toEqual([
      "new",
      "in_progress",
      "in_progress",
    ]);
  });

  it("gives exactly one of 50 concurrent claims of a key from 5 clients 'new'", async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => store({ prefix: "race:" })));
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => clients[i % 5]!.claim("one-key", 10_000)));
    expect(results.filter((r) => r === "new")).toHaveLength(1);
    expect(results.filter((r) => r === "in_progress")).toHaveLength(49);
  });

  it("answers done after complete, to every client, and keeps it for ttlMs", async () => {
    const [a, b] = [await store({ prefix: "done:", ttlMs: 60_000 }), await store({ prefix: "done:" })];
    await a.claim("k", 10_000);
    await a.complete("k");
    expect([await a.claim("k", 10_000), await b.claim("k", 10_000)]).toEqual(["done", "done"]);
    const ttl = await ask<number>("PTTL", "done:k");
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("keeps done keys 24 h by default", async () => {
    const s = await store({ prefix: "day:" });
    await s.claim("k", 10_000);
    await s.complete("k");
    expect(await ask<number>("PTTL", "day:k")).toBeGreaterThan(24 * 60 * 60 * 1000 - 60_000);
  });

  it("frees a released key, so the next claim is new again", async () => {
    const [a, b] = [await store({ prefix: "rel:" }), await store({ prefix: "rel:" })];
    await a.claim("k", 10_000);
    await a.release("k");
    expect(await b.claim("k", 10_000)).toBe("new");
  });

  it("frees a claim whose lease expired (a receiver that died)", async () => {
    const [a, b] = [await store({ prefix: "lease:" }), await store({ prefix: "lease:" })];
    await a.claim("k", 50);
    expect(await ask<number>("PTTL", "lease:k")).toBeLessThanOrEqual(50);
    // Polled, not slept: Redis expires the key on its own clock.
    let result = await b.claim("k", 10_000);
    while (result === "in_progress") result = await b.claim("k", 10_000);
    expect(result).toBe("new");
  });

  it("release does not delete a claim another receiver took after this one's lease expired", async () => {
    const [a, b, c] = [
      await store({ prefix: "steal:" }),
      await store({ prefix: "steal:" }),
      await store({ prefix: "steal:" }),
    ];
    await a.claim("k", 30);
    let taken = await b.claim("k", 10_000);
    while (taken === "in_progress") taken = await b.claim("k", 10_000);
    await a.release("k");
    expect(await c.claim("k", 10_000)).toBe("in_progress");
  });

  it("release does not undo a done key", async () => {
    const [a, b] = [await store({ prefix: "keep:" }), await store({ prefix: "keep:" })];
    await a.claim("k", 30);
    let taken = await b.claim("k", 10_000);
    while (taken === "in_progress") taken = await b.claim("k", 10_000);
    await b.complete("k");
    await a.release("k");
    expect(await a.claim("k", 10_000)).toBe("done");
  });

  it("lengthens a claim to leaseMs when the handler asks for less", async () => {
    const s = await store({ prefix: "minlease:", leaseMs: 60_000 });
    await s.claim("k", 100);
    expect(await ask<number>("PTTL", "minlease:k")).toBeGreaterThan(50_000);
  });

  it("refuses a claim token that is not a string of 1 to 200 characters", async () => {
    const s = await store({ prefix: "token:" });
    for (const token of ["", "x".repeat(201), 7]) {
      await expect(s.claim("k", 10_000, token as never)).rejects.toBeInstanceOf(WebhookConfigError);
    }
    expect(await ask("EXISTS", "token:k")).toBe(0);
  });

  it("writes under the prefix only: the notification's key and the store's marker", async () => {
    const s = await store({ prefix: "only-here:" });
    await s.claim("event:abc", 10_000);
    expect((await ask<string[]>("KEYS", "only-here:*")).sort()).toEqual(["only-here:epoch", "only-here:event:abc"]);
  });

  it("uses a connected client passed in, and leaves it open on close()", async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const s = await createRedisDedupeStore({ client }, { prefix: "given:" });
      expect(await s.claim("k", 10_000)).toBe("new");
      await s.close();
      expect([client.isOpen, await client.sendCommand(["GET", "given:k"])]).toEqual([
        true,
        expect.stringMatching(/^claim:/),
      ]);
    } finally {
      await client.close();
    }
  });

  it("answers every claim, new, in progress or done, with one command (one round trip)", async () => {
    const { counting, sent } = await countingClient();
    const [a, b] = [
      await createRedisDedupeStore({ client: counting }, { prefix: "trips:" }),
      await createRedisDedupeStore({ client: counting }, { prefix: "trips:" }),
    ];
    const answers = [await a.claim("k", 10_000), await b.claim("k", 10_000)];
    await a.complete("k");
    sent.length = 0;
    answers.push(await b.claim("k", 10_000));
    expect([answers, sent]).toEqual([["new", "in_progress", "done"], ["EVALSHA"]]);
  });

  it("sends its scripts by digest, and their source once to a Redis that does not have them (after SCRIPT FLUSH)", async () => {
    const { client, counting, sent } = await countingClient();
    const s = await createRedisDedupeStore({ client: counting }, { prefix: "flush:" });
    await client.sendCommand(["SCRIPT", "FLUSH"]);
    sent.length = 0;
    const answers = [await s.claim("a", 10_000), await s.claim("b", 10_000), await s.claim("a", 10_000)];
    await s.release("b");
    expect(answers).toEqual(["new", "new", "in_progress"]);
    expect(sent).toEqual(["EVALSHA", "EVAL", "EVALSHA", "EVALSHA", "EVALSHA", "EVAL"]);
    expect(await ask("EXISTS", "flush:b")).toBe(0);
  });

  it("rejects commands at once while Redis is unreachable, instead of queueing them", async () => {
    const own = await startRedisServer();
    const s = await createRedisDedupeStore({ url: own.url }, { commandTimeoutMs: 600_000 });
    try {
      await own.stop();
      // Not the 10-minute command timeout: node-redis's own offline error, at once.
      const error = await s.claim("k", 10_000).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).not.toMatch(/commandTimeoutMs/);
    } finally {
      await s.close().catch(() => {});
    }
  });

  it("fails a command Redis does not answer within commandTimeoutMs (a stalled server)", async () => {
    const own = await startRedisServer();
    const s = await createRedisDedupeStore({ url: own.url }, { commandTimeoutMs: 200 });
    try {
      process.kill(own.pid, "SIGSTOP");
      await expect(s.claim("k", 10_000)).rejects.toThrow(
        "Redis did not answer the claim within commandTimeoutMs (200 ms).",
      );
    } finally {
      process.kill(own.pid, "SIGCONT");
      await s.close().catch(() => {});
      await own.stop();
    }
  });
});

describe("createRedisDedupeStore: configuration errors", () => {
  it.each([
    ["neither url nor client", {}, /exactly one of/],
    [
      "both url and client",
      { url: "redis://127.0.0.1:1", client: { sendCommand: async () => null } },
      /exactly one of/,
    ],
    ["a url that is not redis://", { url: "http://127.0.0.1:6379" }, /redis:\/\//],
    ["a client without sendCommand", { client: {} }, /node-redis client/],
  ])("refuses %s", async (_name, connection, message) => {
    await expect(createRedisDedupeStore(connection as never)).rejects.toThrow(message);
    await expect(createRedisDedupeStore(connection as never)).rejects.toBeInstanceOf(WebhookConfigError);
  });

  it.each([
    ["ttlMs 0", { ttlMs: 0 }],
    ["leaseMs 1.5", { leaseMs: 1.5 }],
    ["commandTimeoutMs 2^31", { commandTimeoutMs: 2 ** 31 }],
    ["a prefix that is not a string", { prefix: 7 }],
    ["whenStateLost that is neither refuse nor continue", { whenStateLost: "ignore" }],
    ["onStateLost that is not a function", { onStateLost: "log" }],
  ])("refuses %s", async (_name, options) => {
    await expect(
      createRedisDedupeStore({ client: { sendCommand: async () => null } }, options as never),
    ).rejects.toBeInstanceOf(WebhookConfigError);
  });

  it("says where it could not connect, without the password", async () => {
    const url = `redis://:hunter2@127.0.0.1:${await freePort()}`;
    const error = await createRedisDedupeStore({ url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookConfigError);
    expect((error as Error).message).toMatch(/Could not connect to Redis at redis:\/\/127\.0\.0\.1:\d+/);
    expect((error as Error).message).not.toContain("hunter2");
  });

  it("names npm install redis when the package is missing", async () => {
    const error = await loadRedisModule("redis-package-that-is-not-installed").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookConfigError);
    expect((error as Error).message).toContain("npm install redis-package-that-is-not-installed");
  });
});
