// `fleetkit/queue`: the queue for webhook receivers and the workers that run their callbacks, on BullMQ (an optional
// peer dependency). Importing it without bullmq installed fails here, with the `npm install` to run; workers get the
// bundled `WebhookNotification` schema, as createWebhookHandler from `fleetkit/webhooks` does.
import {
  startWebhookWorker as startAnyWebhookWorker,
  type WebhookQueueConnection,
  type WebhookWorker,
  type WebhookWorkerOptions,
} from "../runtime/queue/index.js";
import { loadBullMQ } from "../runtime/queue/load.js";
import { validateWebhookNotification } from "./webhooks.js";

await loadBullMQ();

export * from "../runtime/queue/index.js";

/** startWebhookWorker with the bundled schema: onAlert/onPing get valid 1.0 notifications, the rest onNotification. */
export function startWebhookWorker(
  connection: WebhookQueueConnection,
  options: WebhookWorkerOptions = {},
): Promise<WebhookWorker> {
  return startAnyWebhookWorker(connection, {
    ...options,
    validateNotification: options?.validateNotification ?? validateWebhookNotification,
  });
}
