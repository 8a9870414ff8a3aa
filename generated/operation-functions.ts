// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.

import { callOperation, type CallInit, type CallResult, type FleetClient, type OperationArgs } from "fleetkit/runtime";
import type { paths } from "./types.js";

/**
 * GET /fleet/vehicles: List vehicles (cursor-paginated)
 *
 * Scopes: unknown: the spec states none (the guard lets the call through).
 * Paginated: one page per call; every item with `paginate(client, "/fleet/vehicles")`.
 */
export function listFleetVehicles<I extends CallInit<paths, "/fleet/vehicles", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/fleet/vehicles", "get", I>
): CallResult<paths, "/fleet/vehicles", "get", I> {
  return callOperation(client, "GET", "/fleet/vehicles", init[0]);
}

/**
 * GET /fleet/vehicles/stats/feed: Feed of vehicle statistics since a cursor
 *
 * Scopes: Read Vehicle Statistics.
 * A feed: follow it with `followFeed(client, "/fleet/vehicles/stats/feed", { signal })`.
 */
export function followVehicleStatsFeed<I extends CallInit<paths, "/fleet/vehicles/stats/feed", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/fleet/vehicles/stats/feed", "get", I>
): CallResult<paths, "/fleet/vehicles/stats/feed", "get", I> {
  return callOperation(client, "GET", "/fleet/vehicles/stats/feed", init[0]);
}

/**
 * GET /fleet/vehicles/locations/feed: Feed of vehicle locations since a cursor
 *
 * Scopes: Read Vehicle Statistics.
 * A feed: follow it with `followFeed(client, "/fleet/vehicles/locations/feed", { signal })`.
 */
export function followVehicleLocationsFeed<I extends CallInit<paths, "/fleet/vehicles/locations/feed", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/fleet/vehicles/locations/feed", "get", I>
): CallResult<paths, "/fleet/vehicles/locations/feed", "get", I> {
  return callOperation(client, "GET", "/fleet/vehicles/locations/feed", init[0]);
}

/**
 * GET /vehicles: List vehicles with static driver assignments
 *
 * Scopes: Read Vehicles.
 * Paginated: one page per call; every item with `paginate(client, "/vehicles")`.
 */
export function listVehicles<I extends CallInit<paths, "/vehicles", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/vehicles", "get", I>
): CallResult<paths, "/vehicles", "get", I> {
  return callOperation(client, "GET", "/vehicles", init[0]);
}

/**
 * GET /fleet/driver-vehicle-assignments: List driver-vehicle assignments
 *
 * Scopes: Read Assignments.
 * Paginated: one page per call; every item with `paginate(client, "/fleet/driver-vehicle-assignments")`.
 */
export function listDriverVehicleAssignments<I extends CallInit<paths, "/fleet/driver-vehicle-assignments", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/fleet/driver-vehicle-assignments", "get", I>
): CallResult<paths, "/fleet/driver-vehicle-assignments", "get", I> {
  return callOperation(client, "GET", "/fleet/driver-vehicle-assignments", init[0]);
}

/**
 * POST /fleet/drivers: Create a driver
 *
 * Scopes: Write Drivers.
 */
export function createDriver<I extends CallInit<paths, "/fleet/drivers", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/fleet/drivers", "post", I>
): CallResult<paths, "/fleet/drivers", "post", I> {
  return callOperation(client, "POST", "/fleet/drivers", init[0]);
}

/**
 * POST /webhooks: Register a webhook handler
 *
 * Scopes: Write Webhooks.
 */
export function createWebhook<I extends CallInit<paths, "/webhooks", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/webhooks", "post", I>
): CallResult<paths, "/webhooks", "post", I> {
  return callOperation(client, "POST", "/webhooks", init[0]);
}

/**
 * GET /v1/addresses: GET v1/addresses (legacy)
 *
 * Scopes: Read Addresses.
 */
export function v1GetAddresses<I extends CallInit<paths, "/v1/addresses", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/addresses", "get", I>
): CallResult<paths, "/v1/addresses", "get", I> {
  return callOperation(client, "GET", "/v1/addresses", init[0]);
}

/**
 * POST /v1/addresses: POST v1/addresses (legacy)
 *
 * Scopes: Write Addresses.
 */
export function v1PostAddresses<I extends CallInit<paths, "/v1/addresses", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/addresses", "post", I>
): CallResult<paths, "/v1/addresses", "post", I> {
  return callOperation(client, "POST", "/v1/addresses", init[0]);
}

/**
 * GET /v1/addresses/{address_id}: GET v1/addresses/{address_id} (legacy)
 *
 * Scopes: Read Addresses.
 */
export function v1GetAddressesByAddressId<I extends CallInit<paths, "/v1/addresses/{address_id}", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/addresses/{address_id}", "get", I>
): CallResult<paths, "/v1/addresses/{address_id}", "get", I> {
  return callOperation(client, "GET", "/v1/addresses/{address_id}", init[0]);
}

/**
 * DELETE /v1/addresses/{address_id}: DELETE v1/addresses/{address_id} (legacy)
 *
 * Scopes: Write Addresses.
 */
export function v1DeleteAddressesByAddressId<I extends CallInit<paths, "/v1/addresses/{address_id}", "delete">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/addresses/{address_id}", "delete", I>
): CallResult<paths, "/v1/addresses/{address_id}", "delete", I> {
  return callOperation(client, "DELETE", "/v1/addresses/{address_id}", init[0]);
}

/**
 * PATCH /v1/addresses/{address_id}: PATCH v1/addresses/{address_id} (legacy)
 *
 * Scopes: Write Addresses.
 */
export function v1PatchAddressesByAddressId<I extends CallInit<paths, "/v1/addresses/{address_id}", "patch">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/addresses/{address_id}", "patch", I>
): CallResult<paths, "/v1/addresses/{address_id}", "patch", I> {
  return callOperation(client, "PATCH", "/v1/addresses/{address_id}", init[0]);
}

/**
 * GET /v1/contacts: GET v1/contacts (legacy)
 *
 * Scopes: Read Alert Contacts.
 */
export function v1GetContacts<I extends CallInit<paths, "/v1/contacts", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/contacts", "get", I>
): CallResult<paths, "/v1/contacts", "get", I> {
  return callOperation(client, "GET", "/v1/contacts", init[0]);
}

/**
 * GET /v1/contacts/{contact_id}: GET v1/contacts/{contact_id} (legacy)
 *
 * Scopes: Read Alert Contacts.
 */
export function v1GetContactsByContactId<I extends CallInit<paths, "/v1/contacts/{contact_id}", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/contacts/{contact_id}", "get", I>
): CallResult<paths, "/v1/contacts/{contact_id}", "get", I> {
  return callOperation(client, "GET", "/v1/contacts/{contact_id}", init[0]);
}

/**
 * POST /v1/fleet/add_address: POST v1/fleet/add_address (legacy)
 *
 * Scopes: Write Addresses.
 */
export function v1PostAddAddress<I extends CallInit<paths, "/v1/fleet/add_address", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/add_address", "post", I>
): CallResult<paths, "/v1/fleet/add_address", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/add_address", init[0]);
}

/**
 * GET /v1/fleet/assets: GET v1/fleet/assets (legacy)
 *
 * Scopes: Read Equipment.
 */
export function v1GetAssets<I extends CallInit<paths, "/v1/fleet/assets", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/assets", "get", I>
): CallResult<paths, "/v1/fleet/assets", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/assets", init[0]);
}

/**
 * GET /v1/fleet/assets/{assetId}/locations: GET v1/fleet/assets/{assetId}/locations (legacy)
 *
 * Scopes: Read Equipment Statistics.
 */
export function v1GetAssetsByAssetIdLocations<I extends CallInit<paths, "/v1/fleet/assets/{assetId}/locations", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/assets/{assetId}/locations", "get", I>
): CallResult<paths, "/v1/fleet/assets/{assetId}/locations", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/assets/{assetId}/locations", init[0]);
}

