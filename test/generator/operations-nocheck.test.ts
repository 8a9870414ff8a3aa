// Issue 38, item 6: `operations.ts` opens with `// @ts-nocheck`, which spares a user's `tsc` the checking of its `as
// const` records (on GitHub's description 2,500 types and 14 MB). These keep that line honest: without it the file
// type-checks clean, and a record that breaks `OperationMeta` is still an error where index.ts passes the records to
// `defineApi` (and where operation-functions.ts makes its function).
import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { tempDir } from "../support/temp-dir.js";
import { typeCheck } from "../support/type-check.js";

const NOCHECK = /^\/\/ @ts-nocheck\b.*\n/m;

/** A copy of the repository's generated module (`generate --check` keeps it current), its operations.ts edited. */
async function moduleWith(prefix: string, edit: (operations: string) => string): Promise<string> {
  const dir = await tempDir(prefix);
  await cp("generated", dir, { recursive: true });
  const file = join(dir, "operations.ts");
  await writeFile(file, edit(await readFile(file, "utf8")));
  return dir;
}

it("generated operations.ts opens with @ts-nocheck", async () => {
  const [, second] = (await readFile("generated/operations.ts", "utf8")).split("\n");
  expect(second).toMatch(/^\/\/ @ts-nocheck -- data, checked against OperationMeta/);
});

it("without @ts-nocheck operations.ts type-checks clean, and a record that breaks OperationMeta is an error where index.ts uses it", async () => {
  // One program for both (type-checking the module is most of this file's time): the line only hides operations.ts's
  // own diagnostics, and index.ts is checked the same with or without it.
  const dir = await moduleWith("operations-checked", (source) => {
    const checked = source.replace(NOCHECK, "").replace(/\bmethod: "get",/, 'method: "fetch",');
    expect(checked).not.toMatch(NOCHECK);
    expect(checked).toContain('method: "fetch",');
    return checked;
  });
  const { errors } = typeCheck([join(dir, "index.ts")], dir);
  expect(errors.filter((error) => error.startsWith("/operations.ts: "))).toEqual([]);
  expect(errors.some((error) => error.startsWith("/index.ts: ") && error.includes('"fetch"'))).toBe(true);
});
