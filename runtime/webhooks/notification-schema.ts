import type { WebhookNotification } from "../../generated/schema-types.js";
import { WebhookConfigError, WebhookVerificationError, type WebhookPayloadIssue } from "./errors.js";
import type { RawBody } from "./signature.js";

/** What a notification validator answers; the generated `validate` returns this shape. */
export type NotificationValidation = { valid: true } | { valid: false; errors: readonly WebhookPayloadIssue[] };

/**
 * Checks a parsed body against the notification schema of a spec. The runtime holds no schema of
 * its own: `fleetkit/webhooks` binds the bundled spec's `WebhookNotification`; without one, every body is
 * accepted as an UnknownNotification.
 */
export type NotificationValidator = (value: unknown) => NotificationValidation;

/**
 * An authentic JSON object that is not a notification the schema knows: a 2.0 payload
 * (`{eventId, eventTime, eventType: "AlertIncident", orgId, webhookId, data}`), an Event Subscription,
 * an unknown `eventType`, an Alert with fields missing. Passed on as parsed, never reshaped.
 */
export interface UnknownNotification {
  readonly eventType?: unknown;
  readonly eventId?: unknown;
  readonly [field: string]: unknown;
}

/** A parsed body and whether the schema vouches for it. */
export type ReadNotification =
  | { notification: WebhookNotification; schemaValid: true; issues: readonly [] }
  | { notification: UnknownNotification; schemaValid: false; issues: readonly WebhookPayloadIssue[] };

/** @internal Rejects a validator that is not a function at once, with the fix. */
export function checkValidator(validator: unknown): NotificationValidator | undefined {
  if (validator === undefined || typeof validator === "function") return validator as NotificationValidator | undefined;
  throw new WebhookConfigError(
    "invalid_option",
    'validateNotification must be a function (value) => { valid: true } | { valid: false, errors }, like the generated validate("WebhookNotification", value).',
  );
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** @internal Only ever called on an authenticated body: strict UTF-8, JSON, an object. */
export function parseJsonObject(body: RawBody): Record<string, unknown> {
  let text: string;
  try {
    text = typeof body === "string" ? body : utf8.decode(body);
  } catch {
    throw new WebhookVerificationError("invalid_json", "body is not valid UTF-8, so it cannot be JSON.");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new WebhookVerificationError("invalid_json", `body is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const what = value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
    throw new WebhookVerificationError(
      "invalid_payload",
      `body is JSON ${what}, not an object; every notification is a JSON object.`,
    );
  }
  return value as Record<string, unknown>;
}

/** @internal Parses an authentic body and asks the validator, when there is one, whether it knows it. */
export function readNotification(body: RawBody, validator: NotificationValidator | undefined): ReadNotification {
  const value = parseJsonObject(body);
  if (validator === undefined) return { notification: value, schemaValid: false, issues: [] };
  const result = validator(value);
  if (result.valid) return { notification: value as unknown as WebhookNotification, schemaValid: true, issues: [] };
  return { notification: value, schemaValid: false, issues: result.errors };
}

/** @internal The error for a body the schema rejects, where only valid notifications are wanted. */
export function invalidPayload(issues: readonly WebhookPayloadIssue[]): WebhookVerificationError {
  const [first] = issues;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return new WebhookVerificationError(
    "invalid_payload",
    `body is not a valid notification: ${first?.message ?? "(root) is invalid"}${more}.`,
    issues,
  );
}
