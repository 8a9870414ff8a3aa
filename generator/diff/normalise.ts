/**
 * Both specs brought to one form before they are compared, so that a change of format alone (Swagger 2.0 → 3.0 → 3.1,
 * by fleetkit's converter or another) is no change: what a spec may say in two ways is said in one. Each step keeps
 * what a request or response may be: it only drops a stated default, merges, reorders or collapses.
 */
import { isObject, NAME_MAPS, pathItems, resolveLocal, type Json } from "../json-pointer.js";
import { HTTP_METHODS } from "../operation-model.js";
import type { SpecDocument } from "../spec-document.js";

/** `https://api.example.com/` → `https://api.example.com` (a server URL with or without its final slash is one URL). */
const serverUrl = (url: string) => (url.length > 1 && url.endsWith("/") ? url.replace(/\/+$/, "") || "/" : url);

function normaliseServers(servers: unknown): unknown {
  if (!Array.isArray(servers)) return servers;
  return servers.map((s) => (isObject(s) && typeof s.url === "string" ? { ...s, url: serverUrl(s.url) } : s));
}

/** The style a parameter has when it states none, by where it goes (OpenAPI 3.1, 4.8.12.4). */
const DEFAULT_STYLE: Record<string, string> = { query: "form", cookie: "form", path: "simple", header: "simple" };

/**
 * One parameter object without the values it has anyway: `required: false`, the default `style` for its place, the
 * default `explode` for its style (true for `form` only), `deprecated`/`allowEmptyValue`/`allowReserved: false`.
 */
function normaliseParameter(param: Json): void {
  const style = typeof param.style === "string" ? param.style : DEFAULT_STYLE[String(param.in)];
  if (param.style !== undefined && param.style === DEFAULT_STYLE[String(param.in)]) delete param.style;
  if (param.explode !== undefined && param.explode === (style === "form")) delete param.explode;
  for (const key of ["required", "deprecated", "allowEmptyValue", "allowReserved"])
    if (param[key] === false) delete param[key];
}

/** A parameter's identity: where it goes and its name (a `$ref` resolved to read them). */
function parameterKey(doc: Json, param: unknown): string | null {
  const p = resolveLocal(doc, param);
  return isObject(p) && typeof p.name === "string" && typeof p.in === "string" ? `${p.in} ${p.name}` : null;
}

/**
 * Path-level parameters merged into each operation (an operation's own one of the same name and place wins), the path
 * item's list removed, duplicates collapsed (the first of a name and place kept), and the list in order of place and
 * name: the engine compares one list per operation, whichever level and order the spec states them in.
 */
function mergeParameters(doc: Json, item: Json): void {
  const shared = Array.isArray(item.parameters) ? item.parameters : [];
  delete item.parameters;
  for (const method of HTTP_METHODS) {
    const operation = item[method];
    if (!isObject(operation)) continue;
    const own = Array.isArray(operation.parameters) ? operation.parameters : [];
    const byKey = new Map<string, unknown>();
    const unnamed: unknown[] = [];
    for (const param of [...own, ...shared]) {
      const key = parameterKey(doc, param);
      if (key === null) unnamed.push(param);
      else if (!byKey.has(key)) byKey.set(key, param);
    }
    const merged = [...[...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, p]) => p), ...unnamed];
    if (merged.length > 0) operation.parameters = merged;
    else delete operation.parameters;
  }
}

