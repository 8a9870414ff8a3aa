import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Ajv2020Module from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, it, vi } from "vitest";
import {
  COMPILER_OPTIONS,
  compactErrorReporting,
  keywordErrorCalls,
  SchemaCompileError,
  schemaFeatures,
  standaloneValidatorsSource,
  validatorCompiler,
} from "../../generator/emit-validators.js";
import { SHARED_MIN_LENGTH, SHARED_ROOT_ID, shareRepeatedSubschemas } from "../../generator/shared-subschemas.js";
import { SCHEMA_ROOT_ID, componentJsonSchemas } from "../../generator/validator-schemas.js";
import { tempDir } from "../support/temp-dir.js";
import { expectSameAsAjv } from "./validator-code-helpers.js";

// ajv and ajv-formats are CommonJS: the default import is `module.exports`, whose `.default` is the export.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

type Json = Record<string, any>;

/** An object schema of `n` string properties: over the sharing threshold once n is 12 or so. */
const big = (n: number, extra: Json = {}): Json => ({
  type: "object",
  required: ["p0"],
  properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: "string", minLength: 1 }])),
  ...extra,
});

describe("repeated subschemas are compiled once (generator/shared-subschemas.ts)", () => {
  it("moves a subschema repeated in two schemas to one shared definition, referenced from both", () => {
    const { defs, shared } = shareRepeatedSubschemas({
      A: { type: "object", properties: { repo: big(12) } },
      B: { type: "array", items: big(12) },
    });
    expect(Object.keys(shared)).toEqual(["s1"]);
    expect(shared.s1).toEqual(big(12));
    expect((defs.A as Json).properties.repo).toEqual({ $ref: `${SHARED_ROOT_ID}#/$defs/s1` });
    expect((defs.B as Json).items).toEqual({ $ref: `${SHARED_ROOT_ID}#/$defs/s1` });
  });

  it("leaves a subschema that appears once, or is small, where it is", () => {
    const small = { type: "string", minLength: 1 };
    expect(JSON.stringify(small).length).toBe(SHARED_MIN_LENGTH - 1);
    const input = { A: { properties: { a: big(12), b: small } }, B: { properties: { b: small } } };
    const { defs, shared } = shareRepeatedSubschemas(input);
    expect(shared).toEqual({});
    expect(defs).toEqual(input);
  });

  it("shares a repeated subschema from SHARED_MIN_LENGTH characters of JSON", () => {
    const formatted = { type: "string", format: "uri" };
    expect(JSON.stringify(formatted).length).toBe(SHARED_MIN_LENGTH);
    const { defs, shared } = shareRepeatedSubschemas({ A: { properties: { u: formatted } }, B: { items: formatted } });
    expect(shared).toEqual({ s1: formatted });
    expect((defs.B as Json).items).toEqual({ $ref: `${SHARED_ROOT_ID}#/$defs/s1` });
  });

  it("never moves a discriminator's tag property, also in a branch reached by $ref (ajv reads it in place)", () => {
    const tag = { type: "string", enum: ["cat", "house-cat", "big-cat"] };
    const defs = {
      Pet: { type: "object", discriminator: { propertyName: "kind" }, oneOf: [{ $ref: "#/$defs/Cat" }] },
      Cat: { type: "object", required: ["kind"], properties: { kind: tag, name: { type: "string" } } },
      Kinds: { type: "array", items: tag },
    };
    const sharing = shareRepeatedSubschemas(defs);
    expect((sharing.defs.Cat as Json).properties.kind).toEqual(tag);
    const schemas = ["Pet", "Cat", "Kinds"].map((name) => ({ name, alias: name, guard: `is${name}` }));
    expect(() => standaloneValidatorsSource(defs, schemas, [], "r")).not.toThrow();
  });

  it("never moves what depends on its place: $id, anchors, dynamic refs; a discriminator's branches; what unevaluatedProperties reads", () => {
    const input = {
      Id: { properties: { a: big(12, { $id: "urn:x" }) } },
      Id2: { properties: { a: big(12, { $id: "urn:x" }) } },
      Anchor: { properties: { a: big(12, { $anchor: "x" }) } },
      Anchor2: { properties: { a: big(12, { $anchor: "x" }) } },
      Dynamic: { properties: { a: big(12, { $dynamicRef: "#x" }) } },
      Dynamic2: { properties: { a: big(12, { $dynamicRef: "#x" }) } },
      Tagged: { discriminator: { propertyName: "p0" }, oneOf: [big(12), big(13)] },
      Tagged2: { discriminator: { propertyName: "p0" }, oneOf: [big(12), big(13)] },
      Closed: { allOf: [big(14)], unevaluatedProperties: false },
      Closed2: { allOf: [big(14)], unevaluatedProperties: false },
    };
    const { defs, shared } = shareRepeatedSubschemas(input);
    // Only the discriminator's and the closed schema's own parts may move; their branches stay.
    expect(JSON.stringify(defs)).not.toContain(`"$ref":"${SHARED_ROOT_ID}`);
    expect(shared).toEqual({});
  });

  it("keeps property names that are JavaScript's own (__proto__), and makes local refs absolute", () => {
    const withProto = JSON.parse(
      `{"type":"object","properties":{"__proto__":{"type":"string"},"x":{"$ref":"#/$defs/A"}}}`,
    );
    const repeated = { ...big(12), properties: { ...big(12).properties, nested: withProto } };
    const { shared } = shareRepeatedSubschemas({ A: { properties: { r: repeated } }, B: { items: repeated } });
    // The nested object is repeated too (inside both copies), so it is shared on its own.
    expect((shared.s1 as Json).properties.nested).toEqual({ $ref: `${SHARED_ROOT_ID}#/$defs/s2` });
    const moved = shared.s2 as Json;
    expect(Object.keys(moved.properties)).toEqual(["__proto__", "x"]);
    expect(moved.properties.x).toEqual({ $ref: `${SCHEMA_ROOT_ID}#/$defs/A` });
  });

  it("names shared definitions in order of first use: the same input gives the same output", () => {
    const input = { A: { properties: { a: big(12), b: big(13) } }, B: { properties: { b: big(13), a: big(12) } } };
    const once = shareRepeatedSubschemas(input);
    expect(shareRepeatedSubschemas(input)).toEqual(once);
    expect(once.shared.s1).toEqual(big(12));
    expect(once.shared.s2).toEqual(big(13));
  });
});

