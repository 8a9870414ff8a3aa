import type { IncomingMessage, ServerResponse } from "node:http";
import { invalidBody, MOCK_ERROR_HEADER, MockHttpError } from "./errors.js";
import { isJsonMediaType, mediaType } from "../../runtime/media-type.js";

/** 1 MiB: far above any body the API takes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The deepest nesting of arrays and objects a body may have. Far above any body the API takes, and far below what
 * would overflow the stack of the recursive code that stores, clones, validates and serialises it: a 10 KB body
 * nested 5,000 levels deep once made every later read of its collection fail.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text nests arrays and objects deeper than `limit`; brackets inside strings do not count. Never recurses. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The JSON body, or undefined when the request has none. A body must come as `application/json` (any parameters,
 * e.g. `; charset=utf-8`) or without a Content-Type, which is read as JSON too, for raw clients that send none.
 * Any other media type is refused rather than parsed as JSON: a client sending form data or text has a bug.
 */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new MockHttpError(413, "body_too_large", `the body is over ${MAX_BODY_BYTES} bytes`, {
        connection: "close",
      });
    chunks.push(chunk as Buffer);
  }
  return parseJsonBody(Buffer.concat(chunks).toString("utf8"), req.headers["content-type"]);
}

/** `type/subtype` in lower case, without parameters. */

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: MockHttpError): void {
  sendJson(res, error.status, error.body(), { ...error.headers, [MOCK_ERROR_HEADER]: error.code });
}

/**
 * `readJsonBody` for a Fetch `Request`: the same limits, media-type rule and errors. The body is read as a stream and
 * abandoned at the first chunk over `MAX_BODY_BYTES` (or refused by its Content-Length), so it is never buffered whole.
 */
export async function readJsonRequest(request: Request): Promise<unknown> {
  const bytes = await readRequestBytes(request);
  return bytes === undefined
    ? undefined
    : parseJsonBody(bytes.toString("utf8"), request.headers.get("content-type") ?? undefined);
}

/** A request's body within `MAX_BODY_BYTES`, or undefined when it has none. */
async function readRequestBytes(request: Request): Promise<Buffer | undefined> {
  if (request.body === null) return undefined;
  const tooLarge = () =>
    new MockHttpError(413, "body_too_large", `the body is over ${MAX_BODY_BYTES} bytes`, { connection: "close" });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      // Not cancelled: over a socket that would drop the connection before the 413 is written; `connection: close` ends it.
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export { isJsonMediaType };

/** A request body as a served spec's operation documents it: `json` when it was read as JSON (and can be checked). */
export interface ServedBody {
  value: unknown;
  json: boolean;
}

/**
 * A request's body for an operation of a served spec that documents these request media types (`documented`, the
 * keys of its `requestBody.content`; null where it documents no body, read as JSON as the bundled spec's are). A
 * body is read in the documented type its Content-Type names (`type/*` and `*\/*` take any): JSON types as JSON,
 * within the same limits; a form as an object of its fields (a repeated one as a list); `multipart/form-data` as an
 * object of its fields (a file as its name); any other type as its text. One sent without a Content-Type is read as
 * JSON. A type the operation does not document → 415, naming the ones it does.
 */
export async function readServedRequest(request: Request, documented: readonly string[] | null): Promise<ServedBody> {
  const bytes = await readRequestBytes(request);
  const contentType = request.headers.get("content-type") ?? undefined;
  if (bytes === undefined || bytes.length === 0) return { value: undefined, json: true };
  if (documented === null || documented.length === 0 || contentType === undefined)
    return { value: parseJsonBody(bytes.toString("utf8"), contentType), json: true };
  const sent = mediaType(contentType);
  const types = documented.map(mediaType);
  const json = isJsonMediaType(sent);
  const taken = types.some(
    (type) =>
      type === sent ||
      type === "*/*" ||
      (type.endsWith("/*") && sent.startsWith(type.slice(0, -1))) ||
      (json && isJsonMediaType(type)),
  );
  if (!taken) {
    throw new MockHttpError(
      415,
      "unsupported_media_type",
      `the body is sent as ${JSON.stringify(contentType)}; this operation takes ${documented.map((t) => JSON.stringify(t)).join(", ")}`,
    );
  }
  if (json) return { value: parseJsonBody(bytes.toString("utf8"), "application/json"), json: true };
  if (sent === "application/x-www-form-urlencoded")
    return { value: fieldsOf(new URLSearchParams(bytes.toString("utf8"))), json: false };
  if (sent === "multipart/form-data") {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
    } catch (error) {
      throw invalidBody(`the body is not valid multipart/form-data: ${(error as Error).message}`);
    }
    return { value: fieldsOf(form), json: false };
  }
  return { value: bytes.toString("utf8"), json: false };
}

