// scripts/prepack.ts packs dist/ as it is when it is current and runs the whole check when not; `npm run check` builds
// only when it is not (scripts/build-unless-current.ts); the built-package tests refuse a stale dist/
// (test/support/built-dist.ts). All ask scripts/dist-freshness.ts. Dates are set, not waited for.
import { mkdir, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, test, vi } from "vitest";
import { buildUnlessCurrent } from "../../scripts/build-unless-current.js";
import { distState } from "../../scripts/dist-freshness.js";
import { tempDir } from "../support/temp-dir.js";

const BUILD_TIME = new Date("2026-01-02T03:04:05Z");
const BEFORE = new Date("2026-01-01T00:00:00Z");
const AFTER = new Date("2026-01-03T00:00:00Z");

/** A package folder with `files` (path: date), the build's files dated BUILD_TIME, the sources BEFORE unless given. */
async function packageWith(files: Record<string, Date>): Promise<string> {
  const root = await tempDir("dist-freshness");
  const all: Record<string, Date> = {
    "runtime/index.ts": BEFORE,
    "cli/fleetkit.ts": BEFORE,
    "tsconfig.json": BEFORE,
    "tsconfig.build.json": BEFORE,
    "dist/runtime/index.js": BUILD_TIME,
    "dist/runtime/index.d.ts": BUILD_TIME,
    "dist/cli/fleetkit.js": BUILD_TIME,
    ...files,
  };
  for (const [path, date] of Object.entries(all)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), "");
    await utimes(join(root, path), date, date);
  }
  return root;
}

describe("distState", () => {
  test("built after every source: current, with the build's date", async () => {
    expect(distState(await packageWith({}))).toEqual({ current: true, builtAt: BUILD_TIME });
  });

  test("no dist/: not current, saying so", async () => {
    const root = await tempDir("dist-freshness");
    expect(distState(root)).toEqual({ current: false, reason: "dist/ is missing (no dist/runtime/index.js)" });
  });

  test.each([
    ["a source", "runtime/paginate.ts", "dist/ is older than runtime/"],
    ["a nested source", "cli/commands/diff.ts", "dist/ is older than cli/"],
    ["the build's settings", "tsconfig.build.json", "dist/ is older than tsconfig.build.json"],
  ])("%s changed after the build: not current, naming it", async (_name, path, reason) => {
    expect(distState(await packageWith({ [path]: AFTER }))).toEqual({ current: false, reason });
  });

  test("a module whose source was deleted after the build (no date changes): not current, naming it", async () => {
    const root = await packageWith({ "dist/runtime/gone.js": BUILD_TIME, "dist/runtime/gone.d.ts": BUILD_TIME });
    expect(distState(root)).toEqual({
      current: false,
      reason: "dist/ holds modules whose source is gone: dist/runtime/gone.d.ts, dist/runtime/gone.js",
    });
  });

  test("a file that is no module (a JSON manifest) needs no source", async () => {
    expect(distState(await packageWith({ "dist/generated/.fleetkit-manifest.json": BUILD_TIME }))).toMatchObject({
      current: true,
    });
  });
});

describe("buildUnlessCurrent (npm run check's build)", () => {
  test("dist/ current: no build, and one line saying why", async () => {
    const build = vi.fn(() => 0);
    const lines: string[] = [];
    expect(buildUnlessCurrent(await packageWith({}), build, (line) => lines.push(line))).toBe(0);
    expect(build).not.toHaveBeenCalled();
    expect(lines).toEqual([
      `dist/ is current (built ${BUILD_TIME.toISOString()}, after every source): not built again`,
    ]);
  });

  test("a source changed after the build: builds, naming it, and answers the build's exit code", async () => {
    const build = vi.fn(() => 2);
    const lines: string[] = [];
    const root = await packageWith({ "runtime/paginate.ts": AFTER });
    expect(buildUnlessCurrent(root, build, (line) => lines.push(line))).toBe(2);
    expect(build).toHaveBeenCalledTimes(1);
    expect(lines).toEqual(["dist/ is older than runtime/: npm run build"]);
  });

  test("no dist/ (a fresh clone): builds", async () => {
    const build = vi.fn(() => 0);
    expect(buildUnlessCurrent(await tempDir("dist-freshness"), build, () => {})).toBe(0);
    expect(build).toHaveBeenCalledTimes(1);
  });

  test("always (FLEETKIT_BUILD=always): builds a current dist/ too", async () => {
    const build = vi.fn(() => 0);
    const lines: string[] = [];
    expect(buildUnlessCurrent(await packageWith({}), build, (line) => lines.push(line), true)).toBe(0);
    expect(build).toHaveBeenCalledTimes(1);
    expect(lines).toEqual(["FLEETKIT_BUILD=always: npm run build"]);
  });
});
