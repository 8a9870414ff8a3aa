import type { Operation } from "../../generated/operations.js";
import { ok, type OperationHandler, type RequestContext } from "./context.js";
import { notFound } from "./errors.js";
import type { MockDriver } from "./fleet-data.js";
import type { LegacyCollectionName } from "./legacy-data.js";
import type { CollectionName } from "./store.js";
import {
  acknowledge,
  create,
  find,
  getOne,
  list,
  paged,
  remove,
  update,
  view,
  visibleValues,
} from "./legacy-handlers.js";
import * as views from "./legacy-views.js";

type LegacyOperation = Extract<Operation, { legacy: true }>;
type LegacyPath = LegacyOperation["path"];
type MethodsAt<P extends LegacyPath> = Extract<LegacyOperation, { path: P }>["method"];

/**
 * How the mock answers each legacy `v1/...` operation. The type makes this table complete: a path or method of
 * the spec without an entry does not compile. A POST on a collection creates an object, except where the path
 * names a query (`list`, `locations`, `trips`, `history`, `summary`, logs, sensor readings): those answer like
 * the GET. PUT, PATCH and POST on an object merge the body into it.
 */
export const LEGACY_ROUTES: { [P in LegacyPath]: { [M in MethodsAt<P>]: OperationHandler } } = {
  "/v1/addresses": {
    get: list("addresses"),
    post: create("addresses", () => ({ name: "New address", formattedAddress: "" })),
  },
  "/v1/addresses/{address_id}": {
    get: getOne("addresses", "address_id"),
    patch: update("addresses", "address_id"),
    delete: remove("addresses", "address_id"),
  },
  "/v1/fleet/add_address": { post: create("addresses", () => ({ name: "New address", formattedAddress: "" })) },
  "/v1/contacts": { get: list("contacts") },
  "/v1/contacts/{contact_id}": { get: getOne("contacts", "contact_id") },

  "/v1/fleet/trailers/assignments": {
    get: paged((c) => views.trailerAssignments(c, visibleValues(c, "assets", { where: views.isTrailer })).data),
  },
  "/v1/fleet/trailers/{trailerId}/assignments": {
    get: view((c) => views.trailerAssignments(c, [find(c, "assets", "trailerId", views.isTrailer)])),
  },

  "/v1/fleet/drivers/document_types": { get: list("documentTypes") },
  "/v1/fleet/drivers/documents": { get: list("documents") },
  "/v1/fleet/drivers/{driver_id}/documents": {
    post: create(
      "documents",
      (c) => ({
        documentTypeId: visibleValues(c, "documentTypes")[0]?.id,
        state: "submitted",
        createdAtMs: c.clock.now(),
      }),
      (c) => ({ driverId: find(c, "drivers", "driver_id").id }),
    ),
  },
  "/v1/fleet/drivers/{driver_id}/documents/{document_id}": {
    get: view((c) => documentOf(c)),
    delete: (c) => {
      const { id } = documentOf(c);
      c.store.collection("documents").remove(id);
      return ok({ id, deleted: true });
    },
  },

  "/v1/fleet/drivers": { get: list("drivers"), post: createDriver() },
  "/v1/fleet/drivers/create": { post: createDriver(), get: acknowledge, patch: acknowledge, delete: acknowledge },
  "/v1/fleet/drivers/inactive": { get: list("drivers", { inactive: true }) },
  "/v1/fleet/drivers/inactive/{driver_id}": {
    get: getOne("drivers", "driver_id", (_, active) => !active),
    put: (c) => {
      const driver = find(c, "drivers", "driver_id", (_, active) => !active);
      return ok(c.store.collection("drivers").update(driver.id, {}, true)!.value);
    },
  },
  "/v1/fleet/drivers/{driver_id}": {
    get: getOne("drivers", "driver_id"),
    post: update("drivers", "driver_id"),
    patch: update("drivers", "driver_id"),
    delete: remove("drivers", "driver_id"),
  },
  "/v1/fleet/drivers/summary": { get: view(views.driversSummary), post: view(views.driversSummary) },

  "/v1/fleet/maintenance/dvirs": {
    get: list("dvirs"),
    post: create("dvirs", (c) => ({
      inspectionType: "pre-trip",
      safeToOperate: true,
      defects: [],
      createdAtMs: c.clock.now(),
    })),
  },
  "/v1/fleet/maintenance/list": { get: view(views.maintenance), post: view(views.maintenance) },

  "/v1/fleet/drivers/{driver_id}/hos/audit_logs": {
    get: view((c) => views.auditLogs(c, [find(c, "drivers", "driver_id")])),
  },
  "/v1/fleet/drivers/{driver_id}/hos/duty_status": {
    post: echoForDriver((c) => ({ dutyStatus: "ON_DUTY", changedAtMs: c.clock.now() })),
  },
  "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs": {
    get: view((c) => views.dailyLogs(c, find(c, "drivers", "driver_id"))),
    patch: echoForDriver((c) => ({ certifiedAtMs: c.clock.now() })),
  },
  "/v1/fleet/drivers/{driver_id}/hos_daily_logs": {
    get: view((c) => views.dailyLogs(c, find(c, "drivers", "driver_id"))),
    post: echoForDriver((c) => ({ createdAtMs: c.clock.now() })),
    patch: echoForDriver((c) => ({ updatedAtMs: c.clock.now() })),
  },
  "/v1/fleet/drivers/{driver_id}/log_edits": {
    get: view((c) => views.auditLogs(c, [find(c, "drivers", "driver_id")])),
  },
  "/v1/fleet/hos/audit_logs": { get: view((c) => views.auditLogs(c, visibleValues(c, "drivers"))) },
  "/v1/fleet/hos/log_edits": { get: view((c) => views.auditLogs(c, visibleValues(c, "drivers"))) },
  "/v1/fleet/hos_authentication_logs": {
    get: view(views.hosAuthenticationLogs),
    post: view(views.hosAuthenticationLogs),
  },
  "/v1/fleet/hos_logs": { get: view(views.hosLogs), post: view(views.hosLogs) },
  "/v1/fleet/hos_logs_summary": { get: view(views.hosLogsSummary), post: view(views.hosLogsSummary) },
  "/v1/fleet/unassigned_driving_logs": { get: list("drivingSegments") },
  "/v1/fleet/unassigned_driving_segments": { get: list("drivingSegments") },
  "/v1/fleet/unassigned_driving_segments/{segment_id}": {
    get: getOne("drivingSegments", "segment_id"),
    patch: update("drivingSegments", "segment_id"),
  },
  "/v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs": {
    get: childrenOf("drivingSegments", "vehicles", "vehicle_id", "vehicleId"),
  },

  "/v1/fleet/assets": { get: list("assets") },
  "/v1/industrial/csv_imports": {
    post: (c) => ok({ id: `import-${c.clock.now()}`, state: "queued", receivedAtMs: c.clock.now() }),
  },
  "/v1/industrial/data": { get: list("dataInputs") },
  "/v1/industrial/data/{dataInputId}": { get: view(views.dataInputPoints) },
  "/v1/fleet/assets/locations": { get: paged((c) => visibleValues(c, "assets"), views.assetLocation) },
  "/v1/fleet/assets/{assetId}/locations": {
    get: view((c) => ({ data: [0, 1, 2].map((h) => views.assetLocation(c, find(c, "assets", "assetId"), h)) })),
  },

  "/v1/industrial/machines": { get: list("machines") },
  "/v1/industrial/machines/{machineId}": { get: getOne("machines", "machineId") },
  "/v1/industrial/machines/{machineId}/form": { get: view((c) => machineForms(c)[0]), post: echoForMachine() },
  "/v1/industrial/machines/{machineId}/forms": {
    get: view((c) => ({ data: machineForms(c) })),
    post: echoForMachine(),
  },
  "/v1/industrial/mes/lines": { get: list("mesLines") },
  "/v1/industrial/mes/recipes": { get: list("mesRecipes") },
  "/v1/industrial/mes/runs": { get: list("mesRuns") },
  "/v1/industrial/mes/runs/line/{line_id}": { get: childrenOf("mesRuns", "mesLines", "line_id", "lineId") },
  "/v1/industrial/mes/work_orders": {
    get: list("workOrders"),
    post: create("workOrders", (_, id) => ({ externalId: `WO-${id}`, state: "open", quantity: 0 })),
  },
  "/v1/industrial/mes/work_orders/{id}": {
    get: getOne("workOrders", "id"),
    patch: update("workOrders", "id"),
    delete: remove("workOrders", "id"),
  },
  "/v1/industrial/vision/cameras": { get: list("cameras") },
  "/v1/industrial/vision/cameras/{cameraId}/programs": {
    get: view((c) => ({ data: views.cameraPrograms(find(c, "cameras", "cameraId")) })),
  },
  "/v1/industrial/vision/run/camera/{cameraId}": {
    get: view((c) => views.visionRuns(c, [find(c, "cameras", "cameraId")])),
  },
  "/v1/industrial/vision/run/camera/{cameraId}/program/{programId}": {
    get: view((c) => views.visionRuns(c, [find(c, "cameras", "cameraId")], program(c).id)),
  },
  "/v1/industrial/vision/runs": { get: view((c) => views.visionRuns(c, visibleValues(c, "cameras"))) },
  "/v1/industrial/vision/runs/{cameraId}": { get: view((c) => views.visionRuns(c, [find(c, "cameras", "cameraId")])) },
  "/v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}": {
    get: view((c) => {
      const startedAtMs = Number(c.params.startedAtMs);
      if (!Number.isSafeInteger(startedAtMs)) throw notFound(`run started at ${JSON.stringify(c.params.startedAtMs)}`);
      return views.visionRun(c, find(c, "cameras", "cameraId"), program(c).id, startedAtMs);
    }),
  },
  "/v1/machines/history": { post: view(views.machineHistory) },
  "/v1/machines/list": { post: list("machines") },

  "/v1/fleet/messages": {
    get: list("messages"),
    post: create("messages", (c) => ({ sender: "dispatch", sentAtMs: c.clock.now(), text: "" })),
  },

  "/v1/fleet/dispatch/routes": { get: list("routes"), post: createRoute() },
  "/v1/fleet/dispatch/routes/job_updates": { get: view(views.jobUpdates) },
  "/v1/fleet/dispatch/routes/{route_id}": {
    get: getOne("routes", "route_id"),
    put: update("routes", "route_id"),
    delete: remove("routes", "route_id"),
  },
  "/v1/fleet/dispatch/routes/{route_id}/history": {
    get: view((c) => views.routeHistory(c, find(c, "routes", "route_id"))),
  },
  "/v1/fleet/drivers/{driver_id}/dispatch/routes": {
    get: childrenOf("routes", "drivers", "driver_id", "driverId"),
    post: createRoute((c) => ({ driverId: find(c, "drivers", "driver_id").id })),
  },
  "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes": {
    get: childrenOf("routes", "vehicles", "vehicle_id", "vehicleId"),
    post: createRoute((c) => ({ vehicleId: find(c, "vehicles", "vehicle_id").id })),
  },

  "/v1/fleet/drivers/{driver_id}/safety/score": {
    get: view((c) => views.safetyScore(c, { driverId: find(c, "drivers", "driver_id").id })),
  },
  "/v1/fleet/vehicles/{vehicle_id}/safety/harsh_event": {
    get: view((c) => views.harshEvents(c, find(c, "vehicles", "vehicle_id"))),
  },
  "/v1/fleet/vehicles/{vehicle_id}/safety/score": {
    get: view((c) => views.safetyScore(c, { vehicleId: find(c, "vehicles", "vehicle_id").id })),
  },

  "/v1/sensors/cargo": { get: view(views.sensorReadings("cargo")), post: view(views.sensorReadings("cargo")) },
  "/v1/sensors/door": { get: view(views.sensorReadings("door")), post: view(views.sensorReadings("door")) },
  "/v1/sensors/history": { post: view(views.sensorHistory) },
  "/v1/sensors/humidity": { get: view(views.sensorReadings("humidity")), post: view(views.sensorReadings("humidity")) },
  "/v1/sensors/list": { get: list("sensors"), post: list("sensors") },
  "/v1/sensors/temperature": {
    get: view(views.sensorReadings("temperature")),
    post: view(views.sensorReadings("temperature")),
  },

  "/v1/tags": { get: list("tags"), post: create("tags", (_, id) => ({ name: `Tag ${id}` })) },
  "/v1/tags/{tagId}": {
    get: getOne("tags", "tagId"),
    put: update("tags", "tagId"),
    patch: update("tags", "tagId"),
    delete: remove("tags", "tagId"),
  },

  "/v1/fleet/assets/reefers": {
    get: paged((c) => visibleValues(c, "assets", { where: (a) => a.assetType === "reefer" })),
  },
  "/v1/fleet/assets/{assetId}/reefer": {
    get: view((c) =>
      views.reefer(
        c,
        find(c, "assets", "assetId", (a) => a.assetType === "reefer"),
      ),
    ),
  },

  "/v1/user_roles": { get: list("userRoles") },
  "/v1/users": {
    get: list("users"),
    post: create("users", (c) => ({ name: "New user", email: "", roleId: visibleValues(c, "userRoles")[0]?.id })),
  },
  "/v1/users/{userId}": {
    get: getOne("users", "userId"),
    patch: update("users", "userId"),
    delete: remove("users", "userId"),
  },

  "/v1/fleet/locations": { get: view(vehicleLocations), post: view(vehicleLocations) },
  "/v1/fleet/vehicles/locations": { get: view(vehicleLocations) },
  "/v1/fleet/vehicles/stats": { get: paged((c) => visibleValues(c, "vehicles"), views.vehicleStats) },
  "/v1/fleet/vehicles/stats-expanded": {
    get: view((c) => ({ data: visibleValues(c, "vehicles").map((v) => views.vehicleStatsExpanded(c, v)) })),
  },
  "/v1/fleet/vehicles/{vehicle_id}/locations": {
    get: view((c) => views.locationHistory(c, find(c, "vehicles", "vehicle_id"))),
  },
  "/v1/fleet/trips": { get: list("trips"), post: list("trips") },

  "/v1/fleet/list": { get: paged((c) => visibleValues(c, "vehicles")), post: list("vehicles") },
  "/v1/fleet/set_data": { post: acknowledge },
  "/v1/fleet/vehicles/{vehicle_id}": { get: getOne("vehicles", "vehicle_id"), patch: update("vehicles", "vehicle_id") },
};

