/**
 * Webhook benchmark, all figures from one run on one machine (run: npx tsx scripts/bench-webhooks.ts):
 * 1. verification cost per call against the floor (raw createHmac + timingSafeEqual + JSON.parse)
 *    and against stripe-node's webhooks.constructEvent on a body of the same size;
 * 2. requests per second of createWebhookHandler behind toNodeListener against a bare Node http
 *    server that only answers 200, driven by a keep-alive client in a worker thread that sends
 *    each request a notification with a fresh eventId (so every one is claimed, run and completed),
 *    with the default memory dedupe store and with the Redis store (a local redis-server);
 * 3. 200 concurrent deliveries (100 notifications, each twice) to three receivers, retried like the
 *    service: notifications lost and run twice, with one memory store per receiver and with Redis.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import Stripe from "stripe";
import { createRedisDedupeStore, type RedisDedupeStore } from "../entries/redis.js";
import {
  createAlert,
  createMemoryDedupeStore as createMemoryStore,
  createWebhookHandler,
  deliverWebhook,
  signWebhook,
  verifyWebhook,
  verifyWebhookSignature,
  type DedupeStore,
} from "../entries/webhooks.js";
import { toNodeListener } from "../entries/node.js";
import { startRedisServer, type RedisServer } from "../test/webhooks/redis-server.js";
import type { Figure } from "./bench-figures.js";
import { median, sliced } from "./bench-stats.js";

const SECRET = Buffer.alloc(32, 0x5a).toString("base64");
const ROUNDS = 5;

const STRIPE_SECRET = "whsec_bench_secret";

interface Measured {
  name: string;
  nsPerOp: number;
  samples: number[];
}

/**
 * Interleaved rounds after a warm-up, each contender timed by the CPU time (user + system) of this process: on a
 * shared machine the wall time of a round also counts the time other processes held the core. The contenders take
 * turns 200 calls at a time (a few milliseconds), in a rotating order (bench-stats.ts `sliced`): run 300 ms each in
 * turn, they met different load from other processes, and the ratio moved by a tenth between runs. Returns each
 * one's median per op, and each one's per-round samples for ratios taken round by round.
 */
async function measure(contenders: Record<string, () => unknown>, rounds = 9, slices = 100): Promise<Measured[]> {
  const batched = Object.fromEntries(
    Object.entries(contenders).map(([name, run]) => [
      name,
      () => {
        for (let i = 0; i < 200; i++) run();
      },
    ]),
  );
  const samples = await sliced(batched, { rounds, slices, unitsPerSlice: 200, warmUpSlices: 100 });
  return Object.entries(samples).map(([name, { cpu }]) => {
    const values = cpu.map((us) => us * 1000);
    return { name, nsPerOp: median(values), samples: values };
  });
}

/** The median over rounds of `floor / contender`: a speed ratio against the floor measured in the same round. */
function speedVsFloor(floor: Measured, contender: Measured): number {
  return median(floor.samples.map((ns, round) => ns / contender.samples[round]!));
}

function verificationContenders() {
  // About 1 KB, the size of an Alert with a driver's note in its details.
  const details = "Truck 12 entered Depot North at gate 3 with the trailer attached; the driver reported a delay. ";
  const body = JSON.stringify(
    createAlert({ eventMs: 1_700_000_000_000, event: { details: details.repeat(5).trim() } as never }),
  );
  const timestamp = Math.floor(Date.now() / 1000);
  const { headers } = signWebhook({ secret: SECRET, body, timestamp });
  const key = Buffer.from(SECRET, "base64");
  const expected = Buffer.from(headers["X-Service-Signature"].slice(3), "hex");
  const stripeHeader = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_SECRET, timestamp });
  const hmacFloor = () => {
    const digest = createHmac("sha256", key).update(`v1:${timestamp}:`).update(body).digest();
    if (!timingSafeEqual(digest, expected)) throw new Error("floor mismatch");
  };
  const contenders: Record<string, () => unknown> = {
    "floor A: createHmac + timingSafeEqual": hmacFloor,
    "verifyWebhookSignature (signature only)": () => verifyWebhookSignature({ secret: SECRET, headers, body }),
    "floor B: floor A + JSON.parse": () => {
      hmacFloor();
      return JSON.parse(body) as unknown;
    },
    "verifyWebhook (signature + JSON + schema)": () => verifyWebhook({ secret: SECRET, headers, body }),
    "stripe webhooks.constructEvent (signature + JSON)": () =>
      Stripe.webhooks.constructEvent(body, stripeHeader, STRIPE_SECRET),
  };
  return { bodyBytes: Buffer.byteLength(body), body, contenders };
}

// Each request carries a notification with a fresh eventId, signed here with the current time, so
// the handler claims, runs and completes every one instead of answering duplicates.
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

