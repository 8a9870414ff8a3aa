// A misspelt flag gets a "did you mean" on every command, as the README promises: node's parseArgs error is wrapped
// once (unknownFlagHint) for cli/io.ts's `parse` and for `generate` and `init`.
import { parseArgs } from "node:util";
import { describe, expect, it } from "vitest";
import { mockCommand } from "../../cli/commands/mock.js";
import { runGenerateCli } from "../../generator/cli.js";
import { runInitCli } from "../../generator/init.js";
import { unknownFlagHint } from "../../runtime/did-you-mean.js";
import { runCommand } from "./in-process.js";

const RUN_HELP = (command: string) => `Run \`fleetkit ${command} --help\` for usage.`;

describe("a misspelt flag", () => {
  it.each([
    ["generate", "--spce", "--spec", runGenerateCli, ["--spce", "fleet-api.yaml"]],
    ["generate", "--chek", "--check", runGenerateCli, ["--chek"]],
    ["generate", "--otu", "--out", runGenerateCli, ["--otu=src/fleet"]],
    ["init", "--froce", "--force", runInitCli, ["--froce"]],
  ] as const)("fleetkit %s %s: did you mean %s?", async (command, typed, meant, run, args) => {
    const r = await runCommand(run, [...args]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      `fleetkit ${command}: Unknown option '${typed}'; did you mean ${meant}?\n${RUN_HELP(command)}`,
    ]);
  });

  it("fleetkit mock --prot 4011: did you mean --port? (and nothing is started)", async () => {
    const r = await runCommand(mockCommand, ["--prot", "4011"]);
    expect(r).toMatchObject({ code: 2, err: ["Unknown option '--prot'; did you mean --port?"] });
  });
});

describe("unknownFlagHint", () => {
  const errorOf = (args: string[]) => {
    try {
      parseArgs({ args, options: { port: { type: "string" }, json: { type: "boolean" } }, strict: true });
    } catch (error) {
      return error;
    }
    throw new Error("parseArgs took the arguments");
  };

  it.each([
    ["two letters swapped", ["--prot"], "Unknown option '--prot'; did you mean --port?"],
    ["a letter missing", ["--jsn"], "Unknown option '--jsn'; did you mean --json?"],
    ["a value attached", ["--prot=1"], "Unknown option '--prot'; did you mean --port?"],
    ["nothing near", ["--verbose"], "Unknown option '--verbose'"],
    ["an unknown short flag", ["-x"], "Unknown option '-x'"],
  ])("%s", (_, args, message) => {
    expect(unknownFlagHint(errorOf(args), ["port", "json"])).toBe(message);
  });

  it("leaves other parse errors as node words them", () => {
    const error = errorOf(["--port"]);
    expect(unknownFlagHint(error, ["port", "json"])).toBe((error as Error).message);
  });
});
