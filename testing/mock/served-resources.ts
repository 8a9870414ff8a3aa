/**
 * Which resource each operation of a served spec addresses, read from its paths and answer shapes: one table per
 * resource, so that its list, items, views (stats, locations, feeds, history), creates, changes and deletes read and
 * write the same records. A resource the fleet model has (vehicles, drivers, tags, addresses…) is backed by the
 * model's seeded collection: the fleet model is a data source behind the spec's operations, not a second router.
 */
import { isObject, type Json } from "../../generator/json-pointer.js";
import { onlyAnnotates } from "./sampling-views.js";
import type { MediaSpec, ServedOperation, ServedSpec } from "./served-spec.js";
import { COLLECTION_NAMES, type CollectionName } from "./store.js";

export type Role = "create" | "read" | "update" | "replace" | "delete" | "list";

/** Where a resource's records live: a collection of the fleet model, or a table of the spec's own (per parent path). */
export type TableRef = { fleet: CollectionName } | { path: string; seeded: boolean };

export interface Binding {
  role: Role;
  table: TableRef;
  /** The item's path parameter (read, update, replace, delete). */
  idParam: string | null;
  /** The item field the resource is keyed by: `id`, or the field the item's path parameter names (`issue_number` → `number`). */
  keyField: string;
  /** Where in the answer the items are (lists) or the item is (the others), and the item schema's pointer. */
  items: ItemsAt | null;
  /**
   * A create whose answer is not the item (Google's `POST /v1/services` answers a long-running `Operation`): the item
   * as the collection's read answers it, which the created record is kept as.
   */
  stored?: ItemsAt;
  /**
   * A create's: the field of its answer's item that the item path's parameter names where the read's item has none of
   * that name (Postman answers an environment's `uid`, read at `/environments/{environment_uid}`, whose item has only
   * an `id`). The created record's key goes there too, so that the answer's `uid` reads it back.
   */
  answerKey?: string;
}

export interface ItemsAt {
  /** The property holding the items or the item: [] for the answer itself, or one key such as `data`. */
  path: string[];
  /** The pointer of the item schema. */
  pointer: string;
  /** The item is answered as the one element of the list at `path` (Xero's `{ Contacts: [Contact] }`). */
  inList?: true;
}

const VIEW_SEGMENTS = new Set(["stats", "locations", "feed", "history"]);
const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
const FLEET_BY_NAME = [...COLLECTION_NAMES].sort((a, b) => b.length - a.length).map((c) => [c, normalise(c)] as const);

/** The fleet collection a path segment or an answer's array key names (`vehicles`, `user-roles`, `vehicle-assignments`). */
export function fleetCollectionOf(name: string | undefined): CollectionName | null {
  if (name === undefined || name.includes("{")) return null;
  const n = normalise(name);
  return FLEET_BY_NAME.find(([, c]) => n === c || (n.endsWith(c) && c.length >= 6))?.[0] ?? null;
}

const escapeKey = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * The properties an object schema declares, its own and its `allOf` branches' (refs followed), each with the pointer
 * of its schema. Empty for a schema that is not an object.
 */
export function propertiesAt(spec: ServedSpec, pointer: string, depth = 0): Map<string, string> {
  const found = new Map<string, string>();
  const [node, at] = spec.follow(pointer);
  if (!isObject(node) || depth > 8) return found;
  if (Array.isArray(node.allOf))
    node.allOf.forEach((_, i) => {
      for (const [key, where] of propertiesAt(spec, `${at}/allOf/${i}`, depth + 1)) found.set(key, where);
    });
  if (isObject(node.properties))
    for (const key of Object.keys(node.properties)) found.set(key, `${at}/properties/${escapeKey(key)}`);
  return found;
}

const propertiesOf = (spec: ServedSpec, pointer: string): Json =>
  Object.fromEntries([...propertiesAt(spec, pointer)].map(([key, where]) => [key, where]));

/** The item of an item answer: the answer itself, or the one wrapping property (`data`) whose value has an `id`. */
/**
 * The field an item schema calls its own id: `id`, else its one required `…Id` field (a job's `jobId`, "the ID
 * used to retrieve this job"); null for none.
 */
