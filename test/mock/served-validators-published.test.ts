// The published-description case of served-validators-pieces.test.ts: a served spec's validators, compiled from the
// pieces a schema reaches, judge GitHub's whole description (1,200 operations) as the whole document does. Its subject
// is a published description as a whole, so it is listed in PUBLISHED_TESTS (vitest.config.ts): the `published`
// project runs it, and `npm run test:unit`, the fast loop, leaves it out.
import { describe, expect, it } from "vitest";
import { loadServedSpec } from "../../testing/mock/served-spec.js";
import { githubDescription } from "../support/published-specs.js";
import { expectSameVerdicts } from "./served-validators-helpers.js";

describe("a served spec's validators, compiled from the pieces a schema reaches", () => {
  it("judge GitHub's answers, bodies and parameters as the whole document does (every 40th operation)", async () => {
    const spec = await loadServedSpec(githubDescription(), undefined);
    expect(expectSameVerdicts(spec, (i) => i % 40 === 0)).toBeGreaterThan(300);
  }, 120_000);
});
