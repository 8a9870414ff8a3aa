// Issue 13, defect 2: HTTPS-only must not end at the base URL. A real HTTPS loopback server (a self-signed certificate
// made here with openssl) redirects to a plain HTTP loopback server; the client, in a child process that trusts the
// certificate through NODE_EXTRA_CA_CERTS and uses Node's own fetch, must refuse, and send nothing to the HTTP server.
import { execFile, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RedirectCall, RedirectOutcome } from "./redirect-client.js";
import { startLoopbackServer, type LoopbackServer } from "./loopback-server.js";

const TOKEN = "fk_live_7ab3c9d1e5f7a9b1c3d5e7f9";
const PASSWORD = "hunter2-correct-horse";

interface Seen {
  scenario: string;
  method: string;
  url: string;
}

/** What the HTTPS server answers each scenario (chosen by the `x-scenario` header). */
type Answer = (
  origin: { https: string; http: string; otherHttps: string },
  url: string,
) => { status: number; location?: string };
const ANSWERS: Record<string, Answer> = {
  ...Object.fromEntries(
    [301, 302, 303, 307, 308].map((status) => [
      `POST ${status} to http`,
      (o: { http: string }) => ({ status, location: `${o.http}/fleet/drivers` }),
    ]),
  ),
  "GET 302 to http": (o) => ({ status: 302, location: `${o.http}/fleet/vehicles` }),
  "GET 301 to another https origin": (o) => ({ status: 301, location: `${o.otherHttps}/fleet/vehicles` }),
  "GET 308 with the token in the Location": (o) => ({
    status: 308,
    location: `${o.http}/steal?token=${TOKEN}&auth=Bearer%20${TOKEN}`,
  }),
  "GET 301 to the same origin": (_o, url) => (url === "/moved" ? { status: 200 } : { status: 301, location: "/moved" }),
  "POST 307 to the same origin": () => ({ status: 307, location: "/fleet/drivers-elsewhere" }),
  "GET 302 to itself, forever": () => ({ status: 302, location: "/fleet/vehicles" }),
  "GET 302 with a Location that is not a URL": () => ({ status: 302, location: "http://[::1" }),
};

let dir: string;
let httpsServer: https.Server;
let plain: LoopbackServer;
let origins: { https: string; http: string; otherHttps: string };
const seen: Seen[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fleetkit-tls-"));
  await promisify(execFile)("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=fleetkit test",
    "-addext",
    "subjectAltName=IP:127.0.0.1,DNS:localhost",
    "-keyout",
    join(dir, "key.pem"),
    "-out",
    join(dir, "cert.pem"),
  ]);
  const [key, cert] = await Promise.all([readFile(join(dir, "key.pem")), readFile(join(dir, "cert.pem"))]);
  plain = await startLoopbackServer(() => ({ body: { stolen: true } }));
  httpsServer = https.createServer({ key, cert }, (req, res) => {
    req.resume();
    req.on("end", () => {
      const scenario = String(req.headers["x-scenario"]);
      seen.push({ scenario, method: req.method ?? "", url: req.url ?? "" });
      const answer = ANSWERS[scenario]?.(origins, req.url ?? "") ?? { status: 500 };
      res.writeHead(answer.status, {
        "content-type": "application/json",
        ...(answer.location !== undefined && { location: answer.location }),
      });
      res.end(answer.status === 200 ? '{"data":[],"pagination":{"endCursor":"","hasNextPage":false}}' : "{}");
    });
  });
  await new Promise<void>((resolve) => httpsServer.listen(0, "127.0.0.1", resolve));
  const { port } = httpsServer.address() as AddressInfo;
  origins = { https: `https://127.0.0.1:${port}`, http: plain.url, otherHttps: `https://localhost:${port}` };
}, 60_000);

afterAll(async () => {
  httpsServer?.closeAllConnections();
  await Promise.all([
    httpsServer && new Promise((resolve) => httpsServer.close(resolve)),
    plain?.close(),
    dir && rm(dir, { recursive: true, force: true }),
  ]);
});

/** Runs the calls in a child process that trusts the test certificate; kills it if it outlives the test. */
async function callInChild(calls: RedirectCall[]): Promise<Map<string, RedirectOutcome>> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      join("test", "runtime", "redirect-client.ts"),
      JSON.stringify({ baseUrl: origins.https, token: TOKEN, calls }),
    ],
    {
      cwd: join(import.meta.dirname, "..", ".."),
      env: { ...process.env, NODE_EXTRA_CA_CERTS: join(dir, "cert.pem") },
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill(), 25_000);
  const code = await new Promise((resolve) => child.on("close", resolve)).finally(() => clearTimeout(timer));
  if (code !== 0) throw new Error(`the client process exited with ${code}:\n${stderr}`);
  const outcomes = JSON.parse(stdout.trim().split("\n").at(-1)!) as RedirectOutcome[];
  return new Map(outcomes.map((o) => [o.scenario, o]));
}

