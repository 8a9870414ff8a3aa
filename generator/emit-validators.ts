import Ajv2020Module, { type AnySchema } from "ajv/dist/2020.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import addFormatsModule, { type FormatName } from "ajv-formats";
import { StructureKind, type SourceFileStructure } from "./structures.js";
import { SCHEMA_ROOT_ID, type DirectedNames, type SchemaUsage, uriSegment } from "./validator-schemas.js";
import { SHARED_ROOT_ID, shareRepeatedSubschemas } from "./shared-subschemas.js";
import { literal } from "./source-text.js";
import { compactValidatorCode, dedupeValidators, inlineSchemaValues } from "./compact-validators.js";
import { withFasterOptimize, withFlatCode } from "./validator-codegen.js";
import { isIdentifier } from "./names.js";
import { pointerSegments, toPointer } from "./json-pointer.js";
import { backtrackingSafe, linearPatternSupport } from "../runtime/validation/linear-pattern.js";

// ajv and ajv-formats are CommonJS: the default import is `module.exports`, whose `.default` is the export.
const Ajv2020 = Ajv2020Module.default;
const standaloneCode = standaloneModule.default;
const addFormats = addFormatsModule.default;

/** ajv's run-time helpers, as `require()` calls in its standalone output, and their names in `fleetkit/runtime`. */
const RUNTIME_HELPERS: Record<string, string> = {
  'require("ajv/dist/runtime/equal").default': "ajvEqual",
  'require("ajv/dist/runtime/ucs2length").default': "ajvUcs2length",
  'require("ajv-formats/dist/formats").fullFormats.uri': "ajvUriFormat",
  'require("ajv-formats/dist/formats").fullFormats["date-time"]': "ajvDateTimeFormat",
  'require("ajv-formats/dist/formats").fullFormats.date': "ajvDateFormat",
  'require("ajv-formats/dist/formats").fullFormats.time': "ajvTimeFormat",
  'require("ajv-formats/dist/formats").fullFormats.int32': "ajvInt32Format",
  'require("ajv-formats/dist/formats").fullFormats.int64': "ajvInt64Format",
  'require("ajv-formats/dist/formats").fullFormats.float': "ajvNumberFormat",
  'require("ajv-formats/dist/formats").fullFormats.double': "ajvNumberFormat",
  'require("ajv-formats/dist/formats").fullFormats.byte': "ajvByteFormat",
  'require("ajv-formats/dist/formats").fullFormats.regex': "ajvRegexFormat",
  'require("fleetkit/runtime").linearPattern': "linearPattern",
};

/**
 * ajv's standalone ESM output still calls `require()` for its run-time helpers (ajv issues 1976, 2209). They are
 * replaced by the same helpers from the runtime entry, so the validators are plain ESM, load anywhere (edge runtimes
 * included) and need no ajv in the user's project. A helper fleetkit does not provide stops generation.
 */
export function importRuntimeHelpers(code: string, runtime: string): string {
  const used = new Set<string>();
  const body = code
    .replace(/^"use strict";/, "")
    .replace(/require\("[^"]*"\)(?:\.[A-Za-z_$][\w$]*|\["[^"]*"\])*/g, (call) => {
      const helper = RUNTIME_HELPERS[call];
      if (helper === undefined)
        throw new Error(
          `ajv's standalone code needs ${call}, which fleetkit's runtime does not provide; this JSON Schema feature is not supported`,
        );
      used.add(helper);
      return helper;
    });
  if (used.size === 0) return body;
  return `import { ${[...used].sort().join(", ")} } from ${JSON.stringify(runtime)};\n${body}`;
}

/**
 * A key of an object literal for a spec's name: a string literal, computed where the name is `__proto__` (a literal
 * `"__proto__": v` sets the object's prototype, so `validate("__proto__", x)` found no schema of that name).
 */
export const propertyKey = (name: string): string => (name === "__proto__" ? `[${literal(name)}]` : literal(name));

/** ajv's compiled pattern (`new RegExp(<pattern>, "u")`, the pattern as a JSON string literal). */
const COMPILED_PATTERN = /new RegExp\(("(?:[^"\\\n]|\\.)*"), "u"\)/g;

