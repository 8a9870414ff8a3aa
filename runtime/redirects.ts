import type { Attempt } from "./attempt.js";
import { RedirectError } from "./errors.js";
import type { Redactor } from "./redact.js";

/** The statuses `fetch` follows (Fetch standard, "redirect status"). */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const FOLLOWED_METHODS = new Set(["GET", "HEAD"]);
/** Far fewer than `fetch`'s 20: the API does not redirect, a chain is a misconfiguration. */
export const MAX_REDIRECTS = 5;
const noop = () => {};

/** The `Location` of a redirect `fetch` would follow, else null (a 3xx without `Location` is an answer, not a redirect). */
export function redirectLocation(response: Response): string | null {
  return REDIRECT_STATUSES.has(response.status) ? response.headers.get("location") : null;
}

/**
 * What an attempt sent with `redirect: "manual"` does with a redirect (`fetch` would follow `https:` → `http:` and, on
 * a 307 or 308, send the body there again, and the `Authorization` header too when the origin stays the same).
 * `response` answered `current`, sent for `request` (whose URL is `url`), and its `Location` is `location`. A redirect
 * of GET or HEAD to the same origin (scheme, host and port) is followed, up to `MAX_REDIRECTS`, each hop sent with
 * `send` (given the attempt's signal and `redirect: "manual"`) with the headers of the request before it and what
 * `carry` adds (a query API key); any other is a `RedirectError` and nothing is sent to its `Location`. Resolves with
 * the first response that is not a redirect.
 */
export async function followRedirects(
  send: (request: Request) => Promise<Response>,
  request: Request,
  current: Request,
  response: Response,
  location: string,
  url: URL,
  attempt: Attempt,
  redactor: Redactor,
  carry: ((request: Request) => Request) | undefined,
): Promise<Response> {
  const { origin } = url;
  for (let redirects = 0; ; redirects++) {
    void response.body?.cancel().catch(noop);
    const target = parseUrl(location, current.url);
    const refuse = (problem: string) => {
      const shown = redactor.text(target?.href ?? location);
      return new RedirectError(request.method, url.pathname, response.status, shown, problem);
    };
    if (target === undefined) throw refuse("the Location header is not a URL");
    if (target.username !== "" || target.password !== "") throw refuse("the Location has credentials in it");
    if (target.origin !== origin) {
      const downgrade = target.protocol === "http:" && origin.startsWith("https:");
      throw refuse(
        downgrade
          ? "from https: to http:, where the token and the request body would travel in clear text; fleetkit follows only same-origin redirects"
          : `another origin than ${origin}; fleetkit follows only same-origin redirects, so the token and the request body never leave the API's origin`,
      );
    }
    if (!FOLLOWED_METHODS.has(request.method)) {
      throw refuse(
        `fleetkit follows redirects of GET and HEAD only: a ${request.method} is not re-sent elsewhere (it could run twice, or lose its body)`,
      );
    }
    if (redirects === MAX_REDIRECTS) throw refuse(`more than ${MAX_REDIRECTS} redirects in a row`);
    const hop = new Request(target, {
      method: request.method,
      headers: current.headers,
      signal: attempt.signal,
      redirect: "manual",
    });
    current = carry ? carry(hop) : hop;
    attempt.hold(current);
    response = await attempt.race(send(current));
    const next = redirectLocation(response);
    if (next === null) return response;
    location = next;
  }
}

function parseUrl(location: string, base: string): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
}
