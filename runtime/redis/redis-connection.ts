import { deadline } from "../timers.js";
import { WebhookConfigError } from "../webhooks/errors.js";
import type { RedisCommandClient } from "./load-redis.js";

/** A Redis to use: a URL the caller's component connects to (and closes), or a connected node-redis client. */
export type RedisConnection = { url: string; client?: never } | { client: RedisCommandClient; url?: never };

/** Refuses anything but exactly one of `{ url }` or `{ client }` (a node-redis client), naming `caller`. */
export function checkRedisConnection(connection: unknown, caller: string): asserts connection is RedisConnection {
  const given = connection as { url?: unknown; client?: { sendCommand?: unknown } } | null;
  if (typeof given !== "object" || given === null || (given.url === undefined) === (given.client === undefined))
    throw new WebhookConfigError(
      "invalid_option",
      `${caller} needs exactly one of { url: "redis://…" } or { client } (a connected node-redis client).`,
    );
  if (given.client !== undefined && typeof given.client.sendCommand !== "function")
    throw new WebhookConfigError(
      "invalid_option",
      'client must be a node-redis client (v4, v5 or v6, created with createClient from "redis" and connected).',
    );
}

/** Sends one command, rejecting after `timeoutMs` with an error that names `step` (the command, or what it is for). */
export async function commandWithin(
  client: RedisCommandClient,
  timeoutMs: number,
  step: string,
  args: string[],
): Promise<unknown> {
  const timeout = deadline(
    timeoutMs,
    () => new Error(`Redis did not answer ${step} within commandTimeoutMs (${timeoutMs} ms).`),
  );
  try {
    return await Promise.race([client.sendCommand(args), timeout.expired]);
  } finally {
    timeout.cancel();
  }
}
