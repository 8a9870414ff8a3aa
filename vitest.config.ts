import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Test files that start other processes (the built bin, npm, tsx, Redis, workerd, Redocly, `node --expose-gc`): the
 * slow part of the suite. `npm run test:unit` runs everything else; test/process-tests.test.ts keeps this list
 * complete.
 */
export const PROCESS_TESTS = [
  "test/cli/cli.test.ts",
  "test/cli/demo.test.ts",
  "test/cli/scopes-startup.test.ts",
  "test/generator/diff.test.ts",
  "test/generator/input-process.test.ts",
  "test/generator/module-type.test.ts",
  "test/generator/output.test.ts",
  "test/mock/cli-spec.test.ts",
  "test/mock/rate-limit.test.ts",
  "test/package/edge-bundle.test.ts",
  "test/package/installed-package.test.ts",
  "test/runtime/redirect.test.ts",
  "test/readme/readme-examples.test.ts",
  "test/queue/queue-processes.test.ts",
  "test/queue/queue.test.ts",
  "test/testing/plain-node.test.ts",
  "test/webhooks/redis-persistence.test.ts",
  "test/webhooks/redis-receivers.test.ts",
  "test/webhooks/redis-stall.test.ts",
  "test/webhooks/redis-store.test.ts",
];

export default defineConfig({
  resolve: {
    // Generated code imports the runtime by its package name, as in a user's project; in this repository that is the
    // source (tsconfig.json maps it the same way for tsc and tsx).
    alias: { "fleetkit/runtime": fileURLToPath(new URL("./runtime/index.ts", import.meta.url)) },
  },
  test: {
    reporters: ["default", "./test/summary-reporter.ts"],
    // One worker per core (vitest's default leaves one core to itself, which on a 2-core machine runs files one at a
    // time; its own process is idle while workers run).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      // Unit files share one module cache per worker (isolate: false): importing the runtime, the generated code and
      // the mock once per worker instead of once per file halves `npm run test:unit`. A file that mocks a module
      // re-imports what it tests after vi.resetModules() (see test/webhooks/constant-time.test.ts).
      { extends: true, test: { name: "unit", include: ["test/**/*.test.ts"], exclude: PROCESS_TESTS, isolate: false } },
      // The process files too: none mocks a module, and sharing the imports saves 3 s of a 90 s project.
      { extends: true, test: { name: "process", include: PROCESS_TESTS, isolate: false } },
    ],
  },
});
