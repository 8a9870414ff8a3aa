// The CLI's words, tested in-process with a recording Io (no subprocess): errors name flags, not library options;
// near misses get a did-you-mean; `webhook send` prints each attempt as it happens; network failures are one line.
import { readFileSync } from "node:fs";
import { createServer as createHttpServer, type RequestListener } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { scopesCommand } from "../../cli/commands/scopes.js";
import { webhookCommand } from "../../cli/commands/webhook.js";
import { signWebhook } from "../../entries/webhooks.js";
import { holdTimersOf, settledYet } from "../support/held-timers.js";
import { recordingIo, runCommand } from "./in-process.js";

const SECRET = Buffer.from("fleetkit-test-secret").toString("base64");
const PING = '{"eventId":"evt-1","eventMs":1700000000123,"eventType":"Ping","event":{"text":"Ping"}}';
const TLS = readFileSync(new URL("./fixtures/self-signed-localhost.pem", import.meta.url));

const scopes = (...args: string[]) => runCommand(scopesCommand, args);
const webhook = (args: string[], stdin = PING) => runCommand(webhookCommand, args, { stdin });

/** A loopback server, plain or TLS, closed when the test ends (passed or failed). */
async function listen(listener: RequestListener, tls = false): Promise<{ port: number; url: string }> {
  const server = tls ? createHttpsServer({ key: TLS, cert: TLS }, listener) : createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as AddressInfo;
  return { port, url: `${tls ? "https" : "http"}://127.0.0.1:${port}/hooks` };
}

describe("fleetkit scopes: hints", () => {
  it.each([
    [
      "--for with METHOD and PATH as two words",
      ["--for", "GET", "/v1/tags"],
      /"GET" and "\/v1\/tags" are two arguments; quote a METHOD PATH pair as one: `fleetkit scopes --for "GET \/v1\/tags"`/,
    ],
    ["--for with a path alone", ["--for", "/v1/tags"], /"\/v1\/tags" needs its method; .*--for "GET \/v1\/tags"/],
    ["--for with a method alone", ["--for", "GET"], /"GET" is a method without a path/],
    [
      "--for with a misspelt operationId",
      ["--for", "listVehicle"],
      /"listVehicle" is not an operationId; did you mean "listVehicles"\?/,
    ],
    ["--for with an operationId in the wrong case", ["--for", "v1gettags"], /did you mean "v1GetTags"\?/],
    [
      "--for with nothing near",
      ["--for", "zzzzzzzz"],
      /"zzzzzzzz" is not an operationId; list them with `fleetkit scopes --json`$/,
    ],
    [
      "--for with an unknown METHOD PATH",
      ["--for", "GET /v1/tagz"],
      /GET \/v1\/tagz is not an operation of the spec; did you mean GET \/v1\/tags\?/,
    ],
    ["a misspelt path", ["GET", "/v1/tag"], /did you mean GET \/v1\/tags\?/],
    ["a path without its /v1 prefix", ["GET", "/fleet/hos_logs"], /did you mean GET \/v1\/fleet\/hos_logs\?/],
    [
      "a misspelt path with a concrete ID",
      ["GET", "/v1/fleet/vehicles/123/locatons"],
      /did you mean GET \/v1\/fleet\/vehicles\/123\/locations\?/,
    ],
    [
      "a method the path does not have",
      ["DELETE", "/v1/fleet/vehicles/locations"],
      /DELETE \/v1\/fleet\/vehicles\/locations is not an operation; the spec has GET/,
    ],
    [
      "an operationId without --for",
      ["listVehicles"],
      /"listVehicles" is an operationId; look it up with --for: `fleetkit scopes --for listVehicles`/,
    ],
    [
      "METHOD PATH quoted as one without --for",
      ["GET /v1/tags"],
      /METHOD and PATH are two arguments here: `fleetkit scopes GET \/v1\/tags`/,
    ],
    ["PATH before METHOD", ["/v1/tags", "GET"], /METHOD comes first: `fleetkit scopes GET \/v1\/tags`/],
    ["a word that is no HTTP method", ["FETCH", "/v1/tags"], /"FETCH" is not an HTTP method/],
    ["a misspelt flag", ["--jsn"], /Unknown option '--jsn'; did you mean --json\?$/],
  ])("%s: exit 2 with the fix", async (_name, args, message) => {
    const r = await scopes(...args);
    expect(r.code).toBe(2);
    expect(r.err.join("\n")).toMatch(message);
  });

  it("still plans a token from operationIds and quoted METHOD PATH pairs", async () => {
    const r = await scopes("--for", "v1GetHosLogs", "GET /v1/tags", "get v1/fleet/vehicles/123");
    expect(r).toMatchObject({ code: 0, out: ["Read ELD Hours of Service (US)", "Read Tags", "Read Vehicles"] });
  });
});

