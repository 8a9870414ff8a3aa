// What `fleetkit scopes --overlay-for FILE` gives each operation of FILE, and from which source: the spec read (the
// bundled one by default) and a fact table (the vendor SDK's statements, spec/facts/vendor-sdk-scopes.json).
//
// The rule, one for every operation: where the spec states the operation's scopes, they are written, whatever the fact
// table says (the bundled spec is the reference's reading: a legacy POST that only reads, such as POST
// /v1/fleet/hos_logs or the sensors, needs the Write permission by reference 4.4's rule); a fact that says otherwise is
// reported as a disagreement. Where the spec does not state them (no such operation, or one marked undocumented), the
// fact table's statement is written. Where neither states them, nothing is written: never a guess.
import type { OperationMeta } from "../../../runtime/api.js";
import type { ScopeFact, ScopeFactTable, ScopeLimit } from "./scope-facts.js";
import { BUNDLED, type ScopeSource } from "./source.js";

/** An operation of FILE and what the sources say of it. */
export interface OverlayMatch {
  operation: OperationMeta;
  /** The spec's operation of the same method and path template (undefined: none, or several that differ). */
  from?: OperationMeta;
  /** The fact table's row of the same method and path template (undefined: none, or several that differ). */
  fact?: ScopeFact;
  /** What the overlay writes: the spec's scopes where it states them, else the fact's; null where neither does. */
  scopes: string[] | null;
  /** Which source gave `scopes`. */
  by: "spec" | "facts" | "none";
}

/** What an overlay can give FILE's operations, each of them in exactly one of the first four lists, in FILE's order. */
export interface OverlayPlan {
  /** Given scopes (never null here). */
  given: OverlayMatch[];
  /** No source has an operation of that method and template (or each has several with different scopes). */
  unmatched: OperationMeta[];
  /** A source has the operation but none states its scopes: nothing to give. */
  unknown: OverlayMatch[];
  /** FILE already has `x-fleetkit-scopes` there; an overlay would append to that list, so it is left as it is. */
  stated: OverlayMatch[];
  /** Of `given`: the spec and the fact table both state scopes, and they differ (the spec's are written). */
  disagree: OverlayMatch[];
  /** Of `unknown`: the fact table states a scope the reference limits to other operations (not written). */
  refused: { match: OverlayMatch; limit: ScopeLimit }[];
}

/**
 * A path template with its parameters' names left out, so `/v1/addresses/{addressId}` and
 * `/v1/addresses/{address_id}` are one template. Nothing else is made equal (not a `/v1` prefix, not letter case).
 */
export const templateShape = (path: string): string => path.replace(/\{[^}]*\}/g, "{}");

const keyOf = (method: string, path: string) => `${method.toLowerCase()} ${templateShape(path)}`;

/** Items grouped by method and template; a key whose items state different scopes has no usable item. */
function byShape<T>(
  items: readonly T[],
  key: (item: T) => string,
  scopes: (item: T) => unknown,
): Map<string, T | null> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return new Map(
    [...groups].map(([k, group]) => {
      const first = JSON.stringify(scopes(group[0]!));
      return [k, group.every((item) => JSON.stringify(scopes(item)) === first) ? group[0]! : null];
    }),
  );
}

const sameScopes = (a: readonly string[], b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);

/** The reference's limit that a fact's scope breaks on this operation (the scope covers only other operations). */
function refusingLimit(
  limits: readonly ScopeLimit[],
  scopes: readonly string[],
  operation: OperationMeta,
): ScopeLimit | undefined {
  const key = keyOf(operation.method, operation.path);
  return limits.find((l) => scopes.includes(l.scope) && !l.only.some((o) => keyOf(o.method, o.path) === key));
}

/**
 * Matches FILE's operations with the spec's and the fact table's by method and path template (parameter names aside).
 * `statedInFile` says which of FILE's operations already carry `x-fleetkit-scopes`.
 */
