import { randomUUID } from "node:crypto";
import { MAX_TIMER_MS } from "../timers.js";
import { positiveInteger, type ClaimResult, type DedupeStore } from "../webhooks/dedupe.js";
import { WebhookConfigError } from "../webhooks/errors.js";
import { loadRedisModule, type OwnedRedisClient, type RedisCommandClient } from "./load-redis.js";
import { connectRedisUrl } from "./connect-url.js";
import { checkRedisConnection, commandWithin, type RedisConnection } from "./redis-connection.js";
import {
  checkEvictionOptions,
  checkEvictionPolicy,
  type EvictionPolicyCheck,
  type RedisEvictionPolicyError,
} from "./eviction-policy.js";
import { CLAIM, COMPLETE, MARKER, RELEASE, type LuaScript } from "./scripts.js";
import { RedisStateLostError } from "./state-lost-error.js";

/** A Redis URL (`redis://[[user]:password@]host[:port][/db]`, `rediss://` for TLS), or a connected node-redis client. */
export type { RedisConnection } from "./redis-connection.js";

export interface RedisDedupeStoreOptions {
  /**
   * Shortest lease of a claim. The handler asks for its callbackTimeoutMs + 2 s, after which a
   * receiver that died mid-callback no longer blocks the notification; raise this if a process
   * can stall longer than that (a paused VM) without dying. Default: what the handler asks.
   */
  leaseMs?: number;
  /** How long a processed notification is remembered; default 24 h, far beyond the service's 5 attempts. */
  ttlMs?: number;
  /** Prepended to every key; default `fleetkit:webhook:`. Give each webhook endpoint its own if they share a Redis. */
  prefix?: string;
  /** Each command must answer within this (default 2000 ms), else the handler answers 500 and the service retries. */
  commandTimeoutMs?: number;
  /**
   * What the store does once it finds that Redis lost what it wrote (restarted without persistence, flushed, or
   * rolled back to an older snapshot): "refuse" (default) rejects every claim from then on with a
   * RedisStateLostError, so no callback runs twice, until the store is created anew; "continue" goes on with Redis
   * as it is, and a notification processed before the loss runs its callback again when it is delivered again.
   */
  whenStateLost?: "refuse" | "continue";
  /** Told once for each loss the store finds, in both modes (alert on it); an error it throws is ignored. */
  onStateLost?: (error: RedisStateLostError) => void;
  /**
   * What the store does when Redis's `maxmemory-policy` (read when it is created) is not `noeviction`, so Redis may
   * evict processed notifications and their callbacks would run again: "refuse" (default) throws a
   * RedisEvictionPolicyError naming the policy; "warn" creates the store and hands that error to `onWarning`.
   */
  evictionPolicy?: EvictionPolicyCheck;
  /**
   * Hears the warnings of creation: the policy with evictionPolicy "warn", or a policy that could not be read (CONFIG
   * disabled or renamed, and INFO too). Default: `process.emitWarning`. An error it throws is ignored.
   */
  onWarning?: (warning: RedisEvictionPolicyError) => void;
}

export interface RedisDedupeStore extends DedupeStore {
  claim(key: string, leaseMs: number, token?: string): Promise<ClaimResult>;
  complete(key: string, token?: string): Promise<void>;
  release(key: string, token?: string): Promise<void>;
  /**
   * After a loss was found (whenStateLost "refuse"): goes on with Redis as it is now, so claims are accepted again.
   * Call it once Redis persists its writes, or when you accept that notifications processed before the loss may run
   * their callbacks again; creating the store anew (restarting the receiver) does the same.
   */
  resume(): Promise<void>;
  /** Closes the connection the store opened from `url` (a `client` passed in is left to its owner), and stops retries. */
  close(): Promise<void>;
}

export const DEFAULT_REDIS_PREFIX = "fleetkit:webhook:";
/** The marker's name under the prefix; no notification key is a hash, so claiming it fails (WRONGTYPE). */
const MARKER_NAME = "epoch";
/** Longest wait between two tries of a background release or completion. */
const MAX_RETRY_DELAY_MS = 1000;

function checkOptions(options: RedisDedupeStoreOptions) {
  if (typeof options !== "object" || options === null)
    throw new WebhookConfigError(
      "invalid_option",
      "createRedisDedupeStore's second argument must be an options object.",
    );
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  if (typeof prefix !== "string")
    throw new WebhookConfigError("invalid_option", `prefix must be a string, got ${typeof prefix}.`);
  const { whenStateLost = "refuse", onStateLost } = options;
  if (whenStateLost !== "refuse" && whenStateLost !== "continue")
    throw new WebhookConfigError(
      "invalid_option",
      `whenStateLost must be "refuse" or "continue", got ${JSON.stringify(whenStateLost)}.`,
    );
  if (onStateLost !== undefined && typeof onStateLost !== "function")
    throw new WebhookConfigError("invalid_option", "onStateLost must be a function.");
  return {
    leaseMs: options.leaseMs === undefined ? 0 : positiveInteger("leaseMs", options.leaseMs),
    ttlMs: positiveInteger("ttlMs", options.ttlMs ?? 24 * 60 * 60 * 1000),
    commandTimeoutMs: positiveInteger("commandTimeoutMs", options.commandTimeoutMs ?? 2000, MAX_TIMER_MS),
    prefix,
    whenStateLost,
    onStateLost,
    ...checkEvictionOptions(options),
  };
}

