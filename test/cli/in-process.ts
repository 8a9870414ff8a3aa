import { EXIT, UsageError, type Io } from "../../cli/io.js";

export interface InProcessResult {
  code: number;
  /** Every line written to standard output, in order. */
  out: string[];
  /** Every line written to standard error, in order. */
  err: string[];
}

/** An `Io` that records lines instead of writing them; `stdin` answers the given bytes. */
export function recordingIo(
  stdin: string | Buffer = "",
): Io & { out: (line: string) => void; lines: { out: string[]; err: string[] } } {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    out: (line) => void lines.out.push(line),
    err: (line) => void lines.err.push(line),
    stdin: async () => Buffer.from(stdin),
  };
}

/**
 * Runs a command function as the `fleetkit` bin does, without a process: a UsageError becomes exit 2 with its
 * message on standard error (the bin adds a "Run `fleetkit <command> --help`" line, tested in cli.test.ts).
 */
export async function runCommand(
  command: (args: string[], io: Io) => number | Promise<number>,
  args: string[],
  options: { stdin?: string | Buffer; io?: ReturnType<typeof recordingIo> } = {},
): Promise<InProcessResult> {
  const io = options.io ?? recordingIo(options.stdin);
  try {
    const code = await command(args, io);
    return { code, ...io.lines };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    return { code: EXIT.usage, ...io.lines };
  }
}

/** The commands as the bin dispatches them; the generator's are loaded on first use, as the bin loads them. */
const COMMANDS: Record<string, () => Promise<(args: string[], io: Io) => number | Promise<number>>> = {
  init: async () => (await import("../../generator/init.js")).runInitCli,
  generate: async () => (await import("../../generator/cli.js")).runGenerateCli,
  scopes: async () => (await import("../../cli/commands/scopes.js")).scopesCommand,
  webhook: async () => (await import("../../cli/commands/webhook.js")).webhookCommand,
  mock: async () => (await import("../../cli/commands/mock.js")).mockCommand,
  diff: async () => (await import("../../cli/commands/diff.js")).diffCommand,
};

export interface CliLikeResult {
  code: number;
  /** Standard output as the bin writes it: each line followed by a newline. */
  stdout: string;
  stderr: string;
}

/**
 * `fleetkit <command> ...args` in this process, answered in the shape of `runCli` (run-cli.ts), so a test reads the
 * same either way. A UsageError gets the bin's two lines ("fleetkit <command>: …" and "Run `fleetkit <command>
 * --help` for usage."); cli.test.ts checks that the bin itself writes them so.
 */
export async function runFleetkit(
  [command = "", ...args]: string[],
  options: { stdin?: string | Buffer } = {},
): Promise<CliLikeResult> {
  const load = COMMANDS[command];
  if (load === undefined)
    throw new Error(
      `runFleetkit runs the commands ${Object.keys(COMMANDS).join(", ")}; "${command}" is the bin's to test`,
    );
  const io = recordingIo(options.stdin);
  let code: number;
  try {
    code = await (await load())(args, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`fleetkit ${command}: ${error.message}\nRun \`fleetkit ${command} --help\` for usage.`);
    code = EXIT.usage;
  }
  const text = (lines: string[]) => lines.map((line) => `${line}\n`).join("");
  return { code, stdout: text(io.lines.out), stderr: text(io.lines.err) };
}
