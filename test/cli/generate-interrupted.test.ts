import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmod, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { assertFreshDist } from "../support/built-dist.js";
import { tempDir } from "../support/temp-dir.js";
import { BIN } from "./run-cli.js";

/**
 * `fleetkit generate` stopped by Ctrl+C or a service manager (SIGINT, SIGTERM) while Biome formats its files: the
 * signal's default handling ended the process before any `finally`, leaving a `fleetkit-format-*` folder in the temp
 * folder each time (seen after stopping a sweep of published specs). Biome here is a stand-in that never finishes
 * (`BIOME_BINARY`, which fleetkit honours as Biome's launcher does), so the signal always arrives mid-format.
 */
async function formatFolders(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.startsWith("fleetkit-format-"));
}

/** Whether a process is still running. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("generate stopped by a signal while formatting", () => {
  it.each([
    ["SIGTERM", 143],
    ["SIGINT", 130],
  ] as const)(
    "%s: exits %i, its temporary folder removed and its Biome process stopped",
    async (signal, code) => {
      assertFreshDist();
      const dir = await tempDir("interrupted");
      const tmp = join(dir, "tmp");
      await mkdir(tmp);
      const biome = join(dir, "biome.sh");
      await writeFile(biome, `#!/bin/sh\necho $$ > "${join(dir, "biome.pid")}"\nexec sleep 600\n`);
      await chmod(biome, 0o755);
      const spec = { openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {} };
      await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
      const child = spawn(
        process.execPath,
        [BIN, "generate", "--spec", join(dir, "spec.json"), "--out", join(dir, "out"), "--quiet"],
        { env: { ...process.env, TMPDIR: tmp, BIOME_BINARY: biome }, stdio: "ignore" },
      );
      const exited = once(child, "exit");
      try {
        // The event this waits for: the stand-in Biome running in its folder (it never ends by itself).
        let pid: number | undefined;
        while (pid === undefined) {
          pid = Number(await readFile(join(dir, "biome.pid"), "utf8").catch(() => "")) || undefined;
          if (pid === undefined) await sleep(20);
        }
        expect(await formatFolders(tmp)).toHaveLength(1);
        child.kill(signal);
        const [exitCode] = await exited;
        expect(exitCode).toBe(code);
        expect(await formatFolders(tmp)).toEqual([]);
        while (alive(pid)) await sleep(20); // stopped: a Biome left running would hold this test to its timeout
      } finally {
        child.kill("SIGKILL");
        const pid = Number(await readFile(join(dir, "biome.pid"), "utf8").catch(() => ""));
        if (pid > 0 && alive(pid)) process.kill(pid, "SIGKILL");
      }
    },
    60_000,
  );
});
