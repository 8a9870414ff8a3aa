import { isObject, resolveLocal, toPointer, type Json } from "./json-pointer.js";
import type { SpecDocument } from "./spec-document.js";

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
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  /** Every scope the operation needs (all of them), or null where the reference gives none. */
  scopes: string[] | null;
  paginated: boolean;
  /** How the list pages: set exactly when `paginated` is. */
  pagination: PaginationModel | null;
  /** Query arrays are sent comma-separated (`style: form, explode: false`), not as repeated keys. */
  commaSeparatedArrays: boolean;
  /** A POST whose JSON body has `tagIds` (reference 5.4: a tag-limited token must name one of its tags). */
  createsTaggedData: boolean;
  feed: boolean;
  legacy: boolean;
  limit: LimitBounds | null;
  /** The component schema of a JSON request body, when the body is a named schema. */
  requestSchema: string | null;
  /** The component schema of the JSON 200 response, when it is a named schema. */
  responseSchema: string | null;
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

function bearerScopes(operation: Json, doc: SpecDocument): string[] | null {
  const security = Array.isArray(operation.security) ? operation.security : doc.security;
  if (!Array.isArray(security) || security.length === 0) return null;
  const first = security[0];
  const scopes = isObject(first) && Array.isArray(first.bearerAuth) ? first.bearerAuth.map(String) : [];
  return scopes.length === 0 ? null : scopes;
}

/**
 * Lists of reference 4.3 take `after` and answer the envelope of 2.6 (`data`); the legacy lists take `startingAfter`
 * and keep their items under the one array property of their 200 response beside `pagination`.
 */
function paginationOf(
  doc: SpecDocument,
  query: (name: string) => Json | undefined,
  operation: Json,
): PaginationModel | null {
  if (query("after") !== undefined) return { cursorParam: "after", itemsKey: "data" };
  if (query("startingAfter") === undefined) return null;
  const response = resolveLocal(
    doc,
    jsonSchemaOf(doc, isObject(operation.responses) ? operation.responses["200"] : undefined),
  );
  const properties = isObject(response) && isObject(response.properties) ? response.properties : {};
  const arrays = Object.entries(properties).filter(([key, schema]) => {
    const resolved = resolveLocal(doc, schema);
    return key !== "pagination" && isObject(resolved) && resolved.type === "array";
  });
  return arrays.length === 1 ? { cursorParam: "startingAfter", itemsKey: arrays[0]![0] } : null;
}

/** Every operation under `paths`, in document order. */
export function collectOperations(doc: SpecDocument): OperationModel[] {
  const out: OperationModel[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    if (!isObject(rawItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = rawItem[method];
      if (!isObject(operation)) continue;
      const params = operationParameters(doc, rawItem, operation);
      const query = (name: string) => params.find((p) => p.in === "query" && p.name === name);
      const pagination = paginationOf(doc, query, operation);
      const requestBody = resolveLocal(doc, jsonSchemaOf(doc, operation.requestBody));
      out.push({
        operationId: String(operation.operationId ?? ""),
        method,
        path,
        summary: typeof operation.summary === "string" ? operation.summary : "",
        scopes: bearerScopes(operation, doc),
        paginated: pagination !== null,
        pagination,
        commaSeparatedArrays: params.some(
          (p) =>
            p.in === "query" &&
            p.explode === false &&
            isObject(resolveLocal(doc, p.schema)) &&
            (resolveLocal(doc, p.schema) as Json).type === "array",
        ),
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
        pointer: toPointer(["paths", path, method]),
      });
    }
  }
  return out;
}