/**
 * Each pattern that JavaScript's RegExp may check in exponential (or worse than linear) time is compiled by the
 * runtime's `linearPattern` instead (issue 34, item 6): `^(a+)+$` then answers a 32-character near-miss at once. The
 * patterns RegExp checks fast stay RegExp, so a spec without such patterns has the same code as before. A pattern with
 * a backreference or lookaround has no linear form: it stays RegExp (`patternWarnings` names it).
 */
export function linearTimePatterns(code: string): string {
  return code.replace(COMPILED_PATTERN, (call, text: string) => {
    const source = JSON.parse(text) as string;
    if (backtrackingSafe(source) || linearPatternSupport(source) !== undefined) return call;
    return `require("fleetkit/runtime").linearPattern(${text})`;
  });
}

/** A component schema JSON Schema refuses (ajv's words, with where): a spec problem, not an internal error. */
export class SchemaCompileError extends Error {
  override name = "SchemaCompileError";
  /** JSON pointers into the spec (`#/components/schemas/...`) of the schemas ajv named. */
  get pointers(): string[] {
    const found = [...this.message.matchAll(/(?:data)?\/\$defs\/([^,\s]*?)(?:\/([^,\s]*))?(?= must|,|$)/g)].map(
      ([, name, rest]) => `#/components/schemas/${name}${rest ? `/${rest}` : ""}`,
    );
    return [...new Set(found)];
  }
}

/**
 * ajv's standalone output declares a copy of every compiled schema (`const schema12 = {...}`) that its code mostly
 * never reads; each one that is declared and not used again is dropped (2 MB of GitHub's description).
 */
export function dropUnusedSchemaConstants(code: string): string {
  const uses = new Map<string, number>();
  for (const [name] of code.matchAll(/\bschema\d+\b/g)) uses.set(name, (uses.get(name) ?? 0) + 1);
  return code.replace(/^const (schema\d+) = .*;\n/gm, (line, name: string) => (uses.get(name) === 1 ? "" : line));
}

/**
 * ajv reports each broken rule with seven lines (an error constant, then an `if`/`else` that starts or extends the
 * list); on a 1,000-schema spec that is 36,000 sites and most of the code the user's `tsc` has to parse. Each becomes
 * one statement that does the same, and the `schemaPath` nobody reads (fleetkit's issues name the value's pointer) is
 * left out.
 */
export function compactErrorReporting(code: string): string {
  return code
    .replace(
      /^const (err\d+) = (\{.*\});\nif\(vErrors === null\)\{\nvErrors = \[\1\];\n\}\nelse \{\nvErrors\.push\(\1\);\n\}\n/gm,
      "(vErrors ??= []).push($2);\n",
    )
    .replace(/,schemaPath:"(?:[^"\\\n]|\\.)*",/g, ",");
}

/**
 * The four keywords behind nearly every error site (GitHub's description: 35,800 of 36,200), each as a call of one
 * helper that builds the same error object ajv writes out inline. The helpers are declared where the code runs.
 */
const KEYWORD_ERRORS: Record<string, { param: string; message: (value: string) => string; helper: string }> = {
  type: {
    param: "type",
    message: (t) => `"must be ${t.slice(1, -1)}"`,
    helper: `function $type(v, instancePath, type) {\n(v ??= []).push({instancePath, keyword: "type", params: {type}, message: "must be " + type});\nreturn v;\n}`,
  },
  required: {
    param: "missingProperty",
    message: (p) => `"must have required property '"+${p}+"'"`,
    helper: `function $required(v, instancePath, missingProperty) {\n(v ??= []).push({instancePath, keyword: "required", params: {missingProperty}, message: "must have required property '" + missingProperty + "'"});\nreturn v;\n}`,
  },
  format: {
    param: "format",
    message: (f) => `"must match format \\""+${f}+"\\""`,
    helper: `function $format(v, instancePath, format) {\n(v ??= []).push({instancePath, keyword: "format", params: {format}, message: 'must match format "' + format + '"'});\nreturn v;\n}`,
  },
  enum: {
    param: "allowedValues",
    message: () => `"must be equal to one of the allowed values"`,
    helper: `function $enum(v, instancePath, allowedValues) {\n(v ??= []).push({instancePath, keyword: "enum", params: {allowedValues}, message: "must be equal to one of the allowed values"});\nreturn v;\n}`,
  },
};

