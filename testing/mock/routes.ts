import type { Operation } from "../../generated/operations.js";
import { ok, type OperationHandler, type RequestContext } from "./context.js";
import type { MockVehicle } from "./fleet-data.js";
import { LEGACY_ROUTES } from "./legacy-routes.js";
import { feedPage, listPage, readAfter, readLimit } from "./pagination.js";
import type { CollectionName, MockRecords } from "./store.js";

type NewOperationId = Extract<Operation, { legacy: false }>["operationId"];

/** A paginated list of a collection (reference 4.3): `limit` where the operation supports it, else the mock's page size. */
function paginatedList<K extends CollectionName>(name: K, present: (value: MockRecords[K], context: RequestContext) => unknown = (v) => v): OperationHandler {
  return (context) => {
    const { operation, query, cursors, store, token } = context;
    const size = operation.limit ? readLimit(query, operation.limit, context.pageSize) : context.pageSize;
    const after = readAfter(query, cursors, operation.operationId);
    return ok(listPage(store.visibleEntries(token, name), operation.operationId, after?.position ?? 0, size, cursors, (v) => present(v, context)));
  };
}

/** Reference 4.2: `GET /vehicles` adds the driver of a static assignment, when the token may see that driver. */
function withStaticDriver(vehicle: MockVehicle, context: RequestContext): MockVehicle & { staticAssignedDriver?: { id: string; name: string } } {
  const { store, token } = context;
  const assignment = store.collection("assignments").entries().find((e) => e.value.vehicleId === vehicle.id);
  const driver = assignment && store.collection("drivers").get(assignment.value.driverId);
  if (!driver || !store.isVisible(token, "drivers", driver.value)) return vehicle;
  return { ...vehicle, staticAssignedDriver: { id: driver.value.id, name: driver.value.name } };
}

const NEW_ROUTES: Record<NewOperationId, OperationHandler> = {
  listFleetVehicles: paginatedList("vehicles"),
  listVehicles: paginatedList("vehicles", withStaticDriver),
  listDriverVehicleAssignments: paginatedList("assignments"),
  followFleetVehiclesFeed: (context) => {
    const { operation, query, cursors, store, token } = context;
    const after = readAfter(query, cursors, operation.operationId);
    const vehicles = store.collection("vehicles");
    return ok(feedPage(store.visibleEntries(token, "vehicles"), vehicles.revision, operation.operationId, after?.position ?? 0, context.pageSize, cursors, (v) => v));
  },
};

/** The handler of an operation of the spec. Both route tables are complete by type, so this never fails for one. */
export function handlerFor(operation: Operation): OperationHandler {
  const handler = operation.legacy
    ? (LEGACY_ROUTES[operation.path as keyof typeof LEGACY_ROUTES] as Partial<Record<string, OperationHandler>> | undefined)?.[operation.method]
    : NEW_ROUTES[operation.operationId as NewOperationId];
  if (!handler) throw new Error(`the mock has no handler for ${operation.operationId}`);
  return handler;
}
