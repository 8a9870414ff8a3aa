import type { Attempt } from "./attempt.js";
import { RedirectError } from "./errors.js";
import type { Redactor } from "./redact.js";

/** The statuses `fetch` follows (Fetch standard, "redirect status"). */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const FOLLOWED_METHODS = new Set(["GET", "HEAD"]);
/** Far fewer than `fetch`'s 20: the API does not redirect, a chain is a misconfiguration. */
export const MAX_REDIRECTS = 5;
const noop = () => {};

/**
 * Sends one attempt of `request` (whose URL is `url`) with `redirect: "manual"`, so that `fetch` never follows a redirect by itself: it
 * would follow `https:` → `http:` and, on a 307 or 308, send the body there again, and the `Authorization` header
 * too when the origin stays the same. A redirect of GET or HEAD to the same origin (scheme, host and port) is
 * followed, up to `MAX_REDIRECTS`; any other is a `RedirectError` and nothing is sent to its `Location`.
 */
export async function sendFollowingSameOrigin(
  send: (request: Request) => Promise<Response>,
  request: Request,
  url: URL,
  attempt: Attempt,
  redactor: Redactor,
  sendsSignal = false,
): Promise<Response> {
  const { origin } = url;
  // Sent as it is when `send` gives fetch the attempt's signal and `redirect: "manual"` itself; else a copy with both.
  let current = sendsSignal ? request : new Request(request, { signal: attempt.signal, redirect: "manual" });
  for (let redirects = 0; ; redirects++) {
    attempt.hold(current);
    const response = await attempt.race(send(current));
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get("location") : null;
    if (location === null) return response; // a 3xx without Location is an answer, not a redirect
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
    current = new Request(target, {
      method: request.method,
      headers: current.headers,
      signal: attempt.signal,
      redirect: "manual",
    });
  }
}

function parseUrl(location: string, base: string): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
}
