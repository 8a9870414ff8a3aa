export { KNOWN_ALERT_CONDITION_IDS, isKnownAlertCondition } from "./alert-conditions.js";
export type { KnownAlertConditionId, KnownAlertNotification } from "./alert-conditions.js";
export { createMemoryDedupeStore } from "./dedupe.js";
export type { ClaimResult, DedupeStore, MemoryDedupeStore, MemoryDedupeStoreOptions } from "./dedupe.js";
export { DELIVERY_USER_AGENT, deliverWebhook } from "./deliver.js";
export type { DeliverWebhookOptions, DeliveryAttempt, DeliveryReport } from "./deliver.js";
export { MAX_CUSTOM_HEADERS, MAX_DELIVERY_ATTEMPTS } from "./delivery-options.js";
export type { BackoffOptions } from "./delivery-options.js";
export { WebhookConfigError, WebhookHandlerError, WebhookVerificationError } from "./errors.js";
export type {
  WebhookConfigErrorCode,
  WebhookConfigErrorDetails,
  WebhookUrlProblem,
  WebhookHandlerErrorCode,
  WebhookPayloadIssue,
  WebhookVerificationErrorCode,
} from "./errors.js";
export { createWebhookHandler } from "./handler.js";
export type { WebhookHandler } from "./handler.js";
export { DEFAULT_BODY_TIMEOUT_MS, DEFAULT_CALLBACK_TIMEOUT_MS, LEASE_MARGIN_MS } from "./handler-options.js";
export { DEFAULT_ENQUEUE_TIMEOUT_MS } from "../queue/hand-off.js";
export type { QueuedDelivery, WebhookDeliveryQueue } from "../queue/hand-off.js";
export type { WebhookCallback, WebhookContext, WebhookHandlerOptions } from "./handler-options.js";
export { WEBHOOK_HEADERS, getHeaderValues } from "./headers.js";
export type { WebhookHeaders } from "./headers.js";
export type { NotificationValidation, NotificationValidator, UnknownNotification } from "./notification-schema.js";
export { createAlert, createPing } from "./notifications.js";
export type { CreateAlertOptions, NotificationEnvelopeOptions } from "./notifications.js";
export { DEFAULT_MAX_BODY_BYTES } from "./read-body.js";
export type { WebhookSecret } from "./secret.js";
export { SIGNATURE_VERSION, signWebhook } from "./signature.js";
export type { RawBody, SignWebhookOptions, SignedWebhook } from "./signature.js";
export { MAX_SIGNATURE_ENTRIES } from "./signature-headers.js";
export { DEFAULT_TOLERANCE_SECONDS, verifyWebhook, verifyWebhookSignature } from "./verify.js";
export type { VerifiedSignature, VerifyWebhookOptions } from "./verify.js";
