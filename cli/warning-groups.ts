/**
 * Warnings about a spec, grouped by kind: a large vendor spec gives hundreds of the same few warnings (an unregistered
 * format on every date, a discriminator on every event), and one line each buried the one that mattered. Each kind is
 * printed once with its count and its first few JSON pointers; `--verbose` lists them all.
 */
import { printable } from "../runtime/printable.js";

export interface Warning {
  /** JSON pointer into the spec. */
  pointer: string;
  message: string;
}

export interface WarningGroup {
  /** The message with what varies from one warning to the next (quoted names and values) left out. */
  kind: string;
  warnings: Warning[];
}

/** How many pointers a kind shows without `--verbose`. */
export const POINTERS_SHOWN = 3;

/**
 * The kind of a warning: its message with each quoted string (`"date-time"`, `"tagIds"`) and JSON list or object
 * (`["string","null"]`) written `…`, so `format "int" is not one OpenAPI registers` and `format "uuid4" is …` are one.
 */
export function warningKind(message: string): string {
  return message
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/\[[^\][]*\]/g, "[…]")
    .replace(/\{[^{}]*\}/g, "{…}");
}

/** The warnings by kind, in the order each kind first appears (and each kind's warnings in their order). */
export function groupWarnings(warnings: readonly Warning[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>();
  for (const warning of warnings) {
    const kind = warningKind(warning.message);
    const group = groups.get(kind);
    if (group === undefined) groups.set(kind, { kind, warnings: [warning] });
    else group.warnings.push(warning);
  }
  return [...groups.values()];
}

/**
 * The lines that report `warnings` about `source` (a spec's path): a kind seen once as one line, as before
 * (`warning: spec.yaml #/pointer: message`); a kind seen more often as its count and kind, then its first
 * `POINTERS_SHOWN` warnings (all with `verbose`), then how many more. Every line is printable (the spec's own names
 * and values are in them).
 */
export function warningLines(source: string, warnings: readonly Warning[], verbose = false): string[] {
  const lines: string[] = [];
  for (const { kind, warnings: all } of groupWarnings(warnings)) {
    if (all.length === 1) {
      lines.push(printable(`warning: ${source} ${all[0]!.pointer}: ${all[0]!.message}`));
      continue;
    }
    lines.push(printable(`warning: ${source}: ${all.length} × ${kind}`));
    const shown = verbose ? all : all.slice(0, POINTERS_SHOWN);
    for (const w of shown) lines.push(printable(`  ${w.pointer}: ${w.message}`));
    if (shown.length < all.length) lines.push(`  … and ${all.length - shown.length} more (--verbose lists them all)`);
  }
  return lines;
}

/** One line for warnings not listed (`generate --check` without `--verbose`: CI reads them on every run otherwise). */
export function warningsSummary(source: string, warnings: readonly Warning[]): string | undefined {
  if (warnings.length === 0) return undefined;
  const kinds = groupWarnings(warnings).length;
  return printable(
    `note: ${source} has ${warnings.length} warning${warnings.length === 1 ? "" : "s"} (${kinds} kind${kinds === 1 ? "" : "s"}), not listed by --check; --verbose lists them`,
  );
}
