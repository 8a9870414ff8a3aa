/** 1 MiB: a notification is a few hundred bytes, so anything near this is not one. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads the body as bytes, or returns undefined as soon as it is known to exceed `limit`: from
 * Content-Length before reading anything, else by counting while streaming. The stream is then
 * cancelled so the rest is never read (toNodeListener closes the connection behind it).
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) return undefined;
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}
