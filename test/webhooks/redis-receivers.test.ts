import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAlert, deliverWebhook, signWebhook } from "../../entries/webhooks.js";
import { assertFreshDist } from "../support/built-dist.js";
import { SECRET } from "./helpers.js";
import { startRedisServer, type RedisServer } from "./redis-server.js";

// Issue 9, "Dedupe on many machines": three receiver processes (test/webhooks/fixtures/redis-receiver.ts)
// share one real redis-server. The tests below run in order and share the processes; each uses its own event ids.
const FIXTURE = fileURLToPath(new URL("./fixtures/redis-receiver.mjs", import.meta.url));
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** Each receiver's callbackTimeoutMs; the lease of a claim is this plus 2 s. */
const CALLBACK_TIMEOUT_MS = 2000;

interface Receiver {
  url: string;
  pid: number;
  /** Resolves with the first stdout line matching `pattern` (earlier output included). */
  waitFor(pattern: RegExp): Promise<string>;
  kill(): Promise<void>;
}

async function startReceiver(env: Record<string, string>): Promise<Receiver> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [FIXTURE], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "pipe",
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = stdout.split("\n").find((l) => pattern.test(l));
        if (line === undefined) return;
        child.stdout.off("data", check);
        resolve(line);
      };
      child.stdout.on("data", check);
      void exited.then(() =>
        reject(new Error(`receiver ${child.pid} exited before printing ${pattern}:\n${stdout}\n${stderr}`)),
      );
      check();
    });
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  };
  try {
    const port = /listening (\d+)/.exec(await waitFor(/^listening \d+$/))![1];
    return { url: `http://127.0.0.1:${port}/webhooks`, pid: child.pid!, waitFor, kill };
  } catch (error) {
    await kill();
    throw error;
  }
}

let redis: RedisServer | undefined;
let callsDir: string | undefined;
const receivers: Receiver[] = [];

beforeAll(async () => {
  assertFreshDist(); // the receivers run the built package
  redis = await startRedisServer({ appendonly: true });
  callsDir = await mkdtemp(join(tmpdir(), "fleetkit-receivers-"));
  const env = {
    REDIS_URL: redis.url,
    WEBHOOK_SECRET: SECRET,
    CALLS_DIR: callsDir,
    CALLBACK_TIMEOUT_MS: String(CALLBACK_TIMEOUT_MS),
    WORK_MS: "20",
  };
  const started = await Promise.allSettled([0, 1, 2].map(() => startReceiver(env)));
  for (const result of started) if (result.status === "fulfilled") receivers.push(result.value);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
});

afterAll(async () => {
  await Promise.allSettled(receivers.map((receiver) => receiver.kill()));
  await redis?.stop();
  if (callsDir) await rm(callsDir, { recursive: true, force: true });
});

/** Callback runs so far, across all processes: eventId → how many runs succeeded and how many threw. */
async function runs(): Promise<Map<string, { ran: number; threw: number }>> {
  const counts = new Map<string, { ran: number; threw: number }>();
  for (const file of (await readdir(callsDir!)).filter((f) => f.endsWith(".log"))) {
    for (const line of (await readFile(join(callsDir!, file), "utf8")).split("\n").filter(Boolean)) {
      const [id, outcome] = line.split(" ") as [string, "ran" | "threw"];
      const count = counts.get(id) ?? { ran: 0, threw: 0 };
      count[outcome]++;
      counts.set(id, count);
    }
  }
  return counts;
}

const alert = (eventId: string) => JSON.stringify(createAlert({ eventId, eventMs: 1_700_000_000_000 }));

/** One signed delivery attempt, as the service makes it; `ran` is true for the answer of the run itself. */
async function send(receiver: Receiver, body: string): Promise<{ status: number; ran: boolean; error?: string }> {
  const response = await fetch(receiver.url, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...signWebhook({ secret: SECRET, body }).headers },
  });
  const answer = (await response.json()) as { received?: boolean; duplicate?: boolean; error?: string };
  return {
    status: response.status,
    ran: response.status === 200 && answer.duplicate !== true,
    ...(answer.error ? { error: answer.error } : {}),
  };
}

/** Re-sends while the answer is `retryOn`, 100 ms apart, as the service's retries would; at most until `withinMs`. */
async function sendUntilNot(receiver: Receiver, body: string, retryOn: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  let answer = await send(receiver, body);
  while (answer.status === retryOn && Date.now() < deadline) {
    await sleep(100);
    answer = await send(receiver, body);
  }
  return answer;
}

