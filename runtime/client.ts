import createClient, { createQuerySerializer } from "openapi-fetch";
import type { Api, OperationMeta } from "./api.js";
import { linkedController } from "./attempt.js";
import { checkBaseUrl } from "./base-url.js";
import type {
  CallOptions,
  FleetClient,
  LeanClient,
  Method,
  OperationClient,
  OperationFunction,
} from "./client-types.js";
import type { Drift, DriftChecks, DriftMode } from "./drift-types.js";
import {
  FleetApiError,
  FleetError,
  type OperationRef,
  InvalidResponseError,
  MissingScopeError,
  ResponseDriftError,
  parseJsonOrText,
} from "./errors.js";
import { checkPath } from "./path-values.js";
import { type QueryStyler, querySerializerOf } from "./query-styles.js";
import { bindRedactor, createRedactor, type Redactor } from "./redact.js";
import {
  createRetryFetch,
  parseRetryAfter,
  type RetryCall,
  type RetryEvent,
  type RetryFetch,
  type RetryOptions,
} from "./retry-fetch.js";
import type { AllAuth } from "./all-auth.js";
import { authCore } from "./auth-core.js";
import type { KeyAuth } from "./key-auth.js";
import type { OAuthSession } from "./oauth/session.js";
import { checkScopeNames, checkTokenScopes, missingScopes } from "./scopes.js";
import { checkTagAccess, checkTokenTagIds } from "./tag-guard.js";

export interface FleetClientOptions<Scope extends string = string> {
  /** `https://…`; `http://` only for a loopback host with `allowInsecureLoopback`. */
  baseUrl: string;
  /**
   * An API token or OAuth access token, without the `Bearer ` prefix. Kept in a closure, never in an error. Give
   * either `token` or `auth`; neither, for a spec that requires no credential (its module's `defineApi` says
   * `anonymous: true`), and nothing goes in `Authorization`.
   */
  token?: string;
  /**
   * Instead of a fixed bearer token: an OAuth session (`createOAuthApp(…).session(credentials)`, docs/oauth.md), whose
   * calls send its current access token, refreshed ahead of expiry and once after a 401 (then the call is repeated
   * once); or what a spec's other security schemes ask for, `apiKeyAuth({ in, name, key })` (a header, query parameter
   * or cookie) or `basicAuth({ username, password })` (docs/runtime.md, "Other credentials"); `allAuth(…)` sends
   * several together, for a security requirement of two schemes.
   */
  auth?: OAuthSession | KeyAuth | AllAuth;
  /** The transport under the retries; default `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * The token's granular scopes. When given, a call the token cannot make throws `MissingScopeError` unsent. Where the
   * spec declares a complete scope catalogue, a name outside it is refused at creation (a typo); otherwise any name is
   * taken, since a real token holds scopes such a spec does not list.
   */
  tokenScopes?: readonly Scope[];
  /** The tags the token is limited to. When non-empty, data created outside them throws `TagAccessError` unsent. */
  tokenTagIds?: readonly string[];
  /** Retries of failed attempts (see `RetryOptions` for which); `false` for none. A call's own `retry` overrides it. */
  retry?: RetryOptions | false;
  /** Per attempt: how long to wait for the whole response, headers and body. Default 30 000 ms; `Infinity` for no limit. */
  timeoutMs?: number;
  /** Accept `http:` for `localhost`, `127.0.0.0/8` and `[::1]` (mocks and tests). */
  allowInsecureLoopback?: boolean;
  /** Called before each retry's wait, for logging and metrics; never given the token. What it throws is ignored. */
  onRetry?: (event: RetryEvent) => unknown;
  /** The largest response body read, in bytes; a longer one is a `ResponseTooLargeError`. Default 50 MiB; `Infinity` for none. */
  maxResponseBytes?: number;
  /**
   * Hold each JSON response body against the spec (docs/drift.md): `"off"` (the default) checks nothing; `"report"`
   * returns as usual and calls `onDrift` with what differs; `"throw"` throws `ResponseDriftError` for a 2xx answer
   * that differs (an error answer still throws `FleetApiError`, after `onDrift`). Give `driftChecks` with it.
   */
  validateResponses?: DriftMode;
  /** Called with each answer's drift (never a value of the answer, never the token). What it throws is ignored. */
  onDrift?: (drift: Drift) => unknown;
  /**
   * The spec's validators for `validateResponses`: your generated module's `driftChecks`, loaded on the first check.
   * A separate import, so that a client without response checks does not bundle every validator.
   */
  driftChecks?: () => Promise<DriftChecks>;
}

