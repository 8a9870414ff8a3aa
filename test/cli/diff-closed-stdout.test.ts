// `fleetkit diff OLD NEW | head -1`: the reader closes standard output before the report is written. The bin drops
// the rest without a `write EPIPE` stack trace and exits with the diff's verdict (0 nothing breaks, 1 something
// breaks), so a CI step with `set -o pipefail` still fails on a breaking change and only then. Only a real process
// with a closed pipe shows this: the bin's sources run under tsx.
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempDir } from "../support/temp-dir.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

const spec = (paths: Record<string, unknown>) => ({
  openapi: "3.1.0",
  info: { title: "Fleet", version: "1" },
  paths,
});
const listTags = { get: { operationId: "listTags", responses: { "200": { description: "ok" } } } };
const listVehicles = { get: { operationId: "listVehicles", responses: { "200": { description: "ok" } } } };

/** Runs the bin with its standard output closed at once (as `| head -0` does); its exit code and standard error. */
function runWithClosedStdout(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "cli/fleetkit.ts", ...args], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.destroy();
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("fleetkit diff with a reader that stops early", () => {
  it.each([
    ["nothing breaks", spec({ "/tags": listTags }), 0],
    ["an operation removed", spec({ "/tags": listTags, "/vehicles": listVehicles }), 1],
  ])("%s: no stack trace, the verdict's exit code", async (_, oldSpec, code) => {
    const dir = await tempDir("diff-closed-stdout");
    const oldFile = join(dir, "old.json");
    const newFile = join(dir, "new.json");
    await writeFile(oldFile, JSON.stringify(oldSpec));
    await writeFile(newFile, JSON.stringify(spec({ "/tags": listTags })));
    expect(await runWithClosedStdout(["diff", oldFile, newFile])).toEqual({ code, stderr: "" });
  });
});
