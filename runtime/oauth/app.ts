import { checkBaseUrl, isLoopbackHost } from "../base-url.js";
import { createRedactor } from "../redact.js";
import { OAuthError, type OAuthErrorCode } from "./errors.js";
import { checkCredentials, type OAuthCredentials } from "./credentials.js";
import { createSession, type OAuthSession, type OAuthSessionOptions, revokeTarget } from "./session.js";

export type { OAuthCredentials } from "./credentials.js";

/** The vendor's OAuth endpoints live on the API's own origin (`/oauth2/authorize`, `/oauth2/token`, `/oauth2/revoke`). */
export const DEFAULT_OAUTH_BASE_URL = "https://api.samsara.com";

export interface OAuthAppOptions {
  /** The app's ID (`client_id`), from the dashboard's Settings › OAuth 2.0 Apps. */
  clientId: string;
  /** The app's secret (`client_secret`). Kept in a closure, never in an error. */
  clientSecret: string;
  /** The app's redirect URL as registered: `https://…`; `http://` only for a loopback host (tests, local runs). */
  redirectUri: string;
  /** Default `https://api.samsara.com`; `http://` only for a loopback host with `allowInsecureLoopback` (the mock). */
  baseUrl?: string;
  /** Accept an `http:` base URL on a loopback host (the mock). */
  allowInsecureLoopback?: boolean;
  /** The transport of the OAuth requests; default `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /** Per OAuth request, in ms; default 30 000. */
  timeoutMs?: number;
}

export interface OAuthApp {
  readonly clientId: string;
  readonly redirectUri: string;
  /** The URL to send the customer's browser to, and the `state` to keep (in the browser's session) until the callback. */
  authorizeUrl(options?: { state?: string }): { url: string; state: string };
  /**
   * The callback's `code` for credentials. `state` (the callback's) must equal `expectedState` (the one kept from
   * `authorizeUrl`), else `OAuthError` `state_mismatch` is thrown before any request (CSRF).
   */
  exchangeCode(input: {
    code: string;
    state: string | null | undefined;
    expectedState: string;
  }): Promise<OAuthCredentials>;
  /** New credentials for these (the refresh token rotates: the old one stops working). */
  refresh(credentials: OAuthCredentials): Promise<OAuthCredentials>;
  /** Revokes the refresh token (ending the install's grant); for a session, its current one, and the session ends. */
  revoke(target: OAuthCredentials | OAuthSession): Promise<void>;
  /** What a client uses instead of a fixed token: `createFleetClient({ auth: app.session(credentials) })`. */
  session(credentials: OAuthCredentials | undefined, options?: OAuthSessionOptions): OAuthSession;
}

function checkString(name: string, value: unknown): string {
  if (typeof value !== "string" || value === "") throw new TypeError(`${name} must be a non-empty string`);
  return value;
}

/** https, or http on a loopback host (RFC 8252 7.3); no fragment (RFC 6749 3.1.2). */
function checkRedirectUri(value: unknown): string {
  const text = checkString("redirectUri", value);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(
      `redirectUri ${JSON.stringify(text)} is not an absolute URL; expected e.g. "https://app.example.com/oauth/callback"`,
    );
  }
  if (url.hash !== "") throw new TypeError("redirectUri must not have a fragment (#…) (RFC 6749 3.1.2)");
  if (url.protocol === "https:") return text;
  if (url.protocol === "http:" && isLoopbackHost(url.hostname)) return text;
  throw new TypeError(
    `redirectUri must be https:// (http:// only on localhost, 127.0.0.0/8 or [::1], for local runs); got ${url.protocol}//${url.host}`,
  );
}

/** Compared in time that depends on the lengths only (the state is not secret, but a guess should learn nothing). */
const equalState = (a: string, b: string) => {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let difference = x.length ^ y.length;
  for (let i = 0; i < x.length; i++) difference |= x[i]! ^ (y[i % Math.max(y.length, 1)] ?? 0);
  return difference === 0;
};

/** Base64 of UTF-8 text (`btoa` takes Latin-1 only), without Node's Buffer: the runtime runs on edge platforms too. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** A random `state`: 24 bytes from the platform's CSPRNG, base64url. */
const randomState = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** The token answer (RFC 6749 5.1) as credentials; a refresh without a new refresh token keeps the old one (6). */
function credentialsOf(body: unknown, keepRefreshToken: string | undefined): OAuthCredentials {
  const { access_token, refresh_token, expires_in } = (body ?? {}) as Record<string, unknown>;
  const refreshToken = typeof refresh_token === "string" && refresh_token !== "" ? refresh_token : keepRefreshToken;
  if (typeof access_token !== "string" || access_token === "" || refreshToken === undefined)
    throw new OAuthError(
      "invalid_response",
      "the token endpoint answered 2xx without access_token and refresh_token; check baseUrl (it must be the API's origin)",
    );
  // expires_in is RECOMMENDED, not required (RFC 6749 5.1); the vendor's samples read it. Absent: one hour assumed.
  const seconds =
    typeof expires_in === "number" && expires_in > 0
      ? expires_in
      : typeof expires_in === "string" && Number(expires_in) > 0
        ? Number(expires_in)
        : 3600;
  return { accessToken: access_token, refreshToken, expiresAt: Date.now() + seconds * 1000 };
}

