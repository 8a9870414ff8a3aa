/**
 * `npm run bench`: every fleetkit benchmark, each reporting ratios measured in one run on this machine, with the anchors
 * beside them. The figures go to docs/benchmarks.json; each run prints how every figure moved since the one before
 * (a regression shows there and in the file's diff), and redraws docs/benchmarks.svg. Performance targets live here,
 * never in unit tests.
 * Run: npm run bench [-- --only runtime,webhooks] (sections: generator, runtime, webhooks, queue, mock, bundle)
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { main as benchBundle } from "./bench-bundle.js";
import { writeChart } from "./bench-chart.js";
import { describeChanges, type Figure, readBenchFile, writeBenchFile } from "./bench-figures.js";
import { main as benchGenerator } from "./bench-generator.js";
import { main as benchRuntime } from "./bench-runtime.js";
import { benchVerification, main as benchWebhooks } from "./bench-webhooks.js";

const JSON_PATH = "docs/benchmarks.json";
const SVG_PATH = "docs/benchmarks.svg";

/**
 * A benchmark that lives in a module of its own, loaded only when the file exists (a section added by another change
 * runs as soon as its file lands). It returns its figures, or nothing while it only prints.
 */
async function optional(file: string, exported: string): Promise<Figure[]> {
  if (!existsSync(new URL(file.replace(/\.js$/, ".ts"), import.meta.url))) {
    console.log(`  (${file.replace(/\.js$/, ".ts")} is not here yet: section skipped)`);
    return [];
  }
  const module = (await import(file)) as Record<string, () => Promise<Figure[] | undefined>>;
  return (await module[exported]!()) ?? [];
}

// One row per section. To add a benchmark: a function that prints its lines and returns its `Figure`s (see
// bench-figures.ts: a ratio with `goal` and `anchors` also gets a bar in docs/benchmarks.svg).
const SECTIONS: [key: string, title: string, run: () => Promise<Figure[]>][] = [
  ["generator", "Generator and validators", () => benchGenerator()],
  ["runtime", "Runtime client", () => benchRuntime([])],
  ["webhooks", "Webhooks", () => benchWebhooks()],
  ["verify", "Webhook verification only", () => benchVerification()],
  // The queue: scripts/bench-queue.ts exports benchQueue().
  ["queue", "Queue", () => optional("./bench-queue.js", "benchQueue")],
  // Mock server start-up: add its figure here (e.g. an exported `benchMockStartup()` in scripts/bench-mock.ts).
  ["mock", "Mock server start-up", () => optional("./bench-mock.js", "benchMockStartup")],
  ["bundle", "Bundle size", () => benchBundle()],
];

const { values } = parseArgs({ options: { only: { type: "string" } } });
// `verify` is part of `webhooks`; on its own it is the quick loop while working on verification.
const wanted = values.only?.split(",") ?? SECTIONS.map(([key]) => key).filter((key) => key !== "verify");
const previous = readBenchFile(JSON_PATH);
const figures: Figure[] = [];
for (const [key, title, run] of SECTIONS) {
  if (!wanted.includes(key)) continue;
  console.log(`\n=== ${title} ===`);
  figures.push(...(await run()));
}

console.log("\n=== Figures (docs/benchmarks.json) ===");
for (const line of describeChanges(figures, previous)) console.log(line);
// A partial run (--only) keeps the figures it did not measure from the file.
const measured = new Set(figures.map((f) => f.id));
const kept = values.only === undefined ? [] : (previous?.figures ?? []).filter((f) => !measured.has(f.id));
writeBenchFile(JSON_PATH, [...kept, ...figures]);
writeChart(JSON_PATH, SVG_PATH);
console.log(`\nwrote ${JSON_PATH} and ${SVG_PATH}`);
