// `fleetkit/runtime`: the generic runtime. It knows an API only through the metadata a generated module gives it
// (`defineApi`); a generated `index.ts` binds it to its spec. It loads no build-time module.

export { defineApi } from "./api.js";
export type { Api, ApiMetadata, HttpMethod, OperationMeta, PaginationMeta, QueryStyle } from "./api.js";
export { apiOf, callOperation, createApiClient, createLeanApiClient, operationFunction } from "./client.js";
export type { FleetClientOptions, TagGuard } from "./client.js";
export { checkTagAccess } from "./tag-guard.js";
export { querySerializerOf, type QueryStyler } from "./query-styles.js";
export { requestMediaOf, withRequestMedia } from "./request-media.js";
export { apiKeyAuth, basicAuth, type ApiKeyAuthOptions, type BasicAuthOptions, type KeyAuth } from "./key-auth.js";
export { allAuth, type AllAuth } from "./all-auth.js";
export type {
  CallInit,
  CallOptions,
  CallResult,
  FleetClient,
  FleetMethod,
  InitParam,
  LeanClient,
  OperationArgs,
  OperationClient,
  OperationFunction,
} from "./client-types.js";
export type { RetryEvent, RetryOptions } from "./retry-fetch.js";
export { isLoopbackHost } from "./base-url.js";
export {
  CursorExpiredError,
  FleetApiError,
  FleetError,
  FleetNetworkError,
  InsecureBaseUrlError,
  InvalidResponseError,
  MissingScopeError,
  PaginationError,
  PathParameterError,
  RedirectError,
  RequestTimeoutError,
  ResponseDriftError,
  ResponseTooLargeError,
  TagAccessError,
} from "./errors.js";
export type { Drift, DriftChecks, DriftMode, DriftProblem, DriftShape } from "./drift-types.js";
export { responseDrift } from "./drift.js";
export { createMemoryCredentialStore, createOAuthApp, DEFAULT_OAUTH_BASE_URL, OAuthError } from "./oauth/index.js";
export type {
  OAuthApp,
  OAuthAppOptions,
  OAuthCredentials,
  OAuthCredentialStore,
  OAuthErrorCode,
  OAuthLease,
  OAuthSession,
  OAuthSessionOptions,
} from "./oauth/index.js";
export type { OperationRef } from "./errors.js";
export { paginate, isCursorExpiredError } from "./paginate.js";
export type { Page, Paginated } from "./paginate.js";
export type { FeedPathOf, ItemOf, PaginateFunction, PaginateInit, PaginatedPathOf } from "./paginate-types.js";
export { followFeed, MIN_FEED_IDLE_MS } from "./feed.js";
export type { FeedBatch, FollowFeedFunction, FollowFeedOptions } from "./feed.js";
export { requiredScopes, scopeCatalogue, scopesFor } from "./scopes.js";
export type { OperationSelector, ScopePlan } from "./scopes.js";
export { UnknownOperationError, createOperationIndex } from "./operation-lookup.js";
export type { OperationIndex, OperationMatch } from "./operation-lookup.js";
export { SchemaValidationError, createValidators } from "./validation/validators.js";
export type {
  CompiledValidator,
  SchemaUsage,
  ValidationIssue,
  ValidationResult,
  Validators,
} from "./validation/validators.js";
export type { StandardSchemaV1 } from "./validation/standard-schema.js";
export { ajvDateTimeFormat, ajvEqual, ajvUcs2length, ajvUriFormat } from "./validation/ajv-runtime.js";
export { linearPattern, specPattern } from "./validation/linear-pattern.js";
export type { LinearPattern } from "./validation/linear-pattern.js";
export {
  ajvByteFormat,
  ajvDateFormat,
  ajvInt32Format,
  ajvInt64Format,
  ajvNumberFormat,
  ajvRegexFormat,
  ajvTimeFormat,
} from "./validation/formats.js";
