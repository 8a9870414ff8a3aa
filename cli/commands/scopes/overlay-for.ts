// `fleetkit scopes --overlay-for FILE`: the scopes a source spec knows, written as an OpenAPI Overlay 1.0 document
// (https://spec.openapis.org/overlay/v1.0.0) for a spec that does not state them, such as the vendor's published one.
import { stringify } from "yaml";
import type { OperationMeta } from "../../../runtime/api.js";
import { printable } from "../../../runtime/printable.js";
import { type CatalogueWrite, type OverlayMatch, type OverlayPlan, specRule } from "./overlay-plan.js";
import { citation, type ScopeFactTable } from "./scope-facts.js";
import { BUNDLED, type ScopeSource } from "./source.js";

export { planCatalogue, planOverlay, templateShape } from "./overlay-plan.js";

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

/** The fact table as messages name it: "@samsarahq/samsara 11.11.1". */
export const factsLabel = (facts: ScopeFactTable): string => `${facts.package} ${facts.version}`;

const listed = (scopes: readonly string[] | null | undefined) => (scopes ?? []).join(", ");

/** Which source gave an action's scopes, and what the other source says. */
function actionDescription(source: ScopeSource, facts: ScopeFactTable | undefined, match: OverlayMatch): string {
  const { operation, from, fact } = match;
  const head = `${operation.method.toUpperCase()} ${from?.path ?? fact?.path ?? operation.path}`;
  if (match.by === "facts") {
    const stated = `${head}: stated by ${citation(fact!)}`;
    return from === undefined ? stated : `${stated}; ${from.operationId} in ${source.label} states no scopes`;
  }
  const rule = specRule(source, from!);
  if (fact?.scopes == null) return `${head}: ${rule}`;
  const factLabel = factsLabel(facts!);
  return sameList(fact.scopes, match.scopes)
    ? `${head}: ${rule}; ${factLabel} states the same (${citation(fact)})`
    : `${head}: ${rule}, which wins over ${factLabel}: ${citation(fact)} states ${listed(fact.scopes)}`;
}

const sameList = (a: readonly string[], b: readonly string[] | null) => JSON.stringify(a) === JSON.stringify(b);

/** The root actions: the spec's catalogue as it is, then the categories the fact table's scopes add to it. */
function catalogueActions(source: ScopeSource, facts: ScopeFactTable | undefined, catalogue: CatalogueWrite): object[] {
  const actions: object[] = [
    {
      target: "$",
      description: `The scope catalogue and a new token's default Read scopes, copied from ${source.label === BUNDLED ? "the bundled spec's" : `${source.label}'s`} root x-fleetkit-scopes`,
      update: { "x-fleetkit-scopes": catalogue.extension },
    },
  ];
  if (catalogue.added.length > 0 && facts !== undefined)
    actions.push({
      target: "$['x-fleetkit-scopes']",
      description: `Scope categories ${source.label} does not name, from the scope statements of ${facts.package}@${facts.version} (fleetkit's spec/facts/vendor-sdk-scopes.json; the first SDK method stating each): ${catalogue.added.map(({ category, fact }) => `${category} (${fact.sdkMethod})`).join(", ")}`,
      update: { categories: catalogue.added.map((a) => a.category) },
    });
  return actions;
}

