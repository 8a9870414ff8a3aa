import type { Operation } from "../../generated/operations.js";
import { ok, type OperationHandler, type RequestContext } from "./context.js";
import { invalidBody } from "./errors.js";
import type { MockVehicle } from "./fleet-data.js";
import { createDriver, LEGACY_ROUTES } from "./legacy-routes.js";
import type { RegisterWebhookInput } from "./mock-webhooks.js";
import { feedPage, listPage, readCursor, readLimit, readList, readRequiredChoice } from "./pagination.js";
import type { CollectionName, MockRecords } from "./store.js";
import { readStatQuery, vehicleLocations, vehicleStats } from "./vehicle-stats.js";

type NewOperationId = Extract<Operation, { legacy: false }>["operationId"];

/** A paginated list of a collection (reference 4.3): `limit` where the operation supports it, else the mock's page size. */
function paginatedList<K extends CollectionName>(
  name: K,
  present: (value: MockRecords[K], context: RequestContext) => unknown = (v) => v,
): OperationHandler {
  return (context) => {
    const { operation, query, cursors, store, token } = context;
    const size = operation.limit ? readLimit(query, operation.limit, context.pageSize) : context.pageSize;
    const after = readCursor(query, cursors, operation.operationId);
    return ok(
      listPage(store.visibleEntries(token, name), operation.operationId, after?.position ?? 0, size, cursors, (v) =>
        present(v, context),
      ),
    );
  };
}

/** Reference 4.2: `GET /vehicles` adds the driver of a static assignment, when the token may see that driver. */
function withStaticDriver(
  vehicle: MockVehicle,
  context: RequestContext,
): MockVehicle & { staticAssignedDriver?: { id: string; name: string } } {
  const { store, token } = context;
  const assignment = store
    .collection("assignments")
    .entries()
    .find((e) => e.value.vehicleId === vehicle.id);
  const driver = assignment && store.collection("drivers").get(assignment.value.driverId);
  if (!driver || !store.isVisible(token, "drivers", driver.value)) return vehicle;
  return { ...vehicle, staticAssignedDriver: { id: driver.value.id, name: driver.value.name } };
}

/**
 * A vehicle feed (reference 4.3) with the vendor's filters: `tagIds`, `parentTagIds` (the mock has no tag hierarchy,
 * so a parent tag stands for itself) and `vehicleIds`. Vehicles changed since the cursor, each as `presenter` shows
 * it; `presenter` reads the operation's own query first, so a bad one is refused before anything else.
 */
function vehicleFeed(presenter: (context: RequestContext) => (vehicle: MockVehicle) => unknown): OperationHandler {
  return (context) => {
    const { operation, query, cursors, store, token } = context;
    const present = presenter(context);
    const tagIds = [...(readList(query, "tagIds") ?? []), ...(readList(query, "parentTagIds") ?? [])];
    const vehicleIds = readList(query, "vehicleIds");
    const after = readCursor(query, cursors, operation.operationId);
    const entries = store
      .visibleEntries(token, "vehicles")
      .filter(
        (e) =>
          (tagIds.length === 0 || e.value.tagIds.some((t) => tagIds.includes(t))) &&
          (vehicleIds === undefined || vehicleIds.includes(e.value.id)),
      );
    return ok(
      feedPage(
        entries,
        store.collection("vehicles").revision,
        operation.operationId,
        after?.position ?? 0,
        context.pageSize,
        cursors,
        present,
      ),
    );
  };
}

/** `POST /fleet/drivers`: the body of reference 2.7 (checked against `DriverCreateRequest`), answered as `{ data }`. */
const createLegacyDriver = createDriver();
const createFleetDriver: OperationHandler = (context) => ok({ data: createLegacyDriver(context).body });
const listAssignments = paginatedList("assignments");

/** `POST /webhooks`: the vendor's body; the URL must be HTTPS here (the handle and control API also take loopback http). */
const createWebhook: OperationHandler = (context) => {
  try {
    return ok(structuredClone(context.webhooks.register(context.body as RegisterWebhookInput, false)));
  } catch (error) {
    if (error instanceof TypeError) throw invalidBody(error.message);
    throw error;
  }
};

const NEW_ROUTES: Record<NewOperationId, OperationHandler> = {
  listFleetVehicles: paginatedList("vehicles"),
  listVehicles: paginatedList("vehicles", withStaticDriver),
  listDriverVehicleAssignments: (context) => {
    // The vendor requires filterBy; the mock takes no driver or vehicle ID filters, so both values list every assignment.
    readRequiredChoice(context.query, "filterBy", ["drivers", "vehicles"]);
    return listAssignments(context);
  },
  followVehicleStatsFeed: vehicleFeed((context) => {
    const { types, decorations } = readStatQuery(context.query);
    return (vehicle) => vehicleStats(context, vehicle, types, decorations);
  }),
  followVehicleLocationsFeed: vehicleFeed((context) => (vehicle) => vehicleLocations(context, vehicle)),
  createDriver: createFleetDriver,
  createWebhook,
};

/** The handler of an operation of the spec. Both route tables are complete by type, so this never fails for one. */
export function handlerFor(operation: Operation): OperationHandler {
  const handler = operation.legacy
    ? (
        LEGACY_ROUTES[operation.path as keyof typeof LEGACY_ROUTES] as
          | Partial<Record<string, OperationHandler>>
          | undefined
      )?.[operation.method]
    : NEW_ROUTES[operation.operationId as NewOperationId];
  if (!handler) throw new Error(`the mock has no handler for ${operation.operationId}`);
  return handler;
}
