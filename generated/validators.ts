// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.

import { createValidators, type CompiledValidator, type ValidationResult } from "fleetkit/runtime";
import * as compiled from "./validators-standalone.js";
import type {
  ScopeName,
  ErrorResponse,
  PaginationInfo,
  ListEnvelope,
  Vehicle,
  VehicleList,
  DriverVehicleAssignment,
  DriverVehicleAssignmentList,
  VehicleStats,
  VehicleStatsList,
  VehicleLocation,
  VehicleLocations,
  VehicleLocationsList,
  LegacyPagination,
  LegacyObject,
  LegacyVehicleList,
  LegacyAssetLocationList,
  LegacyReeferList,
  LegacyTrailerAssignmentList,
  LegacyVehicleStatsList,
  Driver,
  DriverResponse,
  DriverCreateRequest,
  ApiToken,
  WebhookCustomHeader,
  WebhookCustomHeaders,
  WebhookVersion,
  WebhookCreateRequest,
  Webhook,
  WebhookNotification,
  AlertNotification,
  PingNotification,
  AlertEvent,
  AlertDevice,
  PingEvent,
} from "./schema-types.js";
export { SchemaValidationError, type ValidationIssue, type ValidationResult } from "fleetkit/runtime";

/** Every component schema with a precompiled validator. */
export const SCHEMA_NAMES = [
  "ScopeName",
  "ErrorResponse",
  "PaginationInfo",
  "ListEnvelope",
  "Vehicle",
  "VehicleList",
  "DriverVehicleAssignment",
  "DriverVehicleAssignmentList",
  "VehicleStats",
  "VehicleStatsList",
  "VehicleLocation",
  "VehicleLocations",
  "VehicleLocationsList",
  "LegacyPagination",
  "LegacyObject",
  "LegacyVehicleList",
  "LegacyAssetLocationList",
  "LegacyReeferList",
  "LegacyTrailerAssignmentList",
  "LegacyVehicleStatsList",
  "Driver",
  "DriverResponse",
  "DriverCreateRequest",
  "ApiToken",
  "WebhookCustomHeader",
  "WebhookCustomHeaders",
  "WebhookVersion",
  "WebhookCreateRequest",
  "Webhook",
  "WebhookNotification",
  "AlertNotification",
  "PingNotification",
  "AlertEvent",
  "AlertDevice",
  "PingEvent",
] as const;

export type SchemaName = (typeof SCHEMA_NAMES)[number];

/** The TypeScript type of each schema. */
export interface SchemaTypes {
  ScopeName: ScopeName;
  ErrorResponse: ErrorResponse;
  PaginationInfo: PaginationInfo;
  ListEnvelope: ListEnvelope;
  Vehicle: Vehicle;
  VehicleList: VehicleList;
  DriverVehicleAssignment: DriverVehicleAssignment;
  DriverVehicleAssignmentList: DriverVehicleAssignmentList;
  VehicleStats: VehicleStats;
  VehicleStatsList: VehicleStatsList;
  VehicleLocation: VehicleLocation;
  VehicleLocations: VehicleLocations;
  VehicleLocationsList: VehicleLocationsList;
  LegacyPagination: LegacyPagination;
  LegacyObject: LegacyObject;
  LegacyVehicleList: LegacyVehicleList;
  LegacyAssetLocationList: LegacyAssetLocationList;
  LegacyReeferList: LegacyReeferList;
  LegacyTrailerAssignmentList: LegacyTrailerAssignmentList;
  LegacyVehicleStatsList: LegacyVehicleStatsList;
  Driver: Driver;
  DriverResponse: DriverResponse;
  DriverCreateRequest: DriverCreateRequest;
  ApiToken: ApiToken;
  WebhookCustomHeader: WebhookCustomHeader;
  WebhookCustomHeaders: WebhookCustomHeaders;
  WebhookVersion: WebhookVersion;
  WebhookCreateRequest: WebhookCreateRequest;
  Webhook: Webhook;
  WebhookNotification: WebhookNotification;
  AlertNotification: AlertNotification;
  PingNotification: PingNotification;
  AlertEvent: AlertEvent;
  AlertDevice: AlertDevice;
  PingEvent: PingEvent;
}

const validators = compiled as unknown as Record<SchemaName, CompiledValidator>;

/** The spec's patterns as sentences (its x-fleetkit-pattern-hint notes). */
const bound = /* @__PURE__ */ createValidators<SchemaTypes>(validators, {
  "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$":
    "must be Base64 (A-Z, a-z, 0-9, + and /, padded with = to a multiple of 4 characters)",
  "^https://[^/?#\\s]+": "must be an https:// URL (the reference requires HTTPS for webhooks)",
});

/** Validates a value against a component schema of the spec, with precompiled code (no schema compilation at run time). */
export const validate: (schema: SchemaName, value: unknown) => ValidationResult = bound.validate;

/** Returns the value typed by its schema, or throws `SchemaValidationError` listing every broken rule. */
export const assertValid: <N extends SchemaName>(schema: N, value: unknown) => SchemaTypes[N] = bound.assertValid;

/** Whether a value is a valid `ScopeName`. */
export function isScopeName(value: unknown): value is ScopeName {
  return validators.ScopeName(value);
}

/** Whether a value is a valid `ErrorResponse`. */
export function isErrorResponse(value: unknown): value is ErrorResponse {
  return validators.ErrorResponse(value);
}

/** Whether a value is a valid `PaginationInfo`. */
export function isPaginationInfo(value: unknown): value is PaginationInfo {
  return validators.PaginationInfo(value);
}

/** Whether a value is a valid `ListEnvelope`. */
export function isListEnvelope(value: unknown): value is ListEnvelope {
  return validators.ListEnvelope(value);
}

