// `fleetkit init --force` replaces the user's spec copy: it keeps a backup and says where, and never writes through a
// symbolic link (issue 23, defect 5).
import { readFile, readdir, readlink, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runInitCli } from "../../generator/init.js";
import { bundledSpecPath } from "../../generator/package-files.js";
import { runCommand } from "../cli/in-process.js";
import { tempDir } from "../support/temp-dir.js";

const EDITED = "openapi: 3.1.0\n# the user's edits\n";

describe("fleetkit init --force", () => {
  it("keeps the replaced spec as FILE.bak, then FILE.bak.2, and says where", async () => {
    const dir = await tempDir("init");
    const spec = join(dir, "fleet-api.yaml");
    const out = join(dir, "src", "fleet");
    await writeFile(spec, EDITED);
    const first = await runCommand(runInitCli, ["--spec", spec, "--out", out, "--force"]);
    expect(first.code).toBe(0);
    expect(first.out[0]).toBe(`Copied the bundled spec to ${spec}; your previous copy is in ${spec}.bak.`);
    expect(await readFile(`${spec}.bak`, "utf8")).toBe(EDITED);
    expect(await readFile(spec, "utf8")).toBe(await readFile(bundledSpecPath(), "utf8"));

    await writeFile(spec, `${EDITED}# again\n`);
    const second = await runCommand(runInitCli, ["--spec", spec, "--out", out, "--force"]);
    expect(second.out[0]).toBe(`Copied the bundled spec to ${spec}; your previous copy is in ${spec}.bak.2.`);
    expect(await readFile(`${spec}.bak`, "utf8")).toBe(EDITED);
    expect(await readFile(`${spec}.bak.2`, "utf8")).toBe(`${EDITED}# again\n`);
  });

  it("refuses a spec path that is a symbolic link, with or without --force, and changes nothing", async () => {
    const dir = await tempDir("init-link");
    const target = join(dir, "elsewhere.yaml");
    await writeFile(target, EDITED);
    const spec = join(dir, "fleet-api.yaml");
    await symlink(target, spec);
    for (const force of [["--force"], []]) {
      const r = await runCommand(runInitCli, ["--spec", spec, "--out", join(dir, "out"), ...force]);
      expect(r.code).toBe(2);
      expect(r.err).toEqual([
        `fleetkit init: ${spec} is a symbolic link; fleetkit never writes through one. Pass --spec with the file it points to, or remove the link.`,
      ]);
    }
    expect(await readFile(target, "utf8")).toBe(EDITED);
    expect(await readlink(spec)).toBe(target);
    expect((await readdir(dir)).sort()).toEqual(["elsewhere.yaml", "fleet-api.yaml"]);
  });

  it("never writes the backup through a symbolic link planted at FILE.bak", async () => {
    const dir = await tempDir("init-bak");
    const spec = join(dir, "fleet-api.yaml");
    const target = join(dir, "victim.txt");
    await writeFile(target, "untouched\n");
    await writeFile(spec, EDITED);
    await symlink(target, `${spec}.bak`);
    const r = await runCommand(runInitCli, ["--spec", spec, "--out", join(dir, "out"), "--force"]);
    expect(r.code).toBe(0);
    expect(r.out[0]).toBe(`Copied the bundled spec to ${spec}; your previous copy is in ${spec}.bak.2.`);
    expect(await readFile(target, "utf8")).toBe("untouched\n");
    expect(await readFile(`${spec}.bak.2`, "utf8")).toBe(EDITED);
  });
});
