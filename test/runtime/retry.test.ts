import { createServer } from "node:net";
import { inspect } from "node:util";
import { describe, expect, onTestFinished, test, vi } from "vitest";
import { createFleetClient, type FleetClientOptions } from "../../generated/index.js";
import { FleetApiError, FleetNetworkError, RequestTimeoutError } from "../../runtime/errors.js";
import {
  backoffDelay,
  createRetryFetch,
  parseRetryAfter,
  sleep,
  type RetryEvent,
  type RetryFetchOptions,
  type RetryOptions,
} from "../../runtime/retry-fetch.js";
import { holdTimersOf, outcomeOf, settledYet } from "../support/held-timers.js";
import { outcomeWithin, startLoopbackServer, useLoopbackServer, type LoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();

const client = (options: Partial<FleetClientOptions> = {}) =>
  createFleetClient({
    baseUrl: server.url,
    token: "t0ken",
    allowInsecureLoopback: true,
    retry: { baseDelayMs: 1 },
    ...options,
  });

const OK = { body: {} };

/** The retrying fetch on its own, with the waits recorded instead of slept. */
function recordingFetch(options: RetryFetchOptions = {}) {
  const waits: number[] = [];
  const fetch = createRetryFetch({ sleep: async (ms) => void waits.push(ms), random: () => 0.5, ...options });
  return { waits, send: (init?: RequestInit, path = "/v1/tags") => fetch(new Request(server.url + path, init)) };
}

/** The retrying fetch with its waits recorded instead of slept, the jitter fixed at one half. */
function recordingRetryFetch(options: RetryFetchOptions = {}) {
  const waits: number[] = [];
  return {
    waits,
    fetch: createRetryFetch({ sleep: async (ms) => void waits.push(ms), random: () => 0.5, ...options }),
  };
}

/** A loopback port that nothing listens on (it was free a moment ago). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A `timeoutMs` no other timer of these tests takes: `holdTimersOf` holds the client's timeout and nothing else. */
const HELD_TIMEOUT_MS = 4321;

async function until(ready: () => boolean, ms = 15_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const everythingIn = (value: unknown) =>
  `${String(value)}\n${JSON.stringify(value)}\n${inspect(value, { showHidden: true, depth: 10 })}`;

describe("retries over a real connection", () => {
  test("503 then 200: retried, and the call succeeds", async () => {
    server.script([{ status: 503 }, OK]);
    await expect(client().GET("/v1/tags")).resolves.toMatchObject({ data: {} });
    expect(server.requests).toHaveLength(2);
  });

  test("429 with Retry-After in seconds: the wait is honoured", async () => {
    // The 1 s wait is held (nothing else here arms 1 s; undici's parser arms 3 s) and ends when the test fires it.
    const wait = holdTimersOf(1000);
    server.script([{ status: 429, headers: { "retry-after": "1" } }, OK]);
    const call = client().GET("/v1/tags");
    await until(() => wait.count === 1);
    expect(await settledYet(call)).toBe(false);
    expect(server.requests).toHaveLength(1);
    wait.fire();
    await expect(call).resolves.toMatchObject({ data: {} });
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
    const error = await client({ retry: { maxDelayMs: 60_000 } })
      .GET("/v1/tags")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 120_000 });
    expect(server.requests).toHaveLength(1);
  });

  test("attempts are bounded: maxAttempts 503s end in FleetApiError 503", async () => {
    server.script([{ status: 503 }, { status: 503 }, { status: 503 }, OK]);
    await expect(client({ retry: { maxAttempts: 3, baseDelayMs: 1 } }).GET("/v1/tags")).rejects.toMatchObject({
      name: "FleetApiError",
      status: 503,
    });
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

  test("a retried POST (429) sends the same body again", async () => {
    server.script([{ status: 429 }, OK]);
    await client().POST("/v1/tags", { body: { name: "north" } });
    expect(server.requests.map((r) => r.body)).toEqual(['{"name":"north"}', '{"name":"north"}']);
  });

  test("a dropped connection is retried for GET (idempotent)", async () => {
    server.script([{ reset: true }, OK]);
    await client().GET("/v1/tags");
    expect(server.requests).toHaveLength(2);
  });

  test.each([
    [
      "PUT",
      (fleet: ReturnType<typeof client>) =>
        fleet.PUT("/v1/tags/{tagId}", { params: { path: { tagId: "7" } }, body: { name: "north" } }),
    ],
    [
      "DELETE",
      (fleet: ReturnType<typeof client>) => fleet.DELETE("/v1/tags/{tagId}", { params: { path: { tagId: "7" } } }),
    ],
  ])("a dropped connection is retried for %s (idempotent)", async (method, call) => {
    server.script([{ reset: true }, OK]);
    await expect(call(client())).resolves.toMatchObject({ data: {} });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `${method} /v1/tags/7`,
      `${method} /v1/tags/7`,
    ]);
  });

  test("a dropped connection is not retried for POST: FleetNetworkError", async () => {
    server.script([{ reset: true }, OK]);
    const error = await client()
      .POST("/v1/tags", { body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetNetworkError);
    expect(error).toMatchObject({ method: "POST", path: "/v1/tags", attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });
});

type Fleet = ReturnType<typeof client>;
const calls: Record<string, (fleet: Fleet, init?: { retry?: RetryOptions | false }) => Promise<unknown>> = {
  GET: (fleet, init) => fleet.GET("/v1/tags", { ...init }),
  PUT: (fleet, init) =>
    fleet.PUT("/v1/tags/{tagId}", { params: { path: { tagId: "7" } }, body: { name: "north" }, ...init }),
  DELETE: (fleet, init) => fleet.DELETE("/v1/tags/{tagId}", { params: { path: { tagId: "7" } }, ...init }),
  POST: (fleet, init) => fleet.POST("/v1/tags", { body: { name: "north" }, ...init }),
  PATCH: (fleet, init) =>
    fleet.PATCH("/v1/fleet/drivers/{driver_id}", {
      params: { path: { driver_id: 7 } },
      body: { name: "Ada" },
      ...init,
    } as never),
};

describe("the default policy by method (issue 9): a write is never sent twice when the server may have done it", () => {
  // [method, first answer, requests sent]: the second answer is always a 200. The retrying fetch on its own: the
  // spec has no HEAD or OPTIONS operation for the client to call.
  test.each([
    ["GET", 503, 2],
    ["HEAD", 503, 2],
    ["OPTIONS", 500, 2],
    ["PUT", 503, 2],
    ["DELETE", 502, 2],
    ["POST", 503, 1],
    ["POST", 500, 1],
    ["PATCH", 503, 1],
    ["GET", 429, 2],
    ["POST", 429, 2],
    ["PATCH", 429, 2],
  ] as const)("%s answered %i: %i request(s)", async (method, status, sent) => {
    server.script([{ status }, OK]);
    const body = method === "GET" || method === "HEAD" ? null : "{}";
    const response = await recordingRetryFetch().fetch(new Request(`${server.url}/v1/tags`, { method, body }));
    expect(response.status).toBe(sent === 1 ? status : 200);
    expect(server.requests.map((r) => r.method)).toEqual(Array(sent).fill(method));
  });

  test("through the client: POST /v1/fleet/drivers/create answered 503 is sent once and throws FleetApiError 503", async () => {
    server.script([{ status: 503 }, OK]);
    await expect(client().POST("/v1/fleet/drivers/create", { body: { name: "Ada" } })).rejects.toMatchObject({
      name: "FleetApiError",
      status: 503,
    });
    expect(server.requests).toHaveLength(1);
  });

  test.each(["PUT", "DELETE"])("through the client: %s answered 503 is retried", async (method) => {
    server.script([{ status: 503 }, OK]);
    await expect(calls[method]!(client())).resolves.toMatchObject({ data: {} });
    expect(server.requests.map((r) => r.method)).toEqual([method, method]);
  });

  test("a dropped connection is not retried for PATCH either: FleetNetworkError", async () => {
    server.script([{ reset: true }, OK]);
    await expect(calls.PATCH!(client())).rejects.toBeInstanceOf(FleetNetworkError);
    expect(server.requests).toHaveLength(1);
  });

  test.each(["POST", "PATCH"])(
    "a %s whose connection was refused (nothing sent) is retried, with the same body",
    async (method) => {
      // A port nobody listens on, until the wait before the retry opens it: the first attempt is refused before sending.
      const port = await freePort();
      let second: LoopbackServer | undefined;
      onTestFinished(() => second?.close());
      const retryFetch = createRetryFetch({
        retry: { maxAttempts: 2 },
        sleep: async () => {
          second = await startLoopbackServer([OK], port);
        },
      });
      const response = await retryFetch(
        new Request(`http://127.0.0.1:${port}/v1/tags`, { method, body: '{"password":"hunter2"}' }),
      );
      expect(response.status).toBe(200);
      expect(second!.requests.map((r) => `${r.method} ${r.body}`)).toEqual([`${method} {"password":"hunter2"}`]);
    },
  );

  test("a refused connection on the last attempt is FleetNetworkError with the cause", async () => {
    const port = await freePort();
    const error = await createRetryFetch({ retry: { maxAttempts: 2 }, sleep: async () => {} })(
      new Request(`http://127.0.0.1:${port}/v1/tags`, { method: "POST", body: "{}" }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetNetworkError);
    expect(error).toMatchObject({ method: "POST", path: "/v1/tags", attempts: 2 });
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
  });
});

describe("a call's own retry (issue 9)", () => {
  test.each(["GET", "PUT", "POST"])("%s with retry: false sends once where the client retries", async (method) => {
    server.script([{ status: 429 }, OK]);
    await expect(
      calls[method]!(client({ retry: { maxAttempts: 3, baseDelayMs: 1 } }), { retry: false }),
    ).rejects.toMatchObject({ status: 429 });
    expect(server.requests).toHaveLength(1);
  });

  test("RetryOptions on a call of a client with retry: false retry that call", async () => {
    server.script([{ status: 503 }, { status: 503 }, OK]);
    await expect(
      calls.GET!(client({ retry: false }), { retry: { maxAttempts: 3, baseDelayMs: 1 } }),
    ).resolves.toMatchObject({ data: {} });
    expect(server.requests).toHaveLength(3);
  });

  test("RetryOptions on a call replace the client's maxAttempts for that call only", async () => {
    const fleet = client({ retry: { maxAttempts: 4, baseDelayMs: 1 } });
    server.script(() => ({ status: 503 }));
    await expect(calls.GET!(fleet, { retry: { maxAttempts: 2 } })).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(2);
    server.script(() => ({ status: 503 }));
    await expect(calls.GET!(fleet)).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(4);
  });

  test("a call's RetryOptions are merged over the client's: the client's baseDelayMs stays", async () => {
    server.script([{ status: 503 }, { status: 503 }, OK]);
    const { waits, fetch } = recordingRetryFetch({ retry: { maxAttempts: 2, baseDelayMs: 100 } });
    const response = await fetch(new Request(`${server.url}/v1/tags`), { retry: { maxAttempts: 3 } });
    expect(response.status).toBe(200);
    expect(waits).toEqual([50, 100]);
  });

  test("a call's retry with a bad value is a RangeError naming it, and nothing is sent", async () => {
    const error = await calls.GET!(client(), { retry: { maxAttempts: 0 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toMatch(/the call's retry\.maxAttempts must be an integer ≥ 1; got 0/);
    expect(server.requests).toHaveLength(0);
  });
});

describe("onRetry (issue 9)", () => {
  const TOKEN = "fk_live_5ecret0ken5ecret0ken";

  test("hears each retry with the failed attempt, the wait, the status, the method and the path (no query)", async () => {
    server.script([{ status: 429, headers: { "retry-after": "0.01" } }, { status: 503 }, OK]);
    const events: RetryEvent[] = [];
    await client({ retry: { maxAttempts: 3, baseDelayMs: 1 }, onRetry: (event) => void events.push(event) }).GET(
      "/v1/tags/{tagId}",
      { params: { path: { tagId: "7" } } },
    );
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({ attempt: 1, delayMs: 10, status: 429, method: "GET", path: "/v1/tags/7" });
    expect(events[1]).toMatchObject({ attempt: 2, status: 503, method: "GET", path: "/v1/tags/7" });
    expect(events[1]!.delayMs).toBeLessThan(2);
  });

  test("hears a network failure as `error` (FleetNetworkError), and never the token, even when the transport echoes it", async () => {
    const events: RetryEvent[] = [];
    const fleet = createFleetClient({
      baseUrl: server.url,
      token: TOKEN,
      allowInsecureLoopback: true,
      retry: { maxAttempts: 2, baseDelayMs: 1 },
      onRetry: (event) => void events.push(event),
      // A transport that puts the request in its error, as some do: the Authorization header with it.
      fetch: async (request) => {
        if (events.length === 0)
          throw Object.assign(new Error(`refused ${request.headers.get("authorization")}`), {
            code: "ECONNREFUSED",
            request,
          });
        return fetch(request);
      },
    });
    server.script([OK]);
    await fleet.GET("/v1/tags");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ attempt: 1, method: "GET", path: "/v1/tags" });
    expect(events[0]!.error).toBeInstanceOf(FleetNetworkError);
    expect(everythingIn(events)).not.toContain("5ecret0ken");
  });

  test("a timeout is heard as RequestTimeoutError", async () => {
    server.script([{ hang: true }, OK]);
    const events: RetryEvent[] = [];
    const timeout = holdTimersOf(HELD_TIMEOUT_MS);
    const call = client({ timeoutMs: HELD_TIMEOUT_MS, onRetry: (event) => void events.push(event) }).GET("/v1/tags");
    await until(() => server.requests.length === 1);
    timeout.fire(); // the first attempt's time is up; the second's never is
    await call;
    expect(events.map((e) => e.error)).toEqual([expect.any(RequestTimeoutError)]);
  });

  test.each([
    [
      "throws",
      () => {
        throw new Error("logger down");
      },
    ],
    [
      "rejects",
      async () => {
        throw new Error("logger down");
      },
    ],
  ])("a hook that %s does not break the call", async (_name, onRetry) => {
    server.script([{ status: 503 }, OK]);
    await expect(client({ onRetry }).GET("/v1/tags")).resolves.toMatchObject({ data: {} });
    expect(server.requests).toHaveLength(2);
  });

  test("onRetry must be a function", () => {
    expect(() => client({ onRetry: "log" as never })).toThrow(/onRetry must be a function/);
  });
});

describe("Retry-After with a fraction and as a date, observed through the sleep seam (issue 9)", () => {
  test("0.40235 s (the vendor's rate limiter) waits 403 ms, then the call succeeds", async () => {
    server.script([{ status: 429, headers: { "retry-after": "0.40235" } }, OK]);
    const { waits, fetch } = recordingRetryFetch();
    expect((await fetch(new Request(`${server.url}/v1/tags`, { method: "POST", body: "{}" }))).status).toBe(200);
    expect(waits).toEqual([403]);
    expect(server.requests).toHaveLength(2);
  });

  test("an HTTP date 2.5 s ahead waits 2500 ms", async () => {
    const now = Date.parse("Mon, 23 Nov 2026 14:00:00 GMT");
    server.script([{ status: 503, headers: { "retry-after": "Mon, 23 Nov 2026 14:00:02 GMT" } }, OK]);
    const { waits, fetch } = recordingRetryFetch({ now: () => now + 500 });
    await fetch(new Request(`${server.url}/v1/tags`));
    expect(waits).toEqual([1500]);
  });
});

describe("timer overflow (issue 13, defect 5): 2^31 ms and more are honoured, never an instant timeout", () => {
  test.each([2 ** 31, 5e9, Number.POSITIVE_INFINITY])(
    "timeoutMs %d: a request without an answer is still waiting",
    async (timeoutMs) => {
      server.script([{ hang: true }]);
      const controller = new AbortController();
      const call = client({ timeoutMs, retry: false }).GET("/v1/tags", { signal: controller.signal });
      await until(() => server.requests.length === 1);
      // Before the fix, a timer of 2^31 ms fired after 1 ms: RequestTimeoutError at once.
      expect(await outcomeWithin(call, 300)).toBe("still pending after 300 ms");
      controller.abort(new Error("done"));
      await expect(call).rejects.toThrow("done");
    },
  );

  test("retry.maxDelayMs 2^32 with a Retry-After of 2^31 ms and more: the retry waits, it is not sent at once", async () => {
    server.script([{ status: 503, headers: { "retry-after": String(2 ** 31 / 1000 + 1) } }, OK]);
    const controller = new AbortController();
    const call = client({ retry: { maxAttempts: 2, maxDelayMs: 2 ** 32 } }).GET("/v1/tags", {
      signal: controller.signal,
    });
    expect(await outcomeWithin(call, 300)).toBe("still pending after 300 ms");
    expect(server.requests).toHaveLength(1);
    controller.abort(new Error("done"));
    await expect(call).rejects.toThrow("done");
  });

  test("sleep waits past 2^31 ms in steps, on a fake clock", async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const waiting = sleep(2 ** 31 + 5000, new AbortController().signal).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(2 ** 31 + 4999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test.each([
    [
      "timeoutMs",
      { timeoutMs: -1 },
      /timeoutMs must be a number of milliseconds > 0 \(Infinity for no limit\); got -1/,
    ],
    ["timeoutMs", { timeoutMs: "1000" as never }, /timeoutMs must be a number/],
    [
      "retry.maxDelayMs",
      { retry: { maxDelayMs: Number.NaN } },
      /retry\.maxDelayMs must be a number of milliseconds ≥ 0/,
    ],
    [
      "retry.baseDelayMs",
      { retry: { baseDelayMs: Number.POSITIVE_INFINITY } },
      /retry\.baseDelayMs must be a finite number ≥ 0/,
    ],
    ["maxResponseBytes", { maxResponseBytes: 0 }, /maxResponseBytes must be a whole number of bytes > 0/],
  ])("%s out of range is a RangeError at creation", (_name, options, message) => {
    expect(() => client(options as Partial<FleetClientOptions>)).toThrow(message);
    expect(() => client(options as Partial<FleetClientOptions>)).toThrow(RangeError);
  });
});

describe("timeout", () => {
  test("no answer within timeoutMs: each GET attempt times out, then RequestTimeoutError", async () => {
    server.script([{ hang: true }, { hang: true }]);
    const error = await client({ timeoutMs: 100, retry: { maxAttempts: 2, baseDelayMs: 1 } })
      .GET("/v1/tags")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ method: "GET", path: "/v1/tags", timeoutMs: 100, attempts: 2 });
    expect((error as Error).message).toMatch(/no complete response within 100 ms \(2 attempts\)/);
    expect(server.requests).toHaveLength(2);
  });

  test("a timed-out GET attempt is retried and can succeed", async () => {
    server.script([{ hang: true }, OK]);
    const timeout = holdTimersOf(HELD_TIMEOUT_MS);
    const call = client({ timeoutMs: HELD_TIMEOUT_MS }).GET("/v1/tags");
    await until(() => server.requests.length === 1);
    timeout.fire(); // the first attempt's time is up; the second's never is
    await expect(call).resolves.toMatchObject({ data: {} });
  });

  test("a timed-out POST is not retried", async () => {
    server.script([{ hang: true }, OK]);
    await expect(client({ timeoutMs: 100 }).POST("/v1/tags", { body: {} })).rejects.toMatchObject({
      name: "RequestTimeoutError",
      attempts: 1,
    });
    expect(server.requests).toHaveLength(1);
  });

  test.each([
    ["a 200", 200, '{"data":['],
    ["an error response", 404, '{"error":'],
  ])(
    "%s whose body stalls after the headers: RequestTimeoutError once timeoutMs has passed, not a hang",
    async (_name, status, start) => {
      server.script([{ status, stallAfter: start }, OK]);
      const timeout = holdTimersOf(HELD_TIMEOUT_MS);
      const call = client({ timeoutMs: HELD_TIMEOUT_MS }).GET("/fleet/vehicles");
      await until(() => server.requests.length === 1);
      expect(await settledYet(call), "nothing but the timeout ends the call").toBe(false);
      timeout.fire();
      const outcome = await outcomeOf(call);
      expect(outcome).toBeInstanceOf(RequestTimeoutError);
      expect(outcome).toMatchObject({
        method: "GET",
        path: "/fleet/vehicles",
        timeoutMs: HELD_TIMEOUT_MS,
        attempts: 1,
      });
      // The response was already handed over when its body stalled: not retried.
      expect(server.requests).toHaveLength(1);
    },
  );

  test("a body read in time stops the clock: the attempt is not aborted once timeoutMs has passed", async () => {
    server.script([{ body: { data: [], pagination: { endCursor: "", hasNextPage: false } } }]);
    const attemptSignals: AbortSignal[] = [];
    const timeout = holdTimersOf(HELD_TIMEOUT_MS);
    const fleet = client({
      timeoutMs: HELD_TIMEOUT_MS,
      fetch: (request) => {
        attemptSignals.push(request.signal);
        return fetch(request);
      },
    });
    await fleet.GET("/fleet/vehicles");
    expect(timeout.count, "the clock's timer is still armed").toBe(1);
    timeout.fire(); // timeoutMs has passed
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
    const call = client().GET("/v1/tags", { signal: controller.signal });
    await until(() => server.requests.length === 1);
    controller.abort(new Error("shutting down"));
    await expect(call).rejects.toThrow("shutting down");
    expect(server.requests).toHaveLength(1);
  });

  test.each([
    ["with the default timeout", 30_000],
    ["with timeoutMs Infinity", Number.POSITIVE_INFINITY],
  ])("aborting while the body is read rejects at once with the signal's reason (%s)", async (_name, timeoutMs) => {
    server.script([{ stallAfter: '{"data":[' }]);
    const controller = new AbortController();
    const fleet = client({ timeoutMs });
    holdTimersOf(timeoutMs); // the timeout cannot end the call first on a loaded machine
    // The server sends its headers and part of the body at once, then stalls: abort once it has the request (while
    // the body is read, or, on a loaded machine, while the headers are on their way: the same outcome).
    const call = fleet.GET("/fleet/vehicles", { signal: controller.signal });
    await until(() => server.requests.length === 1);
    controller.abort(new Error("shutting down"));
    const outcome = await outcomeOf(call);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe("shutting down");
    expect(server.requests).toHaveLength(1);
  });

  test("aborting during the wait before a retry stops at once", async () => {
    server.script([{ status: 503, headers: { "retry-after": "20" } }, OK]);
    const wait = holdTimersOf(20_000); // only the abort can end the 20 s wait
    const controller = new AbortController();
    const call = client().GET("/v1/tags", { signal: controller.signal });
    await until(() => wait.count === 1);
    controller.abort();
    expect(await outcomeOf(call)).toMatchObject({ name: "AbortError" });
    expect(server.requests).toHaveLength(1);
  });

  test("an already aborted signal sends nothing", async () => {
    await expect(client().GET("/v1/tags", { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: "AbortError",
    });
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
    ["fractional", "1.5", 1500],
    ["fractional as the vendor's rate limiter sends it, rounded up to the next millisecond", "0.40235", 403],
    ["a fraction without digits before the point", ".5", undefined],
    ["a trailing point", "5.", undefined],
    ["an exponent", "1e3", undefined],
    ["too long to be a number", "9".repeat(400), undefined],
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
