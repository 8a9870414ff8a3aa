import { setLongTimeout } from "./timers.js";

const noop = () => {};

/**
 * A controller that aborts (with the same reason) when `parent` does, through a listener that `release` removes. A
 * `Request` built on a signal keeps its own listener there until garbage collection: a long-lived signal shared by
 * thousands of requests piles them up (MaxListenersExceededWarning), a linked controller per request does not.
 */
export function linkedController(parent: AbortSignal | undefined, controller = new AbortController()) {
  const abort = () => controller.abort(parent?.reason);
  if (parent?.aborted) abort();
  else parent?.addEventListener("abort", abort, { once: true });
  return { controller, release: () => parent?.removeEventListener("abort", abort) };
}

/** One attempt of a call: its signal, its clock, and what must stay alive while it runs. */
export interface Attempt {
  /** Aborted by the caller's signal, or with the timeout error when `timeoutMs` passes. */
  readonly signal: AbortSignal;
  /** 1-based. */
  readonly number: number;
  timedOut(): boolean;
  /**
   * Keeps `request` (a `Request` sent in this attempt) reachable until `end()`. undici follows the signal of a
   * `Request` through a weak reference: once nothing holds the `Request` given to `fetch`, a garbage collection
   * unlinks our signal from the fetch in flight, and neither the timeout nor the caller's abort reaches it.
   */
  hold(request: Request): void;
  /**
   * `promise`, or the abort reason as soon as the attempt is aborted, whether or not the transport noticed. A late
   * response is cancelled, a late failure ignored.
   */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Stops the clock, unlinks from the caller's signal and lets go of the held requests. Idempotent. */
  end(): void;
}

const PREPARED = Symbol("fleetkit.preparedAttempt");

/** The controller an `AttemptRequest` was built on, and the caller's signal it stands in for. */
interface Prepared {
  readonly controller: AbortController;
  readonly callerSignal: AbortSignal | undefined;
}

/**
 * The `Request` class the client gives openapi-fetch: built on a signal of fleetkit's own, with `redirect: "manual"`.
 * A `Request` built on the caller's signal (openapi-fetch's default) keeps a listener there until garbage collection,
 * so one long-lived signal passed to many calls piled them up; here the caller's signal is linked only while an
 * attempt runs (a request never sent links nothing), and the first attempt sends the request as it is instead of
 * wrapping it in another `Request`.
 */
export class AttemptRequest extends Request {
  readonly [PREPARED]: Prepared;
  constructor(input: RequestInfo | URL, init: RequestInit = {}) {
    const controller = new AbortController();
    super(input, { ...init, signal: controller.signal, redirect: "manual" });
    this[PREPARED] = { controller, callerSignal: init.signal ?? undefined };
  }
}

const NEVER_ABORTED = new AbortController().signal;

/** The caller's signal of a request (a signal that never aborts when it has none). */
export function callerSignalOf(request: Request): AbortSignal {
  return request instanceof AttemptRequest ? (request[PREPARED].callerSignal ?? NEVER_ABORTED) : request.signal;
}

/**
 * Starts attempt `number` of `request` (the caller's request: it is held like the requests sent, for the same reason).
 * The first attempt of an `AttemptRequest` runs on the controller it was built on (`sendsAsIs` is then true: the
 * request itself can be sent); any other gets a controller of its own. Without a finite `timeoutMs` there is no clock,
 * only the caller's signal.
 */
export function startAttempt(
  request: Request,
  number: number,
  timeoutMs: number,
  timeoutError: () => Error,
): Attempt & { readonly sendsAsIs: boolean } {
  const sendsAsIs = number === 1 && request instanceof AttemptRequest;
  const { controller, release } = linkedController(
    callerSignalOf(request),
    sendsAsIs ? request[PREPARED].controller : undefined,
  );
  let timedOut = false;
  let held: Request[] | undefined = [request];
  const cancelTimer = Number.isFinite(timeoutMs)
    ? setLongTimeout(() => {
        timedOut = true;
        controller.abort(timeoutError());
      }, timeoutMs)
    : noop;
  const { signal } = controller;
  let aborted: Promise<never> | undefined;
  const whenAborted = () =>
    (aborted ??= new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    }));
  return {
    signal,
    number,
    sendsAsIs,
    timedOut: () => timedOut,
    hold(sent) {
      held?.push(sent);
    },
    race(promise) {
      return Promise.race([promise, whenAborted()]).catch((error: unknown) => {
        if (signal.aborted && error === signal.reason)
          promise.then((late) => void (late as Response | undefined)?.body?.cancel().catch(noop), noop);
        throw error;
      });
    },
    end() {
      cancelTimer();
      release();
      held = undefined;
    },
  };
}
