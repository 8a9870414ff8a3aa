import type { WebhookNotification } from "../../generated/schema-types.js";
import { WebhookConfigError, WebhookVerificationError } from "./errors.js";
import { WEBHOOK_HEADERS, type WebhookHeaders } from "./headers.js";
import { decodeSecrets, type WebhookSecret } from "./secret.js";
import { computeSignature, signaturesEqual, type RawBody } from "./signature.js";
import { readSignatureHeaders, type SignatureHeaders } from "./signature-headers.js";
import {
  checkValidator,
  invalidPayload,
  parseJsonObject,
  type NotificationValidator,
  type UnknownNotification,
} from "./notification-schema.js";

/** Replay window (beyond the reference): how far a timestamp may be from the receiver's clock. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export interface VerifyWebhookOptions {
  /** Base64 secret, or a list while rotating (any one matching passes). */
  secret: WebhookSecret;
  headers: WebhookHeaders;
  /** The body exactly as received: string, Buffer/Uint8Array or ArrayBuffer. Never a parsed object. */
  body: RawBody | ArrayBuffer;
  /** Default 300; 0 turns the timestamp check off. */
  toleranceSeconds?: number;
  /** Clock in epoch milliseconds, like Date.now (the default). */
  now?: () => number;
  /** The spec's notification schema; `fleetkit/webhooks` binds the bundled one. Used by verifyWebhook only. */
  validateNotification?: NotificationValidator;
}

export interface VerifiedSignature {
  timestampSeconds: number;
  /** Which secret of the list matched: once only the newest matches, old ones can be dropped. */
  secretIndex: number;
}

/** @internal Shared with the handler, which validates its options once instead of per request. */
export function checkTolerance(toleranceSeconds: unknown = DEFAULT_TOLERANCE_SECONDS): number {
  if (typeof toleranceSeconds !== "number" || !Number.isFinite(toleranceSeconds) || toleranceSeconds < 0) {
    throw new WebhookConfigError(
      "invalid_option",
      `toleranceSeconds must be a number of seconds >= 0 (0 turns the check off), got ${String(toleranceSeconds)}.`,
    );
  }
  return toleranceSeconds;
}

/** @internal */
export function checkClock(now: unknown = Date.now): () => number {
  if (typeof now !== "function") {
    throw new WebhookConfigError(
      "invalid_option",
      "now must be a function returning epoch milliseconds, like Date.now.",
    );
  }
  return now as () => number;
}

/** @internal Rejects anything that is not raw bytes before any other check, with the fix. */
export function rawBody(body: unknown): RawBody {
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  const what =
    body === null || body === undefined
      ? "missing"
      : typeof body === "object"
        ? "an already-parsed object"
        : `a ${typeof body}`;
  throw new WebhookVerificationError(
    "body_not_raw",
    `body is ${what}; pass the raw request body (string or Buffer) exactly as received, before any JSON parsing — e.g. express.raw({ type: "application/json" }) or await request.text().`,
  );
}

function describeSkew(timestamp: string, skewSeconds: number, tolerance: number, nowMs: number): string {
  const direction = skewSeconds > 0 ? "in the past" : "in the future";
  const looksLikeMs = Math.abs(Number(timestamp) - nowMs) <= tolerance * 1000;
  const hint = looksLikeMs
    ? "it looks like milliseconds, but the header is in seconds"
    : "a replayed request, or a receiver clock that is off (sync it with NTP, or raise toleranceSeconds)";
  return `${WEBHOOK_HEADERS.timestamp} ${timestamp} is ${Math.abs(skewSeconds)} s ${direction}, outside the allowed ${tolerance} s: ${hint}.`;
}

/** @internal HMAC check of the body under each key; returns the index of the key that matched. */
export function checkSignature(keys: readonly Buffer[], headers: SignatureHeaders, body: RawBody): number {
  for (let i = 0; i < keys.length; i++) {
    const expected = computeSignature(keys[i]!, headers.timestamp, body);
    for (const received of headers.signatures) if (signaturesEqual(expected, received)) return i;
  }
  throw new WebhookVerificationError(
    "signature_mismatch",
    `${WEBHOOK_HEADERS.signature} does not match the body and timestamp under ${keys.length > 1 ? `any of the ${keys.length} secrets` : "the secret"}: the body was changed (parsed and re-serialised, decoded, trimmed) or the secret is not this webhook's.`,
  );
}

/** @internal The replay window; a tolerance of 0 turns it off. Needs only the header, not the body. */
export function checkTimestamp(headers: SignatureHeaders, tolerance: number, now: () => number): number {
  const { timestamp, seconds: timestampSeconds } = headers;
  if (tolerance > 0) {
    const nowMs = now();
    const skewSeconds = Math.floor(nowMs / 1000) - timestampSeconds;
    if (!(Math.abs(skewSeconds) <= tolerance)) {
      throw new WebhookVerificationError(
        "timestamp_out_of_tolerance",
        describeSkew(timestamp, skewSeconds, tolerance, nowMs),
      );
    }
  }
  return timestampSeconds;
}

/**
 * Both entry points: the options checked and the body read once, then the signature and the
 * clock. The clock comes second here, so a `timestamp_out_of_tolerance` error from verifyWebhook
 * always concerns an authentic request: a clock problem or a replay, never a forgery.
 */
function authenticate(options: VerifyWebhookOptions): { body: RawBody; verified: VerifiedSignature } {
  const keys = decodeSecrets(options.secret);
  const tolerance = checkTolerance(options.toleranceSeconds);
  const now = checkClock(options.now);
  const body = rawBody(options.body);
  const headers = readSignatureHeaders(options.headers);
  const secretIndex = checkSignature(keys, headers, body);
  return { body, verified: { timestampSeconds: checkTimestamp(headers, tolerance, now), secretIndex } };
}

/**
 * Authenticates a delivery without parsing it: useful to queue the raw body for later.
 * Throws WebhookVerificationError (request) or WebhookConfigError (options).
 */
export function verifyWebhookSignature(options: VerifyWebhookOptions): VerifiedSignature {
  return authenticate(options).verified;
}

/**
 * Authenticates a delivery (reference 6.5), then parses its body. JSON is parsed only after the
 * signature matched, and only the very bytes whose signature matched. With `validateNotification`
 * the body must be a notification the schema knows (else `invalid_payload`) and is typed as one;
 * without, any JSON object is returned as an UnknownNotification.
 */
export function verifyWebhook(
  options: VerifyWebhookOptions & { validateNotification: NotificationValidator },
): WebhookNotification;
export function verifyWebhook(options: VerifyWebhookOptions): WebhookNotification | UnknownNotification;
export function verifyWebhook(options: VerifyWebhookOptions): WebhookNotification | UnknownNotification {
  return verifyWith(options, options.validateNotification);
}

/** @internal verifyWebhook with the validator apart from the options, so a binding need not copy them per call. */
export function verifyWith(
  options: VerifyWebhookOptions,
  validateNotification: NotificationValidator | undefined,
): WebhookNotification | UnknownNotification {
  const validator = checkValidator(validateNotification);
  // readNotification's steps without its result object: this runs once per delivery.
  const value = parseJsonObject(authenticate(options).body);
  if (validator === undefined) return value;
  const result = validator(value);
  if (!result.valid) throw invalidPayload(result.errors);
  return value as unknown as WebhookNotification;
}
