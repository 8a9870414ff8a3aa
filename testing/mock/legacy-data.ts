import {
  CITIES,
  pad,
  personName,
  phoneNumber,
  uniqueIds,
  type MockAddress,
  type MockDriver,
  type MockTag,
  type MockVehicle,
} from "./fleet-data.js";
import type { Random } from "./random.js";

/**
 * Objects only the legacy `v1/...` endpoints serve. Their payloads are not shown in the reference (4.2), so
 * every field is mock data; the links between objects (driverId, vehicleId, tagIds) are what the mock uses
 * for tag access.
 */
export interface MockObject {
  id: string;
  [field: string]: unknown;
}

export const LEGACY_COLLECTIONS = [
  "contacts",
  "users",
  "userRoles",
  "assets",
  "routes",
  "documentTypes",
  "documents",
  "messages",
  "sensors",
  "dvirs",
  "trips",
  "drivingSegments",
  "machines",
  "dataInputs",
  "mesLines",
  "mesRecipes",
  "mesRuns",
  "workOrders",
  "cameras",
] as const;
export type LegacyCollectionName = (typeof LEGACY_COLLECTIONS)[number];

interface CoreData {
  tags: readonly MockTag[];
  vehicles: readonly MockVehicle[];
  drivers: readonly MockDriver[];
  addresses: readonly MockAddress[];
}

const DAY = 86_400_000;

/** Like `Array.from`, with IDs: `count` objects made by `make`, each with a fresh numeric ID of `digits` digits. */
function many(
  random: Random,
  count: number,
  digits: number,
  make: (index: number) => Omit<MockObject, "id">,
): MockObject[] {
  return uniqueIds(random, count, digits).map((id, i) => ({ id, ...make(i) }));
}

