import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * How generated files are formatted: the same settings as this repository's biome.json, so generated code reads like
 * the hand-written code (a test keeps the two equal). Passed explicitly, so a user's own Biome settings never change
 * what `generate` writes or what `--check` compares.
 */
export const FORMAT_SETTINGS = {
  formatter: { enabled: true, indentStyle: "space", indentWidth: 2, lineWidth: 120 },
  javascript: { formatter: { quoteStyle: "double", trailingCommas: "all", semicolons: "always" } },
} as const;

/** Formats every file with Biome (one process for all of them, in a temporary folder that is always removed). */
export async function formatFiles(files: Map<string, string>): Promise<Map<string, string>> {
  const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
  const dir = await mkdtemp(join(tmpdir(), "fleetkit-format-"));
  try {
    await writeFile(join(dir, "biome.json"), JSON.stringify({ files: { includes: ["*.ts"] }, ...FORMAT_SETTINGS }));
    await Promise.all([...files].map(([name, text]) => writeFile(join(dir, name), text)));
    await promisify(execFile)(process.execPath, [biome, "format", "--write", "--config-path", dir, dir], {
      cwd: dir,
    }).catch((error: { stderr?: string }) => {
      throw new Error(`formatting the generated files with Biome failed: ${error.stderr?.trim() ?? String(error)}`);
    });
    const formatted = new Map<string, string>();
    for (const name of files.keys()) formatted.set(name, await readFile(join(dir, name), "utf8"));
    return formatted;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
