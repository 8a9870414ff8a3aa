import { tmpdir } from "node:os";
import { resolve } from "node:path";
import ts from "typescript";
import { NOCHECK } from "../../generator/nocheck-lines.js";

/**
 * Parsed (and bound) source files shared by every program a test worker creates: the standard library, the runtime's
 * sources and `generated/` are the same text in each type test, and parsing and binding them was most of each test's
 * time (a checker is still created per program, so each program's diagnostics are its own). An entry is reused only
 * for the same file name, the same text and the same parse-affecting options (TypeScript's own key for sharing files
 * between programs, as its language service does); anything else parses afresh. Unit files share a worker's module
 * cache (isolate: false), so the cache lasts the worker's life; files under the OS temp folder (a test's own output,
 * read once) are parsed each time and never kept.
 */
const registry = ts.createDocumentRegistry();
const TEMP = resolve(tmpdir());
const parsed = new Map<string, { text: string; file: ts.SourceFile }>();

/**
 * A generated file's text without the `// @ts-nocheck` line the generator gives operations.ts and
 * operation-functions.ts (generator/nocheck-lines.ts): a user's `tsc` skips checking them, the suite does not, so a
 * mistake of the generator in either is an error here. Anything else is returned as it is.
 */
export function withGeneratedChecks(text: string): string {
  for (const line of Object.values(NOCHECK)) {
    const at = text.indexOf(line);
    if (at !== -1 && (at === 0 || text[at - 1] === "\n")) return text.slice(0, at) + text.slice(at + line.length);
  }
  return text;
}

/**
 * A compiler host for `options` whose source files come from the worker's shared cache. Generated files are checked
 * whole (`withGeneratedChecks`) unless `asUsers` (as a user's `tsc` reads them).
 */
export function cachedHost(options: ts.CompilerOptions, { asUsers = false } = {}): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const settings = `${registry.getKeyForCompilationSettings(options)}|${asUsers ? "as users" : "checked"}`;
  host.getSourceFile = (fileName, languageVersionOrOptions, onError) => {
    let text: string | undefined;
    try {
      text = host.readFile(fileName);
    } catch (error) {
      onError?.((error as Error).message);
      text = "";
    }
    if (text === undefined) return undefined;
    if (!asUsers) text = withGeneratedChecks(text);
    if (resolve(fileName).startsWith(TEMP)) return ts.createSourceFile(fileName, text, languageVersionOrOptions);
    const sourceOptions =
      typeof languageVersionOrOptions === "object"
        ? [languageVersionOrOptions.languageVersion, languageVersionOrOptions.impliedNodeFormat]
        : [languageVersionOrOptions];
    const key = `${settings}|${sourceOptions.join(",")}|${fileName}`;
    const known = parsed.get(key);
    if (known?.text === text) return known.file;
    const file = ts.createSourceFile(fileName, text, languageVersionOrOptions);
    parsed.set(key, { text, file });
    return file;
  };
  return host;
}

/** `ts.createProgram(roots, options)` with the worker's shared source files. */
export function createProgram(
  roots: readonly string[],
  options: ts.CompilerOptions,
  read: { asUsers?: boolean } = {},
): ts.Program {
  return ts.createProgram({ rootNames: [...roots], options, host: cachedHost(options, read) });
}

/** The document registry for language services (`ts.createLanguageService(host, sharedDocuments)`), one per worker. */
export const sharedDocuments: ts.DocumentRegistry = registry;

/** The options of a user's strict NodeNext project, with `fleetkit/runtime` resolved to this repository's runtime. */
export const USER_PROJECT: ts.CompilerOptions = {
  strict: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  paths: { "fleetkit/runtime": [resolve("runtime/index.ts")] },
};

/** Every syntactic and semantic diagnostic of the program's files under `folder`, as `file: TSnnnn: message`. */
export function diagnosticsUnder(program: ts.Program, folder: string): string[] {
  return program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(folder))
    .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)])
    .map(
      (d) =>
        `${d.file?.fileName.slice(folder.length)}: TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
    );
}

/**
 * Type-checks a generated module as a user's project would (strict, NodeNext, `fleetkit/runtime` resolved to this
 * repository's runtime), every generated file checked unless `asUsers` (`withGeneratedChecks`): the program, and every
 * diagnostic of the files under `folder`, as `file: TSnnnn: message`.
 */
export function typeCheck(
  roots: readonly string[],
  folder: string,
  read: { asUsers?: boolean } = {},
): { program: ts.Program; errors: string[] } {
  const program = createProgram(roots, USER_PROJECT, read);
  return { program, errors: diagnosticsUnder(program, folder) };
}
