// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npm run generate`.

import * as compiled from "./validators-standalone.js";
import type { ScopeName, PaginationInfo, ListEnvelope, Vehicle, VehicleList, DriverVehicleAssignment, DriverVehicleAssignmentList, DriverCreateRequest, ApiToken, WebhookCustomHeader, Webhook, WebhookNotification, AlertNotification, PingNotification, AlertEvent, AlertDevice, PingEvent } from "./schema-types.js";
/** Every component schema with a precompiled validator. */
export const SCHEMA_NAMES = ["ScopeName", "PaginationInfo", "ListEnvelope", "Vehicle", "VehicleList", "DriverVehicleAssignment", "DriverVehicleAssignmentList", "DriverCreateRequest", "ApiToken", "WebhookCustomHeader", "Webhook", "WebhookNotification", "AlertNotification", "PingNotification", "AlertEvent", "AlertDevice", "PingEvent"] as const;
export type SchemaName = (typeof SCHEMA_NAMES)[number];

/** The TypeScript type of each schema. */
export interface SchemaTypes {
  ScopeName: ScopeName;
  PaginationInfo: PaginationInfo;
  ListEnvelope: ListEnvelope;
  Vehicle: Vehicle;
  VehicleList: VehicleList;
  DriverVehicleAssignment: DriverVehicleAssignment;
  DriverVehicleAssignmentList: DriverVehicleAssignmentList;
  DriverCreateRequest: DriverCreateRequest;
  ApiToken: ApiToken;
  WebhookCustomHeader: WebhookCustomHeader;
  Webhook: Webhook;
  WebhookNotification: WebhookNotification;
  AlertNotification: AlertNotification;
  PingNotification: PingNotification;
  AlertEvent: AlertEvent;
  AlertDevice: AlertDevice;
  PingEvent: PingEvent;
}

/** One broken rule: where (a JSON pointer into the value) and what. */
export interface ValidationIssue {
  /** JSON pointer into the validated value, "" for the value itself. */
  pointer: string;
  /** The JSON Schema keyword that failed, e.g. `required`, `const`, `maxItems`. */
  keyword: string;
  /** A readable sentence that starts with the pointer. */
  message: string;
}

export type ValidationResult = { valid: true } | { valid: false; errors: ValidationIssue[] };

/** A value does not match its schema; `errors` lists every broken rule. */
export class SchemaValidationError extends Error {
  override name = "SchemaValidationError";

  constructor(readonly schema: SchemaName, readonly errors: ValidationIssue[]) {
    super(`value does not match ${schema}:\n${errors.map((e) => "  " + e.message).join("\n")}`);
  }
}

type CompiledError = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };
type CompiledValidator = ((value: unknown) => boolean) & { errors?: CompiledError[] | null };
const validators: Record<SchemaName, CompiledValidator> = compiled as unknown as Record<SchemaName, CompiledValidator>;
/** Sentences for patterns, from the spec's x-fleetkit-pattern-hint notes. */
const PATTERN_HINTS: Record<string, string> = {
  "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$": "must be Base64 (A-Z, a-z, 0-9, + and /, padded with = to a multiple of 4 characters)",
  "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$": "must be an HTTP header name (letters, digits and !#$%&'*+.^_`|~- only)",
  "^https://[^/?#\\s]+": "must be an https:// URL (the reference requires HTTPS for webhooks)",
  };

function describe(error: CompiledError): ValidationIssue {
  const p = error.params;
  let pointer = error.instancePath;
  let message = error.message ?? error.keyword;
  if (error.keyword === "required") {
    pointer += "/" + String(p.missingProperty);
    message = "is required";
  } else if (error.keyword === "additionalProperties") {
    pointer += "/" + String(p.additionalProperty);
    message = "is not allowed here";
  } else if (error.keyword === "discriminator") {
    pointer += "/" + String(p.tag);
    message = p.tagValue === undefined ? "is required" : "is not one of the union's values: " + JSON.stringify(p.tagValue);
  } else if (error.keyword === "pattern" && Object.hasOwn(PATTERN_HINTS, String(p.pattern))) {
    message = PATTERN_HINTS[String(p.pattern)]!;
  } else if (error.keyword === "const") message += " " + JSON.stringify(p.allowedValue);
  else if (error.keyword === "enum") message += ": " + (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ");
  return { pointer, keyword: error.keyword, message: (pointer === "" ? "(root)" : pointer) + " " + message };
}

/** Validates a value against a component schema of the spec, with precompiled code (no schema compilation at run time). */
export function validate(schema: SchemaName, value: unknown): ValidationResult {
  const check = Object.hasOwn(validators, schema) ? validators[schema] : undefined;
  if (!check) throw new TypeError(`unknown schema ${JSON.stringify(schema)}; expected one of: ${SCHEMA_NAMES.join(", ")}`);
  if (check(value)) return { valid: true };
  return { valid: false, errors: (check.errors ?? []).map(describe) };
}

/** Returns the value typed by its schema, or throws `SchemaValidationError` listing every broken rule. */
export function assertValid<N extends SchemaName>(schema: N, value: unknown): SchemaTypes[N] {
  const result = validate(schema, value);
  if (!result.valid) throw new SchemaValidationError(schema, result.errors);
  return value as SchemaTypes[N];
}

/** Whether a value is a valid `ScopeName`. */
export function isScopeName(value: unknown): value is ScopeName {
  return validators.ScopeName(value);
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
