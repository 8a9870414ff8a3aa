// `fleetkit scopes --from-code PATH`: the least token the code needs, and with `--token-scopes` a CI gate on it.
// TypeScript is loaded here only (an optional peer, as for `generate`), so every other command starts without it.
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type TS from "typescript";
import { printable } from "../../../../runtime/printable.js";
import { withScopeHint } from "../../../../runtime/scopes.js";
import { loadGenerator } from "../../../generator-tools.js";
import { EXIT, type Io } from "../../../io.js";
import { type Progress, progress, progressWanted } from "../../../progress.js";
import { findCalls } from "./find-calls.js";
import { type GeneratedModule, ModuleFinder } from "./generated-module.js";
import { FromCodeInputError, loadProject } from "./project.js";
import { type LeastTokenReport, leastTokenReport, reportJson, reportMarkdown, reportText } from "./report.js";
import { compareUsage, readUsage, type UsageComparison } from "./usage-file.js";

export interface FromCodeOptions {
  path: string;
  project: string | undefined;
  json: boolean;
  format: string | undefined;
  tokenScopes: string | undefined;
  tokenScopesFile: string | undefined;
  strict: boolean;
  withUsage: string | undefined;
  /** `--quiet`: no stage lines (they are printed only when stderr is a terminal, and never with `--json`). */
  quiet?: boolean;
}

/** `"Read Tags, Read Vehicles"`, or a file with one per line or a JSON array: each name once. */
function parseScopeList(text: string): string[] {
  const trimmed = text.trim();
  let names: unknown[] | undefined;
  if (trimmed.startsWith("[")) {
    try {
      names = JSON.parse(trimmed) as unknown[];
    } catch {
      throw new FromCodeInputError(
        "--token-scopes-file: the file starts with [ but is not a JSON array of scope names",
      );
    }
    if (!Array.isArray(names) || names.some((n) => typeof n !== "string"))
      throw new FromCodeInputError("--token-scopes-file: the JSON array must hold scope names (strings) only");
  }
  const list = (names as string[] | undefined) ?? trimmed.split(/[,\r\n]+/).filter((l) => !l.trim().startsWith("#"));
  return [...new Set(list.map((s) => s.trim()).filter((s) => s !== ""))];
}

