import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import {
  WebhookConfigError,
  WebhookHandlerError,
  createWebhookHandler,
  verifyWebhook,
  type WebhookHandlerOptions,
} from "../../entries/webhooks.js";
import { expectRejection } from "./expect-rejection.js";
import {
  NOW_SECONDS,
  PING_BODY,
  SECRET,
  listen,
  now,
  signedHeaders,
  type TestServer,
  HANDLER_PATHS,
  countingBodyBytes,
  nodeListenerOn,
  type HandlerPath,
} from "./helpers.js";

// Issue 13, the receiver's risks: each closed by an option with a safe default, each tested
// against a real server on 127.0.0.1 with a client that misbehaves on purpose.
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server that also counts the body bytes Node actually read from the socket. */
async function serve(path: HandlerPath, options: Partial<WebhookHandlerOptions>) {
  const errors: unknown[] = [];
  const counter = { bytesRead: 0 };
  const handler = createWebhookHandler({
    secret: SECRET,
    now,
    onError: (error) => void errors.push(error),
    ...options,
  });
  const listener = nodeListenerOn(path, handler);
  server = await listen(countingBodyBytes(listener, counter));
  return { port: server.port, url: server.url, errors, counter };
}

interface Answer {
  status: number;
  body: { error?: string };
  connection: string | undefined;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
}

/** Sends the headers and `sent` bytes of a body declared `declared` bytes long, and never the rest. */
function stall(port: number, headers: Record<string, string>, declared: number, sent: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/",
      headers: { ...headers, "content-type": "application/json", "content-length": String(declared) },
    });
    req.on("socket", (socket) => {
      const closed = new Promise<void>((done) => socket.once("close", () => done()));
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as { error?: string },
            connection: res.headers.connection,
            closed,
          }),
        );
      });
    });
    req.on("error", reject);
    req.flushHeaders();
    if (sent) req.write(sent);
  });
}

describe.each(HANDLER_PATHS)("the timestamp's age is checked before the body is read, %s", (path) => {
  it("400 timestamp_out_of_tolerance for a 1970 timestamp while the 1 MiB body is still unsent, reading none of it", async () => {
    const { port, counter } = await serve(path, {});
    const answer = await stall(port, signedHeaders("whatever", "1"), 1024 * 1024, "");
    expect([answer.status, answer.body.error, answer.connection]).toEqual([400, "timestamp_out_of_tolerance", "close"]);
    expect(counter.bytesRead).toBe(0);
  });

  it("answers 50 parallel forged stale requests without reading any of their bodies", async () => {
    const { port, counter } = await serve(path, {});
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        stall(
          port,
          { "x-service-timestamp": String(NOW_SECONDS - 3600 - i), "x-service-signature": `v1=${"0".repeat(64)}` },
          1024 * 1024,
          "{",
        ),
      ),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.body.error}`))).toEqual(
      new Set(["400 timestamp_out_of_tolerance"]),
    );
    expect(counter.bytesRead).toBeLessThanOrEqual(50);
  });
});

describe.each(HANDLER_PATHS)("bodyTimeoutMs: a body that drips in too slowly, %s", (path) => {
  it("408 body_timeout, the connection closed, and onError told", async () => {
    const { port, errors } = await serve(path, { bodyTimeoutMs: 200 });
    const answer = await stall(port, signedHeaders(PING_BODY), Buffer.byteLength(PING_BODY), PING_BODY.slice(0, 10));
    expect([answer.status, answer.body.error, answer.connection]).toEqual([408, "body_timeout", "close"]);
    await answer.closed;
    expect(errors.map((e) => (e as WebhookHandlerError).code)).toEqual(["body_timeout"]);
    expect(errors[0]).toBeInstanceOf(WebhookHandlerError);
  });

  it("still accepts a body that arrives within the time", async () => {
    const { url } = await serve(path, { bodyTimeoutMs: 5000 });
    const response = await fetch(url, { method: "POST", body: PING_BODY, headers: signedHeaders(PING_BODY) });
    expect(response.status).toBe(200);
  });
});

describe.each(HANDLER_PATHS)("callbackTimeoutMs: a callback that never settles, %s", (path) => {
  it("500 callback_timeout, context.signal aborted, onError told, and the claim released so the retry runs it", async () => {
    let calls = 0;
    let firstSignal: AbortSignal | undefined;
    const { url, errors } = await serve(path, {
      callbackTimeoutMs: 100,
      onPing: (_ping, context) => {
        if (++calls > 1) return undefined;
        firstSignal = context.signal;
        return new Promise(() => {});
      },
    });
    const post = () => fetch(url, { method: "POST", body: PING_BODY, headers: signedHeaders(PING_BODY) });
    const first = await post();
    expect([first.status, ((await first.json()) as { error: string }).error]).toEqual([500, "callback_timeout"]);
    expect(firstSignal?.aborted).toBe(true);
    expect(errors.map((e) => (e as WebhookHandlerError).code)).toEqual(["callback_timeout"]);
    expect((errors[0] as Error).message).toMatch(/onPing did not settle within callbackTimeoutMs \(100 ms\)/);
    expect((await post()).status).toBe(200);
    expect(await (await post()).json()).toEqual({ received: true, duplicate: true });
    expect(calls).toBe(2);
  });
});

describe("timeout options are checked at creation", () => {
  it.each([
    ["bodyTimeoutMs", 0],
    ["bodyTimeoutMs", 1.5],
    ["bodyTimeoutMs", 2 ** 31],
    ["bodyTimeoutMs", Number.POSITIVE_INFINITY],
    ["callbackTimeoutMs", -1],
    ["callbackTimeoutMs", 2 ** 31],
    ["callbackTimeoutMs", "1000"],
  ])("refuses %s %s, naming the allowed range", (name, value) => {
    expect(() => createWebhookHandler({ secret: SECRET, [name]: value })).toThrow(WebhookConfigError);
    expect(() => createWebhookHandler({ secret: SECRET, [name]: value })).toThrow(
      `${name} must be a positive integer from 1 to 2147483647`,
    );
  });
});

describe("verifyWebhook keeps its order: signature first, then the clock", () => {
  it("calls a forged stale request a signature_mismatch (it has the body anyway), an authentic stale one out of tolerance", () => {
    const forged = { "x-service-timestamp": "1", "x-service-signature": `v1=${"0".repeat(64)}` };
    expectRejection(
      () => verifyWebhook({ secret: SECRET, headers: forged, body: PING_BODY, now }),
      "signature_mismatch",
    );
    expectRejection(
      () => verifyWebhook({ secret: SECRET, headers: signedHeaders(PING_BODY, "1"), body: PING_BODY, now }),
      "timestamp_out_of_tolerance",
    );
  });
});
