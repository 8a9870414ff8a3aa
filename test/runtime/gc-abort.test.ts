// Issue 13, defect 1: undici follows the signal of a `Request` through a weak reference. If nothing else holds the
// attempt's request, a garbage collection unlinks the timeout and the caller's abort from the fetch in flight, and a
// server that sends its headers and then stalls keeps the call pending forever. Each test forces full collections
// (`--expose-gc`, turned on here as paginate.test.ts does) while the body is stalled, then expects the timeout or the
// abort to end the call.
//
// No test here depends on how long anything takes (issue 38, item 1): the client's timeout timer is held from the call's
// start until the collections are done, so it cannot fire first on a loaded machine (it did: "expected 2 to be 3"),
// and the test then fires it itself. Every other timer, setImmediate and the network stay real.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { createFleetClient, followFeed, paginate, type FleetClientOptions } from "../../generated/index.js";
import { RequestTimeoutError } from "../../runtime/errors.js";
import { holdTimersOf, outcomeOf, settledYet } from "../support/held-timers.js";
import { useLoopbackServer } from "./loopback-server.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const server = useLoopbackServer();

/** Three full collections, each in a turn of the event loop of its own. */
async function collectThreeTimes(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
}

/**
 * A client whose transport (the real `fetch`) reports when the headers of a response are in, so the test can collect
 * garbage exactly while the body is stalled (or, with `phase: "headers"`, while the request waits for headers).
 * `collected` settles once the three collections are done.
 */
function clientCollectingGarbage(options: Partial<FleetClientOptions>, phase: "body" | "headers" = "body") {
  let collectionsDone!: () => void;
  const collected = new Promise<void>((resolve) => (collectionsDone = resolve));
  const collect = () => void collectThreeTimes().then(collectionsDone);
  const fleet = createFleetClient({
    baseUrl: server.url,
    token: "t0ken",
    allowInsecureLoopback: true,
    retry: false,
    ...options,
    fetch: async (request) => {
      const sending = fetch(request);
      if (phase === "headers") collect();
      const response = await sending;
      if (phase === "body") collect();
      return response;
    },
  });
  return { fleet, collected };
}

const STALLED_LIST = { stallAfter: '{"data":[' };
/** The clients' `timeoutMs`, a delay no other timer here takes. */
const TIMEOUT_MS = 4321;
/** The client's default `timeoutMs`. */
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Starts `call` with its client's timeout (`TIMEOUT_MS`) held, waits for the three collections while the call is
 * pending, then fires the timeout and returns how the call ended.
 */
async function timedOutAfterCollections(collected: Promise<void>, call: () => Promise<unknown>): Promise<unknown> {
  const timeout = holdTimersOf(TIMEOUT_MS);
  const pending = call();
  const ended = outcomeOf(pending);
  await collected;
  expect(await settledYet(pending), "the call ended before its timeout fired").toBe(false);
  expect(timeout.count, "the client's timeout timer is held").toBe(1);
  timeout.fire();
  return ended;
}

/**
 * Starts `call` (its client's default timeout held: that cannot end it), waits for the collections while the call is
 * pending, aborts it and returns how it ended.
 */
async function abortedAfterCollections(
  collected: Promise<void>,
  call: (signal: AbortSignal) => Promise<unknown>,
): Promise<unknown> {
  holdTimersOf(DEFAULT_TIMEOUT_MS);
  const controller = new AbortController();
  const pending = call(controller.signal);
  const ended = outcomeOf(pending);
  await collected;
  expect(await settledYet(pending), "the call ended before it was aborted").toBe(false);
  controller.abort(new Error("shutting down"));
  return ended;
}

