import { MAX_TIMER_MS } from "../../runtime/timers.js";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AlertEvent } from "../../generated/schema-types.js";
import type { BackoffOptions } from "../../runtime/webhooks/index.js";
import { invalidRequest, MockHttpError } from "./errors.js";
import { readJsonBody, sendJson } from "./http.js";
import {
  describeJson,
  fieldsOf,
  isJsonObject,
  onlyFields,
  optionalInteger,
  optionalNumber,
  optionalObject,
  type JsonObject,
} from "./json-input.js";
import type { RegisterWebhookInput, TriggerOptions } from "./mock-webhooks.js";
import type { MockServer } from "./server.js";
import type { CollectionName } from "./store.js";
import { MAX_TOKENS, checkRecordSize, storeFull } from "./store-budget.js";
import type { MockApiToken, MockTokenInput } from "./tokens.js";

/** The control API's path prefix; no operation of the spec starts with it. */
export const CONTROL_PREFIX = "/__mock";

type ControlRoute = (mock: MockServer, params: string[], body: JsonObject, url: URL) => unknown | Promise<unknown>;

/** Reference 5.3: a token string is shown once, so listings leave it out. */
const withoutSecret = ({ token: _token, ...rest }: MockApiToken) => rest;

const TOKEN_FIELDS = fieldsOf<MockTokenInput>({ name: true, scopes: true, tagIds: true, token: true });
const WEBHOOK_FIELDS = fieldsOf<RegisterWebhookInput>({
  name: true,
  url: true,
  customHeaders: true,
  eventTypes: true,
  version: true,
});
const TRIGGER_FIELDS = fieldsOf<TriggerOptions>({ maxAttempts: true, backoff: true, timeoutMs: true });
const BACKOFF_FIELDS = fieldsOf<BackoffOptions>({ baseMs: true, factor: true, maxMs: true });

/**
 * Types, and the durations a timer can hold, are checked here; the other ranges (maxAttempts 1 to 5, factor ≥ 1)
 * by the delivery simulator, which names them too.
 */
function triggerOptions(body: JsonObject): TriggerOptions {
  const maxAttempts = optionalInteger(body, "maxAttempts");
  const timeoutMs = optionalInteger(body, "timeoutMs");
  if (timeoutMs !== undefined && !(timeoutMs >= 1 && timeoutMs <= MAX_TIMER_MS))
    throw invalidRequest(`timeoutMs must be an integer from 1 to ${MAX_TIMER_MS}, got ${timeoutMs}`);
  const backoff = optionalObject(body, "backoff", BACKOFF_FIELDS.join(", "));
  if (backoff) {
    onlyFields(backoff, BACKOFF_FIELDS, "backoff");
    for (const name of BACKOFF_FIELDS) {
      const value = optionalNumber(backoff, name, "backoff.");
      if (value !== undefined && name !== "factor" && !(value >= 0 && value <= MAX_TIMER_MS))
        throw invalidRequest(`backoff.${name} must be a number from 0 to ${MAX_TIMER_MS} (milliseconds), got ${value}`);
    }
  }
  return {
    ...(maxAttempts !== undefined && { maxAttempts }),
    ...(backoff !== undefined && { backoff: backoff as BackoffOptions }),
    ...(timeoutMs !== undefined && { timeoutMs }),
  };
}

function moveClock(mock: MockServer, body: JsonObject) {
  onlyFields(body, ["advanceMs", "nowMs"]);
  const advanceMs = optionalInteger(body, "advanceMs");
  const nowMs = optionalInteger(body, "nowMs");
  if (advanceMs !== undefined && nowMs !== undefined) throw invalidRequest("give advanceMs or nowMs, not both");
  if (advanceMs !== undefined) mock.clock.advance(advanceMs);
  else if (nowMs !== undefined) mock.clock.set(nowMs);
  else throw invalidRequest('give { "advanceMs": <integer> } to move the clock, or { "nowMs": <epoch ms> } to set it');
  return clockState(mock);
}

