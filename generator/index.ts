import { existsSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { assertValidSpec } from "./check-spec.js";
import { operationsFile } from "./emit-operations.js";
import { schemaTypesFile } from "./emit-schema-types.js";
import { scopesFile } from "./emit-scopes.js";
import { typesSource } from "./emit-types.js";
import { standaloneValidatorsSource, validatorsFile } from "./emit-validators.js";
import { collectOperations } from "./operation-model.js";
import { findDrift, writeOutput, type OutputDrift } from "./output-files.js";
import { generatedHeader, printSource } from "./print-source.js";
import { scopeCatalogue } from "./scope-catalogue.js";
import { loadSpec, type LoadedSpec } from "./spec-document.js";
import { componentJsonSchemas, patternHints } from "./validator-schemas.js";

export { SpecValidationError, findSpecIssues, type SpecIssue } from "./check-spec.js";
export { SpecReadError, parseSpec, loadSpec } from "./spec-document.js";
export { OutputError, type OutputDrift, type FileStatus } from "./output-files.js";

export interface GenerateOptions {
  /** The OpenAPI document. Default `spec/fleet-api.yaml`. */
  spec?: string;
  /** Where the files go. Default `generated`. */
  out?: string;
  /** Write nothing; report drift instead. */
  check?: boolean;
}

export interface GenerateResult {
  /** Every file the spec produces, by name. */
  files: Map<string, string>;
  /** What differed from the output folder (in check mode: what would change). */
  drift: OutputDrift[];
}

/** Builds every generated file in memory from a loaded, valid spec. */
export async function renderFiles(spec: LoadedSpec, specLabel = spec.file): Promise<Map<string, string>> {
  assertValidSpec(spec);
  const doc = spec.document;
  const header = generatedHeader(specLabel);
  const operations = collectOperations(doc);
  const defs = componentJsonSchemas(doc);
  const schemaNames = Object.keys(defs);
  const rawSchemas = (doc.components?.schemas ?? {}) as Record<string, { description?: string }>;
  const descriptions = Object.fromEntries(schemaNames.map((n) => [n, rawSchemas[n]?.description ?? ""]));
  return new Map([
    ["operations.ts", printSource(operationsFile(operations), header)],
    ["schema-types.ts", printSource(schemaTypesFile(schemaNames, descriptions), header)],
    ["scopes.ts", printSource(scopesFile(scopeCatalogue(doc)), header)],
    ["types.ts", header + "\n" + (await typesSource(doc))],
    ["validators-standalone.ts", header + standaloneValidatorsSource(defs)],
    ["validators.ts", printSource(validatorsFile(schemaNames, patternHints(doc)), header)],
  ]);
}

/**
 * How the header names the spec: relative to the project that holds it (the nearest folder with a package.json),
 * so the output is the same bytes whichever folder the generator runs from and wherever it writes.
 */
function specLabel(specFile: string): string {
  const absolute = resolve(specFile);
  for (let dir = dirname(absolute); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return relative(dir, absolute).split(sep).join("/");
    if (dirname(dir) === dir) return basename(absolute);
  }
}

export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const specFile = options.spec ?? "spec/fleet-api.yaml";
  const out = options.out ?? "generated";
  const spec = await loadSpec(specFile);
  const files = await renderFiles(spec, specLabel(specFile));
  const drift = options.check ? await findDrift(out, files) : await writeOutput(out, files);
  return { files, drift };
}