/**
 * Rewrites each compact error site of those keywords as a helper call: `vErrors = $type(vErrors, path, "string");`
 * instead of an object literal with its message spelt out (two thirds fewer tokens for the user's `tsc` to parse). A
 * site is rewritten only where its message is exactly the one the helper builds from the same value; any other stays
 * as ajv wrote it. `values` are the constants `inlineSchemaValues` declared: a union's type read from one of them
 * (`$schemaValue2`, `["string","null"]`) is passed as that constant, the message being `"must be " + type`, which joins
 * an array with commas as ajv's message does. Returns the code and the helpers it calls.
 */
export function keywordErrorCalls(
  code: string,
  values: ReadonlyMap<string, unknown> = new Map(),
): { code: string; helpers: string[] } {
  const used = new Set<string>();
  const rewritten = code.replace(
    /^\(vErrors \?\?= \[\]\)\.push\(\{instancePath(?::(.+?))?,keyword:"(type|required|format|enum)",params:\{(\w+): (.+?)\},message:(.+)\}\);$/gm,
    (site, path: string | undefined, keyword: string, param: string, value: string, message: string) => {
      const rule = KEYWORD_ERRORS[keyword]!;
      const literal = /^"[^"\\\n]*"$/.test(value);
      const plainValue = keyword === "enum" ? /^[\w$.]+$/.test(value) : literal;
      const types = keyword === "type" ? values.get(value) : undefined;
      const typeList =
        Array.isArray(types) &&
        types.every((t) => typeof t === "string" && /^\w+$/.test(t)) &&
        message === JSON.stringify(`must be ${types.join(",")}`);
      if (param !== rule.param || !(plainValue || typeList) || (!typeList && message !== rule.message(value)))
        return site;
      used.add(keyword);
      return `vErrors = $${keyword}(vErrors, ${path ?? "instancePath"}, ${value});`;
    },
  );
  return {
    code: rewritten,
    helpers: Object.keys(KEYWORD_ERRORS)
      .filter((k) => used.has(k))
      .map((k) => KEYWORD_ERRORS[k]!.helper),
  };
}

/**
 * Formats that OpenAPI registers (and JSON Schema defines) whose check fleetkit runs: the regular-expression ones
 * ajv inlines, and the rest through the runtime's helpers above. Any other format is an annotation: ignored, with a
 * warning from `toleratedSchemas`.
 */
export const CHECKED_FORMATS: ReadonlySet<string> = new Set([
  ...["date", "time", "date-time", "duration", "uri", "uri-reference", "uri-template", "url", "email", "hostname"],
  ...["ipv4", "ipv6", "uuid", "json-pointer", "relative-json-pointer", "regex", "byte", "int32", "int64", "float"],
  ...["double", "password", "binary"],
]);

/** What `standaloneValidatorsSource` compiles: each schema by its name in the spec, and its export identifier. */
export interface SchemaNaming {
  /** The name in `components.schemas` (validate's key). */
  name: string;
  /** The generated type's name (an identifier). */
  alias: string;
  /** The generated type guard's name. */
  guard: string;
}

/**
 * Whether the schemas use JSON Schema 2020-12's dynamic references or `unevaluated*` keywords. Where they do not, the
 * compiled code leaves out what supports them: a `dynamicAnchors` argument on every validator call and the tracking of
 * evaluated properties and items in every validator, which cost each validation time and the output size.
 */
export function schemaFeatures(defs: Record<string, unknown>): { dynamicRef: boolean; unevaluated: boolean } {
  const text = JSON.stringify(defs);
  return {
    dynamicRef: /"\$(?:dynamicRef|dynamicAnchor|recursiveRef|recursiveAnchor)"/.test(text),
    unevaluated: /"unevaluated(?:Properties|Items)"/.test(text),
  };
}

/**
 * ajv's 2020-12 class always turns on dynamic references and `unevaluated*` support; this one keeps them only where the
 * schemas need them (the options are read when a schema is compiled, after the constructor).
 */
