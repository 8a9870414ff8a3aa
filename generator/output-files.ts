import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type FileStatus = "stale" | "missing" | "orphaned";

export interface OutputDrift {
  file: string;
  status: FileStatus;
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The first line every generated file starts with; a file without it is the user's and is never touched. */
const GENERATED_MARK = /^\/\/ Generated from .* by fleetkit's generator, do not edit\./;

/** Compares what would be written with what is on disk; writes nothing. */
export async function findDrift(outDir: string, files: Map<string, string>): Promise<OutputDrift[]> {
  const drift: OutputDrift[] = [];
  for (const [name, text] of files) {
    const current = await readFile(join(outDir, name), "utf8").catch(() => undefined);
    if (current === undefined) drift.push({ file: name, status: "missing" });
    else if (current !== text) drift.push({ file: name, status: "stale" });
  }
  for (const name of await listFiles(outDir)) {
    if (files.has(name)) continue;
    const text = await readFile(join(outDir, name), "utf8").catch(() => "");
    if (GENERATED_MARK.test(text)) drift.push({ file: name, status: "orphaned" });
  }
  return drift.sort((a, b) => a.file.localeCompare(b.file));
}

/** Writes the files that changed and removes files the spec no longer produces. */
export async function writeOutput(outDir: string, files: Map<string, string>): Promise<OutputDrift[]> {
  const drift = await findDrift(outDir, files);
  await mkdir(outDir, { recursive: true });
  for (const { file, status } of drift) {
    if (status === "orphaned") await rm(join(outDir, file));
    else await writeFile(join(outDir, file), files.get(file)!);
  }
  return drift;
}