/**
 * GET /v1/fleet/assets/{assetId}/reefer: GET v1/fleet/assets/{assetId}/reefer (legacy)
 *
 * Scopes: Read Trailers.
 */
export function v1GetAssetsByAssetIdReefer<I extends CallInit<paths, "/v1/fleet/assets/{assetId}/reefer", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/assets/{assetId}/reefer", "get", I>
): CallResult<paths, "/v1/fleet/assets/{assetId}/reefer", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/assets/{assetId}/reefer", init[0]);
}

/**
 * GET /v1/fleet/assets/locations: GET v1/fleet/assets/locations (legacy)
 *
 * Scopes: Read Equipment Statistics.
 * Paginated: one page per call; every item with `paginate(client, "/v1/fleet/assets/locations")`.
 */
export function v1GetAssetsLocations<I extends CallInit<paths, "/v1/fleet/assets/locations", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/assets/locations", "get", I>
): CallResult<paths, "/v1/fleet/assets/locations", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/assets/locations", init[0]);
}

/**
 * GET /v1/fleet/assets/reefers: GET v1/fleet/assets/reefers (legacy)
 *
 * Scopes: Read Trailers.
 * Paginated: one page per call; every item with `paginate(client, "/v1/fleet/assets/reefers")`.
 */
export function v1GetAssetsReefers<I extends CallInit<paths, "/v1/fleet/assets/reefers", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/assets/reefers", "get", I>
): CallResult<paths, "/v1/fleet/assets/reefers", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/assets/reefers", init[0]);
}

/**
 * GET /v1/fleet/dispatch/routes: GET v1/fleet/dispatch/routes (legacy)
 *
 * Scopes: Read Routes.
 */
export function v1GetDispatchRoutes<I extends CallInit<paths, "/v1/fleet/dispatch/routes", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/dispatch/routes", "get", I>
): CallResult<paths, "/v1/fleet/dispatch/routes", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/dispatch/routes", init[0]);
}

/**
 * POST /v1/fleet/dispatch/routes: POST v1/fleet/dispatch/routes (legacy)
 *
 * Scopes: Write Routes.
 */
export function v1PostDispatchRoutes<I extends CallInit<paths, "/v1/fleet/dispatch/routes", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/dispatch/routes", "post", I>
): CallResult<paths, "/v1/fleet/dispatch/routes", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/dispatch/routes", init[0]);
}

/**
 * GET /v1/fleet/dispatch/routes/{route_id}: GET v1/fleet/dispatch/routes/{route_id} (legacy)
 *
 * Scopes: Read Routes.
 */
export function v1GetDispatchRoutesByRouteId<I extends CallInit<paths, "/v1/fleet/dispatch/routes/{route_id}", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/dispatch/routes/{route_id}", "get", I>
): CallResult<paths, "/v1/fleet/dispatch/routes/{route_id}", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/dispatch/routes/{route_id}", init[0]);
}

/**
 * PUT /v1/fleet/dispatch/routes/{route_id}: PUT v1/fleet/dispatch/routes/{route_id} (legacy)
 *
 * Scopes: Write Routes.
 */
export function v1PutDispatchRoutesByRouteId<I extends CallInit<paths, "/v1/fleet/dispatch/routes/{route_id}", "put">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/dispatch/routes/{route_id}", "put", I>
): CallResult<paths, "/v1/fleet/dispatch/routes/{route_id}", "put", I> {
  return callOperation(client, "PUT", "/v1/fleet/dispatch/routes/{route_id}", init[0]);
}

/**
 * DELETE /v1/fleet/dispatch/routes/{route_id}: DELETE v1/fleet/dispatch/routes/{route_id} (legacy)
 *
 * Scopes: Write Routes.
 */
export function v1DeleteDispatchRoutesByRouteId<
  I extends CallInit<paths, "/v1/fleet/dispatch/routes/{route_id}", "delete">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/dispatch/routes/{route_id}", "delete", I>
): CallResult<paths, "/v1/fleet/dispatch/routes/{route_id}", "delete", I> {
  return callOperation(client, "DELETE", "/v1/fleet/dispatch/routes/{route_id}", init[0]);
}

/**
 * GET /v1/fleet/dispatch/routes/{route_id}/history: GET v1/fleet/dispatch/routes/{route_id}/history (legacy)
 *
 * Scopes: Read Routes.
 */
export function v1GetDispatchRoutesByRouteIdHistory<
  I extends CallInit<paths, "/v1/fleet/dispatch/routes/{route_id}/history", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/dispatch/routes/{route_id}/history", "get", I>
): CallResult<paths, "/v1/fleet/dispatch/routes/{route_id}/history", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/dispatch/routes/{route_id}/history", init[0]);
}

/**
 * GET /v1/fleet/dispatch/routes/job_updates: GET v1/fleet/dispatch/routes/job_updates (legacy)
 *
 * Scopes: Read Routes.
 */
export function v1GetDispatchRoutesJobUpdates<
  I extends CallInit<paths, "/v1/fleet/dispatch/routes/job_updates", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/dispatch/routes/job_updates", "get", I>
): CallResult<paths, "/v1/fleet/dispatch/routes/job_updates", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/dispatch/routes/job_updates", init[0]);
}

/**
 * GET /v1/fleet/drivers: GET v1/fleet/drivers (legacy)
 *
 * Scopes: Read Drivers.
 */
export function v1GetDrivers<I extends CallInit<paths, "/v1/fleet/drivers", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers", "get", I>
): CallResult<paths, "/v1/fleet/drivers", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers", init[0]);
}

/**
 * POST /v1/fleet/drivers: POST v1/fleet/drivers (legacy)
 *
 * Scopes: Write Drivers.
 */
export function v1PostDrivers<I extends CallInit<paths, "/v1/fleet/drivers", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers", "post", I>
): CallResult<paths, "/v1/fleet/drivers", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/drivers", init[0]);
}

/**
 * GET /v1/fleet/drivers/{driver_id}: GET v1/fleet/drivers/{driver_id} (legacy)
 *
 * Scopes: Read Drivers.
 */
export function v1GetDriversByDriverId<I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}", "get", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/{driver_id}", init[0]);
}

/**
 * POST /v1/fleet/drivers/{driver_id}: POST v1/fleet/drivers/{driver_id} (legacy)
 *
 * Scopes: Write Drivers.
 */
export function v1PostDriversByDriverId<I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}", "post", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/drivers/{driver_id}", init[0]);
}

/**
 * DELETE /v1/fleet/drivers/{driver_id}: DELETE v1/fleet/drivers/{driver_id} (legacy)
 *
 * Scopes: Write Drivers.
 */
export function v1DeleteDriversByDriverId<I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}", "delete">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}", "delete", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}", "delete", I> {
  return callOperation(client, "DELETE", "/v1/fleet/drivers/{driver_id}", init[0]);
}

/**
 * PATCH /v1/fleet/drivers/{driver_id}: PATCH v1/fleet/drivers/{driver_id} (legacy)
 *
 * Scopes: Write Drivers.
 */
export function v1PatchDriversByDriverId<I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}", "patch">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}", "patch", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}", "patch", I> {
  return callOperation(client, "PATCH", "/v1/fleet/drivers/{driver_id}", init[0]);
}

/**
 * GET /v1/fleet/drivers/{driver_id}/dispatch/routes: GET v1/fleet/drivers/{driver_id}/dispatch/routes (legacy)
 *
 * Scopes: Read Routes.
 */
export function v1GetDriversByDriverIdDispatchRoutes<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/dispatch/routes", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/dispatch/routes", "get", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/dispatch/routes", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/{driver_id}/dispatch/routes", init[0]);
}

/**
 * POST /v1/fleet/drivers/{driver_id}/dispatch/routes: POST v1/fleet/drivers/{driver_id}/dispatch/routes (legacy)
 *
 * Scopes: Write Routes.
 */
