/**
 * The figures `npm run bench` keeps: each benchmark returns its figures, `scripts/bench.ts` writes them to
 * docs/benchmarks.json and prints how each moved since the file's last run, and `scripts/bench-chart.ts` draws them.
 */
import { readFileSync, writeFileSync } from "node:fs";

/** One measured figure, with the goal it is held to (if any) and the anchors measured beside it in the same run. */
export interface Figure {
  /** Stable key, e.g. `client.perRequest`: how a later run finds this figure to compare. */
  id: string;
  /** What is measured, as the table and the chart show it. */
  label: string;
  value: number;
  unit: "ratio" | "ms" | "µs" | "KB";
  /** Which way is better: `higher` (speed ratios) or `lower` (time, size, cost ratios). */
  better: "higher" | "lower";
  /** The target: at least (`higher`) or at most (`lower`) this value. */
  goal?: number;
  /** Other contenders' figures on the same scale, measured in the same run (stripe's verification, a hand loop...). */
  anchors?: Record<string, number | null>;
}

export interface BenchFile {
  date: string;
  node: string;
  figures: Figure[];
}

export function meetsGoal(figure: Figure): boolean | undefined {
  if (figure.goal === undefined) return undefined;
  return figure.better === "higher" ? figure.value >= figure.goal : figure.value <= figure.goal;
}

export function readBenchFile(path: string): BenchFile | undefined {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as BenchFile;
  } catch {
    return undefined;
  }
}

export function writeBenchFile(path: string, figures: readonly Figure[]): BenchFile {
  // Three decimals: enough for a ratio or a size, and a diff of the file shows what moved rather than noise digits.
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const rounded = figures.map((figure) => ({
    ...figure,
    value: round(figure.value),
    ...(figure.anchors && {
      anchors: Object.fromEntries(
        Object.entries(figure.anchors).map(([name, value]) => [name, value === null ? null : round(value)]),
      ),
    }),
  }));
  const file: BenchFile = { date: new Date().toISOString(), node: process.version, figures: rounded };
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return file;
}

const format = (value: number, unit: Figure["unit"]) =>
  unit === "ratio" ? value.toFixed(2) : `${value.toFixed(unit === "KB" ? 1 : 0)} ${unit}`;

/**
 * One line per figure: its value, goal, anchors, and the change since `previous` (a figure that got worse by more
 * than 5% is marked, as a regression to look at; single runs on a shared machine move by a few percent).
 */
export function describeChanges(figures: readonly Figure[], previous: BenchFile | undefined): string[] {
  const before = new Map(previous?.figures.map((f) => [f.id, f]));
  return figures.map((figure) => {
    const goal =
      figure.goal === undefined
        ? ""
        : ` (goal ${figure.better === "higher" ? "≥" : "≤"} ${format(figure.goal, figure.unit)}${meetsGoal(figure) ? ", met" : ", NOT met"})`;
    const anchors = Object.entries(figure.anchors ?? {})
      .map(([name, value]) => `${name} ${value === null ? "n/a" : format(value, figure.unit)}`)
      .join(", ");
    const old = before.get(figure.id);
    let change = "new";
    if (old !== undefined && old.value !== 0) {
      const relative = figure.value / old.value - 1;
      const worse = figure.better === "higher" ? relative < -0.05 : relative > 0.05;
      change = `${format(old.value, figure.unit)} → ${format(figure.value, figure.unit)} (${relative >= 0 ? "+" : ""}${(relative * 100).toFixed(1)}%)${worse ? "  REGRESSION?" : ""}`;
    }
    return `  ${figure.label.padEnd(48)} ${format(figure.value, figure.unit).padStart(8)}${goal}${anchors ? `; ${anchors}` : ""}\n      since last run: ${change}`;
  });
}
