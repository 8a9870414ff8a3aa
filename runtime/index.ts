// The package entry: `import { createFleetClient, paginate } from "fleetkit"`.

export { createFleetClient } from "./client.js";
export type { FleetClient, FleetClientOptions } from "./client.js";
export type { RetryOptions } from "./retry-fetch.js";
export { isLoopbackHost } from "./base-url.js";
export {
  CursorExpiredError,
  FleetApiError,
  FleetError,
  FleetNetworkError,
  InsecureBaseUrlError,
  MissingScopeError,
  PaginationError,
  RequestTimeoutError,
  TagAccessError,
} from "./errors.js";
export type { OperationRef } from "./errors.js";
export { paginate, isCursorExpiredError } from "./paginate.js";
export type { ItemOf, Page, PaginateInit, Paginated } from "./paginate.js";
export { followFeed, MIN_FEED_IDLE_MS } from "./feed.js";
export type { FeedBatch, FollowFeedOptions } from "./feed.js";
export { requiredScopes, scopesFor } from "./scopes.js";
export type { OperationSelector, ScopePlan } from "./scopes.js";
export { UnknownOperationError, matchOperation } from "./operation-lookup.js";
export type { OperationMatch } from "./operation-lookup.js";

// Generated from the spec.
export * from "../generated/operations.js";
export * from "../generated/scopes.js";
export * from "../generated/validators.js";
export type * from "../generated/schema-types.js";
export type { paths, components, webhooks } from "../generated/types.js";
// scopes.js and schema-types.js both define ScopeName (the same union of the catalogue's names).
export type { ScopeName } from "../generated/scopes.js";

export * from "./webhooks/index.js";
