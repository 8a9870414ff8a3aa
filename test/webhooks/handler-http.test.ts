import { afterEach, describe, expect, it } from "vitest";
import {
  WebhookVerificationError,
  type WebhookHandlerError,
  createMemoryDedupeStore,
  createWebhookHandler,
  type WebhookHandlerOptions,
} from "../../entries/webhooks.js";
import {
  NOW_SECONDS,
  PING_BODY,
  SECRET,
  alertBody,
  listen,
  now,
  signedHeaders,
  type TestServer,
  HANDLER_PATHS,
  nodeListenerOn,
  type HandlerPath,
} from "./helpers.js";

// Every request here goes through a real Node http server on 127.0.0.1 via toNodeListener.
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A handler with these options, served on either of toNodeListener's paths. */
async function serveWith(path: HandlerPath, options: Partial<WebhookHandlerOptions>): Promise<TestServer> {
  const handler = createWebhookHandler({ secret: SECRET, now, ...options });
  server = await listen(nodeListenerOn(path, handler));
  return server;
}

function post(url: string, body: string, headers: Record<string, string> = signedHeaders(body)) {
  return fetch(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
    redirect: "manual",
  });
}

async function answer(response: Response): Promise<{ status: number; error?: string; duplicate?: boolean }> {
  const body = (await response.json()) as { error?: string; duplicate?: boolean };
  return { status: response.status, ...body };
}

describe.each(HANDLER_PATHS)("createWebhookHandler over Node http: statuses, %s", (path) => {
  const serve = (options: Partial<WebhookHandlerOptions> = {}) => serveWith(path, options);

  it("200 for a valid Ping, which reaches onPing with its context", async () => {
    const seen: unknown[] = [];
    const { url } = await serve({
      onPing: (ping, context) =>
        void seen.push(ping.event.text, context.requestId, context.orgId, context.timestampSeconds),
    });
    const response = await post(url, PING_BODY, {
      ...signedHeaders(PING_BODY),
      "x-service-request": "req-1",
      "x-service-org-id": "42",
    });
    expect(await answer(response)).toEqual({ status: 200, received: true });
    expect(seen).toEqual(["Ping", "req-1", "42", NOW_SECONDS]);
  });

  it("200 for a valid Alert, which reaches onAlert only", async () => {
    const seen: string[] = [];
    const { url } = await serve({
      onAlert: (alert) => void seen.push(`alert ${alert.event.alertConditionId}`),
      onNotification: () => void seen.push("fallback"),
    });
    expect((await post(url, alertBody())).status).toBe(200);
    expect(seen).toEqual(["alert DeviceLocationInsideGeofence"]);
  });

  it("200 with onNotification as the fallback for a type without its own callback", async () => {
    const seen: string[] = [];
    const { url } = await serve({
      onAlert: () => void seen.push("alert"),
      onNotification: (n) => void seen.push(`fallback ${n.eventType}`),
    });
    expect((await post(url, PING_BODY)).status).toBe(200);
    expect(seen).toEqual(["fallback Ping"]);
  });

  it("200 once an async callback has resolved, not before", async () => {
    let finished = false;
    const { url } = await serve({
      onPing: async () => {
        await new Promise((r) => setTimeout(r, 50));
        finished = true;
      },
    });
    expect((await post(url, PING_BODY)).status).toBe(200);
    expect(finished).toBe(true);
  });

  it.each(["GET", "PUT", "DELETE", "PATCH"])("405 with Allow: POST for %s", async (method) => {
    const { url } = await serve();
    const response = await fetch(url, { method, redirect: "manual", ...(method === "GET" ? {} : { body: PING_BODY }) });
    expect([response.status, response.headers.get("allow")]).toEqual([405, "POST"]);
    await response.body?.cancel();
  });

  it("405 without a body for HEAD", async () => {
    const { url } = await serve();
    const response = await fetch(url, { method: "HEAD" });
    expect([response.status, await response.text()]).toEqual([405, ""]);
  });

  const badRequests: [name: string, body: string, headers: Record<string, string>, code: string][] = [
    ["missing signature headers", PING_BODY, {}, "missing_header"],
    ["a signature mismatch", PING_BODY, signedHeaders(`${PING_BODY} `), "signature_mismatch"],
    [
      "a v0= signature",
      PING_BODY,
      { ...signedHeaders(PING_BODY), "x-service-signature": `v0=${"0".repeat(64)}` },
      "unsupported_version",
    ],
    ["a stale timestamp", PING_BODY, signedHeaders(PING_BODY, String(NOW_SECONDS - 301)), "timestamp_out_of_tolerance"],
    ["a signed body that is not JSON", "not json", signedHeaders("not json"), "invalid_json"],
    ["a signed empty body", "", signedHeaders(""), "invalid_json"],
    ["signed JSON that is not an object", "[1,2]", signedHeaders("[1,2]"), "invalid_payload"],
  ];
  it.each(badRequests)("400 for %s, naming the code", async (_name, body, headers, code) => {
    let called = false;
    const { url } = await serve({
      onNotification: () => {
        called = true;
      },
    });
    expect(await answer(await post(url, body, headers))).toMatchObject({ status: 400, error: code });
    expect(called).toBe(false);
  });

  it("400 for an unknown alert condition with unknownAlertCondition: reject", async () => {
    const { url } = await serve({
      unknownAlertCondition: "reject",
      onAlert: () => {
        throw new Error("must not be called");
      },
    });
    expect(await answer(await post(url, alertBody("DeviceHarshBraking")))).toMatchObject({
      status: 400,
      error: "unknown_alert_condition",
    });
  });

  it.each(["DeviceLocationInsideGeofence", "DeviceSpeedAboveSpeedLimit"])(
    "200 for the known condition %s with unknownAlertCondition: reject",
    async (condition) => {
      const { url } = await serve({ unknownAlertCondition: "reject" });
      expect((await post(url, alertBody(condition))).status).toBe(200);
    },
  );

  it("200 for an unknown alert condition by default, passed to onAlert", async () => {
    const seen: string[] = [];
    const { url } = await serve({ onAlert: (alert) => void seen.push(alert.event.alertConditionId) });
    expect((await post(url, alertBody("DeviceHarshBraking"))).status).toBe(200);
    expect(seen).toEqual(["DeviceHarshBraking"]);
  });

  it("500 when the callback throws, without leaking its message", async () => {
    const { url } = await serve({
      onPing: () => {
        throw new Error("database password is hunter2");
      },
    });
    const response = await post(url, PING_BODY);
    const text = await response.text();
    expect([response.status, text.includes("hunter2")]).toEqual([500, false]);
  });

  it("500 when an async callback rejects", async () => {
    const { url } = await serve({ onPing: async () => Promise.reject(new Error("later")) });
    expect((await post(url, PING_BODY)).status).toBe(500);
  });

  it("onError sees the error behind a 400 and a 500, and a throwing onError changes nothing", async () => {
    const seen: unknown[] = [];
    const { url } = await serve({
      onPing: () => {
        throw new Error("callback failed");
      },
      onError: (error) => {
        seen.push(error instanceof WebhookVerificationError ? error.code : (error as Error).message);
        throw new Error("logger down");
      },
    });
    expect((await post(url, PING_BODY, {})).status).toBe(400);
    expect((await post(url, PING_BODY)).status).toBe(500);
    expect(seen).toEqual(["missing_header", "callback failed"]);
  });
});

