import type { FeedPath } from "../generated/operations.js";
import type { FleetClient } from "./client.js";
import { PaginationError, type FleetApiError } from "./errors.js";
import { fetchPage, isCursorExpiredError, listOperation, type ItemOf } from "./paginate.js";
import { sleep, type Sleep } from "./retry-fetch.js";

/** The shortest wait after a page with `hasNextPage: false` that the reference allows (4.3). */
export const MIN_FEED_IDLE_MS = 5000;

export interface FollowFeedOptions {
  /** The cursor to resume from: the `endCursor` of the last batch you processed. Omit it for the feed's first page. */
  after?: string;
  /** Aborting it ends the iteration cleanly: the loop returns, nothing is thrown. */
  signal: AbortSignal;
  /** How long to wait once caught up (`hasNextPage: false`). Default and minimum 5000 ms. */
  idleMs?: number;
  /**
   * Whether an error response means the server rejected `after` as expired (it is only asked when `after` was sent).
   * The default accepts the mock's `{ "error": { "code": "cursor_expired" } }`; see `isCursorExpiredError`.
   */
  isCursorExpired?: (error: FleetApiError) => boolean;
  /** A seam for tests: how to wait `ms` (rejecting or returning early when `signal` aborts). */
  sleep?: Sleep;
}

/** The updates of one feed page, and the cursor to checkpoint once they are processed. */
export interface FeedBatch<T> {
  data: T[];
  endCursor: string;
  /** False when this batch caught up with the feed; the next request comes after `idleMs`. */
  hasNextPage: boolean;
}

/**
 * Follows a `/feed` endpoint (reference 4.3) until `signal` aborts: pages straight on while `hasNextPage` is true and
 * waits `idleMs` (at least 5 s) after a page where it is false. Empty pages that do not move the cursor are not
 * yielded. A cursor the server rejects as expired (older than 30 days) throws `CursorExpiredError`; other errors
 * (after the client's retries) end the iteration with that error, and resuming from the last `endCursor` loses nothing.
 *
 * @example
 * for await (const { data, endCursor } of followFeed(fleet, "/fleet/vehicles/feed", { after: saved, signal })) {
 *   await store(data);
 *   await saveCheckpoint(endCursor);
 * }
 */
export function followFeed<P extends FeedPath>(client: FleetClient, path: P, options: FollowFeedOptions): AsyncIterable<FeedBatch<ItemOf<P>>> {
  const operation = listOperation(path);
  const { signal, idleMs = MIN_FEED_IDLE_MS, isCursorExpired = isCursorExpiredError, sleep: wait = sleep } = options;
  if (!(signal instanceof AbortSignal)) throw new TypeError("followFeed needs a signal: a feed never ends by itself, abort the signal to stop it");
  if (!(idleMs >= MIN_FEED_IDLE_MS) || !Number.isFinite(idleMs)) {
    throw new RangeError(`idleMs must be at least ${MIN_FEED_IDLE_MS} (the reference asks for a 5 s wait once a feed has caught up); got ${idleMs}`);
  }

  return {
    async *[Symbol.asyncIterator]() {
      let after = options.after === "" ? undefined : options.after;
      for (let pageNumber = 1; !signal.aborted; pageNumber++) {
        let page;
        try {
          page = await fetchPage(client, operation, { signal }, after, pageNumber, isCursorExpired);
        } catch (error) {
          if (signal.aborted) return;
          throw error;
        }
        if (page.hasNextPage && page.endCursor === after) {
          throw new PaginationError(path, pageNumber, `endCursor ${JSON.stringify(after)} is the cursor just sent, with hasNextPage true; following it would loop forever`);
        }
        const moved = page.endCursor !== "" && page.endCursor !== after;
        if (moved) after = page.endCursor;
        if (page.data.length > 0 || moved) yield { data: page.data as ItemOf<P>[], endCursor: after ?? "", hasNextPage: page.hasNextPage };
        if (!page.hasNextPage) {
          try {
            await wait(idleMs, signal);
          } catch (error) {
            if (signal.aborted) return;
            throw error;
          }
        }
      }
    },
  };
}
