import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createRedisDedupeStore, type RedisDedupeStore } from "../../entries/redis.js";
import { createAlert, deliverWebhook } from "../../entries/webhooks.js";
import { SECRET } from "./helpers.js";
import { deliverLoad, startReceivers } from "./redis-load.js";
import { startRedisServer, type RedisServer } from "./redis-server.js";

// Issue 23, defect 2: a claim that times out on the client while Redis is stalled still runs when Redis wakes. The
// stall is SIGSTOP/SIGCONT of the redis-server process (DEBUG SLEEP is off by default in Redis 7).
const COMMAND_TIMEOUT_MS = 250;

let redis: RedisServer;
let stopped = false;
const stores: RedisDedupeStore[] = [];

/** Pauses redis-server for `ms`; connections stay open and commands wait in their sockets, as in a long GC or fork. */
async function stall(ms: number): Promise<void> {
  process.kill(redis.pid, "SIGSTOP");
  stopped = true;
  try {
    await sleep(ms);
  } finally {
    process.kill(redis.pid, "SIGCONT");
    stopped = false;
  }
}

let prefixes = 0;
async function store(prefix = `stall${++prefixes}:`): Promise<RedisDedupeStore> {
  const created = await createRedisDedupeStore({ url: redis.url }, { prefix, commandTimeoutMs: COMMAND_TIMEOUT_MS });
  stores.push(created);
  return created;
}

/** Claims until the answer is not in_progress, at most `withinMs`; the last answer. */
async function claimUntilFree(s: RedisDedupeStore, key: string, withinMs: number, token?: string) {
  const until = Date.now() + withinMs;
  let answer = await s.claim(key, 60_000, token);
  while (answer === "in_progress" && Date.now() < until) {
    await sleep(20);
    answer = await s.claim(key, 60_000, token);
  }
  return answer;
}

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  if (stopped) process.kill(redis.pid, "SIGCONT");
  await Promise.allSettled(stores.map((s) => s.close()));
  await redis?.stop();
});

describe("a claim whose outcome is unknown (issue 23, defect 2)", () => {
  it("a claim that timed out during a stall does not hold the key once Redis wakes: the next claim is new", async () => {
    const [a, b] = [await store("wake:"), await store("wake:")];
    // Redis has the claim script by now (else the late EVALSHA would find nothing to run: NOSCRIPT).
    expect(await a.claim("warm", 60_000)).toBe("new");
    process.kill(redis.pid, "SIGSTOP");
    stopped = true;
    const timedOut = a.claim("k", 60_000).catch((error: unknown) => error);
    await expect(timedOut).resolves.toMatchObject({ message: expect.stringMatching(/did not answer the claim/) });
    process.kill(redis.pid, "SIGCONT");
    stopped = false;
    // The late claim did run when Redis woke; the store's own release, sent after it on the same connection, undid it.
    expect(await claimUntilFree(b, "k", 1000)).toBe("new");
  });

  it("a release from a claimant whose lease expired does not free the newer claim, in the same store too", async () => {
    const [s, other] = [await store("fence:"), await store("fence:")];
    expect(await s.claim("k", 30, "first")).toBe("new");
    expect(await claimUntilFree(s, "k", 2000, "second")).toBe("new");
    await s.release("k", "first");
    expect(await other.claim("k", 60_000)).toBe("in_progress");
    await s.release("k", "second");
    expect(await other.claim("k", 60_000)).toBe("new");
  });

  it("a complete from a claimant whose lease expired marks the notification done; the newer claim's release keeps it", async () => {
    const [s, other] = [await store("late-done:"), await store("late-done:")];
    expect(await s.claim("k", 30, "first")).toBe("new");
    expect(await claimUntilFree(other, "k", 2000, "second")).toBe("new");
    // The first callback did succeed: "done" is true whoever holds the key, and keeps later copies from running it.
    await s.complete("k", "first");
    await other.release("k", "second");
    expect(await other.claim("k", 60_000)).toBe("done");
  });

  it("a delivery whose first attempts meet a stalled Redis is processed by a later attempt of the 5, once", async () => {
    const receivers = await startReceivers(redis.url, {
      count: 1,
      callbackTimeoutMs: 3000,
      store: { prefix: "one:", commandTimeoutMs: COMMAND_TIMEOUT_MS },
    });
    onTestFinished(() => receivers.close());
    const notification = createAlert({ eventId: "stalled-1" });
    // Redis has the claim script by now, as it would after the first delivery (else the late EVALSHA finds nothing).
    expect(await receivers.stores[0]!.claim("warm-up", 1000)).toBe("new");
    // Redis sleeps through the first two attempts (each claim times out after 250 ms: 500) and wakes as the second
    // ends; their claims then run. The lease (5 s) outlasts the rest of the schedule (200, 400 and 800 ms between
    // attempts), so a claim left behind would answer 409 to every later attempt.
    const wake = () => {
      if (stopped) process.kill(redis.pid, "SIGCONT");
      stopped = false;
    };
    process.kill(redis.pid, "SIGSTOP");
    stopped = true;
    const report = await deliverWebhook({
      url: receivers.urls[0]!,
      allowInsecureLoopback: true,
      secret: SECRET,
      notification,
      backoff: { baseMs: 100, factor: 2, maxMs: 1600 },
      onAttempt: ({ attempt }) => {
        if (attempt === 2) wake();
      },
    }).finally(wake);
    expect({
      delivered: report.delivered,
      runs: receivers.runs.get("stalled-1"),
      firstTwo: report.attempts.slice(0, 2).map((a) => a.status),
    }).toEqual({ delivered: true, runs: 1, firstTwo: [500, 500] });
  });

  it("3 receivers, 60 events × 3 copies, one stall mid-load: every event runs exactly once", async () => {
    const receivers = await startReceivers(redis.url, {
      callbackTimeoutMs: 10_000,
      workMs: 10,
      store: { prefix: "load:", commandTimeoutMs: COMMAND_TIMEOUT_MS },
    });
    onTestFinished(() => receivers.close());
    // Events start over 100 ms; Redis sleeps for 1 s once 20 of them have run. Each copy has 5 attempts, about 2.3 s
    // apart in all, and the lease (12 s) outlasts them: a claim left behind by a timeout loses its event.
    const result = await deliverLoad(receivers, "stall", {
      events: 60,
      copies: 3,
      batch: 20,
      gapMs: 50,
      backoff: { baseMs: 150, factor: 2, maxMs: 1200 },
      fault: { afterRuns: 20, run: () => stall(1000) },
    });
    const timedOut = receivers.errors.filter((e) => String((e as Error).cause).includes("did not answer the claim"));
    // The stall really hit claims in flight.
    expect(timedOut.length).toBeGreaterThan(0);
    expect({ lost: result.lost, runTwice: result.runTwice, undelivered: result.undelivered }).toEqual({
      lost: 0,
      runTwice: 0,
      undelivered: 0,
    });
  }, 60_000);
});
