import type { OperationMeta, PaginationMeta } from "./api.js";
import { apiOf } from "./client.js";
import type { FleetClient } from "./client-types.js";
import { CursorExpiredError, FleetApiError, PaginationError, parseJsonOrText } from "./errors.js";
import type { PaginateInit } from "./paginate-types.js";
import { createCursorLoopCheck, cursorProblem, quoteCursor } from "./cursor-check.js";
import { type Redactor, redactorOf } from "./redact.js";
import { pageItems } from "./page-items.js";

/** One page of a list: its items and where the next page starts. */
export interface Page<T> {
  data: T[];
  endCursor: string;
  hasNextPage: boolean;
}

/** The items of every page, one page in memory at a time. Each iteration starts again from the first page. */
export interface Paginated<T> extends AsyncIterable<T> {
  /** The pages themselves, with their cursors. */
  pages(): AsyncIterable<Page<T>>;
  /** Every item in one array: the only way paginate holds more than a page. */
  toArray(): Promise<T[]>;
}

/**
 * Follows a cursor-paginated list (reference 4.3) to its end: the first request omits `after` (unless `init` gives a
 * start cursor), each next one sends the previous `endCursor` with every other parameter unchanged, through short and
 * empty pages, until `hasNextPage` is false. A `limit` outside its bounds throws `RangeError` now, before any request.
 *
 * @example
 * for await (const vehicle of paginate(fleet, "/fleet/vehicles", { params: { query: { limit: 100 } } })) { … }
 */
export function paginate(client: FleetClient<any>, path: string, init?: PaginateInit<any, any>): Paginated<unknown> {
  const operation = listOperation(client, path);
  const { params, maxPages: maxPagesOption, ...rest } = (init ?? {}) as LooseInit & { maxPages?: unknown };
  const maxPages = checkMaxPages(maxPagesOption);
  const { [operation.pagination.cursorParam]: start, ...query } = params?.query ?? {};
  checkLimit(operation, query.limit);
  const fixed = { ...rest, params: { ...params, query } };
  const redactor = redactorOf(client);
  // The walk is the pages' iterator itself (no async generator around it: a generator's promise turns per page), and
  // the items read it directly too.
  const walk = () => walkPages(client, operation, fixed, start, { maxPages, path, redactor });

  return {
    pages: walk,
    [Symbol.asyncIterator]: () => pageItems(walk()),
    async toArray() {
      const items: unknown[] = [];
      // One push each: spread into push, a page of 200,000 items overflows the call stack.
      for await (const page of walk()) for (const item of page.data) items.push(item);
      return items;
    },
  };
}

/**
 * The pages of a list, one per `next()`: the first request omits the cursor (unless there is a start cursor), each
 * next one sends the previous `endCursor`, until `hasNextPage` is false. A server whose cursors loop (c1 → c2 → c1) is
 * caught on the page where it happens, before that page is handed out, in bounded memory whatever the count; a list
 * with more than `maxPages` pages ends once that many were handed out. It keeps an async generator's protocol: calls
 * made before the previous one settled are answered in order (a page is never fetched twice); after an error it is
 * done; `return()` ends it.
 */
