import { WebhookVerificationError } from "./errors.js";
import { WEBHOOK_HEADERS, getHeaderValues, type WebhookHeaders } from "./headers.js";
import { SIGNATURE_VERSION } from "./signature.js";

/** The two signature headers, checked for shape but not yet for authenticity. */
export interface SignatureHeaders {
  /** `X-Service-Timestamp` exactly as received: it is hashed verbatim. */
  timestamp: string;
  /** Digest bytes of every `v1=` entry of `X-Service-Signature`. */
  signatures: Buffer[];
}

/** A header listing more entries than this is not from the service, which sends one. */
export const MAX_SIGNATURE_ENTRIES = 8;

const HEX_DIGEST = /^[0-9a-f]{64}$/;

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
function readSignatures(values: string[]): Buffer[] {
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
  const signatures: Buffer[] = [];
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
    signatures.push(Buffer.from(hex, "hex"));
  }
  if (signatures.length === 0) {
    throw new WebhookVerificationError(
      "unsupported_version",
      `${WEBHOOK_HEADERS.signature} uses version ${quote(otherVersion)}; only "${SIGNATURE_VERSION}=" (lowercase) is used by the service, so this request is not from it.`,
    );
  }
  return signatures;
}

/** Checks presence and shape of both headers; cheap enough to run before reading the body. */
export function readSignatureHeaders(headers: WebhookHeaders): SignatureHeaders {
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
  return { timestamp: readTimestamp(timestampValues), signatures: readSignatures(signatureValues) };
}
