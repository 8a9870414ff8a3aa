// Issue 39: OAuth 2.0 for marketplace apps, against the mock's OAuth server over real HTTP.
import { inspect } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { createFleetClient } from "../../generated/index.js";
import { createOAuthApp, FleetApiError, OAuthError } from "../../runtime/index.js";
import { type MockServer, startMockServer } from "../../testing/mock/server.js";
import {
  appFor,
  authorize,
  CLIENT_ID,
  CLIENT_SECRET,
  clientFor,
  install,
  REDIRECT_URI,
  refreshRequests,
  startOAuthMock,
} from "./oauth-helpers.js";

const HOUR = 3600_000;
let mock: MockServer | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("the authorization-code flow", () => {
  it("authorizes, exchanges the code once, calls with the app's scopes, refreshes after expiry by the mock's clock", async () => {
    mock = await startOAuthMock();
    const app = appFor(mock);
    const { code, state, returnedState, location } = await authorize(app);
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(returnedState).toBe(state);
    const credentials = await app.exchangeCode({ code, state: returnedState, expectedState: state });
    expect(credentials.expiresAt).toBeGreaterThan(Date.now() + HOUR - 60_000);

    const session = app.session(credentials);
    const fleet = clientFor(mock, session);
    const { data } = await fleet.GET("/fleet/vehicles");
    expect(data.data.length).toBeGreaterThan(0);
    // The app holds Read Vehicles only: the token acts as a mock token with those scopes.
    const refused = await rejection(
      fleet.GET("/fleet/driver-vehicle-assignments", { params: { query: { filterBy: "drivers" } } }),
    );
    expect(refused).toBeInstanceOf(FleetApiError);
    expect((refused as FleetApiError).status).toBe(403);
    expect(refreshRequests(mock)).toHaveLength(0);

    mock.clock.advance(HOUR);
    await fleet.GET("/fleet/vehicles");
    expect(refreshRequests(mock)).toHaveLength(1);
    const rotated = session.credentials();
    expect(rotated.refreshToken).not.toBe(credentials.refreshToken);
    expect(rotated.accessToken).not.toBe(credentials.accessToken);
  });

  it("a code works once; a second exchange is refused and ends what the first gave (RFC 6749 4.1.2)", async () => {
    mock = await startOAuthMock();
    const app = appFor(mock);
    const { code, state } = await authorize(app);
    const credentials = await app.exchangeCode({ code, state, expectedState: state });
    const again = await rejection(app.exchangeCode({ code, state, expectedState: state }));
    expect(again).toBeInstanceOf(OAuthError);
    expect((again as OAuthError).code).toBe("invalid_grant");
    await expect(app.refresh(credentials)).rejects.toMatchObject({ code: "invalid_grant" });
  });

  it("refuses a state mismatch before any request (CSRF)", async () => {
    mock = await startOAuthMock();
    const app = appFor(mock);
    const { code, state } = await authorize(app);
    for (const forged of ["forged", "", null, undefined, `${state}x`]) {
      const error = await rejection(app.exchangeCode({ code, state: forged, expectedState: state }));
      expect(error).toBeInstanceOf(OAuthError);
      expect((error as OAuthError).code).toBe("state_mismatch");
    }
    expect(mock.oauth!.requests().filter((r) => r.endpoint === "token")).toHaveLength(0);
    // The code is still unspent: the right state exchanges it.
    await expect(app.exchangeCode({ code, state, expectedState: state })).resolves.toHaveProperty("accessToken");
  });

  it("authorizeUrl: the vendor's authorize endpoint and parameters, a fresh random state unless one is given", () => {
    const app = createOAuthApp({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: "https://app.example.com/cb",
    });
    const first = app.authorizeUrl();
    const second = app.authorizeUrl();
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.state).not.toBe(first.state);
    const url = new URL(first.url);
    expect(url.origin + url.pathname).toBe("https://api.samsara.com/oauth2/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      state: first.state,
      response_type: "code",
      redirect_uri: "https://app.example.com/cb",
    });
    expect(app.authorizeUrl({ state: "mine" }).state).toBe("mine");
  });

  it("refuses a redirectUri that is not https (loopback http aside)", () => {
    const make = (redirectUri: string) => () =>
      createOAuthApp({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri });
    expect(make("http://app.example.com/callback")).toThrow(/redirectUri must be https/);
    expect(make("ftp://app.example.com/callback")).toThrow(/redirectUri must be https/);
    expect(make("https://app.example.com/callback#x")).toThrow(/fragment/);
    expect(make("https://app.example.com/callback")).not.toThrow();
    expect(make("http://localhost:3000/callback")).not.toThrow();
  });
});

