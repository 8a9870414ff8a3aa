/**
 * Queue benchmark, all figures from one run on one machine (run: npx tsx scripts/bench-queue.ts):
 * 1. deliveries per second acknowledged by one receiver (toNodeListener on Node http, 32 keep-alive connections from
 *    a worker thread, a signed Alert with a fresh eventId per request) for the inline handler (a callback that
 *    returns at once, memory dedupe store), the inline handler with the Redis dedupe store, and the handler with
 *    `queue` (createWebhookQueue; no worker runs meanwhile, so the figure is the receiver's alone), in interleaved
 *    rounds on a local redis-server;
 * 2. the time from sending a delivery to its callback starting: inline, and through the queue to a worker
 *    (startWebhookWorker, concurrency 8, in this process), for deliveries sent 5 ms apart.
 * `benchQueue()` prints the figures and returns them as rows, for `npm run bench`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { toNodeListener } from "../entries/node.js";
import { createWebhookQueue, startWebhookWorker, type WebhookQueue } from "../entries/queue.js";
import { createRedisDedupeStore, type RedisDedupeStore } from "../entries/redis.js";
import { createAlert, createWebhookHandler, signWebhook } from "../entries/webhooks.js";
import { startRedisServer } from "../test/webhooks/redis-server.js";
import { median } from "./bench-stats.js";

const SECRET = Buffer.alloc(32, 0x5a).toString("base64");
const ROUNDS = 3;
const ROUND_MS = 1500;
const LATENCY_DELIVERIES = 200;

export interface QueueBenchRow {
  contender: string;
  /** Median over the rounds of deliveries answered 2xx per second. */
  acknowledgedPerSecond: number;
  /** acknowledgedPerSecond against the inline handler's, per round, median. */
  ofInline: number;
  /** From sending a delivery to its callback starting, median and 95th percentile. */
  toCallbackP50Ms: number | undefined;
  toCallbackP95Ms: number | undefined;
}

// Each request carries a notification with a fresh eventId, signed here with the current time.
const LOAD_CLIENT = `
const http = require("node:http");
const { createHmac } = require("node:crypto");
const { parentPort, workerData } = require("node:worker_threads");
const { port, template, secret, prefix, connections, durationMs } = workerData;
const key = Buffer.from(secret, "base64");
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let done = 0, failed = 0, sent = 0, stop = false;
const started = Date.now();
function fire() {
  if (stop) return;
  const body = template.replace("__EVENT_ID__", prefix + "-" + sent++);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = "v1=" + createHmac("sha256", key).update("v1:" + timestamp + ":").update(body).digest("hex");
  const headers = { "content-type": "application/json", "x-service-timestamp": timestamp, "x-service-signature": signature };
  const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/hook", agent, headers }, (res) => {
    res.resume();
    res.on("end", () => { if (res.statusCode >= 200 && res.statusCode < 300) done++; else failed++; fire(); });
  });
  req.on("error", () => { failed++; fire(); });
  req.end(body);
}
for (let i = 0; i < connections; i++) fire();
setTimeout(() => { stop = true; parentPort.postMessage({ done, failed, seconds: (Date.now() - started) / 1000 }); agent.destroy(); }, durationMs);
`;

let runs = 0;

async function serve(listener: http.RequestListener): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(listener);
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function acknowledgedPerSecond(listener: http.RequestListener): Promise<number> {
  const server = await serve(listener);
  const template = JSON.stringify(createAlert({ eventId: "__EVENT_ID__" }));
  const workerData = {
    port: server.port,
    template,
    secret: SECRET,
    prefix: `bench-queue-${process.pid}-${++runs}`,
    connections: 32,
    durationMs: ROUND_MS,
  };
  const worker = new Worker(LOAD_CLIENT, { eval: true, workerData });
  try {
    const result = await new Promise<{ done: number; failed: number; seconds: number }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    if (result.failed > 0) throw new Error(`${result.failed} deliveries were not acknowledged during the run`);
    return result.done / result.seconds;
  } finally {
    await worker.terminate();
    await server.close();
  }
}

