#!/usr/bin/env node
// Only what every command needs is imported here; each command loads its own modules when it runs (`--version` reads
// package.json and nothing else), so a command starts in about the time of `node` itself.
import { EXIT, UsageError, readStdin, type Io } from "./io.js";

const USAGE = `Usage: fleetkit <command> [options]

Commands:
  init       copy the bundled spec into your project and generate a typed module from it (src/fleet/)
  generate   regenerate your module from your copy of the spec (types, operation functions, scopes, validators)
  scopes     the scopes an operation needs, every operation's scopes, or the least token for a set of calls
  webhook    sign, verify or send webhook notifications the way the service does
  mock       run a local mock of the API with tokens, scopes, tags, pagination, feeds and webhooks
  diff       what changing the spec breaks for callers: operations, scopes, tokens, requests, responses
  bundle     print the document fleetkit reads from a spec: OpenAPI 3.1, bundled, overlays applied
  proxy      forward to the API and report where its answers and the spec disagree (and an overlay to fix it)

Run \`fleetkit <command> --help\` for a command's options.

Exit codes: 0 success; 1 the check failed (generate --check found drift, webhook verify rejected the
delivery, webhook send was not delivered, diff found a breaking change); 2 bad usage or input (the
message says what to fix); 70 an internal error (a bug in fleetkit: please report it with the output
of FLEETKIT_DEBUG=1).`;

/**
 * A reader that stops early (`fleetkit diff OLD NEW | head -1`) closes standard output: the rest of the output is
 * dropped without a stack trace and the command ends with its own exit code (diff's verdict: 0 or 1).
 */
let stdoutClosed = false;
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
  stdoutClosed = true;
});

const io: Io = {
  out: (s) => void (stdoutClosed || process.stdout.write(`${s}\n`)),
  err: (s) => process.stderr.write(`${s}\n`),
  stdin: readStdin,
};

/**
 * A generator command: its modules load only here, wrapped whole, so a missing optional tool gets one clear line.
 * Stopped by SIGINT or SIGTERM, it removes its temporary folders before it exits (130 or 143, as the shell reports a
 * process the signal ended): the default handling ends the process before any `finally` runs.
 */
async function generatorCommand(command: string, run: () => Promise<number>): Promise<number> {
  const [{ loadGenerator }, { stopFormatting }] = await Promise.all([
    import("./generator-tools.js"),
    import("../generator/format-output.js"),
  ]);
  const stop = (signal: NodeJS.Signals) => {
    stopFormatting();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  try {
    return (await loadGenerator(run, command, io.err)) ?? EXIT.usage;
  } finally {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  }
}

/**
 * Every command, by name: the one list (usage errors and the did-you-mean hint read it too). `import "fleetkit"` never
 * pulls in TypeScript, openapi-typescript or the ajv compiler: only `generate` and `init` load them.
 */
const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  init: (args) => generatorCommand("init", async () => (await import("../generator/init.js")).runInitCli(args, io)),
  generate: (args) =>
    generatorCommand("generate", async () => (await import("../generator/cli.js")).runGenerateCli(args, io)),
  scopes: async (args) => (await import("./commands/scopes.js")).scopesCommand(args, io),
  webhook: async (args) => (await import("./commands/webhook.js")).webhookCommand(args, io),
  mock: async (args) => (await import("./commands/mock.js")).mockCommand(args, io),
  diff: async (args) => (await import("./commands/diff.js")).diffCommand(args, io),
  bundle: async (args) => (await import("./commands/bundle.js")).bundleCommand(args, io),
  proxy: async (args) => (await import("./commands/proxy.js")).proxyCommand(args, io),
};

async function run(command: string | undefined, args: string[]): Promise<number> {
  if (command !== undefined && Object.hasOwn(COMMANDS, command)) return COMMANDS[command]!(args);
  switch (command) {
    case "help":
    case "--help":
    case "-h":
      io.out(USAGE);
      return EXIT.ok;
    case "--version":
    case "-v":
      io.out((await import("../generator/package-files.js")).packageManifest().version);
      return EXIT.ok;
    case undefined:
      io.err(USAGE);
      return EXIT.usage;
    default: {
      const hint = (await import("../runtime/did-you-mean.js")).didYouMean(command, Object.keys(COMMANDS));
      throw new UsageError(`unknown command "${command}"${hint ? `; ${hint}` : ""}`);
    }
  }
}

const [command, ...args] = process.argv.slice(2);
try {
  process.exitCode = await run(command, args);
} catch (error) {
  const name = command !== undefined && Object.hasOwn(COMMANDS, command) ? `fleetkit ${command}` : "fleetkit";
  if (error instanceof UsageError) {
    io.err(`${name}: ${error.message}\nRun \`${name} --help\` for usage.`);
    process.exitCode = EXIT.usage;
  } else {
    // An internal error's message can quote a spec (names, pointers): nothing in it may act on the terminal.
    const { printable } = await import("../runtime/printable.js");
    io.err(printable(`${name}: internal error: ${(error as Error)?.message ?? String(error)}`));
    if (process.env.FLEETKIT_DEBUG)
      io.err(printable(String((error as Error)?.stack ?? error), { keepLineBreaks: true }));
    else io.err("Run again with FLEETKIT_DEBUG=1 for the stack trace, and report it.");
    process.exitCode = EXIT.internal;
  }
}
