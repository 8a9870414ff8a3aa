import { FleetError } from "../errors.js";

/**
 * - `state_lost`: the store's marker key is gone or was created anew: Redis restarted without persistence, was
 *   flushed, or evicted it.
 * - `state_rolled_back`: the marker counts fewer writes than the store has seen: Redis came back from an older
 *   snapshot (RDB without AOF) or a replica that missed writes was promoted.
 */
export type RedisStateLostCode = "state_lost" | "state_rolled_back";

/**
 * Redis no longer holds what the dedupe store wrote, so notifications processed before would run their callbacks
 * again. With `whenStateLost: "refuse"` (the default) every claim rejects with this error from then on (the handler
 * answers 500 `dedupe_store_failed`, with this error as its `cause`); `onStateLost` receives it once.
 */
export class RedisStateLostError extends FleetError {
  override name = "RedisStateLostError";
  readonly code: RedisStateLostCode;
  /** The marker key, e.g. `fleetkit:webhook:epoch`. */
  readonly markerKey: string;

  constructor(code: RedisStateLostCode, markerKey: string, detail: string, refusing: boolean) {
    const what =
      code === "state_lost"
        ? `Redis lost the webhook dedupe store's data: its marker key ${markerKey} ${detail} (Redis restarted without persistence, or was flushed, or evicted the key)`
        : `Redis went back to an older state of the webhook dedupe store: its marker key ${markerKey} ${detail} (Redis came back from an older snapshot, or a replica that missed writes took over)`;
    const then = refusing
      ? 'This store refuses every claim from now on, so no callback runs twice (the handler answers 500 and the service retries): make Redis persist every write (appendonly yes, see "Persistence" in docs/webhooks.md), then create the store anew (restart the receivers). whenStateLost: "continue" goes on instead.'
      : 'whenStateLost is "continue": the store goes on with Redis as it is now, and notifications processed before the loss run their callbacks again when they are delivered again.';
    super(`${what}. Notifications processed before would run their callbacks again. ${then}`);
    this.code = code;
    this.markerKey = markerKey;
  }
}
