import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_MAX_BODY_BYTES, createWebhookHandler } from "../../entries/webhooks.js";
import {
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

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const LIMIT = 1024;

/** A server whose handler has a 1 KiB limit and which counts the body bytes Node actually read. */
async function serveCounting(path: HandlerPath, { maxBodyBytes }: { maxBodyBytes?: number } = { maxBodyBytes: LIMIT }) {
  const counter = { bytesRead: 0, calls: 0 };
  const handler = createWebhookHandler({
    secret: SECRET,
    now,
    maxBodyBytes,
    onNotification: () => void counter.calls++,
  });
  const listener = nodeListenerOn(path, handler);
  server = await listen(countingBodyBytes(listener, counter));
  return { url: server.url, port: server.port, counter };
}

/** Streams `total` bytes and resolves with the status as soon as the server answers, mid-upload. */
function upload(
  port: number,
  total: number,
  declareLength: boolean,
): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers = { ...signedHeaders("x"), ...(declareLength ? { "content-length": String(total) } : {}) };
    const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/", headers });
    req.on("response", (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
    });
    req.on("error", (error) =>
      reject(new Error(`the server closed the connection before answering: ${error.message}`)),
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

function padded(size: number): string {
  return PING_BODY + " ".repeat(size - Buffer.byteLength(PING_BODY));
}

describe.each(HANDLER_PATHS)("body size limit through Node http, %s", (path) => {
  it("accepts a body of exactly maxBodyBytes", async () => {
    const { url } = await serveCounting(path);
    const body = padded(LIMIT);
    const response = await fetch(url, { method: "POST", body, headers: signedHeaders(body) });
    expect(response.status).toBe(200);
  });

  it("answers 413 to one byte more", async () => {
    const { url, counter } = await serveCounting(path);
    const body = padded(LIMIT + 1);
    const response = await fetch(url, { method: "POST", body, headers: signedHeaders(body) });
    expect([response.status, counter.calls]).toEqual([413, 0]);
  });

  it("answers 413 from Content-Length alone, reading no body byte, and closes the connection", async () => {
    const { port, counter } = await serveCounting(path);
    const result = await upload(port, 50 * 1024 * 1024, true);
    expect(result).toEqual({ status: 413, connection: "close" });
    expect(counter.bytesRead).toBe(0);
  });

  it("answers 413 mid-stream for a chunked body, having read little more than the limit", async () => {
    const { port, counter } = await serveCounting(path);
    const result = await upload(port, 50 * 1024 * 1024, false);
    expect(result).toEqual({ status: 413, connection: "close" });
    expect(counter.bytesRead).toBeLessThan(LIMIT + 256 * 1024);
  });

  it("defaults to 1 MiB", async () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(1024 * 1024);
    const { url } = await serveCounting(path, {});
    const within = padded(DEFAULT_MAX_BODY_BYTES);
    const over = padded(DEFAULT_MAX_BODY_BYTES + 1);
    expect((await fetch(url, { method: "POST", body: within, headers: signedHeaders(within) })).status).toBe(200);
    expect((await fetch(url, { method: "POST", body: over, headers: signedHeaders(over) })).status).toBe(413);
  });

  it("keeps serving on the same server after a 413", async () => {
    const { url, port } = await serveCounting(path);
    await upload(port, 10 * 1024 * 1024, false);
    expect((await fetch(url, { method: "POST", body: PING_BODY, headers: signedHeaders(PING_BODY) })).status).toBe(200);
  });
});

describe("body size limit on the Fetch API path", () => {
  it("stops pulling a stream without Content-Length once over the limit", async () => {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(512).fill(0x20));
      },
    });
    const handler = createWebhookHandler({ secret: SECRET, now, maxBodyBytes: LIMIT });
    const request = new Request("http://localhost/", {
      method: "POST",
      body: stream,
      headers: signedHeaders("x"),
      duplex: "half",
    } as RequestInit);
    expect((await handler(request)).status).toBe(413);
    expect(pulls).toBeLessThanOrEqual(4);
  });

  it("answers 413 from Content-Length without touching the body", async () => {
    const handler = createWebhookHandler({ secret: SECRET, now, maxBodyBytes: LIMIT });
    const body = padded(LIMIT + 1);
    const request = new Request("http://localhost/", {
      method: "POST",
      body,
      headers: { ...signedHeaders(body), "content-length": String(LIMIT + 1) },
    });
    expect((await handler(request)).status).toBe(413);
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses a maxBodyBytes that is not a positive integer", () => {
    expect(() => createWebhookHandler({ secret: SECRET, maxBodyBytes: 0 })).toThrow(/maxBodyBytes/);
  });
});
