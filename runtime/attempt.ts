import { setLongTimeout } from "./timers.js";

const noop = () => {};

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

/**
 * Starts attempt `number` of `request` (the caller's request: its signal is the caller's, and it is held like the
 * requests sent, for the same reason). Without a finite `timeoutMs` there is no clock, only the caller's signal.
 */
export function startAttempt(request: Request, number: number, timeoutMs: number, timeoutError: () => Error): Attempt {
  const { controller, release } = linkedController(request.signal);
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
