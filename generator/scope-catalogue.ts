import type { SpecDocument } from "./spec-document.js";
import type { SpecIssue } from "./check-spec.js";

export interface ScopeCatalogue {
  categories: string[];
  /** Every scope name, Read and Write of each category, in catalogue order. */
  scopes: Set<string>;
  defaultReadScopes: string[];
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/**
 * Reads `x-fleetkit-scopes` and checks that it agrees with the `ScopeName` schema's enum and that the default
 * scopes are Read scopes of the catalogue. Problems are appended to `issues`.
 */
export function scopeCatalogue(doc: SpecDocument, issues: SpecIssue[] = []): ScopeCatalogue {
  const root = doc["x-fleetkit-scopes"];
  const categories = isStringList(root?.categories) ? root.categories : [];
  if (categories.length === 0) {
    issues.push({ pointer: "#/x-fleetkit-scopes/categories", message: "must be a non-empty list of scope categories" });
  }
  const scopes = new Set(categories.flatMap((c) => [`Read ${c}`, `Write ${c}`]));
  const defaults = root?.defaultReadScopes?.scopes;
  const defaultReadScopes = isStringList(defaults) ? defaults : [];
  if (!isStringList(defaults)) {
    issues.push({ pointer: "#/x-fleetkit-scopes/defaultReadScopes/scopes", message: "must be a list of scope names" });
  }
  defaultReadScopes.forEach((s, i) => {
    if (!s.startsWith("Read ") || !scopes.has(s)) {
      issues.push({
        pointer: `#/x-fleetkit-scopes/defaultReadScopes/scopes/${i}`,
        message: `"${s}" is not a Read scope of the catalogue`,
      });
    }
  });
  const schema = doc.components?.schemas?.ScopeName as { enum?: unknown } | undefined;
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
  return { categories, scopes, defaultReadScopes };
}
