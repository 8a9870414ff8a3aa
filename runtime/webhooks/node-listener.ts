import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { WebhookAnswer } from "./handler-core.js";
import { webhookCoreOf, type WebhookHandler } from "./handler.js";
import { bodyConsumedError, preReadBody, readNodeBodyWithin } from "./node-body.js";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The request body as a pull-driven stream: Node is read only while the handler asks for more,
 * so when the handler stops (size limit) nothing further is read from the socket.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.pause();
        req.on("data", (chunk: Buffer) => {
          if (finished) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on("end", () => {
          if (!finished) controller.close();
          finished = true;
        });
        req.on("error", (error) => {
          if (!finished) controller.error(error);
          finished = true;
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        finished = true;
        req.pause();
      },
    },
    { highWaterMark: 0 },
  );
}

function failingStream(error: unknown): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.error(error) });
}

/**
 * The same rules as the direct path (readNodeBodyWithin). A body that cannot be verified fails
 * with body_not_raw only when the handler reads it, so the handler still answers 405 and header
 * errors first, and reports the failure through its own onError.
 */
function requestBody(req: IncomingMessage): BodyInit {
  try {
    const preRead = preReadBody(req);
    if (preRead !== undefined) return preRead as BodyInit;
  } catch (error) {
    return failingStream(error);
  }
  return req.readableEnded ? failingStream(bodyConsumedError()) : bodyStream(req);
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const scheme = (req.socket as TLSSocket).encrypted ? "https" : "http";
  let url: URL;
  try {
    url = new URL(req.url ?? "/", `${scheme}://${req.headers.host ?? "localhost"}`);
  } catch {
    // The Host header is the client's to choose; a malformed one must not break the handler.
    url = new URL(req.url ?? "/", `${scheme}://localhost`);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method ?? "GET", headers };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = requestBody(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function send(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Webhook answers are tiny, so buffering gives a Content-Length instead of chunked encoding.
  const body = req.method === "HEAD" || response.body === null ? undefined : Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  // Answered before the body was read to its end (size limit, 405, missing headers): close the
  // connection rather than let Node drain a body of unknown size to keep it alive.
  if (!req.complete) res.setHeader("connection", "close");
  res.end(body);
}

function sendAnswer({ status, body, allow }: WebhookAnswer, req: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string | number> = {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
  };
  if (allow) headers.allow = allow;
  if (!req.complete) headers.connection = "close";
  res.writeHead(status, headers).end(req.method === "HEAD" ? undefined : body);
}

/**
 * Serves a Fetch-API handler from Node's http server, and so from Express or Fastify routes that
 * leave the body unread or keep it raw in `req.body`. A handler from createWebhookHandler is run
 * without building a Fetch Request and Response (same decisions, a fraction of the cost); any
 * other handler gets a real Request whose body is `req.body` or streams from the socket. Errors
 * never escape: a rejection is answered 500.
 */
export function toNodeListener(handler: WebhookHandler): NodeListener {
  const core = webhookCoreOf(handler);
  return (req, res) => {
    (async () => {
      try {
        if (core) {
          // Nothing is read until the core asks for the body, which it may never do (405, 400, 413).
          req.pause();
          const input = {
            method: req.method ?? "GET",
            headers: req.headers,
            readBody: (limit: number, timeoutMs: number) => readNodeBodyWithin(req, limit, timeoutMs),
          };
          sendAnswer(await core(input), req, res);
        } else {
          await send(await handler(toRequest(req)), req, res);
        }
      } catch {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.statusCode = 500;
        res.setHeader("connection", "close");
        res.end();
      }
    })();
  };
}
