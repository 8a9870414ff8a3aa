import { WebhookConfigError } from "../webhooks/errors.js";

/** @internal The bullmq module, loaded at run time so that only `fleetkit/queue` needs it. */
export type BullMQModule = typeof import("bullmq");

/** @internal The part of node-redis (v5 and later) this package uses to open its own connections. */
export interface NodeRedisModule {
  createClient(options: {
    url: string;
    disableOfflineQueue?: boolean;
    socket?: { connectTimeout?: number; reconnectStrategy?: (retries: number, cause: Error) => number | Error };
  }): OwnedNodeRedisClient;
}

/** @internal A node-redis client opened here, so this package also closes it. */
export interface OwnedNodeRedisClient {
  readonly isOpen: boolean;
  connect(): Promise<unknown>;
  on(event: "error", listener: (error: Error) => void): unknown;
  close?(): Promise<unknown>;
  quit?(): Promise<unknown>;
  destroy?(): unknown;
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND";
}

/**
 * @internal Loads the optional peer dependency bullmq, or throws one line that names the `npm install` to run.
 * `specifier` is a parameter so the missing case can be tested.
 */
export async function loadBullMQ(specifier = "bullmq"): Promise<BullMQModule> {
  try {
    return (await import(specifier)) as BullMQModule;
  } catch (error) {
    if (!isNotFound(error)) throw error;
    throw new WebhookConfigError(
      "missing_dependency",
      `fleetkit/queue needs the "${specifier}" package (BullMQ 6 or later), an optional peer dependency of fleetkit that is not installed: run npm install ${specifier}.`,
    );
  }
}

/** @internal node-redis, needed only to open connections from `{ url }`. */
export async function loadNodeRedis(specifier = "redis"): Promise<NodeRedisModule> {
  try {
    return (await import(specifier)) as NodeRedisModule;
  } catch (error) {
    if (!isNotFound(error)) throw error;
    throw new WebhookConfigError(
      "missing_dependency",
      `fleetkit/queue opens connections from { url } with the "${specifier}" package (node-redis v5 or later), which is not installed: run npm install ${specifier}. Or pass { client } or { connection } with a connection you created yourself.`,
    );
  }
}