/** The objects of `name` that point at the parent a path parameter names (404 when the parent is not visible). */
function childrenOf(
  name: LegacyCollectionName,
  parent: CollectionName,
  param: string,
  field: string,
): OperationHandler {
  return view((c) => {
    const { id } = find(c, parent, param);
    return { data: visibleValues(c, name, { where: (value) => value[field] === id }) };
  });
}

function vehicleLocations(context: RequestContext) {
  return { data: visibleValues(context, "vehicles").map((v) => views.vehicleLocation(context, v)) };
}

/**
 * Reference 2.7, 5.4: the body's `tagIds` decide where the driver is created; the password is never echoed. Also
 * behind `POST /fleet/drivers` (routes.ts), which answers the created driver under `data`.
 */
export function createDriver(): OperationHandler {
  return create(
    "drivers",
    (_, id): Partial<MockDriver> => ({
      name: `Driver ${id}`,
      username: `driver${id}`,
      phone: "",
      licenseNumber: "",
      licenseState: "",
    }),
  );
}

function createRoute(links: (context: RequestContext) => Record<string, unknown> = () => ({})): OperationHandler {
  return create("routes", (c, id) => ({ name: `Route ${id}`, scheduledStartMs: c.clock.now(), stops: [] }), links);
}

function documentOf(context: RequestContext) {
  const driver = find(context, "drivers", "driver_id");
  return find(context, "documents", "document_id", (d) => d.driverId === driver.id);
}

function program(context: RequestContext) {
  const programs = views.cameraPrograms(find(context, "cameras", "cameraId"));
  const found = programs.find((p) => p.id === context.params.programId);
  if (!found) throw notFound(`program ${JSON.stringify(context.params.programId)}`);
  return found;
}

function machineForms(context: RequestContext) {
  const machine = find(context, "machines", "machineId");
  return [
    {
      id: `${machine.id}-1`,
      machineId: machine.id,
      title: "Shift check",
      fields: [{ label: "Oil level OK", type: "checkbox" }],
    },
  ];
}

/** Writes that are records of the moment (a duty status, a form), answered with the body and the link. */
function echoForDriver(extra: (context: RequestContext) => Record<string, unknown>): OperationHandler {
  return (c) => ok({ ...extra(c), ...bodyFields(c), driverId: find(c, "drivers", "driver_id").id });
}

function echoForMachine(): OperationHandler {
  return (c) => ok({ submittedAtMs: c.clock.now(), ...bodyFields(c), machineId: find(c, "machines", "machineId").id });
}

function bodyFields(context: RequestContext): Record<string, unknown> {
  const { body } = context;
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
