import type { Job, Worker } from "bullmq";
import type { AlertNotification, PingNotification, WebhookNotification } from "../../generated/schema-types.js";
import { MAX_TIMER_MS } from "../timers.js";
import { runCallbackWithin } from "../webhooks/callback-deadline.js";
import { positiveInteger } from "../webhooks/dedupe.js";
import { WebhookConfigError } from "../webhooks/errors.js";
import type { WebhookCallback, WebhookContext } from "../webhooks/handler-options.js";
import { getHeaderValues, WEBHOOK_HEADERS } from "../webhooks/headers.js";
import {
  checkValidator,
  readNotification,
  type NotificationValidator,
  type ReadNotification,
  type UnknownNotification,
} from "../webhooks/notification-schema.js";
import { decodeSecrets, type WebhookSecret } from "../webhooks/secret.js";
import { readSignatureHeaders } from "../webhooks/signature-headers.js";
import { checkSignature } from "../webhooks/verify.js";
import {
  checkEvictionOptions,
  checkEvictionPolicy,
  type EvictionPolicyCheck,
  type RedisEvictionPolicyError,
} from "../redis/eviction-policy.js";
import { completionKeyOf, completionRecords, WebhookJobRefusedError } from "./completion-record.js";
import { openConnection, type WebhookQueueConnection } from "./connection.js";
import { signedDedupeKeyOf } from "./hand-off.js";
import {
  BACKOFF_TYPE,
  checkLocation,
  JOB_FORMAT,
  jobIdOf,
  type WebhookJobData,
  type WebhookQueueLocation,
} from "./job.js";
import { loadBullMQ } from "./load.js";

/** What onFailed learns about a job that failed for good. */
export interface FailedWebhookJob {
  /** The BullMQ job id (the dedupe key, with ":" written `%3A`). */
  jobId: string;
  dedupeKey: string | undefined;
  /** Attempts made, the failed one included. */
  attemptsMade: number;
}

export interface WebhookWorkerOptions extends WebhookQueueLocation {
  /** Schema-valid alerts; the same callbacks, with the same types and context, as createWebhookHandler's. */
  onAlert?: WebhookCallback<AlertNotification>;
  onPing?: WebhookCallback<PingNotification>;
  onNotification?: WebhookCallback<WebhookNotification | UnknownNotification>;
  /**
   * The webhook's secret (or a list): each job's signature is checked again before its callback, and a job that
   * fails the check fails at once (a forged job, written to Redis by someone else). Without it, the worker trusts
   * the queue's Redis: whoever can write to it can make a callback run. The signature authenticates the body and its
   * timestamp only: the job id, the `dedupeKey` and the other headers are checked against the body (see
   * `maxJobAgeMs` and docs/webhooks.md), and nothing stops a writer to that Redis from delaying or deleting jobs.
   */
  secret?: WebhookSecret;
  /**
   * The replay window: a job whose signed `X-Service-Timestamp` is older than this fails at once without its
   * callback (`WebhookJobRefusedError` `job_too_old`), and the worker's record of each completed notification is
   * kept this long past that timestamp (plus 1 h for clocks), so within the window a retried or copied job never
   * runs a callback twice. Default 30 days, as long as the queue keeps failed jobs (`keepFailedMs`), so every
   * failed job can be replayed. Each record takes about 200 bytes of Redis memory.
   */
  maxJobAgeMs?: number;
  /**
   * What the worker does when the queue's Redis has a `maxmemory-policy` other than `noeviction` (Redis could evict
   * the completion records, and jobs): "refuse" (default) rejects with RedisEvictionPolicyError, "warn" starts and
   * hands that error to `onWarning`.
   */
  evictionPolicy?: EvictionPolicyCheck;
  /** Hears the warnings of startup (see evictionPolicy); default `process.emitWarning`. */
  onWarning?: (warning: RedisEvictionPolicyError) => void;
  /** The notification schema; `fleetkit/queue` binds the bundled one, as `fleetkit/webhooks` does. */
  validateNotification?: NotificationValidator;
  /** Jobs run at once by this worker; default 1. */
  concurrency?: number;
  /** Attempts per job, the first included, before it is failed for good; default 5, at most 1000. */
  attempts?: number;
  /** The first retry waits this, each later one twice the one before (capped at 1 h); default 1000 ms. */
  backoffMs?: number;
  /**
   * A job's lock, renewed every half of it while its callback runs; a worker that dies leaves the lock to expire,
   * and the job goes to another worker within about twice this. Default 30 000 ms.
   */
  lockDurationMs?: number;
  /** An attempt whose callback has not settled after this fails (and is retried), `context.signal` aborted; default 10 min. */
  callbackTimeoutMs?: number;
  /** Hears about a job that failed its last attempt (it stays in the failed set, to be replayed). */
  onFailed?: (error: unknown, job: FailedWebhookJob) => void;
  /** Sees the worker's connection errors (BullMQ reconnects by itself); without it they are ignored. */
  onError?: (error: Error) => void;
}