function listData(mock: MockServer, collection: string, url: URL) {
  const includeInactive = url.searchParams.get("includeInactive") ?? "false";
  if (includeInactive !== "true" && includeInactive !== "false")
    throw invalidRequest(`includeInactive must be true or false, got ${JSON.stringify(includeInactive)}`);
  const token = url.searchParams.get("token");
  return {
    data: mock.list(collection as CollectionName, {
      ...(token !== null && { token }),
      includeInactive: includeInactive === "true",
    }),
  };
}

/**
 * `METHOD /path?query&params` (with `*` for one segment) → what it does. Every route is a thin layer over the same
 * method of the `MockServer` handle, so the HTTP control API and the JavaScript API cannot disagree. A route takes
 * only the query parameters its key lists, and only the body fields it checks with `onlyFields`.
 */
const CONTROL_ROUTES: Record<string, ControlRoute> = {
  "GET /": (mock) => ({
    baseUrl: mock.baseUrl,
    seed: mock.seed,
    nowMs: mock.clock.now(),
    tokens: Object.keys(mock.tokens),
    webhooks: mock.listWebhooks().map((w) => w.id),
  }),
  "GET /tokens": (mock) => ({ data: Object.values(mock.tokens).map(withoutSecret) }),
  "POST /tokens": (mock, _, body) => {
    if (Object.keys(mock.tokens).length >= MAX_TOKENS) throw storeFull(`${MAX_TOKENS} tokens`);
    return created(mock.createToken(onlyFields(body, TOKEN_FIELDS) as unknown as MockTokenInput));
  },
  "POST /tokens/*/regenerate": (mock, [id], body) => {
    onlyFields(body, []);
    return mock.regenerateToken(id!);
  },
  "DELETE /tokens/*": (mock, [id]) => withoutSecret(mock.deleteToken(id!)),
  "GET /webhooks": (mock) => ({ data: mock.listWebhooks() }),
  "POST /webhooks": (mock, _, body) =>
    created(mock.registerWebhook(onlyFields(body, WEBHOOK_FIELDS) as unknown as RegisterWebhookInput)),
  "GET /webhooks/*": (mock, [id]) => ({
    ...mock.listWebhooks().find((w) => w.id === id),
    deliveries: mock.deliveries(id!),
  }),
  "DELETE /webhooks/*": (mock, [id]) => mock.deleteWebhook(id!),
  "POST /webhooks/*/ping": (mock, [id], body) =>
    mock.triggerPing(id!, triggerOptions(onlyFields(body, TRIGGER_FIELDS))),
  "POST /webhooks/*/alert": (mock, [id], body) => {
    onlyFields(body, [...TRIGGER_FIELDS, "event"]);
    const event = optionalObject(body, "event", "AlertEvent fields") ?? {};
    return mock.triggerAlert(id!, event as Partial<AlertEvent>, triggerOptions(body));
  },
  "GET /clock": (mock) => clockState(mock),
  "POST /clock": (mock, _, body) => moveClock(mock, body),
  "GET /data/*?token&includeInactive": (mock, [collection], _, url) => listData(mock, collection!, url),
  "POST /vehicles": (mock, _, body) => created(mock.addVehicle(body)),
  "PATCH /vehicles/*": (mock, [id], body) => mock.updateVehicle(id!, body),
};

/** A result answered with 201 instead of 200. */
class Created {
  constructor(readonly value: unknown) {}
}
const created = (value: unknown) => new Created(value);
const clockState = (mock: MockServer) => ({ nowMs: mock.clock.now(), iso: new Date(mock.clock.now()).toISOString() });

interface FoundRoute {
  handler: ControlRoute;
  params: string[];
  queryParams: string[];
}

