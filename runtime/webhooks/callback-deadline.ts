import { deadline } from "../timers.js";
import { WebhookHandlerError } from "./errors.js";

/**
 * @internal Runs a user's callback under `callbackTimeoutMs`, for the inline handler and the queue's worker alike: past
 * the deadline the context's signal aborts with a `callback_timeout` error (`consequence` says what happens next), and
 * the callback settling later changes nothing.
 */
export async function runCallbackWithin(
  run: () => unknown,
  controller: AbortController,
  { name, callbackTimeoutMs, consequence }: { name: string; callbackTimeoutMs: number; consequence: string },
): Promise<void> {
  const timeout = deadline(callbackTimeoutMs, () => {
    const error = new WebhookHandlerError(
      "callback_timeout",
      `${name} did not settle within callbackTimeoutMs (${callbackTimeoutMs} ms); ${consequence}`,
    );
    controller.abort(error);
    return error;
  });
  const settled = (async () => run())();
  settled.catch(() => {});
  try {
    await Promise.race([settled, timeout.expired]);
  } finally {
    timeout.cancel();
  }
}
