// `--with-usage FILE`: the record of what the tests called on the mock (`mock.scopePlan()`, written by
// `recordScopeUsage` of fleetkit/testing), compared with what the code calls. FILE may be one record or a folder of
// them (one per test file, as vitest's workers write them), merged.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { FromCodeInputError } from "./project.js";
import type { LeastTokenReport } from "./report.js";

export interface UsageOperation {
  operationId: string;
  method: string;
  path: string;
}

export interface UsageComparison {
  file: string;
  /** Called in the code, exercised by no test. */
  untested: UsageOperation[];
  /** Exercised by the tests, found nowhere in the code (a test calling the API itself, or an unresolved call). */
  onlyInTests: UsageOperation[];
}

const key = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`;

function readRecord(file: string): UsageOperation[] {
  let record: unknown;
  try {
    record = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new FromCodeInputError(
      `--with-usage: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  const operations = (record as { fleetkitScopeUsage?: unknown; operations?: unknown } | null)?.operations;
  if ((record as { fleetkitScopeUsage?: unknown } | null)?.fleetkitScopeUsage !== 1 || !Array.isArray(operations))
    throw new FromCodeInputError(
      `--with-usage: ${file} is not a scope-usage record (write one with recordScopeUsage from fleetkit/testing, or JSON.stringify(mock.scopePlan()))`,
    );
  return operations.flatMap((o: Partial<UsageOperation>) =>
    typeof o?.operationId === "string" && typeof o.method === "string" && typeof o.path === "string"
      ? [{ operationId: o.operationId, method: o.method.toUpperCase(), path: o.path }]
      : [],
  );
}

/** The operations of one record, or of every `*.json` record in a folder. */
export function readUsage(path: string): UsageOperation[] {
  let isDir: boolean;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    throw new FromCodeInputError(`--with-usage: ${path} does not exist (run the tests that record it first)`);
  }
  if (!isDir) return readRecord(path);
  const files = readdirSync(path)
    .filter((f) => f.endsWith(".json"))
    .sort();
  if (files.length === 0) throw new FromCodeInputError(`--with-usage: ${path} holds no record (*.json)`);
  const merged = new Map<string, UsageOperation>();
  for (const file of files) for (const o of readRecord(join(path, file))) merged.set(key(o), o);
  return [...merged.values()];
}

export function compareUsage(report: LeastTokenReport, usage: UsageOperation[], file: string): UsageComparison {
  const tested = new Set(usage.map(key));
  const inCode = new Set(report.operations.map(key));
  return {
    file,
    untested: report.operations
      .filter((o) => !tested.has(key(o)))
      .map(({ operationId, method, path }) => ({ operationId, method, path })),
    onlyInTests: usage.filter((o) => !inCode.has(key(o))),
  };
}
