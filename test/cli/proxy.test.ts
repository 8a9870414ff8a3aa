// Issue 37, item 2: `fleetkit proxy` forwards unchanged and holds the traffic against the spec. A real loopback
// upstream answers drifted bodies; requests go through the proxy over real HTTP.
import { writeFile } from "node:fs/promises";
import http from "node:http";
import { gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { proxyCommand } from "../../cli/commands/proxy.js";
import { checkResponse } from "../../cli/commands/proxy/check.js";
import { driftOverlay } from "../../cli/commands/proxy/overlay.js";
import { DriftReport } from "../../cli/commands/proxy/report.js";
import { startProxy } from "../../cli/commands/proxy/server.js";
import { createFleetClient, driftChecks } from "../../generated/index.js";
import type { Drift } from "../../runtime/drift-types.js";
import { startMockServer } from "../../testing/mock/server.js";
import { loadServedSpec, type ServedOperation } from "../../testing/mock/served-spec.js";
import { runCommand } from "./in-process.js";
import { startLoopbackServer, type Script } from "../runtime/loopback-server.js";
import { tempDir } from "../support/temp-dir.js";
import { THING, THINGS_SPEC } from "./proxy-spec.js";

const TOKEN = "proxy-token-0123456789abcdef";
const auth = { authorization: `Bearer ${TOKEN}` };

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.reverse()) await close();
  cleanup = [];
});

/** A loopback upstream with `script`, and the proxy in front of it; both closed after the test. */
async function proxied(script: Script, options: { timeoutMs?: number } = {}) {
  const upstream = await startLoopbackServer(script);
  cleanup.push(() => upstream.close());
  const spec = await loadServedSpec(THINGS_SPEC, undefined);
  const report = new DriftReport("things", upstream.url);
  const lines: string[] = [];
  const proxy = await startProxy({
    spec,
    upstream: upstream.url,
    port: 0,
    host: "127.0.0.1",
    report,
    onLine: (line) => lines.push(line),
    ...options,
  });
  let closed = false;
  const close = async () => {
    if (!closed) await proxy.close();
    closed = true;
  };
  cleanup.push(close);
  /** Closes the proxy (every check done) and returns the report as written to --report. */
  const finish = async () => {
    await close();
    return report.toJSON() as Report;
  };
  return { upstream, proxy, report, lines, spec, finish };
}

interface Problem {
  where: string;
  pointer: string;
  kind: string;
  keyword: string;
  count: number;
  change: string;
  firstSeen: { example?: string; status?: number };
}
interface Report {
  summary: Record<string, number>;
  operations: { operationId: string; calls: number; statuses: Record<string, number>; problems: Problem[] }[];
  "the API broke its contract": { pointer: string; message: string; count: number }[];
  upstreamErrors: { message: string; count: number }[];
}

const problemsOf = (report: Report, operationId: string) =>
  (report.operations.find((o) => o.operationId === operationId)?.problems ?? [])
    .map(({ where, pointer, kind, keyword, count, change }) => ({ where, pointer, kind, keyword, count, change }))
    .sort((a, b) => a.pointer.localeCompare(b.pointer) || a.keyword.localeCompare(b.keyword));

