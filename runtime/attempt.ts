import { setLongTimeout } from "./timers.js";

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
 * The clock of every attempt of one client, whose attempts share one `timeoutMs` (at most `MAX_TIMER_MS`): attempts
 * start in time order, so their deadlines come in that order too, and one Node timer, armed for the earliest, serves
 * them all. A timer per attempt cost a `Timeout`, a list insertion and a removal per request, about 1 % of a request's
 * CPU. As with a timer per attempt, the process is kept alive while an attempt runs, and not once none does: the timer
 * is unref'd on the next tick after the last attempt ended, unless another has started by then. Sequential calls start
 * the next attempt in the same run of microtasks, so the timer stays ref'd between them: unref'd and ref'd again per
 * call, it cost about a tenth of a small request's CPU (2026-11-28, 150 µs requests on loopback: 15–25 µs).
 */
export class AttemptClock {
  private first: RunningAttempt | undefined;
  private last: RunningAttempt | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The deadline the timer was armed for: once it fires, that much time has passed, whatever the clock reads. */
  private armedFor = 0;
  /** Whether a tick is queued to unref the timer (the queue was empty when it was queued). */
  private idleCheck = false;

  declare readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    this.timeoutMs = timeoutMs;
  }

  /** Starts the clock of `attempt`, which is appended to the queue. */
  add(attempt: RunningAttempt): void {
    const now = performance.now();
    const deadline = now + this.timeoutMs;
    attempt.deadline = deadline;
    attempt.clock = this;
    attempt.previous = this.last;
    attempt.next = undefined;
    if (this.last === undefined) this.first = attempt;
    else this.last.next = attempt;
    this.last = attempt;
    // A timer armed earlier fires at or before this deadline (deadlines only grow) and re-arms for what is left.
    if (this.timer === undefined) this.arm(this.first!.deadline - now, this.first!.deadline);
    else if (this.first === attempt) this.timer.ref();
  }

  /**
   * Stops the clock of `attempt`; from the next tick on, if no attempt runs then, the timer no longer keeps the process
   * alive.
   */
  remove(attempt: RunningAttempt): void {
    if (attempt.clock !== this) return;
    attempt.clock = undefined;
    const { previous, next } = attempt;
    if (previous === undefined) this.first = next;
    else previous.next = next;
    if (next === undefined) this.last = previous;
    else next.previous = previous;
    attempt.previous = attempt.next = undefined;
    if (this.first === undefined && !this.idleCheck) {
      this.idleCheck = true;
      process.nextTick(unrefIdle, this);
    }
  }

  /** @internal The tick after the queue emptied: the timer no longer keeps the process alive, unless an attempt runs. */
  unrefIfIdle(): void {
    this.idleCheck = false;
    if (this.first === undefined) this.timer?.unref();
  }

  private arm(ms: number, deadline: number): void {
    this.armedFor = deadline;
    this.timer = setTimeout(fire, Math.max(1, Math.ceil(ms)), this);
  }

  /** @internal The timer fired: every attempt past its deadline times out, and the timer is armed for the next one. */
  expire(): void {
    this.timer = undefined;
    const now = Math.max(performance.now(), this.armedFor);
    for (let attempt = this.first; attempt !== undefined && attempt.deadline <= now; attempt = this.first) {
      this.remove(attempt);
      attempt.timeOut();
    }
    // (An attempt started by what the timeouts ran may have armed it already.)
    const next = this.first;
    if (next !== undefined && this.timer === undefined) this.arm(next.deadline - performance.now(), next.deadline);
  }
}

function unrefIdle(clock: AttemptClock): void {
  clock.unrefIfIdle();
}

function fire(clock: AttemptClock): void {
  clock.expire();
}

/** What an attempt asks of its call: the error it ends with when its time is up. */
export interface AttemptOwner {
  timeoutError(attempt: number): Error;
}

/**
 * Starts attempt `number` of `request` (the caller's request, held like the requests sent, for the same reason),
 * aborted when `caller` is (usually the request's signal; undefined when the call has none). Its time is kept by
 * `clock`, or, without one, by a timer of its own for a `timeoutMs` longer than a timer takes (`Infinity`: no clock,
 * only the caller's signal). `sentWithSignal`: the transport is undici's `fetch`, given `signal` itself, which rejects
 * the moment it aborts (also after garbage collections: it holds what follows the signal given in `init`); `race` then
 * leaves the promise as it is, where a custom transport may ignore the signal.
 */
export function startAttempt(
  request: Request,
  number: number,
  time: AttemptClock | number,
  owner: AttemptOwner,
  caller: AbortSignal | undefined,
  sentWithSignal = false,
): Attempt {
  return new RunningAttempt(request, number, time, owner, caller, sentWithSignal);
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
  // (Assigned by the constructor on every path: declared only, no field of their own in the emitted class.)
  declare readonly signal: AbortSignal;
  declare private readonly controller: AbortController;
  declare private readonly release: () => void;
  declare private readonly owner: AttemptOwner;
  /** The clock keeping this attempt's time while it runs, and the attempt's place in its queue. */
  clock: AttemptClock | undefined;
  deadline = 0;
  previous: RunningAttempt | undefined;
  next: RunningAttempt | undefined;
  private cancelLongTimer: (() => void) | undefined;
  private isTimedOut = false;
  declare private held: Request[] | undefined;
  private racing: Promise<unknown> | undefined;
  private rejectRace: ((reason: unknown) => void) | undefined;
  private reader: ReadableStreamDefaultReader<Uint8Array> | undefined;

  declare readonly number: number;
  declare private readonly sentWithSignal: boolean;

  constructor(
    request: Request,
    number: number,
    time: AttemptClock | number,
    owner: AttemptOwner,
    caller: AbortSignal | undefined,
    sentWithSignal: boolean,
  ) {
    this.number = number;
    this.sentWithSignal = sentWithSignal;
    this.owner = owner;
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
    if (typeof time !== "number") time.add(this);
    else if (time !== Number.POSITIVE_INFINITY) this.cancelLongTimer = setLongTimeout(() => this.timeOut(), time);
  }

  timeOut(): void {
    this.isTimedOut = true;
    this.controller.abort(this.owner.timeoutError(this.number));
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
    this.clock?.remove(this);
    this.cancelLongTimer?.();
    this.release();
    this.held = undefined;
    this.racing = undefined;
    this.reader = undefined;
  }
}
