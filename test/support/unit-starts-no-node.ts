// A setup file of the unit project (vitest.config.ts): a unit file starts no Node process. Each costs 0.2 s of CPU or
// more before it does anything (Redocly, which the diff starts once per comparison, loads 14 MB of code), so the files
// that start them run in the process project, where `npm run test:unit` does not wait for them. Native helpers the
// generator runs (Biome, esbuild's service) start in milliseconds and stay allowed.
import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";

const GUARDED = Symbol.for("fleetkit.unitStartsNoNode");

/** The error a unit file meets when it starts Node: where the file belongs instead. */
export class NodeProcessInUnitFile extends Error {
  override name = "NodeProcessInUnitFile";
}

function refuse(command: string, args: readonly unknown[]): never {
  const started = [command, ...args.filter((arg): arg is string => typeof arg === "string")].slice(0, 3).join(" ");
  throw new NodeProcessInUnitFile(
    `a unit test file started a Node process (${started}): list the file in PROCESS_TESTS (vitest.config.ts), where the files that start processes run`,
  );
}

type Starter = (command: string, ...rest: unknown[]) => unknown;

function guard(name: "spawn" | "spawnSync" | "execFile" | "execFileSync"): void {
  const original = childProcess[name] as unknown as Starter;
  const guarded: Starter = (command, ...rest) => {
    if (command === process.execPath || /(^|\/)node$/.test(command)) {
      refuse(command, Array.isArray(rest[0]) ? rest[0] : []);
    }
    return original(command, ...rest);
  };
  (childProcess as unknown as Record<string, Starter>)[name] = guarded;
}

const modules = childProcess as unknown as Record<symbol, boolean>;
if (!modules[GUARDED]) {
  modules[GUARDED] = true;
  for (const name of ["spawn", "spawnSync", "execFile", "execFileSync"] as const) guard(name);
  childProcess.fork = ((modulePath: string, args?: unknown) =>
    refuse(`node ${modulePath}`, Array.isArray(args) ? args : [])) as typeof childProcess.fork;
  // Modules that import these by name (`import { spawn } from "node:child_process"`) see the guarded functions too.
  syncBuiltinESMExports();
}
