/**
 * Where a served spec's records live (spec-answers.ts reads and writes them): the fleet model's seeded collections,
 * seen through a token's tags, or tables of the spec's own. Both keep creation order (`seq`, for lists) and change
 * order (`rev`, for feeds), so one pager serves every list and feed.
 */
import type { Json } from "../../generator/json-pointer.js";
import { Collection, type Entry } from "./collection.js";
import type { StoreBudget } from "./store-budget.js";
import type { CollectionName, MockStore, Viewer } from "./store.js";
import { vehicleField } from "./vehicle-stats.js";

/** The model's collections whose objects carry their own tags. */
export const TAGGED: ReadonlySet<CollectionName> = new Set<CollectionName>([
  "vehicles",
  "drivers",
  "addresses",
  "users",
  "assets",
]);

/** One stored record with its place in creation order (`seq`, for lists) and change order (`rev`, for feeds). */
export interface Row {
  key: string;
  record: Json;
  entry: Entry<unknown>;
  /** What the model computes for a field the record does not hold (a vehicle's `gps` events), if anything. */
  computed?: (field: string) => unknown;
}

/** A resource's records: the fleet model's collection, or one of the spec's own. */
export interface Table {
  /** Singular, for messages: `vehicle`, `issue`. */
  noun: string;
  fleet: CollectionName | null;
  rows(viewer: Viewer): Row[];
  get(key: string, viewer: Viewer): Row | undefined;
  insert(key: string, record: Json): Row;
  update(key: string, record: Json): Row;
  remove(key: string): void;
  revision(): number;
}

/** A resource's name in messages: the last literal segment of its path, singular (`issues` → `issue`). */
export const nounOf = (path: string): string =>
  (path.split("/").findLast((s) => s !== "" && !s.startsWith("{")) ?? "object")
    .replace(/ies$/, "y")
    .replace(/(ss|sh|ch|x)es$/, "$1")
    .replace(/([^s])s$/, "$1");

/** The fleet model's collection as a table: what the token sees of it, each record with its tags and computed fields. */
export function fleetTable(store: MockStore, name: CollectionName): Table {
  const collection = store.collection(name);
  const tags = store.collection("tags");
  const row = (entry: Entry<{ id: string }>): Row => {
    const value = entry.value as Json;
    // The model's tag links, also as the vendor's `tags: [{ id, name }]`, for schemas that have that field.
    const tagIds = Array.isArray(value.tagIds) ? (value.tagIds as string[]) : null;
    const record =
      tagIds && !("tags" in value)
        ? { ...value, tags: tagIds.map((id) => ({ id, name: tags.get(id)?.value.name ?? id })) }
        : value;
    const computed =
      name === "vehicles" ? (field: string) => vehicleField(store.seed, value as never, field) : undefined;
    return { key: value.id as string, record, entry, ...(computed && { computed }) };
  };
  return {
    noun: nounOf(name),
    fleet: name,
    rows: (viewer) =>
      store
        .visibleEntries(viewer, name)
        .filter((e) => e.active)
        .map(row),
    get(key, viewer) {
      const entry = collection.get(key);
      return entry && store.isVisible(viewer, name, entry.value) ? row(entry) : undefined;
    },
    insert: (key, record) => row(collection.insert({ ...record, id: key } as never)),
    update: (key, record) => row(collection.update(key, { ...record, id: key } as never)!),
    remove: (key) => void collection.remove(key),
    revision: () => collection.revision,
  };
}

/** A table of the spec's own, for one concrete path (`/repos/octo/hello/issues`), within the store's budget. */
export function ownTable(path: string, template: string, budget: StoreBudget): Table {
  const collection = new Collection<{ id: string; record: Json }>(path);
  collection.limit(budget);
  const row = (entry: Entry<{ id: string; record: Json }>): Row => ({
    key: entry.value.id,
    record: entry.value.record,
    entry,
  });
  return {
    noun: nounOf(template),
    fleet: null,
    rows: () =>
      collection
        .entries()
        .filter((e) => e.active)
        .map(row),
    get(key) {
      const entry = collection.get(key);
      return entry ? row(entry) : undefined;
    },
    insert: (key, record) => row(collection.insert({ id: key, record })),
    update: (key, record) => row(collection.update(key, { record })!),
    remove: (key) => void collection.remove(key),
    revision: () => collection.revision,
  };
}