describe.each(HANDLER_PATHS)("createWebhookHandler over Node http: duplicate deliveries, %s", (path) => {
  const serve = (options: Partial<WebhookHandlerOptions> = {}) => serveWith(path, options);

  it("answers a retry of an accepted notification 200 without calling back again", async () => {
    let calls = 0;
    const { url } = await serve({ dedupe: createMemoryDedupeStore(), onPing: () => void calls++ });
    expect(await answer(await post(url, PING_BODY))).toEqual({ status: 200, received: true });
    expect(await answer(await post(url, PING_BODY))).toEqual({ status: 200, received: true, duplicate: true });
    expect(calls).toBe(1);
  });

  it("calls back again after a failed attempt, since it was never marked as seen", async () => {
    let calls = 0;
    const { url } = await serve({
      dedupe: createMemoryDedupeStore(),
      onPing: () => {
        if (++calls === 1) throw new Error("first attempt fails");
      },
    });
    expect((await post(url, PING_BODY)).status).toBe(500);
    expect((await post(url, PING_BODY)).status).toBe(200);
    expect(calls).toBe(2);
  });

  it("tells different eventIds apart", async () => {
    let calls = 0;
    const { url } = await serve({ dedupe: createMemoryDedupeStore(), onAlert: () => void calls++ });
    await post(url, alertBody(undefined, "evt-1"));
    await post(url, alertBody(undefined, "evt-2"));
    expect(calls).toBe(2);
  });

  it("falls back to X-Service-Request when eventId is empty", async () => {
    let calls = 0;
    const body = alertBody(undefined, "");
    const { url } = await serve({ dedupe: createMemoryDedupeStore(), onAlert: () => void calls++ });
    const headers = (request: string) => ({ ...signedHeaders(body), "x-service-request": request });
    await post(url, body, headers("req-1"));
    expect(await answer(await post(url, body, headers("req-1")))).toMatchObject({ duplicate: true });
    await post(url, body, headers("req-2"));
    expect(calls).toBe(2);
  });

  it("409 for a retry arriving while the first delivery is still being processed", async () => {
    let release!: () => void;
    let entered!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inCallback = new Promise<void>((resolve) => (entered = resolve));
    const { url } = await serve({
      dedupe: createMemoryDedupeStore(),
      onPing: () => {
        entered();
        return gate;
      },
    });
    const first = post(url, PING_BODY);
    await inCallback;
    expect((await post(url, PING_BODY)).status).toBe(409);
    release();
    expect((await first).status).toBe(200);
  });

  it("500 when the dedupe store fails, without running the callback, and onError hears dedupe_store_failed", async () => {
    let calls = 0;
    const seen: unknown[] = [];
    const failing = {
      claim: async () => {
        throw new Error("redis down");
      },
      complete: () => {},
      release: () => {},
    };
    const { url } = await serve({
      dedupe: failing,
      onPing: () => void calls++,
      onError: (error) => void seen.push((error as WebhookHandlerError).code),
    });
    expect(await answer(await post(url, PING_BODY))).toMatchObject({ status: 500, error: "dedupe_store_failed" });
    expect([calls, seen]).toEqual([0, ["dedupe_store_failed"]]);
  });

  it("dedupes with a per-process memory store when none is given", async () => {
    let calls = 0;
    const { url } = await serve({ onPing: () => void calls++ });
    await post(url, PING_BODY);
    expect(await answer(await post(url, PING_BODY))).toMatchObject({ status: 200, duplicate: true });
    expect(calls).toBe(1);
  });

  it("runs every delivery with dedupe: false", async () => {
    let calls = 0;
    const { url } = await serve({ dedupe: false, onPing: () => void calls++ });
    expect(await answer(await post(url, PING_BODY))).toEqual({ status: 200, received: true });
    expect(await answer(await post(url, PING_BODY))).toEqual({ status: 200, received: true });
    expect(calls).toBe(2);
  });

  it("refuses a has/add store of earlier versions at creation, naming the methods", () => {
    const old = { has: () => false, add: () => {} };
    expect(() => createWebhookHandler({ secret: SECRET, dedupe: old as never })).toThrow(
      /claim\(key, leaseMs\), complete\(key\) and release\(key\)/,
    );
  });
});

