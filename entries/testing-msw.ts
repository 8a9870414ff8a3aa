// `fleetkit/testing/msw`: the mock as MSW request handlers. `msw` (2 and later) is an optional peer dependency, so it
// loads only from this entry; `fleetkit/testing` never imports it.
import { http, type HttpHandler } from "msw";
import { CONTROL_PREFIX } from "../testing/mock/control-api.js";
import type { Mock } from "../testing/mock/server.js";

export interface MswHandlersOptions {
  /**
   * The API's base URL the code under test calls, e.g. `https://api.example.com` (a path prefix such as
   * `https://example.com/fleet` is allowed). Requests to other origins or paths are left to other handlers.
   */
  baseUrl: string;
}

/**
 * MSW request handlers that answer every request under `baseUrl` from the mock (`createMock` or `startMockServer`),
 * as `mock.fetch` does: `setupServer(...mswHandlers(mock, { baseUrl }))`. The control API (`/__mock`) is not
 * exposed: requests to it fall through to the next handler (or MSW's unhandled-request policy).
 */
export function mswHandlers(mock: Pick<Mock, "handle">, options: MswHandlersOptions): HttpHandler[] {
  let base: URL;
  try {
    base = new URL(options?.baseUrl);
  } catch {
    throw new TypeError(
      `mswHandlers: baseUrl must be an absolute URL such as "https://api.example.com", got ${JSON.stringify(options?.baseUrl)}`,
    );
  }
  if (base.search !== "" || base.hash !== "")
    throw new TypeError(`mswHandlers: baseUrl must have no query or fragment, got ${JSON.stringify(options.baseUrl)}`);
  const prefix = base.pathname.replace(/\/+$/, "");
  // A path pattern, not a predicate function: those came in a later msw 2 release than the peer range allows.
  const handler = http.all(`${base.origin}${prefix}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(prefix.length) || "/";
    // Undefined: not answered here, MSW tries the next handler.
    if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) return undefined;
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    // The mock routes on the path below the base URL, as a client with that base URL would.
    return mock.handle(
      new Request(new URL(`${path}${url.search}`, "http://mock"), {
        method: request.method,
        headers: request.headers,
        ...(hasBody && { body: await request.arrayBuffer() }),
      }),
    );
  });
  return [handler];
}
