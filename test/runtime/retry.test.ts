import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { createFleetClient, type FleetClientOptions } from "../../generated/index.js";
import { FleetApiError, FleetNetworkError, RequestTimeoutError } from "../../runtime/errors.js";
import { backoffDelay, createRetryFetch, parseRetryAfter, sleep, type RetryFetchOptions } from "../../runtime/retry-fetch.js";
import { outcomeWithin, startLoopbackServer, type LoopbackServer } from "./loopback-server.js";

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
afterEach(() => server.script([]));

const client = (options: Partial<FleetClientOptions> = {}) =>
  createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true, retry: { baseDelayMs: 1 }, ...options });

const OK = { body: {} };

/** The retrying fetch on its own, with the waits recorded instead of slept. */
function recordingFetch(options: RetryFetchOptions = {}) {
  const waits: number[] = [];
  const fetch = createRetryFetch({ sleep: async (ms) => void waits.push(ms), random: () => 0.5, ...options });
  return { waits, send: (init?: RequestInit, path = "/v1/tags") => fetch(new Request(server.url + path, init)) };
}

describe("retries over a real connection", () => {
  test("503 then 200: retried, and the call succeeds", async () => {
    server.script([{ status: 503 }, OK]);
    await expect(client().GET("/v1/tags")).resolves.toMatchObject({ data: {} });
    expect(server.requests).toHaveLength(2);
  });

  test("429 with Retry-After in seconds: the wait is honoured", async () => {
    server.script([{ status: 429, headers: { "retry-after": "1" } }, OK]);
    const started = performance.now();
    await client().GET("/v1/tags");
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  test("Retry-After seconds and HTTP dates become the wait; backoff is used without one", async () => {
    const now = Date.parse("Wed, 21 Oct 2015 07:28:00 GMT");
    server.script([
      { status: 429, headers: { "retry-after": "3" } },
      { status: 503, headers: { "retry-after": "Wed, 21 Oct 2015 07:28:07 GMT" } },
      { status: 502 },
      OK,
    ]);
    const { waits, send } = recordingFetch({ now: () => now, retry: { maxAttempts: 4, baseDelayMs: 100 } });
    expect((await send()).status).toBe(200);
    expect(waits).toEqual([3000, 7000, 0.5 * 100 * 2 ** 2]);
  });

  test("backoff grows exponentially with jitter and is capped by maxDelayMs", async () => {
    server.script([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, OK]);
    const { waits, send } = recordingFetch({ retry: { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 300 } });
    await send();
    expect(waits).toEqual([50, 100, 150, 150]);
  });

  test("a Retry-After beyond maxDelayMs is not waited for: FleetApiError carries it", async () => {
    server.script([{ status: 429, headers: { "retry-after": "120" } }]);
    const error = await client({ retry: { maxDelayMs: 60_000 } }).GET("/v1/tags").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 120_000 });
    expect(server.requests).toHaveLength(1);
  });

  test("attempts are bounded: maxAttempts 503s end in FleetApiError 503", async () => {
    server.script([{ status: 503 }, { status: 503 }, { status: 503 }, OK]);
    await expect(client({ retry: { maxAttempts: 3, baseDelayMs: 1 } }).GET("/v1/tags")).rejects.toMatchObject({ name: "FleetApiError", status: 503 });
    expect(server.requests).toHaveLength(3);
  });

  test("4xx other than 429 is not retried", async () => {
    server.script([{ status: 400 }, OK]);
    await expect(client().GET("/v1/tags")).rejects.toMatchObject({ status: 400 });
    expect(server.requests).toHaveLength(1);
  });

  test("retry: false sends once", async () => {
    server.script([{ status: 503 }, OK]);
    await expect(client({ retry: false }).GET("/v1/tags")).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  test("a retried POST sends the same body again", async () => {
    server.script([{ status: 503 }, OK]);
    await client().POST("/v1/tags", { body: { name: "north" } });
    expect(server.requests.map((r) => r.body)).toEqual(['{"name":"north"}', '{"name":"north"}']);
  });

  test("a dropped connection is retried for GET (idempotent)", async () => {
    server.script([{ reset: true }, OK]);
    await client().GET("/v1/tags");
    expect(server.requests).toHaveLength(2);
  });

  test.each([
    ["PUT", (fleet: ReturnType<typeof client>) => fleet.PUT("/v1/tags/{tagId}", { params: { path: { tagId: "7" } }, body: { name: "north" } })],
    ["DELETE", (fleet: ReturnType<typeof client>) => fleet.DELETE("/v1/tags/{tagId}", { params: { path: { tagId: "7" } } })],
  ])("a dropped connection is retried for %s (idempotent)", async (method, call) => {
    server.script([{ reset: true }, OK]);
    await expect(call(client())).resolves.toMatchObject({ data: {} });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`${method} /v1/tags/7`, `${method} /v1/tags/7`]);
  });

  test("a dropped connection is not retried for POST: FleetNetworkError", async () => {
    server.script([{ reset: true }, OK]);
    const error = await client().POST("/v1/tags", { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetNetworkError);
    expect(error).toMatchObject({ method: "POST", path: "/v1/tags", attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });
});

describe("timeout", () => {
  test("no answer within timeoutMs: each GET attempt times out, then RequestTimeoutError", async () => {
    server.script([{ hang: true }, { hang: true }]);
    const error = await client({ timeoutMs: 100, retry: { maxAttempts: 2, baseDelayMs: 1 } }).GET("/v1/tags").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ method: "GET", path: "/v1/tags", timeoutMs: 100, attempts: 2 });
    expect((error as Error).message).toMatch(/no complete response within 100 ms \(2 attempts\)/);
    expect(server.requests).toHaveLength(2);
  });

  test("a timed-out GET attempt is retried and can succeed", async () => {
    server.script([{ hang: true }, OK]);
    await expect(client({ timeoutMs: 100 }).GET("/v1/tags")).resolves.toMatchObject({ data: {} });
  });

  test("a timed-out POST is not retried", async () => {
    server.script([{ hang: true }, OK]);
    await expect(client({ timeoutMs: 100 }).POST("/v1/tags", { body: {} })).rejects.toMatchObject({ name: "RequestTimeoutError", attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  test.each([
    ["a 200", 200, '{"data":['],
    ["an error response", 404, '{"error":'],
  ])("%s whose body stalls after the headers: RequestTimeoutError once timeoutMs has passed, not a hang", async (_name, status, start) => {
    server.script([{ status, stallAfter: start }, OK]);
    const started = performance.now();
    const outcome = await outcomeWithin(client({ timeoutMs: 200 }).GET("/fleet/vehicles"), 3000);
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
    expect(outcome).toMatchObject({ method: "GET", path: "/fleet/vehicles", timeoutMs: 200, attempts: 1 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
    // The response was already handed over when its body stalled: not retried.
    expect(server.requests).toHaveLength(1);
  });

  test("a body read in time stops the clock: the attempt is not aborted once timeoutMs has passed", async () => {
    server.script([{ body: { data: [], pagination: { endCursor: "", hasNextPage: false } } }]);
    const attemptSignals: AbortSignal[] = [];
    const fleet = client({ timeoutMs: 100, fetch: (request) => (attemptSignals.push(request.signal), fetch(request)) });
    await fleet.GET("/fleet/vehicles");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attemptSignals).toHaveLength(1);
    expect(attemptSignals[0]!.aborted).toBe(false);
  });

  test("timeoutMs must be positive", () => {
    expect(() => client({ timeoutMs: 0 })).toThrow(RangeError);
    expect(() => client({ timeoutMs: Number.NaN })).toThrow(RangeError);
  });
});

describe("abort", () => {
  test("aborting an attempt in flight rejects with the signal's reason, without a retry", async () => {
    server.script([{ hang: true }, OK]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("shutting down")), 50);
    await expect(client().GET("/v1/tags", { signal: controller.signal })).rejects.toThrow("shutting down");
    expect(server.requests).toHaveLength(1);
  });

  test.each([
    ["with the default timeout", 30_000],
    ["with timeoutMs Infinity", Number.POSITIVE_INFINITY],
  ])("aborting while the body is read rejects at once with the signal's reason (%s)", async (_name, timeoutMs) => {
    server.script([{ stallAfter: '{"data":[' }]);
    const controller = new AbortController();
    const fleet = client({ timeoutMs });
    // The server sends its headers and part of the body at once, then stalls: abort while the body is being read.
    setTimeout(() => controller.abort(new Error("shutting down")), 150);
    const outcome = await outcomeWithin(fleet.GET("/fleet/vehicles", { signal: controller.signal }), 2000);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe("shutting down");
    expect(server.requests).toHaveLength(1);
  });

  test("aborting during the wait before a retry stops at once", async () => {
    server.script([{ status: 503, headers: { "retry-after": "20" } }, OK]);
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => controller.abort(), 50);
    await expect(client().GET("/v1/tags", { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(server.requests).toHaveLength(1);
  });

  test("an already aborted signal sends nothing", async () => {
    await expect(client().GET("/v1/tags", { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: "AbortError" });
    expect(server.requests).toHaveLength(0);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("Wed, 21 Oct 2015 07:28:00 GMT");
  test.each([
    ["absent", null, undefined],
    ["delay-seconds", "120", 120_000],
    ["zero", "0", 0],
    ["padded", " 5 ", 5000],
    ["an HTTP date in the future", "Wed, 21 Oct 2015 07:28:30 GMT", 30_000],
    ["an HTTP date in the past", "Wed, 21 Oct 2015 07:00:00 GMT", 0],
    ["negative", "-5", undefined],
    ["fractional", "1.5", undefined],
    ["garbage", "soon", undefined],
    ["empty", "", undefined],
  ])("%s", (_name, value, want) => {
    expect(parseRetryAfter(value, now)).toBe(want);
  });
});

test("backoffDelay: full jitter below min(maxDelay, base × 2^(n-1))", () => {
  expect([1, 2, 3, 4].map((n) => backoffDelay(n, 100, 1000, () => 0.999))).toEqual([99, 199, 399, 799]);
  expect(backoffDelay(10, 100, 1000, () => 0.999)).toBe(999);
  expect(backoffDelay(3, 100, 1000, () => 0)).toBe(0);
});

test("sleep waits, and rejects with the reason when aborted", async () => {
  vi.useFakeTimers();
  try {
    let done = false;
    const waiting = sleep(5000, new AbortController().signal).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    const controller = new AbortController();
    const aborted = sleep(5000, controller.signal);
    controller.abort(new Error("stop"));
    await expect(aborted).rejects.toThrow("stop");
  } finally {
    vi.useRealTimers();
  }
});

test("retry options are checked", () => {
  expect(() => createRetryFetch({ retry: { maxAttempts: 0 } })).toThrow(RangeError);
  expect(() => createRetryFetch({ retry: { maxAttempts: 1.5 } })).toThrow(RangeError);
  expect(() => createRetryFetch({ retry: { baseDelayMs: -1 } })).toThrow(RangeError);
});
