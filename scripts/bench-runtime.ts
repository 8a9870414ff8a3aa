// Benchmarks the runtime client against what it replaces, in one run, over a loopback HTTP server in a child process
// (so that the client's process does only the client's work):
//  1. paginate() over 60 pages of 512 items vs a hand-written fetch loop: throughput ratio and peak heap.
//  2. Per-request cost of createFleetClient vs plain openapi-fetch (and raw fetch).
// Each ratio is the median of per-round ratios of CPU time (process.cpuUsage: user + system, every thread of this
// process) over interleaved rounds, after a warm-up. CPU time rather than wall time: on a shared 2-core machine the
// wall time of a loopback request moved by 3× between runs (other processes, scheduling), which made the per-request
// ratio read 0.97, 1.16 and 1.44 on one commit; the CPU each contender spends is what fleetkit adds, and it holds
// within a few hundredths between runs. Wall times are printed beside it.
// Run: npx tsx scripts/bench-runtime.ts [--pages 60] [--runs 15] [--rounds 30] [--batch 200]
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import createClient from "openapi-fetch";
import type { paths } from "../generated/types.js";
import { createFleetClient, paginate } from "../generated/index.js";
import type { Figure } from "./bench-figures.js";
import { median } from "./bench-stats.js";

const PAGE_SIZE = 512;
const TOKEN = "bench-token";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Serves `pages` precomputed list pages of 512 vehicles at /fleet/vehicles (cursor `c<n>`), and `{}` elsewhere. */
const SERVER = `
const http = require("node:http");
const pages = Number(process.argv[1]), PAGE_SIZE = ${PAGE_SIZE};
const bodies = Array.from({ length: pages }, (_, n) =>
  JSON.stringify({
    data: Array.from({ length: PAGE_SIZE }, (_, i) => ({
      id: String(n * PAGE_SIZE + i), name: "Truck " + n + "-" + i, vin: "1HGBH41JXMN109186", odometerMeters: n * 1000 + i,
    })),
    pagination: { endCursor: "c" + (n + 1), hasNextPage: n + 1 < pages },
  }),
);
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  res.setHeader("content-type", "application/json");
  if (url.pathname !== "/fleet/vehicles") return void res.end('{"ok":true}');
  const after = url.searchParams.get("after");
  res.end(bodies[after === null ? 0 : Number(after.slice(1))]);
});
server.keepAliveTimeout = 60000;
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.stdin.on("end", () => process.exit(0)).resume();
`;

