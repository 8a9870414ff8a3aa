// Issue 21 without Redis: options refused at creation, the missing-package messages, job ids, and that no entry but
// `fleetkit/queue` loads bullmq.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  createWebhookQueue,
  jobIdOf,
  startWebhookWorker,
  type WebhookQueue,
  type WebhookWorkerOptions,
} from "../../entries/queue.js";
import {
  createWebhookHandler,
  WebhookConfigError,
  type WebhookDeliveryQueue,
  type WebhookHandlerOptions,
} from "../../entries/webhooks.js";
import { loadBullMQ, loadNodeRedis } from "../../runtime/queue/load.js";
import { SECRET } from "../webhooks/helpers.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const queue: WebhookDeliveryQueue = { enqueue: async () => {} };

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error("expected a rejection");
  return error;
}

describe("createWebhookHandler({ queue })", () => {
  it.each([
    ["onAlert", { onAlert: () => {} }],
    ["onNotification", { onNotification: () => {} }],
    ["dedupe", { dedupe: false as const }],
    ["callbackTimeoutMs", { callbackTimeoutMs: 1000 }],
  ])("refuses %s, which belongs to the workers, naming startWebhookWorker", (name, extra) => {
    expect(() => createWebhookHandler({ secret: SECRET, queue, ...extra })).toThrow(
      new RegExp(`^${name} cannot be combined with queue.*startWebhookWorker`),
    );
  });

  it("refuses a queue without enqueue, and enqueueTimeoutMs without a queue or out of range", () => {
    const notAQueue = { add: () => {} } as unknown as WebhookDeliveryQueue;
    expect(() => createWebhookHandler({ secret: SECRET, queue: notAQueue })).toThrow(/enqueue\(delivery\)/);
    expect(() => createWebhookHandler({ secret: SECRET, enqueueTimeoutMs: 100 })).toThrow(/needs queue/);
    expect(() => createWebhookHandler({ secret: SECRET, queue, enqueueTimeoutMs: 0 })).toThrow(
      /enqueueTimeoutMs must be a positive integer/,
    );
  });
});

describe("createWebhookQueue and startWebhookWorker", () => {
  it("refuse a connection that is not exactly one of url, client, connection, and a url that is not redis://", async () => {
    for (const connection of [{}, { url: "redis://a", client: {} }, null]) {
      const error = await rejection(createWebhookQueue(connection as never));
      expect(error).toBeInstanceOf(WebhookConfigError);
      expect(error.message).toMatch(/exactly one of \{ url/);
    }
    expect((await rejection(createWebhookQueue({ url: "http://127.0.0.1:6379" }))).message).toMatch(/redis:\/\//);
    expect((await rejection(startWebhookWorker({ client: {} as never }))).message).toMatch(/node-redis client/);
  });

  it("refuse bad worker options before connecting", async () => {
    const url = "redis://127.0.0.1:1";
    expect((await rejection(startWebhookWorker({ url }, { attempts: 0 }))).message).toMatch(/attempts must be/);
    expect((await rejection(startWebhookWorker({ url }, { attempts: 1001 }))).message).toMatch(/from 1 to 1000/);
    expect((await rejection(startWebhookWorker({ url }, { onFailed: "log" as never }))).message).toMatch(
      /onFailed must be a function/,
    );
    expect((await rejection(startWebhookWorker({ url }, { name: "a:b" }))).message).toMatch(/without ":"/);
    expect((await rejection(startWebhookWorker({ url }, { secret: "not base64!" }))).name).toBe("WebhookConfigError");
    expect((await rejection(startWebhookWorker({ url }, { maxJobAgeMs: 0 }))).message).toMatch(/maxJobAgeMs must be/);
    expect((await rejection(startWebhookWorker({ url }, { evictionPolicy: "ignore" as never }))).message).toMatch(
      /evictionPolicy must be "refuse" or "warn"/,
    );
    expect((await rejection(createWebhookQueue({ url }, { onWarning: "log" as never }))).message).toMatch(
      /onWarning must be a function/,
    );
  });

  it("say where they could not connect, without the password", async () => {
    const error = await rejection(createWebhookQueue({ url: "redis://:hunter2@127.0.0.1:1" }));
    expect(error.message).toMatch(/could not connect to Redis at redis:\/\/127\.0\.0\.1:1/);
    expect(error.message).not.toContain("hunter2");
  });
});

describe("the optional packages", () => {
  it("a missing bullmq is one line naming the npm install to run", async () => {
    const error = await rejection(loadBullMQ("bullmq-package-that-is-not-installed"));
    expect(error).toBeInstanceOf(WebhookConfigError);
    expect(error.message).toContain("run npm install bullmq-package-that-is-not-installed");
    expect(error.message).not.toContain("\n");
  });

  it("a missing node-redis, needed only for { url }, names npm install and the alternatives", async () => {
    const error = await rejection(loadNodeRedis("redis-package-that-is-not-installed"));
    expect(error.message).toContain("run npm install redis-package-that-is-not-installed");
    expect(error.message).toContain("{ client } or { connection }");
  });

  it("only fleetkit/queue loads bullmq: fleetkit/webhooks and fleetkit/node reach neither its loader nor bullmq or redis", async () => {
    /** The source files an entry's bundle holds, and the packages it imports. */
    const bundled = async (entry: string) => {
      const { metafile } = await build({
        entryPoints: [`${ROOT}entries/${entry}.ts`],
        bundle: true,
        write: false,
        metafile: true,
        format: "esm",
        platform: "node",
        packages: "external",
        logLevel: "silent",
      });
      const inputs = Object.keys(metafile.inputs);
      const packages = Object.values(metafile.inputs).flatMap((input) => input.imports.map((i) => i.path));
      return { inputs, packages };
    };
    // bullmq and node-redis are imported only by runtime/queue/load.ts, at run time.
    const loader = "runtime/queue/load.ts";
    for (const entry of ["webhooks", "node"]) {
      const { inputs, packages } = await bundled(entry);
      expect(inputs.filter((path) => path.endsWith(loader))).toEqual([]);
      expect(packages.filter((path) => /^(bullmq|redis)$/.test(path))).toEqual([]);
    }
    expect((await bundled("queue")).inputs.some((path) => path.endsWith(loader))).toBe(true);
  });
});

describe("types (checked by npm run typecheck)", () => {
  it("workers take the handler's callbacks with the same types, and a WebhookQueue is a handler's queue", () => {
    expectTypeOf<WebhookWorkerOptions["onAlert"]>().toEqualTypeOf<WebhookHandlerOptions["onAlert"]>();
    expectTypeOf<WebhookWorkerOptions["onPing"]>().toEqualTypeOf<WebhookHandlerOptions["onPing"]>();
    expectTypeOf<WebhookWorkerOptions["onNotification"]>().toEqualTypeOf<WebhookHandlerOptions["onNotification"]>();
    expectTypeOf<WebhookQueue>().toExtend<NonNullable<WebhookHandlerOptions["queue"]>>();
  });
});

describe("job ids", () => {
  it("are the dedupe key with ':' and '%' escaped, so BullMQ takes them and distinct keys stay distinct", () => {
    expect(jobIdOf("event:42")).toBe("event%3A42");
    expect(jobIdOf("request:a:b")).toBe("request%3Aa%3Ab");
    const keys = ["event:a%3Ab", "event:a:b", "event:a%253Ab", "event#sha256:ff"];
    expect(new Set(keys.map(jobIdOf)).size).toBe(keys.length);
    for (const key of keys) expect(jobIdOf(key)).not.toContain(":");
  });
});