export function ownIdOf(spec: ServedSpec, pointer: string): string | null {
  const props = propertiesAt(spec, pointer);
  if (props.has("id")) return "id";
  // MongoDB's spelling (LaunchDarkly's tokens and webhooks).
  if (props.has("_id")) return "_id";
  // The schema's name and ID (Xero's `Contact` has `ContactID`, `Account` `AccountID`).
  const name = /\/components\/schemas\/([^/]+)$/.exec(pointer)?.[1];
  const named =
    name === undefined ? undefined : [`${name}ID`, `${name}Id`, `${name[0]!.toLowerCase()}${name.slice(1)}Id`];
  const own = named?.find((key) => props.has(key));
  if (own !== undefined) return own;
  const [node] = spec.follow(pointer);
  const required = isObject(node) && Array.isArray(node.required) ? node.required : [];
  const ids = required.filter((k): k is string => typeof k === "string" && /^[a-z]+Id$/.test(k) && props.has(k));
  return ids.length === 1 ? ids[0]! : null;
}

/** The item of an item answer: the answer itself, or the one wrapping property (`data`) whose value has an id. */
export function itemOfAnswer(
  spec: ServedSpec,
  media: MediaSpec | null | undefined,
  idParam: string | null,
  /**
   * Where a wrapper holds several objects with an id: the item's schema (the item path's read answers it), and the
   * collection's name (`servers`), which the wrapping property may have (`server`).
   */
  preferred?: { pointer?: string; collection?: string },
): ItemsAt | null {
  return media?.schema ? itemAt(spec, media.schema, idParam, 0, preferred) : null;
}

function itemAt(
  spec: ServedSpec,
  pointer: string,
  idParam: string | null,
  depth = 0,
  preferred?: { pointer?: string; collection?: string },
): ItemsAt | null {
  const [node, at] = spec.follow(pointer);
  if (!isObject(node)) return null;
  if (node.type === "array" && node.items !== undefined) return { path: [], pointer: spec.follow(`${at}/items`)[1] };
  // A union of answers with no properties of its own (Stripe's `anyOf: [customer, deleted_customer]`): the first
  // branch whose item has an id.
  const kind = Array.isArray(node.anyOf) ? "anyOf" : Array.isArray(node.oneOf) ? "oneOf" : undefined;
  if (kind !== undefined && depth < 2 && !isObject(node.properties) && !Array.isArray(node.allOf)) {
    for (let i = 0; i < (node[kind] as unknown[]).length; i++) {
      const item = itemAt(spec, `${at}/${kind}/${i}`, idParam, depth + 1);
      if (item !== null && ownIdOf(spec, item.pointer) !== null) return item;
    }
  }
  const props = propertiesOf(spec, at);
  // The answer is the item where it has an id of its own (`_id` too: LaunchDarkly's token, beside its `_member`).
  if ("id" in props || "_id" in props || (idParam !== null && keyFieldOf(spec, idParam, at) !== null))
    return { path: [], pointer: at };
  // Of several wrapped objects (Hetzner's create answers `{ action, server }`), the one the item path reads, else the
  // one named as the collection.
  const name = normalise(
    preferred?.collection
      ?.split("/")
      .filter((s) => !s.includes("{"))
      .at(-1) ?? "",
  );
  for (const [key, where] of Object.entries(props)) {
    const list = arrayAt(spec, where as string);
    // (A list is the item's only as its one element: that is found below.)
    if (list !== null) continue;
    const innerAt = spec.follow(where as string)[1];
    const named = name !== "" && [name, name.replace(/e?s$/, "")].includes(normalise(key));
    if (innerAt === preferred?.pointer || named) return { path: [key], pointer: innerAt };
  }
  for (const [key, where] of Object.entries(props)) {
    const [inner, innerAt] = spec.follow(where as string);
    if (isObject(inner) && ownIdOf(spec, innerAt) !== null) return { path: [key], pointer: innerAt };
  }
  // The item as the one element of a list (Xero answers `GET /Contacts/{ContactID}` with `{ Contacts: [Contact] }`):
  // the one list of objects whose items the path parameter keys, or the item schema the item path reads.
  const lists = Object.entries(props).flatMap(([key, where]) => {
    const list = arrayAt(spec, where as string);
    const itemsAt = list === null ? null : spec.follow(`${list}/items`)[1];
    const keyed =
      itemsAt !== null &&
      (itemsAt === preferred?.pointer || (idParam !== null && keyFieldOf(spec, idParam, itemsAt) !== null)) &&
      isObject(spec.follow(itemsAt)[0]);
    return keyed ? [{ path: [key], pointer: itemsAt, inList: true as const }] : [];
  });
  return lists.length === 1 ? lists[0]! : { path: [], pointer: at };
}