export function v1PostDriversByDriverIdDispatchRoutes<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/dispatch/routes", "post">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/dispatch/routes", "post", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/dispatch/routes", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/drivers/{driver_id}/dispatch/routes", init[0]);
}

/**
 * POST /v1/fleet/drivers/{driver_id}/documents: POST v1/fleet/drivers/{driver_id}/documents (legacy)
 *
 * Scopes: Write Documents.
 */
export function v1PostDriversByDriverIdDocuments<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/documents", "post">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/documents", "post", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/documents", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/drivers/{driver_id}/documents", init[0]);
}

/**
 * GET /v1/fleet/drivers/{driver_id}/documents/{document_id}: GET v1/fleet/drivers/{driver_id}/documents/{document_id} (legacy)
 *
 * Scopes: Read Documents.
 */
export function v1GetDriversByDriverIdDocumentsByDocumentId<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/documents/{document_id}", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/documents/{document_id}", "get", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/documents/{document_id}", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/{driver_id}/documents/{document_id}", init[0]);
}

/**
 * DELETE /v1/fleet/drivers/{driver_id}/documents/{document_id}: DELETE v1/fleet/drivers/{driver_id}/documents/{document_id} (legacy)
 *
 * Scopes: Write Documents.
 */
export function v1DeleteDriversByDriverIdDocumentsByDocumentId<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/documents/{document_id}", "delete">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/documents/{document_id}", "delete", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/documents/{document_id}", "delete", I> {
  return callOperation(client, "DELETE", "/v1/fleet/drivers/{driver_id}/documents/{document_id}", init[0]);
}

/**
 * GET /v1/fleet/drivers/{driver_id}/hos_certified_daily_logs: GET v1/fleet/drivers/{driver_id}/hos_certified_daily_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetDriversByDriverIdHosCertifiedDailyLogs<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs", "get", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs", init[0]);
}

/**
 * PATCH /v1/fleet/drivers/{driver_id}/hos_certified_daily_logs: PATCH v1/fleet/drivers/{driver_id}/hos_certified_daily_logs (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export function v1PatchDriversByDriverIdHosCertifiedDailyLogs<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs", "patch">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs", "patch", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs", "patch", I> {
  return callOperation(client, "PATCH", "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs", init[0]);
}

/**
 * GET /v1/fleet/drivers/{driver_id}/hos_daily_logs: GET v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetDriversByDriverIdHosDailyLogs<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/hos_daily_logs", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/hos_daily_logs", "get", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/hos_daily_logs", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/{driver_id}/hos_daily_logs", init[0]);
}

/**
 * POST /v1/fleet/drivers/{driver_id}/hos_daily_logs: POST v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export function v1PostDriversByDriverIdHosDailyLogs<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/hos_daily_logs", "post">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/hos_daily_logs", "post", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/hos_daily_logs", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/drivers/{driver_id}/hos_daily_logs", init[0]);
}

/**
 * PATCH /v1/fleet/drivers/{driver_id}/hos_daily_logs: PATCH v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export function v1PatchDriversByDriverIdHosDailyLogs<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/hos_daily_logs", "patch">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/hos_daily_logs", "patch", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/hos_daily_logs", "patch", I> {
  return callOperation(client, "PATCH", "/v1/fleet/drivers/{driver_id}/hos_daily_logs", init[0]);
}

/**
 * GET /v1/fleet/drivers/{driver_id}/hos/audit_logs: GET v1/fleet/drivers/{driver_id}/hos/audit_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetDriversByDriverIdHosAuditLogs<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/hos/audit_logs", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/hos/audit_logs", "get", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/hos/audit_logs", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/{driver_id}/hos/audit_logs", init[0]);
}

/**
 * POST /v1/fleet/drivers/{driver_id}/hos/duty_status: POST v1/fleet/drivers/{driver_id}/hos/duty_status (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export function v1PostDriversByDriverIdHosDutyStatus<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/hos/duty_status", "post">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/hos/duty_status", "post", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/hos/duty_status", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/drivers/{driver_id}/hos/duty_status", init[0]);
}

/**
 * GET /v1/fleet/drivers/{driver_id}/log_edits: GET v1/fleet/drivers/{driver_id}/log_edits (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetDriversByDriverIdLogEdits<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/log_edits", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/log_edits", "get", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/log_edits", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/{driver_id}/log_edits", init[0]);
}

/**
 * GET /v1/fleet/drivers/{driver_id}/safety/score: GET v1/fleet/drivers/{driver_id}/safety/score (legacy)
 *
 * Scopes: Read Safety Events & Scores.
 */
export function v1GetDriversByDriverIdSafetyScore<
  I extends CallInit<paths, "/v1/fleet/drivers/{driver_id}/safety/score", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/{driver_id}/safety/score", "get", I>
): CallResult<paths, "/v1/fleet/drivers/{driver_id}/safety/score", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/{driver_id}/safety/score", init[0]);
}

/**
 * GET /v1/fleet/drivers/create: GET v1/fleet/drivers/create (legacy)
 *
 * Scopes: Read Drivers.
 */
export function v1GetDriversCreate<I extends CallInit<paths, "/v1/fleet/drivers/create", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/create", "get", I>
): CallResult<paths, "/v1/fleet/drivers/create", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/create", init[0]);
}

/**
 * POST /v1/fleet/drivers/create: POST v1/fleet/drivers/create (legacy)
 *
 * Scopes: Write Drivers.
 */
export function v1PostDriversCreate<I extends CallInit<paths, "/v1/fleet/drivers/create", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/create", "post", I>
): CallResult<paths, "/v1/fleet/drivers/create", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/drivers/create", init[0]);
}

/**
 * DELETE /v1/fleet/drivers/create: DELETE v1/fleet/drivers/create (legacy)
 *
 * Scopes: Write Drivers.
 */
export function v1DeleteDriversCreate<I extends CallInit<paths, "/v1/fleet/drivers/create", "delete">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/create", "delete", I>
): CallResult<paths, "/v1/fleet/drivers/create", "delete", I> {
  return callOperation(client, "DELETE", "/v1/fleet/drivers/create", init[0]);
}

/**
 * PATCH /v1/fleet/drivers/create: PATCH v1/fleet/drivers/create (legacy)
 *
 * Scopes: Write Drivers.
 */
export function v1PatchDriversCreate<I extends CallInit<paths, "/v1/fleet/drivers/create", "patch">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/create", "patch", I>
): CallResult<paths, "/v1/fleet/drivers/create", "patch", I> {
  return callOperation(client, "PATCH", "/v1/fleet/drivers/create", init[0]);
}

/**
 * GET /v1/fleet/drivers/document_types: GET v1/fleet/drivers/document_types (legacy)
 *
 * Scopes: Read Documents.
 */
export function v1GetDriversDocumentTypes<I extends CallInit<paths, "/v1/fleet/drivers/document_types", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/document_types", "get", I>
): CallResult<paths, "/v1/fleet/drivers/document_types", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/document_types", init[0]);
}

/**
 * GET /v1/fleet/drivers/documents: GET v1/fleet/drivers/documents (legacy)
 *
 * Scopes: Read Documents.
 */
export function v1GetDriversDocuments<I extends CallInit<paths, "/v1/fleet/drivers/documents", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/documents", "get", I>
): CallResult<paths, "/v1/fleet/drivers/documents", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/documents", init[0]);
}

/**
 * GET /v1/fleet/drivers/inactive: GET v1/fleet/drivers/inactive (legacy)
 *
 * Scopes: Read Drivers.
 */
export function v1GetDriversInactive<I extends CallInit<paths, "/v1/fleet/drivers/inactive", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/inactive", "get", I>
): CallResult<paths, "/v1/fleet/drivers/inactive", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/inactive", init[0]);
}

