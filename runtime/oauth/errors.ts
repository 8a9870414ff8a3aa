import { FleetError } from "../errors.js";

/**
 * What went wrong, as a stable code: the OAuth server's own error code when it sent one (RFC 6749 5.2:
 * `invalid_grant`, `invalid_client`, `invalid_request`, …), else one of fleetkit's.
 */
export type OAuthErrorCode =
  | "invalid_grant"
  | "invalid_client"
  | "invalid_request"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "state_mismatch"
  | "http_error"
  | "invalid_response"
  | "network_error"
  | (string & {});

/**
 * An OAuth step that failed: a code exchange, a refresh, a revocation, or a `state` that does not match. It never
 * holds the client secret, a code, or a token: the server's `error_description` is kept only with them redacted.
 */
export class OAuthError extends FleetError {
  override name = "OAuthError";

  constructor(
    readonly code: OAuthErrorCode,
    message: string,
    /** The token endpoint's HTTP status, when it answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * The install cannot be used again until the customer authorizes the app anew: the grant was revoked, or the refresh
   * token was already spent (rotated) and the store holds nothing newer.
   */
  get reauthorize(): boolean {
    return this.code === "invalid_grant";
  }
}

/** The message of an `invalid_grant` from a refresh: what the caller must do. */
export const REAUTHORIZE =
  "the refresh token was refused (invalid_grant: the customer revoked the app, or the token was already rotated by another refresh); the customer must authorize the app again, and the session makes no more requests";
