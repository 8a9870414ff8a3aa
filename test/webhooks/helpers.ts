import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeListener } from "../../entries/node.js";
import type { WebhookHandler } from "../../entries/webhooks.js";

/** 32 bytes 0x00..0x1f; the known vectors in signature.test.ts were computed with this key. */
export const KEY_HEX = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
export const SECRET = Buffer.from(KEY_HEX, "hex").toString("base64");
export const OTHER_SECRET = Buffer.alloc(32, 0xab).toString("base64");

export const NOW_SECONDS = 1_700_000_000;
export const now = () => NOW_SECONDS * 1000;

export const PING_BODY =
  '{"eventId":"0f8fad5b-d9cb-469f-a165-70867728950e","eventMs":1700000000000,"eventType":"Ping","event":{"text":"Ping"}}';

/** Signs arbitrary (even malformed) timestamps, which signWebhook refuses, so tests can forge them. */
export function hmacHex(secretBase64: string, timestamp: string, body: string | Uint8Array): string {
  return createHmac("sha256", Buffer.from(secretBase64, "base64"))
    .update(`v1:${timestamp}:`)
    .update(body)
    .digest("hex");
}

export function signedHeaders(
  body: string | Uint8Array,
  timestamp = String(NOW_SECONDS),
  secret = SECRET,
): Record<string, string> {
  return { "x-service-timestamp": timestamp, "x-service-signature": `v1=${hmacHex(secret, timestamp, body)}` };
}

export interface TestServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function listen(listener: http.RequestListener): Promise<TestServer> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function alertBody(alertConditionId = "DeviceLocationInsideGeofence", eventId = "evt-1"): string {
  return JSON.stringify({
    eventId,
    eventMs: 1_700_000_000_000,
    eventType: "Alert",
    event: { alertConditionId, orgId: 42, device: { id: 7, name: "Truck 7" } },
  });
}

/**
 * The two ways toNodeListener runs a handler: "direct" is its path for fleetkit's own handlers; a handler wrapped in a
 * plain function takes the generic path, which streams the body into a Fetch Request.
 */
export type HandlerPath = "direct" | "via a Fetch Request";
export const HANDLER_PATHS: HandlerPath[] = ["direct", "via a Fetch Request"];

export function nodeListenerOn(path: HandlerPath, handler: WebhookHandler): http.RequestListener {
  return toNodeListener(path === "direct" ? handler : (request) => handler(request));
}

/** `listener`, adding to `counter.bytesRead` every body byte Node actually read from the socket. */
export function countingBodyBytes(
  listener: http.RequestListener,
  counter: { bytesRead: number },
): http.RequestListener {
  return (req, res) => {
    req.on("data", (chunk: Buffer) => (counter.bytesRead += chunk.length));
    listener(req, res);
  };
}