/**
 * A form's fields as an object: a field given once is its value, one given more often the list of its values; a
 * bracketed name (`metadata[plan]`, `items[0][price]`, `expand[]`, as fleetkit's client and Stripe's write them) is a
 * nested value, an index or `[]` an array's item (a bracketed name after a plain one of the same name is dropped).
 */
function fieldsOf(form: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null);
  for (const [name, entry] of form) {
    const value = typeof entry === "string" ? entry : entry.name;
    const path = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(name);
    if (path === null) {
      const before = fields[name];
      fields[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
    } else setNested(fields, [path[1]!, ...path[2]!.slice(1, -1).split("][")], value);
  }
  return { ...fields };
}

/** `value` at `keys` below `target`, making objects and arrays on the way (an index or "" makes an array). */
function setNested(target: Record<string, unknown>, keys: string[], value: string): void {
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const last = i === keys.length - 1;
    const next = keys[i + 1];
    const index = Array.isArray(node) ? (key === "" ? node.length : /^\d{1,4}$/.test(key) ? Number(key) : -1) : -1;
    if (Array.isArray(node) && index === -1) return;
    const slot = Array.isArray(node) ? index : key;
    if (!Array.isArray(node) && (key === "__proto__" || key === "constructor" || key === "prototype")) return;
    const current = (node as Record<string | number, unknown>)[slot];
    if (last) {
      if (current === undefined) (node as Record<string | number, unknown>)[slot] = value;
      return;
    }
    const wantArray = next === "" || /^\d{1,4}$/.test(next!);
    if (current === undefined) (node as Record<string | number, unknown>)[slot] = wantArray ? [] : {};
    const child = (node as Record<string | number, unknown>)[slot];
    if (typeof child !== "object" || child === null) return;
    node = child as Record<string, unknown> | unknown[];
  }
}

/** A body read within the size limit, as JSON: empty is no body; another media type, too deep or not JSON is refused. */
function parseJsonBody(text: string, contentType: string | undefined): unknown {
  if (text.trim() === "") return undefined;
  if (contentType !== undefined && mediaType(contentType) !== "application/json") {
    throw new MockHttpError(
      415,
      "unsupported_media_type",
      `the body is sent as ${JSON.stringify(contentType)}; send JSON with Content-Type: application/json`,
    );
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw invalidBody(`the body is nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects; flatten it`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidBody(`the body is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * A JSON answer as a Fetch `Response`; `undefined` sends no body (204 and the like). A string answered under a
 * Content-Type that is not JSON's (a served spec's `text/csv`) is sent as it is.
 */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  if (body === undefined || status === 204 || status === 205) return new Response(null, { status, headers });
  const type = headers["content-type"];
  if (typeof body === "string" && type !== undefined && !isJsonMediaType(type))
    return new Response(body, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

export function errorResponse(error: MockHttpError): Response {
  return jsonResponse(error.responseStatus(), error.responseBody(), {
    ...error.headers,
    [MOCK_ERROR_HEADER]: error.code,
  });
}
