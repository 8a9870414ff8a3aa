import createClient, { type Client, type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit } from "openapi-fetch";
import type { ScopeName } from "../generated/scopes.js";
import type { paths } from "../generated/types.js";
import { checkBaseUrl } from "./base-url.js";
import { FleetApiError, MissingScopeError, parseJsonOrText } from "./errors.js";
import { operationAt } from "./operation-lookup.js";
import { createRetryFetch, parseRetryAfter, type RetryOptions } from "./retry-fetch.js";
import { checkTokenScopes, missingScopes } from "./scopes.js";
import { checkTagAccess, checkTokenTagIds } from "./tag-guard.js";

export interface FleetClientOptions {
  /** `https://…`; `http://` only for a loopback host with `allowInsecureLoopback`. */
  baseUrl: string;
  /** An API token or OAuth access token, without the `Bearer ` prefix. Kept in a closure, never in an error. */
  token: string;
  /** The transport under the retries; default `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /** The token's granular scopes. When given, a call the token cannot make throws `MissingScopeError` unsent. */
  tokenScopes?: readonly ScopeName[];
  /** The tags the token is limited to. When non-empty, a driver created outside them throws `TagAccessError` unsent. */
  tokenTagIds?: readonly string[];
  /** Retries of 429, 5xx and (idempotent methods only) network errors; `false` for none. */
  retry?: RetryOptions | false;
  /** Per attempt: how long to wait for the whole response, headers and body. Default 30 000 ms; `Infinity` for no limit. */
  timeoutMs?: number;
  /** Accept `http:` for `localhost`, `127.0.0.0/8` and `[::1]` (mocks and tests). */
  allowInsecureLoopback?: boolean;
}

type Method = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
type Media = `${string}/${string}`;
// openapi-fetch's own InitParam (not exported): the init argument is optional unless something in it is required.
type RequiredKeysOfHelper<T> = { [K in keyof T]: {} extends Pick<T, K> ? never : K }[keyof T];
type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];
/** Only the success member of openapi-fetch's result: a non-2xx response throws `FleetApiError` instead. */
type Success<R> = Extract<R, { data: unknown }>;

type PathsWith<M extends Method> = ClientPathsWithMethod<Client<paths>, M>;
/** The operation object at a path and method (dropping the `undefined` of the optional method keys). */
type OperationOf<P extends keyof paths, M extends Method> = Extract<paths[P][M], Record<string | number, any>>;
type Result<P extends keyof paths, M extends Method, I> = Promise<Success<FetchResponse<OperationOf<P, M>, I, Media>>>;

type FleetMethod<M extends Method> = <P extends PathsWith<M>, I extends MaybeOptionalInit<paths[P], M>>(url: P, ...init: InitParam<I>) => Result<P, M, I>;
type FleetRequestMethod = <M extends Method, P extends PathsWith<M>, I extends MaybeOptionalInit<paths[P], M>>(
  method: M,
  url: P,
  ...init: InitParam<I>
) => Result<P, M, I>;

/**
 * openapi-fetch's client for the fleet API, typed by the generated `paths`. The one difference: a non-2xx response
 * throws `FleetApiError`, so a result always has `data` (typed from the 2xx response) and never `error`.
 */
export interface FleetClient extends Omit<Client<paths>, Uppercase<Method> | "request"> {
  GET: FleetMethod<"get">;
  PUT: FleetMethod<"put">;
  POST: FleetMethod<"post">;
  DELETE: FleetMethod<"delete">;
  OPTIONS: FleetMethod<"options">;
  HEAD: FleetMethod<"head">;
  PATCH: FleetMethod<"patch">;
  TRACE: FleetMethod<"trace">;
  request: FleetRequestMethod;
}

/**
 * A client for the fleet API: bearer auth on every request, HTTPS only, retries with backoff, a per-attempt timeout,
 * and (when told what the token holds) scope and tag checks before anything is sent.
 *
 * @example
 * const fleet = createFleetClient({ baseUrl: "https://api.example.com", token: process.env.FLEET_TOKEN! });
 * const { data } = await fleet.GET("/fleet/vehicles", { params: { query: { limit: 100 } } });
 */
export function createFleetClient(options: FleetClientOptions): FleetClient {
  const baseUrl = checkBaseUrl(options.baseUrl, options.allowInsecureLoopback);
  const token = checkToken(options.token);
  const heldScopes = options.tokenScopes === undefined ? undefined : checkTokenScopes(options.tokenScopes);
  const tagIds = options.tokenTagIds === undefined ? [] : checkTokenTagIds(options.tokenTagIds);
  const fetch = createRetryFetch({ fetch: options.fetch, retry: options.retry, timeoutMs: options.timeoutMs });
  const client = createClient<paths>({ baseUrl, fetch, headers: { Authorization: `Bearer ${token}` } });
  const redact = redactor(token);
  client.use({
    async onRequest({ request, schemaPath }) {
      const operation = operationAt(request.method, schemaPath);
      if (heldScopes) {
        const missing = missingScopes(operation.scopes, heldScopes);
        if (missing.length > 0) throw new MissingScopeError(operation, missing, operation.scopes ?? []);
      }
      if (tagIds.length > 0 && operation.requestSchema === "DriverCreateRequest") {
        checkTagAccess(operation, parseJsonOrText(await request.clone().text()), tagIds);
      }
      return undefined;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return undefined;
      const body = redact(parseJsonOrText(await response.text()));
      const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
      throw new FleetApiError(operationAt(request.method, schemaPath), response.status, body, retryAfterMs);
    },
  });
  return client as FleetClient;
}

function checkToken(token: unknown): string {
  if (typeof token !== "string" || token === "") throw new TypeError("token must be a non-empty string (an API token or an OAuth access token)");
  if (/^bearer\s/i.test(token)) throw new TypeError("token starts with \"Bearer \"; pass the token alone, fleetkit adds the Bearer prefix");
  // Visible ASCII only: anything else would be rejected by Headers with the token quoted in the message.
  if (!/^[\x21-\x7e]+$/.test(token)) throw new TypeError(`token has whitespace or non-ASCII characters (${token.length} characters given); copy it again without surrounding spaces or line breaks`);
  return token;
}

/**
 * Removes the token from a response body, so a server that echoes the request into an error body cannot smuggle it into
 * `FleetApiError`. It runs on the parsed value, every string and key at any depth: on the raw text, a JSON escape such as
 * `\u0042earer` would hide the token until `JSON.parse` decoded it. A body that is not JSON is text, where the token may
 * also appear JSON-escaped (a quote or backslash in it).
 */
function redactor(token: string): (body: unknown) => unknown {
  const forms = [...new Set([token, JSON.stringify(token).slice(1, -1)])];
  const redactText = (text: string) => forms.reduce((t, form) => t.replaceAll(form, "[redacted]"), text);
  const redact = (value: unknown): unknown => {
    if (typeof value === "string") return redactText(value);
    if (Array.isArray(value)) return value.map(redact);
    if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactText(k), redact(v)]));
    return value;
  };
  return redact;
}
