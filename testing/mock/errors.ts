/**
 * The mock's error bodies. The reference does not show the API's error format (7.3), so this shape is the
 * mock's own choice: `{ "error": { "code", "message", ...details } }`, documented in docs/mock.md.
 */
export type MockErrorCode =
  /** 401: no `Authorization: Bearer <token>` header. */
  | "missing_token"
  /** 401: a token the mock does not know: never created, deleted, or replaced by regeneration. */
  | "invalid_token"
  /** 403: the token lacks a scope the operation needs; details `requiredScopes`, `missingScopes`. */
  | "missing_scope"
  /** 403: a tag-limited token creates or moves data outside its tags; details `tokenTagIds`. */
  | "tag_required"
  /** 404: no object with that ID, or one outside the token's tags. */
  | "not_found"
  /** 404: no operation of the spec has this path. */
  | "unknown_operation"
  /** 405: the path exists, the method does not; detail `allowedMethods`. */
  | "method_not_allowed"
  /** 400: `limit` is not an integer from 1 to 512. */
  | "invalid_limit"
  /** 400: `after` is not a cursor this mock issued for this operation. */
  | "invalid_cursor"
  /** 400: `after` was issued more than 30 days ago (reference 4.3). */
  | "cursor_expired"
  /** 400: the body is not JSON or breaks the operation's request schema; detail `issues`. */
  | "invalid_body"
  /** 413: the body is over 1 MiB. */
  | "body_too_large"
  /** 400: a control-API (`/__mock/...`) request the mock cannot carry out. */
  | "invalid_request"
  /** 500: a bug in the mock, including a response that failed its own schema check. */
  | "internal_error";

export interface MockErrorBody {
  error: { code: MockErrorCode; message: string; [detail: string]: unknown };
}

/** Thrown inside the mock to answer with an error body; the server turns it into the response. */
export class MockHttpError extends Error {
  override name = "MockHttpError";

  constructor(
    readonly status: number,
    readonly code: MockErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body(): MockErrorBody {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}

export const notFound = (what: string): MockHttpError => new MockHttpError(404, "not_found", `${what} does not exist or is outside the token's tags`);

export const invalidBody = (message: string, issues?: readonly unknown[]): MockHttpError =>
  new MockHttpError(400, "invalid_body", message, issues ? { issues } : {});

export const invalidRequest = (message: string): MockHttpError => new MockHttpError(400, "invalid_request", message);
