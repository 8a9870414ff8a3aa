/**
 * `fleetkit diff OLD NEW`: what a spec change does to the people who call the API. Redocly CLI's `redocly diff`
 * classifies request and response changes; fleetkit's layer adds operations by operationId, scopes, tokens,
 * pagination and feeds.
 */
import { findSpecIssues } from "../check-spec.js";
import { collectOperations, type OperationModel } from "../operation-model.js";
import { scopeCatalogue } from "../scope-catalogue.js";
import { SpecReadError, type LoadedSpec, type SpecDocument } from "../spec-document.js";
import { loadOpenApi } from "../input/index.js";
import { componentUsers } from "./component-users.js";
import { normaliseForDiff } from "./normalise.js";
import { engineChanges } from "./engine-changes.js";
import { compareOperations, label, uncoveredOperations } from "./operation-changes.js";
import { redoclyDiff } from "./redocly-engine.js";
import { DiffInputError, type DiffReport } from "./report.js";
import { checkTokenScopes } from "./token-scopes.js";

export { DiffInputError, type DiffChange, type DiffReport, type ScopeChange } from "./report.js";
export { SpecReadError };
export { formatReport } from "./format-report.js";
export { parseTokenScopes } from "./token-scopes.js";

export interface DiffOptions {
  /** Overlay 1.0 documents applied, in order, to both specs before comparing. */
  overlays?: readonly string[];
  /** Overlays applied, in order, to the old spec only (after `overlays`). */
  oldOverlays?: readonly string[];
  /** Overlays applied, in order, to the new spec only (after `overlays`). */
  newOverlays?: readonly string[];
  /** The scopes of a token: the report then lists the operations it can no longer call (`uncovered`). */
  tokenScopes?: readonly string[];
}

function assertDiffable(spec: LoadedSpec, role: "OLD" | "NEW"): void {
  const issues = findSpecIssues(spec.document);
  if (issues.length === 0) return;
  throw new DiffInputError(
    `${role} (${spec.file}) has ${issues.length} problem${issues.length === 1 ? "" : "s"}, so it cannot be compared:\n` +
      issues.map((i) => `  ${i.pointer} (${spec.locate(i.pointer)}): ${i.message}`).join("\n"),
  );
}

/** The scope names a spec knows: its catalogue's, or every scope its operations state. */
function scopeNames(doc: SpecDocument): Set<string> {
  if (doc["x-fleetkit-scopes"] !== undefined) return scopeCatalogue(doc).scopes;
  return new Set(collectOperations(doc).flatMap((op) => op.scopes ?? []));
}

/** Compares two loaded specs; throws DiffInputError for an invalid spec or an unknown token scope. */
export async function diffSpecs(
  oldSpec: LoadedSpec,
  newSpec: LoadedSpec,
  options: DiffOptions = {},
): Promise<DiffReport> {
  return (await compareSpecs(oldSpec, newSpec, options)).report;
}

/** The report, and the labels of the operations of both specs (from the operations the comparison collected). */
async function compareSpecs(
  oldSpec: LoadedSpec,
  newSpec: LoadedSpec,
  options: DiffOptions,
): Promise<{ report: DiffReport; labels: Map<string, string> }> {
  assertDiffable(oldSpec, "OLD");
  assertDiffable(newSpec, "NEW");
  // Compared in one form: what two formats of one API say in two ways is no change (normalise.ts).
  const oldDoc = normaliseForDiff(oldSpec.document);
  const newDoc = normaliseForDiff(newSpec.document);
  if (options.tokenScopes !== undefined) {
    checkTokenScopes(options.tokenScopes, new Set([...scopeNames(oldDoc), ...scopeNames(newDoc)]));
  }
  const oldOps = collectOperations(oldDoc);
  const newOps = collectOperations(newDoc);
  const layer = compareOperations(oldOps, newOps);
  // Identical documents need no engine run (the common case in CI when the spec did not change).
  const engine = JSON.stringify(oldDoc) === JSON.stringify(newDoc) ? [] : await redoclyDiff(oldDoc, newDoc);
  const general = engineChanges(engine, {
    oldDoc,
    newDoc,
    oldUsers: componentUsers(oldDoc, oldOps),
    newUsers: componentUsers(newDoc, newOps),
    paginationChanged: layer.paginationChanged,
  });
  const all = [...layer.changes, ...general];
  const changes = [...all.filter((c) => c.severity === "breaking"), ...all.filter((c) => c.severity !== "breaking")];
  const report: DiffReport = {
    breaking: changes.some((c) => c.severity === "breaking"),
    operations: { added: layer.added, removed: layer.removed },
    scopeChanges: layer.scopeChanges,
    ...(options.tokenScopes !== undefined
      ? { uncovered: uncoveredOperations(oldOps, newOps, options.tokenScopes) }
      : {}),
    changes,
  };
  return { report, labels: operationLabels([...oldOps, ...newOps]) };
}

/** Loads one side; a read or overlay error says which side it is (an overlay may fit one spec and not the other). */
async function loadSide(side: "OLD" | "NEW", file: string, overlays: string[]) {
  try {
    return await loadOpenApi(file, { overlays });
  } catch (error) {
    if (error instanceof SpecReadError) {
      const applied =
        overlays.length > 0 ? ` with ${overlays.length === 1 ? "overlay" : "overlays"} ${overlays.join(", ")}` : "";
      error.message = `${side} (${file}${applied}): ${error.message}`;
    }
    throw error;
  }
}

/** Reads both files (SpecReadError when one cannot be read or parsed) and compares them. */
export async function diffSpecFiles(
  oldFile: string,
  newFile: string,
  options: DiffOptions = {},
): Promise<{ report: DiffReport; labels: Map<string, string> }> {
  const both = options.overlays ?? [];
  const [oldSpec, newSpec] = await Promise.all([
    loadSide("OLD", oldFile, [...both, ...(options.oldOverlays ?? [])]),
    loadSide("NEW", newFile, [...both, ...(options.newOverlays ?? [])]),
  ]);
  return compareSpecs(oldSpec, newSpec, options);
}

/** Operation pointer → "GET /vehicles (listVehicles)", old operations first (the new one wins where both have it). */
function operationLabels(operations: readonly OperationModel[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const op of operations) labels.set(op.pointer, `${label(op)} (${op.operationId})`);
  return labels;
}