const post = (scenario: string): RedirectCall => ({
  scenario,
  method: "POST",
  path: "/fleet/drivers",
  body: { name: "Ada", username: "ada", password: PASSWORD },
});
const get = (scenario: string): RedirectCall => ({ scenario, method: "GET", path: "/fleet/vehicles" });

describe("redirects from an HTTPS API, over real TLS", () => {
  let outcomes: Map<string, RedirectOutcome>;
  beforeAll(async () => {
    outcomes = await callInChild([
      ...[301, 302, 303, 307, 308].map((status) => post(`POST ${status} to http`)),
      get("GET 302 to http"),
      get("GET 301 to another https origin"),
      get("GET 308 with the token in the Location"),
      get("GET 301 to the same origin"),
      post("POST 307 to the same origin"),
      get("GET 302 to itself, forever"),
      get("GET 302 with a Location that is not a URL"),
    ]);
  }, 60_000);

  test("nothing at all reached the HTTP server: not the password, not the token, not a request", () => {
    expect(plain.requests).toEqual([]);
  });

  test.each([301, 302, 303, 307, 308])(
    "a POST answered %i to http: is a RedirectError naming the Location, sent once",
    (status) => {
      const outcome = outcomes.get(`POST ${status} to http`)!;
      expect(outcome.error).toMatchObject({
        name: "RedirectError",
        isFleetError: true,
        status,
        location: `${origins.http}/fleet/drivers`,
        showsToken: false,
      });
      expect(outcome.error!.message).toContain(
        `redirected (HTTP ${status}) to ${origins.http}/fleet/drivers: from https: to http:`,
      );
      expect(seen.filter((s) => s.scenario === `POST ${status} to http`)).toEqual([
        { scenario: `POST ${status} to http`, method: "POST", url: "/fleet/drivers" },
      ]);
    },
  );

  test("a GET redirected to http: is refused too", () => {
    expect(outcomes.get("GET 302 to http")!.error).toMatchObject({
      name: "RedirectError",
      isFleetError: true,
      location: `${origins.http}/fleet/vehicles`,
    });
  });

  test("a GET redirected to another HTTPS origin (localhost for 127.0.0.1) is refused, and nothing is sent there", () => {
    const outcome = outcomes.get("GET 301 to another https origin")!;
    expect(outcome.error).toMatchObject({ name: "RedirectError", location: `${origins.otherHttps}/fleet/vehicles` });
    expect(outcome.error!.message).toContain(`another origin than ${origins.https}`);
    expect(seen.filter((s) => s.scenario === "GET 301 to another https origin")).toHaveLength(1);
  });

  test("a Location that carries the token names it redacted", () => {
    const { error } = outcomes.get("GET 308 with the token in the Location")!;
    expect(error).toMatchObject({
      name: "RedirectError",
      showsToken: false,
      location: `${origins.http}/steal?token=[redacted]&auth=Bearer%20[redacted]`,
    });
  });

  test("a GET redirected within the same origin is followed", () => {
    expect(outcomes.get("GET 301 to the same origin")).toEqual({ scenario: "GET 301 to the same origin", status: 200 });
    expect(seen.filter((s) => s.scenario === "GET 301 to the same origin").map((s) => s.url)).toEqual([
      "/fleet/vehicles",
      "/moved",
    ]);
  });

  test("a POST redirected within the same origin is not re-sent: RedirectError", () => {
    const { error } = outcomes.get("POST 307 to the same origin")!;
    expect(error).toMatchObject({ name: "RedirectError", location: `${origins.https}/fleet/drivers-elsewhere` });
    expect(error!.message).toMatch(/follows redirects of GET and HEAD only/);
    expect(seen.filter((s) => s.scenario === "POST 307 to the same origin")).toHaveLength(1);
  });

  test("a redirect loop within the origin stops after 5 redirects", () => {
    expect(outcomes.get("GET 302 to itself, forever")!.error!.message).toMatch(/more than 5 redirects/);
    expect(seen.filter((s) => s.scenario === "GET 302 to itself, forever")).toHaveLength(6);
  });

  test("a Location that is not a URL is a RedirectError", () => {
    expect(outcomes.get("GET 302 with a Location that is not a URL")!.error).toMatchObject({
      name: "RedirectError",
      location: "http://[::1",
    });
  });
});
