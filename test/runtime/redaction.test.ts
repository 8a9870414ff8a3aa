// Issue 13, defect 3: the token never appears in an error, however the server (or the transport) echoes it back. Each
// row is a hostile loopback server; the error the call ends with must be a FleetError, and none of its message,
// stack, String(), JSON, util.inspect (hidden fields, cause chain) may show the token.
import { inspect } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { createFleetClient, followFeed, paginate, type FleetClientOptions } from "../../generated/index.js";
import { FleetError } from "../../runtime/errors.js";
import { createRedactor } from "../../runtime/redact.js";
import { startLoopbackServer, type LoopbackServer, type Reply } from "./loopback-server.js";

// Visible ASCII with a quote, a backslash and a slash in it, so JSON-escaping and URL-encoding change it; the
// distinctive middle is what is searched for, so an escaped or encoded echo is found too.
const CORE = "9c1d2e3f4a5b6c7d8e9f";
const TOKEN = `fk_"q\\z/${CORE}+x`;
const BEARER = `Bearer ${TOKEN}`;
const jsonEscaped = (text: string) => JSON.stringify(text).slice(1, -1);
const unicodeEscaped = (text: string) =>
  [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");

let server: LoopbackServer;
let elsewhere: LoopbackServer;
beforeAll(async () => {
  [server, elsewhere] = await Promise.all([startLoopbackServer(), startLoopbackServer()]);
});
afterAll(() => Promise.all([server.close(), elsewhere.close()]));
afterEach(() => server.script([]));

const fleet = (options: Partial<FleetClientOptions> = {}) =>
  createFleetClient({
    baseUrl: server.url,
    token: TOKEN,
    allowInsecureLoopback: true,
    retry: false,
    timeoutMs: 5000,
    ...options,
  });

/** Everything a thrown value shows. */
const everythingIn = (value: unknown) =>
  `${String(value)}\n${(value as Error)?.stack}\n${JSON.stringify(value)}\n${inspect(value, { showHidden: true, depth: 10 })}`;

const list = (data: unknown[], endCursor: string, hasNextPage: boolean): Reply => ({
  body: { data, pagination: { endCursor, hasNextPage } },
});
const drain = async (items: AsyncIterable<unknown>) => {
  for await (const _ of items);
};

type Row = [
  name: string,
  script: (request: { headers: Record<string, unknown> }, index: number) => Reply,
  call: () => Promise<unknown>,
  errorName: string,
];
const auth = (request: { headers: Record<string, unknown> }) => String(request.headers.authorization);

const rows: Row[] = [
  [
    "an error body that is the Authorization header, as text",
    (r) => ({ status: 400, body: `you sent: ${auth(r)}` }),
    () => fleet().GET("/v1/tags"),
    "FleetApiError",
  ],
  [
    "an error body that is JSON with the header in it",
    (r) => ({ status: 401, body: { echo: auth(r) } }),
    () => fleet().GET("/v1/tags"),
    "FleetApiError",
  ],
  [
    "an error body that is JSON with the header \\u-escaped",
    (r) => ({
      status: 401,
      headers: { "content-type": "application/json" },
      body: `{"echo":"${unicodeEscaped(auth(r))}"}`,
    }),
    () => fleet().GET("/v1/tags"),
    "FleetApiError",
  ],
  [
    "an error body that is text with the token JSON-escaped",
    () => ({ status: 500, body: `{"broken": "${jsonEscaped(BEARER)}` }),
    () => fleet().GET("/v1/tags"),
    "FleetApiError",
  ],
  [
    "an error body that is text with the token URL-encoded",
    () => ({ status: 403, body: `login?token=${encodeURIComponent(TOKEN)}` }),
    () => fleet().GET("/v1/tags"),
    "FleetApiError",
  ],
  [
    "the token as a key of an error body",
    () => ({ status: 422, body: { [TOKEN]: "unexpected" } }),
    () => fleet().GET("/v1/tags"),
    "FleetApiError",
  ],
  [
    "a repeated endCursor that is the token",
    () => list([{}], TOKEN, true),
    () => paginate(fleet(), "/fleet/vehicles").toArray(),
    "PaginationError",
  ],
  [
    "a repeated endCursor that is the Authorization header",
    (r) => list([{}], auth(r), true),
    () => paginate(fleet(), "/fleet/vehicles").toArray(),
    "PaginationError",
  ],
  [
    "an endCursor of the token, 10 000 times over",
    () => list([{}], TOKEN.repeat(10_000), true),
    () => paginate(fleet(), "/fleet/vehicles").toArray(),
    "PaginationError",
  ],
  [
    "a feed cursor that is the token, then rejected as expired",
    (_r, i) =>
      i === 0
        ? list([{ id: "1" }], TOKEN, true)
        : { status: 400, body: { error: { code: "cursor_expired", message: `cursor ${TOKEN} expired` } } },
    () => drain(followFeed(fleet(), "/fleet/vehicles/locations/feed", { signal: new AbortController().signal })),
    "CursorExpiredError",
  ],
  [
    "invalid JSON on a 200 (with Content-Length) that starts with the token",
    () => ({
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(`${TOKEN}{`)) },
      body: `${TOKEN}{`,
    }),
    () => fleet().GET("/v1/tags"),
    "InvalidResponseError",
  ],
  [
    "invalid JSON on a 200 (chunked) that starts with the token",
    () => ({ headers: { "content-type": "application/json" }, body: `${BEARER}{` }),
    () => fleet().GET("/v1/tags"),
    "InvalidResponseError",
  ],
  [
    "invalid JSON on a 200 whose Content-Type header is the token",
    () => ({ headers: { "content-type": BEARER }, body: "{" }),
    () => fleet().GET("/v1/tags"),
    "InvalidResponseError",
  ],
  [
    "a redirect whose Location carries the token",
    () => ({
      status: 302,
      headers: { location: `${elsewhere.url.replace("127.0.0.1", "localhost")}/?t=${encodeURIComponent(TOKEN)}` },
    }),
    () => fleet().GET("/v1/tags"),
    "RedirectError",
  ],
  [
    "a 429 whose Retry-After header is the token",
    () => ({ status: 429, headers: { "retry-after": BEARER } }),
    () => fleet().GET("/v1/tags"),
    "FleetApiError",
  ],
];

