import { AttemptClock, startAttempt, type Attempt, type AttemptOwner } from "./attempt.js";
import { type FleetError, FleetNetworkError, RedirectError, RequestTimeoutError } from "./errors.js";
import { redactorForRequest, type Redactor } from "./redact.js";
import { followRedirects, redirectLocation } from "./redirects.js";
import { attemptResponse, DEFAULT_MAX_RESPONSE_BYTES, type BodyContext } from "./response-body.js";
import { checkDuration, MAX_TIMER_MS, setLongTimeout } from "./timers.js";

/**
 * How failed attempts are retried. Which failures are retried depends on the method (see `isRetryableStatus` and
 * `isRetryableFailure`): a call that may have changed something on the server is not repeated.
 */
export interface RetryOptions {
  /** Attempts in total, the first included. Default 3; 1 turns retries off. */
  maxAttempts?: number;
  /** Retry n waits a random time in [0, min(maxDelayMs, baseDelayMs × 2^(n-1))) ("full jitter"). Default 300. */
  baseDelayMs?: number;
  /**
   * The longest wait between attempts (`Infinity`: no limit). A `Retry-After` longer than this is not waited for: the
   * response is returned as it is (and the client throws `FleetApiError` with `retryAfterMs`). Default 30 000.
   */
  maxDelayMs?: number;
}

/** A call's own override of the client's retry policy. */
export interface RetryCall {
  /** `false` sends the call once; `RetryOptions` are merged over the client's. */
  retry?: RetryOptions | false;
  /**
   * The caller's signal when it is not the request's own: `null` when the call has none (the request's signal is
   * then not followed). Default: the request's signal.
   */
  signal?: AbortSignal | null;
  /**
   * What each hop of a same-origin redirect carries that its headers do not: the credential's own query parameter
   * (`apiKeyAuth` in the query), set on each hop's request as on the first. Set by the client's `auth`.
   */
  carry?: (request: Request) => Request;
}

/** The retrying `fetch`: the request, and the call's own retry policy when it has one. */
export type RetryFetch = (request: Request, call?: RetryCall) => Promise<Response>;

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** What `onRetry` hears before each wait. It never holds the token: the path has no query, the error is redacted. */
export interface RetryEvent {
  /** The attempt that failed, 1-based: the retry about to be made is attempt + 1. */
  attempt: number;
  /** The wait before the retry: `Retry-After` when the server sent one, else the backoff. */
  delayMs: number;
  /** The status of the response that failed (429, 5xx), when it was a response. */
  status?: number;
  /** What failed when there was no response: `FleetNetworkError` or `RequestTimeoutError`. */
  error?: FleetError;
  method: string;
  /** The request's path, without the query string. */
  path: string;
}

export interface RetryFetchOptions {
  /** The transport; default `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /** `false` sends each request once. */
  retry?: RetryOptions | false;
  /** Per attempt: how long to wait for the whole response, headers and body. Default 30 000; `Infinity` waits forever. */
  timeoutMs?: number;
  /** The most bytes of a response body read by `json()`, `text()`… Default 50 MiB; `Infinity` for no limit. */
  maxResponseBytes?: number;
  /** Called before each wait for a retry, for logging and metrics. What it throws (or rejects with) is ignored. */
  onRetry?: (event: RetryEvent) => unknown;
  /** Seams for tests. */
  sleep?: Sleep;
  random?: () => number;
  now?: () => number;
}

/**
 * RFC 9110 9.2.2: repeating these has the same effect as sending them once. Any other method (POST, PATCH) may have
 * done its work although the answer was an error or never came.
 */
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"]);

/**
 * Error codes of a connection that failed before any byte of the request was written: the server cannot have seen it.
 * A reset or a timeout may come after the server got the request, and is not in the list.
 */
const BEFORE_SENDING = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** Whether a status is retried for a method: 429 (the request was not processed) always; 5xx for idempotent methods. */
export function isRetryableStatus(status: number, method = "GET"): boolean {
  return status === 429 || (status >= 500 && status <= 599 && IDEMPOTENT_METHODS.has(method));
}

/**
 * Whether a failure without a response is retried for a method: any network error or timeout for idempotent methods;
 * for the others only a connection that failed before the request was sent (refused, DNS, unreachable), never a timeout.
 */
export function isRetryableFailure(error: unknown, timedOut: boolean, method: string): boolean {
  if (IDEMPOTENT_METHODS.has(method)) return true;
  return !timedOut && failedBeforeSending(error);
}

