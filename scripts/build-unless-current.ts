/**
 * `npm run check`'s build: `npm run build` unless `dist/` is already the build of the sources as they are, as
 * `prepack` judges it (scripts/dist-freshness.ts: built after every file the build reads changed, no module whose
 * source is gone). In a maintainer's loop `npm test` runs again and again over sources that did not change since the
 * last build: 3.5 s of its check each time, for the same files. A fresh clone, an edited source or a checkout that
 * changed one still builds; `FLEETKIT_BUILD=always` builds whatever the state (prepack sets it when it runs the
 * check, so what it packs is built by that check).
 */
import { pathToFileURL } from "node:url";
import { distState } from "./dist-freshness.js";
import { npmRun } from "./npm-run.js";

/**
 * Runs `build` unless `root/dist` is current (and not `always`); says which on `log`. Answers the exit code: the
 * build's, or 0 when nothing was built.
 */
export function buildUnlessCurrent(
  root: string,
  build: () => number,
  log: (line: string) => void,
  always = false,
): number {
  const state = distState(root);
  if (state.current && !always) {
    log(`dist/ is current (built ${state.builtAt.toISOString()}, after every source): not built again`);
    return 0;
  }
  log(`${state.current ? "FLEETKIT_BUILD=always" : state.reason}: npm run build`);
  return build();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = buildUnlessCurrent(
    ".",
    () => npmRun("build", { silent: true }),
    (line) => process.stderr.write(`${line}\n`),
    process.env.FLEETKIT_BUILD === "always",
  );
}
