/**
 * The spec-driven answers of a served spec's operations that the fleet model does not know: the documented example
 * when it is valid, else data generated from the schema by openapi-sampler (ids seeded by the mock's seed); lists
 * paged in the spec's shape; and what `POST /things` creates stored for `GET/PATCH/PUT/DELETE /things/{id}`.
 * Every answer is validated before it is sent; where nothing valid comes out, 500 `unsatisfiable_schema`.
 */
import { sample } from "openapi-sampler";
import { isObject, type Json } from "../../generator/json-pointer.js";
import type { MockResponse } from "./context.js";
import type { CursorCodec } from "./cursors.js";
import { MockHttpError, notFound } from "./errors.js";
import { createRandom, hash32, type Random } from "./random.js";
import { describeErrors, type MediaSpec, type ServedOperation, type ServedSpec } from "./served-spec.js";
import { StoreBudget } from "./store-budget.js";

/** How many items a generated list holds: enough for several pages with a small `limit`. */
export const GENERATED_LIST_LENGTH = 5;

export interface SpecAnswerDeps {
  spec: ServedSpec;
  cursors: CursorCodec;
  seed: number;
  pageSize: number;
}

export interface SpecRequest {
  operation: ServedOperation;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

type Role = "create" | "read" | "update" | "replace" | "delete" | "list";

interface Resource {
  role: Role;
  /** The collection's path, e.g. `/things`. */
  collection: string;
  /** The item's path parameter, e.g. `thing_id`; null for `create` and `list`. */
  idParam: string | null;
}

/** `POST /things` with at least one of `GET/PATCH/PUT/DELETE /things/{id}`: a collection whose records are kept. */
function findResources(operations: readonly ServedOperation[]): Map<ServedOperation, Resource> {
  const roles = new Map<ServedOperation, Resource>();
  const creators = new Set(
    operations.filter((o) => o.method === "post" && !/\}$/.test(o.path)).map((o) => o.path.replace(/\/$/, "")),
  );
  for (const operation of operations) {
    const item = /^(.*)\/\{([^}]+)\}$/.exec(operation.path);
    if (item && creators.has(item[1]!)) {
      const role = ({ get: "read", patch: "update", put: "replace", delete: "delete" } as const)[
        operation.method as "get"
      ];
      if (role) roles.set(operation, { role, collection: item[1]!, idParam: item[2]! });
    }
  }
  for (const operation of operations) {
    const path = operation.path.replace(/\/$/, "");
    const hasItems = [...roles.values()].some((r) => r.collection === path);
    if (!hasItems || !creators.has(path)) continue;
    if (operation.method === "post") roles.set(operation, { role: "create", collection: path, idParam: null });
    if (operation.method === "get") roles.set(operation, { role: "list", collection: path, idParam: null });
  }
  return roles;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_KEY = /^(id|.+Id|.+_id|.+ID)$/;
const ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";

function seededUuid(random: Random): string {
  const hex = [...random.bytes(16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** openapi-sampler gives every id the same value; this draws them from the seed instead (the caller re-validates). */
function seedIds(value: unknown, random: Random): unknown {
  if (Array.isArray(value)) return value.map((v) => seedIds(v, random));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    if (ID_KEY.test(key) && typeof v === "string" && v !== "")
      out[key] = UUID.test(v) ? seededUuid(random) : random.chars(ALNUM, v.length);
    else if (ID_KEY.test(key) && Number.isSafeInteger(v) && (v as number) >= 0)
      out[key] = (v as number) + random.int(1, 999_999);
    else out[key] = seedIds(v, random);
  }
  return out;
}

/** The value with every array emptied: valid where only array items broke the schema and no `minItems` applies. */
function emptyArrays(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptyArrays(v)]));
}

const getAt = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

function setAt(value: unknown, path: readonly string[], item: unknown): unknown {
  if (path.length === 0) return item;
  const [key, ...rest] = path;
  return { ...(isObject(value) ? value : {}), [key!]: setAt(isObject(value) ? value[key!] : undefined, rest, item) };
}

