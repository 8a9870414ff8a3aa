import type { IncomingMessage, ServerResponse } from "node:http";
import type { AlertEvent } from "../../generated/schema-types.js";
import { invalidRequest, MockHttpError } from "./errors.js";
import { readJsonBody, sendJson } from "./http.js";
import type { TriggerOptions } from "./mock-webhooks.js";
import type { MockServer } from "./server.js";
import type { CollectionName } from "./store.js";
import type { MockApiToken, MockTokenInput } from "./tokens.js";

/** The control API's path prefix; no operation of the spec starts with it. */
export const CONTROL_PREFIX = "/__mock";

type Body = Record<string, unknown>;
type ControlRoute = (mock: MockServer, params: string[], body: Body, url: URL) => unknown | Promise<unknown>;

/** Reference 5.3: a token string is shown once, so listings leave it out. */
const withoutSecret = ({ token: _token, ...rest }: MockApiToken) => rest;

function triggerOptions(body: Body): TriggerOptions {
  const { maxAttempts, backoff, timeoutMs } = body;
  return {
    ...(maxAttempts !== undefined && { maxAttempts: maxAttempts as number }),
    ...(backoff !== undefined && { backoff: backoff as TriggerOptions["backoff"] }),
    ...(timeoutMs !== undefined && { timeoutMs: timeoutMs as number }),
  };
}

/**
 * `METHOD /path` (with `*` for one segment) → what it does. Every route is a thin layer over the same method
 * of the `MockServer` handle, so the HTTP control API and the JavaScript API cannot disagree.
 */
const CONTROL_ROUTES: Record<string, ControlRoute> = {
  "GET /": (mock) => ({ baseUrl: mock.baseUrl, seed: mock.seed, nowMs: mock.clock.now(), tokens: Object.keys(mock.tokens), webhooks: mock.listWebhooks().map((w) => w.id) }),
  "GET /tokens": (mock) => ({ data: Object.values(mock.tokens).map(withoutSecret) }),
  "POST /tokens": (mock, _, body) => created(mock.createToken(body as unknown as MockTokenInput)),
  "POST /tokens/*/regenerate": (mock, [id]) => mock.regenerateToken(id!),
  "DELETE /tokens/*": (mock, [id]) => withoutSecret(mock.deleteToken(id!)),
  "GET /webhooks": (mock) => ({ data: mock.listWebhooks() }),
  "POST /webhooks": (mock, _, body) => created(mock.registerWebhook(body as never)),
  "GET /webhooks/*": (mock, [id]) => ({ ...mock.listWebhooks().find((w) => w.id === id), deliveries: mock.deliveries(id!) }),
  "DELETE /webhooks/*": (mock, [id]) => mock.deleteWebhook(id!),
  "POST /webhooks/*/ping": (mock, [id], body) => mock.triggerPing(id!, triggerOptions(body)),
  "POST /webhooks/*/alert": (mock, [id], body) => mock.triggerAlert(id!, (body.event ?? {}) as Partial<AlertEvent>, triggerOptions(body)),
  "GET /clock": (mock) => clockState(mock),
  "POST /clock": (mock, _, body) => {
    if (typeof body.advanceMs === "number") mock.clock.advance(body.advanceMs);
    else if (typeof body.nowMs === "number") mock.clock.set(body.nowMs);
    else throw invalidRequest('give { "advanceMs": <integer> } to move the clock, or { "nowMs": <epoch ms> } to set it');
    return clockState(mock);
  },
  "GET /data/*": (mock, [collection], _, url) => ({
    data: mock.list(collection as CollectionName, {
      ...(url.searchParams.has("token") && { token: url.searchParams.get("token")! }),
      includeInactive: url.searchParams.get("includeInactive") === "true",
    }),
  }),
  "POST /vehicles": (mock, _, body) => created(mock.addVehicle(body)),
  "PATCH /vehicles/*": (mock, [id], body) => mock.updateVehicle(id!, body),
};

/** A result answered with 201 instead of 200. */
class Created {
  constructor(readonly value: unknown) {}
}
const created = (value: unknown) => new Created(value);
const clockState = (mock: MockServer) => ({ nowMs: mock.clock.now(), iso: new Date(mock.clock.now()).toISOString() });

function route(method: string, path: string): { handler: ControlRoute; params: string[] } | "wrong-method" | undefined {
  const segments = path.split("/").filter(Boolean).map((s) => decodeURIComponent(s));
  let pathExists = false;
  for (const [key, handler] of Object.entries(CONTROL_ROUTES)) {
    const [routeMethod, routePath] = key.split(" ") as [string, string];
    const pattern = routePath.split("/").filter(Boolean);
    if (pattern.length !== segments.length || !pattern.every((p, i) => p === "*" || p === segments[i])) continue;
    if (routeMethod !== method) {
      pathExists = true;
      continue;
    }
    return { handler, params: segments.filter((_, i) => pattern[i] === "*") };
  }
  return pathExists ? "wrong-method" : undefined;
}

/** Serves `/__mock/...`. TypeErrors from the handle (bad input) become 400 `invalid_request` in the server. */
export async function handleControl(mock: MockServer, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  const found = route(method, url.pathname.slice(CONTROL_PREFIX.length) || "/");
  if (found === "wrong-method") throw new MockHttpError(405, "method_not_allowed", `${method} is not supported at ${url.pathname}`);
  if (!found) throw new MockHttpError(404, "not_found", `${url.pathname} is not part of the control API (see docs/mock.md)`);
  const raw = method === "GET" || method === "DELETE" ? undefined : await readJsonBody(req);
  if (raw !== undefined && (typeof raw !== "object" || raw === null || Array.isArray(raw))) throw invalidRequest("the body must be a JSON object");
  const result = await found.handler(mock, found.params, (raw ?? {}) as Body, url);
  if (result instanceof Created) sendJson(res, 201, result.value);
  else sendJson(res, 200, result);
}