export function planOverlay(
  source: ScopeSource,
  facts: ScopeFactTable | undefined,
  operations: readonly OperationMeta[],
  statedInFile: (operation: OperationMeta) => boolean,
): OverlayPlan {
  const specOps = byShape(
    source.operations,
    (o) => keyOf(o.method, o.path),
    (o) => o.scopes,
  );
  const factRows = byShape(
    facts?.facts ?? [],
    (f) => keyOf(f.method, f.path),
    (f) => f.scopes,
  );
  const plan: OverlayPlan = { given: [], unmatched: [], unknown: [], stated: [], disagree: [], refused: [] };
  for (const operation of operations) {
    const from = specOps.get(keyOf(operation.method, operation.path)) ?? undefined;
    const fact = factRows.get(keyOf(operation.method, operation.path)) ?? undefined;
    const specScopes = from?.scopes ?? null;
    const limit = fact?.scopes && refusingLimit(facts?.limits ?? [], fact.scopes, operation);
    const factScopes = limit ? null : (fact?.scopes ?? null);
    const scopes = specScopes ?? factScopes;
    const match: OverlayMatch = {
      operation,
      ...(from ? { from } : {}),
      ...(fact ? { fact } : {}),
      scopes: scopes === null ? null : [...scopes],
      by: specScopes !== null ? "spec" : factScopes !== null ? "facts" : "none",
    };
    if (from === undefined && fact === undefined) plan.unmatched.push(operation);
    else if (scopes === null) {
      plan.unknown.push(match);
      if (limit) plan.refused.push({ match, limit });
    } else if (statedInFile(operation)) plan.stated.push(match);
    else {
      plan.given.push(match);
      if (specScopes !== null && factScopes !== null && !sameScopes(specScopes, factScopes)) plan.disagree.push(match);
    }
  }
  return plan;
}

/** The rule that gives a spec's scopes, as an action's description names it. */
export function specRule(source: ScopeSource, from: OperationMeta): string {
  if (source.label !== BUNDLED) return `${from.operationId} in ${source.label}`;
  return from.path.startsWith("/v1/")
    ? `${from.operationId} in the bundled spec, by reference 4.4 (GET needs the Read permission of the scope; PUT, PATCH, POST and DELETE need the Write permission)`
    : `${from.operationId} in the bundled spec (spec/fleet-api.yaml names the reference section or source at that operation)`;
}

/** The catalogue an overlay writes at the document root, beside the operations' scopes. */
export interface CatalogueWrite {
  /** The spec's root `x-fleetkit-scopes`, as the spec has it. */
  extension: Record<string, unknown>;
  /** Categories the fact table's scopes name that the spec's catalogue lacks, each with the first fact naming it. */
  added: { category: string; fact: ScopeFact }[];
}

const CATEGORY_SCOPE = /^(?:Read|Write) (.+)$/;

/**
 * The catalogue to write with the plan: the spec's own extension, and a category for every scope of the fact table
 * that the catalogue lacks ("Write Defects": Defects). A declared catalogue is complete: the operations' scopes must
 * be in it, and a client generated with it refuses a token's scope outside it, so it takes every category the vendor's
 * statements name, not only those of FILE's operations (a real token holds the vendor's scopes). An operation given a
 * scope that names no category (not "Read X" or "Write X") is moved from `given` to the returned `unfit`: written, it
 * would make the generator refuse the spec.
 */
export function planCatalogue(
  plan: OverlayPlan,
  extension: Record<string, unknown>,
  facts: ScopeFactTable | undefined,
): { catalogue: CatalogueWrite; unfit: OverlayMatch[] } {
  const categories = Array.isArray(extension.categories)
    ? extension.categories.filter((c): c is string => typeof c === "string")
    : [];
  const known = new Set(categories.flatMap((c) => [`Read ${c}`, `Write ${c}`]));
  const added = new Map<string, ScopeFact>();
  for (const fact of facts?.facts ?? []) {
    for (const scope of fact.scopes ?? []) {
      const category = CATEGORY_SCOPE.exec(scope)?.[1];
      if (category !== undefined && !known.has(scope) && !added.has(category)) added.set(category, fact);
    }
  }
  const unfit = plan.given.filter(
    (m) => m.by === "facts" && m.scopes!.some((s) => !known.has(s) && !CATEGORY_SCOPE.test(s)),
  );
  plan.given = plan.given.filter((m) => !unfit.includes(m));
  plan.disagree = plan.disagree.filter((m) => !unfit.includes(m));
  const sorted = [...added].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { catalogue: { extension, added: sorted.map(([category, fact]) => ({ category, fact })) }, unfit };
}
