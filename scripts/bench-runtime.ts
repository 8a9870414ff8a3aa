// Benchmarks the runtime client against what it replaces, in one run, over a loopback HTTP server:
//  1. paginate() over many pages vs a hand-written fetch loop: throughput ratio and peak heap.
//  2. Per-request cost of createFleetClient vs plain openapi-fetch (and raw fetch).
// Run: npx tsx scripts/bench-runtime.ts [--pages 400] [--requests 3000]
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import createClient from "openapi-fetch";
import type { paths } from "../generated/types.js";
import { createFleetClient, paginate } from "../generated/index.js";
import { median } from "./bench-stats.js";

const PAGE_SIZE = 512;
const TOKEN = "bench-token";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Serves `pages` precomputed list pages of 512 vehicles at /fleet/vehicles (cursor `c<n>`), and `{}` elsewhere. */
async function startServer(pages: number) {
  const bodies = Array.from({ length: pages }, (_, n) =>
    JSON.stringify({
      data: Array.from({ length: PAGE_SIZE }, (_, i) => ({
        id: `${n * PAGE_SIZE + i}`,
        name: `Truck ${n}-${i}`,
        vin: "1HGBH41JXMN109186",
        odometerMeters: n * 1000 + i,
      })),
      pagination: { endCursor: `c${n + 1}`, hasNextPage: n + 1 < pages },
    }),
  );
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    res.setHeader("content-type", "application/json");
    if (url.pathname !== "/fleet/vehicles") return void res.end('{"ok":true}');
    const after = url.searchParams.get("after");
    res.end(bodies[after === null ? 0 : Number(after.slice(1))]);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/**
 * The largest live heap above the level before the run: a full GC before each sample (once a page, where a page is
 * at its largest), so garbage not yet collected does not count. Only in memory runs; timed runs do not sample.
 */
class LiveHeap {
  private readonly base: number;
  peak = 0;
  constructor() {
    gc();
    this.base = process.memoryUsage().heapUsed;
  }
  readonly sample = () => {
    gc();
    this.peak = Math.max(this.peak, process.memoryUsage().heapUsed - this.base);
  };
}

type OnPage = () => void;
const noop: OnPage = () => {};

async function handWrittenLoop(baseUrl: string, onPage: OnPage): Promise<number> {
  let after: string | undefined;
  let count = 0;
  for (;;) {
    const url = new URL("/fleet/vehicles", baseUrl);
    url.searchParams.set("limit", String(PAGE_SIZE));
    if (after !== undefined) url.searchParams.set("after", after);
    const response = await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as {
      data: { id: string }[];
      pagination: { endCursor: string; hasNextPage: boolean };
    };
    onPage();
    for (const vehicle of body.data) if (vehicle.id !== "") count++;
    if (!body.pagination.hasNextPage) return count;
    after = body.pagination.endCursor;
  }
}

async function paginateLoop(baseUrl: string, onPage: OnPage): Promise<number> {
  const fleet = createFleetClient({ baseUrl, token: TOKEN, allowInsecureLoopback: true });
  let count = 0;
  for await (const vehicle of paginate(fleet, "/fleet/vehicles", { params: { query: { limit: PAGE_SIZE } } })) {
    if (count % PAGE_SIZE === 0) onPage();
    if (vehicle.id !== "") count++;
  }
  return count;
}

async function pagesLoop(baseUrl: string, onPage: OnPage): Promise<number> {
  const fleet = createFleetClient({ baseUrl, token: TOKEN, allowInsecureLoopback: true });
  let count = 0;
  for await (const page of paginate(fleet, "/fleet/vehicles", { params: { query: { limit: PAGE_SIZE } } }).pages()) {
    onPage();
    for (const vehicle of page.data) if (vehicle.id !== "") count++;
  }
  return count;
}

async function toArrayLoop(baseUrl: string, onPage: OnPage): Promise<number> {
  const fleet = createFleetClient({ baseUrl, token: TOKEN, allowInsecureLoopback: true });
  const all = await paginate(fleet, "/fleet/vehicles", { params: { query: { limit: PAGE_SIZE } } }).toArray();
  onPage();
  return all.length;
}

type Loop = (baseUrl: string, onPage: OnPage) => Promise<number>;

interface Timing {
  median: number;
  best: number;
}

const summarise = (values: number[]): Timing => ({ median: median(values), best: Math.min(...values) });

/** Milliseconds over `runs`, the loops interleaved so that drift on a shared machine hits all alike. */
async function timeLoops(
  baseUrl: string,
  loops: Record<string, Loop>,
  runs: number,
  expected: number,
): Promise<Record<string, Timing>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(loops).map((name) => [name, []]));
  for (const loop of Object.values(loops)) await loop(baseUrl, noop); // warm-up
  for (let run = 0; run < runs; run++) {
    for (const [name, loop] of Object.entries(loops)) {
      gc();
      const started = performance.now();
      const count = await loop(baseUrl, noop);
      times[name]!.push(performance.now() - started);
      if (count !== expected) throw new Error(`${name} saw ${count} items, expected ${expected}`);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([name, ms]) => [name, summarise(ms)]));
}

async function peakLiveMb(baseUrl: string, loop: Loop): Promise<number> {
  const heap = new LiveHeap();
  await loop(baseUrl, heap.sample);
  return heap.peak / 2 ** 20;
}

