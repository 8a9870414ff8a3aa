// A spec's other security schemes (85 of 201 APIs.guru descriptions scanned declare only an API key or basic auth):
// `auth: apiKeyAuth({ in, name, key })` sends the key in a header, a query parameter or a cookie, `basicAuth` the
// `Authorization: Basic` header, each below openapi-fetch and its middleware, and the secret is redacted from every
// error as a token is. Real loopback servers; and the mock serving a spec that declares those schemes.
import { inspect } from "node:util";
import { describe, expect, test, vi } from "vitest";
import { defineApi } from "../../runtime/api.js";
import { createApiClient } from "../../runtime/client.js";
import { FleetApiError, FleetNetworkError } from "../../runtime/errors.js";
import { allAuth } from "../../runtime/all-auth.js";
import { createOAuthApp } from "../../runtime/oauth/index.js";
import { apiKeyAuth, basicAuth } from "../../runtime/key-auth.js";
import { createMock } from "../../testing/index.js";
import { startLoopbackServer, useLoopbackServer } from "./loopback-server.js";
import { getOperation } from "./operation-meta.js";

const server = useLoopbackServer();
const KEY = "k3y-0123456789abcdef";
const api = defineApi({
  operations: {
    things: getOperation("things", "/things"),
    createThing: { ...getOperation("createThing", "/things"), method: "post" },
  },
  scopes: [],
  defaultScopes: [],
});
const client = (auth: object, baseUrl = server.url) =>
  createApiClient<any>(api, { baseUrl, auth: auth as never, allowInsecureLoopback: true, retry: false });

