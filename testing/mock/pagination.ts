import type { ListEnvelopeOf } from "../builders.js";
import type { Entry } from "./collection.js";
import type { RequestContext } from "./context.js";
import type { CursorCodec, CursorState } from "./cursors.js";
import { invalidQuery, MockHttpError } from "./errors.js";

/** Reference 4.3: `limit` is an integer, default and maximum 512 (the vendor's minimum is 1). */
export function readLimit(
  query: URLSearchParams,
  bounds: { minimum: number; maximum: number; default: number | null },
  fallback: number,
): number {
  const values = query.getAll("limit");
  if (values.length === 0) return bounds.default ?? fallback;
  if (values.length > 1)
    throw new MockHttpError(400, "invalid_limit", `limit is given ${values.length} times; give it once`);
  const text = values[0]!;
  if (!/^[0-9]+$/.test(text))
    throw new MockHttpError(
      400,
      "invalid_limit",
      `limit must be an integer from ${bounds.minimum} to ${bounds.maximum}, got ${JSON.stringify(text)}`,
    );
  const limit = Number(text);
  if (limit < bounds.minimum || limit > bounds.maximum) {
    throw new MockHttpError(
      400,
      "invalid_limit",
      `limit must be from ${bounds.minimum} to ${bounds.maximum}, got ${limit}`,
    );
  }
  return limit;
}

/**
 * Reference 4.3: the cursor in `after` (or the legacy `startingAfter`/`endingBefore`), or undefined for a first page.
 * Given twice is refused, as `limit` is.
 */
export function readCursor(
  query: URLSearchParams,
  cursors: CursorCodec,
  operationId: string,
  name = "after",
): CursorState | undefined {
  const values = query.getAll(name);
  if (values.length > 1)
    throw new MockHttpError(400, "invalid_cursor", `${name} is given ${values.length} times; give it once`);
  return cursors.decode(values[0] ?? null, operationId, name);
}

/**
 * One page of a list, walking creation order from the cursor. A page covers `size` stored objects and omits the
 * inactive ones among them, so a page can be short or empty while `hasNextPage` is true (reference 4.3). The last
 * page's `endCursor` is `""`, as the vendor documents it: its own SDK keeps requesting while `endCursor` is not empty.
 */
export function listPage<T, R>(
  entries: readonly Entry<T>[],
  operationId: string,
  afterSeq: number,
  size: number,
  cursors: CursorCodec,
  present: (value: T) => R,
): ListEnvelopeOf<R> {
  const rest = entries.filter((e) => e.seq > afterSeq);
  const window = rest.slice(0, size);
  const end = window.at(-1)?.seq ?? afterSeq;
  const hasNextPage = rest.length > window.length;
  return {
    data: window.filter((e) => e.active).map((e) => present(e.value)),
    pagination: { endCursor: hasNextPage ? cursors.encode(operationId, end) : "", hasNextPage },
  };
}

/**
 * One page of a feed: every object changed after the cursor's revision, in the order of the changes, `size` at
 * a time. Once caught up (`hasNextPage` false) the cursor points at the latest revision, so the next request
 * returns only what changes from now on: unlike a list's, a feed's last page always carries a cursor.
 */
export function feedPage<T, R>(
  entries: readonly Entry<T>[],
  latestRevision: number,
  operationId: string,
  afterRev: number,
  size: number,
  cursors: CursorCodec,
  present: (value: T) => R,
): ListEnvelopeOf<R> {
  const changed = entries.filter((e) => e.rev > afterRev).sort((a, b) => a.rev - b.rev);
  const window = changed.slice(0, size);
  const hasNextPage = changed.length > window.length;
  const end = hasNextPage ? window.at(-1)!.rev : Math.max(afterRev, latestRevision);
  return {
    data: window.filter((e) => e.active).map((e) => present(e.value)),
    pagination: { endCursor: cursors.encode(operationId, end), hasNextPage },
  };
}

/**
 * A query parameter that holds a list (`style: form, explode: false`): comma-separated, as the vendor takes it
 * (`types=gps,engineStates`), or repeated (`types=gps&types=engineStates`, what most clients send by default).
 * Empty entries are dropped; an absent parameter is `undefined`.
 */
export function readList(query: URLSearchParams, name: string): string[] | undefined {
  const values = query.getAll(name);
  if (values.length === 0) return undefined;
  return values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

/** The one value of a required query parameter, one of `allowed`; 400 `invalid_query` otherwise. */
export function readRequiredChoice<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T {
  const values = query.getAll(name);
  const expected = allowed.map((a) => JSON.stringify(a)).join(" or ");
  if (values.length === 0) throw invalidQuery(`${name} is required: give ${name}=${allowed.join(" or ")}`);
  if (values.length > 1) throw invalidQuery(`${name} is given ${values.length} times; give it once`);
  if (!allowed.includes(values[0] as T))
    throw invalidQuery(`${name} must be ${expected}, got ${JSON.stringify(values[0])}`);
  return values[0] as T;
}

/** A legacy list page (the vendor's `pagination` of swagger-legacy.json). */
interface LegacyPaginationInfo {
  endCursor: string;
  startCursor: string;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

/**
 * One page of a legacy list: `startingAfter` continues after a page's `endCursor`, `endingBefore` goes back before a
 * page's `startCursor` (they are mutually exclusive), `limit` objects at a time (default: the mock's page size). Positions are
 * indexes into `items`, which must come in a stable order. Both cursors are always set, also on the first and the last
 * page, so a client can go either way from any page.
 */
export function legacyPage<T>(
  items: readonly T[],
  context: RequestContext,
): { items: T[]; pagination: LegacyPaginationInfo } {
  const { query, cursors, operation } = context;
  const { operationId } = operation;
  const after = readCursor(query, cursors, operationId, "startingAfter");
  const before = readCursor(query, cursors, operationId, "endingBefore");
  if (after && before) throw invalidQuery("startingAfter and endingBefore are mutually exclusive; give one of them");
  const size = readLimit(
    query,
    operation.limit ?? { minimum: 1, maximum: Number.MAX_SAFE_INTEGER, default: null },
    context.pageSize,
  );
  const end = before ? Math.min(before.position, items.length) : Math.min((after?.position ?? 0) + size, items.length);
  const start = before ? Math.max(0, end - size) : Math.min(after?.position ?? 0, items.length);
  return {
    items: items.slice(start, end),
    pagination: {
      endCursor: cursors.encode(operationId, end),
      startCursor: cursors.encode(operationId, start),
      hasNextPage: end < items.length,
      hasPrevPage: start > 0,
    },
  };
}
