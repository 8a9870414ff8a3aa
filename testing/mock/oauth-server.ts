import { timingSafeEqual } from "node:crypto";
import type { MockClock } from "./clock.js";
import { MockHttpError } from "./errors.js";
import { describeJson } from "./json-input.js";
import type { Random } from "./random.js";
import type { MockApiToken, MockScope, ScopeCatalogue } from "./tokens.js";

/** An OAuth 2.0 app the mock serves, as the vendor's dashboard defines one (Settings › OAuth 2.0 Apps). */
export interface MockOAuthAppInput {
  clientId: string;
  clientSecret: string;
  /** The registered redirect URL: the authorize request must name exactly this one. */
  redirectUri: string;
  /** The app's scopes, chosen once for every install; default: the catalogue's default read scopes. */
  scopes?: readonly MockScope[];
  /** Tag access of every install's tokens; default: none, the whole organization. */
  tagIds?: readonly string[];
  /** `expires_in` of the access tokens, in seconds of the mock's clock; default 3600. */
  expiresInSeconds?: number;
  /** Real milliseconds the token endpoint waits before it reads a request: widens races between processes in tests. */
  tokenDelayMs?: number;
}

/** One request to `/oauth2/*`, as a test reads it: never a code, token or secret. */
export interface MockOAuthRequest {
  endpoint: "authorize" | "token" | "revoke";
  clientId: string | undefined;
  grantType?: string;
  status: number;
  /** The OAuth error code of a refused request (`invalid_grant`, …). */
  error?: string;
}

/** What the mock's handle exposes of its OAuth server. */
export interface MockOAuth {
  /** Every request to `/oauth2/*` so far (the latest 1,000), oldest first. */
  requests(): MockOAuthRequest[];
}

interface App {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: MockScope[];
  tagIds: string[];
  expiresInSeconds: number;
  tokenDelayMs: number;
}

/** One install: what a code started, kept alive by its current refresh token. */
interface Grant {
  id: number;
  app: App;
  refreshToken: string;
  ended: boolean;
  createdAtMs: number;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** RFC 6749 4.1.2: a code lives 10 minutes at most. */
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_LOGGED = 1000;

/** An OAuth error answer (RFC 6749 5.2); the description never holds what the client sent. */
class OAuthRefusal extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function checkApps(
  inputs: unknown,
  catalogue: ScopeCatalogue,
  checkTagIds: (t: unknown, w: string) => string[],
): App[] {
  if (!Array.isArray(inputs))
    throw new TypeError("oauthApps must be an array of { clientId, clientSecret, redirectUri, scopes? }");
  const apps: App[] = [];
  for (const [i, input] of inputs.entries()) {
    const where = `oauthApps[${i}]`;
    if (typeof input !== "object" || input === null)
      throw new TypeError(`${where} must be { clientId, clientSecret, redirectUri, scopes? }`);
    const {
      clientId,
      clientSecret,
      redirectUri,
      scopes,
      tagIds,
      expiresInSeconds = 3600,
      tokenDelayMs = 0,
    } = input as MockOAuthAppInput;
    for (const [name, value] of Object.entries({ clientId, clientSecret, redirectUri }))
      if (typeof value !== "string" || value === "") throw new TypeError(`${where}.${name} must be a non-empty string`);
    try {
      new URL(redirectUri);
    } catch {
      throw new TypeError(`${where}.redirectUri must be an absolute URL`);
    }
    if (apps.some((a) => a.clientId === clientId))
      throw new TypeError(`${where}: clientId ${JSON.stringify(clientId)} is given twice`);
    const chosen = scopes ?? catalogue.defaultRead;
    if (!Array.isArray(chosen)) throw new TypeError(`${where}.scopes must be an array of scope names`);
    const wrong = chosen.find((s) => typeof s !== "string" || (catalogue.complete && !catalogue.scopes.includes(s)));
    if (wrong !== undefined)
      throw new TypeError(`${where}.scopes: ${describeJson(wrong)} is not a scope of the served spec`);
    if (!(Number.isSafeInteger(expiresInSeconds) && expiresInSeconds > 0))
      throw new TypeError(`${where}.expiresInSeconds must be a whole number of seconds > 0`);
    if (!(Number.isSafeInteger(tokenDelayMs) && tokenDelayMs >= 0 && tokenDelayMs <= 60_000))
      throw new TypeError(`${where}.tokenDelayMs must be a whole number of ms from 0 to 60000`);
    apps.push({
      clientId,
      clientSecret,
      redirectUri,
      scopes: [...new Set(chosen)],
      tagIds: [...new Set(checkTagIds(tagIds ?? [], where))],
      expiresInSeconds,
      tokenDelayMs,
    });
  }
  return apps;
}

/**
 * The vendor's OAuth server, for tests: `/oauth2/authorize` approves at once (302 to the redirect URI with a code and
 * the same state), `/oauth2/token` exchanges a code once and rotates refresh tokens (the old one stops working), and
 * `/oauth2/revoke` (RFC 7009) ends a grant with its access tokens. Access tokens expire by the mock's clock and, while
 * they live, act as the mock's tokens with the app's scopes.
 */
export function createOAuthServer(deps: {
  apps: unknown;
  clock: MockClock;
  random: Random;
  catalogue: ScopeCatalogue;
  checkTagIds: (tagIds: unknown, where: string) => string[];
}) {
  const { clock, random } = deps;
  const apps = checkApps(deps.apps, deps.catalogue, deps.checkTagIds);
  const codes = new Map<string, { app: App; redirectUri: string; expiresAtMs: number; used: boolean; grant?: Grant }>();
  const byRefresh = new Map<string, Grant>();
  const byAccess = new Map<string, { grant: Grant; expiresAtMs: number; revoked: boolean }>();
  const log: MockOAuthRequest[] = [];
  let nextGrant = 1;
  const generate = (prefix: string) => `${prefix}_${random.chars(ALPHABET, 40)}`;

  const record = (entry: MockOAuthRequest) => {
    log.push(entry);
    if (log.length > MAX_LOGGED) log.shift();
  };

  /** The client of HTTP Basic auth (RFC 6749 2.3.1), or 401 invalid_client. */
  function client(request: Request): App {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.get("authorization") ?? "");
    const [id, ...secret] = match ? Buffer.from(match[1]!, "base64").toString("utf8").split(":") : [];
    const app = apps.find((a) => a.clientId === id);
    if (!app || !same(secret.join(":"), app.clientSecret))
      throw new OAuthRefusal(
        401,
        "invalid_client",
        "client authentication failed: send HTTP Basic with the app's ID and secret",
      );
    return app;
  }

