import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { generate, regenerateCommand, type ValidatorsForm } from "./index.js";
import { SpecValidationError, type SpecIssue } from "./check-spec.js";
import { printable } from "../runtime/printable.js";
import { SpecReadError } from "./spec-document.js";
import { OutputError } from "./output-files.js";
import { unknownFlagHint } from "../runtime/did-you-mean.js";

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
  --check          write nothing; exit 1 and name each stale, missing or orphaned file (for CI)
  -h, --help       this text

An operation whose scopes the spec does not state is generated as "scopes unknown": the client's scope
guard sends it. Warnings (what was read as published or assumed) go to stderr with their JSON pointers.

Exit codes: 0 done (or up to date), 1 the folder is out of date (--check), 2 bad spec or usage.`;

export type Io = { out: (s: string) => void; err: (s: string) => void };

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
  };
}

/** Runs `generate` with command-line arguments; returns the exit code. */
export async function runGenerateCli(argv: string[], io: Io): Promise<number> {
  const args = parseSpecOutArgs("generate", argv, "check", GENERATE_USAGE, io);
  if (typeof args === "number") return args;
  return generateAndReport(args.spec, args.out, args.switched, io, args);
}

/** How many warnings are printed one by one; the rest are counted. */
const WARNINGS_SHOWN = 20;

function reportWarnings(spec: string, warnings: readonly SpecIssue[], renamed: number, io: Io): void {
  // Pointers carry the spec's own keys (a path, a schema name): each line is made printable whole.
  for (const w of warnings.slice(0, WARNINGS_SHOWN)) io.err(printable(`warning: ${spec} ${w.pointer}: ${w.message}`));
  if (warnings.length > WARNINGS_SHOWN) io.err(`warning: … and ${warnings.length - WARNINGS_SHOWN} more like these`);
  if (renamed > 0)
    io.err(
      renamed === 1
        ? `note: 1 operationId is not an identifier or collides; its function is named by the rule in docs/generator.md ("Names"), and operations.ts keeps the operationId`
        : `note: ${renamed} operationIds are not identifiers or collide; their functions are named by the rule in docs/generator.md ("Names"), and operations.ts keeps each operationId`,
    );
}

/** Generates (or checks) one folder and reports it; the exit code. */
export async function generateAndReport(
  spec: string,
  out: string,
  check: boolean,
  io: Io,
  options: Partial<Pick<SpecOutArgs, "overlays" | "strict" | "maxSpecMb" | "validators">> = {},
): Promise<number> {
  try {
    const started = performance.now();
    const { drift, files, warnings, renamed } = await generate({
      spec,
      out,
      check,
      overlays: options.overlays ?? [],
      strict: options.strict === true,
      validators: options.validators ?? "ts",
      limits: options.maxSpecMb === undefined ? {} : { maxBytes: options.maxSpecMb * 1024 * 1024 },
    });
    reportWarnings(spec, warnings, renamed, io);
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
    const changed =
      drift.length === 0
        ? "nothing changed"
        : drift.map((d) => `${d.status === "orphaned" ? "removed" : "wrote"} ${out}/${d.file}`).join(", ");
    io.out(printable(`Generated ${files.size} files in ${Math.round(performance.now() - started)} ms: ${changed}.`));
    return 0;
  } catch (error) {
    if (error instanceof SpecValidationError || error instanceof SpecReadError || error instanceof OutputError) {
      // The message quotes the spec (pointers, names, values) and may hold several lines (one per problem): every
      // character a terminal acts on is escaped, line breaks kept (as `fleetkit diff` prints its errors).
      io.err(printable(error.message, { keepLineBreaks: true }));
      return 2;
    }
    throw error;
  }
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