describe("a stalled body after a garbage collection", () => {
  test("GET: the per-attempt timeout still ends the call with RequestTimeoutError", async () => {
    server.script([STALLED_LIST]);
    const { fleet, collected } = clientCollectingGarbage({ timeoutMs: TIMEOUT_MS });
    const outcome = await timedOutAfterCollections(collected, () => fleet.GET("/fleet/vehicles"));
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  test("GET waiting for headers: the timeout still ends the call", async () => {
    server.script([{ hang: true }]);
    const { fleet, collected } = clientCollectingGarbage({ timeoutMs: TIMEOUT_MS }, "headers");
    const outcome = await timedOutAfterCollections(collected, () => fleet.GET("/fleet/vehicles"));
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  test.each([
    ["the default timeout", {}],
    ["no timeout", { timeoutMs: Number.POSITIVE_INFINITY }],
  ])("GET with %s: the caller's abort still ends the call with its reason", async (_name, options) => {
    server.script([STALLED_LIST]);
    const { fleet, collected } = clientCollectingGarbage(options);
    const outcome = await abortedAfterCollections(collected, (signal) => fleet.GET("/fleet/vehicles", { signal }));
    expect((outcome as Error).message).toBe("shutting down");
  });

  test("paginate: the timeout still ends the iteration with RequestTimeoutError", async () => {
    server.script([STALLED_LIST]);
    const { fleet, collected } = clientCollectingGarbage({ timeoutMs: TIMEOUT_MS });
    const outcome = await timedOutAfterCollections(collected, () => paginate(fleet, "/fleet/vehicles").toArray());
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  test("paginate: the caller's abort still ends the iteration with its reason", async () => {
    server.script([STALLED_LIST]);
    const { fleet, collected } = clientCollectingGarbage({});
    const outcome = await abortedAfterCollections(collected, (signal) =>
      paginate(fleet, "/fleet/vehicles", { signal }).toArray(),
    );
    expect((outcome as Error).message).toBe("shutting down");
  });

  test("followFeed: the timeout still ends the iteration with RequestTimeoutError", async () => {
    server.script([STALLED_LIST]);
    const { fleet, collected } = clientCollectingGarbage({ timeoutMs: TIMEOUT_MS });
    const outcome = await timedOutAfterCollections(collected, () =>
      drain(followFeed(fleet, "/fleet/vehicles/locations/feed", { signal: new AbortController().signal })),
    );
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  test("followFeed: the caller's abort still ends the iteration (cleanly, as an abort does)", async () => {
    server.script([STALLED_LIST]);
    const { fleet, collected } = clientCollectingGarbage({});
    const outcome = await abortedAfterCollections(collected, (signal) =>
      drain(followFeed(fleet, "/fleet/vehicles/locations/feed", { signal })),
    );
    expect(outcome).toBe("ended");
  });
});

describe("the default transport (the client's own fetch) after garbage collections", () => {
  const client = (options: Partial<FleetClientOptions>) =>
    createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true, retry: false, ...options });

  /** The request is in (the server saw it), and, for a stalled body, so are the headers. */
  async function requestReceived(): Promise<void> {
    while (server.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
  }

  test.each([
    ["a stalled body", STALLED_LIST],
    ["headers that never come", { hang: true }],
  ])("%s: the per-attempt timeout still ends the call with RequestTimeoutError", async (_name, script) => {
    server.script([script]);
    const fleet = client({ timeoutMs: TIMEOUT_MS });
    const collected = requestReceived().then(collectThreeTimes);
    const outcome = await timedOutAfterCollections(collected, () => fleet.GET("/fleet/vehicles"));
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  test("a stalled body: the caller's abort still ends the call with its reason", async () => {
    server.script([STALLED_LIST]);
    const fleet = client({});
    const collected = requestReceived().then(collectThreeTimes);
    const outcome = await abortedAfterCollections(collected, (signal) => fleet.GET("/fleet/vehicles", { signal }));
    expect((outcome as Error).message).toBe("shutting down");
  });
});

async function drain(batches: AsyncIterable<unknown>): Promise<string> {
  for await (const _ of batches);
  return "ended";
}
