// The webhook API bound to this package's own spec: the generic functions of runtime/webhooks, with the bundled
// `WebhookNotification` schema (spec/fleet-api.yaml, compiled into generated/validators) as their validator.
import type { AlertNotification, PingNotification, WebhookNotification } from "../generated/schema-types.js";
import { validate } from "../generated/validators.js";
import {
  createAlert as createAnyAlert,
  createPing as createAnyPing,
  createWebhookHandler as createAnyWebhookHandler,
  deliverWebhook as deliverAnyWebhook,
  type CreateAlertOptions,
  type DeliverWebhookOptions,
  type DeliveryReport,
  type NotificationEnvelopeOptions,
  type NotificationValidator,
  type VerifyWebhookOptions,
  type WebhookHandler,
  type WebhookHandlerOptions,
} from "../runtime/webhooks/index.js";
import { verifyWith } from "../runtime/webhooks/verify.js";

export * from "../runtime/webhooks/index.js";

/** The bundled spec's `WebhookNotification` schema (a 1.0 Alert or Ping), in the form the webhook functions take. */
export const validateWebhookNotification: NotificationValidator = (value) => validate("WebhookNotification", value);

function withSchema<T extends { validateNotification?: NotificationValidator }>(options: T): T {
  return { ...options, validateNotification: options?.validateNotification ?? validateWebhookNotification };
}

/** verifyWebhook against the bundled schema: returns a valid notification, or throws `invalid_payload`. */
export function verifyWebhook(options: VerifyWebhookOptions): WebhookNotification {
  // Called per delivery: the options are not copied, as withSchema would.
  return verifyWith(options, options?.validateNotification ?? validateWebhookNotification) as WebhookNotification;
}

/** createWebhookHandler with the bundled schema: onAlert/onPing get valid 1.0 notifications, the rest onNotification. */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  return createAnyWebhookHandler(withSchema(options));
}

/** deliverWebhook that refuses a `notification` the bundled schema rejects (`body` is sent as given). */
export function deliverWebhook(options: DeliverWebhookOptions): Promise<DeliveryReport> {
  return deliverAnyWebhook(withSchema(options));
}

/** A Ping checked against the bundled schema. */
export function createPing(options: NotificationEnvelopeOptions = {}): PingNotification {
  return createAnyPing(withSchema(options));
}

/** An Alert checked against the bundled schema. */
export function createAlert(options: CreateAlertOptions = {}): AlertNotification {
  return createAnyAlert(withSchema(options));
}
