import type { WebhookNotification } from "../../generated/schema-types.js";
import { isKnownAlertCondition } from "./alert-conditions.js";
import { WebhookVerificationError } from "./errors.js";
import { WEBHOOK_HEADERS, getHeaderValues, type WebhookHeaders } from "./headers.js";
import { checkHandlerOptions, type WebhookContext, type WebhookHandlerOptions } from "./handler-options.js";
import { DEFAULT_MAX_BODY_BYTES } from "./read-body.js";
import { decodeSecrets } from "./secret.js";
import { readSignatureHeaders } from "./signature-headers.js";
import { checkClock, checkSignature, checkTolerance, parseNotification } from "./verify.js";

/** A request as the core needs it, so both the Fetch and the Node adapter can feed it cheaply. */
export interface WebhookInput {
  method: string;
  headers: WebhookHeaders;
  /** The body, or undefined once it is known to exceed `limit` (then it is not read further). */
  readBody(limit: number): Promise<Uint8Array | undefined>;
}

export interface WebhookAnswer {
  status: number;
  /** JSON text. */
  body: string;
  allow?: string;
}

function answer(status: number, body: object, allow?: string): WebhookAnswer {
  return { status, body: JSON.stringify(body), ...(allow ? { allow } : {}) };
}

function firstHeader(headers: WebhookHeaders, name: string): string | undefined {
  return getHeaderValues(headers, name)[0];
}

/**
 * The handler's decisions (statuses documented on createWebhookHandler), independent of any HTTP
 * API so the Fetch and the Node adapter share them exactly. The signature headers are checked
 * before the body is read, so an unsigned request costs no body reading at all.
 */
export function createWebhookCore(options: WebhookHandlerOptions): (input: WebhookInput) => Promise<WebhookAnswer> {
  const keys = decodeSecrets(options.secret);
  const tolerance = checkTolerance(options.toleranceSeconds);
  const now = checkClock(options.now);
  checkHandlerOptions(options);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const { dedupe, onError } = options;
  const inFlight = new Set<string>();

  function dispatch(notification: WebhookNotification, context: WebhookContext): unknown {
    if (notification.eventType === "Alert" && options.onAlert) return options.onAlert(notification, context);
    if (notification.eventType === "Ping" && options.onPing) return options.onPing(notification, context);
    return options.onNotification?.(notification, context);
  }

  async function accept(notification: WebhookNotification, context: WebhookContext): Promise<WebhookAnswer> {
    const key = notification.eventId || context.requestId;
    if (dedupe === undefined || !key) {
      await dispatch(notification, context);
      return answer(200, { received: true });
    }
    if (inFlight.has(key)) return answer(409, { error: "in_progress", message: "This notification is being processed; retry later." });
    inFlight.add(key);
    try {
      if (await dedupe.has(key)) return answer(200, { received: true, duplicate: true });
      await dispatch(notification, context);
      await dedupe.add(key);
      return answer(200, { received: true });
    } finally {
      inFlight.delete(key);
    }
  }

  function report(error: unknown, headers: WebhookHeaders): void {
    try {
      onError?.(error, headers);
    } catch {
      // A failing logger must not turn a 400 into a 500 or leave the request unanswered.
    }
  }

  return async function handle({ method, headers, readBody }: WebhookInput): Promise<WebhookAnswer> {
    try {
      if (method !== "POST") return answer(405, { error: "method_not_allowed", message: "Webhook deliveries are POST requests." }, "POST");
      const signatureHeaders = readSignatureHeaders(headers);
      const body = await readBody(maxBodyBytes);
      if (body === undefined) return answer(413, { error: "body_too_large", message: `The body exceeds ${maxBodyBytes} bytes.` });
      const verified = checkSignature(keys, signatureHeaders, body, tolerance, now);
      const notification = parseNotification(body);
      if (notification.eventType === "Alert" && options.unknownAlertCondition === "reject" && !isKnownAlertCondition(notification)) {
        throw new WebhookVerificationError("unknown_alert_condition", `alertConditionId ${JSON.stringify(notification.event.alertConditionId)} is not one this handler accepts.`);
      }
      const context: WebhookContext = {
        headers,
        requestId: firstHeader(headers, WEBHOOK_HEADERS.requestId),
        orgId: firstHeader(headers, WEBHOOK_HEADERS.orgId),
        ...verified,
      };
      return await accept(notification, context);
    } catch (error) {
      report(error, headers);
      if (error instanceof WebhookVerificationError) return answer(400, { error: error.code, message: error.message });
      return answer(500, { error: "handler_failed", message: "The webhook callback failed; the delivery should be retried." });
    }
  };
}
