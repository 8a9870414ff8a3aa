/**
 * The mock's error codes and the one status each is sent with. The reference does not show the API's error format
 * (7.3), so this shape is the mock's own choice: `{ "error": { "code", "message", ...details } }`, documented in
 * docs/mock.md (a test checks that its table lists every code here).
 */
export const MOCK_ERROR_STATUS = {
  /** No `Authorization: Bearer <token>` header. */
  missing_token: 401,
  /** A token the mock does not know: never created, deleted, or replaced by regeneration. */
  invalid_token: 401,
  /** The token lacks a scope the operation needs; details `requiredScopes`, `missingScopes`. */
  missing_scope: 403,
  /** A tag-limited token creates or moves data outside its tags; details `tokenTagIds`. */
  tag_required: 403,
  /** No object with that ID, or one outside the token's tags. */
  not_found: 404,
  /** No operation of the spec has this path. */
  unknown_operation: 404,
  /** The path exists, the method does not; detail `allowedMethods`. */
  method_not_allowed: 405,
  /** `limit` is not an integer from 1 to 512, or is given twice. */
  invalid_limit: 400,
  /** `after` is not a cursor this mock issued for this operation, or is given twice. */
  invalid_cursor: 400,
  /** `after` was issued more than 30 days ago (reference 4.3). */
  cursor_expired: 400,
  /** The body is not JSON or breaks the operation's request schema; detail `issues`. */
  invalid_body: 400,
  /** A body with a Content-Type other than `application/json`. */
  unsupported_media_type: 415,
  /** The body is over 1 MiB. */
  body_too_large: 413,
  /** A control-API (`/__mock/...`) request the mock cannot carry out. */
  invalid_request: 400,
  /** A bug in the mock, including a response that failed its own schema check. */
  internal_error: 500,
} as const;

export type MockErrorCode = keyof typeof MOCK_ERROR_STATUS;

export interface MockErrorBody {
  error: { code: MockErrorCode; message: string; [detail: string]: unknown };
}

/**
 * Thrown inside the mock to answer with an error body; the server turns it into the response. The status is
 * written at each throw so it reads next to the code, and the compiler holds it to `MOCK_ERROR_STATUS[code]`.
 */
export class MockHttpError<C extends MockErrorCode = MockErrorCode> extends Error {
  override name = "MockHttpError";

  constructor(
    readonly status: (typeof MOCK_ERROR_STATUS)[C],
    readonly code: C,
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
