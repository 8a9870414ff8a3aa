import { ok, type OperationHandler, type RequestContext } from "./context.js";
import { MockHttpError, invalidBody, notFound } from "./errors.js";
import { legacyPage } from "./pagination.js";
import type { CollectionName, MockRecords } from "./store.js";

/*
 * Generic REST behaviour over the mock's collections, for the legacy endpoints. Lists are `{ "data": [...] }`
 * with every active object the token may see, unpaginated, except the five the vendor pages with `startingAfter`
 * (`paged`): the spec gives them legacy pagination and names the key of their items.
 */

/** Collections whose objects carry their own `tagIds`. */
const TAGGED: ReadonlySet<CollectionName> = new Set<CollectionName>([
  "vehicles",
  "drivers",
  "addresses",
  "users",
  "assets",
]);
/** Never stored or echoed back. */
const SECRET_FIELDS = ["password"];

type Value<K extends CollectionName> = MockRecords[K];

export interface ListOptions<K extends CollectionName> {
  where?: (value: Value<K>, context: RequestContext) => boolean;
  /** List the inactive objects instead of the active ones. */
  inactive?: boolean;
}

/** The active (or inactive) objects of a collection the token may see. */
export function visibleValues<K extends CollectionName>(
  context: RequestContext,
  name: K,
  options: ListOptions<K> = {},
): Value<K>[] {
  return context.store
    .visibleEntries(context.token, name)
    .filter((e) => e.active === !options.inactive && (options.where?.(e.value, context) ?? true))
    .map((e) => e.value);
}

export const list =
  <K extends CollectionName>(name: K, options: ListOptions<K> = {}): OperationHandler =>
  (context) =>
    ok({ data: visibleValues(context, name, options) });

/**
 * A legacy list paginated the vendor's way: one page of `items` (in a stable order) under the key the spec gives the
 * operation (`operation.pagination.itemsKey`, e.g. `vehicles`), beside `pagination`. `present` shapes each item of
 * the page only, not the whole list.
 */
export const paged =
  <T>(
    items: (context: RequestContext) => readonly T[],
    present: (context: RequestContext, item: T) => unknown = (_context, item) => item,
  ): OperationHandler =>
  (context) => {
    const itemsKey = context.operation.pagination?.itemsKey;
    if (itemsKey === undefined)
      throw new Error(`${context.operation.operationId} is not a legacy paginated list in the spec`);
    const page = legacyPage(items(context), context);
    return ok({ [itemsKey]: page.items.map((item) => present(context, item)), pagination: page.pagination });
  };

/** The object a path parameter names, if the token may see it; else 404 (outside tags looks like missing). */
export function find<K extends CollectionName>(
  context: RequestContext,
  name: K,
  param: string,
  where?: (value: Value<K>, active: boolean) => boolean,
): Value<K> {
  const id = context.params[param] ?? "";
  const entry = context.store.collection(name).get(id);
  if (
    !entry ||
    !context.store.isVisible(context.token, name, entry.value) ||
    (where && !where(entry.value, entry.active))
  ) {
    throw notFound(`${singular(name)} ${JSON.stringify(id)}`);
  }
  return entry.value;
}

export const getOne =
  <K extends CollectionName>(
    name: K,
    param: string,
    where?: (value: Value<K>, active: boolean) => boolean,
  ): OperationHandler =>
  (context) =>
    ok(find(context, name, param, where));

function bodyObject(context: RequestContext): Record<string, unknown> {
  const { body } = context;
  if (body === undefined) return {};
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw invalidBody("the body must be a JSON object");
  const fields = { ...(body as Record<string, unknown>) };
  for (const field of ["id", ...SECRET_FIELDS]) delete fields[field];
  return fields;
}

/**
 * Reference 5.4: a token limited to tags creates data only inside them, so a tagged object must carry at least
 * one of the token's tags and no other; a linked object (a route, a document) must belong to a visible vehicle
 * or driver.
 */
function checkTagAccess<K extends CollectionName>(context: RequestContext, name: K, value: Value<K>): void {
  const { token, store } = context;
  if (TAGGED.has(name)) {
    const raw = (value as { tagIds?: unknown }).tagIds;
    let tagIds: string[];
    try {
      tagIds = store.checkTagIds(raw ?? [], "tagIds");
    } catch (error) {
      throw invalidBody((error as Error).message);
    }
    if (token.tagIds.length === 0) return;
    if (tagIds.length === 0) {
      throw new MockHttpError(
        403,
        "tag_required",
        `This token is limited to tags ${token.tagIds.join(", ")}: include one of them in tagIds (reference 5.4)`,
      );
    }
    const foreign = tagIds.filter((t) => !token.tagIds.includes(t));
    if (foreign.length > 0) {
      throw new MockHttpError(
        403,
        "tag_required",
        `tagIds ${foreign.join(", ")} are outside this token's tags (${token.tagIds.join(", ")})`,
      );
    }
  } else if (!store.isVisible(token, name, value)) {
    throw new MockHttpError(
      403,
      "tag_required",
      `The ${singular(name)} would be outside this token's tags, so the token could not reach it (its tags: ${token.tagIds.join(", ")})`,
    );
  }
}

/** Creates an object from the body's fields over `defaults`; links from path parameters win over the body. */
export const create =
  <K extends CollectionName>(
    name: K,
    defaults: (context: RequestContext, id: string) => Partial<Value<K>> = () => ({}),
    links: (context: RequestContext) => Partial<Value<K>> = () => ({}),
  ): OperationHandler =>
  (context) => {
    const collection = context.store.collection(name);
    const id = collection.nextId();
    const base = TAGGED.has(name) ? { tagIds: [] } : {};
    const value = { ...base, ...defaults(context, id), ...bodyObject(context), ...links(context), id } as Value<K>;
    checkTagAccess(context, name, value);
    collection.insert(value);
    return ok(value);
  };

/** PATCH, PUT and POST on an object: the body's fields are merged into it. */
export const update =
  <K extends CollectionName>(
    name: K,
    param: string,
    where?: (value: Value<K>, active: boolean) => boolean,
  ): OperationHandler =>
  (context) => {
    const current = find(context, name, param, where);
    const fields = bodyObject(context);
    const merged = { ...current, ...fields } as Value<K>;
    if ("updatedAtMs" in current) (merged as { updatedAtMs: number }).updatedAtMs = context.clock.now();
    // An object keeps the tags it has unless the body changes them; a token sees it through one of them.
    if (!TAGGED.has(name) || "tagIds" in fields) checkTagAccess(context, name, merged);
    return ok(context.store.collection(name).update(current.id, merged)!.value);
  };

export const remove =
  <K extends CollectionName>(name: K, param: string): OperationHandler =>
  (context) => {
    const { id } = find(context, name, param);
    context.store.collection(name).remove(id);
    return ok({ id, deleted: true });
  };

/** A read-only answer computed from the data. */
export const view =
  (compute: (context: RequestContext) => unknown): OperationHandler =>
  (context) =>
    ok(compute(context));

/** The generic answer of operations whose meaning the reference leaves open: 200 with `{}`. */
export const acknowledge: OperationHandler = () => ok({});

const SINGULAR: Partial<Record<CollectionName, string>> = {
  addresses: "address",
  userRoles: "user role",
  drivingSegments: "driving segment",
  mesRuns: "run",
  mesLines: "line",
  dataInputs: "data input",
  workOrders: "work order",
  documentTypes: "document type",
};
export const singular = (name: CollectionName): string => SINGULAR[name] ?? name.replace(/s$/, "");
