import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  WebhookConfigError,
  createWebhookHandler,
  verifyWebhook,
  type WebhookContext,
  type WebhookHandlerOptions,
} from "../../entries/webhooks.js";
import { toNodeListener } from "../../entries/node.js";
import * as generic from "../../runtime/webhooks/index.js";
import { PING_BODY, SECRET, alertBody, listen, now, signedHeaders, type TestServer } from "./helpers.js";

// Issue 9: an authentic JSON body is acknowledged even when the schema does not know it, so the
// service does not retry it 5 times and drop it. Every request goes through a real server on 127.0.0.1.
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface Seen {
  callback: string;
  eventType: unknown;
  context: WebhookContext;
}

async function serve(options: Partial<WebhookHandlerOptions> = {}, create = createWebhookHandler) {
  const seen: Seen[] = [];
  const record = (callback: string) => (n: { eventType?: unknown }, context: WebhookContext) =>
    void seen.push({ callback, eventType: n.eventType, context });
  const handler = create({
    secret: SECRET,
    now,
    onAlert: record("onAlert"),
    onPing: record("onPing"),
    onNotification: record("onNotification"),
    ...options,
  });
  server = await listen(toNodeListener(handler));
  return { url: server.url, seen };
}

function post(url: string, body: string, extraHeaders: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...signedHeaders(body), ...extraHeaders },
  });
}

const V2_ALERT = JSON.stringify({
  eventId: "9f1c4b52-2f0a-4c55-9a0e-1f7f3a9d2b11",
  eventTime: "2023-11-14T22:13:20Z",
  eventType: "AlertIncident",
  orgId: 42,
  webhookId: "w-1",
  data: { conditions: [] },
});
const UNKNOWN_TYPE = JSON.stringify({
  eventId: "e-unknown",
  eventMs: 1_700_000_000_000,
  eventType: "VehicleCreated",
  event: { id: "v1" },
});
const ALERT_MISSING_FIELD = alertBody().replace('"alertConditionId":"DeviceLocationInsideGeofence",', "");
const NO_EVENT_TYPE = JSON.stringify({ eventId: "e-bare", hello: "world" });

describe("createWebhookHandler: notifications the schema does not know", () => {
  const unknown: [name: string, body: string, eventType: unknown, pointer: string][] = [
    ["a 2.0 AlertIncident payload", V2_ALERT, "AlertIncident", "/eventType"],
    ["an unknown eventType", UNKNOWN_TYPE, "VehicleCreated", "/eventType"],
    ["an Alert missing alertConditionId", ALERT_MISSING_FIELD, "Alert", "/event/alertConditionId"],
    ["an object without eventType", NO_EVENT_TYPE, undefined, "/eventType"],
  ];

  it.each(unknown)(
    "200 for %s, passed to onNotification only, with schemaValid false and the issues",
    async (_name, body, eventType, pointer) => {
      const { url, seen } = await serve();
      expect((await post(url, body)).status).toBe(200);
      expect(seen.map((s) => [s.callback, s.eventType, s.context.schemaValid])).toEqual([
        ["onNotification", eventType, false],
      ]);
      expect(seen[0]!.context.issues.map((issue) => issue.pointer)).toContain(pointer);
    },
  );

  it.each(unknown)("400 invalid_payload for %s with strict: true, and no callback", async (_name, body) => {
    const { url, seen } = await serve({ strict: true });
    const response = await post(url, body);
    expect([response.status, ((await response.json()) as { error: string }).error, seen.length]).toEqual([
      400,
      "invalid_payload",
      0,
    ]);
  });

  it("passes the body as parsed, untouched (a 2.0 payload keeps data and webhookId)", async () => {
    let received: unknown;
    const { url } = await serve({
      onNotification: (n) => {
        received = n;
      },
    });
    await post(url, V2_ALERT);
    expect(received).toEqual(JSON.parse(V2_ALERT));
  });

  it("200 and no callback for an unknown notification when onNotification is not given", async () => {
    const { url, seen } = await serve({ onNotification: undefined });
    expect([(await post(url, V2_ALERT)).status, seen.length]).toEqual([200, 0]);
  });

  it.each([
    ["a valid Alert", alertBody(), "onAlert"],
    [
      "an Alert with fields the spec allows beyond the shown ones",
      alertBody().replace('"orgId":42', '"orgId":42,"speedKph":130'),
      "onAlert",
    ],
    ["a valid Ping", PING_BODY, "onPing"],
  ])("still gives %s to its own callback with schemaValid true", async (_name, body, callback) => {
    const { url, seen } = await serve({ strict: true });
    expect((await post(url, body)).status).toBe(200);
    expect(seen.map((s) => [s.callback, s.context.schemaValid, s.context.issues])).toEqual([[callback, true, []]]);
  });

  it.each([
    ["not JSON", "not json", "invalid_json"],
    ["a JSON string", '"Ping"', "invalid_payload"],
    ["JSON null", "null", "invalid_payload"],
  ])("keeps 400 for a signed body that is %s", async (_name, body, code) => {
    const { url, seen } = await serve();
    const response = await post(url, body);
    expect([response.status, ((await response.json()) as { error: string }).error, seen.length]).toEqual([
      400,
      code,
      0,
    ]);
  });

  it("keeps 400 for an unknown notification that is not authentic", async () => {
    const { url, seen } = await serve();
    const response = await fetch(url, { method: "POST", body: V2_ALERT, headers: signedHeaders(`${V2_ALERT} `) });
    expect([response.status, seen.length]).toEqual([400, 0]);
  });
});