class Ajv2020AsNeeded extends Ajv2020 {
  constructor(
    options: ConstructorParameters<typeof Ajv2020>[0],
    features: { dynamicRef: boolean; unevaluated: boolean },
    /** The instance that checks schemas against the meta-schema for this one (`metaChecker`), or none: itself. */
    private readonly metaChecks?: InstanceType<typeof Ajv2020>,
  ) {
    super(options);
    Object.assign(this.opts, features);
  }

  /**
   * ajv checks each schema added against JSON Schema's meta-schema, which it compiles once per instance: 15–30 ms of
   * CPU for every `generate` (a tenth of one on a small spec, more in a process that generates often, as the tests
   * do). The check runs on an instance of the same options kept for the process instead; the verdict, the error and
   * `errors` are that instance's, as they would be this one's.
   */
  override validateSchema(schema: AnySchema, throwOrLogError?: boolean): boolean | Promise<unknown> {
    if (this.metaChecks === undefined) return super.validateSchema(schema, throwOrLogError);
    try {
      return this.metaChecks.validateSchema(schema, throwOrLogError);
    } finally {
      this.errors = this.metaChecks.errors;
    }
  }
}

/**
 * The instances that check schemas against the meta-schema, by the features they compile with (`metaChecker`). A
 * compiler's formats do not enter: 2020-12's meta-schemas use `format` as an annotation, which ajv does not check.
 */
const metaCheckers = new Map<string, InstanceType<typeof Ajv2020>>();

/** The process's instance that checks schemas for a compiler of these features (built on first use). */
function metaChecker(features: { dynamicRef: boolean; unevaluated: boolean }): InstanceType<typeof Ajv2020> {
  const key = `${features.dynamicRef} ${features.unevaluated}`;
  let checker = metaCheckers.get(key);
  if (checker === undefined) {
    checker = configuredCompiler(new Ajv2020AsNeeded(COMPILER_OPTIONS, features), []);
    metaCheckers.set(key, checker);
  }
  return checker;
}

/** How fleetkit's ajv compiles a spec's schemas. */
export const COMPILER_OPTIONS = {
  code: { source: true, esm: true, lines: true },
  allErrors: true,
  // Strict about the schemas' keywords, tolerant where published specs commonly disagree with JSON Schema's
  // strict mode but mean something clear: `required` beside no `type: object`, unions of types.
  strict: true,
  strictRequired: false,
  strictTypes: false,
  allowUnionTypes: true,
  inlineRefs: false,
  discriminator: true,
} as const;

/** ajv as fleetkit compiles a spec's schemas: every error, standalone ESM code, the formats OpenAPI registers. */
export function validatorCompiler(
  ignoredFormats: readonly string[],
  features = { dynamicRef: true, unevaluated: true },
): InstanceType<typeof Ajv2020> {
  return configuredCompiler(new Ajv2020AsNeeded(COMPILER_OPTIONS, features, metaChecker(features)), ignoredFormats);
}

/** `ajv` with the formats OpenAPI registers, and `ignoredFormats` accepted unchecked. */
function configuredCompiler<T extends InstanceType<typeof Ajv2020>>(ajv: T, ignoredFormats: readonly string[]): T {
  addFormats(ajv, [...CHECKED_FORMATS].filter((f) => f !== "password" && f !== "binary") as FormatName[]);
  ajv.addFormat("password", true); // an OpenAPI hint for UIs, not a constraint
  ajv.addFormat("binary", true);
  for (const format of ignoredFormats) ajv.addFormat(format, true);
  return ajv;
}

/**
 * What ajv compiles for a spec: its schemas with repeated subschemas shared, the exports by identifier, the 2020-12
 * features they need and the formats they ignore. Structured-cloneable: `startValidatorCompiler` sends it to a worker.
 */
export interface AjvJob {
  shared: Record<string, unknown>;
  defs: Record<string, unknown>;
  exports: Record<string, string>;
  features: { dynamicRef: boolean; unevaluated: boolean };
  ignoredFormats: readonly string[];
}

/**
 * The request and response forms of the schemas that have them (validator-schemas.ts, `componentJsonSchemasDirected`):
 * each form's export identifier (the schema's, then `$request` or `$response`, made unique) and its name in `$defs`.
 */