const compareJson = (a: unknown, b: unknown) => {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Keys whose values are data or names, never schemas: not walked. */
const DATA_KEYS = new Set(["example", "examples", "default", "const", "enum", "discriminator", "xml", "externalDocs"]);
/** Keys that document a schema without constraining it. */
const DOCUMENTATION_KEYS = new Set(["description", "title", "example", "examples"]);
/** Keys an `allOf` member may have for it to be merged into its schema: plain object shapes. */
const PLAIN_OBJECT_KEYS = new Set(["type", "properties", "required", "description", "title", "example", "examples"]);

const isPlainObjectSchema = (s: unknown): s is Json =>
  isObject(s) &&
  Object.keys(s).every((k) => PLAIN_OBJECT_KEYS.has(k)) &&
  (s.type === undefined || s.type === "object") &&
  (s.properties === undefined || isObject(s.properties));

const objectTyped = (doc: Json, s: unknown): boolean => {
  const r = resolveLocal(doc, s);
  return isObject(r) && (r.type === "object" || (r.type === undefined && isObject(r.properties)));
};

/**
 * A schema without its words (`description`, `title`, examples), at every depth: what it lets through. In a map of
 * names (`names`: properties…) a key is a name: a property called `description` is kept, and one called `default` is
 * a schema.
 */
function withoutWords(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutWords(item));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (names) out[k] = withoutWords(v);
    else if (!DOCUMENTATION_KEYS.has(k))
      out[k] = DATA_KEYS.has(k) || k.startsWith("x-") ? v : withoutWords(v, NAME_MAPS.has(k));
  }
  return out;
}

/**
 * A property named in two merged `allOf` members (DispatchJob's own `destination_address_id` and the one it gets from
 * DispatchJobCreate): one schema when both say the same but in words, else the value must meet both (`allOf`).
 */
function mergeProperty(first: unknown, second: unknown): unknown {
  if (JSON.stringify(withoutWords(first)) === JSON.stringify(withoutWords(second))) return first;
  return { allOf: [first, second] };
}

/**
 * Type names that are not JSON Schema types but say one with its format (the vendor's `type: float`, 2017, became
 * `type: number, format: float`; `type: float64` in a map's values, 2021): read as that type and format.
 */
const FORMAT_TYPES: Record<string, [type: string, format: string]> = {
  float: ["number", "float"],
  float32: ["number", "float"],
  double: ["number", "double"],
  float64: ["number", "double"],
  int: ["integer", "int32"],
  int32: ["integer", "int32"],
  long: ["integer", "int64"],
  int64: ["integer", "int64"],
};

/** The schemas of one document already in their plain form (each is brought to it once, where first met). */
interface Normalising {
  doc: Json;
  done: WeakSet<object>;
}

/**
 * One schema in its plain form: `required` a sorted set (dropped where empty, or where the schema is not an object, on
 * which it constrains nothing), an `enum` of plain values a sorted set, `allOf` of plain object schemas (no keyword
 * beside `properties`, `required` and their documentation; a member given by `$ref` counts as the schema it names, in
 * its own plain form) merged into the schema (a property named twice once, or as both), and an `allOf` of objects typed
 * `object` as the schema it makes. A schema is brought to this form once: a member met before its place in the walk is
 * brought to it first, so the result does not depend on the order the document lists its schemas in.
 */
