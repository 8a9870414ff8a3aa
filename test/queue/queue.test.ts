// Issue 21, receivers that queue: createWebhookHandler({ queue }) with createWebhookQueue and startWebhookWorker on a
// real redis-server, real BullMQ and real HTTP on 127.0.0.1, all in this process (queue-processes.test.ts runs
// receivers and workers as separate processes). Each test uses its own queue name.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  jobIdOf,
  startWebhookWorker,
  type WebhookQueue,
  type WebhookWorker,
  type WebhookWorkerOptions,
} from "../../entries/queue.js";
import { createPing, signWebhook, type WebhookContext } from "../../entries/webhooks.js";
import { OTHER_SECRET, SECRET } from "../webhooks/helpers.js";
import { startRedisServer, type RedisServer } from "../webhooks/redis-server.js";
import { alert, eventually, newQueue as newNamedQueue, newReceiver } from "./queue-helpers.js";

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await redis?.stop();
});

/** A queue with a name of its own, closed when the test finishes. */
const newQueue = (url = redis.url) => newNamedQueue(url, "queue-test");

async function newWorker(queue: WebhookQueue, options: WebhookWorkerOptions, url = redis.url): Promise<WebhookWorker> {
  const worker = await startWebhookWorker({ url }, { name: queue.name, ...options });
  onTestFinished(() => worker.close());
  return worker;
}

async function stateOf(queue: WebhookQueue, dedupeKey: string) {
  return queue.bullQueue.getJobState(jobIdOf(dedupeKey));
}

const completed = (queue: WebhookQueue, dedupeKey: string, withinMs?: number) =>
  eventually(async () => ((await stateOf(queue, dedupeKey)) === "completed" ? true : undefined), withinMs);

describe("a receiver with a queue", () => {
  it("verifies, then answers 202 once the job is stored, with the raw body and the headers but not the secret", async () => {
    const queue = await newQueue();
    const send = await newReceiver(queue);
    // Bytes a re-serialisation would change: non-ASCII, an escape, a byte-order mark.
    const body = `\uFEFF{"eventId":"raw-1","eventType":"Alert","note":"Trück 🚚 \\u00fc","event":{}}`;
    expect(await send(body)).toEqual({ status: 202, body: { received: true, queued: true } });
    const job = await queue.bullQueue.getJob(jobIdOf("event:raw-1"));
    expect(job?.name).toBe("Alert");
    expect(Buffer.from(job!.data.body, "utf8")).toEqual(Buffer.from(body, "utf8"));
    const timestamp = Number(job!.data.headers["x-service-timestamp"]);
    const signed = signWebhook({ secret: SECRET, body, timestamp }).headers;
    expect(job!.data.headers).toMatchObject({
      "x-service-signature": signed["X-Service-Signature"],
      "x-service-timestamp": String(timestamp),
    });
    expect(job!.data.dedupeKey).toBe("event:raw-1");
    expect(JSON.stringify(job!.data)).not.toContain(SECRET);

    const forged = alert("forged-1");
    const answer = await send(forged, signWebhook({ secret: OTHER_SECRET, body: forged }).headers);
    expect(answer).toMatchObject({ status: 400, body: { error: "signature_mismatch" } });
    const stale = alert("stale-1");
    expect(await send(stale, signWebhook({ secret: SECRET, body: stale, timestamp: 1_000 }).headers)).toMatchObject({
      status: 400,
      body: { error: "timestamp_out_of_tolerance" },
    });
    expect(await queue.bullQueue.getJobCountByTypes("waiting", "active", "delayed", "completed", "failed")).toBe(1);
  });

  it("acknowledges a duplicate on any receiver without a second job", async () => {
    const queue = await newQueue();
    const receivers = await Promise.all([newReceiver(queue), newReceiver(queue)]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => receivers[i % 2]!(alert("dup-1"))).concat(
        Array.from({ length: 10 }, (_, i) => receivers[i % 2]!(alert(`other-${i}`))),
      ),
    );
    expect(answers.every((a) => a.status === 202)).toBe(true);
    expect(await queue.bullQueue.getJobCountByTypes("waiting", "active", "delayed", "completed", "failed")).toBe(11);
  });
});