export interface WebhookWorker {
  /** The BullMQ Worker itself, for its events and API. */
  readonly bullWorker: Worker;
  /** Takes no new job, waits for the running ones to finish, then closes the connection opened from `url`. */
  close(): Promise<void>;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;
export const DEFAULT_WORKER_CALLBACK_TIMEOUT_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 1000;
/** The default replay window: as long as the queue keeps failed jobs by default, so each can still be replayed. */
export const DEFAULT_MAX_JOB_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Longest replay window: ten years, far beyond any use, and still an exact number of ms. */
const MAX_JOB_AGE_MS = 10 * 366 * 24 * 60 * 60 * 1000;
/**
 * A completion record outlives the window by this much, so that a worker whose clock is behind the one that wrote
 * it, and so still accepts the job, also still finds the record.
 */
const CLOCK_MARGIN_MS = 60 * 60 * 1000;

function checkWorkerOptions(options: WebhookWorkerOptions) {
  for (const name of ["onAlert", "onPing", "onNotification", "onFailed", "onError"] as const) {
    if (options[name] !== undefined && typeof options[name] !== "function")
      throw new WebhookConfigError("invalid_option", `${name} must be a function.`);
  }
  return {
    ...checkLocation(options),
    keys: options.secret === undefined ? undefined : decodeSecrets(options.secret),
    validator: checkValidator(options.validateNotification),
    concurrency: positiveInteger("concurrency", options.concurrency ?? 1, 10_000),
    attempts: positiveInteger("attempts", options.attempts ?? 5, MAX_ATTEMPTS),
    backoffMs: positiveInteger("backoffMs", options.backoffMs ?? 1000, MAX_BACKOFF_MS),
    lockDurationMs: positiveInteger("lockDurationMs", options.lockDurationMs ?? 30_000, MAX_TIMER_MS),
    callbackTimeoutMs: positiveInteger(
      "callbackTimeoutMs",
      options.callbackTimeoutMs ?? DEFAULT_WORKER_CALLBACK_TIMEOUT_MS,
      MAX_TIMER_MS,
    ),
    maxJobAgeMs: positiveInteger("maxJobAgeMs", options.maxJobAgeMs ?? DEFAULT_MAX_JOB_AGE_MS, MAX_JOB_AGE_MS),
    ...checkEvictionOptions(options),
  };
}

/** A value from a job, which anyone who writes to Redis may have chosen, quoted and cut short for a message. */
const quoted = (value: unknown) => JSON.stringify(String(value).slice(0, 120));

/** The job's data, checked: anything else in the queue fails at once rather than reaching a callback. */
function jobData(data: unknown): WebhookJobData {
  const d = data as Partial<WebhookJobData> | null;
  const headers = d?.headers as Record<string, unknown> | undefined;
  if (
    d?.format !== JOB_FORMAT ||
    typeof d.body !== "string" ||
    typeof d.dedupeKey !== "string" ||
    typeof headers !== "object" ||
    headers === null ||
    !Object.values(headers).every((value) => typeof value === "string") ||
    !Number.isSafeInteger(d.secretIndex)
  ) {
    throw new Error(
      `the job is not a fleetkit webhook delivery of format ${JOB_FORMAT}: was it added by createWebhookQueue of this fleetkit version?`,
    );
  }
  return d as WebhookJobData;
}

/**
 * Starts a BullMQ worker on the queue createWebhookQueue fills, running each job's callback (the same routing as
 * createWebhookHandler: a schema-valid Alert or Ping to its own callback if given, everything else to
 * onNotification). A callback that throws or times out is retried by BullMQ after `backoffMs`, doubling, up to
 * `attempts`; then the job stays in the failed set with its error and `onFailed` hears about it.
 */
export async function startWebhookWorker(
  connection: WebhookQueueConnection,
  options: WebhookWorkerOptions = {},
): Promise<WebhookWorker> {
  const settings = checkWorkerOptions(options);
  const { keys, validator, attempts, backoffMs, callbackTimeoutMs, maxJobAgeMs } = settings;
  const bullmq = await loadBullMQ();
  const opened = await openConnection(connection, "startWebhookWorker", false);
  /** Set before the worker takes its first job (it starts only then). */
  let records: ReturnType<typeof completionRecords>;

  function callbackFor(read: ReadNotification): [string, ((n: never, c: WebhookContext) => unknown) | undefined] {
    if (read.schemaValid && read.notification.eventType === "Alert" && options.onAlert)
      return ["onAlert", options.onAlert];
    if (read.schemaValid && read.notification.eventType === "Ping" && options.onPing) return ["onPing", options.onPing];
    return ["onNotification", options.onNotification];
  }

  /** Fails the job for good, keeping the original error's message and stack in the failed set. */
  function unrecoverable(error: unknown): Error {
    const final = new bullmq.UnrecoverableError(error instanceof Error ? error.message : String(error));
    if (error instanceof Error) final.stack = error.stack;
    Object.defineProperty(final, "cause", { value: error, configurable: true });
    return final;
  }

  /**
   * The job's notification key, derived from the verified body, when the job's id and `dedupeKey` are that key's;
   * else the job was copied under another id or edited in Redis, and is refused.
   */
  function checkBelongs(job: Job<WebhookJobData>, data: WebhookJobData, read: ReadNotification, body: Buffer): string {
    const key = signedDedupeKeyOf(read.notification as { eventId?: unknown }, body);
    if (job.id === jobIdOf(key) && data.dedupeKey === key) return key;
    throw new WebhookJobRefusedError(
      "job_mismatch",
      `Job ${quoted(job.id)} does not belong to its body: the body's notification is ${quoted(key)}, so its job id is ${quoted(jobIdOf(key))}, but this job has id ${quoted(job.id)} and dedupeKey ${quoted(data.dedupeKey)}. It was copied under another id or edited in Redis; its callback was not run, and it is not retried.`,
    );
  }

  /** How long the record of a job's completion is kept: until its timestamp leaves the window, plus the margin. */
  function checkAge(data: WebhookJobData): number {
    const values = getHeaderValues(data.headers, WEBHOOK_HEADERS.timestamp);
    if (values.length !== 1 || !/^[0-9]{1,15}$/.test(values[0]!))
      throw new Error(
        `The job has no single ${WEBHOOK_HEADERS.timestamp} of digits: it was not added by createWebhookQueue.`,
      );
    const signedAtMs = Number(values[0]) * 1000;
    const nowMs = Date.now();
    if (signedAtMs > nowMs + CLOCK_MARGIN_MS) {
      // Its record would have to outlive the window by as much: a sender's clock this far off is refused instead.
      throw new WebhookJobRefusedError(
        "job_in_future",
        `The job's signed timestamp (${values[0]} s) is more than 1 h ahead of this worker's clock; its callback was not run, and it is not retried. Check the clocks (NTP) of this worker and of the sender.`,
      );
    }
    const keepMs = signedAtMs + maxJobAgeMs + CLOCK_MARGIN_MS - nowMs;
    if (keepMs >= CLOCK_MARGIN_MS) return keepMs;
    throw new WebhookJobRefusedError(
      "job_too_old",
      `The job's signed timestamp (${new Date(signedAtMs).toISOString()}) is older than maxJobAgeMs (${maxJobAgeMs} ms), the window in which this worker remembers completed notifications; its callback was not run, and it is not retried. To replay it, start a worker with a larger maxJobAgeMs.`,
    );
  }

  async function runCallback(data: WebhookJobData, read: ReadNotification, secretIndex: number, bull?: AbortSignal) {
    const [name, callback] = callbackFor(read);
    if (callback === undefined) return;
    const controller = new AbortController();
    // BullMQ aborts its signal when the job is cancelled or its lock is lost: the job is no longer this worker's.
    const relay = () => controller.abort(bull?.reason);
    bull?.addEventListener("abort", relay, { once: true });
    const headers = data.headers;
    const context: WebhookContext = {
      headers,
      requestId: headers[WEBHOOK_HEADERS.requestId.toLowerCase()],
      orgId: headers[WEBHOOK_HEADERS.orgId.toLowerCase()],
      timestampSeconds: Number(headers[WEBHOOK_HEADERS.timestamp.toLowerCase()]),
      secretIndex,
      schemaValid: read.schemaValid,
      issues: read.issues,
      dedupeKey: data.dedupeKey,
      signal: controller.signal,
    };
    try {
      await runCallbackWithin(() => callback(read.notification as never, context), controller, {
        name,
        callbackTimeoutMs,
        consequence: "the attempt failed and is retried. Stop when context.signal aborts, or raise callbackTimeoutMs.",
      });
    } finally {
      bull?.removeEventListener("abort", relay);
    }
  }

  /**
   * "ran" once the callback succeeded (or there was none) and that is recorded; "duplicate" when the record says the
   * notification's callback succeeded before (a completed job retried, or a redelivery after its job was removed).
   */
  async function processJob(
    job: Job<WebhookJobData>,
    _token?: string,
    signal?: AbortSignal,
  ): Promise<"ran" | "duplicate"> {
    let data: WebhookJobData;
    let read: ReadNotification;
    let secretIndex: number;
    let recordKey: string;
    let keepMs: number;
    try {
      data = jobData(job.data);
      const body = Buffer.from(data.body, "utf8");
      secretIndex = keys ? checkSignature(keys, readSignatureHeaders(data.headers), body) : data.secretIndex;
      read = readNotification(body, validator);
      recordKey = completionKeyOf(settings.prefix, settings.name, checkBelongs(job, data, read, body));
      keepMs = checkAge(data);
    } catch (error) {
      // Not a delivery this worker can trust, read or place: no retry changes that.
      throw unrecoverable(error);
    }
    try {
      if (await records.isDone(recordKey, keepMs)) return "duplicate";
      await runCallback(data, read, secretIndex, signal);
      // Only after the callback succeeded; a failure here fails the attempt, and its retry runs the callback again.
      await records.markDone(recordKey, keepMs);
      return "ran";
    } catch (error) {
      if (job.attemptsMade + 1 >= attempts) throw unrecoverable(error);
      // BullMQ records an Error's message and stack; a thrown string or object would leave the failed set blank.
      throw error instanceof Error ? error : Object.assign(new Error(String(error)), { cause: error });
    }
  }

  const report = (error: Error) => {
    try {
      options.onError?.(error);
    } catch {
      // A failing logger must not stop the worker.
    }
  };

  const worker = new bullmq.Worker<WebhookJobData>(settings.name, processJob, {
    connection: opened.connection,
    ...(settings.prefix === undefined ? {} : { prefix: settings.prefix }),
    concurrency: settings.concurrency,
    // Started below, once the eviction policy is checked and the completion records are ready.
    autorun: false,
    lockDuration: settings.lockDurationMs,
    // Each worker looks for jobs whose lock expired (a dead worker's) this often.
    stalledInterval: settings.lockDurationMs,
    settings: {
      backoffStrategy: (attemptsMade: number, type?: string) =>
        type === BACKOFF_TYPE ? Math.min(backoffMs * 2 ** (attemptsMade - 1), MAX_BACKOFF_MS) : -1,
    },
  }) as unknown as Worker;
  worker.on("error", report);
  worker.on("failed", (job: Job | undefined, error: Error) => {
    // Every failed attempt is reported by BullMQ; only the last one (an UnrecoverableError) goes to onFailed.
    if (job === undefined || error.name !== "UnrecoverableError" || options.onFailed === undefined) return;
    try {
      options.onFailed((error as { cause?: unknown }).cause ?? error, {
        jobId: String(job.id),
        dedupeKey: typeof job.data?.dedupeKey === "string" ? job.data.dedupeKey : undefined,
        attemptsMade: job.attemptsMade,
      });
    } catch {
      // A failing hook must not stop the worker.
    }
  });
  try {
    await worker.waitUntilReady();
    const client = await worker.getBackend().client;
    await checkEvictionPolicy(
      { info: () => client.info() },
      {
        caller: "startWebhookWorker",
        keys: "the worker's records of completed notifications (and the jobs themselves)",
        mode: settings.evictionPolicy,
        onWarning: settings.onWarning,
      },
    );
    records = completionRecords(client);
  } catch (error) {
    await worker.close(true).catch(() => {});
    await opened.close();
    throw error;
  }
  worker.run().catch((error: unknown) => report(error instanceof Error ? error : new Error(String(error))));
  return {
    bullWorker: worker,
    async close() {
      try {
        await worker.close();
      } finally {
        await opened.close();
      }
    },
  };
}
