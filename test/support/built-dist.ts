import { distState } from "../../scripts/dist-freshness.js";

/** Tests of the built package must not pass or fail on a stale build: `npm test` builds first; alone, build yourself. */
export function assertFreshDist(): void {
  const state = distState();
  if (!state.current) throw new Error(`${state.reason}: run \`npm run build\` before this test (npm test does)`);
}
