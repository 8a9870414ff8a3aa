// The worker's own record of the notifications whose callback succeeded, in the queue's Redis. BullMQ's state of a
// job cannot be it: anyone who can write to that Redis can retry a completed job or copy its data under a new id.
// The record is keyed by what the signature covers (the dedupe key derived from the verified body), so it holds
// whatever happens to the job that carried it.
import type { RedisClient } from "bullmq";
import { FleetError } from "../errors.js";

/** Why a worker refused a job without running its callback (it is failed at once, never retried). */
export type WebhookJobRefusedCode = "job_mismatch" | "job_too_old" | "job_in_future";

/**
 * A job whose id or `dedupeKey` is not the one its verified body gives (`job_mismatch`: it was copied under another
 * id or edited in Redis), or whose signed timestamp is older than the worker's `maxJobAgeMs` (`job_too_old`) or more
 * than 1 h ahead of its clock (`job_in_future`). The job fails at once, its callback not run; `onFailed` receives
 * this error.
 */
export class WebhookJobRefusedError extends FleetError {
  override name = "WebhookJobRefusedError";
  readonly code: WebhookJobRefusedCode;
  constructor(code: WebhookJobRefusedCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** Commands defined on the queue's client (BullMQ's own adapter for ioredis, node-redis and Bun alike). */
const IS_DONE = "fleetkitWebhookIsDone";
const MARK_DONE = "fleetkitWebhookMarkDone";

/**
 * Answers 1 when KEYS[1] records a completion, and makes it last at least ARGV[1] ms more (a later copy of the
 * notification, with a newer signed timestamp, can be accepted for longer than the first one); else 0.
 */
const IS_DONE_SCRIPT = `local left = redis.call("PTTL", KEYS[1])
if left == -2 then return 0 end
if left >= 0 and left < tonumber(ARGV[1]) then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
return 1`;

/** Records a completion: KEYS[1] set to ARGV[1] for ARGV[2] ms, or for longer if it was already kept longer. */
const MARK_DONE_SCRIPT = `local ttl = tonumber(ARGV[2])
local left = redis.call("PTTL", KEYS[1])
if left > ttl then ttl = left end
redis.call("SET", KEYS[1], ARGV[1], "PX", ttl)
return 1`;

/**
 * The record's key, e.g. `fleetkit:queue-done:bull:fleetkit-webhooks:event:42`: per queue, but outside BullMQ's own
 * keys, so that cleaning or obliterating the queue (which a redelivery can follow) does not forget what ran.
 */
export function completionKeyOf(prefix: string | undefined, queueName: string, dedupeKey: string): string {
  return `fleetkit:queue-done:${prefix ?? "bull"}:${queueName}:${dedupeKey}`;
}

/** @internal Reads and writes completion records through the queue's client. */
export interface CompletionRecords {
  /** Whether the notification's callback succeeded before; a found record is kept at least `keepMs` more. */
  isDone(key: string, keepMs: number): Promise<boolean>;
  /** Records that its callback succeeded, for `keepMs` (atomic: one SET with PX, inside a script). */
  markDone(key: string, keepMs: number): Promise<void>;
}

/** @internal Defines the two scripts on `client` (once per client) and returns the records on it. */
export function completionRecords(client: RedisClient): CompletionRecords {
  const defined = client as unknown as Record<string, unknown>;
  if (typeof defined[IS_DONE] !== "function") client.defineCommand(IS_DONE, { numberOfKeys: 1, lua: IS_DONE_SCRIPT });
  if (typeof defined[MARK_DONE] !== "function")
    client.defineCommand(MARK_DONE, { numberOfKeys: 1, lua: MARK_DONE_SCRIPT });
  return {
    async isDone(key, keepMs) {
      return Number(await client.runCommand(IS_DONE, [key, String(Math.ceil(keepMs))])) === 1;
    },
    async markDone(key, keepMs) {
      await client.runCommand(MARK_DONE, [key, String(Date.now()), String(Math.ceil(keepMs))]);
    },
  };
}
