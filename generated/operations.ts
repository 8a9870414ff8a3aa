// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.
// @ts-nocheck -- data, typed where it is used (the suite checks it against OperationMeta)

export type { OperationMeta } from "fleetkit/runtime";

/** Each operation's record type by its method and path template, as `"get /vehicles"`. */
export interface OperationsByRoute {
  "get /fleet/vehicles": typeof listFleetVehicles;
  "get /fleet/vehicles/stats/feed": typeof followVehicleStatsFeed;
  "get /fleet/vehicles/locations/feed": typeof followVehicleLocationsFeed;
  "get /vehicles": typeof listVehicles;
  "get /fleet/driver-vehicle-assignments": typeof listDriverVehicleAssignments;
  "post /fleet/drivers": typeof createDriver;
  "post /webhooks": typeof createWebhook;
  "get /v1/addresses": typeof v1GetAddresses;
  "post /v1/addresses": typeof v1PostAddresses;
  "get /v1/addresses/{address_id}": typeof v1GetAddressesByAddressId;
  "delete /v1/addresses/{address_id}": typeof v1DeleteAddressesByAddressId;
  "patch /v1/addresses/{address_id}": typeof v1PatchAddressesByAddressId;
  "get /v1/contacts": typeof v1GetContacts;
  "get /v1/contacts/{contact_id}": typeof v1GetContactsByContactId;
  "post /v1/fleet/add_address": typeof v1PostAddAddress;
  "get /v1/fleet/assets": typeof v1GetAssets;
  "get /v1/fleet/assets/{assetId}/locations": typeof v1GetAssetsByAssetIdLocations;
  "get /v1/fleet/assets/{assetId}/reefer": typeof v1GetAssetsByAssetIdReefer;
  "get /v1/fleet/assets/locations": typeof v1GetAssetsLocations;
  "get /v1/fleet/assets/reefers": typeof v1GetAssetsReefers;
  "get /v1/fleet/dispatch/routes": typeof v1GetDispatchRoutes;
  "post /v1/fleet/dispatch/routes": typeof v1PostDispatchRoutes;
  "get /v1/fleet/dispatch/routes/{route_id}": typeof v1GetDispatchRoutesByRouteId;
  "put /v1/fleet/dispatch/routes/{route_id}": typeof v1PutDispatchRoutesByRouteId;
  "delete /v1/fleet/dispatch/routes/{route_id}": typeof v1DeleteDispatchRoutesByRouteId;
  "get /v1/fleet/dispatch/routes/{route_id}/history": typeof v1GetDispatchRoutesByRouteIdHistory;
  "get /v1/fleet/dispatch/routes/job_updates": typeof v1GetDispatchRoutesJobUpdates;
  "get /v1/fleet/drivers": typeof v1GetDrivers;
  "post /v1/fleet/drivers": typeof v1PostDrivers;
  "get /v1/fleet/drivers/{driver_id}": typeof v1GetDriversByDriverId;
  "post /v1/fleet/drivers/{driver_id}": typeof v1PostDriversByDriverId;
  "delete /v1/fleet/drivers/{driver_id}": typeof v1DeleteDriversByDriverId;
  "patch /v1/fleet/drivers/{driver_id}": typeof v1PatchDriversByDriverId;
  "get /v1/fleet/drivers/{driver_id}/dispatch/routes": typeof v1GetDriversByDriverIdDispatchRoutes;
  "post /v1/fleet/drivers/{driver_id}/dispatch/routes": typeof v1PostDriversByDriverIdDispatchRoutes;
  "post /v1/fleet/drivers/{driver_id}/documents": typeof v1PostDriversByDriverIdDocuments;
  "get /v1/fleet/drivers/{driver_id}/documents/{document_id}": typeof v1GetDriversByDriverIdDocumentsByDocumentId;
  "delete /v1/fleet/drivers/{driver_id}/documents/{document_id}": typeof v1DeleteDriversByDriverIdDocumentsByDocumentId;
  "get /v1/fleet/drivers/{driver_id}/hos_certified_daily_logs": typeof v1GetDriversByDriverIdHosCertifiedDailyLogs;
  "patch /v1/fleet/drivers/{driver_id}/hos_certified_daily_logs": typeof v1PatchDriversByDriverIdHosCertifiedDailyLogs;
  "get /v1/fleet/drivers/{driver_id}/hos_daily_logs": typeof v1GetDriversByDriverIdHosDailyLogs;
  "post /v1/fleet/drivers/{driver_id}/hos_daily_logs": typeof v1PostDriversByDriverIdHosDailyLogs;
  "patch /v1/fleet/drivers/{driver_id}/hos_daily_logs": typeof v1PatchDriversByDriverIdHosDailyLogs;
  "get /v1/fleet/drivers/{driver_id}/hos/audit_logs": typeof v1GetDriversByDriverIdHosAuditLogs;
  "post /v1/fleet/drivers/{driver_id}/hos/duty_status": typeof v1PostDriversByDriverIdHosDutyStatus;
  "get /v1/fleet/drivers/{driver_id}/log_edits": typeof v1GetDriversByDriverIdLogEdits;
  "get /v1/fleet/drivers/{driver_id}/safety/score": typeof v1GetDriversByDriverIdSafetyScore;
  "get /v1/fleet/drivers/create": typeof v1GetDriversCreate;
  "post /v1/fleet/drivers/create": typeof v1PostDriversCreate;
  "delete /v1/fleet/drivers/create": typeof v1DeleteDriversCreate;
  "patch /v1/fleet/drivers/create": typeof v1PatchDriversCreate;
  "get /v1/fleet/drivers/document_types": typeof v1GetDriversDocumentTypes;
  "get /v1/fleet/drivers/documents": typeof v1GetDriversDocuments;
  "get /v1/fleet/drivers/inactive": typeof v1GetDriversInactive;
  "get /v1/fleet/drivers/inactive/{driver_id}": typeof v1GetDriversInactiveByDriverId;
  "put /v1/fleet/drivers/inactive/{driver_id}": typeof v1PutDriversInactiveByDriverId;
  "get /v1/fleet/drivers/summary": typeof v1GetDriversSummary;
  "post /v1/fleet/drivers/summary": typeof v1PostDriversSummary;
  "get /v1/fleet/hos_authentication_logs": typeof v1GetHosAuthenticationLogs;
  "post /v1/fleet/hos_authentication_logs": typeof v1PostHosAuthenticationLogs;
  "get /v1/fleet/hos_logs": typeof v1GetHosLogs;
  "post /v1/fleet/hos_logs": typeof v1PostHosLogs;
  "get /v1/fleet/hos_logs_summary": typeof v1GetHosLogsSummary;
  "post /v1/fleet/hos_logs_summary": typeof v1PostHosLogsSummary;
  "get /v1/fleet/hos/audit_logs": typeof v1GetHosAuditLogs;
  "get /v1/fleet/hos/log_edits": typeof v1GetHosLogEdits;
  "get /v1/fleet/list": typeof v1GetList;
  "post /v1/fleet/list": typeof v1PostList;
  "get /v1/fleet/locations": typeof v1GetLocations;
  "post /v1/fleet/locations": typeof v1PostLocations;
  "get /v1/fleet/maintenance/dvirs": typeof v1GetMaintenanceDvirs;
  "post /v1/fleet/maintenance/dvirs": typeof v1PostMaintenanceDvirs;
  "get /v1/fleet/maintenance/list": typeof v1GetMaintenanceList;
  "post /v1/fleet/maintenance/list": typeof v1PostMaintenanceList;
  "get /v1/fleet/messages": typeof v1GetMessages;
  "post /v1/fleet/messages": typeof v1PostMessages;
  "post /v1/fleet/set_data": typeof v1PostSetData;
  "get /v1/fleet/trailers/{trailerId}/assignments": typeof v1GetTrailersByTrailerIdAssignments;
  "get /v1/fleet/trailers/assignments": typeof v1GetTrailersAssignments;
  "get /v1/fleet/trips": typeof v1GetTrips;
  "post /v1/fleet/trips": typeof v1PostTrips;
  "get /v1/fleet/unassigned_driving_logs": typeof v1GetUnassignedDrivingLogs;
  "get /v1/fleet/unassigned_driving_segments": typeof v1GetUnassignedDrivingSegments;
  "get /v1/fleet/unassigned_driving_segments/{segment_id}": typeof v1GetUnassignedDrivingSegmentsBySegmentId;
  "patch /v1/fleet/unassigned_driving_segments/{segment_id}": typeof v1PatchUnassignedDrivingSegmentsBySegmentId;
  "get /v1/fleet/vehicles/{vehicle_id}": typeof v1GetVehiclesByVehicleId;
  "patch /v1/fleet/vehicles/{vehicle_id}": typeof v1PatchVehiclesByVehicleId;
  "get /v1/fleet/vehicles/{vehicle_id}/dispatch/routes": typeof v1GetVehiclesByVehicleIdDispatchRoutes;
  "post /v1/fleet/vehicles/{vehicle_id}/dispatch/routes": typeof v1PostVehiclesByVehicleIdDispatchRoutes;
  "get /v1/fleet/vehicles/{vehicle_id}/locations": typeof v1GetVehiclesByVehicleIdLocations;
  "get /v1/fleet/vehicles/{vehicle_id}/safety/harsh_event": typeof v1GetVehiclesByVehicleIdSafetyHarshEvent;
  "get /v1/fleet/vehicles/{vehicle_id}/safety/score": typeof v1GetVehiclesByVehicleIdSafetyScore;
  "get /v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs": typeof v1GetVehiclesByVehicleIdUnassignedDrivingLogs;
  "get /v1/fleet/vehicles/locations": typeof v1GetVehiclesLocations;
  "get /v1/fleet/vehicles/stats": typeof v1GetVehiclesStats;
  "get /v1/fleet/vehicles/stats-expanded": typeof v1GetVehiclesStatsExpanded;
  "post /v1/industrial/csv_imports": typeof v1PostIndustrialCsvImports;
  "get /v1/industrial/data": typeof v1GetIndustrialData;
  "get /v1/industrial/data/{dataInputId}": typeof v1GetIndustrialDataByDataInputId;
  "get /v1/industrial/machines": typeof v1GetIndustrialMachines;
  "get /v1/industrial/machines/{machineId}": typeof v1GetIndustrialMachinesByMachineId;
  "get /v1/industrial/machines/{machineId}/form": typeof v1GetIndustrialMachinesByMachineIdForm;
  "post /v1/industrial/machines/{machineId}/form": typeof v1PostIndustrialMachinesByMachineIdForm;
  "get /v1/industrial/machines/{machineId}/forms": typeof v1GetIndustrialMachinesByMachineIdForms;
  "post /v1/industrial/machines/{machineId}/forms": typeof v1PostIndustrialMachinesByMachineIdForms;
  "get /v1/industrial/mes/lines": typeof v1GetIndustrialMesLines;
  "get /v1/industrial/mes/recipes": typeof v1GetIndustrialMesRecipes;
  "get /v1/industrial/mes/runs": typeof v1GetIndustrialMesRuns;
  "get /v1/industrial/mes/runs/line/{line_id}": typeof v1GetIndustrialMesRunsLineByLineId;
  "get /v1/industrial/mes/work_orders": typeof v1GetIndustrialMesWorkOrders;
  "post /v1/industrial/mes/work_orders": typeof v1PostIndustrialMesWorkOrders;
  "get /v1/industrial/mes/work_orders/{id}": typeof v1GetIndustrialMesWorkOrdersById;
  "delete /v1/industrial/mes/work_orders/{id}": typeof v1DeleteIndustrialMesWorkOrdersById;
  "patch /v1/industrial/mes/work_orders/{id}": typeof v1PatchIndustrialMesWorkOrdersById;
  "get /v1/industrial/vision/cameras": typeof v1GetIndustrialVisionCameras;
  "get /v1/industrial/vision/cameras/{cameraId}/programs": typeof v1GetIndustrialVisionCamerasByCameraIdPrograms;
  "get /v1/industrial/vision/run/camera/{cameraId}": typeof v1GetIndustrialVisionRunCameraByCameraId;
  "get /v1/industrial/vision/run/camera/{cameraId}/program/{programId}": typeof v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId;
  "get /v1/industrial/vision/runs": typeof v1GetIndustrialVisionRuns;
  "get /v1/industrial/vision/runs/{cameraId}": typeof v1GetIndustrialVisionRunsByCameraId;
  "get /v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}": typeof v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs;
  "post /v1/machines/history": typeof v1PostMachinesHistory;
  "post /v1/machines/list": typeof v1PostMachinesList;
  "get /v1/sensors/cargo": typeof v1GetSensorsCargo;
  "post /v1/sensors/cargo": typeof v1PostSensorsCargo;
  "get /v1/sensors/door": typeof v1GetSensorsDoor;
  "post /v1/sensors/door": typeof v1PostSensorsDoor;
  "post /v1/sensors/history": typeof v1PostSensorsHistory;
  "get /v1/sensors/humidity": typeof v1GetSensorsHumidity;
  "post /v1/sensors/humidity": typeof v1PostSensorsHumidity;
  "get /v1/sensors/list": typeof v1GetSensorsList;
  "post /v1/sensors/list": typeof v1PostSensorsList;
  "get /v1/sensors/temperature": typeof v1GetSensorsTemperature;
  "post /v1/sensors/temperature": typeof v1PostSensorsTemperature;
  "get /v1/tags": typeof v1GetTags;
  "post /v1/tags": typeof v1PostTags;
  "get /v1/tags/{tagId}": typeof v1GetTagsByTagId;
  "put /v1/tags/{tagId}": typeof v1PutTagsByTagId;
  "delete /v1/tags/{tagId}": typeof v1DeleteTagsByTagId;
  "patch /v1/tags/{tagId}": typeof v1PatchTagsByTagId;
  "get /v1/user_roles": typeof v1GetUserRoles;
  "get /v1/users": typeof v1GetUsers;
  "post /v1/users": typeof v1PostUsers;
  "get /v1/users/{userId}": typeof v1GetUsersByUserId;
  "delete /v1/users/{userId}": typeof v1DeleteUsersByUserId;
  "patch /v1/users/{userId}": typeof v1PatchUsersByUserId;
}

