// The figures `npm run bench` keeps in docs/benchmarks.json: compared with the last run, drawn as a chart.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { chartSvg } from "../../scripts/bench-chart.js";
import { describeChanges, type Figure, readBenchFile, writeBenchFile } from "../../scripts/bench-figures.js";
import { tempDir } from "../support/temp-dir.js";

const verify: Figure = {
  id: "webhooks.verifyVsFloor",
  label: "verifyWebhook speed / floor",
  value: 0.8123456,
  unit: "ratio",
  better: "higher",
  goal: 0.85,
  anchors: { stripe: 0.66, standardwebhooks: null },
};
const client: Figure = {
  ...verify,
  id: "client.perRequest",
  label: "client / openapi-fetch",
  value: 1.1,
  better: "lower",
  goal: 1.05,
};

it("writes the figures rounded to three decimals and reads them back", async () => {
  const path = join(await tempDir("bench"), "bench.json");
  writeBenchFile(path, [verify]);
  const file = readBenchFile(path)!;
  expect(file.figures[0]).toMatchObject({
    id: verify.id,
    value: 0.812,
    anchors: { stripe: 0.66, standardwebhooks: null },
  });
  expect(JSON.parse(readFileSync(path, "utf8")).node).toBe(process.version);
});

it("prints each figure's change since the last run, marking a move of more than 5% the wrong way", () => {
  const previous = { date: "", node: "", figures: [verify, client] };
  const [better, worse, added] = describeChanges(
    [
      { ...verify, value: 0.9 },
      { ...client, value: 1.2 },
      { ...verify, id: "new.one" },
    ],
    previous,
  );
  expect(better).toMatch(
    /0\.90 \(goal ≥ 0\.85, met\); stripe 0\.66, standardwebhooks n\/a\n.*0\.81 → 0\.90 \(\+10\.8%\)$/,
  );
  expect(worse).toMatch(/NOT met.*\n.*1\.10 → 1\.20 \(\+9\.1%\) {2}REGRESSION\?$/);
  expect(added).toMatch(/since last run: new$/);
});

it("draws one bar per ratio with a goal, its goal line and its anchors", () => {
  const svg = chartSvg({ date: "2026-11-25T00:00:00Z", node: "v20", figures: [verify, client] });
  expect(svg.match(/<rect [^>]*fill="#(3a7|d84)"/g)).toHaveLength(2);
  expect(svg.match(/stroke="#c00"/g)).toHaveLength(2);
  expect(svg).toContain("stripe 0.66");
  expect(svg).not.toContain("standardwebhooks"); // not measured: no mark
});
