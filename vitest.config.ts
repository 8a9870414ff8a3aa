import { availableParallelism } from "node:os";
import { isAbsolute, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Test files that compare specs: the diff starts Redocly, a Node process per comparison (0.2 s of CPU or more each,
 * 75 in these files), so they run with the process files. The unit project refuses a Node process
 * (test/support/unit-starts-no-node.ts), so a file missing here fails there.
 */
export const DIFF_TESTS = [
  "test/cli/diff-escapes.test.ts",
  "test/cli/diff-progress.test.ts",
  "test/generator/diff-any-spec.test.ts",
  "test/generator/diff-changelog-cases.test.ts",
  "test/generator/diff-history-precision.test.ts",
  "test/generator/diff-normalise.test.ts",
  "test/generator/diff-rules.test.ts",
  "test/generator/diff-side-overlays.test.ts",
  "test/generator/input-upgrade.test.ts",
];

/**
 * Test files that start other processes (the built bin, npm, tsx, Redis, workerd, Redocly, `node --expose-gc`): the
 * slow part of the suite. `npm run test:unit` runs everything else; test/process-tests.test.ts keeps this list
 * complete (a file that imports node:child_process, or one of `DIFF_TESTS`).
 */
export const PROCESS_TESTS = [
  ...DIFF_TESTS,
  "test/cli/cli.test.ts",
  "test/cli/demo.test.ts",
  "test/cli/diff-closed-stdout.test.ts",
  "test/cli/generate-interrupted.test.ts",
  "test/cli/proxy-process.test.ts",
  "test/cli/scopes-startup.test.ts",
  "test/generator/diff.test.ts",
  "test/generator/input-fences-hops.test.ts",
  "test/generator/input-fences-readers.test.ts",
  "test/generator/input-process.test.ts",
  "test/generator/module-type.test.ts",
  "test/generator/output.test.ts",
  "test/generator/pattern-redos.test.ts",
  "test/mock/cli-spec.test.ts",
  "test/mock/rate-limit.test.ts",
  "test/mock/served-pattern-redos.test.ts",
  "test/oauth/oauth-processes.test.ts",
  "test/package/edge-bundle.test.ts",
  "test/package/installed-package.test.ts",
  "test/queue/queue-processes.test.ts",
  "test/queue/queue-replay.test.ts",
  "test/queue/queue.test.ts",
  "test/readme/readme-examples.test.ts",
  "test/runtime/redirect.test.ts",
  "test/scripts/bench-cpu-load.test.ts",
  "test/testing/plain-node.test.ts",
  "test/webhooks/redis-eviction-policy.test.ts",
  "test/webhooks/redis-persistence.test.ts",
  "test/webhooks/redis-receivers.test.ts",
  "test/webhooks/redis-server-missing.test.ts",
  "test/webhooks/redis-stall.test.ts",
  "test/webhooks/redis-store.test.ts",
];

/**
 * Test files whose subject is a published description as a whole: GitHub's (1,223 operations, `@octokit/openapi`) or
 * the vendor's three specs (../shared/fixtures/samsara-api-docs). They check scale and documents nobody here wrote
 * (16 s of the unit files' 73 s of CPU, measured 2026-11-28), not the logic a change touches, so `npm test` runs them
 * in the `published` project and `npm run test:unit`, the fast loop, leaves them out (`npm run test:published` runs
 * them alone). A unit file's cases on a published description go to a `*-published.test.ts` file beside it (four
 * files, 8 s more of CPU, split so on 2026-11-28). test/process-tests.test.ts keeps each listed file one that reads a
 * published description, and starts no process.
 */
export const PUBLISHED_TESTS = [
  "test/cli/scopes-overlay-vendor.test.ts",
  "test/generator/emit-types-published.test.ts",
  "test/generator/published-specs.test.ts",
  "test/generator/scopes-any-spec.test.ts",
  "test/generator/validator-code-published.test.ts",
  "test/generator/validators-from-text-published.test.ts",
  "test/mock/create-then-read.test.ts",
  "test/mock/served-validators-published.test.ts",
  "test/mock/vendor-lists-property.test.ts",
  "test/package/github-bundle-size.test.ts",
  "test/spec/vendor-fixtures.test.ts",
];

/**
 * The slowest process files, slowest first (seconds on a 2-core machine). Vitest starts files longest-first from the
 * timings it cached in node_modules; a fresh clone (CI) has none and went by file size, which started the 45-second
 * installed-package file fifth and ran it alone at the end: 17 s more than with timings. These start first either way.
 */
export const SLOWEST_FIRST = [
  "test/package/installed-package.test.ts", // 45
  "test/generator/diff.test.ts", // 16-20
  "test/generator/input-process.test.ts", // 12
  "test/generator/output.test.ts", // 11-14
  "test/webhooks/redis-receivers.test.ts", // 10
  "test/cli/cli.test.ts", // 9
  "test/queue/queue-processes.test.ts", // 9
  "test/generator/module-type.test.ts", // 7
];

/**
 * Unit files that force full garbage collections (`--expose-gc`): a collection takes time in proportion to what the
 * worker holds, and a unit worker keeps every module and cache of the files it ran before (isolate: false), so these
 * start first, on a worker that holds little.
 */
export const COLLECTING_FIRST = [
  "test/runtime/gc-abort.test.ts",
  "test/runtime/paginate.test.ts",
  "test/runtime/cursor-check.test.ts",
];

/**
 * Vitest's order (projects in turn; failed, then longest first, from its cache), with `SLOWEST_FIRST` and
 * `COLLECTING_FIRST` first. (Vitest runs the process group before the others whatever this order says.)
 */
class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const first = [...SLOWEST_FIRST, ...COLLECTING_FIRST];
    const rank = (file: TestSpecification) => {
      const known = first.indexOf(relative(file.project.config.root, file.moduleId));
      return known < 0 ? first.length : known;
    };
    const keyed = sorted.map((file, index) => ({ file, index, project: projects.indexOf(file.project.name) }));
    keyed.sort((a, b) => a.project - b.project || rank(a.file) - rank(b.file) || a.index - b.index);
    return keyed.map(({ file }) => file);
  }
}

