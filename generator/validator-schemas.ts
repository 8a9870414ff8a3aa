import type { SpecIssue } from "./check-spec.js";
import type { SpecDocument } from "./spec-document.js";
import { isObject, pointerSegments, resolveLocal, SCHEMA_ANNOTATIONS, setOwn, toPointer } from "./json-pointer.js";
import { backtrackingSafe, linearPatternSupport } from "../runtime/validation/linear-pattern.js";
import { SCHEMA_MAPS } from "./input/schema-positions.js";
import { uProblem } from "./pattern-tolerance.js";
import { discriminatorsForAjv } from "./validator-discriminators.js";

/** The `$id` under which the component schemas are compiled; refs become `fleetkit:spec#/$defs/<Name>`. */
export const SCHEMA_ROOT_ID = "fleetkit:spec";

type Json = Record<string, unknown>;

/** One JSON pointer segment as a URI fragment segment: `~` and `/` escaped, then percent-encoded. */
export const uriSegment = (key: string): string => encodeURIComponent(key.replace(/~/g, "~0").replace(/\//g, "~1"));

/** A local ref as ajv resolves it: into the compiled `$defs`, each segment percent-encoded. */
function defsRef(ref: string): string {
  if (!ref.startsWith("#/")) return ref;
  const segments = pointerSegments(ref);
  if (segments[0] === "components" && segments[1] === "schemas") segments.splice(0, 2, "$defs");
  return `#/${segments.map(uriSegment).join("/")}`;
}

/**
 * Where an object schema's `required` names `readOnly` or `writeOnly` properties (OpenAPI: a readOnly property is
 * required in responses only, a writeOnly one in requests only), its `required` as written and those names. Kept under
 * a symbol, which neither ajv nor the worker's structured clone sees; the schema itself requires neither.
 */
const DIRECTED = Symbol("readOnly and writeOnly names of required");

interface Directed {
  required: unknown[];
  readOnly: Set<unknown>;
  writeOnly: Set<unknown>;
}

/** Whether a property's schema is `readOnly` and whether `writeOnly`: on itself, or on the schema its `$ref` names. */
function flagsOf(doc: unknown, property: unknown): { readOnly: boolean; writeOnly: boolean } {
  if (!isObject(property)) return { readOnly: false, writeOnly: false };
  const target = typeof property.$ref === "string" ? resolveLocal(doc, property) : undefined;
  const flagged = (flag: string) => property[flag] === true || (isObject(target) && target[flag] === true);
  return { readOnly: flagged("readOnly"), writeOnly: flagged("writeOnly") };
}

function directedOf(ctx: Conversion, node: Json): Directed | undefined {
  const { required, properties } = node;
  if (!Array.isArray(required) || required.length === 0 || !isObject(properties)) return undefined;
  let found: Directed | undefined;
  for (const name of required) {
    if (typeof name !== "string" || !Object.hasOwn(properties, name)) continue;
    const flags = flagsOf(ctx.doc, properties[name]);
    if (!flags.readOnly && !flags.writeOnly) continue;
    found ??= { required, readOnly: new Set(), writeOnly: new Set() };
    if (flags.readOnly) found.readOnly.add(name);
    if (flags.writeOnly) found.writeOnly.add(name);
  }
  if (found) ctx.directed = true;
  return found;
}

/** What converting a spec's schemas reads (the document, for `$ref`s) and notes (whether any `required` is directed). */
interface Conversion {
  doc: unknown;
  directed: boolean;
  /** Where `toJsonSchema` reports the unknown keywords it leaves out. */
  warnings: SpecIssue[];
}

/**
 * The keywords ajv (JSON Schema 2020-12, with its `nullable` and `discriminator`) and OpenAPI know; any other is
 * unknown, which ajv's strict mode refuses.
 */
export const KNOWN_KEYWORDS: ReadonlySet<string> = new Set([
  ...["$schema", "$id", "id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor"],
  ...["$vocabulary", "$comment", "$defs", "definitions", "$async", "type", "const", "enum", "nullable", "format"],
  ...["allOf", "anyOf", "oneOf", "not", "if", "then", "else", "discriminator", "items", "prefixItems", "contains"],
  ...["maxContains", "minContains", "maxItems", "minItems", "uniqueItems", "unevaluatedItems", "properties"],
  ...["patternProperties", "additionalProperties", "propertyNames", "unevaluatedProperties", "maxProperties"],
  ...["minProperties", "required", "dependentRequired", "dependentSchemas", "dependencies", "multipleOf", "maximum"],
  ...["exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern", "contentMediaType"],
  ...["contentSchema", "default", ...SCHEMA_ANNOTATIONS],
]);

/** Keywords whose values map names to schemas or lists: their keys are names, never keywords. */
const NAMED_CHILDREN: ReadonlySet<string> = new Set([...SCHEMA_MAPS, "dependentRequired", "dependencies"]);

/** Keywords whose values are data (or a discriminator's own object): no keyword is looked for in them. */
const NO_KEYWORDS_BELOW: ReadonlySet<string> = new Set(["enum", "const", "default", "discriminator", "required"]);

/** Where a conversion stands in the spec: enough to spell the pointer of what it reports, and only then. */
interface Place {
  key: string | number;
  up: Place | undefined;
}

const placePointer = (place: Place | undefined, key: string): string => {
  const keys: (string | number)[] = [key];
  for (let at = place; at !== undefined; at = at.up) keys.push(at.key);
  return toPointer(keys.reverse());
};

/**
 * `node` as JSON Schema: OpenAPI's annotations and `x-` extensions left out, `$ref`s into the compiled `$defs`. A
 * keyword neither JSON Schema nor OpenAPI knows (Codat's `descrciption`) is left out with a warning: JSON Schema
 * reads an unknown keyword as an annotation, and ajv's strict mode would refuse the whole spec for it. `at` is where
 * `node` stands, undefined where its keys are not keywords (a map of names, or data).
 */
function toJsonSchema(node: unknown, inProperties: boolean, ctx: Conversion, at?: Place): unknown {
  if (Array.isArray(node))
    return node.map((n, i) => toJsonSchema(n, false, ctx, at === undefined ? undefined : { key: i, up: at }));
  if (typeof node !== "object" || node === null) return node;
  const out: Json = {};
  const directed = inProperties ? undefined : directedOf(ctx, node as Json);
  if (directed) (out as Record<symbol, unknown>)[DIRECTED] = directed;
  // Keys are defined (setOwn), never assigned: a property named "__proto__" is a property, not the object's prototype.
  for (const [key, value] of Object.entries(node as Json)) {
    // Under `properties`, keys are property names, not keywords: a property may be called "description".
    if (!inProperties && (key.startsWith("x-") || SCHEMA_ANNOTATIONS.has(key))) continue;
    if (!inProperties && at !== undefined && !KNOWN_KEYWORDS.has(key)) {
      ctx.warnings.push({
        pointer: placePointer(at, key),
        message: `"${key}" is not a JSON Schema or OpenAPI keyword; the validators ignore it (JSON Schema reads an unknown keyword as an annotation), so if it is a misspelt one it checks nothing`,
      });
      continue;
    }
    // A child's place: a name under a map of names, a keyword's value where it holds schemas, none in data.
    const below = at === undefined || (!inProperties && NO_KEYWORDS_BELOW.has(key)) ? undefined : { key, up: at };
    if (key === "$ref" && typeof value === "string") setOwn(out, "$ref", defsRef(value));
    else if (key === "required" && directed)
      setOwn(
        out,
        key,
        directed.required.filter((name) => !directed.readOnly.has(name) && !directed.writeOnly.has(name)),
      );
    // As written (its mapping's targets are read by validator-discriminators.ts); what ajv gets is decided there.
    else if (key === "discriminator" && !inProperties) {
      const { propertyName, mapping } = value as { propertyName: unknown; mapping?: Record<string, unknown> };
      setOwn(out, "discriminator", { propertyName, mapping: { ...mapping } });
    } else setOwn(out, key, toJsonSchema(value, !inProperties && NAMED_CHILDREN.has(key), ctx, below));
  }
  return out;
}

/**
 * The spec's component schemas as JSON Schema 2020-12 `$defs`, ready for ajv; what the validators read differently
 * from the spec goes into `warnings`.
 */
export function componentJsonSchemas(doc: SpecDocument, warnings: SpecIssue[] = []): Record<string, unknown> {
  return componentJsonSchemasDirected(doc, warnings).defs;
}

/** How a value is used: sent by a client (`request`) or answered by a server (`response`). */
export type SchemaUsage = "request" | "response";

/** The names under `$defs` of a schema's request and response forms. */
export type DirectedNames = Record<SchemaUsage, string>;

/**
 * The component schemas as `componentJsonSchemas` gives them, where no schema requires a `readOnly` or `writeOnly`
 * property, plus a request and a response form of each schema that does (or that refers to one that does), under
 * names no spec schema has: the request form requires the writeOnly properties, the response form the readOnly ones,
 * and each refers to the same form of the others. `directed` maps each such schema's name to its forms' names.
 */
export function componentJsonSchemasDirected(
  doc: SpecDocument,
  warnings: SpecIssue[] = [],
): { defs: Record<string, unknown>; directed: Record<string, DirectedNames> } {
  const ctx: Conversion = { doc, directed: false, warnings };
  const components: Place = { key: "schemas", up: { key: "components", up: undefined } };
  const defs = toJsonSchema(doc.components?.schemas ?? {}, true, ctx, components) as Json;
  for (const [name, schema] of Object.entries(defs)) discriminatorsForAjv(defs, schema, [name], warnings);
  const names = ctx.directed ? directedSchemas(defs) : [];
  const directed: Record<string, DirectedNames> = {};
  const taken = new Set(Object.keys(defs));
  const free = (base: string) => {
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
    taken.add(name);
    return name;
  };
  for (const name of names)
    Object.defineProperty(directed, name, {
      value: { request: free(`${name} (request)`), response: free(`${name} (response)`) },
      enumerable: true,
    });
  for (const name of names)
    for (const usage of ["request", "response"] as const)
      Object.defineProperty(defs, directed[name]![usage], {
        value: directedCopy(defs[name], usage, directed),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  return { defs, directed };
}

/** The component a ref into the compiled `$defs` starts in (`#/%24defs/Name/properties/x` → Name). */
function refTarget(ref: unknown): string | undefined {
  if (typeof ref !== "string" || !ref.startsWith("#/")) return undefined;
  const segments = pointerSegments(ref);
  return segments[0] === "$defs" && segments.length >= 2 ? segments[1] : undefined;
}

/** Each schema with a `required` that names a readOnly or writeOnly property, or with a ref to such a schema. */
function directedSchemas(defs: Json): string[] {
  const refs = new Map<string, Set<string>>();
  const direct = new Set<string>();
  for (const [name, schema] of Object.entries(defs)) {
    const targets = new Set<string>();
    const walk = (node: unknown): void => {
      if (typeof node !== "object" || node === null) return;
      if ((node as Record<symbol, unknown>)[DIRECTED] !== undefined) direct.add(name);
      const target = refTarget((node as Json).$ref);
      if (target !== undefined) targets.add(target);
      for (const value of Object.values(node)) walk(value);
    };
    walk(schema);
    refs.set(name, targets);
  }
  const found = new Set(direct);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, targets] of refs)
      if (!found.has(name) && [...targets].some((t) => found.has(t))) {
        found.add(name);
        grew = true;
      }
  }
  return Object.keys(defs).filter((name) => found.has(name));
}

/** A schema's request or response form: `required` as the usage reads it, refs to directed schemas to their form. */
function directedCopy(node: unknown, usage: SchemaUsage, directed: Record<string, DirectedNames>): unknown {
  if (Array.isArray(node)) return node.map((n) => directedCopy(n, usage, directed));
  if (typeof node !== "object" || node === null) return node;
  const marks = (node as Record<symbol, Directed | undefined>)[DIRECTED];
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    let copy: unknown;
    if (key === "required" && marks) {
      const skip = usage === "request" ? marks.readOnly : marks.writeOnly;
      copy = marks.required.filter((name) => !skip.has(name));
    } else if (key === "$ref" && typeof value === "string") {
      const target = refTarget(value);
      if (target === undefined || !Object.hasOwn(directed, target)) copy = value;
      else {
        const [, , ...inside] = pointerSegments(value);
        copy = `#/${["$defs", directed[target]![usage], ...inside].map(uriSegment).join("/")}`;
      }
    } else copy = directedCopy(value, usage, directed);
    setOwn(out, key, copy);
  }
  return out;
}

