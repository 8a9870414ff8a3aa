import { setTimeout as sleep } from "node:timers/promises";
import { toNodeListener } from "../../entries/node.js";
import { createRedisDedupeStore, type RedisDedupeStore, type RedisDedupeStoreOptions } from "../../entries/redis.js";
import { createAlert, createWebhookHandler, deliverWebhook, type DeliveryReport } from "../../entries/webhooks.js";
import { listen, SECRET, type TestServer } from "./helpers.js";

/**
 * Receivers for the Redis fault tests (redis-stall.test.ts, redis-persistence.test.ts): each has its own store (its own
 * connection) and its own HTTP server on 127.0.0.1, all in this process, sharing one redis-server; every callback run
 * is counted by eventId, so a test can tell events lost from events run twice.
 */
export interface Receivers {
  urls: string[];
  stores: RedisDedupeStore[];
  /** eventId → callback runs that succeeded, across all receivers. */
  runs: Map<string, number>;
  /** What each handler's onError saw. */
  errors: unknown[];
  close(): Promise<void>;
}

export interface ReceiverOptions {
  count?: number;
  /** The handler's callbackTimeoutMs; the claim's lease is this plus 2 s. */
  callbackTimeoutMs: number;
  /** How long each callback works, so that copies of an event overlap. */
  workMs?: number;
  store: RedisDedupeStoreOptions;
}

export async function startReceivers(redisUrl: string, options: ReceiverOptions): Promise<Receivers> {
  const runs = new Map<string, number>();
  const errors: unknown[] = [];
  const stores: RedisDedupeStore[] = [];
  const servers: TestServer[] = [];
  const close = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    await Promise.allSettled(stores.map((store) => store.close()));
  };
  try {
    for (let i = 0; i < (options.count ?? 3); i++) {
      const store = await createRedisDedupeStore({ url: redisUrl }, options.store);
      stores.push(store);
      const handler = createWebhookHandler({
        secret: SECRET,
        dedupe: store,
        callbackTimeoutMs: options.callbackTimeoutMs,
        onError: (error) => errors.push(error),
        onNotification: async (notification) => {
          await sleep(options.workMs ?? 5);
          const id = String(notification.eventId);
          runs.set(id, (runs.get(id) ?? 0) + 1);
        },
      });
      servers.push(await listen(toNodeListener(handler)));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { urls: servers.map((server) => server.url), stores, runs, errors, close };
}

export interface LoadOptions {
  events: number;
  /** Each event is delivered this many times at once, each copy to another receiver (duplicates, as retries make). */
  copies: number;
  /** Events start in batches of this many, `gapMs` apart, so that a fault lands in the middle of the load. */
  batch: number;
  gapMs: number;
  /** The service's schedule, compressed: 5 attempts in total, these waits in between. */
  backoff: { baseMs: number; factor: number; maxMs: number };
  /**
   * The fault, run once as soon as callbacks have run for `afterRuns` events (or after 10 s): by progress rather than
   * by the clock, so that it lands in the middle of the load however fast this machine is.
   */
  fault?: { afterRuns: number; run: () => Promise<void> };
}

export interface LoadResult {
  /** Events whose callback never ran. */
  lost: number;
  /** Events whose callback ran more than once. */
  runTwice: number;
  /** Deliveries (copies) that never got a 2xx within their 5 attempts. */
  undelivered: number;
  reports: DeliveryReport[];
}

async function faultAfter(receivers: Receivers, runs: number, fault: () => Promise<void>): Promise<void> {
  const until = Date.now() + 10_000;
  while (receivers.runs.size < runs && Date.now() < until) await sleep(5);
  await fault();
}

/** Delivers `events` × `copies` alerts to the receivers, bounded in count and (through the backoff) in time. */
export async function deliverLoad(receivers: Receivers, prefix: string, options: LoadOptions): Promise<LoadResult> {
  const ids = Array.from({ length: options.events }, (_, i) => `${prefix}-${i}`);
  const deliveries: Promise<DeliveryReport>[] = [];
  const fault = options.fault ? faultAfter(receivers, options.fault.afterRuns, options.fault.run) : Promise.resolve();
  for (let start = 0; start < ids.length; start += options.batch) {
    if (start > 0) await sleep(options.gapMs);
    for (const [i, id] of ids.slice(start, start + options.batch).entries()) {
      const notification = createAlert({ eventId: id, eventMs: 1_700_000_000_000 });
      for (let copy = 0; copy < options.copies; copy++) {
        deliveries.push(
          deliverWebhook({
            url: receivers.urls[(start + i + copy) % receivers.urls.length]!,
            allowInsecureLoopback: true,
            secret: SECRET,
            notification,
            backoff: options.backoff,
            timeoutMs: 3000,
          }),
        );
      }
    }
  }
  const [reports] = await Promise.all([Promise.all(deliveries), fault]);
  const count = (id: string) => receivers.runs.get(id) ?? 0;
  return {
    lost: ids.filter((id) => count(id) === 0).length,
    runTwice: ids.filter((id) => count(id) > 1).length,
    undelivered: reports.filter((report) => !report.delivered).length,
    reports,
  };
}
