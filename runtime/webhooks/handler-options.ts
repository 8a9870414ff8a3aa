import type { AlertNotification, PingNotification, WebhookNotification } from "../../generated/schema-types.js";
import { checkDedupeStore, createMemoryDedupeStore, positiveInteger, type DedupeStore } from "./dedupe.js";
import { MAX_TIMER_MS } from "../timers.js";
import { checkDeliveryQueue, DEFAULT_ENQUEUE_TIMEOUT_MS, type WebhookDeliveryQueue } from "../queue/hand-off.js";
import { WebhookConfigError, type WebhookPayloadIssue } from "./errors.js";
import type { WebhookHeaders } from "./headers.js";
import { checkValidator, type NotificationValidator, type UnknownNotification } from "./notification-schema.js";
import { DEFAULT_MAX_BODY_BYTES } from "./read-body.js";
import type { WebhookSecret } from "./secret.js";

/** What a callback learns about the delivery besides the notification itself. */
export interface WebhookContext {
  headers: WebhookHeaders;
  /** `X-Service-Request`, when sent. */
  requestId: string | undefined;
  /** `X-Service-Org-Id`, when sent. */
  orgId: string | undefined;
  timestampSeconds: number;
  /** Index of the secret that matched, for retiring old secrets after a rotation. */
  secretIndex: number;
  /**
   * True when the notification schema knows the body (onAlert and onPing see only these); false
   * for an UnknownNotification, which only onNotification sees, with `issues` saying why.
   */
  schemaValid: boolean;
  /** Why the schema does not know the body; empty when schemaValid or when no schema was given. */
  issues: readonly WebhookPayloadIssue[];
  /** The key the notification is deduplicated under: `event:<eventId>`, `request:<X-Service-Request>` or `body:<sha256>`. */
  dedupeKey: string;
  /** Aborted when `callbackTimeoutMs` has passed: stop the work, the claim was released for a retry. */
  signal: AbortSignal;
}

export type WebhookCallback<T> = (notification: T, context: WebhookContext) => unknown;

export interface WebhookHandlerOptions {
  secret: WebhookSecret;
  /**
   * The spec's notification schema (`fleetkit/webhooks` binds the bundled one). Without it, no body is
   * schema-valid: every notification goes to onNotification as an UnknownNotification.
   */
  validateNotification?: NotificationValidator;
  /** Schema-valid alerts; each notification goes to exactly one callback. */
  onAlert?: WebhookCallback<AlertNotification>;
  /** Schema-valid pings. */
  onPing?: WebhookCallback<PingNotification>;
  /**
   * Everything else that is authentic JSON: valid notifications without their own callback, and
   * unknown ones (2.0 payloads, Event Subscriptions, new event types) with `context.schemaValid` false.
   */
  onNotification?: WebhookCallback<WebhookNotification | UnknownNotification>;
  /** true: answer 400 `invalid_payload` to a body the schema does not know, (the behaviour of earlier versions). Default false. */
  strict?: boolean;
  /**
   * "accept" (default) passes alerts with a condition the reference does not list to onAlert,
   * so a new alert type does not fail until the service disables the webhook; "reject" answers
   * 400 like the reference's sample handler.
   */
  unknownAlertCondition?: "accept" | "reject";
  toleranceSeconds?: number;
  now?: () => number;
  /**
   * Where retries are recognised: default a per-process createMemoryDedupeStore(); give a shared
   * store (createRedisDedupeStore) when several processes receive; false turns it off.
   */
  dedupe?: DedupeStore | false;
  /** Default 1 MiB; larger bodies get 413 and are not read. */
  maxBodyBytes?: number;
  /** The whole body must arrive within this; default 10 000 ms, then 408 and the connection is closed. */
  bodyTimeoutMs?: number;
  /**
   * A callback not settled after this is given up: 500, context.signal aborted, the claim
   * released so a retry runs it again; default 30 000 ms. The claim's lease is this plus 2 s.
   */
  callbackTimeoutMs?: number;
  /**
   * Hand each verified notification to a queue instead of running a callback here (`createWebhookQueue` from
   * `fleetkit/queue`): one job per dedupe key, answered 202 once the queue has stored it, 503 when it cannot. The
   * callbacks then run in workers (`startWebhookWorker`), so onAlert, onPing, onNotification, dedupe and
   * callbackTimeoutMs are refused here.
   */
  queue?: WebhookDeliveryQueue;
  /** With `queue`: how long the queue has to store the job; default 2000 ms, then 503 and the service retries. */
  enqueueTimeoutMs?: number;
  /**
   * Sees the error behind every 400, 408, 500 and 503: log it, because a webhook that keeps failing
   * (a rotated secret, a framework that parses the body) may be disabled by the service (6.4.4).
   */
  onError?: (error: unknown, headers: WebhookHeaders) => void;
}

