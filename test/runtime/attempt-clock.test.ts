// One timer per client keeps the time of all its attempts (runtime/attempt.ts, AttemptClock): each attempt still times
// out at its own deadline, an attempt that ended never does, and the process is kept alive exactly while an attempt
// runs, as with a timer per attempt.
import { describe, expect, onTestFinished, test } from "vitest";
import { AttemptClock, startAttempt, type Attempt } from "../../runtime/attempt.js";
import { RequestTimeoutError } from "../../runtime/errors.js";
import { createFleetClient } from "../../generated/index.js";
import { useLoopbackServer } from "./loopback-server.js";

const owner = { timeoutError: (attempt: number) => new Error(`attempt ${attempt} timed out`) };
const request = () => new Request("http://127.0.0.1/v1/tags");

/** When the attempt's signal aborted (performance.now), or undefined while it has not. */
function abortTime(attempt: Attempt): () => number | undefined {
  let at: number | undefined;
  attempt.signal.addEventListener("abort", () => (at = performance.now()), { once: true });
  return () => at;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Timers that keep the process alive (an unref'd one is not listed). */
const refTimers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

describe("attempts sharing one clock", () => {
  test("each times out at its own deadline, with its own error, the later ones after the earlier", async () => {
    const clock = new AttemptClock(120);
    const started: number[] = [];
    const attempts: Attempt[] = [];
    const aborted: (() => number | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      started.push(performance.now());
      const attempt = startAttempt(request(), i + 1, clock, owner, undefined);
      attempts.push(attempt);
      aborted.push(abortTime(attempt));
      await wait(40);
    }
    onTestFinished(() => {
      for (const a of attempts) a.end();
    });
    await wait(200);
    for (let i = 0; i < 3; i++) {
      expect(attempts[i]!.timedOut()).toBe(true);
      expect((attempts[i]!.signal.reason as Error).message).toBe(`attempt ${i + 1} timed out`);
      expect(aborted[i]!()! - started[i]!).toBeGreaterThanOrEqual(119);
    }
    expect(aborted[0]!()!).toBeLessThanOrEqual(aborted[1]!()!);
    expect(aborted[1]!()!).toBeLessThanOrEqual(aborted[2]!()!);
  });

  test("an attempt that ended never times out, and the one after it still does, at its own deadline", async () => {
    const clock = new AttemptClock(100);
    const first = startAttempt(request(), 1, clock, owner, undefined);
    await wait(50);
    const secondStarted = performance.now();
    const second = startAttempt(request(), 1, clock, owner, undefined);
    const secondAborted = abortTime(second);
    onTestFinished(() => second.end());
    first.end();
    // The timer was armed for the first attempt's deadline: when it fires, the second's has not come yet.
    await wait(70);
    expect(first.signal.aborted).toBe(false);
    expect(second.signal.aborted).toBe(false);
    await wait(120);
    expect(first.timedOut()).toBe(false);
    expect(second.timedOut()).toBe(true);
    expect(secondAborted()! - secondStarted).toBeGreaterThanOrEqual(99);
  });

  test("keeps the process alive with one timer while attempts run, and not once none does", async () => {
    const before = refTimers();
    const clock = new AttemptClock(60_000);
    const attempts = [1, 2, 3].map((n) => startAttempt(request(), n, clock, owner, undefined));
    onTestFinished(() => {
      for (const a of attempts) a.end();
    });
    expect(refTimers()).toBe(before + 1);
    attempts[0]!.end();
    attempts[1]!.end();
    expect(refTimers()).toBe(before + 1);
    attempts[2]!.end();
    expect(refTimers()).toBe(before);
    // A new attempt holds the process again, on the same timer.
    const again = startAttempt(request(), 1, clock, owner, undefined);
    onTestFinished(() => again.end());
    expect(refTimers()).toBe(before + 1);
    again.end();
    expect(refTimers()).toBe(before);
  });
});

describe("a client's concurrent calls", () => {
  const server = useLoopbackServer();

  test("calls without an answer each time out after timeoutMs of their own, while an answered one is not aborted", async () => {
    server.script([{ hang: true }, { hang: true }, { body: {} }, { hang: true }]);
    const fleet = createFleetClient({
      baseUrl: server.url,
      token: "t0ken",
      allowInsecureLoopback: true,
      timeoutMs: 150,
    });
    const outcomes: Promise<{ started: number; ended: number; outcome: unknown }>[] = [];
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      outcomes.push(
        fleet.GET("/v1/tags", { retry: false }).then(
          (result) => ({ started, ended: performance.now(), outcome: result.data }),
          (error: unknown) => ({ started, ended: performance.now(), outcome: error }),
        ),
      );
      await wait(50);
    }
    const results = await Promise.all(outcomes);
    for (const i of [0, 1, 3]) {
      expect(results[i]!.outcome).toBeInstanceOf(RequestTimeoutError);
      expect(results[i]!.ended - results[i]!.started).toBeGreaterThanOrEqual(145);
    }
    expect(results[2]!.outcome).toEqual({});
  });
});

describe("a response without a body to read", () => {
  const server = useLoopbackServer();

  // openapi-fetch reads no body for these (204, HEAD, `Content-Length: 0`): the attempt must not wait for a read that
  // never comes, or its clock holds the process for timeoutMs after the call returned (a script's DELETE exited 30 s
  // late).
  test.each([
    ["a DELETE answered 200 with Content-Length: 0", "delete", 200],
    ["a GET answered 200 with Content-Length: 0", "get", 200],
    ["a DELETE answered 204", "delete", 204],
  ] as const)("%s ends the attempt when the call returns", async (_name, method, status) => {
    // (Node's server sends an empty body chunked unless told its length.)
    server.script([{ status, ...(status === 200 ? { headers: { "content-length": "0" } } : {}) }]);
    const fleet = createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true });
    const before = refTimers();
    const { response } = await fleet.request(method, "/v1/addresses/{address_id}", {
      params: { path: { address_id: 1 } },
    } as never);
    expect(response.status).toBe(status);
    expect(response.headers.get("transfer-encoding")).toBe(null);
    expect(refTimers()).toBe(before);
  });
});