export function directedExports(
  schemas: readonly SchemaNaming[],
  directed: Readonly<Record<string, DirectedNames>>,
): { alias: string; usage: SchemaUsage; exported: string; def: string }[] {
  const taken = new Set(schemas.map((s) => s.alias));
  const forms: { alias: string; usage: SchemaUsage; exported: string; def: string }[] = [];
  for (const s of schemas) {
    if (!Object.hasOwn(directed, s.name)) continue;
    for (const usage of ["request", "response"] as const) {
      let exported = `${s.alias}$${usage}`;
      while (taken.has(exported)) exported += "$";
      taken.add(exported);
      forms.push({ alias: s.alias, usage, exported, def: directed[s.name]![usage] });
    }
  }
  return forms;
}

/**
 * The schemas with the identifiers their validators have inside the standalone module: `$export0`, `$export1`… in
 * order, never the type names. A type name is the spec's schema name, and ajv names its own declarations alike
 * (`schema1`, `validate10`, `func2`, `pattern0`): a spec whose schemas are called `schema1`, `schema2` (APIs.guru's
 * SEDRA, Bungie's, Clever Cloud's descriptions) declared `schema1` twice, and the module did not parse. ajv's names and
 * the runtime helpers' (`$e`, `$obj`, `$props3`…) never start with `$export`.
 */
const standaloneNaming = (schemas: readonly SchemaNaming[]): SchemaNaming[] =>
  schemas.map((s, i) => ({ ...s, alias: `$export${i}` }));

/** Each schema's export identifier (and its request and response forms'), and the ref ajv compiles for it. */
const exportsOf = (
  schemas: readonly SchemaNaming[],
  directed: Readonly<Record<string, DirectedNames>> = {},
): Record<string, string> => {
  const named = standaloneNaming(schemas);
  return Object.fromEntries([
    ...named.map((s) => [s.alias, `${SCHEMA_ROOT_ID}#/$defs/${uriSegment(s.name)}`]),
    ...directedExports(named, directed).map((f) => [f.exported, `${SCHEMA_ROOT_ID}#/$defs/${uriSegment(f.def)}`]),
  ]);
};

export function ajvJob(
  defs: Record<string, unknown>,
  schemas: readonly SchemaNaming[],
  ignoredFormats: readonly string[],
  directed: Readonly<Record<string, DirectedNames>> = {},
): AjvJob {
  const sharing = shareRepeatedSubschemas(defs);
  const exports = exportsOf(schemas, directed);
  return { shared: sharing.shared, defs: sharing.defs, exports, features: schemaFeatures(defs), ignoredFormats };
}

/**
 * What ajv evaluates (with `new Function`) in place of each spec schema's validator: generating writes ajv's code out
 * and never calls its validators, and V8 parsing the 13 MB of code once per schema was a tenth of ajv's time on
 * GitHub's description. The code is kept (`validate.source`, what `standaloneCode` writes); `validatorsModuleSource`
 * parses the module's code once instead, so a syntax error in it still stops generation. ajv's own meta-schemas,
 * which it runs to check the spec's schemas, are evaluated as before.
 */
const NOT_EVALUATED = 'return function notEvaluated() { throw new Error("compiled for its code only"); }';

const isSpecSchema = (env: { root?: { baseId?: string } }) =>
  env.root?.baseId === SCHEMA_ROOT_ID || env.root?.baseId === SHARED_ROOT_ID;

/** ajv's standalone code for a job, as ajv writes it; throws ajv's error for a schema it refuses. */
export function ajvStandaloneCode(job: AjvJob): string {
  const ajv = validatorCompiler(job.ignoredFormats, job.features);
  ajv.opts.code.process = (source, env) => (env !== undefined && isSpecSchema(env) ? NOT_EVALUATED : source);
  ajv.addSchema({ $id: SHARED_ROOT_ID, $defs: job.shared });
  ajv.addSchema({ $id: SCHEMA_ROOT_ID, $defs: job.defs });
  return withFlatCode(() => withFasterOptimize(() => standaloneCode(ajv, job.exports)));
}

/**
 * The error for a spec whose schemas ajv refused (`cause`). ajv names where it stopped; in a shared subschema that is
 * not the spec's place: the schemas are compiled again as written to name it.
 */
