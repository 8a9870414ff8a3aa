import { FleetError } from "../errors.js";

/**
 * Why a delivery was rejected. The handler answers 400 for every one of these; the code lets
 * logs and callers tell a forged request from a clock problem or a framework that ate the body.
 */
export type WebhookVerificationErrorCode =
  | "missing_header"
  | "unsupported_version"
  | "malformed_signature"
  | "malformed_timestamp"
  | "signature_mismatch"
  | "timestamp_out_of_tolerance"
  | "body_not_raw"
  | "invalid_json"
  | "invalid_payload"
  /** Only from createWebhookHandler with `unknownAlertCondition: "reject"`. */
  | "unknown_alert_condition";

/** A detail of a schema-invalid notification; mirrors the generated validator's issue shape. */
export interface WebhookPayloadIssue {
  pointer: string;
  keyword: string;
  message: string;
}

/** Thrown by verification: the request must not be trusted or processed. */
export class WebhookVerificationError extends FleetError {
  override name = "WebhookVerificationError";
  readonly code: WebhookVerificationErrorCode;
  /** Present only for `invalid_payload`. */
  readonly issues: readonly WebhookPayloadIssue[];

  constructor(code: WebhookVerificationErrorCode, message: string, issues: readonly WebhookPayloadIssue[] = []) {
    super(message);
    this.code = code;
    this.issues = issues;
  }
}

/**
 * Why an option was refused. These are programming or deployment mistakes, so they are thrown
 * at once (at handler creation, before a delivery is sent) instead of surfacing as a 400 later.
 */
export type WebhookConfigErrorCode =
  | "invalid_secret"
  | "invalid_option"
  | "insecure_url"
  | "invalid_custom_headers"
  | "invalid_notification"
  /** The optional `redis` package is not installed, or the Redis client given is not usable. */
  | "missing_dependency";

/**
 * Why a URL option was refused, for code that words the error its own way (the CLI names its `--url` flag) without
 * checking the URL again: not an absolute URL, credentials in it, not `https:`, or plain `http:` to this machine
 * without `allowInsecureLoopback`.
 */
export type WebhookUrlProblem = "not_absolute" | "has_credentials" | "not_https" | "loopback_needs_opt_in";

/** What a `WebhookConfigError` says beyond its code and message, when the check that threw knows it. */
export interface WebhookConfigErrorDetails {
  /** The option at fault, as the options object spells it (`url`, `customHeaders`). */
  option?: string;
  /** For `option: "url"`: what is wrong with it. */
  urlProblem?: WebhookUrlProblem;
}

export class WebhookConfigError extends FleetError {
  override name = "WebhookConfigError";
  readonly code: WebhookConfigErrorCode;
  /** The option at fault, when known. */
  readonly option: string | undefined;
  /** What is wrong with the `url` option, when that is the one at fault. */
  readonly urlProblem: WebhookUrlProblem | undefined;

  constructor(code: WebhookConfigErrorCode, message: string, details: WebhookConfigErrorDetails = {}) {
    super(message);
    this.code = code;
    this.option = details.option;
    this.urlProblem = details.urlProblem;
  }
}

/**
 * Why an authentic delivery could not be processed now; the handler answers with a status the
 * service retries (408, 500), and `onError` receives this error. `cause` holds the underlying one.
 */
export type WebhookHandlerErrorCode =
  /** The body did not arrive within `bodyTimeoutMs`: answered 408 and the connection closed. */
  | "body_timeout"
  /** The callback did not settle within `callbackTimeoutMs`: its claim was released, answered 500. */
  | "callback_timeout"
  /** The dedupe store failed (Redis down, a command timed out): answered 500, the callback did not run. */
  | "dedupe_store_failed"
  /** With `queue`: the queue did not accept the job within `enqueueTimeoutMs` (Redis down or slow): answered 503. */
  | "queue_failed";

export class WebhookHandlerError extends FleetError {
  override name = "WebhookHandlerError";
  readonly code: WebhookHandlerErrorCode;

  constructor(code: WebhookHandlerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
