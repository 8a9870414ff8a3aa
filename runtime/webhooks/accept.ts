import { randomUUID } from "node:crypto";
import type { DedupeStore } from "./dedupe.js";
import { WebhookHandlerError } from "./errors.js";
import { runCallbackWithin } from "./callback-deadline.js";
import { answer, type WebhookAnswer } from "./answer.js";
import type { WebhookContext, WebhookHandlerOptions } from "./handler-options.js";
import type { WebhookHeaders } from "./headers.js";
import type { ReadNotification } from "./notification-schema.js";

const RECEIVED = answer(200, { received: true });
const DUPLICATE = answer(200, { received: true, duplicate: true });
const IN_PROGRESS = answer(409, {
  error: "in_progress",
  message: "This notification is being processed; retry later.",
});

function storeFailed(action: string, cause: unknown): WebhookHandlerError {
  return new WebhookHandlerError("dedupe_store_failed", `The dedupe store failed to ${action} (see cause).`, { cause });
}

export interface AcceptorSettings {
  options: WebhookHandlerOptions;
  dedupe: DedupeStore | undefined;
  leaseMs: number;
  callbackTimeoutMs: number;
  /** onError, guarded: never throws. */
  report: (error: unknown, headers: WebhookHeaders) => void;
}

/**
 * @internal What the handler does with an authentic notification: claim it in the dedupe store,
 * run its one callback within callbackTimeoutMs, then complete the claim (2xx) or release it (500)
 * so that a retry, on any receiver sharing the store, runs it again.
 */
export function createAcceptor({ options, dedupe, leaseMs, callbackTimeoutMs, report }: AcceptorSettings) {
  /** The one callback this notification goes to, with its name for messages. */
  function callbackFor(read: ReadNotification): [string, ((n: never, c: WebhookContext) => unknown) | undefined] {
    if (read.schemaValid && read.notification.eventType === "Alert" && options.onAlert)
      return ["onAlert", options.onAlert];
    if (read.schemaValid && read.notification.eventType === "Ping" && options.onPing) return ["onPing", options.onPing];
    return ["onNotification", options.onNotification];
  }

  /** Resolves when the callback does; rejects when it throws, or after callbackTimeoutMs. */
  async function runCallback(
    read: ReadNotification,
    context: WebhookContext,
    controller: AbortController,
  ): Promise<void> {
    const [name, callback] = callbackFor(read);
    if (callback === undefined) return;
    // Settling after the timeout changes nothing: the answer was given and the claim released.
    await runCallbackWithin(() => callback(read.notification as never, context), controller, {
      name,
      callbackTimeoutMs,
      consequence:
        "answered 500 and released the claim, so the service's next retry runs it again. Make the callback faster (queue the work), stop when context.signal aborts, or raise callbackTimeoutMs.",
    });
  }

  async function accept(
    read: ReadNotification,
    context: WebhookContext,
    controller: AbortController,
  ): Promise<WebhookAnswer> {
    if (dedupe === undefined) {
      await runCallback(read, context, controller);
      return RECEIVED;
    }
    let claim: unknown;
    // This delivery's own claim: a shared store releases only it, never a newer claim taken after its lease ran out.
    const token = randomUUID();
    try {
      claim = await dedupe.claim(context.dedupeKey, leaseMs, token);
    } catch (error) {
      throw storeFailed("claim the notification, so the callback did not run; the service will retry", error);
    }
    if (claim === "done") return DUPLICATE;
    if (claim === "in_progress") return IN_PROGRESS;
    if (claim !== "new")
      throw storeFailed(
        `claim: it answered ${JSON.stringify(claim)} where "new", "in_progress" or "done" is expected`,
        undefined,
      );
    try {
      await runCallback(read, context, controller);
    } catch (error) {
      try {
        await dedupe.release(context.dedupeKey, token);
      } catch (releaseError) {
        report(
          storeFailed(
            `release the claim after the callback failed; a retry runs it once the lease (${leaseMs} ms) has expired`,
            releaseError,
          ),
          context.headers,
        );
      }
      throw error;
    }
    try {
      await dedupe.complete(context.dedupeKey, token);
    } catch (error) {
      // The callback ran: a 2xx keeps the service from sending it again, which a 500 would cause.
      report(
        storeFailed(
          `mark the notification done after its callback succeeded; answered 200, but a delivery of it arriving after the lease (${leaseMs} ms) runs it again`,
          error,
        ),
        context.headers,
      );
    }
    return RECEIVED;
  }

  return accept;
}
