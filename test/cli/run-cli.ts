import { spawn } from "node:child_process";
import { assertFreshDist } from "../support/built-dist.js";

export const BIN = "dist/cli/fleetkit.js";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built `fleetkit` bin, as users do, with optional standard input. */
export function runCli(
  args: string[],
  options: { stdin?: string | Buffer; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  assertFreshDist();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...options.env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? "");
  });
}