describe("sessions", () => {
  it("20 concurrent calls after the access token expired by the mock's clock make one refresh request", async () => {
    mock = await startOAuthMock();
    const app = appFor(mock);
    const session = app.session(await install(app));
    const fleet = clientFor(mock, session);
    await fleet.GET("/fleet/vehicles");
    mock.clock.advance(HOUR + 1);
    const results = await Promise.all(Array.from({ length: 20 }, () => fleet.GET("/fleet/vehicles")));
    expect(results.every((r) => r.response.status === 200)).toBe(true);
    expect(refreshRequests(mock)).toHaveLength(1);
  });

  it("a call with a body refused 401 is repeated once, with its body, after the refresh", async () => {
    mock = await startMockServer({
      now: Date.UTC(2026, 0, 1),
      oauthApps: [
        { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT_URI, scopes: ["Write Drivers"] },
      ],
    });
    const app = appFor(mock);
    const fleet = clientFor(mock, app.session(await install(app)));
    const before = mock.list("drivers").length;
    mock.clock.advance(HOUR);
    const body = { name: "Ada Lovelace", username: "ada.oauth", password: "correct-horse" };
    const { data } = await fleet.POST("/fleet/drivers", { body });
    expect(data.data).toMatchObject({ name: "Ada Lovelace", username: "ada.oauth" });
    expect(mock.list("drivers").filter((d) => d.username === "ada.oauth")).toHaveLength(1);
    expect(mock.list("drivers")).toHaveLength(before + 1);
    expect(refreshRequests(mock)).toHaveLength(1);
  });

  it("refreshes ahead of expiry, before any call is refused", async () => {
    mock = await startOAuthMock();
    const app = appFor(mock);
    const credentials = await install(app);
    // Still valid at the mock, but within refreshAheadMs of its expiry as the session sees it.
    const session = app.session({ ...credentials, expiresAt: Date.now() + 5_000 }, { refreshAheadMs: 60_000 });
    const fleet = clientFor(mock, session);
    await Promise.all(Array.from({ length: 5 }, () => fleet.GET("/fleet/vehicles")));
    expect(refreshRequests(mock)).toHaveLength(1);
    expect(session.credentials().refreshToken).not.toBe(credentials.refreshToken);
  });

  it("a rotated refresh token used again is refused with invalid_grant, and the customer must authorize again", async () => {
    mock = await startOAuthMock();
    const app = appFor(mock);
    const first = await install(app);
    const second = await app.refresh(first);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const error = await rejection(app.refresh(first));
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({ code: "invalid_grant", reauthorize: true, status: 400 });
    // The rotated one still works.
    await expect(app.refresh(second)).resolves.toHaveProperty("accessToken");
  });

  it("a grant revoked elsewhere: the call refreshes once, is refused, and throws OAuthError; later calls send nothing", async () => {
    mock = await startOAuthMock();
    const app = appFor(mock);
    const credentials = await install(app);
    const session = app.session(credentials);
    const fleet = clientFor(mock, session);
    await fleet.GET("/fleet/vehicles");
    await app.revoke(credentials); // the customer uninstalled the app: the grant and its access tokens end
    const error = await rejection(fleet.GET("/fleet/vehicles"));
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).reauthorize).toBe(true);
    expect((error as OAuthError).message).toMatch(/must authorize the app again/);
    expect(refreshRequests(mock)).toHaveLength(1);
    const later = await Promise.all(Array.from({ length: 5 }, () => rejection(fleet.GET("/fleet/vehicles"))));
    expect(later.every((e) => e instanceof OAuthError)).toBe(true);
    expect(refreshRequests(mock)).toHaveLength(1);
    expect(session.ended).toBeInstanceOf(OAuthError);
  });

  it("revoking a session ends it: its calls throw OAuthError without a request, and its access token is refused", async () => {
    mock = await startOAuthMock();
    const app = appFor(mock);
    const credentials = await install(app);
    const session = app.session(credentials);
    const fleet = clientFor(mock, session);
    await fleet.GET("/fleet/vehicles");
    await app.revoke(session);
    await expect(fleet.GET("/fleet/vehicles")).rejects.toBeInstanceOf(OAuthError);
    expect(refreshRequests(mock)).toHaveLength(0);
    const raw = await fetch(`${mock.baseUrl}/fleet/vehicles`, {
      headers: { authorization: `Bearer ${credentials.accessToken}` },
    });
    expect(raw.status).toBe(401);
    await expect(app.refresh(credentials)).rejects.toMatchObject({ code: "invalid_grant" });
  });
});

describe("the client's options", () => {
  it("auth takes a session made by an app, never beside token", () => {
    const app = createOAuthApp({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT_URI });
    const session = app.session({ accessToken: "a", refreshToken: "r", expiresAt: Date.now() + HOUR });
    const baseUrl = "https://api.example.com";
    // @ts-expect-error: a string is a token, not a session
    expect(() => createFleetClient({ baseUrl, auth: "a" })).toThrow(
      /auth must be an OAuth session \(createOAuthApp\(…\)\.session\(credentials\)\), apiKeyAuth\(…\) or basicAuth\(…\)/,
    );
    expect(() => createFleetClient({ baseUrl, token: "t", auth: session })).toThrow(/not both/);
    expect(() => createFleetClient({ baseUrl })).toThrow(/or give auth/);
    expect(() => createFleetClient({ baseUrl, auth: session })).not.toThrow();
  });
});

