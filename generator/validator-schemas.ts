import type { SpecIssue } from "./check-spec.js";
import type { SpecDocument } from "./spec-document.js";
import { pointerSegments, toPointer } from "./json-pointer.js";
import { backtrackingSafe, linearPatternSupport } from "../runtime/validation/linear-pattern.js";
import { discriminatorsForAjv } from "./validator-discriminators.js";

/** The `$id` under which the component schemas are compiled; refs become `fleetkit:spec#/$defs/<Name>`. */
export const SCHEMA_ROOT_ID = "fleetkit:spec";

/** OpenAPI keywords that are annotations to a JSON Schema validator: dropped before compiling. */
const ANNOTATIONS = new Set([
  "description",
  "title",
  "example",
  "examples",
  "externalDocs",
  "xml",
  "deprecated",
  "contentEncoding",
  "readOnly",
  "writeOnly",
]);

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

function toJsonSchema(node: unknown, inProperties = false): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n));
  if (typeof node !== "object" || node === null) return node;
  const out: Json = {};
  // Keys are defined, never assigned: a property named "__proto__" is a property, not the object's prototype.
  const put = (key: string, value: unknown) =>
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  for (const [key, value] of Object.entries(node as Json)) {
    // Under `properties`, keys are property names, not keywords: a property may be called "description".
    if (!inProperties && (key.startsWith("x-") || ANNOTATIONS.has(key))) continue;
    if (key === "$ref" && typeof value === "string") put("$ref", defsRef(value));
    // As written (its mapping's targets are read by validator-discriminators.ts); what ajv gets is decided there.
    else if (key === "discriminator" && !inProperties) {
      const { propertyName, mapping } = value as { propertyName: unknown; mapping?: Record<string, unknown> };
      put("discriminator", { propertyName, mapping: { ...mapping } });
    } else
      put(
        key,
        toJsonSchema(value, !inProperties && (key === "properties" || key === "patternProperties" || key === "$defs")),
      );
  }
  return out;
}

/**
 * The spec's component schemas as JSON Schema 2020-12 `$defs`, ready for ajv; what the validators read differently
 * from the spec goes into `warnings`.
 */
export function componentJsonSchemas(doc: SpecDocument, warnings: SpecIssue[] = []): Record<string, unknown> {
  const defs = toJsonSchema(doc.components?.schemas ?? {}, true) as Json;
  for (const [name, schema] of Object.entries(defs)) discriminatorsForAjv(defs, schema, [name], warnings);
  return defs;
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
  const check = (pattern: string, path: readonly string[]) => {
    if (backtrackingSafe(pattern)) return;
    const why = linearPatternSupport(pattern);
    if (why === undefined) return;
    warnings.push({
      pointer: toPointer(path),
      message: `pattern ${JSON.stringify(pattern)} may take exponential time to check with JavaScript's RegExp, and ${why}, which no linear-time check supports: a hostile value can stall validation. Rewrite it without that (or bound the value with maxLength)`,
    });
  };
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
      if (key === "pattern" && typeof value === "string") check(value, [...path, key]);
      if (key === "patternProperties" && typeof value === "object" && value !== null)
        for (const name of Object.keys(value)) check(name, [...path, key, name]);
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
  return warnings;
}
