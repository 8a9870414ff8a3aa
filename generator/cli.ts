import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { generate } from "./index.js";
import { SpecValidationError } from "./check-spec.js";
import { SpecReadError } from "./spec-document.js";
import { OutputError } from "./output-files.js";

/** Where `fleetkit init` puts the spec copy and the generated module, and what `generate` reads and writes by default. */
export const DEFAULT_SPEC = "fleet-api.yaml";
export const DEFAULT_OUT = "src/fleet";

export const GENERATE_USAGE = `Usage: fleetkit generate [--spec FILE] [--out DIR] [--check]

Reads your copy of the OpenAPI document and writes a typed module to DIR: index.ts (import from it: the
client, paginate, followFeed, scopes and validators bound to this spec), operation-functions.ts (one
function per operationId), types.ts (openapi-typescript), operations.ts (operation metadata with scopes),
scopes.ts, schema-types.ts, validators.ts and validators-standalone.ts (precompiled validators). Generated
files that the spec no longer produces are removed; files without the generated header are never touched.

  --spec FILE   the OpenAPI 3.1 document (default: ${DEFAULT_SPEC})
  --out DIR     the output folder (default: ${DEFAULT_OUT})
  --check       write nothing; exit 1 and name each stale, missing or orphaned file (for CI)
  -h, --help    this text

Exit codes: 0 done (or up to date), 1 the folder is out of date (--check), 2 bad spec or usage.`;

export type Io = { out: (s: string) => void; err: (s: string) => void };

/** What `generate` and `init` are told: the spec, the output folder, and the command's one switch. */
export interface SpecOutArgs {
  spec: string;
  out: string;
  /** `--check` for generate, `--force` for init. */
  switched: boolean;
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
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        spec: { type: "string" },
        out: { type: "string" },
        [switchName]: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`fleetkit ${command}: ${(error as Error).message}\nRun \`fleetkit ${command} --help\` for usage.`);
    return 2;
  }
  if (values.help) {
    io.out(usage);
    return 0;
  }
  return {
    spec: (values.spec as string | undefined) ?? DEFAULT_SPEC,
    out: ((values.out as string | undefined) ?? DEFAULT_OUT).replace(/(.)\/+$/, "$1"),
    switched: values[switchName] === true,
  };
}

/** Runs `generate` with command-line arguments; returns the exit code. */
export async function runGenerateCli(argv: string[], io: Io): Promise<number> {
  const args = parseSpecOutArgs("generate", argv, "check", GENERATE_USAGE, io);
  if (typeof args === "number") return args;
  return generateAndReport(args.spec, args.out, args.switched, io);
}

/** Generates (or checks) one folder and reports it; the exit code. */
export async function generateAndReport(spec: string, out: string, check: boolean, io: Io): Promise<number> {
  try {
    const started = performance.now();
    const { drift, files } = await generate({ spec, out, check });
    if (check) {
      if (drift.length === 0) {
        io.out(`${out}/ is up to date with ${spec} (${files.size} files).`);
        return 0;
      }
      io.err(
        `${out}/ does not match ${spec}; regenerate with \`fleetkit generate --spec ${spec} --out ${out}\`:\n` +
          drift.map((d) => `  ${d.status}: ${out}/${d.file}`).join("\n"),
      );
      return 1;
    }
    const changed =
      drift.length === 0
        ? "nothing changed"
        : drift.map((d) => `${d.status === "orphaned" ? "removed" : "wrote"} ${out}/${d.file}`).join(", ");
    io.out(`Generated ${files.size} files in ${Math.round(performance.now() - started)} ms: ${changed}.`);
    return 0;
  } catch (error) {
    if (error instanceof SpecValidationError || error instanceof SpecReadError || error instanceof OutputError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runGenerateCli(process.argv.slice(2), {
    out: (s) => console.log(s),
    err: (s) => console.error(s),
  });
}
