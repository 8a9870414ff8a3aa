// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.
// @ts-nocheck -- one alias per operation, each typed and checked where it is called

import { operationFunction, checkTagAccess, querySerializerOf } from "fleetkit/runtime";
import type { paths } from "./types.js";
import * as operationRecords from "./operations.js";

/** The runtime's `operationFunction` for this spec's paths: each operation function below is made by it. */
function operationFunctionOf<P extends keyof paths & string, M extends import("fleetkit/runtime").HttpMethod>(
  operation: import("fleetkit/runtime").OperationMeta,
  tagGuard?: import("fleetkit/runtime").TagGuard,
  queryStyler?: import("fleetkit/runtime").QueryStyler,
): import("fleetkit/runtime").OperationFunction<paths, P, M> {
  return operationFunction<paths, P, M>(operation, tagGuard, queryStyler);
}

/**
 * GET /fleet/vehicles: List vehicles (cursor-paginated)
 *
 * Scopes: unknown: the spec states none (the guard lets the call through).
 * Paginated: one page per call; every item with `paginate(client, "/fleet/vehicles")`.
 */
export const listFleetVehicles = /* @__PURE__ */ operationFunctionOf<"/fleet/vehicles", "get">(
  operationRecords.listFleetVehicles,
);

/**
 * GET /fleet/vehicles/stats/feed: Feed of vehicle statistics since a cursor
 *
 * Scopes: Read Vehicle Statistics.
 * A feed: follow it with `followFeed(client, "/fleet/vehicles/stats/feed", { signal })`.
 */
export const followVehicleStatsFeed = /* @__PURE__ */ operationFunctionOf<"/fleet/vehicles/stats/feed", "get">(
  operationRecords.followVehicleStatsFeed,
  undefined,
  querySerializerOf,
);

/**
 * GET /fleet/vehicles/locations/feed: Feed of vehicle locations since a cursor
 *
 * Scopes: Read Vehicle Statistics.
 * A feed: follow it with `followFeed(client, "/fleet/vehicles/locations/feed", { signal })`.
 */
export const followVehicleLocationsFeed = /* @__PURE__ */ operationFunctionOf<"/fleet/vehicles/locations/feed", "get">(
  operationRecords.followVehicleLocationsFeed,
  undefined,
  querySerializerOf,
);

/**
 * GET /vehicles: List vehicles with static driver assignments
 *
 * Scopes: Read Vehicles.
 * Paginated: one page per call; every item with `paginate(client, "/vehicles")`.
 */
export const listVehicles = /* @__PURE__ */ operationFunctionOf<"/vehicles", "get">(operationRecords.listVehicles);

/**
 * GET /fleet/driver-vehicle-assignments: List driver-vehicle assignments
 *
 * Scopes: Read Assignments.
 * Paginated: one page per call; every item with `paginate(client, "/fleet/driver-vehicle-assignments")`.
 */
export const listDriverVehicleAssignments = /* @__PURE__ */ operationFunctionOf<
  "/fleet/driver-vehicle-assignments",
  "get"
>(operationRecords.listDriverVehicleAssignments);

/**
 * POST /fleet/drivers: Create a driver
 *
 * Scopes: Write Drivers.
 */
export const createDriver = /* @__PURE__ */ operationFunctionOf<"/fleet/drivers", "post">(
  operationRecords.createDriver,
  checkTagAccess,
);

/**
 * POST /webhooks: Register a webhook handler
 *
 * Scopes: Write Webhooks.
 */
export const createWebhook = /* @__PURE__ */ operationFunctionOf<"/webhooks", "post">(operationRecords.createWebhook);

/**
 * GET /v1/addresses: GET v1/addresses (legacy)
 *
 * Scopes: Read Addresses.
 */
export const v1GetAddresses = /* @__PURE__ */ operationFunctionOf<"/v1/addresses", "get">(
  operationRecords.v1GetAddresses,
);

/**
 * POST /v1/addresses: POST v1/addresses (legacy)
 *
 * Scopes: Write Addresses.
 */
export const v1PostAddresses = /* @__PURE__ */ operationFunctionOf<"/v1/addresses", "post">(
  operationRecords.v1PostAddresses,
);

/**
 * GET /v1/addresses/{address_id}: GET v1/addresses/{address_id} (legacy)
 *
 * Scopes: Read Addresses.
 */
export const v1GetAddressesByAddressId = /* @__PURE__ */ operationFunctionOf<"/v1/addresses/{address_id}", "get">(
  operationRecords.v1GetAddressesByAddressId,
);

/**
 * DELETE /v1/addresses/{address_id}: DELETE v1/addresses/{address_id} (legacy)
 *
 * Scopes: Write Addresses.
 */
export const v1DeleteAddressesByAddressId = /* @__PURE__ */ operationFunctionOf<"/v1/addresses/{address_id}", "delete">(
  operationRecords.v1DeleteAddressesByAddressId,
);

/**
 * PATCH /v1/addresses/{address_id}: PATCH v1/addresses/{address_id} (legacy)
 *
 * Scopes: Write Addresses.
 */
export const v1PatchAddressesByAddressId = /* @__PURE__ */ operationFunctionOf<"/v1/addresses/{address_id}", "patch">(
  operationRecords.v1PatchAddressesByAddressId,
);

/**
 * GET /v1/contacts: GET v1/contacts (legacy)
 *
 * Scopes: Read Alert Contacts.
 */
export const v1GetContacts = /* @__PURE__ */ operationFunctionOf<"/v1/contacts", "get">(operationRecords.v1GetContacts);

/**
 * GET /v1/contacts/{contact_id}: GET v1/contacts/{contact_id} (legacy)
 *
 * Scopes: Read Alert Contacts.
 */
export const v1GetContactsByContactId = /* @__PURE__ */ operationFunctionOf<"/v1/contacts/{contact_id}", "get">(
  operationRecords.v1GetContactsByContactId,
);