/**
 * Workers for the process files: one more than the cores. A process file spends part of its time waiting (for the child
 * it started, a Redis write to reach the disk, a timer in the mock): with one worker per core, 17 % of the CPU stood
 * idle over a run (vmstat, 2026-11-28), while a unit file's worker computes all the time and an extra one only
 * contends. Vitest runs projects of different pool sizes as groups in turn (`sequence.groupOrder`): the process files
 * first, in this pool, then the unit and published files in theirs. `vitest run` idle on two cores: median 105.8 s of
 * three runs → 99.9 s of five (99.0–105.5); four workers read 100.5 s.
 */
const PROCESS_WORKERS = availableParallelism() + 1;

const ROOT = fileURLToPath(new URL(".", import.meta.url));

/** The unit and published files: one module cache per worker, and a file that starts a Node process fails. */
const IN_PROCESS = { isolate: false, setupFiles: ["./test/support/unit-starts-no-node.ts"] };

/**
 * Whether the module cache on disk may keep a module: the repository's own files only. A module a test wrote and
 * imports (a generated module in the OS temp folder, or in a hidden folder of its own such as test/.own-spec-*) has a
 * new path each run: kept, it would add megabytes to the cache every run.
 */
export function keptOnDisk(id: string): boolean {
  const path = relative(ROOT, id.split("?")[0]!);
  return !path.startsWith("..") && !isAbsolute(path) && !/(^|[\\/])\./.test(path);
}

const ownFilesCached: Plugin = {
  name: "fleetkit:own-files-cached",
  configureVitest({ experimental_defineCacheKeyGenerator }) {
    experimental_defineCacheKeyGenerator(({ id }) => (keptOnDisk(id) ? undefined : false));
  },
};

export default defineConfig({
  plugins: [ownFilesCached],
  resolve: {
    // Generated code imports the runtime by its package name, as in a user's project; in this repository that is the
    // source (tsconfig.json maps it the same way for tsc and tsx).
    alias: { "fleetkit/runtime": fileURLToPath(new URL("./runtime/index.ts", import.meta.url)) },
  },
  test: {
    reporters: ["default", "./test/summary-reporter.ts"],
    // One folder for the run, removed at its end: what a worker's test files share (test/support/generated-once.ts).
    globalSetup: ["./test/support/shared-root.ts"],
    sequence: { sequencer: SlowestFirstSequencer },
    // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache, keyed by each file's
    // content and the config; `npx vitest --clearCache` empties it): a rerun skips most of the TypeScript transforms
    // and import work, 2–3 s of a 40 s unit run. Vitest 5 turns it on by default.
    experimental: { fsModuleCache: true },
    // One worker per core (vitest's default leaves one core to itself, which on a 2-core machine runs files one at a
    // time; its own process is idle while workers run).
    maxWorkers: availableParallelism(),
    // A young generation of 64 MB instead of 16: the generator, ajv and TypeScript allocate many short-lived objects,
    // and fewer scavenges promote less to the old generation (8% less CPU over the slowest unit files, measured).
    execArgv: ["--max-semi-space-size=64"],
    // A timeout catches a hang; it is no bound on how long work may take. Under load a test that takes 10 s idle
    // took 30 s (the installed package's `diff` then `generate` then `--check`, at load 22), and red under load is the
    // flake issue 38 forbids: so the same bound as the hooks.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      // Unit files share one module cache per worker (isolate: false): importing the runtime, the generated code and
      // the mock once per worker instead of once per file halves `npm run test:unit`. A file that mocks a module
      // re-imports what it tests after vi.resetModules() (see test/webhooks/constant-time.test.ts).
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 1 },
          include: ["test/**/*.test.ts"],
          exclude: [...PROCESS_TESTS, ...PUBLISHED_TESTS],
          ...IN_PROCESS,
        },
      },
      // The published descriptions' files: as the unit files (one module cache per worker, no Node process).
      {
        extends: true,
        test: { name: "published", sequence: { groupOrder: 1 }, include: PUBLISHED_TESTS, ...IN_PROCESS },
      },
      // The process files: none mocks a module, and sharing the imports saves 3 s of a 90 s project. They run first, in
      // a pool of their own (`PROCESS_WORKERS`); the unit and published files run after them, one worker per core.
      {
        extends: true,
        test: {
          name: "process",
          include: PROCESS_TESTS,
          isolate: false,
          maxWorkers: PROCESS_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
