/**
 * `npm run bench`: every fleetkit benchmark, each reporting ratios measured in one run on this machine.
 * Performance targets live here, never in unit tests.
 */
import { main as benchBundle } from "./bench-bundle.js";
import { main as benchGenerator } from "./bench-generator.js";
import { main as benchRuntime } from "./bench-runtime.js";
import { main as benchWebhooks } from "./bench-webhooks.js";

for (const [title, run] of [
  ["Generator and validators", () => benchGenerator()],
  ["Runtime client", () => benchRuntime([])],
  ["Webhooks", () => benchWebhooks()],
  ["Bundle size", () => benchBundle()],
] as const) {
  console.log(`\n=== ${title} ===`);
  await run();
}
