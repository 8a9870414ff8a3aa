import type { OperationMeta } from "./api.js";
import type { FleetClient } from "./client-types.js";
import { PaginationError, type FleetApiError } from "./errors.js";
import { quoteCursor } from "./cursor-check.js";
import { fetchPage, isCursorExpiredError, listOperation } from "./paginate.js";
import { redactorOf } from "./redact.js";
import type { FeedPathOf, ItemOf, PaginateInit } from "./paginate-types.js";
import { sleep, type Sleep } from "./retry-fetch.js";

/** The shortest wait after a page with `hasNextPage: false` that the reference allows (4.3). */
export const MIN_FEED_IDLE_MS = 5000;

export interface FollowFeedOptions<Query = Record<string, unknown>> {
  /**
   * The feed's query parameters, in the shape `paginate` takes them: sent unchanged with every request (a feed may
   * require some, e.g. `types`); `after` in it is the cursor to resume from, the `endCursor` of the last batch you
   * processed (omit it for the feed's first page).
   */
  params?: { query?: Query & { after?: string } };
  /** @deprecated Give the feed's query as `params: { query }`, as `paginate` takes it. Still accepted. */
  query?: Query;
  /** @deprecated Give the cursor to resume from as `params: { query: { after } }`, as `paginate` takes it. Still accepted. */
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
 * for await (const { data, endCursor } of followFeed(fleet, "/fleet/vehicles/feed", {
 *   params: { query: { after: saved } },
 *   signal,
 * })) {
 *   await store(data);
 *   await saveCheckpoint(endCursor);
 * }
 */
export function followFeed(
  client: FleetClient<any>,
  path: string,
  options: FollowFeedOptions,
): AsyncIterable<FeedBatch<unknown>> {
  const operation = listOperation(client, path);
  if (!operation.feed)
    throw new TypeError(`${path} is not a /feed endpoint of the spec; use paginate for a plain list`);
  const { query, start } = feedQuery(options, operation.pagination.cursorParam);
  const { signal, idleMs = MIN_FEED_IDLE_MS, isCursorExpired = isCursorExpiredError, sleep: wait = sleep } = options;
  if (!(signal instanceof AbortSignal))
    throw new TypeError("followFeed needs a signal: a feed never ends by itself, abort the signal to stop it");
  if (!(idleMs >= MIN_FEED_IDLE_MS) || !Number.isFinite(idleMs)) {
    throw new RangeError(
      `idleMs must be at least ${MIN_FEED_IDLE_MS} (the reference asks for a 5 s wait once a feed has caught up); got ${idleMs}`,
    );
  }

  return {
    async *[Symbol.asyncIterator]() {
      let after = start === "" ? undefined : start;
      for (let pageNumber = 1; !signal.aborted; pageNumber++) {
        let page: Awaited<ReturnType<typeof fetchPage>>;
        try {
          page = await fetchPage(client, operation, { signal, params: { query } }, after, pageNumber, isCursorExpired);
        } catch (error) {
          if (signal.aborted) return;
          throw error;
        }
        if (page.hasNextPage && page.endCursor === after) {
          throw new PaginationError(
            path,
            pageNumber,
            `endCursor ${quoteCursor(after, redactorOf(client))} is the cursor just sent, with hasNextPage true; following it would loop forever`,
          );
        }
        const moved = page.endCursor !== "" && page.endCursor !== after;
        if (moved) after = page.endCursor;
        if (page.data.length > 0 || moved)
          yield { data: page.data as unknown[], endCursor: after ?? "", hasNextPage: page.hasNextPage };
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

/**
 * The feed's query and its start cursor, from `params: { query }` (the cursor inside it, as `paginate` reads it) or
 * the deprecated `query` and `after`. Both spellings of one thing is a mistake, not a merge: a `TypeError`.
 */
function feedQuery(
  options: FollowFeedOptions,
  cursorParam: string,
): { query: Record<string, unknown>; start: string | undefined } {
  const given = options.params?.query;
  if (given !== undefined && options.query !== undefined)
    throw new TypeError(
      "followFeed takes the feed's query once: as params: { query } (query beside params is its old, deprecated spelling)",
    );
  if (given === undefined) return { query: options.query ?? {}, start: options.after };
  const { [cursorParam]: inQuery, ...query } = given as Record<string, unknown>;
  if (inQuery !== undefined && options.after !== undefined)
    throw new TypeError(
      `followFeed takes the cursor to resume from once: as params: { query: { ${cursorParam} } } (after beside params is its old, deprecated spelling)`,
    );
  if (inQuery !== undefined && typeof inQuery !== "string")
    throw new TypeError(`followFeed: params.query.${cursorParam} is the cursor to resume from, a string`);
  return { query, start: (inQuery as string | undefined) ?? options.after };
}

type QueryOf<Paths, P> =
  NonNullable<PaginateInit<Paths, P>> extends { params?: { query?: infer Q } } ? Omit<NonNullable<Q>, "after"> : never;

/**
 * `followFeed` typed by a spec: only its feeds, items typed from their responses, the feed's query typed. A generated
 * module passes `FeedPaths` spelt out (its `FeedPath`).
 */
export type FollowFeedFunction<
  Paths extends {},
  Operations extends Record<string, OperationMeta>,
  FeedPaths = FeedPathOf<Operations>,
> = <P extends FeedPaths & keyof Paths>(
  client: FleetClient<Paths>,
  path: P,
  options: FollowFeedOptions<QueryOf<Paths, P>>,
) => AsyncIterable<FeedBatch<ItemOf<Paths, Operations, P>>>;