/**
 * POST /v1/fleet/add_address: POST v1/fleet/add_address (legacy)
 *
 * Scopes: Write Addresses.
 */
export const v1PostAddAddress = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/add_address", "post">(
  operationRecords.v1PostAddAddress,
);

/**
 * GET /v1/fleet/assets: GET v1/fleet/assets (legacy)
 *
 * Scopes: Read Equipment.
 */
export const v1GetAssets = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/assets", "get">(operationRecords.v1GetAssets);

/**
 * GET /v1/fleet/assets/{assetId}/locations: GET v1/fleet/assets/{assetId}/locations (legacy)
 *
 * Scopes: Read Equipment Statistics.
 */
export const v1GetAssetsByAssetIdLocations = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/assets/{assetId}/locations",
  "get"
>(operationRecords.v1GetAssetsByAssetIdLocations);

/**
 * GET /v1/fleet/assets/{assetId}/reefer: GET v1/fleet/assets/{assetId}/reefer (legacy)
 *
 * Scopes: Read Trailers.
 */
export const v1GetAssetsByAssetIdReefer = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/assets/{assetId}/reefer",
  "get"
>(operationRecords.v1GetAssetsByAssetIdReefer);

/**
 * GET /v1/fleet/assets/locations: GET v1/fleet/assets/locations (legacy)
 *
 * Scopes: Read Equipment Statistics.
 * Paginated: one page per call; every item with `paginate(client, "/v1/fleet/assets/locations")`.
 */
export const v1GetAssetsLocations = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/assets/locations", "get">(
  operationRecords.v1GetAssetsLocations,
);

/**
 * GET /v1/fleet/assets/reefers: GET v1/fleet/assets/reefers (legacy)
 *
 * Scopes: Read Trailers.
 * Paginated: one page per call; every item with `paginate(client, "/v1/fleet/assets/reefers")`.
 */
export const v1GetAssetsReefers = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/assets/reefers", "get">(
  operationRecords.v1GetAssetsReefers,
);

/**
 * GET /v1/fleet/dispatch/routes: GET v1/fleet/dispatch/routes (legacy)
 *
 * Scopes: Read Routes.
 */
export const v1GetDispatchRoutes = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/dispatch/routes", "get">(
  operationRecords.v1GetDispatchRoutes,
);

/**
 * POST /v1/fleet/dispatch/routes: POST v1/fleet/dispatch/routes (legacy)
 *
 * Scopes: Write Routes.
 */
export const v1PostDispatchRoutes = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/dispatch/routes", "post">(
  operationRecords.v1PostDispatchRoutes,
);

/**
 * GET /v1/fleet/dispatch/routes/{route_id}: GET v1/fleet/dispatch/routes/{route_id} (legacy)
 *
 * Scopes: Read Routes.
 */
export const v1GetDispatchRoutesByRouteId = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/dispatch/routes/{route_id}",
  "get"
>(operationRecords.v1GetDispatchRoutesByRouteId);

/**
 * PUT /v1/fleet/dispatch/routes/{route_id}: PUT v1/fleet/dispatch/routes/{route_id} (legacy)
 *
 * Scopes: Write Routes.
 */
export const v1PutDispatchRoutesByRouteId = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/dispatch/routes/{route_id}",
  "put"
>(operationRecords.v1PutDispatchRoutesByRouteId);

/**
 * DELETE /v1/fleet/dispatch/routes/{route_id}: DELETE v1/fleet/dispatch/routes/{route_id} (legacy)
 *
 * Scopes: Write Routes.
 */
export const v1DeleteDispatchRoutesByRouteId = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/dispatch/routes/{route_id}",
  "delete"
>(operationRecords.v1DeleteDispatchRoutesByRouteId);

/**
 * GET /v1/fleet/dispatch/routes/{route_id}/history: GET v1/fleet/dispatch/routes/{route_id}/history (legacy)
 *
 * Scopes: Read Routes.
 */
export const v1GetDispatchRoutesByRouteIdHistory = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/dispatch/routes/{route_id}/history",
  "get"
>(operationRecords.v1GetDispatchRoutesByRouteIdHistory);

/**
 * GET /v1/fleet/dispatch/routes/job_updates: GET v1/fleet/dispatch/routes/job_updates (legacy)
 *
 * Scopes: Read Routes.
 */
export const v1GetDispatchRoutesJobUpdates = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/dispatch/routes/job_updates",
  "get"
>(operationRecords.v1GetDispatchRoutesJobUpdates);

/**
 * GET /v1/fleet/drivers: GET v1/fleet/drivers (legacy)
 *
 * Scopes: Read Drivers.
 */
export const v1GetDrivers = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers", "get">(
  operationRecords.v1GetDrivers,
);

/**
 * POST /v1/fleet/drivers: POST v1/fleet/drivers (legacy)
 *
 * Scopes: Write Drivers.
 */
export const v1PostDrivers = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers", "post">(
  operationRecords.v1PostDrivers,
);

/**
 * GET /v1/fleet/drivers/{driver_id}: GET v1/fleet/drivers/{driver_id} (legacy)
 *
 * Scopes: Read Drivers.
 */
export const v1GetDriversByDriverId = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/{driver_id}", "get">(
  operationRecords.v1GetDriversByDriverId,
);

/**
 * POST /v1/fleet/drivers/{driver_id}: POST v1/fleet/drivers/{driver_id} (legacy)
 *
 * Scopes: Write Drivers.
 */
export const v1PostDriversByDriverId = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/{driver_id}", "post">(
  operationRecords.v1PostDriversByDriverId,
);

/**
 * DELETE /v1/fleet/drivers/{driver_id}: DELETE v1/fleet/drivers/{driver_id} (legacy)
 *
 * Scopes: Write Drivers.
 */
export const v1DeleteDriversByDriverId = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/{driver_id}", "delete">(
  operationRecords.v1DeleteDriversByDriverId,
);

