import type { MatcherResult as ExpectationResult, MatcherState } from "vitest";
import { operations as bundledOperations } from "../generated/operations.js";
import { validate, type SchemaName, type ValidationResult } from "../generated/validators.js";
import { didYouMean } from "../runtime/did-you-mean.js";
import {
  WebhookVerificationError,
  verifyWebhookSignature,
  type WebhookHeaders,
  type WebhookSecret,
} from "../runtime/webhooks/index.js";

/*
 * Vitest matchers. Only vitest's types are imported, so `fleetkit/testing` loads in plain Node; `expect` is
 * taken from the caller (or vitest's global) when the matchers are installed.
 */

/** A delivery as a receiver recorded it: the headers and the body exactly as received (never re-serialised). */
export interface RecordedWebhookRequest {
  headers: WebhookHeaders;
  body: string | Uint8Array | ArrayBuffer;
}

/** A Fetch `Request` or anything shaped like one; its body is read from a clone, so it stays unread. */
export interface WebhookRequestLike {
  headers: Headers;
  bodyUsed: boolean;
  clone(): { arrayBuffer(): Promise<ArrayBuffer> };
}

export interface SignedWebhookOptions {
  /** Also check `X-Service-Timestamp` is within this many seconds of `now`; default 0 (signature only). */
  toleranceSeconds?: number;
  /** Epoch ms for the timestamp check; default Date.now. Pass the mock's `clock.now` after moving its clock. */
  now?: () => number;
}

/** A Fetch `Response` or anything shaped like one; its body is read from a clone, so it stays unread. */
export interface ResponseLike {
  status: number;
  headers: Headers;
  bodyUsed: boolean;
  clone(): { text(): Promise<string> };
}

/**
 * What `toMatchOperation` reads of an operation's metadata (the generated `operations` record): `responseSchemas` maps
 * each documented status (`"200"`, `"4XX"`, `"default"`) to a name `validate` accepts (null: no named schema, the
 * status alone is checked); a 200 it does not list falls back to `responseSchema`.
 */
export interface OperationResponses {
  readonly method: string;
  readonly path: string;
  readonly responseSchema: string | null;
  readonly responseSchemas?: Readonly<Record<string, string | null>>;
}

/** The matchers' signatures, merged into vitest's `Matchers` below so `expect(x).toMatchSchema(...)` type-checks. */
export interface FleetkitMatchers<Received = unknown> {
  /**
   * Passes when the value validates against the schema: the bundled spec's, or your generated module's when it was
   * installed with `installMatchers(expect, { validate })`. A failure lists each JSON pointer and broken rule.
   */
  toMatchSchema(schema: SchemaName | (string & {})): void;
  /**
   * Passes when `X-Service-Signature` is `v1=` + HMAC-SHA256 of `v1:<timestamp>:<body>` under the Base64 secret
   * (reference 6.5). Synchronous for a recorded `{ headers, body }`; for a Fetch `Request` it reads the body and
   * returns a promise: `await expect(request).toBeSignedWebhook(secret)`.
   */
  toBeSignedWebhook(
    secret: WebhookSecret,
    options?: SignedWebhookOptions,
  ): Received extends WebhookRequestLike ? Promise<void> : void;
  /**
   * Passes when a response is one the spec documents for the operation, as jest-openapi's `toSatisfyApiSpec` checks:
   * its status is `status`, the operation documents that status, and the JSON body validates against that status's
   * schema. Takes a Fetch `Response` (read from a clone; the matcher then returns a promise), `{ status, body }` (a
   * `FleetApiError` is one), or openapi-fetch's `{ data, error, response }`. A failure names the operation, the status
   * and each JSON pointer with its broken rule.
   */
  toMatchOperation(operationId: string, status: number): Received extends ResponseLike ? Promise<void> : void;
}

declare module "vitest" {
  interface Matchers<T = any> extends FleetkitMatchers<T> {}
}

const preview = (value: unknown): string => {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

/** The `validate` of a generated module: the bundled spec's, or a user's own. */
export type SchemaValidate = (schema: string, value: unknown) => ValidationResult;

function schemaMatcher(check: SchemaValidate) {
  return function toMatchSchema(this: MatcherState, received: unknown, schema: string): ExpectationResult {
    return matchSchema(check, received, schema);
  };
}

function matchSchema(check: SchemaValidate, received: unknown, schema: string): ExpectationResult {
  const result = check(schema, received);
  if (result.valid) {
    return {
      pass: true,
      message: () => `expected value not to match schema ${schema}, but it does\n\nReceived: ${preview(received)}`,
    };
  }
  const rules = result.errors.map((e) => `  ${e.message} [${e.keyword}]`).join("\n");
  const count = result.errors.length === 1 ? "1 rule" : `${result.errors.length} rules`;
  return {
    pass: false,
    message: () =>
      `expected value to match schema ${schema}, but it breaks ${count}:\n${rules}\n\nReceived: ${preview(received)}`,
  };
}

function isRequestLike(value: unknown): value is WebhookRequestLike {
  const candidate = value as Partial<WebhookRequestLike> | null;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    typeof candidate.clone === "function" &&
    typeof (candidate.headers as Headers | undefined)?.get === "function"
  );
}