/** Microseconds per sequential request, in interleaved rounds of `requests / rounds` calls each. */
async function perRequest(baseUrl: string, requests: number, rounds = 20): Promise<Record<string, Timing>> {
  const fleet = createFleetClient({ baseUrl, token: TOKEN, allowInsecureLoopback: true });
  const guarded = createFleetClient({ baseUrl, token: TOKEN, allowInsecureLoopback: true, tokenScopes: ["Read Tags"] });
  const plain = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${TOKEN}` } });
  const calls: Record<string, () => Promise<unknown>> = {
    "raw fetch + json": async () =>
      (await fetch(`${baseUrl}/v1/tags`, { headers: { Authorization: `Bearer ${TOKEN}` } })).json(),
    "plain openapi-fetch": () => plain.GET("/v1/tags"),
    createFleetClient: () => fleet.GET("/v1/tags"),
    "createFleetClient + tokenScopes": () => guarded.GET("/v1/tags"),
  };
  const perCall: Record<string, number[]> = Object.fromEntries(Object.keys(calls).map((name) => [name, []]));
  for (const call of Object.values(calls)) for (let i = 0; i < 300; i++) await call(); // warm-up
  const batch = Math.ceil(requests / rounds);
  for (let round = 0; round < rounds; round++) {
    for (const [name, call] of Object.entries(calls)) {
      const started = performance.now();
      for (let i = 0; i < batch; i++) await call();
      perCall[name]!.push(((performance.now() - started) * 1000) / batch);
    }
  }
  return Object.fromEntries(Object.entries(perCall).map(([name, us]) => [name, summarise(us)]));
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      pages: { type: "string", default: "400" },
      requests: { type: "string", default: "4000" },
      runs: { type: "string", default: "7" },
    },
  });
  const pages = Number(values.pages);
  const runs = Number(values.runs);
  const few = Math.max(2, Math.round(pages / 10));
  const server = await startServer(pages);
  const smallServer = await startServer(few);
  try {
    const items = pages * PAGE_SIZE;
    console.log(
      `Node ${process.version}, loopback HTTP, ${pages} pages × ${PAGE_SIZE} vehicles = ${items.toLocaleString("en")} items, median of ${runs} interleaved runs\n`,
    );
    const loops = {
      "hand-written fetch loop": handWrittenLoop,
      "paginate()": paginateLoop,
      "paginate().pages()": pagesLoop,
    };
    const ms = await timeLoops(server.url, loops, runs, items);
    console.log("Pagination: time (median, best) and peak live heap (full GC before each per-page sample)");
    for (const [name, loop] of Object.entries(loops)) {
      const { median, best } = ms[name]!;
      const small = await peakLiveMb(smallServer.url, loop);
      const large = await peakLiveMb(server.url, loop);
      console.log(
        `  ${name.padEnd(24)} ${median.toFixed(0).padStart(5)} ms, best ${best.toFixed(0).padStart(4)} ms (${((items / median) * 1000).toFixed(0)} items/s)` +
          `   live heap +${small.toFixed(2)} MB (${few} pages), +${large.toFixed(2)} MB (${pages} pages)`,
      );
    }
    const collectSmall = await peakLiveMb(smallServer.url, toArrayLoop);
    const collectLarge = await peakLiveMb(server.url, toArrayLoop);
    console.log(
      `  ${"toArray() (collects)".padEnd(24)} ${"".padEnd(48)}   live heap +${collectSmall.toFixed(2)} MB (${few} pages), +${collectLarge.toFixed(2)} MB (${pages} pages)`,
    );
    const hand = ms["hand-written fetch loop"]!;
    const pag = ms["paginate()"]!;
    const byPage = ms["paginate().pages()"]!;
    console.log(
      `  throughput ratio paginate() / hand-written loop: ${(hand.median / pag.median).toFixed(2)} (median), ${(hand.best / pag.best).toFixed(2)} (best)   (goal ≥ 0.95, heap flat)`,
    );
    console.log(
      `  throughput ratio paginate().pages() / hand-written loop: ${(hand.median / byPage.median).toFixed(2)} (median), ${(hand.best / byPage.best).toFixed(2)} (best)\n`,
    );

    const requests = Number(values.requests);
    const costs = await perRequest(server.url, requests);
    console.log(`Per request (GET /v1/tags, ${requests} sequential requests each, in 20 interleaved rounds)`);
    for (const [name, us] of Object.entries(costs))
      console.log(
        `  ${name.padEnd(32)} ${us.median.toFixed(1).padStart(7)} µs median, ${us.best.toFixed(1).padStart(7)} µs best round`,
      );
    const plainUs = costs["plain openapi-fetch"]!;
    const fleetUs = costs.createFleetClient!;
    console.log(
      `  createFleetClient vs plain openapi-fetch: ${(fleetUs.median - plainUs.median).toFixed(1)} µs/request median (ratio ${(fleetUs.median / plainUs.median).toFixed(2)}),` +
        ` ${(fleetUs.best - plainUs.best).toFixed(1)} µs best (ratio ${(fleetUs.best / plainUs.best).toFixed(2)})   (goal ≤ 1.10)`,
    );
  } finally {
    await Promise.all([server.close(), smallServer.close()]);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
