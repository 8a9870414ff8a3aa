import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { toNodeListener } from "../../entries/node.js";
import { listen, type TestServer } from "./helpers.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("toNodeListener with any Fetch-API handler", () => {
  it("passes method, URL, headers (repeats included) and body, and returns status, headers and body", async () => {
    let seen: unknown;
    server = await listen(
      toNodeListener(async (request) => {
        seen = [
          request.method,
          new URL(request.url).pathname + new URL(request.url).search,
          request.headers.get("x-multi"),
          await request.text(),
        ];
        const headers = new Headers([
          ["x-answer", "42"],
          ["set-cookie", "a=1"],
          ["set-cookie", "b=2"],
        ]);
        return new Response("created", { status: 201, headers });
      }),
    );
    const answer = await new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const req = http.request({
          host: "127.0.0.1",
          port: server!.port,
          method: "POST",
          path: "/hook?x=1",
          headers: { "X-Multi": ["a", "b"] },
        });
        req.on("response", (res) => {
          let body = "";
          res
            .on("data", (c) => (body += c))
            .on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
        });
        req.on("error", reject);
        req.end("payload");
      },
    );
    expect(seen).toEqual(["POST", "/hook?x=1", "a, b", "payload"]);
    expect([answer.status, answer.headers["x-answer"], answer.headers["set-cookie"], answer.body]).toEqual([
      201,
      "42",
      ["a=1", "b=2"],
      "created",
    ]);
  });

  it("answers 500 when the handler rejects, and keeps serving", async () => {
    let calls = 0;
    server = await listen(
      toNodeListener(async () => {
        if (++calls === 1) throw new Error("boom");
        return new Response("ok");
      }),
    );
    expect((await fetch(server.url, { method: "POST", body: "x" })).status).toBe(500);
    expect((await fetch(server.url, { method: "POST", body: "x" })).status).toBe(200);
  });

  it("gives a Content-Length rather than chunked encoding for a buffered answer", async () => {
    server = await listen(toNodeListener(async () => new Response("hello")));
    const response = await fetch(server.url, { method: "POST", body: "x" });
    expect([response.headers.get("content-length"), response.headers.get("transfer-encoding")]).toEqual(["5", null]);
  });

  it("survives a malformed Host header", async () => {
    server = await listen(toNodeListener(async (request) => new Response(new URL(request.url).host)));
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request({
        host: "127.0.0.1",
        port: server!.port,
        method: "POST",
        path: "/",
        headers: { host: "bad host:xx" },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (c) => (text += c)).on("end", () => resolve(text));
      });
      req.on("error", reject);
      req.end();
    });
    expect(body).toBe("localhost");
  });
});
