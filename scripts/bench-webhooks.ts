/**
 * Webhook benchmark, all figures from one run on one machine (run: npx tsx scripts/bench-webhooks.ts):
 * 1. verification cost per call against the floor (raw createHmac + timingSafeEqual + JSON.parse)
 *    and against stripe-node's webhooks.constructEvent on a body of the same size;
 * 2. requests per second of createWebhookHandler behind toNodeListener against a bare Node http
 *    server that only answers 200, driven by a keep-alive client in a worker thread.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import Stripe from "stripe";
import { createAlert, createWebhookHandler, signWebhook, toNodeListener, verifyWebhook, verifyWebhookSignature } from "../runtime/webhooks/index.js";

const SECRET = Buffer.alloc(32, 0x5a).toString("base64");
const ROUNDS = 5;

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
const STRIPE_SECRET = "whsec_bench_secret";

interface Measured {
  name: string;
  nsPerOp: number;
}

/** Median of interleaved rounds, so drift in machine load hits every contender alike. */
function measure(contenders: Record<string, () => unknown>, rounds = 7, roundMs = 300): Measured[] {
  const samples: Record<string, number[]> = {};
  for (const [name, run] of Object.entries(contenders)) {
    for (let i = 0; i < 20_000; i++) run();
    samples[name] = [];
  }
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of Object.entries(contenders)) {
      let ops = 0;
      const start = process.hrtime.bigint();
      const deadline = start + BigInt(roundMs * 1e6);
      let now = start;
      while (now < deadline) {
        for (let i = 0; i < 200; i++) run();
        ops += 200;
        now = process.hrtime.bigint();
      }
      samples[name]!.push(Number(now - start) / ops);
    }
  }
  return Object.entries(samples).map(([name, values]) => ({ name, nsPerOp: median(values) }));
}

function verificationContenders() {
  const body = JSON.stringify(createAlert({ eventMs: 1_700_000_000_000 }));
  const timestamp = Math.floor(Date.now() / 1000);
  const { headers } = signWebhook({ secret: SECRET, body, timestamp });
  const key = Buffer.from(SECRET, "base64");
  const expected = Buffer.from(headers["X-Service-Signature"].slice(3), "hex");
  const stripeHeader = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_SECRET, timestamp });
  const hmacFloor = () => {
    const digest = createHmac("sha256", key).update(`v1:${timestamp}:`).update(body).digest();
    if (!timingSafeEqual(digest, expected)) throw new Error("floor mismatch");
  };
  return {
    bodyBytes: Buffer.byteLength(body),
    contenders: {
      "floor A: createHmac + timingSafeEqual": hmacFloor,
      "verifyWebhookSignature (signature only)": () => verifyWebhookSignature({ secret: SECRET, headers, body }),
      "floor B: floor A + JSON.parse": () => {
        hmacFloor();
        return JSON.parse(body) as unknown;
      },
      "verifyWebhook (signature + JSON + schema)": () => verifyWebhook({ secret: SECRET, headers, body }),
      "stripe webhooks.constructEvent (signature + JSON)": () => Stripe.webhooks.constructEvent(body, stripeHeader, STRIPE_SECRET),
    },
  };
}

const LOAD_CLIENT = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { port, body, headers, connections, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let done = 0, failed = 0, stop = false;
const started = Date.now();
function fire() {
  if (stop) return;
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

async function requestsPerSecond(listener: http.RequestListener, body: string, headers: Record<string, string>, durationMs: number): Promise<number> {
  const server = http.createServer(listener);
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const worker = new Worker(LOAD_CLIENT, { eval: true, workerData: { port, body, headers, connections: 32, durationMs } });
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

async function handlerThroughput(durationMs: number) {
  const body = JSON.stringify(createAlert());
  const signed = signWebhook({ secret: SECRET, body });
  const headers = { "content-type": "application/json", ...signed.headers };
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
  const results: Record<string, number[]> = { bare: [], direct: [], fetch: [] };
  const ratios: Record<string, number[]> = { direct: [], fetch: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, listener] of Object.entries(listeners)) results[name]!.push(await requestsPerSecond(listener, body, headers, durationMs));
    // Per-round ratios: load from other processes drifts between rounds more than within one.
    for (const name of ["direct", "fetch"]) ratios[name]!.push(results[name]!.at(-1)! / results.bare!.at(-1)!);
  }
  return {
    bare: median(results.bare!),
    direct: { rps: median(results.direct!), ratio: median(ratios.direct!) },
    fetch: { rps: median(results.fetch!), ratio: median(ratios.fetch!) },
  };
}

export async function main(): Promise<void> {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);
  const { bodyBytes, contenders } = verificationContenders();
  const measured = measure(contenders);
  const [floorA, signatureOnly, floorB, full, stripe] = measured.map((m) => m.nsPerOp) as [number, number, number, number, number];
  const floors = [floorA, floorA, floorB, floorB, floorB];
  console.log(`Verification of one ${bodyBytes}-byte Alert body (median of 7 interleaved rounds):`);
  measured.forEach(({ name, nsPerOp }, i) => {
    const ratio = i === 0 || i === 2 ? "" : `  ${(nsPerOp / floors[i]!).toFixed(2)}x floor ${i === 1 ? "A" : "B"}`;
    console.log(`  ${name.padEnd(52)} ${(nsPerOp / 1000).toFixed(2).padStart(6)} µs/op ${(1e9 / nsPerOp).toFixed(0).padStart(8)} ops/s${ratio}`);
  });
  console.log(`  verifyWebhook / stripe constructEvent: ${(full / stripe).toFixed(2)}x; verifyWebhookSignature / stripe: ${(signatureOnly / stripe).toFixed(2)}x\n`);

  const { bare, direct, fetch } = await handlerThroughput(1500);
  const share = ({ rps, ratio }: { rps: number; ratio: number }) => `${rps.toFixed(0).padStart(7)} req/s  (${(ratio * 100).toFixed(0)}% of bare)`;
  console.log(`Node http, 32 keep-alive connections from a worker thread, signed Alert body, median of ${ROUNDS} interleaved rounds of 1.5 s:`);
  console.log(`  bare server answering 200                          ${bare.toFixed(0).padStart(7)} req/s`);
  console.log(`  toNodeListener(createWebhookHandler(...))          ${share(direct)}`);
  console.log(`  same handler through a Fetch Request and Response  ${share(fetch)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
