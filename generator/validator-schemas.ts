import type { SpecIssue } from "./check-spec.js";
import type { SpecDocument } from "./spec-document.js";
import { pointerSegments, toPointer } from "./json-pointer.js";

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
    // ajv's discriminator does not support `mapping`; the oneOf branches' `const` tags say the same.
    else if (key === "discriminator" && !inProperties)
      put("discriminator", { propertyName: (value as Json).propertyName });
    else
      put(
        key,
        toJsonSchema(value, !inProperties && (key === "properties" || key === "patternProperties" || key === "$defs")),
      );
  }
  return out;
}

/** A `oneOf` branch's tag as ajv's discriminator reads it: `properties/<tag>` with a `const` or an `enum`. */
function hasTagValues(defs: Json, branch: unknown, tag: unknown): boolean {
  let schema = branch as Json | undefined;
  const ref = schema?.$ref;
  if (typeof ref === "string") {
    // As defsRef wrote it: each segment escaped, then percent-encoded.
    const segments = ref.startsWith("#/")
      ? ref
          .slice(2)
          .split("/")
          .map((s) => decodeURIComponent(s).replace(/~1/g, "/").replace(/~0/g, "~"))
      : [];
    if (segments.length !== 2 || segments[0] !== "$defs") return true; // a ref ajv resolves its own way: ajv decides
    schema = defs[segments[1]!] as Json | undefined;
  }
  const property = (schema?.properties as Json | undefined)?.[tag as string] as Json | undefined;
  return typeof property === "object" && property !== null && ("const" in property || "enum" in property);
}

/**
 * OpenAPI lets a discriminator name a plain string property, or branches that get it through `allOf`; ajv's
 * discriminator needs `properties/<tag>` with a `const` or `enum` in every branch, and refuses the schema otherwise.
 * There the validators check the `oneOf` as JSON Schema reads it, with a warning (a value that matches two branches
 * fails, as with any JSON Schema validator); types.ts keeps the discriminator.
 */
function plainOneOfWhereAjvCannot(
  defs: Json,
  node: unknown,
  at: string[],
  warnings: SpecIssue[],
  inProperties = false,
) {
  if (Array.isArray(node)) {
    for (const [i, n] of node.entries()) plainOneOfWhereAjvCannot(defs, n, [...at, String(i)], warnings);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const schema = node as Json;
  const discriminator = schema.discriminator as Json | undefined;
  if (!inProperties && discriminator !== undefined) {
    const branches = Array.isArray(schema.oneOf) ? schema.oneOf : [];
    if (!branches.every((branch) => hasTagValues(defs, branch, discriminator.propertyName))) {
      delete schema.discriminator;
      warnings.push({
        pointer: toPointer(["components", "schemas", ...at, "discriminator"]),
        message: `the validators check this oneOf as JSON Schema reads it, without the discriminator (a value that matches two branches fails): ajv uses a discriminator only where every branch has "properties/${String(discriminator.propertyName)}" with a const or an enum; types.ts keeps it`,
      });
    }
  }
  for (const [key, value] of Object.entries(schema))
    plainOneOfWhereAjvCannot(
      defs,
      value,
      [...at, key],
      warnings,
      !inProperties && (key === "properties" || key === "patternProperties" || key === "$defs"),
    );
}

/**
 * The spec's component schemas as JSON Schema 2020-12 `$defs`, ready for ajv; what the validators read differently
 * from the spec goes into `warnings`.
 */
export function componentJsonSchemas(doc: SpecDocument, warnings: SpecIssue[] = []): Record<string, unknown> {
  const defs = toJsonSchema(doc.components?.schemas ?? {}, true) as Json;
  for (const [name, schema] of Object.entries(defs)) plainOneOfWhereAjvCannot(defs, schema, [name], warnings);
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
