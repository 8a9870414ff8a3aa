#!/usr/bin/env node
import { packageManifest } from "../generator/package-files.js";
import { didYouMean } from "../runtime/did-you-mean.js";
import { loadGenerator } from "./generator-tools.js";
import { EXIT, UsageError, readStdin, type Io } from "./io.js";

const USAGE = `Usage: fleetkit <command> [options]

Commands:
  init       copy the bundled spec into your project and generate a typed module from it (src/fleet/)
  generate   regenerate your module from your copy of the spec (types, operation functions, scopes, validators)
  scopes     the scopes an operation needs, every operation's scopes, or the least token for a set of calls
  webhook    sign, verify or send webhook notifications the way the service does
  mock       run a local mock of the API with tokens, scopes, tags, pagination, feeds and webhooks
  diff       what changing the spec breaks for callers: operations, scopes, tokens, requests, responses

Run \`fleetkit <command> --help\` for a command's options.

Exit codes: 0 success; 1 the check failed (generate --check found drift, webhook verify rejected the
delivery, webhook send was not delivered, diff found a breaking change); 2 bad usage or input (the
message says what to fix); 70 an internal error (a bug in fleetkit: please report it with the output
of FLEETKIT_DEBUG=1).`;

const io: Io = {
  out: (s) => process.stdout.write(`${s}\n`),
  err: (s) => process.stderr.write(`${s}\n`),
  stdin: readStdin,
};

async function run(command: string | undefined, args: string[]): Promise<number> {
  switch (command) {
    case "generate": {
      // Loaded only here (`import "fleetkit"` never pulls in TypeScript, openapi-typescript or the ajv compiler), and
      // wrapped whole: the heaviest tools load only once there is something to generate.
      const code = await loadGenerator(
        async () => (await import("../generator/cli.js")).runGenerateCli(args, io),
        command,
        io.err,
      );
      return code ?? EXIT.usage;
    }
    case "init": {
      const code = await loadGenerator(
        async () => (await import("../generator/init.js")).runInitCli(args, io),
        command,
        io.err,
      );
      return code ?? EXIT.usage;
    }
    case "scopes":
      return (await import("./commands/scopes.js")).scopesCommand(args, io);
    case "webhook":
      return (await import("./commands/webhook.js")).webhookCommand(args, io);
    case "mock":
      return (await import("./commands/mock.js")).mockCommand(args, io);
    case "diff":
      return (await import("./commands/diff.js")).diffCommand(args, io);
    case "help":
    case "--help":
    case "-h":
      io.out(USAGE);
      return EXIT.ok;
    case "--version":
    case "-v":
      io.out(packageManifest().version);
      return EXIT.ok;
    case undefined:
      io.err(USAGE);
      return EXIT.usage;
    default: {
      const hint = didYouMean(command, KNOWN);
      throw new UsageError(`unknown command "${command}"${hint ? `; ${hint}` : ""}`);
    }
  }
}

const KNOWN = new Set(["init", "generate", "scopes", "webhook", "mock", "diff"]);
const [command, ...args] = process.argv.slice(2);
try {
  process.exitCode = await run(command, args);
} catch (error) {
  const name = command !== undefined && KNOWN.has(command) ? `fleetkit ${command}` : "fleetkit";
  if (error instanceof UsageError) {
    io.err(`${name}: ${error.message}\nRun \`${name} --help\` for usage.`);
    process.exitCode = EXIT.usage;
  } else {
    io.err(`${name}: internal error: ${(error as Error)?.message ?? String(error)}`);
    if (process.env.FLEETKIT_DEBUG) io.err(String((error as Error)?.stack ?? error));
    else io.err("Run again with FLEETKIT_DEBUG=1 for the stack trace, and report it.");
    process.exitCode = EXIT.internal;
  }
}
