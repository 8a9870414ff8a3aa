import { WebhookConfigError } from "../webhooks/errors.js";

/** The part of node-redis (v4, v5, v6) this package uses; `sendCommand` has one shape in all three. */
export interface RedisCommandClient {
  sendCommand(args: string[]): Promise<unknown>;
}

/** @internal A client created here, so this package also owns its lifecycle. */
export interface OwnedRedisClient extends RedisCommandClient {
  connect(): Promise<unknown>;
  on(event: "error", listener: (error: Error) => void): unknown;
  close?(): Promise<unknown>;
  quit?(): Promise<unknown>;
  disconnect?(): Promise<unknown>;
}

/** @internal */
export interface RedisModule {
  createClient(options: {
    url: string;
    disableOfflineQueue?: boolean;
    socket?: { connectTimeout?: number; reconnectStrategy?: (retries: number, cause: Error) => number | Error };
  }): OwnedRedisClient;
}

/**
 * @internal Loads the optional peer dependency only when a store is created from a URL, so users
 * who never do need not install it. `specifier` is a parameter so the missing case can be tested.
 */
export async function loadRedisModule(specifier = "redis"): Promise<RedisModule> {
  try {
    return (await import(specifier)) as RedisModule;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") {
      throw new WebhookConfigError(
        "missing_dependency",
        `createRedisDedupeStore({ url }) needs the "${specifier}" package (node-redis v4, v5 or v6), an optional peer dependency of fleetkit that is not installed: run npm install ${specifier}. Or pass { client } with a client you created yourself.`,
      );
    }
    throw error;
  }
}
