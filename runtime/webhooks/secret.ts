import { WebhookConfigError } from "./errors.js";

/** One secret, or several while rotating: any one of them matching is enough. */
export type WebhookSecret = string | readonly string[];

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

// verifyWebhook is usually called with the same secret on every request, and checking it again
// made signature-only verification about 15% slower in scripts/bench-webhooks.ts. Only the
// checked text is remembered here: each caller of decodeSecret still gets its own key buffer.
let lastValidSecret: string | undefined;

/**
 * Decodes a dashboard secret (reference 2.2, 6.5.2) into HMAC key bytes. Node's own decoder
 * skips characters it does not know, so a secret with a stray quote or a truncated paste would
 * quietly become a different key and every delivery would fail as a mismatch; the strict check
 * here turns that into one clear error at start-up. Messages never echo the secret.
 */
export function decodeSecret(secret: unknown, label = "secret"): Buffer {
  if (typeof secret === "string" && secret === lastValidSecret) return Buffer.from(secret, "base64");
  if (typeof secret !== "string") {
    throw new WebhookConfigError(
      "invalid_secret",
      `${label} must be a string (the Base64 secret key from the dashboard), got ${secret === null ? "null" : typeof secret}.`,
    );
  }
  if (secret.length === 0) {
    throw new WebhookConfigError(
      "invalid_secret",
      `${label} is empty; pass the Base64 secret key shown for the webhook in the dashboard.`,
    );
  }
  if (/\s/.test(secret)) {
    throw new WebhookConfigError(
      "invalid_secret",
      `${label} contains whitespace; trim it (a trailing newline from a file or env var is the usual cause).`,
    );
  }
  const key = Buffer.from(secret, "base64");
  const canonical = key.toString("base64").replace(/=+$/, "") === secret.replace(/=+$/, "");
  if (!BASE64.test(secret) || !canonical || key.length === 0) {
    throw new WebhookConfigError(
      "invalid_secret",
      `${label} is not valid Base64 (alphabet A-Z a-z 0-9 + /, optional = padding, ${secret.length} characters given); copy the secret key exactly as the dashboard shows it.`,
    );
  }
  lastValidSecret = secret;
  return key;
}

// Decoded keys of recently verified secrets, by their text: decoding again cost a tenth of a verification, and a
// rotation list is handed in on every call. Bounded (a process verifies with a handful of secrets), and internal: the
// verifier and the handler only read these buffers (createHmac), never hand them out or change them.
const MAX_CACHED_KEYS = 16;
const keysBySecret = new Map<string, Buffer>();
let lastSecret: string | undefined;
let lastKeys: readonly Buffer[] = [];

function cachedKey(secret: unknown, label: string): Buffer {
  const cached = typeof secret === "string" ? keysBySecret.get(secret) : undefined;
  if (cached !== undefined) return cached;
  const key = decodeSecret(secret, label);
  if (keysBySecret.size >= MAX_CACHED_KEYS) keysBySecret.delete(keysBySecret.keys().next().value!);
  keysBySecret.set(secret as string, key);
  return key;
}

/** @internal Decodes every secret of a rotation list; an empty list is a configuration error too. */
export function decodeSecrets(secret: WebhookSecret): readonly Buffer[] {
  if (typeof secret === "string") {
    if (secret !== lastSecret) {
      lastKeys = [cachedKey(secret, "secret")];
      lastSecret = secret;
    }
    return lastKeys;
  }
  if (!Array.isArray(secret) || secret.length === 0) {
    throw new WebhookConfigError(
      "invalid_secret",
      "secret must be a Base64 string or a non-empty list of them (for rotation).",
    );
  }
  return secret.map((s, i) => cachedKey(s, `secret[${i}]`));
}
