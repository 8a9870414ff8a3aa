import { operations, type Operation } from "../../generated/operations.js";
import { validate } from "../../generated/validators.js";
import { createOperationIndex, type OperationIndex } from "../../runtime/operation-lookup.js";
import type { MockClock } from "./clock.js";
import type { MockResponse } from "./context.js";
import type { CursorCodec } from "./cursors.js";
import { invalidBody, MockHttpError } from "./errors.js";
import { readJsonRequest } from "./http.js";
import type { WebhookRegistry } from "./mock-webhooks.js";
import type { RateLimiter } from "./rate-limit.js";
import { handlerFor } from "./routes.js";
import type { ServedOperation, ServedSpec } from "./served-spec.js";
import type { SpecAnswer } from "./spec-answers.js";
import type { MockStore } from "./store.js";
import { missingScopes, type MockApiToken, type TokenRegistry } from "./tokens.js";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** The bundled spec's operations by method and concrete path. */
const bundledIndex = createOperationIndex(Object.values(operations) as Operation[]);

/** A spec the mock serves instead of the bundled one, with its checks and spec-driven answers. */
export interface ServedLayer {
  spec: ServedSpec;
  answer: SpecAnswer;
  checkParameters(operation: ServedOperation, params: Record<string, string>, query: URLSearchParams): void;
  checkBody(operation: ServedOperation, body: unknown): void;
}

export interface ApiHandlerDeps {
  store: MockStore;
  tokens: TokenRegistry;
  clock: MockClock;
  cursors: CursorCodec;
  webhooks: WebhookRegistry;
  pageSize: number;
  /** Undefined: no rate limit. */
  rateLimiter: RateLimiter | undefined;
  /** Undefined: the bundled spec. */
  served?: ServedLayer;
}

/** Who reads an operation the served spec makes public (`security: []`): no scopes, the whole organization. */
const ANONYMOUS: MockApiToken = {
  id: "anonymous",
  name: "anonymous",
  scopes: [],
  tagIds: [],
  token: "",
  createdAtMs: 0,
};

function routeNotFound(index: OperationIndex, method: string, path: string): MockHttpError {
  const allowed = METHODS.filter((m) => index.match(m, path) !== undefined).map((m) => m.toUpperCase());
  if (allowed.length > 0) {
    return new MockHttpError(
      405,
      "method_not_allowed",
      `${method.toUpperCase()} is not an operation at ${path}; allowed: ${allowed.join(", ")}`,
      { allow: allowed.join(", ") },
    );
  }
  return new MockHttpError(
    404,
    "unknown_operation",
    `${method.toUpperCase()} ${path} is not an operation of the spec (undocumented endpoints are unsupported)`,
  );
}

/**
 * Serves the spec's operations from a Fetch `Request`. The checks run in a fixed order — route (404/405), token
 * (401), rate (429, when limited), scopes (403), parameters and body (400) — then the operation's handler: the fleet
 * model's for the operations it knows, the spec-driven one for the others of a served spec. A success answer is
 * checked against the served spec's response schema, so the mock never sends a body the spec forbids. Errors are
 * thrown as MockHttpError for the caller to send.
 */
export function createApiHandler(deps: ApiHandlerDeps) {
  const { store, tokens, clock, cursors, webhooks, pageSize, rateLimiter, served } = deps;
  const index = served?.spec.index ?? bundledIndex;

  function stateful(
    operation: Operation,
    params: Record<string, string>,
    query: URLSearchParams,
    body: unknown,
    token: MockApiToken,
  ): MockResponse {
    return handlerFor(operation)({
      operation,
      params,
      query,
      body,
      token,
      store,
      clock,
      cursors,
      webhooks,
      pageSize,
    });
  }

  function checkScopes(
    token: MockApiToken,
    operation: { method: string; path: string; scopes: readonly string[] | null },
  ) {
    const missing = missingScopes(token, operation.scopes);
    if (missing.length > 0) {
      throw new MockHttpError(
        403,
        "missing_scope",
        `${operation.method.toUpperCase()} ${operation.path} needs the scope${missing.length > 1 ? "s" : ""} ${missing.join(", ")}, which this token lacks (it needs ${operation.scopes!.join(" and ")})`,
      );
    }
  }

  async function handleBundled(request: Request, url: URL, operation: Operation, params: Record<string, string>) {
    const token = tokens.authenticate(request.headers.get("authorization") ?? undefined);
    rateLimiter?.take(token.id);
    checkScopes(token, operation);
    const body = operation.method === "get" ? undefined : await readJsonRequest(request);
    if (operation.requestSchema) {
      if (body === undefined) throw invalidBody(`the body is required: a JSON ${operation.requestSchema}`);
      const result = validate(operation.requestSchema, body);
      if (!result.valid)
        throw invalidBody(
          `the body is not a valid ${operation.requestSchema}: ${result.errors.map((e) => e.message).join("; ")}`,
        );
    }
    const response = stateful(operation, params, url.searchParams, body, token);
    if (response.status < 300 && operation.responseSchema) {
      const result = validate(operation.responseSchema, response.body);
      if (!result.valid)
        throw new MockHttpError(
          500,
          "internal_error",
          `the mock built an invalid ${operation.responseSchema}: ${result.errors[0]?.message}`,
        );
    }
    return response;
  }

  /**
   * A served spec's operation. The fleet model answers those it knows while its answer is valid under the served
   * spec; where the served spec changed a shape so that it is not (or the body is one the model cannot read), the
   * spec-driven answer is sent instead.
   */
  async function handleServed(
    layer: ServedLayer,
    request: Request,
    url: URL,
    operation: ServedOperation,
    params: Record<string, string>,
  ) {
    const token = operation.auth ? tokens.authenticate(request.headers.get("authorization") ?? undefined) : ANONYMOUS;
    if (operation.auth) rateLimiter?.take(token.id);
    checkScopes(token, operation);
    layer.checkParameters(operation, params, url.searchParams);
    const body = operation.method === "get" || operation.method === "head" ? undefined : await readJsonRequest(request);
    layer.checkBody(operation, body);
    const model = operation.stateful;
    const modelReads = model !== null && (!model.requestSchema || validate(model.requestSchema, body).valid);
    if (model && modelReads) {
      const response = stateful(model, params, url.searchParams, body, token);
      if (response.status >= 300) return response;
      const success = operation.success;
      const schema = success?.media?.schema;
      if (success && schema !== undefined && (schema === null || layer.spec.validator(schema)(response.body)))
        return { status: success.status, body: response.body };
    }
    return layer.answer({ operation, params, query: url.searchParams, body });
  }

  return async function handleApi(request: Request): Promise<MockResponse> {
    const url = new URL(request.url);
    const method = request.method.toLowerCase();
    const match = index.match(method, url.pathname);
    if (!match) throw routeNotFound(index, method, url.pathname);
    if (served) return handleServed(served, request, url, match.operation as ServedOperation, match.params);
    return handleBundled(request, url, match.operation as Operation, match.params);
  };
}
