import { operations, type Operation } from "../../generated/operations.js";
import { validate } from "../../generated/validators.js";
import { createOperationIndex, type OperationIndex } from "../../runtime/operation-lookup.js";
import type { MockClock } from "./clock.js";
import type { MockResponse } from "./context.js";
import type { CursorCodec } from "./cursors.js";
import { invalidBody, MockHttpError } from "./errors.js";
import { readJsonRequest, readServedRequest } from "./http.js";
import type { WebhookRegistry } from "./mock-webhooks.js";
import type { RateLimiter } from "./rate-limit.js";
import { handlerFor } from "./routes.js";
import type { Credential, ServedOperation, ServedSpec } from "./served-spec.js";
import type { SpecAnswers } from "./spec-answers.js";
import { chooseOperation } from "./operation-choice.js";
import type { MockStore } from "./store.js";
import { missingScopes, type MockApiToken, type TokenRegistry } from "./tokens.js";
import type { UsageRecord } from "./usage-record.js";
import { pathWithinServer } from "./server-paths.js";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** The bundled spec's operations by method and concrete path. */
const bundledIndex = createOperationIndex(Object.values(operations) as Operation[]);

/** A spec the mock serves instead of the bundled one, with its checks and its answers. */
export interface ServedLayer {
  spec: ServedSpec;
  answer: SpecAnswers["answer"];
  errorBody: SpecAnswers["errorBody"];
  /** The status a refusal of the mock's (`status`) is sent with: 422 where the operation documents 422 and no 400. */
  refusalStatus(operation: ServedOperation, status: number): number;
  checkParameters(operation: ServedOperation, params: Record<string, string>, query: URLSearchParams): void;
  /** `json` false: a body read in a documented type other than JSON (see `readServedRequest`), not checked. */
  checkBody(operation: ServedOperation, body: unknown, json?: boolean): void;
  /** The success answer without the properties its schema does not name, as the client's drift checks read them. */
  documentedAnswer(operation: ServedOperation, status: number, body: unknown): unknown;
  checkAnswer(operation: ServedOperation, status: number, body: unknown): void;
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
  /** Records which operation each token called (`mock.scopePlan()`); undefined: nothing is recorded. */
  usage?: UsageRecord;
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
 * (401), rate (429, when limited), scopes (403), parameters and body (400) — then the answer: the bundled spec's
 * handlers (routes.ts) for the bundled spec; for a served spec, its one resource model (spec-answers.ts), the fleet
 * model's data behind the operations that address it, never those handlers. A success answer is checked against the
 * spec's response schema, so the mock never sends a body the spec forbids. Errors are thrown as MockHttpError for the
 * caller to send; a served spec's carry the body it documents for their status.
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
        `${operation.method.toUpperCase()} ${operation.path} needs the scope${missing.length > 1 ? "s" : ""} ${missing.join(", ")}, which this token lacks${missing.length < operation.scopes!.length ? ` (it needs ${operation.scopes!.join(" and ")})` : ""}`,
      );
    }
  }

  async function handleBundled(request: Request, url: URL, operation: Operation, params: Record<string, string>) {
    const token = tokens.authenticate(request.headers.get("authorization") ?? undefined);
    deps.usage?.record(token, operation);
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

  /** The token a request carries in the way `credential` says; throws 401 when it carries none or an unknown one. */
  function tokenBy(request: Request, url: URL, credential: Credential): MockApiToken {
    const authorization = request.headers.get("authorization");
    if (credential.kind === "bearer") return tokens.authenticate(authorization ?? undefined);
    if (credential.kind === "basic") {
      const encoded = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(authorization ?? "")?.[1];
      const decoded = encoded === undefined ? null : Buffer.from(encoded, "base64").toString("utf8");
      // The token as the password, or as the user name with an empty password (`<key>:`, as Stripe takes its key).
      const colon = decoded === null ? -1 : decoded.indexOf(":");
      const password = decoded === null ? null : decoded.slice(colon + 1);
      return tokens.authenticateKey(
        password === "" && colon > 0 ? decoded!.slice(0, colon) : password,
        "the password of Authorization: Basic (or its user name, with an empty password)",
        // RFC 9110 11.6.1: a 401 names the scheme it takes.
        { "WWW-Authenticate": 'Basic realm="fleetkit-mock"' },
      );
    }
    const name = credential.name!;
    if (credential.in === "query")
      return tokens.authenticateKey(url.searchParams.get(name), `the query parameter ${name}`);
    if (credential.in === "cookie") {
      const cookie = (request.headers.get("cookie") ?? "")
        .split(";")
        .map((c) => c.trim().split("="))
        .find(([key]) => key === name);
      return tokens.authenticateKey(cookie?.slice(1).join("=") ?? null, `the cookie ${name}`);
    }
    // A key after a scheme (Gitea's `Authorization: token <key>`, as its scheme's description says) is the last word.
    const value = request.headers.get(name);
    return tokens.authenticateKey(
      value?.includes(" ") ? value.slice(value.lastIndexOf(" ") + 1) : value,
      `the header ${name}`,
    );
  }

  /**
   * The token of the first security option the request satisfies. When it satisfies none, the error of the first
   * option whose credential it carries (a wrong key in the second option's query parameter says so), else the first's.
   */
  function authenticateServed(request: Request, url: URL, operation: ServedOperation): MockApiToken {
    if (operation.security === null) return ANONYMOUS;
    let reason: unknown;
    const missing = (error: unknown) => error instanceof MockHttpError && error.code === "missing_token";
    for (const option of operation.security) {
      try {
        const found = option.map((credential) => tokenBy(request, url, credential));
        if (found.every((t) => t.id === found[0]?.id) && found[0]) return found[0];
        throw new MockHttpError(401, "invalid_token", "The credentials of the request name different tokens");
      } catch (error) {
        if (reason === undefined || (missing(reason) && !missing(error))) reason = error;
      }
    }
    throw reason;
  }

  /**
   * A served spec's operation: the token the spec's security asks for, scopes, parameters and body, then the answer
   * from the served spec's one resource model (the fleet model's data where the spec addresses it), checked against
   * the spec's response schema before it is sent.
   */
  async function handleServed(
    layer: ServedLayer,
    request: Request,
    url: URL,
    operation: ServedOperation,
    params: Record<string, string>,
  ) {
    const token = authenticateServed(request, url, operation);
    deps.usage?.record(token, operation);
    if (token !== ANONYMOUS) rateLimiter?.take(token.id);
    checkScopes(token, operation);
    layer.checkParameters(operation, params, url.searchParams);
    const read =
      operation.method === "get" || operation.method === "head"
        ? { value: undefined, json: true }
        : await readServedRequest(request, operation.body?.types ?? null);
    const body = read.value;
    layer.checkBody(operation, body, read.json);
    const response = layer.answer({ operation, params, query: url.searchParams, body, viewer: token });
    const sent = layer.documentedAnswer(operation, response.status, response.body);
    layer.checkAnswer(operation, response.status, sent);
    return sent === response.body ? response : { ...response, body: sent };
  }

  return async function handleApi(request: Request): Promise<MockResponse> {
    const url = new URL(request.url);
    const method = request.method.toLowerCase();
    // A served spec's paths are relative to its servers' (`https://api.example.com/v1`: `/v1/search` is `/search`).
    if (served)
      url.pathname = pathWithinServer(served.spec.serverPaths, url.pathname, (path) =>
        METHODS.some((m) => index.match(m, path) !== undefined),
      );
    const found = index.match(method, url.pathname);
    if (!found) throw routeNotFound(index, method, url.pathname);
    if (served) {
      const match = chooseOperation(
        served.spec,
        served.checkParameters,
        found,
        url,
        (name) => request.headers.get(name) ?? undefined,
      );
      const operation = match.operation as ServedOperation;
      try {
        return await handleServed(served, request, url, operation, match.params);
      } catch (error) {
        // The error with the status the served spec documents for a refusal, in the body it documents for that status.
        if (error instanceof MockHttpError) {
          error.documentedStatus = served.refusalStatus(operation, error.status);
          error.documentedBody = served.errorBody(operation, error);
        }
        throw error;
      }
    }
    return handleBundled(request, url, found.operation as Operation, found.params);
  };
}
