import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Generated code imports the runtime by its package name, as in a user's project; in this repository that is the
    // source (tsconfig.json maps it the same way for tsc and tsx).
    alias: { "fleetkit/runtime": fileURLToPath(new URL("./runtime/index.ts", import.meta.url)) },
  },
  test: {
    include: ["test/**/*.test.ts"],
    reporters: ["default", "./test/summary-reporter.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
