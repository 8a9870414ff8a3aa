// The receiver's side of a queue: what createWebhookHandler({ queue }) hands over and the interface it hands it to.
// Imported by runtime/webhooks (and so by `fleetkit/webhooks`, which must bundle for edge runtimes): it must never
// import bullmq, redis or anything of Node.
import { answer, type WebhookAnswer } from "../webhooks/answer.js";
import { dedupeKeyOf } from "../webhooks/dedupe-key.js";
import { WebhookConfigError, WebhookHandlerError } from "../webhooks/errors.js";
import { WEBHOOK_HEADERS, getHeaderValues, type WebhookHeaders } from "../webhooks/headers.js";
import { deadline } from "../timers.js";

/**
 * One verified delivery as it travels to a worker: enough to check its signature again and to run its callback
 * there. The secret never travels.
 */
export interface QueuedDelivery {
  /**
   * The notification's dedupe key, from signed content only: `event:<eventId>`, else `body:<sha256>`. One job per
   * key; its job id is `jobIdOf(dedupeKey)`, and a worker refuses a job where either is not the body's.
   */
  dedupeKey: string;
  /** The notification's `eventType` when it is a short string (names the job in BullMQ's tools), else undefined. */
  eventType: string | undefined;
  /** The raw body exactly as signed: valid UTF-8 (the receiver checked), decoded with a byte-order mark kept. */
  body: string;
  /** The delivery headers a worker needs (lower-case names): signature, timestamp, request and org id, event type. */
  headers: Record<string, string>;
  /** Index of the receiver's secret that matched. */
  secretIndex: number;
  /** When the receiver accepted it, epoch milliseconds. */
  receivedAtMs: number;
}

/**
 * Where createWebhookHandler({ queue }) hands verified deliveries: `createWebhookQueue` from `fleetkit/queue`
 * (BullMQ), or anything with the same contract. `enqueue` resolves only once the delivery is stored durably, and adds
 * nothing when a delivery with the same `dedupeKey` is already there (then it resolves as well).
 */
export interface WebhookDeliveryQueue {
  enqueue(delivery: QueuedDelivery): Promise<unknown>;
}

/** How long the handler waits for `enqueue` before answering 503; default 2000 ms. */
export const DEFAULT_ENQUEUE_TIMEOUT_MS = 2000;

/** The headers that travel with a job: those the signature covers or the callback's context reads. */
const TRAVELLING_HEADERS = [
  WEBHOOK_HEADERS.signature,
  WEBHOOK_HEADERS.timestamp,
  WEBHOOK_HEADERS.requestId,
  WEBHOOK_HEADERS.orgId,
  WEBHOOK_HEADERS.eventType,
  WEBHOOK_HEADERS.userAgent,
  WEBHOOK_HEADERS.contentType,
];

const MAX_EVENT_TYPE_LENGTH = 100;

// ignoreBOM: a body that starts with a byte-order mark keeps it, so the worker re-encodes the exact signed bytes.
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

const QUEUED = answer(202, { received: true, queued: true });

/** @internal Refuses a `queue` option without `enqueue` at handler creation, with the fix. */
export function checkDeliveryQueue(queue: unknown): WebhookDeliveryQueue {
  if (typeof (queue as Partial<WebhookDeliveryQueue> | null)?.enqueue !== "function") {
    throw new WebhookConfigError(
      "invalid_option",
      'queue must have an enqueue(delivery) method: use createWebhookQueue() from "fleetkit/queue".',
    );
  }
  return queue as WebhookDeliveryQueue;
}

/**
 * @internal The key of a queued notification, from what its signature covers only: `event:<eventId>` from the body,
 * else `body:<sha256 of the body>`. Never `request:<X-Service-Request>`, which is not signed: a worker derives the
 * same key from the verified body and refuses a job whose id or `dedupeKey` is another one (a copied or edited job).
 */
export function signedDedupeKeyOf(notification: { eventId?: unknown }, body: Uint8Array): string {
  return dedupeKeyOf(notification, undefined, body);
}

/** @internal The delivery of an authentic body, as a job carries it; its `dedupeKey` is `signedDedupeKeyOf`. */
export function queuedDelivery(
  body: Uint8Array,
  headers: WebhookHeaders,
  notification: { eventType?: unknown; eventId?: unknown },
  secretIndex: number,
): QueuedDelivery {
  const travelling: Record<string, string> = {};
  for (const name of TRAVELLING_HEADERS) {
    const values = getHeaderValues(headers, name);
    // A repeated header (several signatures) is joined as Node and fetch join it; verification accepts that form.
    if (values.length > 0) travelling[name.toLowerCase()] = values.join(", ");
  }
  const { eventType } = notification;
  return {
    dedupeKey: signedDedupeKeyOf(notification, body),
    eventType: typeof eventType === "string" && eventType.length <= MAX_EVENT_TYPE_LENGTH ? eventType : undefined,
    body: utf8.decode(body),
    headers: travelling,
    secretIndex,
    receivedAtMs: Date.now(),
  };
}

/**
 * @internal Enqueues within `timeoutMs` and answers 202; a queue that fails or is slower throws `queue_failed`
 * (503): nothing was acknowledged, so the service retries, and a job that was stored after all makes that retry a
 * duplicate, not a second job.
 */
export async function handOff(
  queue: WebhookDeliveryQueue,
  delivery: QueuedDelivery,
  timeoutMs: number,
): Promise<WebhookAnswer> {
  const timeout = deadline(
    timeoutMs,
    () =>
      new WebhookHandlerError(
        "queue_failed",
        `The queue did not accept the notification within enqueueTimeoutMs (${timeoutMs} ms); answered 503, the service will retry.`,
      ),
  );
  const enqueued = (async () => queue.enqueue(delivery))();
  // Settling after the timeout changes nothing: the answer was 503, and a retry finds the job if it was stored.
  enqueued.catch(() => {});
  try {
    await Promise.race([enqueued, timeout.expired]);
  } catch (error) {
    if (error instanceof WebhookHandlerError) throw error;
    throw new WebhookHandlerError(
      "queue_failed",
      "The queue failed to accept the notification (see cause); answered 503, the service will retry.",
      { cause: error },
    );
  } finally {
    timeout.cancel();
  }
  return QUEUED;
}