async function requestsPerSecond(listener: http.RequestListener, durationMs: number): Promise<number> {
  const server = http.createServer(listener);
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const template = JSON.stringify(createAlert({ eventId: "__EVENT_ID__" }));
  const workerData = { port, template, secret: SECRET, prefix: `run${++runs}`, connections: 32, durationMs };
  const worker = new Worker(LOAD_CLIENT, { eval: true, workerData });
  const result = await new Promise<{ done: number; failed: number; seconds: number }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  if (result.failed > 0) throw new Error(`${result.failed} requests failed during the run`);
  return result.done / result.seconds;
}

async function handlerThroughput(durationMs: number, redisStore: RedisDedupeStore | undefined) {
  const bare: http.RequestListener = (req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}'));
  };
  const handler = createWebhookHandler({ secret: SECRET, onAlert: () => {} });
  const listeners: Record<string, http.RequestListener> = {
    bare,
    direct: toNodeListener(handler),
    // A plain wrapper hides the handler's identity, forcing the generic Fetch Request/Response path.
    fetch: toNodeListener((request) => handler(request)),
  };
  if (redisStore)
    listeners.redis = toNodeListener(createWebhookHandler({ secret: SECRET, onAlert: () => {}, dedupe: redisStore }));
  const names = Object.keys(listeners).filter((name) => name !== "bare");
  const results: Record<string, number[]> = Object.fromEntries(Object.keys(listeners).map((name) => [name, []]));
  const ratios: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  const redisToMemory: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, listener] of Object.entries(listeners))
      results[name]!.push(await requestsPerSecond(listener, durationMs));
    // Per-round ratios: load from other processes drifts between rounds more than within one.
    for (const name of names) ratios[name]!.push(results[name]!.at(-1)! / results.bare!.at(-1)!);
    if (redisStore) redisToMemory.push(results.redis!.at(-1)! / results.direct!.at(-1)!);
  }
  const row = (name: string) => ({ rps: median(results[name]!), ratio: median(ratios[name]!) });
  return {
    bare: median(results.bare!),
    direct: row("direct"),
    fetch: row("fetch"),
    redis: redisStore ? { ...row("redis"), ofMemory: median(redisToMemory) } : undefined,
  };
}

/**
 * 100 notifications, each delivered twice at once (so 50 % of the 200 deliveries are duplicates),
 * spread over three receivers and retried on any non-2xx as the service does. Counts callback runs.
 */
