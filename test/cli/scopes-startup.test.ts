// What `fleetkit scopes` loads at start-up, counted in a fresh process (the unit project shares one module cache, so
// only a new process can tell): the bin's sources under tsx, with module hooks recording every module as it loads.
// Without --spec it reads the bundled spec's two metadata files, never the generated module's index (its validators,
// operation functions and the client), nor any generator tool.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { tempDir } from "../support/temp-dir.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const RECORDER = fileURLToPath(new URL("./fixtures/module-loads/register.mjs", import.meta.url));

/** Runs `fleetkit ...args` from source; its output and every module it loaded, relative to the repository. */
async function loadsOf(args: string[]): Promise<{ stdout: string; modules: string[] }> {
  const file = join(await tempDir("module-loads"), "loads.txt");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "--import", RECORDER, "cli/fleetkit.ts", ...args],
    { cwd: ROOT, env: { ...process.env, FLEETKIT_MODULE_LOADS: file }, timeout: 20_000 },
  );
  const urls = (await readFile(file, "utf8")).split("\n").filter((url) => url.startsWith("file:"));
  return { stdout, modules: urls.map((url) => fileURLToPath(url).slice(ROOT.length)) };
}

describe("fleetkit scopes start-up", () => {
  it.each([
    [["scopes", "GET", "/v1/tags"], "Read Tags\n"],
    [["scopes", "--for", "listVehicles", "GET /v1/tags"], "Read Tags\nRead Vehicles\n"],
  ])("%j loads the bundled spec's metadata, not the generated module", async (args, out) => {
    const { stdout, modules } = await loadsOf(args);
    expect(stdout).toBe(out);
    expect(modules).toEqual(expect.arrayContaining(["generated/operations.ts", "generated/scopes.ts"]));
    expect(modules.filter((m) => m.startsWith("generated/")).sort()).toEqual([
      "generated/operations.ts",
      "generated/scopes.ts",
    ]);
    // No generator module but the one that reads fleetkit's package.json (the bin's --version needs it too), no
    // client, no validators, no package (yaml, ajv, openapi-fetch…): tsx's own modules aside.
    expect(modules.filter((m) => m.startsWith("generator/") && m !== "generator/package-files.ts")).toEqual([]);
    expect(modules.filter((m) => /^runtime\/(index|client|validation\/)/.test(m))).toEqual([]);
    expect(modules.filter((m) => m.includes("node_modules/") && !m.includes("node_modules/tsx/"))).toEqual([]);
  });
});