describe("a worker", () => {
  it("runs the same callbacks with the same context as the inline handler", async () => {
    const queue = await newQueue();
    const send = await newReceiver(queue);
    const seen: [string, unknown, WebhookContext][] = [];
    await newWorker(queue, {
      secret: [OTHER_SECRET, SECRET],
      onAlert: (n, c) => void seen.push(["onAlert", n, c]),
      onPing: (n, c) => void seen.push(["onPing", n, c]),
      onNotification: (n, c) => void seen.push(["onNotification", n, c]),
    });
    const ping = JSON.stringify(createPing({ eventId: "ping-1" }));
    const unknown = JSON.stringify({ eventId: "v2-1", eventType: "AlertIncident", data: {} });
    for (const body of [alert("alert-1"), ping, unknown]) expect((await send(body)).status).toBe(202);
    await eventually(async () => (seen.length === 3 ? true : undefined));
    const byName = Object.fromEntries(seen.map(([name, n, c]) => [name, { n, c }]));
    expect(byName.onAlert!.n).toEqual(JSON.parse(alert("alert-1")));
    expect(byName.onPing!.n).toEqual(JSON.parse(ping));
    expect(byName.onNotification!.n).toEqual(JSON.parse(unknown));
    expect(byName.onAlert!.c).toMatchObject({ dedupeKey: "event:alert-1", schemaValid: true, secretIndex: 1 });
    expect(byName.onNotification!.c.schemaValid).toBe(false);
    expect(Math.abs(byName.onPing!.c.timestampSeconds - Date.now() / 1000)).toBeLessThan(60);
    expect(byName.onPing!.c.signal.aborted).toBe(false);
  });

  it("with the secret, fails a job forged in Redis at once, without its callback, and onFailed hears", async () => {
    const queue = await newQueue();
    const calls: string[] = [];
    const failures: unknown[] = [];
    await newWorker(queue, {
      secret: SECRET,
      onNotification: () => void calls.push("ran"),
      onFailed: (error, job) => void failures.push([(error as { code?: string }).code, job]),
    });
    const body = alert("forged-2");
    await queue.enqueue({
      dedupeKey: "event:forged-2",
      eventType: "Alert",
      body,
      headers: signWebhook({ secret: OTHER_SECRET, body }).headers as unknown as Record<string, string>,
      secretIndex: 0,
      receivedAtMs: Date.now(),
    });
    const failed = await eventually(async () => (await queue.bullQueue.getFailed())[0]);
    expect(failed.failedReason).toMatch(/does not match the body/);
    expect(failed.attemptsMade).toBe(1);
    expect(failures).toEqual([
      ["signature_mismatch", { jobId: "event%3Aforged-2", dedupeKey: "event:forged-2", attemptsMade: 1 }],
    ]);
    expect(calls).toEqual([]);
  });

  it("retries a callback that fails twice with exponential backoff, and it completes on the third attempt", async () => {
    const queue = await newQueue();
    const send = await newReceiver(queue);
    const attempts: number[] = [];
    await newWorker(queue, {
      attempts: 5,
      backoffMs: 100,
      onAlert: () => {
        attempts.push(Date.now());
        if (attempts.length <= 2) throw new Error(`attempt ${attempts.length} fails`);
      },
    });
    expect((await send(alert("flaky-1"))).status).toBe(202);
    await completed(queue, "event:flaky-1");
    const job = await queue.bullQueue.getJob(jobIdOf("event:flaky-1"));
    // BullMQ counts the completed attempt too.
    expect({ runs: attempts.length, attemptsMade: job!.attemptsMade }).toEqual({ runs: 3, attemptsMade: 3 });
    // 100 ms before the second attempt, 200 ms before the third.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(95);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(195);
  });

  it("keeps a job that failed every attempt in the failed set with its error, tells onFailed once, and replays it", async () => {
    const queue = await newQueue();
    const send = await newReceiver(queue);
    let broken = true;
    let runs = 0;
    const failures: unknown[] = [];
    await newWorker(queue, {
      attempts: 2,
      backoffMs: 20,
      onAlert: () => {
        runs++;
        if (broken) throw new Error("the warehouse is down");
      },
      onFailed: (error, job) => void failures.push([(error as Error).message, job.attemptsMade]),
    });
    expect((await send(alert("down-1"))).status).toBe(202);
    const failed = await eventually(async () => (await queue.bullQueue.getFailed())[0]);
    expect({ reason: failed.failedReason, attemptsMade: failed.attemptsMade, runs }).toEqual({
      reason: "the warehouse is down",
      attemptsMade: 2,
      runs: 2,
    });
    expect((failed.stacktrace ?? []).join("\n")).toContain("the warehouse is down");
    expect(failures).toEqual([["the warehouse is down", 2]]);
    // A delivery of it now finds the failed job: acknowledged, no new job, no run.
    expect((await send(alert("down-1"))).status).toBe(202);
    await sleep(100);
    expect(runs).toBe(2);
    broken = false;
    await queue.bullQueue.retryJobs({ state: "failed" });
    await completed(queue, "event:down-1");
    expect(runs).toBe(3);
  });

  it("close() takes no new job and returns once the running one has completed", async () => {
    const queue = await newQueue();
    const send = await newReceiver(queue);
    const events: string[] = [];
    let entered: () => void = () => {};
    let finish: () => void = () => {};
    const started = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const worker = await newWorker(queue, {
      onAlert: async (n) => {
        events.push(`start ${n.eventId}`);
        entered();
        await gate;
        events.push(`end ${n.eventId}`);
      },
    });
    expect((await send(alert("close-1"))).status).toBe(202);
    await started;
    expect((await send(alert("close-2"))).status).toBe(202);
    let closed = false;
    const closing = worker.close().then(() => (closed = true));
    await sleep(200);
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(events).toEqual(["start close-1", "end close-1"]);
    expect(await stateOf(queue, "event:close-1")).toBe("completed");
    expect(await stateOf(queue, "event:close-2")).toBe("waiting");
    expect(await queue.bullQueue.getActiveCount()).toBe(0);
  });
});