describe("forwarding", () => {
  test("status, headers and bytes come back unchanged; the request reaches the upstream as sent, with its Authorization", async () => {
    // Odd spacing and key order: a proxy that re-serialised the JSON would change the bytes.
    const raw = '{ "id" :"t1",  "kind":"a"  ,"count": 3.0e0 }\n';
    const { upstream, proxy } = await proxied(() => ({
      status: 200,
      body: raw,
      headers: { "content-type": "application/json; charset=utf-8", "x-request-id": "r-1", "set-cookie": "a=1" },
    }));
    const sent = JSON.stringify({ id: "new", kind: "b" });
    const posted = await fetch(`${proxy.url}/things?x=1&x=2`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json", "x-caller": "me" },
      body: sent,
    });
    expect(posted.status).toBe(200);
    expect(posted.headers.get("x-request-id")).toBe("r-1");
    expect(posted.headers.get("set-cookie")).toBe("a=1");
    expect(posted.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await posted.text()).toBe(raw);
    const [seen] = upstream.requests;
    expect(seen).toMatchObject({ method: "POST", url: "/things?x=1&x=2", body: sent });
    expect(seen!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(seen!.headers["x-caller"]).toBe("me");
    expect(seen!.headers.host).toBe(new URL(upstream.url).host);
  });

  test("a long answer streams through: its first bytes arrive before the upstream has sent the rest", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const server = http.createServer(async (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"data":[');
      await released;
      res.end("]}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanup.push(() => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const spec = await loadServedSpec(THINGS_SPEC, undefined);
    const proxy = await startProxy({
      spec,
      upstream: url,
      port: 0,
      host: "127.0.0.1",
      report: new DriftReport("t", url),
      onLine: () => {},
    });
    cleanup.push(() => proxy.close());
    const response = await fetch(`${proxy.url}/things`, { headers: auth });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"data":[');
    release();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe("]}");
  });

  test("large bodies both ways arrive byte for byte; a gzip answer is forwarded compressed and checked decoded", async () => {
    const big = JSON.stringify({
      data: Array.from({ length: 40_000 }, (_, i) => ({ ...THING, id: `t${i}`, shade: "x" })),
    });
    const zipped = gzipSync(JSON.stringify({ ...THING, shade: "blue" }));
    const server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (req.url === "/things/zipped") {
        res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
        return void res.end(zipped);
      }
      res.writeHead(200, {
        "content-type": "application/json",
        "x-request-bytes": String(Buffer.concat(chunks).length),
      });
      res.end(big);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanup.push(() => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const spec = await loadServedSpec(THINGS_SPEC, undefined);
    const report = new DriftReport("t", url);
    const proxy = await startProxy({ spec, upstream: url, port: 0, host: "127.0.0.1", report, onLine: () => {} });
    let closed = false;
    cleanup.push(async () => void (closed || (await proxy.close())));
    const sent = "y".repeat(3_000_000);
    const response = await fetch(`${proxy.url}/things`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: sent,
    });
    expect(response.headers.get("x-request-bytes")).toBe(String(sent.length));
    expect(await response.text()).toBe(big);
    // The raw bytes, as a caller that does not decode them sees them.
    const raw = await new Promise<Buffer>((resolve, reject) =>
      http
        .get(`${proxy.url}/things/zipped`, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks)));
        })
        .on("error", reject),
    );
    expect(raw.equals(zipped)).toBe(true);
    await proxy.close();
    closed = true;
    const json = report.toJSON() as Report;
    expect(problemsOf(json, "getThing").map((p) => p.pointer)).toEqual(["/shade"]);
    expect(problemsOf(json, "createThing").map((p) => `${p.where} ${p.keyword} ${p.pointer}`)).toEqual([
      "response status ",
    ]);
  });

  test("an upstream that is down: 502 to the caller, reported once with its count", async () => {
    const { proxy, upstream, finish, lines } = await proxied([]);
    await upstream.close();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${proxy.url}/things`, { headers: auth });
      expect(response.status).toBe(502);
      expect((await response.json()).message).toMatch(
        /the upstream http:\/\/127\.0\.0\.1:\d+ could not be reached: ECONNREFUSED/,
      );
    }
    const report = await finish();
    expect(report.upstreamErrors).toEqual([
      { operation: "GET /things", message: expect.stringContaining("ECONNREFUSED"), count: 2 },
    ]);
    expect(lines.filter((l) => l.startsWith("upstream:"))).toHaveLength(1);
  });

  test("an upstream that does not answer in time: 504", async () => {
    const { proxy, finish } = await proxied(() => ({ hang: true }), { timeoutMs: 200 });
    expect((await fetch(`${proxy.url}/things`, { headers: auth })).status).toBe(504);
    expect((await finish()).summary.upstreamErrors).toBe(1);
  });
});

describe("drift", () => {
  test("each deviation is reported once with its count; a matching answer adds nothing", async () => {
    const drifted = { ...THING, kind: "c", count: 2 ** 40, label: null, color: "red" };
    const { proxy, finish, lines } = await proxied((request) =>
      request.path === "/things/clean" ? { body: THING } : { body: { data: [drifted, drifted, THING] } },
    );
    for (let i = 0; i < 3; i++) await (await fetch(`${proxy.url}/things`, { headers: auth })).text();
    await (await fetch(`${proxy.url}/things/clean`, { headers: auth })).text();
    const report = await finish();
    expect(problemsOf(report, "listThings")).toEqual([
      {
        where: "response",
        pointer: "/data/*/color",
        kind: "undocumented",
        keyword: "properties",
        count: 3,
        change: "additive",
      },
      {
        where: "response",
        pointer: "/data/*/count",
        kind: "violation",
        keyword: "format",
        count: 3,
        change: "additive",
      },
      { where: "response", pointer: "/data/*/kind", kind: "violation", keyword: "enum", count: 3, change: "additive" },
      { where: "response", pointer: "/data/*/label", kind: "violation", keyword: "type", count: 3, change: "additive" },
    ]);
    expect(problemsOf(report, "getThing")).toEqual([]);
    expect(report.operations.find((o) => o.operationId === "listThings")).toMatchObject({
      calls: 3,
      statuses: { "200": 3 },
    });
    expect(report["the API broke its contract"]).toEqual([]);
    // One printed line per new kind of drift, not per occurrence.
    expect(lines.filter((l) => l.startsWith("drift:"))).toHaveLength(4);
  });

  test("breaking drift is listed as the API breaking its contract", async () => {
    const { proxy, finish } = await proxied(() => ({ body: { data: [{ id: 7, count: 1 }] } }));
    await (await fetch(`${proxy.url}/things`, { headers: auth })).text();
    const report = await finish();
    expect(problemsOf(report, "listThings")).toEqual([
      { where: "response", pointer: "/data/*/id", kind: "violation", keyword: "type", count: 1, change: "broken" },
      {
        where: "response",
        pointer: "/data/*/kind",
        kind: "violation",
        keyword: "required",
        count: 1,
        change: "broken",
      },
    ]);
    expect(report["the API broke its contract"].map((b) => b.pointer).sort()).toEqual(["/data/*/id", "/data/*/kind"]);
  });

  test("a status the spec does not document, a non-JSON answer, a request the spec refuses", async () => {
    const { proxy, finish } = await proxied((request) =>
      request.path === "/things/html"
        ? { body: "<html>maintenance</html>", headers: { "content-type": "text/html" } }
        : { status: 418, body: { message: "teapot" } },
    );
    const html = await fetch(`${proxy.url}/things/html`, { headers: auth });
    expect([html.status, await html.text()]).toEqual([200, "<html>maintenance</html>"]);
    await (await fetch(`${proxy.url}/things?limit=99`, { headers: auth })).text();
    await (await fetch(`${proxy.url}/nowhere`, { headers: auth })).text();
    const report = await finish();
    expect(problemsOf(report, "getThing")).toEqual([
      { where: "response", pointer: "", kind: "violation", keyword: "json", count: 1, change: "broken" },
    ]);
    expect(problemsOf(report, "listThings")).toEqual([
      { where: "request", pointer: "", kind: "violation", keyword: "parameter", count: 1, change: "request" },
      // A 4xx the spec does not document, answering a request the spec refuses: the caller's problem too.
      { where: "response", pointer: "", kind: "undocumented", keyword: "status", count: 1, change: "request" },
    ]);
    expect(problemsOf(report, "(not in the spec)")).toEqual([
      { where: "request", pointer: "", kind: "undocumented", keyword: "operation", count: 1, change: "request" },
    ]);
  });

  test("an undocumented 4xx breaks the contract answering a request the spec takes, not one it refuses; a 5xx always", async () => {
    // limit=99 and limit=98 break the spec's maximum of 10: the first gets a 400, the second a 503; no limit, a 418.
    const { proxy, finish } = await proxied((request) => {
      const limit = request.query.get("limit");
      return { status: limit === "99" ? 400 : limit === "98" ? 503 : 418, body: { message: "no" } };
    });
    await (await fetch(`${proxy.url}/things?limit=99`, { headers: auth })).text();
    await (await fetch(`${proxy.url}/things`, { headers: auth })).text();
    await (await fetch(`${proxy.url}/things?limit=98`, { headers: auth })).text();
    const report = await finish();
    const statuses = report.operations
      .find((o) => o.operationId === "listThings")!
      .problems.filter((p) => p.keyword === "status")
      .map((p) => [p.firstSeen.status, p.change]);
    expect(statuses.sort()).toEqual([
      [400, "request"],
      [418, "broken"],
      [503, "broken"],
    ]);
    expect(report["the API broke its contract"].map((b) => b.message).sort()).toEqual([
      "(root) HTTP 418 is not a documented status",
      "(root) HTTP 503 is not a documented status",
    ]);
  });

  test("a success under a status the operation does not document, the documented one never seen, broke the contract", async () => {
    const { proxy, finish } = await proxied(() => ({ status: 201, body: THING }));
    await (await fetch(`${proxy.url}/things/t1`, { headers: auth })).text();
    const report = await finish();
    expect(report.operations.find((o) => o.operationId === "getThing")).toMatchObject({
      documentedStatusesNeverSeen: ["200"],
      successStatusChanged: true,
    });
    expect(report["the API broke its contract"].map((b) => b.message)).toContain(
      "documented success status 200 never seen; answered 201",
    );
  });

  test("a success under one of the statuses the operation documents (200 of 200 and 204) is no change", async () => {
    const { proxy, finish } = await proxied(() => ({ body: THING }));
    const answer = await fetch(`${proxy.url}/things/t1`, { method: "DELETE", headers: auth });
    expect([answer.status, await answer.json()]).toEqual([200, THING]);
    const report = await finish();
    const removed = report.operations.find((o) => o.operationId === "removeThing");
    expect(removed).toMatchObject({ statuses: { "200": 1 }, documentedStatusesNeverSeen: ["204"], problems: [] });
    expect(removed).not.toHaveProperty("successStatusChanged");
    expect(report["the API broke its contract"]).toEqual([]);
  });

  test("a success under a documented range (200 under 2XX, beside 204) is no change", async () => {
    const { proxy, finish } = await proxied(() => ({ body: THING }));
    await (await fetch(`${proxy.url}/things/t1`, { method: "PUT", headers: auth })).text();
    const first = await finish();
    const replaced = first.operations.find((o) => o.operationId === "replaceThing");
    expect(replaced).toMatchObject({ statuses: { "200": 1 }, documentedStatusesNeverSeen: ["204"] });
    expect(replaced).not.toHaveProperty("successStatusChanged");
    expect(first["the API broke its contract"]).toEqual([]);
  });

  test("the token and secret-named values never appear in the report or the printed lines", async () => {
    const { proxy, finish, lines } = await proxied(() => ({
      body: { data: [{ ...THING, secretKey: 987654321, apiToken: TOKEN, note: `was ${TOKEN}`, [TOKEN]: 1 }] },
    }));
    await (await fetch(`${proxy.url}/things?limit=${TOKEN}`, { headers: auth })).text();
    const report = await finish();
    const text = JSON.stringify(report) + lines.join("\n");
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain("987654321");
    const examples = Object.fromEntries(report.operations[0]!.problems.map((p) => [p.pointer, p.firstSeen.example]));
    expect(examples).toMatchObject({
      "/data/*/secretKey": '"[redacted]"',
      "/data/*/apiToken": '"[redacted]"',
      "/data/*/note": '"was [redacted]"',
      // The key is the token: it is redacted, and so is its value (the key is named like a secret).
      "/data/*/[redacted]": '"[redacted]"',
    });
  });

  test("examples are truncated", async () => {
    const { proxy, finish } = await proxied(() => ({
      body: { data: [{ ...THING, blob: "x".repeat(5000), list: Array(100).fill({ a: 1 }) }] },
    }));
    await (await fetch(`${proxy.url}/things`, { headers: auth })).text();
    const report = await finish();
    for (const problem of report.operations[0]!.problems)
      expect(problem.firstSeen.example!.length).toBeLessThanOrEqual(201);
  });
});

describe("--overlay-out", () => {
  test("the overlay makes the spec accept the additive answers, and it still rejects the breaking ones", async () => {
    const additive = { ...THING, kind: "c", count: 2 ** 40, label: null, color: "red", tags: ["x"] };
    const breaking = { id: 7, count: 1 };
    const { proxy, finish, report, spec } = await proxied((request) =>
      request.path === "/things" ? { body: { data: [additive] } } : { body: breaking },
    );
    await (await fetch(`${proxy.url}/things`, { headers: auth })).text();
    await (await fetch(`${proxy.url}/things/t1`, { headers: auth })).text();
    await finish();
    const overlay = driftOverlay(spec.document, report.additions(), "things") as {
      overlay: string;
      actions: unknown[];
    };
    expect(overlay.overlay).toBe("1.0.0");
    expect(overlay.actions).toHaveLength(4);

    const dir = await tempDir("proxy-overlay");
    await writeFile(join(dir, "spec.json"), JSON.stringify(THINGS_SPEC));
    await writeFile(join(dir, "drift.json"), JSON.stringify(overlay));
    const fixed = await loadServedSpec(join(dir, "spec.json"), [join(dir, "drift.json")]);
    const check = (id: string, body: unknown) => {
      const operation = fixed.operations.find((o) => o.operationId === id) as ServedOperation;
      return checkResponse(fixed, operation, 200, "application/json", JSON.stringify(body)).map(
        (p) => `${p.keyword} ${p.pointer}`,
      );
    };
    expect(check("listThings", { data: [additive] })).toEqual([]);
    expect(check("getThing", breaking).sort()).toEqual(["required /kind", "type /id"]);
    // What the overlay added is what was seen: the type of the new property, the one new enum value.
    expect(fixed.document.components!.schemas!.Thing).toMatchObject({
      properties: {
        color: { type: "string" },
        tags: { type: "array" },
        kind: { enum: ["a", "b", "c"] },
        count: { format: "int64" },
        label: { type: ["string", "null"] },
      },
    });
  });
});

describe("the mock as upstream, the client through the proxy", () => {
  test("traffic that matches the spec reports nothing, through the proxy and in the client", async () => {
    const mock = await startMockServer();
    cleanup.push(() => mock.close());
    const spec = await loadServedSpec("spec/fleet-api.yaml", undefined);
    const report = new DriftReport("spec/fleet-api.yaml", mock.baseUrl);
    const proxy = await startProxy({
      spec,
      upstream: mock.baseUrl,
      port: 0,
      host: "127.0.0.1",
      report,
      onLine: () => {},
    });
    let closed = false;
    cleanup.push(async () => void (closed || (await proxy.close())));
    const drifts: Drift[] = [];
    const fleet = createFleetClient({
      baseUrl: proxy.url,
      token: mock.tokens.fullAccess!.token,
      allowInsecureLoopback: true,
      validateResponses: "report",
      onDrift: (d) => void drifts.push(d),
      driftChecks,
    });
    const direct = createFleetClient({
      baseUrl: mock.baseUrl,
      token: mock.tokens.fullAccess!.token,
      allowInsecureLoopback: true,
    });
    const viaProxy = await fleet.GET("/fleet/vehicles", { params: { query: { limit: 3 } } });
    // The same vehicles as without the proxy (the cursor holds the time it was made).
    expect(viaProxy.data.data).toEqual(
      (await direct.GET("/fleet/vehicles", { params: { query: { limit: 3 } } })).data.data,
    );
    await fleet.GET("/v1/fleet/assets/locations");
    await fleet.POST("/webhooks", { body: { name: "hook", url: "https://example.com/hook" } });
    await proxy.close();
    closed = true;
    const json = report.toJSON() as Report;
    expect(json.summary).toMatchObject({ calls: 3, problems: 0, upstreamErrors: 0 });
    expect(drifts).toEqual([]);
  });
});

describe("bad input (exit 2)", () => {
  test.each([
    [["--upstream", "https://api.example.com"], /--spec FILE is required/],
    [["--spec", "spec/fleet-api.yaml"], /--upstream URL is required/],
    [
      ["--spec", "spec/fleet-api.yaml", "--upstream", "http://api.example.com"],
      /--upstream: .*must be called over https/,
    ],
    [["--spec", "spec/fleet-api.yaml", "--upstream", "http://127.0.0.1:9"], /--allow-insecure-loopback/],
    [
      ["--spec", "spec/fleet-api.yaml", "--upstream", "https://api.example.com", "--host", "0.0.0.0"],
      /not a loopback address/,
    ],
    [["--spec", "nowhere.yaml", "--upstream", "https://api.example.com"], /nowhere\.yaml/],
  ])("%j", async (args, message) => {
    const result = await runCommand(proxyCommand, args);
    expect(result.code).toBe(2);
    expect(result.err.join("\n")).toMatch(message);
  });

  test("a spec that does not parse: exit 2 with the loader's message", async () => {
    const dir = await tempDir("proxy-bad-spec");
    await writeFile(join(dir, "broken.yaml"), "openapi: 3.1.0\npaths: [unclosed\n");
    const result = await runCommand(proxyCommand, [
      "--spec",
      join(dir, "broken.yaml"),
      "--upstream",
      "https://a.example",
    ]);
    expect(result.code).toBe(2);
    expect(result.err.join("\n")).toContain("broken.yaml");
  });
});

describe("the vendor's 3.0.1 spec", () => {
  const VENDOR = "/work/shared/fixtures/samsara-api-docs/swagger-readme.json";
  const contact = { id: "22408", email: "a@example.com", firstName: "A", lastName: "B", phone: "111-222-3344" };

  test("GET /contacts drifting each way: reported once each, the overlay fixes the additive ones only", async () => {
    const spec = await loadServedSpec(VENDOR, undefined);
    const pagination = { endCursor: "", hasNextPage: false };
    const drifted = [
      { ...contact, title: "Dispatcher" }, // a new property
      { ...contact, phone: null }, // null where the spec says string
      { ...contact, id: 22408 }, // a type changed: broken
      { id: "1", firstName: "A", lastName: "B", phone: "1" }, // email missing: broken
    ];
    const upstream = await startLoopbackServer((request) =>
      request.path === "/contacts"
        ? { body: { data: drifted, pagination } }
        : { body: { data: [contact], pagination } },
    );
    cleanup.push(() => upstream.close());
    const report = new DriftReport(VENDOR, upstream.url);
    const proxy = await startProxy({
      spec,
      upstream: upstream.url,
      port: 0,
      host: "127.0.0.1",
      report,
      onLine: () => {},
    });
    for (let i = 0; i < 2; i++) await (await fetch(`${proxy.url}/contacts?limit=10`, { headers: auth })).text();
    await (await fetch(`${proxy.url}/addresses`, { headers: auth })).text();
    await proxy.close();
    const json = report.toJSON() as Report;
    expect(problemsOf(json, "listContacts")).toEqual([
      {
        where: "response",
        pointer: "/data/*/email",
        kind: "violation",
        keyword: "required",
        count: 2,
        change: "broken",
      },
      { where: "response", pointer: "/data/*/id", kind: "violation", keyword: "type", count: 2, change: "broken" },
      { where: "response", pointer: "/data/*/phone", kind: "violation", keyword: "type", count: 2, change: "additive" },
      {
        where: "response",
        pointer: "/data/*/title",
        kind: "undocumented",
        keyword: "properties",
        count: 2,
        change: "additive",
      },
    ]);
    // Each operation keeps its own problems: /addresses (answered a list of contacts) is another entry.
    expect(json.summary.operations).toBe(2);

    const overlay = driftOverlay(spec.document, report.additions(), VENDOR) as { actions: { target: string }[] };
    expect(overlay.actions.map((a) => a.target)).toEqual(
      expect.arrayContaining(["$['components']['schemas']['Contact']", "$['components']['schemas']['ContactPhone']"]),
    );
    const dir = await tempDir("proxy-vendor");
    await writeFile(join(dir, "drift.json"), JSON.stringify(overlay));
    const fixed = await loadServedSpec(VENDOR, [join(dir, "drift.json")]);
    const operation = fixed.operations.find((o) => o.operationId === "listContacts")!;
    const check = (data: unknown[]) =>
      checkResponse(fixed, operation, 200, "application/json", JSON.stringify({ data, pagination })).map(
        (p) => `${p.keyword} ${p.pointer}`,
      );
    expect(check(drifted.slice(0, 2))).toEqual([]);
    expect(check(drifted.slice(2)).sort()).toEqual(
      ["required /1/email", "type /0/id"].map((s) => s.replace(" /", " /data/")),
    );
  });
});
