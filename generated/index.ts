// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.
// @ts-nocheck -- glue: each export is typed by its annotation and checked where it is used

import {
  createApiClient,
  createLeanApiClient,
  scopeCatalogue,
  defineApi,
  type Api,
  followFeed as followAnyFeed,
  paginate as paginateAny,
  requiredScopes as requiredScopesOf,
  scopesFor as scopesForAny,
  type FleetClient as ApiClient,
  type FleetClientOptions as ApiClientOptions,
  type LeanClient as ApiLeanClient,
  type FollowFeedFunction,
  type ItemOf as ApiItemOf,
  type OperationSelector,
  type PaginateFunction,
  type PaginateInit as ApiPaginateInit,
  type ScopePlan,
  type DriftChecks,
  responseDrift,
} from "fleetkit/runtime";
import { type FeedPath, operations, type OperationId, type Operations, type PaginatedPath } from "./operations.js";
import { DEFAULT_READ_SCOPES, SCOPES, type ScopeName } from "./scopes.js";
import { validate } from "./validators.js";
import type { paths } from "./types.js";

/** This spec's operations and scope catalogue, as the runtime takes them. */
export const api: Api<Operations, ScopeName> = /* @__PURE__ */ defineApi({
  operations,
  scopes: SCOPES,
  defaultScopes: DEFAULT_READ_SCOPES,
  completeScopes: true,
});

/**
 * The spec's validators and schema shapes for `validateResponses`, loaded on the first check:
 * `createFleetClient({ …, validateResponses: "report", onDrift, driftChecks })`.
 */
export const driftChecks = async (): Promise<DriftChecks> => {
  const { driftShapes } = await import("./drift-shapes.js");
  return { validate: validate as DriftChecks["validate"], shapes: driftShapes, responseDrift };
};

/** A client typed by this spec's `paths`. */
export type FleetClient = ApiClient<paths>;

export type FleetClientOptions = ApiClientOptions<ScopeName>;

/** The item type of a paginated path. */
export type ItemOf<P extends PaginatedPath> = ApiItemOf<paths, Operations, P>;

/** The options of `paginate` for a path: its query, headers, signal… */
export type PaginateInit<P extends PaginatedPath> = ApiPaginateInit<paths, P>;

/**
 * A client for this spec's API: a bearer token (or `auth`: an OAuth session, `apiKeyAuth`, `basicAuth`), HTTPS only,
 * retries, a per-attempt timeout, and (when told what the token holds) scope and tag checks before anything is sent.
 *
 * @example
 * const fleet = createFleetClient({ baseUrl: "https://api.example.com", token: process.env.FLEET_TOKEN! });
 */
export function createFleetClient(options: FleetClientOptions): FleetClient {
  return createApiClient<paths, ScopeName>(api, options);
}

/** A client for this spec's operation functions alone (`createLeanClient`). */
export type LeanClient = ApiLeanClient<paths>;

/**
 * A client for this spec's operation functions alone: the options, retries, guards and errors of `createFleetClient`,
 * but it holds no table of the spec's operations (each operation function brings its own metadata), so a bundle keeps
 * only the operations an app calls. Calls by path (`client.GET`), `paginate` and `followFeed` need `createFleetClient`.
 *
 * @example
 * const fleet = createLeanClient({ baseUrl: "https://api.example.com", token: process.env.FLEET_TOKEN! });
 */
export function createLeanClient(options: FleetClientOptions): LeanClient {
  return createLeanApiClient<paths, ScopeName>(options, scopeCatalogue(SCOPES));
}

/** Follows a paginated list of this spec to its end, one page in memory at a time (reference 4.3). */
export const paginate: PaginateFunction<paths, Operations, PaginatedPath> = paginateAny as unknown as PaginateFunction<
  paths,
  Operations,
  PaginatedPath
>;

/** Follows a `/feed` endpoint of this spec until the signal aborts, waiting at least 5 s once caught up. */
export const followFeed: FollowFeedFunction<paths, Operations, FeedPath> =
  followAnyFeed as unknown as FollowFeedFunction<paths, Operations, FeedPath>;

/**
 * The scopes an operation of this spec needs, for a concrete or template path: [] where it needs none, null where the
 * spec does not state them (scopes unknown: the client's scope guard lets such a call through).
 */
export function requiredScopes(method: string, path: string): readonly ScopeName[] | null {
  return requiredScopesOf(api, method, path);
}

/** The least set of scopes a token needs for the given calls of this spec. */
export function scopesFor(calls: Iterable<OperationSelector<OperationId>>): ScopePlan<ScopeName, OperationId> {
  return scopesForAny<ScopeName, OperationId>(api, calls);
}

export {
  type OperationMeta,
  type OperationsByRoute,
  operations,
  type Operations,
  type OperationId,
  type Operation,
  type HttpMethod,
  type PathTemplate,
  type OperationAt,
  type ScopesOf,
  type PaginatedPath,
  type FeedPath,
} from "./operations.js";
export * from "./scopes.js";
export * from "./validators.js";
export * from "./operation-functions.js";
export type * from "./schema-types.js";
export type { ScopeName } from "./scopes.js";
export type { paths, components, webhooks } from "./types.js";
export {
  CursorExpiredError,
  FleetApiError,
  FleetError,
  FleetNetworkError,
  InsecureBaseUrlError,
  InvalidResponseError,
  MIN_FEED_IDLE_MS,
  MissingScopeError,
  PaginationError,
  PathParameterError,
  RedirectError,
  RequestTimeoutError,
  ResponseDriftError,
  ResponseTooLargeError,
  TagAccessError,
  UnknownOperationError,
  isCursorExpiredError,
} from "fleetkit/runtime";
export type {
  Drift,
  DriftMode,
  DriftProblem,
  FeedBatch,
  FollowFeedOptions,
  OperationRef,
  Page,
  Paginated,
  RetryEvent,
  RetryOptions,
} from "fleetkit/runtime";
