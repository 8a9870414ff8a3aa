// The user's TypeScript project for `scopes --from-code`: a tsconfig, or a folder's TypeScript files with the options a
// bundler-era project would have. Only the program is built here; nothing is type-checked as a whole (the checker
// answers the few questions find-calls.ts asks, which is why the command costs less than `tsc --noEmit`).
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import type TS from "typescript";

/** The project cannot be read: the message says what to fix (exit 2). */
export class FromCodeInputError extends Error {
  override name = "FromCodeInputError";
}

export interface UserProject {
  program: TS.Program;
  /** The folder sites are named relative to. */
  root: string;
  /** The files whose calls are read: the project's own sources under PATH, not declaration files or node_modules. */
  isUserFile(fileName: string): boolean;
}

const SOURCE = /\.(?:ts|tsx|mts|cts)$/;
const DECLARATION = /\.d\.(?:ts|mts|cts)$|\.d\.[^/\\]*\.ts$/;

/** Options for a folder without a tsconfig: what `fleetkit generate`'s output needs (`./x.js` imports resolve to `./x.ts`). */
function folderOptions(ts: typeof TS): TS.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowJs: false,
    types: [],
  };
}

function sourcesIn(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourcesIn(path, into);
    else if (entry.isFile() && SOURCE.test(entry.name) && !DECLARATION.test(entry.name)) into.push(path);
  }
  return into;
}

function diagnosticText(ts: typeof TS, diagnostics: readonly TS.Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const text = ts.flattenDiagnosticMessageText(d.messageText, " ");
      if (!d.file || d.start === undefined) return text;
      const { line } = d.file.getLineAndCharacterOfPosition(d.start);
      return `${d.file.fileName}:${line + 1}: ${text}`;
    })
    .join("; ");
}

function readTsconfig(ts: typeof TS, file: string): TS.ParsedCommandLine {
  const read = ts.readConfigFile(file, ts.sys.readFile);
  if (read.error) throw new FromCodeInputError(`cannot read the tsconfig ${file}: ${diagnosticText(ts, [read.error])}`);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(file), undefined, file);
  // 18003 is "No inputs were found": reported below as "no TypeScript found", with PATH.
  const errors = parsed.errors.filter((e) => e.code !== 18003);
  if (errors.length > 0) throw new FromCodeInputError(`cannot use the tsconfig ${file}: ${diagnosticText(ts, errors)}`);
  return parsed;
}

const isUnder = (dir: string, file: string) => {
  const rel = relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel);
};

/**
 * PATH is a tsconfig, or a folder: with `--project`, that tsconfig's files under the folder; else the folder's own
 * tsconfig.json where it has one, else every TypeScript file in it (node_modules and dot-folders aside).
 */
export function loadProject(ts: typeof TS, path: string, project: string | undefined): UserProject {
  const target = resolve(path);
  if (!existsSync(target)) throw new FromCodeInputError(`${path} does not exist: give a folder or a tsconfig.json`);
  const isDir = statSync(target).isDirectory();
  if (!isDir && !target.endsWith(".json"))
    throw new FromCodeInputError(`${path} is a file: give the folder of your sources or a tsconfig.json`);
  if (project !== undefined && !existsSync(resolve(project)))
    throw new FromCodeInputError(`--project ${project} does not exist`);
  const tsconfig =
    project !== undefined
      ? resolve(project)
      : !isDir
        ? target
        : existsSync(join(target, "tsconfig.json"))
          ? join(target, "tsconfig.json")
          : undefined;
  const root = isDir ? target : dirname(target);
  let rootNames: string[];
  let options: TS.CompilerOptions;
  if (tsconfig !== undefined) {
    const parsed = readTsconfig(ts, tsconfig);
    rootNames = parsed.fileNames;
    options = { ...parsed.options, noEmit: true };
  } else {
    rootNames = sourcesIn(target);
    options = folderOptions(ts);
  }
  const inScope = (file: string) =>
    SOURCE.test(file) &&
    !DECLARATION.test(file) &&
    !file.split(/[\\/]/).includes("node_modules") &&
    (!isDir || isUnder(root, resolve(file)));
  if (!rootNames.some(inScope))
    throw new FromCodeInputError(
      `no TypeScript found in ${path}${tsconfig ? ` (with ${relative(process.cwd(), tsconfig) || tsconfig})` : ""}: give the folder of your sources or their tsconfig.json`,
    );
  const { host, used } = reusingHost(ts, options);
  const program = ts.createProgram({ rootNames, options, host });
  lastFiles = used;
  return { program, root, isUserFile: inScope };
}

/**
 * The source files of the last program this process built, parsed and bound, keyed by TypeScript's own key for
 * sharing a file between programs (the compiler settings that affect a source file, the language version, the module
 * format) and the file's name. The next `scopes --from-code` in the same process (one per package of a monorepo in a
 * script, a watch loop, a test suite) takes each file whose text is unchanged from here instead of parsing and binding
 * it again, as TypeScript's language service does between edits: the standard library, the generated module and
 * every unchanged source. Each program still has its own checker. Only the last program's files are kept.
 */
let lastFiles = new Map<string, TS.SourceFile>();

/**
 * A compiler host that reads each file and takes its parsed form from the last program when the key and the text are
 * the same; `used` collects what it hands out, the files to keep for the next program.
 */
function reusingHost(
  ts: typeof TS,
  options: TS.CompilerOptions,
): { host: TS.CompilerHost; used: Map<string, TS.SourceFile> } {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  const settings = ts.createDocumentRegistry().getKeyForCompilationSettings(options);
  const used = new Map<string, TS.SourceFile>();
  host.getSourceFile = (fileName, version, onError, shouldCreate) => {
    const key =
      typeof version === "object"
        ? `${settings}|${version.languageVersion},${version.impliedNodeFormat},${version.jsDocParsingMode}|${fileName}`
        : `${settings}|${version}|${fileName}`;
    const known = lastFiles.get(key);
    let file: TS.SourceFile | undefined;
    if (known !== undefined && host.readFile(fileName) === known.text) file = known;
    else file = parse(fileName, version, onError, shouldCreate);
    if (file !== undefined) used.set(key, file);
    return file;
  };
  return { host, used };
}