describe("fleetkit webhook verify: flags, not options", () => {
  const signed = (timestamp: string) => signWebhook({ secret: SECRET, body: PING, timestamp }).signature;

  it("a stale timestamp names --tolerance, never toleranceSeconds", async () => {
    const r = await webhook([
      "verify",
      "--secret",
      SECRET,
      "--timestamp",
      "1700000000",
      "--signature",
      signed("1700000000"),
    ]);
    expect(r.code).toBe(1);
    expect(r.err.join("\n")).toMatch(
      /^invalid \(timestamp_out_of_tolerance\): --timestamp 1700000000 is \d+ s in the past, outside the 300 s that --tolerance allows: .*pass --tolerance 0 \(any age\)/,
    );
    expect(r.err.join("\n")).not.toMatch(/toleranceSeconds/);
  });

  it("a timestamp in milliseconds is called that, under the --tolerance given", async () => {
    const ms = String(Date.now());
    const r = await webhook([
      "verify",
      "--secret",
      SECRET,
      "--timestamp",
      ms,
      "--signature",
      signed(ms),
      "--tolerance",
      "60",
    ]);
    expect(r).toMatchObject({
      code: 1,
      err: [expect.stringMatching(/outside the 60 s that --tolerance allows: it looks like milliseconds/)],
    });
  });

  it.each([
    [
      "a malformed signature names --signature",
      ["--timestamp", "1700000000", "--signature", "v1=ab"],
      /^invalid \(malformed_signature\): --signature: X-Service-Signature digest/,
    ],
    [
      "a signature of another version names --signature",
      ["--timestamp", "1700000000", "--signature", `v0=${"0".repeat(64)}`],
      /^invalid \(unsupported_version\): --signature: /,
    ],
    [
      "an empty --signature says so",
      ["--timestamp", "1700000000", "--signature", ""],
      /^invalid \(missing_header\): --signature is empty: give the delivery's X-Service-Signature header/,
    ],
  ])("%s", async (_name, args, message) => {
    const r = await webhook(["verify", "--secret", SECRET, "--tolerance", "0", ...args]);
    expect(r).toMatchObject({ code: 1, err: [expect.stringMatching(message)] });
  });
});

describe("fleetkit webhook: secrets and timestamps named by their flag", () => {
  it("a bad --secret is named --secret", async () => {
    expect(await webhook(["sign", "--secret", "c2VjcmV0\n"])).toMatchObject({
      code: 2,
      err: [expect.stringMatching(/^fleetkit webhook sign: --secret contains whitespace/)],
    });
  });

  it("a bad FLEETKIT_WEBHOOK_SECRET is named by the variable", async () => {
    const before = process.env.FLEETKIT_WEBHOOK_SECRET;
    process.env.FLEETKIT_WEBHOOK_SECRET = "not-base64!";
    onTestFinished(() => {
      if (before === undefined) delete process.env.FLEETKIT_WEBHOOK_SECRET;
      else process.env.FLEETKIT_WEBHOOK_SECRET = before;
    });
    expect(await webhook(["sign"])).toMatchObject({
      code: 2,
      err: [expect.stringMatching(/^fleetkit webhook sign: FLEETKIT_WEBHOOK_SECRET is not valid Base64/)],
    });
  });

  it("sign --timestamp that is not whole seconds exits 2 naming the flag", async () => {
    const r = await webhook(["sign", "--secret", SECRET, "--timestamp", "2024-01-01"]);
    expect(r).toMatchObject({
      code: 2,
      err: ['--timestamp must be whole Unix seconds (digits only), got "2024-01-01"'],
    });
  });
});

