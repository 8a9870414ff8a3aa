import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runGenerateCli } from "../../generator/cli.js";
import { tempDir } from "../support/temp-dir.js";

/**
 * Issue 34, item 8: `generate --check` read only the files the manifest lists, so a planted `scopes.js` beside
 * `scopes.ts` (the file Node and esbuild load for `./scopes.js`) passed as up to date. Both `--check` and `generate`
 * now refuse any entry of the output folder that a generated import would load in place of, or beside, a generated
 * module, and name it.
 */
const spec = {
  openapi: "3.1.0",
  info: { title: "Tiny", version: "1" },
  paths: { "/things": { get: { operationId: "listThings", responses: { "200": { description: "ok" } } } } },
  components: { schemas: { Thing: { type: "string" } } },
};

function quietIo() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}

/** A folder generated from the tiny spec, and the CLI's exit code and words for `generate` with `args`. */
async function generatedFolder() {
  const dir = await tempDir("shadow");
  const specFile = join(dir, "spec.json");
  await writeFile(specFile, JSON.stringify(spec));
  const out = join(dir, "out");
  const cli = async (...args: string[]) => {
    const { io, out: said, err } = quietIo();
    const code = await runGenerateCli(["--spec", specFile, "--out", out, ...args], io);
    return { code, out: said.join("\n"), err: err.join("\n") };
  };
  expect((await cli()).code).toBe(0);
  return { out, cli };
}

describe("files the manifest does not list", () => {
  it("a planted scopes.js beside scopes.ts fails --check (exit 2) and generate, naming it; nothing is written", async () => {
    const { out, cli } = await generatedFolder();
    expect((await cli("--check")).code).toBe(0);
    const planted = 'export const SCOPES = ["Write Everything"];\n';
    await writeFile(join(out, "scopes.js"), planted);
    const before = await readFile(join(out, "index.ts"), "utf8");

    const check = await cli("--check");
    expect(check.code).toBe(2);
    expect(check.err).toContain(join(out, "scopes.js"));
    expect(check.err).toMatch(/not listed in .*\.fleetkit-manifest\.json .*Delete or move it/);

    await writeFile(join(out, "index.ts"), `${before}// edited\n`); // stale: generate would rewrite it
    const again = await cli();
    expect(again.code).toBe(2);
    expect(again.err).toContain(join(out, "scopes.js"));
    expect(await readFile(join(out, "scopes.js"), "utf8")).toBe(planted);
    expect(await readFile(join(out, "index.ts"), "utf8")).toBe(`${before}// edited\n`);
  });

  it("names every module-shaped stranger: other extensions, declaration files, a folder, another case", async () => {
    const { out, cli } = await generatedFolder();
    for (const name of ["validators.mjs", "operations.d.ts", "index.json", "Types.JS", "schema-types.cjs"])
      await writeFile(join(out, name), "");
    await mkdir(join(out, "operation-functions"));
    const { code, err } = await cli("--check");
    expect(code).toBe(2);
    for (const name of [
      "Types.JS",
      "index.json",
      "operation-functions",
      "operations.d.ts",
      "schema-types.cjs",
      "validators.mjs",
    ])
      expect(err).toContain(join(out, name));
  });

  it("leaves alone what no generated import loads: tests, notes, other modules of the folder", async () => {
    const { out, cli } = await generatedFolder();
    for (const name of ["index.test.ts", "README.md", "client-setup.ts", "scopes.ts.orig", ".gitignore"])
      await writeFile(join(out, name), "");
    const check = await cli("--check");
    expect(check.err).toBe("");
    expect(check.code).toBe(0);
    expect((await cli()).code).toBe(0);
    expect((await readdir(out)).filter((n) => !n.startsWith(".")).length).toBeGreaterThan(8);
  });

  it("a file the previous run wrote and this one drops (an orphan) is removed, not refused", async () => {
    const { out, cli } = await generatedFolder();
    expect((await cli("--validators", "js")).code).toBe(0);
    expect(await readdir(out)).toContain("validators-standalone.js");
    const back = await cli();
    expect(back.code).toBe(0);
    expect(await readdir(out)).not.toContain("validators-standalone.js");
  });
});
