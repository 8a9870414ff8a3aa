// The least-token report of `scopes --from-code`: from the calls found, the scopes they need, and the forms it is
// printed in (text, JSON, markdown for a pull-request comment).
import type { FoundCalls } from "./find-calls.js";
import type { UsageComparison } from "./usage-file.js";

export interface ReportOperation {
  operationId: string;
  method: string;
  path: string;
  /** null: the spec does not state them. */
  scopes: readonly string[] | null;
  /** Every call site, as `file:line`. */
  sites: string[];
}

/** What `--json` prints, key for key. */
export interface LeastTokenJson {
  scopes: string[];
  operations: ReportOperation[];
  unresolved: { file: string; line: number; text: string }[];
  /** The operationIds whose scopes the spec does not state. */
  unknownScopes: string[];
}

export interface LeastTokenReport extends LeastTokenJson {
  /** Of `scopes`, those a new token does not have by default; null where no module says which it has. */
  outsideDefaults: string[] | null;
  /** Why each unresolved call is, in the order of `unresolved`. */
  reasons: string[];
  /** The folders of the generated modules the code reaches. */
  modules: string[];
}

export function leastTokenReport(calls: FoundCalls, nameDir: (dir: string) => string): LeastTokenReport {
  const needed = new Set(calls.operations.flatMap((o) => o.operation.scopes ?? []));
  // In catalogue order (the modules' catalogues, in the order met), then any scope no catalogue lists.
  const catalogue = [...new Set([...calls.modules.flatMap((m) => m.catalogue), ...needed])];
  const scopes = catalogue.filter((s) => needed.has(s));
  const withDefaults = calls.modules.filter((m) => m.defaultScopes.length > 0);
  const defaults = new Set(withDefaults.flatMap((m) => m.defaultScopes));
  return {
    scopes,
    operations: calls.operations.map(({ operation, sites }) => ({
      operationId: operation.operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
      scopes: operation.scopes,
      sites: sites.map((s) => `${s.file}:${s.line}`),
    })),
    unresolved: calls.unresolved.map(({ file, line, text }) => ({ file, line, text })),
    unknownScopes: calls.operations.filter((o) => o.operation.scopes === null).map((o) => o.operation.operationId),
    outsideDefaults: withDefaults.length === 0 ? null : scopes.filter((s) => !defaults.has(s)),
    reasons: calls.unresolved.map((u) => u.reason),
    modules: calls.modules.map((m) => nameDir(m.dir)),
  };
}

export function reportJson(report: LeastTokenReport, usage: UsageComparison | undefined): string {
  const { scopes, operations, unresolved, unknownScopes } = report;
  const json: Record<string, unknown> = { scopes, operations, unresolved, unknownScopes };
  if (usage) Object.assign(json, { untested: usage.untested, onlyInTests: usage.onlyInTests });
  return JSON.stringify(json, null, 2);
}

const scopesText = (scopes: readonly string[] | null) =>
  scopes === null ? "unknown (the spec does not state them)" : scopes.length === 0 ? "none" : scopes.join(", ");

/** The report for a person: the least token first, then how each operation is reached, then what was not resolved. */
export function reportText(report: LeastTokenReport, usage: UsageComparison | undefined): string[] {
  const lines: string[] = [];
  if (report.operations.length === 0 && report.unresolved.length === 0) {
    lines.push("No call reaches a fleetkit-generated module: the code needs no scope.");
    return lines;
  }
  lines.push(`Least token: ${report.scopes.length === 0 ? "no scope" : report.scopes.join(", ")}`);
  // An OAuth app's scopes are chosen once in its settings and apply to every install (docs/oauth.md): the same list.
  if (report.scopes.length > 0) lines.push(`For an OAuth app: select the same scopes in the app's settings`);
  if (report.outsideDefaults === null)
    lines.push("Outside a new token's default scopes: unknown (the spec does not say which scopes a new token has)");
  else if (report.outsideDefaults.length > 0)
    lines.push(`Outside a new token's default scopes (tick them): ${report.outsideDefaults.join(", ")}`);
  else lines.push("Outside a new token's default scopes: none");
  if (report.unknownScopes.length > 0)
    lines.push(
      `Scopes unknown (the spec does not state them; test these with the real token): ${report.unknownScopes.join(", ")}`,
    );
  lines.push("", `Operations (${report.operations.length}):`);
  for (const o of report.operations) {
    lines.push(`  ${o.operationId}  ${o.method} ${o.path}  scopes: ${scopesText(o.scopes)}`);
    for (const site of o.sites) lines.push(`    ${site}`);
  }
  if (report.unresolved.length > 0) {
    lines.push("", `Unresolved calls (${report.unresolved.length}; not counted above, never guessed):`);
    for (const [i, u] of report.unresolved.entries())
      lines.push(`  ${u.file}:${u.line}  ${u.text}  (${report.reasons[i]})`);
  }
  if (usage) lines.push("", ...usageText(usage));
  return lines;
}

