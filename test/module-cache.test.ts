import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import config, { keptOnDisk } from "../vitest.config.js";

describe("the test run's module cache on disk (vitest.config.ts)", () => {
  it("is on (experimental.fsModuleCache)", () => {
    expect(config.test?.experimental?.fsModuleCache).toBe(true);
  });

  it("keeps the repository's own files, and never a module a test wrote (a new path each run)", () => {
    expect(keptOnDisk(resolve("runtime/client.ts"))).toBe(true);
    expect(keptOnDisk(resolve("generated/index.ts"))).toBe(true);
    expect(keptOnDisk(`${resolve("test/runtime/retry.test.ts")}?v=1`)).toBe(true);
    expect(keptOnDisk(join(tmpdir(), "fleetkit-form-js-Ab12/validators.ts"))).toBe(false);
    expect(keptOnDisk(resolve("test/.own-spec-8HTeuz/fleet/index.ts"))).toBe(false);
    expect(keptOnDisk(resolve("../elsewhere/index.ts"))).toBe(false);
  });

  it("tells Vitest so through its cache key: no key (not cached) for a test's own module", () => {
    const generators: ((context: { id: string }) => unknown)[] = [];
    const plugins = (config.plugins ?? []).flat() as { configureVitest?: (context: unknown) => void }[];
    for (const plugin of plugins)
      plugin.configureVitest?.({ experimental_defineCacheKeyGenerator: (g: never) => generators.push(g) });
    expect(generators).toHaveLength(1);
    expect(generators[0]!({ id: join(tmpdir(), "fleetkit-run-x/fleet/index.ts") })).toBe(false);
    expect(generators[0]!({ id: resolve("runtime/client.ts") })).toBeUndefined();
  });
});