/**
 * GET /v1/fleet/drivers/inactive/{driver_id}: GET v1/fleet/drivers/inactive/{driver_id} (legacy)
 *
 * Scopes: Read Drivers.
 */
export function v1GetDriversInactiveByDriverId<
  I extends CallInit<paths, "/v1/fleet/drivers/inactive/{driver_id}", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/inactive/{driver_id}", "get", I>
): CallResult<paths, "/v1/fleet/drivers/inactive/{driver_id}", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/inactive/{driver_id}", init[0]);
}

/**
 * PUT /v1/fleet/drivers/inactive/{driver_id}: PUT v1/fleet/drivers/inactive/{driver_id} (legacy)
 *
 * Scopes: Write Drivers.
 */
export function v1PutDriversInactiveByDriverId<
  I extends CallInit<paths, "/v1/fleet/drivers/inactive/{driver_id}", "put">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/inactive/{driver_id}", "put", I>
): CallResult<paths, "/v1/fleet/drivers/inactive/{driver_id}", "put", I> {
  return callOperation(client, "PUT", "/v1/fleet/drivers/inactive/{driver_id}", init[0]);
}

/**
 * GET /v1/fleet/drivers/summary: GET v1/fleet/drivers/summary (legacy)
 *
 * Scopes: Read Drivers, Read ELD Hours of Service (US).
 */
export function v1GetDriversSummary<I extends CallInit<paths, "/v1/fleet/drivers/summary", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/summary", "get", I>
): CallResult<paths, "/v1/fleet/drivers/summary", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/drivers/summary", init[0]);
}

/**
 * POST /v1/fleet/drivers/summary: POST v1/fleet/drivers/summary (legacy)
 *
 * Scopes: Write Drivers, Write ELD Hours of Service (US).
 */
export function v1PostDriversSummary<I extends CallInit<paths, "/v1/fleet/drivers/summary", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/drivers/summary", "post", I>
): CallResult<paths, "/v1/fleet/drivers/summary", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/drivers/summary", init[0]);
}

/**
 * GET /v1/fleet/hos_authentication_logs: GET v1/fleet/hos_authentication_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetHosAuthenticationLogs<I extends CallInit<paths, "/v1/fleet/hos_authentication_logs", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/hos_authentication_logs", "get", I>
): CallResult<paths, "/v1/fleet/hos_authentication_logs", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/hos_authentication_logs", init[0]);
}

/**
 * POST /v1/fleet/hos_authentication_logs: POST v1/fleet/hos_authentication_logs (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export function v1PostHosAuthenticationLogs<I extends CallInit<paths, "/v1/fleet/hos_authentication_logs", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/hos_authentication_logs", "post", I>
): CallResult<paths, "/v1/fleet/hos_authentication_logs", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/hos_authentication_logs", init[0]);
}

/**
 * GET /v1/fleet/hos_logs: GET v1/fleet/hos_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetHosLogs<I extends CallInit<paths, "/v1/fleet/hos_logs", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/hos_logs", "get", I>
): CallResult<paths, "/v1/fleet/hos_logs", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/hos_logs", init[0]);
}

/**
 * POST /v1/fleet/hos_logs: POST v1/fleet/hos_logs (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export function v1PostHosLogs<I extends CallInit<paths, "/v1/fleet/hos_logs", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/hos_logs", "post", I>
): CallResult<paths, "/v1/fleet/hos_logs", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/hos_logs", init[0]);
}

/**
 * GET /v1/fleet/hos_logs_summary: GET v1/fleet/hos_logs_summary (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetHosLogsSummary<I extends CallInit<paths, "/v1/fleet/hos_logs_summary", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/hos_logs_summary", "get", I>
): CallResult<paths, "/v1/fleet/hos_logs_summary", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/hos_logs_summary", init[0]);
}

/**
 * POST /v1/fleet/hos_logs_summary: POST v1/fleet/hos_logs_summary (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export function v1PostHosLogsSummary<I extends CallInit<paths, "/v1/fleet/hos_logs_summary", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/hos_logs_summary", "post", I>
): CallResult<paths, "/v1/fleet/hos_logs_summary", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/hos_logs_summary", init[0]);
}

/**
 * GET /v1/fleet/hos/audit_logs: GET v1/fleet/hos/audit_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetHosAuditLogs<I extends CallInit<paths, "/v1/fleet/hos/audit_logs", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/hos/audit_logs", "get", I>
): CallResult<paths, "/v1/fleet/hos/audit_logs", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/hos/audit_logs", init[0]);
}

/**
 * GET /v1/fleet/hos/log_edits: GET v1/fleet/hos/log_edits (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetHosLogEdits<I extends CallInit<paths, "/v1/fleet/hos/log_edits", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/hos/log_edits", "get", I>
): CallResult<paths, "/v1/fleet/hos/log_edits", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/hos/log_edits", init[0]);
}

/**
 * GET /v1/fleet/list: GET v1/fleet/list (legacy)
 *
 * Scopes: Read Vehicles.
 * Paginated: one page per call; every item with `paginate(client, "/v1/fleet/list")`.
 */
export function v1GetList<I extends CallInit<paths, "/v1/fleet/list", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/list", "get", I>
): CallResult<paths, "/v1/fleet/list", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/list", init[0]);
}

/**
 * POST /v1/fleet/list: POST v1/fleet/list (legacy)
 *
 * Scopes: Write Vehicles.
 */
export function v1PostList<I extends CallInit<paths, "/v1/fleet/list", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/list", "post", I>
): CallResult<paths, "/v1/fleet/list", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/list", init[0]);
}

/**
 * GET /v1/fleet/locations: GET v1/fleet/locations (legacy)
 *
 * Scopes: Read Vehicle Statistics.
 */
export function v1GetLocations<I extends CallInit<paths, "/v1/fleet/locations", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/locations", "get", I>
): CallResult<paths, "/v1/fleet/locations", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/locations", init[0]);
}

/**
 * POST /v1/fleet/locations: POST v1/fleet/locations (legacy)
 *
 * Scopes: Write Vehicle Statistics.
 */
export function v1PostLocations<I extends CallInit<paths, "/v1/fleet/locations", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/locations", "post", I>
): CallResult<paths, "/v1/fleet/locations", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/locations", init[0]);
}

/**
 * GET /v1/fleet/maintenance/dvirs: GET v1/fleet/maintenance/dvirs (legacy)
 *
 * Scopes: Read DVIRs.
 */
export function v1GetMaintenanceDvirs<I extends CallInit<paths, "/v1/fleet/maintenance/dvirs", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/maintenance/dvirs", "get", I>
): CallResult<paths, "/v1/fleet/maintenance/dvirs", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/maintenance/dvirs", init[0]);
}

/**
 * POST /v1/fleet/maintenance/dvirs: POST v1/fleet/maintenance/dvirs (legacy)
 *
 * Scopes: Write DVIRs.
 */
export function v1PostMaintenanceDvirs<I extends CallInit<paths, "/v1/fleet/maintenance/dvirs", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/maintenance/dvirs", "post", I>
): CallResult<paths, "/v1/fleet/maintenance/dvirs", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/maintenance/dvirs", init[0]);
}

/**
 * GET /v1/fleet/maintenance/list: GET v1/fleet/maintenance/list (legacy)
 *
 * Scopes: Read DVIRs.
 */
export function v1GetMaintenanceList<I extends CallInit<paths, "/v1/fleet/maintenance/list", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/maintenance/list", "get", I>
): CallResult<paths, "/v1/fleet/maintenance/list", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/maintenance/list", init[0]);
}

/**
 * POST /v1/fleet/maintenance/list: POST v1/fleet/maintenance/list (legacy)
 *
 * Scopes: Write DVIRs.
 */
export function v1PostMaintenanceList<I extends CallInit<paths, "/v1/fleet/maintenance/list", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/maintenance/list", "post", I>
): CallResult<paths, "/v1/fleet/maintenance/list", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/maintenance/list", init[0]);
}