/**
 * PATCH /v1/fleet/drivers/{driver_id}: PATCH v1/fleet/drivers/{driver_id} (legacy)
 *
 * Scopes: Write Drivers.
 */
export const v1PatchDriversByDriverId = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/{driver_id}", "patch">(
  operationRecords.v1PatchDriversByDriverId,
);

/**
 * GET /v1/fleet/drivers/{driver_id}/dispatch/routes: GET v1/fleet/drivers/{driver_id}/dispatch/routes (legacy)
 *
 * Scopes: Read Routes.
 */
export const v1GetDriversByDriverIdDispatchRoutes = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/dispatch/routes",
  "get"
>(operationRecords.v1GetDriversByDriverIdDispatchRoutes);

/**
 * POST /v1/fleet/drivers/{driver_id}/dispatch/routes: POST v1/fleet/drivers/{driver_id}/dispatch/routes (legacy)
 *
 * Scopes: Write Routes.
 */
export const v1PostDriversByDriverIdDispatchRoutes = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/dispatch/routes",
  "post"
>(operationRecords.v1PostDriversByDriverIdDispatchRoutes);

/**
 * POST /v1/fleet/drivers/{driver_id}/documents: POST v1/fleet/drivers/{driver_id}/documents (legacy)
 *
 * Scopes: Write Documents.
 */
export const v1PostDriversByDriverIdDocuments = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/documents",
  "post"
>(operationRecords.v1PostDriversByDriverIdDocuments);

/**
 * GET /v1/fleet/drivers/{driver_id}/documents/{document_id}: GET v1/fleet/drivers/{driver_id}/documents/{document_id} (legacy)
 *
 * Scopes: Read Documents.
 */
export const v1GetDriversByDriverIdDocumentsByDocumentId = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/documents/{document_id}",
  "get"
>(operationRecords.v1GetDriversByDriverIdDocumentsByDocumentId);

/**
 * DELETE /v1/fleet/drivers/{driver_id}/documents/{document_id}: DELETE v1/fleet/drivers/{driver_id}/documents/{document_id} (legacy)
 *
 * Scopes: Write Documents.
 */
export const v1DeleteDriversByDriverIdDocumentsByDocumentId = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/documents/{document_id}",
  "delete"
>(operationRecords.v1DeleteDriversByDriverIdDocumentsByDocumentId);

/**
 * GET /v1/fleet/drivers/{driver_id}/hos_certified_daily_logs: GET v1/fleet/drivers/{driver_id}/hos_certified_daily_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetDriversByDriverIdHosCertifiedDailyLogs = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs",
  "get"
>(operationRecords.v1GetDriversByDriverIdHosCertifiedDailyLogs);

/**
 * PATCH /v1/fleet/drivers/{driver_id}/hos_certified_daily_logs: PATCH v1/fleet/drivers/{driver_id}/hos_certified_daily_logs (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export const v1PatchDriversByDriverIdHosCertifiedDailyLogs = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs",
  "patch"
>(operationRecords.v1PatchDriversByDriverIdHosCertifiedDailyLogs);

/**
 * GET /v1/fleet/drivers/{driver_id}/hos_daily_logs: GET v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetDriversByDriverIdHosDailyLogs = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/hos_daily_logs",
  "get"
>(operationRecords.v1GetDriversByDriverIdHosDailyLogs);

/**
 * POST /v1/fleet/drivers/{driver_id}/hos_daily_logs: POST v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export const v1PostDriversByDriverIdHosDailyLogs = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/hos_daily_logs",
  "post"
>(operationRecords.v1PostDriversByDriverIdHosDailyLogs);

/**
 * PATCH /v1/fleet/drivers/{driver_id}/hos_daily_logs: PATCH v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export const v1PatchDriversByDriverIdHosDailyLogs = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/hos_daily_logs",
  "patch"
>(operationRecords.v1PatchDriversByDriverIdHosDailyLogs);

/**
 * GET /v1/fleet/drivers/{driver_id}/hos/audit_logs: GET v1/fleet/drivers/{driver_id}/hos/audit_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetDriversByDriverIdHosAuditLogs = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/hos/audit_logs",
  "get"
>(operationRecords.v1GetDriversByDriverIdHosAuditLogs);

/**
 * POST /v1/fleet/drivers/{driver_id}/hos/duty_status: POST v1/fleet/drivers/{driver_id}/hos/duty_status (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export const v1PostDriversByDriverIdHosDutyStatus = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/hos/duty_status",
  "post"
>(operationRecords.v1PostDriversByDriverIdHosDutyStatus);

/**
 * GET /v1/fleet/drivers/{driver_id}/log_edits: GET v1/fleet/drivers/{driver_id}/log_edits (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetDriversByDriverIdLogEdits = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/log_edits",
  "get"
>(operationRecords.v1GetDriversByDriverIdLogEdits);

/**
 * GET /v1/fleet/drivers/{driver_id}/safety/score: GET v1/fleet/drivers/{driver_id}/safety/score (legacy)
 *
 * Scopes: Read Safety Events & Scores.
 */
export const v1GetDriversByDriverIdSafetyScore = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/{driver_id}/safety/score",
  "get"
>(operationRecords.v1GetDriversByDriverIdSafetyScore);

/**
 * GET /v1/fleet/drivers/create: GET v1/fleet/drivers/create (legacy)
 *
 * Scopes: Read Drivers.
 */
export const v1GetDriversCreate = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/create", "get">(
  operationRecords.v1GetDriversCreate,
);

/**
 * POST /v1/fleet/drivers/create: POST v1/fleet/drivers/create (legacy)
 *
 * Scopes: Write Drivers.
 */
export const v1PostDriversCreate = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/create", "post">(
  operationRecords.v1PostDriversCreate,
);

