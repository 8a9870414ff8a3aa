/**
 * Issue 33: the served spec is the contract on a foreign spec too. On GitHub's description (no `security` declared,
 * `basic-error` documented) a created issue is stored under the path's own key (`issue_number`) and its parent path
 * only; anonymous calls are served; errors have the documented body. Auth follows each spec's security schemes.
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mswHandlers } from "../../entries/testing-msw.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { createMock, listenMock, type Mock, type MockServer } from "../../testing/index.js";
import { MOCK_ERROR_HEADER } from "../../testing/mock/errors.js";
import { githubDescription } from "../support/published-specs.js";
import { START_MS } from "./helpers.js";
import { type Answer, type Send, viaNodeHttp } from "./node-http-send.js";
import { independentValidator, responseSchemaPointer } from "./vendor-specs.js";

const FLEET_WORDS = /token's tags|reference \d|fleet|Bearer <ACCESS_TOKEN>/i;

function viaFetch(fetcher: typeof fetch, base: string): Send {
  return async (method, path, body, headers = {}) => {
    const response = await fetcher(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined && { "content-type": "application/json" }), ...headers },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      code: response.headers.get(MOCK_ERROR_HEADER),
      body: text ? JSON.parse(text) : undefined,
    };
  };
}

/** The HTTP server through node:http (MSW patches the global fetch in this file). */
const viaServer = (baseUrl: string): Send => viaNodeHttp(baseUrl);

describe("GitHub's description: issues by number, under their repository", () => {
  let doc: Record<string, any>;
  let validator: ReturnType<typeof independentValidator>;
  let mock: Mock;
  let server: MockServer;
  const msw = setupServer();
  const MSW_BASE = "https://github.example.com/api/v3";
  beforeAll(async () => {
    mock = await createMock({ spec: githubDescription(), now: START_MS });
    doc = (await loadOpenApi(githubDescription())).document as Record<string, any>;
    validator = independentValidator(doc, "2020-12");
    server = await listenMock(mock);
    msw.use(...mswHandlers(mock, { baseUrl: MSW_BASE }));
    msw.listen({ onUnhandledRequest: "bypass" });
  }, 60_000);
  afterAll(async () => {
    msw.close();
    await server.close();
  });
  const ways = (): [string, Send][] => [
    ["the HTTP server", viaServer(server.baseUrl)],
    ["mock.fetch", viaFetch(mock.fetch, "https://api.github.com")],
    ["MSW", viaFetch(fetch, MSW_BASE)],
  ];
  const checked = (method: string, path: string, answer: Answer) => {
    const pointer = responseSchemaPointer(doc, method, path, answer.status);
    expect(pointer, `${method} ${path} documents ${answer.status}`).toBeDefined();
    const validate = validator(pointer!);
    expect(validate(answer.body) ? [] : validate.errors, `${method} ${path} → ${answer.status}`).toEqual([]);
    return answer;
  };

  it("creates an issue anonymously (no security declared) that reads back by issue_number, in its repository only", async () => {
    for (const [way, send] of ways()) {
      const repo = `/repos/octo/${way.replace(/\W/g, "-")}`;
      const created = checked(
        "post",
        "/repos/{owner}/{repo}/issues",
        await send("POST", `${repo}/issues`, { title: way }),
      );
      expect([created.status, created.body.title], way).toEqual([201, way]);
      const { number, id } = created.body;
      // Numbered per repository, as GitHub numbers issues: each way's repository starts at 1.
      expect(number, way).toBe(1);
      const read = checked(
        "get",
        "/repos/{owner}/{repo}/issues/{issue_number}",
        await send("GET", `${repo}/issues/${number}`),
      );
      expect([read.status, read.body], way).toEqual([200, created.body]);
      const listed = checked("get", "/repos/{owner}/{repo}/issues", await send("GET", `${repo}/issues`));
      expect(
        listed.body.map((i: { number: number }) => i.number),
        way,
      ).toEqual([number]);
      // Another repository has none of it: neither by number, nor in its list.
      const elsewhere = await send("GET", `/repos/someone-else/${way.replace(/\W/g, "-")}/issues/${number}`);
      expect([elsewhere.status, elsewhere.code], way).toEqual([404, "not_found"]);
      expect((await send("GET", `/repos/someone-else/x/issues`)).body, way).toEqual([]);
      // The id is not the path's key: an issue is not read by it (unless it happens to be a number in use).
      if (id !== number) expect((await send("GET", `${repo}/issues/${id}`)).status, way).toBe(404);
    }
  });

  it("answers what hangs under an issue only for an issue that exists", async () => {
    const [, send] = ways()[1]!;
    const created = await send("POST", "/repos/octo/parents/issues", { title: "parent" });
    const comments = await send("GET", `/repos/octo/parents/issues/${created.body.number}/comments`);
    expect(comments.status).toBe(200);
    const orphan = await send("GET", `/repos/octo/parents/issues/${created.body.number + 1}/comments`);
    expect([orphan.status, orphan.code]).toEqual([404, "not_found"]);
  });

  it("answers an operation that documents only a redirect with it and its documented Location", async () => {
    const response = await mock.fetch("https://api.github.com/repos/octo/hello/tarball/main");
    expect([response.status, response.headers.get("location")]).toEqual([
      302,
      doc.paths["/repos/{owner}/{repo}/tarball/{ref}"].get.responses["302"].headers.Location.example,
    ]);
  });

  it("answers errors in the documented basic-error, with the mock's message and no fleet words", async () => {
    const [, send] = ways()[1]!;
    const missing = checked(
      "get",
      "/repos/{owner}/{repo}/issues/{issue_number}",
      await send("GET", "/repos/nobody/nothing/issues/999"),
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/issue "999" does not exist/);
    expect(missing.body).not.toHaveProperty("requestId");
    expect(JSON.stringify(missing.body)).not.toMatch(FLEET_WORDS);
    const invalid = await send("POST", "/repos/octo/x/issues", { body: "no title" });
    expect([invalid.status, invalid.code]).toEqual([400, "invalid_body"]);
    expect(JSON.stringify(invalid.body)).not.toMatch(FLEET_WORDS);
  });
});