export function itemsOfList(spec: ServedSpec, operation: ServedOperation): ItemsAt | null {
  const media = operation.success?.media;
  if (!media?.schema) return null;
  const [node, at] = spec.follow(media.schema);
  if (!isObject(node)) return null;
  if (node.type === "array" && node.items !== undefined) return { path: [], pointer: spec.follow(`${at}/items`)[1] };
  const props = propertiesOf(spec, at);
  const lists = new Map<string, string>();
  for (const key of Object.keys(props)) {
    const list = key === "pagination" ? null : arrayAt(spec, props[key] as string);
    if (list !== null) lists.set(key, list);
  }
  const arrays = [...lists.keys()];
  // Of several lists, the one of objects (Google's `datasets` beside `unreachable`, a list of names).
  const objects = arrays.filter((key) => {
    const [items] = spec.follow(`${lists.get(key)}/items`);
    return isObject(items) && (items.type === "object" || isObject(items.properties) || Array.isArray(items.allOf));
  });
  const key =
    operation.pagination?.itemsKey ??
    (arrays.length === 1 ? arrays[0] : listOfObjects(spec, operation, objects, lists));
  if (key === undefined || !lists.has(key)) return null;
  return { path: [key], pointer: spec.follow(`${lists.get(key)}/items`)[1] };
}

/**
 * Of several lists of objects, the list of the answer (Square's `{ customers: [Customer], errors: [Error] }`): the one,
 * else the one named as the path's last segment (`/v2/customers`), else the one whose items have an id, else the one
 * that is not a list of errors or warnings; undefined where none of these picks one.
 */
function listOfObjects(
  spec: ServedSpec,
  operation: ServedOperation,
  keys: readonly string[],
  lists: ReadonlyMap<string, string>,
): string | undefined {
  const one = (picked: readonly string[]) => (picked.length === 1 ? picked[0] : undefined);
  const last = normalise(
    operation.path
      .split("/")
      .filter((s) => s !== "" && !s.includes("{"))
      .at(-1) ?? "",
  );
  return (
    one(keys) ??
    one(keys.filter((key) => normalise(key) === last)) ??
    one(keys.filter((key) => ownIdOf(spec, spec.follow(`${lists.get(key)}/items`)[1]) !== null)) ??
    one(keys.filter((key) => !/^(errors?|warnings?)$/i.test(key)))
  );
}

/**
 * The pointer of the array schema at `pointer`, also through an `allOf` whose other members only describe it (AWS's
 * `Ledgers: { allOf: [{ $ref: LedgerList }, { description }] }`); null where it is no array.
 */
function arrayAt(spec: ServedSpec, pointer: string): string | null {
  let [node, at] = spec.follow(pointer);
  if (isObject(node) && Array.isArray(node.allOf) && node.type === undefined) {
    const kept = node.allOf.flatMap((member, i) => (onlyAnnotates(member) ? [] : [i]));
    if (kept.length === 1) [node, at] = spec.follow(`${at}/allOf/${kept[0]}`);
  }
  return isObject(node) && node.type === "array" && node.items !== undefined ? at : null;
}

/**
 * The item field a path parameter names: itself (`sha`), or what is left without the resource's name
 * (`issue_number` → `number`, `tagId` → `id`) when that is an identifier; the item's own id (`id`, or its one
 * required `…Id`) for any other `…id` parameter, and for one named as its collection's item (Stripe's
 * `/v1/customers/{customer}`).
 */
function keyFieldOf(spec: ServedSpec, param: string, pointer: string, collection = ""): string | null {
  const props = propertiesOf(spec, pointer);
  if (param in props) return param;
  // Twilio's `{Sid}` names its items' `sid`.
  const sameName = Object.keys(props).find((k) => k.toLowerCase() === param.toLowerCase());
  if (sameName !== undefined) return sameName;
  const rest = /^[a-z]+?[_-]?(id|uid|number|uuid|key)$/i.exec(param)?.[1];
  if (rest !== undefined) {
    const field = Object.keys(props).find((k) => k.toLowerCase() === rest.toLowerCase());
    if (field !== undefined) return field;
  }
  const segment = normalise(collection.split("/").at(-1) ?? "");
  const named = segment !== "" && [segment, segment.replace(/e?s$/, "")].includes(normalise(param));
  return named || ID_PARAM.test(param) ? ownIdOf(spec, pointer) : null;
}

