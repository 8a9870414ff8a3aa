// Issue 13, defect 1: undici follows the signal of a `Request` through a weak reference. If nothing else holds the
// attempt's request, a garbage collection unlinks the timeout and the caller's abort from the fetch in flight, and a
// server that sends its headers and then stalls keeps the call pending forever. Each test forces full collections
// (`--expose-gc`, turned on here as paginate.test.ts does) while the body is stalled, then expects the timeout or the
// abort to end the call.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { createFleetClient, followFeed, paginate, type FleetClientOptions } from "../../generated/index.js";
import { RequestTimeoutError } from "../../runtime/errors.js";
import { outcomeWithin, useLoopbackServer } from "./loopback-server.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const server = useLoopbackServer();

/**
 * A client whose transport (the real `fetch`) reports when the headers of a response are in, so the test can collect
 * garbage exactly while the body is stalled (or, with `phase: "headers"`, while the request waits for headers).
 */
function clientCollectingGarbage(options: Partial<FleetClientOptions>, phase: "body" | "headers" = "body") {
  let collections = 0;
  const collect = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      gc();
      collections++;
    }
  };
  const fleet = createFleetClient({
    baseUrl: server.url,
    token: "t0ken",
    allowInsecureLoopback: true,
    retry: false,
    ...options,
    fetch: async (request) => {
      const sending = fetch(request);
      if (phase === "headers") void collect();
      const response = await sending;
      if (phase === "body") void collect();
      return response;
    },
  });
  return { fleet, collections: () => collections };
}

const STALLED_LIST = { stallAfter: '{"data":[' };

describe("a stalled body after a garbage collection", () => {
  test("GET: the per-attempt timeout still ends the call with RequestTimeoutError", async () => {
    server.script([STALLED_LIST]);
    const { fleet, collections } = clientCollectingGarbage({ timeoutMs: 500 });
    const outcome = await outcomeWithin(fleet.GET("/fleet/vehicles"), 5000);
    expect(collections()).toBe(3);
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  test("GET waiting for headers: the timeout still ends the call", async () => {
    server.script([{ hang: true }]);
    const { fleet, collections } = clientCollectingGarbage({ timeoutMs: 500 }, "headers");
    const outcome = await outcomeWithin(fleet.GET("/fleet/vehicles"), 5000);
    expect(collections()).toBe(3);
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  test.each([
    ["the default timeout", {}],
    ["no timeout", { timeoutMs: Number.POSITIVE_INFINITY }],
  ])("GET with %s: the caller's abort still ends the call with its reason", async (_name, options) => {
    server.script([STALLED_LIST]);
    const { fleet, collections } = clientCollectingGarbage(options);
    const controller = new AbortController();
    const call = fleet.GET("/fleet/vehicles", { signal: controller.signal });
    await until(() => collections() === 3);
    controller.abort(new Error("shutting down"));
    const outcome = await outcomeWithin(call, 5000);
    expect((outcome as Error).message).toBe("shutting down");
  });

  test("paginate: the timeout still ends the iteration with RequestTimeoutError", async () => {
    server.script([STALLED_LIST]);
    const { fleet, collections } = clientCollectingGarbage({ timeoutMs: 500 });
    const outcome = await outcomeWithin(paginate(fleet, "/fleet/vehicles").toArray(), 5000);
    expect(collections()).toBe(3);
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  test("paginate: the caller's abort still ends the iteration with its reason", async () => {
    server.script([STALLED_LIST]);
    const { fleet, collections } = clientCollectingGarbage({});
    const controller = new AbortController();
    const all = paginate(fleet, "/fleet/vehicles", { signal: controller.signal }).toArray();
    await until(() => collections() === 3);
    controller.abort(new Error("shutting down"));
    const outcome = await outcomeWithin(all, 5000);
    expect((outcome as Error).message).toBe("shutting down");
  });

  test("followFeed: the timeout still ends the iteration with RequestTimeoutError", async () => {
    server.script([STALLED_LIST]);
    const { fleet, collections } = clientCollectingGarbage({ timeoutMs: 500 });
    const outcome = await outcomeWithin(
      drain(followFeed(fleet, "/fleet/vehicles/locations/feed", { signal: new AbortController().signal })),
      5000,
    );
    expect(collections()).toBe(3);
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  test("followFeed: the caller's abort still ends the iteration (cleanly, as an abort does)", async () => {
    server.script([STALLED_LIST]);
    const { fleet, collections } = clientCollectingGarbage({});
    const controller = new AbortController();
    const following = drain(followFeed(fleet, "/fleet/vehicles/locations/feed", { signal: controller.signal }));
    await until(() => collections() === 3);
    controller.abort(new Error("shutting down"));
    expect(await outcomeWithin(following, 5000)).toBe("ended");
  });
});

describe("the default transport (the client's own fetch) after garbage collections", () => {
  /** Three full collections, 30 ms apart, while the call is in flight. */
  async function collectWhileWaiting(): Promise<void> {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      gc();
    }
  }
  const client = (options: Partial<FleetClientOptions>) =>
    createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true, retry: false, ...options });

  test.each([
    ["a stalled body", STALLED_LIST],
    ["headers that never come", { hang: true }],
  ])("%s: the per-attempt timeout still ends the call with RequestTimeoutError", async (_name, script) => {
    server.script([script]);
    // Observed from the start: on a loaded machine the timeout can end the call before the collections do.
    const outcome = outcomeWithin(client({ timeoutMs: 250 }).GET("/fleet/vehicles"), 5000);
    await collectWhileWaiting();
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
  });

  test("a stalled body: the caller's abort still ends the call with its reason", async () => {
    server.script([STALLED_LIST]);
    const controller = new AbortController();
    const outcome = outcomeWithin(client({}).GET("/fleet/vehicles", { signal: controller.signal }), 5000);
    await collectWhileWaiting();
    controller.abort(new Error("shutting down"));
    expect(((await outcome) as Error).message).toBe("shutting down");
  });
});

async function drain(batches: AsyncIterable<unknown>): Promise<string> {
  for await (const _ of batches);
  return "ended";
}

async function until(ready: () => boolean, ms = 5000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`the response headers did not arrive within ${ms} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
