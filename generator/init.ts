import { constants } from "node:fs";
import { copyFile, lstat, readFile, writeFile } from "node:fs/promises";
import { DEFAULT_OUT, DEFAULT_SPEC, generateAndReport, parseSpecOutArgs, type Io } from "./cli.js";
import { bundledSpecPath } from "./package-files.js";

export const INIT_USAGE = `Usage: fleetkit init [--spec FILE] [--out DIR] [--force]

Starts a project of your own on the API: copies the spec bundled with fleetkit to FILE (yours to edit when
the API changes) and generates DIR from it. Then import from DIR/index.js, and after editing the spec run
\`fleetkit diff\` and \`fleetkit generate --spec FILE --out DIR\`.

  --spec FILE   where the spec copy goes (default: ${DEFAULT_SPEC})
  --out DIR     where the generated module goes (default: ${DEFAULT_OUT})
  --force       replace FILE if it exists, keeping it as FILE.bak (or FILE.bak.2, … if that is taken)
  -h, --help    this text`;

/** How many backups `--force` keeps side by side before it asks the user to tidy up. */
const MAX_BACKUPS = 99;
/** Never through a symbolic link (O_NOFOLLOW, where the platform has it); O_EXCL too unless replacing. */
const writeFlags = (replace: boolean) =>
  constants.O_WRONLY |
  constants.O_CREAT |
  (constants.O_NOFOLLOW ?? 0) |
  (replace ? constants.O_TRUNC : constants.O_EXCL);

class InitError extends Error {}

const linkRefusal = (spec: string) =>
  new InitError(
    `${spec} is a symbolic link; fleetkit never writes through one. Pass --spec with the file it points to, or remove the link.`,
  );

/**
 * Copies the user's spec to the first free FILE.bak, FILE.bak.2, …: the copy is created exclusively, so a name that
 * exists (a file, or a link planted there) is skipped, never written through.
 */
async function backUp(spec: string): Promise<string> {
  for (let n = 1; n <= MAX_BACKUPS; n++) {
    const backup = n === 1 ? `${spec}.bak` : `${spec}.bak.${n}`;
    try {
      await copyFile(spec, backup, constants.COPYFILE_EXCL);
      return backup;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EEXIST")
        throw new InitError(`cannot back up ${spec} to ${backup}: ${code ?? (error as Error).message}`);
    }
  }
  throw new InitError(`${spec}.bak to ${spec}.bak.${MAX_BACKUPS} all exist; remove old backups, then run init again`);
}

/** Writes the bundled spec to `spec`; the backup of the copy it replaced, if any. */
async function copyBundledSpec(spec: string, out: string, force: boolean): Promise<string | undefined> {
  const info = await lstat(spec).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw new InitError(`cannot write ${spec}: ${error.code ?? error.message}`);
  });
  if (info?.isSymbolicLink()) throw linkRefusal(spec);
  if (info !== undefined && !force) {
    throw new InitError(
      `${spec} exists; keep your copy (run \`fleetkit generate --spec ${spec} --out ${out}\`) or pass --force to replace it (a backup is kept)`,
    );
  }
  if (info !== undefined && !info.isFile()) throw new InitError(`cannot write ${spec}: it is not a file`);
  const backup = info === undefined ? undefined : await backUp(spec);
  try {
    await writeFile(spec, await readFile(bundledSpecPath()), { flag: writeFlags(backup !== undefined) });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A link or a file that appeared since lstat looked.
    if (code === "ELOOP") throw linkRefusal(spec);
    if (code === "EEXIST") throw new InitError(`${spec} appeared while init ran; run init again`);
    throw new InitError(`cannot write ${spec}: ${code ?? (error as Error).message}`);
  }
  return backup;
}

export async function runInitCli(argv: string[], io: Io): Promise<number> {
  const args = parseSpecOutArgs("init", argv, "force", INIT_USAGE, io);
  if (typeof args === "number") return args;
  const { spec, out, switched: force } = args;
  let backup: string | undefined;
  try {
    backup = await copyBundledSpec(spec, out, force);
  } catch (error) {
    if (!(error instanceof InitError)) throw error;
    io.err(`fleetkit init: ${error.message}`);
    return 2;
  }
  io.out(
    backup === undefined
      ? `Copied the bundled spec to ${spec}.`
      : `Copied the bundled spec to ${spec}; your previous copy is in ${backup}.`,
  );
  return generateAndReport(spec, out, false, io);
}