function normaliseSchema(n: Normalising, schema: Json): void {
  if (n.done.has(schema)) return;
  n.done.add(schema);
  const { doc } = n;
  const named =
    typeof schema.type === "string" && Object.hasOwn(FORMAT_TYPES, schema.type) ? FORMAT_TYPES[schema.type] : undefined;
  if (named !== undefined) {
    schema.type = named[0];
    schema.format ??= named[1];
  }
  // A combinator of one member is that member, as an `allOf` of it (GitHub Enterprise 3.1 wrote `required: [source]`
  // as `anyOf: [{ required: [source] }]`): brought to the one form below.
  for (const key of ["anyOf", "oneOf"])
    if (Array.isArray(schema[key]) && schema[key].length === 1) {
      schema.allOf = [...(Array.isArray(schema.allOf) ? schema.allOf : []), ...(schema[key] as unknown[])];
      delete schema[key];
    }
  if (Array.isArray(schema.allOf)) {
    // A member that only documents (`{description}`), or only says `type: object`, constrains nothing of its own: its
    // words and its type move to the schema (converters add and drop such members).
    schema.allOf = schema.allOf.filter((m) => {
      if (
        !isObject(m) ||
        !Object.keys(m).every((k) => DOCUMENTATION_KEYS.has(k) || (k === "type" && m.type === "object"))
      )
        return true;
      for (const key of ["description", "title"])
        if (schema[key] === undefined && m[key] !== undefined) schema[key] = m[key];
      if (m.type === "object" && schema.type === undefined) schema.type = "object";
      return false;
    });
    if ((schema.allOf as unknown[]).length === 0) delete schema.allOf;
    // One member left and nothing beside it but words: the schema is that member.
    const only = (schema.allOf as unknown[] | undefined)?.[0];
    if (
      (schema.allOf as unknown[] | undefined)?.length === 1 &&
      isObject(only) &&
      Object.keys(schema).every(
        (k) => k === "allOf" || DOCUMENTATION_KEYS.has(k) || (k === "type" && schema.type === "object"),
      )
    ) {
      delete schema.allOf;
      if (schema.type === "object" && typeof only.$ref === "string") delete schema.type;
      for (const [k, v] of Object.entries(only))
        if (!DOCUMENTATION_KEYS.has(k) || schema[k] === undefined) schema[k] = v;
    }
  }
  // A `required` beside a `$ref` (ignored in Swagger 2.0 and OpenAPI 3.0) that the referenced schema already states.
  if (typeof schema.$ref === "string" && Array.isArray(schema.required)) {
    const target = resolveLocal(doc, { $ref: schema.$ref });
    const stated = isObject(target) && Array.isArray(target.required) ? target.required : [];
    if (schema.required.every((r) => stated.includes(r))) delete schema.required;
  }
  if (Array.isArray(schema.allOf)) {
    // A member given by `$ref` counts as the schema it names, brought to its plain form first (DispatchJob's allOf of
    // an object and `$ref: DispatchJobCreate`, CurrentDriver's of an object and `$ref: Driver`, itself an allOf).
    const members = schema.allOf.map((m) => {
      const resolved = isObject(m) && typeof m.$ref === "string" ? resolveLocal(doc, m) : m;
      if (isObject(resolved) && looksLikeSchema(resolved)) normaliseSchema(n, resolved);
      return isPlainObjectSchema(resolved) ? resolved : m;
    });
    if (
      members.length > 0 &&
      members.every(isPlainObjectSchema) &&
      (schema.type === undefined ||
        schema.type === "object" ||
        (Array.isArray(schema.type) && schema.type.every((t) => t === "object" || t === "null")))
    ) {
      const properties: Json = { ...(isObject(schema.properties) ? schema.properties : {}) };
      const required = new Set<unknown>(Array.isArray(schema.required) ? schema.required : []);
      for (const m of members as Json[]) {
        for (const [name, property] of Object.entries(isObject(m.properties) ? m.properties : {}))
          properties[name] = Object.hasOwn(properties, name) ? mergeProperty(properties[name], property) : property;
        for (const r of Array.isArray(m.required) ? m.required : []) required.add(r);
        for (const key of ["description", "title"])
          if (schema[key] === undefined && m[key] !== undefined) schema[key] = m[key];
      }
      delete schema.allOf;
      // (A nullable object stays nullable: the members' properties and required names judge objects only.)
      if (!Array.isArray(schema.type)) schema.type = "object";
      schema.properties = properties;
      if (required.size > 0) schema.required = [...required];
    } else if (schema.type === undefined && members.length > 0 && members.every((m) => objectTyped(doc, m))) {
      schema.type = "object";
    }
  }
  if (isObject(schema.properties) && Object.keys(schema.properties).length === 0) delete schema.properties;
  if (
    schema.additionalProperties === true ||
    (isObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length === 0)
  )
    delete schema.additionalProperties;
  // `properties` (or `required`) with no `type`: an object, as every converter writes it sooner or later.
  if (
    schema.type === undefined &&
    schema.$ref === undefined &&
    (isObject(schema.properties) || Array.isArray(schema.required)) &&
    [schema.allOf, schema.oneOf, schema.anyOf].every((x) => x === undefined)
  )
    schema.type = "object";
  const objectish =
    schema.type === undefined ||
    schema.type === "object" ||
    (Array.isArray(schema.type) && schema.type.includes("object"));
  if (Array.isArray(schema.required)) {
    const set = [...new Set(schema.required)].sort(compareJson);
    if (set.length === 0 || !objectish) delete schema.required;
    else schema.required = set;
  }
  if (Array.isArray(schema.enum) && schema.enum.every((v) => v === null || typeof v !== "object")) {
    const seen = new Set<string>();
    schema.enum = schema.enum
      .filter((v) => !seen.has(JSON.stringify(v)) && seen.add(JSON.stringify(v)))
      .sort(compareJson);
  }
  for (const key of ["readOnly", "writeOnly", "deprecated", "uniqueItems"])
    if (schema[key] === false) delete schema[key];
}

