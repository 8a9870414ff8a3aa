// What the generator may remove or write in an output folder (issue 23, defect 5): only the files its own previous
// run wrote for this spec (the manifest), never through a symbolic link. writeOutput and findDrift are driven with a
// small set of files (rendering the whole spec is output.test.ts's job); one test runs the whole generator.
import { lstat, mkdir, readdir, readFile, readlink, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MANIFEST_FILE, OutputError, findDrift, writeOutput } from "../../generator/output-files.js";
import { generate } from "../../generator/index.js";
import { tempDir } from "../support/temp-dir.js";

const header = (spec: string) =>
  `// Generated from ${spec} by fleetkit's generator, do not edit. Regenerate with \`npx fleetkit generate --spec ${spec} --out out\`.\n`;
const OURS = header("fleet-api.yaml");
const THEIRS = header("other-api.yaml");

/** What one run of the generator for fleet-api.yaml produces: two files. */
const files = (version = "1") =>
  new Map([
    ["index.ts", `${OURS}\nexport const version = ${version};\n`],
    ["types.ts", `${OURS}\nexport type T = string;\n`],
  ]);

async function folder(): Promise<string> {
  const out = join(await tempDir("own"), "out");
  await mkdir(out);
  return out;
}

const ls = async (dir: string) => (await readdir(dir)).sort();

async function errorOf(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutputError);
  return error as Error;
}

describe("the output manifest", () => {
  it("is written with the files and the spec, and is the same bytes on every run", async () => {
    const out = await folder();
    const drift = await writeOutput(out, files());
    expect(drift.map((d) => d.file)).toEqual([MANIFEST_FILE, "index.ts", "types.ts"]);
    const manifest = await readFile(join(out, MANIFEST_FILE), "utf8");
    expect(JSON.parse(manifest)).toMatchObject({ spec: "fleet-api.yaml", files: ["index.ts", "types.ts"] });
    expect(await writeOutput(out, files())).toEqual([]);
    expect(await readFile(join(out, MANIFEST_FILE), "utf8")).toBe(manifest);
  });

  it("removes a file the previous run wrote and this one does not", async () => {
    const out = await folder();
    await writeOutput(out, new Map([...files(), ["old-client.ts", `${OURS}\nexport {};\n`]]));
    expect(await findDrift(out, files())).toEqual([
      { file: MANIFEST_FILE, status: "stale" },
      { file: "old-client.ts", status: "orphaned" },
    ]);
    await writeOutput(out, files());
    expect(await ls(out)).toEqual([MANIFEST_FILE, "index.ts", "types.ts"]);
  });

  it("leaves generated files it did not write: another spec's, or this spec's written by someone else", async () => {
    const out = await folder();
    await writeOutput(out, files());
    await writeFile(join(out, "their-client.ts"), `${THEIRS}\nexport {};\n`);
    await writeFile(join(out, "copied.ts"), `${OURS}\nexport {};\n`);
    expect(await findDrift(out, files("2"))).toEqual([{ file: "index.ts", status: "stale" }]);
    await writeOutput(out, files("2"));
    expect(await ls(out)).toEqual([MANIFEST_FILE, "copied.ts", "index.ts", "their-client.ts", "types.ts"]);
  });

  it("in a folder from before manifests, removes only orphans whose header names the same spec", async () => {
    const out = await folder();
    for (const [name, text] of files()) await writeFile(join(out, name), text);
    await writeFile(join(out, "old-client.ts"), `${OURS}\nexport {};\n`);
    await writeFile(join(out, "their-client.ts"), `${THEIRS}\nexport {};\n`);
    await writeFile(join(out, "notes.ts"), "// the user's own\n");
    expect(await findDrift(out, files())).toEqual([
      { file: MANIFEST_FILE, status: "missing" },
      { file: "old-client.ts", status: "orphaned" },
    ]);
    await writeOutput(out, files());
    expect(await ls(out)).toEqual([MANIFEST_FILE, "index.ts", "notes.ts", "their-client.ts", "types.ts"]);
  });

  it("never removes what a manifest names outside the folder or without the generated header", async () => {
    const out = await folder();
    await writeOutput(out, files());
    await writeFile(join(out, "mine.ts"), "// the user's own, under a name the manifest lists\n");
    const manifest = JSON.parse(await readFile(join(out, MANIFEST_FILE), "utf8"));
    await writeFile(join(out, MANIFEST_FILE), JSON.stringify({ ...manifest, files: [...manifest.files, "mine.ts"] }));
    await writeOutput(out, files());
    expect(await ls(out)).toContain("mine.ts");

    await writeFile(join(out, MANIFEST_FILE), JSON.stringify({ ...manifest, files: ["../outside.ts"] }));
    const error = await errorOf(writeOutput(out, files()));
    expect(error.message).toContain(join(out, MANIFEST_FILE));
    expect(error.message).toMatch(/"\.\.\/outside\.ts" is not a file name in the output folder/);
  });

  it("refuses a manifest that is not JSON, naming it", async () => {
    const out = await folder();
    await writeFile(join(out, MANIFEST_FILE), "{ not json");
    const error = await errorOf(findDrift(out, files()));
    expect(error.message).toMatch(/^cannot use .*\.fleetkit-manifest\.json: it is not a manifest fleetkit wrote/);
  });

  it("--check compares the manifest and writes nothing", async () => {
    const out = await folder();
    for (const [name, text] of files()) await writeFile(join(out, name), text);
    expect(await findDrift(out, files())).toEqual([{ file: MANIFEST_FILE, status: "missing" }]);
    expect(await ls(out)).toEqual(["index.ts", "types.ts"]);
  });
});

