import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";

const run = promisify(execFile);
const HEADER = "// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit.";

async function filesIn(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir)).sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(join(dir, n), "utf8")] as const)));
}

describe("generated output", () => {
  let first: Record<string, string>;
  beforeAll(async () => {
    const out = await mkdtemp(join(tmpdir(), "fleetkit-gen-a-"));
    await generate({ spec: "spec/fleet-api.yaml", out });
    first = await filesIn(out);
  });

  it("is byte-identical across runs", async () => {
    const out = await mkdtemp(join(tmpdir(), "fleetkit-gen-b-"));
    await generate({ spec: "spec/fleet-api.yaml", out });
    expect(await filesIn(out)).toEqual(first);
  });

  it("is the same from any working folder (the header names the spec relative to the output's parent)", async () => {
    const { stdout } = await run("npx", ["tsx", "../generator/cli.ts", "--spec", "../spec/fleet-api.yaml", "--out", ".", "--check"], { cwd: "generated" });
    expect(stdout).toMatch(/is up to date/);
  });

  it("matches what is committed in generated/", async () => {
    expect(await filesIn("generated")).toEqual(first);
  });

  it("starts every file with the do-not-edit header", () => {
    for (const [name, text] of Object.entries(first)) expect(text.startsWith(HEADER), name).toBe(true);
  });

  it("emits types, operation metadata, scopes and validators", () => {
    expect(Object.keys(first)).toEqual(["operations.ts", "schema-types.ts", "scopes.ts", "types.ts", "validators-standalone.ts", "validators.ts"]);
    expect(first["types.ts"]).toMatch(/export interface paths \{/);
    expect(first["types.ts"]).toMatch(/export interface webhooks \{/);
    expect(first["operations.ts"]).toMatch(/v1GetDriversSummary: \{ operationId: "v1GetDriversSummary", method: "get", path: "\/v1\/fleet\/drivers\/summary", scopes: \["Read Drivers","Read ELD Hours of Service \(US\)"\]/);
    expect(first["scopes.ts"]).toMatch(/export const DEFAULT_READ_SCOPES = \[/);
  });

  it("defines the require() that ajv's standalone code calls (it must load under plain Node ESM)", () => {
    expect(first["validators-standalone.ts"]).toMatch(/^const require = createRequire\(import\.meta\.url\);$/m);
  });
});

describe("generate --check", () => {
  it("names each stale, missing and orphaned file and writes nothing", async () => {
    const out = await mkdtemp(join(tmpdir(), "fleetkit-check-"));
    await cp("generated", out, { recursive: true });
    await writeFile(join(out, "scopes.ts"), "// edited by hand\n");
    await rm(join(out, "types.ts"));
    await writeFile(join(out, "old-client.ts"), `${HEADER}\nexport {};\n`);
    await writeFile(join(out, "index.ts"), "// the user's own file\nexport * from \"./types.js\";\n");
    const before = await filesIn(out);

    const { drift } = await generate({ spec: "spec/fleet-api.yaml", out, check: true });
    expect(drift).toEqual([
      { file: "old-client.ts", status: "orphaned" },
      { file: "scopes.ts", status: "stale" },
      { file: "types.ts", status: "missing" },
    ]);
    expect(await filesIn(out)).toEqual(before);
  });

  it("exits 1 from the command line and lists the drift; exits 0 when up to date", async () => {
    const out = await mkdtemp(join(tmpdir(), "fleetkit-check-cli-"));
    await cp("generated", out, { recursive: true });
    const ok = await run("npx", ["tsx", "generator/cli.ts", "--check", "--out", out]);
    expect(ok.stdout).toMatch(/is up to date/);
    await writeFile(join(out, "operations.ts"), "// stale\n");
    const failed = await run("npx", ["tsx", "generator/cli.ts", "--check", "--out", out]).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toMatch(/stale: .*operations\.ts/);
  });

  it("exits 2 with a clear message when --out is not a folder", async () => {
    const failed = await run("npx", ["tsx", "generator/cli.ts", "--out", "package.json"]).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 2, stderr: expect.stringMatching(/cannot read package\.json\/\S+: it is not a folder; choose another --out folder/) });
  });

  it("regenerating removes orphaned generated files and restores stale ones, and leaves the user's files alone", async () => {
    const out = await mkdtemp(join(tmpdir(), "fleetkit-regen-"));
    await cp("generated", out, { recursive: true });
    await writeFile(join(out, "scopes.ts"), "// edited by hand\n");
    await writeFile(join(out, "old-client.ts"), `${HEADER}\nexport {};\n`);
    await writeFile(join(out, "index.ts"), "// the user's own file\n");
    const { drift } = await generate({ spec: "spec/fleet-api.yaml", out });
    expect(drift.map((d) => d.file)).toEqual(["old-client.ts", "scopes.ts"]);
    expect(await filesIn(out)).toEqual({ ...(await filesIn("generated")), "index.ts": "// the user's own file\n" });
  });
});
