import { spawnSync } from "node:child_process";

/** Runs `npm run <script>` (its output on this process's), with `env` over this process's; answers its exit code. */
export function npmRun(
  script: string,
  { silent = false, env = {} }: { silent?: boolean; env?: NodeJS.ProcessEnv } = {},
) {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const run = spawnSync(npm, ["run", ...(silent ? ["--silent"] : []), script], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (run.error) throw run.error;
  return run.status ?? 1;
}