export function generateLegacyData(
  random: Random,
  core: CoreData,
  nowMs: number,
): Record<LegacyCollectionName, MockObject[]> {
  const { tags, vehicles, drivers, addresses } = core;
  const someVehicle = () => random.pick(vehicles).id;
  const someDriver = () => random.pick(drivers).id;
  const tagAt = (i: number): string[] => (tags.length === 0 ? [] : [tags[i % tags.length]!.id]);
  const canLink = vehicles.length > 0 && drivers.length > 0;

  const userRoles: MockObject[] = ["Full Admin", "Standard Admin", "Read-Only Admin", "Dispatcher"].map((name, i) => ({
    id: String(i + 1),
    name,
  }));
  const machines = many(random, 6, 5, (i) => ({
    name: `Press ${pad(i + 1, 2)}`,
    description: "Hydraulic press",
    dataInputIds: [] as string[],
  }));
  const mesLines = many(random, 3, 4, (i) => ({
    name: `Line ${String.fromCharCode(65 + i)}`,
    externalId: `line-${i + 1}`,
  }));
  const cameras = many(random, 4, 5, (i) => ({
    name: `Vision camera ${i + 1}`,
    programs: [
      { id: String(i * 10 + 1), name: "Label check" },
      { id: String(i * 10 + 2), name: "Fill level" },
    ],
  }));
  const documentTypes = many(random, 4, 5, (i) => ({
    name: ["Bill of Lading", "Fuel Receipt", "Delivery Proof", "Incident Report"][i],
  }));
  const assets = many(random, 30, 14, (i) => {
    const assetType = i % 3 === 0 ? "reefer" : i % 3 === 1 ? "trailer" : "equipment";
    return {
      name: `${assetType === "equipment" ? "Generator" : "Trailer"} ${pad(i + 1)}`,
      assetType,
      assetSerialNumber: random.chars("0123456789ABCDEF", 12),
      tagIds: tagAt(i),
    };
  });

  return {
    contacts: many(random, 12, 6, () => {
      const [firstName, lastName] = personName(random);
      return {
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
        phone: phoneNumber(random),
      };
    }),
    users: many(random, 15, 6, (i) => {
      const [first, last] = personName(random);
      return {
        name: `${first} ${last}`,
        email: `${first}.${last}@example.com`.toLowerCase(),
        roleId: userRoles[i % userRoles.length]!.id,
        tagIds: i < 3 ? [] : tagAt(i),
      };
    }),
    userRoles,
    assets,
    routes: !canLink
      ? []
      : many(random, 20, 8, (i) => ({
          name: `Route ${pad(i + 1)}`,
          driverId: someDriver(),
          vehicleId: someVehicle(),
          scheduledStartMs: nowMs + (i - 10) * DAY,
          stops: addresses
            .slice(i % Math.max(addresses.length, 1), (i % Math.max(addresses.length, 1)) + 3)
            .map((a) => ({ addressId: a.id, name: a.name, state: "scheduled" })),
        })),
    documentTypes,
    documents:
      drivers.length === 0
        ? []
        : many(random, 25, 8, (i) => ({
            driverId: someDriver(),
            documentTypeId: documentTypes[i % documentTypes.length]!.id,
            state: i % 4 === 0 ? "submitted" : "required",
            createdAtMs: nowMs - random.int(1, 60) * DAY,
          })),
    messages:
      drivers.length === 0
        ? []
        : many(random, 25, 8, (i) => ({
            driverId: someDriver(),
            text: ["Running 10 min late", "Arrived at site", "Please call dispatch", "Load secured"][i % 4],
            sender: i % 2 === 0 ? "driver" : "dispatch",
            sentAtMs: nowMs - random.int(1, 10_000) * 60_000,
          })),
    sensors:
      vehicles.length === 0
        ? []
        : many(random, 16, 6, (i) => ({
            name: `Sensor ${pad(i + 1, 2)}`,
            sensorType: ["temperature", "humidity", "door", "cargo"][i % 4],
            macAddress: Array.from({ length: 6 }, () => random.chars("0123456789abcdef", 2)).join(":"),
            vehicleId: someVehicle(),
          })),
    dvirs:
      vehicles.length === 0
        ? []
        : many(random, 20, 8, (i) => ({
            vehicleId: someVehicle(),
            inspectionType: i % 2 === 0 ? "pre-trip" : "post-trip",
            safeToOperate: i % 5 !== 0,
            defects: i % 5 === 0 ? [{ type: "Brakes", comment: "Soft pedal" }] : [],
            createdAtMs: nowMs - random.int(1, 30) * DAY,
          })),
    trips: !canLink
      ? []
      : many(random, 30, 10, () => {
          const startMs = nowMs - random.int(1, 14 * 24) * 3_600_000;
          return {
            vehicleId: someVehicle(),
            driverId: someDriver(),
            startMs,
            endMs: startMs + random.int(10, 480) * 60_000,
            distanceMeters: random.int(2_000, 600_000),
          };
        }),
    drivingSegments:
      vehicles.length === 0
        ? []
        : many(random, 10, 8, () => {
            const startMs = nowMs - random.int(1, 7 * 24) * 3_600_000;
            return {
              vehicleId: someVehicle(),
              startMs,
              endMs: startMs + random.int(5, 120) * 60_000,
              annotation: null,
            };
          }),
    machines,
    dataInputs: many(random, 8, 6, (i) => ({
      name: `Input ${pad(i + 1, 2)}`,
      machineId: machines[i % machines.length]!.id,
      units: ["psi", "°C", "rpm", "A"][i % 4],
    })),
    mesLines,
    mesRecipes: many(random, 5, 5, (i) => ({
      name: `Recipe ${pad(i + 1, 2)}`,
      lineId: mesLines[i % mesLines.length]!.id,
    })),
    mesRuns: many(random, 12, 7, (i) => ({
      lineId: mesLines[i % mesLines.length]!.id,
      startMs: nowMs - (12 - i) * 8 * 3_600_000,
      unitsProduced: random.int(200, 2_000),
    })),
    workOrders: many(random, 8, 6, (i) => ({
      externalId: `WO-${pad(i + 1, 4)}`,
      lineId: mesLines[i % mesLines.length]!.id,
      quantity: random.int(100, 5_000),
      state: "open",
    })),
    cameras,
  };
}

/** A point near one of the mock's cities, fixed for a given unit value. */
export function locationFor(unit: number, timeMs: number): { latitude: number; longitude: number; timeMs: number } {
  const [, , lat, lon] = CITIES[Math.floor(unit * CITIES.length)]!;
  return {
    latitude: Math.round((lat + (unit - 0.5) * 0.3) * 1e5) / 1e5,
    longitude: Math.round((lon + (0.5 - unit) * 0.3) * 1e5) / 1e5,
    timeMs,
  };
}
