import { performance } from "node:perf_hooks";
import { MockHttpError } from "./errors.js";

/**
 * Requests per second per token, as a token bucket: a token may send `perSecond` requests at once, and one more every
 * `1 / perSecond` s after that. Over the limit the mock answers 429 with `Retry-After` in seconds, fractional like
 * the vendor's (e.g. `0.40235`): the wait until the next request is allowed. The vendor's limits (150 requests/s per
 * token, lower per-endpoint tiers) are documented on its rate-limits page; the mock applies one limit to every
 * operation. Real time, not the mock's clock: a frozen clock must not freeze the limit.
 */
export class RateLimiter {
  readonly #buckets = new Map<string, { tokens: number; atMs: number }>();

  constructor(
    readonly perSecond: number,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /** Counts one request of the token (by ID); throws 429 `rate_limited` when it is over the limit. */
  take(tokenId: string): void {
    const now = this.nowMs();
    const bucket = this.#buckets.get(tokenId) ?? { tokens: this.perSecond, atMs: now };
    bucket.tokens = Math.min(this.perSecond, bucket.tokens + ((now - bucket.atMs) / 1000) * this.perSecond);
    bucket.atMs = now;
    this.#buckets.set(tokenId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return;
    }
    const waitSeconds = (1 - bucket.tokens) / this.perSecond;
    const retryAfter = formatSeconds(waitSeconds);
    throw new MockHttpError(
      429,
      "rate_limited",
      `rate limit exceeded: this token may send ${this.perSecond} requests per second; retry after ${retryAfter} s`,
      { "Retry-After": retryAfter },
    );
  }
}

/** Seconds with up to 5 decimals, rounded up so that waiting that long is always enough: `0.40235`. */
export function formatSeconds(seconds: number): string {
  return String(Math.ceil(seconds * 100_000) / 100_000);
}

/** `rateLimit` of the options: undefined (off) or a positive number of requests per second. */
export function checkRateLimit(rateLimit: unknown): number | undefined {
  if (rateLimit === undefined) return undefined;
  if (typeof rateLimit !== "number" || !Number.isFinite(rateLimit) || rateLimit <= 0 || rateLimit > 1_000_000) {
    throw new TypeError(
      `rateLimit must be a number of requests per second per token, above 0 and at most 1000000 (omit it for no limit), got ${String(rateLimit)}`,
    );
  }
  return rateLimit;
}
