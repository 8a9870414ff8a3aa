import { constants } from "node:fs";
import { open, stat } from "node:fs/promises";
import { SpecReadError } from "../spec-document.js";
import { megabytes, type InputLimits } from "./limits.js";

/** Whether a location is a URL rather than a file path. */
export const isUrl = (location: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(location);

const cannotRead = (path: string, cause: unknown): SpecReadError => {
  const code = (cause as NodeJS.ErrnoException).code;
  const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : (cause as Error).message;
  return new SpecReadError(`cannot read the spec at ${path}: ${why}`, { cause });
};

const notRegular = (path: string): SpecReadError =>
  new SpecReadError(`cannot read the spec at ${path}: it is not a regular file (a device, FIFO or folder)`);

/**
 * Reads a spec file: a regular file only (a FIFO would hang, a device such as /dev/zero never ends, and opening some
 * devices acts on them), at most `maxBytes`. The type is checked before the file is opened, and again on what was
 * opened (non-blocking, so a FIFO put in its place meanwhile cannot hang the read either).
 */
async function readFileLimited(path: string, limits: InputLimits): Promise<string> {
  try {
    if (!(await stat(path)).isFile()) throw notRegular(path);
  } catch (cause) {
    throw cause instanceof SpecReadError ? cause : cannotRead(path, cause);
  }
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (cause) {
    throw cannotRead(path, cause);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw notRegular(path);
    if (info.size > limits.maxBytes)
      throw new SpecReadError(
        `${path} is ${megabytes(info.size)}, over the ${megabytes(limits.maxBytes)} limit for one spec file; raise it with --max-spec-mb if the file is genuine`,
      );
    const buffer = Buffer.alloc(info.size);
    const { bytesRead } = await handle.read(buffer, 0, info.size, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}

/**
 * Why a URL may not be read, or null: checked on the URL itself and on every redirect's Location before a request
 * goes there. A `$ref`'s fence keeps every hop below the spec's URL folder.
 */
export type UrlFence = (url: URL) => string | null;

/**
 * Redirects followed for one URL. Browsers follow 20; a spec host needs one or two (a moved file, a CDN), and each
 * hop is a request to a host the spec's server chose.
 */
export const MAX_REDIRECTS = 5;

/**
 * Reads an https URL within the time and size limits; plain http and other schemes are refused, and so is any hop
 * that the fence refuses.
 */
async function readUrlLimited(url: string, limits: InputLimits, fence?: UrlFence): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SpecReadError(`${url} is not a valid URL`);
  }
  if (parsed.protocol !== "https:")
    throw new SpecReadError(
      `${url}: only https URLs are read (a spec over ${parsed.protocol} could be altered in transit)`,
    );
  const outside = fence?.(parsed) ?? null;
  if (outside !== null) throw new SpecReadError(`${url}: ${outside}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    // Redirects are followed by hand: fetch's own following would send the request to the Location (an http: one,
    // or one outside the fence) before anything could check it.
    let response: Response;
    for (let at = parsed, hops = 0; ; hops++) {
      response = await fetch(at, { signal: controller.signal, redirect: "manual" });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status > 399 || location === null) break;
      await response.body?.cancel();
      let next: URL;
      try {
        next = new URL(location, at);
      } catch {
        throw new SpecReadError(`${url} redirected to ${JSON.stringify(location)}, which is not a URL`);
      }
      if (next.protocol !== "https:")
        throw new SpecReadError(`${url} redirected to ${next.href}: only https is followed`);
      const why = fence?.(next) ?? null;
      if (why !== null) throw new SpecReadError(`${url} redirected to ${next.href}: ${why}`);
      if (hops >= MAX_REDIRECTS) throw new SpecReadError(`${url}: more than ${MAX_REDIRECTS} redirects`);
      at = next;
    }
    if (!response.ok) throw new SpecReadError(`cannot read the spec at ${url}: HTTP ${response.status}`);
    const declared = Number(response.headers.get("content-length") ?? Number.NaN);
    if (declared > limits.maxBytes)
      throw new SpecReadError(`${url} is ${megabytes(declared)}, over the ${megabytes(limits.maxBytes)} limit`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of (response.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limits.maxBytes) {
        controller.abort();
        throw new SpecReadError(`${url} is over the ${megabytes(limits.maxBytes)} limit for one spec`);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
  } catch (cause) {
    if (cause instanceof SpecReadError) throw cause;
    const why = controller.signal.aborted
      ? `no complete answer within ${limits.timeoutMs / 1000} s`
      : (((cause as Error).cause as Error | undefined)?.message ?? (cause as Error).message);
    throw new SpecReadError(`cannot read the spec at ${url}: ${why}`, { cause });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The text of a spec file or https URL, within the limits. A URL's redirects are followed over https only, each within
 * `fence` when one is given (a `$ref`'s: below the spec's URL folder); a URL the user named has no other fence.
 */
export function readSource(location: string, limits: InputLimits, fence?: UrlFence): Promise<string> {
  return isUrl(location) ? readUrlLimited(location, limits, fence) : readFileLimited(location, limits);
}
