import type { IncomingMessage, ServerResponse } from "node:http";
import { invalidBody, MockHttpError } from "./errors.js";

/** 1 MiB: far above any body the API takes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The JSON body, or undefined when the request has none. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new MockHttpError(413, "body_too_large", `the body is over ${MAX_BODY_BYTES} bytes`, {}, { connection: "close" });
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidBody(`the body is not valid JSON: ${(error as Error).message}`);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, error: MockHttpError): void {
  sendJson(res, error.status, error.body, error.headers);
}