export function schemaCompileError(
  defs: Record<string, unknown>,
  schemas: readonly SchemaNaming[],
  ignoredFormats: readonly string[],
  cause: unknown,
): SchemaCompileError {
  const unshared = unsharedCompileError(ignoredFormats, defs, exportsOf(schemas), schemaFeatures(defs));
  return new SchemaCompileError(unshared ?? (cause as Error).message, { cause });
}

/**
 * ajv's code as the generated module holds it: its run-time helpers imported from the runtime, its error sites and
 * property checks compacted, and its declarations inside a function that runs on first use.
 */
export function validatorsModuleSource(
  compiled: string,
  typed: readonly SchemaNaming[],
  runtime: string,
  directed: Readonly<Record<string, DirectedNames>> = {},
): string {
  const schemas = standaloneNaming(typed);
  const byName = schemas.map((s) => `${propertyKey(s.name)}: ${s.alias},`).join("\n");
  // A schema's request and response forms hang on its validator, which the runtime reads for `validate(name, v, usage)`.
  const directedForms = directedExports(schemas, directed);
  const forms = directedForms.map((f) => `${f.alias}.${f.usage} = ${f.exported};\n`).join("");
  const inlined = inlineSchemaValues(importRuntimeHelpers(linearTimePatterns(compiled), runtime));
  const keywordCalls = keywordErrorCalls(
    compactErrorReporting(dropUnusedSchemaConstants(inlined.code)),
    inlined.constants,
  );
  const compact = compactValidatorCode(keywordCalls.code, inlined.constants);
  // An export with request and response forms carries them on its function: never shared with another schema.
  const code = dedupeValidators(compact.code, new Set(directedForms.map((f) => f.alias)));
  const helpers = jsonConstants([...inlined.values, ...keywordCalls.helpers, ...compact.helpers]);
  // The import line stays at the top; ajv's declarations go inside a function that runs on first use, so importing
  // the module evaluates nothing (and a bundle that validates nothing drops it: its top level has no side effects).
  const [imports, body] = code.startsWith("import ")
    ? [code.slice(0, code.indexOf("\n") + 1), code.slice(code.indexOf("\n") + 1)]
    : ["", code];
  const declarations = body.replace(/^export const ([A-Za-z_$][\w$]*) = /gm, "const $1 = ");
  const compileBody = `${helpers.map((h) => `${h}\n`).join("")}${declarations}\n${forms}return {\n${byName}\n};\n`;
  assertParses(compileBody);
  return (
    `// @ts-nocheck -- ajv standalone output\n${imports}\n` +
    `function compile() {\n${compileBody}}\n\n` +
    "let loaded;\n\n/** The validators by schema name, evaluated on first use. */\n" +
    "export function loadValidators() {\n  return (loaded ??= compile());\n}\n"
  );
}

/**
 * The constants of JSON values among the helpers (`inlineSchemaValues`'s `$schemaValue3 = ["a","b"]`, the lists of
 * required properties `$props7 = [...]`) declared at once, read from one JSON string: `const [$schemaValue0, …] =
 * JSON.parse("…")`. Each is its own array as before; a string is one token for the user's `tsc`, where each value was
 * a syntax node (GitHub's description: 1,770 constants, 23,000 nodes).
 */
export function jsonConstants(helpers: string[]): string[] {
  const names: string[] = [];
  const values: unknown[] = [];
  const rest = helpers.filter((h) => {
    const m = /^const (\$(?:schemaValue|props)\d+) = (.*);$/.exec(h);
    if (m === null) return true;
    try {
      values.push(JSON.parse(m[2]!));
    } catch {
      return true; // not JSON: declared as written
    }
    names.push(m[1]!);
    return false;
  });
  if (names.length < 2) return helpers;
  return [`const [${names.join(", ")}] = JSON.parse(${JSON.stringify(JSON.stringify(values))});`, ...rest];
}

/**
 * The validators' code is JavaScript (parsed, not run: V8 checks the syntax of every function in it); a failure is an
 * internal error with the parser's message, never a module written with code that cannot load.
 */
function assertParses(body: string): void {
  try {
    new Function(body);
  } catch (error) {
    throw new Error(
      `the compiled validators' code does not parse (${(error as Error).message}); this is a bug in fleetkit`,
    );
  }
}