describe("the token never appears in an error, whatever the server echoes", () => {
  test.each(rows)("%s", async (_name, script, call, errorName) => {
    server.script(script as never);
    const error = await call().then(
      () => new Error("expected the call to fail"),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FleetError);
    expect((error as Error).name).toBe(errorName);
    expect(everythingIn(error)).not.toContain(CORE);
    expect(elsewhere.requests).toEqual([]);
  });

  test("a transport that throws an error quoting the header, with the request attached: FleetNetworkError, redacted", async () => {
    const fleetWithTransport = fleet({
      fetch: async (request) => {
        throw Object.assign(new TypeError(`cannot send ${request.headers.get("authorization")}`), {
          request,
          headers: { authorization: request.headers.get("authorization") },
        });
      },
    });
    const error = await fleetWithTransport.GET("/v1/tags").catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "FleetNetworkError" });
    expect(everythingIn(error)).not.toContain(CORE);
    expect((error as Error).message).toContain("cannot send Bearer [redacted]");
  });

  test("a connection reset in the middle of a body: FleetNetworkError, not undici's TypeError", async () => {
    const dying = await startLoopbackServer([{ stallAfter: '{"data":[' }]);
    onTestFinished(() => dying.close());
    let headersIn!: () => void;
    const headers = new Promise<void>((resolve) => (headersIn = resolve));
    const call = fleet({
      baseUrl: dying.url,
      fetch: async (request) => {
        const response = await fetch(request);
        headersIn();
        return response;
      },
    }).GET("/fleet/vehicles");
    await headers;
    await dying.close(); // destroys the connection while the client waits for the rest of the body
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetError);
    expect(error).toMatchObject({ name: "FleetNetworkError", method: "GET", path: "/fleet/vehicles" });
    expect((error as Error).message).toMatch(/lost the connection while reading the response body/);
  });
});

describe("createRedactor", () => {
  const redactor = createRedactor([BEARER, TOKEN]);
  test.each([
    ["plain", `a ${TOKEN} b`, "a [redacted] b"],
    ["the whole header", `a ${BEARER} b`, "a [redacted] b"],
    ["JSON-escaped", `"${jsonEscaped(TOKEN)}"`, '"[redacted]"'],
    ["URL-encoded", `?t=${encodeURIComponent(TOKEN)}`, "?t=[redacted]"],
    ["twice", `${TOKEN}${TOKEN}`, "[redacted][redacted]"],
    ["absent", "nothing here", "nothing here"],
  ])("text: %s", (_name, text, want) => {
    expect(redactor.text(text)).toBe(want);
  });

  test("value: strings and keys at any depth; a value with nothing to redact comes back as is", () => {
    expect(redactor.value({ a: [{ [TOKEN]: `x ${TOKEN}` }], n: 1 })).toEqual({
      a: [{ "[redacted]": "x [redacted]" }],
      n: 1,
    });
    const clean = { a: [{ b: "c" }] };
    expect(redactor.value(clean)).toBe(clean);
  });

  test("error: message, stack, fields and the cause chain, in place", () => {
    const inner = Object.assign(new Error(`inner ${TOKEN}`), {
      code: "E_X",
      request: new Request("http://x/", { headers: { authorization: BEARER } }),
    });
    const outer = Object.assign(new Error(`outer ${TOKEN}`, { cause: inner }), { detail: { header: BEARER } });
    expect(redactor.error(outer)).toBe(outer);
    expect(everythingIn(outer)).not.toContain(CORE);
    expect(outer.message).toBe("outer [redacted]");
    expect(inner).toMatchObject({ message: "inner [redacted]", code: "E_X", request: "[Request GET http://x/]" });
  });
});

