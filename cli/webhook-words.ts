// The webhook library's errors name its options (`toleranceSeconds`, `allowInsecureLoopback`, `customHeaders`);
// a person at the command line typed flags. These reword the library's typed errors, chosen by their `code`,
// in the flags' terms. The library's own messages stay as they are for code that calls it.
import {
  WebhookConfigError,
  WEBHOOK_HEADERS,
  type DeliveryAttempt,
  type WebhookVerificationError,
} from "../entries/webhooks.js";

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

function parsedUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** `--url` in its own words, from why the library refused it (`error.urlProblem`): the URL is not checked again. */
function urlInFlags(error: WebhookConfigError, raw: string): string | undefined {
  // Parsed only to show its host; the library has decided what is wrong with it.
  const host = () => parsedUrl(raw)?.host ?? "";
  switch (error.urlProblem) {
    case "not_absolute":
      return `--url must be an absolute URL such as https://hooks.example.com/fleet, got ${JSON.stringify(raw.replace(/\/\/[\s\S]*@/, "//…@"))}`;
    case "has_credentials":
      return `--url for ${host()} contains a user name or password; send credentials as a header instead: --header "Authorization: Basic …"`;
    case "loopback_needs_opt_in":
      return `--url http://${host()} uses plain HTTP; add --allow-insecure-loopback to send to a receiver on this machine without TLS`;
    case "not_https":
      return `--url must use https: (reference 2.2), got ${parsedUrl(raw)?.protocol ?? ""}//${host()}; plain http: is allowed only to this machine (localhost, 127.0.0.0/8, [::1]) with --allow-insecure-loopback`;
    default:
      return undefined;
  }
}

/** A configuration error from `deliverWebhook`, as the same error in the flags' words. */
export function configErrorInFlags(error: WebhookConfigError, flags: WebhookFlags): WebhookConfigError {
  const message =
    error.option === "url" && flags.url !== undefined
      ? urlInFlags(error, flags.url)
      : error.code === "invalid_custom_headers"
        ? `--header: ${error.message}`
        : undefined;
  return message === undefined ? error : new WebhookConfigError(error.code, message, error);
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