  async function form(request: Request): Promise<URLSearchParams> {
    const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded")
      throw new OAuthRefusal(
        400,
        "invalid_request",
        "send the parameters form-encoded (application/x-www-form-urlencoded)",
      );
    const text = await request.text();
    if (text.length > 64 * 1024) throw new OAuthRefusal(400, "invalid_request", "the body is over 64 KiB");
    return new URLSearchParams(text);
  }

  function issue(grant: Grant): Record<string, unknown> {
    const accessToken = generate("fkoat");
    const refreshToken = generate("fkort");
    byRefresh.delete(grant.refreshToken);
    grant.refreshToken = refreshToken;
    byRefresh.set(refreshToken, grant);
    byAccess.set(accessToken, {
      grant,
      expiresAtMs: clock.now() + grant.app.expiresInSeconds * 1000,
      revoked: false,
    });
    return {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: grant.app.expiresInSeconds,
      refresh_token: refreshToken,
    };
  }

  function endGrant(grant: Grant) {
    grant.ended = true;
    byRefresh.delete(grant.refreshToken);
    for (const [token, entry] of byAccess) if (entry.grant === grant) byAccess.delete(token);
  }

  function authorize(url: URL): Response {
    const q = url.searchParams;
    const app = apps.find((a) => a.clientId === q.get("client_id"));
    // RFC 6749 4.1.2.1: a wrong client or redirect URI is told to the user, never redirected.
    if (!app) throw new OAuthRefusal(400, "invalid_request", "client_id names no OAuth app of the mock");
    const redirectUri = q.get("redirect_uri") ?? app.redirectUri;
    if (redirectUri !== app.redirectUri)
      throw new OAuthRefusal(400, "invalid_request", "redirect_uri is not the app's registered redirect URL");
    const target = new URL(redirectUri);
    const state = q.get("state");
    if (state !== null) target.searchParams.set("state", state);
    if (q.get("response_type") !== "code") {
      target.searchParams.set("error", "unsupported_response_type");
    } else {
      const code = generate("fkoc");
      codes.set(code, { app, redirectUri, expiresAtMs: clock.now() + CODE_TTL_MS, used: false });
      target.searchParams.set("code", code);
    }
    return new Response(null, { status: 302, headers: { location: target.toString(), "cache-control": "no-store" } });
  }