describe("fleetkit webhook send: flags, not options", () => {
  // webhookCommand answers a WebhookConfigError itself: exit 2 and one line naming the subcommand.
  it.each([
    [
      "plain http to this machine",
      ["--url", "http://127.0.0.1:9/hooks"],
      /^fleetkit webhook send: --url http:\/\/127\.0\.0\.1:9 uses plain HTTP; add --allow-insecure-loopback to send to a receiver on this machine without TLS$/,
    ],
    [
      "plain http elsewhere, even with the flag",
      ["--url", "http://hooks.example/x", "--allow-insecure-loopback"],
      /--url must use https: \(reference 2\.2\), got http:\/\/hooks\.example; plain http: is allowed only to this machine .* with --allow-insecure-loopback$/,
    ],
    [
      "a relative URL",
      ["--url", "/hooks"],
      /--url must be an absolute URL such as https:\/\/hooks\.example\.com\/fleet, got "\/hooks"$/,
    ],
    [
      "credentials in the URL",
      ["--url", "https://ops:hunter2@hooks.example/x"],
      /--url for hooks\.example contains a user name or password; send credentials as a header instead: --header "Authorization: Basic …"$/,
    ],
    [
      "six custom headers",
      ["--url", "https://hooks.example/x", ...["A", "B", "C", "D", "E", "F"].flatMap((h) => ["--header", `X-${h}: 1`])],
      /--header: A webhook has at most 5 custom headers/,
    ],
  ])("%s", async (_name, args, message) => {
    const r = await webhook(["send", "--secret", SECRET, ...args]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([expect.stringMatching(message)]);
    expect(r.err.join("\n")).not.toMatch(/allowInsecureLoopback|customHeaders|hunter2/);
  });
});

describe("fleetkit webhook send: progress and failures", () => {
  it("prints each attempt as it ends, before the next one is sent", async () => {
    const io = recordingIo();
    const seenAtSecondRequest: string[] = [];
    let requests = 0;
    const { url } = await listen((req, res) => {
      req.resume().on("end", () => {
        requests += 1;
        if (requests === 2) seenAtSecondRequest.push(...io.lines.out);
        res.writeHead(requests === 1 ? 500 : 204).end();
      });
    });
    // The 1 s wait between the attempts is held, and ends when the test fires it once the first attempt has ended.
    const wait = holdTimersOf(1000);
    const running = runCommand(
      webhookCommand,
      ["send", "--url", url, "--secret", SECRET, "--max-attempts", "2", "--allow-insecure-loopback"],
      { io },
    );
    while (wait.count === 0 && !(await settledYet(running)));
    wait.fire();
    const r = await running;
    expect(r.code).toBe(0);
    expect(seenAtSecondRequest).toEqual([
      expect.stringMatching(
        /^Sending Ping notification [0-9a-f-]{36} to http:\/\/127\.0\.0\.1:\d+\/hooks \(at most 2 attempts\)$/,
      ),
      expect.stringMatching(/^ {2}attempt 1: HTTP 500 in \d+ ms; next attempt in 1 s$/),
    ]);
    expect(r.out.slice(2)).toEqual([expect.stringMatching(/^ {2}attempt 2: HTTP 204 in \d+ ms$/), "delivered"]);
  });

  it("the last attempt promises no next one", async () => {
    const { url } = await listen((_req, res) => res.writeHead(503).end());
    const r = await runCommand(webhookCommand, [
      "send",
      "--url",
      url,
      "--secret",
      SECRET,
      "--max-attempts",
      "1",
      "--allow-insecure-loopback",
    ]);
    expect(r).toMatchObject({
      code: 1,
      out: [
        expect.any(String),
        expect.stringMatching(/^ {2}attempt 1: HTTP 503 in \d+ ms$/),
        "not delivered after 1 attempt(s)",
      ],
    });
  });

  it.each([
    [
      "a self-signed certificate",
      true,
      /^ {2}attempt 1: failed \(TLS: 127\.0\.0\.1:\d+ presents a self-signed certificate, which is not trusted; use one a public CA issued, or trust yours for this test with NODE_EXTRA_CA_CERTS=FILE\) in \d+ ms$/,
    ],
    [
      "https to a plain HTTP server",
      false,
      /^ {2}attempt 1: failed \(TLS: 127\.0\.0\.1:\d+ does not speak HTTPS on that port \(a plain HTTP server\?\); for a receiver on this machine without TLS, use http:\/\/ with --allow-insecure-loopback\) in \d+ ms$/,
    ],
  ])("%s is one line naming the problem, not OpenSSL's text", async (_name, tls, line) => {
    const { port } = await listen((_req, res) => res.writeHead(204).end(), tls);
    const r = await webhook([
      "send",
      "--url",
      `https://127.0.0.1:${port}/hooks`,
      "--secret",
      SECRET,
      "--max-attempts",
      "1",
    ]);
    expect(r.code).toBe(1);
    expect(r.out[1]).toMatch(line);
    expect(r.out.join("\n")).not.toMatch(/SSL routines|openssl|:error:/i);
  });

  it("a refused connection says so", async () => {
    const closed = await new Promise<number>((resolve) => {
      // A port that was free a moment ago: listen, note it, close.
      const probe = createHttpServer().listen(0, "127.0.0.1", () => {
        const free = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(free));
      });
    });
    const r = await webhook([
      "send",
      "--url",
      `http://127.0.0.1:${closed}/hooks`,
      "--secret",
      SECRET,
      "--max-attempts",
      "1",
      "--allow-insecure-loopback",
    ]);
    expect(r.out[1]).toMatch(
      new RegExp(
        `^ {2}attempt 1: failed \\(connection refused by 127\\.0\\.0\\.1:${closed}: is the receiver running on that port\\?\\) in \\d+ ms$`,
      ),
    );
  });
});

