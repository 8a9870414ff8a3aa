// Issue 37, item 2: `fleetkit proxy` as a process: it prints its URL (--port 0), and on SIGINT or SIGTERM writes the
// report and the overlay and prints a summary. Run from the TypeScript source with tsx (no build needed).
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { once } from "node:events";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, onTestFinished, test } from "vitest";
import { startLoopbackServer, type Script } from "../runtime/loopback-server.js";
import { tempDir } from "../support/temp-dir.js";
import { THING, THINGS_SPEC } from "./proxy-spec.js";

const TOKEN = "proxy-process-token-0123456789";

/** `fleetkit proxy …` from the source; killed when the test finishes if it is still running. */
function proxyCli(args: string[]): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, ["--import", "tsx", "cli/fleetkit.ts", "proxy", ...args]);
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await once(child, "exit");
    }
  });
  return child;
}

/** Waits for the banner; returns the proxy's URL and readers of everything printed. */
async function banner(child: ChildProcessWithoutNullStreams) {
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c) => (stdout += c));
  child.stderr.on("data", (c) => (stderr += c));
  while (!/Press Ctrl\+C/.test(stdout)) {
    const [chunk] = await Promise.race([once(child.stdout, "data"), once(child, "exit").then(() => [null])]);
    if (chunk === null) throw new Error(`fleetkit proxy exited before listening:\n${stdout}\n${stderr}`);
  }
  const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
  if (!url) throw new Error(`no URL printed:\n${stdout}`);
  return { url, stdout: () => stdout, stderr: () => stderr };
}

async function setUp(script: Script) {
  const upstream = await startLoopbackServer(script);
  onTestFinished(() => upstream.close());
  const dir = await tempDir("proxy-process");
  const spec = join(dir, "things.json");
  await writeFile(spec, JSON.stringify(THINGS_SPEC));
  const files = { report: join(dir, "report.json"), overlay: join(dir, "drift-overlay.json") };
  const child = proxyCli([
    "--spec",
    spec,
    "--upstream",
    upstream.url,
    "--allow-insecure-loopback",
    "--port",
    "0",
    "--report",
    files.report,
    "--overlay-out",
    files.overlay,
  ]);
  return { child, files, ...(await banner(child)) };
}

describe("fleetkit proxy (process)", () => {
  test("SIGINT writes the report and the overlay, prints a summary, and exits 0 for additive drift", async () => {
    const { child, files, url, stdout } = await setUp(() => ({ body: { data: [{ ...THING, color: "red" }] } }));
    const headers = { authorization: `Bearer ${TOKEN}` };
    for (let i = 0; i < 2; i++) expect((await fetch(`${url}/things`, { headers })).status).toBe(200);
    // The drift line comes once the answer has been checked, after it reached the caller.
    while (!/drift: /.test(stdout())) await once(child.stdout, "data");
    child.kill("SIGINT");
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
    expect(stdout()).toMatch(
      /fleetkit proxy stopped: 2 calls to 1 operations; 1 distinct problems \(1 additive, 0 where/,
    );
    expect(stdout().match(/^drift: /gm)).toHaveLength(1);
    const report = JSON.parse(await readFile(files.report, "utf8"));
    expect(report.operations[0]).toMatchObject({
      operationId: "listThings",
      calls: 2,
      problems: [{ pointer: "/data/*/color", kind: "undocumented", count: 2, firstSeen: { example: '"red"' } }],
    });
    const overlay = JSON.parse(await readFile(files.overlay, "utf8"));
    expect(overlay.actions).toEqual([
      expect.objectContaining({
        target: "$['components']['schemas']['Thing']",
        update: { properties: { color: { type: "string" } } },
      }),
    ]);
    expect(stdout() + JSON.stringify(report)).not.toContain(TOKEN);
  });

  test("SIGTERM too; exit 1 when the API broke its contract", async () => {
    const { child, files, url, stdout } = await setUp(() => ({ body: { data: [{ id: 1 }] } }));
    await (await fetch(`${url}/things`)).text();
    while (!/drift: /.test(stdout())) await once(child.stdout, "data");
    child.kill("SIGTERM");
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    const report = JSON.parse(await readFile(files.report, "utf8"));
    expect(report["the API broke its contract"].map((b: { pointer: string }) => b.pointer).sort()).toEqual([
      "/data/*/id",
      "/data/*/kind",
    ]);
    expect(JSON.parse(await readFile(files.overlay, "utf8")).actions).toEqual([]);
  });
});
