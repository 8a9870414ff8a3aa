import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFleetClient, paginate } from "../../generated/index.js";
import { createMock, MAX_JSON_DEPTH, MOCK_ERROR_HEADER, type Mock, type MockServer } from "../../testing/index.js";
import { listenMock } from "../../testing/mock/server.js";
import { checkAnswer, START_MS } from "./helpers.js";

let mock: Mock;
beforeAll(async () => {
  mock = await createMock({ now: START_MS });
});

/** One call through `mock.fetch`; every answer is checked as the socket tests check theirs. */
async function inProcess(path: string, init: RequestInit & { token?: string | null } = {}) {
  const { token = mock.tokens.fullAccess!.token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token !== null) headers.set("authorization", `Bearer ${token}`);
  if (rest.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  const response = await mock.fetch(`https://api.example.com${path}`, { ...rest, headers });
  const text = await response.text();
  const answer = {
    status: response.status,
    headers: response.headers,
    body: text === "" ? undefined : JSON.parse(text),
  };
  checkAnswer(`${rest.method ?? "GET"} ${path}`, answer);
  return answer;
}

describe("mock.fetch: the mock in process, without a socket", () => {
  it("drives the runtime client at an https base URL, paging to exactly the mock's vehicles", async () => {
    const fleet = createFleetClient({
      baseUrl: "https://api.example.com",
      token: mock.tokens.fullAccess!.token,
      fetch: mock.fetch,
      retry: false,
    });
    const vehicles = await paginate(fleet, "/fleet/vehicles", { params: { query: { limit: 100 } } }).toArray();
    expect(vehicles.map((v) => v.id)).toEqual(mock.list("vehicles").map((v) => v.id));
  });

  it("answers whatever the URL's origin, reading only the path and query", async () => {
    const token = mock.tokens.fullAccess!.token;
    const answers = await Promise.all(
      ["https://api.example.com", "http://localhost:1", "https://elsewhere.test:8443"].map(async (origin) =>
        (
          await mock.fetch(`${origin}/fleet/vehicles?limit=3`, { headers: { authorization: `Bearer ${token}` } })
        ).json(),
      ),
    );
    expect(answers[0].data).toHaveLength(3);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("checks tokens and scopes as the server does", async () => {
    expect((await inProcess("/fleet/vehicles", { token: null })).headers.get(MOCK_ERROR_HEADER)).toBe("missing_token");
    const denied = await inProcess("/v1/addresses", {
      method: "POST",
      body: "{}",
      token: mock.tokens.defaultRead!.token,
    });
    expect([denied.status, denied.headers.get(MOCK_ERROR_HEADER)]).toEqual([403, "missing_scope"]);
  });

  it("gives the same answers as the node server of the same mock", async () => {
    const server: MockServer = await listenMock(mock);
    try {
      const token = mock.tokens.fullAccess!.token;
      for (const path of ["/fleet/vehicles?limit=2", "/v1/tags", "/fleet/driver-vehicle-assignments", "/nope"]) {
        const init = { headers: { authorization: `Bearer ${token}` } };
        const [overSocket, inProc] = await Promise.all([
          fetch(server.baseUrl + path, init),
          mock.fetch(`https://x${path}`, init),
        ]);
        // Each error answer has its own requestId; everything else must match.
        const text = async (r: Response) => (await r.text()).replace(/"requestId":"[^"]+"/, '"requestId":""');
        expect([inProc.status, await text(inProc)], path).toEqual([overSocket.status, await text(overSocket)]);
      }
    } finally {
      await server.close();
    }
  });

  it("stores what a POST creates and reads it back", async () => {
    const created = await inProcess("/v1/tags", { method: "POST", body: JSON.stringify({ name: "In process" }) });
    expect(created.status).toBe(200);
    const read = await inProcess(`/v1/tags/${created.body.id}`);
    expect(read.body).toMatchObject({ id: created.body.id, name: "In process" });
  });

  it("refuses a body nested deeper than the limit and stores nothing", async () => {
    const before = mock.list("tags").length;
    const deep = `${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`;
    const answer = await inProcess("/v1/tags", { method: "POST", body: `{"name":"deep","x":${deep}}` });
    expect([answer.status, answer.headers.get(MOCK_ERROR_HEADER)]).toEqual([400, "invalid_body"]);
    expect(mock.list("tags")).toHaveLength(before);
  });

  it("refuses a body over 1 MiB with 413 and stores nothing", async () => {
    const before = mock.list("tags").length;
    const body = JSON.stringify({ name: "big", padding: "x".repeat(1024 * 1024) });
    const answer = await inProcess("/v1/tags", { method: "POST", body });
    expect([answer.status, answer.headers.get(MOCK_ERROR_HEADER)]).toEqual([413, "body_too_large"]);
    expect(mock.list("tags")).toHaveLength(before);
  });

  it("does not serve the control API in process: it is for other processes, the handle is here", async () => {
    const answer = await inProcess("/__mock/tokens", { token: null });
    expect([answer.status, answer.headers.get(MOCK_ERROR_HEADER)]).toEqual([404, "unknown_operation"]);
  });
});

describe("the node server over the shared handler", () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await listenMock(await createMock({ now: START_MS }));
  });
  afterAll(() => server.close());

  it("answers 413 to a streamed body over 1 MiB, before reading it all, and closes the connection", async () => {
    const chunk = new TextEncoder().encode(`"${"x".repeat(64 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Bounded: at most 4 MiB, though the mock answers after a little over 1 MiB.
        if (sent >= 64) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.baseUrl}/v1/tags`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.tokens.fullAccess!.token}`, "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect([response.status, response.headers.get(MOCK_ERROR_HEADER), response.headers.get("connection")]).toEqual([
      413,
      "body_too_large",
      "close",
    ]);
    await response.text();
  });
});