/**
 * DELETE /v1/fleet/drivers/create: DELETE v1/fleet/drivers/create (legacy)
 *
 * Scopes: Write Drivers.
 */
export const v1DeleteDriversCreate = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/create", "delete">(
  operationRecords.v1DeleteDriversCreate,
);

/**
 * PATCH /v1/fleet/drivers/create: PATCH v1/fleet/drivers/create (legacy)
 *
 * Scopes: Write Drivers.
 */
export const v1PatchDriversCreate = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/create", "patch">(
  operationRecords.v1PatchDriversCreate,
);

/**
 * GET /v1/fleet/drivers/document_types: GET v1/fleet/drivers/document_types (legacy)
 *
 * Scopes: Read Documents.
 */
export const v1GetDriversDocumentTypes = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/document_types", "get">(
  operationRecords.v1GetDriversDocumentTypes,
);

/**
 * GET /v1/fleet/drivers/documents: GET v1/fleet/drivers/documents (legacy)
 *
 * Scopes: Read Documents.
 */
export const v1GetDriversDocuments = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/documents", "get">(
  operationRecords.v1GetDriversDocuments,
);

/**
 * GET /v1/fleet/drivers/inactive: GET v1/fleet/drivers/inactive (legacy)
 *
 * Scopes: Read Drivers.
 */
export const v1GetDriversInactive = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/inactive", "get">(
  operationRecords.v1GetDriversInactive,
);

/**
 * GET /v1/fleet/drivers/inactive/{driver_id}: GET v1/fleet/drivers/inactive/{driver_id} (legacy)
 *
 * Scopes: Read Drivers.
 */
export const v1GetDriversInactiveByDriverId = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/inactive/{driver_id}",
  "get"
>(operationRecords.v1GetDriversInactiveByDriverId);

/**
 * PUT /v1/fleet/drivers/inactive/{driver_id}: PUT v1/fleet/drivers/inactive/{driver_id} (legacy)
 *
 * Scopes: Write Drivers.
 */
export const v1PutDriversInactiveByDriverId = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/drivers/inactive/{driver_id}",
  "put"
>(operationRecords.v1PutDriversInactiveByDriverId);

/**
 * GET /v1/fleet/drivers/summary: GET v1/fleet/drivers/summary (legacy)
 *
 * Scopes: Read Drivers, Read ELD Hours of Service (US).
 */
export const v1GetDriversSummary = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/summary", "get">(
  operationRecords.v1GetDriversSummary,
);

/**
 * POST /v1/fleet/drivers/summary: POST v1/fleet/drivers/summary (legacy)
 *
 * Scopes: Write Drivers, Write ELD Hours of Service (US).
 */
export const v1PostDriversSummary = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/drivers/summary", "post">(
  operationRecords.v1PostDriversSummary,
);

/**
 * GET /v1/fleet/hos_authentication_logs: GET v1/fleet/hos_authentication_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetHosAuthenticationLogs = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/hos_authentication_logs",
  "get"
>(operationRecords.v1GetHosAuthenticationLogs);

/**
 * POST /v1/fleet/hos_authentication_logs: POST v1/fleet/hos_authentication_logs (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export const v1PostHosAuthenticationLogs = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/hos_authentication_logs",
  "post"
>(operationRecords.v1PostHosAuthenticationLogs);

/**
 * GET /v1/fleet/hos_logs: GET v1/fleet/hos_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetHosLogs = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/hos_logs", "get">(
  operationRecords.v1GetHosLogs,
);

/**
 * POST /v1/fleet/hos_logs: POST v1/fleet/hos_logs (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export const v1PostHosLogs = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/hos_logs", "post">(
  operationRecords.v1PostHosLogs,
);

/**
 * GET /v1/fleet/hos_logs_summary: GET v1/fleet/hos_logs_summary (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetHosLogsSummary = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/hos_logs_summary", "get">(
  operationRecords.v1GetHosLogsSummary,
);

/**
 * POST /v1/fleet/hos_logs_summary: POST v1/fleet/hos_logs_summary (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export const v1PostHosLogsSummary = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/hos_logs_summary", "post">(
  operationRecords.v1PostHosLogsSummary,
);

/**
 * GET /v1/fleet/hos/audit_logs: GET v1/fleet/hos/audit_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetHosAuditLogs = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/hos/audit_logs", "get">(
  operationRecords.v1GetHosAuditLogs,
);

/**
 * GET /v1/fleet/hos/log_edits: GET v1/fleet/hos/log_edits (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetHosLogEdits = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/hos/log_edits", "get">(
  operationRecords.v1GetHosLogEdits,
);

/**
 * GET /v1/fleet/list: GET v1/fleet/list (legacy)
 *
 * Scopes: Read Vehicles.
 * Paginated: one page per call; every item with `paginate(client, "/v1/fleet/list")`.
 */
export const v1GetList = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/list", "get">(operationRecords.v1GetList);

/**
 * POST /v1/fleet/list: POST v1/fleet/list (legacy)
 *
 * Scopes: Write Vehicles.
 */
export const v1PostList = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/list", "post">(operationRecords.v1PostList);

/**
 * GET /v1/fleet/locations: GET v1/fleet/locations (legacy)
 *
 * Scopes: Read Vehicle Statistics.
 */
export const v1GetLocations = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/locations", "get">(
  operationRecords.v1GetLocations,
);

/**
 * POST /v1/fleet/locations: POST v1/fleet/locations (legacy)
 *
 * Scopes: Write Vehicle Statistics.
 */
export const v1PostLocations = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/locations", "post">(
  operationRecords.v1PostLocations,
);

/**
 * GET /v1/fleet/maintenance/dvirs: GET v1/fleet/maintenance/dvirs (legacy)
 *
 * Scopes: Read DVIRs.
 */
export const v1GetMaintenanceDvirs = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/maintenance/dvirs", "get">(
  operationRecords.v1GetMaintenanceDvirs,
);

