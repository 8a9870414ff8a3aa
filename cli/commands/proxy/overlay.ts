/**
 * `--overlay-out`: an Overlay 1.0 that makes the spec match what the proxy saw, for additive drift only (a new
 * property with its observed type, a new enum value, `null` where the schema did not allow it, a wider number format).
 * Its targets are the places in the spec (as `fleetkit generate` reads it: OpenAPI 3.1, overlays applied) whose rules
 * failed. Applied with `generate --overlay`, the answers seen validate, and breaking drift still does not.
 */
import { isObject, pointerSegments } from "../../../generator/json-pointer.js";
import type { Addition } from "./report.js";

/** A name as an RFC 9535 single-quoted string: `\\`, `'` and control characters escaped. */
const escapeSingle = (segment: string) =>
  `'${segment
    .replace(/\\/g, "\\\\")
    .replace(/'/g, "\\'")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping control characters is the point
    .replace(/[\u0000-\u001f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}'`;

/** The JSONPath of a pointer into `doc`: an index into an array, else a single-quoted name (RFC 9535 escapes). */
export function targetOf(doc: unknown, pointer: string): string {
  let node = doc;
  let path = "$";
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(node)) {
      path += `[${Number(segment)}]`;
      node = node[Number(segment)];
    } else {
      path += `[${escapeSingle(segment)}]`;
      node = isObject(node) ? node[segment] : undefined;
    }
  }
  return path;
}

function at(doc: unknown, pointer: string): unknown {
  return pointerSegments(pointer).reduce<unknown>(
    (node, key) => (Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[key] : undefined),
    doc,
  );
}

interface Action {
  target: string;
  description: string;
  update: Record<string, unknown>;
}

/** The overlay document for the additions, one action per schema node and kind of change, in a stable order. */
export function driftOverlay(doc: unknown, additions: readonly Addition[], specLabel: string): object {
  const properties = new Map<string, Map<string, Set<string>>>();
  const enums = new Map<string, unknown[]>();
  const nulls = new Set<string>();
  const formats = new Map<string, string>();
  for (const addition of additions) {
    switch (addition.type) {
      case "property": {
        const bySchema = properties.get(addition.schema) ?? new Map<string, Set<string>>();
        properties.set(addition.schema, bySchema);
        const types = bySchema.get(addition.name) ?? new Set<string>();
        bySchema.set(addition.name, types);
        types.add(addition.valueType);
        break;
      }
      case "enum": {
        const values = enums.get(addition.schema) ?? [];
        if (!values.includes(addition.value)) values.push(addition.value);
        enums.set(addition.schema, values);
        break;
      }
      case "null":
        nulls.add(addition.schema);
        break;
      case "format":
        formats.set(addition.schema, addition.format);
        break;
    }
  }
  const actions: Action[] = [];
  for (const [schema, names] of [...properties].sort(([a], [b]) => a.localeCompare(b))) {
    const added: Record<string, unknown> = {};
    for (const [name, types] of [...names].sort(([a], [b]) => a.localeCompare(b))) {
      const list = [...types].sort();
      Object.defineProperty(added, name, {
        value: { type: list.length === 1 ? list[0] : list },
        enumerable: true,
      });
    }
    actions.push({
      target: targetOf(doc, schema),
      description: `properties the API answered that the spec did not name: ${Object.keys(added).join(", ")}`,
      update: { properties: added },
    });
  }
  for (const [schema, values] of [...enums].sort(([a], [b]) => a.localeCompare(b)))
    actions.push({
      target: targetOf(doc, schema),
      description: `enum values the API answered: ${values.map((v) => JSON.stringify(v)).join(", ")}`,
      update: { enum: values },
    });
  for (const schema of [...nulls].sort()) {
    const node = at(doc, schema);
    const type = isObject(node) ? node.type : undefined;
    const enumList = isObject(node) && Array.isArray(node.enum) ? node.enum : undefined;
    const update: Record<string, unknown> = {};
    // Merge appends to an array and replaces anything else: `type: string` becomes `[string, null]`.
    if (Array.isArray(type)) {
      if (!type.includes("null")) update.type = ["null"];
    } else if (typeof type === "string") update.type = [type, "null"];
    if (enumList && !enumList.includes(null) && !(enums.get(schema) ?? []).includes(null)) update.enum = [null];
    if (Object.keys(update).length > 0)
      actions.push({ target: targetOf(doc, schema), description: "the API answered null here", update });
  }
  for (const [schema, format] of [...formats].sort(([a], [b]) => a.localeCompare(b)))
    actions.push({
      target: targetOf(doc, schema),
      description: `the API answered numbers outside the documented format: widened to ${format}`,
      update: { format },
    });
  return {
    overlay: "1.0.0",
    info: {
      title: `Additive drift seen by fleetkit proxy against ${specLabel}`,
      version: new Date().toISOString().slice(0, 10),
    },
    actions,
  };
}
