/**
 * The longest delay `setTimeout` takes: 2^31 − 1 ms (about 24.8 days). A longer one (2^31 and up, or `1e10`) is not
 * clamped by Node but replaced by 1 ms, with a TimeoutOverflowWarning: a 30-day timeout would fire at once.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * `setTimeout` for any delay: a longer one than `MAX_TIMER_MS` is waited in steps of at most that, `Infinity` never
 * fires. Returns the function that cancels it.
 */
export function setLongTimeout(callback: () => void, ms: number): () => void {
  if (ms === Number.POSITIVE_INFINITY) return () => {};
  let timer: ReturnType<typeof setTimeout>;
  const arm = (remaining: number) => {
    timer =
      remaining > MAX_TIMER_MS
        ? setTimeout(arm, MAX_TIMER_MS, remaining - MAX_TIMER_MS)
        : setTimeout(callback, remaining);
  };
  arm(ms);
  return () => clearTimeout(timer);
}

/**
 * Checks a duration option: a number > 0 (or ≥ 0 with `allowZero`), `Infinity` included; anything else is a
 * `RangeError` that names the option. Values above `MAX_TIMER_MS` are valid: `setLongTimeout` waits them in steps.
 */
export function checkDuration(name: string, value: unknown, { allowZero = false } = {}): number {
  if (typeof value !== "number" || Number.isNaN(value) || value < 0 || (value === 0 && !allowZero)) {
    throw new RangeError(
      `${name} must be a number of milliseconds ${allowZero ? "≥ 0" : "> 0"} (Infinity for no limit); got ${String(value)}`,
    );
  }
  return value;
}

/**
 * A promise that rejects with `error()` once `ms` have passed, and `cancel` to stop its clock: race work against
 * `expired`, then `cancel()` in a `finally`.
 */
export function deadline(ms: number, error: () => unknown): { expired: Promise<never>; cancel: () => void } {
  let cancel = () => {};
  const expired = new Promise<never>((_resolve, reject) => {
    cancel = setLongTimeout(() => reject(error()), ms);
  });
  return { expired, cancel };
}