  function token(app: App, params: URLSearchParams): Record<string, unknown> {
    const grantType = params.get("grant_type");
    if (grantType === "authorization_code") {
      const code = params.get("code") ?? "";
      const entry = codes.get(code);
      if (!entry || entry.app !== app || clock.now() >= entry.expiresAtMs)
        throw new OAuthRefusal(
          400,
          "invalid_grant",
          "the code is not valid (never issued, for another app, or expired)",
        );
      if (entry.used) {
        // RFC 6749 4.1.2: a code used twice revokes what it gave.
        if (entry.grant) endGrant(entry.grant);
        throw new OAuthRefusal(400, "invalid_grant", "the code was already used; the tokens it gave are revoked");
      }
      const redirectUri = params.get("redirect_uri");
      if (redirectUri !== null && redirectUri !== entry.redirectUri)
        throw new OAuthRefusal(400, "invalid_grant", "redirect_uri is not the one of the authorize request");
      entry.used = true;
      const grant: Grant = { id: nextGrant++, app, refreshToken: "", ended: false, createdAtMs: clock.now() };
      entry.grant = grant;
      return issue(grant);
    }
    if (grantType === "refresh_token") {
      const grant = byRefresh.get(params.get("refresh_token") ?? "");
      if (!grant || grant.app !== app || grant.ended)
        throw new OAuthRefusal(
          400,
          "invalid_grant",
          "the refresh token is not valid (rotated by a refresh, revoked, or never issued)",
        );
      return issue(grant);
    }
    throw new OAuthRefusal(400, "unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
  }

  /** RFC 7009: a refresh token ends its grant; an access token ends itself; an unknown token is answered 200 too. */
  function revoke(app: App, params: URLSearchParams): void {
    const value = params.get("token");
    if (value === null || value === "")
      throw new OAuthRefusal(400, "invalid_request", "send the token to revoke as token");
    const grant = byRefresh.get(value);
    if (grant && grant.app === app) {
      endGrant(grant);
      return;
    }
    const access = byAccess.get(value);
    if (access && access.grant.app === app) access.revoked = true;
  }

  return {
    isOAuthPath: (pathname: string) => pathname.startsWith("/oauth2/"),

    async handle(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const endpoint = url.pathname.slice("/oauth2/".length);
      const entry: MockOAuthRequest = {
        endpoint: endpoint as MockOAuthRequest["endpoint"],
        clientId: undefined,
        status: 200,
      };
      try {
        if (endpoint === "authorize" && request.method === "GET") {
          entry.clientId = url.searchParams.get("client_id") ?? undefined;
          const response = authorize(url);
          entry.status = response.status;
          return response;
        }
        if ((endpoint === "token" || endpoint === "revoke") && request.method === "POST") {
          const app = client(request);
          entry.clientId = app.clientId;
          const params = await form(request);
          if (endpoint === "revoke") {
            revoke(app, params);
            return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
          }
          entry.grantType = params.get("grant_type") ?? undefined;
          if (app.tokenDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, app.tokenDelayMs));
          return new Response(JSON.stringify(token(app, params)), {
            status: 200,
            headers: {
              "content-type": "application/json; charset=utf-8",
              "cache-control": "no-store",
              pragma: "no-cache",
            },
          });
        }
        throw new OAuthRefusal(
          400,
          "invalid_request",
          `${request.method} /oauth2/${endpoint.slice(0, 40)} is not an endpoint of the OAuth server (GET authorize, POST token, POST revoke)`,
        );
      } catch (error) {
        if (!(error instanceof OAuthRefusal)) throw error;
        entry.status = error.status;
        entry.error = error.error;
        return new Response(JSON.stringify({ error: error.error, error_description: error.description }), {
          status: error.status,
          headers: {
            "content-type": "application/json; charset=utf-8",
            "cache-control": "no-store",
            ...(error.status === 401 && { "www-authenticate": 'Basic realm="fleetkit-mock-oauth"' }),
          },
        });
      } finally {
        record(entry);
      }
    },

    /**
     * The mock token an access token stands for while it lives; undefined for a string it never issued. An expired or
     * revoked one is refused with 401, saying which.
     */
    lookup(value: string): MockApiToken | undefined {
      const entry = byAccess.get(value);
      if (entry === undefined) return undefined;
      const challenge = { "WWW-Authenticate": 'Bearer realm="fleetkit-mock", error="invalid_token"' };
      if (entry.revoked) throw new MockHttpError(401, "invalid_token", "The OAuth access token was revoked", challenge);
      if (clock.now() >= entry.expiresAtMs)
        throw new MockHttpError(401, "invalid_token", "The OAuth access token expired; refresh it", challenge);
      const { grant } = entry;
      return {
        id: `oauth_${grant.id}`,
        name: `oauth:${grant.app.clientId}:${grant.id}`,
        scopes: [...grant.app.scopes],
        tagIds: [...grant.app.tagIds],
        token: "",
        createdAtMs: grant.createdAtMs,
      };
    },

    handleOf: (): MockOAuth => ({ requests: () => log.map((e) => ({ ...e })) }),
  };
}

export type MockOAuthServer = ReturnType<typeof createOAuthServer>;
