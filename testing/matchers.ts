import type { MatcherResult as ExpectationResult, MatcherState } from "vitest";
import { validate, type SchemaName, type ValidationResult } from "../generated/validators.js";
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

/** Pass to `expect.extend(fleetkitMatchers)`: `toMatchSchema` validates against the bundled spec's schemas. */
export const fleetkitMatchers = { toMatchSchema: schemaMatcher(validate as SchemaValidate), toBeSignedWebhook };

export interface InstallMatchersOptions {
  /** The `validate` of your generated module, so `toMatchSchema` knows your spec's schemas. Default: the bundled spec's. */
  validate?(schema: string, value: unknown): ValidationResult;
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
  target.extend(
    own
      ? { ...fleetkitMatchers, toMatchSchema: schemaMatcher((schema, value) => own(schema, value)) }
      : fleetkitMatchers,
  );
}
