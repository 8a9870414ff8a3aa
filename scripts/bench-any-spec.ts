/**
 * Issue 19's scale figures on GitHub's REST description (@octokit/openapi, OpenAPI 3.0.3): `fleetkit generate` and
 * openapi-typescript's CLI as whole processes on the same file, cut to its first 100, 300 and 1,000 operations and
 * whole, each pair run back to back three times (medians; time and peak memory from /usr/bin/time when present), then
 * `tsc --noEmit` over each output, and the import of the generated module and one operation's bundle. On the whole
 * description the generate pair runs twice: on the machine as it is, and beside a CPU load the bench starts itself
 * (two busy-loop processes, one per core of a 2-core machine, stopped afterwards, also on failure): a user's CI
 * machine is rarely idle, and fleetkit's two threads lose their edge when both cores are busy (issue 38, item 6).
 * Slow (minutes): `npm run bench -- --only any-spec`, or `npx tsx scripts/bench-any-spec.ts [SIZES]`.
 * `BENCH_FLEETKIT_DIST=<folder>` measures another build of fleetkit (its `cli/fleetkit.js` and `runtime/index.d.ts`)
 * than this repository's `dist/`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { besideCpuLoad, LOAD_PROCESSES, loadAverage } from "./bench-cpu-load.js";
import type { Figure } from "./bench-figures.js";
import { githubModuleFigures } from "./bench-github-module.js";
import { githubDescription, subsetOf } from "../test/support/published-specs.js";

interface Run {
  ms: number;
  peakMiB: number | null;
}

const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;
const ROUNDS = 3;

/** The build of fleetkit measured: this repository's `dist/`, or another (`BENCH_FLEETKIT_DIST`). */
const DIST = resolve(process.env.BENCH_FLEETKIT_DIST ?? "dist");

/** The goals of issue 38 (item 6) on GitHub's whole description, against openapi-typescript's CLI and its output. */
export const ANY_SPEC_GOALS = {
  /** `generate` time / openapi-typescript's, on the machine as it is (idle, when the bench runs alone). */
  generateIdle: 1.1,
  /** The same beside a CPU load on every core. */
  generateLoaded: 1.5,
  /** `tsc --noEmit` over the generated module / over openapi-typescript's output: time, and peak memory. */
  tscTime: 1.6,
  tscMemory: 1.6,
} as const;

/** The run of median time (its own peak memory with it). */
function median(runs: Run[]): Run {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
}

