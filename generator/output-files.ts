import { constants } from "node:fs";
import { lstat, mkdir, open, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The output folder cannot be read or written (not a folder, no permission, …). Nothing else was changed. */
export class OutputError extends Error {
  override name = "OutputError";
}

function outputError(action: string, path: string, error: unknown): OutputError {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === "ENOTDIR"
      ? "it is not a folder"
      : code === "EACCES" || code === "EPERM"
        ? "permission denied"
        : code === "EISDIR"
          ? "it is a folder"
          : code === "ELOOP"
            ? "it is a symbolic link"
            : (error as Error).message;
  return new OutputError(`cannot ${action} ${path}: ${why}; choose another --out folder`, { cause: error });
}

/**
 * A symbolic link in the output folder would send a write (or a read in --check) outside it: never followed,
 * whether it names a file to write, one to remove, or the folder itself.
 */
function symlinkError(action: "write" | "remove", path: string): OutputError {
  return new OutputError(
    `cannot ${action} ${path}: it is a symbolic link; fleetkit never writes through one. Remove it or choose another --out folder. Nothing was written.`,
  );
}

/** Fails before anything is rendered when the output path exists but is not a folder (or sits under a file). */
export async function checkOutputFolder(outDir: string): Promise<void> {
  const info = await lstat(outDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    if (error.code === "ENOTDIR") {
      throw new OutputError(
        `cannot use ${outDir} as the output folder: a part of its path is a file; choose another --out folder`,
      );
    }
    throw outputError("use", outDir, error);
  });
  if (info?.isSymbolicLink()) {
    throw new OutputError(
      `cannot use ${outDir} as the output folder: it is a symbolic link; choose the folder it points to or another --out folder`,
    );
  }
  if (info !== undefined && !info.isDirectory()) {
    throw new OutputError(`cannot use ${outDir} as the output folder: it is a file; choose another --out folder`);
  }
}

/** `foreign`: a file of the same name as a generated one, without the generated header: the user's, never overwritten. */
export type FileStatus = "stale" | "missing" | "orphaned" | "foreign";

export interface OutputDrift {
  file: string;
  status: FileStatus;
}

/**
 * Written into the output folder with the files: which files this run wrote and from which spec. The next run removes
 * only files it lists (and that still carry the generated header), so a folder shared with other tools or another
 * spec's output keeps their files. Its bytes depend only on the spec and the file names, so `--check` compares it
 * like any generated file.
 */
export const MANIFEST_FILE = ".fleetkit-manifest.json";
/** A manifest lists a handful of names; anything larger was not written by fleetkit. */
const MANIFEST_MAX_BYTES = 64 * 1024;

interface Manifest {
  spec: string;
  files: string[];
}

function manifestText(spec: string, files: Iterable<string>): string {
  const manifest = {
    $comment:
      "Written by `fleetkit generate`: the files it wrote here, so the next run removes only those. Do not edit.",
    spec,
    files: [...files].sort(),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The first line every generated file starts with; a file without it is the user's and is never touched. */
const GENERATED_MARK = /^\/\/ Generated from .* by fleetkit's generator, do not edit\./;
const HEADER_START = "// Generated from ";
const HEADER_SPEC_END = " by fleetkit's generator, do not edit.";
/** Enough of a file to hold the header line. */
const HEAD_BYTES = 4096;

/** The spec a generated file's header names (as the header spells it), or undefined for a file without the header. */
function headerSpec(text: string): string | undefined {
  if (!GENERATED_MARK.test(text)) return undefined;
  return text.slice(HEADER_START.length, text.indexOf(HEADER_SPEC_END));
}

/** A name the manifest may list: one file directly in the output folder, nothing that leads out of it. */
const isPlainName = (name: unknown): name is string =>
  typeof name === "string" && name !== "" && name !== "." && name !== ".." && !/[/\\\0]/.test(name);

async function infoOf(path: string, action: string) {
  return lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw outputError(action, path, error);
  });
}

