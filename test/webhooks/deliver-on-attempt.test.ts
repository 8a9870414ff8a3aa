import { afterEach, describe, expect, it } from "vitest";
import {
  WebhookConfigError,
  createPing,
  deliverWebhook,
  type DeliveryAttempt,
  type DeliverWebhookOptions,
} from "../../entries/webhooks.js";
import { SECRET, listen, type TestServer } from "./helpers.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fast = {
  backoff: { baseMs: 1, factor: 2, maxMs: 5 },
  allowInsecureLoopback: true,
} satisfies Partial<DeliverWebhookOptions>;

describe("deliverWebhook's onAttempt", () => {
  it("gets each attempt's record as it ends, before the next request is sent, equal to the report's", async () => {
    const statuses = [500, 503, 204];
    const heardWhenRequested: number[] = [];
    const heard: DeliveryAttempt[] = [];
    server = await listen((req, res) => {
      req.resume().on("end", () => {
        heardWhenRequested.push(heard.length);
        res.writeHead(statuses[heardWhenRequested.length - 1]!).end();
      });
    });
    const report = await deliverWebhook({
      ...fast,
      url: server.url,
      secret: SECRET,
      notification: createPing(),
      onAttempt: (a) => void heard.push(a),
    });
    expect(heardWhenRequested).toEqual([0, 1, 2]);
    expect(heard.map((a) => a.status)).toEqual([500, 503, 204]);
    expect(heard).toEqual(report.attempts);
  });

  it("says the wait before the next attempt on each failed attempt but the last: the backoff deliverWebhook sleeps", async () => {
    server = await listen((_req, res) => res.writeHead(500).end());
    const report = await deliverWebhook({
      ...fast,
      backoff: { baseMs: 2, factor: 3, maxMs: 10 },
      maxAttempts: 4,
      url: server.url,
      secret: SECRET,
      notification: createPing(),
    });
    expect(report.attempts.map((a) => a.retryInMs)).toEqual([2, 6, 10, undefined]);
    const waited = report.attempts.slice(1).map((a, i) => a.startedAt - report.attempts[i]!.startedAt);
    for (const [i, ms] of waited.entries()) expect(ms).toBeGreaterThanOrEqual(report.attempts[i]!.retryInMs! - 1);
  });

  it("a delivered attempt has no retryInMs", async () => {
    server = await listen((_req, res) => res.writeHead(204).end());
    const report = await deliverWebhook({ ...fast, url: server.url, secret: SECRET, notification: createPing() });
    expect(report.attempts).toEqual([expect.not.objectContaining({ retryInMs: expect.anything() })]);
    expect("retryInMs" in report.attempts[0]!).toBe(false);
  });

  it("hands out copies: changing one does not change the report", async () => {
    server = await listen((_req, res) => res.writeHead(204).end());
    const report = await deliverWebhook({
      ...fast,
      url: server.url,
      secret: SECRET,
      notification: createPing(),
      onAttempt: (a) => {
        a.status = 599;
      },
    });
    expect(report.attempts[0]!.status).toBe(204);
  });

  it("what it throws rejects the delivery", async () => {
    server = await listen((_req, res) => res.writeHead(204).end());
    const failing = () => {
      throw new Error("logger down");
    };
    await expect(
      deliverWebhook({ ...fast, url: server.url, secret: SECRET, notification: createPing(), onAttempt: failing }),
    ).rejects.toThrow("logger down");
  });

  it("is refused before anything is sent when it is not a function", async () => {
    let requests = 0;
    server = await listen((_req, res) => {
      requests += 1;
      res.writeHead(204).end();
    });
    const options = {
      ...fast,
      url: server.url,
      secret: SECRET,
      notification: createPing(),
      onAttempt: "log",
    } as unknown as DeliverWebhookOptions;
    await expect(deliverWebhook(options)).rejects.toThrow(
      expect.objectContaining({
        constructor: WebhookConfigError,
        code: "invalid_option",
        message: expect.stringMatching(/onAttempt must be a function/),
      }),
    );
    expect(requests).toBe(0);
  });
});
