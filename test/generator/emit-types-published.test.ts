// The cases of test/generator/emit-types.test.ts whose subject is a published description as a whole: GitHub's and
// the vendor's three specs. They are in the `published` project (vitest.config.ts, PUBLISHED_TESTS): the fast loop,
// `npm run test:unit`, leaves published descriptions out.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { typesSource, withRequiredOrNull } from "../../generator/emit-types.js";
import { githubDescription, subsetOf, vendorSpecsFolder } from "../support/published-specs.js";
import { emittersDocument, viaOpenapiTS } from "./emit-types-helpers.js";

describe("types.ts from openapi-typescript's transform, without its lint and bundle steps", () => {
  it("is what openapiTS() prints for GitHub's description, its first 40 paths", async () => {
    const github = githubDescription() as { paths: object };
    const first = new Set(Object.keys(github.paths).slice(0, 40));
    const doc = await emittersDocument(subsetOf(github, (path) => first.has(path)));
    const expected = await viaOpenapiTS(doc);
    expect(expected.length).toBeGreaterThan(1000);
    expect(await typesSource(structuredClone(doc))).toBe(expected);
  });

  it("is what openapiTS() prints for the vendor's three published specs, its WithRequired helper taking null", async () => {
    for (const file of ["swagger.json", "swagger-readme.json", "swagger-legacy.json"]) {
      const doc = await emittersDocument(join(vendorSpecsFolder(), file));
      const printed = await viaOpenapiTS(doc);
      expect(await typesSource(structuredClone(doc)), file).toBe(withRequiredOrNull(printed));
      // swagger-legacy.json's allOf with a required of its own uses the helper: the one line that differs.
      if (file === "swagger-legacy.json") expect(withRequiredOrNull(printed)).not.toBe(printed);
    }
  });
});
