import { FleetError } from "../errors.js";
import { WebhookConfigError } from "../webhooks/errors.js";

/**
 * What a store or worker does when Redis may evict its keys: "refuse" (default) throws RedisEvictionPolicyError at
 * creation; "warn" starts and hands the same error to `onWarning`.
 */
export type EvictionPolicyCheck = "refuse" | "warn";

/**
 * - `eviction_policy`: Redis's `maxmemory-policy` is not `noeviction`, so it may evict the keys that record which
 *   notifications were processed.
 * - `eviction_policy_unknown`: the policy could not be read (CONFIG and INFO refused or renamed); only ever a warning.
 */
export type RedisEvictionPolicyCode = "eviction_policy" | "eviction_policy_unknown";

/**
 * Redis may evict what a webhook dedupe store or queue worker writes to remember processed notifications: evicted
 * early, those would run their callbacks again. `policy` is the `maxmemory-policy` Redis reported (undefined when it
 * could not be read).
 */
export class RedisEvictionPolicyError extends FleetError {
  override name = "RedisEvictionPolicyError";
  readonly code: RedisEvictionPolicyCode;
  readonly policy: string | undefined;

  constructor(code: RedisEvictionPolicyCode, policy: string | undefined, message: string) {
    super(message);
    this.code = code;
    this.policy = policy;
  }
}

/** Where the policy is read from: CONFIG GET when the connection can send it, else (or when refused) INFO. */
export interface PolicySource {
  configGet?: () => Promise<unknown>;
  info: () => Promise<unknown>;
}

export interface EvictionCheckOptions {
  /** Who checks, for messages: `createRedisDedupeStore`, `startWebhookWorker`. */
  caller: string;
  /** What eviction would remove, e.g. "the store's processed-notification keys". */
  keys: string;
  /** What that would do; default: notifications processed before would run their callbacks again. */
  consequence?: string;
  /** "refuse" or "warn" as the user gave it (checked here). */
  mode: unknown;
  onWarning: ((warning: RedisEvictionPolicyError) => void) | undefined;
}

/** @internal Checks the `evictionPolicy` and `onWarning` options before anything connects. */
export function checkEvictionOptions(options: { evictionPolicy?: unknown; onWarning?: unknown }): {
  evictionPolicy: EvictionPolicyCheck;
  onWarning: ((warning: RedisEvictionPolicyError) => void) | undefined;
} {
  const { evictionPolicy = "refuse", onWarning } = options;
  if (evictionPolicy !== "refuse" && evictionPolicy !== "warn")
    throw new WebhookConfigError(
      "invalid_option",
      `evictionPolicy must be "refuse" or "warn", got ${JSON.stringify(evictionPolicy)}.`,
      { option: "evictionPolicy" },
    );
  if (onWarning !== undefined && typeof onWarning !== "function")
    throw new WebhookConfigError("invalid_option", "onWarning must be a function.", { option: "onWarning" });
  return { evictionPolicy, onWarning: onWarning as ((warning: RedisEvictionPolicyError) => void) | undefined };
}

/** The value of `CONFIG GET maxmemory-policy` in any of the shapes clients return (RESP2 array, RESP3 map). */
function fromConfigReply(reply: unknown): string | undefined {
  if (Array.isArray(reply)) return reply.length >= 2 ? String(reply[1]) : undefined;
  if (reply instanceof Map) return reply.has("maxmemory-policy") ? String(reply.get("maxmemory-policy")) : undefined;
  if (typeof reply === "object" && reply !== null && "maxmemory-policy" in reply)
    return String((reply as Record<string, unknown>)["maxmemory-policy"]);
  return undefined;
}

/** The `maxmemory_policy:` line of INFO (its memory section). */
function fromInfo(reply: unknown): string | undefined {
  const text = Buffer.isBuffer(reply) ? reply.toString("utf8") : String(reply);
  return /^maxmemory_policy:(\S+)/m.exec(text)?.[1];
}

const reason = (error: unknown) =>
  String((error as Error)?.message ?? error)
    .split("\n")[0]!
    .slice(0, 200);

/** @internal The policy, or why it could not be read. */
export async function readMaxmemoryPolicy(
  source: PolicySource,
): Promise<{ policy: string } | { policy: undefined; why: string }> {
  const failures: string[] = [];
  if (source.configGet) {
    try {
      const policy = fromConfigReply(await source.configGet());
      if (policy !== undefined) return { policy };
      failures.push("CONFIG GET maxmemory-policy answered nothing");
    } catch (error) {
      failures.push(`CONFIG GET failed (${reason(error)})`);
    }
  }
  try {
    const policy = fromInfo(await source.info());
    if (policy !== undefined) return { policy };
    failures.push("INFO has no maxmemory_policy line");
  } catch (error) {
    failures.push(`INFO failed (${reason(error)})`);
  }
  return { policy: undefined, why: failures.join("; ") };
}

/** The default warning sink: Node's process warnings (printed to stderr unless the process listens for them). */
function emitWarning(warning: RedisEvictionPolicyError): void {
  process.emitWarning(warning);
}

/**
 * @internal Reads Redis's `maxmemory-policy` and refuses (throws RedisEvictionPolicyError) unless it is `noeviction`;
 * with mode "warn", or when the policy cannot be read (CONFIG disabled or renamed, as on many managed services, and
 * INFO too), it tells `onWarning` (default: process.emitWarning) and goes on. A `volatile-*` policy is refused as
 * well: it evicts exactly the keys that have a TTL, and every record of a processed notification has one.
 */
export async function checkEvictionPolicy(source: PolicySource, options: EvictionCheckOptions): Promise<void> {
  const read = await readMaxmemoryPolicy(source);
  const consequence = options.consequence ?? "notifications processed before would run their callbacks again";
  const warn = (warning: RedisEvictionPolicyError) => {
    try {
      (options.onWarning ?? emitWarning)(warning);
    } catch {
      // A failing logger must not change what starts.
    }
  };
  if (read.policy === undefined) {
    warn(
      new RedisEvictionPolicyError(
        "eviction_policy_unknown",
        undefined,
        `${options.caller} could not read Redis's maxmemory-policy: ${read.why}. Make sure it is noeviction: with any other policy Redis may evict ${options.keys}, and ${consequence}.`,
      ),
    );
    return;
  }
  if (read.policy === "noeviction") return;
  const error = new RedisEvictionPolicyError(
    "eviction_policy",
    read.policy,
    `Redis's maxmemory-policy is ${read.policy}: when it reaches maxmemory, Redis evicts keys, ${options.keys} among them, and ${consequence}. Set maxmemory-policy noeviction (CONFIG SET maxmemory-policy noeviction, and the same line in redis.conf; on a managed Redis, in its parameter group)${options.mode === "warn" ? "" : `, or pass evictionPolicy: "warn" to ${options.caller} to start anyway`}.`,
  );
  if (options.mode === "warn") warn(error);
  else throw error;
}
