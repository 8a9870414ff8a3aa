import { printable } from "../../runtime/printable.js";
import { pointerSegments } from "../json-pointer.js";
import { operationPointerOf } from "./engine-changes.js";
import type { DiffChange, DiffReport } from "./report.js";

function groupOf(location: string, labels: ReadonlyMap<string, string>): string {
  const operation = operationPointerOf(location);
  if (operation) return labels.get(operation) ?? operation;
  const [root, a, b] = pointerSegments(location);
  if (root === "components" && a !== undefined && b !== undefined) return `components: ${a}/${b}`;
  if (root === "paths" && a !== undefined) return `path ${a}`;
  if (root === "webhooks" && a !== undefined) return `webhook ${a}`;
  return "document";
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The short human report: a verdict line, operations added and removed, then the changes grouped by operation
 * (groups with a breaking change first, breaking changes first in each), then what the token loses. Paths, names
 * and messages come from the specs: each line is escaped, so none can move the cursor or hide the verdict line.
 */
export function formatReport(report: DiffReport, labels: ReadonlyMap<string, string> = new Map()): string[] {
  const breaking = report.changes.filter((c) => c.severity === "breaking").length;
  const other = report.changes.length - breaking;
  const lines = [
    breaking > 0
      ? `BREAKING: ${plural(breaking, "change")} can break callers${other ? `, ${other} more do not` : ""}.`
      : report.changes.length > 0
        ? `No breaking change (${plural(other, "change")} that callers need not act on).`
        : "No change that affects callers.",
  ];
  if (report.operations.removed.length) lines.push(`Operations removed: ${report.operations.removed.join(", ")}`);
  if (report.operations.added.length) lines.push(`Operations added: ${report.operations.added.join(", ")}`);
  const groups = new Map<string, DiffChange[]>();
  for (const change of report.changes) {
    const key = groupOf(change.location, labels);
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  for (const [group, changes] of groups) {
    lines.push("", group);
    for (const c of changes) lines.push(`  ${c.severity.padEnd(12)}  ${c.message}`);
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
