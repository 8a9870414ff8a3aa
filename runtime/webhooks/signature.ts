import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookConfigError } from "./errors.js";
import { WEBHOOK_HEADERS } from "./headers.js";
import { decodeSecret } from "./secret.js";

/** The only signature scheme the service uses (reference 6.5.1, 9.3). */
export const SIGNATURE_VERSION = "v1";

/** A request body exactly as it travels on the wire. */
export type RawBody = string | Uint8Array;

/**
 * HMAC-SHA256 over `v1:<timestamp>:<body>` (reference 6.5.3), as the lowercase hex the signature header carries. The
 * timestamp is hashed as the exact header text, and a string body as its UTF-8 bytes, so nothing is re-serialised.
 * (A hex string, not the digest's Buffer: Node makes the string natively, where a Buffer made from C++ cost a tenth of
 * a verification.)
 */
export function computeSignature(key: Uint8Array, timestamp: string, body: RawBody): string {
  return createHmac("sha256", key).update(`${SIGNATURE_VERSION}:${timestamp}:`).update(body).digest("hex");
}

/** The length of an HMAC-SHA256 in hex digits. */
export const DIGEST_HEX_LENGTH = 64;

// Both digests are copied here, one after the other, to be compared as bytes: one buffer for the process instead of
// two per comparison. Nothing runs between the writes and the comparison, so no other call can see or change them.
const compared = Buffer.alloc(2 * DIGEST_HEX_LENGTH);
const expectedBytes = compared.subarray(0, DIGEST_HEX_LENGTH);
const receivedBytes = compared.subarray(DIGEST_HEX_LENGTH);

/**
 * Constant-time equality of two HMAC-SHA256 hex digests with crypto.timingSafeEqual. Both must be lowercase hex (the
 * signature readers check the received one before it gets here), so their Latin-1 bytes are their characters; any
 * other length is unequal before any comparison, because timingSafeEqual throws on unequal lengths.
 */
export function signaturesEqual(expected: string, received: string): boolean {
  if (expected.length !== DIGEST_HEX_LENGTH || received.length !== DIGEST_HEX_LENGTH) return false;
  expectedBytes.write(expected, "latin1");
  receivedBytes.write(received, "latin1");
  return timingSafeEqual(expectedBytes, receivedBytes);
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
  const signature = `${SIGNATURE_VERSION}=${computeSignature(key, timestamp, options.body)}`;
  return {
    timestamp,
    signature,
    headers: { [WEBHOOK_HEADERS.timestamp]: timestamp, [WEBHOOK_HEADERS.signature]: signature },
  };
}