describe("a schema ajv refuses", () => {
  it("is named where the spec wrote it, also when it is a repeated subschema that was shared", () => {
    const broken = big(12, { minimum: "x" });
    const schemas = ["A", "B"].map((name) => ({ name, alias: name, guard: `is${name}` }));
    const compile = () =>
      standaloneValidatorsSource({ A: { properties: { r: broken } }, B: { items: broken } }, schemas, [], "r");
    expect(compile).toThrow(SchemaCompileError);
    const { pointers } = catchError(compile);
    expect(pointers.length).toBeGreaterThan(0);
    for (const pointer of pointers)
      expect(pointer).toMatch(/^#\/components\/schemas\/(A\/properties\/r|B\/items)\/minimum$/);
  });

  it("is named with its keyword where ajv's own words name no place (an unknown keyword)", () => {
    const schemas = ["Fine", "Odd"].map((name) => ({ name, alias: name, guard: `is${name}` }));
    const defs = {
      Fine: { type: "string" },
      Odd: { type: "object", properties: { foo: { type: "string" }, a: { type: "string", foo: 1 } } },
    };
    const error = catchError(() => standaloneValidatorsSource(defs, schemas, [], "r"));
    expect(error.message).toMatch(/unknown keyword: "foo"/);
    // The property called foo is not the keyword: the one inside `a` is.
    expect(error.pointers).toEqual(["#/components/schemas/Odd/properties/a/foo"]);
  });
});

describe("each schema checked against JSON Schema's meta-schema (validatorCompiler)", () => {
  /** ajv as the generator configures it, on its own: the verdicts and errors the shared check must keep. */
  const plainAjv = (ignored: string[] = []) => {
    const ajv = new Ajv2020(COMPILER_OPTIONS);
    addFormats(ajv);
    for (const format of ["password", "binary", ...ignored]) ajv.addFormat(format, true);
    return ajv;
  };
  const metaCompiles = () => {
    const prototype = Ajv2020.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    return vi.spyOn(prototype, "_compileMetaSchema");
  };

  it("compiles the meta-schema once per process, not once per compiler (15-30 ms of every generate)", () => {
    validatorCompiler([]).validateSchema({ type: "string" }); // the process's checker for these options exists
    const compiles = metaCompiles();
    try {
      for (let i = 0; i < 3; i++) {
        const ajv = validatorCompiler([]);
        ajv.addSchema({ $id: `https://example.test/ok${i}`, type: "object", properties: { a: { type: "string" } } });
      }
      expect(compiles).not.toHaveBeenCalled();
    } finally {
      compiles.mockRestore();
    }
  });

  it("refuses what ajv alone refuses, with ajv's words, and sets errors as ajv does", () => {
    const invalid = { type: "object", minimum: "x", properties: { a: { type: "strin" } } };
    const alone = plainAjv();
    const message = (() => {
      try {
        alone.addSchema(structuredClone(invalid));
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error("ajv accepted the schema");
    })();
    expect(message).toMatch(/^schema is invalid: .*data\/minimum must be number/);
    const ajv = validatorCompiler([]);
    expect(() => ajv.addSchema(structuredClone(invalid))).toThrow(message);
    expect(ajv.validateSchema(structuredClone(invalid))).toBe(false);
    expect(alone.validateSchema(structuredClone(invalid))).toBe(false);
    expect(ajv.errors).toEqual(alone.errors);
    expect(ajv.validateSchema({ type: "string" })).toBe(true);
    expect(ajv.errors).toBeNull();
  });

  it("gives ajv's own verdicts for every combination of 2020-12 features a compiler turns on, and its formats", () => {
    const schemas = [
      { type: "string", format: "date-time" },
      { type: "object", unevaluatedProperties: false, properties: { a: { $dynamicRef: "#node" } } },
      { $dynamicAnchor: "node", type: "array", items: { $dynamicRef: "#node" } },
      { type: "array", unevaluatedItems: 3 },
      { type: "object", properties: { a: { $dynamicRef: 1 } } },
      { type: "string", format: "not-registered", pattern: "(" },
    ];
    for (const dynamicRef of [false, true])
      for (const unevaluated of [false, true]) {
        const features = { dynamicRef, unevaluated };
        const alone = plainAjv(["not-registered"]);
        Object.assign(alone.opts, features);
        const ajv = validatorCompiler(["not-registered"], features);
        expect(ajv.opts).toMatchObject(features);
        for (const schema of schemas) {
          const verdict = alone.validateSchema(structuredClone(schema));
          expect(ajv.validateSchema(structuredClone(schema)), JSON.stringify([features, schema])).toBe(verdict);
          expect(ajv.errors).toEqual(alone.errors);
        }
      }
  });
});

const catchError = (run: () => unknown): SchemaCompileError => {
  try {
    run();
  } catch (error) {
    return error as SchemaCompileError;
  }
  throw new Error("expected an error");
};

describe("compact error reporting (generator/emit-validators.ts)", () => {
  it("turns ajv's seven-line error site into one push and drops schemaPath", () => {
    const ajvSite = [
      'const err3 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/type",keyword:"type",params:{type: "string"},message:"must be string"};',
      "if(vErrors === null){",
      "vErrors = [err3];",
      "}",
      "else {",
      "vErrors.push(err3);",
      "}",
      "errors++;",
      "",
    ].join("\n");
    expect(compactErrorReporting(ajvSite)).toBe(
      '(vErrors ??= []).push({instancePath:instancePath+"/a",keyword:"type",params:{type: "string"},message:"must be string"});\nerrors++;\n',
    );
  });

  it("calls a helper for type, required, format and enum sites, and leaves any site whose message differs", () => {
    const sites = [
      '(vErrors ??= []).push({instancePath:instancePath+"/a",keyword:"type",params:{type: "string"},message:"must be string"});',
      '(vErrors ??= []).push({instancePath,keyword:"required",params:{missingProperty: "a},message:b"},message:"must have required property \'"+"a},message:b"+"\'"});',
      '(vErrors ??= []).push({instancePath,keyword:"required",params:{missingProperty: missing0},message:"must have required property \'"+missing0+"\'"});',
      '(vErrors ??= []).push({instancePath:instancePath+"/d",keyword:"format",params:{format: "date"},message:"must match format \\""+"date"+"\\""});',
      '(vErrors ??= []).push({instancePath,keyword:"enum",params:{allowedValues: schema21.enum},message:"must be equal to one of the allowed values"});',
      '(vErrors ??= []).push({instancePath,keyword:"type",params:{type: "string"},message:"must be text"});',
    ];
    const { code, helpers } = keywordErrorCalls(sites.join("\n"));
    expect(code.split("\n")).toEqual([
      'vErrors = $type(vErrors, instancePath+"/a", "string");',
      sites[1], // the lazy match ends inside the property name: its message does not check out, so it stays
      sites[2], // a property name known only at run time stays
      'vErrors = $format(vErrors, instancePath+"/d", "date");',
      "vErrors = $enum(vErrors, instancePath, schema21.enum);",
      sites[5],
    ]);
    expect(helpers.map((h) => /^function (\$\w+)/.exec(h)?.[1])).toEqual(["$type", "$format", "$enum"]);
    // Each helper builds what the site built.
    const run = (site: string, helper = "") =>
      new Function("instancePath", "schema21", "missing0", `let vErrors = null;\n${helper}\n${site}\nreturn vErrors;`)(
        "/x",
        { enum: ["a"] },
        "m",
      );
    for (const [i, site] of sites.entries())
      expect(run(code.split("\n")[i]!, helpers.join("\n")), site).toEqual(run(site));
  });

  it("passes a union's type as the constant it was read from, where the message joins it as ajv's does", () => {
    const values = new Map<string, unknown>([
      ["$schemaValue0", ["string", "null"]],
      ["$schemaValue1", { type: "string" }],
    ]);
    const sites = [
      '(vErrors ??= []).push({instancePath:instancePath+"/a",keyword:"type",params:{type: $schemaValue0},message:"must be string,null"});',
      '(vErrors ??= []).push({instancePath,keyword:"type",params:{type: $schemaValue0},message:"must be string"});',
      '(vErrors ??= []).push({instancePath,keyword:"type",params:{type: $schemaValue1},message:"must be [object Object]"});',
      '(vErrors ??= []).push({instancePath,keyword:"type",params:{type: $schemaValue9},message:"must be string,null"});',
    ];
    const { code, helpers } = keywordErrorCalls(sites.join("\n"), values);
    expect(code.split("\n")).toEqual([
      'vErrors = $type(vErrors, instancePath+"/a", $schemaValue0);',
      ...sites.slice(1),
    ]);
    expect(keywordErrorCalls(sites[0]!).code).toBe(sites[0]); // without the constants' values, nothing to check by
    const constant = ["string", "null"];
    const run = (site: string, helper = "") =>
      new Function("instancePath", "$schemaValue0", `let vErrors = null;\n${helper}\n${site}\nreturn vErrors;`)(
        "/x",
        constant,
      );
    const [ours, theirs] = [run(code.split("\n")[0]!, helpers.join("\n")), run(sites[0]!)];
    expect(ours).toEqual(theirs);
    expect(ours[0].params.type).toBe(constant); // the same array, as ajv's site passes it
  });
});

// The same check on GitHub's webhook payloads is in validator-code-published.test.ts (the `published` project).
describe("generated validators check exactly what ajv checks", () => {
  it("on hand-made schemas with repeated parts, refs, unions, a discriminator and unevaluatedProperties", async () => {
    const address = big(12, { additionalProperties: false });
    const defs: Record<string, unknown> = {
      Address: address,
      Order: {
        type: "object",
        required: ["from", "to", "kind"],
        properties: {
          from: address,
          to: address,
          kind: { enum: ["a", "b"] },
          items: { type: "array", items: address },
        },
      },
      Shipment: { type: "object", properties: { origin: address, order: { $ref: "#/$defs/Order" } } },
      Pet: {
        type: "object",
        discriminator: { propertyName: "kind" },
        required: ["kind"],
        oneOf: [
          { properties: { kind: { const: "cat" }, home: address }, required: ["kind"] },
          { properties: { kind: { const: "dog" }, home: address }, required: ["kind"] },
        ],
      },
      Closed: { allOf: [address, { properties: { extra: { type: "integer" } } }], unevaluatedProperties: false },
    };
    const compared = await expectSameAsAjv(defs, Object.keys(defs));
    expect(compared).toBeGreaterThan(200);
  });
});

describe("2020-12 features the schemas do not use leave no code behind", () => {
  const plain = { A: big(3), B: { type: "array", items: { $ref: "#/$defs/A" } } };
  const naming = (names: string[]) => names.map((name, i) => ({ name, alias: `S${i}`, guard: `isS${i}` }));

  it("drops the dynamicAnchors argument and the evaluated-properties tracking where no schema needs them", () => {
    expect(schemaFeatures(plain)).toEqual({ dynamicRef: false, unevaluated: false });
    const code = standaloneValidatorsSource(plain, naming(["A", "B"]), [], "fleetkit/runtime");
    expect(code).not.toMatch(/dynamicAnchors|\.evaluated\b/);
  });

  it("keeps them where a schema uses unevaluatedProperties or $dynamicRef", () => {
    const closed = { ...plain, C: { allOf: [big(2)], unevaluatedProperties: false } };
    expect(schemaFeatures(closed)).toEqual({ dynamicRef: false, unevaluated: true });
    expect(standaloneValidatorsSource(closed, naming(["C"]), [], "fleetkit/runtime")).toMatch(/\.evaluated\b/);
    const dynamic = { ...plain, D: { $dynamicAnchor: "node", type: "object" } };
    expect(schemaFeatures(dynamic)).toEqual({ dynamicRef: true, unevaluated: false });
    expect(standaloneValidatorsSource(dynamic, naming(["D"]), [], "fleetkit/runtime")).toMatch(/dynamicAnchors/);
  });
});

describe("a discriminator ajv cannot use", () => {
  const cat = {
    type: "object",
    required: ["kind", "lives"],
    properties: { kind: { type: "string" }, lives: { type: "integer" } },
  };
  const dog = {
    type: "object",
    required: ["kind"],
    properties: { kind: { type: "string" }, barks: { type: "boolean" } },
  };
  const doc = {
    components: {
      schemas: {
        Pet: {
          oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
          discriminator: { propertyName: "kind", mapping: { cat: "#/components/schemas/Cat", hound: "Dog" } },
        },
        Cat: cat,
        Dog: dog,
        Inline: { oneOf: [cat, dog], discriminator: { propertyName: "kind" } },
        Tagged: { oneOf: [{ $ref: "#/components/schemas/Lion" }], discriminator: { propertyName: "kind" } },
        Either: {
          anyOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
          discriminator: { propertyName: "kind" },
        },
        Lion: { type: "object", required: ["kind"], properties: { kind: { const: "lion" } } },
      },
    },
  };

  async function compiled(defs: Record<string, unknown>) {
    const dir = await tempDir("validator-discriminator");
    const file = join(dir, "validators-standalone.ts");
    const schemas = ["Pet", "Inline", "Tagged", "Either"].map((name, i) => ({
      name,
      alias: `S${i}`,
      guard: `isS${i}`,
    }));
    await writeFile(file, standaloneValidatorsSource(defs, schemas, [], "fleetkit/runtime"));
    return (
      (await import(pathToFileURL(file).href)) as { loadValidators(): Record<string, (value: unknown) => boolean> }
    ).loadValidators();
  }

  it("picks the branch by the tag as OpenAPI does (mapping, else the schema's name), with a warning naming it", async () => {
    const warnings: { pointer: string; message: string }[] = [];
    const defs = componentJsonSchemas(doc as never, warnings);
    expect(warnings).toContainEqual({
      pointer: "#/components/schemas/Pet/discriminator",
      message: expect.stringMatching(/pick this oneOf's branch by "kind" .*"properties\/kind" with a const or an enum/),
    });
    expect((defs.Tagged as Json).discriminator).toEqual({ propertyName: "kind" }); // one ajv can use stays as it is
    const { Pet } = await compiled(defs);
    expect(Pet!({ kind: "cat", lives: 9 })).toBe(true);
    expect(Pet!({ kind: "hound", barks: true })).toBe(true); // a mapping key
    expect(Pet!({ kind: "Dog" })).toBe(true); // the schema's name, which no mapping key takes
    expect(Pet!({ kind: "Cat", lives: 9 })).toBe(true); // no mapping key is "Cat": the schema's name still picks it
    expect(Pet!({ kind: "cat", lives: "nine" })).toBe(false); // the picked branch decides
    expect(Pet!({ kind: "cat", lives: 9, barks: true })).toBe(true); // matches both branches: the tag picks one
    expect(Pet!({ kind: "bird" })).toBe(false);
    expect(Pet!({ lives: 9 })).toBe(false); // no tag
  });

  it("a tag with a const that its branch does not require (doqs.dev): picked by the tag, not refused by ajv", async () => {
    const warnings: { pointer: string; message: string }[] = [];
    const tiger = { type: "object", properties: { kind: { const: "tiger" }, stripes: { type: "integer" } } };
    const defs = componentJsonSchemas(
      {
        components: {
          schemas: {
            Pet: { oneOf: [{ $ref: "#/components/schemas/Tiger" }], discriminator: { propertyName: "kind" } },
            Inline: {},
            Tagged: {},
            Either: {},
            Tiger: tiger,
          },
        },
      } as never,
      warnings,
    );
    expect(warnings).toEqual([
      {
        pointer: "#/components/schemas/Pet/discriminator",
        message: expect.stringMatching(/pick this oneOf's branch by "kind" .*and "kind" required, in every branch/),
      },
    ]);
    const { Pet } = await compiled(defs);
    expect(Pet!({ kind: "tiger", stripes: 3 })).toBe(true);
    expect(Pet!({ kind: "tiger", stripes: "many" })).toBe(false);
    expect(Pet!({ kind: "lion" })).toBe(false);
  });

  it("checks a oneOf with inline branches as JSON Schema reads it, with a warning; one ajv can use stays", async () => {
    const warnings: { pointer: string; message: string }[] = [];
    const defs = componentJsonSchemas(doc as never, warnings);
    expect(warnings).toContainEqual({
      pointer: "#/components/schemas/Inline/discriminator",
      message: expect.stringMatching(/as JSON Schema reads it, without the discriminator/),
    });
    expect(warnings).toContainEqual({
      pointer: "#/components/schemas/Either/discriminator",
      message: expect.stringMatching(/only beside a oneOf/),
    });
    expect(warnings).toHaveLength(3);
    const { Inline, Tagged, Either } = await compiled(defs);
    expect(Either!({ kind: "cat", lives: 9, barks: true })).toBe(true); // anyOf: both branches may match
    expect(Either!({ lives: 9 })).toBe(false);
    expect(Inline!({ kind: "dog", barks: true })).toBe(true); // only the second branch (the first needs lives)
    expect(Inline!({ kind: "cat", lives: 9 })).toBe(false); // both branches: oneOf fails
    expect(Tagged!({ kind: "lion" })).toBe(true);
    expect(Tagged!({ kind: "tiger" })).toBe(false);
  });
});