/** Added to callbackTimeoutMs for the lease: time for the release to reach the store. */
export const LEASE_MARGIN_MS = 2000;
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;
export const DEFAULT_CALLBACK_TIMEOUT_MS = 30_000;

export interface CheckedHandlerOptions {
  validator: NotificationValidator | undefined;
  dedupe: DedupeStore | undefined;
  maxBodyBytes: number;
  bodyTimeoutMs: number;
  callbackTimeoutMs: number;
  leaseMs: number;
  queue: WebhookDeliveryQueue | undefined;
  enqueueTimeoutMs: number;
}

/** Options that make no sense with a queue, because the work they configure happens in the workers. */
const INLINE_ONLY = ["onAlert", "onPing", "onNotification", "dedupe", "callbackTimeoutMs"] as const;

function checkQueueOptions(options: WebhookHandlerOptions): WebhookDeliveryQueue | undefined {
  if (options.queue === undefined) {
    if (options.enqueueTimeoutMs !== undefined)
      throw new WebhookConfigError("invalid_option", "enqueueTimeoutMs needs queue (createWebhookQueue).");
    return undefined;
  }
  const queue = checkDeliveryQueue(options.queue);
  const given = INLINE_ONLY.filter((name) => options[name] !== undefined);
  if (given.length > 0) {
    throw new WebhookConfigError(
      "invalid_option",
      `${given.join(", ")} cannot be combined with queue: the queue deduplicates by job id, and callbacks run in the workers; pass them to startWebhookWorker from "fleetkit/queue".`,
    );
  }
  return queue;
}

export function checkHandlerOptions(options: WebhookHandlerOptions): CheckedHandlerOptions {
  for (const name of ["onAlert", "onPing", "onNotification", "onError"] as const) {
    if (options[name] !== undefined && typeof options[name] !== "function") {
      throw new WebhookConfigError("invalid_option", `${name} must be a function.`);
    }
  }
  if (!["accept", "reject", undefined].includes(options.unknownAlertCondition)) {
    throw new WebhookConfigError("invalid_option", `unknownAlertCondition must be "accept" or "reject".`);
  }
  if (![true, false, undefined].includes(options.strict)) {
    throw new WebhookConfigError("invalid_option", `strict must be true or false, got ${String(options.strict)}.`);
  }
  const validator = checkValidator(options.validateNotification);
  if (options.strict && validator === undefined) {
    throw new WebhookConfigError(
      "invalid_option",
      'strict: true needs validateNotification (the schema to be strict about); createWebhookHandler from "fleetkit/webhooks" binds the bundled one.',
    );
  }
  const queue = checkQueueOptions(options);
  const callbackTimeoutMs = positiveInteger(
    "callbackTimeoutMs",
    options.callbackTimeoutMs ?? DEFAULT_CALLBACK_TIMEOUT_MS,
    MAX_TIMER_MS,
  );
  return {
    validator,
    dedupe:
      queue !== undefined
        ? undefined
        : options.dedupe === undefined
          ? createMemoryDedupeStore()
          : checkDedupeStore(options.dedupe),
    maxBodyBytes: positiveInteger("maxBodyBytes", options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
    bodyTimeoutMs: positiveInteger("bodyTimeoutMs", options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS, MAX_TIMER_MS),
    callbackTimeoutMs,
    leaseMs: callbackTimeoutMs + LEASE_MARGIN_MS,
    queue,
    enqueueTimeoutMs: positiveInteger(
      "enqueueTimeoutMs",
      options.enqueueTimeoutMs ?? DEFAULT_ENQUEUE_TIMEOUT_MS,
      MAX_TIMER_MS,
    ),
  };
}
