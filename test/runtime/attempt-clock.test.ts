// One timer per client keeps the time of all its attempts (runtime/attempt.ts, AttemptClock): each attempt still times
// out at its own deadline, an attempt that ended never does, and the process is kept alive exactly while an attempt
// runs, as with a timer per attempt.
import { describe, expect, onTestFinished, test, vi } from "vitest";
import { AttemptClock, startAttempt, type Attempt } from "../../runtime/attempt.js";
import { RequestTimeoutError } from "../../runtime/errors.js";
import { createFleetClient } from "../../generated/index.js";
import { holdTimersOf, settledYet } from "../support/held-timers.js";
import { useLoopbackServer } from "./loopback-server.js";

const owner = { timeoutError: (attempt: number) => new Error(`attempt ${attempt} timed out`) };
const request = () => new Request("http://127.0.0.1/v1/tags");

/** When the attempt's signal aborted (performance.now), or undefined while it has not. */
function abortTime(attempt: Attempt): () => number | undefined {
  let at: number | undefined;
  attempt.signal.addEventListener("abort", () => (at = performance.now()), { once: true });
  return () => at;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const nextTick = () => new Promise((resolve) => process.nextTick(resolve));
/** Timers that keep the process alive (an unref'd one is not listed). */
const refTimers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

describe("attempts sharing one clock", () => {
  // On a fake clock (setTimeout and performance.now): what is checked is the order and the deadlines, which real time
  // on a loaded machine blurs (a timer due at 120 ms fires at 300 ms, after the next one's wait).
  const fakeClock = () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    onTestFinished(() => void vi.useRealTimers());
  };

  test("each times out at its own deadline, with its own error, the later ones after the earlier", () => {
    fakeClock();
    const clock = new AttemptClock(120);
    const attempts: Attempt[] = [];
    const aborted: (() => number | undefined)[] = [];
    onTestFinished(() => {
      for (const a of attempts) a.end();
    });
    const t0 = performance.now();
    for (let i = 0; i < 3; i++) {
      const attempt = startAttempt(request(), i + 1, clock, owner, undefined);
      attempts.push(attempt);
      aborted.push(abortTime(attempt));
      vi.advanceTimersByTime(40);
    }
    // Now t0 + 120: the first attempt's deadline.
    expect(attempts.map((a) => a.timedOut())).toEqual([true, false, false]);
    vi.advanceTimersByTime(39);
    expect(attempts.map((a) => a.timedOut())).toEqual([true, false, false]);
    vi.advanceTimersByTime(1);
    expect(attempts.map((a) => a.timedOut())).toEqual([true, true, false]);
    vi.advanceTimersByTime(40);
    for (let i = 0; i < 3; i++) {
      expect(attempts[i]!.timedOut()).toBe(true);
      expect((attempts[i]!.signal.reason as Error).message).toBe(`attempt ${i + 1} timed out`);
      expect(aborted[i]!()! - t0).toBe(120 + 40 * i);
    }
  });

  test("an attempt that ended never times out, and the one after it still does, at its own deadline", () => {
    fakeClock();
    const clock = new AttemptClock(100);
    const first = startAttempt(request(), 1, clock, owner, undefined);
    vi.advanceTimersByTime(50);
    const secondStarted = performance.now();
    const second = startAttempt(request(), 1, clock, owner, undefined);
    const secondAborted = abortTime(second);
    onTestFinished(() => second.end());
    first.end();
    // The timer was armed for the first attempt's deadline: when it fires, the second's has not come yet.
    vi.advanceTimersByTime(70);
    expect(first.signal.aborted).toBe(false);
    expect(second.signal.aborted).toBe(false);
    vi.advanceTimersByTime(29);
    expect(second.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.timedOut()).toBe(false);
    expect(second.timedOut()).toBe(true);
    expect(secondAborted()! - secondStarted).toBe(100);
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
    // Let go on the next tick (an attempt started before it would have kept it).
    await nextTick();
    expect(refTimers()).toBe(before);
    // A new attempt holds the process again, on the same timer.
    const again = startAttempt(request(), 1, clock, owner, undefined);
    onTestFinished(() => again.end());
    expect(refTimers()).toBe(before + 1);
    again.end();
    await nextTick();
    expect(refTimers()).toBe(before);
  });

  test("keeps its timer held from one attempt to one started before the next tick, as sequential calls start them", async () => {
    const clock = new AttemptClock(60_000);
    const armed = vi.spyOn(globalThis, "setTimeout");
    onTestFinished(() => void armed.mockRestore());
    const first = startAttempt(request(), 1, clock, owner, undefined);
    onTestFinished(() => first.end());
    // The clock's timer, the one armed for the first attempt.
    expect(armed).toHaveBeenCalledTimes(1);
    const timer = armed.mock.results[0]!.value as NodeJS.Timeout;
    const unref = vi.spyOn(timer, "unref");
    first.end();
    // The next call's attempt, in the same run of microtasks as the end of the last one's body.
    await Promise.resolve();
    const second = startAttempt(request(), 2, clock, owner, undefined);
    onTestFinished(() => second.end());
    await nextTick();
    expect(unref, "unref'd between the attempts").not.toHaveBeenCalled();
    expect(timer.hasRef()).toBe(true);
    second.end();
    await nextTick();
    expect(unref).toHaveBeenCalledTimes(1);
    expect(timer.hasRef()).toBe(false);
  });
});

