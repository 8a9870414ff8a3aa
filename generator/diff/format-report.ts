import { printable } from "../../runtime/printable.js";
import { pointerSegments } from "../json-pointer.js";
import { operationPointerOf } from "./engine-changes.js";
import type { DiffChange, DiffReport } from "./report.js";

function groupOf(location: string, labels: ReadonlyMap<string, string>): string {
  const operation = operationPointerOf(location);
  if (operation) {
    const [group, path, method] = pointerSegments(operation);
    return labels.get(operation) ?? `${method!.toUpperCase()} ${path}${group === "webhooks" ? " (webhook)" : ""}`;
  }
  const [root, a, b] = pointerSegments(location);
  if (root === "components" && a !== undefined && b !== undefined) return `components: ${a}/${b}`;
  if (root === "paths" && a !== undefined) return `path ${a}`;
  if (root === "webhooks" && a !== undefined) return `webhook ${a}`;
  return "document";
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The short human report: a verdict line, operations added, removed and moved, then the changes grouped by operation
 * (in the order of the report's changes: breaking, then warnings, then the rest), each with its level and rule id, then
 * what the token loses. Paths, names
 * and messages come from the specs: each line is escaped, so none can move the cursor or hide the verdict line.
 */
export function formatReport(report: DiffReport, labels: ReadonlyMap<string, string> = new Map()): string[] {
  const breaking = report.changes.filter((c) => c.level === "breaking").length;
  const warnings = report.changes.filter((c) => c.level === "warning").length;
  const other = report.changes.length - breaking - warnings;
  const rest = [warnings ? plural(warnings, "warning") : "", other ? `${other} more do not` : ""].filter(Boolean);
  const lines = [
    breaking > 0
      ? `BREAKING: ${plural(breaking, "change")} can break callers${rest.length ? `, ${rest.join(", ")}` : ""}.`
      : warnings > 0
        ? `No breaking change; ${plural(warnings, "warning")} to check${other ? `, ${other} more changes callers need not act on` : ""}.`
        : report.changes.length > 0
          ? `No breaking change (${plural(other, "change")} that callers need not act on).`
          : "No change that affects callers.",
  ];
  if (report.operations.removed.length) lines.push(`Operations removed: ${report.operations.removed.join(", ")}`);
  if (report.operations.added.length) lines.push(`Operations added: ${report.operations.added.join(", ")}`);
  if (report.operations.moved.length)
    lines.push(
      `Operations moved: ${report.operations.moved.map((m) => `${m.operationId} (${m.from} → ${m.to})`).join(", ")}`,
    );
  const groups = new Map<string, DiffChange[]>();
  for (const change of report.changes) {
    const key = groupOf(change.location, labels);
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  for (const [group, changes] of groups) {
    lines.push("", group);
    for (const c of changes) lines.push(`  ${c.level.padEnd(8)}  ${c.message} [${c.rule}]`);
  }
  if (report.uncovered !== undefined) {
    lines.push(
      "",
      report.uncovered.length
        ? `The token can no longer call: ${report.uncovered.join(", ")}`
        : "The token keeps every operation it could call.",
    );
  }
  return lines.map((line) => printable(line));
}
