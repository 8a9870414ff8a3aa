// `recordScopeUsage`: writes what the tests called on a mock (`mock.scopePlan()`) when a test file's run ends, for
// `fleetkit scopes --from-code PATH --with-usage DIR`. One record per test file (vitest runs files in parallel
// workers, so no two write the same file), named after the file that registers it; the command merges the folder.
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { ScopeUsagePlan } from "./mock/usage-record.js";

export interface RecordScopeUsageOptions {
  /** The folder the records go to (created if missing); give the same one to `--with-usage`. */
  dir: string;
  /** vitest's `afterAll` (default: the global one, with vitest's `globals: true`). */
  afterAll?: (fn: () => Promise<void>) => void;
  /** The record's file name without `.json`; default: the registering test file's path, made a file name. */
  name?: string;
}

interface HasScopePlan {
  scopePlan(): ScopeUsagePlan;
}

/** The file that called `recordScopeUsage`, from the stack: the first frame outside this module. */
function callerFile(): string | undefined {
  const here = import.meta.url;
  for (const line of (new Error().stack ?? "").split("\n").slice(1)) {
    const match = /\(?((?:file:\/\/)?\/[^():]+|[A-Za-z]:\\[^():]+):\d+:\d+\)?$/.exec(line.trim());
    const file = match?.[1];
    if (!file || file === here || file === fileURLToPath(here) || file.includes("/node_modules/")) continue;
    return file.startsWith("file://") ? fileURLToPath(file) : file;
  }
  return undefined;
}

const fileName = (path: string) =>
  path
    .replace(/\.[cm]?[jt]sx?$/, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+/, "")
    .slice(-120) || "scope-usage";

/** Writes one record: to a temporary name first, so a reader never sees half a file. */
export async function writeScopeUsage(dir: string, name: string, plan: ScopeUsagePlan): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${fileName(name)}.json`);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, `${JSON.stringify(plan, null, 2)}\n`);
  await rename(partial, file);
  return file;
}

/**
 * When the test file's run ends, writes `mock.scopePlan()` into `options.dir`. `mock` may be a function, for a mock
 * made in `beforeAll`; a mock that was never made writes nothing.
 *
 * @example
 * import { afterAll } from "vitest";
 * recordScopeUsage(() => mock, { dir: "scope-usage", afterAll });
 * // then, in CI: fleetkit scopes --from-code src --with-usage scope-usage
 */
export function recordScopeUsage(
  mock: HasScopePlan | (() => HasScopePlan | undefined),
  options: RecordScopeUsageOptions,
): void {
  const register = options.afterAll ?? (globalThis as { afterAll?: RecordScopeUsageOptions["afterAll"] }).afterAll;
  if (typeof register !== "function")
    throw new TypeError(
      'recordScopeUsage: no vitest afterAll found; pass it: recordScopeUsage(mock, { dir, afterAll }) with afterAll imported from "vitest"',
    );
  if (typeof options.dir !== "string" || options.dir === "")
    throw new TypeError('recordScopeUsage: options.dir must name a folder, e.g. { dir: "scope-usage" }');
  const caller = callerFile();
  const name = options.name ?? (caller ? relative(process.cwd(), caller) : `scope-usage-${process.pid}`);
  register(async () => {
    const target = typeof mock === "function" ? mock() : mock;
    if (target) await writeScopeUsage(options.dir, name, target.scopePlan());
  });
}