async function concurrentDeliveries(storeFor: (receiver: number) => DedupeStore) {
  const runsPerEvent = new Map<string, number>();
  const servers = await Promise.all(
    [0, 1, 2].map(async (i) => {
      const handler = createWebhookHandler({
        secret: SECRET,
        dedupe: storeFor(i),
        onAlert: async (alert) => {
          await new Promise((resolve) => setTimeout(resolve, 20)); // some work, so deliveries overlap
          runsPerEvent.set(alert.eventId, (runsPerEvent.get(alert.eventId) ?? 0) + 1);
        },
      });
      const server = http.createServer(toNodeListener(handler));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return server;
    }),
  );
  const ids = Array.from({ length: 100 }, (_, i) => `deliveries-${runs}-${i}`);
  runs++;
  const started = performance.now();
  const reports = await Promise.all(
    ids.flatMap((id, i) =>
      [i, i + 1].map((n) =>
        deliverWebhook({
          url: `http://127.0.0.1:${(servers[n % 3]!.address() as AddressInfo).port}/hook`,
          allowInsecureLoopback: true,
          secret: SECRET,
          notification: createAlert({ eventId: id }),
          backoff: { baseMs: 50, factor: 2, maxMs: 400 },
        }),
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return {
    undelivered: reports.filter((r) => !r.delivered).length,
    lost: ids.filter((id) => (runsPerEvent.get(id) ?? 0) === 0).length,
    runTwice: ids.filter((id) => (runsPerEvent.get(id) ?? 0) > 1).length,
    retried: reports.filter((r) => r.attempts.length > 1).length,
    seconds,
  };
}

/** A local redis-server for the Redis figures, or undefined (with the reason printed) when it is not installed. */
async function startRedisForBench(): Promise<RedisServer | undefined> {
  try {
    return await startRedisServer();
  } catch (error) {
    console.log(`  (Redis figures skipped: ${(error as Error).message})`);
    return undefined;
  }
}

/** Whether the Standard Webhooks reference library is installed (it is not a dependency; the anchor is optional). */
async function standardWebhooks(): Promise<
  | {
      Webhook: new (
        secret: string,
      ) => {
        verify(body: string, headers: Record<string, string>): unknown;
        sign(id: string, date: Date, body: string): string;
      };
    }
  | undefined
> {
  const name = "standardwebhooks";
  try {
    return (await import(name)) as never;
  } catch {
    return undefined;
  }
}

/** Verification per call against the floor, with stripe's (and Standard Webhooks', when installed) as anchors. */
export async function benchVerification(): Promise<Figure[]> {
  const { bodyBytes, body, contenders } = verificationContenders();
  const standard = await standardWebhooks();
  if (standard) {
    const secret = `whsec_${Buffer.alloc(32, 0x5a).toString("base64")}`;
    const webhook = new standard.Webhook(secret);
    const id = "msg_bench";
    const date = new Date();
    const headers = {
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(date.getTime() / 1000)),
      "webhook-signature": webhook.sign(id, date, body),
    };
    contenders["standardwebhooks Webhook.verify (signature + JSON)"] = () => webhook.verify(body, headers);
  }
  const measured = await measure(contenders);
  const byName = Object.fromEntries(measured.map((m) => [m.name, m]));
  const floorA = byName["floor A: createHmac + timingSafeEqual"]!;
  const floorB = byName["floor B: floor A + JSON.parse"]!;
  console.log(
    `Verification of one ${bodyBytes}-byte Alert body (CPU time per op, median of 9 rounds taking turns 200 calls at a time; ratios taken round by round):`,
  );
  for (const m of measured) {
    const floor = m.name.includes("signature only") ? floorA : floorB;
    const ratio = m.name.startsWith("floor")
      ? ""
      : `  speed ${speedVsFloor(floor, m).toFixed(2)} of floor ${floor === floorA ? "A" : "B"}`;
    console.log(
      `  ${m.name.padEnd(52)} ${(m.nsPerOp / 1000).toFixed(2).padStart(6)} µs/op ${(1e9 / m.nsPerOp).toFixed(0).padStart(8)} ops/s${ratio}`,
    );
  }
  if (!standard) console.log("  standardwebhooks: not installed (npm i -D standardwebhooks to add its anchor)");
  const full = speedVsFloor(floorB, byName["verifyWebhook (signature + JSON + schema)"]!);
  const stripe = speedVsFloor(floorB, byName["stripe webhooks.constructEvent (signature + JSON)"]!);
  const standardRatio = standard
    ? speedVsFloor(floorB, byName["standardwebhooks Webhook.verify (signature + JSON)"]!)
    : null;
  console.log(
    `  verifyWebhook speed vs floor B: ${full.toFixed(2)}   (goal ≥ 0.85; stripe's constructEvent: ${stripe.toFixed(2)}; standardwebhooks: ${standardRatio === null ? "not installed" : standardRatio.toFixed(2)})\n`,
  );
  return [
    {
      id: "webhooks.verifyVsFloor",
      label: "verifyWebhook speed / floor (HMAC + compare + parse)",
      value: full,
      unit: "ratio",
      better: "higher",
      goal: 0.85,
      anchors: { floor: 1, stripe: stripe, standardwebhooks: standardRatio },
    },
  ];
}

export async function main(): Promise<Figure[]> {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);
  const figures = await benchVerification();

  const redisServer = await startRedisForBench();
  const stores: RedisDedupeStore[] = [];
  const redisStore = async () => {
    const store = await createRedisDedupeStore({ url: redisServer!.url });
    stores.push(store);
    return store;
  };
  try {
    const { bare, direct, fetch, redis } = await handlerThroughput(1500, redisServer && (await redisStore()));
    const share = ({ rps, ratio }: { rps: number; ratio: number }) =>
      `${rps.toFixed(0).padStart(7)} req/s  (${(ratio * 100).toFixed(0)}% of bare)`;
    console.log(
      `Node http, 32 keep-alive connections from a worker thread, a signed Alert with a fresh eventId per request, median of ${ROUNDS} interleaved rounds of 1.5 s:`,
    );
    console.log(`  bare server answering 200                          ${bare.toFixed(0).padStart(7)} req/s`);
    console.log(
      `  toNodeListener(createWebhookHandler(...))          ${share(direct)}  memory dedupe store (the default)`,
    );
    console.log(`  same handler through a Fetch Request and Response  ${share(fetch)}`);
    if (redis)
      console.log(
        `  same handler, dedupe: createRedisDedupeStore(...)  ${share(redis)}  ${(redis.ofMemory * 100).toFixed(0)}% of the memory store (2 Redis round trips per notification)`,
      );

    console.log(
      `\n200 concurrent deliveries (100 notifications, each twice at once: 50 % duplicates) to 3 receivers, retried like the service:`,
    );
    const describe = (r: Awaited<ReturnType<typeof concurrentDeliveries>>) =>
      `notifications lost ${r.lost}, run twice ${r.runTwice}, undelivered ${r.undelivered}, deliveries retried ${r.retried}, ${r.seconds.toFixed(2)} s`;
    console.log(
      `  one memory store per receiver (not shared)         ${describe(await concurrentDeliveries(() => createMemoryStore()))}`,
    );
    if (redisServer) {
      const shared = await Promise.all([0, 1, 2].map(() => redisStore()));
      console.log(
        `  one Redis shared by the 3 receivers                ${describe(await concurrentDeliveries((i) => shared[i]!))}`,
      );
    }
  } finally {
    await Promise.allSettled(stores.map((store) => store.close()));
    await redisServer?.stop();
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv.includes("--verify-only")) await benchVerification();
  else await main();
}
