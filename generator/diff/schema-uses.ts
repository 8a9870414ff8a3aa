/**
 * Where each operation meets each component: a shared schema changed once is a change of every operation and direction
 * that uses it, at the field where that operation reaches it (`response 200 data[].geofence`).
 */
import { isObject, pathItems, pointerSegments, resolveLocal, toPointer, type Json } from "../json-pointer.js";
import { HTTP_METHODS } from "../operation-model.js";
import type { SpecDocument } from "../spec-document.js";

export type Direction = "request" | "response";

/** One place an operation meets a component. */
export interface SchemaUse {
  /** `#/paths/~1addresses/post`. */
  operation: string;
  direction: Direction;
  /** "request body", "response 200", "query parameter `limit`". */
  where: string;
  /** The field path from there to the component: "" (the whole body), "data[]", "data[].geofence". */
  field: string;
  /** Where in the operation the use starts: `#/paths/~1addresses/post/responses/200`. */
  pointer: string;
}

/** `#/components/schemas/Address/properties/geofence` → `#/components/schemas/Address`; null outside components. */
export function componentOf(pointer: string): string | null {
  const segments = pointerSegments(pointer);
  return segments[0] === "components" && segments.length >= 3 ? toPointer(segments.slice(0, 3)) : null;
}

/** The field path a run of schema keys spells: properties/a/items/properties/b → "a[].b" (combinators skipped). */
export function fieldOf(segments: readonly string[]): string {
  let field = "";
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i];
    if ((key === "properties" || key === "patternProperties") && segments[i + 1] !== undefined)
      field += (field ? "." : "") + segments[++i];
    else if (key === "items" || key === "prefixItems") field += "[]";
    else if (key === "additionalProperties") field += "{}";
  }
  return field;
}

export const joinField = (a: string, b: string) =>
  a === "" ? b : b === "" ? a : b.startsWith("[") ? a + b : `${a}.${b}`;

/** How many schema nodes one operation's walk visits at most (a guard against a pathological document). */
const MAX_STEPS = 20_000;

/**
 * Every component an operation reaches, each with the first field path it is reached at in each place (a component
 * met twice in one place is named at the first).
 */
function walkOperation(
  doc: SpecDocument,
  opPointer: string,
  operation: Json,
  into: Map<string, SchemaUse[]>,
  webhook: boolean,
): void {
  let steps = 0;
  // A webhook's request is what the API sends to the user's server: for the user it travels as a response does.
  const request: Direction = webhook ? "response" : "request";
  const response: Direction = webhook ? "request" : "response";
  const add = (component: string, use: SchemaUse, seen: Set<string>) => {
    const key = `${use.where}\u0000${component}`;
    if (seen.has(key)) return false;
    seen.add(key);
    into.set(component, [...(into.get(component) ?? []), use]);
    return true;
  };
  const schema = (node: unknown, base: Omit<SchemaUse, "field">, field: string, seen: Set<string>): void => {
    if (!isObject(node) || ++steps > MAX_STEPS) return;
    if (typeof node.$ref === "string") {
      const component = componentOf(node.$ref);
      if (component && add(component, { ...base, field }, seen)) schema(resolveLocal(doc, node), base, field, seen);
      return;
    }
    if (isObject(node.properties))
      for (const [name, value] of Object.entries(node.properties)) schema(value, base, joinField(field, name), seen);
    if (node.items !== undefined) schema(node.items, base, `${field}[]`, seen);
    if (isObject(node.additionalProperties)) schema(node.additionalProperties, base, `${field}{}`, seen);
    for (const key of ["allOf", "oneOf", "anyOf"])
      if (Array.isArray(node[key])) for (const m of node[key] as unknown[]) schema(m, base, field, seen);
  };
  const content = (holder: unknown, base: Omit<SchemaUse, "field">, seen: Set<string>) => {
    if (isObject(holder) && typeof holder.$ref === "string") {
      const component = componentOf(holder.$ref);
      if (component) add(component, { ...base, field: "" }, seen);
    }
    const resolved = resolveLocal(doc, holder);
    if (!isObject(resolved) || !isObject(resolved.content)) return;
    for (const media of Object.values(resolved.content)) if (isObject(media)) schema(media.schema, base, "", seen);
  };
  const seen = new Set<string>();
  if (Array.isArray(operation.parameters)) {
    for (const [i, raw] of operation.parameters.entries()) {
      const param = resolveLocal(doc, raw);
      if (!isObject(param)) continue;
      const base = {
        operation: opPointer,
        direction: request,
        where: `${String(param.in)} parameter \`${String(param.name)}\``,
        pointer: `${opPointer}/parameters/${i}`,
      };
      if (isObject(raw) && typeof raw.$ref === "string") {
        const component = componentOf(raw.$ref);
        if (component) add(component, { ...base, field: "" }, seen);
      }
      schema(param.schema, base, "", seen);
    }
  }
  content(
    operation.requestBody,
    { operation: opPointer, direction: request, where: "request body", pointer: `${opPointer}/requestBody` },
    seen,
  );
  if (isObject(operation.responses))
    for (const [code, answer] of Object.entries(operation.responses))
      content(
        answer,
        {
          operation: opPointer,
          direction: response,
          where: `response ${code}`,
          pointer: `${opPointer}/responses/${code.replace(/~/g, "~0").replace(/\//g, "~1")}`,
        },
        seen,
      );
}

/** For each component pointer, every place an operation of the document meets it. */
export function schemaUses(doc: SpecDocument): Map<string, SchemaUse[]> {
  const uses = new Map<string, SchemaUse[]>();
  for (const group of ["paths", "webhooks"] as const) {
    const items = (doc as Json)[group];
    if (!isObject(items)) continue;
    for (const [path, item] of pathItems(items)) {
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (isObject(operation))
          walkOperation(doc, toPointer([group, path, method]), operation, uses, group === "webhooks");
      }
    }
  }
  return uses;
}
