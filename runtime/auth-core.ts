import type { Redactor } from "./redact.js";
import type { RetryFetch } from "./retry-fetch.js";

/**
 * What a client uses of what it is given as `auth` (an OAuth session, `apiKeyAuth`, `basicAuth`, `allAuth`): how each
 * request carries the credential, set below openapi-fetch and its middleware, above the retries; what redacts it; and
 * where it goes (`header authorization`, `query api_key`: a list, since `allAuth` holds several), so that `allAuth`
 * never lets one overwrite another.
 */
export interface AuthCore {
  authorize(send: RetryFetch): RetryFetch;
  readonly redactor: Redactor;
  readonly places: readonly string[];
}

const cores = new WeakMap<object, AuthCore>();

/** Makes `face` (what a user holds and passes as `auth`) stand for `core`. */
export function registerAuth(face: object, core: AuthCore): void {
  cores.set(face, core);
}

/**
 * The core of `auth`; a `TypeError` for anything this copy of fleetkit did not make. A credential made by another copy
 * (fleetkit loaded twice) says so itself (`markAuth`), so a bundle that makes none does not carry that message.
 */
export function authCore(auth: unknown): AuthCore {
  const core = typeof auth === "object" && auth !== null ? cores.get(auth) : undefined;
  if (core !== undefined) return core;
  throw new TypeError(
    ((auth as Record<symbol, string> | null | undefined)?.[Symbol.for("fleetkit.auth")] as string | undefined) ??
      "auth must be an OAuth session (createOAuthApp(…).session(credentials)), apiKeyAuth(…) or basicAuth(…)",
  );
}
