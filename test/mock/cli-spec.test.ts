import { spawn } from "node:child_process";
import { once } from "node:events";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { loadOpenApi } from "../../generator/input/index.js";
import { BIN, runCli } from "../cli/run-cli.js";
import { assertFreshDist } from "../support/built-dist.js";
import { mockBanner } from "../support/mock-process.js";
import { tempDir } from "../support/temp-dir.js";
import { WIDGETS_SPEC } from "./widgets-spec.js";

/** `fleetkit mock --port 0 …flags` from the built bin; stopped when the test finishes. */
function mockCli(...flags: string[]) {
  assertFreshDist();
  const child = spawn(process.execPath, [BIN, "mock", "--port", "0", ...flags]);
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
  });
  return child;
}

describe("fleetkit mock --spec", () => {
  it("serves the operations of the given spec, storing what a POST creates", async () => {
    const dir = await tempDir("mock-cli");
    const file = join(dir, "widgets.json");
    await writeFile(file, JSON.stringify(WIDGETS_SPEC));
    const { baseUrl, token, output } = await mockBanner(mockCli("--spec", file));
    expect(output()).toContain(`(serving ${file})`);
    // Not "Authorization: Bearer" whatever the spec says: its schemes may ask for an API key or basic auth.
    expect(output()).toContain("Tokens (send each as the spec's security schemes say:");
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const created = await fetch(`${baseUrl}/widgets`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Cli" }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(await (await fetch(`${baseUrl}/widgets/${id}`, { headers })).json()).toMatchObject({ id, name: "Cli" });
  });

  it("refuses a spec it cannot read with exit 2 and the message generate gives", async () => {
    const dir = await tempDir("mock-cli");
    const broken = join(dir, "broken.yaml");
    await writeFile(broken, "openapi: 3.1.0\npaths: [unclosed\n");
    const message = await loadOpenApi(broken).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(message).not.toBe("");
    const generate = await runCli(["generate", "--spec", broken, "--out", join(dir, "out")]);
    expect(generate.stderr).toContain(message);
    const child = mockCli("--spec", broken);
    let stderr = "";
    child.stderr.on("data", (c) => (stderr += c));
    const [code] = await once(child, "exit");
    expect([code, stderr]).toEqual([2, expect.stringContaining(message)]);
  });

  it("refuses --overlay without --spec", async () => {
    const child = mockCli("--overlay", "x.yaml");
    let stderr = "";
    child.stderr.on("data", (c) => (stderr += c));
    const [code] = await once(child, "exit");
    expect([code, stderr]).toEqual([2, expect.stringContaining("--overlay applies to a spec")]);
  });
});