/** `x-fleetkit-pattern-hint` notes, keyed by the pattern they explain, so a failed pattern reads as a sentence. */
export function patternHints(doc: SpecDocument): Record<string, string> {
  const hints: Record<string, string> = {};
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === "object" && node !== null) {
      const n = node as Json;
      if (typeof n.pattern === "string" && typeof n["x-fleetkit-pattern-hint"] === "string")
        hints[n.pattern] = n["x-fleetkit-pattern-hint"];
      Object.values(n).forEach(walk);
    }
  };
  walk(doc.components?.schemas);
  return Object.fromEntries(Object.entries(hints).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The component schemas' patterns that JavaScript's RegExp may check in exponential time and that have no linear-time
 * form (a backreference or lookaround): the validators check them with RegExp, so a hostile value may take long. Every
 * other slow pattern is compiled to a linear-time check (emit-validators.ts, `linearTimePatterns`).
 */
export function patternWarnings(doc: SpecDocument): SpecIssue[] {
  const warnings: SpecIssue[] = [];
  eachPattern(doc, (pattern, path) => {
    // What is not a pattern at all is a spec error (`invalidPatterns`), not a warning.
    if (uProblem(pattern) !== undefined || backtrackingSafe(pattern)) return;
    const why = linearPatternSupport(pattern);
    if (why === undefined) return;
    warnings.push({
      pointer: toPointer(path),
      message: `pattern ${JSON.stringify(pattern)} may take exponential time to check with JavaScript's RegExp, and ${why}, which no linear-time check supports: a hostile value can stall validation. Rewrite it without that (or bound the value with maxLength)`,
    });
  });
  return warnings;
}

/**
 * The component schemas' patterns that are not regular expressions as JSON Schema reads them (ECMA-262 with the `u`
 * flag, as ajv compiles them), each at its own pointer: what the spec's mending left, `patternProperties` names (a
 * `pattern` is rewritten or ignored, `pattern-tolerance.ts`). ajv refuses the first it meets and names only the schema
 * it was compiling, which may be one that merely references it.
 */
export function invalidPatterns(doc: SpecDocument): SpecIssue[] {
  const issues: SpecIssue[] = [];
  eachPattern(doc, (pattern, path) => {
    const problem = uProblem(pattern);
    if (problem !== undefined)
      issues.push({
        pointer: toPointer(path),
        message: `pattern ${JSON.stringify(pattern)} is not a regular expression as JSON Schema reads one (ECMA-262 with the u flag): ${problem}. Correct it in the spec, or with an overlay (--overlay)`,
      });
  });
  return issues;
}

/** Calls `visit` with each pattern of the component schemas (`pattern`, and `patternProperties`' names) and its path. */
function eachPattern(doc: SpecDocument, visit: (pattern: string, path: readonly string[]) => void): void {
  const walk = (node: unknown, path: string[], inMap: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((n, k) => {
        walk(n, [...path, String(k)], false);
      });
      return;
    }
    if (typeof node !== "object" || node === null) return;
    for (const [key, value] of Object.entries(node as Json)) {
      if (inMap) {
        walk(value, [...path, key], false);
        continue;
      }
      if (key === "pattern" && typeof value === "string") visit(value, [...path, key]);
      if (key === "patternProperties" && typeof value === "object" && value !== null)
        for (const name of Object.keys(value)) visit(name, [...path, key, name]);
      if (
        !key.startsWith("x-") &&
        key !== "example" &&
        key !== "examples" &&
        key !== "default" &&
        key !== "const" &&
        key !== "enum"
      )
        walk(value, [...path, key], key === "properties" || key === "patternProperties" || key === "$defs");
    }
  };
  walk(doc.components?.schemas, ["components", "schemas"], true);
}

/**
 * A copy of a document (or any part of one) in which every object schema's `required` leaves out what the usage does
 * not require: the `readOnly` properties for a request, the `writeOnly` ones for a response. For validators that
 * compile a spec as it is, such as the mock's: compile requests against the `request` copy, answers against the
 * `response` copy. `$ref`s are followed in `doc` (the whole document) to read a property's flags.
 */
export function requiredFor(usage: SchemaUsage, node: unknown, doc: unknown = node): unknown {
  if (Array.isArray(node)) return node.map((n) => requiredFor(usage, n, doc));
  if (!isObject(node)) return node;
  const out: Json = {};
  const { required, properties } = node;
  for (const [key, value] of Object.entries(node)) {
    const copy =
      key === "required" && Array.isArray(required) && isObject(properties)
        ? required.filter((name) => {
            if (typeof name !== "string" || !Object.hasOwn(properties, name)) return true;
            const flags = flagsOf(doc, properties[name]);
            return !(usage === "request" ? flags.readOnly : flags.writeOnly);
          })
        : requiredFor(usage, value, doc);
    setOwn(out, key, copy);
  }
  return out;
}
