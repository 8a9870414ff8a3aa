// `fleetkit/node`: adapters for Node's own HTTP server. Kept out of `fleetkit/webhooks`, which needs only
// `node:crypto` and the Fetch standard, so it bundles for edge runtimes.
export { toNodeListener } from "../runtime/webhooks/node-listener.js";
export type { NodeListener } from "../runtime/webhooks/node-listener.js";