function isRecorded(value: unknown): value is RecordedWebhookRequest {
  const candidate = value as Partial<RecordedWebhookRequest> | null;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    typeof candidate.headers === "object" &&
    candidate.headers !== null &&
    "body" in candidate
  );
}

function checkSignature(request: RecordedWebhookRequest, secret: WebhookSecret, options: SignedWebhookOptions) {
  try {
    const { timestampSeconds } = verifyWebhookSignature({
      secret,
      headers: request.headers,
      body: request.body,
      toleranceSeconds: options.toleranceSeconds ?? 0,
      ...(options.now !== undefined && { now: options.now }),
    });
    return {
      pass: true,
      message: () =>
        `expected the request not to be signed with this secret, but X-Service-Signature matches (X-Service-Timestamp ${timestampSeconds})`,
    };
  } catch (error) {
    // A bad secret or option is a mistake in the test, not a verdict on the request: let it throw.
    if (!(error instanceof WebhookVerificationError)) throw error;
    return {
      pass: false,
      message: () =>
        `expected a webhook delivery signed with this secret, but it is not (${error.code}): ${error.message}`,
    };
  }
}

function toBeSignedWebhook(
  this: MatcherState,
  received: unknown,
  secret: WebhookSecret,
  options: SignedWebhookOptions = {},
): ExpectationResult {
  if (isRequestLike(received)) {
    if (received.bodyUsed) {
      throw new TypeError(
        "toBeSignedWebhook: the Request's body was already read; check request.clone() before reading it, or record { headers, body }",
      );
    }
    return received
      .clone()
      .arrayBuffer()
      .then((body) => checkSignature({ headers: received.headers, body }, secret, options));
  }
  if (isRecorded(received)) return checkSignature(received, secret, options);
  throw new TypeError(
    `toBeSignedWebhook: expected a recorded request { headers, body } (body as received: string, Buffer or ArrayBuffer) or a Fetch Request, got ${preview(received)}`,
  );
}

/** A matcher's synchronous verdict. */
type Verdict = Exclude<ExpectationResult, PromiseLike<unknown>>;

/** A response reduced to what is checked: its status and its body (already parsed, or the text to parse). */
type Answer = { status: number; body: unknown } | { status: number; text: string };

function isResponseLike(value: unknown): value is ResponseLike {
  const candidate = value as Partial<ResponseLike> | null;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    typeof candidate.status === "number" &&
    typeof candidate.clone === "function" &&
    typeof (candidate.headers as Headers | undefined)?.get === "function"
  );
}

/** A Response, openapi-fetch's `{ data, error, response }`, or `{ status, body }`, as its status and body. */
function answerOf(received: unknown): Answer | Promise<Answer> {
  if (isResponseLike(received)) {
    if (received.bodyUsed) {
      throw new TypeError(
        "toMatchOperation: the Response's body was already read; check response.clone() before reading it, or pass { status, body }",
      );
    }
    return received
      .clone()
      .text()
      .then((text) => ({ status: received.status, text }));
  }
  const candidate = received as {
    response?: unknown;
    data?: unknown;
    error?: unknown;
    status?: unknown;
    body?: unknown;
  };
  if (typeof candidate === "object" && candidate !== null) {
    if (isResponseLike(candidate.response)) {
      // openapi-fetch has read the body: `data` for a 2xx, `error` otherwise ("" when the body was empty).
      const { status } = candidate.response;
      const body =
        status >= 200 && status < 300 ? candidate.data : candidate.error === "" ? undefined : candidate.error;
      return { status, body };
    }
    if (typeof candidate.status === "number" && "body" in candidate)
      return { status: candidate.status, body: candidate.body };
  }
  throw new TypeError(
    `toMatchOperation: expected a Fetch Response, { status, body } or openapi-fetch's { data, error, response }, got ${preview(received)}`,
  );
}

/**
 * The schema the spec gives a status of an operation (null: documented, without a named schema to check the body
 * against): the exact status first, then its range (`4XX`), then `default`; the 200 answer falls back to
 * `responseSchema`, which metadata without `responseSchemas` has alone.
 */
function documented(
  operation: OperationResponses,
  status: number,
): { key: string; schema: string | null } | { statuses: string[] } {
  const schemas = operation.responseSchemas ?? {};
  const exact = String(status);
  const keys = Object.keys(schemas);
  for (const wanted of [exact, `${exact[0]}XX`, "DEFAULT"]) {
    const key = keys.find((k) => k.toUpperCase() === wanted);
    if (key !== undefined) return { key, schema: schemas[key] ?? null };
  }
  if (status === 200) return { key: "200", schema: operation.responseSchema };
  return { statuses: ["200", ...keys.filter((k) => k !== "200")] };
}