/**
 * POST /v1/fleet/maintenance/dvirs: POST v1/fleet/maintenance/dvirs (legacy)
 *
 * Scopes: Write DVIRs.
 */
export const v1PostMaintenanceDvirs = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/maintenance/dvirs", "post">(
  operationRecords.v1PostMaintenanceDvirs,
);

/**
 * GET /v1/fleet/maintenance/list: GET v1/fleet/maintenance/list (legacy)
 *
 * Scopes: Read DVIRs.
 */
export const v1GetMaintenanceList = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/maintenance/list", "get">(
  operationRecords.v1GetMaintenanceList,
);

/**
 * POST /v1/fleet/maintenance/list: POST v1/fleet/maintenance/list (legacy)
 *
 * Scopes: Write DVIRs.
 */
export const v1PostMaintenanceList = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/maintenance/list", "post">(
  operationRecords.v1PostMaintenanceList,
);

/**
 * GET /v1/fleet/messages: GET v1/fleet/messages (legacy)
 *
 * Scopes: Read Messages.
 */
export const v1GetMessages = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/messages", "get">(
  operationRecords.v1GetMessages,
);

/**
 * POST /v1/fleet/messages: POST v1/fleet/messages (legacy)
 *
 * Scopes: Write Messages.
 */
export const v1PostMessages = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/messages", "post">(
  operationRecords.v1PostMessages,
);

/**
 * POST /v1/fleet/set_data: POST v1/fleet/set_data (legacy)
 *
 * Scopes: Write Vehicles.
 */
export const v1PostSetData = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/set_data", "post">(
  operationRecords.v1PostSetData,
);

/**
 * GET /v1/fleet/trailers/{trailerId}/assignments: GET v1/fleet/trailers/{trailerId}/assignments (legacy)
 *
 * Scopes: unknown: the spec states none (the guard lets the call through).
 */
export const v1GetTrailersByTrailerIdAssignments = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/trailers/{trailerId}/assignments",
  "get"
>(operationRecords.v1GetTrailersByTrailerIdAssignments);

/**
 * GET /v1/fleet/trailers/assignments: GET v1/fleet/trailers/assignments (legacy)
 *
 * Scopes: unknown: the spec states none (the guard lets the call through).
 * Paginated: one page per call; every item with `paginate(client, "/v1/fleet/trailers/assignments")`.
 */
export const v1GetTrailersAssignments = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/trailers/assignments", "get">(
  operationRecords.v1GetTrailersAssignments,
);

/**
 * GET /v1/fleet/trips: GET v1/fleet/trips (legacy)
 *
 * Scopes: Read Vehicle Trips.
 */
export const v1GetTrips = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/trips", "get">(operationRecords.v1GetTrips);

/**
 * POST /v1/fleet/trips: POST v1/fleet/trips (legacy)
 *
 * Scopes: Write Vehicle Trips.
 */
export const v1PostTrips = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/trips", "post">(operationRecords.v1PostTrips);

/**
 * GET /v1/fleet/unassigned_driving_logs: GET v1/fleet/unassigned_driving_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetUnassignedDrivingLogs = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/unassigned_driving_logs",
  "get"
>(operationRecords.v1GetUnassignedDrivingLogs);

/**
 * GET /v1/fleet/unassigned_driving_segments: GET v1/fleet/unassigned_driving_segments (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetUnassignedDrivingSegments = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/unassigned_driving_segments",
  "get"
>(operationRecords.v1GetUnassignedDrivingSegments);

/**
 * GET /v1/fleet/unassigned_driving_segments/{segment_id}: GET v1/fleet/unassigned_driving_segments/{segment_id} (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetUnassignedDrivingSegmentsBySegmentId = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/unassigned_driving_segments/{segment_id}",
  "get"
>(operationRecords.v1GetUnassignedDrivingSegmentsBySegmentId);

/**
 * PATCH /v1/fleet/unassigned_driving_segments/{segment_id}: PATCH v1/fleet/unassigned_driving_segments/{segment_id} (legacy)
 *
 * Scopes: Write ELD Hours of Service (US).
 */
export const v1PatchUnassignedDrivingSegmentsBySegmentId = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/unassigned_driving_segments/{segment_id}",
  "patch"
>(operationRecords.v1PatchUnassignedDrivingSegmentsBySegmentId);

/**
 * GET /v1/fleet/vehicles/{vehicle_id}: GET v1/fleet/vehicles/{vehicle_id} (legacy)
 *
 * Scopes: Read Vehicles.
 */
export const v1GetVehiclesByVehicleId = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/vehicles/{vehicle_id}", "get">(
  operationRecords.v1GetVehiclesByVehicleId,
);

/**
 * PATCH /v1/fleet/vehicles/{vehicle_id}: PATCH v1/fleet/vehicles/{vehicle_id} (legacy)
 *
 * Scopes: Write Vehicles.
 */
export const v1PatchVehiclesByVehicleId = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/vehicles/{vehicle_id}",
  "patch"
>(operationRecords.v1PatchVehiclesByVehicleId);

/**
 * GET /v1/fleet/vehicles/{vehicle_id}/dispatch/routes: GET v1/fleet/vehicles/{vehicle_id}/dispatch/routes (legacy)
 *
 * Scopes: Read Routes.
 */
export const v1GetVehiclesByVehicleIdDispatchRoutes = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes",
  "get"
>(operationRecords.v1GetVehiclesByVehicleIdDispatchRoutes);

/**
 * POST /v1/fleet/vehicles/{vehicle_id}/dispatch/routes: POST v1/fleet/vehicles/{vehicle_id}/dispatch/routes (legacy)
 *
 * Scopes: Write Routes.
 */
export const v1PostVehiclesByVehicleIdDispatchRoutes = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes",
  "post"
>(operationRecords.v1PostVehiclesByVehicleIdDispatchRoutes);

