import { copyFile, constants } from "node:fs/promises";
import { parseArgs } from "node:util";
import { DEFAULT_OUT, DEFAULT_SPEC, generateAndReport } from "./cli.js";
import { bundledSpecPath } from "./package-files.js";

export const INIT_USAGE = `Usage: fleetkit init [--spec FILE] [--out DIR] [--force]

Starts a project of your own on the API: copies the spec bundled with fleetkit to FILE (yours to edit when
the API changes) and generates DIR from it. Then import from DIR/index.js, and after editing the spec run
\`fleetkit diff\` and \`fleetkit generate --spec FILE --out DIR\`.

  --spec FILE   where the spec copy goes (default: ${DEFAULT_SPEC})
  --out DIR     where the generated module goes (default: ${DEFAULT_OUT})
  --force       overwrite FILE if it exists
  -h, --help    this text`;

type Io = { out: (s: string) => void; err: (s: string) => void };

export async function runInitCli(argv: string[], io: Io): Promise<number> {
  let values: { spec?: string; out?: string; force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        spec: { type: "string" },
        out: { type: "string" },
        force: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`fleetkit init: ${(error as Error).message}\nRun \`fleetkit init --help\` for usage.`);
    return 2;
  }
  if (values.help) {
    io.out(INIT_USAGE);
    return 0;
  }
  const spec = values.spec ?? DEFAULT_SPEC;
  const out = (values.out ?? DEFAULT_OUT).replace(/(.)\/+$/, "$1");
  try {
    await copyFile(bundledSpecPath(), spec, values.force ? 0 : constants.COPYFILE_EXCL);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    io.err(
      code === "EEXIST"
        ? `fleetkit init: ${spec} exists; keep your copy (run \`fleetkit generate --spec ${spec} --out ${out}\`) or pass --force to replace it`
        : `fleetkit init: cannot write ${spec}: ${code ?? (error as Error).message}`,
    );
    return 2;
  }
  io.out(`Copied the bundled spec to ${spec}.`);
  return generateAndReport(spec, out, false, io);
}
