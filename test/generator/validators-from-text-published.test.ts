// The cases of test/generator/validators-from-text.test.ts whose subject is a published description as a whole:
// GitHub's and the vendor's Swagger 2.0 spec. They are in the `published` project (vitest.config.ts,
// PUBLISHED_TESTS): the fast loop, `npm run test:unit`, leaves published descriptions out.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, it } from "vitest";
import { githubDescription, subsetOf, vendorSpecsFolder } from "../support/published-specs.js";
import { tempDir } from "../support/temp-dir.js";
import { expectSameAsMainThread } from "./validators-from-text-helpers.js";

/** Writes a spec's text to a file of its own and returns the file. */
async function specFile(name: string, text: string): Promise<string> {
  const file = join(await tempDir("from-text"), name);
  await writeFile(file, text);
  return file;
}

describe("generate's validators from the spec's text (the worker's work, run in this thread)", () => {
  const cases: [string, () => Promise<string>][] = [
    [
      "GitHub's first paths (3.0: upgraded, shared subschemas, request and response forms)",
      () =>
        specFile(
          "github.json",
          JSON.stringify(subsetOf(githubDescription(), (path) => path.startsWith("/repos/{owner}/{repo}/pulls"))),
        ),
    ],
    [
      "the vendor's Swagger 2.0 spec (mended: types and parameters)",
      async () => join(vendorSpecsFolder(), "swagger.json"),
    ],
  ];
  for (const [name, file] of cases)
    it(`${name}: ready with the same warnings, then the same code as the main thread's`, async () => {
      await expectSameAsMainThread(await file());
    });
});
