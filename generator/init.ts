import { copyFile, constants } from "node:fs/promises";
import { DEFAULT_OUT, DEFAULT_SPEC, generateAndReport, parseSpecOutArgs, type Io } from "./cli.js";
import { bundledSpecPath } from "./package-files.js";

export const INIT_USAGE = `Usage: fleetkit init [--spec FILE] [--out DIR] [--force]

Starts a project of your own on the API: copies the spec bundled with fleetkit to FILE (yours to edit when
the API changes) and generates DIR from it. Then import from DIR/index.js, and after editing the spec run
\`fleetkit diff\` and \`fleetkit generate --spec FILE --out DIR\`.

  --spec FILE   where the spec copy goes (default: ${DEFAULT_SPEC})
  --out DIR     where the generated module goes (default: ${DEFAULT_OUT})
  --force       overwrite FILE if it exists
  -h, --help    this text`;

export async function runInitCli(argv: string[], io: Io): Promise<number> {
  const args = parseSpecOutArgs("init", argv, "force", INIT_USAGE, io);
  if (typeof args === "number") return args;
  const { spec, out, switched: force } = args;
  try {
    await copyFile(bundledSpecPath(), spec, force ? 0 : constants.COPYFILE_EXCL);
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
