import { createFleetClient } from "../../generated/index.js";
import { createOAuthApp, type OAuthApp, type OAuthSession } from "../../runtime/index.js";
import { startMockServer, type MockServer } from "../../testing/mock/server.js";

export const CLIENT_ID = "fleetkit-test-app";
export const CLIENT_SECRET = "app-secret-0123456789abcdefghijkl";
export const REDIRECT_URI = "http://127.0.0.1:9/oauth/callback";

/** The mock with one OAuth app holding Read Vehicles; `expiresInSeconds` as given (default one hour). */
export function startOAuthMock(expiresInSeconds?: number): Promise<MockServer> {
  return startMockServer({
    now: Date.UTC(2026, 0, 1),
    oauthApps: [
      {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUri: REDIRECT_URI,
        scopes: ["Read Vehicles"],
        ...(expiresInSeconds !== undefined && { expiresInSeconds }),
      },
    ],
  });
}

export function appFor(mock: MockServer, fetchOverride?: (request: Request) => Promise<Response>): OAuthApp {
  return createOAuthApp({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: REDIRECT_URI,
    baseUrl: mock.baseUrl,
    allowInsecureLoopback: true,
    ...(fetchOverride && { fetch: fetchOverride }),
  });
}

/** The browser's part: the authorize URL followed to the 302, its code and state read from the redirect. */
export async function authorize(app: OAuthApp) {
  const { url, state } = app.authorizeUrl();
  const response = await fetch(url, { redirect: "manual" });
  if (response.status !== 302) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  const location = new URL(response.headers.get("location")!);
  return {
    state,
    location,
    code: location.searchParams.get("code")!,
    returnedState: location.searchParams.get("state"),
  };
}

/** An install: authorized and exchanged. */
export async function install(app: OAuthApp) {
  const { code, state, returnedState } = await authorize(app);
  return app.exchangeCode({ code, state: returnedState, expectedState: state });
}

export const clientFor = (mock: MockServer, auth: OAuthSession) =>
  createFleetClient({ baseUrl: mock.baseUrl, allowInsecureLoopback: true, auth, retry: false });

export const refreshRequests = (mock: MockServer) =>
  mock.oauth!.requests().filter((r) => r.endpoint === "token" && r.grantType === "refresh_token");
