import type { IncomingHttpHeaders } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { FLEETKIT_VERSION } from "../../runtime/version.js";
import { backoffSchedule } from "../../runtime/webhooks/delivery-options.js";
import {
  WebhookConfigError,
  createAlert,
  createPing,
  createWebhookHandler,
  deliverWebhook,
  verifyWebhookSignature,
  type DeliverWebhookOptions,
} from "../../entries/webhooks.js";
import { toNodeListener } from "../../entries/node.js";
import { SECRET, listen, type TestServer } from "./helpers.js";

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A real local receiver answering attempt n with statuses[n] (the last one repeating) and recording every request. */
async function receiver(statuses: number[], extraHeaders: Record<string, string> = {}) {
  const received: Received[] = [];
  server = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses[Math.min(received.length, statuses.length) - 1] ?? 200, extraHeaders).end();
    });
  });
  return { url: `${server.url}/hook`, received };
}

const fast = {
  backoff: { baseMs: 1, factor: 2, maxMs: 5 },
  allowInsecureLoopback: true,
} satisfies Partial<DeliverWebhookOptions>;

describe("deliverWebhook against a real local receiver", () => {
  it("delivers on the first 2xx, to a createWebhookHandler receiver that verifies it", async () => {
    const seen: string[] = [];
    server = await listen(
      toNodeListener(createWebhookHandler({ secret: SECRET, onAlert: (alert) => void seen.push(alert.eventId) })),
    );
    const alert = createAlert();
    const report = await deliverWebhook({ ...fast, url: server.url, secret: SECRET, notification: alert });
    expect([report.delivered, report.attempts.map((a) => a.status)]).toEqual([true, [200]]);
    expect(seen).toEqual([alert.eventId]);
  });

  it("sends every header of reference 6.3, with X-Service-Request = eventId", async () => {
    const { url, received } = await receiver([204]);
    const alert = createAlert({ event: { orgId: 77 } });
    await deliverWebhook({ ...fast, url, secret: SECRET, notification: alert });
    const headers = received[0]!.headers;
    expect({
      method: "POST",
      contentType: headers["content-type"],
      userAgent: headers["user-agent"],
      requestId: headers["x-service-request"],
      orgId: headers["x-service-org-id"],
      eventType: headers["x-service-event-type"],
      timestamp: /^\d{10}$/.test(String(headers["x-service-timestamp"])),
      signature: /^v1=[0-9a-f]{64}$/.test(String(headers["x-service-signature"])),
    }).toEqual({
      method: "POST",
      contentType: "application/json",
      userAgent: `Service-Webhook/fleetkit-${FLEETKIT_VERSION}`,
      requestId: alert.eventId,
      orgId: "77",
      eventType: "Alert",
      timestamp: true,
      signature: true,
    });
    expect(JSON.parse(received[0]!.body.toString())).toEqual(alert);
  });

  it("sends the orgId option over the alert's own orgId, and for a Ping", async () => {
    const { url, received } = await receiver([200]);
    await deliverWebhook({ ...fast, url, secret: SECRET, notification: createPing(), orgId: "9001" });
    expect([received[0]!.headers["x-service-org-id"], received[0]!.headers["x-service-event-type"]]).toEqual([
      "9001",
      "Ping",
    ]);
  });

  it("sends the custom headers, all five", async () => {
    const { url, received } = await receiver([200]);
    const customHeaders = {
      "X-Auth-One": "1",
      "X-Auth-Two": "2",
      "X-Auth-Three": "3",
      "X-Auth-Four": "4",
      Authorization: "Bearer t",
    };
    await deliverWebhook({ ...fast, url, secret: SECRET, notification: createPing(), customHeaders });
    const h = received[0]!.headers;
    expect([h["x-auth-one"], h["x-auth-two"], h["x-auth-three"], h["x-auth-four"], h.authorization]).toEqual([
      "1",
      "2",
      "3",
      "4",
      "Bearer t",
    ]);
  });

  it("stops after 5 attempts when the receiver keeps failing", async () => {
    const { url, received } = await receiver([500]);
    const report = await deliverWebhook({ ...fast, url, secret: SECRET, notification: createPing() });
    expect([report.delivered, report.attempts.map((a) => a.attempt), received.length]).toEqual([
      false,
      [1, 2, 3, 4, 5],
      5,
    ]);
  });

  it("stops at the first 2xx", async () => {
    const { url, received } = await receiver([500, 503, 202, 500]);
    const report = await deliverWebhook({ ...fast, url, secret: SECRET, notification: createPing() });
    expect([report.delivered, report.attempts.map((a) => a.status), received.length]).toEqual([
      true,
      [500, 503, 202],
      3,
    ]);
  });

  it("honours a smaller maxAttempts", async () => {
    const { url, received } = await receiver([500]);
    const report = await deliverWebhook({ ...fast, url, secret: SECRET, notification: createPing(), maxAttempts: 2 });
    expect([report.attempts.length, received.length]).toEqual([2, 2]);
  });

  it("signs each attempt afresh: every signature verifies for its own timestamp", async () => {
    const { url, received } = await receiver([500]);
    let clock = 1_700_000_000_000;
    const body = JSON.stringify(createPing());
    await deliverWebhook({ ...fast, url, secret: SECRET, body, now: () => (clock += 60_000) });
    const timestamps = received.map((r) => r.headers["x-service-timestamp"]);
    expect(timestamps).toEqual(["1700000060", "1700000120", "1700000180", "1700000240", "1700000300"]);
    for (const r of received) {
      const at = Number(r.headers["x-service-timestamp"]) * 1000;
      expect(
        verifyWebhookSignature({ secret: SECRET, headers: r.headers, body: r.body, now: () => at }).timestampSeconds,
      ).toBe(at / 1000);
    }
    expect(new Set(received.map((r) => r.headers["x-service-signature"])).size).toBe(5);
  });

  it.each([301, 302, 307, 308])("counts a %s redirect as a failure and never follows it", async (status) => {
    const { url, received } = await receiver([status], { location: "/elsewhere" });
    const report = await deliverWebhook({ ...fast, url, secret: SECRET, notification: createPing(), maxAttempts: 2 });
    expect([report.delivered, report.attempts.map((a) => a.status)]).toEqual([false, [status, status]]);
    expect(received.map((r) => r.path)).toEqual(["/hook", "/hook"]);
  });

  it("sends a raw body byte for byte, signed as is", async () => {
    const { url, received } = await receiver([400]);
    const body = Buffer.from([0x7b, 0xff, 0x7d]);
    const report = await deliverWebhook({ ...fast, url, secret: SECRET, body, maxAttempts: 1 });
    expect([report.attempts[0]!.status, received[0]!.body.equals(body)]).toEqual([400, true]);
    expect(() =>
      verifyWebhookSignature({
        secret: SECRET,
        headers: received[0]!.headers,
        body: received[0]!.body,
        toleranceSeconds: 0,
      }),
    ).not.toThrow();
  });

  it("reports a refused connection as an error on every attempt", async () => {
    const { url } = await receiver([200]);
    await server!.close();
    server = undefined;
    const report = await deliverWebhook({ ...fast, url, secret: SECRET, notification: createPing(), maxAttempts: 2 });
    expect([
      report.delivered,
      report.attempts.map((a) => a.status),
      report.attempts.every((a) => /ECONNREFUSED|fetch failed/.test(a.error ?? "")),
    ]).toEqual([false, [undefined, undefined], true]);
  });

  it("reports a receiver that never answers as timed out", async () => {
    server = await listen(() => {});
    const report = await deliverWebhook({
      ...fast,
      url: server.url,
      secret: SECRET,
      notification: createPing(),
      maxAttempts: 1,
      timeoutMs: 100,
    });
    expect(report.attempts[0]?.error).toBe("timed out");
  });

  it("uses an injected fetch, with redirect: manual", async () => {
    const calls: RequestInit[] = [];
    const fakeFetch: typeof fetch = async (_url, init) => {
      calls.push(init ?? {});
      return new Response(null, { status: 200 });
    };
    const report = await deliverWebhook({
      url: "https://hooks.example.com/x",
      secret: SECRET,
      notification: createPing(),
      fetch: fakeFetch,
    });
    expect([report.delivered, calls[0]?.redirect, calls[0]?.method]).toEqual([true, "manual", "POST"]);
  });
});