/**
 * GET /v1/fleet/vehicles/{vehicle_id}/locations: GET v1/fleet/vehicles/{vehicle_id}/locations (legacy)
 *
 * Scopes: Read Vehicle Statistics.
 */
export const v1GetVehiclesByVehicleIdLocations = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/vehicles/{vehicle_id}/locations",
  "get"
>(operationRecords.v1GetVehiclesByVehicleIdLocations);

/**
 * GET /v1/fleet/vehicles/{vehicle_id}/safety/harsh_event: GET v1/fleet/vehicles/{vehicle_id}/safety/harsh_event (legacy)
 *
 * Scopes: Read Safety Events & Scores.
 */
export const v1GetVehiclesByVehicleIdSafetyHarshEvent = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/vehicles/{vehicle_id}/safety/harsh_event",
  "get"
>(operationRecords.v1GetVehiclesByVehicleIdSafetyHarshEvent);

/**
 * GET /v1/fleet/vehicles/{vehicle_id}/safety/score: GET v1/fleet/vehicles/{vehicle_id}/safety/score (legacy)
 *
 * Scopes: Read Safety Events & Scores.
 */
export const v1GetVehiclesByVehicleIdSafetyScore = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/vehicles/{vehicle_id}/safety/score",
  "get"
>(operationRecords.v1GetVehiclesByVehicleIdSafetyScore);

/**
 * GET /v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs: GET v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs (legacy)
 *
 * Scopes: Read ELD Hours of Service (US).
 */
export const v1GetVehiclesByVehicleIdUnassignedDrivingLogs = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs",
  "get"
>(operationRecords.v1GetVehiclesByVehicleIdUnassignedDrivingLogs);

/**
 * GET /v1/fleet/vehicles/locations: GET v1/fleet/vehicles/locations (legacy)
 *
 * Scopes: Read Vehicle Statistics.
 */
export const v1GetVehiclesLocations = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/vehicles/locations", "get">(
  operationRecords.v1GetVehiclesLocations,
);

/**
 * GET /v1/fleet/vehicles/stats: GET v1/fleet/vehicles/stats (legacy)
 *
 * Scopes: Read Vehicle Statistics.
 * Paginated: one page per call; every item with `paginate(client, "/v1/fleet/vehicles/stats")`.
 */
export const v1GetVehiclesStats = /* @__PURE__ */ operationFunctionOf<"/v1/fleet/vehicles/stats", "get">(
  operationRecords.v1GetVehiclesStats,
);

/**
 * GET /v1/fleet/vehicles/stats-expanded: GET v1/fleet/vehicles/stats-expanded (legacy)
 *
 * Scopes: Read Vehicle Statistics.
 */
export const v1GetVehiclesStatsExpanded = /* @__PURE__ */ operationFunctionOf<
  "/v1/fleet/vehicles/stats-expanded",
  "get"
>(operationRecords.v1GetVehiclesStatsExpanded);

/**
 * POST /v1/industrial/csv_imports: POST v1/industrial/csv_imports (legacy)
 *
 * Scopes: Write Equipment.
 */
export const v1PostIndustrialCsvImports = /* @__PURE__ */ operationFunctionOf<"/v1/industrial/csv_imports", "post">(
  operationRecords.v1PostIndustrialCsvImports,
);

/**
 * GET /v1/industrial/data: GET v1/industrial/data (legacy)
 *
 * Scopes: Read Equipment.
 */
export const v1GetIndustrialData = /* @__PURE__ */ operationFunctionOf<"/v1/industrial/data", "get">(
  operationRecords.v1GetIndustrialData,
);

/**
 * GET /v1/industrial/data/{dataInputId}: GET v1/industrial/data/{dataInputId} (legacy)
 *
 * Scopes: Read Equipment.
 */
export const v1GetIndustrialDataByDataInputId = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/data/{dataInputId}",
  "get"
>(operationRecords.v1GetIndustrialDataByDataInputId);

/**
 * GET /v1/industrial/machines: GET v1/industrial/machines (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialMachines = /* @__PURE__ */ operationFunctionOf<"/v1/industrial/machines", "get">(
  operationRecords.v1GetIndustrialMachines,
);

/**
 * GET /v1/industrial/machines/{machineId}: GET v1/industrial/machines/{machineId} (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialMachinesByMachineId = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/machines/{machineId}",
  "get"
>(operationRecords.v1GetIndustrialMachinesByMachineId);

/**
 * GET /v1/industrial/machines/{machineId}/form: GET v1/industrial/machines/{machineId}/form (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialMachinesByMachineIdForm = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/machines/{machineId}/form",
  "get"
>(operationRecords.v1GetIndustrialMachinesByMachineIdForm);

/**
 * POST /v1/industrial/machines/{machineId}/form: POST v1/industrial/machines/{machineId}/form (legacy)
 *
 * Scopes: Write Industrial.
 */
export const v1PostIndustrialMachinesByMachineIdForm = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/machines/{machineId}/form",
  "post"
>(operationRecords.v1PostIndustrialMachinesByMachineIdForm);

/**
 * GET /v1/industrial/machines/{machineId}/forms: GET v1/industrial/machines/{machineId}/forms (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialMachinesByMachineIdForms = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/machines/{machineId}/forms",
  "get"
>(operationRecords.v1GetIndustrialMachinesByMachineIdForms);

/**
 * POST /v1/industrial/machines/{machineId}/forms: POST v1/industrial/machines/{machineId}/forms (legacy)
 *
 * Scopes: Write Industrial.
 */
export const v1PostIndustrialMachinesByMachineIdForms = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/machines/{machineId}/forms",
  "post"
>(operationRecords.v1PostIndustrialMachinesByMachineIdForms);

/**
 * GET /v1/industrial/mes/lines: GET v1/industrial/mes/lines (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialMesLines = /* @__PURE__ */ operationFunctionOf<"/v1/industrial/mes/lines", "get">(
  operationRecords.v1GetIndustrialMesLines,
);

