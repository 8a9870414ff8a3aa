import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { generate } from "./index.js";
import { SpecValidationError } from "./check-spec.js";
import { SpecReadError } from "./spec-document.js";
import { OutputError } from "./output-files.js";

export const GENERATE_USAGE = `Usage: fleetkit generate [--spec FILE] [--out DIR] [--check]

Reads the OpenAPI document and writes generated/: types.ts (openapi-typescript), operations.ts
(operation metadata with scopes), scopes.ts (scope catalogue), schema-types.ts, validators.ts and
validators-standalone.ts (precompiled ajv validators). Generated files that the spec no longer produces
are removed; files without the generated header are yours and never touched.

  --spec FILE   the OpenAPI 3.1 document (default: spec/fleet-api.yaml)
  --out DIR     the output folder (default: generated)
  --check       write nothing; exit 1 and name each stale, missing or orphaned file
  -h, --help    this text

Exit codes: 0 done (or up to date), 1 generated/ is out of date (--check), 2 bad spec or usage.`;

/** Runs `generate` with command-line arguments; returns the exit code. */
export async function runGenerateCli(argv: string[], io: { out: (s: string) => void; err: (s: string) => void }): Promise<number> {
  let values: { spec?: string; out?: string; check?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { spec: { type: "string" }, out: { type: "string" }, check: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`fleetkit generate: ${(error as Error).message}\n\n${GENERATE_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(GENERATE_USAGE);
    return 0;
  }
  const out = (values.out ?? "generated").replace(/(.)\/+$/, "$1");
  const spec = values.spec ?? "spec/fleet-api.yaml";
  try {
    const started = performance.now();
    const { drift, files } = await generate({ spec, out, check: values.check });
    if (values.check) {
      if (drift.length === 0) {
        io.out(`${out}/ is up to date with ${spec} (${files.size} files).`);
        return 0;
      }
      const fix = values.spec === undefined && values.out === undefined ? "fleetkit generate (npm run generate)" : `fleetkit generate --spec ${spec} --out ${out}`;
      io.err(`${out}/ does not match ${spec}; regenerate with \`${fix}\`:\n` + drift.map((d) => `  ${d.status}: ${out}/${d.file}`).join("\n"));
      return 1;
    }
    const changed = drift.length === 0 ? "nothing changed" : drift.map((d) => `${d.status === "orphaned" ? "removed" : "wrote"} ${out}/${d.file}`).join(", ");
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
  process.exitCode = await runGenerateCli(process.argv.slice(2), { out: (s) => console.log(s), err: (s) => console.error(s) });
}
