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
 * `start` omitted: real time, shifted by every `advance`. A number: time frozen at that epoch millisecond,
 * moving only with `advance`/`set` (for deterministic tests). A function: that clock, shifted by `advance`.
 */
export function createMockClock(start?: number | (() => number)): MockClock {
  const base = start === undefined ? Date.now : typeof start === "number" ? () => start : start;
  if (typeof start === "number" && !Number.isSafeInteger(start)) {
    throw new TypeError(`now must be epoch milliseconds (an integer) or a function returning them, got ${start}`);
  }
  let offset = 0;
  const now = () => base() + offset;
  const checkMs = (ms: number, what: string) => {
    if (!Number.isSafeInteger(ms)) throw new TypeError(`${what} must be an integer number of milliseconds, got ${String(ms)}`);
  };
  return {
    now,
    advance(ms) {
      checkMs(ms, "advance(ms)");
      offset += ms;
      return now();
    },
    set(epochMs) {
      checkMs(epochMs, "set(epochMs)");
      offset = epochMs - base();
      return now();
    },
  };
}