/** The first error code along the `cause` chain (undici: `TypeError: fetch failed` → `Error: connect ECONNREFUSED`). */
function failedBeforeSending(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string") return BEFORE_SENDING.has(code);
  // Happy eyeballs: one failure per address tried; all of them must have failed before sending.
  if (Array.isArray(errors) && errors.length > 0) return errors.every((e) => failedBeforeSending(e, depth + 1));
  return failedBeforeSending(cause, depth + 1);
}

/**
 * `Retry-After` in milliseconds, rounded up: delay-seconds, whole (`120`) or with a fraction (`0.40235`, as the
 * vendor's rate limiter sends it), or an HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`, a past date means 0). Undefined
 * when absent or unreadable, so the caller falls back to backoff.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const ms = Math.ceil(Number(text) * 1000);
    return Number.isFinite(ms) ? ms : undefined;
  }
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Full-jitter exponential backoff before retry `retry` (1-based). */
export function backoffDelay(
  retry: number,
  baseDelayMs: number,
  maxDelayMs: number,
  random: () => number = Math.random,
): number {
  return Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (retry - 1)));
}

/** Waits (any time: longer than a timer allows is waited in steps), or rejects with the signal's reason once it aborts. */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      cancel();
      reject(signal.reason);
    };
    const cancel = setLongTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });

/** What the waits of a call without a signal of the caller's follow. */
const NEVER_ABORTED = new AbortController().signal;

type Policy = Required<RetryOptions>;
const DEFAULT_POLICY: Policy = { maxAttempts: 3, baseDelayMs: 300, maxDelayMs: 30_000 };

/** The policy of `retry` over `base`: `false` is one attempt, each field given replaces the base's. */
function checkRetryOptions(
  retry: RetryOptions | false | undefined,
  base: Policy = DEFAULT_POLICY,
  name = "retry",
): Policy {
  if (retry === false) return { ...base, maxAttempts: 1 };
  if (retry === undefined) return base;
  if (typeof retry !== "object" || retry === null)
    throw new TypeError(`${name} must be false or { maxAttempts?, baseDelayMs?, maxDelayMs? }; got ${String(retry)}`);
  const { maxAttempts = base.maxAttempts, baseDelayMs = base.baseDelayMs, maxDelayMs = base.maxDelayMs } = retry;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new RangeError(`${name}.maxAttempts must be an integer ≥ 1; got ${maxAttempts}`);
  if (!Number.isFinite(baseDelayMs) || baseDelayMs < 0)
    throw new RangeError(`${name}.baseDelayMs must be a finite number ≥ 0; got ${baseDelayMs}`);
  checkDuration(`${name}.maxDelayMs`, maxDelayMs, { allowZero: true });
  return { maxAttempts, baseDelayMs, maxDelayMs };
}

function checkMaxResponseBytes(value: number): number {
  if (value !== Number.POSITIVE_INFINITY && !(Number.isSafeInteger(value) && value > 0)) {
    throw new RangeError(`maxResponseBytes must be a whole number of bytes > 0 (Infinity for no limit); got ${value}`);
  }
  return value;
}

/** Calls the hook without letting it break the call: neither a throw nor a rejection reaches the caller. */
function notify(onRetry: RetryFetchOptions["onRetry"], event: RetryEvent): void {
  if (!onRetry) return;
  try {
    const result = onRetry(event);
    if (typeof (result as PromiseLike<unknown> | undefined)?.then === "function")
      (result as PromiseLike<unknown>).then(undefined, () => {});
  } catch {
    // A logging hook that fails must not fail the request it logs.
  }
}

/**
 * The `fetch` fleetkit gives openapi-fetch: it retries, times out, aborts, limits what it reads and refuses
 * redirects out of the API's origin, below the middleware, so a middleware sees each call once. The caller's `signal`
 * (from `init.signal`) aborts the current attempt and any wait, and its reason is thrown as is; it is never retried.
 */
