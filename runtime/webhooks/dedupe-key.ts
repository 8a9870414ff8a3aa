import { createHash } from "node:crypto";

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** Longer ids are hashed, so a key stays small in the store whatever the sender puts in it. */
const MAX_ID_LENGTH = 200;

function part(prefix: string, id: string): string {
  return id.length > MAX_ID_LENGTH ? `${prefix}#sha256:${sha256(id)}` : `${prefix}:${id}`;
}

/**
 * @internal The identity of a notification across the service's retries: its `eventId` when it
 * has one; else `X-Service-Request` (the notification's id, reference 6.3); else the body's hash,
 * since a retry re-sends the same body (only the timestamp header and signature change).
 */
export function dedupeKeyOf(
  notification: { eventId?: unknown },
  requestId: string | undefined,
  body: Uint8Array,
): string {
  const { eventId } = notification;
  if ((typeof eventId === "string" && eventId !== "") || (typeof eventId === "number" && Number.isFinite(eventId)))
    return part("event", String(eventId));
  if (requestId) return part("request", requestId);
  return `body:${sha256(body)}`;
}
