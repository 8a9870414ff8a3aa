import type { Api, OperationMeta } from "./api.js";
import { isJsonMediaType } from "./media-type.js";

type Init = { body?: unknown; headers?: unknown; bodySerializer?: unknown } & Record<string, unknown>;
type Serializer = (body: unknown) => unknown;

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date) && !isRaw(value);
/** What `fetch` sends as it is: text, bytes, a file, a stream, a form. */
const isRaw = (value: unknown) =>
  typeof value === "string" ||
  value instanceof Blob ||
  value instanceof ArrayBuffer ||
  ArrayBuffer.isView(value) ||
  value instanceof ReadableStream ||
  value instanceof URLSearchParams ||
  value instanceof FormData;
const scalar = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/**
 * A form body (`application/x-www-form-urlencoded`): each field as OpenAPI's default form style writes it (an array of
 * scalars under its name, repeated), nested values in brackets (`metadata[plan]=pro`, `items[0][price]=p1`), as Stripe
 * and the Rails and PHP conventions read them; a field the spec encodes as `deepObject` in brackets too
 * (`expand[0]=customer`). `undefined` and `null` are left out.
 */
export function formBody(body: unknown, encoding: Readonly<Record<string, "deepObject">> = {}): string {
  const form = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) for (const [i, item] of value.entries()) add(`${key}[${i}]`, item);
    else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else form.append(key, scalar(value));
  };
  for (const [name, value] of Object.entries(isPlainObject(body) ? body : {})) {
    const repeated =
      Array.isArray(value) && encoding[name] !== "deepObject" && !value.some((v) => typeof v === "object");
    if (repeated) for (const item of value) add(name, item);
    else add(name, value);
  }
  return form.toString();
}

/**
 * A `multipart/form-data` body: a `Blob` or `File` as a file part, an array's items as parts of the same name, an
 * object as its JSON (OpenAPI's default content type for an object part), anything else as its text.
 */
export function multipartBody(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value);
    else
      form.append(name, typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : scalar(value));
  };
  for (const [name, value] of Object.entries(isPlainObject(body) ? body : {})) {
    if (Array.isArray(value)) for (const item of value) add(name, item);
    else add(name, value);
  }
  return form;
}

function serializerFor(operation: OperationMeta, media: string): Serializer {
  if (media === FORM) return (body) => (isRaw(body) ? body : formBody(body, operation.requestEncoding));
  if (media === MULTIPART) return multipartBody;
  if (isJsonMediaType(media)) return (body) => (typeof body === "string" ? body : JSON.stringify(body));
  return (body) => (isRaw(body) ? body : typeof body === "object" ? JSON.stringify(body) : String(body));
}

/** Whether a call's own headers set `Content-Type` (then its body is the call's to write). */
function setsContentType(headers: unknown): boolean {
  if (headers instanceof Headers) return headers.has("content-type");
  return typeof headers === "object" && headers !== null && Object.keys(headers).some((k) => /^content-type$/i.test(k));
}

/**
 * A call's `init` with its body written as the operation's `requestMedia` says, and that `Content-Type` (a multipart
 * body's is set by `fetch`, with its boundary); as it is where the operation has none, the call has no body, or it
 * writes its body itself (`bodySerializer`, or a `Content-Type` of its own).
 */
export function requestMediaInit<I>(operation: OperationMeta, init: I): I {
  const media = operation.requestMedia;
  const call = init as Init | undefined;
  if (media === undefined || call?.body === undefined || call.bodySerializer !== undefined) return init;
  if (setsContentType(call.headers)) return init;
  const own = call.headers instanceof Headers ? Object.fromEntries(call.headers) : (call.headers as object | undefined);
  const headers = media === MULTIPART ? own : { ...own, "Content-Type": media };
  return { ...call, headers, bodySerializer: serializerFor(operation, media) } as I;
}

/** An operation function whose calls send their body as the operation's `requestMedia` says (a generated module's). */
export function requestMediaOf<F extends (client: never, ...init: never[]) => unknown>(
  operation: OperationMeta,
  fn: F,
): F {
  const call = fn as unknown as (client: unknown, init?: unknown) => unknown;
  return ((client: unknown, init?: unknown) => call(client, requestMediaInit(operation, init))) as unknown as F;
}

/**
 * `createApiClient`'s client, its methods by path each sending the body of the operation it calls as its
 * `requestMedia` says: only the methods of the operations that have one are wrapped, so their other calls pay one
 * lookup and a spec whose bodies are all JSON keeps its client as it is. A generated module's `createFleetClient`
 * applies it where its spec has such an operation; an operation function brings `requestMediaOf` itself.
 */
export function withRequestMedia<C>(client: C, api: Api): C {
  const { index } = api;
  const methods = new Set(
    Object.values(api.operations)
      .filter((op) => op.requestMedia !== undefined)
      .map((op) => op.method),
  );
  if (methods.size === 0) return client;
  const styled = (method: string, url: string, init: unknown) => {
    const operation = methods.has(method as OperationMeta["method"]) ? index.match(method, url)?.operation : undefined;
    return operation === undefined ? init : requestMediaInit(operation, init);
  };
  const own = client as Record<string, unknown>;
  for (const method of methods) {
    const call = own[method.toUpperCase()] as (url: string, init?: unknown) => unknown;
    own[method.toUpperCase()] = (url: string, init?: unknown) => call(url, styled(method, url, init));
  }
  const request = own.request as (method: string, url: string, init?: unknown) => unknown;
  own.request = (method: string, url: string, init?: unknown) =>
    request(method, url, styled(method.toLowerCase(), url, init));
  return client;
}