/** The path parameters, typed as their schemas say, that `wanted` picks. */
function pathValues(
  operation: ServedOperation,
  params: Record<string, string>,
  wanted: (key: string) => boolean,
): Json {
  const out: Json = {};
  for (const p of operation.parameters) {
    const text = params[p.name];
    if (p.in !== "path" || text === undefined || !wanted(p.name)) continue;
    out[p.name] = p.resolved.type === "integer" || p.resolved.type === "number" ? Number(text) : text;
  }
  return out;
}

export function createSpecAnswers({ spec, cursors, seed, pageSize }: SpecAnswerDeps) {
  const resources = findResources(spec.operations);
  const records = new Map<string, Map<string, Json>>();
  const requestCounts = new Map<string, number>();
  const lastIds = new Map<string, number>();
  // The same limits as the fleet model's collections: records too large, or too many, are refused and not stored.
  const budget = new StoreBudget();

  const collection = (path: string) => {
    const found = records.get(path) ?? new Map<string, Json>();
    records.set(path, found);
    return found;
  };

  function unsatisfiable(operation: ServedOperation, media: MediaSpec, detail: string): MockHttpError {
    const name = media.name ?? `the schema at ${media.schema}`;
    return new MockHttpError(
      500,
      "unsatisfiable_schema",
      `the mock cannot answer ${operation.method.toUpperCase()} ${operation.path}: it found no value valid against ${name} (${detail}); check that the schema can be satisfied`,
    );
  }

  /** openapi-sampler's value for a schema; undefined when it cannot make one. */
  function sampleOf(pointer: string, skipNonRequired: boolean): unknown {
    try {
      return sample(
        { $ref: pointer } as object,
        { quiet: true, enablePatterns: true, skipWriteOnly: true, skipNonRequired },
        spec.document,
      );
    } catch {
      return undefined;
    }
  }

  /**
   * A generated value for a schema: openapi-sampler's, its ids seeded; where that is invalid (the sampler does not
   * resolve every `oneOf`), its value with required properties only, then either with empty arrays. The first valid
   * one, else the sampler's own (whose errors then name what breaks).
   */
  function generate(pointer: string, random: Random): unknown {
    const base = sampleOf(pointer, false);
    const validate = spec.validator(pointer);
    const seeded = seedIds(base, random);
    if (validate(seeded)) return seeded;
    if (validate(base)) return base;
    const minimal = sampleOf(pointer, true);
    for (const candidate of [seedIds(minimal, random), minimal, emptyArrays(base), emptyArrays(minimal)])
      if (candidate !== undefined && validate(candidate)) return candidate;
    return base;
  }

  /** The first candidate valid against the success schema, else 500 naming the schema and the first failure. */
  function firstValid(operation: ServedOperation, media: MediaSpec, candidates: readonly unknown[]): unknown {
    const validate = spec.validator(media.schema!);
    let detail = "openapi-sampler could not sample it";
    for (const candidate of candidates) {
      if (candidate === undefined) continue;
      if (validate(candidate)) return candidate;
      detail = describeErrors(validate.errors, "answer");
    }
    throw unsatisfiable(operation, media, detail);
  }

  /** Where a response keeps the one item it is about: itself (`[]`) or one wrapping property such as `data`. */
  function itemOf(pointer: string, idParam: string | null): { path: string[]; pointer: string; idKey: string } {
    const [node, at] = spec.follow(pointer);
    const props = (n: unknown) => (isObject(n) && isObject(n.properties) ? n.properties : {});
    const has = (n: unknown, key: string | null) => key !== null && Object.hasOwn(props(n), key);
    const keyOf = (n: unknown) => (!has(n, "id") && has(n, idParam) ? idParam! : "id");
    if (!has(node, "id") && !has(node, idParam)) {
      for (const key of Object.keys(props(node))) {
        const [inner, innerAt] = spec.follow(`${at}/properties/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
        if (has(inner, "id")) return { path: [key], pointer: innerAt, idKey: "id" };
      }
    }
    return { path: [], pointer: at, idKey: keyOf(node) };
  }

  /** The body's fields the item schema has, except read-only and write-only ones (a password is never echoed). */
  function bodyFields(body: unknown, itemPointer: string): Json {
    const [item] = spec.follow(itemPointer);
    const properties = isObject(item) && isObject(item.properties) ? item.properties : {};
    const out: Json = {};
    if (!isObject(body)) return out;
    for (const [key, value] of Object.entries(body)) {
      // Own properties only: a body's `__proto__` or `constructor` key is not a field of the schema.
      if (!Object.hasOwn(properties, key)) continue;
      const [property] = spec.follow(`${itemPointer}/properties/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
      if (isObject(property) && (property.readOnly === true || property.writeOnly === true)) continue;
      out[key] = value;
    }
    return out;
  }

  /** A stored record shown in an operation's answer; falls back to the generated item with the record's id. */
  function present(operation: ServedOperation, media: MediaSpec, record: Json, idParam: string | null, random: Random) {
    const base = generate(media.schema!, random);
    const { path, idKey } = itemOf(media.schema!, idParam);
    const item = getAt(base, path);
    const over = (fields: Json) => setAt(base, path, { ...(isObject(item) ? item : {}), ...fields });
    return firstValid(operation, media, [over(record), over({ [idKey]: record[idKey] }), base]);
  }

  function pageSizeOf(operation: ServedOperation, query: URLSearchParams): number {
    const limit = query.get("limit");
    if (limit !== null && /^\d+$/.test(limit) && Number(limit) > 0) return Number(limit);
    return operation.limit?.default ?? pageSize;
  }

  /** One page of `items` in the spec's shape: `after` + `pagination { endCursor, hasNextPage }`, or the legacy one. */
  function page(request: SpecRequest, media: MediaSpec, items: readonly unknown[], random: Random): unknown {
    const { operation, query } = request;
    const { cursorParam, itemsKey } = operation.pagination!;
    const size = pageSizeOf(operation, query);
    const after = cursors.decode(query.get(cursorParam), operation.key, cursorParam);
    const before =
      cursorParam === "startingAfter"
        ? cursors.decode(query.get("endingBefore"), operation.key, "endingBefore")
        : undefined;
    if (after && before)
      throw new MockHttpError(
        400,
        "invalid_query",
        "startingAfter and endingBefore are mutually exclusive; give one of them",
      );
    const end = before
      ? Math.min(before.position, items.length)
      : Math.min((after?.position ?? 0) + size, items.length);
    const start = before ? Math.max(0, end - size) : Math.min(after?.position ?? 0, items.length);
    const hasNextPage = end < items.length;
    const base = generate(media.schema!, random);
    const shape = isObject(base) && isObject(base.pagination) ? base.pagination : {};
    const pagination: Json = {
      ...shape,
      // A list's last page has an empty cursor (reference 4.3); a feed's always carries one to continue from.
      endCursor: hasNextPage || operation.feed || cursorParam !== "after" ? cursors.encode(operation.key, end) : "",
      hasNextPage,
      ...("startCursor" in shape && { startCursor: cursors.encode(operation.key, start) }),
      ...("hasPrevPage" in shape && { hasPrevPage: start > 0 }),
    };
    const body = { ...(isObject(base) ? base : {}), [itemsKey]: items.slice(start, end), pagination };
    return firstValid(operation, media, [body]);
  }

  /** The items of a generated list: the same for every request, so pages fit together. */
  function generatedItems(operation: ServedOperation, media: MediaSpec): unknown[] {
    const [node, at] = spec.follow(media.schema!);
    const key = operation.pagination?.itemsKey;
    const array =
      key && isObject(node) && isObject(node.properties) ? spec.follow(`${at}/properties/${key}`) : [node, at];
    const itemsPointer = `${array[1]}/items`;
    if (!isObject(array[0]) || array[0].items === undefined) return [];
    return Array.from({ length: GENERATED_LIST_LENGTH }, (_, i) =>
      generate(itemsPointer, createRandom(hash32(`${seed}:${operation.key}:item:${i}`))),
    );
  }

  /** A list of stored records, unpaginated: the array itself, or the one array property of the answer. */
  function listRecords(operation: ServedOperation, media: MediaSpec, items: Json[], random: Random): unknown {
    const base = generate(media.schema!, random);
    if (Array.isArray(base)) return firstValid(operation, media, [items, base]);
    const arrays = isObject(base) ? Object.keys(base).filter((k) => Array.isArray(base[k])) : [];
    return firstValid(operation, media, [
      arrays.length === 1 ? { ...(base as Json), [arrays[0]!]: items } : base,
      base,
    ]);
  }

  function resourceAnswer(request: SpecRequest, resource: Resource, media: MediaSpec, random: Random): unknown {
    const { operation, params, body } = request;
    const stored = collection(resource.collection);
    if (resource.role === "list") {
      const items = [...stored.values()];
      return operation.pagination ? page(request, media, items, random) : listRecords(operation, media, items, random);
    }
    if (resource.role === "create") {
      const item = itemOf(media.schema!, null);
      const [idSchema] = spec.follow(`${item.pointer}/properties/${item.idKey}`);
      const n = (lastIds.get(resource.collection) ?? 0) + 1;
      lastIds.set(resource.collection, n);
      const candidates =
        isObject(idSchema) && (idSchema.type === "integer" || idSchema.type === "number")
          ? [n]
          : [random.chars(ALNUM, 12), String(n), seededUuid(random)];
      const fields = bodyFields(body, item.pointer);
      for (const id of candidates) {
        if (stored.has(String(id))) continue;
        const record = { ...fields, [item.idKey]: id };
        let answer: unknown;
        try {
          answer = present(operation, media, record, null, random);
        } catch {
          continue;
        }
        // Store what the answer shows, so reading it back gives the same object.
        const shown = getAt(answer, item.path);
        if (!isObject(shown) || shown[item.idKey] !== id) continue;
        budget.charge(resource.collection, String(id), shown, true);
        stored.set(String(id), shown);
        return answer;
      }
      return present(operation, media, { ...fields }, null, random);
    }
    const id = params[resource.idParam!]!;
    const record = stored.get(id);
    if (!record) throw notFound(`${resource.collection.replace(/^.*\//, "")} ${JSON.stringify(id)}`);
    if (resource.role === "update" || resource.role === "replace") {
      const { idKey } = itemOf(media.schema!, resource.idParam);
      const fields = bodyFields(body, itemOf(media.schema!, resource.idParam).pointer);
      const next = resource.role === "update" ? { ...record, ...fields } : { ...fields, [idKey]: record[idKey] };
      budget.charge(resource.collection, id, next, false);
      stored.set(id, next);
      return present(operation, media, next, resource.idParam, random);
    }
    if (resource.role === "delete") {
      budget.release(resource.collection, id);
      stored.delete(id);
      return present(operation, media, record, resource.idParam, random);
    }
    return present(operation, media, record, resource.idParam, random);
  }

  /** The answer to a request that has passed the token, scope, parameter and body checks. */
  return function answer(request: SpecRequest): MockResponse {
    const { operation } = request;
    const success = operation.success;
    if (!success)
      throw new MockHttpError(
        500,
        "unsatisfiable_schema",
        `the mock cannot answer ${operation.method.toUpperCase()} ${operation.path}: the spec documents no success (2xx or default) response for it`,
      );
    const resource = resources.get(operation);
    const media = success.media;
    if (!media || media.schema === null) {
      if (resource && resource.idParam !== null) {
        const id = request.params[resource.idParam]!;
        const stored = collection(resource.collection);
        if (!stored.has(id)) throw notFound(`${resource.collection.replace(/^.*\//, "")} ${JSON.stringify(id)}`);
        if (resource.role === "delete") {
          budget.release(resource.collection, id);
          stored.delete(id);
        }
      }
      return { status: success.status, body: media?.examples[0] ?? (media ? {} : undefined) };
    }
    const count = (requestCounts.get(operation.key) ?? 0) + 1;
    requestCounts.set(operation.key, count);
    const random = createRandom(hash32(`${seed}:${operation.key}:${count}`));
    if (resource) return { status: success.status, body: resourceAnswer(request, resource, media, random) };
    if (operation.pagination)
      return { status: success.status, body: page(request, media, generatedItems(operation, media), random) };
    const validate = spec.validator(media.schema);
    const example = media.examples.find((e) => validate(e));
    if (example !== undefined) return { status: success.status, body: structuredClone(example) };
    const generated = generate(media.schema, random);
    // Path parameters the answer has a field for (`/reports/{year}` → `year`) show what was asked for, where valid.
    const echoed = isObject(generated)
      ? { ...generated, ...pathValues(operation, request.params, (key) => key in generated) }
      : generated;
    return { status: success.status, body: firstValid(operation, media, [echoed, generated]) };
  };
}

export type SpecAnswer = ReturnType<typeof createSpecAnswers>;
