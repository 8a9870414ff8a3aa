import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { ValidatorsForm } from "./index.js";
import { SpecValidationError, type SpecIssue } from "./check-spec.js";
import { printable } from "../runtime/printable.js";
import { SpecReadError } from "./spec-document.js";
import { MANIFEST_FILE, OutputError, type OutputDrift } from "./output-files.js";
import { unknownFlagHint } from "../runtime/did-you-mean.js";
import { progress, progressWanted, type Progress } from "../cli/progress.js";
import { POINTERS_SHOWN, warningLines, warningsSummary } from "../cli/warning-groups.js";
import type { GenerateStage } from "./index.js";
import { lendTextValidators, startTextValidators } from "./validators-thread.js";

/** Where `fleetkit init` puts the spec copy and the generated module, and what `generate` reads and writes by default. */
export const DEFAULT_SPEC = "fleet-api.yaml";
export const DEFAULT_OUT = "src/fleet";

export const GENERATE_USAGE = `Usage: fleetkit generate [--spec FILE|URL] [--out DIR] [--overlay FILE]... [--strict] [--validators ts|js] [--check]

Reads an OpenAPI document (3.1, 3.0 or Swagger 2.0; JSON or YAML; a file or an https URL) and writes a typed
module to DIR: index.ts (import from it: the client, paginate, followFeed, scopes and validators bound to this
spec), operation-functions.ts (one function per operation), types.ts (openapi-typescript), operations.ts
(operation metadata with scopes), scopes.ts, schema-types.ts, validators.ts and validators-standalone.ts
(precompiled validators). Generated files that the spec no longer produces are removed; files without the
generated header are never touched.

  --spec FILE|URL  the OpenAPI document (default: ${DEFAULT_SPEC}); its $refs to files in its folder are bundled
  --out DIR        the output folder (default: ${DEFAULT_OUT})
  --overlay FILE   an OpenAPI Overlay 1.0 document applied before generating (repeat it: applied in order);
                   (\`fleetkit scopes\` writes one that gives a spec fleetkit's scopes)
  --strict         every check of the bundled spec, for any spec: each operation's scopes stated, from a
                   scope catalogue (on by default for a spec with x-fleetkit-scopes and a ScopeName schema)
  --max-spec-mb N  the largest spec file read, in MiB (default 32)
  --validators js  write the precompiled validators as validators-standalone.js with a .d.ts (default ts: a
                   .ts file): TypeScript then skips their code, most of what tsc parses for a large spec. For
                   projects built by a bundler or tsx, or type-checked with noEmit (a tsc build with an outDir
                   copies no .js unless allowJs is set)
  --check          write nothing; exit 1 and name each stale, missing or orphaned file (for CI); the
                   spec's warnings are one line (their count) unless --verbose
  --quiet          no progress and no warnings on stderr: only errors, and the result on stdout
  --verbose        every warning with its JSON pointer (by default each kind shows its count and first ${POINTERS_SHOWN})
  -h, --help       this text

An operation whose scopes the spec does not state is generated as "scopes unknown": the client's scope
guard sends it. Warnings (what was read as published or assumed) go to stderr, grouped by kind, with
their JSON pointers. On a terminal, stderr also shows each stage as it starts and their times.

Exit codes: 0 done (or up to date), 1 the folder is out of date (--check), 2 bad spec or usage.`;

export type Io = {
  out: (s: string) => void;
  err: (s: string) => void;
  /** Whether `err` writes to a terminal (progress lines are printed only there); `process.stderr.isTTY` if not told. */
  terminal?: boolean;
};

/** What `generate` and `init` are told: the spec, the output folder, and the command's one switch. */
export interface SpecOutArgs {
  spec: string;
  out: string;
  /** `--check` for generate, `--force` for init. */
  switched: boolean;
  overlays: string[];
  strict: boolean;
  maxSpecMb: number | undefined;
  validators: ValidatorsForm;
  /** `--quiet` (generate): no progress, no warnings. */
  quiet: boolean;
  /** `--verbose` (generate): every warning listed. */
  verbose: boolean;
}

/**
 * `[--spec FILE] [--out DIR] [--<switch>] [-h]`, as `generate` and `init` both take them: the arguments, or the exit
 * code when there is nothing more to do (usage printed, or a usage error told in one line).
 */
