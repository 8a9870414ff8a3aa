// What the queue tests share: a queue with a name of its own, a receiver over HTTP on 127.0.0.1, polling.
import { setTimeout as sleep } from "node:timers/promises";
import { onTestFinished } from "vitest";
import { toNodeListener } from "../../entries/node.js";
import { createWebhookQueue, type WebhookQueue } from "../../entries/queue.js";
import { createAlert, createWebhookHandler, signWebhook, type WebhookHandlerOptions } from "../../entries/webhooks.js";
import { listen, SECRET } from "../webhooks/helpers.js";

let queues = 0;

/** A queue named `<label>-<pid>-<n>` on `url`, obliterated and closed when the test finishes. */
export async function newQueue(url: string, label: string): Promise<WebhookQueue> {
  const queue = await createWebhookQueue({ url }, { name: `${label}-${process.pid}-${++queues}` });
  onTestFinished(async () => {
    await queue.bullQueue.obliterate({ force: true }).catch(() => {});
    await queue.close();
  });
  return queue;
}

/** A receiver on 127.0.0.1 with the queue, closed when the test finishes; answers as `{ status, body }`. */
export async function newReceiver(queue: WebhookQueue, options: Partial<WebhookHandlerOptions> = {}) {
  const server = await listen(toNodeListener(createWebhookHandler({ secret: SECRET, queue, ...options })));
  onTestFinished(() => server.close());
  return async (body: string, headers: Record<string, string> = signWebhook({ secret: SECRET, body }).headers) => {
    const response = await fetch(`${server.url}/webhooks`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

/** An Alert body with this eventId. */
export const alert = (eventId: string) => JSON.stringify(createAlert({ eventId, eventMs: 1_700_000_000_000 }));

/** Polls `check` every 25 ms until it returns something other than undefined, at most `withinMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, withinMs = 5000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${withinMs} ms`);
    await sleep(25);
  }
}
