// Issue 34 item 2: someone who can write to the queue's Redis replays jobs. A worker with the secret derives each
// job's key from the verified body, refuses a job whose id or dedupeKey is another (copied or edited), and keeps its
// own record of completed notifications, so a completed job retried or copied runs no callback twice, while a real
// redelivery of the same notification is still one run. Real redis-server, BullMQ and HTTP on 127.0.0.1.
import { createHash } from "node:crypto";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  jobIdOf,
  startWebhookWorker,
  WebhookJobRefusedError,
  type WebhookJobData,
  type WebhookQueue,
  type WebhookWorkerOptions,
} from "../../entries/queue.js";
import { signWebhook } from "../../entries/webhooks.js";
import { SECRET } from "../webhooks/helpers.js";
import { startRedisServer, type RedisServer } from "../webhooks/redis-server.js";
import { alert, eventually, newReceiver as newAnsweringReceiver, newQueue as newNamedQueue } from "./queue-helpers.js";

let redis: RedisServer;
/** A plain connection that reads the worker's completion records; typed narrowly. */
let inspector: { sendCommand(args: string[]): Promise<unknown>; close(): Promise<unknown>; isOpen: boolean };

beforeAll(async () => {
  redis = await startRedisServer();
  const client = createClient({ url: redis.url });
  client.on("error", () => {});
  inspector = await client.connect();
});

afterAll(async () => {
  if (inspector?.isOpen) await inspector.close();
  await redis?.stop();
});

const newQueue = () => newNamedQueue(redis.url, "replay");

/** A worker with the secret that counts its runs per eventId and records what onFailed hears. */
async function newWorker(queue: WebhookQueue, options: Partial<WebhookWorkerOptions> = {}) {
  const runs = new Map<string, number>();
  const failures: { error: unknown; jobId: string }[] = [];
  const worker = await startWebhookWorker(
    { url: redis.url },
    {
      name: queue.name,
      secret: SECRET,
      onAlert: (n) => void runs.set(n.eventId, (runs.get(n.eventId) ?? 0) + 1),
      onNotification: (n) => {
        const id = String((n as { note?: unknown }).note);
        runs.set(id, (runs.get(id) ?? 0) + 1);
      },
      onFailed: (error, job) => void failures.push({ error, jobId: job.jobId }),
      ...options,
    },
  );
  onTestFinished(() => worker.close());
  return { runs, failures, worker };
}

/** A receiver with the queue; answers the status only. */
async function newReceiver(queue: WebhookQueue) {
  const send = await newAnsweringReceiver(queue);
  return async (body: string, headers?: Record<string, string>) => (await send(body, headers)).status;
}

/** The job with this id once it has finished (completed with `returnvalue`, or failed). */
async function finished(queue: WebhookQueue, jobId: string, withinMs?: number) {
  return eventually(async () => {
    const state = await queue.bullQueue.getJobState(jobId);
    if (state !== "completed" && state !== "failed") return undefined;
    return { state, job: (await queue.bullQueue.getJob(jobId))! };
  }, withinMs);
}

/** A notification delivered through the receiver and run once by the worker: its job's data. */
async function deliveredOnce(queue: WebhookQueue, send: (body: string) => Promise<number>, eventId: string) {
  expect(await send(alert(eventId))).toBe(202);
  const { state, job } = await finished(queue, jobIdOf(`event:${eventId}`));
  expect([state, job.returnvalue]).toEqual(["completed", "ran"]);
  return job.data as WebhookJobData;
}

const refusal = (failures: { error: unknown; jobId: string }[], jobId: string) =>
  failures.find((f) => f.jobId === jobId)?.error;

