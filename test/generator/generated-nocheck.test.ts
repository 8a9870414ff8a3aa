// Issue 38, item 6: operations.ts and operation-functions.ts open with `// @ts-nocheck` (generator/nocheck-lines.ts),
// which spares a user's `tsc` checking them again (on GitHub's description 3,700 types, 3,700 instantiations and
// 20 MB of its peak memory). These keep the lines honest: the suite's type checks read both files without them, so a mistake of the
// generator is an error there; and as a user's `tsc` reads them, a record that breaks `OperationMeta` is still an
// error, in index.ts.
import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NOCHECK } from "../../generator/nocheck-lines.js";
import { tempDir } from "../support/temp-dir.js";
import { typeCheck, withGeneratedChecks } from "../support/type-check.js";

/** A copy of the repository's generated module (`generate --check` keeps it current) with two mistakes written in. */
async function brokenModule(): Promise<string> {
  const dir = await tempDir("generated-nocheck");
  await cp("generated", dir, { recursive: true });
  const edit = async (file: string, from: RegExp, to: string) => {
    const text = await readFile(join(dir, file), "utf8");
    const edited = text.replace(from, to);
    expect(edited).not.toBe(text);
    await writeFile(join(dir, file), edited);
  };
  // A record whose method is no HTTP method, and a function made for a path the spec does not have.
  await edit("operations.ts", /\bmethod: "get",/, 'method: "fetch",');
  await edit(
    "operation-functions.ts",
    /operationFunctionOf<"\/v1\/tags", "get">/,
    'operationFunctionOf<"/v1/tagz", "get">',
  );
  return dir;
}

const inFile = (errors: string[], file: string) => errors.filter((error) => error.startsWith(`/${file}: `));

describe("the generated files tsc reads without checking them", () => {
  it("operations.ts and operation-functions.ts open with their @ts-nocheck line, and no other generated file does", async () => {
    const second = async (file: string) => (await readFile(join("generated", file), "utf8")).split("\n")[1];
    expect(`${await second("operations.ts")}\n`).toBe(NOCHECK.operations);
    expect(`${await second("operation-functions.ts")}\n`).toBe(NOCHECK.functions);
    for (const file of ["index.ts", "scopes.ts", "schema-types.ts", "validators.ts", "drift-shapes.ts", "types.ts"]) {
      expect(await readFile(join("generated", file), "utf8"), file).not.toContain("@ts-nocheck");
    }
  });

  it("the suite checks them whole: a mistake in either file is an error there", async () => {
    const { errors } = typeCheck([join(await brokenModule(), "index.ts")], "");
    const under = (file: string) => errors.filter((error) => error.includes(`/${file}: `));
    expect(under("operation-functions.ts").some((error) => error.includes('"/v1/tagz"'))).toBe(true);
    expect(under("index.ts").some((error) => error.includes('"fetch"'))).toBe(true);
  });

  it("as a user's tsc reads them, neither file reports, and the broken record is still an error in index.ts", async () => {
    const dir = await brokenModule();
    const { errors } = typeCheck([join(dir, "index.ts")], dir, { asUsers: true });
    expect(inFile(errors, "operations.ts")).toEqual([]);
    expect(inFile(errors, "operation-functions.ts")).toEqual([]);
    expect(inFile(errors, "index.ts").some((error) => error.includes('"fetch"'))).toBe(true);
  });

  it("withGeneratedChecks removes only a generated nocheck line at the start of a line", () => {
    const body = "export const a = 1;\n";
    expect(withGeneratedChecks(`// header\n${NOCHECK.operations}${body}`)).toBe(`// header\n${body}`);
    expect(withGeneratedChecks(`${NOCHECK.functions}${body}`)).toBe(body);
    const ajv = `// header\n// @ts-nocheck -- ajv standalone output\n${body}`;
    expect(withGeneratedChecks(ajv)).toBe(ajv);
    const quoted = `const s = "${NOCHECK.operations.trim()}";\n`;
    expect(withGeneratedChecks(quoted)).toBe(quoted);
  });
});