export function createRetryFetch(options: RetryFetchOptions = {}): RetryFetch {
  const transport = options.fetch;
  const clientPolicy = checkRetryOptions(options.retry);
  // What a call's own RetryOptions are merged over: the client's options, or the defaults when it has `retry: false`.
  const callBase = options.retry === false ? DEFAULT_POLICY : clientPolicy;
  const timeoutMs = checkDuration("timeoutMs", options.timeoutMs ?? 30_000);
  const maxResponseBytes = checkMaxResponseBytes(options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES);
  const { onRetry, sleep: wait = sleep, random = Math.random, now = Date.now } = options;
  if (onRetry !== undefined && typeof onRetry !== "function") throw new TypeError("onRetry must be a function");

  // One clock for all the client's attempts; a timeout longer than a timer takes gets a timer per attempt instead.
  const time = timeoutMs <= MAX_TIMER_MS ? new AttemptClock(timeoutMs) : timeoutMs;

  return async function retryingFetch(request: Request, call?: RetryCall): Promise<Response> {
    const { maxAttempts, baseDelayMs, maxDelayMs } =
      call?.retry === undefined ? clientPolicy : checkRetryOptions(call.retry, callBase, "the call's retry");
    const facts = new CallFacts(request, timeoutMs, maxResponseBytes);
    const { method } = facts;
    const callerSignal = call?.signal === undefined ? request.signal : (call.signal ?? undefined);

    for (let number = 1; ; number++) {
      callerSignal?.throwIfAborted();
      const last = number >= maxAttempts;
      // A body can be read once: every attempt but the last sends a copy.
      const outgoing = request.body !== null && !last ? request.clone() : request;
      const attempt: Attempt = startAttempt(request, number, time, facts, callerSignal, transport === undefined);
      facts.attempt = attempt;
      let response: Response;
      try {
        // The default transport is given the attempt's signal beside the Request: undici's own copy of the Request
        // then follows that signal alone, where a Request of ours built on it would be one more copy and link. A
        // transport of the user's gets a Request with both.
        const sent =
          transport === undefined ? outgoing : new Request(outgoing, { signal: attempt.signal, redirect: "manual" });
        attempt.hold(sent);
        response = await attempt.race(transport === undefined ? fetchManually(sent, attempt.signal) : transport(sent));
        const location = redirectLocation(response);
        if (location !== null) {
          const send = transport ?? ((hop: Request) => fetchManually(hop, attempt.signal));
          response = await followRedirects(
            send,
            outgoing,
            sent,
            response,
            location,
            facts.url,
            attempt,
            facts.redactor,
            call?.carry,
          );
        }
      } catch (error) {
        attempt.end();
        if (callerSignal?.aborted) throw callerSignal.reason;
        if (error instanceof RedirectError) throw error;
        const timedOut = attempt.timedOut();
        const failure = timedOut
          ? (attempt.signal.reason as RequestTimeoutError)
          : new FleetNetworkError(method, facts.path, number, { cause: facts.redactor.error(error) });
        if (last || !isRetryableFailure(error, timedOut, method)) throw failure;
        const delayMs = backoffDelay(number, baseDelayMs, maxDelayMs, random);
        notify(onRetry, { attempt: number, delayMs, error: failure, method, path: facts.path });
        await wait(delayMs, callerSignal ?? NEVER_ABORTED);
        continue;
      }
      const { status } = response;
      if (last || !isRetryableStatus(status, method)) return attemptResponse(response, facts);
      const delayMs =
        parseRetryAfter(response.headers.get("retry-after"), now()) ??
        backoffDelay(number, baseDelayMs, maxDelayMs, random);
      if (delayMs > maxDelayMs) return attemptResponse(response, facts);
      attempt.end();
      void response.body?.cancel().catch(() => {});
      notify(onRetry, { attempt: number, delayMs, status, method, path: facts.path });
      await wait(delayMs, callerSignal ?? NEVER_ABORTED);
    }
  };
}

/** The default transport: `fetch` given the attempt's signal, following no redirect by itself. */
function fetchManually(request: Request, signal: AbortSignal): Promise<Response> {
  return fetch(request, { signal, redirect: "manual" });
}

/**
 * What the attempts of one call and its response's readers know of it (`BodyContext`): the URL is parsed, and the
 * redactor made, only when an error, an event or a redirect asks for them. Each attempt of the call sets `attempt`.
 */
class CallFacts implements BodyContext, AttemptOwner {
  // (Set by the constructor, and by each attempt before anything reads it: declared only.)
  declare readonly method: string;
  declare attempt: Attempt;
  // (Made on first use, which most calls never reach: declared only, absent until then.)
  declare private parsedUrl: URL | undefined;
  declare private madeRedactor: Redactor | undefined;

  constructor(
    private readonly request: Request,
    private readonly timeoutMs: number,
    readonly maxResponseBytes: number,
  ) {
    this.method = request.method;
  }

  get url(): URL {
    this.parsedUrl ??= new URL(this.request.url);
    return this.parsedUrl;
  }

  /** The request's path, without the query string (which may hold what the caller would not log). */
  get path(): string {
    return this.url.pathname;
  }

  get redactor(): Redactor {
    this.madeRedactor ??= redactorForRequest(this.request);
    return this.madeRedactor;
  }

  timeoutError(attempt: number): Error {
    return new RequestTimeoutError(this.method, this.path, this.timeoutMs, attempt);
  }
}
