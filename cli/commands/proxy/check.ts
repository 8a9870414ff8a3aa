/**
 * What the proxy holds each request and answer against: the spec as the mock loads it (`loadServedSpec`, ajv per
 * schema on first use), plus the properties no schema names. Each problem keeps the value it is about and the place in
 * the spec whose rule failed (the schema node itself, refs followed), so the report can show an example and the
 * overlay can say where to widen the spec.
 */
import type { ErrorObject } from "ajv";
import { isObject, pointerSegments, type Json } from "../../../generator/json-pointer.js";
import { jsonType } from "../../../runtime/drift.js";
import { isJsonMediaType } from "../../../testing/mock/http.js";
import {
  checkParameters,
  errorMediaOf,
  type ServedOperation,
  type ServedSpec,
} from "../../../testing/mock/served-spec.js";

/** One problem with one request or answer. */
export interface Observed {
  where: "request" | "response";
  /** The answer's status; undefined for a request's problem. */
  status?: number;
  /** JSON pointer into the body ("" for the body itself). */
  pointer: string;
  kind: "violation" | "undocumented";
  /** The JSON Schema keyword that failed; `properties` (undocumented property), `status`, `operation`, `json`, `parameter`. */
  keyword: string;
  message: string;
  /** The value at `pointer`, where there is one (a missing property has none). */
  value?: unknown;
  /** The schema node (JSON pointer into the spec, refs followed) the keyword belongs to; for `properties`, the object's. */
  schema?: string;
  /** ajv's params (the format, the allowed values…). */
  params?: Record<string, unknown>;
  /** An undocumented 4xx status answering a request the spec refuses: the caller's problem, as the request's is. */
  answersRefusedRequest?: true;
}

/**
 * The answer's problems, with an undocumented 4xx status marked `answersRefusedRequest` when the request had problems
 * of its own: a request the spec refuses (a parameter out of range, a body its schema rejects) may get an error the
 * spec does not document, and that is not the API breaking its contract.
 */
export function answerToRequest(requestProblems: readonly Observed[], answerProblems: Observed[]): Observed[] {
  if (requestProblems.length === 0) return answerProblems;
  return answerProblems.map((problem) =>
    problem.keyword === "status" &&
    problem.kind === "undocumented" &&
    problem.status !== undefined &&
    problem.status >= 400 &&
    problem.status < 500
      ? { ...problem, message: `${problem.message}, answering a request the spec refuses`, answersRefusedRequest: true }
      : problem,
  );
}

const MAX_PROBLEMS = 200;
const MAX_DEPTH = 64;

/** The node at a pointer of the document (no refs followed). */
function at(doc: unknown, pointer: string): unknown {
  return pointerSegments(pointer).reduce<unknown>(
    (node, key) => (Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[key] : undefined),
    doc,
  );
}

/**
 * ajv's `schemaPath` is the way it went, through `$ref`s: `…/schema/properties/id/type` for a property of a referenced
 * component. The physical place is found by walking it, following a `$ref` wherever the next step is not in the node.
 */
export function physicalPointer(doc: unknown, logical: string): string {
  let node: unknown = doc;
  let pointer = "#";
  for (const segment of pointerSegments(logical)) {
    for (let hops = 0; isObject(node) && !(segment in node) && typeof node.$ref === "string" && hops < 32; hops++) {
      if (!node.$ref.startsWith("#/")) break;
      pointer = node.$ref;
      node = at(doc, pointer);
    }
    node = Array.isArray(node) ? node[Number(segment)] : isObject(node) ? node[segment] : undefined;
    pointer += `/${segment.replace(/~/g, "~0").replace(/\//g, "~1")}`;
  }
  return pointer;
}

