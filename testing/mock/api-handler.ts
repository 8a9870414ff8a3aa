import type { IncomingMessage, ServerResponse } from "node:http";
import { operations, type Operation } from "../../generated/operations.js";
import { validate } from "../../generated/validators.js";
import { createOperationIndex } from "../../runtime/operation-lookup.js";
import type { MockClock } from "./clock.js";
import type { CursorCodec } from "./cursors.js";
import { invalidBody, MockHttpError } from "./errors.js";
import { readJsonBody, sendJson } from "./http.js";
import type { WebhookRegistry } from "./mock-webhooks.js";
import type { RateLimiter } from "./rate-limit.js";
import { handlerFor } from "./routes.js";
import type { MockStore } from "./store.js";
import { missingScopes, type TokenRegistry } from "./tokens.js";

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/** The spec's operations by method and concrete path. */
const index = createOperationIndex(Object.values(operations) as Operation[]);
const matchOperation = (method: string, path: string) =>
  index.match(method, path) as { operation: Operation; params: Record<string, string> } | undefined;

export interface ApiHandlerDeps {
  store: MockStore;
  tokens: TokenRegistry;
  clock: MockClock;
  cursors: CursorCodec;
  webhooks: WebhookRegistry;
  pageSize: number;
  /** Undefined: no rate limit. */
  rateLimiter: RateLimiter | undefined;
}

/**
 * Serves the spec's operations. The checks run in a fixed order — route (404/405), token (401), rate (429, when
 * limited), scopes (403), body (400) — then the operation's handler; its answer is checked against the operation's response schema, so
 * the mock never sends a body the spec forbids. Errors are thrown as MockHttpError for the server to send.
 */
export function createApiHandler({ store, tokens, clock, cursors, webhooks, pageSize, rateLimiter }: ApiHandlerDeps) {
  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? "GET").toLowerCase();
    const match = matchOperation(method, url.pathname);
    if (!match) {
      const allowed = METHODS.filter((m) => matchOperation(m, url.pathname) !== undefined).map((m) => m.toUpperCase());
      if (allowed.length > 0) {
        throw new MockHttpError(
          405,
          "method_not_allowed",
          `${method.toUpperCase()} is not an operation at ${url.pathname}; allowed: ${allowed.join(", ")}`,
          { allow: allowed.join(", ") },
        );
      }
      throw new MockHttpError(
        404,
        "unknown_operation",
        `${method.toUpperCase()} ${url.pathname} is not an operation of the spec (undocumented endpoints are unsupported)`,
      );
    }
    const { operation, params } = match;
    const token = tokens.authenticate(req.headers.authorization);
    rateLimiter?.take(token.id);
    const missing = missingScopes(token, operation.scopes);
    if (missing.length > 0) {
      throw new MockHttpError(
        403,
        "missing_scope",
        `${operation.method.toUpperCase()} ${operation.path} needs the scope${missing.length > 1 ? "s" : ""} ${missing.join(", ")}, which this token lacks (it needs ${operation.scopes!.join(" and ")})`,
      );
    }
    const body = method === "get" ? undefined : await readJsonBody(req);
    if (operation.requestSchema) {
      if (body === undefined) throw invalidBody(`the body is required: a JSON ${operation.requestSchema}`);
      const result = validate(operation.requestSchema, body);
      if (!result.valid)
        throw invalidBody(
          `the body is not a valid ${operation.requestSchema}: ${result.errors.map((e) => e.message).join("; ")}`,
        );
    }
    const response = handlerFor(operation)({
      operation,
      params,
      query: url.searchParams,
      body,
      token,
      store,
      clock,
      cursors,
      webhooks,
      pageSize,
    });
    if (response.status < 300 && operation.responseSchema) {
      const result = validate(operation.responseSchema, response.body);
      if (!result.valid)
        throw new MockHttpError(
          500,
          "internal_error",
          `the mock built an invalid ${operation.responseSchema}: ${result.errors[0]?.message}`,
        );
    }
    sendJson(res, response.status, response.body);
  };
}
