import type { ServedOperation } from "./served-spec.js";

const PAGE_SIZE_PARAMS = ["limit", "per_page", "perPage", "pageSize", "page_size", "PageSize", "size", "count"];
const PAGE_NUMBER_PARAMS = ["page", "Page", "page_number", "pageNumber", "PageNumber"];
const OFFSET_PARAMS = ["offset", "skip", "start", "Offset"];

/**
 * The rows of a list paged by number or offset rather than a cursor (Hetzner's `page` and `per_page`, Mux's `limit`
 * and `page`, Twilio's `PageSize` and `Page`), as the request asks, where the operation declares those query
 * parameters: a page loop ends on an empty page. A number page is 1-based, Twilio's `Page` 0-based. Every row where
 * the operation declares none, or the request gives no size.
 */
export function numberedPage<T>(operation: ServedOperation, query: URLSearchParams, rows: T[]): T[] {
  const declared = (names: readonly string[]) =>
    names.find((name) => operation.parameters.some((p) => p.in === "query" && p.name === name));
  const whole = (name: string | undefined) => {
    const value = name === undefined ? null : query.get(name);
    return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
  };
  const sizeParam = declared(PAGE_SIZE_PARAMS);
  const size = whole(sizeParam);
  if (size === undefined || size === 0) return rows;
  const pageParam = declared(PAGE_NUMBER_PARAMS);
  const number = whole(pageParam);
  const offset =
    whole(declared(OFFSET_PARAMS)) ??
    (number === undefined ? 0 : (pageParam === "Page" ? number : Math.max(number - 1, 0)) * size);
  return rows.slice(offset, offset + size);
}
