import { InsecureBaseUrlError } from "./errors.js";

/**
 * Whether a URL hostname (as `URL` normalises it) is a loopback address: `localhost`, `127.0.0.0/8` or `[::1]`.
 * `URL` has already rewritten `127.1`, `0x7f.0.0.1` and `[0:0:0:0:0:0:0:1]` into their canonical forms.
 */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * Checks a base URL against reference 5.1 ("requests must use https") and returns it without a trailing slash.
 * `http:` is accepted only for a loopback host and only with `allowInsecureLoopback`, for mocks and tests.
 */
export function checkBaseUrl(baseUrl: string, allowInsecureLoopback = false): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(
      `baseUrl ${JSON.stringify(baseUrl)} is not an absolute URL; expected e.g. "https://api.example.com"`,
    );
  }
  if (url.username || url.password) {
    throw new TypeError("baseUrl must not contain credentials; pass the token as the `token` option");
  }
  if (url.search || url.hash) {
    throw new TypeError(
      `baseUrl ${JSON.stringify(url.origin + url.pathname)} must not have a query string or fragment`,
    );
  }
  const shown = url.origin + url.pathname;
  if (url.protocol === "http:") {
    if (!isLoopbackHost(url.hostname)) {
      const note = allowInsecureLoopback ? " (allowInsecureLoopback covers only localhost, 127.0.0.0/8 and [::1])" : "";
      throw new InsecureBaseUrlError(
        `baseUrl ${shown} uses http:, but the API must be called over https: (reference 5.1); use https://${url.host}${url.pathname}${note}`,
      );
    }
    if (!allowInsecureLoopback) {
      throw new InsecureBaseUrlError(
        `baseUrl ${shown} uses http:; for a local mock on a loopback host pass allowInsecureLoopback: true, otherwise use https:`,
      );
    }
  } else if (url.protocol !== "https:") {
    throw new InsecureBaseUrlError(
      `baseUrl ${shown} uses ${url.protocol}; the API is reached over https: only (reference 5.1)`,
    );
  }
  return shown.replace(/\/+$/, "");
}
