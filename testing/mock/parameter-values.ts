import { isObject, type Json } from "../../generator/json-pointer.js";
import { membersOf } from "../../generator/schema-members.js";

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

/** A schema node with its `$ref`s followed; `{}` for what is no schema. */
export type Resolve = (node: unknown) => Json;

/** A schema's types, its members' included; an untyped schema with `items` is an array, with properties an object. */
export function typesOf(schema: Json, resolve: Resolve): string[] {
  return membersOf(schema, resolve).flatMap((s) => {
    if (Array.isArray(s.type)) return s.type as string[];
    if (typeof s.type === "string") return [s.type];
    if (s.items !== undefined) return ["array"];
    return s.properties !== undefined || s.additionalProperties !== undefined ? ["object"] : [];
  });
}

/** The items of an array schema (of its first member that has them). */
function itemsOf(schema: Json, resolve: Resolve): Json {
  const holder = membersOf(schema, resolve).find((s) => isObject(s.items));
  return holder === undefined ? {} : resolve(holder.items);
}

/** The properties an object schema and its members declare, by name (the first member's for a name twice). */
function propertiesOf(schema: Json, resolve: Resolve): Map<string, Json> {
  const properties = new Map<string, Json>();
  for (const member of membersOf(schema, resolve)) {
    if (!isObject(member.properties)) continue;
    for (const [name, property] of Object.entries(member.properties))
      if (!properties.has(name)) properties.set(name, resolve(property));
  }
  return properties;
}

/** What an object schema takes beyond its named properties: its `additionalProperties` schema (`{}`: any), or null. */
function otherPropertiesOf(schema: Json, resolve: Resolve, declared: number): Json | null {
  const members = membersOf(schema, resolve);
  const holder = members.find((s) => s.additionalProperties !== undefined && s.additionalProperties !== false);
  if (holder !== undefined) return isObject(holder.additionalProperties) ? resolve(holder.additionalProperties) : {};
  // An object schema that names no property and does not close itself takes any (a map).
  return declared === 0 && !members.some((s) => s.additionalProperties === false) ? {} : null;
}

/** A parameter's text as its schema types it: a number, a boolean or null where the text is one, else the text. */
export function coerce(text: string, schema: Json, resolve: Resolve): unknown {
  const types = typesOf(schema, resolve);
  if ((types.includes("integer") || types.includes("number")) && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text))
    return Number(text);
  if (types.includes("boolean") && (text === "true" || text === "false")) return text === "true";
  if (types.includes("null") && text === "null") return null;
  return text;
}

const DELIMITERS: Record<string, string> = { spaceDelimited: " ", pipeDelimited: "|" };

/** A path parameter's value: an array's items from its comma-separated text (`simple`, OpenAPI's path style). */
export function pathValue(p: ParameterReading, text: string, resolve: Resolve): unknown {
  if (!typesOf(p.resolved, resolve).includes("array")) return coerce(text, p.resolved, resolve);
  const items = itemsOf(p.resolved, resolve);
  return text === "" ? [] : text.split(",").map((item) => coerce(item, items, resolve));
}

/**
 * A query parameter's value, or undefined when the request does not give it:
 * - an array: its values as given where it is exploded (each one an item), else the items of its comma-separated text
 *   (space- or pipe-separated in those styles);
 * - an object: `deepObject` keys (`scope[type]=account`, Stripe's), the exploded form's own keys (`type=account`,
 *   the object's properties; for a map, every key no other parameter of the operation (`claimed`) takes), or the
 *   unexploded form's `name=key,value,…`;
 * - anything else: its one value (`given` says how many were given, for the caller to refuse two).
 * Types are read through `$ref`s and `allOf`, `oneOf` and `anyOf` members.
 */
