import type { ListEnvelopeOf } from "../builders.js";
import type { Entry } from "./collection.js";
import type { CursorCodec, CursorState } from "./cursors.js";
import { MockHttpError } from "./errors.js";

/** Reference 4.3: `limit` is an integer, default and maximum 512 (the spec adds a minimum of 1). */
export function readLimit(query: URLSearchParams, bounds: { minimum: number; maximum: number; default: number | null }, fallback: number): number {
  const values = query.getAll("limit");
  if (values.length === 0) return bounds.default ?? fallback;
  if (values.length > 1) throw new MockHttpError(400, "invalid_limit", `limit is given ${values.length} times; give it once`);
  const text = values[0]!;
  if (!/^[0-9]+$/.test(text)) throw new MockHttpError(400, "invalid_limit", `limit must be an integer from ${bounds.minimum} to ${bounds.maximum}, got ${JSON.stringify(text)}`);
  const limit = Number(text);
  if (limit < bounds.minimum || limit > bounds.maximum) {
    throw new MockHttpError(400, "invalid_limit", `limit must be from ${bounds.minimum} to ${bounds.maximum} (reference 4.3: maximum 512), got ${limit}`);
  }
  return limit;
}

/** Reference 4.3: the cursor in `after`, or undefined for a first page. Given twice is refused, as `limit` is. */
export function readAfter(query: URLSearchParams, cursors: CursorCodec, operationId: string): CursorState | undefined {
  const values = query.getAll("after");
  if (values.length > 1) throw new MockHttpError(400, "invalid_cursor", `after is given ${values.length} times; give it once`);
  return cursors.decode(values[0] ?? null, operationId);
}

/**
 * One page of a list, walking creation order from the cursor. A page covers `size` stored objects and omits the
 * inactive ones among them, so a page can be short or empty while `hasNextPage` is true (reference 4.3).
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
  return {
    data: window.filter((e) => e.active).map((e) => present(e.value)),
    pagination: { endCursor: cursors.encode(operationId, end), hasNextPage: rest.length > window.length },
  };
}

/**
 * One page of a feed: every object changed after the cursor's revision, in the order of the changes, `size` at
 * a time. Once caught up (`hasNextPage` false) the cursor points at the latest revision, so the next request
 * returns only what changes from now on.
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
