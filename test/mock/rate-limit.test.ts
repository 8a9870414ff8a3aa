import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../testing/index.js";
import { formatSeconds, RateLimiter } from "../../testing/mock/rate-limit.js";
import { MockHttpError } from "../../testing/mock/errors.js";
import { BIN } from "../cli/run-cli.js";
import { assertFreshDist } from "../support/built-dist.js";
import { mockBanner } from "../support/mock-process.js";
import { call, errorCode, startMock } from "./helpers.js";

/** `fleetkit mock --port 0 …flags` from the built bin, as a child process. */
const mockCli = (...flags: string[]) => {
  assertFreshDist();
  return spawn(process.execPath, [BIN, "mock", "--port", "0", ...flags]);
};

async function stop(child: ChildProcess): Promise<void> {
  child.kill("SIGTERM");
  if (child.exitCode === null) await once(child, "exit");
}

/** The vendor's over-the-limit answer: 429 with `Retry-After` in seconds, possibly fractional (e.g. `0.40235`). */
const RETRY_AFTER = /^\d+(\.\d{1,5})?$/;

describe("the rate limit per token (option rateLimit)", () => {
  let mock: MockServer;
  beforeAll(async () => {
    // 1 per second: two requests in a row are always within the second, however slow the machine.
    mock = await startMock({ rateLimit: 1 });
  });
  afterAll(() => mock.close());

  it("answers 429 with a fractional Retry-After once a token has sent its requests of the second, then lets it through after that wait", async () => {
    const token = mock.createToken({ name: "burst", scopes: ["Read Vehicles"] }).token;
    expect((await call(mock, "/vehicles", { token })).status).toBe(200);
    const limited = await call(mock, "/vehicles", { token });
    expect(limited.status).toBe(429);
    expect(errorCode(limited)).toBe("rate_limited");
    expect(limited.body.message).toMatch(
      /^rate limit exceeded: this token may send 1 requests per second; retry after 0\.\d+ s$/,
    );
    const retryAfter = limited.headers.get("retry-after")!;
    expect(retryAfter).toMatch(RETRY_AFTER);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(1);
    // Waiting as long as Retry-After says is what the vendor asks of a client; there is no event to await instead.
    await sleep(Number(retryAfter) * 1000);
    expect((await call(mock, "/vehicles", { token })).status).toBe(200);
  });

  it("counts each token on its own", async () => {
    const first = mock.createToken({ name: "first", scopes: ["Read Vehicles"] }).token;
    const second = mock.createToken({ name: "second", scopes: ["Read Vehicles"] }).token;
    expect((await call(mock, "/vehicles", { token: first })).status).toBe(200);
    expect((await call(mock, "/vehicles", { token: first })).status).toBe(429);
    expect((await call(mock, "/vehicles", { token: second })).status).toBe(200);
  });

  it("authenticates first: requests without a valid token are 401, not counted", async () => {
    for (let i = 0; i < 5; i++) expect((await call(mock, "/vehicles", { token: "fkmock_unknown" })).status).toBe(401);
  });

  it("does not limit the control API", async () => {
    for (let i = 0; i < 6; i++) expect((await call(mock, "/__mock/clock", { token: null })).status).toBe(200);
  });
});

describe("without rateLimit (the default)", () => {
  it("never answers 429", async () => {
    const mock = await startMock();
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 40; i++) statuses.add((await call(mock, "/vehicles")).status);
      expect([...statuses]).toEqual([200]);
    } finally {
      await mock.close();
    }
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, "5"])(
    "refuses rateLimit %s with a TypeError that says what to give",
    async (rateLimit) => {
      await expect(startMock({ rateLimit: rateLimit as number })).rejects.toThrow(
        /rateLimit must be a number of requests per second per token, above 0/,
      );
    },
  );
});

describe("RateLimiter (a token bucket on its own clock)", () => {
  const at = (times: number[]) => {
    let i = 0;
    return () => times[i++]!;
  };

  it("gives Retry-After to the hundred-thousandth of a second: 1 per second, a second request after 597.65 ms waits 0.40235 s", () => {
    const limiter = new RateLimiter(1, at([0, 597.65]));
    limiter.take("tok_1");
    let error: unknown;
    try {
      limiter.take("tok_1");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MockHttpError);
    expect((error as MockHttpError).headers).toEqual({ "Retry-After": "0.40235" });
  });

  it.each([
    [0.40235, "0.40235"],
    [0.000001, "0.00001"],
    [1, "1"],
    [2.5, "2.5"],
  ])("writes %s s as %s, rounded up so the wait is always enough", (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });

  it("refills over time: after a full second the token has its whole allowance again", () => {
    const limiter = new RateLimiter(2, at([0, 0, 1000, 1000]));
    limiter.take("t");
    limiter.take("t");
    limiter.take("t");
    expect(() => limiter.take("t")).not.toThrow();
  });
});

describe("fleetkit mock --rate-limit and --allow-remote", () => {
  it("starts the mock with the limit: the second request in a second gets 429 with Retry-After", async () => {
    const child = mockCli("--rate-limit", "1");
    try {
      const { baseUrl, token } = await mockBanner(child);
      const statuses = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${baseUrl}/fleet/vehicles?limit=1`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        statuses.push(response.status);
        retryAfter ??= response.headers.get("retry-after");
      }
      expect(statuses).toEqual([200, 429]);
      expect(retryAfter).toMatch(RETRY_AFTER);
    } finally {
      await stop(child);
    }
  });

  it.each([
    [[] as string[], 403],
    [["--allow-remote"], 200],
  ])("with %j answers a foreign Host name with %i", async (flags, status) => {
    const child = mockCli(...flags);
    try {
      const { baseUrl } = await mockBanner(child);
      const { port } = new URL(baseUrl);
      const answered = await new Promise<number>((resolve, reject) => {
        http
          .get(
            { host: "127.0.0.1", port, path: "/__mock", setHost: false, headers: { host: "rebound.example:4010" } },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          )
          .on("error", reject);
      });
      expect(answered).toBe(status);
    } finally {
      await stop(child);
    }
  });

  it("refuses --rate-limit 0 with a usage error", async () => {
    const child = mockCli("--rate-limit", "0");
    let stderr = "";
    child.stderr.on("data", (c) => (stderr += c));
    const [code] = await once(child, "exit");
    expect(code).toBe(2);
    expect(stderr).toMatch(/--rate-limit must be a whole number from 1 to 1000000, got "0"/);
  });
});