/**
 * Every object of the document but data (examples, defaults, enums) and extensions: schemas are normalised where met.
 * In a map of names (`names`: responses, headers, properties…) a key is a name, whatever it is called: a `default`
 * response, an `x-rate-limit` header and an `enum` property are walked.
 */
function walk(doc: Json, node: unknown, visit: (node: Json) => void, names = false): void {
  if (Array.isArray(node)) {
    for (const v of node) walk(doc, v, visit);
    return;
  }
  if (!isObject(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (!names && (DATA_KEYS.has(key) || key.startsWith("x-"))) continue;
    walk(doc, value, visit, !names && NAME_MAPS.has(key));
  }
}

/** Whether an object is a schema: it states a schema keyword (a parameter, a media type or a header states `schema`). */
const SCHEMA_KEYWORDS = ["type", "properties", "items", "allOf", "oneOf", "anyOf", "required", "enum", "$ref"];
const looksLikeSchema = (node: Json) =>
  SCHEMA_KEYWORDS.some((k) => node[k] !== undefined) && node.in === undefined && node.schema === undefined;

/**
 * An empty `content` (a 204 written `content: {}` by one converter and without by another) and a request body's
 * `required: false` said one way.
 */
function dropEmptyContent(holder: unknown): void {
  if (!isObject(holder)) return;
  if (isObject(holder.content) && Object.keys(holder.content).length === 0) delete holder.content;
  if (holder.required === false) delete holder.required;
}

/** A copy of a loaded (3.1) document in the one form the diff compares. */
export function normaliseForDiff(document: SpecDocument): SpecDocument {
  const doc = structuredClone(document) as unknown as Json;
  // Every input is read as OpenAPI 3.1: which patch version a side names says nothing of its calls.
  if (typeof doc.openapi === "string" && doc.openapi.startsWith("3.1")) doc.openapi = "3.1.0";
  doc.servers = normaliseServers(doc.servers);
  if (doc.servers === undefined) delete doc.servers;
  const root = JSON.stringify(doc.servers ?? null);
  const components = isObject(doc.components) ? doc.components : {};
  if (isObject(components.parameters))
    for (const p of Object.values(components.parameters)) if (isObject(p)) normaliseParameter(p);
  for (const kind of ["responses", "requestBodies"])
    if (isObject(components[kind])) for (const r of Object.values(components[kind] as Json)) dropEmptyContent(r);
  for (const group of ["paths", "webhooks"]) {
    if (!isObject(doc[group])) continue;
    for (const [, item] of pathItems(doc[group])) {
      if (!isObject(item)) continue;
      mergeParameters(doc, item);
      for (const holder of [item, ...HTTP_METHODS.map((m) => item[m])]) {
        if (!isObject(holder) || holder.servers === undefined) continue;
        holder.servers = normaliseServers(holder.servers);
        if (JSON.stringify(holder.servers) === root) delete holder.servers;
      }
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        if (Array.isArray(operation.parameters))
          for (const p of operation.parameters) if (isObject(p) && p.$ref === undefined) normaliseParameter(p);
        dropEmptyContent(operation.requestBody);
        if (isObject(operation.responses)) for (const r of Object.values(operation.responses)) dropEmptyContent(r);
      }
    }
  }
  const normalising: Normalising = { doc, done: new WeakSet() };
  walk(doc, doc, (node) => {
    if (looksLikeSchema(node)) normaliseSchema(normalising, node);
  });
  return doc as unknown as SpecDocument;
}
