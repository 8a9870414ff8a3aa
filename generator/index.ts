import { existsSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { assertValidSpec } from "./check-spec.js";
import { indexFile } from "./emit-index.js";
import { operationFunctionsFile } from "./emit-operation-functions.js";
import { operationsFile } from "./emit-operations.js";
import { schemaTypesFile } from "./emit-schema-types.js";
import { scopesFile } from "./emit-scopes.js";
import { standaloneValidatorsSource, validatorsFile } from "./emit-validators.js";
import { collectOperations } from "./operation-model.js";
import { formatFiles } from "./format-output.js";
import { checkOutputFolder, findDrift, writeOutput, type OutputDrift } from "./output-files.js";
import { generatedHeader, printSource } from "./print-source.js";
import { scopeCatalogue } from "./scope-catalogue.js";
import { loadSpec, type LoadedSpec } from "./spec-document.js";
import { componentJsonSchemas, patternHints } from "./validator-schemas.js";

export { SpecValidationError, findSpecIssues, type SpecIssue } from "./check-spec.js";
export { SpecReadError, parseSpec, loadSpec } from "./spec-document.js";
export { OutputError, type OutputDrift, type FileStatus } from "./output-files.js";

/** The runtime entry generated code imports: generic, with no spec of its own. */
export const RUNTIME_MODULE = "fleetkit/runtime";

export interface GenerateOptions {
  /** The OpenAPI document. */
  spec: string;
  /** Where the files go. */
  out: string;
  /** Write nothing; report drift instead. */
  check?: boolean;
}

export interface GenerateResult {
  /** Every file the spec produces, by name. */
  files: Map<string, string>;
  /** What differed from the output folder (in check mode: what would change). */
  drift: OutputDrift[];
}

/** The command a generated header names: how to regenerate the same files from the same place. */
export function regenerateCommand(spec: string, out: string): string {
  const quote = (arg: string) => (/^[\w./@:+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);
  return `npx fleetkit generate --spec ${quote(spec)} --out ${quote(out)}`;
}

/** Builds every generated file in memory from a loaded, valid spec. */
export async function renderFiles(
  spec: LoadedSpec,
  specLabel = spec.file,
  command = regenerateCommand(spec.file, "generated"),
): Promise<Map<string, string>> {
  assertValidSpec(spec);
  const doc = spec.document;
  const header = generatedHeader(specLabel, command);
  const runtime = RUNTIME_MODULE;
  const operations = collectOperations(doc);
  const defs = componentJsonSchemas(doc);
  const schemaNames = Object.keys(defs);
  const rawSchemas = (doc.components?.schemas ?? {}) as Record<string, { description?: string }>;
  const descriptions = Object.fromEntries(schemaNames.map((n) => [n, rawSchemas[n]?.description ?? ""]));
  // openapi-typescript (and the TypeScript it loads) only now: `--help` and early errors answer at once.
  const { typesSource } = await import("./emit-types.js");
  return formatFiles(
    new Map([
      ["index.ts", printSource(indexFile(runtime), header)],
      ["operation-functions.ts", printSource(operationFunctionsFile(operations, runtime), header)],
      ["operations.ts", printSource(operationsFile(operations, runtime), header)],
      ["schema-types.ts", printSource(schemaTypesFile(schemaNames, descriptions), header)],
      ["scopes.ts", printSource(scopesFile(scopeCatalogue(doc)), header)],
      ["types.ts", `${header}\n${await typesSource(doc)}`],
      ["validators-standalone.ts", header + standaloneValidatorsSource(defs, runtime)],
      ["validators.ts", printSource(validatorsFile(schemaNames, patternHints(doc), runtime), header)],
    ]),
  );
}

/** The project that holds the spec: the nearest folder above it with a package.json (else the spec's folder). */
function projectRoot(specFile: string): string {
  const absolute = resolve(specFile);
  for (let dir = dirname(absolute); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) return dirname(absolute);
  }
}

/**
 * How the header names the spec and the output: relative to the project that holds the spec, so the output is the
 * same bytes whichever folder the generator runs from, and the command it names runs from the project's root.
 */
function projectRelative(root: string, path: string): string {
  return relative(root, resolve(path)).split(sep).join("/") || ".";
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const { spec: specFile, out } = options;
  const spec = await loadSpec(specFile);
  await checkOutputFolder(out);
  const root = projectRoot(specFile);
  const specLabel = projectRelative(root, specFile);
  const files = await renderFiles(spec, specLabel, regenerateCommand(specLabel, projectRelative(root, out)));
  const drift = options.check ? await findDrift(out, files) : await writeOutput(out, files);
  return { files, drift };
}