/** The server in a child process, which ends when this process closes its stdin (or exits). */
async function startServer(pages: number) {
  const child = spawn(process.execPath, ["-e", SERVER, String(pages)], { stdio: ["pipe", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the bench server exited (${code}) before listening`)));
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.stdin.end();
      }),
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

/** One contender's samples: wall and CPU time per unit (a run, a request), one per round. */
interface Samples {
  wall: number[];
  cpu: number[];
}

/**
 * Interleaved rounds after a warm-up: each round runs every contender once (in an order that alternates, so none is
 * always first after a GC), measuring wall and CPU time per unit. The ratio of two contenders is then the median of
 * their per-round ratios, so drift between rounds (load from other processes) cancels out.
 */
async function interleaved(
  contenders: Record<string, () => Promise<void>>,
  rounds: number,
  units: number,
  warmUp: number,
): Promise<Record<string, Samples>> {
  const samples: Record<string, Samples> = {};
  for (const [name, run] of Object.entries(contenders)) {
    for (let i = 0; i < warmUp; i++) await run();
    samples[name] = { wall: [], cpu: [] };
  }
  const names = Object.keys(contenders);
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) {
      gc();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await contenders[name]!();
      const wall = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      samples[name]!.wall.push((wall * 1000) / units);
      samples[name]!.cpu.push((cpu.user + cpu.system) / units);
    }
  }
  return samples;
}

/** The median of per-round ratios `a / b` of one measure. */
function ratioOf(a: Samples, b: Samples, measure: keyof Samples): number {
  return median(a[measure].map((value, round) => value / b[measure][round]!));
}

async function peakLiveMb(baseUrl: string, loop: Loop): Promise<number> {
  const heap = new LiveHeap();
  await loop(baseUrl, heap.sample);
  return heap.peak / 2 ** 20;
}

/** The sequential `GET /v1/tags` calls of each contender, `batch` per round. */
function requestContenders(baseUrl: string, batch: number): Record<string, () => Promise<void>> {
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
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      name,
      async () => {
        for (let i = 0; i < batch; i++) await call();
      },
    ]),
  );
}

const row = (name: string, s: Samples, unit: string) =>
  `  ${name.padEnd(32)} ${median(s.cpu).toFixed(1).padStart(8)} µs CPU ${median(s.wall).toFixed(1).padStart(8)} µs wall  per ${unit} (medians)`;

export interface RuntimeOptions {
  pages?: number;
  runs?: number;
  rounds?: number;
  batch?: number;
  /** Also measure peak live heap (a few extra passes with a full GC per page). */
  heap?: boolean;
}

/** Pagination throughput against a hand-written loop: figures, and the lines printed. */
export async function benchPagination({ pages = 60, runs = 15, heap = true }: RuntimeOptions = {}): Promise<Figure[]> {
  const few = Math.max(2, Math.round(pages / 10));
  const [server, smallServer] = await Promise.all([startServer(pages), startServer(few)]);
  try {
    const items = pages * PAGE_SIZE;
    const loops: Record<string, Loop> = {
      "hand-written fetch loop": handWrittenLoop,
      "paginate()": paginateLoop,
      "paginate().pages()": pagesLoop,
    };
    const contenders = Object.fromEntries(
      Object.entries(loops).map(([name, loop]) => [
        name,
        async () => {
          const count = await loop(server.url, noop);
          if (count !== items) throw new Error(`${name} saw ${count} items, expected ${items}`);
        },
      ]),
    );
    console.log(
      `Pagination: ${pages} pages × ${PAGE_SIZE} vehicles = ${items.toLocaleString("en")} items per run, ${runs} interleaved rounds after a warm-up (server in a child process)`,
    );
    const samples = await interleaved(contenders, runs, 1, 2);
    for (const [name, loop] of Object.entries(loops)) {
      const s = samples[name]!;
      const live = heap
        ? `   live heap +${(await peakLiveMb(smallServer.url, loop)).toFixed(2)} MB (${few} pages), +${(await peakLiveMb(server.url, loop)).toFixed(2)} MB (${pages} pages)`
        : "";
      console.log(
        `  ${name.padEnd(24)} ${(median(s.cpu) / 1000).toFixed(1).padStart(6)} ms CPU ${(median(s.wall) / 1000).toFixed(1).padStart(6)} ms wall per run${live}`,
      );
    }
    if (heap) {
      console.log(
        `  ${"toArray() (collects)".padEnd(24)} ${"".padEnd(36)}   live heap +${(await peakLiveMb(smallServer.url, toArrayLoop)).toFixed(2)} MB (${few} pages), +${(await peakLiveMb(server.url, toArrayLoop)).toFixed(2)} MB (${pages} pages)`,
      );
    }
    const hand = samples["hand-written fetch loop"]!;
    const itemsRatio = ratioOf(hand, samples["paginate()"]!, "cpu");
    const pagesRatio = ratioOf(hand, samples["paginate().pages()"]!, "cpu");
    const wallRatio = ratioOf(hand, samples["paginate()"]!, "wall");
    console.log(
      `  paginate() throughput / hand-written loop: ${itemsRatio.toFixed(2)} by CPU time (wall: ${wallRatio.toFixed(2)}); pages(): ${pagesRatio.toFixed(2)}   (goal ≥ 0.95, heap flat)\n`,
    );
    return [
      {
        id: "paginate.itemsVsHandLoop",
        label: "paginate() throughput / hand-written fetch loop",
        value: itemsRatio,
        unit: "ratio",
        better: "higher",
        goal: 0.95,
        anchors: { "hand loop": 1, "pages()": pagesRatio },
      },
    ];
  } finally {
    await Promise.all([server.close(), smallServer.close()]);
  }
}

/** The client's cost per request against plain openapi-fetch: figures, and the lines printed. */
export async function benchPerRequest({ rounds = 30, batch = 200 }: RuntimeOptions = {}): Promise<Figure[]> {
  const server = await startServer(2);
  try {
    console.log(
      `Per request (sequential GET /v1/tags, ${rounds} interleaved rounds of ${batch} requests per contender after ${batch * 3} of warm-up; server in a child process)`,
    );
    const samples = await interleaved(requestContenders(server.url, batch), rounds, batch, 3);
    for (const [name, s] of Object.entries(samples)) console.log(row(name, s, "request"));
    const plain = samples["plain openapi-fetch"]!;
    const fleet = ratioOf(samples.createFleetClient!, plain, "cpu");
    const guarded = ratioOf(samples["createFleetClient + tokenScopes"]!, plain, "cpu");
    const raw = ratioOf(samples["raw fetch + json"]!, plain, "cpu");
    console.log(
      `  createFleetClient / plain openapi-fetch: ${fleet.toFixed(3)} by CPU time (wall: ${ratioOf(samples.createFleetClient!, plain, "wall").toFixed(2)}); + tokenScopes ${guarded.toFixed(3)}; raw fetch ${raw.toFixed(3)}   (goal ≤ 1.05)\n`,
    );
    return [
      {
        id: "client.perRequestVsOpenapiFetch",
        label: "createFleetClient CPU per request / openapi-fetch",
        value: fleet,
        unit: "ratio",
        better: "lower",
        goal: 1.05,
        anchors: { "openapi-fetch": 1, "raw fetch": raw, "with tokenScopes": guarded },
      },
    ];
  } finally {
    await server.close();
  }
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<Figure[]> {
  const { values } = parseArgs({
    args: argv,
    options: {
      pages: { type: "string", default: "60" },
      runs: { type: "string", default: "15" },
      rounds: { type: "string", default: "30" },
      batch: { type: "string", default: "200" },
      only: { type: "string" },
    },
  });
  const options = {
    pages: Number(values.pages),
    runs: Number(values.runs),
    rounds: Number(values.rounds),
    batch: Number(values.batch),
  };
  console.log(`Node ${process.version}, loopback HTTP\n`);
  const figures: Figure[] = [];
  if (values.only !== "requests") figures.push(...(await benchPagination(options)));
  if (values.only !== "pagination") figures.push(...(await benchPerRequest(options)));
  return figures;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
