import { positiveInteger } from "../webhooks/dedupe.js";
import { WebhookConfigError } from "../webhooks/errors.js";
import type { QueuedDelivery } from "./hand-off.js";

/** The BullMQ queue name when none is given. */
export const DEFAULT_QUEUE_NAME = "fleetkit-webhooks";

/** The format of a job's data; a worker refuses (fails at once) a job of another one. */
export const JOB_FORMAT = 1;

/** What a job holds: the delivery and the format it is written in. */
export interface WebhookJobData extends QueuedDelivery {
  format: typeof JOB_FORMAT;
}

/** Where queue and workers meet: both must be given the same. */
export interface WebhookQueueLocation {
  /** The BullMQ queue name; default `fleetkit-webhooks`. Give each webhook endpoint its own. */
  name?: string;
  /** BullMQ's key prefix; default BullMQ's own (`bull`), so its tools find the queue without settings. */
  prefix?: string;
}

/** @internal */
export function checkLocation(options: WebhookQueueLocation): { name: string; prefix: string | undefined } {
  if (typeof options !== "object" || options === null)
    throw new WebhookConfigError("invalid_option", "the options must be an object.");
  const { name = DEFAULT_QUEUE_NAME, prefix } = options;
  if (typeof name !== "string" || name === "" || name.includes(":"))
    throw new WebhookConfigError("invalid_option", `name must be a non-empty string without ":", got ${String(name)}.`);
  if (prefix !== undefined && (typeof prefix !== "string" || prefix === ""))
    throw new WebhookConfigError("invalid_option", "prefix must be a non-empty string.");
  return { name, prefix };
}

/**
 * @internal The job id of a dedupe key. BullMQ refuses ids with ":" (they name repeatable jobs), so ":" and the
 * escape character itself are percent-encoded: `event:42` is `event%3A42`, and distinct keys stay distinct ids.
 */
export function jobIdOf(dedupeKey: string): string {
  return dedupeKey.replaceAll("%", "%25").replaceAll(":", "%3A");
}

/**
 * Jobs are added with this many attempts and a backoff of this type, so that the workers' own `attempts` and
 * `backoffMs` decide: a worker fails a job for good (UnrecoverableError) after its last attempt.
 */
export const JOB_ATTEMPTS_CEILING = 1000;
export const BACKOFF_TYPE = "fleetkit-exponential";

/** @internal Whole seconds from a duration option in milliseconds (BullMQ's `age` is in seconds). */
export function seconds(name: string, ms: unknown): number {
  return Math.ceil(positiveInteger(name, ms) / 1000);
}
