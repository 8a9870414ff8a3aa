import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createWebhookHandler, verifyWebhook, type WebhookContext } from "../../entries/webhooks.js";
import { toNodeListener, type NodeListener } from "../../entries/node.js";
import type { AlertNotification } from "../../generated/schema-types.js";
import { installMatchers, MOCK_ORG_ID, type MockServer, type MockWebhook } from "../../testing/index.js";
import { DEFAULT_WEBHOOK_VERSION } from "../../testing/mock/mock-webhooks.js";
import { call, errorCode, startMock, startReceiver } from "./helpers.js";

installMatchers(expect);

let mock: MockServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  // The real clock: receivers verify timestamps against their own time.
  mock = await startMock({ now: Date.now });
  receiver = await startReceiver();
});
afterAll(async () => {
  await mock.close();
  await receiver.close();
});

describe("registering a webhook (reference 2.2)", () => {
  it("generates a Base64 secret of 32 bytes, no event types and the default version", () => {
    const webhook = mock.registerWebhook({ name: "Ops", url: "https://hooks.example.com/fleet" });
    expect(Buffer.from(webhook.secretKey, "base64").length).toBe(32);
    expect(webhook).toMatchObject({
      id: expect.stringMatching(/^wh_\d+$/),
      customHeaders: [],
      eventTypes: [],
      version: DEFAULT_WEBHOOK_VERSION,
    });
  });

  it("returns a record valid against the spec's Webhook schema for an HTTPS URL, custom headers as { key, value }", () => {
    const webhook = mock.registerWebhook({
      name: "Valid",
      url: "https://hooks.example.com/x",
      customHeaders: { "X-Team": "ops" },
      eventTypes: ["AlertIncident"],
      version: "2021-06-09",
    });
    expect(webhook).toMatchSchema("Webhook");
    expect(webhook).toMatchObject({
      customHeaders: [{ key: "X-Team", value: "ops" }],
      eventTypes: ["AlertIncident"],
      version: "2021-06-09",
    });
  });

  it.each([
    [
      "custom headers named with `name` (the vendor's field is `key`)",
      { customHeaders: [{ name: "X-Team", value: "ops" }] as never },
      /customHeaders\[0\]: .*key/,
    ],
    ["eventTypes that is not a list of names", { eventTypes: "AlertIncident" as never }, /eventTypes must be an array/],
    ["an empty version", { version: "" }, /version must be a non-empty string/],
  ])("refuses %s", (_, fields, message) => {
    expect(() => mock.registerWebhook({ name: "Wrong", url: "https://hooks.example.com/x", ...fields })).toThrow(
      message,
    );
  });

  it("refuses plain HTTP to anything but loopback", () => {
    expect(() => mock.registerWebhook({ name: "Insecure", url: "http://hooks.example.com/x" })).toThrow(
      /must use https/,
    );
  });

  it("refuses a sixth custom header", () => {
    const customHeaders = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`X-Custom-${n}`, "v"]));
    expect(() => mock.registerWebhook({ name: "Six", url: receiver.url, customHeaders })).toThrow(
      /at most 5 custom headers/,
    );
  });

  it("refuses a custom header that would replace one the service sets", () => {
    expect(() =>
      mock.registerWebhook({ name: "Forger", url: receiver.url, customHeaders: { "x-service-signature": "v1=00" } }),
    ).toThrow(/the service sets itself/);
  });

  it("refuses a header name that is not an HTTP token", () => {
    expect(() =>
      mock.registerWebhook({ name: "Bad", url: receiver.url, customHeaders: [{ key: "Bad Name", value: "x" }] }),
    ).toThrow(/customHeaders\[0\]: "Bad Name" is not an HTTP header name/);
  });
});

