import { validate } from "../../generated/validators.js";
import type { WebhookNotification } from "../../generated/schema-types.js";
import { WebhookConfigError, WebhookVerificationError } from "./errors.js";
import { WEBHOOK_HEADERS, type WebhookHeaders } from "./headers.js";
import { decodeSecrets, type WebhookSecret } from "./secret.js";
import { computeSignature, signaturesEqual, type RawBody } from "./signature.js";
import { readSignatureHeaders, type SignatureHeaders } from "./signature-headers.js";

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
}

export interface VerifiedSignature {
  timestampSeconds: number;
  /** Which secret of the list matched: once only the newest matches, old ones can be dropped. */
  secretIndex: number;
}

/** @internal Shared with the handler, which validates its options once instead of per request. */
export function checkTolerance(toleranceSeconds: unknown = DEFAULT_TOLERANCE_SECONDS): number {
  if (typeof toleranceSeconds !== "number" || !Number.isFinite(toleranceSeconds) || toleranceSeconds < 0) {
    throw new WebhookConfigError("invalid_option", `toleranceSeconds must be a number of seconds >= 0 (0 turns the check off), got ${String(toleranceSeconds)}.`);
  }
  return toleranceSeconds;
}

/** @internal */
export function checkClock(now: unknown = Date.now): () => number {
  if (typeof now !== "function") {
    throw new WebhookConfigError("invalid_option", "now must be a function returning epoch milliseconds, like Date.now.");
  }
  return now as () => number;
}

/** @internal Rejects anything that is not raw bytes before any other check, with the fix. */
export function rawBody(body: unknown): RawBody {
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  const what = body === null || body === undefined ? "missing" : typeof body === "object" ? "an already-parsed object" : `a ${typeof body}`;
  throw new WebhookVerificationError("body_not_raw", `body is ${what}; pass the raw request body (string or Buffer) exactly as received, before any JSON parsing — e.g. express.raw({ type: "application/json" }) or await request.text().`);
}

function describeSkew(timestamp: string, skewSeconds: number, tolerance: number, nowMs: number): string {
  const direction = skewSeconds > 0 ? "in the past" : "in the future";
  const looksLikeMs = Math.abs(Number(timestamp) - nowMs) <= tolerance * 1000;
  const hint = looksLikeMs
    ? "it looks like milliseconds, but the header is in seconds"
    : "a replayed request, or a receiver clock that is off (sync it with NTP, or raise toleranceSeconds)";
  return `${WEBHOOK_HEADERS.timestamp} ${timestamp} is ${Math.abs(skewSeconds)} s ${direction}, outside the allowed ${tolerance} s: ${hint}.`;
}

/**
 * @internal HMAC check, then the clock check. Running the clock check second means a
 * `timestamp_out_of_tolerance` error always concerns an authentic request, so it points at clocks
 * or replays, never at a forgery.
 */
export function checkSignature(keys: readonly Buffer[], headers: SignatureHeaders, body: RawBody, tolerance: number, now: () => number): VerifiedSignature {
  let secretIndex = -1;
  for (let i = 0; i < keys.length && secretIndex < 0; i++) {
    const expected = computeSignature(keys[i]!, headers.timestamp, body);
    if (headers.signatures.some((received) => signaturesEqual(expected, received))) secretIndex = i;
  }
  if (secretIndex < 0) {
    throw new WebhookVerificationError("signature_mismatch", `${WEBHOOK_HEADERS.signature} does not match the body and timestamp under ${keys.length > 1 ? `any of the ${keys.length} secrets` : "the secret"}: the body was changed (parsed and re-serialised, decoded, trimmed) or the secret is not this webhook's.`);
  }
  const timestampSeconds = Number(headers.timestamp);
  if (tolerance > 0) {
    const nowMs = now();
    const skewSeconds = Math.floor(nowMs / 1000) - timestampSeconds;
    if (!(Math.abs(skewSeconds) <= tolerance)) {
      throw new WebhookVerificationError("timestamp_out_of_tolerance", describeSkew(headers.timestamp, skewSeconds, tolerance, nowMs));
    }
  }
  return { timestampSeconds, secretIndex };
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** @internal Only ever called on an authenticated body. */
export function parseNotification(body: RawBody): WebhookNotification {
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
  const result = validate("WebhookNotification", value);
  if (!result.valid) {
    const [first] = result.errors;
    const more = result.errors.length > 1 ? ` (and ${result.errors.length - 1} more)` : "";
    throw new WebhookVerificationError("invalid_payload", `body is not a valid notification: ${first?.message ?? "(root) is invalid"}${more}.`, result.errors);
  }
  return value as WebhookNotification;
}

/** Both entry points: the options checked and the body read once, then the signature and clock. */
function authenticate(options: VerifyWebhookOptions): { body: RawBody; verified: VerifiedSignature } {
  const keys = decodeSecrets(options.secret);
  const tolerance = checkTolerance(options.toleranceSeconds);
  const now = checkClock(options.now);
  const body = rawBody(options.body);
  return { body, verified: checkSignature(keys, readSignatureHeaders(options.headers), body, tolerance, now) };
}

/**
 * Authenticates a delivery without parsing it: useful to queue the raw body for later.
 * Throws WebhookVerificationError (request) or WebhookConfigError (options).
 */
export function verifyWebhookSignature(options: VerifyWebhookOptions): VerifiedSignature {
  return authenticate(options).verified;
}

/**
 * Authenticates a delivery (reference 6.5), then parses and schema-validates its body. JSON is
 * parsed only after the signature matched, and only the very bytes whose signature matched.
 */
export function verifyWebhook(options: VerifyWebhookOptions): WebhookNotification {
  return parseNotification(authenticate(options).body);
}
