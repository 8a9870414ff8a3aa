// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.
// @ts-nocheck -- one guard per schema: each is typed by its annotation and checked where it is used

import {
  createValidators,
  type CompiledValidator,
  type SchemaUsage,
  type StandardSchemaV1,
  type ValidationResult,
  type Validators,
} from "fleetkit/runtime";
import * as compiled from "./validators-standalone.js";
import type * as schema from "./schema-types.js";
export {
  SchemaValidationError,
  type SchemaUsage,
  type StandardSchemaV1,
  type ValidationIssue,
  type ValidationResult,
} from "fleetkit/runtime";

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
  ScopeName: schema.ScopeName;
  ErrorResponse: schema.ErrorResponse;
  PaginationInfo: schema.PaginationInfo;
  ListEnvelope: schema.ListEnvelope;
  Vehicle: schema.Vehicle;
  VehicleList: schema.VehicleList;
  DriverVehicleAssignment: schema.DriverVehicleAssignment;
  DriverVehicleAssignmentList: schema.DriverVehicleAssignmentList;
  VehicleStats: schema.VehicleStats;
  VehicleStatsList: schema.VehicleStatsList;
  VehicleLocation: schema.VehicleLocation;
  VehicleLocations: schema.VehicleLocations;
  VehicleLocationsList: schema.VehicleLocationsList;
  LegacyPagination: schema.LegacyPagination;
  LegacyObject: schema.LegacyObject;
  LegacyVehicleList: schema.LegacyVehicleList;
  LegacyAssetLocationList: schema.LegacyAssetLocationList;
  LegacyReeferList: schema.LegacyReeferList;
  LegacyTrailerAssignmentList: schema.LegacyTrailerAssignmentList;
  LegacyVehicleStatsList: schema.LegacyVehicleStatsList;
  Driver: schema.Driver;
  DriverResponse: schema.DriverResponse;
  DriverCreateRequest: schema.DriverCreateRequest;
  ApiToken: schema.ApiToken;
  WebhookCustomHeader: schema.WebhookCustomHeader;
  WebhookCustomHeaders: schema.WebhookCustomHeaders;
  WebhookVersion: schema.WebhookVersion;
  WebhookCreateRequest: schema.WebhookCreateRequest;
  Webhook: schema.Webhook;
  WebhookNotification: schema.WebhookNotification;
  AlertNotification: schema.AlertNotification;
  PingNotification: schema.PingNotification;
  AlertEvent: schema.AlertEvent;
  AlertDevice: schema.AlertDevice;
  PingEvent: schema.PingEvent;
}

const validators = compiled.loadValidators as unknown as () => Record<SchemaName, CompiledValidator>;

/** The spec's patterns as sentences (its x-fleetkit-pattern-hint notes). */
const hints = {
  "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$":
    "must be Base64 (A-Z, a-z, 0-9, + and /, padded with = to a multiple of 4 characters)",
  "^https://[^/?#\\s]+": "must be an https:// URL (the reference requires HTTPS for webhooks)",
};

let bound: Validators<SchemaTypes> | undefined;

/**
 * The validators, bound on first use: the module's top level runs nothing, so a bundle that validates nothing
 * drops them (whatever the project's `sideEffects` setting).
 */
function bind(): Validators<SchemaTypes> {
  bound ??= createValidators<SchemaTypes>(validators, hints);
  return bound;
}

/**
 * Validates a value against a component schema of the spec, with precompiled code (no schema compilation at run time).
 * `usage`: "request" for a value a client sends (readOnly properties are not required), "response" for one a server
 * answers (writeOnly properties are not required); without it, neither kind is required.
 */
export function validate(schema: SchemaName, value: unknown, usage?: SchemaUsage): ValidationResult {
  return bind().validate(schema, value, usage);
}

/** Returns the value typed by its schema, or throws `SchemaValidationError` listing every broken rule. */
export function assertValid<N extends SchemaName>(schema: N, value: unknown, usage?: SchemaUsage): SchemaTypes[N] {
  return bind().assertValid(schema, value, usage);
}

/** A component schema as a Standard Schema v1 (for tRPC, Hono's `sValidator`…), with the rules and messages of `validate`. */
export function standardSchema<N extends SchemaName>(name: N, usage?: SchemaUsage): StandardSchemaV1<SchemaTypes[N]> {
  return bind().standardSchema(name, usage);
}

/** Whether a value is a valid `ScopeName`. */
export function isScopeName(value: unknown): value is schema.ScopeName {
  return validators().ScopeName(value);
}

/** Whether a value is a valid `ErrorResponse`. */
export function isErrorResponse(value: unknown): value is schema.ErrorResponse {
  return validators().ErrorResponse(value);
}

/** Whether a value is a valid `PaginationInfo`. */
export function isPaginationInfo(value: unknown): value is schema.PaginationInfo {
  return validators().PaginationInfo(value);
}

/** Whether a value is a valid `ListEnvelope`. */
export function isListEnvelope(value: unknown): value is schema.ListEnvelope {
  return validators().ListEnvelope(value);
}

/** Whether a value is a valid `Vehicle`. */
export function isVehicle(value: unknown): value is schema.Vehicle {
  return validators().Vehicle(value);
}

/** Whether a value is a valid `VehicleList`. */
export function isVehicleList(value: unknown): value is schema.VehicleList {
  return validators().VehicleList(value);
}

