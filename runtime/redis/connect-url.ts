import { WebhookConfigError } from "../webhooks/errors.js";

/** The options of node-redis's `createClient` this package sets. */
export interface UrlClientOptions {
  url: string;
  disableOfflineQueue?: boolean;
  socket?: { connectTimeout?: number; reconnectStrategy?: (retries: number, cause: Error) => number | Error };
}

/** @internal The URL without its password, for messages. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "the given url";
  }
}

/**
 * @internal Opens a node-redis client on a `redis://` or `rediss://` URL, for the dedupe store and the queue alike.
 * The URL is checked before node-redis is loaded; the first connection fails fast with its reason (a typed error
 * naming the host, never the password); later drops are retried for ever. `failFast` turns node-redis's offline
 * queue off: commands then fail at once while Redis is unreachable instead of waiting (and the answer with them).
 */
export async function connectRedisUrl<
  Client extends { connect(): Promise<unknown>; on(event: "error", listener: (error: Error) => void): unknown },
>(
  url: string,
  load: () => Promise<{ createClient(options: UrlClientOptions): Client }>,
  { failFast, caller }: { failFast: boolean; caller?: string },
): Promise<Client> {
  if (typeof url !== "string" || !/^rediss?:\/\//.test(url)) {
    throw new WebhookConfigError(
      "invalid_option",
      "url must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379.",
    );
  }
  const { createClient } = await load();
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: failFast,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries, cause) => (connected ? Math.min(50 * 2 ** retries, 2000) : cause),
    },
  });
  // node-redis emits every connection error; without a listener one would crash the process.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new WebhookConfigError(
      "invalid_option",
      `${caller === undefined ? "Could not" : `${caller} could not`} connect to Redis at ${describeRedisUrl(url)}: ${(error as Error).message}. Check that it runs and that the url is right.`,
    );
  }
  connected = true;
  return client;
}
