/**
 * What each component schema names, for drift checks (runtime/drift.ts): the property names at every depth, the items,
 * the schema of other keys, and the alternatives. The generated module carries it in `drift-shapes.ts` as JSON text,
 * which its client imports and parses on its first check only (GitHub's description: 680 KB, parsed in 27 ms).
 */
import type { DriftShape } from "../runtime/drift-types.js";
import { isObject, pointerSegments, type Json } from "./json-pointer.js";
import { singleQuoted } from "./source-text.js";

const COMPONENT = /^#\/components\/schemas\/([^/]+)$/;
/** How many `$ref`s to places other than a component schema are followed inline in one chain. */
const MAX_INLINE = 16;

const fromToken = (token: string) => token.replace(/~1/g, "/").replace(/~0/g, "~");

/** The shape of one schema node of `doc`; `$ref`s to component schemas stay their names. */
export function schemaShape(doc: Json, schema: unknown, inline = 0): DriftShape {
  if (!isObject(schema)) return {};
  if (typeof schema.$ref === "string") {
    const component = COMPONENT.exec(schema.$ref);
    const name = component ? fromToken(component[1]!) : undefined;
    if (name !== undefined && isObject(doc.components) && isObject(doc.components.schemas))
      if (Object.hasOwn(doc.components.schemas, name)) return name;
    if (!schema.$ref.startsWith("#/") || inline >= MAX_INLINE) return {};
    const target = pointerSegments(schema.$ref).reduce<unknown>(
      (node, key) => (Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[key] : undefined),
      doc,
    );
    return schemaShape(doc, target, inline + 1);
  }
  const shape: { p?: Record<string, DriftShape>; x?: DriftShape; i?: DriftShape; a?: DriftShape[] } = {};
  if (isObject(schema.properties)) {
    // A null-prototype record: a property named `__proto__` is a key like any other.
    const p: Record<string, DriftShape> = Object.create(null);
    for (const [name, child] of Object.entries(schema.properties)) p[name] = schemaShape(doc, child, inline);
    // A name the schema requires and does not declare is in the spec all the same (Mastodon's `Instance` requires
    // `user_count`): its value is not described.
    if (Array.isArray(schema.required))
      for (const name of schema.required) if (typeof name === "string" && !Object.hasOwn(p, name)) p[name] = {};
    shape.p = p;
  }
  if (isObject(schema.additionalProperties)) shape.x = schemaShape(doc, schema.additionalProperties, inline);
  else if (isObject(schema.patternProperties)) {
    // Keys by pattern: any key is taken as documented (the shape does not hold patterns).
    const branches = Object.values(schema.patternProperties).map((child) => schemaShape(doc, child, inline));
    shape.x = branches.length === 1 ? branches[0]! : { a: branches };
  }
  if (isObject(schema.items)) shape.i = schemaShape(doc, schema.items, inline);
  const alternatives = [schema.allOf, schema.oneOf, schema.anyOf].flatMap((list) => (Array.isArray(list) ? list : []));
  if (alternatives.length > 0) shape.a = alternatives.map((branch) => schemaShape(doc, branch, inline));
  return shape;
}

/** Every component schema's shape, by its name (the validators' key). */
export function driftShapes(doc: Json): Record<string, DriftShape> {
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const table: Record<string, DriftShape> = Object.create(null);
  for (const [name, schema] of Object.entries(schemas)) table[name] = schemaShape(doc, schema);
  return table;
}

/** The table as JSON text (JSON.parse keeps `__proto__` an own key, as an object literal would not). */
export function driftShapesJson(doc: Json): string {
  return JSON.stringify(driftShapes(doc));
}

/** `drift-shapes.ts`: the table, parsed when the module is imported (the client imports it on its first check). */
export function driftShapesSource(doc: Json, runtime: string): string {
  return (
    `\nimport type { DriftShape } from ${JSON.stringify(runtime)};\n\n` +
    "/** What each component schema names, for `validateResponses` (see fleetkit's docs/drift.md). */\n" +
    `export const driftShapes: Readonly<Record<string, DriftShape>> = JSON.parse(${singleQuoted(driftShapesJson(doc))});\n`
  );
}
