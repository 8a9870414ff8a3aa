import { MAX_TIMER_MS } from "../timers.js";
import { WebhookConfigError } from "./errors.js";
import { WEBHOOK_HEADERS } from "./headers.js";
import { isLoopbackHost } from "../base-url.js";

/** Reference 6.4.2: a notification is sent at most 5 times in total. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Reference 2.2, 8: up to 5 custom headers per webhook. */
export const MAX_CUSTOM_HEADERS = 5;

export interface BackoffOptions {
  /** Wait before the 2nd attempt; default 1000 ms. */
  baseMs?: number;
  /** Each further wait is this many times longer; default 2. */
  factor?: number;
  /** Cap on one wait; default 30 000 ms. */
  maxMs?: number;
}

/** Hides `user:password@` of a URL that did not parse, so a config error cannot leak it. */
function withoutCredentials(text: string): string {
  return text.replace(/\/\/[\s\S]*@/, "//…@");
}

/**
 * Reference 2.2, 6.1: the URL must be HTTPS; plain HTTP only to this machine, and only when asked.
 * Credentials in it are refused: fetch would reject such a URL on every attempt with the password
 * in its message, and so in the report; receivers take credentials as a custom header instead.
 */
export function checkUrl(url: string | URL, allowInsecureLoopback: boolean): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookConfigError(
      "invalid_option",
      `url ${JSON.stringify(withoutCredentials(String(url)))} is not an absolute URL.`,
      { option: "url", urlProblem: "not_absolute" },
    );
  }
  if (parsed.username !== "" || parsed.password !== "") {
    throw new WebhookConfigError(
      "invalid_option",
      `url for ${parsed.host} contains a user name or password; send credentials in a custom header instead, e.g. customHeaders: { Authorization: "Basic …" }.`,
      { option: "url", urlProblem: "has_credentials" },
    );
  }
  if (parsed.protocol === "https:") return parsed;
  if (parsed.protocol === "http:" && allowInsecureLoopback && isLoopbackHost(parsed.hostname)) return parsed;
  const loopback = parsed.protocol === "http:" && isLoopbackHost(parsed.hostname);
  const hint = loopback ? " Pass allowInsecureLoopback: true to test a local receiver over plain HTTP." : "";
  throw new WebhookConfigError(
    "insecure_url",
    `Webhook URLs must use HTTPS (reference 2.2), got ${parsed.protocol}//${parsed.host}.${hint}`,
    { option: "url", urlProblem: loopback ? "loopback_needs_opt_in" : "not_https" },
  );
}

// Besides the service's own headers, those that fetch computes or forbids: a custom value
// for them would be dropped or would corrupt the request.
const RESERVED = new Set(
  [...Object.values(WEBHOOK_HEADERS), "host", "content-length", "transfer-encoding", "connection"].map((name) =>
    name.toLowerCase(),
  ),
);
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Checked before anything is sent: a misconfigured webhook should fail loudly, not deliver half-right. */
export function checkCustomHeaders(customHeaders: Readonly<Record<string, string>> = {}): [string, string][] {
  if (typeof customHeaders !== "object" || customHeaders === null) {
    throw new WebhookConfigError(
      "invalid_custom_headers",
      "customHeaders must be an object of header names to string values.",
    );
  }
  const entries = Object.entries(customHeaders);
  if (entries.length > MAX_CUSTOM_HEADERS) {
    throw new WebhookConfigError(
      "invalid_custom_headers",
      `A webhook has at most ${MAX_CUSTOM_HEADERS} custom headers (reference 2.2), got ${entries.length}.`,
    );
  }
  const seen = new Set<string>();
  for (const [name, value] of entries) {
    const lower = name.toLowerCase();
    if (!TOKEN.test(name))
      throw new WebhookConfigError(
        "invalid_custom_headers",
        `Custom header name ${JSON.stringify(name)} is not a valid HTTP header name.`,
      );
    if (RESERVED.has(lower))
      throw new WebhookConfigError(
        "invalid_custom_headers",
        `Custom header ${name} would override a header the service sets itself.`,
      );
    if (seen.has(lower))
      throw new WebhookConfigError(
        "invalid_custom_headers",
        `Custom header ${name} is given twice (names are case-insensitive).`,
      );
    if (typeof value !== "string" || /[\r\n\0]/.test(value)) {
      throw new WebhookConfigError(
        "invalid_custom_headers",
        `Custom header ${name} must have a string value without CR, LF or NUL.`,
      );
    }
    seen.add(lower);
  }
  return entries;
}

export function checkMaxAttempts(maxAttempts: number = MAX_DELIVERY_ATTEMPTS): number {
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > MAX_DELIVERY_ATTEMPTS) {
    throw new WebhookConfigError(
      "invalid_option",
      `maxAttempts must be an integer from 1 to ${MAX_DELIVERY_ATTEMPTS} (the service sends a notification at most ${MAX_DELIVERY_ATTEMPTS} times), got ${String(maxAttempts)}.`,
    );
  }
  return maxAttempts;
}

/** Returns the wait before attempt n+1 (n counted from 1). */
export function backoffSchedule(options: BackoffOptions = {}): (attempt: number) => number {
  const { baseMs = 1000, factor = 2, maxMs = 30_000 } = options;
  // The wait is a timer, which holds at most MAX_TIMER_MS: a longer one would fire after 1 ms.
  const valid =
    [baseMs, maxMs].every((n) => Number.isFinite(n) && n >= 0 && n <= MAX_TIMER_MS) &&
    Number.isFinite(factor) &&
    factor >= 1;
  if (!valid) {
    throw new WebhookConfigError(
      "invalid_option",
      `backoff needs baseMs and maxMs from 0 to ${MAX_TIMER_MS} (milliseconds) and factor >= 1 (finite numbers).`,
    );
  }
  return (attempt) => Math.min(maxMs, baseMs * factor ** (attempt - 1));
}