/**
 * GET /v1/fleet/messages: GET v1/fleet/messages (legacy)
 *
 * Scopes: Read Messages.
 */
export function v1GetMessages<I extends CallInit<paths, "/v1/fleet/messages", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/messages", "get", I>
): CallResult<paths, "/v1/fleet/messages", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/messages", init[0]);
}

/**
 * POST /v1/fleet/messages: POST v1/fleet/messages (legacy)
 *
 * Scopes: Write Messages.
 */
export function v1PostMessages<I extends CallInit<paths, "/v1/fleet/messages", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/messages", "post", I>
): CallResult<paths, "/v1/fleet/messages", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/messages", init[0]);
}

/**
 * POST /v1/fleet/set_data: POST v1/fleet/set_data (legacy)
 *
 * Scopes: Write Vehicles.
 */
export function v1PostSetData<I extends CallInit<paths, "/v1/fleet/set_data", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/set_data", "post", I>
): CallResult<paths, "/v1/fleet/set_data", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/set_data", init[0]);
}

/**
 * GET /v1/fleet/trailers/{trailerId}/assignments: GET v1/fleet/trailers/{trailerId}/assignments (legacy)
 *
 * Scopes: unknown: the spec states none (the guard lets the call through).
 */
export function v1GetTrailersByTrailerIdAssignments<
  I extends CallInit<paths, "/v1/fleet/trailers/{trailerId}/assignments", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/trailers/{trailerId}/assignments", "get", I>
): CallResult<paths, "/v1/fleet/trailers/{trailerId}/assignments", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/trailers/{trailerId}/assignments", init[0]);
}

/**
 * GET /v1/fleet/trailers/assignments: GET v1/fleet/trailers/assignments (legacy)
 *
 * Scopes: unknown: the spec states none (the guard lets the call through).
 * Paginated: one page per call; every item with `paginate(client, "/v1/fleet/trailers/assignments")`.
 */
export function v1GetTrailersAssignments<I extends CallInit<paths, "/v1/fleet/trailers/assignments", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/trailers/assignments", "get", I>
): CallResult<paths, "/v1/fleet/trailers/assignments", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/trailers/assignments", init[0]);
}

/**
 * GET /v1/fleet/trips: GET v1/fleet/trips (legacy)
 *
 * Scopes: Read Vehicle Trips.
 */
export function v1GetTrips<I extends CallInit<paths, "/v1/fleet/trips", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/trips", "get", I>
): CallResult<paths, "/v1/fleet/trips", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/trips", init[0]);
}

/**
 * POST /v1/fleet/trips: POST v1/fleet/trips (legacy)
 *
 * Scopes: Write Vehicle Trips.
 */
export function v1PostTrips<I extends CallInit<paths, "/v1/fleet/trips", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/trips", "post", I>
): CallResult<paths, "/v1/fleet/trips", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/trips", init[0]);
}

/**
 * GET /v1/fleet/unassigned_driving_logs: GET v1/fleet/unassigned_driving_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetUnassignedDrivingLogs<I extends CallInit<paths, "/v1/fleet/unassigned_driving_logs", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/unassigned_driving_logs", "get", I>
): CallResult<paths, "/v1/fleet/unassigned_driving_logs", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/unassigned_driving_logs", init[0]);
}

/**
 * GET /v1/fleet/unassigned_driving_segments: GET v1/fleet/unassigned_driving_segments (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetUnassignedDrivingSegments<
  I extends CallInit<paths, "/v1/fleet/unassigned_driving_segments", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/unassigned_driving_segments", "get", I>
): CallResult<paths, "/v1/fleet/unassigned_driving_segments", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/unassigned_driving_segments", init[0]);
}

/**
 * GET /v1/fleet/unassigned_driving_segments/{segment_id}: GET v1/fleet/unassigned_driving_segments/{segment_id} (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetUnassignedDrivingSegmentsBySegmentId<
  I extends CallInit<paths, "/v1/fleet/unassigned_driving_segments/{segment_id}", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/unassigned_driving_segments/{segment_id}", "get", I>
): CallResult<paths, "/v1/fleet/unassigned_driving_segments/{segment_id}", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/unassigned_driving_segments/{segment_id}", init[0]);
}

/**
 * PATCH /v1/fleet/unassigned_driving_segments/{segment_id}: PATCH v1/fleet/unassigned_driving_segments/{segment_id} (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export function v1PatchUnassignedDrivingSegmentsBySegmentId<
  I extends CallInit<paths, "/v1/fleet/unassigned_driving_segments/{segment_id}", "patch">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/unassigned_driving_segments/{segment_id}", "patch", I>
): CallResult<paths, "/v1/fleet/unassigned_driving_segments/{segment_id}", "patch", I> {
  return callOperation(client, "PATCH", "/v1/fleet/unassigned_driving_segments/{segment_id}", init[0]);
}

/**
 * GET /v1/fleet/vehicles/{vehicle_id}: GET v1/fleet/vehicles/{vehicle_id} (legacy)
 *
 * Scopes: Read Vehicles.
 */
export function v1GetVehiclesByVehicleId<I extends CallInit<paths, "/v1/fleet/vehicles/{vehicle_id}", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/{vehicle_id}", "get", I>
): CallResult<paths, "/v1/fleet/vehicles/{vehicle_id}", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/vehicles/{vehicle_id}", init[0]);
}

/**
 * PATCH /v1/fleet/vehicles/{vehicle_id}: PATCH v1/fleet/vehicles/{vehicle_id} (legacy)
 *
 * Scopes: Write Vehicles.
 */
export function v1PatchVehiclesByVehicleId<I extends CallInit<paths, "/v1/fleet/vehicles/{vehicle_id}", "patch">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/{vehicle_id}", "patch", I>
): CallResult<paths, "/v1/fleet/vehicles/{vehicle_id}", "patch", I> {
  return callOperation(client, "PATCH", "/v1/fleet/vehicles/{vehicle_id}", init[0]);
}

/**
 * GET /v1/fleet/vehicles/{vehicle_id}/dispatch/routes: GET v1/fleet/vehicles/{vehicle_id}/dispatch/routes (legacy)
 *
 * Scopes: Read Routes.
 */
export function v1GetVehiclesByVehicleIdDispatchRoutes<
  I extends CallInit<paths, "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes", "get", I>
): CallResult<paths, "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes", init[0]);
}

/**
 * POST /v1/fleet/vehicles/{vehicle_id}/dispatch/routes: POST v1/fleet/vehicles/{vehicle_id}/dispatch/routes (legacy)
 *
 * Scopes: Write Routes.
 */
export function v1PostVehiclesByVehicleIdDispatchRoutes<
  I extends CallInit<paths, "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes", "post">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes", "post", I>
): CallResult<paths, "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes", "post", I> {
  return callOperation(client, "POST", "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes", init[0]);
}

/**
 * GET /v1/fleet/vehicles/{vehicle_id}/locations: GET v1/fleet/vehicles/{vehicle_id}/locations (legacy)
 *
 * Scopes: Read Vehicle Statistics.
 */
export function v1GetVehiclesByVehicleIdLocations<
  I extends CallInit<paths, "/v1/fleet/vehicles/{vehicle_id}/locations", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/{vehicle_id}/locations", "get", I>
): CallResult<paths, "/v1/fleet/vehicles/{vehicle_id}/locations", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/vehicles/{vehicle_id}/locations", init[0]);
}

/**
 * GET /v1/fleet/vehicles/{vehicle_id}/safety/harsh_event: GET v1/fleet/vehicles/{vehicle_id}/safety/harsh_event (legacy)
 *
 * Scopes: Read Safety Events & Scores.
 */