export function queryValue(
  p: ParameterReading,
  query: URLSearchParams,
  resolve: Resolve,
  claimed: ReadonlySet<string>,
): { value: unknown; given: number } | undefined {
  const types = typesOf(p.resolved, resolve);
  const values =
    p.style === "deepObject" && types.includes("array") ? bracketValues(p.name, query) : query.getAll(p.name);
  // An object, unless the schema may also be a scalar (`oneOf: [integer, object]`) and its name is given where an
  // object's would not be (the unexploded form writes the object under its name).
  const scalar = types.some((t) => t !== "object" && t !== "array") && values.length > 0 && p.explode !== false;
  if (types.includes("object") && !types.includes("array") && !scalar) return objectValue(p, query, resolve, claimed);
  if (values.length === 0) return undefined;
  if (!types.includes("array")) return { value: coerce(values[0]!, p.resolved, resolve), given: values.length };
  const items = itemsOf(p.resolved, resolve);
  // Exploded (the default of the form style, OpenAPI's in a query), or an array in deepObject: each value is one item
  // as given, commas and all.
  if (p.explode ?? (p.style === undefined || p.style === "form" || p.style === "deepObject"))
    return { value: values.map((v) => coerce(v, items, resolve)), given: 1 };
  // Unexploded: the items of one value, split after decoding, as servers do (clients write `types=a%2Cb` as often as
  // `types=a,b`); an empty value is no item, an empty item between two delimiters is one (`""` may be an enum's value).
  const delimiter = p.style !== undefined && Object.hasOwn(DELIMITERS, p.style) ? DELIMITERS[p.style]! : ",";
  const value = values.flatMap((v) => (v === "" ? [] : v.split(delimiter))).map((v) => coerce(v, items, resolve));
  return { value, given: 1 };
}

/**
 * The values of an array in deepObject, which OpenAPI does not define, in the order given: `name[]=a` (what the client
 * sends, Stripe's `expand[]`), `name[0]=a` (stripe-node's) and `name=a`.
 */
function bracketValues(name: string, query: URLSearchParams): string[] {
  const values: string[] = [];
  for (const [key, text] of query) {
    if (key === name || key === `${name}[]` || (key.startsWith(`${name}[`) && /^\[\d+\]$/.test(key.slice(name.length))))
      values.push(text);
  }
  return values;
}

function objectValue(
  p: ParameterReading,
  query: URLSearchParams,
  resolve: Resolve,
  claimed: ReadonlySet<string>,
): { value: unknown; given: number } | undefined {
  const properties = propertiesOf(p.resolved, resolve);
  const others = otherPropertiesOf(p.resolved, resolve, properties.size);
  const property = (name: string) => properties.get(name) ?? others ?? {};
  const object: Record<string, unknown> = {};
  let found = false;
  if (p.style === "deepObject") {
    const prefix = `${p.name}[`;
    for (const [key, text] of query) {
      if (!key.startsWith(prefix) || !key.endsWith("]")) continue;
      const name = key.slice(prefix.length, -1);
      object[name] = coerce(text, property(name), resolve);
      found = true;
    }
  } else if (p.explode === false) {
    const text = query.get(p.name);
    if (text === null) return undefined;
    const parts = text.split(",");
    for (let i = 0; i + 1 < parts.length; i += 2)
      object[parts[i]!] = coerce(parts[i + 1]!, property(parts[i]!), resolve);
    found = true;
  } else {
    // Exploded form: each property is a query key of its own (a map's: each key no other parameter takes); or, as
    // openapi-fetch writes an object by default, deepObject keys (`S3ExportLocation[S3Bucket]=b1`).
    for (const name of properties.keys()) {
      // A key another parameter declares is that parameter's (AWS's `Accounts` beside `DeploymentTargets.Accounts`).
      const text = (claimed.has(name) && name !== p.name ? null : query.get(name)) ?? query.get(`${p.name}[${name}]`);
      if (text === null) continue;
      object[name] = coerce(text, property(name), resolve);
      found = true;
    }
    if (others !== null) {
      const prefix = `${p.name}[`;
      for (const [key, text] of query) {
        const own = key.startsWith(prefix) && key.endsWith("]");
        const name = own ? key.slice(prefix.length, -1) : key;
        // Another parameter's key, or one of its deepObject keys (`filter[status]`).
        const base = key.includes("[") ? key.slice(0, key.indexOf("[")) : key;
        if ((!own && claimed.has(base)) || properties.has(name) || Object.hasOwn(object, name)) continue;
        object[name] = coerce(text, others, resolve);
        found = true;
      }
    }
  }
  return found ? { value: object, given: 1 } : undefined;
}
