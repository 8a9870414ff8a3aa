import type { RequestContext } from "./context.js";
import { invalidQuery } from "./errors.js";
import type { MockVehicle } from "./fleet-data.js";
import { readList } from "./pagination.js";
import { locationFor } from "./legacy-data.js";
import { unitHash } from "./random.js";

/*
 * What the vehicle feeds serve. The shapes follow the vendor's description (spec `VehicleStats`, `VehicleLocations`):
 * per vehicle its `id`, `name` and, per requested stat type, an array of events that each carry a `time`. Every value
 * is mock data, derived from the seed, the vehicle and the time of its change, so it is the same on every request.
 */

type Event = Record<string, unknown>;
const between = (u: number, min: number, max: number) => Math.round(min + u * (max - min));

function gps(seed: number, vehicle: MockVehicle, timeMs: number): Event {
  const place = locationFor(unitHash(seed, vehicle.id, "city") * 0.999, timeMs);
  const u = unitHash(seed, vehicle.id, "gps", timeMs);
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    headingDegrees: between(u, 0, 359),
    speedMilesPerHour: between(u, 0, 65),
  };
}

const numeric =
  (what: string, min: number, max: number) =>
  (seed: number, vehicle: MockVehicle, timeMs: number): Event => ({
    value: between(unitHash(seed, vehicle.id, what, timeMs), min, max),
  });

/** The stat types the mock serves, by the vendor's names, each with how its event's fields are made. */
const STAT_TYPES: Readonly<Record<string, (seed: number, vehicle: MockVehicle, timeMs: number) => Event>> = {
  gps,
  engineStates: (seed, vehicle, timeMs) => ({
    value: ["Off", "On", "Idle"][Math.floor(unitHash(seed, vehicle.id, "engine", timeMs) * 3)],
  }),
  fuelPercents: numeric("fuel", 5, 100),
  obdOdometerMeters: numeric("odometer", 10_000_000, 900_000_000),
  obdEngineSeconds: numeric("engine-seconds", 1_000_000, 100_000_000),
  batteryMilliVolts: numeric("battery", 12_000, 14_400),
  engineCoolantTemperatureMilliC: numeric("coolant", 70_000, 105_000),
  engineRpm: numeric("rpm", 600, 2_400),
  ecuSpeedMph: numeric("ecu-speed", 0, 65),
};

/** The spec's `decorations` has at most 2 items. */
const MAX_DECORATIONS = 2;

function checkTypes(names: readonly string[], parameter: string): void {
  const unknown = names.filter((n) => !(n in STAT_TYPES));
  if (unknown.length > 0)
    throw invalidQuery(
      `${parameter} ${unknown.map((n) => JSON.stringify(n)).join(", ")} ${unknown.length > 1 ? "are" : "is"} not a stat type the mock serves; it serves ${Object.keys(STAT_TYPES).join(", ")}`,
    );
}

/** Reads `types` (required, at least one) and `decorations` (at most 2); 400 `invalid_query` otherwise. */
export function readStatQuery(query: URLSearchParams): { types: string[]; decorations: string[] } {
  const types = readList(query, "types");
  if (types === undefined || types.length === 0)
    throw invalidQuery(
      `types is required: give one or more stat types, comma-separated, e.g. types=gps,engineStates (the mock serves ${Object.keys(STAT_TYPES).join(", ")})`,
    );
  checkTypes(types, "types");
  const decorations = readList(query, "decorations") ?? [];
  if (decorations.length > MAX_DECORATIONS)
    throw invalidQuery(`decorations has ${decorations.length} stat types; give at most ${MAX_DECORATIONS}`);
  checkTypes(decorations, "decorations");
  return { types: [...new Set(types)], decorations: [...new Set(decorations)] };
}

/** One vehicle's statistics at its last change: one event per requested type, each decorated as asked. */
export function vehicleStats(
  context: RequestContext,
  vehicle: MockVehicle,
  types: readonly string[],
  decorations: readonly string[],
) {
  const seed = context.store.seed;
  const timeMs = vehicle.updatedAtMs;
  const time = new Date(timeMs).toISOString();
  const item: Record<string, unknown> = { id: vehicle.id, name: vehicle.name };
  for (const type of types) {
    const event: Event = { time, ...STAT_TYPES[type]!(seed, vehicle, timeMs) };
    if (decorations.length > 0)
      event.decorations = Object.fromEntries(decorations.map((d) => [d, STAT_TYPES[d]!(seed, vehicle, timeMs)]));
    item[type] = [event];
  }
  return item;
}

/**
 * What the model computes for a field of a vehicle a served spec asks for: a stat type's events (`gps: [{ time, … }]`)
 * or its `locations`; undefined for any other field. The same values the bundled spec's feeds serve.
 */
export function vehicleField(seed: number, vehicle: MockVehicle, field: string): unknown {
  if (field === "locations")
    return vehicleLocations({ store: { seed } } as unknown as RequestContext, vehicle).locations;
  const make = Object.hasOwn(STAT_TYPES, field) ? STAT_TYPES[field] : undefined;
  return make && [{ time: new Date(vehicle.updatedAtMs).toISOString(), ...make(seed, vehicle, vehicle.updatedAtMs) }];
}

/** One vehicle's location at its last change, in the vendor's location event shape. */
export function vehicleLocations(context: RequestContext, vehicle: MockVehicle) {
  const { latitude, longitude, headingDegrees, speedMilesPerHour } = gps(
    context.store.seed,
    vehicle,
    vehicle.updatedAtMs,
  ) as { latitude: number; longitude: number; headingDegrees: number; speedMilesPerHour: number };
  return {
    id: vehicle.id,
    name: vehicle.name,
    locations: [
      {
        time: new Date(vehicle.updatedAtMs).toISOString(),
        latitude,
        longitude,
        heading: headingDegrees,
        speed: speedMilesPerHour,
      },
    ],
  };
}
