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
export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
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
  | "invalid_notification";

export class WebhookConfigError extends Error {
  override readonly name = "WebhookConfigError";
  readonly code: WebhookConfigErrorCode;

  constructor(code: WebhookConfigErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