/**
 * GET /v1/industrial/mes/recipes: GET v1/industrial/mes/recipes (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialMesRecipes = /* @__PURE__ */ operationFunctionOf<"/v1/industrial/mes/recipes", "get">(
  operationRecords.v1GetIndustrialMesRecipes,
);

/**
 * GET /v1/industrial/mes/runs: GET v1/industrial/mes/runs (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialMesRuns = /* @__PURE__ */ operationFunctionOf<"/v1/industrial/mes/runs", "get">(
  operationRecords.v1GetIndustrialMesRuns,
);

/**
 * GET /v1/industrial/mes/runs/line/{line_id}: GET v1/industrial/mes/runs/line/{line_id} (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialMesRunsLineByLineId = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/mes/runs/line/{line_id}",
  "get"
>(operationRecords.v1GetIndustrialMesRunsLineByLineId);

/**
 * GET /v1/industrial/mes/work_orders: GET v1/industrial/mes/work_orders (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialMesWorkOrders = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/mes/work_orders",
  "get"
>(operationRecords.v1GetIndustrialMesWorkOrders);

/**
 * POST /v1/industrial/mes/work_orders: POST v1/industrial/mes/work_orders (legacy)
 *
 * Scopes: Write Industrial.
 */
export const v1PostIndustrialMesWorkOrders = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/mes/work_orders",
  "post"
>(operationRecords.v1PostIndustrialMesWorkOrders);

/**
 * GET /v1/industrial/mes/work_orders/{id}: GET v1/industrial/mes/work_orders/{id} (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialMesWorkOrdersById = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/mes/work_orders/{id}",
  "get"
>(operationRecords.v1GetIndustrialMesWorkOrdersById);

/**
 * DELETE /v1/industrial/mes/work_orders/{id}: DELETE v1/industrial/mes/work_orders/{id} (legacy)
 *
 * Scopes: Write Industrial.
 */
export const v1DeleteIndustrialMesWorkOrdersById = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/mes/work_orders/{id}",
  "delete"
>(operationRecords.v1DeleteIndustrialMesWorkOrdersById);

/**
 * PATCH /v1/industrial/mes/work_orders/{id}: PATCH v1/industrial/mes/work_orders/{id} (legacy)
 *
 * Scopes: Write Industrial.
 */
export const v1PatchIndustrialMesWorkOrdersById = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/mes/work_orders/{id}",
  "patch"
>(operationRecords.v1PatchIndustrialMesWorkOrdersById);

/**
 * GET /v1/industrial/vision/cameras: GET v1/industrial/vision/cameras (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialVisionCameras = /* @__PURE__ */ operationFunctionOf<"/v1/industrial/vision/cameras", "get">(
  operationRecords.v1GetIndustrialVisionCameras,
);

/**
 * GET /v1/industrial/vision/cameras/{cameraId}/programs: GET v1/industrial/vision/cameras/{cameraId}/programs (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialVisionCamerasByCameraIdPrograms = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/vision/cameras/{cameraId}/programs",
  "get"
>(operationRecords.v1GetIndustrialVisionCamerasByCameraIdPrograms);

/**
 * GET /v1/industrial/vision/run/camera/{cameraId}: GET v1/industrial/vision/run/camera/{cameraId} (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialVisionRunCameraByCameraId = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/vision/run/camera/{cameraId}",
  "get"
>(operationRecords.v1GetIndustrialVisionRunCameraByCameraId);

/**
 * GET /v1/industrial/vision/run/camera/{cameraId}/program/{programId}: GET v1/industrial/vision/run/camera/{cameraId}/program/{programId} (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/vision/run/camera/{cameraId}/program/{programId}",
  "get"
>(operationRecords.v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId);

/**
 * GET /v1/industrial/vision/runs: GET v1/industrial/vision/runs (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialVisionRuns = /* @__PURE__ */ operationFunctionOf<"/v1/industrial/vision/runs", "get">(
  operationRecords.v1GetIndustrialVisionRuns,
);

/**
 * GET /v1/industrial/vision/runs/{cameraId}: GET v1/industrial/vision/runs/{cameraId} (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialVisionRunsByCameraId = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/vision/runs/{cameraId}",
  "get"
>(operationRecords.v1GetIndustrialVisionRunsByCameraId);

/**
 * GET /v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}: GET v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs} (legacy)
 *
 * Scopes: Read Industrial.
 */
export const v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs = /* @__PURE__ */ operationFunctionOf<
  "/v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}",
  "get"
>(operationRecords.v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs);

/**
 * POST /v1/machines/history: POST v1/machines/history (legacy)
 *
 * Scopes: Write Industrial.
 */
export const v1PostMachinesHistory = /* @__PURE__ */ operationFunctionOf<"/v1/machines/history", "post">(
  operationRecords.v1PostMachinesHistory,
);

/**
 * POST /v1/machines/list: POST v1/machines/list (legacy)
 *
 * Scopes: Write Industrial.
 */
export const v1PostMachinesList = /* @__PURE__ */ operationFunctionOf<"/v1/machines/list", "post">(
  operationRecords.v1PostMachinesList,
);

/**
 * GET /v1/sensors/cargo: GET v1/sensors/cargo (legacy)
 *
 * Scopes: Read Sensors.
 */
export const v1GetSensorsCargo = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/cargo", "get">(
  operationRecords.v1GetSensorsCargo,
);

/**
 * POST /v1/sensors/cargo: POST v1/sensors/cargo (legacy)
 *
 * Scopes: Write Sensors.
 */
export const v1PostSensorsCargo = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/cargo", "post">(
  operationRecords.v1PostSensorsCargo,
);

/**
 * GET /v1/sensors/door: GET v1/sensors/door (legacy)
 *
 * Scopes: Read Sensors.
 */