/** What a call is given, as far as this module looks at it. */
type CallInit = CallOptions & { signal?: AbortSignal | null; parseAs?: string } & Record<string, unknown>;

/** What openapi-fetch answers for a call. */
type CallResult = { data?: unknown; error?: unknown; response: Response };

const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

/**
 * The API each client was made for: how `paginate` and `followFeed` know the spec of the client they are given. A
 * lean client (`createLeanApiClient`) has none: `null`.
 */
const apiOfClient = new WeakMap<object, Api | null>();

/**
 * How an operation function reaches a client made here: the call with the operation's own metadata, which the client's
 * guards read instead of looking the path up in the spec's table (a lean client has no table).
 */
const operationCalls = new WeakMap<
  object,
  (operation: OperationMeta, init: unknown, tagGuard?: TagGuard, queryStyler?: QueryStyler) => Promise<CallResult>
>();

/**
 * The tag guard (`checkTagAccess`): the client made by `createApiClient` holds it; for a lean client, the function of an
 * operation that creates tagged data brings it, so a bundle of other operations does not keep it.
 */
export type TagGuard = (operation: OperationRef, body: unknown, tokenTagIds: readonly string[]) => void;

/** The API a client was created for; a `TypeError` for anything `createFleetClient` did not make. */
export function apiOf(client: FleetClient<any>): Api {
  const api = apiOfClient.get(client);
  if (api === null)
    throw new TypeError(
      "expected a client made by createFleetClient: a lean client (createLeanClient) holds no table of the spec's operations, so it serves operation functions only; make this client with createFleetClient for paginate, followFeed and calls by path",
    );
  if (!api) throw new TypeError("expected a client made by createFleetClient (of fleetkit or of a generated module)");
  return api;
}

/**
 * What a client knows of its spec: how it finds the operation of a call made by path (`client.GET(path)`; an
 * operation function brings its own metadata instead), how it checks `tokenScopes`, and the API `paginate` reads.
 */
interface Binding {
  operationAt(method: string, url: string): OperationMeta;
  heldScopes(tokenScopes: readonly string[]): ReadonlySet<string>;
  api: Api | null;
  /** The tag guard for calls by path; an operation function may bring its own. */
  tagGuard?: TagGuard;
  /**
   * What writes a query in the styles its operation's spec states (`querySerializerOf`), for calls by path; the
   * function of an operation with `queryStyles` brings it, so a bundle of other operations does not keep it.
   */
  queryStyler?: QueryStyler;
}

/**
 * A client for the API that `api` describes: bearer auth on every request, HTTPS only, retries with backoff, a
 * per-attempt timeout, and (when told what the token holds) scope and tag checks before anything is sent. A
 * generated module binds `api` to its spec and exports this as `createFleetClient(options)`.
 */
export function createApiClient<Paths extends {}, Scope extends string = string>(
  api: Api<Record<string, OperationMeta>, Scope>,
  options: FleetClientOptions<Scope>,
  /** The spec's validators and shapes for `validateResponses` (a generated module passes its own). */
  driftChecks?: () => Promise<DriftChecks>,
): FleetClient<Paths> {
  const binding: Binding = {
    operationAt: (method, url) => api.index.at(method, url),
    heldScopes: (tokenScopes) => checkTokenScopes(api, tokenScopes),
    api: api as Api,
    tagGuard: checkTagAccess,
    queryStyler: querySerializerOf,
  };
  return createClientOf(binding, options, driftChecks) as unknown as FleetClient<Paths>;
}

/**
 * A client for operation functions alone: the options, retries, guards and errors of `createApiClient`'s, but it holds
 * no table of the spec's operations. Each operation function brings its own metadata (scopes, path template, query
 * style, schemas), so a bundle keeps only the operations an app calls. Calls by path (`client.GET`), `paginate` and
 * `followFeed` need `createApiClient`'s client, and say so. A generated module exports this as
 * `createLeanClient(options)`; `checkScopes` is its catalogue's check of `tokenScopes` (`scopeCatalogue(SCOPES)`)
 * where the spec declares a complete one, else any scope name is taken.
 */
