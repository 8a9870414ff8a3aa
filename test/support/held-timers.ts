import { onTestFinished } from "vitest";

/** What the code under test sees of a held timer (the client keeps its clock's timer and calls `ref`/`unref`). */
interface HeldTimer {
  ref(): HeldTimer;
  unref(): HeldTimer;
  hasRef(): boolean;
  [Symbol.toPrimitive](): number;
}

const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;

/**
 * From now until the test ends, every timer armed for `ms` is held instead of started, and runs only when the test
 * calls `fire()`; every other timer, `setImmediate` and the network stay real. Pick an `ms` nothing else in the test
 * arms (a client's `timeoutMs` of 4321, a `Retry-After` of 20 s, the feed's 5000 ms wait): the test then decides when
 * that time has passed, so a loaded machine can neither make it pass too early nor too late (issue 38, item 1), where
 * vitest's fake timers would also hold undici's own timers and lose them when put away. A client's clock re-armed for
 * a later attempt asks for what is left of `ms`: a timer for up to a tenth less (and 1 ms more) is held too (`fire()` runs the timers
 * held so far, so a second `fire()` runs a clock's timer re-armed by the first).
 */
export function holdTimersOf(ms: number): {
  fire(): void;
  /** How many timers are held. */
  readonly count: number;
  /** How many of them would keep the process alive (not `unref`'d), as a real timer would. */
  readonly keepingAlive: number;
} {
  const held = new Map<HeldTimer, () => void>();
  let next = 1;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    // (ms + 1: a clock arms `Math.ceil(deadline - now)`, and `now + ms - now` can come out a hair above `ms`.)
    if (delay === undefined || delay > ms + 1 || delay < ms * 0.9) return realSetTimeout(callback, delay, ...args);
    const id = next++;
    let refed = true;
    const timer: HeldTimer = {
      ref() {
        refed = true;
        return timer;
      },
      unref() {
        refed = false;
        return timer;
      },
      hasRef: () => refed,
      [Symbol.toPrimitive]: () => id,
    };
    held.set(timer, () => callback(...args));
    return timer;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((timer: unknown) => {
    if (!held.delete(timer as HeldTimer)) realClearTimeout(timer as Parameters<typeof clearTimeout>[0]);
  }) as typeof clearTimeout;
  onTestFinished(releaseTimers);
  return {
    fire() {
      const due = [...held.values()];
      held.clear();
      for (const run of due) run();
    },
    get count() {
      return held.size;
    },
    get keepingAlive() {
      return [...held.keys()].filter((timer) => timer.hasRef()).length;
    },
  };
}

/** Puts the real timers back (done when the test that held them finishes, passed or failed). */
export function releaseTimers(): void {
  globalThis.setTimeout = realSetTimeout;
  globalThis.clearTimeout = realClearTimeout;
}

/**
 * How `promise` settles: its value or rejection reason, or "still pending" if it has not settled `ms` after the call
 * (on a real timer, whatever the test holds). For a call that used to hang: the test fails at once, saying so.
 * `ms` is far longer than the work takes under any load, and shorter than the test's own timeout.
 */
export function outcomeOf(promise: Promise<unknown>, ms = 15_000): Promise<unknown> {
  let timer: ReturnType<typeof realSetTimeout> | undefined;
  const deadline = new Promise((resolve) => (timer = realSetTimeout(resolve, ms, "still pending")));
  return Promise.race([promise.catch((error: unknown) => error), deadline]).finally(() => realClearTimeout(timer));
}

/** Whether `promise` has settled by the next turn of the event loop. */
export async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}