/** Sends LATENCY_DELIVERIES deliveries 5 ms apart; `started` resolves each id's callback start time. */
async function deliveryToCallback(port: number, started: Map<string, number>): Promise<number[]> {
  const sentAt = new Map<string, number>();
  const sends: Promise<unknown>[] = [];
  for (let i = 0; i < LATENCY_DELIVERIES; i++) {
    const id = `latency-${process.pid}-${++runs}`;
    const body = JSON.stringify(createAlert({ eventId: id }));
    sentAt.set(id, performance.now());
    sends.push(
      fetch(`http://127.0.0.1:${port}/hook`, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", ...signWebhook({ secret: SECRET, body }).headers },
      }).then((response) => {
        if (response.status >= 300) throw new Error(`delivery answered ${response.status}`);
        return response.arrayBuffer();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(sends);
  const deadline = Date.now() + 10_000;
  while ([...sentAt.keys()].some((id) => !started.has(id)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const missing = [...sentAt.keys()].filter((id) => !started.has(id)).length;
  if (missing > 0) throw new Error(`${missing} callbacks did not start within 10 s`);
  return [...sentAt].map(([id, at]) => started.get(id)! - at);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function printQueueRows(rows: QueueBenchRow[]): void {
  console.log(
    `One receiver on Node http, 32 keep-alive connections from a worker thread, a signed Alert with a fresh eventId per request, median of ${ROUNDS} interleaved rounds of ${ROUND_MS / 1000} s; then ${LATENCY_DELIVERIES} deliveries 5 ms apart, from sending to the callback starting:`,
  );
  for (const row of rows) {
    const latency =
      row.toCallbackP50Ms === undefined
        ? ""
        : `   to callback p50 ${row.toCallbackP50Ms.toFixed(1)} ms, p95 ${row.toCallbackP95Ms!.toFixed(1)} ms`;
    console.log(
      `  ${row.contender.padEnd(44)} ${row.acknowledgedPerSecond.toFixed(0).padStart(6)} acknowledged/s  (${(row.ofInline * 100).toFixed(0).padStart(3)}% of inline)${latency}`,
    );
  }
}

export async function benchQueue(): Promise<QueueBenchRow[]> {
  const redis = await startRedisServer();
  let queue: WebhookQueue | undefined;
  let store: RedisDedupeStore | undefined;
  try {
    queue = await createWebhookQueue({ url: redis.url }, { name: "bench-queue" });
    store = await createRedisDedupeStore({ url: redis.url });
    const listeners: Record<string, http.RequestListener> = {
      "inline handler (memory dedupe store)": toNodeListener(
        createWebhookHandler({ secret: SECRET, onAlert: () => {} }),
      ),
      "inline handler, Redis dedupe store": toNodeListener(
        createWebhookHandler({ secret: SECRET, onAlert: () => {}, dedupe: store }),
      ),
      "handler with queue (createWebhookQueue)": toNodeListener(createWebhookHandler({ secret: SECRET, queue })),
    };
    const names = Object.keys(listeners);
    const rates: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
    const ratios: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of names) rates[name]!.push(await acknowledgedPerSecond(listeners[name]!));
      // Per-round ratios: load from other processes drifts between rounds more than within one.
      for (const name of names) ratios[name]!.push(rates[name]!.at(-1)! / rates[names[0]!]!.at(-1)!);
    }

    // Delivery to callback, inline: the callback runs inside the request.
    const inlineStarted = new Map<string, number>();
    const inline = await serve(
      toNodeListener(
        createWebhookHandler({ secret: SECRET, onAlert: (a) => void inlineStarted.set(a.eventId, performance.now()) }),
      ),
    );
    const inlineLatency = await deliveryToCallback(inline.port, inlineStarted).finally(() => inline.close());

    // Through the queue: drain what the throughput rounds left, then a worker takes each new job as it comes.
    await queue.bullQueue.obliterate({ force: true });
    const queuedStarted = new Map<string, number>();
    const worker = await startWebhookWorker(
      { url: redis.url },
      { name: "bench-queue", concurrency: 8, onAlert: (a) => void queuedStarted.set(a.eventId, performance.now()) },
    );
    const receiver = await serve(toNodeListener(createWebhookHandler({ secret: SECRET, queue })));
    let queuedLatency: number[];
    try {
      queuedLatency = await deliveryToCallback(receiver.port, queuedStarted);
    } finally {
      await receiver.close();
      await worker.close();
    }

    const latencies: (number[] | undefined)[] = [inlineLatency, undefined, queuedLatency];
    const rows = names.map((contender, i): QueueBenchRow => {
      const latency = latencies[i];
      return {
        contender,
        acknowledgedPerSecond: median(rates[contender]!),
        ofInline: median(ratios[contender]!),
        toCallbackP50Ms: latency && percentile(latency, 50),
        toCallbackP95Ms: latency && percentile(latency, 95),
      };
    });
    printQueueRows(rows);
    return rows;
  } finally {
    await queue?.bullQueue.obliterate({ force: true }).catch(() => {});
    await queue?.close().catch(() => {});
    await store?.close().catch(() => {});
    await redis.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchQueue();
}
