import { FleetNetworkError, RequestTimeoutError } from "./errors.js";

/** How failed attempts are retried: 429 and 5xx responses, and network errors of idempotent methods. */
export interface RetryOptions {
  /** Attempts in total, the first included. Default 3; 1 turns retries off. */
  maxAttempts?: number;
  /** Retry n waits a random time in [0, min(maxDelayMs, baseDelayMs × 2^(n-1))) ("full jitter"). Default 300. */
  baseDelayMs?: number;
  /**
   * The longest wait between attempts. A `Retry-After` longer than this is not waited for: the response is returned
   * as it is (and the client throws `FleetApiError` with `retryAfterMs`). Default 30 000.
   */
  maxDelayMs?: number;
}

/** A call's own override of the client's retry policy. */
export interface RetryCall {
  retry?: RetryOptions | false;
}

/** The retrying `fetch`: the request, and the call's own retry policy when it has one. */
export type RetryFetch = (request: Request, call?: RetryCall) => Promise<Response>;

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export interface RetryFetchOptions {
  /** The transport; default `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /** `false` sends each request once. */
  retry?: RetryOptions | false;
  /** Per attempt: how long to wait for the whole response, headers and body. Default 30 000; `Infinity` waits forever. */
  timeoutMs?: number;
  /** Seams for tests. */
  sleep?: Sleep;
  random?: () => number;
  now?: () => number;
}

/** RFC 9110 9.2.2: repeating these has the same effect as sending them once, so a lost connection may be retried. */
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"]);

export const isRetryableStatus = (status: number) => status === 429 || (status >= 500 && status <= 599);

/**
 * `Retry-After` in milliseconds: delay-seconds (`120`) or an HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`, a past date
 * means 0). Undefined when absent or unreadable, so the caller falls back to backoff.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Full-jitter exponential backoff before retry `retry` (1-based). */
export function backoffDelay(retry: number, baseDelayMs: number, maxDelayMs: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (retry - 1)));
}

/** Waits, or rejects with the signal's reason as soon as it aborts (like `fetch` does). */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });

/**
 * A controller that aborts (with the same reason) when `parent` does, through a listener that `release` removes. A
 * `Request` built on a signal keeps its own listener there until garbage collection: a long-lived signal shared by
 * thousands of requests piles them up (MaxListenersExceededWarning), a linked controller per request does not.
 */
export function linkedController(parent: AbortSignal | undefined) {
  const controller = new AbortController();
  const abort = () => controller.abort(parent?.reason);
  if (parent?.aborted) abort();
  else parent?.addEventListener("abort", abort, { once: true });
  return { controller, release: () => parent?.removeEventListener("abort", abort) };
}

interface Attempt {
  signal: AbortSignal;
  timedOut(): boolean;
  /** Stops the clock and unlinks from the caller's signal. */
  end(): void;
}

/**
 * A signal for one attempt: aborted by the caller's signal, or with `timeoutError()` when `timeoutMs` passes before the
 * response is in, headers and body: a server that sends its headers and then stalls must not hang the call.
 */
function startAttempt(callerSignal: AbortSignal, timeoutMs: number, timeoutError: () => Error): Attempt {
  const { controller, release } = linkedController(callerSignal);
  const timer = setTimeout(() => controller.abort(timeoutError()), timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => controller.signal.aborted && !callerSignal.aborted,
    end: () => {
      clearTimeout(timer);
      release();
    },
  };
}

const ATTEMPT = Symbol("fleetkit.attempt");
type TimedResponse = Response & { [ATTEMPT]: Attempt; [TIMED_BODY]?: ReadableStream<Uint8Array> };
const TIMED_BODY = Symbol("fleetkit.timedBody");
const bodyOf = Object.getOwnPropertyDescriptor(Response.prototype, "body")!.get!;

/**
 * `Response` with the attempt's clock running until the body is read: its readers (`json()`, `text()`, …) stop the
 * clock when the read settles, and `body`, read as a stream, when the stream ends, fails or is cancelled.
 */
const timedResponsePrototype: object = Object.create(Response.prototype, {
  ...Object.fromEntries(
    (["arrayBuffer", "blob", "bytes", "formData", "json", "text"] as const)
      .filter((name) => typeof Response.prototype[name as keyof Response] === "function") // `bytes()` is newer than Node 20
      .map((name) => [name, {
        value(this: TimedResponse, ...args: unknown[]) {
          const read = Response.prototype[name as keyof Response] as (...a: unknown[]) => Promise<unknown>;
          return read.apply(this, args).finally(this[ATTEMPT].end);
        },
      }]),
  ),
  body: {
    get(this: TimedResponse) {
      return (this[TIMED_BODY] ??= timedStream(bodyOf.call(this) as ReadableStream<Uint8Array>, this[ATTEMPT]));
    },
  },
});

