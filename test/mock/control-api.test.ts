import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "../../generated/validators.js";
import { installMatchers, type MockServer } from "../../testing/index.js";
import { call, DAY_MS, startMock, startReceiver } from "./helpers.js";

installMatchers(expect);

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/** A control-API request: no token, JSON in and out. */
const control = (path: string, method = "GET", body?: unknown) => call(mock, `/__mock${path}`, { token: null, method, ...(body !== undefined && { body }) });

describe("control API: tokens", () => {
  it("creates a token (201) whose record is a valid ApiToken with its string", async () => {
    const response = await control("/tokens", "POST", { name: "ci", scopes: ["Read Vehicles"], tagIds: [] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchSchema("ApiToken");
    expect((await call(mock, "/vehicles", { token: response.body.token })).status).toBe(200);
  });

  it("lists tokens without their strings (reference 5.3: shown once)", async () => {
    const response = await control("/tokens");
    expect(response.body.data.length).toBeGreaterThan(0);
    for (const token of response.body.data) {
      expect(token).not.toHaveProperty("token");
      expect(validate("ApiToken", token).valid).toBe(true);
    }
  });

  it("regenerates by ID: the old string gets 401 at once", async () => {
    const created = (await control("/tokens", "POST", { name: "rotate-me" })).body;
    const regenerated = await control(`/tokens/${created.id}/regenerate`, "POST");
    expect(regenerated.status).toBe(200);
    expect((await call(mock, "/vehicles", { token: created.token })).status).toBe(401);
    expect((await call(mock, "/vehicles", { token: regenerated.body.token })).status).toBe(200);
  });

  it("deletes a token", async () => {
    const created = (await control("/tokens", "POST", { name: "delete-me" })).body;
    expect((await control(`/tokens/${created.id}`, "DELETE")).status).toBe(200);
    expect((await call(mock, "/vehicles", { token: created.token })).status).toBe(401);
  });

  it("answers 400 invalid_request for an unknown scope", async () => {
    const response = await control("/tokens", "POST", { name: "bad", scopes: ["Read Nothing"] });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("Read Nothing") });
  });
});

describe("control API: clock", () => {
  it("moves the clock so a cursor expires", async () => {
    const cursor = (await call(mock, "/fleet/vehicles?limit=5")).body.pagination.endCursor;
    const moved = await control("/clock", "POST", { advanceMs: 31 * DAY_MS });
    expect(moved.body.nowMs).toBe(mock.clock.now());
    try {
      expect((await call(mock, `/fleet/vehicles?limit=5&after=${encodeURIComponent(cursor)}`)).body.error.code).toBe("cursor_expired");
    } finally {
      mock.clock.advance(-31 * DAY_MS);
    }
  });

  it("sets the clock to an epoch millisecond", async () => {
    const response = await control("/clock", "POST", { nowMs: Date.UTC(2030, 0, 1) });
    expect(response.body).toEqual({ nowMs: Date.UTC(2030, 0, 1), iso: "2030-01-01T00:00:00.000Z" });
    await control("/clock", "POST", { nowMs: Date.UTC(2026, 0, 1) });
  });

  it("answers 400 invalid_request for a body without advanceMs or nowMs", async () => {
    expect((await control("/clock", "POST", { days: 3 })).body.error.code).toBe("invalid_request");
  });
});

describe("control API: webhooks", () => {
  it("registers a webhook and triggers a Ping that arrives signed", async () => {
    const receiver = await startReceiver();
    try {
      const webhook = await control("/webhooks", "POST", { name: "http", url: receiver.url });
      expect(webhook.status).toBe(201);
      const ping = await control(`/webhooks/${webhook.body.id}/ping`, "POST");
      expect(ping.body.delivered).toBe(true);
      expect(receiver.received[0]).toBeSignedWebhook(webhook.body.secretKey);
      const detail = await control(`/webhooks/${webhook.body.id}`);
      expect(detail.body.deliveries).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it("triggers an Alert with event fields from the body", async () => {
    const receiver = await startReceiver();
    try {
      const webhook = (await control("/webhooks", "POST", { name: "alerts", url: receiver.url })).body;
      const alert = await control(`/webhooks/${webhook.id}/alert`, "POST", { event: { summary: "Custom summary" } });
      expect(alert.body.notification.event.summary).toBe("Custom summary");
      expect(JSON.parse(receiver.received[0]!.body).event.summary).toBe("Custom summary");
    } finally {
      await receiver.close();
    }
  });

  it("answers 400 invalid_request for an insecure URL and 404 for an unknown webhook", async () => {
    expect((await control("/webhooks", "POST", { name: "x", url: "http://example.com/" })).body.error.code).toBe("invalid_request");
    expect((await control("/webhooks/wh_404/ping", "POST")).status).toBe(404);
  });

  it("answers 400 invalid_request for delivery options out of range", async () => {
    const webhook = (await control("/webhooks", "POST", { name: "opts", url: "https://hooks.example.com/" })).body;
    const response = await control(`/webhooks/${webhook.id}/ping`, "POST", { maxAttempts: 9 });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/maxAttempts/);
  });
});

describe("control API: data", () => {
  it("changes a vehicle so the feed reports it", async () => {
    let cursor = "";
    for (;;) {
      const page = (await call(mock, `/fleet/vehicles/feed?after=${encodeURIComponent(cursor)}`)).body;
      cursor = page.pagination.endCursor;
      if (!page.pagination.hasNextPage) break;
    }
    const vehicle = mock.list("vehicles")[3]!;
    const patched = await control(`/vehicles/${vehicle.id}`, "PATCH", { name: "Patched over HTTP" });
    expect(patched.body.name).toBe("Patched over HTTP");
    const feed = await call(mock, `/fleet/vehicles/feed?after=${encodeURIComponent(cursor)}`);
    expect(feed.body.data.map((v: { id: string }) => v.id)).toEqual([vehicle.id]);
  });

  it("lists what a token may see", async () => {
    const tagLimited = mock.tokens.tagLimited!;
    const response = await control(`/data/vehicles?token=${tagLimited.id}`);
    expect(response.body.data.length).toBe(mock.list("vehicles", { token: tagLimited.token }).length);
    expect(response.body.data.every((v: { tagIds: string[] }) => v.tagIds.some((t) => tagLimited.tagIds.includes(t)))).toBe(true);
  });

  it("answers 400 invalid_request for an unknown collection", async () => {
    expect((await control("/data/spaceships")).body.error.code).toBe("invalid_request");
  });
});

describe("control API: routing", () => {
  it("answers 404 for a path it does not have and 405 for a wrong method", async () => {
    expect((await control("/nothing")).status).toBe(404);
    expect((await control("/tokens", "PUT")).status).toBe(405);
  });

  it("answers 400 invalid_request for a body that is not a JSON object", async () => {
    expect((await control("/tokens", "POST", [1, 2])).body.error.code).toBe("invalid_request");
  });

  it("reports the mock's state at /__mock", async () => {
    const response = await control("");
    expect(response.body).toMatchObject({ baseUrl: mock.baseUrl, seed: 1, tokens: expect.arrayContaining(["fullAccess", "defaultRead", "tagLimited"]) });
  });
});