export function createLeanApiClient<Paths extends {}, Scope extends string = string>(
  options: FleetClientOptions<Scope>,
  checkScopes: (tokenScopes: readonly string[]) => ReadonlySet<string> = checkScopeNames,
  /** The spec's validators and shapes for `validateResponses`, when the module passes its own. */
  driftChecks?: () => Promise<DriftChecks>,
): LeanClient<Paths> {
  const binding: Binding = {
    operationAt: (method, url) => {
      throw new TypeError(
        `${method.toUpperCase()} ${url}: a lean client (createLeanClient) serves operation functions only; use createFleetClient to call paths`,
      );
    },
    heldScopes: checkScopes,
    api: null,
  };
  return createClientOf(binding, options, driftChecks) as unknown as LeanClient<Paths>;
}

function createClientOf(
  binding: Binding,
  options: FleetClientOptions<string>,
  driftChecks: (() => Promise<DriftChecks>) | undefined,
): Record<string, Function> {
  const baseUrl = checkBaseUrl(options.baseUrl, options.allowInsecureLoopback);
  const session = authOf(options);
  // A spec that requires no credential takes none: no token, no Authorization.
  const token =
    session === undefined && (options.token !== undefined || !binding.api?.anonymous)
      ? checkToken(options.token)
      : undefined;
  const heldScopes = options.tokenScopes === undefined ? undefined : binding.heldScopes(options.tokenScopes);
  const tagIds = options.tokenTagIds === undefined ? [] : checkTokenTagIds(options.tokenTagIds);
  const sendRetrying: RetryFetch = createRetryFetch({
    fetch: options.fetch,
    retry: options.retry,
    timeoutMs: options.timeoutMs,
    onRetry: options.onRetry,
    maxResponseBytes: options.maxResponseBytes,
  });
  // A session's token is set on each request, below openapi-fetch and above the retries.
  const authorized = session === undefined ? sendRetrying : session.authorize(sendRetrying);
  // Sent to the URL a template with `?` or `#` in it means; middleware still sees the template as `schemaPath`.
  const sendAny: RetryFetch = (request, call) => authorized(mendedUrl(request), call);
  // The Request openapi-fetch builds for a call without a signal has one that nothing aborts: the retrying fetch need
  // not follow it (a listener less per attempt), unless a middleware of the user's may have replaced the Request.
  let ownRequests = true;
  const senders: Senders = {
    unsignalled: (request) => sendAny(request, ownRequests ? NO_CALLER_SIGNAL : undefined),
    signalled: (request) => sendAny(request),
    withRetry: (retry, signalled) => (request) =>
      sendAny(request, signalled || !ownRequests ? { retry } : { retry, signal: null }),
  };
  const inner = createClient<{}>({
    baseUrl,
    fetch: senders.unsignalled,
    ...(token !== undefined && { headers: { Authorization: `Bearer ${token}` } }),
    // openapi-fetch makes the default serializer per call when the client has none.
    querySerializer: defaultQuery,
  });
  // The token alone: an echoed header still reads `Bearer [redacted]`, which says what was there.
  const redactor = session === undefined ? createRedactor([token!]) : sessionRedactor(session);
  // The tag guard reads the body as it will be sent, so it runs on openapi-fetch's Request; only a client limited to
  // tags pays for a middleware (openapi-fetch's middleware machinery is a measurable part of a call's cost). It finds
  // the operation of an operation function's call, and the guard it brought, among those the calls brought (a lean
  // client has no table).
  const brought = tagIds.length > 0 ? new Map<string, [OperationMeta, TagGuard | undefined]>() : undefined;
  if (brought !== undefined) {
    inner.use({
      async onRequest({ request, schemaPath }) {
        const [operation, guard] = brought.get(`${request.method.toLowerCase()} ${schemaPath}`) ?? [
          binding.operationAt(request.method, schemaPath),
        ];
        if (operation.createsTaggedData) {
          const check = guard ?? binding.tagGuard;
          // Never sent unchecked: an operation function of a module generated before the guards were brought.
          if (check === undefined)
            throw new TypeError(
              `${request.method} ${schemaPath} creates tagged data, but its operation function brought no tag guard; regenerate the module`,
            );
          check(operation, parseJsonOrText(await request.clone().text()), tagIds);
        }
        return undefined;
      },
    });
  }
  const drift = driftHook(options, options.driftChecks ?? driftChecks, redactor);
  const { client, callWith } = withCallOptions(
    inner as unknown as Record<string, Function>,
    senders,
    binding,
    redactor,
    heldScopes,
    drift,
  );
  client.use = (...middleware: unknown[]) => {
    ownRequests = false;
    return inner.use(...(middleware as never[]));
  };
  apiOfClient.set(client, binding.api);
  operationCalls.set(client, (operation, init, tagGuard, queryStyler) => {
    brought?.set(`${operation.method} ${operation.path}`, [operation, tagGuard]);
    return callWith(operation, init as CallInit | undefined, queryStyler);
  });
  bindRedactor(client, redactor);
  return client;
}

