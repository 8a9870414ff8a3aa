import { WebhookVerificationError } from "./errors.js";
import { WEBHOOK_HEADERS, getHeaderValues, type WebhookHeaders } from "./headers.js";
import { DIGEST_HEX_LENGTH, SIGNATURE_VERSION } from "./signature.js";

/** The two signature headers, checked for shape but not yet for authenticity. */
export interface SignatureHeaders {
  /** `X-Service-Timestamp` exactly as received: it is hashed verbatim. */
  timestamp: string;
  /** The same timestamp as a number of seconds, `Number(timestamp)`. */
  seconds: number;
  /** The digest of every `v1=` entry of `X-Service-Signature`: 64 lowercase hex digits each. */
  signatures: string[];
}

/** A header listing more entries than this is not from the service, which sends one. */
export const MAX_SIGNATURE_ENTRIES = 8;

const HEX_DIGEST = new RegExp(`^[0-9a-f]{${DIGEST_HEX_LENGTH}}$`);

function quote(text: string): string {
  return JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}…` : text);
}

function readTimestamp(values: string[]): string {
  if (values.length > 1) {
    throw new WebhookVerificationError(
      "malformed_timestamp",
      `${WEBHOOK_HEADERS.timestamp} was sent ${values.length} times; exactly one value is expected.`,
    );
  }
  const timestamp = values[0] ?? "";
  if (timestamp === "") {
    throw new WebhookVerificationError("missing_header", `${WEBHOOK_HEADERS.timestamp} header is empty.`);
  }
  if (!/^[0-9]+$/.test(timestamp)) {
    throw new WebhookVerificationError(
      "malformed_timestamp",
      `${WEBHOOK_HEADERS.timestamp} must be Unix seconds written as digits only, got ${quote(timestamp)}.`,
    );
  }
  return timestamp;
}

function describeBadDigest(hex: string): string {
  if (/^[0-9a-fA-F]*$/.test(hex) && /[A-F]/.test(hex)) return "must be lowercase hex";
  if (!/^[0-9a-fA-F]*$/.test(hex)) return "contains characters other than 0-9 and a-f";
  return `has ${hex.length} hex digits where an HMAC-SHA256 has 64`;
}

/**
 * Entries may be separated by spaces or commas: Node and fetch join a repeated header with ", ",
 * and a sender rotating keys may list several. Any matching `v1=` entry is accepted (as in
 * Standard Webhooks); entries of other versions are skipped, but a header without any `v1=`
 * entry, or with a malformed one, is rejected.
 */
function readSignatures(values: string[]): string[] {
  const single = values.length === 1 && !/[\s,]/.test(values[0]!);
  const entries = single
    ? values[0] === ""
      ? []
      : values
    : values.flatMap((v) => v.split(/[\s,]+/)).filter((e) => e !== "");
  if (entries.length === 0) {
    throw new WebhookVerificationError("missing_header", `${WEBHOOK_HEADERS.signature} header is empty.`);
  }
  if (entries.length > MAX_SIGNATURE_ENTRIES) {
    throw new WebhookVerificationError(
      "malformed_signature",
      `${WEBHOOK_HEADERS.signature} lists ${entries.length} signatures; at most ${MAX_SIGNATURE_ENTRIES} are accepted.`,
    );
  }
  const signatures: string[] = [];
  let otherVersion = "";
  for (const entry of entries) {
    const separator = entry.indexOf("=");
    if (separator <= 0) {
      throw new WebhookVerificationError(
        "malformed_signature",
        `${WEBHOOK_HEADERS.signature} entry ${quote(entry)} is not of the form ${SIGNATURE_VERSION}=<hex digest>.`,
      );
    }
    const version = entry.slice(0, separator);
    if (version !== SIGNATURE_VERSION) {
      otherVersion ||= version;
      continue;
    }
    const hex = entry.slice(separator + 1);
    if (!HEX_DIGEST.test(hex)) {
      throw new WebhookVerificationError(
        "malformed_signature",
        `${WEBHOOK_HEADERS.signature} digest ${describeBadDigest(hex)}.`,
      );
    }
    signatures.push(hex);
  }
  if (signatures.length === 0) {
    throw new WebhookVerificationError(
      "unsupported_version",
      `${WEBHOOK_HEADERS.signature} uses version ${quote(otherVersion)}; only "${SIGNATURE_VERSION}=" (lowercase) is used by the service, so this request is not from it.`,
    );
  }
  return signatures;
}

// Literals, not `.toLowerCase()` results: V8 interns both these and an object's keys, so a key is told from them by
// identity, where a computed string took a character-by-character comparison for every key of the right length.
const TIMESTAMP_KEY = "x-service-timestamp";
const SIGNATURE_KEY = "x-service-signature";
const KEY_LENGTH = 19; // of both names
const V1_PREFIX = `${SIGNATURE_VERSION}=`;

/**
 * `text` from `start` on when it is exactly 64 lowercase hex digits, else undefined: checked in one pass, without a
 * regular expression. The digest stays text: it is compared with the expected one as such (signature.ts).
 */
function hexDigest(text: string, start: number): string | undefined {
  if (text.length - start !== DIGEST_HEX_LENGTH) return undefined;
  for (let at = start; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return undefined;
  }
  return text.slice(start);
}

/** Which of the two headers a key names in any casing: 1 the timestamp, 2 the signature, 0 neither. */
function signatureHeaderOf(key: string): number {
  if (key === TIMESTAMP_KEY || key === WEBHOOK_HEADERS.timestamp) return 1;
  if (key === SIGNATURE_KEY || key === WEBHOOK_HEADERS.signature) return 2;
  const lower = key.toLowerCase();
  return lower === TIMESTAMP_KEY ? 1 : lower === SIGNATURE_KEY ? 2 : 0;
}

/**
 * Unix seconds written as 1 to 15 digits (below 2^53, so summed exactly), else -1: the common timestamp is read in the
 * pass that checks it. Longer digit strings are left to the general reader and `Number`.
 */
function digitsValue(text: string): number {
  const length = text.length;
  if (length === 0 || length > 15) return -1;
  let value = 0;
  for (let i = 0; i < length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The common delivery in one pass, or undefined to take the general path: a plain header object (as Node gives it)
 * holding each header once under one casing, a timestamp of up to 15 digits and a single `v1=<64 hex>` signature.
 * Anything else (a `Headers`, arrays, several entries, any malformed value) goes through the readers above, which give
 * the precise error; what this accepts they accept alike. The verifier runs this on every delivery, and the general
 * path's per-header scans, regular expressions and arrays were a tenth of a verification.
 */
function readCommonShape(headers: WebhookHeaders): SignatureHeaders | undefined {
  if (typeof (headers as Headers).get === "function") return undefined;
  const record = headers as Readonly<Record<string, unknown>>;
  let timestamp: unknown;
  let signature: unknown;
  for (const key in record) {
    if (key.length !== KEY_LENGTH) continue;
    const which = signatureHeaderOf(key);
    if (which === 0) continue;
    if (!Object.hasOwn(record, key)) return undefined;
    if (which === 1) {
      if (timestamp !== undefined) return undefined;
      timestamp = record[key];
    } else {
      if (signature !== undefined) return undefined;
      signature = record[key];
    }
  }
  if (typeof timestamp !== "string" || typeof signature !== "string") return undefined;
  const seconds = digitsValue(timestamp);
  if (seconds < 0) return undefined;
  const digest = signature.startsWith(V1_PREFIX) ? hexDigest(signature, V1_PREFIX.length) : undefined;
  return digest === undefined ? undefined : { timestamp, seconds, signatures: [digest] };
}

/** Checks presence and shape of both headers; cheap enough to run before reading the body. */
export function readSignatureHeaders(headers: WebhookHeaders): SignatureHeaders {
  const common = readCommonShape(headers);
  if (common !== undefined) return common;
  const timestampValues = getHeaderValues(headers, WEBHOOK_HEADERS.timestamp);
  const signatureValues = getHeaderValues(headers, WEBHOOK_HEADERS.signature);
  if (timestampValues.length === 0 || signatureValues.length === 0) {
    const missing = [
      timestampValues.length === 0 ? WEBHOOK_HEADERS.timestamp : "",
      signatureValues.length === 0 ? WEBHOOK_HEADERS.signature : "",
    ].filter(Boolean);
    throw new WebhookVerificationError(
      "missing_header",
      `Missing ${missing.join(" and ")} header${missing.length > 1 ? "s" : ""}; the request is not a signed delivery.`,
    );
  }
  const timestamp = readTimestamp(timestampValues);
  return { timestamp, seconds: Number(timestamp), signatures: readSignatures(signatureValues) };
}
