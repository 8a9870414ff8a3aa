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
  "test/generator/diff.test.ts",
  "test/generator/output.test.ts",
  "test/mock/rate-limit.test.ts",
  "test/package/edge-bundle.test.ts",
  "test/package/installed-package.test.ts",
  "test/runtime/redirect.test.ts",
  "test/readme/readme-examples.test.ts",
  "test/testing/plain-node.test.ts",
  "test/webhooks/redis-receivers.test.ts",
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
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["test/**/*.test.ts"], exclude: PROCESS_TESTS } },
      { extends: true, test: { name: "process", include: PROCESS_TESTS } },
    ],
  },
});
