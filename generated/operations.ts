// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.

import type { OperationMeta } from "fleetkit/runtime";
export type { OperationMeta } from "fleetkit/runtime";
/** Every operation of the spec, keyed by operationId. */
export const operations = {
  /** GET /fleet/vehicles: scope undocumented. List vehicles (cursor-paginated) */
  listFleetVehicles: { operationId: "listFleetVehicles", method: "get", path: "/fleet/vehicles", scopes: null, paginated: true, pagination: {"cursorParam":"after","itemsKey":"data"}, createsTaggedData: false, feed: false, legacy: false, limit: {"minimum":1,"maximum":512,"default":512}, requestSchema: null, responseSchema: "VehicleList" },
  /** GET /fleet/vehicles/stats/feed: Read Vehicle Statistics. Feed of vehicle statistics since a cursor */
  followVehicleStatsFeed: { operationId: "followVehicleStatsFeed", method: "get", path: "/fleet/vehicles/stats/feed", scopes: ["Read Vehicle Statistics"], paginated: true, pagination: {"cursorParam":"after","itemsKey":"data"}, createsTaggedData: false, commaSeparatedArrays: true, feed: true, legacy: false, limit: null, requestSchema: null, responseSchema: "VehicleStatsList" },
  /** GET /fleet/vehicles/locations/feed: Read Vehicle Statistics. Feed of vehicle locations since a cursor */
  followVehicleLocationsFeed: { operationId: "followVehicleLocationsFeed", method: "get", path: "/fleet/vehicles/locations/feed", scopes: ["Read Vehicle Statistics"], paginated: true, pagination: {"cursorParam":"after","itemsKey":"data"}, createsTaggedData: false, commaSeparatedArrays: true, feed: true, legacy: false, limit: null, requestSchema: null, responseSchema: "VehicleLocationsList" },
  /** GET /vehicles: Read Vehicles. List vehicles with static driver assignments */
  listVehicles: { operationId: "listVehicles", method: "get", path: "/vehicles", scopes: ["Read Vehicles"], paginated: true, pagination: {"cursorParam":"after","itemsKey":"data"}, createsTaggedData: false, feed: false, legacy: false, limit: null, requestSchema: null, responseSchema: "VehicleList" },
  /** GET /fleet/driver-vehicle-assignments: Read Assignments. List driver-vehicle assignments */
  listDriverVehicleAssignments: { operationId: "listDriverVehicleAssignments", method: "get", path: "/fleet/driver-vehicle-assignments", scopes: ["Read Assignments"], paginated: true, pagination: {"cursorParam":"after","itemsKey":"data"}, createsTaggedData: false, feed: false, legacy: false, limit: null, requestSchema: null, responseSchema: "DriverVehicleAssignmentList" },
  /** POST /fleet/drivers: Write Drivers. Create a driver */
  createDriver: { operationId: "createDriver", method: "post", path: "/fleet/drivers", scopes: ["Write Drivers"], paginated: false, pagination: null, createsTaggedData: true, feed: false, legacy: false, limit: null, requestSchema: "DriverCreateRequest", responseSchema: "DriverResponse" },
  /** POST /webhooks: Write Webhooks. Register a webhook handler */
  createWebhook: { operationId: "createWebhook", method: "post", path: "/webhooks", scopes: ["Write Webhooks"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: false, limit: null, requestSchema: "WebhookCreateRequest", responseSchema: "Webhook" },
  /** GET /v1/addresses: Read Addresses. GET v1/addresses (legacy) */
  v1GetAddresses: { operationId: "v1GetAddresses", method: "get", path: "/v1/addresses", scopes: ["Read Addresses"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/addresses: Write Addresses. POST v1/addresses (legacy) */
  v1PostAddresses: { operationId: "v1PostAddresses", method: "post", path: "/v1/addresses", scopes: ["Write Addresses"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/addresses/{address_id}: Read Addresses. GET v1/addresses/{address_id} (legacy) */
  v1GetAddressesByAddressId: { operationId: "v1GetAddressesByAddressId", method: "get", path: "/v1/addresses/{address_id}", scopes: ["Read Addresses"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** DELETE /v1/addresses/{address_id}: Write Addresses. DELETE v1/addresses/{address_id} (legacy) */
  v1DeleteAddressesByAddressId: { operationId: "v1DeleteAddressesByAddressId", method: "delete", path: "/v1/addresses/{address_id}", scopes: ["Write Addresses"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PATCH /v1/addresses/{address_id}: Write Addresses. PATCH v1/addresses/{address_id} (legacy) */
  v1PatchAddressesByAddressId: { operationId: "v1PatchAddressesByAddressId", method: "patch", path: "/v1/addresses/{address_id}", scopes: ["Write Addresses"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/contacts: Read Alert Contacts. GET v1/contacts (legacy) */
  v1GetContacts: { operationId: "v1GetContacts", method: "get", path: "/v1/contacts", scopes: ["Read Alert Contacts"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/contacts/{contact_id}: Read Alert Contacts. GET v1/contacts/{contact_id} (legacy) */
  v1GetContactsByContactId: { operationId: "v1GetContactsByContactId", method: "get", path: "/v1/contacts/{contact_id}", scopes: ["Read Alert Contacts"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/add_address: Write Addresses. POST v1/fleet/add_address (legacy) */
  v1PostAddAddress: { operationId: "v1PostAddAddress", method: "post", path: "/v1/fleet/add_address", scopes: ["Write Addresses"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/assets: Read Equipment. GET v1/fleet/assets (legacy) */
  v1GetAssets: { operationId: "v1GetAssets", method: "get", path: "/v1/fleet/assets", scopes: ["Read Equipment"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/assets/{assetId}/locations: Read Equipment Statistics. GET v1/fleet/assets/{assetId}/locations (legacy) */
  v1GetAssetsByAssetIdLocations: { operationId: "v1GetAssetsByAssetIdLocations", method: "get", path: "/v1/fleet/assets/{assetId}/locations", scopes: ["Read Equipment Statistics"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/assets/{assetId}/reefer: Read Trailers. GET v1/fleet/assets/{assetId}/reefer (legacy) */
  v1GetAssetsByAssetIdReefer: { operationId: "v1GetAssetsByAssetIdReefer", method: "get", path: "/v1/fleet/assets/{assetId}/reefer", scopes: ["Read Trailers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/assets/locations: Read Equipment Statistics. GET v1/fleet/assets/locations (legacy) */
  v1GetAssetsLocations: { operationId: "v1GetAssetsLocations", method: "get", path: "/v1/fleet/assets/locations", scopes: ["Read Equipment Statistics"], paginated: true, pagination: {"cursorParam":"startingAfter","itemsKey":"assets"}, createsTaggedData: false, feed: false, legacy: true, limit: {"minimum":1,"maximum":512,"default":null}, requestSchema: null, responseSchema: "LegacyAssetLocationList" },
  /** GET /v1/fleet/assets/reefers: Read Trailers. GET v1/fleet/assets/reefers (legacy) */
  v1GetAssetsReefers: { operationId: "v1GetAssetsReefers", method: "get", path: "/v1/fleet/assets/reefers", scopes: ["Read Trailers"], paginated: true, pagination: {"cursorParam":"startingAfter","itemsKey":"data"}, createsTaggedData: false, feed: false, legacy: true, limit: {"minimum":1,"maximum":512,"default":null}, requestSchema: null, responseSchema: "LegacyReeferList" },
  /** GET /v1/fleet/dispatch/routes: Read Routes. GET v1/fleet/dispatch/routes (legacy) */
  v1GetDispatchRoutes: { operationId: "v1GetDispatchRoutes", method: "get", path: "/v1/fleet/dispatch/routes", scopes: ["Read Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/dispatch/routes: Write Routes. POST v1/fleet/dispatch/routes (legacy) */
  v1PostDispatchRoutes: { operationId: "v1PostDispatchRoutes", method: "post", path: "/v1/fleet/dispatch/routes", scopes: ["Write Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/dispatch/routes/{route_id}: Read Routes. GET v1/fleet/dispatch/routes/{route_id} (legacy) */
  v1GetDispatchRoutesByRouteId: { operationId: "v1GetDispatchRoutesByRouteId", method: "get", path: "/v1/fleet/dispatch/routes/{route_id}", scopes: ["Read Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PUT /v1/fleet/dispatch/routes/{route_id}: Write Routes. PUT v1/fleet/dispatch/routes/{route_id} (legacy) */
  v1PutDispatchRoutesByRouteId: { operationId: "v1PutDispatchRoutesByRouteId", method: "put", path: "/v1/fleet/dispatch/routes/{route_id}", scopes: ["Write Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** DELETE /v1/fleet/dispatch/routes/{route_id}: Write Routes. DELETE v1/fleet/dispatch/routes/{route_id} (legacy) */
  v1DeleteDispatchRoutesByRouteId: { operationId: "v1DeleteDispatchRoutesByRouteId", method: "delete", path: "/v1/fleet/dispatch/routes/{route_id}", scopes: ["Write Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/dispatch/routes/{route_id}/history: Read Routes. GET v1/fleet/dispatch/routes/{route_id}/history (legacy) */
  v1GetDispatchRoutesByRouteIdHistory: { operationId: "v1GetDispatchRoutesByRouteIdHistory", method: "get", path: "/v1/fleet/dispatch/routes/{route_id}/history", scopes: ["Read Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/dispatch/routes/job_updates: Read Routes. GET v1/fleet/dispatch/routes/job_updates (legacy) */
  v1GetDispatchRoutesJobUpdates: { operationId: "v1GetDispatchRoutesJobUpdates", method: "get", path: "/v1/fleet/dispatch/routes/job_updates", scopes: ["Read Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers: Read Drivers. GET v1/fleet/drivers (legacy) */
  v1GetDrivers: { operationId: "v1GetDrivers", method: "get", path: "/v1/fleet/drivers", scopes: ["Read Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/drivers: Write Drivers. POST v1/fleet/drivers (legacy) */
  v1PostDrivers: { operationId: "v1PostDrivers", method: "post", path: "/v1/fleet/drivers", scopes: ["Write Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/{driver_id}: Read Drivers. GET v1/fleet/drivers/{driver_id} (legacy) */
  v1GetDriversByDriverId: { operationId: "v1GetDriversByDriverId", method: "get", path: "/v1/fleet/drivers/{driver_id}", scopes: ["Read Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/drivers/{driver_id}: Write Drivers. POST v1/fleet/drivers/{driver_id} (legacy) */
  v1PostDriversByDriverId: { operationId: "v1PostDriversByDriverId", method: "post", path: "/v1/fleet/drivers/{driver_id}", scopes: ["Write Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** DELETE /v1/fleet/drivers/{driver_id}: Write Drivers. DELETE v1/fleet/drivers/{driver_id} (legacy) */
  v1DeleteDriversByDriverId: { operationId: "v1DeleteDriversByDriverId", method: "delete", path: "/v1/fleet/drivers/{driver_id}", scopes: ["Write Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PATCH /v1/fleet/drivers/{driver_id}: Write Drivers. PATCH v1/fleet/drivers/{driver_id} (legacy) */
  v1PatchDriversByDriverId: { operationId: "v1PatchDriversByDriverId", method: "patch", path: "/v1/fleet/drivers/{driver_id}", scopes: ["Write Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/{driver_id}/dispatch/routes: Read Routes. GET v1/fleet/drivers/{driver_id}/dispatch/routes (legacy) */
  v1GetDriversByDriverIdDispatchRoutes: { operationId: "v1GetDriversByDriverIdDispatchRoutes", method: "get", path: "/v1/fleet/drivers/{driver_id}/dispatch/routes", scopes: ["Read Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/drivers/{driver_id}/dispatch/routes: Write Routes. POST v1/fleet/drivers/{driver_id}/dispatch/routes (legacy) */
  v1PostDriversByDriverIdDispatchRoutes: { operationId: "v1PostDriversByDriverIdDispatchRoutes", method: "post", path: "/v1/fleet/drivers/{driver_id}/dispatch/routes", scopes: ["Write Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/drivers/{driver_id}/documents: Write Documents. POST v1/fleet/drivers/{driver_id}/documents (legacy) */
  v1PostDriversByDriverIdDocuments: { operationId: "v1PostDriversByDriverIdDocuments", method: "post", path: "/v1/fleet/drivers/{driver_id}/documents", scopes: ["Write Documents"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/{driver_id}/documents/{document_id}: Read Documents. GET v1/fleet/drivers/{driver_id}/documents/{document_id} (legacy) */
  v1GetDriversByDriverIdDocumentsByDocumentId: { operationId: "v1GetDriversByDriverIdDocumentsByDocumentId", method: "get", path: "/v1/fleet/drivers/{driver_id}/documents/{document_id}", scopes: ["Read Documents"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** DELETE /v1/fleet/drivers/{driver_id}/documents/{document_id}: Write Documents. DELETE v1/fleet/drivers/{driver_id}/documents/{document_id} (legacy) */
  v1DeleteDriversByDriverIdDocumentsByDocumentId: { operationId: "v1DeleteDriversByDriverIdDocumentsByDocumentId", method: "delete", path: "/v1/fleet/drivers/{driver_id}/documents/{document_id}", scopes: ["Write Documents"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/{driver_id}/hos_certified_daily_logs: Read ELD Hours of Service (US). GET v1/fleet/drivers/{driver_id}/hos_certified_daily_logs (legacy) */
  v1GetDriversByDriverIdHosCertifiedDailyLogs: { operationId: "v1GetDriversByDriverIdHosCertifiedDailyLogs", method: "get", path: "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PATCH /v1/fleet/drivers/{driver_id}/hos_certified_daily_logs: Write ELD Hours of Service (US). PATCH v1/fleet/drivers/{driver_id}/hos_certified_daily_logs (legacy) */
  v1PatchDriversByDriverIdHosCertifiedDailyLogs: { operationId: "v1PatchDriversByDriverIdHosCertifiedDailyLogs", method: "patch", path: "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs", scopes: ["Write ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/{driver_id}/hos_daily_logs: Read ELD Hours of Service (US). GET v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy) */
  v1GetDriversByDriverIdHosDailyLogs: { operationId: "v1GetDriversByDriverIdHosDailyLogs", method: "get", path: "/v1/fleet/drivers/{driver_id}/hos_daily_logs", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/drivers/{driver_id}/hos_daily_logs: Write ELD Hours of Service (US). POST v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy) */
  v1PostDriversByDriverIdHosDailyLogs: { operationId: "v1PostDriversByDriverIdHosDailyLogs", method: "post", path: "/v1/fleet/drivers/{driver_id}/hos_daily_logs", scopes: ["Write ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PATCH /v1/fleet/drivers/{driver_id}/hos_daily_logs: Write ELD Hours of Service (US). PATCH v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy) */
  v1PatchDriversByDriverIdHosDailyLogs: { operationId: "v1PatchDriversByDriverIdHosDailyLogs", method: "patch", path: "/v1/fleet/drivers/{driver_id}/hos_daily_logs", scopes: ["Write ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/{driver_id}/hos/audit_logs: Read ELD Hours of Service (US). GET v1/fleet/drivers/{driver_id}/hos/audit_logs (legacy) */
  v1GetDriversByDriverIdHosAuditLogs: { operationId: "v1GetDriversByDriverIdHosAuditLogs", method: "get", path: "/v1/fleet/drivers/{driver_id}/hos/audit_logs", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/drivers/{driver_id}/hos/duty_status: Write ELD Hours of Service (US). POST v1/fleet/drivers/{driver_id}/hos/duty_status (legacy) */
  v1PostDriversByDriverIdHosDutyStatus: { operationId: "v1PostDriversByDriverIdHosDutyStatus", method: "post", path: "/v1/fleet/drivers/{driver_id}/hos/duty_status", scopes: ["Write ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/{driver_id}/log_edits: Read ELD Hours of Service (US). GET v1/fleet/drivers/{driver_id}/log_edits (legacy) */
  v1GetDriversByDriverIdLogEdits: { operationId: "v1GetDriversByDriverIdLogEdits", method: "get", path: "/v1/fleet/drivers/{driver_id}/log_edits", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/{driver_id}/safety/score: Read Safety Events & Scores. GET v1/fleet/drivers/{driver_id}/safety/score (legacy) */
  v1GetDriversByDriverIdSafetyScore: { operationId: "v1GetDriversByDriverIdSafetyScore", method: "get", path: "/v1/fleet/drivers/{driver_id}/safety/score", scopes: ["Read Safety Events & Scores"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/create: Read Drivers. GET v1/fleet/drivers/create (legacy) */
  v1GetDriversCreate: { operationId: "v1GetDriversCreate", method: "get", path: "/v1/fleet/drivers/create", scopes: ["Read Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/drivers/create: Write Drivers. POST v1/fleet/drivers/create (legacy) */
  v1PostDriversCreate: { operationId: "v1PostDriversCreate", method: "post", path: "/v1/fleet/drivers/create", scopes: ["Write Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** DELETE /v1/fleet/drivers/create: Write Drivers. DELETE v1/fleet/drivers/create (legacy) */
  v1DeleteDriversCreate: { operationId: "v1DeleteDriversCreate", method: "delete", path: "/v1/fleet/drivers/create", scopes: ["Write Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PATCH /v1/fleet/drivers/create: Write Drivers. PATCH v1/fleet/drivers/create (legacy) */
  v1PatchDriversCreate: { operationId: "v1PatchDriversCreate", method: "patch", path: "/v1/fleet/drivers/create", scopes: ["Write Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/document_types: Read Documents. GET v1/fleet/drivers/document_types (legacy) */
  v1GetDriversDocumentTypes: { operationId: "v1GetDriversDocumentTypes", method: "get", path: "/v1/fleet/drivers/document_types", scopes: ["Read Documents"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/documents: Read Documents. GET v1/fleet/drivers/documents (legacy) */
  v1GetDriversDocuments: { operationId: "v1GetDriversDocuments", method: "get", path: "/v1/fleet/drivers/documents", scopes: ["Read Documents"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/inactive: Read Drivers. GET v1/fleet/drivers/inactive (legacy) */
  v1GetDriversInactive: { operationId: "v1GetDriversInactive", method: "get", path: "/v1/fleet/drivers/inactive", scopes: ["Read Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/inactive/{driver_id}: Read Drivers. GET v1/fleet/drivers/inactive/{driver_id} (legacy) */
  v1GetDriversInactiveByDriverId: { operationId: "v1GetDriversInactiveByDriverId", method: "get", path: "/v1/fleet/drivers/inactive/{driver_id}", scopes: ["Read Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PUT /v1/fleet/drivers/inactive/{driver_id}: Write Drivers. PUT v1/fleet/drivers/inactive/{driver_id} (legacy) */
  v1PutDriversInactiveByDriverId: { operationId: "v1PutDriversInactiveByDriverId", method: "put", path: "/v1/fleet/drivers/inactive/{driver_id}", scopes: ["Write Drivers"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/drivers/summary: Read Drivers + Read ELD Hours of Service (US). GET v1/fleet/drivers/summary (legacy) */
  v1GetDriversSummary: { operationId: "v1GetDriversSummary", method: "get", path: "/v1/fleet/drivers/summary", scopes: ["Read Drivers","Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/drivers/summary: Write Drivers + Write ELD Hours of Service (US). POST v1/fleet/drivers/summary (legacy) */
  v1PostDriversSummary: { operationId: "v1PostDriversSummary", method: "post", path: "/v1/fleet/drivers/summary", scopes: ["Write Drivers","Write ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/hos_authentication_logs: Read ELD Hours of Service (US). GET v1/fleet/hos_authentication_logs (legacy) */
  v1GetHosAuthenticationLogs: { operationId: "v1GetHosAuthenticationLogs", method: "get", path: "/v1/fleet/hos_authentication_logs", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/hos_authentication_logs: Write ELD Hours of Service (US). POST v1/fleet/hos_authentication_logs (legacy) */
  v1PostHosAuthenticationLogs: { operationId: "v1PostHosAuthenticationLogs", method: "post", path: "/v1/fleet/hos_authentication_logs", scopes: ["Write ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/hos_logs: Read ELD Hours of Service (US). GET v1/fleet/hos_logs (legacy) */
  v1GetHosLogs: { operationId: "v1GetHosLogs", method: "get", path: "/v1/fleet/hos_logs", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/hos_logs: Write ELD Hours of Service (US). POST v1/fleet/hos_logs (legacy) */
  v1PostHosLogs: { operationId: "v1PostHosLogs", method: "post", path: "/v1/fleet/hos_logs", scopes: ["Write ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/hos_logs_summary: Read ELD Hours of Service (US). GET v1/fleet/hos_logs_summary (legacy) */
  v1GetHosLogsSummary: { operationId: "v1GetHosLogsSummary", method: "get", path: "/v1/fleet/hos_logs_summary", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/hos_logs_summary: Write ELD Hours of Service (US). POST v1/fleet/hos_logs_summary (legacy) */
  v1PostHosLogsSummary: { operationId: "v1PostHosLogsSummary", method: "post", path: "/v1/fleet/hos_logs_summary", scopes: ["Write ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/hos/audit_logs: Read ELD Hours of Service (US). GET v1/fleet/hos/audit_logs (legacy) */
  v1GetHosAuditLogs: { operationId: "v1GetHosAuditLogs", method: "get", path: "/v1/fleet/hos/audit_logs", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/hos/log_edits: Read ELD Hours of Service (US). GET v1/fleet/hos/log_edits (legacy) */
  v1GetHosLogEdits: { operationId: "v1GetHosLogEdits", method: "get", path: "/v1/fleet/hos/log_edits", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/list: Read Vehicles. GET v1/fleet/list (legacy) */
  v1GetList: { operationId: "v1GetList", method: "get", path: "/v1/fleet/list", scopes: ["Read Vehicles"], paginated: true, pagination: {"cursorParam":"startingAfter","itemsKey":"vehicles"}, createsTaggedData: false, feed: false, legacy: true, limit: {"minimum":1,"maximum":512,"default":null}, requestSchema: null, responseSchema: "LegacyVehicleList" },
  /** POST /v1/fleet/list: Write Vehicles. POST v1/fleet/list (legacy) */
  v1PostList: { operationId: "v1PostList", method: "post", path: "/v1/fleet/list", scopes: ["Write Vehicles"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/locations: Read Vehicle Statistics. GET v1/fleet/locations (legacy) */
  v1GetLocations: { operationId: "v1GetLocations", method: "get", path: "/v1/fleet/locations", scopes: ["Read Vehicle Statistics"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/locations: Write Vehicle Statistics. POST v1/fleet/locations (legacy) */
  v1PostLocations: { operationId: "v1PostLocations", method: "post", path: "/v1/fleet/locations", scopes: ["Write Vehicle Statistics"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/maintenance/dvirs: Read DVIRs. GET v1/fleet/maintenance/dvirs (legacy) */
  v1GetMaintenanceDvirs: { operationId: "v1GetMaintenanceDvirs", method: "get", path: "/v1/fleet/maintenance/dvirs", scopes: ["Read DVIRs"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/maintenance/dvirs: Write DVIRs. POST v1/fleet/maintenance/dvirs (legacy) */
  v1PostMaintenanceDvirs: { operationId: "v1PostMaintenanceDvirs", method: "post", path: "/v1/fleet/maintenance/dvirs", scopes: ["Write DVIRs"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/maintenance/list: Read DVIRs. GET v1/fleet/maintenance/list (legacy) */
  v1GetMaintenanceList: { operationId: "v1GetMaintenanceList", method: "get", path: "/v1/fleet/maintenance/list", scopes: ["Read DVIRs"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/maintenance/list: Write DVIRs. POST v1/fleet/maintenance/list (legacy) */
  v1PostMaintenanceList: { operationId: "v1PostMaintenanceList", method: "post", path: "/v1/fleet/maintenance/list", scopes: ["Write DVIRs"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/messages: Read Messages. GET v1/fleet/messages (legacy) */
  v1GetMessages: { operationId: "v1GetMessages", method: "get", path: "/v1/fleet/messages", scopes: ["Read Messages"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/messages: Write Messages. POST v1/fleet/messages (legacy) */
  v1PostMessages: { operationId: "v1PostMessages", method: "post", path: "/v1/fleet/messages", scopes: ["Write Messages"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/set_data: Write Vehicles. POST v1/fleet/set_data (legacy) */
  v1PostSetData: { operationId: "v1PostSetData", method: "post", path: "/v1/fleet/set_data", scopes: ["Write Vehicles"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/trailers/{trailerId}/assignments: scope undocumented. GET v1/fleet/trailers/{trailerId}/assignments (legacy) */
  v1GetTrailersByTrailerIdAssignments: { operationId: "v1GetTrailersByTrailerIdAssignments", method: "get", path: "/v1/fleet/trailers/{trailerId}/assignments", scopes: null, paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/trailers/assignments: scope undocumented. GET v1/fleet/trailers/assignments (legacy) */
  v1GetTrailersAssignments: { operationId: "v1GetTrailersAssignments", method: "get", path: "/v1/fleet/trailers/assignments", scopes: null, paginated: true, pagination: {"cursorParam":"startingAfter","itemsKey":"trailers"}, createsTaggedData: false, feed: false, legacy: true, limit: {"minimum":1,"maximum":512,"default":null}, requestSchema: null, responseSchema: "LegacyTrailerAssignmentList" },
  /** GET /v1/fleet/trips: Read Vehicle Trips. GET v1/fleet/trips (legacy) */
  v1GetTrips: { operationId: "v1GetTrips", method: "get", path: "/v1/fleet/trips", scopes: ["Read Vehicle Trips"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/trips: Write Vehicle Trips. POST v1/fleet/trips (legacy) */
  v1PostTrips: { operationId: "v1PostTrips", method: "post", path: "/v1/fleet/trips", scopes: ["Write Vehicle Trips"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/unassigned_driving_logs: Read ELD Hours of Service (US). GET v1/fleet/unassigned_driving_logs (legacy) */
  v1GetUnassignedDrivingLogs: { operationId: "v1GetUnassignedDrivingLogs", method: "get", path: "/v1/fleet/unassigned_driving_logs", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/unassigned_driving_segments: Read ELD Hours of Service (US). GET v1/fleet/unassigned_driving_segments (legacy) */
  v1GetUnassignedDrivingSegments: { operationId: "v1GetUnassignedDrivingSegments", method: "get", path: "/v1/fleet/unassigned_driving_segments", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/unassigned_driving_segments/{segment_id}: Read ELD Hours of Service (US). GET v1/fleet/unassigned_driving_segments/{segment_id} (legacy) */
  v1GetUnassignedDrivingSegmentsBySegmentId: { operationId: "v1GetUnassignedDrivingSegmentsBySegmentId", method: "get", path: "/v1/fleet/unassigned_driving_segments/{segment_id}", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PATCH /v1/fleet/unassigned_driving_segments/{segment_id}: Write ELD Hours of Service (US). PATCH v1/fleet/unassigned_driving_segments/{segment_id} (legacy) */
  v1PatchUnassignedDrivingSegmentsBySegmentId: { operationId: "v1PatchUnassignedDrivingSegmentsBySegmentId", method: "patch", path: "/v1/fleet/unassigned_driving_segments/{segment_id}", scopes: ["Write ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/vehicles/{vehicle_id}: Read Vehicles. GET v1/fleet/vehicles/{vehicle_id} (legacy) */
  v1GetVehiclesByVehicleId: { operationId: "v1GetVehiclesByVehicleId", method: "get", path: "/v1/fleet/vehicles/{vehicle_id}", scopes: ["Read Vehicles"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PATCH /v1/fleet/vehicles/{vehicle_id}: Write Vehicles. PATCH v1/fleet/vehicles/{vehicle_id} (legacy) */
  v1PatchVehiclesByVehicleId: { operationId: "v1PatchVehiclesByVehicleId", method: "patch", path: "/v1/fleet/vehicles/{vehicle_id}", scopes: ["Write Vehicles"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/vehicles/{vehicle_id}/dispatch/routes: Read Routes. GET v1/fleet/vehicles/{vehicle_id}/dispatch/routes (legacy) */
  v1GetVehiclesByVehicleIdDispatchRoutes: { operationId: "v1GetVehiclesByVehicleIdDispatchRoutes", method: "get", path: "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes", scopes: ["Read Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/fleet/vehicles/{vehicle_id}/dispatch/routes: Write Routes. POST v1/fleet/vehicles/{vehicle_id}/dispatch/routes (legacy) */
  v1PostVehiclesByVehicleIdDispatchRoutes: { operationId: "v1PostVehiclesByVehicleIdDispatchRoutes", method: "post", path: "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes", scopes: ["Write Routes"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/vehicles/{vehicle_id}/locations: Read Vehicle Statistics. GET v1/fleet/vehicles/{vehicle_id}/locations (legacy) */
  v1GetVehiclesByVehicleIdLocations: { operationId: "v1GetVehiclesByVehicleIdLocations", method: "get", path: "/v1/fleet/vehicles/{vehicle_id}/locations", scopes: ["Read Vehicle Statistics"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/vehicles/{vehicle_id}/safety/harsh_event: Read Safety Events & Scores. GET v1/fleet/vehicles/{vehicle_id}/safety/harsh_event (legacy) */
  v1GetVehiclesByVehicleIdSafetyHarshEvent: { operationId: "v1GetVehiclesByVehicleIdSafetyHarshEvent", method: "get", path: "/v1/fleet/vehicles/{vehicle_id}/safety/harsh_event", scopes: ["Read Safety Events & Scores"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/vehicles/{vehicle_id}/safety/score: Read Safety Events & Scores. GET v1/fleet/vehicles/{vehicle_id}/safety/score (legacy) */
  v1GetVehiclesByVehicleIdSafetyScore: { operationId: "v1GetVehiclesByVehicleIdSafetyScore", method: "get", path: "/v1/fleet/vehicles/{vehicle_id}/safety/score", scopes: ["Read Safety Events & Scores"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs: Read ELD Hours of Service (US). GET v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs (legacy) */
  v1GetVehiclesByVehicleIdUnassignedDrivingLogs: { operationId: "v1GetVehiclesByVehicleIdUnassignedDrivingLogs", method: "get", path: "/v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs", scopes: ["Read ELD Hours of Service (US)"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/vehicles/locations: Read Vehicle Statistics. GET v1/fleet/vehicles/locations (legacy) */
  v1GetVehiclesLocations: { operationId: "v1GetVehiclesLocations", method: "get", path: "/v1/fleet/vehicles/locations", scopes: ["Read Vehicle Statistics"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/fleet/vehicles/stats: Read Vehicle Statistics. GET v1/fleet/vehicles/stats (legacy) */
  v1GetVehiclesStats: { operationId: "v1GetVehiclesStats", method: "get", path: "/v1/fleet/vehicles/stats", scopes: ["Read Vehicle Statistics"], paginated: true, pagination: {"cursorParam":"startingAfter","itemsKey":"vehicleStats"}, createsTaggedData: false, feed: false, legacy: true, limit: {"minimum":1,"maximum":512,"default":null}, requestSchema: null, responseSchema: "LegacyVehicleStatsList" },
  /** GET /v1/fleet/vehicles/stats-expanded: Read Vehicle Statistics. GET v1/fleet/vehicles/stats-expanded (legacy) */
  v1GetVehiclesStatsExpanded: { operationId: "v1GetVehiclesStatsExpanded", method: "get", path: "/v1/fleet/vehicles/stats-expanded", scopes: ["Read Vehicle Statistics"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/industrial/csv_imports: Write Equipment. POST v1/industrial/csv_imports (legacy) */
  v1PostIndustrialCsvImports: { operationId: "v1PostIndustrialCsvImports", method: "post", path: "/v1/industrial/csv_imports", scopes: ["Write Equipment"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/data: Read Equipment. GET v1/industrial/data (legacy) */
  v1GetIndustrialData: { operationId: "v1GetIndustrialData", method: "get", path: "/v1/industrial/data", scopes: ["Read Equipment"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/data/{dataInputId}: Read Equipment. GET v1/industrial/data/{dataInputId} (legacy) */
  v1GetIndustrialDataByDataInputId: { operationId: "v1GetIndustrialDataByDataInputId", method: "get", path: "/v1/industrial/data/{dataInputId}", scopes: ["Read Equipment"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/machines: Read Industrial. GET v1/industrial/machines (legacy) */
  v1GetIndustrialMachines: { operationId: "v1GetIndustrialMachines", method: "get", path: "/v1/industrial/machines", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/machines/{machineId}: Read Industrial. GET v1/industrial/machines/{machineId} (legacy) */
  v1GetIndustrialMachinesByMachineId: { operationId: "v1GetIndustrialMachinesByMachineId", method: "get", path: "/v1/industrial/machines/{machineId}", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/machines/{machineId}/form: Read Industrial. GET v1/industrial/machines/{machineId}/form (legacy) */
  v1GetIndustrialMachinesByMachineIdForm: { operationId: "v1GetIndustrialMachinesByMachineIdForm", method: "get", path: "/v1/industrial/machines/{machineId}/form", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/industrial/machines/{machineId}/form: Write Industrial. POST v1/industrial/machines/{machineId}/form (legacy) */
  v1PostIndustrialMachinesByMachineIdForm: { operationId: "v1PostIndustrialMachinesByMachineIdForm", method: "post", path: "/v1/industrial/machines/{machineId}/form", scopes: ["Write Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/machines/{machineId}/forms: Read Industrial. GET v1/industrial/machines/{machineId}/forms (legacy) */
  v1GetIndustrialMachinesByMachineIdForms: { operationId: "v1GetIndustrialMachinesByMachineIdForms", method: "get", path: "/v1/industrial/machines/{machineId}/forms", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/industrial/machines/{machineId}/forms: Write Industrial. POST v1/industrial/machines/{machineId}/forms (legacy) */
  v1PostIndustrialMachinesByMachineIdForms: { operationId: "v1PostIndustrialMachinesByMachineIdForms", method: "post", path: "/v1/industrial/machines/{machineId}/forms", scopes: ["Write Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/mes/lines: Read Industrial. GET v1/industrial/mes/lines (legacy) */
  v1GetIndustrialMesLines: { operationId: "v1GetIndustrialMesLines", method: "get", path: "/v1/industrial/mes/lines", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/mes/recipes: Read Industrial. GET v1/industrial/mes/recipes (legacy) */
  v1GetIndustrialMesRecipes: { operationId: "v1GetIndustrialMesRecipes", method: "get", path: "/v1/industrial/mes/recipes", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/mes/runs: Read Industrial. GET v1/industrial/mes/runs (legacy) */
  v1GetIndustrialMesRuns: { operationId: "v1GetIndustrialMesRuns", method: "get", path: "/v1/industrial/mes/runs", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/mes/runs/line/{line_id}: Read Industrial. GET v1/industrial/mes/runs/line/{line_id} (legacy) */
  v1GetIndustrialMesRunsLineByLineId: { operationId: "v1GetIndustrialMesRunsLineByLineId", method: "get", path: "/v1/industrial/mes/runs/line/{line_id}", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/mes/work_orders: Read Industrial. GET v1/industrial/mes/work_orders (legacy) */
  v1GetIndustrialMesWorkOrders: { operationId: "v1GetIndustrialMesWorkOrders", method: "get", path: "/v1/industrial/mes/work_orders", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/industrial/mes/work_orders: Write Industrial. POST v1/industrial/mes/work_orders (legacy) */
  v1PostIndustrialMesWorkOrders: { operationId: "v1PostIndustrialMesWorkOrders", method: "post", path: "/v1/industrial/mes/work_orders", scopes: ["Write Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/mes/work_orders/{id}: Read Industrial. GET v1/industrial/mes/work_orders/{id} (legacy) */
  v1GetIndustrialMesWorkOrdersById: { operationId: "v1GetIndustrialMesWorkOrdersById", method: "get", path: "/v1/industrial/mes/work_orders/{id}", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** DELETE /v1/industrial/mes/work_orders/{id}: Write Industrial. DELETE v1/industrial/mes/work_orders/{id} (legacy) */
  v1DeleteIndustrialMesWorkOrdersById: { operationId: "v1DeleteIndustrialMesWorkOrdersById", method: "delete", path: "/v1/industrial/mes/work_orders/{id}", scopes: ["Write Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PATCH /v1/industrial/mes/work_orders/{id}: Write Industrial. PATCH v1/industrial/mes/work_orders/{id} (legacy) */
  v1PatchIndustrialMesWorkOrdersById: { operationId: "v1PatchIndustrialMesWorkOrdersById", method: "patch", path: "/v1/industrial/mes/work_orders/{id}", scopes: ["Write Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/vision/cameras: Read Industrial. GET v1/industrial/vision/cameras (legacy) */
  v1GetIndustrialVisionCameras: { operationId: "v1GetIndustrialVisionCameras", method: "get", path: "/v1/industrial/vision/cameras", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/vision/cameras/{cameraId}/programs: Read Industrial. GET v1/industrial/vision/cameras/{cameraId}/programs (legacy) */
  v1GetIndustrialVisionCamerasByCameraIdPrograms: { operationId: "v1GetIndustrialVisionCamerasByCameraIdPrograms", method: "get", path: "/v1/industrial/vision/cameras/{cameraId}/programs", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/vision/run/camera/{cameraId}: Read Industrial. GET v1/industrial/vision/run/camera/{cameraId} (legacy) */
  v1GetIndustrialVisionRunCameraByCameraId: { operationId: "v1GetIndustrialVisionRunCameraByCameraId", method: "get", path: "/v1/industrial/vision/run/camera/{cameraId}", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/vision/run/camera/{cameraId}/program/{programId}: Read Industrial. GET v1/industrial/vision/run/camera/{cameraId}/program/{programId} (legacy) */
  v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId: { operationId: "v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId", method: "get", path: "/v1/industrial/vision/run/camera/{cameraId}/program/{programId}", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/vision/runs: Read Industrial. GET v1/industrial/vision/runs (legacy) */
  v1GetIndustrialVisionRuns: { operationId: "v1GetIndustrialVisionRuns", method: "get", path: "/v1/industrial/vision/runs", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/vision/runs/{cameraId}: Read Industrial. GET v1/industrial/vision/runs/{cameraId} (legacy) */
  v1GetIndustrialVisionRunsByCameraId: { operationId: "v1GetIndustrialVisionRunsByCameraId", method: "get", path: "/v1/industrial/vision/runs/{cameraId}", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}: Read Industrial. GET v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs} (legacy) */
  v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs: { operationId: "v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs", method: "get", path: "/v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}", scopes: ["Read Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/machines/history: Write Industrial. POST v1/machines/history (legacy) */
  v1PostMachinesHistory: { operationId: "v1PostMachinesHistory", method: "post", path: "/v1/machines/history", scopes: ["Write Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/machines/list: Write Industrial. POST v1/machines/list (legacy) */
  v1PostMachinesList: { operationId: "v1PostMachinesList", method: "post", path: "/v1/machines/list", scopes: ["Write Industrial"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/sensors/cargo: Read Sensors. GET v1/sensors/cargo (legacy) */
  v1GetSensorsCargo: { operationId: "v1GetSensorsCargo", method: "get", path: "/v1/sensors/cargo", scopes: ["Read Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/sensors/cargo: Write Sensors. POST v1/sensors/cargo (legacy) */
  v1PostSensorsCargo: { operationId: "v1PostSensorsCargo", method: "post", path: "/v1/sensors/cargo", scopes: ["Write Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/sensors/door: Read Sensors. GET v1/sensors/door (legacy) */
  v1GetSensorsDoor: { operationId: "v1GetSensorsDoor", method: "get", path: "/v1/sensors/door", scopes: ["Read Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/sensors/door: Write Sensors. POST v1/sensors/door (legacy) */
  v1PostSensorsDoor: { operationId: "v1PostSensorsDoor", method: "post", path: "/v1/sensors/door", scopes: ["Write Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/sensors/history: Write Sensors. POST v1/sensors/history (legacy) */
  v1PostSensorsHistory: { operationId: "v1PostSensorsHistory", method: "post", path: "/v1/sensors/history", scopes: ["Write Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/sensors/humidity: Read Sensors. GET v1/sensors/humidity (legacy) */
  v1GetSensorsHumidity: { operationId: "v1GetSensorsHumidity", method: "get", path: "/v1/sensors/humidity", scopes: ["Read Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/sensors/humidity: Write Sensors. POST v1/sensors/humidity (legacy) */
  v1PostSensorsHumidity: { operationId: "v1PostSensorsHumidity", method: "post", path: "/v1/sensors/humidity", scopes: ["Write Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/sensors/list: Read Sensors. GET v1/sensors/list (legacy) */
  v1GetSensorsList: { operationId: "v1GetSensorsList", method: "get", path: "/v1/sensors/list", scopes: ["Read Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/sensors/list: Write Sensors. POST v1/sensors/list (legacy) */
  v1PostSensorsList: { operationId: "v1PostSensorsList", method: "post", path: "/v1/sensors/list", scopes: ["Write Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/sensors/temperature: Read Sensors. GET v1/sensors/temperature (legacy) */
  v1GetSensorsTemperature: { operationId: "v1GetSensorsTemperature", method: "get", path: "/v1/sensors/temperature", scopes: ["Read Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/sensors/temperature: Write Sensors. POST v1/sensors/temperature (legacy) */
  v1PostSensorsTemperature: { operationId: "v1PostSensorsTemperature", method: "post", path: "/v1/sensors/temperature", scopes: ["Write Sensors"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/tags: Read Tags. GET v1/tags (legacy) */
  v1GetTags: { operationId: "v1GetTags", method: "get", path: "/v1/tags", scopes: ["Read Tags"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/tags: Write Tags. POST v1/tags (legacy) */
  v1PostTags: { operationId: "v1PostTags", method: "post", path: "/v1/tags", scopes: ["Write Tags"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/tags/{tagId}: Read Tags. GET v1/tags/{tagId} (legacy) */
  v1GetTagsByTagId: { operationId: "v1GetTagsByTagId", method: "get", path: "/v1/tags/{tagId}", scopes: ["Read Tags"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PUT /v1/tags/{tagId}: Write Tags. PUT v1/tags/{tagId} (legacy) */
  v1PutTagsByTagId: { operationId: "v1PutTagsByTagId", method: "put", path: "/v1/tags/{tagId}", scopes: ["Write Tags"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** DELETE /v1/tags/{tagId}: Write Tags. DELETE v1/tags/{tagId} (legacy) */
  v1DeleteTagsByTagId: { operationId: "v1DeleteTagsByTagId", method: "delete", path: "/v1/tags/{tagId}", scopes: ["Write Tags"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PATCH /v1/tags/{tagId}: Write Tags. PATCH v1/tags/{tagId} (legacy) */
  v1PatchTagsByTagId: { operationId: "v1PatchTagsByTagId", method: "patch", path: "/v1/tags/{tagId}", scopes: ["Write Tags"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/user_roles: Read Users. GET v1/user_roles (legacy) */
  v1GetUserRoles: { operationId: "v1GetUserRoles", method: "get", path: "/v1/user_roles", scopes: ["Read Users"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/users: Read Users. GET v1/users (legacy) */
  v1GetUsers: { operationId: "v1GetUsers", method: "get", path: "/v1/users", scopes: ["Read Users"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** POST /v1/users: Write Users. POST v1/users (legacy) */
  v1PostUsers: { operationId: "v1PostUsers", method: "post", path: "/v1/users", scopes: ["Write Users"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** GET /v1/users/{userId}: Read Users. GET v1/users/{userId} (legacy) */
  v1GetUsersByUserId: { operationId: "v1GetUsersByUserId", method: "get", path: "/v1/users/{userId}", scopes: ["Read Users"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** DELETE /v1/users/{userId}: Write Users. DELETE v1/users/{userId} (legacy) */
  v1DeleteUsersByUserId: { operationId: "v1DeleteUsersByUserId", method: "delete", path: "/v1/users/{userId}", scopes: ["Write Users"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  /** PATCH /v1/users/{userId}: Write Users. PATCH v1/users/{userId} (legacy) */
  v1PatchUsersByUserId: { operationId: "v1PatchUsersByUserId", method: "patch", path: "/v1/users/{userId}", scopes: ["Write Users"], paginated: false, pagination: null, createsTaggedData: false, feed: false, legacy: true, limit: null, requestSchema: null, responseSchema: null },
  } as const satisfies Record<string, OperationMeta>;
export type Operations = typeof operations;
export type OperationId = keyof Operations;
export type Operation = Operations[OperationId];
export type HttpMethod = Operation["method"];
export type PathTemplate = Operation["path"];
/** The operation at a method and path template. */
export type OperationAt<M extends HttpMethod, P extends PathTemplate> = Extract<Operation, { method: M; path: P }>;
/** The scopes an operation needs, at compile time (null where undocumented). */
export type ScopesOf<M extends HttpMethod, P extends PathTemplate> = OperationAt<M, P>["scopes"];
/** Path templates of cursor-paginated GET operations. */
export type PaginatedPath = Extract<Operation, { method: "get"; paginated: true }>["path"];
/** Path templates of feeds. */
export type FeedPath = Extract<Operation, { method: "get"; feed: true }>["path"];
