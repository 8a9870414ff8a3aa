import { handOff, queuedDelivery } from "../queue/hand-off.js";
import { isKnownAlertCondition } from "./alert-conditions.js";
import { createAcceptor } from "./accept.js";
import { answer, type WebhookAnswer } from "./answer.js";
import { WebhookHandlerError, WebhookVerificationError } from "./errors.js";
import { WEBHOOK_HEADERS, getHeaderValues, type WebhookHeaders } from "./headers.js";
import { dedupeKeyOf } from "./dedupe-key.js";
import { checkHandlerOptions, type WebhookContext, type WebhookHandlerOptions } from "./handler-options.js";
import { invalidPayload, readNotification } from "./notification-schema.js";
import { decodeSecrets } from "./secret.js";
import { readSignatureHeaders } from "./signature-headers.js";
import { checkClock, checkSignature, checkTimestamp, checkTolerance } from "./verify.js";

/** A request as the core needs it, so both the Fetch and the Node adapter can feed it cheaply. */
export interface WebhookInput {
  method: string;
  headers: WebhookHeaders;
  /**
   * The body, or undefined once it is known to exceed `limit` (then it is not read further);
   * rejects with WebhookHandlerError `body_timeout` when it has not fully arrived after `timeoutMs`.
   */
  readBody(limit: number, timeoutMs: number): Promise<Uint8Array | undefined>;
}

export type { WebhookAnswer } from "./answer.js";

function firstHeader(headers: WebhookHeaders, name: string): string | undefined {
  return getHeaderValues(headers, name)[0];
}

/**
 * The handler's decisions (statuses documented on createWebhookHandler), independent of any HTTP
 * API so the Fetch and the Node adapter share them exactly. The signature headers and the
 * timestamp's age are checked before the body is read, so an unsigned or stale request costs no
 * body reading at all; the signature itself needs the body.
 */
export function createWebhookCore(options: WebhookHandlerOptions): (input: WebhookInput) => Promise<WebhookAnswer> {
  const keys = decodeSecrets(options.secret);
  const tolerance = checkTolerance(options.toleranceSeconds);
  const now = checkClock(options.now);
  const { validator, dedupe, maxBodyBytes, bodyTimeoutMs, callbackTimeoutMs, leaseMs, queue, enqueueTimeoutMs } =
    checkHandlerOptions(options);
  const { onError } = options;

  function report(error: unknown, headers: WebhookHeaders): void {
    try {
      onError?.(error, headers);
    } catch {
      // A failing logger must not turn a 400 into a 500 or leave the request unanswered.
    }
  }

  const accept = createAcceptor({ options, dedupe, leaseMs, callbackTimeoutMs, report });

  return async function handle({ method, headers, readBody }: WebhookInput): Promise<WebhookAnswer> {
    try {
      if (method !== "POST")
        return answer(405, { error: "method_not_allowed", message: "Webhook deliveries are POST requests." }, "POST");
      const signatureHeaders = readSignatureHeaders(headers);
      const timestampSeconds = checkTimestamp(signatureHeaders, tolerance, now);
      const body = await readBody(maxBodyBytes, bodyTimeoutMs);
      if (body === undefined)
        return answer(413, { error: "body_too_large", message: `The body exceeds ${maxBodyBytes} bytes.` });
      const secretIndex = checkSignature(keys, signatureHeaders, body);
      const read = readNotification(body, validator);
      if (!read.schemaValid && options.strict) throw invalidPayload(read.issues);
      if (
        read.schemaValid &&
        read.notification.eventType === "Alert" &&
        options.unknownAlertCondition === "reject" &&
        !isKnownAlertCondition(read.notification)
      ) {
        throw new WebhookVerificationError(
          "unknown_alert_condition",
          `alertConditionId ${JSON.stringify(read.notification.event.alertConditionId)} is not one this handler accepts.`,
        );
      }
      const requestId = firstHeader(headers, WEBHOOK_HEADERS.requestId);
      if (queue !== undefined) {
        return await handOff(queue, queuedDelivery(body, headers, read.notification, secretIndex), enqueueTimeoutMs);
      }
      const controller = new AbortController();
      const context: WebhookContext = {
        headers,
        requestId,
        orgId: firstHeader(headers, WEBHOOK_HEADERS.orgId),
        timestampSeconds,
        secretIndex,
        schemaValid: read.schemaValid,
        issues: read.issues,
        dedupeKey: dedupeKeyOf(read.notification, requestId, body),
        signal: controller.signal,
      };
      return await accept(read, context, controller);
    } catch (error) {
      report(error, headers);
      if (error instanceof WebhookVerificationError) return answer(400, { error: error.code, message: error.message });
      if (error instanceof WebhookHandlerError && error.code === "body_timeout")
        return answer(408, { error: error.code, message: `The body did not arrive within ${bodyTimeoutMs} ms.` });
      if (error instanceof WebhookHandlerError && error.code === "queue_failed")
        return answer(503, {
          error: error.code,
          message: "The notification could not be queued now; the delivery should be retried.",
        });
      if (error instanceof WebhookHandlerError)
        return answer(500, {
          error: error.code,
          message: "The notification could not be processed now; the delivery should be retried.",
        });
      return answer(500, {
        error: "handler_failed",
        message: "The webhook callback failed; the delivery should be retried.",
      });
    }
  };
}