describe("Redis down or stalled", () => {
  let persistent: RedisServer;

  beforeAll(async () => {
    persistent = await startRedisServer({ appendonly: true });
  });

  afterAll(async () => {
    if (persistent && persistent.pid > 0) process.kill(persistent.pid, "SIGCONT");
    await persistent?.stop();
  });

  it("answers 503 and acknowledges nothing; after a restart the next delivery is queued and run, and nothing acknowledged is lost", async () => {
    const queue = await newQueue(persistent.url);
    const send = await newReceiver(queue, { enqueueTimeoutMs: 300 });
    const ran = new Set<string>();
    // No worker yet: the acknowledged jobs must survive the crash in Redis alone.
    const before = Array.from({ length: 20 }, (_, i) => `before-${i}`);
    expect((await Promise.all(before.map((id) => send(alert(id))))).every((a) => a.status === 202)).toBe(true);

    await persistent.kill();
    expect(await send(alert("outage-1"))).toMatchObject({ status: 503, body: { error: "queue_failed" } });
    await persistent.restart();
    const answer = await eventually(async () => {
      const a = await send(alert("outage-1"));
      return a.status === 202 ? a : undefined;
    }, 10_000);
    expect(answer.status).toBe(202);

    await newWorker(queue, { onAlert: (n) => void ran.add(n.eventId) }, persistent.url);
    await eventually(async () => (ran.size === 21 ? true : undefined), 10_000);
    expect([...ran].sort()).toEqual([...before, "outage-1"].sort());
  });

  it("answers 503 within enqueueTimeoutMs while Redis does not answer", async () => {
    const queue = await newQueue(persistent.url);
    const send = await newReceiver(queue, { enqueueTimeoutMs: 300 });
    process.kill(persistent.pid, "SIGSTOP");
    try {
      // Redis is stopped: only enqueueTimeoutMs can answer (without it the request hangs until the test's timeout).
      expect(await send(alert("stalled-1"))).toMatchObject({ status: 503, body: { error: "queue_failed" } });
    } finally {
      process.kill(persistent.pid, "SIGCONT");
    }
    // Stored late or not at all: the service's retry is acknowledged and makes one job either way.
    expect((await send(alert("stalled-1"))).status).toBe(202);
    expect(await queue.bullQueue.getJobCountByTypes("waiting")).toBe(1);
  });
});
