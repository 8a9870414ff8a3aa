// Issue 21 across processes: two receiver processes (fixtures/queue-receiver.mjs) and three worker processes
// (fixtures/queue-worker.mjs) on one real redis-server. The tests run in order and share the processes; each uses its
// own event ids.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebhookQueue, jobIdOf, type WebhookQueue } from "../../entries/queue.js";
import { createAlert, signWebhook } from "../../entries/webhooks.js";
import { assertFreshDist } from "../support/built-dist.js";
import { SECRET } from "../webhooks/helpers.js";
import { startRedisServer, type RedisServer } from "../webhooks/redis-server.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
/** The workers' lock: a killed worker's job goes to another one after about twice this. */
const LOCK_MS = 1000;
const QUEUE_NAME = `queue-processes-${process.pid}`;

interface Child {
  pid: number;
  /** Resolves with the first stdout line matching `pattern` (earlier output included). */
  waitFor(pattern: RegExp): Promise<string>;
  kill(): Promise<void>;
}

function startChild(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    pid: child.pid ?? -1,
    waitFor: (pattern) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const line = stdout.split("\n").find((l) => pattern.test(l));
          if (line === undefined) return;
          child.stdout.off("data", check);
          resolve(line);
        };
        child.stdout.on("data", check);
        void exited.then(() =>
          reject(new Error(`${script} (${child.pid}) exited before printing ${pattern}:\n${stderr}`)),
        );
        check();
      }),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

let redis: RedisServer | undefined;
let callsDir: string | undefined;
let queue: WebhookQueue | undefined;
const receivers: { url: string; child: Child }[] = [];
const workers: Child[] = [];

beforeAll(async () => {
  assertFreshDist(); // the receivers and workers run the built package
  redis = await startRedisServer();
  callsDir = await mkdtemp(join(tmpdir(), "fleetkit-queue-calls-"));
  const env = {
    REDIS_URL: redis.url,
    WEBHOOK_SECRET: SECRET,
    QUEUE_NAME,
    CALLS_DIR: callsDir,
    LOCK_MS: String(LOCK_MS),
    WORK_MS: "10",
  };
  const receiverChildren = [0, 1].map(() => startChild(fixture("queue-receiver.mjs"), env));
  const workerChildren = [0, 1, 2].map(() => startChild(fixture("queue-worker.mjs"), env));
  workers.push(...workerChildren);
  const ports = await Promise.allSettled(receiverChildren.map((child) => child.waitFor(/^listening \d+$/)));
  receiverChildren.forEach((child, i) => {
    const port =
      ports[i]!.status === "fulfilled" ? /\d+/.exec((ports[i] as PromiseFulfilledResult<string>).value) : null;
    receivers.push({ url: `http://127.0.0.1:${port?.[0]}/webhooks`, child });
  });
  const failed = ports.find((p) => p.status === "rejected");
  if (failed) throw failed.reason;
  await Promise.all(workerChildren.map((child) => child.waitFor(/^ready$/)));
  queue = await createWebhookQueue({ url: redis.url }, { name: QUEUE_NAME });
});

afterAll(async () => {
  await Promise.allSettled([...receivers.map((r) => r.child.kill()), ...workers.map((w) => w.kill())]);
  await queue?.close().catch(() => {});
  await redis?.stop();
  if (callsDir) await rm(callsDir, { recursive: true, force: true });
});

/** Completed callbacks so far, across all worker processes: eventId → [pid of each run]. */
async function runs(): Promise<Map<string, string[]>> {
  const counts = new Map<string, string[]>();
  for (const file of (await readdir(callsDir!)).filter((f) => f.endsWith(".log"))) {
    for (const id of (await readFile(join(callsDir!, file), "utf8")).split("\n").filter(Boolean)) {
      counts.set(id, [...(counts.get(id) ?? []), file.replace(".log", "")]);
    }
  }
  return counts;
}

async function send(url: string, eventId: string): Promise<number> {
  const body = JSON.stringify(createAlert({ eventId }));
  const response = await fetch(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...signWebhook({ secret: SECRET, body }).headers },
  });
  await response.arrayBuffer();
  return response.status;
}

/** Polls until `check` is true, every 50 ms, at most `withinMs`. */
async function until(check: () => Promise<boolean>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${withinMs} ms`);
    await sleep(50);
  }
}

describe("two receiver and three worker processes on one redis-server", () => {
  it("300 concurrent deliveries, half of them duplicates on another receiver: all acknowledged, each notification completed exactly once", async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `bulk-${i}`);
    const statuses = await Promise.all(ids.flatMap((id, i) => [i, i + 1].map((n) => send(receivers[n % 2]!.url, id))));
    expect(statuses.filter((s) => s !== 202)).toEqual([]);
    await until(async () => (await queue!.bullQueue.getCompletedCount()) >= ids.length, 15_000);
    const counts = await runs();
    expect(ids.filter((id) => (counts.get(id)?.length ?? 0) !== 1)).toEqual([]);
    expect(await queue!.bullQueue.getCompletedCount()).toBe(ids.length);
    // The work really was spread over the worker processes.
    expect(new Set(ids.flatMap((id) => counts.get(id)!)).size).toBeGreaterThan(1);
  });

  it("a worker killed mid-job: the job completes in another worker once its lock expired, once", async () => {
    expect(await send(receivers[0]!.url, "hang-1")).toBe(202);
    const entered = await Promise.any(workers.map((w) => w.waitFor(/^entered hang-1$/).then(() => w)));
    await entered.kill();
    await until(async () => (await queue!.bullQueue.getJobState(jobIdOf("event:hang-1"))) === "completed", 10_000);
    const ran = (await runs()).get("hang-1");
    expect(ran).toHaveLength(1);
    expect(ran![0]).not.toBe(String(entered.pid));
  });
});
