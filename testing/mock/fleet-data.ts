import type { Random } from "./random.js";

/*
 * The mock's fleet. The reference shows no fields of vehicles, drivers or any other resource (2.7), so every
 * field here is mock data, chosen to look plausible; only `tagIds` on creation bodies comes from the reference.
 */

export interface MockTag {
  id: string;
  name: string;
}

export interface MockVehicle {
  id: string;
  name: string;
  vin: string;
  serial: string;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  tagIds: string[];
  /** Epoch ms of the last change; feeds return vehicles in the order of their changes. */
  updatedAtMs: number;
}

export interface MockDriver {
  id: string;
  name: string;
  username: string;
  phone: string;
  licenseNumber: string;
  licenseState: string;
  tagIds: string[];
}

/** A static driver-vehicle assignment. */
export interface MockAssignment {
  id: string;
  driverId: string;
  vehicleId: string;
  assignmentType: "static";
  startMs: number;
}

export interface MockAddress {
  id: string;
  name: string;
  formattedAddress: string;
  latitude: number;
  longitude: number;
  tagIds: string[];
}

/** Input records: missing fields are generated; `active: false` stores the object as inactive. */
export type MockInput<T> = Partial<T> & { active?: boolean };

export interface MockDataOptions {
  /** How many to generate (default 6), or the tags themselves. */
  tags?: number | MockInput<MockTag>[];
  /** How many to generate (default 600), or the vehicles themselves. */
  vehicles?: number | MockInput<MockVehicle>[];
  /** How many to generate (default 240), or the drivers themselves. */
  drivers?: number | MockInput<MockDriver>[];
  /** How many to generate (default 40). */
  addresses?: number;
  /** Share of generated vehicles and drivers that are inactive (omitted from pages), 0 to 1; default 0.08. */
  inactiveShare?: number;
}

export interface Generated<T> {
  value: T;
  active: boolean;
}

const TAG_NAMES = [
  "Depot North",
  "Depot South",
  "Depot East",
  "Depot West",
  "Refrigerated",
  "Long Haul",
  "City Delivery",
  "Hazmat",
];
const MAKES: readonly (readonly [string, readonly string[]])[] = [
  ["Freightliner", ["Cascadia", "M2 106"]],
  ["Volvo", ["VNL 760", "VNR 640"]],
  ["Kenworth", ["T680", "W990"]],
  ["Ford", ["Transit 350", "F-550"]],
  ["Mercedes-Benz", ["Sprinter 2500", "Actros"]],
  ["Isuzu", ["NPR-HD", "FTR"]],
];
const VEHICLE_KINDS = ["Truck", "Van", "Tractor", "Box Truck"];
const FIRST_NAMES = [
  "Ana",
  "Ben",
  "Carla",
  "Dev",
  "Elena",
  "Farid",
  "Grace",
  "Hugo",
  "Ines",
  "Jamal",
  "Kira",
  "Luis",
  "Mia",
  "Noah",
  "Olga",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tariq",
  "Uma",
  "Victor",
  "Wen",
  "Yusuf",
  "Zoe",
];
const LAST_NAMES = [
  "Alvarez",
  "Brooks",
  "Chen",
  "Dubois",
  "Evans",
  "Fischer",
  "Garcia",
  "Haddad",
  "Ito",
  "Jensen",
  "Kowalski",
  "Lopez",
  "Moreau",
  "Nakamura",
  "Okafor",
  "Petrov",
  "Quispe",
  "Rossi",
  "Singh",
  "Tanaka",
  "Usman",
  "Varga",
  "Weber",
  "Yilmaz",
  "Zhang",
];
const STATES = ["CA", "TX", "WA", "OR", "NV", "AZ", "IL", "NY", "GA", "FL"];
const CITIES: readonly (readonly [string, string, number, number])[] = [
  ["San Francisco", "CA", 37.7749, -122.4194],
  ["Oakland", "CA", 37.8044, -122.2712],
  ["Sacramento", "CA", 38.5816, -121.4944],
  ["Reno", "NV", 39.5296, -119.8138],
  ["Portland", "OR", 45.5152, -122.6784],
  ["Seattle", "WA", 47.6062, -122.3321],
];
const STREETS = [
  "Market St",
  "Harbor Way",
  "Industrial Pkwy",
  "Depot Rd",
  "Commerce Blvd",
  "Rail Ave",
  "Airport Dr",
  "Warehouse Ln",
];
const PLACES = ["Warehouse", "Distribution Center", "Customer Site", "Yard", "Fuel Stop", "Cold Storage"];
const VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const SERIAL_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ23456789";