describe("a caller's signal", () => {
  it("stops the caller's wait for a refresh; the refresh goes on for the session's other calls", async () => {
    mock = await startMockServer({
      now: Date.UTC(2026, 0, 1),
      oauthApps: [
        {
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          redirectUri: REDIRECT_URI,
          scopes: ["Read Vehicles"],
          tokenDelayMs: 400,
        },
      ],
    });
    const app = appFor(mock);
    const fleet = clientFor(mock, app.session(await install(app)));
    mock.clock.advance(HOUR);
    const waiting = fleet.GET("/fleet/vehicles");
    const reason = new Error("the caller gave up");
    const aborted = fleet.GET("/fleet/vehicles", { signal: AbortSignal.abort(reason) });
    const controller = new AbortController();
    const abortedLater = fleet.GET("/fleet/vehicles", { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 50);
    await expect(aborted).rejects.toBe(reason);
    await expect(abortedLater).rejects.toBe(reason);
    // It did not wait for the refresh: that is still in flight (the mock logs a request once it is answered).
    expect(refreshRequests(mock)).toHaveLength(0);
    await expect(waiting).resolves.toHaveProperty("data");
    expect(refreshRequests(mock)).toHaveLength(1);
  });
});

describe("secrets", () => {
  it("no error, session print-out or control API answer holds the client secret, a code or a token", async () => {
    mock = await startOAuthMock();
    const app = appFor(mock);
    const { code, state } = await authorize(app);
    const secrets: string[] = [CLIENT_SECRET, code];
    const errors: unknown[] = [];
    errors.push(await rejection(app.exchangeCode({ code, state: "forged", expectedState: state })));
    const credentials = await app.exchangeCode({ code, state, expectedState: state });
    secrets.push(credentials.accessToken, credentials.refreshToken);
    const wrongSecret = createOAuthApp({
      clientId: CLIENT_ID,
      clientSecret: `${CLIENT_SECRET}-wrong`,
      redirectUri: REDIRECT_URI,
      baseUrl: mock.baseUrl,
      allowInsecureLoopback: true,
    });
    secrets.push(`${CLIENT_SECRET}-wrong`);
    errors.push(await rejection(wrongSecret.refresh(credentials)));
    const rotated = await app.refresh(credentials);
    secrets.push(rotated.accessToken, rotated.refreshToken);
    errors.push(await rejection(app.refresh(credentials)));
    // A refresh that fails on the network.
    const offline = createOAuthApp({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: REDIRECT_URI,
      baseUrl: "http://127.0.0.1:1",
      allowInsecureLoopback: true,
    });
    errors.push(await rejection(offline.refresh(rotated)));
    // A call refused after the grant ended, through the client.
    const session = app.session(rotated);
    const fleet = clientFor(mock, session);
    errors.push(
      await rejection(fleet.GET("/fleet/driver-vehicle-assignments", { params: { query: { filterBy: "drivers" } } })),
    );
    await app.revoke(rotated);
    errors.push(await rejection(fleet.GET("/fleet/vehicles")));
    errors.push(await rejection(app.exchangeCode({ code, state, expectedState: state })));

    expect(errors.map((e) => (e as Error).name)).toEqual([
      "OAuthError",
      "OAuthError",
      "OAuthError",
      "OAuthError",
      "FleetApiError",
      "OAuthError",
      "OAuthError",
    ]);
    const shown = [
      ...errors.map((e) => `${inspect(e, { depth: 10 })}\n${JSON.stringify(e)}\n${(e as Error).stack}`),
      inspect(session, { depth: 10 }),
      JSON.stringify(session),
      inspect(app, { depth: 10 }),
      JSON.stringify(app),
      JSON.stringify(mock.oauth!.requests()),
      await (await fetch(`${mock.baseUrl}/__mock/tokens`)).text(),
      await (await fetch(`${mock.baseUrl}/__mock`)).text(),
    ].join("\n");
    for (const secret of secrets) expect(shown).not.toContain(secret);
  });

  it("an OAuth server that echoes what it was sent is redacted from the error", async () => {
    mock = await startOAuthMock();
    const app = appFor(mock);
    const credentials = await install(app);
    const { createServer } = await import("node:http");
    const echo = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: "invalid_grant", error_description: `${req.headers.authorization} ${body}` }));
      });
    });
    await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
    try {
      const port = (echo.address() as { port: number }).port;
      const echoing = createOAuthApp({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUri: REDIRECT_URI,
        baseUrl: `http://127.0.0.1:${port}`,
        allowInsecureLoopback: true,
      });
      const error = await rejection(echoing.refresh(credentials));
      const shown = inspect(error, { depth: 10 });
      expect(shown).toMatch(/\[redacted\]/);
      for (const secret of [CLIENT_SECRET, credentials.refreshToken, credentials.accessToken])
        expect(shown).not.toContain(secret);
      expect(shown).not.toContain(Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64"));
    } finally {
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});
