/**
 * Mock start-up benchmark (run: npx tsx scripts/bench-mock.ts), medians of interleaved runs in one process:
 * 1. `createMock()` on the bundled spec: what a test pays to get an in-process mock (`mock.fetch`); goal well
 *    under 100 ms; and its first answer;
 * 2. `startMockServer()` on the bundled spec: the same plus a socket on 127.0.0.1;
 * 3. `createMock({ spec })` serving the bundled spec from its YAML file (loader, operation index, ajv set up; schemas
 *    compile per operation on first use), and its first answer;
 * 4. `createMock({ spec })` serving GitHub's REST spec (about 1,000 operations, @octokit/openapi) as a parsed
 *    document, and its first answer on an operation the fleet model does not know.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { createMock, startMockServer, type Mock } from "../testing/mock/server.js";
import { median } from "./bench-stats.js";

export interface MockBenchRow {
  measure: string;
  /** Wall time. */
  medianMs: number;
  /** CPU time of this process (user + system): steadier than wall time on a busy machine. */
  medianCpuMs: number;
  runs: number;
  /** For context: operations served. */
  operations?: number;
}

const GOAL_MS = 100;

/** Wall and CPU milliseconds of one awaited step. */
async function timed<T>(step: () => Promise<T>): Promise<{ value: T; ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await step();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { value, ms, cpuMs: (used.user + used.system) / 1000 };
}

async function firstAnswer(mock: Mock, path: string): Promise<void> {
  const response = await mock.fetch(`https://api.example.com${path}`, {
    headers: { authorization: `Bearer ${mock.tokens.fullAccess!.token}` },
  });
  await response.text();
  if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
}

export async function benchMock(runs = 9): Promise<MockBenchRow[]> {
  const require = createRequire(import.meta.url);
  const github = JSON.parse(readFileSync(require.resolve("@octokit/openapi/generated/api.github.com.json"), "utf8"));
  const githubOperations = Object.values(github.paths as Record<string, object>).reduce(
    (n, item) => n + Object.keys(item).filter((k) => ["get", "put", "post", "delete", "patch"].includes(k)).length,
    0,
  );
  // Warm-up: module loading (yaml, ajv, the sampler) is paid once per process, not per mock.
  await createMock({ spec: "spec/fleet-api.yaml" });
  await (await startMockServer()).close();

  const samples: Record<string, { ms: number[]; cpuMs: number[] }> = {};
  async function measure<T>(name: string, step: () => Promise<T>): Promise<T> {
    const { value, ms, cpuMs } = await timed(step);
    const entry = samples[name] ?? { ms: [], cpuMs: [] };
    samples[name] = entry;
    entry.ms.push(ms);
    entry.cpuMs.push(cpuMs);
    return value;
  }
  for (let run = 0; run < runs; run++) {
    const bundled = await measure("createMock(), bundled spec", () => createMock());
    await measure("  its first answer (GET /fleet/vehicles?limit=100)", () =>
      firstAnswer(bundled, "/fleet/vehicles?limit=100"),
    );
    const server = await measure("startMockServer(), bundled spec", () => startMockServer());
    await server.close();
    const fromFile = await measure("createMock({ spec: spec/fleet-api.yaml })", () =>
      createMock({ spec: "spec/fleet-api.yaml" }),
    );
    await measure("  its first answer (GET /fleet/vehicles?limit=100)  ", () =>
      firstAnswer(fromFile, "/fleet/vehicles?limit=100"),
    );
    if (run < 3) {
      // Three runs: each takes seconds (most of it the loader reading and upgrading a 3.0 document of 10 MB).
      const gh = await measure(`createMock({ spec: GitHub REST, ${githubOperations} operations })`, () =>
        createMock({ spec: github }),
      );
      await measure("  its first answer (GET /repos/{owner}/{repo}, from the spec)", () =>
        firstAnswer(gh, "/repos/octocat/hello-world"),
      );
    }
  }
  return Object.entries(samples).map(([measure, { ms, cpuMs }]) => ({
    measure: measure.trimEnd(),
    medianMs: median(ms),
    medianCpuMs: median(cpuMs),
    runs: ms.length,
    ...(measure.includes("GitHub") && { operations: githubOperations }),
  }));
}

export async function main(): Promise<void> {
  printMockRows(await benchMock());
}

export function printMockRows(rows: MockBenchRow[]): void {
  console.log("mock: start-up in one process, medians (modules already loaded); wall ms, CPU ms");
  for (const row of rows)
    console.log(
      `  ${row.measure.padEnd(64)} ${row.medianMs.toFixed(1).padStart(8)} ms ${row.medianCpuMs.toFixed(1).padStart(8)} ms CPU  (${row.runs} runs)`,
    );
  const start = rows.find((r) => r.measure.startsWith("createMock(), bundled"))!;
  console.log(
    `  createMock() on the bundled spec is ${(start.medianMs / GOAL_MS).toFixed(2)}x the ${GOAL_MS} ms goal (goal: well under 1.00x)`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