export const personName = (random: Random): [string, string] => [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
export const phoneNumber = (random: Random): string =>
  `+1 555-${random.chars("0123456789", 3)}-${random.chars("0123456789", 4)}`;
export const pad = (n: number, width = 3): string => String(n).padStart(width, "0");

/** `count` distinct numeric IDs of `digits` digits (no leading zero). */
export function uniqueIds(random: Random, count: number, digits: number): string[] {
  const ids = new Set<string>();
  while (ids.size < count) ids.add(String(random.int(1, 9)) + random.chars("0123456789", digits - 1));
  return [...ids];
}

/** Fills each input's missing fields from `make`, or makes `count` objects; checks IDs are unique. */
export function fill<T extends { id: string }>(
  kind: string,
  spec: number | MockInput<T>[],
  ids: (count: number) => string[],
  make: (id: string, index: number) => T,
  inactive: () => boolean,
): Generated<T>[] {
  const inputs: MockInput<T>[] =
    typeof spec === "number" ? Array.from({ length: checkCount(kind, spec) }, () => ({})) : spec;
  if (!Array.isArray(inputs)) throw new TypeError(`data.${kind} must be a count or an array of ${kind}`);
  const fresh = ids(inputs.length);
  const seen = new Set<string>();
  return inputs.map((input, i) => {
    const { active, ...fields } = input;
    const value = { ...make(fields.id ?? fresh[i]!, i), ...fields } as T;
    if (typeof value.id !== "string" || value.id === "")
      throw new TypeError(`data.${kind}[${i}].id must be a non-empty string`);
    if (seen.has(value.id)) throw new TypeError(`data.${kind}[${i}].id ${JSON.stringify(value.id)} is used twice`);
    seen.add(value.id);
    return { value, active: active ?? (typeof spec === "number" ? !inactive() : true) };
  });
}

function checkCount(kind: string, count: number): number {
  if (!Number.isSafeInteger(count) || count < 0 || count > 100_000)
    throw new TypeError(`data.${kind} must be an integer from 0 to 100000, got ${count}`);
  return count;
}

export function generateTags(random: Random, spec: MockDataOptions["tags"] = 6): Generated<MockTag>[] {
  return fill(
    "tags",
    spec,
    (n) => uniqueIds(random, n, 4),
    (id, i) => ({ id, name: TAG_NAMES[i] ?? `Region ${i + 1}` }),
    () => false,
  );
}

/** Every vehicle gets one tag, a fifth of them a second one, so tag-limited tokens see a real subset. */
export function generateVehicles(
  random: Random,
  tagIds: readonly string[],
  nowMs: number,
  spec: MockDataOptions["vehicles"] = 600,
  inactiveShare = 0.08,
): Generated<MockVehicle>[] {
  return fill(
    "vehicles",
    spec,
    (n) => uniqueIds(random, n, 15),
    (id, i) => {
      const [make, models] = random.pick(MAKES);
      const tags = tagIds.length === 0 ? [] : [tagIds[i % tagIds.length]!];
      if (tagIds.length > 1 && random.chance(0.2))
        tags.push(tagIds[(i + 1 + random.int(0, tagIds.length - 2)) % tagIds.length]!);
      return {
        id,
        name: `${random.pick(VEHICLE_KINDS)} ${pad(i + 1)}`,
        vin: random.chars(VIN_ALPHABET, 17),
        serial: `G${random.chars(SERIAL_ALPHABET, 3)}-${random.chars(SERIAL_ALPHABET, 3)}-${random.chars(SERIAL_ALPHABET, 3)}`,
        make,
        model: random.pick(models),
        year: random.int(2014, 2025),
        licensePlate: `${random.chars("0123456789", 1)}${random.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 3)}${random.chars("0123456789", 3)}`,
        tagIds: [...new Set(tags)],
        updatedAtMs: nowMs - random.int(0, 30 * 86_400_000),
      };
    },
    () => random.chance(inactiveShare),
  );
}

export function generateDrivers(
  random: Random,
  tagIds: readonly string[],
  spec: MockDataOptions["drivers"] = 240,
  inactiveShare = 0.08,
): Generated<MockDriver>[] {
  return fill(
    "drivers",
    spec,
    (n) => uniqueIds(random, n, 7),
    (id, i) => {
      const [first, last] = personName(random);
      return {
        id,
        name: `${first} ${last}`,
        username: `${first}.${last}${i + 1}`.toLowerCase(),
        phone: phoneNumber(random),
        licenseNumber: random.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 1) + random.chars("0123456789", 7),
        licenseState: random.pick(STATES),
        tagIds: tagIds.length === 0 ? [] : [tagIds[i % tagIds.length]!],
      };
    },
    () => random.chance(inactiveShare),
  );
}

/** About half the active drivers get a static assignment to a vehicle that shares one of their tags. */
export function generateAssignments(
  random: Random,
  drivers: readonly Generated<MockDriver>[],
  vehicles: readonly Generated<MockVehicle>[],
  nowMs: number,
): MockAssignment[] {
  const free = vehicles.filter((v) => v.active).map((v) => v.value);
  const ids = uniqueIds(random, drivers.length, 9);
  const assignments: MockAssignment[] = [];
  drivers.forEach((driver, i) => {
    if (!driver.active || !random.chance(0.5)) return;
    const index = free.findIndex(
      (v) => v.tagIds.some((t) => driver.value.tagIds.includes(t)) || driver.value.tagIds.length === 0,
    );
    if (index < 0) return;
    const [vehicle] = free.splice(index, 1);
    assignments.push({
      id: ids[i]!,
      driverId: driver.value.id,
      vehicleId: vehicle!.id,
      assignmentType: "static",
      startMs: nowMs - random.int(1, 365) * 86_400_000,
    });
  });
  return assignments;
}

export function generateAddresses(random: Random, tagIds: readonly string[], count = 40): MockAddress[] {
  return fill<MockAddress>(
    "addresses",
    count,
    (n) => uniqueIds(random, n, 6),
    (id, i) => {
      const [city, state, lat, lon] = random.pick(CITIES);
      return {
        id,
        name: `${random.pick(PLACES)} ${pad(i + 1, 2)}`,
        formattedAddress: `${random.int(10, 9999)} ${random.pick(STREETS)}, ${city}, ${state}`,
        latitude: Math.round((lat + (random.next() - 0.5) * 0.2) * 1e5) / 1e5,
        longitude: Math.round((lon + (random.next() - 0.5) * 0.2) * 1e5) / 1e5,
        tagIds: tagIds.length === 0 ? [] : [tagIds[i % tagIds.length]!],
      };
    },
    () => false,
  ).map((g) => g.value);
}

export { CITIES };