/** The value at a JSON pointer of a body. */
function valueAt(body: unknown, pointer: string): { found: boolean; value?: unknown } {
  let node = body;
  for (const segment of pointerSegments(`#${pointer}`)) {
    if (Array.isArray(node) && /^\d+$/.test(segment) && Number(segment) < node.length) node = node[Number(segment)];
    else if (isObject(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return { found: false };
  }
  return { found: true, value: node };
}

/** ajv's errors as problems, each with its value and the schema node of its keyword. */
function violations(
  spec: ServedSpec,
  errors: readonly ErrorObject[],
  body: unknown,
  base: Pick<Observed, "where" | "status">,
): Observed[] {
  return errors.map((error) => {
    let pointer = error.instancePath;
    if (error.keyword === "required")
      pointer += `/${String(error.params.missingProperty).replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const logical = error.schemaPath.replace(/^[^#]*#/, "#");
    const keywordAt = physicalPointer(spec.document, logical);
    const schema = keywordAt.slice(0, keywordAt.lastIndexOf("/"));
    const found = valueAt(body, pointer);
    let message = `${pointer === "" ? "(root)" : pointer} ${error.keyword === "required" ? "is required" : (error.message ?? error.keyword)}`;
    if (error.keyword === "enum" && Array.isArray(error.params.allowedValues))
      message += `: ${error.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
    if (error.keyword === "type" && found.found) message += ` (got ${jsonType(found.value)})`;
    return {
      ...base,
      pointer,
      kind: "violation" as const,
      keyword: error.keyword,
      message,
      ...(found.found && { value: found.value }),
      schema,
      params: error.params as Record<string, unknown>,
    };
  });
}

/** The schema nodes at a place, refs followed and alternatives (`allOf`, `oneOf`, `anyOf`) flattened, with pointers. */
function alternatives(spec: ServedSpec, pointers: readonly string[]): [Json, string][] {
  const out: [Json, string][] = [];
  const seen = new Set<string>();
  const visit = (pointer: string, depth: number) => {
    const [node, physical] = spec.follow(pointer);
    if (!isObject(node) || seen.has(physical) || depth > 16) return;
    seen.add(physical);
    out.push([node, physical]);
    for (const key of ["allOf", "oneOf", "anyOf"] as const) {
      const list = node[key];
      if (Array.isArray(list)) for (let i = 0; i < list.length; i++) visit(`${physical}/${key}/${i}`, depth + 1);
    }
  };
  for (const pointer of pointers) visit(pointer, 0);
  return out;
}

/**
 * Every property of `body` that no schema names (also where extra properties are allowed), walking the schema from
 * `schemaPointer`. An object whose schemas name no property and take no schema for other keys says nothing of its keys:
 * none of them is reported; where `additionalProperties: false` refuses them, ajv already did.
 */
export function undocumented(
  spec: ServedSpec,
  schemaPointer: string,
  body: unknown,
  base: Pick<Observed, "where" | "status">,
): Observed[] {
  const found: Observed[] = [];
  const walk = (value: unknown, pointers: readonly string[], instance: string, depth: number) => {
    if (typeof value !== "object" || value === null || depth > MAX_DEPTH || found.length >= MAX_PROBLEMS) return;
    const nodes = alternatives(spec, pointers);
    if (Array.isArray(value)) {
      const items = nodes.filter(([node]) => isObject(node.items)).map(([, p]) => `${p}/items`);
      if (items.length > 0) for (let i = 0; i < value.length; i++) walk(value[i], items, `${instance}/${i}`, depth + 1);
      return;
    }
    const named = nodes.filter(([node]) => isObject(node.properties));
    const extra = nodes
      .filter(([node]) => isObject(node.additionalProperties))
      .map(([, p]) => `${p}/additionalProperties`);
    const closed = nodes.some(([node]) => node.additionalProperties === false);
    if (named.length === 0 && extra.length === 0) return;
    // Where a new property belongs: the first schema that names properties (the object's own, or a branch's).
    const home = (named[0] ?? nodes[0])![1];
    for (const [key, child] of Object.entries(value)) {
      const token = key.replace(/~/g, "~0").replace(/\//g, "~1");
      const holders = named
        .filter(([node]) => Object.hasOwn(node.properties as Json, key))
        .map(([, p]) => `${p}/properties/${token}`);
      if (holders.length > 0) walk(child, holders, `${instance}/${token}`, depth + 1);
      else if (extra.length > 0) walk(child, extra, `${instance}/${token}`, depth + 1);
      else if (!closed && found.length < MAX_PROBLEMS)
        found.push({
          ...base,
          pointer: `${instance}/${token}`,
          kind: "undocumented",
          keyword: "properties",
          message: `${instance}/${token} is not in the spec (a ${jsonType(child)})`,
          value: child,
          schema: home,
        });
    }
  };
  walk(body, [schemaPointer], "", 0);
  return found;
}

/** A JSON body held against a schema: ajv's violations, then the undocumented properties. */
function checkJson(
  spec: ServedSpec,
  schema: string,
  body: unknown,
  base: Pick<Observed, "where" | "status">,
  usage: "request" | "response",
): Observed[] {
  const validate = spec.validator(schema, usage);
  const problems = validate(body) ? [] : violations(spec, validate.errors ?? [], body, base).slice(0, MAX_PROBLEMS);
  return [...problems, ...undocumented(spec, schema, body, base)];
}

/** The response key the spec documents `status` under: itself, its range, or `default`; undefined where none. */
export function documentedKey(spec: ServedSpec, operation: ServedOperation, status: number): string | undefined {
  const raw = spec.document.paths?.[operation.path]?.[operation.method] as Json | undefined;
  const responses = isObject(raw?.responses) ? raw.responses : {};
  return [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, "default"].find((c) => c in responses);
}

/** Parses a body read as text; undefined for an empty one, an error marker for text that is not JSON. */
export function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A request's problems: its path and query parameters (the mock's check, first problem), then its JSON body. */
export function checkRequest(
  spec: ServedSpec,
  operation: ServedOperation,
  params: Record<string, string>,
  query: URLSearchParams,
  contentType: string | undefined,
  text: string | undefined,
): Observed[] {
  const base = { where: "request" as const };
  const problems: Observed[] = [];
  try {
    checkParameters(spec, operation, params, query);
  } catch (error) {
    problems.push({ ...base, pointer: "", kind: "violation", keyword: "parameter", message: (error as Error).message });
  }
  const media = operation.body?.media;
  if (text === undefined || media?.schema == null || !isJsonMediaType(contentType)) return problems;
  const parsed = parseBody(text);
  if (!parsed.ok) {
    problems.push({
      ...base,
      pointer: "",
      kind: "violation",
      keyword: "json",
      message: "(root) the request body is not JSON",
    });
    return problems;
  }
  if (parsed.value !== undefined) problems.push(...checkJson(spec, media.schema, parsed.value, base, "request"));
  return problems;
}

/**
 * An answer's problems: a status the spec does not document, a body that is not the JSON it documents, and the JSON
 * held against the documented schema. `text` is undefined when the body was not read (over the size limit).
 */
export function checkResponse(
  spec: ServedSpec,
  operation: ServedOperation,
  status: number,
  contentType: string | undefined,
  text: string | undefined,
): Observed[] {
  const base = { where: "response" as const, status };
  if (documentedKey(spec, operation, status) === undefined)
    return [
      {
        ...base,
        pointer: "",
        kind: "undocumented",
        keyword: "status",
        message: `(root) HTTP ${status} is not a documented status`,
      },
    ];
  const media = errorMediaOf(spec, operation, status);
  if (media === null || text === undefined || status === 204 || status === 304) return [];
  const parsed = parseBody(text);
  if (!parsed.ok)
    return [
      {
        ...base,
        pointer: "",
        kind: "violation",
        keyword: "json",
        message: `(root) the answer is not JSON (content-type ${contentType ?? "none"}), though the spec documents JSON`,
      },
    ];
  if (parsed.value === undefined || media.schema === null) return [];
  return checkJson(spec, media.schema, parsed.value, base, "response");
}