describe("apiKeyAuth", () => {
  test("in a header, set below the middleware, with no bearer token", async () => {
    server.script(() => ({ body: {} }));
    const fleet = client(apiKeyAuth({ in: "header", name: "X-API-Key", key: KEY }));
    const seen: (string | null)[] = [];
    fleet.use({
      onRequest({ request }: { request: Request }) {
        seen.push(request.headers.get("x-api-key"));
        return undefined;
      },
    });
    await fleet.GET("/things", {});
    expect(server.requests[0]!.headers["x-api-key"]).toBe(KEY);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(seen).toEqual([null]);
  });

  test("in the query, beside the call's own parameters; an answer that echoes it is redacted", async () => {
    server.script(() => ({ status: 400, body: { message: `bad key ${KEY}` } }));
    const fleet = client(apiKeyAuth({ in: "query", name: "api_key", key: KEY }));
    const error = await fleet.GET("/things", { params: { query: { q: "x" } } }).catch((e: unknown) => e);
    expect(server.requests.map((r) => r.url)).toEqual([`/things?q=x&api_key=${KEY}`]);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(String((error as Error).message)).toContain("[redacted]");
    expect(JSON.stringify(error) + String((error as Error).message)).not.toContain(KEY);
  });

  test("in the query, the call's own query left byte for byte, a value under the key's name replaced", async () => {
    server.script(() => ({ body: {} }));
    const styled = defineApi({
      operations: {
        things: getOperation("things", "/things", {
          queryStyles: {
            tags: { style: "form", explode: false },
            r: { style: "form", explode: true, allowReserved: true },
          },
        }),
      },
      scopes: [],
      defaultScopes: [],
    });
    const fleet = createApiClient<any>(styled, {
      baseUrl: server.url,
      auth: apiKeyAuth({ in: "query", name: "api_key", key: KEY }),
      allowInsecureLoopback: true,
    });
    await fleet.GET("/things", { params: { query: { tags: ["a,b", "c"], q: "x y+z", r: "a/b", api_key: "mine" } } });
    expect(server.requests.map((r) => r.url)).toEqual([`/things?tags=a%2Cb,c&q=x%20y%2Bz&r=a/b&api_key=${KEY}`]);
  });

  test("a query key of any characters is redacted in the form it is sent", async () => {
    const key = "k3y with ~!'()* and +&=";
    const sent = "k3y%20with%20~%21%27%28%29%2A%20and%20%2B%26%3D";
    server.script((request) => ({ status: 400, body: { message: `bad request ${request.url}` } }));
    const error = await client(apiKeyAuth({ in: "query", name: "api_key", key }))
      .GET("/things", {})
      .catch((e: unknown) => e);
    expect(server.requests.map((r) => r.url)).toEqual([`/things?api_key=${sent}`]);
    expect(server.requests[0]!.query.get("api_key")).toBe(key);
    const shown = inspect(error, { depth: 8 });
    expect(shown).toContain("[redacted]");
    expect(shown).not.toContain(sent);
    expect(shown).not.toContain("k3y");
  });

  test("in the query of a call with a body, which goes along", async () => {
    server.script(() => ({ body: {} }));
    await client(apiKeyAuth({ in: "query", name: "api_key", key: KEY })).POST("/things", { body: { name: "n" } });
    expect(server.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ["POST", `/things?api_key=${KEY}`, '{"name":"n"}'],
    ]);
  });

  test("in the query of each hop of a same-origin redirect, once, never to another origin", async () => {
    server.script([
      { status: 302, headers: { location: "/moved?page=2" } },
      { status: 307, headers: { location: `/again?api_key=${KEY}` } },
      { body: {} },
    ]);
    const fleet = client(apiKeyAuth({ in: "query", name: "api_key", key: KEY }));
    await fleet.GET("/things", { params: { query: { q: "x" } } });
    expect(server.requests.map((r) => r.url)).toEqual([
      `/things?q=x&api_key=${KEY}`,
      `/moved?page=2&api_key=${KEY}`,
      `/again?api_key=${KEY}`,
    ]);
    const elsewhere = await startLoopbackServer();
    try {
      server.script([{ status: 302, headers: { location: `${elsewhere.url}/things` } }]);
      const error = await fleet.GET("/things", {}).catch((e: unknown) => e);
      expect((error as Error).name).toBe("RedirectError");
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  test("a network failure never shows a query key", async () => {
    const closed = await startLoopbackServer();
    const url = closed.url;
    await closed.close();
    const fleet = client(apiKeyAuth({ in: "query", name: "api_key", key: KEY }), url);
    const error = await fleet.GET("/things", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetNetworkError);
    expect(inspect(error, { depth: 8 })).not.toContain(KEY);
  });

  test("in a cookie, after the cookie a call sends itself", async () => {
    server.script(() => ({ body: {} }));
    const fleet = client(apiKeyAuth({ in: "cookie", name: "session", key: KEY }));
    await fleet.GET("/things", {});
    await fleet.GET("/things", { headers: { Cookie: "theme=dark" } });
    expect(server.requests.map((r) => r.headers.cookie)).toEqual([`session=${KEY}`, `theme=dark; session=${KEY}`]);
  });

  test("refuses what cannot be sent there, never quoting the key", () => {
    const refused = (options: object) => {
      try {
        apiKeyAuth(options as never);
      } catch (error) {
        return error as Error;
      }
      throw new Error("taken");
    };
    expect(refused({ in: "body", name: "k", key: KEY }).message).toMatch(/in must be "header", "query" or "cookie"/);
    expect(refused({ in: "header", name: "X Key", key: KEY }).message).toMatch(/name must be the header name/);
    expect(refused({ in: "header", name: "X-Key", key: "" }).message).toMatch(/key must be a non-empty string/);
    const spaced = refused({ in: "header", name: "X-Key", key: ` ${KEY}\n` });
    expect(spaced).toBeInstanceOf(TypeError);
    expect(spaced.message).toMatch(/surrounding whitespace, a line break, a tab or non-ASCII/);
    expect(spaced.message).not.toContain(KEY);
    expect(refused({ in: "header", name: "X-Key", key: `token\t${KEY}` }).message).not.toContain(KEY);
    expect(refused({ in: "cookie", name: "s", key: `${KEY};x` }).message).not.toContain(KEY);
    // A query key may hold anything: it is percent-encoded.
    expect(() => apiKeyAuth({ in: "query", name: "api key", key: "a b&c" })).not.toThrow();
  });

  test("sends a header key with a scheme before it as it is (Gitea's `token <key>`), and redacts the key alone too", async () => {
    server.script(() => ({ status: 401, body: { message: `bad token ${KEY}` } }));
    const error = await client(apiKeyAuth({ in: "header", name: "Authorization", key: `token ${KEY}` }))
      .GET("/things", {})
      .catch((e: unknown) => e);
    expect(server.requests[0]!.headers.authorization).toBe(`token ${KEY}`);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(inspect(error, { depth: 8 })).not.toContain(KEY);
  });

  test("shows which scheme it is for, never the key", () => {
    const auth = apiKeyAuth({ in: "header", name: "X-API-Key", key: KEY });
    expect(inspect(auth)).toBe('KeyAuth { in: header, name: "X-API-Key" }');
    expect(JSON.stringify(auth)).toBe('{"scheme":"apiKey"}');
  });
});

describe("basicAuth", () => {
  test("sends Authorization: Basic of the UTF-8 user name and password; an echo of either is redacted", async () => {
    const password = "pässwörd-0123456789";
    const encoded = Buffer.from(`zoë:${password}`, "utf8").toString("base64");
    server.script(() => ({ status: 403, body: { message: `denied ${password} (${encoded})` } }));
    const error = await client(basicAuth({ username: "zoë", password }))
      .GET("/things", {})
      .catch((e: unknown) => e);
    expect(server.requests[0]!.headers.authorization).toBe(`Basic ${encoded}`);
    expect(error).toBeInstanceOf(FleetApiError);
    const shown = inspect(error, { depth: 8 });
    expect(shown).not.toContain(password);
    expect(shown).not.toContain(encoded);
    expect(inspect(basicAuth({ username: "zoë", password }))).not.toContain(password);
  });

  test("refuses a user name with a colon, and control characters", () => {
    expect(() => basicAuth({ username: "a:b", password: "p" })).toThrow(/without a colon/);
    expect(() => basicAuth({ username: "a", password: "p\n" })).toThrow(/control characters/);
  });
});

describe("a credential of another copy of fleetkit", () => {
  // fleetkit loaded twice (ESM beside CommonJS, two versions installed): each copy's modules afresh, with their own
  // table of credentials, as a second copy has.
  const secondCopy = async () => {
    vi.resetModules();
    const keys = await import("../../runtime/key-auth.js");
    const all = await import("../../runtime/all-auth.js");
    const { createOAuthApp: oauthOfCopy } = await import("../../runtime/oauth/index.js");
    return { ...keys, allAuth: all.allAuth, createOAuthApp: oauthOfCopy };
  };

  test("is refused by the client with a message that says so and where to import from, for every kind", async () => {
    const copy = await secondCopy();
    expect(copy.apiKeyAuth).not.toBe(apiKeyAuth);
    const session = copy
      .createOAuthApp({ clientId: "c", clientSecret: "s", redirectUri: "https://app.example/callback" })
      .session({ accessToken: "a", refreshToken: "r", expiresAt: Date.now() + 3_600_000 });
    const foreign = [
      copy.apiKeyAuth({ in: "header", name: "X-Key", key: KEY }),
      copy.basicAuth({ username: "u", password: "p" }),
      copy.allAuth(copy.apiKeyAuth({ in: "query", name: "k", key: KEY })),
      session,
    ];
    for (const auth of foreign) {
      expect(() => client(auth)).toThrow(TypeError);
      expect(() => client(auth)).toThrow(
        /another copy of fleetkit .*import apiKeyAuth, basicAuth, allAuth or createOAuthApp from the module that gives you createFleetClient/,
      );
      // allAuth of this copy over a credential of the other says the same.
      expect(() => allAuth(auth as never)).toThrow(/another copy of fleetkit/);
    }
    // This copy's own, and what is no credential at all, are unchanged.
    expect(() => client(apiKeyAuth({ in: "header", name: "X-Key", key: KEY }))).not.toThrow();
    expect(() => client({ scheme: "apiKey" })).toThrow(/auth must be an OAuth session/);
  });
});

describe("allAuth: several credentials together", () => {
  const APP_TOKEN = "t0ken-fedcba9876543210";
  test("each goes on every request, and each is redacted from what a server echoes", async () => {
    server.script((request) => ({ status: 403, body: { message: `denied ${request.url} ${APP_TOKEN} ${KEY}` } }));
    const fleet = client(
      allAuth(
        apiKeyAuth({ in: "header", name: "X-App-Key", key: KEY }),
        apiKeyAuth({ in: "header", name: "X-App-Token", key: APP_TOKEN }),
        apiKeyAuth({ in: "query", name: "client_id", key: "cl1ent-0123456789abcdef" }),
      ),
    );
    const error = await fleet.GET("/things", {}).catch((e: unknown) => e);
    expect(server.requests[0]!.headers["x-app-key"]).toBe(KEY);
    expect(server.requests[0]!.headers["x-app-token"]).toBe(APP_TOKEN);
    expect(server.requests[0]!.url).toBe("/things?client_id=cl1ent-0123456789abcdef");
    expect(error).toBeInstanceOf(FleetApiError);
    const shown = inspect(error, { depth: 8 });
    for (const secret of [KEY, APP_TOKEN, "cl1ent"]) expect(shown).not.toContain(secret);
    expect(shown).toContain("[redacted]");
  });

  test("two query keys both go on each hop of a same-origin redirect", async () => {
    server.script([{ status: 301, headers: { location: "/moved" } }, { body: {} }]);
    await client(
      allAuth(apiKeyAuth({ in: "query", name: "a", key: "one" }), apiKeyAuth({ in: "query", name: "b", key: "two" })),
    ).GET("/things", {});
    expect(server.requests.map((r) => r.url)).toEqual(["/things?a=one&b=two", "/moved?a=one&b=two"]);
  });

  test("refuses none, what fleetkit did not make, and two that go in the same place, quoting no secret", () => {
    const make =
      (...credentials: unknown[]) =>
      () =>
        allAuth(...(credentials as never[]));
    const header = (name: string, key = KEY) => apiKeyAuth({ in: "header", name, key });
    expect(make()).toThrow(/allAuth: give the credentials to send together/);
    expect(make(header("X-Key"), { key: KEY })).toThrow(/allAuth: credential 2 must be an OAuth session/);
    expect(make(header("X-Key"), header("x-key", APP_TOKEN))).toThrow(
      /credentials 1 and 2 both go in the header x-key/,
    );
    expect(make(basicAuth({ username: "u", password: "p" }), header("Authorization"))).toThrow(
      /both go in the header authorization/,
    );
    const session = createOAuthApp({
      clientId: "app",
      clientSecret: "app-secret-0123456789",
      redirectUri: "https://app.example.com/callback",
      baseUrl: "https://api.example.com",
    }).session({ accessToken: "a", refreshToken: "r", expiresAt: Date.now() + 3_600_000 });
    expect(make(session, basicAuth({ username: "u", password: "p" }))).toThrow(/both go in the header authorization/);
    expect(make(session, header("X-Client-Key"))).not.toThrow();
    // Nested: what the inner one sends counts.
    expect(make(allAuth(header("A"), header("B")), header("b"))).toThrow(/credentials 1 and 2 both go in the header b/);
    // A header and a query parameter of one name are two places.
    expect(make(header("key"), apiKeyAuth({ in: "query", name: "key", key: KEY }))).not.toThrow();
    const message = (() => {
      try {
        make(header("X-Key", KEY), header("x-key", APP_TOKEN))();
      } catch (error) {
        return String(error);
      }
      return "not refused";
    })();
    expect(message).toMatch(/both go in the header x-key/);
    for (const secret of [KEY, APP_TOKEN]) expect(message).not.toContain(secret);
  });

  test("shows its credentials' schemes, never a key", () => {
    const auth = allAuth(
      apiKeyAuth({ in: "header", name: "X-App-Key", key: KEY }),
      basicAuth({ username: "u", password: KEY }),
    );
    expect(inspect(auth)).toBe('AllAuth [ KeyAuth { in: header, name: "X-App-Key" }, KeyAuth { username: "u" } ]');
    expect(JSON.stringify(auth)).toBe('{"scheme":"all","of":[{"scheme":"apiKey"},{"scheme":"basic"}]}');
  });
});

test("token and auth together are refused", () => {
  expect(() =>
    createApiClient<any>(api, {
      baseUrl: "https://api.example.com",
      token: "t0ken-both",
      auth: apiKeyAuth({ in: "header", name: "X-Key", key: KEY }),
    }),
  ).toThrow(/either token .* or auth .*, not both/);
});

describe("against the mock serving a spec with those schemes", () => {
  const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
  const spec = {
    openapi: "3.0.3",
    info: { title: "keys", version: "1" },
    components: {
      securitySchemes: {
        headerKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
        queryKey: { type: "apiKey", in: "query", name: "api_key" },
        cookieKey: { type: "apiKey", in: "cookie", name: "session" },
        basic: { type: "http", scheme: "basic" },
      },
    },
    paths: {
      ...Object.fromEntries(
        ["headerKey", "queryKey", "cookieKey", "basic"].map((scheme) => [
          `/${scheme}`,
          { get: { operationId: scheme, security: [{ [scheme]: [] }], responses: ok } },
        ]),
      ),
      "/both": { get: { operationId: "both", security: [{ headerKey: [], queryKey: [] }], responses: ok } },
    },
  };
  const mockApi = defineApi({
    operations: Object.fromEntries(
      ["headerKey", "queryKey", "cookieKey", "basic", "both"].map((scheme) => [
        scheme,
        getOperation(scheme, `/${scheme}`),
      ]),
    ),
    scopes: [],
    defaultScopes: [],
  });

  test("each scheme's credential is taken; a bearer token is not", async () => {
    const mock = await createMock({ spec });
    const key = mock.tokens.fullAccess!.token;
    const call = (path: string, options: object) =>
      createApiClient<any>(mockApi, {
        baseUrl: "https://keys.example.com",
        fetch: mock.fetch,
        retry: false,
        ...options,
      })
        .GET(path, {})
        .then(
          (r: { response: Response }) => r.response.status,
          (e: FleetApiError) => e.status,
        );
    expect(await call("/headerKey", { auth: apiKeyAuth({ in: "header", name: "X-Api-Key", key }) })).toBe(200);
    expect(await call("/queryKey", { auth: apiKeyAuth({ in: "query", name: "api_key", key }) })).toBe(200);
    expect(await call("/cookieKey", { auth: apiKeyAuth({ in: "cookie", name: "session", key }) })).toBe(200);
    expect(await call("/basic", { auth: basicAuth({ username: "me", password: key }) })).toBe(200);
    // Stripe's form: the key as the user name, the password empty.
    expect(await call("/basic", { auth: basicAuth({ username: key, password: "" }) })).toBe(200);
    expect(await call("/basic", { auth: basicAuth({ username: key, password: "other" }) })).toBe(401);
    expect(await call("/headerKey", { token: key })).toBe(401);
    const header = apiKeyAuth({ in: "header", name: "X-Api-Key", key });
    const query = apiKeyAuth({ in: "query", name: "api_key", key });
    expect(await call("/both", { auth: allAuth(header, query) })).toBe(200);
    expect(await call("/both", { auth: header })).toBe(401);
  });

  test("a 401 names the scheme it takes: Basic for basic auth (RFC 9110 11.6.1)", async () => {
    const mock = await createMock({ spec });
    const answered = await mock.fetch("https://keys.example.com/basic", {
      headers: { authorization: `Basic ${btoa("me:wrong")}` },
    });
    expect(answered.status).toBe(401);
    expect(answered.headers.get("www-authenticate")).toBe('Basic realm="fleetkit-mock"');
    const missing = await mock.fetch("https://keys.example.com/basic");
    expect(missing.headers.get("www-authenticate")).toBe('Basic realm="fleetkit-mock"');
  });
});