// Issue 34, item 14: the token `t` made "v1GetAddressesByAddressId" read "v1Ge[redacted]AddressesByAddressId". A short
// token is redacted where it stands alone; a long one (any real token) wherever it appears, as before.
describe("whole occurrences: a short token does not garble the text around it", () => {
  const short = createRedactor(["t"]);
  test.each([
    ["an operation name", "GET /v1/addresses/{address_id} (v1GetAddressesByAddressId)", null],
    ["a snake_case name", "path parameter tag_t is missing", null],
    ["the Authorization value", "you sent Bearer t", "you sent Bearer [redacted]"],
    ["a URL query value", "login?token=t&next=/", "login?token=[redacted]&next=/"],
    ["a JSON string value", '{"echo":"t"}', '{"echo":"[redacted]"}'],
    ["a word of a message", "token t is invalid", "token [redacted] is invalid"],
    ["the whole text", "t", "[redacted]"],
  ])("text: %s", (_name, text, want) => {
    expect(short.text(text)).toBe(want ?? text);
  });

  test("value: a JSON string equal to the token, or holding it as a word; other strings as they are", () => {
    const body = { message: "v1GetTags failed", echo: "t", header: "Bearer t", list: ["get", "t"] };
    expect(short.value(body)).toEqual({
      message: "v1GetTags failed",
      echo: "[redacted]",
      header: "Bearer [redacted]",
      list: ["get", "[redacted]"],
    });
  });

  test("a token that is part of [redacted] is not searched for again", () => {
    expect(createRedactor(["[", "d"]).text("[ d")).toBe("[redacted] [redacted]");
  });

  test("a client with a one-character token: operation names intact in its errors, the echoed header redacted", async () => {
    server.script((request) => ({ status: 400, body: { message: `bad token ${auth(request)}`, echo: auth(request) } }));
    const error = await fleet({ token: "t" })
      .GET("/v1/addresses/{address_id}", { params: { path: { address_id: "7" } } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: "FleetApiError",
      operationId: "v1GetAddressesByAddressId",
      body: { message: "bad token Bearer [redacted]", echo: "Bearer [redacted]" },
    });
    expect((error as Error).message).toContain("GET /v1/addresses/{address_id} (v1GetAddressesByAddressId) failed");
    expect((error as Error).message).toContain("bad token Bearer [redacted]");
  });
});

describe("a long random token is redacted wherever a server echoes it, even run into other characters", () => {
  const random = () => Buffer.from(crypto.getRandomValues(new Uint8Array(30))).toString("base64url");
  test.each([
    ["in a message, as a word", (t: string) => ({ message: `token ${t} is invalid` })],
    ["in a message, run into letters", (t: string) => ({ message: `tok${t}abc` })],
    ["as a whole JSON value", (t: string) => ({ echo: t })],
    ["URL-encoded in a link", (t: string) => ({ next: `https://x/?a=${encodeURIComponent(`${t}/`)}` })],
    ["as text", (t: string) => `Bearer${t}`],
  ])("%s", async (_name, body) => {
    const token = random();
    server.script([{ status: 400, body: body(token) }]);
    const error = await fleet({ token })
      .GET("/v1/tags")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "FleetApiError" });
    expect(everythingIn(error)).not.toContain(token);
    expect(everythingIn(error)).toContain("[redacted]");
  });
});

describe("onRetry hears the failure redacted, whole words intact", () => {
  test.each([
    ["a long random token", Buffer.from(crypto.getRandomValues(new Uint8Array(30))).toString("base64url")],
    ["a one-character token", "t"],
  ])("%s", async (_name, token) => {
    const events: unknown[] = [];
    let attempts = 0;
    const client = fleet({
      token,
      retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 },
      onRetry: (event) => void events.push(event),
      fetch: async (request) => {
        attempts++;
        if (attempts === 1) throw new TypeError(`getTags cannot send ${request.headers.get("authorization")}`);
        return Response.json([]);
      },
    });
    await client.GET("/v1/tags");
    expect(events).toHaveLength(1);
    const error = (events[0] as { error: Error }).error;
    expect(events[0]).toMatchObject({ method: "GET", path: "/v1/tags", attempt: 1 });
    expect(error.message).toContain("getTags cannot send Bearer [redacted]");
    if (token.length > 1) expect(everythingIn(error)).not.toContain(token);
  });
});
