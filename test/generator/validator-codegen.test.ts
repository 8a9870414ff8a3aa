import codeModule from "ajv/dist/compile/codegen/code.js";
import codegenModule from "ajv/dist/compile/codegen/index.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import { describe, expect, it } from "vitest";
import {
  ajvJob,
  ajvStandaloneCode,
  validatorCompiler,
  validatorsModuleSource,
  type SchemaNaming,
} from "../../generator/emit-validators.js";
import { SHARED_ROOT_ID } from "../../generator/shared-subschemas.js";
import { componentJsonSchemas, SCHEMA_ROOT_ID } from "../../generator/validator-schemas.js";
import {
  collectNames,
  fasterOptimizeApplies,
  withFasterOptimize,
  withFlatCode,
} from "../../generator/validator-codegen.js";
import { loadOpenApi } from "../../generator/input/index.js";

type Json = Record<string, any>;
const { CodeGen, _, Name } = codegenModule as unknown as {
  CodeGen: new (scope: unknown, opts?: object) => any;
  _: (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
  Name: new (name: string) => unknown;
};
const { Scope } = codegenModule as unknown as { Scope: new () => unknown };
const { _Code } = codeModule as unknown as { _Code: { prototype: object } };
const standaloneCode = standaloneModule.default;

/** ajv's standalone code for a job exactly as ajv writes it: its own optimize, every validator evaluated. */
function plainAjvCode(job: ReturnType<typeof ajvJob>): string {
  const ajv = validatorCompiler(job.ignoredFormats, job.features);
  ajv.addSchema({ $id: SHARED_ROOT_ID, $defs: job.shared });
  ajv.addSchema({ $id: SCHEMA_ROOT_ID, $defs: job.defs });
  return standaloneCode(ajv, job.exports);
}

const naming = (names: string[]): SchemaNaming[] =>
  names.map((name, i) => ({ name, alias: `S${i}`, guard: `isS${i}` }));

/** Schemas that make ajv write every kind of block: if/else chains, loops, unions, refs, a discriminator. */
const TRICKY: Json = {
  Pet: {
    type: "object",
    required: ["kind"],
    discriminator: { propertyName: "kind" },
    oneOf: [{ $ref: "#/$defs/Cat" }, { $ref: "#/$defs/Dog" }],
  },
  Cat: { type: "object", required: ["kind"], properties: { kind: { const: "Cat" }, lives: { type: "integer" } } },
  Dog: { type: "object", required: ["kind"], properties: { kind: { const: "Dog" }, bark: { type: "string" } } },
  Tree: {
    type: "object",
    properties: { children: { type: "array", items: { $ref: "#/$defs/Tree" }, maxItems: 5, uniqueItems: true } },
    patternProperties: { "^x-": { type: ["string", "null"] } },
    additionalProperties: false,
  },
  Mixed: {
    anyOf: [
      { type: "string", format: "date-time" },
      { type: "array", prefixItems: [{ type: "number" }], minItems: 1, items: false },
    ],
    allOf: [{ not: { const: "" } }],
    if: { type: "string" },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword
    then: { minLength: 2, pattern: "^[a-z]+$" },
    else: { type: "array", contains: { type: "number", minimum: 1 } },
  },
  Map: { type: "object", additionalProperties: { $ref: "#/$defs/Pet" }, propertyNames: { maxLength: 8 } },
  Enum: { enum: ["a", "b", 1, null], dependentRequired: { a: ["b"] } },
};

describe("ajv's code generator with the faster name count (generator/validator-codegen.ts)", () => {
  it("applies to the ajv installed here (else generating falls back to ajv's own, slower count)", () => {
    expect(fasterOptimizeApplies()).toBe(true);
  });

  it("counts the same names as ajv's getter on a tree with every kind of block", () => {
    const gen = new CodeGen(new Scope(), { es5: false, lines: true });
    const a = gen.let("a", _`1`);
    const b = gen.const("b", _`${a} + 2`);
    gen.func(new Name("f"), _`x`, false, () => {
      gen.if(_`${a} > ${b}`);
      gen.assign(a, b);
      gen.elseIf(_`${b} < 0`);
      gen.code(_`g(${a})`);
      gen.else();
      gen.forRange("i", _`0`, b, (i: unknown) => gen.code(_`h(${i}, ${a})`));
      gen.endIf();
      gen.forOf("v", a, (v: unknown) => gen.if(_`${v}`, () => gen.break()));
      gen.try(
        () => gen.code(_`k(${b})`),
        (e: unknown) => gen.code(_`m(${e})`),
        () => gen.code(_`n(${a})`),
      );
      gen.return(_`${a}`);
    });
    const root = gen._root;
    const counted: Record<string, number> = {};
    collectNames(root, counted);
    const own = root.names as Record<string, number>;
    expect(counted).toEqual(own);
    expect(Object.keys(counted).length).toBeGreaterThan(3);
  });

  it("writes the same code as ajv's own, on hand-made schemas and the bundled spec's", async () => {
    const tricky = ajvJob(TRICKY, naming(Object.keys(TRICKY)), [], {});
    expect(ajvStandaloneCode(tricky)).toBe(plainAjvCode(tricky));
    expect(withFasterOptimize(() => plainAjvCode(tricky))).toBe(plainAjvCode(tricky));
    const defs = componentJsonSchemas((await loadOpenApi("spec/fleet-api.yaml")).document);
    const own = ajvJob(defs, naming(Object.keys(defs)), [], {});
    expect(Object.keys(defs).length).toBeGreaterThan(20);
    expect(ajvStandaloneCode(own)).toBe(plainAjvCode(own));
  });

  it("puts ajv's own optimize and expression getters back afterwards, also when the work throws", () => {
    const getters = () =>
      [_Code.prototype, Name.prototype].map((p) => Object.getOwnPropertyDescriptor(p, "names")?.get);
    const before = CodeGen.prototype.optimize;
    const gettersBefore = getters();
    expect(() =>
      withFasterOptimize(() => {
        expect(CodeGen.prototype.optimize).not.toBe(before);
        expect(getters()[0]).not.toBe(gettersBefore[0]);
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(CodeGen.prototype.optimize).toBe(before);
    expect(getters()).toEqual(gettersBefore);
  });

  it("answers ajv's own counts outside a count: an expression's names, memoized as ajv does", () => {
    const code = _`${new Name("a")} + ${new Name("b")} + ${new Name("a")}` as { names: object; _names?: object };
    withFasterOptimize(() => {
      expect(code.names).toEqual({ a: 2, b: 1 });
      expect(code._names).toBe(code.names);
      expect((new Name("c") as { names: object }).names).toEqual({ c: 1 });
    });
  });
});

describe("each validator's code is made one flat string as ajv makes it (withFlatCode)", () => {
  it("reads every validator's code once as it is made, writes the same code, and puts ajv's toString back", () => {
    const own = CodeGen.prototype.toString;
    const made: string[] = [];
    // What V8 is asked to flatten: the code each validator's generator returns, read where withFlatCode reads it.
    const charCodeAt = String.prototype.charCodeAt;
    const read = new Set<string>();
    String.prototype.charCodeAt = function (this: string, i: number) {
      read.add(String(this));
      return charCodeAt.call(this, i);
    };
    let code: string;
    try {
      const tricky = ajvJob(TRICKY, naming(Object.keys(TRICKY)), [], {});
      code = withFlatCode(() => {
        expect(CodeGen.prototype.toString).not.toBe(own);
        const wrapped = CodeGen.prototype.toString;
        CodeGen.prototype.toString = function (this: unknown) {
          const text = wrapped.call(this) as string;
          made.push(text);
          return text;
        };
        try {
          return plainAjvCode(tricky);
        } finally {
          CodeGen.prototype.toString = wrapped;
        }
      });
      expect(code).toBe(plainAjvCode(tricky));
    } finally {
      String.prototype.charCodeAt = charCodeAt;
    }
    expect(made.length).toBeGreaterThan(Object.keys(TRICKY).length - 1);
    expect(made.filter((text) => !read.has(text))).toEqual([]);
    expect(CodeGen.prototype.toString).toBe(own);
  });

  it("puts ajv's own toString back when the work throws", () => {
    const own = CodeGen.prototype.toString;
    expect(() =>
      withFlatCode(() => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(CodeGen.prototype.toString).toBe(own);
  });
});

describe("the validators' code is parsed once, after ajv (which no longer evaluates each validator)", () => {
  it("still refuses code that does not parse, as an internal error with the parser's words", () => {
    const broken = "export const S0 = validate0;\nfunction validate0(data) {\nreturn data ===;\n}\n";
    expect(() => validatorsModuleSource(broken, naming(["A"]), "fleetkit/runtime")).toThrow(
      /compiled validators' code does not parse \(Unexpected token/,
    );
  });

  it("the validators ajv compiled still run: the module's code checks values", () => {
    const job = ajvJob(TRICKY, naming(Object.keys(TRICKY)), [], {});
    const source = validatorsModuleSource(ajvStandaloneCode(job), naming(Object.keys(TRICKY)), "fleetkit/runtime");
    const body = source.slice(source.indexOf("function compile()"), source.indexOf("\nlet loaded;"));
    // No runtime helper is needed for these schemas except the date-time format: a stand-in that accepts all.
    const validators = new Function("ajvDateTimeFormat", "ajvEqual", "ajvUcs2length", `${body}\nreturn compile();`)(
      { validate: () => true },
      (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y),
      (s: string) => [...s].length,
    ) as Record<string, (v: unknown) => boolean>;
    expect(validators.Pet!({ kind: "Cat", lives: 9 })).toBe(true);
    expect(validators.Pet!({ kind: "Cat", lives: "nine" })).toBe(false);
    expect(validators.Tree!({ children: [{}], "x-a": null })).toBe(true);
    expect(validators.Tree!({ other: 1 })).toBe(false);
  });
});
