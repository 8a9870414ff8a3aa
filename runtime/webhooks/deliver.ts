import { randomUUID } from "node:crypto";
import type { WebhookNotification } from "../../generated/schema-types.js";
import { MAX_TIMER_MS } from "../timers.js";
import { FLEETKIT_VERSION } from "../version.js";
import { positiveInteger } from "./dedupe.js";
import { WebhookConfigError } from "./errors.js";
import { WEBHOOK_HEADERS } from "./headers.js";
import { decodeSecret } from "./secret.js";
import { computeSignature, SIGNATURE_VERSION, type RawBody } from "./signature.js";
import { checkClock } from "./verify.js";
import { checkValidator, type NotificationValidator } from "./notification-schema.js";
import {
  backoffSchedule,
  checkCustomHeaders,
  checkMaxAttempts,
  checkUrl,
  type BackoffOptions,
} from "./delivery-options.js";

/** Reference 6.3: `Service-Webhook/` and an opaque string; here the sender's version, for receivers' logs. */
export const DELIVERY_USER_AGENT = `Service-Webhook/fleetkit-${FLEETKIT_VERSION}`;

export interface DeliverWebhookOptions {
  url: string | URL;
  /** The webhook's Base64 secret key. */
  secret: string;
  /** A notification, serialised with JSON.stringify (and first validated, when validateNotification is given). Give this or `body`. */
  notification?: WebhookNotification;
  /** The spec's notification schema (`fleetkit/webhooks` binds the bundled one): a `notification` it rejects is not sent. */
  validateNotification?: NotificationValidator;
  /** Raw bytes sent and signed as they are: for testing how a receiver treats odd payloads. */
  body?: RawBody;
  /** At most 5; none may be a header the service sets. */
  customHeaders?: Readonly<Record<string, string>>;
  /** `X-Service-Org-Id`; defaults to the alert's `event.orgId`, and is omitted when unknown. */
  orgId?: string | number;
  /** 1 to 5, default 5. */
  maxAttempts?: number;
  backoff?: BackoffOptions;
  /** Per attempt; default 10 000 ms. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Called with each attempt's record as soon as it ends, before any wait for the next (e.g. to show progress). What it throws, deliverWebhook throws. */
  onAttempt?: (attempt: DeliveryAttempt) => void;
  /** Permits `http:` to 127.0.0.1, localhost and [::1] only. */
  allowInsecureLoopback?: boolean;
  /** Epoch milliseconds; default Date.now. Drives the signed timestamp and the report times. */
  now?: () => number;
}

export interface DeliveryAttempt {
  attempt: number;
  /** The receiver's status, when it answered. */
  status?: number;
  /** Why the attempt failed without a status (network error, timeout). */
  error?: string;
  /** Epoch milliseconds. */
  startedAt: number;
  durationMs: number;
  /** The wait before the next attempt, when another follows (a failed attempt before the last one). */
  retryInMs?: number;
}

export interface DeliveryReport {
  delivered: boolean;
  attempts: DeliveryAttempt[];
}

interface Envelope {
  eventId?: unknown;
  eventType?: unknown;
  event?: unknown;
}

function alertOrgId(envelope: Envelope): unknown {
  return typeof envelope.event === "object" && envelope.event !== null
    ? (envelope.event as { orgId?: unknown }).orgId
    : undefined;
}