export function v1GetVehiclesByVehicleIdSafetyHarshEvent<
  I extends CallInit<paths, "/v1/fleet/vehicles/{vehicle_id}/safety/harsh_event", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/{vehicle_id}/safety/harsh_event", "get", I>
): CallResult<paths, "/v1/fleet/vehicles/{vehicle_id}/safety/harsh_event", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/vehicles/{vehicle_id}/safety/harsh_event", init[0]);
}

/**
 * GET /v1/fleet/vehicles/{vehicle_id}/safety/score: GET v1/fleet/vehicles/{vehicle_id}/safety/score (legacy)
 *
 * Scopes: Read Safety Events & Scores.
 */
export function v1GetVehiclesByVehicleIdSafetyScore<
  I extends CallInit<paths, "/v1/fleet/vehicles/{vehicle_id}/safety/score", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/{vehicle_id}/safety/score", "get", I>
): CallResult<paths, "/v1/fleet/vehicles/{vehicle_id}/safety/score", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/vehicles/{vehicle_id}/safety/score", init[0]);
}

/**
 * GET /v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs: GET v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export function v1GetVehiclesByVehicleIdUnassignedDrivingLogs<
  I extends CallInit<paths, "/v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs", "get", I>
): CallResult<paths, "/v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs", init[0]);
}

/**
 * GET /v1/fleet/vehicles/locations: GET v1/fleet/vehicles/locations (legacy)
 *
 * Scopes: Read Vehicle Statistics.
 */
export function v1GetVehiclesLocations<I extends CallInit<paths, "/v1/fleet/vehicles/locations", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/locations", "get", I>
): CallResult<paths, "/v1/fleet/vehicles/locations", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/vehicles/locations", init[0]);
}

/**
 * GET /v1/fleet/vehicles/stats: GET v1/fleet/vehicles/stats (legacy)
 *
 * Scopes: Read Vehicle Statistics.
 * Paginated: one page per call; every item with `paginate(client, "/v1/fleet/vehicles/stats")`.
 */
export function v1GetVehiclesStats<I extends CallInit<paths, "/v1/fleet/vehicles/stats", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/stats", "get", I>
): CallResult<paths, "/v1/fleet/vehicles/stats", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/vehicles/stats", init[0]);
}

/**
 * GET /v1/fleet/vehicles/stats-expanded: GET v1/fleet/vehicles/stats-expanded (legacy)
 *
 * Scopes: Read Vehicle Statistics.
 */
export function v1GetVehiclesStatsExpanded<I extends CallInit<paths, "/v1/fleet/vehicles/stats-expanded", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/fleet/vehicles/stats-expanded", "get", I>
): CallResult<paths, "/v1/fleet/vehicles/stats-expanded", "get", I> {
  return callOperation(client, "GET", "/v1/fleet/vehicles/stats-expanded", init[0]);
}

/**
 * POST /v1/industrial/csv_imports: POST v1/industrial/csv_imports (legacy)
 *
 * Scopes: Write Equipment.
 */
export function v1PostIndustrialCsvImports<I extends CallInit<paths, "/v1/industrial/csv_imports", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/csv_imports", "post", I>
): CallResult<paths, "/v1/industrial/csv_imports", "post", I> {
  return callOperation(client, "POST", "/v1/industrial/csv_imports", init[0]);
}

/**
 * GET /v1/industrial/data: GET v1/industrial/data (legacy)
 *
 * Scopes: Read Equipment.
 */
export function v1GetIndustrialData<I extends CallInit<paths, "/v1/industrial/data", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/data", "get", I>
): CallResult<paths, "/v1/industrial/data", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/data", init[0]);
}

/**
 * GET /v1/industrial/data/{dataInputId}: GET v1/industrial/data/{dataInputId} (legacy)
 *
 * Scopes: Read Equipment.
 */
export function v1GetIndustrialDataByDataInputId<I extends CallInit<paths, "/v1/industrial/data/{dataInputId}", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/data/{dataInputId}", "get", I>
): CallResult<paths, "/v1/industrial/data/{dataInputId}", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/data/{dataInputId}", init[0]);
}

/**
 * GET /v1/industrial/machines: GET v1/industrial/machines (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialMachines<I extends CallInit<paths, "/v1/industrial/machines", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/machines", "get", I>
): CallResult<paths, "/v1/industrial/machines", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/machines", init[0]);
}

/**
 * GET /v1/industrial/machines/{machineId}: GET v1/industrial/machines/{machineId} (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialMachinesByMachineId<
  I extends CallInit<paths, "/v1/industrial/machines/{machineId}", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/machines/{machineId}", "get", I>
): CallResult<paths, "/v1/industrial/machines/{machineId}", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/machines/{machineId}", init[0]);
}

/**
 * GET /v1/industrial/machines/{machineId}/form: GET v1/industrial/machines/{machineId}/form (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialMachinesByMachineIdForm<
  I extends CallInit<paths, "/v1/industrial/machines/{machineId}/form", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/machines/{machineId}/form", "get", I>
): CallResult<paths, "/v1/industrial/machines/{machineId}/form", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/machines/{machineId}/form", init[0]);
}

/**
 * POST /v1/industrial/machines/{machineId}/form: POST v1/industrial/machines/{machineId}/form (legacy)
 *
 * Scopes: Write Industrial.
 */
export function v1PostIndustrialMachinesByMachineIdForm<
  I extends CallInit<paths, "/v1/industrial/machines/{machineId}/form", "post">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/machines/{machineId}/form", "post", I>
): CallResult<paths, "/v1/industrial/machines/{machineId}/form", "post", I> {
  return callOperation(client, "POST", "/v1/industrial/machines/{machineId}/form", init[0]);
}

/**
 * GET /v1/industrial/machines/{machineId}/forms: GET v1/industrial/machines/{machineId}/forms (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialMachinesByMachineIdForms<
  I extends CallInit<paths, "/v1/industrial/machines/{machineId}/forms", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/machines/{machineId}/forms", "get", I>
): CallResult<paths, "/v1/industrial/machines/{machineId}/forms", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/machines/{machineId}/forms", init[0]);
}

/**
 * POST /v1/industrial/machines/{machineId}/forms: POST v1/industrial/machines/{machineId}/forms (legacy)
 *
 * Scopes: Write Industrial.
 */
export function v1PostIndustrialMachinesByMachineIdForms<
  I extends CallInit<paths, "/v1/industrial/machines/{machineId}/forms", "post">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/machines/{machineId}/forms", "post", I>
): CallResult<paths, "/v1/industrial/machines/{machineId}/forms", "post", I> {
  return callOperation(client, "POST", "/v1/industrial/machines/{machineId}/forms", init[0]);
}

/**
 * GET /v1/industrial/mes/lines: GET v1/industrial/mes/lines (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialMesLines<I extends CallInit<paths, "/v1/industrial/mes/lines", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/mes/lines", "get", I>
): CallResult<paths, "/v1/industrial/mes/lines", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/mes/lines", init[0]);
}

/**
 * GET /v1/industrial/mes/recipes: GET v1/industrial/mes/recipes (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialMesRecipes<I extends CallInit<paths, "/v1/industrial/mes/recipes", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/mes/recipes", "get", I>
): CallResult<paths, "/v1/industrial/mes/recipes", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/mes/recipes", init[0]);
}

/**
 * GET /v1/industrial/mes/runs: GET v1/industrial/mes/runs (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialMesRuns<I extends CallInit<paths, "/v1/industrial/mes/runs", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/mes/runs", "get", I>
): CallResult<paths, "/v1/industrial/mes/runs", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/mes/runs", init[0]);
}

/**
 * GET /v1/industrial/mes/runs/line/{line_id}: GET v1/industrial/mes/runs/line/{line_id} (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialMesRunsLineByLineId<
  I extends CallInit<paths, "/v1/industrial/mes/runs/line/{line_id}", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/mes/runs/line/{line_id}", "get", I>
): CallResult<paths, "/v1/industrial/mes/runs/line/{line_id}", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/mes/runs/line/{line_id}", init[0]);
}

/**
 * GET /v1/industrial/mes/work_orders: GET v1/industrial/mes/work_orders (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialMesWorkOrders<I extends CallInit<paths, "/v1/industrial/mes/work_orders", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/mes/work_orders", "get", I>
): CallResult<paths, "/v1/industrial/mes/work_orders", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/mes/work_orders", init[0]);
}

/**
 * POST /v1/industrial/mes/work_orders: POST v1/industrial/mes/work_orders (legacy)
 *
 * Scopes: Write Industrial.
 */
