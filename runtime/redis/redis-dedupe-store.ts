import { createHash, randomUUID } from "node:crypto";
import { deadline, MAX_TIMER_MS } from "../timers.js";
import { positiveInteger, type ClaimResult, type DedupeStore } from "../webhooks/dedupe.js";
import { WebhookConfigError } from "../webhooks/errors.js";
import { loadRedisModule, type OwnedRedisClient, type RedisCommandClient } from "./load-redis.js";

/** A Redis URL (`redis://[[user]:password@]host[:port][/db]`, `rediss://` for TLS), or a connected node-redis client. */
export type RedisConnection = { url: string; client?: never } | { client: RedisCommandClient; url?: never };

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
}

export interface RedisDedupeStore extends DedupeStore {
  claim(key: string, leaseMs: number): Promise<ClaimResult>;
  complete(key: string): Promise<void>;
  release(key: string): Promise<void>;
  /** Closes the connection the store opened from `url`; a `client` passed in is left to its owner. */
  close(): Promise<void>;
}

export const DEFAULT_REDIS_PREFIX = "fleetkit:webhook:";
const DONE = "done";

// Claims the key for a lease when it is free, else answers what it holds (a claim or "done"): one round trip, and
// nothing can expire or change between the read and the write.
const CLAIM_SCRIPT = `local held = redis.call("GET", KEYS[1]) if held then return held end redis.call("SET", KEYS[1], ARGV[1], "PX", ARGV[2]) return false`;

// Deletes the key only while it still holds this claim: a claim that expired and was taken by
// another receiver, or a key already done, is left alone. GET and DEL in one script, so nothing
// can happen in between.
const RELEASE_SCRIPT = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0`;

/** A Lua script and its SHA-1, so it is sent by digest (EVALSHA) once Redis has it. */
const script = (source: string) => ({ source, sha: createHash("sha1").update(source).digest("hex") });
const CLAIM = script(CLAIM_SCRIPT);
const RELEASE = script(RELEASE_SCRIPT);

/** The URL without its password, for messages. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "the given url";
  }
}

function checkOptions(options: RedisDedupeStoreOptions) {
  if (typeof options !== "object" || options === null)
    throw new WebhookConfigError(
      "invalid_option",
      "createRedisDedupeStore's second argument must be an options object.",
    );
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  if (typeof prefix !== "string")
    throw new WebhookConfigError("invalid_option", `prefix must be a string, got ${typeof prefix}.`);
  return {
    leaseMs: options.leaseMs === undefined ? 0 : positiveInteger("leaseMs", options.leaseMs),
    ttlMs: positiveInteger("ttlMs", options.ttlMs ?? 24 * 60 * 60 * 1000),
    commandTimeoutMs: positiveInteger("commandTimeoutMs", options.commandTimeoutMs ?? 2000, MAX_TIMER_MS),
    prefix,
  };
}

async function connect(url: string): Promise<OwnedRedisClient> {
  if (typeof url !== "string" || !/^rediss?:\/\//.test(url)) {
    throw new WebhookConfigError(
      "invalid_option",
      "url must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379.",
    );
  }
  const { createClient } = await loadRedisModule();
  let connected = false;
  const client = createClient({
    url,
    // Without this, commands sent while Redis is unreachable wait in a queue, and so would the
    // webhook's answer; failing them at once answers 500 and the service retries later.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      // The first connection fails fast, with the reason; later drops are retried for ever.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(50 * 2 ** retries, 2000) : cause),
    },
  });
  // node-redis emits every connection error; without a listener one would crash the process.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new WebhookConfigError(
      "invalid_option",
      `Could not connect to Redis at ${describeUrl(url)}: ${(error as Error).message}. Check that it runs and that the url is right.`,
    );
  }
  connected = true;
  return client;
}

/**
 * A DedupeStore shared through Redis by any number of receivers. A claim is a script that sets `key` to
 * `claim:<token>` for the lease only when it is free (else it answers what the key holds), so exactly one receiver
 * gets "new"; `complete` overwrites the key with `done` for `ttlMs` (whoever holds it: the callback did succeed);
 * `release` is a script that deletes the key only while it still holds this receiver's own claim.
 */
export async function createRedisDedupeStore(
  connection: RedisConnection,
  options: RedisDedupeStoreOptions = {},
): Promise<RedisDedupeStore> {
  if (
    typeof connection !== "object" ||
    connection === null ||
    (connection.url === undefined) === (connection.client === undefined)
  ) {
    throw new WebhookConfigError(
      "invalid_option",
      'createRedisDedupeStore needs exactly one of { url: "redis://…" } or { client } (a connected node-redis client).',
    );
  }
  const { leaseMs: minLeaseMs, ttlMs, commandTimeoutMs, prefix } = checkOptions(options);
  if (connection.client !== undefined && typeof connection.client.sendCommand !== "function") {
    throw new WebhookConfigError(
      "invalid_option",
      'client must be a node-redis client (v4, v5 or v6, created with createClient from "redis" and connected).',
    );
  }
  const owned = connection.url !== undefined ? await connect(connection.url) : undefined;
  const client: RedisCommandClient = owned ?? connection.client!;
  // This receiver's claim tokens, so release() never deletes a claim another receiver took since.
  const tokens = new Map<string, string>();

  /** Sends one command; `step` names it in a timeout's message (the claim, the completion, the release). */
  async function command(step: string, args: string[]): Promise<unknown> {
    const timeout = deadline(
      commandTimeoutMs,
      () => new Error(`Redis did not answer ${step} within commandTimeoutMs (${commandTimeoutMs} ms).`),
    );
    try {
      return await Promise.race([client.sendCommand(args), timeout.expired]);
    } finally {
      timeout.cancel();
    }
  }

  /** Runs a script by its digest; a Redis that does not have it yet (NOSCRIPT) gets the source, which it then keeps. */
  async function runScript(step: string, { source, sha }: typeof CLAIM, key: string, args: string[]) {
    try {
      return await command(step, ["EVALSHA", sha, "1", key, ...args]);
    } catch (error) {
      if (!String((error as Error)?.message).startsWith("NOSCRIPT")) throw error;
      return command(step, ["EVAL", source, "1", key, ...args]);
    }
  }

  return {
    async claim(key, leaseMs) {
      const lease = String(Math.max(positiveInteger("leaseMs", leaseMs), minLeaseMs));
      const token = `claim:${randomUUID()}`;
      const held = await runScript("the claim", CLAIM, prefix + key, [token, lease]);
      if (held === null) {
        tokens.set(key, token);
        return "new";
      }
      return String(held) === DONE ? "done" : "in_progress";
    },
    async complete(key) {
      tokens.delete(key);
      await command("the completion", ["SET", prefix + key, DONE, "PX", String(ttlMs)]);
    },
    async release(key) {
      const token = tokens.get(key);
      tokens.delete(key);
      if (token !== undefined) await runScript("the release", RELEASE, prefix + key, [token]);
    },
    async close() {
      if (owned === undefined) return;
      await (owned.close ?? owned.quit ?? owned.disconnect)!.call(owned);
    },
  };
}
