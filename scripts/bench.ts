/**
 * `npm run bench`: every fleetkit benchmark, each reporting ratios measured in one run on this machine, with the anchors
 * beside them. The figures go to docs/benchmarks.json; each run prints how every figure moved since the one before
 * (a regression shows there and in the file's diff), and redraws docs/benchmarks.svg. Performance targets live here,
 * never in unit tests.
 * Run: npm run bench [-- --only runtime,webhooks] (sections: generator, runtime, webhooks, queue, mock, bundle)
 */
import { parseArgs } from "node:util";
import { main as benchBundle } from "./bench-bundle.js";
import { writeChart } from "./bench-chart.js";
import { describeChanges, type Figure, readBenchFile, writeBenchFile } from "./bench-figures.js";
import { main as benchGenerator } from "./bench-generator.js";
import { main as benchRuntime } from "./bench-runtime.js";
import { benchVerification, main as benchWebhooks } from "./bench-webhooks.js";

const JSON_PATH = "docs/benchmarks.json";
const SVG_PATH = "docs/benchmarks.svg";

/** The queue's rows as figures: acknowledged per second against the inline handler, and delivery-to-callback time. */
async function queueFigures(): Promise<Figure[]> {
  const { benchQueue } = await import("./bench-queue.js");
  const rows = await benchQueue(); // prints its table
  const queued = rows.find((r) => r.contender.startsWith("handler with queue"))!;
  const inline = rows[0]!;
  return [
    {
      id: "queue.acknowledgedVsInline",
      label: "deliveries acknowledged/s with the queue / the inline handler",
      value: queued.ofInline,
      unit: "ratio",
      better: "higher",
      anchors: { inline: 1 },
    },
    {
      id: "queue.deliveryToCallbackP50Ms",
      label: "delivery to callback through the queue, p50",
      value: queued.toCallbackP50Ms ?? Number.NaN,
      unit: "ms",
      better: "lower",
      anchors: { inline: inline.toCallbackP50Ms ?? null },
    },
  ];
}

/** The mock's start-up rows as figures: createMock() on the bundled spec (goal: well under 100 ms) and on GitHub's. */
async function mockFigures(): Promise<Figure[]> {
  const { benchMock, printMockRows, GITHUB_READY, GITHUB_CLI_READY, GITHUB_READY_GOAL_MS } = await import(
    "./bench-mock.js"
  );
  const rows = await benchMock();
  printMockRows(rows);
  const bundled = rows.find((r) => r.measure.startsWith("createMock(), bundled"))!;
  const github = rows.find((r) => r.measure.includes("GitHub") && !/first|ready/i.test(r.measure));
  const ready = (measure: string, id: string, label: string): Figure[] => {
    const row = rows.find((r) => r.measure === measure);
    if (row === undefined) return [];
    return [{ id, label, value: row.medianMs, unit: "ms", better: "lower", goal: GITHUB_READY_GOAL_MS }];
  };
  return [
    {
      id: "mock.startupBundledMs",
      label: "createMock() on the bundled spec",
      value: bundled.medianMs,
      unit: "ms",
      better: "lower",
      goal: 100,
    },
    ...(github
      ? [
          {
            id: "mock.startupGithubMs",
            label: "createMock() on GitHub's description",
            value: github.medianMs,
            unit: "ms" as const,
            better: "lower" as const,
          },
        ]
      : []),
    ...ready(
      GITHUB_READY,
      "mock.readyGithubMs",
      "the mock ready on GitHub's description (createMock until it answers)",
    ),
    ...ready(GITHUB_CLI_READY, "mock.cliReadyGithubMs", "fleetkit mock --spec GitHub's description until it listens"),
  ];
}

// One row per section. To add a benchmark: a function that prints its lines and returns its `Figure`s (see
// bench-figures.ts: a ratio with `goal` and `anchors` also gets a bar in docs/benchmarks.svg).
const SECTIONS: [key: string, title: string, run: () => Promise<Figure[]>][] = [
  ["generator", "Generator and validators", () => benchGenerator()],
  ["runtime", "Runtime client", () => benchRuntime([])],
  ["webhooks", "Webhooks", () => benchWebhooks()],
  ["verify", "Webhook verification only", () => benchVerification()],
  ["queue", "Queue", () => queueFigures()],
  ["mock", "Mock server start-up", () => mockFigures()],
  ["bundle", "Bundle size", () => benchBundle()],
  ["least-token", "Least token from code", async () => (await import("./bench-least-token.js")).benchLeastToken()],
  // Minutes: GitHub's 1,200-operation description, generated and type-checked (issue 19's scale figures).
  ["any-spec", "Any spec: GitHub's description", async () => (await import("./bench-any-spec.js")).benchAnySpec()],
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
// A partial run (--only) keeps the figures it did not measure from the file, and each figure keeps its place there
// (new ones go last), so the file's diff and the chart show only what changed.
const measured = new Map(figures.map((f) => [f.id, f]));
const inFile = values.only === undefined ? [] : (previous?.figures ?? []);
const known = new Set(inFile.map((f) => f.id));
writeBenchFile(JSON_PATH, [...inFile.map((f) => measured.get(f.id) ?? f), ...figures.filter((f) => !known.has(f.id))]);
writeChart(JSON_PATH, SVG_PATH);
console.log(`\nwrote ${JSON_PATH} and ${SVG_PATH}`);