export function v1PostIndustrialMesWorkOrders<I extends CallInit<paths, "/v1/industrial/mes/work_orders", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/mes/work_orders", "post", I>
): CallResult<paths, "/v1/industrial/mes/work_orders", "post", I> {
  return callOperation(client, "POST", "/v1/industrial/mes/work_orders", init[0]);
}

/**
 * GET /v1/industrial/mes/work_orders/{id}: GET v1/industrial/mes/work_orders/{id} (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialMesWorkOrdersById<
  I extends CallInit<paths, "/v1/industrial/mes/work_orders/{id}", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/mes/work_orders/{id}", "get", I>
): CallResult<paths, "/v1/industrial/mes/work_orders/{id}", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/mes/work_orders/{id}", init[0]);
}

/**
 * DELETE /v1/industrial/mes/work_orders/{id}: DELETE v1/industrial/mes/work_orders/{id} (legacy)
 *
 * Scopes: Write Industrial.
 */
export function v1DeleteIndustrialMesWorkOrdersById<
  I extends CallInit<paths, "/v1/industrial/mes/work_orders/{id}", "delete">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/mes/work_orders/{id}", "delete", I>
): CallResult<paths, "/v1/industrial/mes/work_orders/{id}", "delete", I> {
  return callOperation(client, "DELETE", "/v1/industrial/mes/work_orders/{id}", init[0]);
}

/**
 * PATCH /v1/industrial/mes/work_orders/{id}: PATCH v1/industrial/mes/work_orders/{id} (legacy)
 *
 * Scopes: Write Industrial.
 */
export function v1PatchIndustrialMesWorkOrdersById<
  I extends CallInit<paths, "/v1/industrial/mes/work_orders/{id}", "patch">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/mes/work_orders/{id}", "patch", I>
): CallResult<paths, "/v1/industrial/mes/work_orders/{id}", "patch", I> {
  return callOperation(client, "PATCH", "/v1/industrial/mes/work_orders/{id}", init[0]);
}

/**
 * GET /v1/industrial/vision/cameras: GET v1/industrial/vision/cameras (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialVisionCameras<I extends CallInit<paths, "/v1/industrial/vision/cameras", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/vision/cameras", "get", I>
): CallResult<paths, "/v1/industrial/vision/cameras", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/vision/cameras", init[0]);
}

/**
 * GET /v1/industrial/vision/cameras/{cameraId}/programs: GET v1/industrial/vision/cameras/{cameraId}/programs (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialVisionCamerasByCameraIdPrograms<
  I extends CallInit<paths, "/v1/industrial/vision/cameras/{cameraId}/programs", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/vision/cameras/{cameraId}/programs", "get", I>
): CallResult<paths, "/v1/industrial/vision/cameras/{cameraId}/programs", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/vision/cameras/{cameraId}/programs", init[0]);
}

/**
 * GET /v1/industrial/vision/run/camera/{cameraId}: GET v1/industrial/vision/run/camera/{cameraId} (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialVisionRunCameraByCameraId<
  I extends CallInit<paths, "/v1/industrial/vision/run/camera/{cameraId}", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/vision/run/camera/{cameraId}", "get", I>
): CallResult<paths, "/v1/industrial/vision/run/camera/{cameraId}", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/vision/run/camera/{cameraId}", init[0]);
}

/**
 * GET /v1/industrial/vision/run/camera/{cameraId}/program/{programId}: GET v1/industrial/vision/run/camera/{cameraId}/program/{programId} (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId<
  I extends CallInit<paths, "/v1/industrial/vision/run/camera/{cameraId}/program/{programId}", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/vision/run/camera/{cameraId}/program/{programId}", "get", I>
): CallResult<paths, "/v1/industrial/vision/run/camera/{cameraId}/program/{programId}", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/vision/run/camera/{cameraId}/program/{programId}", init[0]);
}

/**
 * GET /v1/industrial/vision/runs: GET v1/industrial/vision/runs (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialVisionRuns<I extends CallInit<paths, "/v1/industrial/vision/runs", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/vision/runs", "get", I>
): CallResult<paths, "/v1/industrial/vision/runs", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/vision/runs", init[0]);
}

/**
 * GET /v1/industrial/vision/runs/{cameraId}: GET v1/industrial/vision/runs/{cameraId} (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialVisionRunsByCameraId<
  I extends CallInit<paths, "/v1/industrial/vision/runs/{cameraId}", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/vision/runs/{cameraId}", "get", I>
): CallResult<paths, "/v1/industrial/vision/runs/{cameraId}", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/vision/runs/{cameraId}", init[0]);
}

/**
 * GET /v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}: GET v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs} (legacy)
 *
 * Scopes: Read Industrial.
 */
export function v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs<
  I extends CallInit<paths, "/v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}", "get">,
>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}", "get", I>
): CallResult<paths, "/v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}", "get", I> {
  return callOperation(client, "GET", "/v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}", init[0]);
}

/**
 * POST /v1/machines/history: POST v1/machines/history (legacy)
 *
 * Scopes: Write Industrial.
 */
export function v1PostMachinesHistory<I extends CallInit<paths, "/v1/machines/history", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/machines/history", "post", I>
): CallResult<paths, "/v1/machines/history", "post", I> {
  return callOperation(client, "POST", "/v1/machines/history", init[0]);
}

/**
 * POST /v1/machines/list: POST v1/machines/list (legacy)
 *
 * Scopes: Write Industrial.
 */
export function v1PostMachinesList<I extends CallInit<paths, "/v1/machines/list", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/machines/list", "post", I>
): CallResult<paths, "/v1/machines/list", "post", I> {
  return callOperation(client, "POST", "/v1/machines/list", init[0]);
}

/**
 * GET /v1/sensors/cargo: GET v1/sensors/cargo (legacy)
 *
 * Scopes: Read Sensors.
 */
export function v1GetSensorsCargo<I extends CallInit<paths, "/v1/sensors/cargo", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/cargo", "get", I>
): CallResult<paths, "/v1/sensors/cargo", "get", I> {
  return callOperation(client, "GET", "/v1/sensors/cargo", init[0]);
}

/**
 * POST /v1/sensors/cargo: POST v1/sensors/cargo (legacy)
 *
 * Scopes: Write Sensors.
 */
export function v1PostSensorsCargo<I extends CallInit<paths, "/v1/sensors/cargo", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/cargo", "post", I>
): CallResult<paths, "/v1/sensors/cargo", "post", I> {
  return callOperation(client, "POST", "/v1/sensors/cargo", init[0]);
}

/**
 * GET /v1/sensors/door: GET v1/sensors/door (legacy)
 *
 * Scopes: Read Sensors.
 */
export function v1GetSensorsDoor<I extends CallInit<paths, "/v1/sensors/door", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/door", "get", I>
): CallResult<paths, "/v1/sensors/door", "get", I> {
  return callOperation(client, "GET", "/v1/sensors/door", init[0]);
}

/**
 * POST /v1/sensors/door: POST v1/sensors/door (legacy)
 *
 * Scopes: Write Sensors.
 */
export function v1PostSensorsDoor<I extends CallInit<paths, "/v1/sensors/door", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/door", "post", I>
): CallResult<paths, "/v1/sensors/door", "post", I> {
  return callOperation(client, "POST", "/v1/sensors/door", init[0]);
}