describe("POST /webhooks (the vendor's operation, Write Webhooks)", () => {
  const body = {
    name: "API",
    url: "https://hooks.example.com/api",
    customHeaders: [{ key: "X-Team", value: "ops" }],
    eventTypes: ["AlertIncident"],
    version: "2022-09-13",
  };

  it("registers the webhook and answers the record with id and secretKey, which the mock then delivers with", async () => {
    const response = await call(mock, "/webhooks", { method: "POST", body });
    expect(response.status).toBe(200);
    expect(response.body).toMatchSchema("Webhook");
    expect(response.body).toEqual({ ...body, id: expect.any(String), secretKey: expect.any(String) });
    expect(mock.listWebhooks().find((w) => w.id === response.body.id)).toEqual(response.body);
  });

  it.each([
    [
      "an http URL, even to loopback (the API requires HTTPS; the handle and control API allow local receivers)",
      { ...body, url: "http://127.0.0.1:9/hooks" },
      /url/,
    ],
    ["no url", { name: "No URL" }, /url/],
    [
      "a sixth custom header",
      { ...body, customHeaders: [1, 2, 3, 4, 5, 6].map((n) => ({ key: `X-H${n}`, value: "v" })) },
      /customHeaders/,
    ],
    [
      "a header name that is not an HTTP token",
      { ...body, customHeaders: [{ key: "Bad Name", value: "x" }] },
      /not an HTTP header name/,
    ],
  ])("answers 400 invalid_body for %s", async (_, bad, message) => {
    const response = await call(mock, "/webhooks", { method: "POST", body: bad });
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_body");
    expect(response.body.message).toMatch(message);
  });

  it("needs Write Webhooks", async () => {
    const response = await call(mock, "/webhooks", { method: "POST", token: mock.tokens.defaultRead!.token, body });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/Write Webhooks/);
  });
});