describe("a worker with the secret, against jobs replayed in its Redis", () => {
  it("fails a completed job's data copied under a new job id without running the callback, once, not retried", async () => {
    const queue = await newQueue();
    const send = await newReceiver(queue);
    const { runs, failures } = await newWorker(queue, { attempts: 5, backoffMs: 20 });
    const data = await deliveredOnce(queue, send, "copy-1");

    // The attacker's copies: the data as it is, then with its dedupeKey made to agree with the new id.
    await queue.bullQueue.add("Alert", data, { jobId: "event%3Acopy-1-again" });
    await queue.bullQueue.add("Alert", { ...data, dedupeKey: "event:copy-1b" }, { jobId: jobIdOf("event:copy-1b") });
    for (const jobId of ["event%3Acopy-1-again", jobIdOf("event:copy-1b")]) {
      const { state, job } = await finished(queue, jobId);
      expect([state, job.attemptsMade]).toEqual(["failed", 1]);
      expect(job.failedReason).toMatch(/does not belong to its body: the body's notification is "event:copy-1"/);
      expect(job.failedReason).toMatch(/not retried/);
      const error = refusal(failures, jobId);
      expect(error).toBeInstanceOf(WebhookJobRefusedError);
      expect(error).toMatchObject({ code: "job_mismatch" });
    }
    expect(runs.get("copy-1")).toBe(1);
  });

  it("completes a retried completed job without running the callback again, however often it is retried", async () => {
    const queue = await newQueue();
    const send = await newReceiver(queue);
    const { runs } = await newWorker(queue);
    await deliveredOnce(queue, send, "retry-1");
    const jobId = jobIdOf("event:retry-1");
    for (let i = 0; i < 3; i++) {
      const before = (await queue.bullQueue.getJob(jobId))!;
      await before.retry("completed");
      const job = await eventually(async () => {
        // The state first: a job read after it was completed holds that completion's finishedOn and returnvalue.
        if ((await queue.bullQueue.getJobState(jobId)) !== "completed") return undefined;
        const now = await queue.bullQueue.getJob(jobId);
        return now?.finishedOn !== before.finishedOn ? now : undefined;
      });
      expect(job.returnvalue).toBe("duplicate");
    }
    expect(runs.get("retry-1")).toBe(1);
  });

  it("refuses a job whose dedupeKey was edited in Redis before a worker took it", async () => {
    const queue = await newQueue();
    const send = await newReceiver(queue);
    expect(await send(alert("edited-1"))).toBe(202);
    const jobId = jobIdOf("event:edited-1");
    const waiting = (await queue.bullQueue.getJob(jobId))!;
    await waiting.updateData({ ...waiting.data, dedupeKey: "event:someone-else" });
    const { runs, failures } = await newWorker(queue);
    const { state, job } = await finished(queue, jobId);
    expect([state, job.attemptsMade]).toEqual(["failed", 1]);
    expect(job.failedReason).toMatch(/dedupeKey "event:someone-else"/);
    expect(refusal(failures, jobId)).toMatchObject({ code: "job_mismatch" });
    expect(runs.size).toBe(0);
  });

  it("runs a notification once when the service delivers it again (same body, new signature) after its job was removed", async () => {
    const queue = await newQueue();
    const send = await newReceiver(queue);
    const { runs } = await newWorker(queue);
    const body = alert("again-1");
    const first = Math.floor(Date.now() / 1000) - 120;
    expect(await send(body, signWebhook({ secret: SECRET, body, timestamp: first }).headers)).toBe(202);
    const jobId = jobIdOf("event:again-1");
    expect((await finished(queue, jobId)).job.returnvalue).toBe("ran");
    // A delivery while the completed job is kept makes no job at all; once it is gone (keepCompletedMs), a new one.
    expect(await send(body)).toBe(202);
    await (await queue.bullQueue.getJob(jobId))!.remove();
    expect(await send(body)).toBe(202);
    const { state, job } = await finished(queue, jobId);
    expect([state, job.returnvalue]).toEqual(["completed", "duplicate"]);
    expect(runs.get("again-1")).toBe(1);
  });

  it("keys a notification without eventId by its body's hash, not by the unsigned X-Service-Request", async () => {
    const queue = await newQueue();
    const send = await newReceiver(queue);
    const { runs, failures } = await newWorker(queue);
    const body = JSON.stringify({ eventType: "SomethingNew", note: "no-id-1" });
    const key = `body:${createHash("sha256").update(body).digest("hex")}`;
    const headers = { ...signWebhook({ secret: SECRET, body }).headers, "X-Service-Request": "req-1" };
    expect(await send(body, headers)).toBe(202);
    const { job } = await finished(queue, jobIdOf(key));
    expect([job.returnvalue, job.data.dedupeKey]).toEqual(["ran", key]);
    // Another request id in the copy changes nothing the signature covers: the copy is refused.
    const copy = {
      ...job.data,
      dedupeKey: "request:req-2",
      headers: { ...job.data.headers, "x-service-request": "req-2" },
    };
    await queue.bullQueue.add("SomethingNew", copy, { jobId: jobIdOf("request:req-2") });
    expect((await finished(queue, jobIdOf("request:req-2"))).state).toBe("failed");
    expect(refusal(failures, jobIdOf("request:req-2"))).toMatchObject({ code: "job_mismatch" });
    expect(runs.get("no-id-1")).toBe(1);
  });

  it("keeps its completion record until the signed timestamp leaves maxJobAgeMs (plus 1 h), and refuses jobs outside it", async () => {
    const queue = await newQueue();
    const maxJobAgeMs = 10 * 60 * 1000;
    const { runs, failures } = await newWorker(queue, { maxJobAgeMs });
    const enqueueSigned = async (eventId: string, timestamp: number) => {
      const body = alert(eventId);
      await queue.enqueue({
        dedupeKey: `event:${eventId}`,
        eventType: "Alert",
        body,
        headers: signWebhook({ secret: SECRET, body, timestamp }).headers as unknown as Record<string, string>,
        secretIndex: 0,
        receivedAtMs: Date.now(),
      });
    };
    const signedAt = Math.floor(Date.now() / 1000) - 60;
    await enqueueSigned("fresh-1", signedAt);
    expect((await finished(queue, jobIdOf("event:fresh-1"))).job.returnvalue).toBe("ran");
    const recordKey = `fleetkit:queue-done:bull:${queue.name}:event:fresh-1`;
    const ttl = Number(await inspector.sendCommand(["PTTL", recordKey]));
    const expected = signedAt * 1000 + maxJobAgeMs + 60 * 60 * 1000 - Date.now();
    expect(ttl).toBeGreaterThan(expected - 10_000);
    expect(ttl).toBeLessThanOrEqual(expected + 1000);

    await enqueueSigned("stale-1", Math.floor(Date.now() / 1000) - 11 * 60);
    const { state, job } = await finished(queue, jobIdOf("event:stale-1"));
    expect([state, job.attemptsMade]).toEqual(["failed", 1]);
    expect(job.failedReason).toMatch(/older than maxJobAgeMs \(600000 ms\)/);
    expect(refusal(failures, jobIdOf("event:stale-1"))).toMatchObject({ code: "job_too_old" });
    expect(runs.has("stale-1")).toBe(false);

    // Its record would have to outlive the window by as much as it is ahead: refused instead.
    await enqueueSigned("ahead-1", Math.floor(Date.now() / 1000) + 2 * 60 * 60);
    expect((await finished(queue, jobIdOf("event:ahead-1"))).state).toBe("failed");
    expect(refusal(failures, jobIdOf("event:ahead-1"))).toMatchObject({ code: "job_in_future" });
    expect(runs.has("ahead-1")).toBe(false);
  });
});