describe("a client's concurrent calls", () => {
  const server = useLoopbackServer();

  test("calls without an answer each time out after timeoutMs of their own, while an answered one is not aborted", async () => {
    server.script([{ hang: true }, { hang: true }, { body: {} }, { hang: true }]);
    // The clock's timer is held (the network stays real; no vitest fake timers, which would keep undici's own timers
    // after the test): the test says when each deadline has passed, so the answered call is never late on a loaded
    // machine, and the order is the clock's, not the machine's.
    // (20 minutes: the timer re-armed for a later call, for what is left of that, is held however slow the machine.)
    const timeout = holdTimersOf(1_200_000);
    const fleet = createFleetClient({
      baseUrl: server.url,
      token: "t0ken",
      allowInsecureLoopback: true,
      timeoutMs: 1_200_000,
    });
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 4; i++) {
      calls.push(
        fleet.GET("/v1/tags", { retry: false }).then(
          (result) => result.data,
          (error: unknown) => error,
        ),
      );
      while (server.requests.length <= i) await tick();
      if (i === 2) expect(await calls[2]).toEqual({});
    }
    const ended = async () => Promise.all(calls.map((call) => settledYet(call)));
    expect(await ended()).toEqual([false, false, true, false]);
    // The clock's timer fires for the earliest deadline only, and is armed again for the next one each time.
    timeout.fire();
    expect(await ended()).toEqual([true, false, true, false]);
    timeout.fire();
    expect(await ended()).toEqual([true, true, true, false]);
    timeout.fire();
    const results = await Promise.all(calls);
    for (const i of [0, 1, 3]) expect(results[i]).toBeInstanceOf(RequestTimeoutError);
    expect(results[2]).toEqual({});
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
    // The clock's timer is held, so what is checked is that timer alone (counting the process's timers counted vitest's
    // own, which come and go).
    const clock = holdTimersOf(4321);
    const fleet = createFleetClient({
      baseUrl: server.url,
      token: "t0ken",
      allowInsecureLoopback: true,
      timeoutMs: 4321,
    });
    const { response } = await fleet.request(method, "/v1/addresses/{address_id}", {
      params: { path: { address_id: 1 } },
    } as never);
    expect(response.status).toBe(status);
    expect(response.headers.get("transfer-encoding")).toBe(null);
    // (The clock lets go of its timer on the tick after its last attempt ended.)
    await nextTick();
    expect(clock.count, "the clock's timer was armed for the attempt").toBe(1);
    expect(clock.keepingAlive, "the clock's timer keeps the process alive").toBe(0);
  });
});