/**
 * The Request openapi-fetch built from a template with a `?` or `#` in it, sent where the template means: APIs.guru
 * writes AWS's operations as `/tags/#arn` and `GET /#Action=ListDashboards`, Azure's HDInsight as `/jobs?op=LIST`.
 * openapi-fetch appends the call's query to the template as written: after a `#` it stayed in the fragment, which is
 * never sent, and after a `?` it became part of the template's last value (`op=LIST?showall=true`). The fragment is
 * dropped and its query moved after the path's; a second `?` becomes `&`. Values are percent-encoded: a `?` or `#`
 * in the URL comes from the template.
 */
function mendedUrl(request: Request): Request {
  const [path, fragment = ""] = request.url.split("#");
  const [base, ...query] = (path + fragment.replace(/^[^?]*/, "")).split("?");
  return query.length < 2 && !fragment
    ? request
    : new Request(query.length ? `${base}?${query.join("&")}` : base!, request);
}

/** What the retrying fetch is told of a request openapi-fetch built for a call without a signal. */
const NO_CALLER_SIGNAL: RetryCall = { signal: null };

/** The retrying fetch as openapi-fetch is given it: for a call without a signal, with one, and with its own retry. */
interface Senders {
  unsignalled: (request: Request) => Promise<Response>;
  signalled: (request: Request) => Promise<Response>;
  withRetry: (retry: RetryOptions | false, signalled: boolean) => (request: Request) => Promise<Response>;
}

/** openapi-fetch's default query serializer, made once. */
const defaultQuery = createQuerySerializer();

/**
 * The client's methods: each looks the operation up and applies the scope guard, then calls openapi-fetch with what it
 * takes per call filled in from the call and the spec (a call's own `retry` becomes a per-call `fetch`, the same
 * retrying fetch told that policy; an operation whose spec states query styles gets a serializer that writes them),
 * and turns an error response into `FleetApiError`.
 */
function withCallOptions(
  inner: Record<string, Function>,
  senders: Senders,
  binding: Binding,
  redactor: Redactor,
  heldScopes: ReadonlySet<string> | undefined,
  drift: DriftHook | undefined,
): {
  client: Record<string, Function>;
  callWith: (operation: OperationMeta, init: CallInit | undefined, queryStyler?: QueryStyler) => Promise<CallResult>;
} {
  /**
   * What openapi-fetch is given: the call's init, copied only when something changes: the signal (`signal`, the
   * call's own), the `fetch` that follows it or applies the call's `retry`, the query serializer.
   */
  const perCall = (
    operation: OperationMeta,
    init: CallInit | undefined,
    signal: AbortSignal | undefined,
    queryStyler: QueryStyler | undefined,
  ): CallInit | undefined => {
    // The call's own querySerializer wins over the spec's styles.
    const styled = init?.querySerializer === undefined ? queryStyler?.(operation) : undefined;
    if (init === undefined) return styled && { querySerializer: styled };
    const signalled = signal !== undefined;
    if (init.retry === undefined && !styled && !signalled) return init;
    const { retry, ...sent } = init;
    if (signalled) {
      sent.signal = signal;
      if (sent.fetch === undefined) sent.fetch = senders.signalled;
    }
    if (retry !== undefined) sent.fetch = senders.withRetry(retry, signalled);
    if (styled) sent.querySerializer = styled;
    return sent;
  };
  /**
   * One call: the operation looked up (or the one an operation function brought), its path checked and the scope guard
   * applied before anything is sent (`UnknownOperationError`, `PathParameterError`, `MissingScopeError`), then
   * openapi-fetch, then an error response turned into `FleetApiError`. Every error leaves redacted.
   */
  async function call(
    method: string,
    url: string,
    init: CallInit | undefined,
    viaRequest?: Method,
    given?: OperationMeta,
    queryStyler = binding.queryStyler,
  ): Promise<CallResult> {
    let result: CallResult | undefined;
    try {
      const operation = given ?? binding.operationAt(method, url);
      checkPath(operation, url, init);
      if (heldScopes) {
        const missing = missingScopes(operation.scopes, heldScopes);
        if (missing.length > 0) throw new MissingScopeError(operation, missing, operation.scopes ?? []);
      }
      // The Request openapi-fetch builds keeps a listener on the signal it is given until it is garbage-collected: a
      // caller's long-lived signal (one per server, say) passed to many calls would pile them up. It gets a linked
      // signal of the call's own instead, unlinked when the call returns, unless the body is left to stream.
      const callerSignal = init?.signal ?? undefined;
      const link = callerSignal && init!.parseAs !== "stream" ? linkedController(callerSignal) : undefined;
      try {
        const sent = perCall(operation, init, link?.controller.signal ?? callerSignal, queryStyler);
        // openapi-fetch's method of that name, or its `request(method, …)` for a call made through `client.request`.
        result = (await (viaRequest === undefined
          ? inner[method]!(url, sent)
          : inner.request!(viaRequest, url, sent))) as CallResult;
      } finally {
        link?.release();
      }
      const { response } = result;
      if (drift !== undefined) await drift(operation, result, init?.parseAs);
      if (!response.ok) {
        // openapi-fetch has read the error body: JSON when it parses, else its text ("" when empty).
        const body = result.error === "" ? undefined : redactor.value(result.error);
        const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
        throw new FleetApiError(operation, response.status, body, retryAfterMs);
      }
    } catch (error) {
      throw callError(error, method, url, redactor);
    }
    return result;
  }
  const client: Record<string, Function> = { ...inner };
  for (const method of METHODS) {
    client[method] = (url: string, init?: CallInit) => call(method, url, init);
  }
  client.request = (method: Method, url: string, init?: CallInit) => call(method.toUpperCase(), url, init, method);
  return {
    client,
    callWith: (operation, init, queryStyler) =>
      call(operation.method.toUpperCase(), operation.path, init, undefined, operation, queryStyler),
  };
}