/**
 * The response with the attempt's clock still running while its body is read: a server that sends its headers and
 * then stalls times out like one that never answers (the transport errors the read with the abort's reason,
 * `RequestTimeoutError` or the caller's own). The response keeps its identity and gets a prototype that stops the
 * clock when the body has been read: building a new `Response` per call cost more than openapi-fetch itself.
 */
function timeBody(response: Response, attempt: Attempt | undefined): Response {
  if (!attempt || response.body === null) {
    attempt?.end();
    return response;
  }
  (response as TimedResponse)[ATTEMPT] = attempt;
  return Object.setPrototypeOf(response, timedResponsePrototype) as Response;
}

/** A pulling stream rather than `pipeTo` through a `TransformStream`, which measured about twice the cost. */
function timedStream(source: ReadableStream<Uint8Array>, attempt: Attempt): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk;
      try {
        chunk = await reader.read();
      } catch (error) {
        attempt.end();
        throw error;
      }
      if (chunk.done) {
        attempt.end();
        controller.close();
      } else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      attempt.end();
      return reader.cancel(reason);
    },
  });
}

function checkRetryOptions(retry: RetryOptions | false | undefined): Required<RetryOptions> {
  const policy = retry === false ? { maxAttempts: 1 } : (retry ?? {});
  const { maxAttempts = 3, baseDelayMs = 300, maxDelayMs = 30_000 } = policy;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError(`retry.maxAttempts must be an integer ≥ 1; got ${maxAttempts}`);
  if (!(baseDelayMs >= 0) || !(maxDelayMs >= 0)) throw new RangeError("retry.baseDelayMs and retry.maxDelayMs must be ≥ 0");
  return { maxAttempts, baseDelayMs, maxDelayMs };
}

/**
 * The `fetch` fleetkit gives openapi-fetch: it retries, times out and aborts, below the middleware, so a middleware
 * sees each call once. The caller's `signal` (from `init.signal`) aborts the current attempt and any wait, and its
 * reason is thrown as is; it is never retried.
 */
export function createRetryFetch(options: RetryFetchOptions = {}): RetryFetch {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const clientPolicy = checkRetryOptions(options.retry);
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (!(timeoutMs > 0)) throw new RangeError(`timeoutMs must be > 0 (Infinity for none); got ${timeoutMs}`);
  const { sleep: wait = sleep, random = Math.random, now = Date.now } = options;

  return async function retryingFetch(request: Request, call?: RetryCall): Promise<Response> {
    const { maxAttempts, baseDelayMs, maxDelayMs } = call?.retry === undefined ? clientPolicy : checkRetryOptions(call.retry);
    const callerSignal = request.signal;
    const path = () => new URL(request.url).pathname; // only errors need it
    for (let attempt = 1; ; attempt++) {
      callerSignal.throwIfAborted();
      const last = attempt >= maxAttempts;
      // A body can be read once: every attempt but the last sends a copy.
      const outgoing = request.body !== null && !last ? request.clone() : request;
      const clock = Number.isFinite(timeoutMs) ? startAttempt(callerSignal, timeoutMs, () => new RequestTimeoutError(request.method, path(), timeoutMs, attempt)) : undefined;
      let response: Response;
      try {
        response = await send(clock ? new Request(outgoing, { signal: clock.signal }) : outgoing);
      } catch (error) {
        clock?.end();
        if (callerSignal.aborted) throw callerSignal.reason;
        if (last || !IDEMPOTENT_METHODS.has(request.method)) {
          if (clock?.timedOut()) throw clock.signal.reason;
          throw new FleetNetworkError(request.method, path(), attempt, { cause: error });
        }
        await wait(backoffDelay(attempt, baseDelayMs, maxDelayMs, random), callerSignal);
        continue;
      }
      if (last || !isRetryableStatus(response.status)) return timeBody(response, clock);
      const delay = parseRetryAfter(response.headers.get("retry-after"), now()) ?? backoffDelay(attempt, baseDelayMs, maxDelayMs, random);
      if (delay > maxDelayMs) return timeBody(response, clock);
      clock?.end();
      await response.body?.cancel();
      await wait(delay, callerSignal);
    }
  };
}
