import { createHash, randomUUID } from "node:crypto";
import { checkCredentials, type OAuthCredentials } from "../oauth/credentials.js";
import type { OAuthCredentialStore, OAuthLease } from "../oauth/store.js";
import { MAX_TIMER_MS } from "../timers.js";
import { positiveInteger } from "../webhooks/dedupe.js";
import { WebhookConfigError } from "../webhooks/errors.js";
import { connectRedisUrl } from "./connect-url.js";
import { loadRedisModule, type OwnedRedisClient, type RedisCommandClient } from "./load-redis.js";
import { checkRedisConnection, commandWithin, type RedisConnection } from "./redis-connection.js";

export interface RedisOAuthStoreOptions {
  /** Prepended to every key; default `fleetkit:oauth:`. */
  prefix?: string;
  /** Each command must answer within this; default 2000 ms. */
  commandTimeoutMs?: number;
}

/** OAuth credentials of many installs in one Redis: a store per install (customer organisation). */
export interface RedisOAuthStore {
  /** The store of one install, by an ID of yours (the customer organisation's); what `app.session(…, { store })` takes. */
  forInstall(installId: string): OAuthCredentialStore;
  /** Closes the connection the store opened from `url` (a `client` passed in is left to its owner). */
  close(): Promise<void>;
}

export const DEFAULT_REDIS_OAUTH_PREFIX = "fleetkit:oauth:";

/** Sets KEYS[1] to ARGV[1] only while it holds the refresh token ARGV[2] ("": while it is empty). Answers 1 or 0. */
const SAVE_SOURCE = `local held = redis.call("GET", KEYS[1])
if ARGV[2] == "" then
  if held then return 0 end
else
  if not held then return 0 end
  local ok, stored = pcall(cjson.decode, held)
  if not ok or type(stored) ~= "table" or stored["refreshToken"] ~= ARGV[2] then return 0 end
end
redis.call("SET", KEYS[1], ARGV[1])
return 1`;
/** Deletes the lease KEYS[1] only while it is still this holder's (ARGV[1]). */
const RELEASE_SOURCE = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0`;
const sha = (source: string) => createHash("sha1").update(source).digest("hex");
const SAVE = { source: SAVE_SOURCE, sha: sha(SAVE_SOURCE) };
const RELEASE = { source: RELEASE_SOURCE, sha: sha(RELEASE_SOURCE) };

/**
 * A credential store on Redis (the one the webhook dedupe store uses will do): `save` is a compare-and-set script, and
 * `lease` a key set with NX and an expiry, so one process at a time spends an install's refresh token while the others
 * wait and read what it saved. The credentials are stored as JSON, as they are: restrict who can read this Redis.
 */
export async function createRedisOAuthStore(
  connection: RedisConnection,
  options: RedisOAuthStoreOptions = {},
): Promise<RedisOAuthStore> {
  checkRedisConnection(connection, "createRedisOAuthStore");
  const prefix = options.prefix ?? DEFAULT_REDIS_OAUTH_PREFIX;
  if (typeof prefix !== "string")
    throw new WebhookConfigError("invalid_option", `prefix must be a string, got ${typeof prefix}.`);
  const commandTimeoutMs = positiveInteger("commandTimeoutMs", options.commandTimeoutMs ?? 2000, MAX_TIMER_MS);
  const owned: OwnedRedisClient | undefined =
    connection.url !== undefined
      ? await connectRedisUrl(connection.url, () => loadRedisModule(), {
          failFast: true,
          caller: "createRedisOAuthStore",
        })
      : undefined;
  const client: RedisCommandClient = owned ?? connection.client!;

  const command = (args: string[]) => commandWithin(client, commandTimeoutMs, args[0]!, args);
  async function runScript(script: { source: string; sha: string }, keys: string[], args: string[]) {
    try {
      return await command(["EVALSHA", script.sha, String(keys.length), ...keys, ...args]);
    } catch (error) {
      if (!/NOSCRIPT/.test(String((error as Error)?.message))) throw error;
      return command(["EVAL", script.source, String(keys.length), ...keys, ...args]);
    }
  }

  return {
    forInstall(installId) {
      if (typeof installId !== "string" || installId === "")
        throw new TypeError("forInstall(installId): give a non-empty string, e.g. the customer organisation's ID");
      const key = `${prefix}${installId}`;
      const leaseKey = `${key}:lease`;
      return {
        async load(): Promise<OAuthCredentials | undefined> {
          const held = await command(["GET", key]);
          if (held === null || held === undefined) return undefined;
          let parsed: unknown;
          try {
            parsed = JSON.parse(String(held));
          } catch {
            parsed = undefined;
          }
          return checkCredentials(parsed, `the credentials stored at ${JSON.stringify(key)}`);
        },
        async save(next, previous) {
          const c = checkCredentials(next, "save(next)");
          const json = JSON.stringify({
            accessToken: c.accessToken,
            refreshToken: c.refreshToken,
            expiresAt: c.expiresAt,
          });
          return Number(await runScript(SAVE, [key], [json, previous?.refreshToken ?? ""])) === 1;
        },
        async lease(ms): Promise<OAuthLease | undefined> {
          const holder = randomUUID();
          const got = await command(["SET", leaseKey, holder, "NX", "PX", String(Math.ceil(ms))]);
          if (got !== "OK") return undefined;
          return { release: async () => void (await runScript(RELEASE, [leaseKey], [holder])) };
        },
      };
    },
    async close() {
      if (owned !== undefined) await (owned.close ?? owned.quit ?? owned.disconnect)!.call(owned);
    },
  };
}