describe("the README's CLI synopsis", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const block = /## The CLI\n\n```text\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? "";
  /** The flags on the synopsis lines of one command (a line that starts `fleetkit <command>`, and its continuations). */
  const synopsisFlags = (command: string) => {
    const chunks = block.split(/\n(?=fleetkit )/).filter((chunk) => chunk.startsWith(`fleetkit ${command} `));
    return new Set(chunks.flatMap((chunk) => chunk.replace(/#.*$/gm, "").match(/--[a-z][a-z-]*/g) ?? []));
  };
  const usageFlags = (usage: string) =>
    new Set((usage.match(/--[a-z][a-z-]*/g) ?? []).filter((flag) => flag !== "--help"));

  it.each([
    ["init", async () => (await import("../../generator/init.js")).INIT_USAGE],
    ["generate", async () => (await import("../../generator/cli.js")).GENERATE_USAGE],
    ["diff", async () => (await import("../../cli/commands/diff.js")).DIFF_USAGE],
    ["scopes", async () => (await import("../../cli/commands/scopes.js")).SCOPES_USAGE],
    ["webhook", async () => (await import("../../cli/commands/webhook.js")).WEBHOOK_USAGE],
    ["mock", async () => (await import("../../cli/commands/mock.js")).MOCK_USAGE],
    ["bundle", async () => (await import("../../cli/commands/bundle.js")).BUNDLE_USAGE],
    ["proxy", async () => (await import("../../cli/commands/proxy.js")).PROXY_USAGE],
  ])("lists exactly the flags of `fleetkit %s --help`", async (command, usage) => {
    expect([...synopsisFlags(command)].sort()).toEqual([...usageFlags(await usage())].sort());
  });
});