/** What checks an answer against the spec after openapi-fetch read it; undefined when `validateResponses` is off. */
type DriftHook = (operation: OperationMeta, result: CallResult, parseAs: string | undefined) => Promise<void>;

function driftHook(
  options: FleetClientOptions<string>,
  load: (() => Promise<DriftChecks>) | undefined,
  redactor: Redactor,
): DriftHook | undefined {
  const mode = options.validateResponses ?? "off";
  if (mode === "off") return undefined;
  if (mode !== "report" && mode !== "throw")
    throw new TypeError(`validateResponses must be "off", "report" or "throw" (got ${JSON.stringify(mode)})`);
  const { onDrift } = options;
  // (One message for each option: every byte here is in every bundle of the client.)
  if (onDrift === undefined ? mode === "report" : typeof onDrift !== "function")
    throw new TypeError(
      'onDrift must be a function: validateResponses "report" needs it, and calls it with each drift',
    );
  if (typeof load !== "function")
    throw new TypeError(
      "validateResponses needs driftChecks, your generated module's driftChecks function (createFleetClient({ validateResponses, onDrift, driftChecks }))",
    );
  let checks: Promise<DriftChecks> | undefined;
  return async (operation, result, parseAs) => {
    // Only a JSON body openapi-fetch parsed: a stream or text the caller asked for is theirs alone.
    if (parseAs !== undefined && parseAs !== "json") return;
    const { response } = result;
    const body = response.ok ? result.data : result.error === "" ? undefined : result.error;
    let found: Drift | undefined;
    try {
      checks ??= load();
      const loaded = await checks;
      found = loaded.responseDrift(loaded, operation, response.status, body, redactor);
    } catch (error) {
      // A check that fails is never what the caller receives in "report" mode.
      if (mode === "throw") throw error;
      return;
    }
    if (found === undefined) return;
    if (onDrift !== undefined) {
      // Not awaited, and what it throws or rejects with is ignored: a logging hook must not change the call.
      try {
        const returned = onDrift(found);
        if (returned instanceof Promise) returned.catch(() => {});
      } catch {}
    }
    if (mode === "throw" && response.ok) throw new ResponseDriftError(found);
  };
}

/** The session of `auth`, when the client is given one instead of `token`. */
function authOf(options: { token?: unknown; auth?: unknown }) {
  if (options.auth === undefined) return undefined;
  if (options.token !== undefined)
    throw new TypeError("give either token (a fixed bearer token) or auth (an OAuth session, an API key…), not both");
  return authCore(options.auth);
}

/** The session's redactor as it is at each use: it learns every token the session is given. */
function sessionRedactor(session: { readonly redactor: Redactor }): Redactor {
  return {
    text: (text) => session.redactor.text(text),
    value: (value) => session.redactor.value(value),
    error: (error) => session.redactor.error(error),
  };
}