function matchOperation(
  check: SchemaValidate,
  operations: Readonly<Record<string, OperationResponses>>,
  received: unknown,
  operationId: string,
  status: number,
): Verdict | Promise<Verdict> {
  if (typeof operationId !== "string" || !Object.hasOwn(operations, operationId)) {
    const hint = typeof operationId === "string" ? didYouMean(operationId, Object.keys(operations)) : undefined;
    throw new TypeError(
      `toMatchOperation: unknown operation ${JSON.stringify(operationId)}${hint ? `; ${hint}` : ""} (pass the operationId of the spec, as in its operations record)`,
    );
  }
  if (!Number.isInteger(status) || status < 100 || status > 599) {
    throw new TypeError(`toMatchOperation: status must be an HTTP status code from 100 to 599, got ${preview(status)}`);
  }
  const operation = operations[operationId]!;
  const answer = answerOf(received);
  const verdict = (a: Answer) => operationVerdict(check, operation, operationId, status, a);
  return answer instanceof Promise ? answer.then(verdict) : verdict(answer);
}

function operationVerdict(
  check: SchemaValidate,
  operation: OperationResponses,
  operationId: string,
  status: number,
  answer: Answer,
): Verdict {
  const name = `${operationId} (${operation.method.toUpperCase()} ${operation.path})`;
  const spec = documented(operation, status);
  if ("statuses" in spec) {
    return {
      pass: false,
      message: () =>
        `expected a ${status} response of ${name}, but the operation documents only ${spec.statuses.join(", ") || "no status"}`,
    };
  }
  const fail = (why: string, shown: unknown) => ({
    pass: false,
    message: () => `expected the ${status} response of ${name}${why}\n\nReceived: ${preview(shown)}`,
  });
  const shown = "text" in answer ? answer.text : answer.body;
  if (answer.status !== status) return fail(`, but the response's status is ${answer.status}`, shown);
  const against = spec.key === String(status) ? "" : ` (its ${spec.key} response)`;
  if (spec.schema === null) {
    return {
      pass: true,
      message: () =>
        `expected the ${status} response of ${name} not to match the spec, but it does (the spec gives no schema for its body)`,
    };
  }
  let body: unknown;
  if ("text" in answer) {
    if (answer.text === "") return fail(` to match ${spec.schema}${against}, but it has no body`, shown);
    try {
      body = JSON.parse(answer.text);
    } catch {
      return fail(` to match ${spec.schema}${against}, but its body is not JSON`, shown);
    }
  } else body = answer.body;
  if (body === undefined) return fail(` to match ${spec.schema}${against}, but it has no body`, shown);
  const result = check(spec.schema, body);
  if (result.valid) {
    return {
      pass: true,
      message: () =>
        `expected the ${status} response of ${name} not to match the spec, but it does: its body is a valid ${spec.schema}${against}`,
    };
  }
  const rules = result.errors.map((e) => `  ${e.message} [${e.keyword}]`).join("\n");
  const count = result.errors.length === 1 ? "1 rule" : `${result.errors.length} rules`;
  return fail(` to match ${spec.schema}${against}, but its body breaks ${count}:\n${rules}`, body);
}

function operationMatcher(check: SchemaValidate, operations: Readonly<Record<string, OperationResponses>>) {
  return function toMatchOperation(
    this: MatcherState,
    received: unknown,
    operationId: string,
    status: number,
  ): ExpectationResult {
    return matchOperation(check, operations, received, operationId, status);
  };
}

/**
 * Pass to `expect.extend(fleetkitMatchers)`: `toMatchSchema` and `toMatchOperation` check against the bundled spec.
 */
export const fleetkitMatchers = {
  toMatchSchema: schemaMatcher(validate as SchemaValidate),
  toBeSignedWebhook,
  toMatchOperation: operationMatcher(validate as SchemaValidate, bundledOperations),
};

export interface InstallMatchersOptions {
  /**
   * The `validate` of your generated module, so `toMatchSchema` and `toMatchOperation` know your spec's schemas.
   * Default: the bundled spec's.
   */
  validate?(schema: string, value: unknown): ValidationResult;
  /** The `operations` of your generated module, so `toMatchOperation` knows your spec's operations. Default: the bundled spec's. */
  operations?: Readonly<Record<string, OperationResponses>>;
}

interface Extensible {
  extend(matchers: typeof fleetkitMatchers): void;
}

/**
 * Adds the matchers to vitest's `expect`: the one given, else the global one vitest registers. Call it once,
 * e.g. in a setup file: `installMatchers(expect)`.
 */
export function installMatchers(expect?: Extensible, options: InstallMatchersOptions = {}): void {
  const global = globalThis as { expect?: Extensible } & Record<symbol, Extensible | undefined>;
  const target = expect ?? global.expect ?? global[Symbol.for("expect-global")];
  if (typeof target?.extend !== "function") {
    throw new TypeError(
      "installMatchers: no vitest expect found; pass it: installMatchers(expect) with expect imported from vitest",
    );
  }
  const own = options.validate;
  const check: SchemaValidate = own ? (schema, value) => own(schema, value) : (validate as SchemaValidate);
  const operations = options.operations ?? bundledOperations;
  target.extend(
    own || options.operations
      ? {
          ...fleetkitMatchers,
          toMatchSchema: schemaMatcher(check),
          toMatchOperation: operationMatcher(check, operations),
        }
      : fleetkitMatchers,
  );
}
