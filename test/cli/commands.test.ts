// The commands, run in this process through their functions with a recording Io (see in-process.ts): what each
// command prints and its exit code. cli.test.ts runs the built bin for what only the bin does (dispatch, usage,
// the process's exit code, signals).
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { appendFile, readdir, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { verifyWebhook } from "../../entries/webhooks.js";
import { operations } from "../../generated/index.js";
import { tempDir } from "../support/temp-dir.js";
import { runFleetkit } from "./in-process.js";

const SECRET = Buffer.from("fleetkit-test-secret").toString("base64");
const PING = '{"eventId":"evt-1","eventMs":1700000000123,"eventType":"Ping","event":{"text":"Ping"}}';

/** Sets an environment variable for the running test only. */
function withEnv(name: string, value: string): void {
  const before = process.env[name];
  process.env[name] = value;
  onTestFinished(() => {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  });
}

describe("fleetkit generate", () => {
  it("--check exits 1 and names the one stale file", async () => {
    const out = await tempDir("cli-gen");
    const args = ["--spec", "spec/fleet-api.yaml", "--out", out];
    expect((await runFleetkit(["generate", ...args])).code).toBe(0);
    // Edited below the generated header: still the generator's file, now out of date.
    await appendFile(join(out, "scopes.ts"), "// edited\n");
    const r = await runFleetkit(["generate", "--check", ...args]);
    expect(r.code).toBe(1);
    expect(r.stderr.split("\n").filter((line) => line.startsWith("  "))).toEqual([`  stale: ${out}/scopes.ts`]);
  });

  it("exits 2 with a clear message when --out is a file, before rendering anything", async () => {
    expect(await runFleetkit(["generate", "--spec", "spec/fleet-api.yaml", "--out", "package.json"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "cannot use package.json as the output folder: it is a file; choose another --out folder\n",
    });
  });

  it("writes a fresh output folder", async () => {
    const out = join(await tempDir("cli-gen"), "client");
    const r = await runFleetkit(["generate", "--spec", "spec/fleet-api.yaml", "--out", out]);
    const files = (await readdir("generated")).filter((file) => file.endsWith(".ts")).length;
    expect(r).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(new RegExp(`^Generated ${files} files in \\d+ ms`)),
    });
    expect((await readdir(out)).sort()).toEqual((await readdir("generated")).sort());
  });

  it("exits 2 with the JSON pointer of a spec error", async () => {
    const dir = await tempDir("cli-spec");
    const spec = readFileSync("spec/fleet-api.yaml", "utf8").replace(
      "operationId: v1GetTags\n",
      "operationId: v1GetAddresses\n",
    );
    await writeFile(join(dir, "spec.yaml"), spec);
    const r = await runFleetkit(["generate", "--spec", join(dir, "spec.yaml"), "--out", join(dir, "out")]);
    expect(r).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(
        /#\/paths\/~1v1~1tags\/get\/operationId \(.*spec\.yaml:\d+\): duplicate operationId/,
      ),
    });
  });

  it("exits 2 for a spec file that does not exist and for an unknown option", async () => {
    expect(await runFleetkit(["generate", "--spec", "nope.yaml"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/cannot read the spec at nope\.yaml/),
    });
    expect(await runFleetkit(["generate", "--chek"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Unknown option '--chek'/),
    });
  });
});

