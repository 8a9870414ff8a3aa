import { MAX_TIMER_MS, setLongTimeout } from "./timers.js";

const noop = () => {};

/**
 * A controller that aborts (with the same reason) when `parent` does, through a listener that `release` removes. A
 * `Request` built on a signal keeps its own listener there until garbage collection: a long-lived signal shared by
 * thousands of requests piles them up (MaxListenersExceededWarning), a linked controller per request does not.
 * `onAbort` runs after the controller aborted because `parent` did.
 */
export function linkedController(parent: AbortSignal | null | undefined, onAbort: () => void = noop) {
  const controller = new AbortController();
  if (!parent) return { controller, release: noop };
  const abort = () => {
    controller.abort(parent.reason);
    onAbort();
  };
  if (parent.aborted) {
    abort();
    return { controller, release: noop };
  }
  parent.addEventListener("abort", abort, { once: true });
  return { controller, release: () => parent.removeEventListener("abort", abort) };
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
   * response is cancelled, a late failure ignored. One race at a time.
   */
  race<T>(promise: Promise<T>): Promise<T>;
  /**
   * The body being read (or `undefined` once it is not): cancelled with the abort reason if the attempt is aborted
   * meanwhile, whether or not the transport noticed. No listener on `signal`: the attempt aborts its own controller
   * and cancels it itself.
   */
  cancelOnAbort(reader: ReadableStreamDefaultReader<Uint8Array> | undefined): void;
  /** Stops the clock, unlinks from the caller's signal and lets go of the held requests. Idempotent. */
  end(): void;
}

/**
 * Starts attempt `number` of `request` (the caller's request, held like the requests sent, for the same reason),
 * aborted when `caller` is (usually the request's signal; undefined when the call has none). Without a finite
 * `timeoutMs` there is no clock, only the caller's signal. `sentWithSignal`: the transport is undici's `fetch`, given
 * `signal` itself, which rejects the moment it aborts (also after garbage collections: it holds what follows the
 * signal given in `init`); `race` then leaves the promise as it is, where a custom transport may ignore the signal.
 */
export function startAttempt(
  request: Request,
  number: number,
  timeoutMs: number,
  timeoutError: () => Error,
  caller: AbortSignal | undefined,
  sentWithSignal = false,
): Attempt {
  return new RunningAttempt(request, number, timeoutMs, timeoutError, caller, sentWithSignal);
}

/** The clock of an attempt: a module function and the attempt as its argument, so no closure per attempt. */
function timeOut(attempt: RunningAttempt): void {
  attempt.timeOut();
}

/** Cancels the body of a response that arrived after its attempt was aborted. */
function cancelLate(promise: Promise<unknown>): void {
  promise.then((late) => void (late as Response | undefined)?.body?.cancel().catch(noop), noop);
}

/**
 * A class with its state in fields rather than closures: a call starts one per attempt, and in profiles its closures
 * and listeners were a good part of what the client adds to openapi-fetch.
 */
class RunningAttempt implements Attempt {
  readonly signal: AbortSignal;
  private readonly controller: AbortController;
  private readonly release: () => void;
  private readonly timeoutError: () => Error;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private cancelLongTimer: (() => void) | undefined;
  private isTimedOut = false;
  private held: Request[] | undefined;
  private racing: Promise<unknown> | undefined;
  private rejectRace: ((reason: unknown) => void) | undefined;
  private reader: ReadableStreamDefaultReader<Uint8Array> | undefined;

  constructor(
    request: Request,
    readonly number: number,
    timeoutMs: number,
    timeoutError: () => Error,
    caller: AbortSignal | undefined,
    private readonly sentWithSignal: boolean,
  ) {
    this.timeoutError = timeoutError;
    if (caller === undefined) {
      this.controller = new AbortController();
      this.release = noop;
    } else {
      const link = linkedController(caller, () => this.aborted());
      this.controller = link.controller;
      this.release = link.release;
    }
    this.signal = this.controller.signal;
    this.held = [request];
    if (timeoutMs <= MAX_TIMER_MS) this.timer = setTimeout(timeOut, timeoutMs, this);
    else if (timeoutMs !== Number.POSITIVE_INFINITY)
      this.cancelLongTimer = setLongTimeout(() => this.timeOut(), timeoutMs);
  }

  timeOut(): void {
    this.isTimedOut = true;
    this.controller.abort(this.timeoutError());
    this.aborted();
  }

  timedOut(): boolean {
    return this.isTimedOut;
  }

  hold(sent: Request): void {
    this.held?.push(sent);
  }

  /** What the attempt does itself once its controller has aborted: ends the race and cancels the body being read. */
  aborted(): void {
    const { reason } = this.signal;
    const racing = this.racing;
    if (racing !== undefined) {
      this.racing = undefined;
      this.rejectRace!(reason);
      cancelLate(racing);
    }
    const reader = this.reader;
    this.reader = undefined;
    if (reader !== undefined) reader.cancel(reason).catch(noop);
  }

  cancelOnAbort(reader: ReadableStreamDefaultReader<Uint8Array> | undefined): void {
    this.reader = reader;
  }

  race<T>(promise: Promise<T>): Promise<T> {
    if (this.sentWithSignal) return promise;
    if (this.signal.aborted) {
      cancelLate(promise);
      return Promise.reject(this.signal.reason);
    }
    return new Promise<T>((resolve, reject) => {
      this.racing = promise;
      this.rejectRace = reject;
      promise.then(
        (value) => {
          if (this.racing === promise) this.racing = undefined;
          resolve(value);
        },
        (error: unknown) => {
          if (this.racing === promise) this.racing = undefined;
          reject(error);
        },
      );
    });
  }

  end(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.cancelLongTimer?.();
    this.release();
    this.held = undefined;
    this.racing = undefined;
    this.reader = undefined;
  }
}