function prepareBody(options: DeliverWebhookOptions): { body: RawBody; envelope: Envelope } {
  const { notification, body } = options;
  if ((notification === undefined) === (body === undefined)) {
    throw new WebhookConfigError(
      "invalid_option",
      "Give exactly one of notification (an object) or body (raw string or bytes).",
    );
  }
  if (notification !== undefined) {
    const validator = checkValidator(options.validateNotification);
    const result = validator?.(notification) ?? { valid: true };
    if (!result.valid) {
      throw new WebhookConfigError(
        "invalid_notification",
        `notification is invalid: ${result.errors[0]?.message}. Pass it as body to send it anyway.`,
      );
    }
    return { body: JSON.stringify(notification), envelope: notification };
  }
  if (typeof body !== "string" && !(body instanceof Uint8Array)) {
    throw new WebhookConfigError("invalid_option", "body must be a string or Uint8Array.");
  }
  try {
    const parsed: unknown = JSON.parse(typeof body === "string" ? body : Buffer.from(body).toString("utf8"));
    return { body, envelope: typeof parsed === "object" && parsed !== null ? parsed : {} };
  } catch {
    return { body, envelope: {} };
  }
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError") return "timed out";
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

/**
 * Sends a notification the way the service does (reference 6.1-6.4), for testing a receiver:
 * POST, a fresh timestamp and signature per attempt, at most 5 attempts with exponential backoff,
 * success only on 2xx, redirects counted as failures and never followed. Options are checked
 * before anything is sent; afterwards it never throws, every outcome is in the report.
 */
export async function deliverWebhook(options: DeliverWebhookOptions): Promise<DeliveryReport> {
  const url = checkUrl(options.url, options.allowInsecureLoopback === true);
  const key = decodeSecret(options.secret);
  const customHeaders = checkCustomHeaders(options.customHeaders);
  const maxAttempts = checkMaxAttempts(options.maxAttempts);
  const waitAfter = backoffSchedule(options.backoff);
  // A timer holds at most MAX_TIMER_MS: a longer timeout would fire after 1 ms (or throw inside the attempt).
  const timeoutMs = positiveInteger("timeoutMs", options.timeoutMs ?? 10_000, MAX_TIMER_MS);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (options.onAttempt !== undefined && typeof options.onAttempt !== "function") {
    throw new WebhookConfigError("invalid_option", "onAttempt must be a function that takes an attempt's record.");
  }
  const now = checkClock(options.now);
  const { body, envelope } = prepareBody(options);
  // fetch's types want bytes backed by a plain ArrayBuffer; one copy up front serves every attempt.
  const payload = typeof body === "string" ? body : new Uint8Array(body);

  const fixedHeaders: Record<string, string> = {
    [WEBHOOK_HEADERS.contentType]: "application/json",
    [WEBHOOK_HEADERS.userAgent]: DELIVERY_USER_AGENT,
    [WEBHOOK_HEADERS.requestId]:
      typeof envelope.eventId === "string" && envelope.eventId ? envelope.eventId : randomUUID(),
  };
  if (typeof envelope.eventType === "string") fixedHeaders[WEBHOOK_HEADERS.eventType] = envelope.eventType;
  const orgId = options.orgId ?? alertOrgId(envelope);
  if (typeof orgId === "string" || typeof orgId === "number") fixedHeaders[WEBHOOK_HEADERS.orgId] = String(orgId);

  const attempts: DeliveryAttempt[] = [];
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const retryInMs = attempts.at(-1)?.retryInMs;
    if (retryInMs !== undefined) await new Promise((resolve) => setTimeout(resolve, retryInMs));
    const startedAt = now();
    const timestamp = String(Math.floor(startedAt / 1000));
    const signature = `${SIGNATURE_VERSION}=${computeSignature(key, timestamp, body)}`;
    const record: DeliveryAttempt = { attempt, startedAt, durationMs: 0 };
    const started = performance.now();
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: [
          ...Object.entries(fixedHeaders),
          [WEBHOOK_HEADERS.timestamp, timestamp],
          [WEBHOOK_HEADERS.signature, signature],
          ...customHeaders,
        ],
        body: payload,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      record.status = response.status;
      await response.body?.cancel().catch(() => {});
    } catch (error) {
      record.error = describeFailure(error);
    }
    record.durationMs = Math.round((performance.now() - started) * 1000) / 1000;
    const delivered = record.status !== undefined && record.status >= 200 && record.status < 300;
    if (!delivered && attempt < maxAttempts) record.retryInMs = waitAfter(attempt);
    attempts.push(record);
    options.onAttempt?.({ ...record });
    if (delivered) return { delivered: true, attempts };
  }
  return { delivered: false, attempts };
}