export const v1GetSensorsDoor = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/door", "get">(
  operationRecords.v1GetSensorsDoor,
);

/**
 * POST /v1/sensors/door: POST v1/sensors/door (legacy)
 *
 * Scopes: Write Sensors.
 */
export const v1PostSensorsDoor = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/door", "post">(
  operationRecords.v1PostSensorsDoor,
);

/**
 * POST /v1/sensors/history: POST v1/sensors/history (legacy)
 *
 * Scopes: Write Sensors.
 */
export const v1PostSensorsHistory = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/history", "post">(
  operationRecords.v1PostSensorsHistory,
);

/**
 * GET /v1/sensors/humidity: GET v1/sensors/humidity (legacy)
 *
 * Scopes: Read Sensors.
 */
export const v1GetSensorsHumidity = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/humidity", "get">(
  operationRecords.v1GetSensorsHumidity,
);

/**
 * POST /v1/sensors/humidity: POST v1/sensors/humidity (legacy)
 *
 * Scopes: Write Sensors.
 */
export const v1PostSensorsHumidity = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/humidity", "post">(
  operationRecords.v1PostSensorsHumidity,
);

/**
 * GET /v1/sensors/list: GET v1/sensors/list (legacy)
 *
 * Scopes: Read Sensors.
 */
export const v1GetSensorsList = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/list", "get">(
  operationRecords.v1GetSensorsList,
);

/**
 * POST /v1/sensors/list: POST v1/sensors/list (legacy)
 *
 * Scopes: Write Sensors.
 */
export const v1PostSensorsList = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/list", "post">(
  operationRecords.v1PostSensorsList,
);

/**
 * GET /v1/sensors/temperature: GET v1/sensors/temperature (legacy)
 *
 * Scopes: Read Sensors.
 */
export const v1GetSensorsTemperature = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/temperature", "get">(
  operationRecords.v1GetSensorsTemperature,
);

/**
 * POST /v1/sensors/temperature: POST v1/sensors/temperature (legacy)
 *
 * Scopes: Write Sensors.
 */
export const v1PostSensorsTemperature = /* @__PURE__ */ operationFunctionOf<"/v1/sensors/temperature", "post">(
  operationRecords.v1PostSensorsTemperature,
);

/**
 * GET /v1/tags: GET v1/tags (legacy)
 *
 * Scopes: Read Tags.
 */
export const v1GetTags = /* @__PURE__ */ operationFunctionOf<"/v1/tags", "get">(operationRecords.v1GetTags);

/**
 * POST /v1/tags: POST v1/tags (legacy)
 *
 * Scopes: Write Tags.
 */
export const v1PostTags = /* @__PURE__ */ operationFunctionOf<"/v1/tags", "post">(operationRecords.v1PostTags);

/**
 * GET /v1/tags/{tagId}: GET v1/tags/{tagId} (legacy)
 *
 * Scopes: Read Tags.
 */
export const v1GetTagsByTagId = /* @__PURE__ */ operationFunctionOf<"/v1/tags/{tagId}", "get">(
  operationRecords.v1GetTagsByTagId,
);

/**
 * PUT /v1/tags/{tagId}: PUT v1/tags/{tagId} (legacy)
 *
 * Scopes: Write Tags.
 */
export const v1PutTagsByTagId = /* @__PURE__ */ operationFunctionOf<"/v1/tags/{tagId}", "put">(
  operationRecords.v1PutTagsByTagId,
);

/**
 * DELETE /v1/tags/{tagId}: DELETE v1/tags/{tagId} (legacy)
 *
 * Scopes: Write Tags.
 */
export const v1DeleteTagsByTagId = /* @__PURE__ */ operationFunctionOf<"/v1/tags/{tagId}", "delete">(
  operationRecords.v1DeleteTagsByTagId,
);

/**
 * PATCH /v1/tags/{tagId}: PATCH v1/tags/{tagId} (legacy)
 *
 * Scopes: Write Tags.
 */
export const v1PatchTagsByTagId = /* @__PURE__ */ operationFunctionOf<"/v1/tags/{tagId}", "patch">(
  operationRecords.v1PatchTagsByTagId,
);

/**
 * GET /v1/user_roles: GET v1/user_roles (legacy)
 *
 * Scopes: Read Users.
 */
export const v1GetUserRoles = /* @__PURE__ */ operationFunctionOf<"/v1/user_roles", "get">(
  operationRecords.v1GetUserRoles,
);

/**
 * GET /v1/users: GET v1/users (legacy)
 *
 * Scopes: Read Users.
 */
export const v1GetUsers = /* @__PURE__ */ operationFunctionOf<"/v1/users", "get">(operationRecords.v1GetUsers);

/**
 * POST /v1/users: POST v1/users (legacy)
 *
 * Scopes: Write Users.
 */
export const v1PostUsers = /* @__PURE__ */ operationFunctionOf<"/v1/users", "post">(operationRecords.v1PostUsers);

/**
 * GET /v1/users/{userId}: GET v1/users/{userId} (legacy)
 *
 * Scopes: Read Users.
 */
export const v1GetUsersByUserId = /* @__PURE__ */ operationFunctionOf<"/v1/users/{userId}", "get">(
  operationRecords.v1GetUsersByUserId,
);

/**
 * DELETE /v1/users/{userId}: DELETE v1/users/{userId} (legacy)
 *
 * Scopes: Write Users.
 */
export const v1DeleteUsersByUserId = /* @__PURE__ */ operationFunctionOf<"/v1/users/{userId}", "delete">(
  operationRecords.v1DeleteUsersByUserId,
);

/**
 * PATCH /v1/users/{userId}: PATCH v1/users/{userId} (legacy)
 *
 * Scopes: Write Users.
 */
export const v1PatchUsersByUserId = /* @__PURE__ */ operationFunctionOf<"/v1/users/{userId}", "patch">(
  operationRecords.v1PatchUsersByUserId,
);
