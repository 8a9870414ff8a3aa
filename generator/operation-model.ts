import { isJsonMediaType, mediaType } from "../runtime/media-type.js";
import { isObject, pathItems, resolveLocal, toPointer, type Json } from "./json-pointer.js";
import type { SpecDocument } from "./spec-document.js";
import { nameFromPath } from "./names.js";
import { type QueryStyleModel, queryStylesOf } from "./query-styles.js";

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface LimitBounds {
  minimum: number;
  maximum: number;
  default: number | null;
}

/** The cursor's query parameter and where a page keeps its items. */
interface PaginationModel {
  cursorParam: string;
  itemsKey: string;
}

/** What the generator knows about one operation, derived from the spec alone. */
export interface OperationModel {
  /** The spec's operationId, or one made from the method and path where the spec has none. */
  operationId: string;
  /** The generated function's name: the operationId made a valid, collision-free identifier (generator/names.ts). */
  name: string;
  method: HttpMethod;
  path: string;
  summary: string;
  /** Every scope the operation needs (all of them); [] where it needs none; null where nobody states them. */
  scopes: string[] | null;
  paginated: boolean;
  /** How the list pages: set exactly when `paginated` is. */
  pagination: PaginationModel | null;
  /**
   * The query parameters the client writes in their stated style, by name: those openapi-fetch's default would write
   * otherwise (generator/query-styles.ts). Empty for most operations.
   */
  queryStyles: Record<string, QueryStyleModel>;
  /**
   * The media type the request body goes as where the spec documents no `application/json` one (`requestMediaIn`),
   * and the form fields it encodes as `deepObject`: undefined and {} for most operations.
   */
  requestMedia?: string;
  requestEncoding: Record<string, "deepObject">;
  /** A POST whose JSON body has `tagIds` (reference 5.4: a tag-limited token must name one of its tags). */
  createsTaggedData: boolean;
  feed: boolean;
  legacy: boolean;
  limit: LimitBounds | null;
  /** The component schema of a JSON request body, when the body is a named schema. */
  requestSchema: string | null;
  /** The component schema of the JSON 200 response, when it is a named schema. */
  responseSchema: string | null;
  /** Each documented status: the component schema of its JSON response, or null where it has no named one. */
  responseSchemas: Record<string, string | null>;
  /** Every documented response status (`200`, `4XX`, `default`), in the spec's order. */
  statuses: string[];
  /** Where the operation sits in the spec, for error messages. */
  pointer: string;
}

function schemaName(ref: unknown): string | null {
  if (!isObject(ref) || typeof ref.$ref !== "string") return null;
  const m = /^#\/components\/schemas\/([^/]+)$/.exec(ref.$ref);
  return m ? m[1]! : null;
}

function jsonSchemaOf(doc: SpecDocument, holder: unknown): unknown {
  const resolved = resolveLocal(doc, holder);
  if (!isObject(resolved) || !isObject(resolved.content)) return undefined;
  const media = resolved.content["application/json"];
  return isObject(media) ? media.schema : undefined;
}

export function operationParameters(doc: SpecDocument, pathItem: Json, operation: Json): Json[] {
  const byKey = new Map<string, Json>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const p = resolveLocal(doc, raw);
      if (isObject(p)) byKey.set(`${String(p.in)}:${String(p.name)}`, p);
    }
  }
  return [...byKey.values()];
}