/**
 * POST /v1/sensors/history: POST v1/sensors/history (legacy)
 *
 * Scopes: Write Sensors.
 */
export function v1PostSensorsHistory<I extends CallInit<paths, "/v1/sensors/history", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/history", "post", I>
): CallResult<paths, "/v1/sensors/history", "post", I> {
  return callOperation(client, "POST", "/v1/sensors/history", init[0]);
}

/**
 * GET /v1/sensors/humidity: GET v1/sensors/humidity (legacy)
 *
 * Scopes: Read Sensors.
 */
export function v1GetSensorsHumidity<I extends CallInit<paths, "/v1/sensors/humidity", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/humidity", "get", I>
): CallResult<paths, "/v1/sensors/humidity", "get", I> {
  return callOperation(client, "GET", "/v1/sensors/humidity", init[0]);
}

/**
 * POST /v1/sensors/humidity: POST v1/sensors/humidity (legacy)
 *
 * Scopes: Write Sensors.
 */
export function v1PostSensorsHumidity<I extends CallInit<paths, "/v1/sensors/humidity", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/humidity", "post", I>
): CallResult<paths, "/v1/sensors/humidity", "post", I> {
  return callOperation(client, "POST", "/v1/sensors/humidity", init[0]);
}

/**
 * GET /v1/sensors/list: GET v1/sensors/list (legacy)
 *
 * Scopes: Read Sensors.
 */
export function v1GetSensorsList<I extends CallInit<paths, "/v1/sensors/list", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/list", "get", I>
): CallResult<paths, "/v1/sensors/list", "get", I> {
  return callOperation(client, "GET", "/v1/sensors/list", init[0]);
}

/**
 * POST /v1/sensors/list: POST v1/sensors/list (legacy)
 *
 * Scopes: Write Sensors.
 */
export function v1PostSensorsList<I extends CallInit<paths, "/v1/sensors/list", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/list", "post", I>
): CallResult<paths, "/v1/sensors/list", "post", I> {
  return callOperation(client, "POST", "/v1/sensors/list", init[0]);
}

/**
 * GET /v1/sensors/temperature: GET v1/sensors/temperature (legacy)
 *
 * Scopes: Read Sensors.
 */
export function v1GetSensorsTemperature<I extends CallInit<paths, "/v1/sensors/temperature", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/temperature", "get", I>
): CallResult<paths, "/v1/sensors/temperature", "get", I> {
  return callOperation(client, "GET", "/v1/sensors/temperature", init[0]);
}

/**
 * POST /v1/sensors/temperature: POST v1/sensors/temperature (legacy)
 *
 * Scopes: Write Sensors.
 */
export function v1PostSensorsTemperature<I extends CallInit<paths, "/v1/sensors/temperature", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/sensors/temperature", "post", I>
): CallResult<paths, "/v1/sensors/temperature", "post", I> {
  return callOperation(client, "POST", "/v1/sensors/temperature", init[0]);
}

/**
 * GET /v1/tags: GET v1/tags (legacy)
 *
 * Scopes: Read Tags.
 */
export function v1GetTags<I extends CallInit<paths, "/v1/tags", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/tags", "get", I>
): CallResult<paths, "/v1/tags", "get", I> {
  return callOperation(client, "GET", "/v1/tags", init[0]);
}

/**
 * POST /v1/tags: POST v1/tags (legacy)
 *
 * Scopes: Write Tags.
 */
export function v1PostTags<I extends CallInit<paths, "/v1/tags", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/tags", "post", I>
): CallResult<paths, "/v1/tags", "post", I> {
  return callOperation(client, "POST", "/v1/tags", init[0]);
}

/**
 * GET /v1/tags/{tagId}: GET v1/tags/{tagId} (legacy)
 *
 * Scopes: Read Tags.
 */
export function v1GetTagsByTagId<I extends CallInit<paths, "/v1/tags/{tagId}", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/tags/{tagId}", "get", I>
): CallResult<paths, "/v1/tags/{tagId}", "get", I> {
  return callOperation(client, "GET", "/v1/tags/{tagId}", init[0]);
}

/**
 * PUT /v1/tags/{tagId}: PUT v1/tags/{tagId} (legacy)
 *
 * Scopes: Write Tags.
 */
export function v1PutTagsByTagId<I extends CallInit<paths, "/v1/tags/{tagId}", "put">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/tags/{tagId}", "put", I>
): CallResult<paths, "/v1/tags/{tagId}", "put", I> {
  return callOperation(client, "PUT", "/v1/tags/{tagId}", init[0]);
}

/**
 * DELETE /v1/tags/{tagId}: DELETE v1/tags/{tagId} (legacy)
 *
 * Scopes: Write Tags.
 */
export function v1DeleteTagsByTagId<I extends CallInit<paths, "/v1/tags/{tagId}", "delete">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/tags/{tagId}", "delete", I>
): CallResult<paths, "/v1/tags/{tagId}", "delete", I> {
  return callOperation(client, "DELETE", "/v1/tags/{tagId}", init[0]);
}

/**
 * PATCH /v1/tags/{tagId}: PATCH v1/tags/{tagId} (legacy)
 *
 * Scopes: Write Tags.
 */
export function v1PatchTagsByTagId<I extends CallInit<paths, "/v1/tags/{tagId}", "patch">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/tags/{tagId}", "patch", I>
): CallResult<paths, "/v1/tags/{tagId}", "patch", I> {
  return callOperation(client, "PATCH", "/v1/tags/{tagId}", init[0]);
}

/**
 * GET /v1/user_roles: GET v1/user_roles (legacy)
 *
 * Scopes: Read Users.
 */
export function v1GetUserRoles<I extends CallInit<paths, "/v1/user_roles", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/user_roles", "get", I>
): CallResult<paths, "/v1/user_roles", "get", I> {
  return callOperation(client, "GET", "/v1/user_roles", init[0]);
}

/**
 * GET /v1/users: GET v1/users (legacy)
 *
 * Scopes: Read Users.
 */
export function v1GetUsers<I extends CallInit<paths, "/v1/users", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/users", "get", I>
): CallResult<paths, "/v1/users", "get", I> {
  return callOperation(client, "GET", "/v1/users", init[0]);
}

/**
 * POST /v1/users: POST v1/users (legacy)
 *
 * Scopes: Write Users.
 */
export function v1PostUsers<I extends CallInit<paths, "/v1/users", "post">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/users", "post", I>
): CallResult<paths, "/v1/users", "post", I> {
  return callOperation(client, "POST", "/v1/users", init[0]);
}

/**
 * GET /v1/users/{userId}: GET v1/users/{userId} (legacy)
 *
 * Scopes: Read Users.
 */
export function v1GetUsersByUserId<I extends CallInit<paths, "/v1/users/{userId}", "get">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/users/{userId}", "get", I>
): CallResult<paths, "/v1/users/{userId}", "get", I> {
  return callOperation(client, "GET", "/v1/users/{userId}", init[0]);
}

/**
 * DELETE /v1/users/{userId}: DELETE v1/users/{userId} (legacy)
 *
 * Scopes: Write Users.
 */
export function v1DeleteUsersByUserId<I extends CallInit<paths, "/v1/users/{userId}", "delete">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/users/{userId}", "delete", I>
): CallResult<paths, "/v1/users/{userId}", "delete", I> {
  return callOperation(client, "DELETE", "/v1/users/{userId}", init[0]);
}

/**
 * PATCH /v1/users/{userId}: PATCH v1/users/{userId} (legacy)
 *
 * Scopes: Write Users.
 */
export function v1PatchUsersByUserId<I extends CallInit<paths, "/v1/users/{userId}", "patch">>(
  client: FleetClient<paths>,
  ...init: OperationArgs<paths, "/v1/users/{userId}", "patch", I>
): CallResult<paths, "/v1/users/{userId}", "patch", I> {
  return callOperation(client, "PATCH", "/v1/users/{userId}", init[0]);
}
