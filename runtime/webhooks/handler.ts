import { createWebhookCore, type WebhookAnswer, type WebhookInput } from "./handler-core.js";
import type { WebhookHandlerOptions } from "./handler-options.js";
import { readBodyWithin } from "./read-body.js";

export type WebhookHandler = (request: Request) => Promise<Response>;

type WebhookCore = (input: WebhookInput) => Promise<WebhookAnswer>;

// Lets toNodeListener skip building a Fetch Request and Response for handlers made here, which
// costs more than the verification itself, while any other Fetch handler still works with it.
const cores = new WeakMap<WebhookHandler, WebhookCore>();

/** @internal */
export function webhookCoreOf(handler: WebhookHandler): WebhookCore | undefined {
  return cores.get(handler);
}

/**
 * A Fetch-API webhook endpoint (Hono, Next.js route handlers, Bun, Deno; Node via toNodeListener).
 * Answers (reference 6.1, 7): 405 for non-POST; 400 for missing or bad signature headers, a stale
 * timestamp (checked before the body is read), a mismatch, a body that is not a JSON object (and,
 * with `strict`, one the schema does not know); 413 over `maxBodyBytes`; 408 for a body slower than
 * `bodyTimeoutMs`; 200 once the callback resolved, or for a notification already processed; 409
 * while the same notification is in progress here or on another receiver sharing the store; 500
 * when the callback throws or exceeds `callbackTimeoutMs`, or the store fails, so the service
 * retries. With `queue`, no callback runs here: 202 once the queue stored the notification's job
 * (or already had it), 503 when the queue failed or exceeded `enqueueTimeoutMs`. Never a redirect.
 * Options are checked at once: a bad secret throws WebhookConfigError here, not on the first delivery.
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  const core = createWebhookCore(options);
  const handler: WebhookHandler = async (request) => {
    const { status, body, allow } = await core({
      method: request.method,
      headers: request.headers,
      readBody: (limit, timeoutMs) => readBodyWithin(request, limit, timeoutMs),
    });
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (allow) headers.allow = allow;
    return new Response(request.method === "HEAD" ? null : body, { status, headers });
  };
  cores.set(handler, core);
  return handler;
}