describe("triggering notifications", () => {
  it("delivers a Ping that the receiver can verify with the webhook's secret", async () => {
    const webhook = mock.registerWebhook({ name: "Ping me", url: receiver.url });
    const before = receiver.received.length;
    const delivery = await mock.triggerPing(webhook.id);
    expect(delivery.delivered).toBe(true);
    const request = receiver.received[before]!;
    expect(request.method).toBe("POST");
    expect(request).toBeSignedWebhook(webhook.secretKey, { toleranceSeconds: 300 });
    const notification = verifyWebhook({ secret: webhook.secretKey, headers: request.headers, body: request.body });
    expect(notification).toEqual(delivery.notification);
    expect(notification).toMatchSchema("PingNotification");
  });

  it("sends the service's headers and the webhook's custom headers (reference 6.3)", async () => {
    const webhook = mock.registerWebhook({
      name: "Headers",
      url: receiver.url,
      customHeaders: [{ key: "X-Api-Key", value: "k-123" }],
    });
    const before = receiver.received.length;
    const delivery = await mock.triggerPing(webhook.id);
    const { headers } = receiver.received[before]!;
    expect(headers["x-api-key"]).toBe("k-123");
    expect(headers["x-service-request"]).toBe(delivery.notification.eventId);
    expect(headers["x-service-event-type"]).toBe("Ping");
    expect(headers["x-service-org-id"]).toBe(String(MOCK_ORG_ID));
    expect(headers["user-agent"]).toMatch(/^Service-Webhook\//);
    expect(headers["content-type"]).toBe("application/json");
  });

  it("delivers a geofence Alert about a mock vehicle, with overrides", async () => {
    const webhook = mock.registerWebhook({ name: "Alerts", url: receiver.url });
    const before = receiver.received.length;
    const delivery = await mock.triggerAlert(webhook.id, { alertConditionId: "DeviceSpeedAboveSpeedLimit" });
    const request = receiver.received[before]!;
    expect(request).toBeSignedWebhook(webhook.secretKey);
    const body = JSON.parse(request.body);
    expect(body).toMatchSchema("AlertNotification");
    expect(body.event.alertConditionId).toBe("DeviceSpeedAboveSpeedLimit");
    const vehicle = mock.list("vehicles")[0]!;
    expect(body.event.device).toEqual({
      id: Number(vehicle.id),
      name: vehicle.name,
      serial: vehicle.serial,
      vin: vehicle.vin,
    });
    expect(delivery.notification).toEqual(body);
  });

  it("retries a failing receiver up to maxAttempts and reports every attempt", async () => {
    const failing = await startReceiver(500);
    try {
      const webhook = mock.registerWebhook({ name: "Down", url: failing.url });
      const delivery = await mock.triggerPing(webhook.id, { maxAttempts: 3, backoff: { baseMs: 1 } });
      expect(delivery.delivered).toBe(false);
      expect(delivery.attempts.map((a) => a.status)).toEqual([500, 500, 500]);
      expect(failing.received).toHaveLength(3);
      expect(mock.deliveries(webhook.id)).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });

  it("signs with the mock's clock, so a moved clock shows in X-Service-Timestamp", async () => {
    const frozen = await startMock();
    try {
      const webhook = frozen.registerWebhook({ name: "Frozen", url: receiver.url });
      const before = receiver.received.length;
      await frozen.triggerPing(webhook.id);
      expect(receiver.received[before]!.headers["x-service-timestamp"]).toBe(
        String(Math.floor(frozen.clock.now() / 1000)),
      );
    } finally {
      await frozen.close();
    }
  });

  it("refuses to trigger a webhook that does not exist", async () => {
    await expect(mock.triggerPing("wh_missing")).rejects.toThrow(/does not exist/);
  });
});

describe("with the runtime's webhook handler as the receiver", () => {
  /** A createWebhookHandler server registered with the mock; the handler gets the webhook's secret once it exists. */
  async function handlerReceiver(secretFor: (webhook: MockWebhook) => string) {
    const alerts: [AlertNotification, WebhookContext][] = [];
    let listener: NodeListener | undefined;
    const server = http.createServer((req, res) => listener!(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const webhook = mock.registerWebhook({
      name: "handler",
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    });
    listener = toNodeListener(
      createWebhookHandler({ secret: secretFor(webhook), onAlert: (n, c) => void alerts.push([n, c]) }),
    );
    const close = () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    };
    return { webhook, alerts, close };
  }

  it("verifies the Alert (signature and timestamp) and passes it to onAlert", async () => {
    const receiver = await handlerReceiver((webhook) => webhook.secretKey);
    try {
      const delivery = await mock.triggerAlert(receiver.webhook.id);
      expect(delivery.attempts.map((a) => a.status)).toEqual([200]);
      expect(receiver.alerts).toHaveLength(1);
      expect(receiver.alerts[0]![0]).toEqual(delivery.notification);
      expect(receiver.alerts[0]![1].orgId).toBe(String(MOCK_ORG_ID));
    } finally {
      await receiver.close();
    }
  });

  it("is refused with 400 by a handler holding another secret", async () => {
    const receiver = await handlerReceiver(() => Buffer.alloc(32, 1).toString("base64"));
    try {
      const delivery = await mock.triggerAlert(receiver.webhook.id, {}, { maxAttempts: 1 });
      expect(delivery.attempts.map((a) => a.status)).toEqual([400]);
      expect(receiver.alerts).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});

describe("validation of the recorded payloads", () => {
  it("keeps every recorded payload valid against WebhookNotification, starting with a Ping and an Alert of its own", async () => {
    const webhook = mock.registerWebhook({ name: "Recorded", url: receiver.url });
    await mock.triggerPing(webhook.id);
    await mock.triggerAlert(webhook.id);
    expect(mock.deliveries(webhook.id).map((d) => d.notification.eventType)).toEqual(["Ping", "Alert"]);
    const recorded = mock.listWebhooks().flatMap((w) => mock.deliveries(w.id));
    expect(recorded.length).toBeGreaterThanOrEqual(2);
    for (const delivery of recorded) expect(delivery.notification).toMatchSchema("WebhookNotification");
  });
});