export function parseSpecOutArgs(
  command: "generate" | "init",
  argv: string[],
  switchName: "check" | "force",
  usage: string,
  io: Io,
): SpecOutArgs | number {
  let values: Record<string, string | boolean | string[] | undefined>;
  const options = {
    spec: { type: "string" },
    out: { type: "string" },
    [switchName]: { type: "boolean" },
    ...(command === "generate"
      ? ({
          overlay: { type: "string", multiple: true },
          strict: { type: "boolean" },
          "max-spec-mb": { type: "string" },
          validators: { type: "string" },
          quiet: { type: "boolean" },
          verbose: { type: "boolean" },
        } as const)
      : {}),
    help: { type: "boolean", short: "h" },
  } as const;
  try {
    ({ values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false }));
  } catch (error) {
    io.err(
      `fleetkit ${command}: ${unknownFlagHint(error, Object.keys(options))}\nRun \`fleetkit ${command} --help\` for usage.`,
    );
    return 2;
  }
  if (values.help) {
    io.out(usage);
    return 0;
  }
  const maxSpec = values["max-spec-mb"] as string | undefined;
  if (maxSpec !== undefined && !(/^\d+$/.test(maxSpec) && Number(maxSpec) >= 1 && Number(maxSpec) <= 4096)) {
    io.err(
      `fleetkit ${command}: --max-spec-mb takes a whole number of MiB from 1 to 4096, not ${JSON.stringify(maxSpec)}`,
    );
    return 2;
  }
  const validators = (values.validators as string | undefined) ?? "ts";
  if (validators !== "ts" && validators !== "js") {
    io.err(`fleetkit ${command}: --validators takes ts or js, not ${JSON.stringify(printable(validators))}`);
    return 2;
  }
  return {
    spec: (values.spec as string | undefined) ?? DEFAULT_SPEC,
    out: ((values.out as string | undefined) ?? DEFAULT_OUT).replace(/(.)\/+$/, "$1"),
    switched: values[switchName] === true,
    overlays: (values.overlay as string[] | undefined) ?? [],
    strict: values.strict === true,
    maxSpecMb: maxSpec === undefined ? undefined : Number(maxSpec),
    validators,
    quiet: values.quiet === true,
    verbose: values.verbose === true,
  };
}

/** Runs `generate` with command-line arguments; returns the exit code. */
export async function runGenerateCli(argv: string[], io: Io): Promise<number> {
  const args = parseSpecOutArgs("generate", argv, "check", GENERATE_USAGE, io);
  if (typeof args === "number") return args;
  return generateAndReport(args.spec, args.out, args.switched, io, args);
}

function reportWarnings(
  spec: string,
  warnings: readonly SpecIssue[],
  renamed: number,
  io: Io,
  { check = false, verbose = false } = {},
): void {
  // Grouped by kind, each line printable whole (pointers carry the spec's own keys); in --check, one line unless asked.
  const summary = check && !verbose ? warningsSummary(spec, warnings) : undefined;
  for (const line of summary !== undefined ? [summary] : warningLines(spec, warnings, verbose)) io.err(line);
  if (renamed > 0)
    io.err(
      renamed === 1
        ? `note: 1 operationId is not an identifier or collides; its function is named by the rule in docs/generator.md ("Names"), and operations.ts keeps the operationId`
        : `note: ${renamed} operationIds are not identifiers or collide; their functions are named by the rule in docs/generator.md ("Names"), and operations.ts keeps each operationId`,
    );
}

/** What each stage of `generate` prints as it starts on a terminal, and its name in the closing line. */
function stageLabels(spec: string, out: string): Record<GenerateStage, [label: string, short: string]> {
  return {
    read: [printable(`reading ${spec}`), "reading"],
    model: ["checking the spec, deriving the operations", "checking"],
    emit: ["types (openapi-typescript), validators (ajv), formatting (Biome)", "types and validators"],
    write: [printable(`writing ${out}/`), "writing"],
    compare: [printable(`comparing with ${out}/`), "comparing"],
  };
}

