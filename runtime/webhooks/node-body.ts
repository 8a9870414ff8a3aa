import type { IncomingMessage } from "node:http";
import { WebhookVerificationError } from "./errors.js";
import { bodyTimeoutError } from "./read-body.js";
import { rawBody } from "./verify.js";

/**
 * @internal A body a framework already read into `req.body` (Express with express.raw or
 * express.text). A parsed object there (express.json) cannot be verified any more, so it is
 * refused with the fix rather than failing later as a mysterious signature mismatch. Both paths
 * of toNodeListener go through here, so they treat `req.body` alike.
 */
export function preReadBody(req: IncomingMessage): Uint8Array | undefined {
  const body = (req as { body?: unknown }).body;
  if (body === undefined) return undefined;
  const raw = rawBody(body);
  return typeof raw === "string" ? Buffer.from(raw) : raw;
}

/** @internal For a request whose body a middleware read to its end without keeping it. */
export function bodyConsumedError(): WebhookVerificationError {
  return new WebhookVerificationError(
    "body_not_raw",
    'The request body was already read by another middleware and not kept as req.body; mount the webhook route before body parsers, or use express.raw({ type: "application/json" }).',
  );
}

/**
 * Node counterpart of readBodyWithin: undefined as soon as the body is known to exceed `limit`,
 * from Content-Length before reading anything, else by counting chunks; the request is then
 * paused again so nothing further is read. Expects `req` paused by the caller until now. A body
 * still incomplete after `timeoutMs` (a slow drip) is abandoned the same way, with `body_timeout`.
 */
export async function readNodeBodyWithin(
  req: IncomingMessage,
  limit: number,
  timeoutMs: number,
): Promise<Uint8Array | undefined> {
  const preRead = preReadBody(req);
  if (preRead !== undefined) return preRead.length > limit ? undefined : preRead;
  if (Number(req.headers["content-length"]) > limit) return undefined;
  if (req.readableEnded) throw bodyConsumedError();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      clearTimeout(timer);
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => onError(new Error("the client closed the connection before the body ended"));
    const timer = setTimeout(() => {
      cleanup();
      req.pause();
      reject(bodyTimeoutError(timeoutMs));
    }, timeoutMs);
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
    req.resume();
  });
}
