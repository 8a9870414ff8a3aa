/**
 * Whether `dist/` is the build of the sources as they are: built after every file `tsc -p tsconfig.build.json` reads
 * changed, and holding no module whose source is gone. `scripts/prepack.ts` packs a current `dist/` as it is, and the
 * tests of the built package (test/support/built-dist.ts) refuse a stale one.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The folders `tsconfig.build.json` compiles into `dist/`. */
export const BUILD_SOURCES = ["cli", "generator", "generated", "runtime", "entries", "testing"];
/** Files that change what the build writes although no source changed. */
const BUILD_SETTINGS = ["tsconfig.json", "tsconfig.build.json"];
/** The file the build writes that the freshness is measured by (every build rewrites it). */
const BUILT = "dist/runtime/index.js";

export type DistState =
  | { current: true; builtAt: Date }
  | { current: false /** What is stale, for a message: "dist/ is older than runtime/". */; reason: string };

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** How current `root/dist` is (`root`: the package's folder, the working directory by default). */
export function distState(root = "."): DistState {
  const built = join(root, BUILT);
  if (!existsSync(built)) return { current: false, reason: "dist/ is missing (no dist/runtime/index.js)" };
  const builtAt = statSync(built).mtimeMs;
  const newer: string[] = [];
  for (const dir of BUILD_SOURCES.filter((d) => existsSync(join(root, d)))) {
    for (const file of filesUnder(join(root, dir))) {
      if (statSync(file).mtimeMs > builtAt) {
        newer.push(`${dir}/`);
        break;
      }
    }
  }
  for (const file of BUILD_SETTINGS) {
    if (existsSync(join(root, file)) && statSync(join(root, file)).mtimeMs > builtAt) newer.push(file);
  }
  if (newer.length > 0) return { current: false, reason: `dist/ is older than ${newer.join(", ")}` };
  // A source deleted since the build changes no date: its module would still be packed.
  const orphans: string[] = [];
  for (const file of filesUnder(join(root, "dist"))) {
    const path = relative(join(root, "dist"), file);
    const source = path.replace(/\.d\.ts$/, ".ts").replace(/\.js$/, ".ts");
    if (source !== path && !existsSync(join(root, source))) orphans.push(`dist/${path}`);
  }
  orphans.sort();
  if (orphans.length > 0) {
    const shown = orphans.slice(0, 3).join(", ") + (orphans.length > 3 ? ` and ${orphans.length - 3} more` : "");
    return { current: false, reason: `dist/ holds modules whose source is gone: ${shown}` };
  }
  return { current: true, builtAt: new Date(builtAt) };
}
