import type { Queue } from "bullmq";
import type { QueuedDelivery, WebhookDeliveryQueue } from "./hand-off.js";
import { openConnection, type WebhookQueueConnection } from "./connection.js";
import {
  BACKOFF_TYPE,
  checkLocation,
  JOB_ATTEMPTS_CEILING,
  JOB_FORMAT,
  jobIdOf,
  seconds,
  type WebhookJobData,
  type WebhookQueueLocation,
} from "./job.js";
import { loadBullMQ } from "./load.js";
import {
  checkEvictionOptions,
  checkEvictionPolicy,
  type EvictionPolicyCheck,
  type RedisEvictionPolicyError,
} from "../redis/eviction-policy.js";

export interface WebhookQueueOptions extends WebhookQueueLocation {
  /**
   * How long a completed job, and so its id, is kept: a delivery of the same notification within this is a
   * duplicate (acknowledged, no second job); after it, a new job. Default 24 h, far beyond the service's 5 attempts.
   */
  keepCompletedMs?: number;
  /** How long a job that failed every attempt stays in the failed set, to be looked at and replayed; default 30 days. */
  keepFailedMs?: number;
  /** Sees the queue's connection errors (BullMQ reconnects by itself); without it they are ignored. */
  onError?: (error: Error) => void;
  /**
   * What createWebhookQueue does when Redis's `maxmemory-policy` is not `noeviction` (Redis could evict acknowledged
   * jobs, and the workers' completion records): "refuse" (default) rejects with RedisEvictionPolicyError, "warn"
   * creates the queue and hands that error to `onWarning`.
   */
  evictionPolicy?: EvictionPolicyCheck;
  /** Hears the warnings of creation (see evictionPolicy); default `process.emitWarning`. */
  onWarning?: (warning: RedisEvictionPolicyError) => void;
}

/** A BullMQ queue of webhook deliveries: pass it to createWebhookHandler({ secret, queue }). */
export interface WebhookQueue extends WebhookDeliveryQueue {
  /** The queue name, for BullMQ's tools and for startWebhookWorker({ name }). */
  readonly name: string;
  /** The BullMQ Queue itself: getJobCounts(), getFailed(), retryJobs({ state: "failed" }), and dashboards. */
  readonly bullQueue: Queue;
  /** Adds the delivery's job, or finds it there already; resolves once Redis has stored it. */
  enqueue(delivery: QueuedDelivery): Promise<void>;
  /** Closes the BullMQ queue, and the connection opened from `url` (a client or connection passed in stays open). */
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Connects to Redis (a `url` is connected now: an unreachable one throws here) and returns the queue that
 * createWebhookHandler({ queue }) adds one job per notification to, with the notification's dedupe key as its job
 * id: BullMQ adds nothing for an id that already exists, so duplicate deliveries on any receiver make no second job.
 */
export async function createWebhookQueue(
  connection: WebhookQueueConnection,
  options: WebhookQueueOptions = {},
): Promise<WebhookQueue> {
  const { name, prefix } = checkLocation(options);
  const keepCompleted = seconds("keepCompletedMs", options.keepCompletedMs ?? DAY_MS);
  const keepFailed = seconds("keepFailedMs", options.keepFailedMs ?? 30 * DAY_MS);
  const { onError } = options;
  const eviction = checkEvictionOptions(options);
  const { Queue } = await loadBullMQ();
  const opened = await openConnection(connection, "createWebhookQueue", true);
  const bullQueue = new Queue<WebhookJobData>(name, {
    connection: opened.connection,
    ...(prefix === undefined ? {} : { prefix }),
  }) as Queue;
  bullQueue.on("error", (error) => {
    try {
      onError?.(error);
    } catch {
      // A failing logger must not crash the receiver.
    }
  });
  try {
    await bullQueue.waitUntilReady();
    const client = await bullQueue.getBackend().client;
    await checkEvictionPolicy(
      { info: () => client.info() },
      {
        caller: "createWebhookQueue",
        keys: "acknowledged jobs and the workers' records of completed notifications",
        consequence: "acknowledged notifications would be lost, and processed ones could run their callbacks again",
        mode: eviction.evictionPolicy,
        onWarning: eviction.onWarning,
      },
    );
  } catch (error) {
    await bullQueue.close().catch(() => {});
    await opened.close();
    throw error;
  }
  return {
    name,
    bullQueue,
    async enqueue(delivery) {
      const data: WebhookJobData = { ...delivery, format: JOB_FORMAT };
      await bullQueue.add(delivery.eventType ?? "notification", data, {
        jobId: jobIdOf(delivery.dedupeKey),
        attempts: JOB_ATTEMPTS_CEILING,
        backoff: { type: BACKOFF_TYPE },
        removeOnComplete: { age: keepCompleted },
        removeOnFail: { age: keepFailed },
      });
    },
    async close() {
      try {
        await bullQueue.close();
      } finally {
        await opened.close();
      }
    },
  };
}
