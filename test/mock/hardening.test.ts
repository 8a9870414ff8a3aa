import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../testing/index.js";
import { MAX_JSON_DEPTH } from "../../testing/mock/http.js";
import { call, startMock } from "./helpers.js";

/*
 * Issue 13, defect 4 and the Host check: hostile requests must neither poison the mock's state nor reach it
 * through a foreign Host name (DNS rebinding).
 */

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/** `depth` nested arrays, innermost a string: 5,000 levels are about 10 KB. */
const nestedArray = (depth: number) => `${"[".repeat(depth - 1)}["x"]${"]".repeat(depth - 1)}`;
/** An object body whose `label` field holds `depth - 1` further levels. */
const nestedField = (depth: number) => `{"label":${nestedArray(depth - 1)}}`;

interface RawAnswer {
  status: number;
  body: any;
}

/** A request with a Host header of our choosing (fetch sets its own), over a real socket to the mock. */
function withHost(host: string | undefined, path: string, method = "GET"): Promise<RawAnswer> {
  const { port } = new URL(mock.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, setHost: false, headers: host === undefined ? {} : { host } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text === "" ? undefined : JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe(`bodies nested deeper than ${MAX_JSON_DEPTH} levels`, () => {
  interface PoisonCase {
    path: () => string;
    method: string;
    token: () => string | null;
    /** What a stored body would change. */
    state: () => unknown;
  }
  const CASES: [string, PoisonCase][] = [
    [
      "POST /v1/tags with a token",
      {
        path: () => "/v1/tags",
        method: "POST",
        token: () => mock.tokens.fullAccess!.token,
        state: () => mock.list("tags"),
      },
    ],
    [
      "PATCH /__mock/vehicles/{id} without a token",
      {
        path: () => `/__mock/vehicles/${mock.list("vehicles")[0]!.id}`,
        method: "PATCH",
        token: () => null,
        state: () => mock.list("vehicles")[0],
      },
    ],
  ];
  it.each(CASES)(
    "%s: 400, nothing stored, and every later read still answers",
    async (_, { path, method, token, state }) => {
      const before = state();
      const response = await call(mock, path(), { method, token: token(), body: nestedField(5_000) });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toMatch(new RegExp(`nested deeper than ${MAX_JSON_DEPTH} levels`));
      expect(state(), "nothing was stored").toEqual(before);
      expect((await call(mock, "/v1/tags")).status).toBe(200);
      expect((await call(mock, "/fleet/vehicles?limit=512")).status).toBe(200);
      expect((await call(mock, "/__mock/data/vehicles", { token: null })).status).toBe(200);
    },
  );

  it(`accepts a body of exactly ${MAX_JSON_DEPTH} levels`, async () => {
    const response = await call(mock, "/v1/tags", { method: "POST", body: nestedField(MAX_JSON_DEPTH) });
    expect(response.status).toBe(200);
    expect((await call(mock, "/v1/tags")).status).toBe(200);
  });

  it("counts brackets inside strings as text, not as nesting", async () => {
    const response = await call(mock, "/v1/tags", {
      method: "POST",
      body: { name: "[".repeat(5_000) + "{".repeat(5_000) },
    });
    expect(response.status).toBe(200);
  });

  it("refuses a top-level array nested 100,000 levels deep with 400", async () => {
    const response = await call(mock, "/v1/tags", { method: "POST", body: nestedArray(100_000) });
    expect(response.status).toBe(400);
  });
});

describe("the clock's range", () => {
  it.each([
    ["nowMs beyond the last date JavaScript can represent", { nowMs: 9e15 }],
    ["a negative nowMs", { nowMs: -1 }],
    ["advanceMs that would pass the last representable date", { advanceMs: 9e15 }],
    ["advanceMs that would move before 1970", { advanceMs: -9e15 }],
  ])("refuses %s with 400 and keeps the clock readable", async (_, body) => {
    const before = mock.clock.now();
    const response = await call(mock, "/__mock/clock", { method: "POST", token: null, body });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/from 0 to 8640000000000000/);
    expect(mock.clock.now()).toBe(before);
    const read = await call(mock, "/__mock/clock", { token: null });
    expect(read.status).toBe(200);
    expect(read.body.nowMs).toBe(before);
  });

  it("throws a TypeError from the JavaScript handle for an out-of-range time", () => {
    expect(() => mock.clock.set(9e15)).toThrow(TypeError);
    expect(() => mock.clock.advance(Number.MAX_SAFE_INTEGER)).toThrow(/from 0 to 8640000000000000/);
  });

  it.each([
    [
      "timeoutMs of 2^31 ms (a timer would fire at once)",
      { timeoutMs: 2 ** 31 },
      /timeoutMs must be an integer from 1 to 2147483647/,
    ],
    [
      "backoff.maxMs of 2^31 ms",
      { backoff: { maxMs: 2 ** 31 } },
      /backoff\.maxMs must be a number from 0 to 2147483647/,
    ],
    [
      "backoff.baseMs of 1e300",
      { backoff: { baseMs: 1e300 } },
      /backoff\.baseMs must be a number from 0 to 2147483647/,
    ],
  ])("refuses a delivery with %s with 400", async (_, body, message) => {
    const webhook = mock.registerWebhook({ name: "range", url: "https://hooks.example/fleet" });
    try {
      const response = await call(mock, `/__mock/webhooks/${webhook.id}/ping`, { method: "POST", token: null, body });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toMatch(message);
      expect(mock.deliveries(webhook.id)).toEqual([]);
    } finally {
      mock.deleteWebhook(webhook.id);
    }
  });
});

describe("Host names (DNS rebinding)", () => {
  it.each(["localhost", "localhost:4010", "127.0.0.1", "127.3.4.5:80", "[::1]", "[::1]:4010", "LOCALHOST:1"])(
    "answers Host %s",
    async (host) => {
      expect((await withHost(host, "/__mock/webhooks")).status).toBe(200);
    },
  );

  it.each([
    ["a rebinding name", "evil.example"],
    ["a rebinding name with the mock's port", "evil.example:4010"],
    ["a LAN address", "192.168.1.20"],
    ["a name that only ends like localhost", "localhost.evil.example"],
    ["user info before a loopback name", "evil@127.0.0.1"],
    ["no Host header at all", undefined],
  ])("refuses %s with 403 on the control API and the API, without the secrets", async (_, host) => {
    mock.registerWebhook({ name: "secret-holder", url: "https://hooks.example/fleet" });
    const control = await withHost(host, "/__mock/webhooks");
    expect(control.status).toBe(403);
    expect(JSON.stringify(control.body)).not.toMatch(/secretKey/);
    expect(JSON.stringify(control.body)).toMatch(/loopback/);
    expect((await withHost(host, "/fleet/vehicles")).status).toBe(403);
  });

  it("answers any Host when started with allowRemote", async () => {
    const open = await startMock({ allowRemote: true });
    try {
      const { port } = new URL(open.baseUrl);
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(
            { host: "127.0.0.1", port, path: "/__mock", setHost: false, headers: { host: "fleet-mock.internal:4010" } },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          )
          .on("error", reject);
      });
      expect(status).toBe(200);
    } finally {
      await open.close();
    }
  });

  it("refuses a non-boolean allowRemote", async () => {
    await expect(startMock({ allowRemote: "yes" as unknown as boolean })).rejects.toThrow(
      /allowRemote must be true or false/,
    );
  });
});