/** Commands sent while Redis is unreachable fail at once (500, and the service retries) instead of queueing. */
const connect = (url: string): Promise<OwnedRedisClient> =>
  connectRedisUrl(url, () => loadRedisModule(), { failFast: true });

/** A claim token from the handler (one per delivery), or none: the store then makes one and keeps it per key. */
function checkToken(token: unknown): string | undefined {
  if (token === undefined) return undefined;
  if (typeof token !== "string" || token.length === 0 || token.length > 200)
    throw new WebhookConfigError("invalid_option", "A claim token must be a string of 1 to 200 characters.");
  return token;
}

/** A reply's count (a Lua number arrives as an integer, a string as a string). */
const count = (value: unknown) => Number(value) || 0;

/**
 * A DedupeStore shared through Redis by any number of receivers. A claim is a script that sets `key` to
 * `claim:<token>` for the lease only when it is free (else it answers what the key holds), so exactly one receiver
 * gets "new"; `complete` writes `done` for `ttlMs` (whoever holds it: the callback did succeed); `release` deletes the
 * key only while it holds this claim's token, so a late release never frees a newer claim.
 *
 * A claim whose answer does not arrive (a timeout, a dropped connection) may still run in Redis: the store then
 * releases it in the background, behind the claim on the same connection, retried until it lands or the lease ends,
 * so the retry the handler's 500 asks for finds the key free. A failed completion is retried the same way.
 *
 * Each claim also checks the store's marker key (`<prefix>epoch`), written when the store is created: a marker that
 * is gone, new, or counting fewer writes than the store has seen means Redis lost data, and the store refuses (or,
 * with whenStateLost "continue", goes on) instead of running callbacks a second time unnoticed. Eviction is refused
 * before it can happen: the store reads `maxmemory-policy` when it is created and refuses anything but `noeviction`.
 */