describe("fleetkit scopes", () => {
  it.each([
    [["GET", "/v1/fleet/drivers/summary"], "Read Drivers\nRead ELD Hours of Service (US)\n"],
    [["POST", "v1/fleet/drivers/summary"], "Write Drivers\nWrite ELD Hours of Service (US)\n"],
    [["GET", "/v1/fleet/vehicles/locations"], "Read Vehicle Statistics\n"],
    [["get", "/v1/fleet/vehicles/123"], "Read Vehicles\n"],
    [["PATCH", "/v1/fleet/vehicles/{vehicle_id}"], "Write Vehicles\n"],
  ])("%j prints %j", async (args, out) => {
    expect(await runFleetkit(["scopes", ...args])).toMatchObject({ code: 0, stdout: out });
  });

  it("says when the spec does not state the scopes (unknown, never none)", async () => {
    const r = await runFleetkit(["scopes", "GET", "/v1/fleet/trailers/assignments"]);
    expect(r).toMatchObject({
      code: 0,
      stdout:
        "unknown: the spec does not state the scopes of GET /v1/fleet/trailers/assignments (v1GetTrailersAssignments)\n",
    });
  });

  it("exits 2 for an operation the spec does not have", async () => {
    const r = await runFleetkit(["scopes", "DELETE", "/v1/fleet/vehicles/locations"]);
    expect(r).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/DELETE \/v1\/fleet\/vehicles\/locations is not an operation/),
    });
  });

  it("exits 2 when METHOD PATH is incomplete", async () => {
    expect(await runFleetkit(["scopes", "GET"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/expected METHOD PATH/),
    });
  });

  it("--json lists every operation with its scopes, null where undocumented", async () => {
    const r = await runFleetkit(["scopes", "--json"]);
    const rows = JSON.parse(r.stdout) as {
      operationId: string;
      method: string;
      path: string;
      scopes: string[] | null;
    }[];
    expect(rows.map((row) => row.operationId)).toEqual(Object.keys(operations));
    expect(rows).toContainEqual({
      operationId: "listVehicles",
      method: "GET",
      path: "/vehicles",
      scopes: ["Read Vehicles"],
    });
    expect(rows).toContainEqual({
      operationId: "v1GetTrailersAssignments",
      method: "GET",
      path: "/v1/fleet/trailers/assignments",
      scopes: null,
    });
  });

  it("--for prints the least token and what is outside the defaults", async () => {
    const r = await runFleetkit(["scopes", "--for", "v1GetHosLogs", "GET /v1/tags", "listFleetVehicles"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Read ELD Hours of Service (US)\nRead Tags\n");
    expect(r.stderr).toMatch(/not in a new token's default scopes.*: Read ELD Hours of Service \(US\)/);
    expect(r.stderr).toMatch(/scopes unknown .*: listFleetVehicles$/m);
  });

  it("--for --json prints the plan as JSON", async () => {
    const r = await runFleetkit(["scopes", "--for", "--json", "v1GetHosLogs", "listFleetVehicles"]);
    expect(JSON.parse(r.stdout)).toEqual({
      scopes: ["Read ELD Hours of Service (US)"],
      outsideDefaults: ["Read ELD Hours of Service (US)"],
      undocumented: ["listFleetVehicles"],
    });
  });

  it("--json with METHOD PATH exits 2", async () => {
    expect(await runFleetkit(["scopes", "--json", "GET", "/v1/tags"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--json lists every operation and takes no METHOD PATH/),
    });
  });

  it("--for exits 2 for an unknown operationId", async () => {
    expect(await runFleetkit(["scopes", "--for", "listEverything"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/"listEverything" is not an operationId/),
    });
  });
});

describe("fleetkit webhook", () => {
  it("sign prints both headers for a body on stdin, and verify accepts them", async () => {
    const signed = await runFleetkit(["webhook", "sign", "--secret", SECRET, "--timestamp", "1700000000"], {
      stdin: PING,
    });
    expect(signed.code).toBe(0);
    const signature = /^X-Service-Signature: (v1=[0-9a-f]{64})$/m.exec(signed.stdout)?.[1];
    expect(signed.stdout).toMatch(/^X-Service-Timestamp: 1700000000$/m);
    expect(signature).toBeDefined();
    const verified = await runFleetkit(
      [
        "webhook",
        "verify",
        "--secret",
        SECRET,
        "--timestamp",
        "1700000000",
        "--signature",
        signature!,
        "--tolerance",
        "0",
      ],
      { stdin: PING },
    );
    expect(verified).toMatchObject({ code: 0, stdout: "valid: Ping notification evt-1\n" });
  });

  it("verify exits 1 with the reason for a tampered body", async () => {
    const signed = await runFleetkit(["webhook", "sign", "--secret", SECRET, "--timestamp", "1700000000"], {
      stdin: PING,
    });
    const signature = /v1=[0-9a-f]{64}/.exec(signed.stdout)![0];
    const r = await runFleetkit(
      [
        "webhook",
        "verify",
        "--secret",
        SECRET,
        "--timestamp",
        "1700000000",
        "--signature",
        signature,
        "--tolerance",
        "0",
      ],
      { stdin: PING.replace("evt-1", "evt-2") },
    );
    expect(r).toMatchObject({ code: 1, stderr: expect.stringMatching(/^invalid \(signature_mismatch\)/) });
  });

  it("verify exits 1 for a stale timestamp under the default tolerance", async () => {
    const signed = await runFleetkit(["webhook", "sign", "--secret", SECRET, "--timestamp", "1700000000"], {
      stdin: PING,
    });
    const signature = /v1=[0-9a-f]{64}/.exec(signed.stdout)![0];
    const r = await runFleetkit(
      ["webhook", "verify", "--secret", SECRET, "--timestamp", "1700000000", "--signature", signature],
      { stdin: PING },
    );
    expect(r).toMatchObject({ code: 1, stderr: expect.stringMatching(/timestamp_out_of_tolerance/) });
  });

  it("reads the body from a file and the secret from FLEETKIT_WEBHOOK_SECRET", async () => {
    const file = join(await tempDir("cli-body"), "ping.json");
    await writeFile(file, PING);
    withEnv("FLEETKIT_WEBHOOK_SECRET", SECRET);
    const r = await runFleetkit(["webhook", "sign", "--timestamp", "1700000000", file]);
    const fromStdin = await runFleetkit(["webhook", "sign", "--secret", SECRET, "--timestamp", "1700000000", "-"], {
      stdin: PING,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(fromStdin.stdout);
  });

  it.each([
    [["webhook", "sign", "--timestamp", "1"], /--secret is required/],
    [["webhook", "sign", "--secret", "not-base64!"], /Base64/],
    [["webhook", "sign", "--secret", "c2VjcmV0\n"], /whitespace/],
    [["webhook", "sign", "--secret", SECRET, "/no/such/file"], /cannot read the body file \/no\/such\/file: ENOENT/],
    [
      ["webhook", "verify", "--secret", SECRET, "--timestamp", "1", "--signature", "v1=ab", "--tolerance", "soon"],
      /--tolerance must be a whole number/,
    ],
    [["webhook", "send", "--secret", SECRET], /--url is required/],
    [["webhook", "send", "--url", "http://hooks.example/x", "--secret", SECRET], /https/i],
    [
      ["webhook", "send", "--url", "https://hooks.example/x", "--secret", SECRET, "--type", "speeding"],
      /--type must be ping or alert/,
    ],
    [
      ["webhook", "send", "--url", "https://hooks.example/x", "--secret", SECRET, "--header", "novalue"],
      /--header must be NAME:VALUE/,
    ],
    [["webhook", "rotate"], /unknown webhook command "rotate"/],
    [["webhook", "verify", "--secret", SECRET, "--signature", "v1=ab"], /--timestamp is required/],
    [["webhook", "verify", "--secret", SECRET, "--timestamp", "1"], /--signature is required/],
    [["webhook", "sign", "--secret", SECRET, "a.json", "b.json"], /unexpected argument "b\.json"/],
    [
      ["webhook", "send", "--url", "https://hooks.example/x", "--secret", SECRET, "--max-attempts", "6"],
      /--max-attempts must be a whole number from 1 to 5/,
    ],
    [["webhook"], /^Usage:/],
  ])("%j exits 2 saying what to fix", async (args, message) => {
    const r = await runFleetkit(args, { stdin: PING });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  // A receiver that never answers 2xx: cli-words.test.ts (each attempt's line, exit 1) and cli.test.ts (the bin).
  it("send delivers a signed Alert to a local receiver, with custom headers, and prints the attempt", async () => {
    const received: { req: IncomingMessage; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req
        .on("data", (c) => (body += c))
        .on("end", () => {
          received.push({ req, body });
          res.writeHead(204).end();
        });
    }).listen(0, "127.0.0.1");
    await once(server, "listening");
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    try {
      const r = await runFleetkit([
        "webhook",
        "send",
        "--url",
        url,
        "--secret",
        SECRET,
        "--type",
        "alert",
        "--header",
        "X-Team: ops",
        "--allow-insecure-loopback",
      ]);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/attempt 1: HTTP 204/);
      expect(r.stdout).toMatch(/^delivered$/m);
      expect(received).toHaveLength(1);
      const { req, body } = received[0]!;
      expect(req.headers["x-team"]).toBe("ops");
      const notification = verifyWebhook({ secret: SECRET, headers: req.headers, body });
      expect(notification.eventType).toBe("Alert");
    } finally {
      server.close();
    }
  });
});

describe("fleetkit mock", () => {
  it("refuses a host that is not loopback unless --allow-remote is given", async () => {
    expect(await runFleetkit(["mock", "--host", "0.0.0.0"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--host 0\.0\.0\.0 is not a loopback address.*--allow-remote/),
    });
  });

  it("exits 2 naming the port when it is in use", async () => {
    const server = createServer().listen(0, "127.0.0.1");
    await once(server, "listening");
    const port = (server.address() as AddressInfo).port;
    try {
      expect(await runFleetkit(["mock", "--port", String(port)])).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`)),
      });
    } finally {
      server.close();
    }
  });

  it("exits 2 for a bad port", async () => {
    expect(await runFleetkit(["mock", "--port", "99999"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--port must be a whole number from 0 to 65535/),
    });
  });
});