function usageText(usage: UsageComparison): string[] {
  const lines = [`Compared with the tests' record ${usage.file}:`];
  if (usage.untested.length === 0) lines.push("  every operation the code calls was exercised by a test");
  else {
    lines.push(`  called in the code, exercised by no test (${usage.untested.length}):`);
    for (const o of usage.untested) lines.push(`    ${o.operationId}  ${o.method} ${o.path}`);
  }
  if (usage.onlyInTests.length > 0) {
    lines.push(`  exercised by the tests, not found in the code (${usage.onlyInTests.length}):`);
    for (const o of usage.onlyInTests) lines.push(`    ${o.operationId}  ${o.method} ${o.path}`);
  }
  return lines;
}

/** Markdown has no escape for a backtick inside a code span of one backtick: such text is shown with two. */
const code = (text: string) => (text.includes("`") ? `\`\` ${text} \`\`` : `\`${text}\``);
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/[\r\n]+/g, " ");

/** The report as a pull-request comment. */
export function reportMarkdown(report: LeastTokenReport, usage: UsageComparison | undefined): string[] {
  const lines = ["### Least token for this integration", ""];
  lines.push(
    report.scopes.length === 0
      ? "The code needs **no scope**."
      : `The code needs **${report.scopes.length} scope${report.scopes.length === 1 ? "" : "s"}**: ${report.scopes.map(code).join(", ")}. For an OAuth app, select the same scopes in the app's settings.`,
  );
  if (report.outsideDefaults && report.outsideDefaults.length > 0)
    lines.push("", `Outside a new token's default scopes (tick them): ${report.outsideDefaults.map(code).join(", ")}.`);
  if (report.unknownScopes.length > 0)
    lines.push(
      "",
      `Scopes the spec does not state (test with the real token): ${report.unknownScopes.map(code).join(", ")}.`,
    );
  if (report.operations.length > 0) {
    lines.push("", "| operation | method and path | scopes | called at |", "|---|---|---|---|");
    for (const o of report.operations)
      lines.push(
        `| ${cell(code(o.operationId))} | ${cell(code(`${o.method} ${o.path}`))} | ${cell(o.scopes === null ? "unknown" : o.scopes.length === 0 ? "none" : o.scopes.join(", "))} | ${cell(o.sites.map(code).join(" "))} |`,
      );
  }
  if (report.unresolved.length > 0) {
    lines.push("", `**Unresolved calls** (${report.unresolved.length}, not counted):`, "");
    for (const [i, u] of report.unresolved.entries())
      lines.push(`- ${code(`${u.file}:${u.line}`)} ${code(u.text)}: ${cell(report.reasons[i] ?? "")}`);
  }
  if (usage) {
    if (usage.untested.length > 0) {
      lines.push("", `**Called in the code, exercised by no test** (${usage.untested.length}):`, "");
      for (const o of usage.untested) lines.push(`- ${code(o.operationId)} ${code(`${o.method} ${o.path}`)}`);
    }
    if (usage.onlyInTests.length > 0) {
      lines.push("", `**Exercised by the tests, not found in the code** (${usage.onlyInTests.length}):`, "");
      for (const o of usage.onlyInTests) lines.push(`- ${code(o.operationId)} ${code(`${o.method} ${o.path}`)}`);
    }
  }
  return lines;
}
