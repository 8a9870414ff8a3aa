// The built `fleetkit` bin, as users run it: dispatch, usage, exit codes and signals. Each test starts a process, so
// only what needs the bin is here; the commands themselves are tested in-process in commands.test.ts and
// cli-words.test.ts.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { mockBanner } from "../support/mock-process.js";
import { BIN, runCli } from "./run-cli.js";

const SECRET = Buffer.from("fleetkit-test-secret").toString("base64");

describe("fleetkit", () => {
  it.each([["--help"], ["help"], ["-h"]])("%s prints the commands and exit codes, exit 0", async (flag) => {
    const r = await runCli([flag]);
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toMatch(/generate .*\n.*scopes .*\n.*webhook .*\n.*mock /);
    expect(r.stdout).toMatch(/Exit codes: 0 success; 1 .*2 bad usage/s);
  });

  it("prints usage on stderr and exits 2 without a command", async () => {
    expect(await runCli([])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Usage: fleetkit/) });
  });

  it("names an unknown command and exits 2", async () => {
    expect(await runCli(["frobnicate"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/unknown command "frobnicate"\nRun `fleetkit --help` for usage/),
    });
  });

  it("suggests the nearest command for a misspelt one", async () => {
    expect(await runCli(["generat"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^fleetkit: unknown command "generat"; did you mean "generate"\?\n/),
    });
  });

  it.each([
    [["generate", "--help"], /^Usage: fleetkit generate/],
    [["scopes", "--help"], /^Usage:\n {2}fleetkit scopes METHOD PATH/],
    [["webhook", "--help"], /^Usage:\n {2}fleetkit webhook sign/],
    [["webhook", "verify", "--help"], /^Usage:\n {2}fleetkit webhook sign/],
    [["mock", "--help"], /^Usage: fleetkit mock/],
  ])("%j prints that command's usage, exit 0", async (args, usage) => {
    expect(await runCli(args)).toMatchObject({ code: 0, stdout: expect.stringMatching(usage) });
  });

  it("prints the package version", async () => {
    expect((await runCli(["--version"])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe("the bin runs each command and exits with its code", () => {
  // The commands' behaviour is tested in-process (commands.test.ts, cli-words.test.ts); these check the bin's part.
  it("a UsageError is two lines on stderr naming the command, exit 2", async () => {
    expect(await runCli(["scopes", "GET"])).toMatchObject({
      code: 2,
      stdout: "",
      stderr:
        "fleetkit scopes: expected METHOD PATH, e.g. `fleetkit scopes GET /v1/fleet/vehicles/123/locations`\nRun `fleetkit scopes --help` for usage.\n",
    });
  });

  it("generate loads the generator and checks the bundled module, exit 0", async () => {
    expect(await runCli(["generate", "--check", "--spec", "spec/fleet-api.yaml", "--out", "generated"])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^generated\/ is up to date with spec\/fleet-api\.yaml/),
    });
  });

  it("generate with an unknown option prints one line and where the usage is, exit 2", async () => {
    expect(await runCli(["generate", "--bogus"])).toMatchObject({
      code: 2,
      stdout: "",
      stderr: "fleetkit generate: Unknown option '--bogus'\nRun `fleetkit generate --help` for usage.\n",
    });
  });

  it("webhook send reads the secret from FLEETKIT_WEBHOOK_SECRET, delivers, and exits 0", async () => {
    const received: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      received.push(req.headers);
      req.resume().on("end", () => res.writeHead(204).end());
    }).listen(0, "127.0.0.1");
    await once(server, "listening");
    onTestFinished(() => void server.close());
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const r = await runCli(["webhook", "send", "--url", url, "--allow-insecure-loopback"], {
      env: { FLEETKIT_WEBHOOK_SECRET: SECRET },
    });
    expect(r).toMatchObject({ code: 0, stdout: expect.stringMatching(/attempt 1: HTTP 204 in \d+ ms\ndelivered\n$/) });
    expect(received).toHaveLength(1);
  });

  it("webhook send that is not delivered exits 1", async () => {
    const server = createServer((_, res) => res.writeHead(500).end()).listen(0, "127.0.0.1");
    await once(server, "listening");
    onTestFinished(() => void server.close());
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const r = await runCli([
      "webhook",
      "send",
      "--url",
      url,
      "--secret",
      SECRET,
      "--max-attempts",
      "1",
      "--allow-insecure-loopback",
    ]);
    expect(r).toMatchObject({ code: 1, stdout: expect.stringMatching(/not delivered after 1 attempt\(s\)\n$/) });
  });
});

describe("fleetkit mock", () => {
  it("serves the API on the printed base URL with the printed tokens, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, [BIN, "mock", "--port", "0", "--seed", "7"]);
    const banner = mockBanner(child);
    try {
      const { baseUrl, token } = await banner;
      const page = await fetch(`${baseUrl}/fleet/vehicles?limit=2`, { headers: { Authorization: `Bearer ${token}` } });
      expect(page.status).toBe(200);
      expect(((await page.json()) as { data: unknown[] }).data).toHaveLength(2);
      expect((await fetch(`${baseUrl}/fleet/vehicles`)).status).toBe(401);
    } finally {
      child.kill("SIGTERM");
    }
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
    expect((await banner).output()).toMatch(/mock stopped/);
  });
});
