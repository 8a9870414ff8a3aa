import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookConfigError } from "./errors.js";
import { WEBHOOK_HEADERS } from "./headers.js";
import { decodeSecret } from "./secret.js";

/** The only signature scheme the service uses (reference 6.5.1, 9.3). */
export const SIGNATURE_VERSION = "v1";

/** A request body exactly as it travels on the wire. */
export type RawBody = string | Uint8Array;

/**
 * HMAC-SHA256 over `v1:<timestamp>:<body>` (reference 6.5.3). The timestamp is hashed as the
 * exact header text, and a string body as its UTF-8 bytes, so nothing is re-serialised.
 */
export function computeSignature(key: Uint8Array, timestamp: string, body: RawBody): Buffer {
  return createHmac("sha256", key).update(`${SIGNATURE_VERSION}:${timestamp}:`).update(body).digest();
}

/** Constant-time equality; the length test comes first because timingSafeEqual throws on it. */
export function signaturesEqual(expected: Uint8Array, received: Uint8Array): boolean {
  return expected.length === received.length && timingSafeEqual(expected, received);
}

export interface SignWebhookOptions {
  /** The webhook's secret key, Base64 as the dashboard shows it. */
  secret: string;
  body: RawBody;
  /** Unix seconds; defaults to now. A string is used verbatim and must be all digits. */
  timestamp?: number | string;
}

export interface SignedWebhook {
  /** `X-Service-Timestamp` value. */
  timestamp: string;
  /** `X-Service-Signature` value: `v1=` + lowercase hex. */
  signature: string;
  /** Both, keyed by header name, ready to spread into a request's headers. */
  headers: { "X-Service-Timestamp": string; "X-Service-Signature": string };
}

function timestampText(timestamp: number | string | undefined): string {
  if (timestamp === undefined) return String(Math.floor(Date.now() / 1000));
  if (typeof timestamp === "number" && Number.isSafeInteger(timestamp) && timestamp >= 0) return String(timestamp);
  if (typeof timestamp === "string" && /^[0-9]+$/.test(timestamp)) return timestamp;
  throw new WebhookConfigError(
    "invalid_option",
    `timestamp must be whole Unix seconds (a non-negative integer or a string of digits), got ${JSON.stringify(timestamp)}.`,
  );
}

/** Produces the two signature headers the service would send for `body` (reference 6.3, 6.5). */
export function signWebhook(options: SignWebhookOptions): SignedWebhook {
  const key = decodeSecret(options.secret);
  if (typeof options.body !== "string" && !(options.body instanceof Uint8Array)) {
    throw new WebhookConfigError(
      "invalid_option",
      "body must be the raw request body as a string or Uint8Array; serialise objects with JSON.stringify first.",
    );
  }
  const timestamp = timestampText(options.timestamp);
  const signature = `${SIGNATURE_VERSION}=${computeSignature(key, timestamp, options.body).toString("hex")}`;
  return {
    timestamp,
    signature,
    headers: { [WEBHOOK_HEADERS.timestamp]: timestamp, [WEBHOOK_HEADERS.signature]: signature },
  };
}
