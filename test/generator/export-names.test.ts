import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { exportClashes, exportedNames } from "../../generator/names.js";
import { tempDir } from "../support/temp-dir.js";
import { typeCheck } from "../support/type-check.js";

/**
 * Issue 34, item 11: names from a spec that broke the generated module. operationId `then` made every module a
 * thenable; schemas `Foo` and `isFoo` gave TS2308 in index.ts (exit 0); a schema `__proto__` was generated but
 * `validate("__proto__", x)` threw "unknown schema".
 */
const spec = {
  openapi: "3.1.0",
  info: { title: "Names", version: "1" },
  paths: {
    "/a": { get: { operationId: "then", responses: { "200": { description: "ok" } } } },
    "/b": { get: { operationId: "__proto__", responses: { "200": { description: "ok" } } } },
  },
  components: {
    schemas: {
      Foo: { type: "string" },
      isFoo: { type: "integer" },
      ["__proto__"]: { type: "string", pattern: "^p" }, // computed: an own property, as JSON.parse makes it
      // biome-ignore lint/suspicious/noThenProperty: a schema named `then` is the case under test
      then: { type: "boolean" },
    },
  },
};

async function generated(): Promise<string> {
  const dir = await tempDir("export-names");
  await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
  await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
  return join(dir, "out");
}

describe("names that clash with how modules and objects work", () => {
  it("operationId `then` does not make the module a thenable: `await import()` gives the module", async () => {
    const out = await generated();
    const module = (await import(pathToFileURL(join(out, "index.ts")).href)) as Record<string, unknown>;
    expect(module.then).toBeUndefined();
    expect(typeof module.then_).toBe("function");
    expect(typeof module.createFleetClient).toBe("function");
    const operations = module.operations as Record<string, { operationId: string }>;
    expect(Object.getPrototypeOf(operations)).toBe(Object.prototype);
    expect(Object.values(operations).map((op) => op.operationId)).toEqual(["then", "__proto__"]);
  });

  it("a schema named `__proto__` validates by its name, and its guard works", async () => {
    const out = await generated();
    const module = (await import(pathToFileURL(join(out, "index.ts")).href)) as {
      validate(name: string, value: unknown): { valid: boolean };
      SCHEMA_NAMES: string[];
      [guard: string]: unknown;
    };
    expect(module.SCHEMA_NAMES).toContain("__proto__");
    expect(module.validate("__proto__", "pear").valid).toBe(true);
    expect(module.validate("__proto__", "apple").valid).toBe(false);
    expect(module.validate("__proto__", 1).valid).toBe(false);
    expect(module.validate("isFoo", 1).valid).toBe(true);
    expect(module.validate("Foo", "x").valid).toBe(true);
  });

  it("schemas `Foo` and `isFoo`: every name index.ts exports is distinct, and the module type-checks", async () => {
    const out = await generated();
    const { program, errors } = typeCheck([join(out, "index.ts")], out);
    expect(errors).toEqual([]);
    const index = program.getSourceFile(join(out, "index.ts"))!;
    const exported = program.getTypeChecker().getExportsOfModule(program.getTypeChecker().getSymbolAtLocation(index)!);
    const names = exported.map((s) => s.name);
    // The types keep the spec's names where they are free; a later one takes the next free name (rule 4).
    expect(names).toEqual(expect.arrayContaining(["Foo", "isFoo", "isFoo2", "isIsFoo", "then", "isThen", "then_"]));
  }, 90_000);

  it("generation stops naming both where two names would still be exported as one", () => {
    const schemas = [
      { name: "Foo", alias: "Foo", guard: "isFoo" },
      { name: "isFoo", alias: "isFoo", guard: "isIsFoo" },
    ];
    const issues = exportClashes(
      exportedNames(schemas, [{ name: "validate", operationId: "validate", pointer: "#/paths/~1v/get" }]),
      new Set(["validate"]),
    );
    expect(issues).toEqual([
      {
        pointer: "#/components/schemas/isFoo",
        message:
          'the type of schema "isFoo" and the type guard of schema "Foo" (#/components/schemas/Foo) would both be exported as isFoo by index.ts; rename one',
      },
      {
        pointer: "#/paths/~1v/get",
        message:
          'the function of operation "validate" would be exported as validate, which the generated module exports of its own; rename it',
      },
    ]);
  });
});
