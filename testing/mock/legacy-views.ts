import type { RequestContext } from "./context.js";
import type { MockDriver, MockVehicle } from "./fleet-data.js";
import { find, visibleValues } from "./legacy-handlers.js";
import { locationFor, type MockObject } from "./legacy-data.js";
import { unitHash } from "./random.js";

/*
 * Read-only answers computed from the stored objects: statistics, locations, scores and logs. Every number is
 * mock data, derived from the seed and the object's ID (so it is the same on every request) and the clock.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const unit = (context: RequestContext, ...parts: (string | number)[]) => unitHash(context.store.seed, ...parts);
const between = (u: number, min: number, max: number) => Math.round(min + u * (max - min));
const data = <T>(items: T[]) => ({ data: items });

export function vehicleLocation(context: RequestContext, vehicle: MockVehicle, hoursAgo = 0) {
  const now = context.clock.now() - hoursAgo * HOUR;
  const u = unit(context, vehicle.id, "location", hoursAgo);
  return {
    vehicleId: vehicle.id,
    name: vehicle.name,
    ...locationFor(unit(context, vehicle.id, "city") * 0.999, now),
    headingDegrees: between(u, 0, 359),
    speedMilesPerHour: between(u, 0, 65),
  };
}

export function vehicleStats(context: RequestContext, vehicle: MockVehicle) {
  const u = (what: string) => unit(context, vehicle.id, what);
  return {
    vehicleId: vehicle.id,
    name: vehicle.name,
    timeMs: context.clock.now(),
    engineState: u("engine") < 0.6 ? "On" : "Off",
    odometerMeters: between(u("odometer"), 10_000_000, 900_000_000),
    engineHours: between(u("hours"), 500, 30_000),
    fuelPercent: between(u("fuel"), 5, 100),
  };
}

export const vehicleStatsExpanded = (context: RequestContext, vehicle: MockVehicle) => ({
  ...vehicleStats(context, vehicle),
  batteryMilliVolts: between(unit(context, vehicle.id, "battery"), 12_000, 14_400),
  engineCoolantTemperatureMilliC: between(unit(context, vehicle.id, "coolant"), 70_000, 105_000),
  faultCodes: [] as string[],
});

export const locationHistory = (context: RequestContext, vehicle: MockVehicle) =>
  data([0, 1, 2, 3, 4].map((h) => vehicleLocation(context, vehicle, h)));

export function safetyScore(context: RequestContext, subject: { driverId: string } | { vehicleId: string }) {
  const id = "driverId" in subject ? subject.driverId : subject.vehicleId;
  const end = context.clock.now();
  return {
    ...subject,
    startMs: end - 7 * DAY,
    endMs: end,
    safetyScore: between(unit(context, id, "score"), 60, 100),
    harshEventCount: between(unit(context, id, "harsh"), 0, 9),
    timeOverSpeedLimitMs: between(unit(context, id, "speeding"), 0, 90) * 60_000,
  };
}

export function harshEvents(context: RequestContext, vehicle: MockVehicle) {
  const count = between(unit(context, vehicle.id, "harsh"), 0, 3);
  const kinds = ["Harsh Brake", "Harsh Acceleration", "Harsh Turn"];
  return data(
    Array.from({ length: count }, (_, i) => ({
      vehicleId: vehicle.id,
      harshEventType: kinds[i % kinds.length],
      timeMs: context.clock.now() - (i + 1) * 5 * HOUR,
    })),
  );
}

const DUTY = ["OFF_DUTY", "SLEEPER_BED", "DRIVING", "ON_DUTY"];
const dutyStatus = (context: RequestContext, driver: MockDriver) =>
  DUTY[Math.floor(unit(context, driver.id, "duty") * DUTY.length)]!;

export const hosLogs = (context: RequestContext) =>
  data(
    visibleValues(context, "drivers").map((driver) => ({
      driverId: driver.id,
      dutyStatus: dutyStatus(context, driver),
      startMs: context.clock.now() - between(unit(context, driver.id, "since"), 1, 10) * HOUR,
    })),
  );

export const hosLogsSummary = (context: RequestContext) =>
  data(
    visibleValues(context, "drivers").map((driver) => ({
      driverId: driver.id,
      driverName: driver.name,
      dutyStatus: dutyStatus(context, driver),
      timeUntilBreakMs: between(unit(context, driver.id, "break"), 0, 8) * HOUR,
      cycleRemainingMs: between(unit(context, driver.id, "cycle"), 10, 70) * HOUR,
    })),
  );

export const hosAuthenticationLogs = (context: RequestContext) =>
  data(
    visibleValues(context, "drivers").map((driver) => ({
      driverId: driver.id,
      actionType: "signin",
      happenedAtMs: context.clock.now() - between(unit(context, driver.id, "signin"), 1, 12) * HOUR,
    })),
  );

export function dailyLogs(context: RequestContext, driver: MockDriver) {
  const today = Math.floor(context.clock.now() / DAY) * DAY;
  return data(
    [0, 1, 2, 3, 4, 5, 6].map((d) => {
      const u = unit(context, driver.id, "day", d);
      return {
        driverId: driver.id,
        date: new Date(today - d * DAY).toISOString().slice(0, 10),
        driveMs: between(u, 0, 11) * HOUR,
        onDutyMs: between(u, 1, 14) * HOUR,
        certified: d > 0,
      };
    }),
  );
}

export const auditLogs = (context: RequestContext, drivers: MockDriver[]) =>
  data(
    drivers.map((driver) => ({
      driverId: driver.id,
      action: "Log edited",
      changedBy: "dispatch",
      timeMs: context.clock.now() - between(unit(context, driver.id, "audit"), 1, 72) * HOUR,
    })),
  );

export const driversSummary = (context: RequestContext) =>
  data(
    visibleValues(context, "drivers").map((driver) => ({
      driverId: driver.id,
      driverName: driver.name,
      distanceMeters: between(unit(context, driver.id, "distance"), 0, 800_000),
      driveMs: between(unit(context, driver.id, "drive"), 0, 50) * HOUR,
      onDutyMs: between(unit(context, driver.id, "onduty"), 0, 60) * HOUR,
    })),
  );

export const maintenance = (context: RequestContext) =>
  data(
    visibleValues(context, "vehicles").map((vehicle) => ({
      vehicleId: vehicle.id,
      name: vehicle.name,
      checkEngineLightOn: unit(context, vehicle.id, "cel") < 0.1,
      diagnosticTroubleCodes: [] as string[],
    })),
  );

export const assetLocation = (context: RequestContext, asset: MockObject, hoursAgo = 0) => ({
  assetId: asset.id,
  name: asset.name,
  ...locationFor(unit(context, asset.id, "city") * 0.999, context.clock.now() - hoursAgo * HOUR),
});

export const reefer = (context: RequestContext, asset: MockObject) => ({
  assetId: asset.id,
  name: asset.name,
  powerStatus: "Active",
  setPointMilliC: -18_000,
  ambientAirTemperatureMilliC: between(unit(context, asset.id, "ambient"), -20_000, -15_000),
  returnAirTemperatureMilliC: between(unit(context, asset.id, "return"), -19_000, -14_000),
  timeMs: context.clock.now(),
});

export const isTrailer = (asset: MockObject) => asset.assetType === "trailer" || asset.assetType === "reefer";

export function trailerAssignments(context: RequestContext, trailers: MockObject[]) {
  const drivers = visibleValues(context, "drivers");
  return data(
    trailers.flatMap((trailer) => {
      if (drivers.length === 0) return [];
      const driver = drivers[Math.floor(unit(context, trailer.id, "driver") * drivers.length)]!;
      return [
        {
          trailerId: trailer.id,
          trailerName: trailer.name,
          driverId: driver.id,
          startMs: context.clock.now() - between(unit(context, trailer.id, "since"), 1, 48) * HOUR,
        },
      ];
    }),
  );
}

const SENSOR_READING: Record<string, (u: number) => Record<string, unknown>> = {
  temperature: (u) => ({ ambientTemperatureMilliC: between(u, -20_000, 30_000) }),
  humidity: (u) => ({ humidityPercent: between(u, 10, 90) }),
  door: (u) => ({ doorClosed: u < 0.8 }),
  cargo: (u) => ({ cargoEmpty: u < 0.5 }),
};

export const sensorReadings = (sensorType: string) => (context: RequestContext) =>
  data(
    visibleValues(context, "sensors", { where: (s) => s.sensorType === sensorType }).map((sensor) => ({
      sensorId: sensor.id,
      name: sensor.name,
      vehicleId: sensor.vehicleId,
      timeMs: context.clock.now(),
      ...SENSOR_READING[sensorType]!(unit(context, sensor.id, sensorType)),
    })),
  );

export const sensorHistory = (context: RequestContext) =>
  data(
    [3, 2, 1, 0].map((h) => ({
      timeMs: context.clock.now() - h * HOUR,
      series: visibleValues(context, "sensors", { where: (s) => s.sensorType === "temperature" }).map((s) => ({
        sensorId: s.id,
        ambientTemperatureMilliC: between(unit(context, s.id, "h", h), -20_000, 30_000),
      })),
    })),
  );

export const routeHistory = (context: RequestContext, route: MockObject) =>
  data([{ changedAtMs: context.clock.now() - DAY, route }]);

export const jobUpdates = (context: RequestContext) =>
  data(
    visibleValues(context, "routes").flatMap((route) =>
      ((route.stops as { addressId: string }[] | undefined) ?? []).map((stop, i) => ({
        routeId: route.id,
        addressId: stop.addressId,
        jobState: i === 0 && (route.scheduledStartMs as number) < context.clock.now() ? "completed" : "scheduled",
        changedAtMs: context.clock.now() - between(unit(context, route.id, "job", i), 1, 48) * HOUR,
      })),
    ),
  );

export const machineHistory = (context: RequestContext) =>
  data(
    visibleValues(context, "machines").map((machine) => ({
      machineId: machine.id,
      name: machine.name,
      timeMs: context.clock.now(),
      vibrationMmPerS: between(unit(context, machine.id, "vibration"), 1, 40),
    })),
  );

export const dataInputPoints = (context: RequestContext) => {
  const input = find(context, "dataInputs", "dataInputId");
  return {
    ...input,
    points: [2, 1, 0].map((h) => ({
      timeMs: context.clock.now() - h * HOUR,
      value: between(unit(context, input.id, "value", h), 0, 1_000),
    })),
  };
};

export function visionRun(context: RequestContext, camera: MockObject, programId: string, startedAtMs: number) {
  const u = unit(context, camera.id, programId, startedAtMs);
  return {
    cameraId: camera.id,
    programId,
    startedAtMs,
    inspectionsPassed: between(u, 500, 5_000),
    inspectionsFailed: between(u, 0, 40),
  };
}

export const cameraPrograms = (camera: MockObject) =>
  (camera.programs as { id: string; name: string }[] | undefined) ?? [];

/** The latest run of each of a camera's programs: one started at the top of each of the last hours. */
export function visionRuns(context: RequestContext, cameras: MockObject[], programId?: string) {
  const hour = Math.floor(context.clock.now() / HOUR) * HOUR;
  return data(
    cameras.flatMap((camera) =>
      cameraPrograms(camera)
        .filter((p) => programId === undefined || p.id === programId)
        .map((p, i) => visionRun(context, camera, p.id, hour - i * HOUR)),
    ),
  );
}
