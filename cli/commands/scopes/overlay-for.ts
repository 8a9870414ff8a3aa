// `fleetkit scopes --overlay-for FILE`: the scopes a source spec knows, written as an OpenAPI Overlay 1.0 document
// (https://spec.openapis.org/overlay/v1.0.0) for a spec that does not state them, such as the vendor's published one.
import { stringify } from "yaml";
import type { OperationMeta } from "../../../runtime/api.js";
import { printable } from "../../../runtime/printable.js";
import type { ScopeSource } from "./source.js";

/** An operation of FILE and what the source says of it. */
export interface OverlayMatch {
  operation: OperationMeta;
  /** The source's operation of the same method and path template. */
  from: OperationMeta;
}

/** What an overlay can give FILE's operations, each of them in exactly one list, in FILE's order. */
export interface OverlayPlan {
  /** Given the source's scopes (its scopes are never null here). */
  given: OverlayMatch[];
  /** The source has no operation of that method and template, or several with different scopes. */
  unmatched: OperationMeta[];
  /** The source has the operation but does not state its scopes either: nothing to give. */
  unknown: OverlayMatch[];
  /** FILE already has `x-fleetkit-scopes` there; an overlay would append to that list, so it is left as it is. */
  stated: OverlayMatch[];
}

/**
 * A path template with its parameters' names left out, so `/v1/addresses/{addressId}` and
 * `/v1/addresses/{address_id}` are one template. Nothing else is made equal (not a `/v1` prefix, not letter case).
 */
export const templateShape = (path: string): string => path.replace(/\{[^}]*\}/g, "{}");

const SHORT_ESCAPES: Record<string, string> = { "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r" };

/** A member name as RFC 9535 writes it in a normalized path (section 2.7): `'` and `\` escaped, controls as escapes. */
export function normalizedName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what RFC 9535 escapes
  return name.replace(/['\\\u0000-\u001f]/g, (c) =>
    c === "'" || c === "\\" ? `\\${c}` : (SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
  );
}

/** The JSONPath of one operation of a 3.1 document: `$.paths['/v1/tags'].get`. */
export const operationTarget = (method: string, path: string): string => `$.paths['${normalizedName(path)}'].${method}`;

/**
 * Matches FILE's operations with the source's by method and path template (parameter names aside). `statedInFile`
 * says which of FILE's operations already carry `x-fleetkit-scopes`.
 */
export function planOverlay(
  source: ScopeSource,
  operations: readonly OperationMeta[],
  statedInFile: (operation: OperationMeta) => boolean,
): OverlayPlan {
  const byShape = new Map<string, OperationMeta[]>();
  for (const o of source.operations) {
    const key = `${o.method} ${templateShape(o.path)}`;
    byShape.set(key, [...(byShape.get(key) ?? []), o]);
  }
  const plan: OverlayPlan = { given: [], unmatched: [], unknown: [], stated: [] };
  for (const operation of operations) {
    const candidates = byShape.get(`${operation.method} ${templateShape(operation.path)}`) ?? [];
    const from = candidates[0];
    const agree = candidates.every((c) => JSON.stringify(c.scopes) === JSON.stringify(from?.scopes));
    if (from === undefined || !agree) plan.unmatched.push(operation);
    else if (from.scopes === null) plan.unknown.push({ operation, from });
    else if (statedInFile(operation)) plan.stated.push({ operation, from });
    else plan.given.push({ operation, from });
  }
  return plan;
}

/** The Overlay 1.0 document, as YAML: one action per operation given scopes. */
export function overlayYaml(source: ScopeSource, file: string, given: readonly OverlayMatch[]): string {
  const overlay = {
    overlay: "1.0.0",
    info: {
      title: `Scopes from ${source.title} for ${file}, by fleetkit scopes --overlay-for`,
      version: source.version,
    },
    actions: given.map(({ operation, from }) => ({
      target: operationTarget(operation.method, operation.path),
      description: `${operation.method.toUpperCase()} ${from.path}: ${from.operationId} in ${source.label}`,
      update: { "x-fleetkit-scopes": [...(from.scopes ?? [])] },
    })),
  };
  // Every string double-quoted, so the escapes `printable` adds for the terminal are YAML escapes of the same text.
  const yaml = stringify(overlay, { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" });
  return printable(yaml, { keepLineBreaks: true }).replace(/\n$/, "");
}

/** The stderr report: the operations of FILE left without scopes, by reason, then the count given scopes. */
export function overlayReport(source: ScopeSource, file: string, plan: OverlayPlan, total: number): string[] {
  const lines: string[] = [];
  const list = (heading: string, operations: readonly OperationMeta[]) => {
    if (operations.length === 0) return;
    lines.push(`${operations.length} ${operations.length === 1 ? "operation" : "operations"} of ${heading}:`);
    for (const o of operations) lines.push(`  ${o.method.toUpperCase()} ${o.path}`);
  };
  list(`${file} not in ${source.label} (matched by method and path template, parameter names aside)`, plan.unmatched);
  list(
    `${file} whose scopes ${source.label} does not state either (not written)`,
    plan.unknown.map((m) => m.operation),
  );
  list(
    `${file} that already have x-fleetkit-scopes (an overlay would add to them; not written)`,
    plan.stated.map((m) => m.operation),
  );
  lines.push(`${plan.given.length} of ${total} operations of ${file} given scopes`);
  return lines.map((line) => printable(line));
}
