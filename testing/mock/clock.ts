/** The mock's clock: cursor expiry, timestamps of new data and webhook signatures all read it. */
export interface MockClock {
  /** Epoch milliseconds. */
  now(): number;
  /** Moves the clock forward (or back, with a negative number); returns the new time. */
  advance(ms: number): number;
  /** Jumps to an epoch-millisecond time; returns it. */
  set(epochMs: number): number;
}

/**
 * The last millisecond a JavaScript `Date` can represent (year 275760). The clock stays from 0 to this, so every
 * time it reads can be written as an ISO date, in the control API's answers and in webhook timestamps alike.
 */
export const MAX_CLOCK_MS = 8_640_000_000_000_000;

/**
 * `start` omitted: real time, shifted by every `advance`. A number: time frozen at that epoch millisecond,
 * moving only with `advance`/`set` (for deterministic tests). A function: that clock, shifted by `advance`.
 * A move that would leave 0 to `MAX_CLOCK_MS` is refused with a TypeError, and the clock stays where it was.
 */
export function createMockClock(start?: number | (() => number)): MockClock {
  const base = start === undefined ? Date.now : typeof start === "number" ? () => start : start;
  if (typeof start === "number" && !(Number.isSafeInteger(start) && inRange(start))) {
    throw new TypeError(
      `now must be epoch milliseconds (an integer from 0 to ${MAX_CLOCK_MS}) or a function returning them, got ${start}`,
    );
  }
  let offset = 0;
  const now = () => base() + offset;
  const checkMs = (ms: number, what: string) => {
    if (!Number.isSafeInteger(ms))
      throw new TypeError(`${what} must be an integer number of milliseconds, got ${String(ms)}`);
  };
  const moveTo = (target: number, what: string) => {
    if (!inRange(target))
      throw new TypeError(
        `${what} would put the clock at ${target}; it must stay from 0 to ${MAX_CLOCK_MS} (epoch milliseconds a Date can represent)`,
      );
    offset = target - base();
    return now();
  };
  return {
    now,
    advance(ms) {
      checkMs(ms, "advance(ms)");
      return moveTo(now() + ms, `advance(${ms})`);
    },
    set(epochMs) {
      checkMs(epochMs, "set(epochMs)");
      return moveTo(epochMs, `set(${epochMs})`);
    },
  };
}

const inRange = (ms: number) => ms >= 0 && ms <= MAX_CLOCK_MS;