export async function createRedisDedupeStore(
  connection: RedisConnection,
  options: RedisDedupeStoreOptions = {},
): Promise<RedisDedupeStore> {
  checkRedisConnection(connection, "createRedisDedupeStore");
  const settings = checkOptions(options);
  const { leaseMs: minLeaseMs, ttlMs, commandTimeoutMs, prefix } = settings;
  const owned = connection.url !== undefined ? await connect(connection.url) : undefined;
  const client: RedisCommandClient = owned ?? connection.client!;
  const markerKey = prefix + MARKER_NAME;
  // Claim tokens the store made itself (for callers that pass none), by key, and the lease of every claim it holds.
  const ownTokens = new Map<string, string>();
  const leases = new Map<string, number>();
  const retryTimers = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;
  /** Set once a loss is found with whenStateLost "refuse": every claim rejects with it from then on. */
  let refusal: RedisStateLostError | undefined;

  /** Sends one command; `step` names it in a timeout's message (the claim, the completion, the release). */
  async function command(step: string, args: string[]): Promise<unknown> {
    return commandWithin(client, commandTimeoutMs, step, args);
  }

  /** Runs a script by its digest; a Redis that does not have it yet (NOSCRIPT) gets the source, which it then keeps. */
  async function runScript(step: string, { source, sha }: LuaScript, keys: string[], args: string[]) {
    try {
      return await command(step, ["EVALSHA", sha, String(keys.length), ...keys, ...args]);
    } catch (error) {
      if (!String((error as Error)?.message).startsWith("NOSCRIPT")) throw error;
      return command(step, ["EVAL", source, String(keys.length), ...keys, ...args]);
    }
  }

  /**
   * Tries `attempt` now and, while it fails, again (50 ms, doubling up to 1 s) until it succeeds, the store closes or
   * `forMs` has passed. Its failures are not reported: the caller's own failure was, and the lease is the backstop.
   */
  function retryInBackground(attempt: () => Promise<unknown>, forMs: number): void {
    const until = Date.now() + forMs;
    let delayMs = 50;
    const run = () => {
      attempt().catch(() => {
        if (closed || Date.now() + delayMs > until) return;
        const timer = setTimeout(() => {
          retryTimers.delete(timer);
          run();
        }, delayMs);
        // A retry never keeps a process alive that would otherwise exit.
        timer.unref?.();
        retryTimers.add(timer);
        delayMs = Math.min(delayMs * 2, MAX_RETRY_DELAY_MS);
      });
    };
    run();
  }

  /** The marker as Redis holds it now, created when missing; `seen` is the highest write count the store has seen. */
  async function readMarker(): Promise<{ id: string; seen: number }> {
    const [id, seq] = (await runScript("the marker", MARKER, [markerKey], [randomUUID()])) as [string, string];
    return { id: String(id), seen: count(seq) };
  }

  const closeOwned = async () => {
    if (owned !== undefined) await (owned.close ?? owned.quit ?? owned.disconnect)!.call(owned);
  };
  try {
    await checkEvictionPolicy(
      {
        configGet: () => command("CONFIG GET", ["CONFIG", "GET", "maxmemory-policy"]),
        info: () => command("INFO", ["INFO", "memory"]),
      },
      {
        caller: "createRedisDedupeStore",
        keys: "the store's keys of processed notifications",
        mode: settings.evictionPolicy,
        onWarning: settings.onWarning,
      },
    );
  } catch (error) {
    await closeOwned().catch(() => {});
    throw error;
  }
  let marker = await readMarker().catch(async (error: unknown) => {
    await closeOwned().catch(() => {});
    throw new WebhookConfigError(
      "invalid_option",
      `Could not read or create the dedupe store's marker key ${markerKey} in Redis: ${(error as Error).message}`,
    );
  });

  function stateLost(outcome: string, value: string): RedisStateLostError {
    const error =
      outcome === "lost"
        ? new RedisStateLostError(
            "state_lost",
            markerKey,
            value === "" ? "is gone" : "was created anew by another store",
            settings.whenStateLost === "refuse",
          )
        : new RedisStateLostError(
            "state_rolled_back",
            markerKey,
            `counts ${value} writes, fewer than the ${marker.seen} this store has seen`,
            settings.whenStateLost === "refuse",
          );
    try {
      settings.onStateLost?.(error);
    } catch {
      // A failing alert must not change what the store answers.
    }
    return error;
  }

  async function claim(key: string, lease: number, token: string, retried: boolean): Promise<ClaimResult> {
    const sentWith = marker;
    let reply: unknown;
    try {
      reply = await runScript(
        "the claim",
        CLAIM,
        [prefix + key, markerKey],
        [token, String(lease), sentWith.id, String(sentWith.seen)],
      );
    } catch (error) {
      // The claim may still run in Redis (it was sent; only its answer is missing). The release goes behind it on
      // the same connection, so it undoes it as soon as it runs, and the retry the handler's 500 asks for finds the
      // key free instead of 409 until the lease ends.
      retryInBackground(() => runScript("the release", RELEASE, [prefix + key], [token]), lease);
      throw error;
    }
    const [outcome, value] = (Array.isArray(reply) ? reply : []).map(String) as [string?, string?];
    if (outcome === "lost" || outcome === "rolled_back") {
      if (refusal) throw refusal;
      // Claims in flight together all find the same loss: only the first reports it (and, to go on, re-reads the
      // marker); the others retry with what it read.
      if (marker === sentWith) {
        const error = stateLost(outcome, value ?? "");
        if (settings.whenStateLost === "refuse") {
          refusal = error;
          throw error;
        }
        marker = await readMarker();
        if (retried) throw error;
      } else if (retried) {
        throw new Error("Redis lost the dedupe store's data twice within one claim; the handler answers 500.");
      }
      return claim(key, lease, token, true);
    }
    marker.seen = Math.max(marker.seen, count(value));
    if (outcome === "new") {
      leases.set(token, lease);
      return "new";
    }
    if (outcome === "done" || outcome === "in_progress") return outcome;
    throw new Error(`Redis answered the claim with ${JSON.stringify(reply)}, which this store did not send.`);
  }

  return {
    async claim(key, leaseMs, token) {
      if (refusal) throw refusal;
      const lease = Math.max(positiveInteger("leaseMs", leaseMs), minLeaseMs);
      const given = checkToken(token);
      const claimToken = `claim:${given ?? randomUUID()}`;
      const result = await claim(key, lease, claimToken, false);
      if (result === "new" && given === undefined) ownTokens.set(key, claimToken);
      return result;
    },
    async complete(key, token) {
      const claimToken = token === undefined ? ownTokens.get(key) : `claim:${checkToken(token)}`;
      if (token === undefined) ownTokens.delete(key);
      const lease = (claimToken && leases.get(claimToken)) || minLeaseMs || commandTimeoutMs;
      if (claimToken) leases.delete(claimToken);
      const send = async () => {
        const seq = await runScript("the completion", COMPLETE, [prefix + key, markerKey], [String(ttlMs)]);
        marker.seen = Math.max(marker.seen, count(seq));
      };
      try {
        await send();
      } catch (error) {
        // The callback did run: "done" is true, and written late it still keeps other copies from running it.
        retryInBackground(send, lease);
        throw error;
      }
    },
    async release(key, token) {
      const claimToken = token === undefined ? ownTokens.get(key) : `claim:${checkToken(token)}`;
      if (token === undefined) ownTokens.delete(key);
      if (claimToken === undefined) return;
      const lease = leases.get(claimToken) ?? commandTimeoutMs;
      leases.delete(claimToken);
      const send = () => runScript("the release", RELEASE, [prefix + key], [claimToken]);
      try {
        await send();
      } catch (error) {
        retryInBackground(send, lease);
        throw error;
      }
    },
    async resume() {
      marker = await readMarker();
      refusal = undefined;
    },
    async close() {
      closed = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      await closeOwned();
    },
  };
}