/** GET /fleet/vehicles: scopes unknown. List vehicles (cursor-paginated) */
export const listFleetVehicles = {
  operationId: "listFleetVehicles",
  method: "get",
  path: "/fleet/vehicles",
  scopes: null,
  paginated: true,
  pagination: { cursorParam: "after", itemsKey: "data" },
  createsTaggedData: false,
  feed: false,
  legacy: false,
  limit: { minimum: 1, maximum: 512, default: 512 },
  requestSchema: null,
  responseSchema: "VehicleList",
  responseSchemas: { "200": "VehicleList", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /fleet/vehicles/stats/feed: Read Vehicle Statistics. Feed of vehicle statistics since a cursor */
export const followVehicleStatsFeed = {
  operationId: "followVehicleStatsFeed",
  method: "get",
  path: "/fleet/vehicles/stats/feed",
  scopes: ["Read Vehicle Statistics"],
  paginated: true,
  pagination: { cursorParam: "after", itemsKey: "data" },
  createsTaggedData: false,
  queryStyles: {
    types: { style: "form", explode: false },
    tagIds: { style: "form", explode: false },
    parentTagIds: { style: "form", explode: false },
    vehicleIds: { style: "form", explode: false },
    decorations: { style: "form", explode: false },
  },
  feed: true,
  legacy: false,
  limit: null,
  requestSchema: null,
  responseSchema: "VehicleStatsList",
  responseSchemas: { "200": "VehicleStatsList", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /fleet/vehicles/locations/feed: Read Vehicle Statistics. Feed of vehicle locations since a cursor */
export const followVehicleLocationsFeed = {
  operationId: "followVehicleLocationsFeed",
  method: "get",
  path: "/fleet/vehicles/locations/feed",
  scopes: ["Read Vehicle Statistics"],
  paginated: true,
  pagination: { cursorParam: "after", itemsKey: "data" },
  createsTaggedData: false,
  queryStyles: {
    tagIds: { style: "form", explode: false },
    parentTagIds: { style: "form", explode: false },
    vehicleIds: { style: "form", explode: false },
  },
  feed: true,
  legacy: false,
  limit: null,
  requestSchema: null,
  responseSchema: "VehicleLocationsList",
  responseSchemas: { "200": "VehicleLocationsList", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /vehicles: Read Vehicles. List vehicles with static driver assignments */
export const listVehicles = {
  operationId: "listVehicles",
  method: "get",
  path: "/vehicles",
  scopes: ["Read Vehicles"],
  paginated: true,
  pagination: { cursorParam: "after", itemsKey: "data" },
  createsTaggedData: false,
  feed: false,
  legacy: false,
  limit: null,
  requestSchema: null,
  responseSchema: "VehicleList",
  responseSchemas: { "200": "VehicleList", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /fleet/driver-vehicle-assignments: Read Assignments. List driver-vehicle assignments */
export const listDriverVehicleAssignments = {
  operationId: "listDriverVehicleAssignments",
  method: "get",
  path: "/fleet/driver-vehicle-assignments",
  scopes: ["Read Assignments"],
  paginated: true,
  pagination: { cursorParam: "after", itemsKey: "data" },
  createsTaggedData: false,
  feed: false,
  legacy: false,
  limit: null,
  requestSchema: null,
  responseSchema: "DriverVehicleAssignmentList",
  responseSchemas: { "200": "DriverVehicleAssignmentList", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /fleet/drivers: Write Drivers. Create a driver */
export const createDriver = {
  operationId: "createDriver",
  method: "post",
  path: "/fleet/drivers",
  scopes: ["Write Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: true,
  feed: false,
  legacy: false,
  limit: null,
  requestSchema: "DriverCreateRequest",
  responseSchema: "DriverResponse",
  responseSchemas: { "200": "DriverResponse", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /webhooks: Write Webhooks. Register a webhook handler */
export const createWebhook = {
  operationId: "createWebhook",
  method: "post",
  path: "/webhooks",
  scopes: ["Write Webhooks"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: false,
  limit: null,
  requestSchema: "WebhookCreateRequest",
  responseSchema: "Webhook",
  responseSchemas: { "200": "Webhook", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/addresses: Read Addresses. GET v1/addresses (legacy) */
export const v1GetAddresses = {
  operationId: "v1GetAddresses",
  method: "get",
  path: "/v1/addresses",
  scopes: ["Read Addresses"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/addresses: Write Addresses. POST v1/addresses (legacy) */
export const v1PostAddresses = {
  operationId: "v1PostAddresses",
  method: "post",
  path: "/v1/addresses",
  scopes: ["Write Addresses"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/addresses/{address_id}: Read Addresses. GET v1/addresses/{address_id} (legacy) */
export const v1GetAddressesByAddressId = {
  operationId: "v1GetAddressesByAddressId",
  method: "get",
  path: "/v1/addresses/{address_id}",
  scopes: ["Read Addresses"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** DELETE /v1/addresses/{address_id}: Write Addresses. DELETE v1/addresses/{address_id} (legacy) */
export const v1DeleteAddressesByAddressId = {
  operationId: "v1DeleteAddressesByAddressId",
  method: "delete",
  path: "/v1/addresses/{address_id}",
  scopes: ["Write Addresses"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PATCH /v1/addresses/{address_id}: Write Addresses. PATCH v1/addresses/{address_id} (legacy) */
export const v1PatchAddressesByAddressId = {
  operationId: "v1PatchAddressesByAddressId",
  method: "patch",
  path: "/v1/addresses/{address_id}",
  scopes: ["Write Addresses"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/contacts: Read Alert Contacts. GET v1/contacts (legacy) */
export const v1GetContacts = {
  operationId: "v1GetContacts",
  method: "get",
  path: "/v1/contacts",
  scopes: ["Read Alert Contacts"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/contacts/{contact_id}: Read Alert Contacts. GET v1/contacts/{contact_id} (legacy) */
export const v1GetContactsByContactId = {
  operationId: "v1GetContactsByContactId",
  method: "get",
  path: "/v1/contacts/{contact_id}",
  scopes: ["Read Alert Contacts"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/add_address: Write Addresses. POST v1/fleet/add_address (legacy) */
export const v1PostAddAddress = {
  operationId: "v1PostAddAddress",
  method: "post",
  path: "/v1/fleet/add_address",
  scopes: ["Write Addresses"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/assets: Read Equipment. GET v1/fleet/assets (legacy) */
export const v1GetAssets = {
  operationId: "v1GetAssets",
  method: "get",
  path: "/v1/fleet/assets",
  scopes: ["Read Equipment"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/assets/{assetId}/locations: Read Equipment Statistics. GET v1/fleet/assets/{assetId}/locations (legacy) */
export const v1GetAssetsByAssetIdLocations = {
  operationId: "v1GetAssetsByAssetIdLocations",
  method: "get",
  path: "/v1/fleet/assets/{assetId}/locations",
  scopes: ["Read Equipment Statistics"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/assets/{assetId}/reefer: Read Trailers. GET v1/fleet/assets/{assetId}/reefer (legacy) */
export const v1GetAssetsByAssetIdReefer = {
  operationId: "v1GetAssetsByAssetIdReefer",
  method: "get",
  path: "/v1/fleet/assets/{assetId}/reefer",
  scopes: ["Read Trailers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/assets/locations: Read Equipment Statistics. GET v1/fleet/assets/locations (legacy) */
export const v1GetAssetsLocations = {
  operationId: "v1GetAssetsLocations",
  method: "get",
  path: "/v1/fleet/assets/locations",
  scopes: ["Read Equipment Statistics"],
  paginated: true,
  pagination: { cursorParam: "startingAfter", itemsKey: "assets" },
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: { minimum: 1, maximum: 512, default: null },
  requestSchema: null,
  responseSchema: "LegacyAssetLocationList",
  responseSchemas: { "200": "LegacyAssetLocationList", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/assets/reefers: Read Trailers. GET v1/fleet/assets/reefers (legacy) */
export const v1GetAssetsReefers = {
  operationId: "v1GetAssetsReefers",
  method: "get",
  path: "/v1/fleet/assets/reefers",
  scopes: ["Read Trailers"],
  paginated: true,
  pagination: { cursorParam: "startingAfter", itemsKey: "data" },
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: { minimum: 1, maximum: 512, default: null },
  requestSchema: null,
  responseSchema: "LegacyReeferList",
  responseSchemas: { "200": "LegacyReeferList", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/dispatch/routes: Read Routes. GET v1/fleet/dispatch/routes (legacy) */
export const v1GetDispatchRoutes = {
  operationId: "v1GetDispatchRoutes",
  method: "get",
  path: "/v1/fleet/dispatch/routes",
  scopes: ["Read Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/dispatch/routes: Write Routes. POST v1/fleet/dispatch/routes (legacy) */
export const v1PostDispatchRoutes = {
  operationId: "v1PostDispatchRoutes",
  method: "post",
  path: "/v1/fleet/dispatch/routes",
  scopes: ["Write Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/dispatch/routes/{route_id}: Read Routes. GET v1/fleet/dispatch/routes/{route_id} (legacy) */
export const v1GetDispatchRoutesByRouteId = {
  operationId: "v1GetDispatchRoutesByRouteId",
  method: "get",
  path: "/v1/fleet/dispatch/routes/{route_id}",
  scopes: ["Read Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PUT /v1/fleet/dispatch/routes/{route_id}: Write Routes. PUT v1/fleet/dispatch/routes/{route_id} (legacy) */
export const v1PutDispatchRoutesByRouteId = {
  operationId: "v1PutDispatchRoutesByRouteId",
  method: "put",
  path: "/v1/fleet/dispatch/routes/{route_id}",
  scopes: ["Write Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** DELETE /v1/fleet/dispatch/routes/{route_id}: Write Routes. DELETE v1/fleet/dispatch/routes/{route_id} (legacy) */
export const v1DeleteDispatchRoutesByRouteId = {
  operationId: "v1DeleteDispatchRoutesByRouteId",
  method: "delete",
  path: "/v1/fleet/dispatch/routes/{route_id}",
  scopes: ["Write Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/dispatch/routes/{route_id}/history: Read Routes. GET v1/fleet/dispatch/routes/{route_id}/history (legacy) */
export const v1GetDispatchRoutesByRouteIdHistory = {
  operationId: "v1GetDispatchRoutesByRouteIdHistory",
  method: "get",
  path: "/v1/fleet/dispatch/routes/{route_id}/history",
  scopes: ["Read Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/dispatch/routes/job_updates: Read Routes. GET v1/fleet/dispatch/routes/job_updates (legacy) */
export const v1GetDispatchRoutesJobUpdates = {
  operationId: "v1GetDispatchRoutesJobUpdates",
  method: "get",
  path: "/v1/fleet/dispatch/routes/job_updates",
  scopes: ["Read Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers: Read Drivers. GET v1/fleet/drivers (legacy) */
export const v1GetDrivers = {
  operationId: "v1GetDrivers",
  method: "get",
  path: "/v1/fleet/drivers",
  scopes: ["Read Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/drivers: Write Drivers. POST v1/fleet/drivers (legacy) */
export const v1PostDrivers = {
  operationId: "v1PostDrivers",
  method: "post",
  path: "/v1/fleet/drivers",
  scopes: ["Write Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/{driver_id}: Read Drivers. GET v1/fleet/drivers/{driver_id} (legacy) */
export const v1GetDriversByDriverId = {
  operationId: "v1GetDriversByDriverId",
  method: "get",
  path: "/v1/fleet/drivers/{driver_id}",
  scopes: ["Read Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/drivers/{driver_id}: Write Drivers. POST v1/fleet/drivers/{driver_id} (legacy) */
export const v1PostDriversByDriverId = {
  operationId: "v1PostDriversByDriverId",
  method: "post",
  path: "/v1/fleet/drivers/{driver_id}",
  scopes: ["Write Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** DELETE /v1/fleet/drivers/{driver_id}: Write Drivers. DELETE v1/fleet/drivers/{driver_id} (legacy) */
export const v1DeleteDriversByDriverId = {
  operationId: "v1DeleteDriversByDriverId",
  method: "delete",
  path: "/v1/fleet/drivers/{driver_id}",
  scopes: ["Write Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PATCH /v1/fleet/drivers/{driver_id}: Write Drivers. PATCH v1/fleet/drivers/{driver_id} (legacy) */
export const v1PatchDriversByDriverId = {
  operationId: "v1PatchDriversByDriverId",
  method: "patch",
  path: "/v1/fleet/drivers/{driver_id}",
  scopes: ["Write Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/{driver_id}/dispatch/routes: Read Routes. GET v1/fleet/drivers/{driver_id}/dispatch/routes (legacy) */
export const v1GetDriversByDriverIdDispatchRoutes = {
  operationId: "v1GetDriversByDriverIdDispatchRoutes",
  method: "get",
  path: "/v1/fleet/drivers/{driver_id}/dispatch/routes",
  scopes: ["Read Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/drivers/{driver_id}/dispatch/routes: Write Routes. POST v1/fleet/drivers/{driver_id}/dispatch/routes (legacy) */
export const v1PostDriversByDriverIdDispatchRoutes = {
  operationId: "v1PostDriversByDriverIdDispatchRoutes",
  method: "post",
  path: "/v1/fleet/drivers/{driver_id}/dispatch/routes",
  scopes: ["Write Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/drivers/{driver_id}/documents: Write Documents. POST v1/fleet/drivers/{driver_id}/documents (legacy) */
export const v1PostDriversByDriverIdDocuments = {
  operationId: "v1PostDriversByDriverIdDocuments",
  method: "post",
  path: "/v1/fleet/drivers/{driver_id}/documents",
  scopes: ["Write Documents"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/{driver_id}/documents/{document_id}: Read Documents. GET v1/fleet/drivers/{driver_id}/documents/{document_id} (legacy) */
export const v1GetDriversByDriverIdDocumentsByDocumentId = {
  operationId: "v1GetDriversByDriverIdDocumentsByDocumentId",
  method: "get",
  path: "/v1/fleet/drivers/{driver_id}/documents/{document_id}",
  scopes: ["Read Documents"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** DELETE /v1/fleet/drivers/{driver_id}/documents/{document_id}: Write Documents. DELETE v1/fleet/drivers/{driver_id}/documents/{document_id} (legacy) */
export const v1DeleteDriversByDriverIdDocumentsByDocumentId = {
  operationId: "v1DeleteDriversByDriverIdDocumentsByDocumentId",
  method: "delete",
  path: "/v1/fleet/drivers/{driver_id}/documents/{document_id}",
  scopes: ["Write Documents"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/{driver_id}/hos_certified_daily_logs: Read ELD Hours of Service (US). GET v1/fleet/drivers/{driver_id}/hos_certified_daily_logs (legacy) */
export const v1GetDriversByDriverIdHosCertifiedDailyLogs = {
  operationId: "v1GetDriversByDriverIdHosCertifiedDailyLogs",
  method: "get",
  path: "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PATCH /v1/fleet/drivers/{driver_id}/hos_certified_daily_logs: Write ELD Hours of Service (US). PATCH v1/fleet/drivers/{driver_id}/hos_certified_daily_logs (legacy) */
export const v1PatchDriversByDriverIdHosCertifiedDailyLogs = {
  operationId: "v1PatchDriversByDriverIdHosCertifiedDailyLogs",
  method: "patch",
  path: "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs",
  scopes: ["Write ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/{driver_id}/hos_daily_logs: Read ELD Hours of Service (US). GET v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy) */
export const v1GetDriversByDriverIdHosDailyLogs = {
  operationId: "v1GetDriversByDriverIdHosDailyLogs",
  method: "get",
  path: "/v1/fleet/drivers/{driver_id}/hos_daily_logs",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/drivers/{driver_id}/hos_daily_logs: Write ELD Hours of Service (US). POST v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy) */
export const v1PostDriversByDriverIdHosDailyLogs = {
  operationId: "v1PostDriversByDriverIdHosDailyLogs",
  method: "post",
  path: "/v1/fleet/drivers/{driver_id}/hos_daily_logs",
  scopes: ["Write ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PATCH /v1/fleet/drivers/{driver_id}/hos_daily_logs: Write ELD Hours of Service (US). PATCH v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy) */
export const v1PatchDriversByDriverIdHosDailyLogs = {
  operationId: "v1PatchDriversByDriverIdHosDailyLogs",
  method: "patch",
  path: "/v1/fleet/drivers/{driver_id}/hos_daily_logs",
  scopes: ["Write ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/{driver_id}/hos/audit_logs: Read ELD Hours of Service (US). GET v1/fleet/drivers/{driver_id}/hos/audit_logs (legacy) */
export const v1GetDriversByDriverIdHosAuditLogs = {
  operationId: "v1GetDriversByDriverIdHosAuditLogs",
  method: "get",
  path: "/v1/fleet/drivers/{driver_id}/hos/audit_logs",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/drivers/{driver_id}/hos/duty_status: Write ELD Hours of Service (US). POST v1/fleet/drivers/{driver_id}/hos/duty_status (legacy) */
export const v1PostDriversByDriverIdHosDutyStatus = {
  operationId: "v1PostDriversByDriverIdHosDutyStatus",
  method: "post",
  path: "/v1/fleet/drivers/{driver_id}/hos/duty_status",
  scopes: ["Write ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/{driver_id}/log_edits: Read ELD Hours of Service (US). GET v1/fleet/drivers/{driver_id}/log_edits (legacy) */
export const v1GetDriversByDriverIdLogEdits = {
  operationId: "v1GetDriversByDriverIdLogEdits",
  method: "get",
  path: "/v1/fleet/drivers/{driver_id}/log_edits",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/{driver_id}/safety/score: Read Safety Events & Scores. GET v1/fleet/drivers/{driver_id}/safety/score (legacy) */
export const v1GetDriversByDriverIdSafetyScore = {
  operationId: "v1GetDriversByDriverIdSafetyScore",
  method: "get",
  path: "/v1/fleet/drivers/{driver_id}/safety/score",
  scopes: ["Read Safety Events & Scores"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/create: Read Drivers. GET v1/fleet/drivers/create (legacy) */
export const v1GetDriversCreate = {
  operationId: "v1GetDriversCreate",
  method: "get",
  path: "/v1/fleet/drivers/create",
  scopes: ["Read Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/drivers/create: Write Drivers. POST v1/fleet/drivers/create (legacy) */
export const v1PostDriversCreate = {
  operationId: "v1PostDriversCreate",
  method: "post",
  path: "/v1/fleet/drivers/create",
  scopes: ["Write Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** DELETE /v1/fleet/drivers/create: Write Drivers. DELETE v1/fleet/drivers/create (legacy) */
export const v1DeleteDriversCreate = {
  operationId: "v1DeleteDriversCreate",
  method: "delete",
  path: "/v1/fleet/drivers/create",
  scopes: ["Write Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PATCH /v1/fleet/drivers/create: Write Drivers. PATCH v1/fleet/drivers/create (legacy) */
export const v1PatchDriversCreate = {
  operationId: "v1PatchDriversCreate",
  method: "patch",
  path: "/v1/fleet/drivers/create",
  scopes: ["Write Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/document_types: Read Documents. GET v1/fleet/drivers/document_types (legacy) */
export const v1GetDriversDocumentTypes = {
  operationId: "v1GetDriversDocumentTypes",
  method: "get",
  path: "/v1/fleet/drivers/document_types",
  scopes: ["Read Documents"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/documents: Read Documents. GET v1/fleet/drivers/documents (legacy) */
export const v1GetDriversDocuments = {
  operationId: "v1GetDriversDocuments",
  method: "get",
  path: "/v1/fleet/drivers/documents",
  scopes: ["Read Documents"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/inactive: Read Drivers. GET v1/fleet/drivers/inactive (legacy) */
export const v1GetDriversInactive = {
  operationId: "v1GetDriversInactive",
  method: "get",
  path: "/v1/fleet/drivers/inactive",
  scopes: ["Read Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/inactive/{driver_id}: Read Drivers. GET v1/fleet/drivers/inactive/{driver_id} (legacy) */
export const v1GetDriversInactiveByDriverId = {
  operationId: "v1GetDriversInactiveByDriverId",
  method: "get",
  path: "/v1/fleet/drivers/inactive/{driver_id}",
  scopes: ["Read Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PUT /v1/fleet/drivers/inactive/{driver_id}: Write Drivers. PUT v1/fleet/drivers/inactive/{driver_id} (legacy) */
export const v1PutDriversInactiveByDriverId = {
  operationId: "v1PutDriversInactiveByDriverId",
  method: "put",
  path: "/v1/fleet/drivers/inactive/{driver_id}",
  scopes: ["Write Drivers"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/drivers/summary: Read Drivers + Read ELD Hours of Service (US). GET v1/fleet/drivers/summary (legacy) */
export const v1GetDriversSummary = {
  operationId: "v1GetDriversSummary",
  method: "get",
  path: "/v1/fleet/drivers/summary",
  scopes: ["Read Drivers", "Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/drivers/summary: Write Drivers + Write ELD Hours of Service (US). POST v1/fleet/drivers/summary (legacy) */
export const v1PostDriversSummary = {
  operationId: "v1PostDriversSummary",
  method: "post",
  path: "/v1/fleet/drivers/summary",
  scopes: ["Write Drivers", "Write ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/hos_authentication_logs: Read ELD Hours of Service (US). GET v1/fleet/hos_authentication_logs (legacy) */
export const v1GetHosAuthenticationLogs = {
  operationId: "v1GetHosAuthenticationLogs",
  method: "get",
  path: "/v1/fleet/hos_authentication_logs",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/hos_authentication_logs: Write ELD Hours of Service (US). POST v1/fleet/hos_authentication_logs (legacy) */
export const v1PostHosAuthenticationLogs = {
  operationId: "v1PostHosAuthenticationLogs",
  method: "post",
  path: "/v1/fleet/hos_authentication_logs",
  scopes: ["Write ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/hos_logs: Read ELD Hours of Service (US). GET v1/fleet/hos_logs (legacy) */
export const v1GetHosLogs = {
  operationId: "v1GetHosLogs",
  method: "get",
  path: "/v1/fleet/hos_logs",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/hos_logs: Write ELD Hours of Service (US). POST v1/fleet/hos_logs (legacy) */
export const v1PostHosLogs = {
  operationId: "v1PostHosLogs",
  method: "post",
  path: "/v1/fleet/hos_logs",
  scopes: ["Write ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/hos_logs_summary: Read ELD Hours of Service (US). GET v1/fleet/hos_logs_summary (legacy) */
export const v1GetHosLogsSummary = {
  operationId: "v1GetHosLogsSummary",
  method: "get",
  path: "/v1/fleet/hos_logs_summary",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/hos_logs_summary: Write ELD Hours of Service (US). POST v1/fleet/hos_logs_summary (legacy) */
export const v1PostHosLogsSummary = {
  operationId: "v1PostHosLogsSummary",
  method: "post",
  path: "/v1/fleet/hos_logs_summary",
  scopes: ["Write ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/hos/audit_logs: Read ELD Hours of Service (US). GET v1/fleet/hos/audit_logs (legacy) */
export const v1GetHosAuditLogs = {
  operationId: "v1GetHosAuditLogs",
  method: "get",
  path: "/v1/fleet/hos/audit_logs",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/hos/log_edits: Read ELD Hours of Service (US). GET v1/fleet/hos/log_edits (legacy) */
export const v1GetHosLogEdits = {
  operationId: "v1GetHosLogEdits",
  method: "get",
  path: "/v1/fleet/hos/log_edits",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/list: Read Vehicles. GET v1/fleet/list (legacy) */
export const v1GetList = {
  operationId: "v1GetList",
  method: "get",
  path: "/v1/fleet/list",
  scopes: ["Read Vehicles"],
  paginated: true,
  pagination: { cursorParam: "startingAfter", itemsKey: "vehicles" },
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: { minimum: 1, maximum: 512, default: null },
  requestSchema: null,
  responseSchema: "LegacyVehicleList",
  responseSchemas: { "200": "LegacyVehicleList", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/list: Write Vehicles. POST v1/fleet/list (legacy) */
export const v1PostList = {
  operationId: "v1PostList",
  method: "post",
  path: "/v1/fleet/list",
  scopes: ["Write Vehicles"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/locations: Read Vehicle Statistics. GET v1/fleet/locations (legacy) */
export const v1GetLocations = {
  operationId: "v1GetLocations",
  method: "get",
  path: "/v1/fleet/locations",
  scopes: ["Read Vehicle Statistics"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/locations: Write Vehicle Statistics. POST v1/fleet/locations (legacy) */
export const v1PostLocations = {
  operationId: "v1PostLocations",
  method: "post",
  path: "/v1/fleet/locations",
  scopes: ["Write Vehicle Statistics"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/maintenance/dvirs: Read DVIRs. GET v1/fleet/maintenance/dvirs (legacy) */
export const v1GetMaintenanceDvirs = {
  operationId: "v1GetMaintenanceDvirs",
  method: "get",
  path: "/v1/fleet/maintenance/dvirs",
  scopes: ["Read DVIRs"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/maintenance/dvirs: Write DVIRs. POST v1/fleet/maintenance/dvirs (legacy) */
export const v1PostMaintenanceDvirs = {
  operationId: "v1PostMaintenanceDvirs",
  method: "post",
  path: "/v1/fleet/maintenance/dvirs",
  scopes: ["Write DVIRs"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/maintenance/list: Read DVIRs. GET v1/fleet/maintenance/list (legacy) */
export const v1GetMaintenanceList = {
  operationId: "v1GetMaintenanceList",
  method: "get",
  path: "/v1/fleet/maintenance/list",
  scopes: ["Read DVIRs"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/maintenance/list: Write DVIRs. POST v1/fleet/maintenance/list (legacy) */
export const v1PostMaintenanceList = {
  operationId: "v1PostMaintenanceList",
  method: "post",
  path: "/v1/fleet/maintenance/list",
  scopes: ["Write DVIRs"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/messages: Read Messages. GET v1/fleet/messages (legacy) */
export const v1GetMessages = {
  operationId: "v1GetMessages",
  method: "get",
  path: "/v1/fleet/messages",
  scopes: ["Read Messages"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/messages: Write Messages. POST v1/fleet/messages (legacy) */
export const v1PostMessages = {
  operationId: "v1PostMessages",
  method: "post",
  path: "/v1/fleet/messages",
  scopes: ["Write Messages"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/set_data: Write Vehicles. POST v1/fleet/set_data (legacy) */
export const v1PostSetData = {
  operationId: "v1PostSetData",
  method: "post",
  path: "/v1/fleet/set_data",
  scopes: ["Write Vehicles"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/trailers/{trailerId}/assignments: scopes unknown. GET v1/fleet/trailers/{trailerId}/assignments (legacy) */
export const v1GetTrailersByTrailerIdAssignments = {
  operationId: "v1GetTrailersByTrailerIdAssignments",
  method: "get",
  path: "/v1/fleet/trailers/{trailerId}/assignments",
  scopes: null,
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/trailers/assignments: scopes unknown. GET v1/fleet/trailers/assignments (legacy) */
export const v1GetTrailersAssignments = {
  operationId: "v1GetTrailersAssignments",
  method: "get",
  path: "/v1/fleet/trailers/assignments",
  scopes: null,
  paginated: true,
  pagination: { cursorParam: "startingAfter", itemsKey: "trailers" },
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: { minimum: 1, maximum: 512, default: null },
  requestSchema: null,
  responseSchema: "LegacyTrailerAssignmentList",
  responseSchemas: { "200": "LegacyTrailerAssignmentList", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/trips: Read Vehicle Trips. GET v1/fleet/trips (legacy) */
export const v1GetTrips = {
  operationId: "v1GetTrips",
  method: "get",
  path: "/v1/fleet/trips",
  scopes: ["Read Vehicle Trips"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/trips: Write Vehicle Trips. POST v1/fleet/trips (legacy) */
export const v1PostTrips = {
  operationId: "v1PostTrips",
  method: "post",
  path: "/v1/fleet/trips",
  scopes: ["Write Vehicle Trips"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/unassigned_driving_logs: Read ELD Hours of Service (US). GET v1/fleet/unassigned_driving_logs (legacy) */
export const v1GetUnassignedDrivingLogs = {
  operationId: "v1GetUnassignedDrivingLogs",
  method: "get",
  path: "/v1/fleet/unassigned_driving_logs",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/unassigned_driving_segments: Read ELD Hours of Service (US). GET v1/fleet/unassigned_driving_segments (legacy) */
export const v1GetUnassignedDrivingSegments = {
  operationId: "v1GetUnassignedDrivingSegments",
  method: "get",
  path: "/v1/fleet/unassigned_driving_segments",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/unassigned_driving_segments/{segment_id}: Read ELD Hours of Service (US). GET v1/fleet/unassigned_driving_segments/{segment_id} (legacy) */
export const v1GetUnassignedDrivingSegmentsBySegmentId = {
  operationId: "v1GetUnassignedDrivingSegmentsBySegmentId",
  method: "get",
  path: "/v1/fleet/unassigned_driving_segments/{segment_id}",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PATCH /v1/fleet/unassigned_driving_segments/{segment_id}: Write ELD Hours of Service (US). PATCH v1/fleet/unassigned_driving_segments/{segment_id} (legacy) */
export const v1PatchUnassignedDrivingSegmentsBySegmentId = {
  operationId: "v1PatchUnassignedDrivingSegmentsBySegmentId",
  method: "patch",
  path: "/v1/fleet/unassigned_driving_segments/{segment_id}",
  scopes: ["Write ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/vehicles/{vehicle_id}: Read Vehicles. GET v1/fleet/vehicles/{vehicle_id} (legacy) */
export const v1GetVehiclesByVehicleId = {
  operationId: "v1GetVehiclesByVehicleId",
  method: "get",
  path: "/v1/fleet/vehicles/{vehicle_id}",
  scopes: ["Read Vehicles"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PATCH /v1/fleet/vehicles/{vehicle_id}: Write Vehicles. PATCH v1/fleet/vehicles/{vehicle_id} (legacy) */
export const v1PatchVehiclesByVehicleId = {
  operationId: "v1PatchVehiclesByVehicleId",
  method: "patch",
  path: "/v1/fleet/vehicles/{vehicle_id}",
  scopes: ["Write Vehicles"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/vehicles/{vehicle_id}/dispatch/routes: Read Routes. GET v1/fleet/vehicles/{vehicle_id}/dispatch/routes (legacy) */
export const v1GetVehiclesByVehicleIdDispatchRoutes = {
  operationId: "v1GetVehiclesByVehicleIdDispatchRoutes",
  method: "get",
  path: "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes",
  scopes: ["Read Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/fleet/vehicles/{vehicle_id}/dispatch/routes: Write Routes. POST v1/fleet/vehicles/{vehicle_id}/dispatch/routes (legacy) */
export const v1PostVehiclesByVehicleIdDispatchRoutes = {
  operationId: "v1PostVehiclesByVehicleIdDispatchRoutes",
  method: "post",
  path: "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes",
  scopes: ["Write Routes"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/vehicles/{vehicle_id}/locations: Read Vehicle Statistics. GET v1/fleet/vehicles/{vehicle_id}/locations (legacy) */
export const v1GetVehiclesByVehicleIdLocations = {
  operationId: "v1GetVehiclesByVehicleIdLocations",
  method: "get",
  path: "/v1/fleet/vehicles/{vehicle_id}/locations",
  scopes: ["Read Vehicle Statistics"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/vehicles/{vehicle_id}/safety/harsh_event: Read Safety Events & Scores. GET v1/fleet/vehicles/{vehicle_id}/safety/harsh_event (legacy) */
export const v1GetVehiclesByVehicleIdSafetyHarshEvent = {
  operationId: "v1GetVehiclesByVehicleIdSafetyHarshEvent",
  method: "get",
  path: "/v1/fleet/vehicles/{vehicle_id}/safety/harsh_event",
  scopes: ["Read Safety Events & Scores"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/vehicles/{vehicle_id}/safety/score: Read Safety Events & Scores. GET v1/fleet/vehicles/{vehicle_id}/safety/score (legacy) */
export const v1GetVehiclesByVehicleIdSafetyScore = {
  operationId: "v1GetVehiclesByVehicleIdSafetyScore",
  method: "get",
  path: "/v1/fleet/vehicles/{vehicle_id}/safety/score",
  scopes: ["Read Safety Events & Scores"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs: Read ELD Hours of Service (US). GET v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs (legacy) */
export const v1GetVehiclesByVehicleIdUnassignedDrivingLogs = {
  operationId: "v1GetVehiclesByVehicleIdUnassignedDrivingLogs",
  method: "get",
  path: "/v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs",
  scopes: ["Read ELD Hours of Service (US)"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/vehicles/locations: Read Vehicle Statistics. GET v1/fleet/vehicles/locations (legacy) */
export const v1GetVehiclesLocations = {
  operationId: "v1GetVehiclesLocations",
  method: "get",
  path: "/v1/fleet/vehicles/locations",
  scopes: ["Read Vehicle Statistics"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/vehicles/stats: Read Vehicle Statistics. GET v1/fleet/vehicles/stats (legacy) */
export const v1GetVehiclesStats = {
  operationId: "v1GetVehiclesStats",
  method: "get",
  path: "/v1/fleet/vehicles/stats",
  scopes: ["Read Vehicle Statistics"],
  paginated: true,
  pagination: { cursorParam: "startingAfter", itemsKey: "vehicleStats" },
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: { minimum: 1, maximum: 512, default: null },
  requestSchema: null,
  responseSchema: "LegacyVehicleStatsList",
  responseSchemas: { "200": "LegacyVehicleStatsList", "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/fleet/vehicles/stats-expanded: Read Vehicle Statistics. GET v1/fleet/vehicles/stats-expanded (legacy) */
export const v1GetVehiclesStatsExpanded = {
  operationId: "v1GetVehiclesStatsExpanded",
  method: "get",
  path: "/v1/fleet/vehicles/stats-expanded",
  scopes: ["Read Vehicle Statistics"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/industrial/csv_imports: Write Equipment. POST v1/industrial/csv_imports (legacy) */
export const v1PostIndustrialCsvImports = {
  operationId: "v1PostIndustrialCsvImports",
  method: "post",
  path: "/v1/industrial/csv_imports",
  scopes: ["Write Equipment"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/data: Read Equipment. GET v1/industrial/data (legacy) */
export const v1GetIndustrialData = {
  operationId: "v1GetIndustrialData",
  method: "get",
  path: "/v1/industrial/data",
  scopes: ["Read Equipment"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/data/{dataInputId}: Read Equipment. GET v1/industrial/data/{dataInputId} (legacy) */
export const v1GetIndustrialDataByDataInputId = {
  operationId: "v1GetIndustrialDataByDataInputId",
  method: "get",
  path: "/v1/industrial/data/{dataInputId}",
  scopes: ["Read Equipment"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/machines: Read Industrial. GET v1/industrial/machines (legacy) */
export const v1GetIndustrialMachines = {
  operationId: "v1GetIndustrialMachines",
  method: "get",
  path: "/v1/industrial/machines",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/machines/{machineId}: Read Industrial. GET v1/industrial/machines/{machineId} (legacy) */
export const v1GetIndustrialMachinesByMachineId = {
  operationId: "v1GetIndustrialMachinesByMachineId",
  method: "get",
  path: "/v1/industrial/machines/{machineId}",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/machines/{machineId}/form: Read Industrial. GET v1/industrial/machines/{machineId}/form (legacy) */
export const v1GetIndustrialMachinesByMachineIdForm = {
  operationId: "v1GetIndustrialMachinesByMachineIdForm",
  method: "get",
  path: "/v1/industrial/machines/{machineId}/form",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/industrial/machines/{machineId}/form: Write Industrial. POST v1/industrial/machines/{machineId}/form (legacy) */
export const v1PostIndustrialMachinesByMachineIdForm = {
  operationId: "v1PostIndustrialMachinesByMachineIdForm",
  method: "post",
  path: "/v1/industrial/machines/{machineId}/form",
  scopes: ["Write Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/machines/{machineId}/forms: Read Industrial. GET v1/industrial/machines/{machineId}/forms (legacy) */
export const v1GetIndustrialMachinesByMachineIdForms = {
  operationId: "v1GetIndustrialMachinesByMachineIdForms",
  method: "get",
  path: "/v1/industrial/machines/{machineId}/forms",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/industrial/machines/{machineId}/forms: Write Industrial. POST v1/industrial/machines/{machineId}/forms (legacy) */
export const v1PostIndustrialMachinesByMachineIdForms = {
  operationId: "v1PostIndustrialMachinesByMachineIdForms",
  method: "post",
  path: "/v1/industrial/machines/{machineId}/forms",
  scopes: ["Write Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/mes/lines: Read Industrial. GET v1/industrial/mes/lines (legacy) */
export const v1GetIndustrialMesLines = {
  operationId: "v1GetIndustrialMesLines",
  method: "get",
  path: "/v1/industrial/mes/lines",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/mes/recipes: Read Industrial. GET v1/industrial/mes/recipes (legacy) */
export const v1GetIndustrialMesRecipes = {
  operationId: "v1GetIndustrialMesRecipes",
  method: "get",
  path: "/v1/industrial/mes/recipes",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/mes/runs: Read Industrial. GET v1/industrial/mes/runs (legacy) */
export const v1GetIndustrialMesRuns = {
  operationId: "v1GetIndustrialMesRuns",
  method: "get",
  path: "/v1/industrial/mes/runs",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/mes/runs/line/{line_id}: Read Industrial. GET v1/industrial/mes/runs/line/{line_id} (legacy) */
export const v1GetIndustrialMesRunsLineByLineId = {
  operationId: "v1GetIndustrialMesRunsLineByLineId",
  method: "get",
  path: "/v1/industrial/mes/runs/line/{line_id}",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/mes/work_orders: Read Industrial. GET v1/industrial/mes/work_orders (legacy) */
export const v1GetIndustrialMesWorkOrders = {
  operationId: "v1GetIndustrialMesWorkOrders",
  method: "get",
  path: "/v1/industrial/mes/work_orders",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/industrial/mes/work_orders: Write Industrial. POST v1/industrial/mes/work_orders (legacy) */
export const v1PostIndustrialMesWorkOrders = {
  operationId: "v1PostIndustrialMesWorkOrders",
  method: "post",
  path: "/v1/industrial/mes/work_orders",
  scopes: ["Write Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/mes/work_orders/{id}: Read Industrial. GET v1/industrial/mes/work_orders/{id} (legacy) */
export const v1GetIndustrialMesWorkOrdersById = {
  operationId: "v1GetIndustrialMesWorkOrdersById",
  method: "get",
  path: "/v1/industrial/mes/work_orders/{id}",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** DELETE /v1/industrial/mes/work_orders/{id}: Write Industrial. DELETE v1/industrial/mes/work_orders/{id} (legacy) */
export const v1DeleteIndustrialMesWorkOrdersById = {
  operationId: "v1DeleteIndustrialMesWorkOrdersById",
  method: "delete",
  path: "/v1/industrial/mes/work_orders/{id}",
  scopes: ["Write Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PATCH /v1/industrial/mes/work_orders/{id}: Write Industrial. PATCH v1/industrial/mes/work_orders/{id} (legacy) */
export const v1PatchIndustrialMesWorkOrdersById = {
  operationId: "v1PatchIndustrialMesWorkOrdersById",
  method: "patch",
  path: "/v1/industrial/mes/work_orders/{id}",
  scopes: ["Write Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/vision/cameras: Read Industrial. GET v1/industrial/vision/cameras (legacy) */
export const v1GetIndustrialVisionCameras = {
  operationId: "v1GetIndustrialVisionCameras",
  method: "get",
  path: "/v1/industrial/vision/cameras",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/vision/cameras/{cameraId}/programs: Read Industrial. GET v1/industrial/vision/cameras/{cameraId}/programs (legacy) */
export const v1GetIndustrialVisionCamerasByCameraIdPrograms = {
  operationId: "v1GetIndustrialVisionCamerasByCameraIdPrograms",
  method: "get",
  path: "/v1/industrial/vision/cameras/{cameraId}/programs",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/vision/run/camera/{cameraId}: Read Industrial. GET v1/industrial/vision/run/camera/{cameraId} (legacy) */
export const v1GetIndustrialVisionRunCameraByCameraId = {
  operationId: "v1GetIndustrialVisionRunCameraByCameraId",
  method: "get",
  path: "/v1/industrial/vision/run/camera/{cameraId}",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/vision/run/camera/{cameraId}/program/{programId}: Read Industrial. GET v1/industrial/vision/run/camera/{cameraId}/program/{programId} (legacy) */
export const v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId = {
  operationId: "v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId",
  method: "get",
  path: "/v1/industrial/vision/run/camera/{cameraId}/program/{programId}",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/vision/runs: Read Industrial. GET v1/industrial/vision/runs (legacy) */
export const v1GetIndustrialVisionRuns = {
  operationId: "v1GetIndustrialVisionRuns",
  method: "get",
  path: "/v1/industrial/vision/runs",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/vision/runs/{cameraId}: Read Industrial. GET v1/industrial/vision/runs/{cameraId} (legacy) */
export const v1GetIndustrialVisionRunsByCameraId = {
  operationId: "v1GetIndustrialVisionRunsByCameraId",
  method: "get",
  path: "/v1/industrial/vision/runs/{cameraId}",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}: Read Industrial. GET v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs} (legacy) */
export const v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs = {
  operationId: "v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs",
  method: "get",
  path: "/v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}",
  scopes: ["Read Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/machines/history: Write Industrial. POST v1/machines/history (legacy) */
export const v1PostMachinesHistory = {
  operationId: "v1PostMachinesHistory",
  method: "post",
  path: "/v1/machines/history",
  scopes: ["Write Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/machines/list: Write Industrial. POST v1/machines/list (legacy) */
export const v1PostMachinesList = {
  operationId: "v1PostMachinesList",
  method: "post",
  path: "/v1/machines/list",
  scopes: ["Write Industrial"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/sensors/cargo: Read Sensors. GET v1/sensors/cargo (legacy) */
export const v1GetSensorsCargo = {
  operationId: "v1GetSensorsCargo",
  method: "get",
  path: "/v1/sensors/cargo",
  scopes: ["Read Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/sensors/cargo: Write Sensors. POST v1/sensors/cargo (legacy) */
export const v1PostSensorsCargo = {
  operationId: "v1PostSensorsCargo",
  method: "post",
  path: "/v1/sensors/cargo",
  scopes: ["Write Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/sensors/door: Read Sensors. GET v1/sensors/door (legacy) */
export const v1GetSensorsDoor = {
  operationId: "v1GetSensorsDoor",
  method: "get",
  path: "/v1/sensors/door",
  scopes: ["Read Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/sensors/door: Write Sensors. POST v1/sensors/door (legacy) */
export const v1PostSensorsDoor = {
  operationId: "v1PostSensorsDoor",
  method: "post",
  path: "/v1/sensors/door",
  scopes: ["Write Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/sensors/history: Write Sensors. POST v1/sensors/history (legacy) */
export const v1PostSensorsHistory = {
  operationId: "v1PostSensorsHistory",
  method: "post",
  path: "/v1/sensors/history",
  scopes: ["Write Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/sensors/humidity: Read Sensors. GET v1/sensors/humidity (legacy) */
export const v1GetSensorsHumidity = {
  operationId: "v1GetSensorsHumidity",
  method: "get",
  path: "/v1/sensors/humidity",
  scopes: ["Read Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/sensors/humidity: Write Sensors. POST v1/sensors/humidity (legacy) */
export const v1PostSensorsHumidity = {
  operationId: "v1PostSensorsHumidity",
  method: "post",
  path: "/v1/sensors/humidity",
  scopes: ["Write Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/sensors/list: Read Sensors. GET v1/sensors/list (legacy) */
export const v1GetSensorsList = {
  operationId: "v1GetSensorsList",
  method: "get",
  path: "/v1/sensors/list",
  scopes: ["Read Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/sensors/list: Write Sensors. POST v1/sensors/list (legacy) */
export const v1PostSensorsList = {
  operationId: "v1PostSensorsList",
  method: "post",
  path: "/v1/sensors/list",
  scopes: ["Write Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/sensors/temperature: Read Sensors. GET v1/sensors/temperature (legacy) */
export const v1GetSensorsTemperature = {
  operationId: "v1GetSensorsTemperature",
  method: "get",
  path: "/v1/sensors/temperature",
  scopes: ["Read Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/sensors/temperature: Write Sensors. POST v1/sensors/temperature (legacy) */
export const v1PostSensorsTemperature = {
  operationId: "v1PostSensorsTemperature",
  method: "post",
  path: "/v1/sensors/temperature",
  scopes: ["Write Sensors"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/tags: Read Tags. GET v1/tags (legacy) */
export const v1GetTags = {
  operationId: "v1GetTags",
  method: "get",
  path: "/v1/tags",
  scopes: ["Read Tags"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/tags: Write Tags. POST v1/tags (legacy) */
export const v1PostTags = {
  operationId: "v1PostTags",
  method: "post",
  path: "/v1/tags",
  scopes: ["Write Tags"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/tags/{tagId}: Read Tags. GET v1/tags/{tagId} (legacy) */
export const v1GetTagsByTagId = {
  operationId: "v1GetTagsByTagId",
  method: "get",
  path: "/v1/tags/{tagId}",
  scopes: ["Read Tags"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PUT /v1/tags/{tagId}: Write Tags. PUT v1/tags/{tagId} (legacy) */
export const v1PutTagsByTagId = {
  operationId: "v1PutTagsByTagId",
  method: "put",
  path: "/v1/tags/{tagId}",
  scopes: ["Write Tags"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** DELETE /v1/tags/{tagId}: Write Tags. DELETE v1/tags/{tagId} (legacy) */
export const v1DeleteTagsByTagId = {
  operationId: "v1DeleteTagsByTagId",
  method: "delete",
  path: "/v1/tags/{tagId}",
  scopes: ["Write Tags"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PATCH /v1/tags/{tagId}: Write Tags. PATCH v1/tags/{tagId} (legacy) */
export const v1PatchTagsByTagId = {
  operationId: "v1PatchTagsByTagId",
  method: "patch",
  path: "/v1/tags/{tagId}",
  scopes: ["Write Tags"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/user_roles: Read Users. GET v1/user_roles (legacy) */
export const v1GetUserRoles = {
  operationId: "v1GetUserRoles",
  method: "get",
  path: "/v1/user_roles",
  scopes: ["Read Users"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/users: Read Users. GET v1/users (legacy) */
export const v1GetUsers = {
  operationId: "v1GetUsers",
  method: "get",
  path: "/v1/users",
  scopes: ["Read Users"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** POST /v1/users: Write Users. POST v1/users (legacy) */
export const v1PostUsers = {
  operationId: "v1PostUsers",
  method: "post",
  path: "/v1/users",
  scopes: ["Write Users"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** GET /v1/users/{userId}: Read Users. GET v1/users/{userId} (legacy) */
export const v1GetUsersByUserId = {
  operationId: "v1GetUsersByUserId",
  method: "get",
  path: "/v1/users/{userId}",
  scopes: ["Read Users"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** DELETE /v1/users/{userId}: Write Users. DELETE v1/users/{userId} (legacy) */
export const v1DeleteUsersByUserId = {
  operationId: "v1DeleteUsersByUserId",
  method: "delete",
  path: "/v1/users/{userId}",
  scopes: ["Write Users"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** PATCH /v1/users/{userId}: Write Users. PATCH v1/users/{userId} (legacy) */
export const v1PatchUsersByUserId = {
  operationId: "v1PatchUsersByUserId",
  method: "patch",
  path: "/v1/users/{userId}",
  scopes: ["Write Users"],
  paginated: false,
  pagination: null,
  createsTaggedData: false,
  feed: false,
  legacy: true,
  limit: null,
  requestSchema: null,
  responseSchema: null,
  responseSchemas: { "200": null, "4XX": "ErrorResponse", "5XX": "ErrorResponse" },
} as const;

/** Every operation of the spec, keyed by its function's name (the operationId, made an identifier). */
export const operations = {
  listFleetVehicles,
  followVehicleStatsFeed,
  followVehicleLocationsFeed,
  listVehicles,
  listDriverVehicleAssignments,
  createDriver,
  createWebhook,
  v1GetAddresses,
  v1PostAddresses,
  v1GetAddressesByAddressId,
  v1DeleteAddressesByAddressId,
  v1PatchAddressesByAddressId,
  v1GetContacts,
  v1GetContactsByContactId,
  v1PostAddAddress,
  v1GetAssets,
  v1GetAssetsByAssetIdLocations,
  v1GetAssetsByAssetIdReefer,
  v1GetAssetsLocations,
  v1GetAssetsReefers,
  v1GetDispatchRoutes,
  v1PostDispatchRoutes,
  v1GetDispatchRoutesByRouteId,
  v1PutDispatchRoutesByRouteId,
  v1DeleteDispatchRoutesByRouteId,
  v1GetDispatchRoutesByRouteIdHistory,
  v1GetDispatchRoutesJobUpdates,
  v1GetDrivers,
  v1PostDrivers,
  v1GetDriversByDriverId,
  v1PostDriversByDriverId,
  v1DeleteDriversByDriverId,
  v1PatchDriversByDriverId,
  v1GetDriversByDriverIdDispatchRoutes,
  v1PostDriversByDriverIdDispatchRoutes,
  v1PostDriversByDriverIdDocuments,
  v1GetDriversByDriverIdDocumentsByDocumentId,
  v1DeleteDriversByDriverIdDocumentsByDocumentId,
  v1GetDriversByDriverIdHosCertifiedDailyLogs,
  v1PatchDriversByDriverIdHosCertifiedDailyLogs,
  v1GetDriversByDriverIdHosDailyLogs,
  v1PostDriversByDriverIdHosDailyLogs,
  v1PatchDriversByDriverIdHosDailyLogs,
  v1GetDriversByDriverIdHosAuditLogs,
  v1PostDriversByDriverIdHosDutyStatus,
  v1GetDriversByDriverIdLogEdits,
  v1GetDriversByDriverIdSafetyScore,
  v1GetDriversCreate,
  v1PostDriversCreate,
  v1DeleteDriversCreate,
  v1PatchDriversCreate,
  v1GetDriversDocumentTypes,
  v1GetDriversDocuments,
  v1GetDriversInactive,
  v1GetDriversInactiveByDriverId,
  v1PutDriversInactiveByDriverId,
  v1GetDriversSummary,
  v1PostDriversSummary,
  v1GetHosAuthenticationLogs,
  v1PostHosAuthenticationLogs,
  v1GetHosLogs,
  v1PostHosLogs,
  v1GetHosLogsSummary,
  v1PostHosLogsSummary,
  v1GetHosAuditLogs,
  v1GetHosLogEdits,
  v1GetList,
  v1PostList,
  v1GetLocations,
  v1PostLocations,
  v1GetMaintenanceDvirs,
  v1PostMaintenanceDvirs,
  v1GetMaintenanceList,
  v1PostMaintenanceList,
  v1GetMessages,
  v1PostMessages,
  v1PostSetData,
  v1GetTrailersByTrailerIdAssignments,
  v1GetTrailersAssignments,
  v1GetTrips,
  v1PostTrips,
  v1GetUnassignedDrivingLogs,
  v1GetUnassignedDrivingSegments,
  v1GetUnassignedDrivingSegmentsBySegmentId,
  v1PatchUnassignedDrivingSegmentsBySegmentId,
  v1GetVehiclesByVehicleId,
  v1PatchVehiclesByVehicleId,
  v1GetVehiclesByVehicleIdDispatchRoutes,
  v1PostVehiclesByVehicleIdDispatchRoutes,
  v1GetVehiclesByVehicleIdLocations,
  v1GetVehiclesByVehicleIdSafetyHarshEvent,
  v1GetVehiclesByVehicleIdSafetyScore,
  v1GetVehiclesByVehicleIdUnassignedDrivingLogs,
  v1GetVehiclesLocations,
  v1GetVehiclesStats,
  v1GetVehiclesStatsExpanded,
  v1PostIndustrialCsvImports,
  v1GetIndustrialData,
  v1GetIndustrialDataByDataInputId,
  v1GetIndustrialMachines,
  v1GetIndustrialMachinesByMachineId,
  v1GetIndustrialMachinesByMachineIdForm,
  v1PostIndustrialMachinesByMachineIdForm,
  v1GetIndustrialMachinesByMachineIdForms,
  v1PostIndustrialMachinesByMachineIdForms,
  v1GetIndustrialMesLines,
  v1GetIndustrialMesRecipes,
  v1GetIndustrialMesRuns,
  v1GetIndustrialMesRunsLineByLineId,
  v1GetIndustrialMesWorkOrders,
  v1PostIndustrialMesWorkOrders,
  v1GetIndustrialMesWorkOrdersById,
  v1DeleteIndustrialMesWorkOrdersById,
  v1PatchIndustrialMesWorkOrdersById,
  v1GetIndustrialVisionCameras,
  v1GetIndustrialVisionCamerasByCameraIdPrograms,
  v1GetIndustrialVisionRunCameraByCameraId,
  v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId,
  v1GetIndustrialVisionRuns,
  v1GetIndustrialVisionRunsByCameraId,
  v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs,
  v1PostMachinesHistory,
  v1PostMachinesList,
  v1GetSensorsCargo,
  v1PostSensorsCargo,
  v1GetSensorsDoor,
  v1PostSensorsDoor,
  v1PostSensorsHistory,
  v1GetSensorsHumidity,
  v1PostSensorsHumidity,
  v1GetSensorsList,
  v1PostSensorsList,
  v1GetSensorsTemperature,
  v1PostSensorsTemperature,
  v1GetTags,
  v1PostTags,
  v1GetTagsByTagId,
  v1PutTagsByTagId,
  v1DeleteTagsByTagId,
  v1PatchTagsByTagId,
  v1GetUserRoles,
  v1GetUsers,
  v1PostUsers,
  v1GetUsersByUserId,
  v1DeleteUsersByUserId,
  v1PatchUsersByUserId,
} as const;

export type Operations = typeof operations;

export type OperationId = keyof Operations;

export type Operation = Operations[OperationId];

export type HttpMethod = Operation["method"];

export type PathTemplate = Operation["path"];

/** The operation at a method and path template (never where the spec has none). */
export type OperationAt<M extends HttpMethod, P extends PathTemplate> = `${M} ${P}` extends infer K
  ? K extends keyof OperationsByRoute
    ? OperationsByRoute[K]
    : never
  : never;

/** The scopes an operation needs, at compile time (null where undocumented). */
export type ScopesOf<M extends HttpMethod, P extends PathTemplate> =
  OperationAt<M, P> extends infer O ? (O extends { scopes: infer S } ? S : never) : never;

/** Path templates of cursor-paginated GET operations. */
export type PaginatedPath =
  | "/fleet/vehicles"
  | "/fleet/vehicles/stats/feed"
  | "/fleet/vehicles/locations/feed"
  | "/vehicles"
  | "/fleet/driver-vehicle-assignments"
  | "/v1/fleet/assets/locations"
  | "/v1/fleet/assets/reefers"
  | "/v1/fleet/list"
  | "/v1/fleet/trailers/assignments"
  | "/v1/fleet/vehicles/stats";

/** Path templates of feeds. */
export type FeedPath = "/fleet/vehicles/stats/feed" | "/fleet/vehicles/locations/feed";
