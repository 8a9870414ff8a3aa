import type { SpecDocument } from "./spec-document.js";

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

function toJsonSchema(node: unknown, inProperties = false): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n));
  if (typeof node !== "object" || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    // Under `properties`, keys are property names, not keywords: a property may be called "description".
    if (!inProperties && (key.startsWith("x-") || ANNOTATIONS.has(key))) continue;
    if (key === "$ref" && typeof value === "string") out.$ref = value.replace("#/components/schemas/", "#/$defs/");
    // ajv's discriminator does not support `mapping`; the oneOf branches' `const` tags say the same.
    else if (key === "discriminator" && !inProperties)
      out.discriminator = { propertyName: (value as Json).propertyName };
    else
      out[key] = toJsonSchema(
        value,
        !inProperties && (key === "properties" || key === "patternProperties" || key === "$defs"),
      );
  }
  return out;
}

/** The spec's component schemas as JSON Schema 2020-12 `$defs`, ready for ajv. */
export function componentJsonSchemas(doc: SpecDocument): Record<string, unknown> {
  return toJsonSchema(doc.components?.schemas ?? {}, true) as Record<string, unknown>;
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
