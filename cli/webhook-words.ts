// The webhook library's errors name its options (`toleranceSeconds`, `allowInsecureLoopback`, `customHeaders`);
// a person at the command line typed flags. These reword the library's typed errors, chosen by their `code`,
// in the flags' terms. The library's own messages stay as they are for code that calls it.
import {
  WebhookConfigError,
  WEBHOOK_HEADERS,
  type DeliveryAttempt,
  type WebhookVerificationError,
} from "../entries/webhooks.js";
import { isLoopbackHost } from "../runtime/base-url.js";

/** What the user gave on the command line, as far as a message needs it. */
interface WebhookFlags {
  url?: string | undefined;
  allowInsecureLoopback?: boolean | undefined;
  timestamp?: string | undefined;
  signature?: string | undefined;
  /** Seconds; undefined for the library's default. */
  tolerance?: number | undefined;
  defaultTolerance?: number;
}

function parsedUrl(raw: string | undefined): URL | undefined {
  try {
    return raw === undefined ? undefined : new URL(raw);
  } catch {
    return undefined;
  }
}

/** Why --url was refused, from the flag alone; undefined when the URL is fine as a URL. Never echoes credentials. */
function urlProblem(raw: string | undefined, allowInsecureLoopback: boolean): string | undefined {
  if (raw === undefined) return undefined;
  const url = parsedUrl(raw);
  if (url === undefined)
    return `--url must be an absolute URL such as https://hooks.example.com/fleet, got ${JSON.stringify(raw.replace(/\/\/[\s\S]*@/, "//…@"))}`;
  if (url.username !== "" || url.password !== "")
    return `--url for ${url.host} contains a user name or password; send credentials as a header instead: --header "Authorization: Basic …"`;
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && isLoopbackHost(url.hostname)) {
    if (allowInsecureLoopback) return undefined;
    return `--url ${url.protocol}//${url.host} uses plain HTTP; add --allow-insecure-loopback to send to a receiver on this machine without TLS`;
  }
  return `--url must use https: (reference 2.2), got ${url.protocol}//${url.host}; plain http: is allowed only to this machine (localhost, 127.0.0.0/8, [::1]) with --allow-insecure-loopback`;
}

/** A configuration error from `deliverWebhook`, as the same error in the flags' words. */
export function configErrorInFlags(error: WebhookConfigError, flags: WebhookFlags): WebhookConfigError {
  const message =
    error.code === "insecure_url" || error.code === "invalid_option"
      ? urlProblem(flags.url, flags.allowInsecureLoopback === true)
      : error.code === "invalid_custom_headers"
        ? `--header: ${error.message}`
        : undefined;
  return message === undefined ? error : new WebhookConfigError(error.code, message);
}

const HEADER_FLAG: Partial<Record<WebhookVerificationError["code"], string>> = {
  malformed_timestamp: "--timestamp",
  malformed_signature: "--signature",
  unsupported_version: "--signature",
};

/** Why `webhook verify` rejected a delivery, naming the flag that carries the value at fault. */
export function verificationFailureInFlags(
  error: WebhookVerificationError,
  flags: WebhookFlags,
  nowMs: number,
): string {
  if (error.code === "timestamp_out_of_tolerance" && flags.timestamp !== undefined) {
    const tolerance = flags.tolerance ?? flags.defaultTolerance;
    const skew = Math.floor(nowMs / 1000) - Number(flags.timestamp);
    const when = `${Math.abs(skew)} s in the ${skew > 0 ? "past" : "future"}`;
    const looksLikeMs = Math.abs(Number(flags.timestamp) - nowMs) <= (tolerance ?? 0) * 1000;
    const fix = looksLikeMs
      ? "it looks like milliseconds, but X-Service-Timestamp is in seconds"
      : "a replayed delivery or a clock that is off; to check an old delivery, pass --tolerance 0 (any age) or a larger --tolerance";
    return `--timestamp ${flags.timestamp} is ${when}, outside the ${tolerance} s that --tolerance allows: ${fix}`;
  }
  if (error.code === "missing_header") {
    const empty = flags.timestamp === "" ? "--timestamp" : flags.signature === "" ? "--signature" : undefined;
    if (empty !== undefined)
      return `${empty} is empty: give the delivery's ${empty === "--timestamp" ? WEBHOOK_HEADERS.timestamp : WEBHOOK_HEADERS.signature} header`;
  }
  const flag = HEADER_FLAG[error.code];
  return flag === undefined ? error.message : `${flag}: ${error.message}`;
}

/** One line per delivery attempt, printed as it ends, with the wait when another attempt follows. */
export function attemptLine(attempt: DeliveryAttempt): string {
  const { retryInMs } = attempt;
  const outcome = attempt.status !== undefined ? `HTTP ${attempt.status}` : `failed (${attempt.error})`;
  const next =
    retryInMs === undefined
      ? ""
      : `; next attempt in ${retryInMs >= 1000 ? `${Math.round(retryInMs / 100) / 10} s` : `${retryInMs} ms`}`;
  return `  attempt ${attempt.attempt}: ${outcome} in ${Math.round(attempt.durationMs)} ms${next}`;
}
