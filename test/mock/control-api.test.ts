import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "../../generated/validators.js";
import { installMatchers, type MockServer } from "../../testing/index.js";
import { call, errorCode, DAY_MS, startMock, startReceiver } from "./helpers.js";

installMatchers(expect);

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/** A control-API request: no token, JSON in and out. */
const control = (path: string, method = "GET", body?: unknown) =>
  call(mock, `/__mock${path}`, { token: null, method, ...(body !== undefined && { body }) });

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
    expect(errorCode(response)).toBe("invalid_request");
    expect(response.body.message).toContain("Read Nothing");
  });
});

describe("control API: clock", () => {
  it("moves the clock so a cursor expires", async () => {
    const cursor = (await call(mock, "/fleet/vehicles?limit=5")).body.pagination.endCursor;
    const moved = await control("/clock", "POST", { advanceMs: 31 * DAY_MS });
    expect(moved.body.nowMs).toBe(mock.clock.now());
    try {
      expect(errorCode(await call(mock, `/fleet/vehicles?limit=5&after=${encodeURIComponent(cursor)}`))).toBe(
        "cursor_expired",
      );
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
    expect(errorCode(await control("/clock", "POST", { days: 3 }))).toBe("invalid_request");
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

  it("registers with the documented fields { name, url, customHeaders: [{ key, value }], eventTypes, version }", async () => {
    const body = {
      name: "documented",
      url: "https://hooks.example.com/doc",
      customHeaders: [{ key: "X-Team", value: "ops" }],
      eventTypes: ["DriverCreated"],
      version: "2024-02-27",
    };
    const response = await control("/webhooks", "POST", body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ...body, id: expect.any(String), secretKey: expect.any(String) });
    expect(response.body).toMatchSchema("Webhook");
  });

  it("answers 400 invalid_request for an insecure URL and 404 for an unknown webhook", async () => {
    expect(errorCode(await control("/webhooks", "POST", { name: "x", url: "http://example.com/" }))).toBe(
      "invalid_request",
    );
    expect((await control("/webhooks/wh_404/ping", "POST")).status).toBe(404);
  });

  it("answers 400 invalid_request for delivery options out of range", async () => {
    const webhook = (await control("/webhooks", "POST", { name: "opts", url: "https://hooks.example.com/" })).body;
    const response = await control(`/webhooks/${webhook.id}/ping`, "POST", { maxAttempts: 9 });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/maxAttempts/);
  });
});

describe("control API: data", () => {
  it("changes a vehicle so the feed reports it", async () => {
    let cursor = "";
    for (;;) {
      const page = (await call(mock, `/fleet/vehicles/locations/feed?after=${encodeURIComponent(cursor)}`)).body;
      cursor = page.pagination.endCursor;
      if (!page.pagination.hasNextPage) break;
    }
    const vehicle = mock.list("vehicles")[3]!;
    const patched = await control(`/vehicles/${vehicle.id}`, "PATCH", { name: "Patched over HTTP" });
    expect(patched.body.name).toBe("Patched over HTTP");
    const feed = await call(mock, `/fleet/vehicles/locations/feed?after=${encodeURIComponent(cursor)}`);
    expect(feed.body.data.map((v: { id: string }) => v.id)).toEqual([vehicle.id]);
  });

  it("lists what a token may see", async () => {
    const tagLimited = mock.tokens.tagLimited!;
    const response = await control(`/data/vehicles?token=${tagLimited.id}`);
    expect(response.body.data.length).toBe(mock.list("vehicles", { token: tagLimited.token }).length);
    expect(
      response.body.data.every((v: { tagIds: string[] }) => v.tagIds.some((t) => tagLimited.tagIds.includes(t))),
    ).toBe(true);
  });

  it("answers 400 invalid_request for an unknown collection", async () => {
    expect(errorCode(await control("/data/spaceships"))).toBe("invalid_request");
  });
});

describe("control API: input of the wrong type or shape is refused, never ignored", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let webhookId: string;
  beforeAll(async () => {
    // A loopback receiver: if a case were wrongly accepted, its delivery would arrive here at once.
    receiver = await startReceiver();
    webhookId = mock.registerWebhook({ name: "input-checks", url: receiver.url }).id;
  });
  afterAll(() => receiver.close());

  const vehicleId = () => mock.list("vehicles")[0]!.id;
  const CASES: [string, { method: string; path: () => string; body?: unknown }, RegExp][] = [
    [
      "an alert event that is a string",
      { method: "POST", path: () => `/webhooks/${webhookId}/alert`, body: { event: "xx" } },
      /event must be a JSON object .*the string "xx"/,
    ],
    [
      "an alert event that is an array",
      { method: "POST", path: () => `/webhooks/${webhookId}/alert`, body: { event: ["x"] } },
      /event must be a JSON object .*an array/,
    ],
    [
      "an alert event that is null",
      { method: "POST", path: () => `/webhooks/${webhookId}/alert`, body: { event: null } },
      /event must be a JSON object .*null/,
    ],
    [
      "maxAttempts as a string",
      { method: "POST", path: () => `/webhooks/${webhookId}/ping`, body: { maxAttempts: "3" } },
      /maxAttempts must be an integer, got the string "3"/,
    ],
    [
      "timeoutMs as a string",
      { method: "POST", path: () => `/webhooks/${webhookId}/ping`, body: { timeoutMs: "10" } },
      /timeoutMs must be an integer/,
    ],
    [
      "backoff as a string",
      { method: "POST", path: () => `/webhooks/${webhookId}/ping`, body: { backoff: "fast" } },
      /backoff must be a JSON object/,
    ],
    [
      "backoff.baseMs as a string",
      { method: "POST", path: () => `/webhooks/${webhookId}/ping`, body: { backoff: { baseMs: "1" } } },
      /backoff\.baseMs must be a number/,
    ],
    [
      "an unknown backoff field",
      { method: "POST", path: () => `/webhooks/${webhookId}/ping`, body: { backoff: { base: 1 } } },
      /backoff has the unknown field "base"/,
    ],
    [
      "an unknown trigger field",
      { method: "POST", path: () => `/webhooks/${webhookId}/ping`, body: { attempts: 1 } },
      /unknown field "attempts"/,
    ],
    [
      "a misspelt token field (scope for scopes)",
      { method: "POST", path: () => "/tokens", body: { name: "typo", scope: ["Read Vehicles"] } },
      /unknown field "scope"; it takes only name, scopes, tagIds, token/,
    ],
    [
      "scopes that are a string",
      { method: "POST", path: () => "/tokens", body: { name: "str", scopes: "Read Vehicles" } },
      /scopes must be an array/,
    ],
    [
      "a body for regenerate",
      { method: "POST", path: () => `/tokens/${mock.tokens.defaultRead!.id}/regenerate`, body: { token: "mine" } },
      /unknown field "token"; it takes no fields/,
    ],
    [
      "a webhook url that is an array",
      { method: "POST", path: () => "/webhooks", body: { name: "arr", url: ["https://hooks.example.com/"] } },
      /url must be a string, got an array/,
    ],
    [
      "an unknown webhook field",
      { method: "POST", path: () => "/webhooks", body: { name: "h", url: "https://hooks.example.com/", header: {} } },
      /unknown field "header"/,
    ],
    [
      "advanceMs that is not an integer",
      { method: "POST", path: () => "/clock", body: { advanceMs: 1.5 } },
      /advanceMs must be an integer, got 1\.5/,
    ],
    [
      "advanceMs as a string",
      { method: "POST", path: () => "/clock", body: { advanceMs: "5" } },
      /advanceMs must be an integer, got the string "5"/,
    ],
    [
      "both advanceMs and nowMs",
      { method: "POST", path: () => "/clock", body: { advanceMs: 1, nowMs: 5 } },
      /advanceMs or nowMs, not both/,
    ],
    [
      "includeInactive other than true or false",
      { method: "GET", path: () => "/data/vehicles?includeInactive=yes" },
      /includeInactive must be true or false, got "yes"/,
    ],
    [
      "a query parameter the route does not take",
      { method: "GET", path: () => "/data/vehicles?tokn=x" },
      /only the query parameters token, includeInactive, got "tokn"/,
    ],
    [
      "a query parameter given twice",
      { method: "GET", path: () => "/data/vehicles?includeInactive=true&includeInactive=false" },
      /includeInactive is given 2 times/,
    ],
    ["a query on a route without one", { method: "GET", path: () => "/tokens?all=true" }, /takes no query parameters/],
    [
      "a vehicle name that is a number",
      { method: "PATCH", path: () => `/vehicles/${vehicleId()}`, body: { name: 5 } },
      /name must be a string, got 5/,
    ],
    [
      "a vehicle year that is a string",
      { method: "POST", path: () => "/vehicles", body: { year: "2020" } },
      /year must be an integer, got the string "2020"/,
    ],
    [
      "a changed vehicle id",
      { method: "PATCH", path: () => `/vehicles/${vehicleId()}`, body: { id: "other" } },
      /id cannot change/,
    ],
    [
      "a vehicle body that is an array",
      { method: "PATCH", path: () => `/vehicles/${vehicleId()}`, body: [{ name: "x" }] },
      /the body must be a JSON object, got an array/,
    ],
  ];

  it.each(CASES)("answers 400 invalid_request naming the problem for %s", async (_, request, message) => {
    const before = {
      received: receiver.received.length,
      now: mock.clock.now(),
      tokens: JSON.stringify(mock.tokens),
      vehicles: JSON.stringify(mock.list("vehicles")),
    };
    const response = await control(request.path(), request.method, request.body);
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_request");
    expect(response.body.message).toMatch(message);
    expect(
      {
        received: receiver.received.length,
        now: mock.clock.now(),
        tokens: JSON.stringify(mock.tokens),
        vehicles: JSON.stringify(mock.list("vehicles")),
      },
      "nothing changed",
    ).toEqual(before);
  });

  it("answers 400 invalid_request, not 500, for a path segment that is not valid percent-encoding", async () => {
    const response = await control("/tokens/%zz", "DELETE");
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_request");
    expect(response.body.message).toContain('"%zz" is not valid percent-encoding');
  });

  it("still decodes a valid percent-encoded segment", async () => {
    const created = (await control("/tokens", "POST", { name: "encoded" })).body;
    expect((await control(`/tokens/${encodeURIComponent(created.id).replace("_", "%5F")}`, "DELETE")).status).toBe(200);
  });
});

describe("control API: routing", () => {
  it("answers 404 for a path it does not have and 405 for a wrong method", async () => {
    expect((await control("/nothing")).status).toBe(404);
    expect((await control("/tokens", "PUT")).status).toBe(405);
  });

  it("answers 400 invalid_request for a body that is not a JSON object", async () => {
    expect(errorCode(await control("/tokens", "POST", [1, 2]))).toBe("invalid_request");
  });

  it("reports the mock's state at /__mock", async () => {
    const response = await control("");
    expect(response.body).toMatchObject({
      baseUrl: mock.baseUrl,
      seed: 1,
      tokens: expect.arrayContaining(["fullAccess", "defaultRead", "tagLimited"]),
    });
  });
});