/** One whole process: wall time, and peak resident memory where /usr/bin/time can say. */
function run(args: string[], cwd = process.cwd()): Run {
  const start = performance.now();
  const result = TIME
    ? spawnSync(TIME, ["-f", "%M", process.execPath, ...args], { cwd, encoding: "utf8", maxBuffer: 1 << 26 })
    : spawnSync(process.execPath, args, { cwd, encoding: "utf8", maxBuffer: 1 << 26 });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stderr.slice(-2000)}`);
  const kb = TIME ? Number(/(\d+)\s*$/.exec(result.stderr)?.[1]) : Number.NaN;
  return { ms, peakMiB: Number.isFinite(kb) ? kb / 1024 : null };
}

/**
 * GitHub publishes two pairs of paths that differ only in parameter names; openapi-typescript's CLI refuses the
 * document for them (fleetkit reads it with a warning). The second path of each pair is dropped for both tools, so
 * the two read the same document.
 */
function withoutSameShapePaths(doc: Record<string, any>): Record<string, any> {
  const seen = new Set<string>();
  const paths = Object.fromEntries(
    Object.entries(doc.paths as Record<string, unknown>).filter(([path]) => {
      const shape = path.replace(/\{[^}]*\}/g, "{}");
      if (seen.has(shape)) return false;
      seen.add(shape);
      return true;
    }),
  );
  return { ...doc, paths };
}

/** The first `count` operations' paths of the description (paths in document order), with what they reach. */
function firstOperations(doc: Record<string, any>, count: number): Record<string, unknown> {
  const keep = new Set<string>();
  let seen = 0;
  for (const [path, item] of Object.entries(doc.paths as Record<string, object>)) {
    if (seen >= count) break;
    keep.add(path);
    seen += Object.keys(item).filter((k) => k !== "parameters").length;
  }
  return subsetOf(doc, (path) => keep.has(path));
}

const megabytes = (dir: string) =>
  readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0) / 1024 / 1024;

function tscOver(dir: string, files: string[]): Run {
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: "NodeNext",
        moduleResolution: "NodeNext",
        target: "ES2022",
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        baseUrl: ".",
        paths: { "fleetkit/runtime": [join(DIST, "runtime/index.d.ts")] },
      },
      files,
    }),
  );
  return run([resolve("node_modules/typescript/bin/tsc"), "-p", join(dir, "tsconfig.json")]);
}

/** `tsc` over two sets of files, interleaved for `ROUNDS` rounds: the median run of each. */
function tscPair(dir: string, files: string[], others: string[]): [Run, Run] {
  const [mine, theirs]: [Run[], Run[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    mine.push(tscOver(dir, files));
    theirs.push(tscOver(dir, others));
  }
  return [median(mine), median(theirs)];
}

/** `generate` and openapi-typescript's CLI on one spec, `ROUNDS` rounds of the two back to back: the median of each. */
function generatePair(dir: string, spec: string, out = "fleet"): [Run, Run] {
  // Each pair back to back (the two see the same machine), and the median of each: one run of a two-thread generate
  // against a one-thread CLI swings with whatever else the machine does.
  const gens: Run[] = [];
  const otss: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    gens.push(run([join(DIST, "cli/fleetkit.js"), "generate", "--spec", spec, "--out", join(dir, out)], dir));
    // Run from the temporary folder: openapi-typescript lints with a redocly.yaml it finds, and this repository's
    // own (for the bundled spec) is stricter than a user's project.
    otss.push(run([resolve("node_modules/openapi-typescript/bin/cli.js"), spec, "--output", join(dir, "ots.ts")], dir));
  }
  return [median(gens), median(otss)];
}

/** A ratio with its goal, as the section prints it: `1.08x (goal <= 1.1, met)`. */
const againstGoal = (ratio: number | null, goal: number) =>
  ratio === null
    ? `? (goal <= ${goal})`
    : `${ratio.toFixed(2)}x (goal <= ${goal}, ${ratio <= goal ? "met" : "NOT met"})`;

export async function benchAnySpec(sizes: (number | "all")[] = [100, 300, 1000, "all"]): Promise<Figure[]> {
  if (!existsSync(join(DIST, "cli/fleetkit.js"))) {
    if (process.env.BENCH_FLEETKIT_DIST !== undefined) throw new Error(`${DIST} has no cli/fleetkit.js`);
    execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  }
  const github = withoutSameShapePaths(githubDescription());
  const root = mkdtempSync(join(tmpdir(), "fleetkit-bench-any-"));
  const figures: Figure[] = [];
  try {
    console.log(
      "GitHub's description: fleetkit generate vs openapi-typescript's CLI, whole processes, median of 3 rounds",
    );
    console.log(
      "operations | generate (ms, MiB, MB out) | openapi-typescript (ms, MiB, MB out) | time ratio | tsc ratio",
    );
    for (const size of sizes) {
      const dir = join(root, String(size));
      mkdirSync(dir);
      const spec = join(dir, "spec.json");
      writeFileSync(spec, JSON.stringify(size === "all" ? github : firstOperations(github, size)));
      const idleLoad = loadAverage();
      const [gen, ots] = generatePair(dir, spec);
      // tsc likewise: three rounds, the two back to back in each, and the median of each (one pair swings by 10 %).
      const [genTsc, otsTsc] = tscPair(dir, ["fleet/index.ts"], ["ots.ts"]);
      const ratio = gen.ms / ots.ms;
      const tscRatio = genTsc.ms / otsTsc.ms;
      console.log(
        `${String(size).padStart(10)} | ${gen.ms.toFixed(0)} ms, ${gen.peakMiB?.toFixed(0) ?? "?"} MiB, ${megabytes(join(dir, "fleet")).toFixed(1)} MB | ` +
          `${ots.ms.toFixed(0)} ms, ${ots.peakMiB?.toFixed(0) ?? "?"} MiB, ${(statSync(join(dir, "ots.ts")).size / 1048576).toFixed(1)} MB | ` +
          `${ratio.toFixed(2)}x | ${tscRatio.toFixed(2)}x (${genTsc.ms.toFixed(0)} vs ${otsTsc.ms.toFixed(0)} ms, ${genTsc.peakMiB?.toFixed(0) ?? "?"} vs ${otsTsc.peakMiB?.toFixed(0) ?? "?"} MiB)`,
      );
      if (size === "all") {
        // The same pair beside a CPU load on both cores (two busy loops the bench starts and stops).
        const [genLoaded, otsLoaded] = await besideCpuLoad(() => generatePair(dir, spec, "fleet-loaded"));
        const loadedLoad = loadAverage();
        const loadedRatio = genLoaded.ms / otsLoaded.ms;
        // The same description with `--validators js`: TypeScript reads the validators' .d.ts, not their code.
        run(
          [
            join(DIST, "cli/fleetkit.js"),
            "generate",
            "--spec",
            spec,
            "--out",
            join(dir, "fleet-js"),
            "--validators",
            "js",
          ],
          dir,
        );
        const [jsTsc, otsAgain] = tscPair(dir, ["fleet-js/index.ts"], ["ots.ts"]);
        const jsRatio = jsTsc.ms / otsAgain.ms;
        const memoryRatio = (r: Run) =>
          r.peakMiB !== null && otsTsc.peakMiB !== null ? r.peakMiB / otsTsc.peakMiB : null;
        const [genMemory, jsMemory] = [memoryRatio(genTsc), memoryRatio(jsTsc)];
        console.log(
          `       --validators js: tsc ${jsRatio.toFixed(2)}x (${jsTsc.ms.toFixed(0)} ms, ${jsTsc.peakMiB?.toFixed(0) ?? "?"} MiB; ` +
            `memory ${jsMemory?.toFixed(2) ?? "?"}x, default form ${genMemory?.toFixed(2) ?? "?"}x)`,
        );
        console.log("\nGitHub's whole description against openapi-typescript (issue 38's goals):");
        console.log(
          `  generate, the machine as it is (load ${idleLoad}):   ${againstGoal(ratio, ANY_SPEC_GOALS.generateIdle)}  ` +
            `${gen.ms.toFixed(0)} vs ${ots.ms.toFixed(0)} ms`,
        );
        console.log(
          `  generate beside ${LOAD_PROCESSES} busy loops (load ${loadedLoad}): ${againstGoal(loadedRatio, ANY_SPEC_GOALS.generateLoaded)}  ` +
            `${genLoaded.ms.toFixed(0)} vs ${otsLoaded.ms.toFixed(0)} ms`,
        );
        console.log(
          `  tsc on the output, time:                ${againstGoal(tscRatio, ANY_SPEC_GOALS.tscTime)}  ` +
            `${genTsc.ms.toFixed(0)} vs ${otsTsc.ms.toFixed(0)} ms (--validators js ${jsRatio.toFixed(2)}x)`,
        );
        console.log(
          `  tsc on the output, peak memory:         ${againstGoal(genMemory, ANY_SPEC_GOALS.tscMemory)}  ` +
            `${genTsc.peakMiB?.toFixed(0) ?? "?"} vs ${otsTsc.peakMiB?.toFixed(0) ?? "?"} MiB (--validators js ${jsMemory?.toFixed(2) ?? "?"}x)\n`,
        );
        figures.push({
          id: "anySpec.github.tscValidatorsJsVsOpenapiTypescript",
          label: "tsc on GitHub's module generated with --validators js / on openapi-typescript's output",
          value: jsRatio,
          unit: "ratio",
          better: "lower",
          goal: ANY_SPEC_GOALS.tscTime,
          anchors: { "openapi-typescript": 1, "default form": tscRatio },
        });
        if (genMemory !== null && jsMemory !== null)
          figures.push({
            id: "anySpec.github.tscMemoryVsOpenapiTypescript",
            label: "tsc peak memory on GitHub's generated module / on openapi-typescript's output",
            value: genMemory,
            unit: "ratio",
            better: "lower",
            goal: ANY_SPEC_GOALS.tscMemory,
            anchors: { "openapi-typescript": 1, "--validators js": jsMemory },
          });
        figures.push(...(await githubModuleFigures(dir)));
        figures.push(
          {
            id: "anySpec.github.generateVsOpenapiTypescript",
            label: "generate GitHub's description / openapi-typescript CLI",
            value: ratio,
            unit: "ratio",
            better: "lower",
            goal: ANY_SPEC_GOALS.generateIdle,
            anchors: { "openapi-typescript": 1, "beside a CPU load": loadedRatio },
          },
          {
            id: "anySpec.github.generateLoadedVsOpenapiTypescript",
            label: "generate GitHub's description / openapi-typescript CLI, both beside a busy loop per core",
            value: loadedRatio,
            unit: "ratio",
            better: "lower",
            goal: ANY_SPEC_GOALS.generateLoaded,
            anchors: { "openapi-typescript": 1, "the machine as it is": ratio },
          },
          {
            id: "anySpec.github.tscVsOpenapiTypescript",
            label: "tsc on GitHub's generated module / on openapi-typescript's output",
            value: tscRatio,
            unit: "ratio",
            better: "lower",
            goal: ANY_SPEC_GOALS.tscTime,
            anchors: { "openapi-typescript": 1, "--validators js": jsRatio },
          },
        );
        if (gen.peakMiB !== null)
          figures.push({
            id: "anySpec.github.generatePeakKB",
            label: "generate GitHub's description, peak memory",
            value: Math.round(gen.peakMiB * 1024),
            unit: "KB",
            better: "lower",
            goal: 1.5 * 1024 * 1024,
          });
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return figures;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv.slice(2).map((s) => (s === "all" ? "all" : Number(s))) as (number | "all")[];
  await benchAnySpec(sizes.length > 0 ? sizes : undefined);
}