function limitBounds(doc: SpecDocument, param: Json | undefined): LimitBounds | null {
  if (!param) return null;
  const schema = resolveLocal(doc, param.schema);
  if (!isObject(schema)) return null;
  const num = (v: unknown) => (typeof v === "number" ? v : null);
  return { minimum: num(schema.minimum) ?? 1, maximum: num(schema.maximum) ?? 512, default: num(schema.default) };
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/**
 * The scopes an operation needs, from what the spec states, in this order (docs/generator.md, "Scopes"):
 * 1. `x-fleetkit-scopes` on the operation (what an overlay from `fleetkit scopes --overlay-for` adds);
 * 2. its security requirements, or the document's where it has none: no requirement at all (`security: []`, or an
 *    empty `{}` alternative) needs none; otherwise the names listed for the schemes of a requirement (OAuth2 scopes,
 *    or 3.1 role names on any scheme), when every alternative lists the same names;
 * 3. otherwise unknown (null): never guessed. `x-fleetkit-scope-undocumented` says why in the bundled spec.
 */
export function operationScopes(operation: Json, doc: SpecDocument): string[] | null {
  if (isStringList(operation["x-fleetkit-scopes"])) return [...operation["x-fleetkit-scopes"]];
  if (typeof operation["x-fleetkit-scope-undocumented"] === "string") return null;
  const security = Array.isArray(operation.security) ? operation.security : doc.security;
  if (!Array.isArray(security)) return null;
  if (security.length === 0 || security.some((r) => isObject(r) && Object.keys(r).length === 0)) return [];
  const alternatives = security.map((requirement) =>
    isObject(requirement) ? [...new Set(Object.values(requirement).flatMap((v) => (isStringList(v) ? v : [])))] : [],
  );
  const first = alternatives[0]!;
  if (first.length === 0) return null;
  const same = alternatives.every((a) => a.length === first.length && a.every((s) => first.includes(s)));
  return same ? first : null;
}

/**
 * The media type a request body goes as, where its content has no `application/json`: another JSON type first
 * (`application/vnd.vimeo.album+json`), then a form, then `multipart/form-data`, else the first listed (`image/jpeg`);
 * and a form's fields its `encoding` writes as `deepObject` (Stripe's `metadata`, `expand`).
 */
function requestMediaIn(
  doc: SpecDocument,
  requestBody: unknown,
): { requestMedia?: string; requestEncoding: Record<string, "deepObject"> } {
  const content = (resolveLocal(doc, requestBody) as Json | undefined)?.content;
  const types = isObject(content) ? Object.keys(content) : [];
  const none = { requestEncoding: {} };
  if (types.length === 0 || types.some((type) => mediaType(type) === "application/json")) return none;
  const media =
    types.find((type) => isJsonMediaType(type)) ??
    types.find((type) => mediaType(type) === "application/x-www-form-urlencoded") ??
    types.find((type) => mediaType(type) === "multipart/form-data") ??
    types[0]!;
  const encoding = isObject(content) ? (content[media] as Json | undefined)?.encoding : undefined;
  const requestEncoding: Record<string, "deepObject"> = {};
  if (isObject(encoding))
    for (const [field, how] of Object.entries(encoding))
      if (isObject(how) && how.style === "deepObject") requestEncoding[field] = "deepObject";
  return { requestMedia: mediaType(media), requestEncoding };
}

/**
 * Whether every operation may be called without a credential: its `security` (else the document's) is absent, empty,
 * or has an empty option (`{}`). Jira's and DocuSign's descriptions, and GitHub's, require none.
 */
export function allowsAnonymous(doc: SpecDocument): boolean {
  for (const [, item] of pathItems(doc.paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const security = Array.isArray(operation.security) ? operation.security : doc.security;
      if (
        Array.isArray(security) &&
        security.length > 0 &&
        !security.some((r) => isObject(r) && Object.keys(r).length === 0)
      )
        return false;
    }
  }
  return true;
}

/** The names of a response schema's properties that are arrays, and whether it has a cursor envelope. */
export function pageShape(doc: SpecDocument, operation: Json): { arrays: string[]; envelope: Json | null } {
  const response = resolveLocal(
    doc,
    jsonSchemaOf(doc, isObject(operation.responses) ? operation.responses["200"] : undefined),
  );
  const properties = isObject(response) && isObject(response.properties) ? response.properties : {};
  const arrays = Object.entries(properties)
    .filter(
      ([key, schema]) => key !== "pagination" && (resolveLocal(doc, schema) as Json | undefined)?.type === "array",
    )
    .map(([key]) => key);
  const pagination = resolveLocal(doc, properties.pagination);
  const fields = isObject(pagination) && isObject(pagination.properties) ? pagination.properties : {};
  return { arrays, envelope: "endCursor" in fields && "hasNextPage" in fields ? (pagination as Json) : null };
}

/**
 * How a list pages, from its shape (docs/generator.md, "Pagination"): an `after` query parameter and a 200 answer
 * with `pagination: { endCursor, hasNextPage }` beside its items (reference 2.6 and 4.3: `data`), or the legacy
 * `startingAfter` with the same envelope beside one named array. `x-fleetkit-pagination: { cursorParam, itemsKey }`
 * on the operation says it where the shape does not.
 */
function paginationOf(
  doc: SpecDocument,
  query: (name: string) => Json | undefined,
  operation: Json,
): PaginationModel | null {
  const declared = operation["x-fleetkit-pagination"];
  if (isObject(declared) && typeof declared.cursorParam === "string" && typeof declared.itemsKey === "string")
    return { cursorParam: declared.cursorParam, itemsKey: declared.itemsKey };
  const cursorParam =
    query("after") !== undefined ? "after" : query("startingAfter") !== undefined ? "startingAfter" : null;
  if (cursorParam === null) return null;
  const { arrays, envelope } = pageShape(doc, operation);
  if (envelope === null) return null;
  if (cursorParam === "after" && arrays.includes("data")) return { cursorParam, itemsKey: "data" };
  return arrays.length === 1 ? { cursorParam, itemsKey: arrays[0]! } : null;
}

/** Every operation under `paths`, in document order. */
export function collectOperations(doc: SpecDocument): OperationModel[] {
  const out: OperationModel[] = [];
  for (const [path, rawItem] of pathItems(doc.paths)) {
    if (!isObject(rawItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = rawItem[method];
      if (!isObject(operation)) continue;
      const params = operationParameters(doc, rawItem, operation);
      const query = (name: string) => params.find((p) => p.in === "query" && p.name === name);
      const pagination = paginationOf(doc, query, operation);
      const requestBody = resolveLocal(doc, jsonSchemaOf(doc, operation.requestBody));
      const operationId =
        typeof operation.operationId === "string" && operation.operationId !== ""
          ? operation.operationId
          : nameFromPath(method, path);
      out.push({
        operationId,
        name: operationId, // made an identifier, collision-free, by buildSpecModel()
        method,
        path,
        summary: typeof operation.summary === "string" ? operation.summary : "",
        scopes: operationScopes(operation, doc),
        paginated: pagination !== null,
        pagination,
        queryStyles: queryStylesOf(doc, params),
        ...requestMediaIn(doc, operation.requestBody),
        createsTaggedData:
          method === "post" &&
          isObject(requestBody) &&
          isObject(requestBody.properties) &&
          "tagIds" in requestBody.properties,
        feed: /\/feed$/.test(path),
        legacy: path.startsWith("/v1/"),
        limit: limitBounds(doc, query("limit")),
        requestSchema: schemaName(jsonSchemaOf(doc, operation.requestBody)),
        responseSchema: schemaName(
          jsonSchemaOf(doc, isObject(operation.responses) ? operation.responses["200"] : undefined),
        ),
        responseSchemas: Object.fromEntries(
          Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([status, response]) => [
            status,
            schemaName(jsonSchemaOf(doc, response)),
          ]),
        ),
        statuses: Object.keys(isObject(operation.responses) ? operation.responses : {}),
        pointer: toPointer(["paths", path, method]),
      });
    }
  }
  return out;
}
