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
 * Answers (reference 6.1, 7): 405 for non-POST; 413 over `maxBodyBytes`; 400 for missing or bad
 * signature headers, a mismatch, a stale timestamp, a body that is not JSON or not a valid
 * notification; 200 once the callback resolved (or for a retry the dedupe store already saw);
 * 500 when the callback or the store throws, so the service retries; 409 for a retry arriving
 * while the same notification is still in progress here. Never a redirect. Options are checked
 * at once: a bad secret throws WebhookConfigError here, not on the first delivery.
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  const core = createWebhookCore(options);
  const handler: WebhookHandler = async (request) => {
    const { status, body, allow } = await core({
      method: request.method,
      headers: request.headers,
      readBody: (limit) => readBodyWithin(request, limit),
    });
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (allow) headers.allow = allow;
    return new Response(request.method === "HEAD" ? null : body, { status, headers });
  };
  cores.set(handler, core);
  return handler;
}