function tokenScopesOf(options: FromCodeOptions): string[] | undefined {
  if (options.tokenScopesFile !== undefined) {
    let text: string;
    try {
      text = readFileSync(options.tokenScopesFile, "utf8");
    } catch (error) {
      throw new FromCodeInputError(
        `--token-scopes-file: cannot read ${options.tokenScopesFile}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
    return parseScopeList(text);
  }
  return options.tokenScopes === undefined ? undefined : parseScopeList(options.tokenScopes);
}

/** A complete catalogue of the modules reached makes a name outside it a typo (exit 2, with the names it may mean). */
function checkScopeNames(held: readonly string[], catalogue: ReadonlySet<string> | undefined): void {
  if (held.length === 0)
    throw new FromCodeInputError('--token-scopes needs at least one scope name, e.g. --token-scopes "Read Vehicles"');
  if (catalogue === undefined) return;
  const unknown = held.filter((s) => !catalogue.has(s));
  if (unknown.length > 0)
    throw new FromCodeInputError(
      `--token-scopes: ${unknown.map((s) => withScopeHint(s, catalogue)).join(", ")} ${unknown.length === 1 ? "is not a scope" : "are not scopes"} of the generated module's catalogue (SCOPES)`,
    );
}

/** The gate's verdict lines: each operation the token cannot call, with the scopes it lacks; empty when it suffices. */
export function gateFailures(report: LeastTokenReport, held: ReadonlySet<string>): string[] {
  return report.operations.flatMap((o) => {
    const missing = (o.scopes ?? []).filter((s) => !held.has(s));
    if (missing.length === 0) return [];
    return [
      `${o.operationId} (${o.method} ${o.path}) needs ${missing.join(" and ")}, which the token lacks; called at ${o.sites.join(", ")}`,
    ];
  });
}

function analyse(ts: typeof TS, options: FromCodeOptions, stages: Progress) {
  stages.stage(`reading ${printable(options.project ?? options.path)} with the type checker`, "reading");
  const project = loadProject(ts, options.path, options.project);
  const name = (file: string) => {
    const rel = relative(project.root, file);
    return (rel === "" ? "." : rel).split(sep).join("/");
  };
  return { project, name };
}

export async function fromCodeCommand(options: FromCodeOptions, io: Io): Promise<number> {
  if (options.format !== undefined && options.format !== "md" && options.format !== "text")
    return fail(io, `--format takes md (markdown, for a pull-request comment) or text, not "${options.format}"`);
  if (options.format === "md" && options.json) return fail(io, "--format md and --json are two outputs: give one");
  if (options.tokenScopes !== undefined && options.tokenScopesFile !== undefined)
    return fail(io, "give the token's scopes once: --token-scopes LIST or --token-scopes-file FILE");
  const code = await loadGenerator(
    async () => {
      const ts = (await import("typescript")).default;
      try {
        return await run(ts, options, io);
      } catch (error) {
        if (error instanceof FromCodeInputError) return fail(io, error.message);
        throw error;
      }
    },
    "scopes",
    io.err,
  );
  return code ?? EXIT.usage;
}

/**
 * Where a generated module's `fleetkit/runtime` import does not resolve, a client's type is an error type: it is then
 * known only by its declaration (the module's FleetClient, or its createFleetClient), so the user is told why a client
 * typed otherwise is not seen.
 */
function warnUnresolvedRuntime(
  ts: typeof TS,
  program: TS.Program,
  modules: readonly GeneratedModule[],
  name: (file: string) => string,
  io: Io,
): void {
  const unresolved = modules.filter((m) => {
    const index = join(m.dir, "index.ts");
    return (
      existsSync(index) &&
      ts.resolveModuleName("fleetkit/runtime", index, program.getCompilerOptions(), ts.sys).resolvedModule === undefined
    );
  });
  if (unresolved.length > 0)
    io.err(
      printable(
        `fleetkit scopes: note: fleetkit/runtime does not resolve from ${unresolved.map((m) => name(m.dir)).join(", ")}, so a client is known only where it is declared with the module's FleetClient type or made by its createFleetClient; install fleetkit in the project, or give its tsconfig with --project`,
      ),
    );
}

/** The project read, its generated modules found, and each call resolved to an operation: the long part, in stages. */
async function analyseCalls(ts: typeof TS, options: FromCodeOptions, stages: Progress) {
  const { project, name } = analyse(ts, options, stages);
  const files = project.program.getSourceFiles().map((f) => f.fileName);
  stages.stage(`finding the generated modules among ${files.length} files`, "modules");
  const finder = new ModuleFinder(ts);
  await finder.preload(files);
  stages.stage("resolving the calls to operations", "calls");
  const calls = findCalls(ts, project.program, project.isUserFile, finder, name);
  const report = leastTokenReport(calls, name);
  stages.done();
  return { project, name, calls, report };
}

function fail(io: Io, message: string): number {
  io.err(printable(`fleetkit scopes: ${message}`, { keepLineBreaks: true }));
  return EXIT.usage;
}

async function run(ts: typeof TS, options: FromCodeOptions, io: Io): Promise<number> {
  const held = tokenScopesOf(options);
  const usage = options.withUsage === undefined ? undefined : readUsage(options.withUsage);
  const stages = progress({
    command: "fleetkit scopes --from-code",
    enabled: progressWanted({ quiet: options.quiet, json: options.json }, io.terminal),
    write: io.err,
  });
  const { project, name, calls, report } = await analyseCalls(ts, options, stages).catch((error: unknown) => {
    stages.done("stopped");
    throw error;
  });
  warnUnresolvedRuntime(ts, project.program, calls.modules, name, io);
  const comparison: UsageComparison | undefined =
    usage && options.withUsage !== undefined ? compareUsage(report, usage, options.withUsage) : undefined;
  if (held !== undefined) {
    const complete = calls.modules.filter((m) => m.completeScopes);
    checkScopeNames(held, complete.length > 0 ? new Set(complete.flatMap((m) => m.catalogue)) : undefined);
  }

  if (options.json) io.out(reportJson(report, comparison));
  else if (options.format === "md") for (const line of reportMarkdown(report, comparison)) io.out(printable(line));
  else for (const line of reportText(report, comparison)) io.out(printable(line));

  let failed = false;
  if (held !== undefined) {
    const failures = gateFailures(report, new Set(held));
    for (const line of failures) io.err(printable(`fleetkit scopes: ${line}`));
    if (failures.length === 0)
      io.err(`fleetkit scopes: the token's scopes suffice for the ${report.operations.length} operation(s) found`);
    if (report.unknownScopes.length > 0)
      io.err(
        `fleetkit scopes: not checked, the spec states no scopes for: ${report.unknownScopes.join(", ")} (test them with the real token)`,
      );
    failed = failures.length > 0;
  }
  if (options.strict && report.unresolved.length > 0) {
    for (const u of report.unresolved)
      io.err(printable(`fleetkit scopes: unresolved call at ${u.file}:${u.line}: ${u.text} (--strict fails on it)`));
    failed = true;
  }
  return failed ? EXIT.failed : EXIT.ok;
}
