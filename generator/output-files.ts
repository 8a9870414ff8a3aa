import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The output folder cannot be read or written (not a folder, no permission, …). Nothing else was changed. */
export class OutputError extends Error {
  override name = "OutputError";
}

function outputError(action: string, path: string, error: unknown): OutputError {
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === "ENOTDIR" ? "it is not a folder" : code === "EACCES" || code === "EPERM" ? "permission denied" : code === "EISDIR" ? "it is a folder" : (error as Error).message;
  return new OutputError(`cannot ${action} ${path}: ${why}; choose another --out folder`, { cause: error });
}

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
    throw outputError("read the output folder", dir, error);
  }
}

/** The first line every generated file starts with; a file without it is the user's and is never touched. */
const GENERATED_MARK = /^\/\/ Generated from .* by fleetkit's generator, do not edit\./;

/** Compares what would be written with what is on disk; writes nothing. */
export async function findDrift(outDir: string, files: Map<string, string>): Promise<OutputDrift[]> {
  const drift: OutputDrift[] = [];
  for (const [name, text] of files) {
    const current = await readFile(join(outDir, name), "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw outputError("read", join(outDir, name), error);
    });
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
  await mkdir(outDir, { recursive: true }).catch((error: unknown) => {
    throw outputError("create the output folder", outDir, error);
  });
  for (const { file, status } of drift) {
    const path = join(outDir, file);
    await (status === "orphaned" ? rm(path) : writeFile(path, files.get(file)!)).catch((error: unknown) => {
      throw outputError(status === "orphaned" ? "remove" : "write", path, error);
    });
  }
  return drift;
}