describe.each(HANDLER_PATHS)(
  "toNodeListener behind a framework that already read the body (Express-style req.body), %s",
  (path) => {
    /** Reads the whole body first, as express.raw/text/json do, and stores `parse(bytes)` on req.body. */
    async function serveAfterBodyParser(
      parse: (bytes: Buffer) => unknown,
      options: Partial<WebhookHandlerOptions> = {},
    ) {
      const handler = createWebhookHandler({ secret: SECRET, now, ...options });
      const listener = nodeListenerOn(path, handler);
      server = await listen((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          (req as { body?: unknown }).body = parse(Buffer.concat(chunks));
          listener(req, res);
        });
      });
      return server;
    }

    it.each([
      ["a Buffer (express.raw)", (bytes: Buffer) => bytes],
      ["a string (express.text)", (bytes: Buffer) => bytes.toString("utf8")],
    ])("verifies req.body given as %s", async (_name, parse) => {
      const { url } = await serveAfterBodyParser(parse);
      expect((await post(url, PING_BODY)).status).toBe(200);
    });

    it("answers 400 body_not_raw, with the fix, when req.body was parsed (express.json)", async () => {
      const seen: unknown[] = [];
      const { url } = await serveAfterBodyParser((bytes) => JSON.parse(bytes.toString()), {
        onError: (error) => void seen.push((error as WebhookVerificationError).code),
      });
      const response = await post(url, PING_BODY);
      const body = (await response.json()) as { error: string; message: string };
      expect([response.status, body.error]).toEqual([400, "body_not_raw"]);
      expect(body.message).toMatch(/express\.raw/);
      expect(seen).toEqual(["body_not_raw"]);
    });

    it("answers 400 body_not_raw when middleware consumed the body without keeping it", async () => {
      const { url } = await serveAfterBodyParser(() => undefined);
      const response = await post(url, PING_BODY);
      expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([400, "body_not_raw"]);
    });

    it("answers 405 before looking at a parsed req.body", async () => {
      const { url } = await serveAfterBodyParser((bytes) => JSON.parse(bytes.toString()));
      const response = await fetch(url, { method: "PUT", body: PING_BODY, headers: signedHeaders(PING_BODY) });
      expect([response.status, response.headers.get("allow")]).toEqual([405, "POST"]);
    });

    it("answers 413 for a pre-read body over the limit", async () => {
      const { url } = await serveAfterBodyParser((bytes) => bytes, { maxBodyBytes: 64 });
      expect((await post(url, PING_BODY)).status).toBe(413);
    });
  },
);