/** Generates (or checks) one folder and reports it; the exit code. */
export async function generateAndReport(
  spec: string,
  out: string,
  check: boolean,
  io: Io,
  options: Partial<Pick<SpecOutArgs, "overlays" | "strict" | "maxSpecMb" | "validators" | "quiet" | "verbose">> = {},
): Promise<number> {
  const stages: Progress = progress({
    command: check ? "fleetkit generate --check" : "fleetkit generate",
    enabled: progressWanted({ quiet: options.quiet }, io.terminal),
    write: io.err,
  });
  const labels = stageLabels(spec, out);
  const started = performance.now();
  // The validators' thread first (it loads ajv while this thread loads the generator and reads the spec), lent to
  // `generate`, which stops it however it ends; so does this if loading fails first.
  const thread = (options.overlays ?? []).length === 0 ? startTextValidators() : undefined;
  lendTextValidators(thread);
  try {
    const { generate, regenerateCommand } = await import("./index.js");
    const { drift, files, warnings, renamed } = await generate({
      spec,
      out,
      check,
      overlays: options.overlays ?? [],
      strict: options.strict === true,
      validators: options.validators ?? "ts",
      limits: options.maxSpecMb === undefined ? {} : { maxBytes: options.maxSpecMb * 1024 * 1024 },
      onStage: (stage) => stages.stage(...labels[stage]),
    });
    stages.done();
    if (!options.quiet) reportWarnings(spec, warnings, renamed, io, { check, verbose: options.verbose });
    if (check) {
      if (drift.length === 0) {
        io.out(printable(`${out}/ is up to date with ${spec} (${files.size} files).`));
        return 0;
      }
      io.err(
        printable(
          `${out}/ does not match ${spec}; regenerate with \`${regenerateCommand(spec, out, options.overlays, options.strict, options.validators)}\`:\n` +
            drift.map((d) => `  ${d.status}: ${out}/${d.file}`).join("\n"),
          { keepLineBreaks: true },
        ),
      );
      return 1;
    }
    io.out(generatedSummary(out, files.size, drift, performance.now() - started));
    return 0;
  } catch (error) {
    stages.done("stopped");
    if (error instanceof SpecValidationError || error instanceof SpecReadError || error instanceof OutputError) {
      // The message quotes the spec (pointers, names, values) and may hold several lines (one per problem): every
      // character a terminal acts on is escaped, line breaks kept (as `fleetkit diff` prints its errors).
      io.err(printable(error.message, { keepLineBreaks: true }));
      return 2;
    }
    throw error;
  } finally {
    lendTextValidators(undefined);
    await thread?.close();
  }
}

/**
 * What `generate` did, counting what it lists: "Generated 9 files in 812 ms (src/fleet/): 2 written, 7 unchanged, 1
 * removed:", then one line per file written or removed. The manifest (`.fleetkit-manifest.json`, the list of the
 * files) is bookkeeping: neither counted nor listed.
 */
export function generatedSummary(out: string, produced: number, drift: readonly OutputDrift[], ms: number): string {
  const changes = drift.filter((d) => d.file !== MANIFEST_FILE);
  const removed = changes.filter((d) => d.status === "orphaned");
  const written = changes.length - removed.length;
  const head = `Generated ${produced} files in ${Math.round(ms)} ms (${out}/)`;
  if (changes.length === 0) return printable(`${head}: nothing changed.`);
  const counts = [`${written} written`];
  if (produced > written) counts.push(`${produced - written} unchanged`);
  if (removed.length > 0) counts.push(`${removed.length} removed`);
  const lines = changes.map((d) => `  ${d.status === "orphaned" ? "removed" : "wrote"} ${d.file}`);
  return printable([`${head}: ${counts.join(", ")}:`, ...lines].join("\n"), { keepLineBreaks: true });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = await runGenerateCli(process.argv.slice(2), {
      out: (s) => console.log(s),
      err: (s) => console.error(s),
    });
  } catch (error) {
    // An internal error's message can quote the spec too.
    console.error(printable(`fleetkit generate: internal error: ${(error as Error)?.message ?? String(error)}`));
    if (process.env.FLEETKIT_DEBUG)
      console.error(printable(String((error as Error)?.stack ?? error), { keepLineBreaks: true }));
    process.exitCode = 70;
  }
}
