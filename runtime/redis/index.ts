// `fleetkit/redis`: a webhook dedupe store shared through Redis. Its own entry, so that `redis` (an optional peer
// dependency) is needed only by those who import it.
export { DEFAULT_REDIS_PREFIX, createRedisDedupeStore } from "./redis-dedupe-store.js";
export type { RedisConnection, RedisDedupeStore, RedisDedupeStoreOptions } from "./redis-dedupe-store.js";
export type { RedisCommandClient } from "./load-redis.js";
export { RedisStateLostError } from "./state-lost-error.js";
export type { RedisStateLostCode } from "./state-lost-error.js";
export { RedisEvictionPolicyError } from "./eviction-policy.js";
export type { EvictionPolicyCheck, RedisEvictionPolicyCode } from "./eviction-policy.js";
export { createRedisOAuthStore, DEFAULT_REDIS_OAUTH_PREFIX } from "./oauth-store.js";
export type { RedisOAuthStore, RedisOAuthStoreOptions } from "./oauth-store.js";
