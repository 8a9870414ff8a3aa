/**
 * Draws docs/benchmarks.svg from docs/benchmarks.json: one bar per ratio figure, its goal as a line, the anchors
 * measured in the same run as marks. Hand-written SVG: a dozen shapes do not need a charting library.
 * Run: npx tsx scripts/bench-chart.ts [docs/benchmarks.json] [docs/benchmarks.svg]
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { type BenchFile, type Figure, meetsGoal, readBenchFile } from "./bench-figures.js";

const ROW = 46;
const LEFT = 330;
const WIDTH = 760;
const SCALE_MAX = 1.6;

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function chartSvg(file: BenchFile): string {
  const ratios = file.figures.filter((f): f is Figure & { goal: number } => f.unit === "ratio" && f.goal !== undefined);
  const plot = WIDTH - LEFT - 30;
  const x = (value: number) => LEFT + (Math.min(value, SCALE_MAX) / SCALE_MAX) * plot;
  const height = 60 + ratios.length * ROW + 30;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">`,
    `<title>fleetkit benchmark ratios against their goals and anchors</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">fleetkit benchmarks: ratios measured in one run (${xml(file.date.slice(0, 10))}, Node ${xml(file.node)})</text>`,
    `<text x="10" y="38" fill="#555">bar: fleetkit; red line: goal; grey marks: anchors measured beside it (1.00 is the baseline)</text>`,
  ];
  for (const tick of [0, 0.5, 1, 1.5]) {
    parts.push(
      `<line x1="${x(tick)}" y1="50" x2="${x(tick)}" y2="${height - 25}" stroke="#ddd"/>`,
      `<text x="${x(tick)}" y="${height - 10}" text-anchor="middle" fill="#555">${tick.toFixed(2)}</text>`,
    );
  }
  ratios.forEach((figure, i) => {
    const top = 58 + i * ROW;
    const met = meetsGoal(figure);
    parts.push(
      `<text x="10" y="${top + 14}">${xml(figure.label)}</text>`,
      `<text x="10" y="${top + 30}" fill="#555">${figure.better === "higher" ? "higher" : "lower"} is better; goal ${figure.better === "higher" ? "≥" : "≤"} ${figure.goal.toFixed(2)}</text>`,
      `<rect x="${LEFT}" y="${top + 4}" width="${x(figure.value) - LEFT}" height="18" fill="${met ? "#3a7" : "#d84"}"/>`,
      `<text x="${x(figure.value) + 4}" y="${top + 18}" font-weight="bold">${figure.value.toFixed(2)}</text>`,
      `<line x1="${x(figure.goal)}" y1="${top}" x2="${x(figure.goal)}" y2="${top + 26}" stroke="#c00" stroke-width="2"/>`,
    );
    for (const [name, value] of Object.entries(figure.anchors ?? {})) {
      if (value === null) continue;
      parts.push(
        `<circle cx="${x(value)}" cy="${top + 34}" r="3.5" fill="#777"/>`,
        `<text x="${x(value) + 6}" y="${top + 38}" fill="#555" font-size="10">${xml(name)} ${value.toFixed(2)}</text>`,
      );
    }
  });
  parts.push("</svg>");
  return `${parts.join("\n")}\n`;
}

export function writeChart(jsonPath = "docs/benchmarks.json", svgPath = "docs/benchmarks.svg"): void {
  const file = readBenchFile(jsonPath);
  if (file === undefined) throw new Error(`${jsonPath} is missing or not JSON: run npm run bench first`);
  writeFileSync(svgPath, chartSvg(file));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) writeChart(process.argv[2], process.argv[3]);