/**
 * Compiles every component schema once, at generation time, to standalone validator code. Shared schemas are
 * compiled once and called by reference (`inlineRefs: false`), which keeps a 1,000-schema spec's validators linear in
 * its size instead of copying each referenced schema into every schema that uses it. `startValidatorCompiler` runs the same
 * steps with ajv's on a worker thread.
 */
export function standaloneValidatorsSource(
  defs: Record<string, unknown>,
  schemas: readonly SchemaNaming[],
  ignoredFormats: readonly string[],
  runtime: string,
  directed: Readonly<Record<string, DirectedNames>> = {},
): string {
  let compiled: string;
  try {
    compiled = ajvStandaloneCode(ajvJob(defs, schemas, ignoredFormats, directed));
  } catch (cause) {
    throw schemaCompileError(defs, schemas, ignoredFormats, cause);
  }
  return validatorsModuleSource(compiled, schemas, runtime, directed);
}

/** ajv's error for the schemas compiled without sharing (their own pointers), or undefined if they compile. */
function unsharedCompileError(
  ignoredFormats: readonly string[],
  defs: Record<string, unknown>,
  exports: Record<string, string>,
  features: { dynamicRef: boolean; unevaluated: boolean },
): string | undefined {
  const ajv = validatorCompiler(ignoredFormats, features);
  try {
    ajv.addSchema({ $id: SCHEMA_ROOT_ID, $defs: defs });
    standaloneCode(ajv, exports);
    return undefined;
  } catch (error) {
    const message = (error as Error).message;
    if (new SchemaCompileError(message).pointers.length > 0) return message;
    // Some of ajv's refusals name no place (`strict mode: unknown keyword: "foo"`): find the schema, and the keyword.
    const place = refusedPlace(ignoredFormats, defs, exports, features, message);
    return place === undefined ? message : `${message}, at /$defs/${place}`;
  }
}

/** The first schema that ajv refuses compiled on its own, as a pointer below `$defs` (with the keyword, if named). */
function refusedPlace(
  ignoredFormats: readonly string[],
  defs: Record<string, unknown>,
  exports: Record<string, string>,
  features: { dynamicRef: boolean; unevaluated: boolean },
  message: string,
): string | undefined {
  const ajv = validatorCompiler(ignoredFormats, features);
  ajv.addSchema({ $id: SCHEMA_ROOT_ID, $defs: defs });
  for (const ref of Object.values(exports)) {
    try {
      ajv.getSchema(ref);
    } catch {
      const name = pointerSegments(ref.slice(ref.indexOf("#")))[1]!; // `#/$defs/<name>`
      const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
      const inside = keyword === undefined ? undefined : keywordPath(defs[name], keyword);
      return toPointer([name, ...(inside ?? [])]).slice("#/".length);
    }
  }
  return undefined;
}

/** Where a keyword sits in a schema (never a property name of `properties`), as path segments. */
function keywordPath(schema: unknown, keyword: string, inMap = false): string[] | undefined {
  if (typeof schema !== "object" || schema === null) return undefined;
  for (const [key, value] of Object.entries(schema)) {
    if (!inMap && key === keyword) return [key];
    const map = !inMap && (key === "properties" || key === "patternProperties" || key === "$defs");
    const below = keywordPath(value, keyword, map);
    if (below !== undefined) return [key, ...below];
  }
  return undefined;
}

/**
 * `validators.ts`: `validate(name, value)`, `assertValid`, `standardSchema(name)` and a type guard per schema, on the
 * runtime's `createValidators`.
 */