const hasParams = (path: string) => path.includes("{");

/** A path without its trailing slash: NetBox's `/dcim/sites/` is the collection of `/dcim/sites/{id}/`. */
const bare = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/** An id parameter: `…id`, `…Id`, `…ID`, or one of several keys (`id_or_slug`, Vercel's `idOrName`). */
const ID_PARAM = /id(_?or_?.*)?$/i;

/** Every operation of the spec that addresses a resource, and how. */
export function bindResources(spec: ServedSpec): Map<ServedOperation, Binding> {
  const { operations } = spec;
  const bindings = new Map<ServedOperation, Binding>();
  // An item path, with a trailing slash too (NetBox's, Django REST framework's `/dcim/sites/{id}/`); a POST on it
  // changes the item (Stripe's `POST /v1/customers/{customer}`, Xero's `POST /Contacts/{ContactID}`).
  const itemOps = operations.flatMap((operation) => {
    const m = /^(.*)\/\{([^}]+)\}\/?$/.exec(operation.path);
    if (!m || !["get", "patch", "put", "delete", "post"].includes(operation.method)) return [];
    return [{ operation, collection: m[1]!, idParam: m[2]! }];
  });
  const itemPaths = new Set(itemOps.map((i) => i.collection));
  /** Each collection's item read (`GET /things/{id}`), the first where a spec has two. */
  const reads = new Map<string, (typeof itemOps)[number]>();
  for (const item of itemOps)
    if (item.operation.method === "get" && !reads.has(item.collection)) reads.set(item.collection, item);
  // A POST on a collection; on a path that ends in a parameter, only where that path is the collection of an item
  // path (LaunchDarkly's `POST /flags/{projectKey}` beside `/flags/{projectKey}/{featureFlagKey}`), not an item's.
  // A PUT on a collection path (not an item's) creates too: Xero creates with `PUT /Contacts`.
  const creatorOf = (o: ServedOperation) =>
    (o.method === "post" && (!o.path.endsWith("}") || itemPaths.has(o.path))) ||
    (o.method === "put" && !o.path.endsWith("}") && itemPaths.has(bare(o.path)))
      ? bare(o.path).replace(/\/create$/, "")
      : null;
  const creators = new Set(operations.map(creatorOf).filter((p): p is string => p !== null));
  const listed = new Set(
    operations.filter((o) => o.method === "get" && itemsOfList(spec, o) !== null).map((o) => bare(o.path)),
  );

  /** The key of a collection: the field its GET item answer is keyed by, else `id`. */
  const keyFields = new Map<string, string>();
  for (const { operation, collection, idParam } of itemOps) {
    if (keyFields.has(collection) && operation.method !== "get") continue;
    const item = itemOfAnswer(spec, operation.success?.media, idParam);
    const key = item ? keyFieldOf(spec, idParam, item.pointer, collection) : null;
    if (key !== null) keyFields.set(collection, key);
  }

  // A collection created and listed with no item path (Gitea's `POST /user/repos` and `GET /user/repos`) keeps what
  // is created, keyed by its items' own id.
  for (const operation of operations) {
    const path = bare(operation.path);
    if (operation.method !== "get" || !creators.has(path) || itemPaths.has(path)) continue;
    const items = itemsOfList(spec, operation);
    const key = items === null ? null : ownIdOf(spec, items.pointer);
    if (key !== null && !keyFields.has(path)) keyFields.set(path, key);
  }

  const tableOf = (collection: string): TableRef | null => {
    const fleet = hasParams(collection) ? null : fleetCollectionOf(collection.split("/").at(-1));
    if (fleet) return { fleet };
    const addressed = itemPaths.has(collection) || (creators.has(collection) && listed.has(collection));
    if (addressed && keyFields.has(collection) && (creators.has(collection) || listed.has(collection)))
      return { path: collection, seeded: !creators.has(collection) };
    return null;
  };

  for (const operation of operations) {
    // An item: GET, PATCH, PUT or DELETE on `/things/{id}` of a resource.
    const item = itemOps.find((i) => i.operation === operation);
    if (item) {
      const table = tableOf(item.collection);
      // The fleet model's records are keyed by `id`: its items are addressed by an id parameter (`{vehicle_id}`).
      const isFleet = table !== null && "fleet" in table;
      const keyField = isFleet ? (ID_PARAM.test(item.idParam) ? "id" : undefined) : keyFields.get(item.collection);
      if (table && keyField !== undefined) {
        const role = ({ get: "read", patch: "update", put: "replace", delete: "delete", post: "update" } as const)[
          operation.method as "get"
        ];
        const items = itemOfAnswer(spec, operation.success?.media, item.idParam);
        // A change or delete whose answer is not the item (Zuora's `PUT` answers `{ success }`): the item as the
        // collection's read answers it, which the record is kept as.
        const read = reads.get(item.collection);
        const stored =
          read && read.operation !== operation && itemOfAnswer(spec, read.operation.success?.media, read.idParam);
        bindings.set(operation, {
          role,
          table,
          idParam: item.idParam,
          keyField,
          items,
          ...(stored && stored.pointer !== items?.pointer && !("fleet" in table) && { stored }),
        });
        continue;
      }
      // Not an item of a resource: it may list one (LaunchDarkly's `GET /flags/{projectKey}`, its project's flags).
    }
    const created = creatorOf(operation);
    if (created !== null) {
      const table = tableOf(created);
      if (table) {
        const keyField = "fleet" in table ? "id" : keyFields.get(created)!;
        const read = reads.get(created);
        const stored = read && itemOfAnswer(spec, read.operation.success?.media, read.idParam);
        const items = itemOfAnswer(spec, operation.success?.media, null, {
          ...(stored && { pointer: stored.pointer }),
          collection: created,
        });
        const answerKey =
          read && items && !("fleet" in table) ? keyFieldOf(spec, read.idParam, items.pointer, created) : null;
        bindings.set(operation, {
          role: "create",
          table,
          idParam: null,
          keyField,
          items,
          ...(stored && stored.pointer !== items?.pointer && !("fleet" in table) && { stored }),
          ...(answerKey !== null && answerKey !== keyField && { answerKey }),
        });
        continue;
      }
    }
    if (operation.method !== "get" && operation.method !== "post") continue;
    const items = itemsOfList(spec, operation) ?? openListOf(spec, operation, tableOf(operation.path));
    if (!items) continue;
    // A list: the collection itself, one of its views (`/vehicles/stats/feed`), or an answer whose items the fleet
    // model has (`/v1/fleet/list` → `vehicles`); else a paginated list of its own, with generated items.
    const segments = operation.path.split("/");
    let base = operation.path;
    while (VIEW_SEGMENTS.has(segments.at(-1) ?? "") && segments.length > 2) {
      segments.pop();
      base = segments.join("/");
      if (tableOf(base)) break;
    }
    const key = items.path[0];
    const table =
      tableOf(bare(operation.path)) ??
      tableOf(base) ??
      (hasParams(operation.path) ? null : fleetByKey(key)) ??
      (operation.pagination && operation.method === "get" ? { path: operation.path, seeded: true } : null);
    if (!table) continue;
    const keyField = "fleet" in table ? "id" : (keyFields.get("path" in table ? table.path : "") ?? "id");
    bindings.set(operation, { role: "list", table, idParam: null, keyField, items });
  }
  return bindings;
}

/**
 * A GET of a model collection whose answer the spec leaves open (`{}`: any JSON, as the bundled spec's legacy lists):
 * the model's records under `data`, each whole.
 */
function openListOf(spec: ServedSpec, operation: ServedOperation, table: TableRef | null): ItemsAt | null {
  const schema = operation.success?.media?.schema;
  if (operation.method !== "get" || !table || !("fleet" in table) || schema === undefined || schema === null)
    return null;
  const [node, at] = spec.follow(schema);
  const open =
    isObject(node) &&
    (node.type === undefined || node.type === "object") &&
    node.additionalProperties !== false &&
    propertiesAt(spec, at).size === 0 &&
    !["oneOf", "anyOf", "allOf", "$ref", "items"].some((k) => k in node);
  return open ? { path: ["data"], pointer: at } : null;
}

function fleetByKey(key: string | undefined): TableRef | null {
  const fleet = key === undefined || key === "data" ? null : fleetCollectionOf(key);
  return fleet ? { fleet } : null;
}