/** A small spec whose operations each declare a different security. */
const AUTH_SPEC = {
  openapi: "3.0.3",
  info: { title: "auth", version: "1" },
  components: {
    securitySchemes: {
      key: { type: "apiKey", in: "header", name: "X-Api-Key" },
      queryKey: { type: "apiKey", in: "query", name: "api_key" },
      bearer: { type: "http", scheme: "bearer" },
    },
    schemas: {
      Problem: {
        type: "object",
        required: ["error", "status"],
        additionalProperties: false,
        properties: { error: { type: "string" }, status: { type: "integer" } },
      },
    },
    responses: {
      Problem: {
        description: "problem",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } },
      },
    },
  },
  paths: Object.fromEntries(
    (
      [
        ["/open", undefined],
        ["/header", [{ key: [] }]],
        ["/query", [{ queryKey: [] }]],
        ["/bearer", [{ bearer: [] }]],
        ["/either", [{ key: [] }, { bearer: [] }]],
      ] as const
    ).map(([path, security]) => [
      path,
      {
        get: {
          operationId: path.slice(1),
          ...(security && { security }),
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": {
                  schema: { type: "object", required: ["ok"], properties: { ok: { type: "boolean", enum: [true] } } },
                },
              },
            },
            "401": { $ref: "#/components/responses/Problem" },
          },
        },
      },
    ]),
  ),
};

describe("auth follows the served spec's security schemes", () => {
  let mock: Mock;
  let send: Send;
  beforeAll(async () => {
    mock = await createMock({ spec: AUTH_SPEC, now: START_MS });
    send = viaFetch(mock.fetch, "https://auth.example.com");
  });
  const token = () => mock.tokens.fullAccess!.token;

  it("serves an operation anonymously where the spec declares no security", async () => {
    expect((await send("GET", "/open")).status).toBe(200);
  });

  it("reads an API key from the header the scheme names, and only there", async () => {
    const without = await send("GET", "/header");
    expect([without.status, without.code]).toEqual([401, "missing_token"]);
    expect(without.body.error).toMatch(/the header X-Api-Key/);
    expect((await send("GET", "/header", undefined, { "x-api-key": token() })).status).toBe(200);
    expect((await send("GET", "/header", undefined, { authorization: `Bearer ${token()}` })).status).toBe(401);
    const wrong = await send("GET", "/header", undefined, { "x-api-key": "not-a-token" });
    expect([wrong.status, wrong.code]).toEqual([401, "invalid_token"]);
  });

  it("reads an API key from the query parameter the scheme names", async () => {
    expect((await send("GET", `/query?api_key=${token()}`)).status).toBe(200);
    expect((await send("GET", "/query")).status).toBe(401);
  });

  it("reads an http bearer token, and takes either option where the spec lists two", async () => {
    expect((await send("GET", "/bearer", undefined, { authorization: `Bearer ${token()}` })).status).toBe(200);
    expect((await send("GET", "/bearer", undefined, { "x-api-key": token() })).status).toBe(401);
    expect((await send("GET", "/either", undefined, { "x-api-key": token() })).status).toBe(200);
    expect((await send("GET", "/either", undefined, { authorization: `Bearer ${token()}` })).status).toBe(200);
    expect((await send("GET", "/either")).status).toBe(401);
    // A wrong token in the second option is that option's reason, not the first option's missing key.
    const wrong = await send("GET", "/either", undefined, { authorization: "Bearer not-a-token" });
    expect([wrong.status, wrong.code]).toEqual([401, "invalid_token"]);
  });

  it("answers a 401 in the body the spec documents for it: the message in its string field, its status", async () => {
    const answer = await send("GET", "/bearer");
    expect(answer.body).toEqual({ error: expect.stringMatching(/Authorization: Bearer/), status: 401 });
    expect(JSON.stringify(answer.body)).not.toMatch(/token's tags|reference \d/);
  });
});