/**
 * An OAuth 2.0 app (authorization-code grant, as the vendor documents it): the authorize URL, the code exchange, refresh
 * and revocation at `/oauth2/token` and `/oauth2/revoke` (form-encoded, HTTP Basic with the app's ID and secret), and
 * sessions a client refreshes itself from.
 */
export function createOAuthApp(options: OAuthAppOptions): OAuthApp {
  if (typeof options !== "object" || options === null)
    throw new TypeError("createOAuthApp needs { clientId, clientSecret, redirectUri, baseUrl?, fetch? }");
  const clientId = checkString("clientId", options.clientId);
  const clientSecret = checkString("clientSecret", options.clientSecret);
  const redirectUri = checkRedirectUri(options.redirectUri);
  const baseUrl = checkBaseUrl(options.baseUrl ?? DEFAULT_OAUTH_BASE_URL, options.allowInsecureLoopback);
  const transport = options.fetch ?? ((request: Request) => fetch(request));
  if (typeof transport !== "function") throw new TypeError("fetch must be a function (Request) => Promise<Response>");
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) throw new RangeError(`timeoutMs must be > 0; got ${timeoutMs}`);
  const basic = `Basic ${base64(`${clientId}:${clientSecret}`)}`;

  /** One form POST to an OAuth endpoint; every secret of it is redacted from what it throws. */
  async function post(path: string, form: Record<string, string>, secrets: string[]): Promise<unknown> {
    const redactor = createRedactor([clientSecret, basic.slice(6), ...secrets]);
    const request = new Request(`${baseUrl}${path}`, {
      method: "POST",
      headers: {
        authorization: basic,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    let response: Response;
    let text: string;
    try {
      response = await transport(request);
      text = await response.text();
    } catch (error) {
      throw new OAuthError("network_error", `POST ${path} failed before an answer arrived`, undefined, {
        cause: redactor.error(error),
      });
    }
    let body: unknown;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (response.ok) return body;
    const { error, error_description } = (body ?? {}) as Record<string, unknown>;
    const code: OAuthErrorCode = typeof error === "string" && /^[\x20-\x7e]{1,64}$/.test(error) ? error : "http_error";
    const said = typeof error_description === "string" ? `: ${redactor.text(error_description.slice(0, 300))}` : "";
    throw new OAuthError(code, `POST ${path} answered HTTP ${response.status} ${code}${said}`, response.status);
  }

  const app: OAuthApp = {
    clientId,
    redirectUri,
    authorizeUrl(input = {}) {
      const state = input.state === undefined ? randomState() : checkString("state", input.state);
      const query = new URLSearchParams({
        client_id: clientId,
        state,
        response_type: "code",
        redirect_uri: redirectUri,
      });
      return { url: `${baseUrl}/oauth2/authorize?${query}`, state };
    },
    async exchangeCode(input) {
      if (typeof input !== "object" || input === null)
        throw new TypeError(
          "exchangeCode needs { code, state, expectedState } (the callback's code and state, and the state kept from authorizeUrl)",
        );
      const expected = checkString("expectedState", input.expectedState);
      if (typeof input.state !== "string" || !equalState(input.state, expected))
        throw new OAuthError(
          "state_mismatch",
          "the callback's state is not the one this browser session was sent with (a forged or stale callback, CSRF): start again from authorizeUrl; nothing was sent",
        );
      const code = checkString("code", input.code);
      const body = await post("/oauth2/token", { grant_type: "authorization_code", code, redirect_uri: redirectUri }, [
        code,
      ]);
      return credentialsOf(body, undefined);
    },
    async refresh(credentials) {
      const { refreshToken, accessToken } = checkCredentials(credentials, "refresh(credentials)");
      const body = await post("/oauth2/token", { grant_type: "refresh_token", refresh_token: refreshToken }, [
        refreshToken,
        accessToken,
      ]);
      return credentialsOf(body, refreshToken);
    },
    async revoke(target) {
      const credentials = await revokeTarget(target);
      await post("/oauth2/revoke", { token: credentials.refreshToken }, [
        credentials.refreshToken,
        credentials.accessToken,
      ]);
    },
    session: (credentials, sessionOptions) => createSession(app, clientSecret, credentials, sessionOptions),
  };
  return app;
}
