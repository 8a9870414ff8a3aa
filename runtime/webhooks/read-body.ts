import { deadline } from "../timers.js";
import { WebhookHandlerError } from "./errors.js";

/** 1 MiB: a notification is a few hundred bytes, so anything near this is not one. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** @internal */
export function bodyTimeoutError(timeoutMs: number): WebhookHandlerError {
  return new WebhookHandlerError(
    "body_timeout",
    `The request body did not fully arrive within bodyTimeoutMs (${timeoutMs} ms); answered 408 and closed the connection. A slow client, or one holding sockets open on purpose.`,
  );
}

/**
 * Reads the body as bytes, or returns undefined as soon as it is known to exceed `limit`: from
 * Content-Length before reading anything, else by counting while streaming. The stream is then
 * cancelled so the rest is never read (toNodeListener closes the connection behind it). A body
 * still incomplete after `timeoutMs` is cancelled the same way and rejects with `body_timeout`.
 */
export async function readBodyWithin(
  request: Request,
  limit: number,
  timeoutMs: number,
): Promise<Uint8Array | undefined> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) return undefined;
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const timeout = deadline(timeoutMs, () => bodyTimeoutError(timeoutMs));
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), timeout.expired]);
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        reader.cancel().catch(() => {});
        return undefined;
      }
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  } finally {
    timeout.cancel();
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}
