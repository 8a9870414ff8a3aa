import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["cli", "generator", "generated", "runtime", "entries", "testing"].filter((dir) => existsSync(dir));
const BUILT = "dist/runtime/index.js";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Tests of the built package must not pass or fail on a stale build: `npm test` builds first; alone, build yourself. */
export function assertFreshDist(): void {
  let builtAt: number;
  try {
    builtAt = statSync(BUILT).mtimeMs;
  } catch {
    throw new Error("dist/ is missing: run `npm run build` before this test (npm test does)");
  }
  const stale = SOURCES.filter((dir) => newestMtime(dir) > builtAt);
  if (stale.length > 0)
    throw new Error(`dist/ is older than ${stale.join(", ")}/: run \`npm run build\` before this test (npm test does)`);
}
