import { randomUUID } from "node:crypto";

/**
 * The mock's error codes and the one status each is sent with. The body of every error is the vendor's documented
 * `{ "message", "requestId" }` (spec `ErrorResponse`); the code is not part of it. The mock names it in the
 * `X-Fleetkit-Mock-Error` header instead, for tests and debugging (docs/mock.md lists every code; a test checks it).
 */
export const MOCK_ERROR_STATUS = {
  /** No `Authorization: Bearer <token>` header. */
  missing_token: 401,
  /** A token the mock does not know: never created, deleted, or replaced by regeneration. */
  invalid_token: 401,
  /** The token lacks a scope the operation needs; the message names them. */
  missing_scope: 403,
  /** A tag-limited token creates or moves data outside its tags. */
  tag_required: 403,
  /** No object with that ID, or one outside the token's tags. */
  not_found: 404,
  /** No operation of the spec has this path. */
  unknown_operation: 404,
  /** The path exists, the method does not; the message and the `Allow` header name the allowed ones. */
  method_not_allowed: 405,
  /** `limit` is not an integer in the operation's range, or is given twice. */
  invalid_limit: 400,
  /** `after` (or a legacy `startingAfter`/`endingBefore`) is not a cursor this mock issued for this operation, or is given twice. */
  invalid_cursor: 400,
  /** The cursor was issued more than 30 days ago (reference 4.3). The message starts with "cursor expired". */
  cursor_expired: 400,
  /** A required query parameter is missing, or one is repeated or not one of its values (`filterBy`, `types`, …). */
  invalid_query: 400,
  /** A path or query parameter of a served spec's operation is missing, repeated or breaks its schema. */
  invalid_parameter: 400,
  /** The body is not JSON or breaks the operation's request schema; the message says where. */
  invalid_body: 400,
  /** A body with a Content-Type other than `application/json`. */
  unsupported_media_type: 415,
  /** The body is over 1 MiB. */
  body_too_large: 413,
  /** The `Host` header is not a loopback name (localhost, 127.0.0.0/8, [::1]) and the mock was not started with `allowRemote`. */
  host_not_allowed: 403,
  /** A control-API (`/__mock/...`) request the mock cannot carry out. */
  invalid_request: 400,
  /** A control-API request from a web page of another origin (its `Origin` header is not the mock's own). */
  origin_not_allowed: 403,
  /** A record to store is over 64 KiB as JSON (`MAX_RECORD_BYTES`). */
  record_too_large: 413,
  /** The mock holds as many records, bytes, tokens or webhooks created over HTTP as it stores (store-budget.ts). */
  store_full: 409,
  /** The token made more requests per second than the mock's `rateLimit`; header `Retry-After` in seconds. */
  rate_limited: 429,
  /** A bug in the mock, including a response that failed its own schema check. */
  internal_error: 500,
  /** The served spec's success schema for the operation has no value the mock can generate (or none at all). */
  unsatisfiable_schema: 500,
} as const;

export type MockErrorCode = keyof typeof MOCK_ERROR_STATUS;

/** The vendor's error body (spec `ErrorResponse`): what went wrong, and an ID that is new for every answer. */
export interface MockErrorBody {
  message: string;
  requestId: string;
}

/** The header that names the mock's error code; the real API does not send it. */
export const MOCK_ERROR_HEADER = "X-Fleetkit-Mock-Error";

/**
 * Thrown inside the mock to answer with an error; the server turns it into the response. The status is written at
 * each throw so it reads next to the code, and the compiler holds it to `MOCK_ERROR_STATUS[code]`.
 */
export class MockHttpError<C extends MockErrorCode = MockErrorCode> extends Error {
  override name = "MockHttpError";

  constructor(
    readonly status: (typeof MOCK_ERROR_STATUS)[C],
    readonly code: C,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The body a served spec documents for this error (set where the operation is known); else `body()`. */
  documentedBody: unknown = undefined;

  /**
   * The status a served spec documents for this error where it is not `status` (set where the operation is known):
   * 422 for a request the operation refuses when it documents 422 and no 400.
   */
  documentedStatus: number | undefined = undefined;

  /** What is sent: the served spec's documented status, else `status`. */
  responseStatus(): number {
    return this.documentedStatus ?? this.status;
  }

  /** A fresh body: each answer gets its own `requestId`. */
  body(): MockErrorBody {
    return { message: this.message, requestId: randomUUID() };
  }

  /** What is sent: the served spec's documented body, else the vendor's `{ message, requestId }`. */
  responseBody(): unknown {
    return this.documentedBody !== undefined ? this.documentedBody : this.body();
  }
}

export const notFound = (what: string): MockHttpError =>
  new MockHttpError(404, "not_found", `${what} does not exist or is outside the token's tags`);

export const invalidBody = (message: string): MockHttpError => new MockHttpError(400, "invalid_body", message);

export const invalidQuery = (message: string): MockHttpError => new MockHttpError(400, "invalid_query", message);

export const invalidRequest = (message: string): MockHttpError => new MockHttpError(400, "invalid_request", message);