/** Whether a value is a valid `DriverVehicleAssignment`. */
export function isDriverVehicleAssignment(value: unknown): value is schema.DriverVehicleAssignment {
  return validators().DriverVehicleAssignment(value);
}

/** Whether a value is a valid `DriverVehicleAssignmentList`. */
export function isDriverVehicleAssignmentList(value: unknown): value is schema.DriverVehicleAssignmentList {
  return validators().DriverVehicleAssignmentList(value);
}

/** Whether a value is a valid `VehicleStats`. */
export function isVehicleStats(value: unknown): value is schema.VehicleStats {
  return validators().VehicleStats(value);
}

/** Whether a value is a valid `VehicleStatsList`. */
export function isVehicleStatsList(value: unknown): value is schema.VehicleStatsList {
  return validators().VehicleStatsList(value);
}

/** Whether a value is a valid `VehicleLocation`. */
export function isVehicleLocation(value: unknown): value is schema.VehicleLocation {
  return validators().VehicleLocation(value);
}

/** Whether a value is a valid `VehicleLocations`. */
export function isVehicleLocations(value: unknown): value is schema.VehicleLocations {
  return validators().VehicleLocations(value);
}

/** Whether a value is a valid `VehicleLocationsList`. */
export function isVehicleLocationsList(value: unknown): value is schema.VehicleLocationsList {
  return validators().VehicleLocationsList(value);
}

/** Whether a value is a valid `LegacyPagination`. */
export function isLegacyPagination(value: unknown): value is schema.LegacyPagination {
  return validators().LegacyPagination(value);
}

/** Whether a value is a valid `LegacyObject`. */
export function isLegacyObject(value: unknown): value is schema.LegacyObject {
  return validators().LegacyObject(value);
}

/** Whether a value is a valid `LegacyVehicleList`. */
export function isLegacyVehicleList(value: unknown): value is schema.LegacyVehicleList {
  return validators().LegacyVehicleList(value);
}

/** Whether a value is a valid `LegacyAssetLocationList`. */
export function isLegacyAssetLocationList(value: unknown): value is schema.LegacyAssetLocationList {
  return validators().LegacyAssetLocationList(value);
}

/** Whether a value is a valid `LegacyReeferList`. */
export function isLegacyReeferList(value: unknown): value is schema.LegacyReeferList {
  return validators().LegacyReeferList(value);
}

/** Whether a value is a valid `LegacyTrailerAssignmentList`. */
export function isLegacyTrailerAssignmentList(value: unknown): value is schema.LegacyTrailerAssignmentList {
  return validators().LegacyTrailerAssignmentList(value);
}

/** Whether a value is a valid `LegacyVehicleStatsList`. */
export function isLegacyVehicleStatsList(value: unknown): value is schema.LegacyVehicleStatsList {
  return validators().LegacyVehicleStatsList(value);
}

/** Whether a value is a valid `Driver`. */
export function isDriver(value: unknown): value is schema.Driver {
  return validators().Driver(value);
}

/** Whether a value is a valid `DriverResponse`. */
export function isDriverResponse(value: unknown): value is schema.DriverResponse {
  return validators().DriverResponse(value);
}

/** Whether a value is a valid `DriverCreateRequest`. */
export function isDriverCreateRequest(value: unknown): value is schema.DriverCreateRequest {
  return validators().DriverCreateRequest(value);
}

/** Whether a value is a valid `ApiToken`. */
export function isApiToken(value: unknown): value is schema.ApiToken {
  return validators().ApiToken(value);
}

/** Whether a value is a valid `WebhookCustomHeader`. */
export function isWebhookCustomHeader(value: unknown): value is schema.WebhookCustomHeader {
  return validators().WebhookCustomHeader(value);
}

/** Whether a value is a valid `WebhookCustomHeaders`. */
export function isWebhookCustomHeaders(value: unknown): value is schema.WebhookCustomHeaders {
  return validators().WebhookCustomHeaders(value);
}

/** Whether a value is a valid `WebhookVersion`. */
export function isWebhookVersion(value: unknown): value is schema.WebhookVersion {
  return validators().WebhookVersion(value);
}

/** Whether a value is a valid `WebhookCreateRequest`. */
export function isWebhookCreateRequest(value: unknown): value is schema.WebhookCreateRequest {
  return validators().WebhookCreateRequest(value);
}

/** Whether a value is a valid `Webhook`. */
export function isWebhook(value: unknown): value is schema.Webhook {
  return validators().Webhook(value);
}

/** Whether a value is a valid `WebhookNotification`. */
export function isWebhookNotification(value: unknown): value is schema.WebhookNotification {
  return validators().WebhookNotification(value);
}

/** Whether a value is a valid `AlertNotification`. */
export function isAlertNotification(value: unknown): value is schema.AlertNotification {
  return validators().AlertNotification(value);
}

/** Whether a value is a valid `PingNotification`. */
export function isPingNotification(value: unknown): value is schema.PingNotification {
  return validators().PingNotification(value);
}

/** Whether a value is a valid `AlertEvent`. */
export function isAlertEvent(value: unknown): value is schema.AlertEvent {
  return validators().AlertEvent(value);
}

/** Whether a value is a valid `AlertDevice`. */
export function isAlertDevice(value: unknown): value is schema.AlertDevice {
  return validators().AlertDevice(value);
}

/** Whether a value is a valid `PingEvent`. */
export function isPingEvent(value: unknown): value is schema.PingEvent {
  return validators().PingEvent(value);
}