function walkPages(
  client: FleetClient<any>,
  operation: ListOperation,
  init: LooseInit,
  start: unknown,
  { maxPages, path, redactor }: { maxPages: number; path: string; redactor: Redactor },
): AsyncIterableIterator<Page<unknown>> {
  const loop = createCursorLoopCheck();
  let after = typeof start === "string" && start !== "" ? start : undefined;
  if (after !== undefined) loop.repeats(after);
  let pageNumber = 0;
  let finished = false;
  // Calls not yet settled: the first runs at once, each other after the one before it (`last`).
  let pending = 0;
  let last: Promise<IteratorResult<Page<unknown>, undefined>> | undefined;
  const done = (): IteratorResult<Page<unknown>, undefined> => ({ value: undefined, done: true });

  async function step(): Promise<IteratorResult<Page<unknown>, undefined>> {
    try {
      if (finished) return done();
      if (pageNumber >= maxPages) {
        throw new PaginationError(
          path,
          pageNumber,
          `the list has more than maxPages (${maxPages}) pages; raise maxPages or narrow the query`,
        );
      }
      const page = await fetchPage(client, operation, init, after, ++pageNumber);
      if (!page.hasNextPage) finished = true;
      else if (loop.repeats(page.endCursor)) {
        throw new PaginationError(
          path,
          pageNumber,
          `endCursor ${quoteCursor(page.endCursor, redactor)} was already sent; following it would loop forever`,
        );
      } else after = page.endCursor;
      return { value: page, done: false };
    } catch (error) {
      finished = true;
      throw error;
    } finally {
      pending--;
    }
  }
  async function stop(): Promise<IteratorResult<Page<unknown>, undefined>> {
    finished = true;
    pending--;
    return done();
  }
  const inTurn = (call: () => Promise<IteratorResult<Page<unknown>, undefined>>) => {
    last = pending++ === 0 ? call() : last!.then(call, call);
    return last;
  };
  const iterator: AsyncIterableIterator<Page<unknown>> = {
    next: () => inTurn(step),
    return: () => inTurn(stop),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/** `maxPages`: default none (a list ends when the server says so); a whole number ≥ 1, or Infinity. */
function checkMaxPages(value: unknown): number {
  if (value === undefined || value === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new RangeError(
      `maxPages must be a whole number ≥ 1 (or Infinity); got ${JSON.stringify(value) ?? String(value)}`,
    );
  }
  return value;
}

type LooseInit = {
  params?: { query?: Record<string, unknown> } & Record<string, unknown>;
  signal?: AbortSignal;
} & Record<string, unknown>;
type LooseGet = (path: string, init: LooseInit) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** A paginated GET of the client's spec. */
export type ListOperation = OperationMeta & { readonly pagination: PaginationMeta };

/** The GET operation of a paginated path; `UnknownOperationError` for a path the spec does not have. */
export function listOperation(client: FleetClient<any>, path: string): ListOperation {
  const api = apiOf(client);
  const operation = api.index.at("get", path);
  if (!operation.paginated || operation.pagination === null) {
    const lists = Object.values(api.operations)
      .filter((op) => op.method === "get" && op.paginated)
      .map((op) => op.path);
    throw new TypeError(
      `${path} is not a cursor-paginated GET of the spec; paginate takes one of: ${lists.join(", ")}`,
    );
  }
  return operation as ListOperation;
}

function checkLimit(operation: OperationMeta, limit: unknown): void {
  if (limit === undefined) return;
  if (operation.limit === null)
    throw new RangeError(`${operation.path} has no limit parameter; the server chooses the page size (reference 4.3)`);
  const { minimum, maximum } = operation.limit;
  if (typeof limit !== "number" || !Number.isInteger(limit) || limit < minimum || limit > maximum) {
    throw new RangeError(
      `limit for ${operation.path} must be an integer from ${minimum} to ${maximum}; got ${JSON.stringify(limit)}`,
    );
  }
}

/**
 * One request of a list, checked against the list envelope. A 4xx that the server sent because the cursor expired
 * becomes `CursorExpiredError`, judged by `isCursorExpired`.
 */
export async function fetchPage(
  client: FleetClient<any>,
  operation: ListOperation,
  init: LooseInit,
  after: string | undefined,
  pageNumber: number,
  isCursorExpired: (error: FleetApiError) => boolean = isCursorExpiredError,
): Promise<Page<unknown>> {
  const query =
    after === undefined ? init.params?.query : { ...init.params?.query, [operation.pagination.cursorParam]: after };
  // The caller's one signal over thousands of pages gathers no listeners: the client links it per call.
  let result: Awaited<ReturnType<LooseGet>>;
  try {
    // As text: a body that is not JSON must become a PaginationError, not openapi-fetch's SyntaxError.
    result = await (client.GET as unknown as LooseGet)(operation.path, {
      ...init,
      params: { ...init.params, query },
      parseAs: "text",
    });
  } catch (error) {
    if (after !== undefined && error instanceof FleetApiError && isCursorExpired(error)) {
      throw new CursorExpiredError(operation.path, redactorOf(client).text(after), { cause: error });
    }
    throw error;
  }
  // openapi-fetch gives no data at all for an empty body (Content-Length: 0, 204).
  const page = readEnvelope(parseJsonOrText((result.data as string | undefined) ?? ""), operation.pagination.itemsKey);
  if (typeof page === "string") {
    const shape = `{ ${operation.pagination.itemsKey}: [...], pagination: { endCursor, hasNextPage } }`;
    throw new PaginationError(operation.path, pageNumber, `the response is not a list envelope ${shape}: ${page}`);
  }
  const cursorIssue = cursorProblem(page.endCursor);
  if (cursorIssue !== undefined) throw new PaginationError(operation.path, pageNumber, cursorIssue);
  if (page.hasNextPage && page.endCursor === "") {
    throw new PaginationError(
      operation.path,
      pageNumber,
      "hasNextPage is true but endCursor is empty; the next request would start over",
    );
  }
  return page;
}

/**
 * The page a list envelope holds (reference 2.6: an array of objects and the cursor), or what makes the body not one.
 * Each property of the body is read once.
 */
function readEnvelope(body: unknown, itemsKey: string): Page<unknown> | string {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "the body is not a JSON object";
  const data = (body as Record<string, unknown>)[itemsKey];
  if (!Array.isArray(data)) return `/${itemsKey} must be an array`;
  const bad = nonObjectAt(data);
  if (bad !== -1) return `/${itemsKey}/${bad} must be an object`;
  const pagination = (body as Record<string, unknown>).pagination;
  if (typeof pagination !== "object" || pagination === null) return "/pagination must be an object";
  const { endCursor, hasNextPage } = pagination as Record<string, unknown>;
  if (typeof endCursor !== "string") return "/pagination/endCursor must be a string";
  if (typeof hasNextPage !== "boolean") return "/pagination/hasNextPage must be a boolean";
  return { data, endCursor, hasNextPage };
}

/**
 * The index of the first item that is not a JSON object, or -1. A plain loop (a third of `findIndex`'s time with a
 * callback), in a function of its own that reads only the array's elements, never a property of a page's objects: its
 * compiled code depends on no shape of the parsed JSON, so it stays valid when a collection frees the last page's
 * objects and their shapes, where a loop beside the envelope's reads was thrown away and compiled again.
 */
function nonObjectAt(items: readonly unknown[]): number {
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (typeof item !== "object" || item === null || Array.isArray(item)) return i;
  }
  return -1;
}

/**
 * The default rule for "the server rejected the cursor as expired". The reference does not show the error format, so:
 * a 400, 404, 410 or 422 whose body has `error.code` (or `code`) `"cursor_expired"`, or mentions both an expiry and
 * the cursor (`after`). Pass your own `isCursorExpired` to `followFeed` for another server.
 */
export function isCursorExpiredError(error: FleetApiError | CursorExpiredError): boolean {
  if (error instanceof CursorExpiredError) return true;
  if (![400, 404, 410, 422].includes(error.status)) return false;
  const body = error.body as { error?: { code?: unknown }; code?: unknown } | string | undefined;
  if (
    typeof body === "object" &&
    body !== null &&
    (body.error?.code === "cursor_expired" || body.code === "cursor_expired")
  )
    return true;
  const text = typeof body === "string" ? body : JSON.stringify(body ?? "");
  return /expire/i.test(text) && /cursor|\bafter\b/i.test(text);
}