function route(method: string, path: string): FoundRoute | "wrong-method" | undefined {
  const segments = path.split("/").filter(Boolean).map(decodeSegment);
  let pathExists = false;
  for (const [key, handler] of Object.entries(CONTROL_ROUTES)) {
    const [routeMethod, routeTarget] = key.split(" ") as [string, string];
    const [routePath, query = ""] = routeTarget.split("?") as [string, string?];
    const pattern = routePath.split("/").filter(Boolean);
    if (pattern.length !== segments.length || !pattern.every((p, i) => p === "*" || p === segments[i])) continue;
    if (routeMethod !== method) {
      pathExists = true;
      continue;
    }
    return {
      handler,
      params: segments.filter((_, i) => pattern[i] === "*"),
      queryParams: query.split("&").filter(Boolean),
    };
  }
  return pathExists ? "wrong-method" : undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidRequest(
      `the path segment ${JSON.stringify(segment)} is not valid percent-encoding: a % must start an escape such as %20, and %25 is a literal %`,
    );
  }
}

/** Refuses a query parameter the route does not take, or one given twice. */
function checkQuery(url: URL, allowed: readonly string[]): void {
  for (const name of new Set(url.searchParams.keys())) {
    if (!allowed.includes(name))
      throw invalidRequest(
        `${url.pathname} takes ${allowed.length === 0 ? "no query parameters" : `only the query parameters ${allowed.join(", ")}`}, got ${JSON.stringify(name)}`,
      );
    const count = url.searchParams.getAll(name).length;
    if (count > 1) throw invalidRequest(`${name} is given ${count} times; give it once`);
  }
}

/**
 * A web page may send requests to loopback (a form, `fetch` with `no-cors`), and its browser then names the page in
 * `Origin`. The control API creates tokens and reads webhook secrets, so it answers only its own origin and clients
 * that send no `Origin` at all (Node, curl, test runners).
 */
function checkOrigin(req: IncomingMessage): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  const own = `http://${req.headers.host ?? ""}`;
  if (origin.toLowerCase() === own.toLowerCase()) return;
  throw new MockHttpError(
    403,
    "origin_not_allowed",
    `Origin ${JSON.stringify(origin)}: the control API answers only its own origin (${own}) and clients that send no Origin (Node, curl)`,
  );
}

/**
 * A body must say it is JSON. A body without a Content-Type is what a page can send cross-origin without a CORS
 * preflight, so the control API refuses it (the API's operations read it as JSON, for raw clients).
 */
function checkContentType(req: IncomingMessage): void {
  const length = req.headers["content-length"];
  const hasBody = req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
  if (hasBody && req.headers["content-type"] === undefined)
    throw new MockHttpError(
      415,
      "unsupported_media_type",
      "a control-API body needs Content-Type: application/json (got none)",
    );
}

/** Serves `/__mock/...`. TypeErrors from the handle (bad input) become 400 `invalid_request` in the server. */
export async function handleControl(
  mock: MockServer,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  checkOrigin(req);
  const method = (req.method ?? "GET").toUpperCase();
  const found = route(method, url.pathname.slice(CONTROL_PREFIX.length) || "/");
  if (found === "wrong-method")
    throw new MockHttpError(405, "method_not_allowed", `${method} is not supported at ${url.pathname}`);
  if (!found)
    throw new MockHttpError(404, "not_found", `${url.pathname} is not part of the control API (see docs/mock.md)`);
  checkQuery(url, found.queryParams);
  if (method !== "GET" && method !== "DELETE") checkContentType(req);
  const raw = method === "GET" || method === "DELETE" ? undefined : await readJsonBody(req);
  if (raw !== undefined && !isJsonObject(raw))
    throw invalidRequest(`the body must be a JSON object, got ${describeJson(raw)}`);
  // Whatever a control body carries may be stored (a token, a webhook, a vehicle, an alert in the deliveries).
  if (raw !== undefined) checkRecordSize(raw, "the body");
  const result = await found.handler(mock, found.params, raw ?? {}, url);
  if (result instanceof Created) sendJson(res, 201, result.value);
  else sendJson(res, 200, result);
}
