import { getEventListeners } from "node:events";
import { describe, expect, test } from "vitest";
import { createFleetClient, type FleetClientOptions } from "../../generated/index.js";
import { TagAccessError } from "../../runtime/errors.js";
import { useLoopbackServer } from "./loopback-server.js";

/*
 * A call links the caller's signal to a signal of its own only while it runs (a Request built on the caller's signal
 * would keep a listener there until garbage collection): one long-lived signal shared by many calls must never
 * collect listeners, whether the call was sent or refused before sending.
 */

const server = useLoopbackServer();

const client = (options: Partial<FleetClientOptions> = {}) =>
  createFleetClient({
    baseUrl: server.url,
    token: "fk_test_signal",
    allowInsecureLoopback: true,
    retry: false,
    ...options,
  });
const listenersOn = (signal: AbortSignal) => getEventListeners(signal, "abort").length;

describe("the caller's signal", () => {
  test("keeps no listener after 50 calls that were sent and answered", async () => {
    const { signal } = new AbortController();
    const fleet = client();
    server.script(() => ({ body: { data: [] } }));
    for (let i = 0; i < 50; i++) await fleet.GET("/v1/tags", { signal });
    expect(server.requests).toHaveLength(50);
    expect(listenersOn(signal)).toBe(0);
  });

  test("keeps no listener after 50 calls refused before sending (the tag guard runs on the built request)", async () => {
    const { signal } = new AbortController();
    const fleet = client({ tokenTagIds: ["tag-north"] });
    for (let i = 0; i < 50; i++) {
      await expect(
        fleet.POST("/fleet/drivers", { body: { name: "A", username: "a", password: "p" }, signal }),
      ).rejects.toBeInstanceOf(TagAccessError);
    }
    expect(server.requests).toHaveLength(0);
    expect(listenersOn(signal)).toBe(0);
  });

  test("aborting it ends a call waiting for headers, with its reason, and leaves no listener", async () => {
    const controller = new AbortController();
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    server.script(() => {
      arrived();
      return { hang: true };
    });
    const call = client().GET("/v1/tags", { signal: controller.signal });
    await requestArrived;
    controller.abort(new Error("the caller gave up"));
    await expect(call).rejects.toThrow("the caller gave up");
    expect(listenersOn(controller.signal)).toBe(0);
  });

  test("already aborted: nothing is sent", async () => {
    const controller = new AbortController();
    controller.abort(new Error("aborted before the call"));
    await expect(client().GET("/v1/tags", { signal: controller.signal })).rejects.toThrow("aborted before the call");
    expect(server.requests).toHaveLength(0);
  });
});
