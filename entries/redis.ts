// `fleetkit/redis`: the Redis dedupe store for webhook receivers on many machines. It depends on no spec, so this
// entry only re-exports the runtime's; `redis` (node-redis v4, v5 or v6) is an optional peer dependency.
export * from "../runtime/redis/index.js";