describe("symbolic links in the output folder", () => {
  it("are refused for a file it would write: nothing is written, through the link or beside it", async () => {
    const dir = await tempDir("own-link");
    const out = join(dir, "out");
    await mkdir(out);
    const outside = join(dir, "outside.ts");
    await writeFile(outside, "// outside the output folder\n");
    await symlink(outside, join(out, "types.ts"));
    for (const run of [writeOutput, findDrift]) {
      const error = await errorOf(run(out, files()));
      expect(error.message).toBe(
        `cannot write ${join(out, "types.ts")}: it is a symbolic link; fleetkit never writes through one. Remove it or choose another --out folder. Nothing was written.`,
      );
    }
    expect(await readFile(outside, "utf8")).toBe("// outside the output folder\n");
    expect(await ls(out)).toEqual(["types.ts"]);
  });

  it("are refused for a file it would remove", async () => {
    const dir = await tempDir("own-link");
    const out = join(dir, "out");
    await mkdir(out);
    await writeOutput(out, new Map([...files(), ["old-client.ts", `${OURS}\nexport {};\n`]]));
    await writeFile(join(dir, "target.ts"), `${OURS}\n`);
    await rm(join(out, "old-client.ts"));
    await symlink(join(dir, "target.ts"), join(out, "old-client.ts"));
    const error = await errorOf(writeOutput(out, files()));
    expect(error.message).toMatch(/^cannot remove .*old-client\.ts: it is a symbolic link/);
    expect(await readlink(join(out, "old-client.ts"))).toBe(join(dir, "target.ts"));
  });

  it("are refused for the manifest and for the output folder itself", async () => {
    const dir = await tempDir("own-link");
    const out = join(dir, "out");
    await mkdir(out);
    await writeFile(join(dir, "elsewhere.json"), "{}");
    await symlink(join(dir, "elsewhere.json"), join(out, MANIFEST_FILE));
    expect((await errorOf(writeOutput(out, files()))).message).toMatch(
      /^cannot write .*manifest\.json: it is a symbolic link/,
    );
    expect(await readFile(join(dir, "elsewhere.json"), "utf8")).toBe("{}");

    const real = join(dir, "real");
    await mkdir(real);
    await symlink(real, join(dir, "linked"));
    const error = await errorOf(generate({ spec: "spec/fleet-api.yaml", out: join(dir, "linked") }));
    expect(error.message).toBe(
      `cannot use ${join(dir, "linked")} as the output folder: it is a symbolic link; choose the folder it points to or another --out folder`,
    );
    expect(await readdir(real)).toEqual([]);
    expect((await lstat(join(dir, "linked"))).isSymbolicLink()).toBe(true);
  });
});

describe("generate --out . beside another tool's files", () => {
  it("keeps another spec's generated file and removes nothing it did not write", async () => {
    const out = await tempDir("own-dot");
    const foreign = `${THEIRS}\nexport const theirs = 1;\n`;
    await writeFile(join(out, "their-client.ts"), foreign);
    const { drift } = await generate({ spec: "spec/fleet-api.yaml", out });
    expect(drift.filter((d) => d.status === "orphaned")).toEqual([]);
    expect(await readFile(join(out, "their-client.ts"), "utf8")).toBe(foreign);
    expect(await generate({ spec: "spec/fleet-api.yaml", out, check: true })).toMatchObject({ drift: [] });
  });
});
