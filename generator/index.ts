import { existsSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { CheckOptions, SpecIssue } from "./check-spec.js";
import {
  DEFAULT_INPUT_LIMITS,
  isUrl,
  loadOpenApi,
  loadOpenApiText,
  type InputLimits,
  type LoadedInput,
  type SourceVersion,
} from "./input/index.js";
import { readSource } from "./input/read-source.js";
import { buildSpecModel } from "./spec-model.js";
import { indexFile } from "./emit-index.js";
import { allowsAnonymous } from "./operation-model.js";
import { operationFunctionsFile } from "./emit-operation-functions.js";
import { operationsFile } from "./emit-operations.js";
import { schemaTypesFile } from "./emit-schema-types.js";
import { scopesFile } from "./emit-scopes.js";
import { SchemaCompileError, validatorsFile } from "./emit-validators.js";
import { NOCHECK } from "./nocheck-lines.js";
import { driftShapesSource } from "./drift-shapes.js";
import {
  prepareValidators,
  startValidatorCompiler,
  jobCompiler,
  validatorsBeforeCheck,
  type ValidatorCompiler,
} from "./compile-validators.js";
import { SpecValidationError } from "./check-spec.js";
import { throwExplained } from "./structure-check.js";
import { formatFiles } from "./format-output.js";
import { checkOutputFolder, findDrift, writeOutput, type OutputDrift } from "./output-files.js";
import { generatedHeader, printSource } from "./print-source.js";
import type { LoadedSpec } from "./spec-document.js";
import { invalidPatterns, patternHints } from "./validator-schemas.js";
import {
  startTextValidators,
  type TextValidators,
  type TextValidatorsThread,
  takeLentTextValidators,
} from "./validators-thread.js";

export { SpecValidationError, checkSpec, findSpecIssues, type SpecIssue, type CheckOptions } from "./check-spec.js";
export { SpecReadError, parseSpec, loadSpec } from "./spec-document.js";
export { loadOpenApi, type LoadOptions, type LoadedInput } from "./input/index.js";
export { OverlayLimitError } from "./input/overlay.js";
export { OutputError, type OutputDrift, type FileStatus } from "./output-files.js";

/** The runtime entry generated code imports: generic, with no spec of its own. */
export const RUNTIME_MODULE = "fleetkit/runtime";

/** `validators-standalone.d.ts` beside the `.js` form: what validators.ts imports from it. */
const STANDALONE_DECLARATIONS = (runtime: string) =>
  `\nimport type { CompiledValidator } from "${runtime}";\n\n` +
  "/** The validators by schema name, evaluated on first use. */\n" +
  "export declare function loadValidators(): Record<string, CompiledValidator>;\n";

/**
 * How the compiled validators are written: `ts` (the default) as `validators-standalone.ts`, which every build
 * compiles; `js` as `validators-standalone.js` with a `.d.ts`, which TypeScript reads without parsing the code (a large
 * spec's validators are most of what `tsc` parses), for projects built by a bundler, tsx or `tsc --noEmit`.
 * `tsc --outDir` does not copy a `.js` file unless `allowJs` is set.
 */
export type ValidatorsForm = "ts" | "js";

export interface RenderOptions extends CheckOptions {
  validators?: ValidatorsForm;
  /** Told as each stage of the work starts (the CLI prints them on a terminal: a large spec takes seconds). */
  onStage?: (stage: GenerateStage) => void;
}

/**
 * The stages of `generate`, in order: `read` the spec (and bundle it, apply the overlays, bring it to 3.1), `model`
 * (check it, derive the operations), `emit` (openapi-typescript's types, ajv's validators, Biome's formatting), then
 * `write` the files or, in check mode, `compare` them with the folder.
 */
export type GenerateStage = "read" | "model" | "emit" | "write" | "compare";

export interface GenerateOptions extends RenderOptions {
  /** The OpenAPI document (3.1, 3.0 or Swagger 2.0): a file or an https URL. */
  spec: string;
  /** Overlay 1.0 documents applied in order before generation. */
  overlays?: readonly string[];
  /** Reading limits (size, depth, aliases, time). */
  limits?: Partial<InputLimits>;
  /** Where the files go. */
  out: string;
  /** Write nothing; report drift instead. */
  check?: boolean;
}

export interface GenerateResult {
  /** Every file the spec produces, by name. */
  files: Map<string, string>;
  /** What was read as published or assumed. */
  warnings: SpecIssue[];
  /** Operations whose function is not named exactly by their operationId. */
  renamed: number;
  /** The version the spec was written in. */
  sourceVersion: SourceVersion;
  /** What differed from the output folder (in check mode: what would change). */
  drift: OutputDrift[];
}

/** The command a generated header names: how to regenerate the same files from the same place. */
export function regenerateCommand(
  spec: string,
  out: string,
  overlays: readonly string[] = [],
  strict = false,
  validators: ValidatorsForm = "ts",
): string {
  const quote = (arg: string) => (/^[\w./@:+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);
  const extra = [
    ...overlays.map((o) => ` --overlay ${quote(o)}`),
    strict ? " --strict" : "",
    validators === "js" ? " --validators js" : "",
  ].join("");
  return `npx fleetkit generate --spec ${quote(spec)} --out ${quote(out)}${extra}`;
}

/** Builds every generated file in memory from a loaded spec; throws `SpecValidationError` for one it cannot build on. */
export async function renderFiles(
  spec: LoadedSpec,
  specLabel = spec.file,
  command = regenerateCommand(spec.file, "generated"),
  options: RenderOptions = {},
): Promise<RenderResult> {
  const compiler = startValidatorCompiler();
  try {
    return await renderWith(compiler, spec, specLabel, command, options).catch((e) => throwExplained(e, spec));
  } finally {
    await compiler.close();
  }
}

async function renderWith(
  compiler: ValidatorCompiler,
  spec: LoadedSpec,
  specLabel: string,
  command: string,
  options: RenderOptions,
  fromText?: TextValidators,
): Promise<RenderResult> {
  const runtime = RUNTIME_MODULE;
  options.onStage?.("model");
  // ajv compiles on a worker thread, and on a large spec it is the longest part: it starts as soon as the schemas are
  // mended and named, before the spec's check and the operations' model (`fromText`: the worker does that itself, from
  // the spec's text). A spec the check refuses is reported as before (the compilation is then dropped, and the caller
  // stops the worker).
  const early = fromText === undefined ? validatorsBeforeCheck(spec, runtime) : undefined;
  const earlyCompile = early && compiler.compile(early.input);
  earlyCompile?.catch(() => {}); // awaited below
  // With the text handed over, `spec` is generateWith's own: its document is mended in place after the check (a
  // copy of GitHub's description cost 0.15 s of CPU), and an error is explained from the text read again.
  const model = buildSpecModel(spec, options, early?.mended, { copy: fromText === undefined });
  options.onStage?.("emit");
  const doc = model.document;
  const header = generatedHeader(specLabel, command);
  const { operations, schemas } = model;
  /** The validators' warnings and their compilation, here: prepared early, or now from the model. */
  const prepareHere = (prepared = early ?? prepareValidators(model, runtime)) => ({
    warnings: prepared.warnings,
    compiled: earlyCompile ?? compiler.compile(prepared.input),
  });
  let validators = fromText === undefined ? prepareHere() : undefined;
  const rawSchemas = (doc.components?.schemas ?? {}) as Record<string, { description?: string }>;
  const descriptions = Object.fromEntries(schemas.map(({ name }) => [name, rawSchemas[name]?.description ?? ""]));
  // Biome formats the small files in a child process while this one runs ajv and openapi-typescript (two cores).
  // What each schema names, for `validateResponses` (loaded by the client on its first check only); before
  // openapi-typescript, which may change `doc`. One JSON string, not formatted.
  const shapes = header + driftShapesSource(doc, runtime);
  const formatting = formatFiles(
    new Map([
      [
        "index.ts",
        printSource(
          indexFile(
            runtime,
            model.catalogue.complete,
            allowsAnonymous(model.document),
            model.operations.some((op) => op.requestMedia !== undefined),
          ),
          header + NOCHECK.index,
        ),
      ],
      ["operation-functions.ts", printSource(operationFunctionsFile(operations, runtime), header + NOCHECK.functions)],
      ["operations.ts", printSource(operationsFile(operations, runtime), header + NOCHECK.operations)],
      ["schema-types.ts", printSource(schemaTypesFile(schemas, descriptions), header)],
      ["scopes.ts", printSource(scopesFile(model.catalogue), header)],
      ["validators.ts", printSource(validatorsFile(schemas, patternHints(doc), runtime), header + NOCHECK.validators)],
    ]),
  );
  formatting.catch(() => {}); // awaited below; a spec error thrown first must not leave it unhandled
  // ajv's and openapi-typescript's output are printed as those tools print them, not formatted: formatting them
  // dominated the time of a large spec, for files nobody edits.
  let types: string;
  let standalone: string;
  try {
    // The worker's schemas are ready by now (since the text, it did less than this thread); where it could not prepare
    // them, they are prepared here from the model's mended document, before openapi-typescript changes it.
    if (validators === undefined) {
      const warnings = await fromText!.ready;
      validators = warnings !== undefined ? { warnings, compiled: fromText!.code } : prepareHere();
    }
    const { compiled } = validators;
    compiled.catch(() => {}); // awaited below
    model.warnings.push(...validators.warnings);
    // openapi-typescript (and the TypeScript it loads) only now: `--help` and early errors answer at once.
    const { typesSource } = await import("./emit-types.js");
    // Together: a schema ajv refuses is reported as soon as it is found, not after openapi-typescript's whole run.
    // openapi-typescript is the last reader of `doc`, and may change it.
    [types, standalone] = await Promise.all([
      typesSource(doc).then((source) => `${header}\n${source}`),
      compiled.then((code) => header + code),
    ]);
  } catch (error) {
    // No temporary folder outlives the error (the compilation is not waited for: the caller stops the worker).
    await formatting.catch(() => {});
    if (!(error instanceof SchemaCompileError)) throw error;
    // A pattern RegExp refuses: every such pattern at its own pointer, rather than the one schema ajv was compiling
    // (ajv's own words too where it refused something else).
    const patterns = invalidPatterns(doc);
    const pointers = error.pointers.length > 0 ? error.pointers : ["#/components/schemas"];
    const refused =
      patterns.length > 0 && error.message.includes("Invalid regular expression")
        ? []
        : pointers.map((pointer) => ({ pointer, message: `JSON Schema refuses this schema: ${error.message}` }));
    throw new SpecValidationError([...patterns, ...refused].slice(0, 20), spec);
  }
  const formatted = await formatting;
  const validatorFiles: [string, string][] =
    options.validators === "js"
      ? [
          ["validators-standalone.js", standalone],
          ["validators-standalone.d.ts", header + STANDALONE_DECLARATIONS(runtime)],
        ]
      : [["validators-standalone.ts", standalone]];
  const files = new Map<string, string>(
    [...formatted, ["types.ts", types] as const, ["drift-shapes.ts", shapes] as const, ...validatorFiles].sort(
      ([a], [b]) => a.localeCompare(b),
    ),
  );
  return { files, warnings: model.warnings, renamed: operations.filter((op) => op.name !== op.operationId).length };
}

export interface RenderResult {
  files: Map<string, string>;
  /** What was read as published or assumed, each with its JSON pointer. */
  warnings: SpecIssue[];
  /** How many operations' functions are not named exactly by their operationId. */
  renamed: number;
}

/**
 * The project that holds the spec: the nearest folder above it with a package.json (else the spec's folder). A spec
 * an installed package publishes (GitHub's in `node_modules/@octokit/openapi`) belongs to the project that installed
 * it, not to that package: folders inside `node_modules` are passed over, so the header's command runs from the
 * user's project.
 */
function projectRoot(specFile: string): string {
  const absolute = resolve(specFile);
  for (let dir = dirname(absolute); ; dir = dirname(dir)) {
    if (!dir.split(sep).includes("node_modules") && existsSync(join(dir, "package.json"))) return dir;
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

/**
 * The validators' thread `generate` hands the spec's text to: without overlays (with them, this thread prepares the
 * schemas from the overlaid document); the one the CLI lent where it started one before loading this module.
 * Undefined where there is no built worker (tsx, vitest) or overlays apply.
 */
function textThreadFor(options: Pick<GenerateOptions, "overlays">): TextValidatorsThread | undefined {
  const lent = takeLentTextValidators();
  if ((options.overlays ?? []).length > 0) {
    void lent?.close();
    return undefined;
  }
  return lent ?? startTextValidators();
}

/**
 * Generates (or checks) one folder. The validators' worker thread starts (and loads ajv) while the spec is read, and is
 * stopped however this ends (a thread the CLI lent, `lendTextValidators`, too).
 */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const thread = textThreadFor(options);
  // Where the thread cannot build them from the text, this thread prepares them and sends ajv's job to it (ajv loaded).
  const compiler =
    thread === undefined
      ? startValidatorCompiler()
      : jobCompiler(
          (job) => thread.sendJob(job),
          async () => {},
        );
  try {
    return await generateWith(compiler, options, thread);
  } finally {
    await Promise.all([compiler.close(), thread?.close()]);
  }
}

async function generateWith(
  compiler: ValidatorCompiler,
  options: GenerateOptions,
  thread: TextValidatorsThread | undefined,
): Promise<GenerateResult> {
  const { spec: specFile, out } = options;
  options.onStage?.("read");
  const limits = options.limits ?? {};
  let spec: LoadedInput;
  let fromText: TextValidators | undefined;
  let text: string | undefined;
  if (thread === undefined) spec = await loadOpenApi(specFile, { overlays: options.overlays ?? [], limits });
  else {
    text = await readSource(specFile, { ...DEFAULT_INPUT_LIMITS, ...limits });
    fromText = thread.compile({ text, source: specFile, limits, runtime: RUNTIME_MODULE });
    spec = (await loadOpenApiText(text, specFile, { limits }))!;
  }
  await checkOutputFolder(out);
  const root = isUrl(specFile) ? resolve(".") : projectRoot(specFile);
  const specLabel = isUrl(specFile) ? specFile : projectRelative(root, specFile);
  const overlays = (options.overlays ?? []).map((o) => (isUrl(o) ? o : projectRelative(root, o)));
  const command = regenerateCommand(
    specLabel,
    projectRelative(root, out),
    overlays,
    options.strict === true,
    options.validators,
  );
  // An error is explained from the document as published: where the text was handed over, renderWith mended (and
  // openapi-typescript changed) `spec`'s own, so it is read again from the text.
  const published = async () =>
    text === undefined ? spec : ((await loadOpenApiText(text, specFile, { limits }).catch(() => undefined)) ?? spec);
  const rendered = await renderWith(compiler, spec, specLabel, command, options, fromText).catch(async (e) =>
    throwExplained(e, await published()),
  );
  await Promise.all([compiler.close(), thread?.close()]);
  const files = rendered.files;
  options.onStage?.(options.check ? "compare" : "write");
  const drift = options.check ? await findDrift(out, files) : await writeOutput(out, files);
  return {
    files,
    drift,
    warnings: [...spec.warnings, ...rendered.warnings],
    renamed: rendered.renamed,
    sourceVersion: spec.sourceVersion,
  };
}