function checkToken(token: unknown): string {
  if (typeof token !== "string" || token === "")
    throw new TypeError(
      "token must be a non-empty string (an API token or an OAuth access token, sent as a bearer token); or give auth: an OAuth session, apiKeyAuth(…) or basicAuth(…)",
    );
  if (/^bearer\s/i.test(token))
    throw new TypeError('token starts with "Bearer "; pass the token alone, fleetkit adds the Bearer prefix');
  // Visible ASCII only: anything else would be rejected by Headers with the token quoted in the message.
  if (!/^[\x21-\x7e]+$/.test(token))
    throw new TypeError(
      `token has whitespace or non-ASCII characters (${token.length} characters given); copy it again without surrounding spaces or line breaks`,
    );
  return token;
}

/**
 * What a call throws: a `FleetError` with the token redacted everywhere in it. openapi-fetch's own `SyntaxError` for a
 * 2xx body that is not JSON (it quotes the body, which may echo the token) becomes `InvalidResponseError`; the
 * caller's abort reason is thrown as it is.
 */
function callError(error: unknown, method: string, url: string, redactor: Redactor): unknown {
  if (error instanceof FleetError) return redactor.error(error);
  if (error instanceof SyntaxError) return new InvalidResponseError(method, url, undefined, "is not valid JSON");
  // openapi-fetch's own `Error` for a query value no standard style writes (an array of objects), before sending.
  if (/^Deeply-nested/.test((error as Error)?.message))
    return new FleetError(
      `${method} ${url}: a query parameter holds objects in a list or object; give a querySerializer`,
    );
  return error;
}

/**
 * Makes the function for one operation from its metadata (what generated code declares for each, from the operation's
 * own record in operations.ts: `/* @__PURE__ *\/` lets bundlers drop unused ones, and each keeps only its own
 * metadata), with the tag guard (`checkTagAccess`) for an operation that creates tagged data, and the query styler
 * (`querySerializerOf`) for one whose record has `queryStyles`. The older form `operationFunction(method, path)`, of
 * modules generated before, looks the operation up in the client's table.
 */
export function operationFunction<Paths extends {}, P extends keyof Paths & string, M extends Method>(
  operation: OperationMeta,
  tagGuard?: TagGuard,
  queryStyler?: QueryStyler,
): OperationFunction<Paths, P, M>;
export function operationFunction<Paths extends {}, P extends keyof Paths & string, M extends Method>(
  method: Uppercase<M>,
  path: P,
): OperationFunction<Paths, P, M>;
export function operationFunction(
  operation: OperationMeta | string,
  pathOrGuard?: string | TagGuard,
  queryStyler?: QueryStyler,
): OperationFunction<any, any, any> {
  if (typeof operation === "string") {
    const method = operation as Uppercase<Method>;
    const path = pathOrGuard as string;
    return ((client: OperationClient<any>, init?: unknown) => callOperation(client, method, path, init)) as never;
  }
  const tagGuard = pathOrGuard as TagGuard | undefined;
  return ((client: OperationClient<any>, init?: unknown) =>
    callOperation(client, operation, init, tagGuard, queryStyler)) as never;
}

/**
 * What a generated operation function does: the client's call with the operation's metadata (and what it brings: tag
 * guard, query styler) and the call's `init` (for a client made by `createApiClient` or `createLeanApiClient`), else
 * the client's method for that operation. The older form `(client, method, path, init)` calls the client's method,
 * which looks the operation up.
 */
export function callOperation(
  client: OperationClient<any>,
  operation: OperationMeta,
  init: unknown,
  tagGuard?: TagGuard,
  queryStyler?: QueryStyler,
): Promise<any>;
export function callOperation(
  client: OperationClient<any>,
  method: Uppercase<Method>,
  path: string,
  init: unknown,
): Promise<any>;
export function callOperation(
  client: OperationClient<any>,
  operation: OperationMeta | Uppercase<Method>,
  pathOrInit: unknown,
  initOrGuard?: unknown,
  queryStyler?: QueryStyler,
): Promise<any> {
  const methods = client as unknown as Record<string, (path: string, init: unknown) => Promise<unknown>>;
  if (typeof operation === "string") return methods[operation]!(pathOrInit as string, initOrGuard);
  const withMeta = operationCalls.get(client);
  if (withMeta !== undefined) return withMeta(operation, pathOrInit, initOrGuard as TagGuard | undefined, queryStyler);
  return methods[operation.method.toUpperCase()]!(operation.path, pathOrInit);
}