describe("three receiver processes sharing one redis-server", () => {
  it("each receiving the same 50 notifications concurrently, twice: every callback runs exactly once", async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `batch-${i}`);
    const round = () =>
      Promise.all(ids.map((id) => Promise.all(receivers.map((receiver) => send(receiver, alert(id))))));
    const first = await round();
    // The deliveries really overlapped: some found another process's claim still in progress.
    expect(first.flat().some((a) => a.status === 409)).toBe(true);
    for (const answers of first) {
      expect(answers.filter((a) => a.ran)).toHaveLength(1);
      for (const a of answers) expect([200, 409]).toContain(a.status);
    }
    const second = await round();
    expect(second.flat().every((a) => a.status === 200 && !a.ran)).toBe(true);
    const counts = await runs();
    expect(ids.map((id) => counts.get(id)?.ran ?? 0)).toEqual(ids.map(() => 1));
  });

  it("under 200 concurrent deliveries with 50 % duplicates, retried like the service: notifications lost 0, run twice 0", async () => {
    const ids = Array.from({ length: 100 }, (_, i) => `mixed-${i}`);
    const deliveries = ids.flatMap((id, i) =>
      [i, i + 1].map((n) =>
        deliverWebhook({
          url: receivers[n % 3]!.url,
          allowInsecureLoopback: true,
          secret: SECRET,
          notification: createAlert({ eventId: id }),
          backoff: { baseMs: 50, factor: 2, maxMs: 400 },
        }),
      ),
    );
    const reports = await Promise.all(deliveries);
    const counts = await runs();
    const lost = ids.filter((id) => (counts.get(id)?.ran ?? 0) === 0).length;
    const runTwice = ids.filter((id) => (counts.get(id)?.ran ?? 0) > 1).length;
    expect({
      deliveries: reports.length,
      undelivered: reports.filter((r) => !r.delivered).length,
      lost,
      runTwice,
    }).toEqual({ deliveries: 200, undelivered: 0, lost: 0, runTwice: 0 });
  });

  it("a callback that throws once: answered 500, and a later retry runs it, once", async () => {
    const body = alert("throw-once-1");
    expect(await send(receivers[0]!, body)).toEqual({ status: 500, ran: false, error: "handler_failed" });
    const retries = await Promise.all(receivers.map((receiver) => send(receiver, body)));
    expect(retries.filter((a) => a.ran)).toHaveLength(1);
    expect(
      (await Promise.all(receivers.map((receiver) => send(receiver, body)))).every((a) => a.status === 200 && !a.ran),
    ).toBe(true);
    expect((await runs()).get("throw-once-1")).toEqual({ ran: 1, threw: 1 });
  });

  it("a process killed inside its callback: 409 while its lease lasts, then another process runs it", async () => {
    const body = alert("hang-once-1");
    const [victim, survivor] = [receivers[0]!, receivers[1]!];
    const lost = send(victim, body).catch((error: unknown) => error);
    await victim.waitFor(/^entered hang-once-1$/);
    await victim.kill();
    await lost;
    expect(await send(survivor, body)).toEqual({ status: 409, ran: false, error: "in_progress" });
    const answer = await sendUntilNot(survivor, body, 409, CALLBACK_TIMEOUT_MS + 2000 + 10_000);
    expect(answer).toEqual({ status: 200, ran: true });
    expect((await runs()).get("hang-once-1")).toEqual({ ran: 1, threw: 0 });
  });

  it("Redis down: 500, never 2xx, and no callback runs; once it is back (with its data), the retry runs it once", async () => {
    const live = receivers.slice(1);
    const body = alert("outage-1");
    await redis!.kill();
    const answers = await Promise.all(live.map((receiver) => send(receiver, body)));
    expect(answers).toEqual(live.map(() => ({ status: 500, ran: false, error: "dedupe_store_failed" })));
    expect((await runs()).has("outage-1")).toBe(false);
    // Back from its append-only file: a Redis that came back empty would be refused (redis-persistence.test.ts).
    await redis!.restart();
    const answer = await sendUntilNot(live[0]!, body, 500, 15_000);
    expect(answer).toEqual({ status: 200, ran: true });
    expect((await runs()).get("outage-1")).toEqual({ ran: 1, threw: 0 });
  });
});