export function validatorsFile(
  schemas: readonly SchemaNaming[],
  hints: Record<string, string>,
  runtime: string,
): SourceFileStructure {
  const names = schemas.map((s) => literal(s.name));
  return {
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: runtime,
        namedImports: [
          "createValidators",
          "type CompiledValidator",
          "type SchemaUsage",
          "type StandardSchemaV1",
          "type ValidationResult",
          "type Validators",
        ],
      },
      {
        kind: StructureKind.ImportDeclaration,
        namespaceImport: "compiled",
        moduleSpecifier: "./validators-standalone.js",
      },
      {
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: "./schema-types.js",
        namespaceImport: "schema",
      },
      {
        kind: StructureKind.ExportDeclaration,
        moduleSpecifier: runtime,
        namedExports: [
          "SchemaValidationError",
          "type SchemaUsage",
          "type StandardSchemaV1",
          "type ValidationIssue",
          "type ValidationResult",
        ],
      },
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        docs: ["Every component schema with a precompiled validator."],
        declarations: [{ name: "SCHEMA_NAMES", initializer: `[${names.join(", ")}] as const` }],
      },
      { kind: StructureKind.TypeAlias, isExported: true, name: "SchemaName", type: "(typeof SCHEMA_NAMES)[number]" },
      {
        kind: StructureKind.Interface,
        isExported: true,
        docs: ["The TypeScript type of each schema."],
        name: "SchemaTypes",
        properties: schemas.map((s) => ({ name: literal(s.name), type: `schema.${s.alias}` })),
      },
      {
        kind: StructureKind.VariableStatement,
        declarations: [
          {
            name: "validators",
            initializer: "compiled.loadValidators as unknown as () => Record<SchemaName, CompiledValidator>",
          },
        ],
      },
      {
        kind: StructureKind.VariableStatement,
        docs: ["The spec's patterns as sentences (its x-fleetkit-pattern-hint notes)."],
        declarations: [
          {
            name: "hints",
            initializer: `{\n${Object.entries(hints)
              .map(([k, v]) => `${propertyKey(k)}: ${literal(v)},`)
              .join("\n")}\n}`,
          },
        ],
      },
      "let bound: Validators<SchemaTypes> | undefined;",
      {
        kind: StructureKind.Function,
        docs: [
          "The validators, bound on first use: the module's top level runs nothing, so a bundle that validates nothing\n" +
            "drops them (whatever the project's `sideEffects` setting).",
        ],
        name: "bind",
        parameters: [],
        returnType: "Validators<SchemaTypes>",
        statements: ["bound ??= createValidators<SchemaTypes>(validators, hints);", "return bound;"],
      },
      {
        kind: StructureKind.Function,
        isExported: true,
        docs: [
          "Validates a value against a component schema of the spec, with precompiled code (no schema compilation at run time).\n" +
            '`usage`: "request" for a value a client sends (readOnly properties are not required), "response" for one a server\n' +
            "answers (writeOnly properties are not required); without it, neither kind is required.",
        ],
        name: "validate",
        parameters: [
          { name: "schema", type: "SchemaName" },
          { name: "value", type: "unknown" },
          { name: "usage", type: "SchemaUsage", hasQuestionToken: true },
        ],
        returnType: "ValidationResult",
        statements: ["return bind().validate(schema, value, usage);"],
      },
      {
        kind: StructureKind.Function,
        isExported: true,
        docs: ["Returns the value typed by its schema, or throws `SchemaValidationError` listing every broken rule."],
        name: "assertValid",
        typeParameters: ["N extends SchemaName"],
        parameters: [
          { name: "schema", type: "N" },
          { name: "value", type: "unknown" },
          { name: "usage", type: "SchemaUsage", hasQuestionToken: true },
        ],
        returnType: "SchemaTypes[N]",
        statements: ["return bind().assertValid(schema, value, usage);"],
      },
      {
        kind: StructureKind.Function,
        isExported: true,
        docs: [
          "A component schema as a Standard Schema v1 (for tRPC, Hono's `sValidator`…), with the rules and messages of `validate`.",
        ],
        name: "standardSchema",
        typeParameters: ["N extends SchemaName"],
        parameters: [
          { name: "name", type: "N" },
          { name: "usage", type: "SchemaUsage", hasQuestionToken: true },
        ],
        returnType: "StandardSchemaV1<SchemaTypes[N]>",
        statements: ["return bind().standardSchema(name, usage);"],
      },
      ...schemas.map((s) => ({
        kind: StructureKind.Function,
        isExported: true,
        docs: [`Whether a value is a valid \`${s.name}\`.`],
        name: s.guard,
        parameters: [{ name: "value", type: "unknown" }],
        returnType: `value is schema.${s.alias}`,
        statements: [`return validators()${isIdentifier(s.name) ? `.${s.name}` : `[${literal(s.name)}]`}(value);`],
      })),
    ],
  };
}