describe("deliverWebhook refuses bad options before sending anything", () => {
  const ping = createPing();
  const cases: [name: string, options: Partial<DeliverWebhookOptions>, code: string][] = [
    ["maxAttempts 6", { maxAttempts: 6 }, "invalid_option"],
    ["maxAttempts 0", { maxAttempts: 0 }, "invalid_option"],
    ["maxAttempts 2.5", { maxAttempts: 2.5 }, "invalid_option"],
    [
      "six custom headers",
      { customHeaders: { a: "1", b: "2", c: "3", d: "4", e: "5", f: "6" } },
      "invalid_custom_headers",
    ],
    [
      "a custom X-Service-Signature",
      { customHeaders: { "X-Service-Signature": "v1=forged" } },
      "invalid_custom_headers",
    ],
    [
      "a custom x-service-timestamp (lowercase)",
      { customHeaders: { "x-service-timestamp": "1" } },
      "invalid_custom_headers",
    ],
    ["a custom User-Agent", { customHeaders: { "User-Agent": "curl" } }, "invalid_custom_headers"],
    ["a custom Content-Type", { customHeaders: { "content-type": "text/plain" } }, "invalid_custom_headers"],
    ["a custom Content-Length", { customHeaders: { "Content-Length": "1" } }, "invalid_custom_headers"],
    ["a custom Host", { customHeaders: { Host: "evil" } }, "invalid_custom_headers"],
    ["a header name with a space", { customHeaders: { "X Auth": "1" } }, "invalid_custom_headers"],
    ["a header value with CRLF", { customHeaders: { "X-Auth": "1\r\nX-Injected: 1" } }, "invalid_custom_headers"],
    ["the same header in two casings", { customHeaders: { "X-Auth": "1", "x-auth": "2" } }, "invalid_custom_headers"],
    ["plain http to a public host", { url: "http://example.com/hook", allowInsecureLoopback: true }, "insecure_url"],
    [
      "plain http to loopback without allowInsecureLoopback",
      { url: "http://127.0.0.1:9/hook", allowInsecureLoopback: false },
      "insecure_url",
    ],
    ["plain http to a private address", { url: "http://10.0.0.1/hook", allowInsecureLoopback: true }, "insecure_url"],
    ["an ftp URL", { url: "ftp://example.com/hook" }, "insecure_url"],
    ["a relative URL", { url: "/hook" }, "invalid_option"],
    ["an empty secret", { secret: "" }, "invalid_secret"],
    ["a non-Base64 secret", { secret: "not base64!" }, "invalid_secret"],
    [
      "an invalid notification",
      { notification: { ...ping, event: { text: "Pong" } } as unknown as DeliverWebhookOptions["notification"] },
      "invalid_notification",
    ],
    ["both notification and body", { body: "{}" }, "invalid_option"],
    ["neither notification nor body", { notification: undefined }, "invalid_option"],
    ["a backoff factor below 1", { backoff: { factor: 0.5 } }, "invalid_option"],
    ["a negative backoff base", { backoff: { baseMs: -1 } }, "invalid_option"],
    ["a zero timeout", { timeoutMs: 0 }, "invalid_option"],
    // A timer holds at most 2^31 - 1 ms; a longer one would fire after 1 ms.
    ["a timeout of 2^31 ms", { timeoutMs: 2 ** 31 }, "invalid_option"],
    ["a timeout of 5e9 ms", { timeoutMs: 5e9 }, "invalid_option"],
    ["a backoff maxMs of 2^31 ms", { backoff: { maxMs: 2 ** 31 } }, "invalid_option"],
    ["a backoff baseMs of 2^31 ms", { backoff: { baseMs: 2 ** 31 } }, "invalid_option"],
  ];
  it.each(cases)("%s", async (_name, overrides, code) => {
    const { url, received } = await receiver([200]);
    const options = { url, secret: SECRET, notification: ping, allowInsecureLoopback: true, ...overrides };
    const error = await deliverWebhook(options).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error, "expected a WebhookConfigError").toBeInstanceOf(WebhookConfigError);
    expect((error as WebhookConfigError).code).toBe(code);
    expect(received.length).toBe(0);
  });

  it.each([
    ["a user name and password", "user:hunter2@"],
    ["a percent-encoded password", "user:hunt%65r2@"],
    ["a user name alone (a token)", "hunter2@"],
  ])("refuses a URL with %s, never naming it, before any attempt", async (_name, credentials) => {
    const { url, received } = await receiver([200]);
    const withCredentials = url.replace("//", `//${credentials}`);
    const error = await deliverWebhook({ ...fast, url: withCredentials, secret: SECRET, notification: ping }).then(
      (report) => report.attempts.map((a) => a.error),
      (e: unknown) => e,
    );
    expect(error, "expected a WebhookConfigError, got this report's attempt errors").toBeInstanceOf(WebhookConfigError);
    expect([(error as WebhookConfigError).code, received.length]).toEqual(["invalid_option", 0]);
    expect(JSON.stringify({ ...(error as WebhookConfigError), message: (error as Error).message })).not.toMatch(/hunt/);
  });

  it("does not echo the credentials of a URL that does not parse", async () => {
    const error = await deliverWebhook({
      url: "https://user:hunter2@exa mple.com/hook",
      secret: SECRET,
      notification: ping,
    }).catch((e: unknown) => e);
    expect([(error as WebhookConfigError).code, (error as Error).message.includes("hunter2")]).toEqual([
      "invalid_option",
      false,
    ]);
  });

  it.each(["http://127.0.0.1", "http://localhost", "http://[::1]"])(
    "allows %s with allowInsecureLoopback",
    async (origin) => {
      const fakeFetch: typeof fetch = async () => new Response(null, { status: 200 });
      const report = await deliverWebhook({
        url: `${origin}:1/hook`,
        secret: SECRET,
        notification: ping,
        allowInsecureLoopback: true,
        fetch: fakeFetch,
      });
      expect(report.delivered).toBe(true);
    },
  );
});

describe("backoff schedule", () => {
  it("grows by factor from baseMs and is capped at maxMs", () => {
    const wait = backoffSchedule({ baseMs: 100, factor: 3, maxMs: 1000 });
    expect([1, 2, 3, 4].map(wait)).toEqual([100, 300, 900, 1000]);
  });

  it("defaults to 1 s doubling up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6].map(backoffSchedule())).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
  });
});