/** The manifest a previous run left, or undefined when there is none (a folder generated before manifests existed). */
async function readManifest(outDir: string): Promise<Manifest | undefined> {
  const path = join(outDir, MANIFEST_FILE);
  const info = await infoOf(path, "read");
  if (info === undefined) return undefined;
  if (info.isSymbolicLink()) throw symlinkError("write", path);
  const refuse = (why: string) =>
    new OutputError(
      `cannot use ${path}: it is not a manifest fleetkit wrote (${why}); delete it and regenerate. Nothing was written.`,
    );
  if (!info.isFile()) throw refuse("not a file");
  if (info.size > MANIFEST_MAX_BYTES) throw refuse(`larger than ${MANIFEST_MAX_BYTES} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    if (error instanceof SyntaxError) throw refuse("not JSON");
    throw outputError("read", path, error);
  }
  const { spec, files } = (value ?? {}) as Partial<Manifest>;
  if (typeof spec !== "string" || !Array.isArray(files)) throw refuse('no "spec" string and "files" list');
  const bad = files.find((name) => !isPlainName(name));
  if (bad !== undefined) throw refuse(`${JSON.stringify(bad)} is not a file name in the output folder`);
  return { spec, files };
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw outputError("read the output folder", dir, error);
  }
}

/**
 * A file's text, or undefined when it does not exist; never through a link. Only its first line's worth when
 * `headOnly`, or when its size is not `wholeIfBytes` (it cannot equal the text expected, and may be anything).
 */
async function readOwnFile(
  path: string,
  action: "write" | "remove",
  headOnly: boolean,
  wholeIfBytes = -1,
): Promise<string | undefined> {
  const info = await infoOf(path, "read");
  if (info === undefined) return undefined;
  if (info.isSymbolicLink()) throw symlinkError(action, path);
  // A folder, FIFO or device under an orphan's name is not a file fleetkit wrote: never opened, never removed.
  if (headOnly && !info.isFile()) return undefined;
  if (!info.isFile())
    throw new OutputError(
      `cannot write ${path}: it is ${info.isDirectory() ? "a folder" : "not a regular file"}; move it or choose another --out folder. Nothing was written.`,
    );
  try {
    if (!headOnly && info.size === wholeIfBytes) return await readFile(path, "utf8");
    // Orphan candidates may be anything in a shared folder (`--out .`): only the header line is needed.
    const handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    try {
      const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(HEAD_BYTES), position: 0 });
      return buffer.subarray(0, bytesRead).toString("utf8");
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw outputError("read", path, error);
  }
}

/**
 * Compares what would be written with what is on disk; writes nothing. Orphans (files to remove) are those the
 * previous run's manifest lists for the same spec, that this run does not produce and that still carry the generated
 * header. In a folder without a manifest (generated before manifests existed), they are the files whose header names
 * the same spec: files generated from another spec, or by another tool, are never orphans.
 */
export async function findDrift(outDir: string, files: Map<string, string>): Promise<OutputDrift[]> {
  await checkOutputFolder(outDir);
  const spec = headerSpec(files.values().next().value ?? "") ?? "";
  const expected = new Map([...files, [MANIFEST_FILE, manifestText(spec, files.keys())]]);
  const previous = await readManifest(outDir);
  const drift: OutputDrift[] = [];
  for (const [name, text] of expected) {
    const current = await readOwnFile(join(outDir, name), "write", false, Buffer.byteLength(text));
    if (current === undefined) drift.push({ file: name, status: "missing" });
    else if (current !== text) {
      const ours = name === MANIFEST_FILE || GENERATED_MARK.test(current);
      drift.push({ file: name, status: ours ? "stale" : "foreign" });
    }
  }
  const candidates =
    previous === undefined ? await listFiles(outDir) : previous.spec === spec ? previous.files : ([] as string[]);
  for (const name of new Set(candidates)) {
    if (expected.has(name)) continue;
    const text = await readOwnFile(join(outDir, name), "remove", true);
    if (text !== undefined && headerSpec(text) === spec) drift.push({ file: name, status: "orphaned" });
  }
  const leaving = new Set(drift.filter((d) => d.status === "orphaned").map((d) => d.file));
  const shadowing = (await shadowingEntries(outDir, expected, leaving)).map((name) => join(outDir, name));
  if (shadowing.length > 0) {
    const one = shadowing.length === 1;
    throw new OutputError(
      `${shadowing.join(", ")} ${one ? "is" : "are"} not listed in ${join(outDir, MANIFEST_FILE)} but ${one ? "has the name" : "have names"} of a generated module with another extension: imports of the generated files would load ${one ? "it" : "them"} in place of, or beside, what fleetkit generates (a scopes.js beside scopes.ts is what Node and esbuild load). Delete or move ${one ? "it" : "them"}, or choose another --out folder. Nothing was written.`,
    );
  }
  return drift.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * How a module is found under a name the generated files import (`./scopes.js`): Node, esbuild and Vite take a
 * `scopes.js` beside `scopes.ts` as written, TypeScript reads `scopes.d.ts` or `scopes.tsx`, bundlers try other
 * extensions and a folder's index. Any of these beside a generated file is loaded in its place or as part of it.
 */
const MODULE_EXTENSIONS = [
  ...[".ts", ".tsx", ".mts", ".cts", ".d.ts", ".d.mts", ".d.cts"],
  ...[".js", ".jsx", ".mjs", ".cjs", ".json", ".node", ".wasm"],
];

/** A generated file's module name: `scopes.ts` → `scopes`, `validators-standalone.d.ts` → `validators-standalone`. */
const moduleStem = (file: string) => file.replace(/(?:\.d)?\.(?:ts|js)$/, "").toLowerCase();

/**
 * Files (or folders, links…) in the output folder that the manifest does not list but that a generated import would
 * load in place of, or beside, a generated module: a planted `scopes.js` beside `scopes.ts` is what esbuild bundles.
 * Compared without case, as macOS and Windows find files. `leaving`: files this run removes (orphans).
 */
async function shadowingEntries(outDir: string, expected: ReadonlyMap<string, string>, leaving: ReadonlySet<string>) {
  const stems = new Set([...expected.keys()].filter((name) => name !== MANIFEST_FILE).map(moduleStem));
  let names: string[];
  try {
    names = await readdir(outDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw outputError("read the output folder", outDir, error);
  }
  return names
    .filter((name) => !expected.has(name) && !leaving.has(name))
    .filter((name) => {
      const lower = name.toLowerCase();
      return (
        stems.has(lower) ||
        MODULE_EXTENSIONS.some((ext) => lower.endsWith(ext) && stems.has(lower.slice(0, -ext.length)))
      );
    })
    .sort();
}

/** Opened without following a link planted after findDrift looked (O_NOFOLLOW; not on Windows, which has none). */
const WRITE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0);

/**
 * Writes the files that changed, removes the files the previous run wrote that the spec no longer produces, and
 * writes the manifest last (an interrupted run leaves the previous one, which still names every file it may remove).
 */
export async function writeOutput(outDir: string, files: Map<string, string>): Promise<OutputDrift[]> {
  const drift = await findDrift(outDir, files);
  const foreign = drift.filter((d) => d.status === "foreign").map((d) => join(outDir, d.file));
  if (foreign.length > 0) {
    throw new OutputError(
      `${foreign.join(", ")} ${foreign.length === 1 ? "is" : "are"} not generated by fleetkit (no generated header) but ${foreign.length === 1 ? "has the name" : "have names"} of generated files; move ${foreign.length === 1 ? "it" : "them"} or choose another --out folder. Nothing was written.`,
    );
  }
  await mkdir(outDir, { recursive: true }).catch((error: unknown) => {
    throw outputError("create the output folder", outDir, error);
  });
  const spec = headerSpec(files.values().next().value ?? "") ?? "";
  const ordered = [...drift.filter((d) => d.file !== MANIFEST_FILE), ...drift.filter((d) => d.file === MANIFEST_FILE)];
  for (const { file, status } of ordered) {
    const path = join(outDir, file);
    const text = file === MANIFEST_FILE ? manifestText(spec, files.keys()) : files.get(file)!;
    await (status === "orphaned" ? rm(path) : writeFile(path, text, { flag: WRITE_FLAGS })).catch((error: unknown) => {
      throw outputError(status === "orphaned" ? "remove" : "write", path, error);
    });
  }
  return drift;
}