describe("the generic handler of runtime/webhooks, without a schema", () => {
  it("passes even a 1.0 Alert to onNotification, schemaValid false with no issues (nothing vouched for it)", async () => {
    const { url, seen } = await serve({}, generic.createWebhookHandler);
    expect((await post(url, alertBody())).status).toBe(200);
    expect(seen.map((s) => [s.callback, s.eventType, s.context.schemaValid, s.context.issues])).toEqual([
      ["onNotification", "Alert", false, []],
    ]);
  });

  it("refuses strict: true at creation, since there is no schema to be strict about", () => {
    expect(() => generic.createWebhookHandler({ secret: SECRET, strict: true })).toThrow(WebhookConfigError);
    expect(() => generic.createWebhookHandler({ secret: SECRET, strict: true })).toThrow(/validateNotification/);
  });

  it("uses an injected validator", async () => {
    const validateNotification = (value: unknown) =>
      (value as { eventType?: unknown }).eventType === "Ping"
        ? { valid: true as const }
        : {
            valid: false as const,
            errors: [{ pointer: "/eventType", keyword: "const", message: "/eventType must be Ping" }],
          };
    const { url, seen } = await serve({ validateNotification }, generic.createWebhookHandler);
    await post(url, PING_BODY);
    await post(url, alertBody());
    expect(seen.map((s) => [s.callback, s.context.schemaValid])).toEqual([
      ["onPing", true],
      ["onNotification", false],
    ]);
  });

  it("verifyWebhook without a validator returns any authentic JSON object; the bound one refuses it", () => {
    const headers = signedHeaders(V2_ALERT);
    expect(generic.verifyWebhook({ secret: SECRET, headers, body: V2_ALERT, now })).toEqual(JSON.parse(V2_ALERT));
    expect(() => verifyWebhook({ secret: SECRET, headers, body: V2_ALERT, now })).toThrow(/not a valid notification/);
  });

  it("refuses a validateNotification that is not a function", () => {
    expect(() =>
      generic.createWebhookHandler({ secret: SECRET, validateNotification: "WebhookNotification" as never }),
    ).toThrow(/validateNotification must be a function/);
  });
});

describe("dedupe keys: eventId, else X-Service-Request, else the body's hash", () => {
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  const NO_ID = JSON.stringify({ eventType: "Something", value: 1 });
  const LONG_ID = JSON.stringify({ eventId: "x".repeat(300), eventType: "Something" });

  it.each([
    [
      "the eventId when present",
      V2_ALERT,
      { "x-service-request": "req-1" },
      "event:9f1c4b52-2f0a-4c55-9a0e-1f7f3a9d2b11",
    ],
    ["X-Service-Request without an eventId", NO_ID, { "x-service-request": "req-1" }, "request:req-1"],
    [
      "X-Service-Request when eventId is empty",
      alertBody(undefined, ""),
      { "x-service-request": "req-2" },
      "request:req-2",
    ],
    ["the body's SHA-256 with neither", NO_ID, {}, `body:${sha256(NO_ID)}`],
    ["a hash of an eventId longer than 200 characters", LONG_ID, {}, `event#sha256:${sha256("x".repeat(300))}`],
  ])("uses %s", async (_name, body, headers, key) => {
    const { url, seen } = await serve();
    await post(url, body, headers);
    expect(seen.map((s) => s.context.dedupeKey)).toEqual([key]);
  });

  it("recognises a retry of a body without any id, and tells two different such bodies apart", async () => {
    const { url, seen } = await serve();
    const other = JSON.stringify({ eventType: "Something", value: 2 });
    const statuses = [];
    for (const body of [NO_ID, NO_ID, other])
      statuses.push(((await (await post(url, body)).json()) as { duplicate?: boolean }).duplicate ?? false);
    expect([statuses, seen.length]).toEqual([[false, true, false], 2]);
  });
});
