import { WebhookConfigError } from "./errors.js";
import { checkClock } from "./verify.js";

/** What a claim finds: the key is now ours, someone holds it, or it was processed already. */
export type ClaimResult = "new" | "in_progress" | "done";

/**
 * Remembers notifications across retries (reference 6.4), atomically, so that among any number
 * of receivers sharing the store exactly one runs the callback. The handler calls:
 * - `claim(key, leaseMs, token)` before the callback: "new" takes the key for `leaseMs` (if the claimant
 *   dies, the key is free again after that); "in_progress" means another claim holds it (answered
 *   409, retry later); "done" means it was processed (answered 2xx without a callback).
 * - `complete(key, token)` after the callback succeeded: the key is "done" for the store's TTL.
 * - `release(key, token)` after the callback failed or timed out: the key is free, so a retry runs it.
 * `token` is unique to each delivery: a store shared by several processes keeps it with the claim, so that the
 * release of a claim whose lease ran out (a stalled claimant) never frees a newer claim; a store may ignore it.
 * Each call must be atomic in the store; `createMemoryDedupeStore` (one process) and
 * `createRedisDedupeStore` from `fleetkit/redis` (any number) are.
 */
export interface DedupeStore {
  claim(key: string, leaseMs: number, token?: string): ClaimResult | Promise<ClaimResult>;
  complete(key: string, token?: string): void | Promise<void>;
  release(key: string, token?: string): void | Promise<void>;
}

export interface MemoryDedupeStoreOptions {
  /** Oldest keys are forgotten beyond this many; default 10 000. */
  maxEntries?: number;
  /** How long a done key is remembered; default 24 h, far longer than the service's 5 attempts take. */
  ttlMs?: number;
  /** Epoch milliseconds; defaults to Date.now. */
  now?: () => number;
}

export interface MemoryDedupeStore extends DedupeStore {
  /** Keys held or done and not yet expired. */
  readonly size: number;
  clear(): void;
}

/** @internal */
export function positiveInteger(name: string, value: unknown, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0 || value > max) {
    const limit = max < Number.MAX_SAFE_INTEGER ? ` from 1 to ${max}` : "";
    throw new WebhookConfigError("invalid_option", `${name} must be a positive integer${limit}, got ${String(value)}.`);
  }
  return value;
}

/**
 * @internal `false` (deduplication off), or a claim/complete/release store; refuses the has/add store of earlier
 * versions, which cannot be shared safely.
 */
export function checkDedupeStore(dedupe: unknown): DedupeStore | undefined {
  if (dedupe === false) return undefined;
  const store = dedupe as Partial<DedupeStore> | null;
  if (
    typeof store?.claim !== "function" ||
    typeof store.complete !== "function" ||
    typeof store.release !== "function"
  ) {
    throw new WebhookConfigError(
      "invalid_option",
      "dedupe must have claim(key, leaseMs), complete(key) and release(key) methods (a has/add store cannot keep two receivers from both running a callback): use createMemoryDedupeStore() or createRedisDedupeStore() from fleetkit/redis, or false to turn deduplication off.",
    );
  }
  return store as DedupeStore;
}

interface Entry {
  state: "in_progress" | "done";
  expiresAt: number;
}

/** A per-process store with the same semantics as the Redis one, bounded in size and age. */
export function createMemoryDedupeStore(options: MemoryDedupeStoreOptions = {}): MemoryDedupeStore {
  const maxEntries = positiveInteger("maxEntries", options.maxEntries ?? 10_000);
  const ttlMs = positiveInteger("ttlMs", options.ttlMs ?? 24 * 60 * 60 * 1000);
  const now = checkClock(options.now);
  // Insertion order is write order: set() always deletes first, so the front holds the oldest
  // writes, evicted first. Leases and TTLs differ, so expiry is checked on every read as well.
  const entries = new Map<string, Entry>();

  function live(key: string, at: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function set(key: string, entry: Entry, at: number): void {
    entries.delete(key);
    entries.set(key, entry);
    // Drops the oldest writes beyond maxEntries, and expired ones while they are at the front.
    for (const [oldest, { expiresAt }] of entries) {
      if (entries.size <= maxEntries && expiresAt > at) break;
      entries.delete(oldest);
    }
  }

  return {
    claim(key, leaseMs) {
      const at = now();
      const entry = live(key, at);
      if (entry) return entry.state;
      set(key, { state: "in_progress", expiresAt: at + positiveInteger("leaseMs", leaseMs) }, at);
      return "new";
    },
    complete(key) {
      const at = now();
      set(key, { state: "done", expiresAt: at + ttlMs }, at);
    },
    release(key) {
      if (live(key, now())?.state === "in_progress") entries.delete(key);
    },
    get size() {
      const at = now();
      for (const key of [...entries.keys()]) live(key, at);
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
