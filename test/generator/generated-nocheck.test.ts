// Issue 38, item 6: operations.ts, operation-functions.ts, index.ts and validators.ts open with `// @ts-nocheck`
// (generator/nocheck-lines.ts), which spares a user's `tsc` checking them again (on GitHub's description 3,700 types,
// 3,700 instantiations and 20 MB of its peak memory for the first two; 0.4 s of a 2.5 s `tsc` for the other two).
// These keep the lines honest: the suite's type checks read the files without them, so a mistake of the generator is an
// error there; and as a user's `tsc` reads them, the user's own code is still checked against every export's type.
import { cp, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
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
  // A record whose method is no HTTP method, a function made for a path the spec does not have, a guard of a schema
  // type the module does not have, and drift checks handed a number for their shapes.
  await edit("operations.ts", /\bmethod: "get",/, 'method: "fetch",');
  await edit(
    "operation-functions.ts",
    /operationFunctionOf<"\/v1\/tags", "get">/,
    'operationFunctionOf<"/v1/tagz", "get">',
  );
  await edit("validators.ts", /value is schema\.Vehicle \{/, "value is schema.Vehicel {");
  await edit("index.ts", /shapes: driftShapes,/, "shapes: 404,");
  return dir;
}

const inFile = (errors: string[], file: string) => errors.filter((error) => error.startsWith(`/${file}: `));

describe("the generated files tsc reads without checking them", () => {
  it("operations.ts, operation-functions.ts, index.ts and validators.ts open with their @ts-nocheck line, and no other generated file does", async () => {
    const second = async (file: string) => (await readFile(join("generated", file), "utf8")).split("\n")[1];
    expect(`${await second("operations.ts")}\n`).toBe(NOCHECK.operations);
    expect(`${await second("operation-functions.ts")}\n`).toBe(NOCHECK.functions);
    expect(`${await second("index.ts")}\n`).toBe(NOCHECK.index);
    expect(`${await second("validators.ts")}\n`).toBe(NOCHECK.validators);
    for (const file of ["scopes.ts", "schema-types.ts", "drift-shapes.ts", "types.ts"]) {
      expect(await readFile(join("generated", file), "utf8"), file).not.toContain("@ts-nocheck");
    }
  });

  it("the suite checks them whole: a mistake in any of them is an error there", async () => {
    const { errors } = typeCheck([join(await brokenModule(), "index.ts")], "");
    const under = (file: string) => errors.filter((error) => error.includes(`/${file}: `));
    expect(under("operation-functions.ts").some((error) => error.includes('"/v1/tagz"'))).toBe(true);
    // The broken record, where index.ts hands the records to defineApi.
    expect(under("index.ts").some((error) => error.includes('"fetch"'))).toBe(true);
    expect(under("index.ts").some((error) => /TS2322: Type 'number'/.test(error))).toBe(true);
    expect(under("validators.ts").some((error) => error.includes("Vehicel"))).toBe(true);
  });

  it("as a user's tsc reads them, none of the four reports", async () => {
    const dir = await brokenModule();
    const { errors } = typeCheck([join(dir, "index.ts")], dir, { asUsers: true });
    for (const file of ["operations.ts", "operation-functions.ts", "index.ts", "validators.ts"])
      expect(inFile(errors, file), file).toEqual([]);
  });

  it("a user's code is still checked against each export's type", async () => {
    // The repository's generated/ itself, read as users read it (its parsed files shared with the worker's other
    // programs), from a file of the test's own.
    const dir = await tempDir("generated-nocheck-use");
    const module = JSON.stringify(resolve("generated/index.js"));
    await writeFile(
      join(dir, "use.ts"),
      [
        `import { createFleetClient, isVehicleStats, paginate, scopesFor, validate } from ${module};`,
        `import type { Vehicle, VehicleStats } from ${module};`,
        "export async function use(value: unknown): Promise<void> {",
        '  const fleet = createFleetClient({ baseUrl: "https://api.example.com", token: "t" });',
        "  if (isVehicleStats(value)) {",
        "    const stats: VehicleStats = value;",
        "    // @ts-expect-error a guarded value is the schema's type, not any",
        "    const n: number = value;",
        "    void stats, n;",
        "  }",
        '  // @ts-expect-error "/v1/tags" is no cursor-paginated list',
        '  paginate(fleet, "/v1/tags");',
        '  // @ts-expect-error no operation is named "v1GetTagz"',
        '  scopesFor(["v1GetTagz"]);',
        '  // @ts-expect-error no schema is named "Tagz"',
        '  validate("Tagz", {});',
        '  for await (const vehicle of paginate(fleet, "/fleet/vehicles")) {',
        "    const item: Vehicle = vehicle;",
        "    // @ts-expect-error an item of /fleet/vehicles is a vehicle, not a number",
        "    const n: number = vehicle;",
        "    void item, n;",
        "  }",
        "}",
        "",
      ].join("\n"),
    );
    const { errors } = typeCheck([join(dir, "use.ts")], dir, { asUsers: true });
    expect(errors).toEqual([]);
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
