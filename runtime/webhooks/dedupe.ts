import { WebhookConfigError } from "./errors.js";

/**
 * Remembers notifications already accepted, so a retry of one (reference 6.4) is acknowledged
 * without running the callback again. Implement it over Redis or a database table to share it
 * between instances; the handler only needs these two calls.
 */
export interface DedupeStore {
  has(key: string): boolean | Promise<boolean>;
  /** Called only after the callback succeeded, so a failed notification stays retryable. */
  add(key: string): void | Promise<void>;
}

export interface MemoryDedupeStoreOptions {
  /** Oldest keys are forgotten beyond this many; default 10 000. */
  maxEntries?: number;
  /** How long a key is remembered; default 24 h, far longer than the service's 5 attempts take. */
  ttlMs?: number;
  /** Epoch milliseconds; defaults to Date.now. */
  now?: () => number;
}

export interface MemoryDedupeStore extends DedupeStore {
  readonly size: number;
  clear(): void;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new WebhookConfigError("invalid_option", `${name} must be a positive integer, got ${String(value)}.`);
  }
  return value;
}

/** A per-process store: bounded in size and age, so it cannot grow without limit. */
export function createMemoryDedupeStore(options: MemoryDedupeStoreOptions = {}): MemoryDedupeStore {
  const maxEntries = positiveInteger("maxEntries", options.maxEntries ?? 10_000);
  const ttlMs = positiveInteger("ttlMs", options.ttlMs ?? 24 * 60 * 60 * 1000);
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order, and add() re-inserts, so the first key is always the one
  // that expires soonest: eviction and expiry both work from the front.
  const expiries = new Map<string, number>();

  function dropExpired(at: number): void {
    for (const [key, expiresAt] of expiries) {
      if (expiresAt > at) break;
      expiries.delete(key);
    }
  }

  return {
    has(key) {
      dropExpired(now());
      return expiries.has(key);
    },
    add(key) {
      const at = now();
      dropExpired(at);
      expiries.delete(key);
      expiries.set(key, at + ttlMs);
      while (expiries.size > maxEntries) {
        const oldest = expiries.keys().next();
        if (oldest.done) break;
        expiries.delete(oldest.value);
      }
    },
    get size() {
      return expiries.size;
    },
    clear() {
      expiries.clear();
    },
  };
}