/** Whether a value is a valid `Vehicle`. */
export function isVehicle(value: unknown): value is Vehicle {
  return validators.Vehicle(value);
}

/** Whether a value is a valid `VehicleList`. */
export function isVehicleList(value: unknown): value is VehicleList {
  return validators.VehicleList(value);
}

/** Whether a value is a valid `DriverVehicleAssignment`. */
export function isDriverVehicleAssignment(value: unknown): value is DriverVehicleAssignment {
  return validators.DriverVehicleAssignment(value);
}

/** Whether a value is a valid `DriverVehicleAssignmentList`. */
export function isDriverVehicleAssignmentList(value: unknown): value is DriverVehicleAssignmentList {
  return validators.DriverVehicleAssignmentList(value);
}

/** Whether a value is a valid `VehicleStats`. */
export function isVehicleStats(value: unknown): value is VehicleStats {
  return validators.VehicleStats(value);
}

/** Whether a value is a valid `VehicleStatsList`. */
export function isVehicleStatsList(value: unknown): value is VehicleStatsList {
  return validators.VehicleStatsList(value);
}

/** Whether a value is a valid `VehicleLocation`. */
export function isVehicleLocation(value: unknown): value is VehicleLocation {
  return validators.VehicleLocation(value);
}

/** Whether a value is a valid `VehicleLocations`. */
export function isVehicleLocations(value: unknown): value is VehicleLocations {
  return validators.VehicleLocations(value);
}

/** Whether a value is a valid `VehicleLocationsList`. */
export function isVehicleLocationsList(value: unknown): value is VehicleLocationsList {
  return validators.VehicleLocationsList(value);
}

/** Whether a value is a valid `LegacyPagination`. */
export function isLegacyPagination(value: unknown): value is LegacyPagination {
  return validators.LegacyPagination(value);
}

/** Whether a value is a valid `LegacyObject`. */
export function isLegacyObject(value: unknown): value is LegacyObject {
  return validators.LegacyObject(value);
}

/** Whether a value is a valid `LegacyVehicleList`. */
export function isLegacyVehicleList(value: unknown): value is LegacyVehicleList {
  return validators.LegacyVehicleList(value);
}

/** Whether a value is a valid `LegacyAssetLocationList`. */
export function isLegacyAssetLocationList(value: unknown): value is LegacyAssetLocationList {
  return validators.LegacyAssetLocationList(value);
}

/** Whether a value is a valid `LegacyReeferList`. */
export function isLegacyReeferList(value: unknown): value is LegacyReeferList {
  return validators.LegacyReeferList(value);
}

/** Whether a value is a valid `LegacyTrailerAssignmentList`. */
export function isLegacyTrailerAssignmentList(value: unknown): value is LegacyTrailerAssignmentList {
  return validators.LegacyTrailerAssignmentList(value);
}

/** Whether a value is a valid `LegacyVehicleStatsList`. */
export function isLegacyVehicleStatsList(value: unknown): value is LegacyVehicleStatsList {
  return validators.LegacyVehicleStatsList(value);
}

/** Whether a value is a valid `Driver`. */
export function isDriver(value: unknown): value is Driver {
  return validators.Driver(value);
}

/** Whether a value is a valid `DriverResponse`. */
export function isDriverResponse(value: unknown): value is DriverResponse {
  return validators.DriverResponse(value);
}

/** Whether a value is a valid `DriverCreateRequest`. */
export function isDriverCreateRequest(value: unknown): value is DriverCreateRequest {
  return validators.DriverCreateRequest(value);
}

/** Whether a value is a valid `ApiToken`. */
export function isApiToken(value: unknown): value is ApiToken {
  return validators.ApiToken(value);
}

/** Whether a value is a valid `WebhookCustomHeader`. */
export function isWebhookCustomHeader(value: unknown): value is WebhookCustomHeader {
  return validators.WebhookCustomHeader(value);
}

/** Whether a value is a valid `WebhookCustomHeaders`. */
export function isWebhookCustomHeaders(value: unknown): value is WebhookCustomHeaders {
  return validators.WebhookCustomHeaders(value);
}

/** Whether a value is a valid `WebhookVersion`. */
export function isWebhookVersion(value: unknown): value is WebhookVersion {
  return validators.WebhookVersion(value);
}

/** Whether a value is a valid `WebhookCreateRequest`. */
export function isWebhookCreateRequest(value: unknown): value is WebhookCreateRequest {
  return validators.WebhookCreateRequest(value);
}

/** Whether a value is a valid `Webhook`. */
export function isWebhook(value: unknown): value is Webhook {
  return validators.Webhook(value);
}

/** Whether a value is a valid `WebhookNotification`. */
export function isWebhookNotification(value: unknown): value is WebhookNotification {
  return validators.WebhookNotification(value);
}

/** Whether a value is a valid `AlertNotification`. */
export function isAlertNotification(value: unknown): value is AlertNotification {
  return validators.AlertNotification(value);
}

/** Whether a value is a valid `PingNotification`. */
export function isPingNotification(value: unknown): value is PingNotification {
  return validators.PingNotification(value);
}

/** Whether a value is a valid `AlertEvent`. */
export function isAlertEvent(value: unknown): value is AlertEvent {
  return validators.AlertEvent(value);
}

/** Whether a value is a valid `AlertDevice`. */
export function isAlertDevice(value: unknown): value is AlertDevice {
  return validators.AlertDevice(value);
}

/** Whether a value is a valid `PingEvent`. */
export function isPingEvent(value: unknown): value is PingEvent {
  return validators.PingEvent(value);
}
