import { isObject } from "./json-pointer.js";
import type { SpecDocument } from "./spec-document.js";
import type { SpecIssue } from "./check-spec.js";

export interface ScopeCatalogue {
  categories: string[];
  /** Every scope name, Read and Write of each category, in catalogue order. */
  scopes: Set<string>;
  defaultReadScopes: string[];
  /**
   * The spec declares its catalogue (`x-fleetkit-scopes` at the root), so `scopes` is every scope a token can hold and
   * the client refuses other names. Otherwise `scopes` are only the names the operations state, with no categories and
   * no defaults, and the client takes any name a token holds.
   */
  complete: boolean;
}

/** What the root extension looks like, for the messages. */
const SHAPE = "{ categories: [...], defaultReadScopes: { scopes: [...] } }";

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

const kindOf = (v: unknown) =>
  v === undefined ? "nothing" : v === null ? "null" : Array.isArray(v) ? "a list" : typeof v;

/** Whether the spec declares a scope catalogue (`x-fleetkit-scopes` at its root, possibly from an overlay). */
export const declaresScopeCatalogue = (doc: SpecDocument): boolean => doc["x-fleetkit-scopes"] !== undefined;

/** The categories: a non-empty list of distinct, non-empty names. */
function readCategories(root: Record<string, unknown>, issues: SpecIssue[]): string[] {
  const raw = root.categories;
  if (!Array.isArray(raw) || raw.length === 0) {
    issues.push({ pointer: "#/x-fleetkit-scopes/categories", message: "must be a non-empty list of scope categories" });
    return [];
  }
  const categories: string[] = [];
  raw.forEach((c: unknown, i) => {
    const at = `#/x-fleetkit-scopes/categories/${i}`;
    if (typeof c !== "string" || c.trim() === "")
      issues.push({ pointer: at, message: `must be a category name such as "Vehicles", found ${JSON.stringify(c)}` });
    else if (categories.includes(c)) issues.push({ pointer: at, message: `"${c}" is listed twice` });
    else categories.push(c);
  });
  return categories;
}

/** The default Read scopes: a list of Read scopes of the catalogue. */
function readDefaults(root: Record<string, unknown>, scopes: Set<string>, issues: SpecIssue[]): string[] {
  const section = root.defaultReadScopes;
  if (!isObject(section)) {
    issues.push({
      pointer: "#/x-fleetkit-scopes/defaultReadScopes",
      message: `must be a mapping { scopes: [...] } of the Read scopes a new token has, found ${kindOf(section)}`,
    });
    return [];
  }
  if (!isStringList(section.scopes)) {
    issues.push({ pointer: "#/x-fleetkit-scopes/defaultReadScopes/scopes", message: "must be a list of scope names" });
    return [];
  }
  section.scopes.forEach((s, i) => {
    if (!s.startsWith("Read ") || !scopes.has(s)) {
      issues.push({
        pointer: `#/x-fleetkit-scopes/defaultReadScopes/scopes/${i}`,
        message: `"${s}" is not a Read scope of the catalogue`,
      });
    }
  });
  return section.scopes;
}

/**
 * Where the spec has a `ScopeName` schema (the bundled spec's form), its enum must list exactly the catalogue's
 * scopes; a spec without one (a published spec with the catalogue from an overlay) needs none.
 */
function checkScopeNameEnum(doc: SpecDocument, scopes: Set<string>, issues: SpecIssue[]): void {
  const schema = doc.components?.schemas?.ScopeName as { enum?: unknown } | undefined;
  if (schema === undefined) return;
  const listed = isStringList(schema?.enum) ? schema.enum : [];
  const missing = [...scopes].filter((s) => !listed.includes(s));
  const extra = listed.filter((s) => !scopes.has(s));
  if (missing.length > 0 || extra.length > 0) {
    issues.push({
      pointer: "#/components/schemas/ScopeName/enum",
      message:
        `must list exactly the Read and Write scope of every catalogue category` +
        (missing.length ? `; missing: ${missing.join(", ")}` : "") +
        (extra.length ? `; not in the catalogue: ${extra.join(", ")}` : ""),
    });
  }
}

/**
 * Reads the catalogue `x-fleetkit-scopes` (`{ categories, defaultReadScopes: { scopes } }`) and checks it: the categories are a non-empty list of
 * distinct names, the default scopes are Read scopes of the catalogue, and a `ScopeName` schema, where the spec has
 * one, lists exactly the catalogue's scopes. Problems are appended to `issues`, each naming its pointer.
 */
export function scopeCatalogue(doc: SpecDocument, issues: SpecIssue[] = []): ScopeCatalogue {
  const root: unknown = doc["x-fleetkit-scopes"];
  if (root !== undefined && !isObject(root)) {
    issues.push({ pointer: "#/x-fleetkit-scopes", message: `must be a mapping ${SHAPE}, found ${kindOf(root)}` });
    return { categories: [], scopes: new Set(), defaultReadScopes: [], complete: true };
  }
  const section = root ?? {};
  const categories = readCategories(section, issues);
  const scopes = new Set(categories.flatMap((c) => [`Read ${c}`, `Write ${c}`]));
  const defaultReadScopes = readDefaults(section, scopes, issues);
  checkScopeNameEnum(doc, scopes, issues);
  return { categories, scopes, defaultReadScopes, complete: true };
}
