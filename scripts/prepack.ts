/**
 * `prepack` (npm pack, npm publish): packs `dist/` as it is when it is the build of the sources as they are, and runs
 * the whole `npm run check` (type check, lint, `generate --check`, build) when it is not. `npm test` and `npm run build`
 * have just built it in the release steps (CONTRIBUTING.md, "Releasing"): building and checking it again cost 71 s of
 * an `npm pack`. A fresh clone, or a source edited since the build, still gets the whole check before anything is
 * packed, so a tarball is never older than its sources.
 *
 * `FLEETKIT_PREPACK=check` runs the whole check whatever the state of `dist/` (for a release from a machine whose build
 * did not go through `npm test`).
 */
import { distState } from "./dist-freshness.js";
import { npmRun } from "./npm-run.js";

function main(): number {
  const state = distState();
  if (process.env.FLEETKIT_PREPACK !== "check" && state.current) {
    process.stderr.write(
      `prepack: dist/ is current (built ${state.builtAt.toISOString()}, after every source): packed as it is.\n` +
        "  (`npm run check` type-checks and lints the sources; npm test runs it. FLEETKIT_PREPACK=check runs it here.)\n",
    );
    return 0;
  }
  const why = state.current ? "FLEETKIT_PREPACK=check" : state.reason;
  process.stderr.write(`prepack: ${why}: running npm run check (type check, lint, generate --check, build)\n`);
  // The whole check, its build included (check skips a build of a current dist/; here it is rebuilt as before).
  return npmRun("check", { env: { FLEETKIT_BUILD: "always" } });
}

process.exitCode = main();
