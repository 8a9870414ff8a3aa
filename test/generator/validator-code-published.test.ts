// The published-description case of validator-code.test.ts: the generated validators of GitHub's webhook payloads,
// read from its whole description, check exactly what ajv checks. Its subject is a published description as a whole,
// so it is listed in PUBLISHED_TESTS (vitest.config.ts): the `published` project runs it, and `npm run test:unit`, the
// fast loop, leaves it out.
import { describe, expect, it } from "vitest";
import { SHARED_ROOT_ID, shareRepeatedSubschemas } from "../../generator/shared-subschemas.js";
import { componentJsonSchemas } from "../../generator/validator-schemas.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { githubDescription } from "../support/published-specs.js";
import { expectSameAsAjv } from "./validator-code-helpers.js";

describe("generated validators check exactly what ajv checks", () => {
  it("on GitHub's webhook payloads, where repeated inline objects are shared", async () => {
    const defs = componentJsonSchemas((await loadOpenApi(githubDescription())).document);
    const names = ["webhook-security-advisory-withdrawn", "webhook-code-scanning-alert-fixed"];
    const sharing = shareRepeatedSubschemas(defs);
    expect(Object.keys(sharing.shared).length).toBeGreaterThan(50);
    expect(JSON.stringify(sharing.defs[names[0]!])).toContain(SHARED_ROOT_ID); // it calls shared code
    const compared = await expectSameAsAjv(defs, names);
    expect(compared).toBeGreaterThan(100);
  });
});
