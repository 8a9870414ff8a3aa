// Issue 13, risk 1: the client read any response whole (a 300 MiB body took 1.2 GiB). `maxResponseBytes` (default
// 50 MiB) stops a body that is too large with ResponseTooLargeError, without downloading the rest.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFleetClient } from "../../generated/index.js";
import { FleetError, ResponseTooLargeError } from "../../runtime/errors.js";
import { DEFAULT_MAX_RESPONSE_BYTES } from "../../runtime/response-body.js";
import { createRetryFetch } from "../../runtime/retry-fetch.js";
import { outcomeWithin } from "./loopback-server.js";

/** What the server is told to send for a path: `size` bytes of JSON-ish filler, announced or chunked, or it stalls. */
interface Body {
  status?: number;
  size: number;
  announce?: number | "none";
  stall?: boolean;
}

let server: http.Server;
let url: string;
const bodies = new Map<string, Body>();
/** Per path: how many body bytes the server managed to write before the client closed the connection (or all). */
const written = new Map<string, number>();

/** Resolves on the response's next `drain` or its `close`, and leaves no listener behind either way. */
function drainedOrClosed(res: http.ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done).off("close", done);
      resolve();
    };
    res.on("drain", done).on("close", done);
  });
}

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const body = bodies.get(path) ?? { size: 2 };
    const headers: Record<string, string | number> = { "content-type": "application/json" };
    if (body.announce !== "none") headers["content-length"] = body.announce ?? body.size;
    res.writeHead(body.status ?? 200, headers);
    if (body.stall) return void res.flushHeaders();
    const chunk = Buffer.alloc(64 * 1024, 0x20); // spaces: `[` … `]` around them is valid JSON
    let sent = 0;
    res.on("close", () => written.set(path, sent));
    res.write("[");
    sent = 1;
    while (sent < body.size - 1 && !res.destroyed) {
      const piece = chunk.subarray(0, Math.min(chunk.length, body.size - 1 - sent));
      sent += piece.length;
      if (!res.write(piece)) await drainedOrClosed(res);
    }
    if (!res.destroyed) res.end("]");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const MiB = 1024 * 1024;

function serve(path: string, body: Body): string {
  bodies.set(path, body);
  return path;
}

describe("maxResponseBytes", () => {
  test("the default is 50 MiB", () => {
    expect(DEFAULT_MAX_RESPONSE_BYTES).toBe(50 * MiB);
  });

  test.each([
    ["a 2xx", 200],
    ["an error response", 500],
  ])(
    "%s of 300 MiB (chunked) through the client: ResponseTooLargeError, and most of it is never downloaded",
    async (_name, status) => {
      const path = serve("/v1/tags", { status, size: 300 * MiB, announce: "none" });
      const fleet = createFleetClient({ baseUrl: url, token: "t0ken", allowInsecureLoopback: true, retry: false });
      const error = await fleet.GET("/v1/tags").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseTooLargeError);
      expect(error).toBeInstanceOf(FleetError);
      expect(error).toMatchObject({
        method: "GET",
        path,
        status,
        maxResponseBytes: 50 * MiB,
        contentLength: undefined,
      });
      expect((error as Error).message).toMatch(
        /exceeds maxResponseBytes \(52428800 bytes; more than that\); ask for less/,
      );
      await until(() => written.has(path));
      // The server could write what the client read (50 MiB) plus what the socket buffers held, far from 300 MiB.
      expect(written.get(path)!).toBeLessThan(60 * MiB);
    },
  );

  test("a Content-Length over the limit fails at once, before any of the body arrives", async () => {
    serve("/announced", { size: 1000, announce: 1001, stall: true });
    const send = createRetryFetch({ maxResponseBytes: 1000, retry: false });
    const response = await send(new Request(`${url}/announced`));
    const outcome = await outcomeWithin(response.json(), 2000);
    expect(outcome).toBeInstanceOf(ResponseTooLargeError);
    expect(outcome).toMatchObject({ status: 200, maxResponseBytes: 1000, contentLength: 1001 });
  });

  test.each([
    ["exactly the limit", 4096, "ok"],
    ["one byte more (chunked)", 4097, "too large"],
  ])("a body of %s", async (_name, size, want) => {
    const path = serve(`/exact-${size}`, { size, announce: "none" });
    const response = await createRetryFetch({ maxResponseBytes: 4096, retry: false })(new Request(url + path));
    const outcome = await response.text().then(
      (text) => (text.length === size ? "ok" : `wrong length ${text.length}`),
      (error: unknown) => (error instanceof ResponseTooLargeError ? "too large" : error),
    );
    expect(outcome).toBe(want);
  });

  test.each(["arrayBuffer", "blob", "bytes", "json", "text"] as const)("%s() is limited too", async (reader) => {
    const path = serve(`/reader-${reader}`, { size: 10_000, announce: "none" });
    const response = await createRetryFetch({ maxResponseBytes: 5000, retry: false })(new Request(url + path));
    await expect((response as unknown as Record<string, () => Promise<unknown>>)[reader]!()).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
  });

  test("within the limit every reader gives the whole body", async () => {
    const path = serve("/whole", { size: 3 * 64 * 1024, announce: "none" });
    const send = createRetryFetch({ retry: false });
    expect((await (await send(new Request(url + path))).arrayBuffer()).byteLength).toBe(3 * 64 * 1024);
    expect((await (await send(new Request(url + path))).blob()).size).toBe(3 * 64 * 1024);
    expect(await (await send(new Request(url + path))).json()).toEqual([]);
  });

  test("Infinity reads any size", async () => {
    const path = serve("/unlimited", { size: 2 * MiB, announce: "none" });
    const response = await createRetryFetch({ maxResponseBytes: Number.POSITIVE_INFINITY, retry: false })(
      new Request(url + path),
    );
    expect((await response.text()).length).toBe(2 * MiB);
  });

  test('a body read as a stream (parseAs: "stream") is not limited: its reader decides', async () => {
    const path = serve("/stream", { size: 10_000, announce: "none" });
    const response = await createRetryFetch({ maxResponseBytes: 1000, retry: false })(new Request(url + path));
    const reader = response.body!.getReader();
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) size += chunk.value.byteLength;
    expect(size).toBe(10_000);
  });

  test.each([0, -1, 1.5, Number.NaN])("maxResponseBytes %d is a RangeError", (maxResponseBytes) => {
    expect(() => createRetryFetch({ maxResponseBytes })).toThrow(
      /maxResponseBytes must be a whole number of bytes > 0 \(Infinity for no limit\)/,
    );
  });
});

async function until(ready: () => boolean, ms = 5000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
