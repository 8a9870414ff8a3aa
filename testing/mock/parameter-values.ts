import { isObject, type Json } from "../../generator/json-pointer.js";

/** A path or query parameter as the mock reads it from a request (see `ParameterSpec`). */
export interface ParameterReading {
  name: string;
  in: "path" | "query";
  /** `style` and `explode` as the spec states them (OpenAPI's defaults: `simple` in a path, exploded `form` in a query). */
  style: string | undefined;
  explode: boolean | undefined;
  /** The schema (refs followed). */
  resolved: Json;
}

/** A schema's types, its own and its `oneOf`/`anyOf` branches'. */
export function typesOf(schema: Json): string[] {
  const own = Array.isArray(schema.type) ? schema.type : typeof schema.type === "string" ? [schema.type] : [];
  const branches = [
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
  ];
  return [...own, ...branches.flatMap((b) => (isObject(b) ? typesOf(b) : []))] as string[];
}

/** A parameter's text as its schema types it: a number, a boolean or null where the text is one, else the text. */
export function coerce(text: string, schema: Json): unknown {
  const types = typesOf(schema);
  if ((types.includes("integer") || types.includes("number")) && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text))
    return Number(text);
  if (types.includes("boolean") && (text === "true" || text === "false")) return text === "true";
  if (types.includes("null") && text === "null") return null;
  return text;
}

const DELIMITERS: Record<string, string> = { spaceDelimited: " ", pipeDelimited: "|" };

/** A path parameter's value: an array's items from its comma-separated text (`simple`, OpenAPI's path style). */
export function pathValue(p: ParameterReading, text: string, items: Json): unknown {
  if (!typesOf(p.resolved).includes("array")) return coerce(text, p.resolved);
  return text === "" ? [] : text.split(",").map((item) => coerce(item, items));
}

/**
 * A query parameter's value, or undefined when the request does not give it:
 * - an array: its values, repeated or comma-separated (space- or pipe-separated in those styles);
 * - an object: `deepObject` keys (`scope[type]=account`, Stripe's), the exploded form's own keys (`type=account`,
 *   the object's properties), or the unexploded form's `name=key,value,…`;
 * - anything else: its one value (`given` says how many were given, for the caller to refuse two).
 */
export function queryValue(
  p: ParameterReading,
  query: URLSearchParams,
  items: Json,
  property: (name: string) => Json,
): { value: unknown; given: number } | undefined {
  const types = typesOf(p.resolved);
  if (types.includes("object") && !types.includes("array")) return objectValue(p, query, property);
  const values = query.getAll(p.name);
  if (values.length === 0) return undefined;
  if (!types.includes("array")) return { value: coerce(values[0]!, p.resolved), given: values.length };
  const delimiter = p.style !== undefined && Object.hasOwn(DELIMITERS, p.style) ? DELIMITERS[p.style]! : ",";
  const value = values
    .flatMap((v) => v.split(delimiter))
    .filter((v) => v !== "")
    .map((v) => coerce(v, items));
  return { value, given: 1 };
}

function objectValue(
  p: ParameterReading,
  query: URLSearchParams,
  property: (name: string) => Json,
): { value: unknown; given: number } | undefined {
  const object: Record<string, unknown> = {};
  let found = false;
  if (p.style === "deepObject") {
    const prefix = `${p.name}[`;
    for (const [key, text] of query) {
      if (!key.startsWith(prefix) || !key.endsWith("]")) continue;
      const name = key.slice(prefix.length, -1);
      object[name] = coerce(text, property(name));
      found = true;
    }
  } else if (p.explode === false) {
    const text = query.get(p.name);
    if (text === null) return undefined;
    const parts = text.split(",");
    for (let i = 0; i + 1 < parts.length; i += 2) object[parts[i]!] = coerce(parts[i + 1]!, property(parts[i]!));
    found = true;
  } else {
    // Exploded form: each property is a query key of its own; or, as openapi-fetch writes an object by default,
    // deepObject keys (`S3ExportLocation[S3Bucket]=b1`).
    const names = isObject(p.resolved.properties) ? Object.keys(p.resolved.properties) : [];
    for (const name of names) {
      const text = query.get(name) ?? query.get(`${p.name}[${name}]`);
      if (text === null) continue;
      object[name] = coerce(text, property(name));
      found = true;
    }
  }
  return found ? { value: object, given: 1 } : undefined;
}
