import type { FetchOptions } from "openapi-fetch";
import type { OperationMeta } from "./api.js";
import type { FleetClient } from "./client-types.js";
import type { Paginated } from "./paginate.js";

type GetOf<Paths, P> = P extends keyof Paths ? (Paths[P] extends { get: infer Op } ? Op : never) : never;
type JsonOk<Op> = Op extends { responses: { 200: { content: { "application/json": infer Body } } } } ? Body : never;
type OperationAtPath<Operations, P> = Extract<Operations[keyof Operations], { method: "get"; path: P }>;
type ItemsKeyOf<Operations, P> =
  OperationAtPath<Operations, P> extends { pagination: { itemsKey: infer K } } ? K : "data";

/** Path templates of a spec's paginated GET operations. */
export type PaginatedPathOf<Operations> =
  Extract<Operations[keyof Operations], { method: "get"; paginated: true }> extends { path: infer P } ? P : never;
/** Path templates of a spec's feeds. */
export type FeedPathOf<Operations> =
  Extract<Operations[keyof Operations], { method: "get"; feed: true }> extends { path: infer P } ? P : never;

/** The item type of a paginated path: the items of its 200 response (`data`, or a legacy list's named key). */
export type ItemOf<Paths, Operations, P> =
  JsonOk<GetOf<Paths, P>> extends infer Body
    ? ItemsKeyOf<Operations, P> extends keyof Body
      ? Body[ItemsKeyOf<Operations, P>] extends readonly (infer Item)[] | undefined
        ? Item
        : unknown
      : unknown
    : unknown;

/** The GET options of a paginated path: query parameters, headers, `signal`… A cursor in the query is where to start. */
export type PaginateInit<Paths, P> = FetchOptions<GetOf<Paths, P>> & {
  /** The most pages to read; a list that has more ends with `PaginationError`. Default: no limit. */
  maxPages?: number;
};

/**
 * `paginate` typed by a spec: only its paginated paths, items typed from their responses. A generated module passes
 * `PaginatedPaths` spelt out (its `PaginatedPath`), so TypeScript does not work it out of every operation.
 */
export type PaginateFunction<
  Paths extends {},
  Operations extends Record<string, OperationMeta>,
  PaginatedPaths = PaginatedPathOf<Operations>,
> = <P extends PaginatedPaths & keyof Paths>(
  client: FleetClient<Paths>,
  path: P,
  init?: PaginateInit<Paths, P>,
) => Paginated<ItemOf<Paths, Operations, P>>;
