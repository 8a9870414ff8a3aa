import type { Drift } from "./drift-types.js";

/**
 * Every error the runtime throws on purpose extends this class, so `err instanceof FleetError` tells them apart from
 * bugs. None of them ever holds the token: not in the message, not in a field (the client keeps it in a closure).
 */
export class FleetError extends Error {
  override name = "FleetError";
}

/** How a call names itself in errors: the method and the path template, e.g. `GET /fleet/vehicles`. */
export interface OperationRef {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
}

const label = (op: OperationRef) => `${op.method.toUpperCase()} ${op.path} (${op.operationId})`;

/** A non-2xx response. `body` is the parsed JSON (or the text when it is not JSON), `undefined` when empty. */
export class FleetApiError extends FleetError {
  override name = "FleetApiError";
  declare readonly operationId: string;
  declare readonly method: string;
  declare readonly path: string;
  /**
   * The server's `requestId` from the error body `{ message, requestId }` (what support asks for); undefined when the
   * body has none.
   */
  declare readonly requestId: string | undefined;
  /** The server's own `message` from the error body, when it sent one. */
  declare readonly serverMessage: string | undefined;
  declare readonly status: number;
  declare readonly body: unknown;
  /** From `Retry-After`, when the server sent one (429 and 503 usually do). */
  declare readonly retryAfterMs: number | undefined;

  constructor(operation: OperationRef, status: number, body: unknown, retryAfterMs: number | undefined = undefined) {
    const { message, requestId } = errorBodyFields(body);
    const said = message === undefined ? describeBody(body) : `: ${shorten(message, 300)}`;
    super(
      `${label(operation)} failed with HTTP ${status}${said}${requestId === undefined ? "" : ` (requestId ${requestId})`}${hint(status)}`,
    );
    this.status = status;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
    this.operationId = operation.operationId;
    this.method = operation.method.toUpperCase();
    this.path = operation.path;
    this.requestId = requestId;
    this.serverMessage = message;
  }
}

/**
 * The documented error body `{ message, requestId }` (vendor: standardErrorResponse), each field when it is a string.
 * Other APIs' error bodies say it elsewhere, and the first string found counts: `message`, `Message` (Xero), `reason`,
 * `detail` (RFC 9457) or `error_description` (OAuth), in the body, in its `error` (`{ error: { message } }`, Slack's
 * and Stripe's shape) or in the first of its `errors` (Linode's `{ errors: [{ field, reason }] }`).
 */
function errorBodyFields(body: unknown): { message?: string; requestId?: string } {
  if (typeof body !== "object" || body === null) return {};
  const { requestId, error, errors } = body as { requestId?: unknown; error?: unknown; errors?: unknown[] };
  let message: unknown;
  for (const where of [body, error, Array.isArray(errors) && errors[0]] as Record<string, unknown>[])
    for (const key of MESSAGE_KEYS) if (typeof message !== "string" && where) message = where[key];
  return { ...(typeof message === "string" && { message }), ...(typeof requestId === "string" && { requestId }) };
}

const MESSAGE_KEYS = ["message", "Message", "reason", "detail", "error_description"];

