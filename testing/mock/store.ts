import { Collection, type Entry } from "./collection.js";
import {
  generateAddresses,
  generateAssignments,
  generateDrivers,
  generateTags,
  generateVehicles,
  type MockAddress,
  type MockAssignment,
  type MockDataOptions,
  type MockDriver,
  type MockTag,
  type MockVehicle,
} from "./fleet-data.js";
import { generateLegacyData, LEGACY_COLLECTIONS, type LegacyCollectionName, type MockObject } from "./legacy-data.js";
import type { Random } from "./random.js";
import { StoreBudget } from "./store-budget.js";

/** Every collection of the mock and the type of its objects. */
export type MockRecords = {
  tags: MockTag;
  vehicles: MockVehicle;
  drivers: MockDriver;
  assignments: MockAssignment;
  addresses: MockAddress;
} & { [K in LegacyCollectionName]: MockObject };
export type CollectionName = keyof MockRecords;

/** Every collection, core ones first. */
export const COLLECTION_NAMES: readonly CollectionName[] = [
  "tags",
  "vehicles",
  "drivers",
  "assignments",
  "addresses",
  ...LEGACY_COLLECTIONS,
];

/** Who is asking: a token's tag access; an empty list means the whole organization (reference 5.4). */
export interface Viewer {
  tagIds: readonly string[];
}

/*
 * Which object's tags decide access to an object that has none of its own. Collections not listed here and
 * without `tagIds` (contacts, user roles, document types, industrial data) are organization-wide: every token
 * sees them. That is the mock's choice; the reference only says tagged data outside a token's tags is hidden.
 */
const TAGS_FROM: Partial<Record<CollectionName, { via: "vehicles" | "drivers"; field: string }>> = {
  assignments: { via: "vehicles", field: "vehicleId" },
  routes: { via: "vehicles", field: "vehicleId" },
  sensors: { via: "vehicles", field: "vehicleId" },
  dvirs: { via: "vehicles", field: "vehicleId" },
  trips: { via: "vehicles", field: "vehicleId" },
  drivingSegments: { via: "vehicles", field: "vehicleId" },
  documents: { via: "drivers", field: "driverId" },
  messages: { via: "drivers", field: "driverId" },
};

export class MockStore {
  readonly collections: { [K in CollectionName]: Collection<MockRecords[K]> };

  constructor(
    readonly seed: number,
    random: Random,
    nowMs: number,
    data: MockDataOptions = {},
  ) {
    const share = data.inactiveShare ?? 0.08;
    if (typeof share !== "number" || !(share >= 0 && share <= 1))
      throw new TypeError(`data.inactiveShare must be a number from 0 to 1, got ${String(share)}`);
    const tags = generateTags(random.fork("tags"), data.tags);
    const tagIds = tags.map((t) => t.value.id);
    const vehicles = generateVehicles(random.fork("vehicles"), tagIds, nowMs, data.vehicles, share);
    const drivers = generateDrivers(random.fork("drivers"), tagIds, data.drivers, share);
    const addresses = generateAddresses(random.fork("addresses"), tagIds, data.addresses);
    const assignments = generateAssignments(random.fork("assignments"), drivers, vehicles, nowMs);
    const legacy = generateLegacyData(
      random.fork("legacy"),
      {
        tags: tags.map((t) => t.value),
        vehicles: vehicles.filter((v) => v.active).map((v) => v.value),
        drivers: drivers.filter((d) => d.active).map((d) => d.value),
        addresses,
      },
      nowMs,
    );

    const make = <K extends CollectionName>(name: K, items: readonly { value: MockRecords[K]; active: boolean }[]) => {
      const collection = new Collection<MockRecords[K]>(name);
      for (const item of items) collection.insert(item.value, item.active);
      return collection;
    };
    const always = <T>(values: readonly T[]) => values.map((value) => ({ value, active: true }));
    this.collections = {
      tags: make("tags", tags),
      vehicles: make("vehicles", vehicles),
      drivers: make("drivers", drivers),
      assignments: make("assignments", always(assignments)),
      addresses: make("addresses", always(addresses)),
      ...(Object.fromEntries(LEGACY_COLLECTIONS.map((name) => [name, make(name, always(legacy[name]))])) as {
        [K in LegacyCollectionName]: Collection<MockObject>;
      }),
    };
    for (const kind of ["vehicles", "drivers"] as const) {
      for (const entry of this.collections[kind].entries())
        this.checkTagIds(entry.value.tagIds, `data.${kind} ${entry.value.id}`);
    }
    // What the API and the control API add from here on is capped (store-budget.ts); the seeded data is not.
    const budget = new StoreBudget();
    for (const collection of Object.values(this.collections)) collection.limit(budget);
  }

  collection<K extends CollectionName>(name: K): Collection<MockRecords[K]> {
    return this.collections[name];
  }

  /** Throws a TypeError naming the first tag ID that is not a tag of the mock. */
  checkTagIds(tagIds: unknown, where: string): string[] {
    if (!Array.isArray(tagIds) || !tagIds.every((t) => typeof t === "string"))
      throw new TypeError(`${where}: tagIds must be an array of tag ID strings`);
    const unknown = tagIds.find((t) => !this.collections.tags.has(t));
    if (unknown !== undefined)
      throw new TypeError(
        `${where}: tag ${JSON.stringify(unknown)} does not exist (tags: ${this.collections.tags
          .entries()
          .map((e) => e.value.id)
          .join(", ")})`,
      );
    return tagIds;
  }

  /** The tags that decide access to an object, or null for organization-wide objects. */
  tagsOf(name: CollectionName, value: { id: string }): readonly string[] | null {
    if (name === "tags") return [value.id];
    const own = (value as { tagIds?: unknown }).tagIds;
    if (Array.isArray(own)) return own as string[];
    const link = TAGS_FROM[name];
    if (!link) return null;
    const target = this.collections[link.via].get(String((value as Record<string, unknown>)[link.field]));
    return target ? target.value.tagIds : [];
  }

  /** Reference 5.4: a token with tags reaches only objects carrying one of them. */
  isVisible(viewer: Viewer, name: CollectionName, value: { id: string }): boolean {
    if (viewer.tagIds.length === 0) return true;
    const tags = this.tagsOf(name, value);
    return tags === null || tags.some((t) => viewer.tagIds.includes(t));
  }

  /** Entries the viewer may see, inactive ones included, in creation order. */
  visibleEntries<K extends CollectionName>(viewer: Viewer, name: K): Entry<MockRecords[K]>[] {
    return this.collections[name].entries().filter((e) => this.isVisible(viewer, name, e.value));
  }

  /** The active objects the viewer may see: what paging through a list returns in total. */
  visible<K extends CollectionName>(viewer: Viewer, name: K): MockRecords[K][] {
    return this.visibleEntries(viewer, name)
      .filter((e) => e.active)
      .map((e) => e.value);
  }
}
