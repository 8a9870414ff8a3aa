import { type ChildProcess, execFile } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * How generated files are formatted: the same settings as this repository's biome.json, so generated code reads like
 * the hand-written code (a test keeps the two equal). Passed explicitly, so a user's own Biome settings never change
 * what `generate` writes or what `--check` compares.
 */
export const FORMAT_SETTINGS = {
  formatter: { enabled: true, indentStyle: "space", indentWidth: 2, lineWidth: 120 },
  javascript: { formatter: { quoteStyle: "double", trailingCommas: "all", semicolons: "always" } },
} as const;

/**
 * How to run Biome: its platform binary itself where it is installed, as `@biomejs/biome`'s own launcher finds it (the
 * launcher is a Node.js process that runs `ldd --version` and then the binary: about 70 ms of CPU on every
 * `generate`); else the launcher with this Node.js. `BIOME_BINARY` is honoured as the launcher honours it.
 */
export function biomeCommand(): { file: string; args: string[] } {
  const launcher = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
  const { platform, arch } = process;
  // A musl system (Alpine) has its dynamic loader in /lib (a glibc system that has it too takes the launcher where no
  // musl package is installed).
  const musl = platform === "linux" && safeList("/lib").some((name) => name.startsWith("ld-musl-"));
  const binary =
    process.env.BIOME_BINARY ||
    `@biomejs/cli-${platform}-${arch}${musl ? "-musl" : ""}/biome${platform === "win32" ? ".exe" : ""}`;
  try {
    return { file: createRequire(launcher).resolve(binary), args: [] };
  } catch {
    return { file: process.execPath, args: [launcher] };
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The temporary folders `formatFiles` is using, with the Biome process working in each (for `stopFormatting`). */
const working = new Map<string, ChildProcess | undefined>();

/** Formats every file with Biome (one process for all of them, in a temporary folder that is always removed). */
export async function formatFiles(files: Map<string, string>): Promise<Map<string, string>> {
  const biome = biomeCommand();
  const dir = await mkdtemp(join(tmpdir(), "fleetkit-format-"));
  working.set(dir, undefined);
  try {
    await writeFile(join(dir, "biome.json"), JSON.stringify({ files: { includes: ["*.ts"] }, ...FORMAT_SETTINGS }));
    await Promise.all([...files].map(([name, text]) => writeFile(join(dir, name), text)));
    await new Promise<void>((resolve, reject) => {
      const child = execFile(
        biome.file,
        [...biome.args, "format", "--write", "--config-path", dir, dir],
        { cwd: dir },
        (error, _stdout, stderr) =>
          error
            ? reject(new Error(`formatting the generated files with Biome failed: ${stderr?.trim() || String(error)}`))
            : resolve(),
      );
      working.set(dir, child);
    });
    const formatted = new Map<string, string>();
    for (const name of files.keys()) formatted.set(name, await readFile(join(dir, name), "utf8"));
    return formatted;
  } finally {
    working.delete(dir);
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Stops any Biome process `formatFiles` started and removes its temporary folders, at once (synchronously): for a
 * command stopped by SIGINT or SIGTERM, which ends before any `finally` runs.
 */
export function stopFormatting(): void {
  for (const [dir, child] of working) {
    child?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  working.clear();
}