/** The Overlay 1.0 document, as YAML: the catalogue at the root (where given), then one action per operation. */
export function overlayYaml(
  source: ScopeSource,
  facts: ScopeFactTable | undefined,
  file: string,
  plan: Pick<OverlayPlan, "given">,
  catalogue: CatalogueWrite | undefined,
): string {
  const overlay = {
    overlay: "1.0.0",
    info: {
      title: `Scopes from ${source.title}${facts ? ` and ${factsLabel(facts)}` : ""} for ${file}, by fleetkit scopes --overlay-for`,
      version: source.version,
    },
    actions: [
      ...(catalogue ? catalogueActions(source, facts, catalogue) : []),
      ...plan.given.map((match) => ({
        target: operationTarget(match.operation.method, match.operation.path),
        description: actionDescription(source, facts, match),
        update: { "x-fleetkit-scopes": [...(match.scopes ?? [])] },
      })),
    ],
  };
  // Every string double-quoted, so the escapes `printable` adds for the terminal are YAML escapes of the same text.
  const yaml = stringify(overlay, { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" });
  return printable(yaml, { keepLineBreaks: true }).replace(/\n$/, "");
}

/** What the report says of the catalogue: written, or why not. */
export type CatalogueNote = "written" | "absent" | "declared-in-file";

/**
 * The stderr report: disagreements between the sources, the operations of FILE left without scopes by reason, the
 * catalogue, then the count given scopes and by which source.
 */
export function overlayReport(
  source: ScopeSource,
  facts: ScopeFactTable | undefined,
  file: string,
  plan: OverlayPlan & { unfit: OverlayMatch[] },
  total: number,
  catalogue: { note: CatalogueNote; added: readonly string[] },
): string[] {
  const lines: string[] = [];
  const list = (heading: string, operations: readonly OperationMeta[], detail = (_: OperationMeta) => "") => {
    if (operations.length === 0) return;
    lines.push(`${operations.length} ${operations.length === 1 ? "operation" : "operations"} of ${heading}:`);
    for (const o of operations) lines.push(`  ${o.method.toUpperCase()} ${o.path}${detail(o)}`);
  };
  const ops = (matches: readonly OverlayMatch[]) => matches.map((m) => m.operation);
  const sources = facts ? `${source.label} nor ${factsLabel(facts)}` : source.label;
  if (facts) {
    const byOperation = new Map(plan.disagree.map((m) => [m.operation, m]));
    list(
      `${file} where ${source.label} and ${factsLabel(facts)} disagree (${source.label}'s scopes written)`,
      ops(plan.disagree),
      (o) => {
        const m = byOperation.get(o)!;
        return `: ${source.label} ${listed(m.from?.scopes)}; ${citation(m.fact!)} ${listed(m.fact!.scopes)}`;
      },
    );
  }
  list(
    facts
      ? `${file} in neither ${sources} (matched by method and path template, parameter names aside)`
      : `${file} not in ${source.label} (matched by method and path template, parameter names aside)`,
    plan.unmatched,
  );
  const refusedBy = new Map(plan.refused.map((r) => [r.match.operation, r]));
  list(
    `${file} where ${facts ? factsLabel(facts) : "the facts"} names a scope the reference limits to other operations (the reference wins; not written)`,
    plan.refused.map((r) => r.match.operation),
    (o) => {
      const { match, limit } = refusedBy.get(o)!;
      return `: ${citation(match.fact!)} ${listed(match.fact!.scopes)}; reference ${limit.section}: "${limit.statement}"`;
    },
  );
  list(
    facts
      ? `${file} whose scopes neither ${sources} states (not written)`
      : `${file} whose scopes ${source.label} does not state either (not written)`,
    ops(plan.unknown).filter((o) => !refusedBy.has(o)),
  );
  list(`${file} that already have x-fleetkit-scopes (an overlay would add to them; not written)`, ops(plan.stated));
  list(
    `${file} given scopes that are not "Read <category>" or "Write <category>", which the catalogue cannot hold (not written)`,
    ops(plan.unfit),
  );
  if (catalogue.note === "declared-in-file")
    lines.push(`${file} declares x-fleetkit-scopes at its root already: the catalogue was not written`);
  if (catalogue.note === "written" && catalogue.added.length > 0)
    lines.push(
      `catalogue: ${source.label}'s, with ${catalogue.added.length} categories ${facts ? factsLabel(facts) : "the facts"} names beside it: ${catalogue.added.join(", ")}`,
    );
  const count = `${plan.given.length} of ${total} operations of ${file} given scopes`;
  if (!facts) lines.push(count);
  else {
    const both = plan.given.filter((m) => m.by === "spec" && m.fact?.scopes != null).length;
    const specOnly = plan.given.filter((m) => m.by === "spec").length - both;
    const factsOnly = plan.given.filter((m) => m.by === "facts").length;
    lines.push(
      `${count} (${both} stated by both, ${specOnly} by ${source.label} only, ${factsOnly} by ${factsLabel(facts)} only)`,
    );
  }
  return lines.map((line) => printable(line));
}
