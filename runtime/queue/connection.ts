import type { ConnectionOptions } from "bullmq";
import { WebhookConfigError } from "../webhooks/errors.js";
import { loadNodeRedis, type OwnedNodeRedisClient } from "./load.js";
import { connectRedisUrl } from "../redis/connect-url.js";

/** A node-redis client (v5 or later, `createClient` from "redis"), connected or not. */
export interface NodeRedisClient {
  readonly isOpen: boolean;
  sendCommand(...args: never[]): Promise<unknown>;
  duplicate(...args: never[]): unknown;
}

/**
 * Where the queue lives: a Redis URL (`redis://[[user]:password@]host[:port][/db]`, `rediss://` for TLS; fleetkit
 * opens node-redis connections and closes them on `close()`), a node-redis client of yours, or any `connection`
 * BullMQ itself accepts (an ioredis instance, for one). A client or connection you pass stays yours to close.
 */
export type WebhookQueueConnection =
  | { url: string; client?: never; connection?: never }
  | { client: NodeRedisClient; url?: never; connection?: never }
  | { connection: ConnectionOptions; url?: never; client?: never };

/** @internal A connection for BullMQ, and how to close what was opened for it. */
export interface OpenedConnection {
  connection: ConnectionOptions;
  close(): Promise<void>;
}

async function closeClient(client: OwnedNodeRedisClient): Promise<void> {
  if (!client.isOpen) return;
  try {
    await (client.close ?? client.quit)?.call(client);
  } catch {
    client.destroy?.();
  }
}

/**
 * @internal Checks the connection and, for `{ url }`, opens a node-redis client. `failFast`: commands fail at once
 * while Redis is unreachable (node-redis's offline queue off), so that a receiver answers 503 instead of waiting;
 * a worker keeps the queue, so that a job finished during an outage is recorded once Redis is back.
 */
export async function openConnection(
  connection: WebhookQueueConnection,
  caller: string,
  failFast: boolean,
): Promise<OpenedConnection> {
  const given =
    typeof connection === "object" && connection !== null
      ? (["url", "client", "connection"] as const).filter((key) => connection[key] !== undefined)
      : [];
  if (given.length !== 1) {
    throw new WebhookConfigError(
      "invalid_option",
      `${caller} needs exactly one of { url: "redis://…" }, { client } (a node-redis client) or { connection } (what BullMQ accepts, e.g. an ioredis instance).`,
    );
  }
  if (connection.client !== undefined) {
    const { client } = connection;
    if (typeof client.sendCommand !== "function" || typeof client.duplicate !== "function") {
      throw new WebhookConfigError(
        "invalid_option",
        'client must be a node-redis client (v5 or later, createClient from "redis"); pass other clients as { connection }.',
      );
    }
    return { connection: client as unknown as ConnectionOptions, close: async () => {} };
  }
  if (connection.connection !== undefined) return { connection: connection.connection, close: async () => {} };
  const client = await connectRedisUrl(connection.url, () => loadNodeRedis(), { failFast, caller });
  return { connection: client as unknown as ConnectionOptions, close: () => closeClient(client) };
}
