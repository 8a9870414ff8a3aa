import type { AlertNotification, PingNotification, WebhookNotification } from "../../generated/schema-types.js";
import type { DedupeStore } from "./dedupe.js";
import { WebhookConfigError } from "./errors.js";
import type { WebhookHeaders } from "./headers.js";
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
}

export type WebhookCallback<T> = (notification: T, context: WebhookContext) => unknown;

export interface WebhookHandlerOptions {
  secret: WebhookSecret;
  /** Each notification goes to exactly one callback: onAlert/onPing when given, else onNotification. */
  onAlert?: WebhookCallback<AlertNotification>;
  onPing?: WebhookCallback<PingNotification>;
  onNotification?: WebhookCallback<WebhookNotification>;
  /**
   * "accept" (default) passes alerts with a condition the reference does not list to onAlert,
   * so a new alert type does not fail until the service disables the webhook; "reject" answers
   * 400 like the reference's sample handler.
   */
  unknownAlertCondition?: "accept" | "reject";
  toleranceSeconds?: number;
  now?: () => number;
  /** Consulted with eventId (else X-Service-Request); retries already accepted get 200 without a callback. */
  dedupe?: DedupeStore;
  /** Default 1 MiB; larger bodies get 413 and are not read. */
  maxBodyBytes?: number;
  /**
   * Sees the error behind every 400 and 500: log it, because a webhook that keeps failing (a
   * rotated secret, a framework that parses the body) may be disabled by the service (6.4.4).
   */
  onError?: (error: unknown, headers: WebhookHeaders) => void;
}

export function checkHandlerOptions(options: WebhookHandlerOptions): void {
  for (const name of ["onAlert", "onPing", "onNotification", "onError"] as const) {
    if (options[name] !== undefined && typeof options[name] !== "function") {
      throw new WebhookConfigError("invalid_option", `${name} must be a function.`);
    }
  }
  if (!["accept", "reject", undefined].includes(options.unknownAlertCondition)) {
    throw new WebhookConfigError("invalid_option", `unknownAlertCondition must be "accept" or "reject".`);
  }
  const dedupe = options.dedupe;
  if (dedupe !== undefined && (typeof dedupe?.has !== "function" || typeof dedupe.add !== "function")) {
    throw new WebhookConfigError("invalid_option", "dedupe must have has(key) and add(key) methods, e.g. createMemoryDedupeStore().");
  }
  const max = options.maxBodyBytes;
  if (max !== undefined && (!Number.isSafeInteger(max) || max <= 0)) {
    throw new WebhookConfigError("invalid_option", `maxBodyBytes must be a positive integer, got ${String(max)}.`);
  }
}
