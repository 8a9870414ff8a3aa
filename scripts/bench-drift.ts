// Issue 37: what `validateResponses` costs a call. Contenders, in turns of short slices (bench-stats.ts):
//   before  the runtime as it was before drift checks (git archive of the commit before them), same operations;
//   off     today's generated createFleetClient, validateResponses left at its default ("off");
//   report  validateResponses: "report" (validators and shapes loaded on the first call, before measuring).
// Each call answers a 512-vehicle page from an in-process fetch (no socket: only the client's own work is timed, so
// any cost of the option shows). The ratios are medians of per-round CPU-time ratios. Also checks that "off" never
// loads the validators. Run: npx tsx scripts/bench-drift.ts [--rounds 20] [--slices 4] [--calls 20]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { api, createFleetClient, driftChecks, operations } from "../generated/index.js";
import type { paths } from "../generated/types.js";
import { createApiClient } from "../runtime/index.js";
import { median, ratioOf, sliced } from "./bench-stats.js";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "20" },
    slices: { type: "string", default: "4" },
    calls: { type: "string", default: "20" },
  },
});
const rounds = Number(values.rounds);
const slices = Number(values.slices);
const calls = Number(values.calls);

/** The commit before the first drift commit: its runtime is "before". */
function runtimeBefore(): { dir: string; commit: string } {
  const first = execFileSync(
    "git",
    ["log", "--format=%H", "--reverse", "-S", "validateResponses", "--", "runtime/client.ts"],
    {
      encoding: "utf8",
    },
  )
    .trim()
    .split("\n")[0]!;
  const commit = execFileSync("git", ["rev-parse", `${first}^`], { encoding: "utf8" }).trim();
  const dir = mkdtempSync(join(tmpdir(), "fleetkit-bench-drift-"));
  execFileSync("sh", ["-c", `git archive ${commit} runtime | tar -x -C ${dir}`]);
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  return { dir, commit };
}

const page = JSON.stringify({
  data: Array.from({ length: 512 }, (_, i) => ({
    id: String(i),
    name: `Truck ${i}`,
    vin: "1FTFW1ET5DFC10312",
    year: 2020,
  })),
  pagination: { endCursor: "c1", hasNextPage: true },
});
const fetchPage = async () => new Response(page, { status: 200, headers: { "content-type": "application/json" } });
const options = { baseUrl: "https://api.example.com", token: "bench-token", retry: false as const, fetch: fetchPage };

const before = runtimeBefore();
try {
  const old = await import(pathToFileURL(join(before.dir, "runtime/index.ts")).href);
  const beforeClient = old.createApiClient(old.defineApi({ ...api, operations }), options);
  // "off" with a loader that counts: it must never be called.
  let loaded = 0;
  const counting = createApiClient<paths>(api, options, async () => {
    loaded++;
    throw new Error("off loaded the validators");
  });
  for (let i = 0; i < 3; i++) await counting.GET("/fleet/vehicles");
  const offClient = createFleetClient(options);
  const drifts: unknown[] = [];
  const reportClient = createFleetClient({
    ...options,
    validateResponses: "report",
    onDrift: (d) => void drifts.push(d),
    driftChecks,
  });
  const many = (client: { GET: Function }) => async () => {
    for (let i = 0; i < calls; i++) await client.GET("/fleet/vehicles");
  };
  // Load the validators once, outside the timings.
  await reportClient.GET("/fleet/vehicles");
  const samples = await sliced(
    { before: many(beforeClient), off: many(offClient), report: many(reportClient) },
    { rounds, slices, unitsPerSlice: calls, warmUpSlices: 4 },
  );
  const us = (name: string) => median(samples[name]!.cpu).toFixed(1);
  console.log(`runtime before drift checks: ${before.commit.slice(0, 7)}`);
  console.log(`CPU µs per call (512-item page): before ${us("before")}, off ${us("off")}, report ${us("report")}`);
  console.log(`off / before: ${ratioOf(samples.off!, samples.before!).toFixed(3)} (1.000 is no cost)`);
  console.log(`report / off: ${ratioOf(samples.report!, samples.off!).toFixed(3)}`);
  console.log(
    `drifts reported for valid pages: ${drifts.length}; validators loaded by "off": ${loaded > 0 ? "yes" : "no"}`,
  );
} finally {
  rmSync(before.dir, { recursive: true, force: true });
}