/** A body as `FleetApiError.body` holds it: the parsed JSON, or the text itself when it is not JSON; `undefined` when empty. */
export function parseJsonOrText(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describeBody(body: unknown): string {
  if (body === undefined || body === "") return "";
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return `: ${shorten(text, 300)}`;
}

function hint(status: number): string {
  if (status === 401) return " (check that the token is current: a regenerated token stops the old one immediately)";
  if (status === 403) return " (check the token's granular scopes and tag access)";
  if (status === 429)
    return " (rate limited: retries ran out, or Retry-After exceeded retry.maxDelayMs; see retryAfterMs)";
  return "";
}

/** The token lacks a scope the operation needs. Thrown before any request is sent. */
export class MissingScopeError extends FleetError {
  override name = "MissingScopeError";
  declare readonly operationId: string;
  declare readonly missing: readonly string[];
  declare readonly required: readonly string[];

  constructor(operation: OperationRef, missing: readonly string[], required: readonly string[]) {
    super(
      `${label(operation)} needs ${missing.map((s) => JSON.stringify(s)).join(" and ")}, which the token does not hold; ` +
        `add ${missing.length === 1 ? "it" : "them"} to the token's granular scopes (and to tokenScopes)`,
    );
    this.missing = missing;
    this.required = required;
    this.operationId = operation.operationId;
  }
}

/** A token limited to tags tried to create data outside them (reference 5.4). Thrown before any request is sent. */
export class TagAccessError extends FleetError {
  override name = "TagAccessError";
  declare readonly operationId: string;
  /** The tags the token holds (`tokenTagIds`). */
  declare readonly tokenTagIds: readonly string[];
  /** The body's `tagIds` that the token does not hold; empty when `tagIds` is missing altogether. */
  declare readonly foreignTagIds: readonly string[];

  constructor(
    operation: OperationRef,
    tokenTagIds: readonly string[],
    foreignTagIds: readonly string[],
    problem: string,
  ) {
    super(
      `${label(operation)}: ${problem}; the token is limited to tags ${tokenTagIds.map((t) => JSON.stringify(t)).join(", ")}`,
    );
    this.tokenTagIds = tokenTagIds;
    this.foreignTagIds = foreignTagIds;
    this.operationId = operation.operationId;
  }
}

/**
 * A path the URL parser would not send as it reads: a path parameter that is missing, empty or a dot segment (`.`,
 * `..`, or `%2e` spelt for a dot), or that would add segments; or a concrete path with such a segment. Sent, `..` would
 * reach another operation than the one the guards approved (`/v1/fleet/drivers/../dispatch/routes` is
 * `/v1/fleet/dispatch/routes`). Thrown before any request is sent.
 */
export class PathParameterError extends FleetError {
  override name = "PathParameterError";
  declare readonly operationId: string;
  declare readonly method: string;
  declare readonly path: string;
  /** The path parameter at fault; undefined when the path itself was given with the segment at fault. */
  declare readonly parameter: string | undefined;

  constructor(operation: OperationRef, parameter: string | undefined, problem: string) {
    super(`${label(operation)}: ${problem}; nothing was sent`);
    this.parameter = parameter;
    this.operationId = operation.operationId;
    this.method = operation.method.toUpperCase();
    this.path = operation.path;
  }
}

/** The server broke the pagination contract (reference 4.3); stopping is the only safe choice. */
export class PaginationError extends FleetError {
  override name = "PaginationError";
  declare readonly path: string;
  /** 1-based number of the page that broke the contract. */
  declare readonly page: number;

  constructor(path: string, page: number, problem: string) {
    super(`${path}, page ${page}: ${problem}`);
    this.path = path;
    this.page = page;
  }
}

/** The server refused a cursor as expired (cursors live 30 days, reference 4.3). Start again without `after`. */
export class CursorExpiredError extends FleetError {
  override name = "CursorExpiredError";
  declare readonly path: string;
  /** The refused cursor. Cursors are not secret; it is here so the checkpoint that went stale can be found. */
  declare readonly after: string;

  constructor(path: string, after: string, options: { cause: FleetApiError }) {
    super(
      `${path}: the server rejected cursor ${JSON.stringify(after)} as expired (cursors expire after 30 days); start again without \`after\``,
      options,
    );
    this.path = path;
    this.after = after;
  }
}

/** The base URL is not HTTPS (reference 5.1), or is not a URL fleetkit can use. Thrown by `createFleetClient`. */
export class InsecureBaseUrlError extends FleetError {
  override name = "InsecureBaseUrlError";
}

/**
 * The response (headers and body) did not arrive within `timeoutMs`: on every attempt the retry policy allowed when the
 * headers were late, on the attempt that was answered when its body stalled (a body being read is not retried).
 */
export class RequestTimeoutError extends FleetError {
  override name = "RequestTimeoutError";
  declare readonly method: string;
  declare readonly path: string;
  declare readonly timeoutMs: number;
  declare readonly attempts: number;

  constructor(method: string, path: string, timeoutMs: number, attempts: number) {
    super(
      `${method} ${path} got no complete response within ${timeoutMs} ms (${attempts} attempt${attempts === 1 ? "" : "s"}); raise timeoutMs or check the network`,
    );
    this.method = method;
    this.path = path;
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
  }
}

/**
 * The connection failed (DNS, refused, reset) on every attempt the retry policy allowed, or broke while the body of a
 * response was read (not retried: the response was already handed over). `cause` is the last failure.
 */
export class FleetNetworkError extends FleetError {
  override name = "FleetNetworkError";
  declare readonly method: string;
  declare readonly path: string;
  declare readonly attempts: number;

  constructor(method: string, path: string, attempts: number, options: { cause: unknown; whileReadingBody?: boolean }) {
    const reason =
      options.cause instanceof Error
        ? options.cause.cause instanceof Error
          ? options.cause.cause.message
          : options.cause.message
        : String(options.cause);
    const what = options.whileReadingBody
      ? "lost the connection while reading the response body"
      : "could not reach the server";
    super(`${method} ${path} ${what} (${attempts} attempt${attempts === 1 ? "" : "s"}): ${reason}`, {
      cause: options.cause,
    });
    this.method = method;
    this.path = path;
    this.attempts = attempts;
  }
}

/**
 * The server answered with a redirect that fleetkit does not follow: to another origin or scheme (an `https:` API
 * redirecting to `http:` would send the token and the body in clear text to whoever answers there), or of a method
 * other than GET and HEAD. Nothing was sent to `location`. `location` is as the server sent it, resolved against the
 * request's URL, with any token in it redacted.
 */
export class RedirectError extends FleetError {
  override name = "RedirectError";
  declare readonly method: string;
  declare readonly path: string;
  declare readonly status: number;
  declare readonly location: string;

  constructor(method: string, path: string, status: number, location: string, problem: string) {
    super(
      `${method} ${path} was redirected (HTTP ${status}) to ${shorten(location, 300)}: ${problem}; nothing was sent there. Check baseUrl (it should be the URL the API answers at, without a redirect)`,
    );
    this.method = method;
    this.path = path;
    this.status = status;
    this.location = location;
  }
}

/** A response body longer than `maxResponseBytes`: reading stopped there, the rest was not downloaded. */
export class ResponseTooLargeError extends FleetError {
  override name = "ResponseTooLargeError";
  declare readonly method: string;
  declare readonly path: string;
  declare readonly status: number;
  declare readonly maxResponseBytes: number;
  /** The `Content-Length` the server announced, when it announced one over the limit. */
  declare readonly contentLength: number | undefined;

  constructor(
    method: string,
    path: string,
    status: number,
    maxResponseBytes: number,
    contentLength: number | undefined,
  ) {
    const size = contentLength === undefined ? "more than that" : `${contentLength} bytes announced`;
    super(
      `${method} ${path}: the HTTP ${status} response body exceeds maxResponseBytes (${maxResponseBytes} bytes; ${size}); ask for less (a smaller limit, a narrower query) or raise maxResponseBytes`,
    );
    this.method = method;
    this.path = path;
    this.status = status;
    this.maxResponseBytes = maxResponseBytes;
    this.contentLength = contentLength;
  }
}

/** A successful response whose body is not what it must be (JSON that does not parse). The body is not quoted. */
export class InvalidResponseError extends FleetError {
  override name = "InvalidResponseError";
  declare readonly method: string;
  declare readonly path: string;
  /** Undefined when openapi-fetch itself parsed the body (a 2xx sent without Content-Length). */
  declare readonly status: number | undefined;

  constructor(method: string, path: string, status: number | undefined, problem: string) {
    super(
      `${method} ${path}: the ${status === undefined ? "2xx" : `HTTP ${status}`} response ${problem}; check that baseUrl points at the API, or read a non-JSON answer with parseAs "text"`,
    );
    this.method = method;
    this.path = path;
    this.status = status;
  }
}

/**
 * An answer that differs from the spec, with `validateResponses: "throw"`: thrown after the body was read. `problems`
 * says where and how (JSON pointers, keywords); no value of the answer is quoted, and the token never appears.
 */
export class ResponseDriftError extends FleetError {
  override name = "ResponseDriftError";
  declare readonly operationId: string;
  declare readonly method: string;
  declare readonly path: string;
  declare readonly status: number;
  declare readonly problems: Drift["problems"];
  declare readonly drift: Drift;

  constructor(drift: Drift) {
    const listed = drift.problems.slice(0, 5).map((p) => `\n  ${p.kind}: ${p.message}`);
    const more = drift.problems.length > 5 ? `\n  … and ${drift.problems.length - 5} more` : "";
    super(
      `${drift.method} ${drift.path} (${drift.operationId}) answered HTTP ${drift.status} with a body that differs from the spec:${listed.join("")}${more}\nThe API or the spec changed; see docs/drift.md, or use validateResponses: "report" to keep going`,
    );
    this.drift = drift;
    this.operationId = drift.operationId;
    this.method = drift.method;
    this.path = drift.path;
    this.status = drift.status;
    this.problems = drift.problems;
  }
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
