import { isObject, type Json } from "../json-pointer.js";

/**
 * Every Schema Object of an OpenAPI 3.0 or 3.1 document, found by where the specification puts schemas (components,
 * parameters, headers, media types, and the subschema keywords of a schema), never by a key's name: a property or a
 * schema called `example`, `default`, `items` or `nullable` is a name, and a name is never read as a keyword.
 *
 * @see https://spec.openapis.org/oas/v3.0.3#schema-object
 */

/** Keywords whose value is one subschema. */
const ONE_SCHEMA = [
  "items",
  "additionalProperties",
  "additionalItems",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentSchema",
];
/** Keywords whose value is a list of subschemas (`items` as a list is draft 4's tuple form). */
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems", "items"];
/** Keywords whose value maps names to subschemas. */
export const SCHEMA_MAPS: readonly string[] = [
  "properties",
  "patternProperties",
  "$defs",
  "definitions",
  "dependentSchemas",
];
const SUBSCHEMA_KEYWORDS = new Set([...ONE_SCHEMA, ...SCHEMA_LISTS, ...SCHEMA_MAPS, "dependencies"]);
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Where a schema stands: the media type it describes, when it is (part of) a media type's schema. */
export interface SchemaPlace {
  mediaType?: string;
}

type Visit = (schema: Json, place: SchemaPlace) => void;

/**
 * Calls `visit` on every schema of `document`, children before their parent (a fix that rewrites a schema sees its
 * subschemas fixed already). Each object is visited once, even where YAML anchors share it between places.
 */
export function eachSchema(document: Json, visit: Visit): void {
  const seen = new Set<object>();
  const once = (node: unknown): node is Json => {
    if (!isObject(node) || seen.has(node)) return false;
    seen.add(node);
    return true;
  };

  const schema = (node: unknown, place: SchemaPlace): void => {
    if (!once(node)) return;
    // Most schemas have no subschema keyword: their own keys are read once, rather than each keyword looked up.
    let subschemas = false;
    for (const key of Object.keys(node))
      if (SUBSCHEMA_KEYWORDS.has(key)) {
        subschemas = true;
        break;
      }
    if (subschemas) {
      for (const key of ONE_SCHEMA) if (isObject(node[key])) schema(node[key], place);
      for (const key of SCHEMA_LISTS) if (Array.isArray(node[key])) for (const s of node[key]) schema(s, place);
      for (const key of SCHEMA_MAPS)
        if (isObject(node[key])) for (const s of Object.values(node[key])) schema(s, place);
      if (isObject(node.dependencies))
        for (const s of Object.values(node.dependencies)) if (isObject(s)) schema(s, place);
    }
    visit(node, place);
  };
  const mediaTypes = (content: unknown): void => {
    if (!isObject(content)) return;
    for (const [type, media] of Object.entries(content)) {
      if (!once(media)) continue;
      schema(media.schema, { mediaType: type });
      if (isObject(media.encoding))
        for (const encoding of Object.values(media.encoding))
          if (isObject(encoding) && isObject(encoding.headers))
            for (const h of Object.values(encoding.headers)) parameter(h);
    }
  };
  /** A Parameter or Header Object: a schema, or content. */
  const parameter = (node: unknown): void => {
    if (!once(node)) return;
    schema(node.schema, {});
    mediaTypes(node.content);
  };
  const requestBody = (node: unknown): void => {
    if (once(node)) mediaTypes(node.content);
  };
  const response = (node: unknown): void => {
    if (!once(node)) return;
    if (isObject(node.headers)) for (const h of Object.values(node.headers)) parameter(h);
    mediaTypes(node.content);
  };
  const pathItem = (node: unknown): void => {
    if (!once(node)) return;
    if (Array.isArray(node.parameters)) for (const p of node.parameters) parameter(p);
    for (const method of METHODS) {
      const operation = node[method];
      if (!once(operation)) continue;
      if (Array.isArray(operation.parameters)) for (const p of operation.parameters) parameter(p);
      requestBody(operation.requestBody);
      if (isObject(operation.responses)) for (const r of Object.values(operation.responses)) response(r);
      callbacks(operation.callbacks);
    }
  };
  const callbacks = (node: unknown): void => {
    if (!isObject(node)) return;
    for (const callback of Object.values(node))
      if (isObject(callback)) for (const item of Object.values(callback)) pathItem(item);
  };
  const each = (map: unknown, fn: (node: unknown) => void): void => {
    if (isObject(map)) for (const node of Object.values(map)) fn(node);
  };

  const components = isObject(document.components) ? document.components : {};
  each(components.schemas, (s) => schema(s, {}));
  each(components.parameters, parameter);
  each(components.headers, parameter);
  each(components.requestBodies, requestBody);
  each(components.responses, response);
  each(components.callbacks, (c) => callbacks({ c }));
  each(components.pathItems, pathItem);
  each(document.paths, pathItem);
  each(document.webhooks, pathItem);
  each(document["x-webhooks"], pathItem);
}
