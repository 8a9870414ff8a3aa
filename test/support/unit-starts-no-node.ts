// A setup file of the unit project (vitest.config.ts): a unit file starts no Node process. Each costs 0.2 s of CPU or
// more before it does anything (Redocly, which the diff starts once per comparison, loads 14 MB of code), so the files
// that start them run in the process project, where `npm run test:unit` does not wait for them. Native helpers the
// generator runs (Biome, esbuild's service) start in milliseconds and stay allowed.
import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import { promisify } from "node:util";

const GUARDED = Symbol.for("fleetkit.unitStartsNoNode");

/** The error a unit file meets when it starts Node: where the file belongs instead. */
class NodeProcessInUnitFile extends Error {
  override name = "NodeProcessInUnitFile";
}

function refuse(command: string, args: readonly unknown[]): never {
  const started = [command, ...args.filter((arg): arg is string => typeof arg === "string")].slice(0, 3).join(" ");
  throw new NodeProcessInUnitFile(
    `a unit test file started a Node process (${started}): list the file in PROCESS_TESTS (vitest.config.ts), where the files that start processes run`,
  );
}

type Starter = (command: string, ...rest: unknown[]) => unknown;

/** Node itself: this process's binary, or `node` by name or path. */
const isNode = (program: string) => program === process.execPath || /(^|\/)node$/.test(program);

/** A command line for a shell (`exec`, or `spawn` with `shell: true`): its first word is the program. */
const shellProgram = (line: string) => (line.trim().split(/\s+/)[0] ?? "").replace(/^["']|["']$/g, "");

/**
 * Puts a check before `childProcess[name]`, and before its promisified form (`promisify(execFile)` resolves with
 * `{ stdout, stderr }` through the original's own `promisify.custom`, which is kept).
 */
function guard(name: "spawn" | "spawnSync" | "execFile" | "execFileSync" | "exec" | "execSync"): void {
  const check = (command: string, rest: unknown[]) => {
    if (isNode(command) || isNode(shellProgram(command))) refuse(command, Array.isArray(rest[0]) ? rest[0] : []);
  };
  const original = childProcess[name] as unknown as Starter & { [promisify.custom]?: Starter };
  const guarded: Starter & { [promisify.custom]?: Starter } = (command, ...rest) => {
    check(command, rest);
    return original(command, ...rest);
  };
  const custom = original[promisify.custom];
  if (custom !== undefined) {
    guarded[promisify.custom] = (command, ...rest) => {
      try {
        check(command, rest);
      } catch (error) {
        return Promise.reject(error); // as the promisified form fails: never a throw
      }
      return custom(command, ...rest);
    };
  }
  (childProcess as unknown as Record<string, Starter>)[name] = guarded;
}

const modules = childProcess as unknown as Record<symbol, boolean>;
if (!modules[GUARDED]) {
  modules[GUARDED] = true;
  for (const name of ["spawn", "spawnSync", "execFile", "execFileSync", "exec", "execSync"] as const) guard(name);
  childProcess.fork = ((modulePath: string, args?: unknown) =>
    refuse(`node ${modulePath}`, Array.isArray(args) ? args : [])) as typeof childProcess.fork;
  // Modules that import these by name (`import { spawn } from "node:child_process"`) see the guarded functions too.
  syncBuiltinESMExports();
}
