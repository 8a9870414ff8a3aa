import { type AuthCore, authCore, registerAuth } from "./auth-core.js";
import { markAuth } from "./auth-mark.js";
import type { KeyAuth } from "./key-auth.js";
import type { OAuthSession } from "./oauth/session.js";
import type { Redactor } from "./redact.js";

/** Credentials sent together (`allAuth`): it shows the credentials' schemes, never a secret. */
export interface AllAuth {
  readonly scheme: "all";
}

/**
 * Credentials sent together on every request, for a security requirement of several schemes (vtex's
 * `X-VTEX-API-AppKey` and `X-VTEX-API-AppToken`, soundcloud's `Authorization` and `client_id`): each is set as it is
 * alone, and each is redacted from every error. A `TypeError` for none, for what fleetkit did not make, and for two
 * that go in the same place (two `Authorization` headers, one query parameter twice), which would overwrite each other.
 *
 * @example
 * createFleetClient({ baseUrl, auth: allAuth(apiKeyAuth({ in: "header", name: "X-App-Key", key }), apiKeyAuth({ in: "header", name: "X-App-Token", key: token })) })
 */
export function allAuth(...credentials: readonly (OAuthSession | KeyAuth | AllAuth)[]): AllAuth {
  if (credentials.length === 0) throw new TypeError("allAuth: give the credentials to send together, one or more");
  const cores = credentials.map((credential, i) => {
    try {
      return authCore(credential);
    } catch (error) {
      throw new TypeError(`allAuth: credential ${i + 1} ${(error as Error).message.replace(/^auth /, "")}`);
    }
  });
  const places = new Map<string, number>();
  for (const [i, core] of cores.entries()) {
    for (const place of core.places) {
      const first = places.get(place);
      if (first !== undefined)
        throw new TypeError(
          `allAuth: credentials ${first + 1} and ${i + 1} both go in the ${place}, and one would overwrite the other; give one credential per place`,
        );
      places.set(place, i);
    }
  }
  // Each core's redactor as it is at each use: an OAuth session's learns every token it is given.
  const redactor: Redactor = {
    text: (text) => cores.reduce((value, core) => core.redactor.text(value), text),
    value: (value) => cores.reduce((current, core) => core.redactor.value(current), value),
    error: (error) => cores.reduce((current, core) => core.redactor.error(current), error),
  };
  const face: AllAuth = markAuth({ scheme: "all" });
  Object.defineProperty(face, Symbol.for("nodejs.util.inspect.custom"), {
    value: (_depth: number, options: object, inspect: (value: unknown, options: object) => string) =>
      `AllAuth [ ${credentials.map((credential) => inspect(credential, options)).join(", ")} ]`,
  });
  Object.defineProperty(face, "toJSON", { value: () => ({ scheme: "all", of: credentials }) });
  const core: AuthCore = {
    authorize: (send) => cores.reduceRight((inner, each) => each.authorize(inner), send),
    redactor,
    places: cores.flatMap((each) => each.places),
  };
  registerAuth(face, core);
  return Object.freeze(face);
}
