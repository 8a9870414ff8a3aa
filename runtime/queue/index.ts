// `fleetkit/queue`: receivers that verify and queue, workers that run the callbacks, on BullMQ. Its own entry, so that
// bullmq (an optional peer dependency) is needed only by those who import it; the handler's side (hand-off.ts) is
// part of `fleetkit/webhooks` and loads nothing.
export { DEFAULT_QUEUE_NAME, JOB_FORMAT, jobIdOf } from "./job.js";
export type { WebhookJobData, WebhookQueueLocation } from "./job.js";
export type { NodeRedisClient, WebhookQueueConnection } from "./connection.js";
export { createWebhookQueue } from "./webhook-queue.js";
export type { WebhookQueue, WebhookQueueOptions } from "./webhook-queue.js";
export { DEFAULT_MAX_JOB_AGE_MS, DEFAULT_WORKER_CALLBACK_TIMEOUT_MS, startWebhookWorker } from "./webhook-worker.js";
export type { FailedWebhookJob, WebhookWorker, WebhookWorkerOptions } from "./webhook-worker.js";
export { WebhookJobRefusedError } from "./completion-record.js";
export type { WebhookJobRefusedCode } from "./completion-record.js";
export type { QueuedDelivery, WebhookDeliveryQueue } from "./hand-off.js";
// The same class as fleetkit/redis exports (one module), so `instanceof` holds whichever entry it came from.
export { RedisEvictionPolicyError } from "../redis/eviction-policy.js";
export type { EvictionPolicyCheck, RedisEvictionPolicyCode } from "../redis/eviction-policy.js";
