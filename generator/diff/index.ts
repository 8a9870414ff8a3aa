/**
 * `fleetkit diff OLD NEW`: what a spec change does to the people who call the API. Redocly CLI's `redocly diff`
 * classifies request and response changes; fleetkit's layer adds operations by operationId, scopes, tokens,
 * pagination and feeds.
 */
import { parametersByIdentity } from "./parameter-pairs.js";
import { findSpecIssues } from "../check-spec.js";
import { collectOperations, HTTP_METHODS, type OperationModel } from "../operation-model.js";
import { scopeCatalogue } from "../scope-catalogue.js";
import { SpecReadError, type LoadedSpec, type SpecDocument } from "../spec-document.js";
import { loadOpenApi } from "../input/index.js";
import { envelopeMoves } from "./envelope.js";
import { normaliseForDiff } from "./normalise.js";
import { engineChanges } from "./engine-changes.js";
import { compareOperations, label, uncoveredOperations } from "./operation-changes.js";
import { redoclyDiff } from "./redocly-engine.js";
import { schemaUses } from "./schema-uses.js";
import { DiffInputError, type DiffReport } from "./report.js";
import { checkTokenScopes } from "./token-scopes.js";

export {
  DiffInputError,
  type DiffChange,
  type DiffReport,
  type Level,
  type MovedOperation,
  type ScopeChange,
} from "./report.js";
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

/** The stages of `diffSpecFiles`, each announced as it starts: reading OLD, reading NEW, comparing. */
export type DiffStage = "old" | "new" | "compare";

export interface DiffFilesOptions extends DiffOptions {
  /** Called as each stage starts (the CLI prints progress on a terminal from it). */
  onStage?: (stage: DiffStage) => void;
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
    const declared = oldDoc["x-fleetkit-scopes"] !== undefined || newDoc["x-fleetkit-scopes"] !== undefined;
    checkTokenScopes(options.tokenScopes, new Set([...scopeNames(oldDoc), ...scopeNames(newDoc)]), declared);
  }
  const oldOps = collectOperations(oldDoc);
  const newOps = collectOperations(newDoc);
  const layer = compareOperations(oldOps, newOps);
  const newById = new Map(newOps.map((op) => [op.operationId, op]));
  const pairs = oldOps.flatMap((before): [OperationModel, OperationModel][] => {
    const after = newById.get(before.operationId);
    return after ? [[before, after]] : [];
  });
  // A moved operation (same operationId, new method or path) is compared with its old self: the engine gets the old
  // document with it at its new place.
  const engineOld = rehomed(oldDoc, pairs);
  const moved = new Set(
    pairs.filter(([b, a]) => b.path !== a.path || b.method !== a.method).map(([, after]) => after.pointer),
  );
  const { changes: envelopeChanges, envelopes } = envelopeMoves(
    engineOld,
    newDoc,
    pairs.map(([b, a]) => [{ ...b, path: a.path, method: a.method, pointer: a.pointer }, a]),
  );
  // Identical documents need no engine run (the common case in CI when the spec did not change).
  const engine =
    JSON.stringify(engineOld) === JSON.stringify(newDoc)
      ? []
      : await parametersByIdentity(await redoclyDiff(engineOld, newDoc), engineOld, newDoc, redoclyDiff);
  const general = engineChanges(engine, {
    oldDoc: engineOld,
    newDoc,
    oldUses: schemaUses(engineOld),
    newUses: schemaUses(newDoc),
    paginationChanged: layer.paginationChanged,
    moved,
    envelopes,
    added: newOperations(oldOps, newOps),
  });
  const all = [...layer.changes, ...envelopeChanges, ...general];
  const rank = { breaking: 0, warning: 1, info: 2 } as const;
  const changes = all
    .map((c, i) => [c, i] as const)
    .sort(([a, i], [b, j]) => rank[a.level] - rank[b.level] || i - j)
    .map(([c]) => c);
  const report: DiffReport = {
    breaking: changes.some((c) => c.level === "breaking"),
    operations: { added: layer.added, removed: layer.removed, moved: layer.moved },
    scopeChanges: layer.scopeChanges,
    ...(options.tokenScopes !== undefined
      ? { uncovered: uncoveredOperations(oldOps, newOps, options.tokenScopes) }
      : {}),
    changes,
  };
  return { report, labels: operationLabels([...oldOps, ...newOps]) };
}

/**
 * The new spec's operations the old one has neither by operationId nor at their method and path (an operationId
 * renamed in place is compared with its old self), by pointer.
 */
function newOperations(oldOps: readonly OperationModel[], newOps: readonly OperationModel[]): Set<string> {
  const ids = new Set(oldOps.map((op) => op.operationId));
  const places = new Set(oldOps.map((op) => `${op.method} ${op.path}`));
  return new Set(
    newOps.filter((op) => !ids.has(op.operationId) && !places.has(`${op.method} ${op.path}`)).map((op) => op.pointer),
  );
}

/** The old document with each moved operation at its new method and path (where that place is free in it). */
function rehomed(doc: SpecDocument, pairs: readonly [OperationModel, OperationModel][]): SpecDocument {
  const moves = pairs.filter(([b, a]) => b.path !== a.path || b.method !== a.method);
  if (moves.length === 0) return doc;
  const copy = structuredClone(doc) as SpecDocument & { paths: Record<string, Record<string, unknown>> };
  const taken = (path: string, method: string) => copy.paths[path]?.[method] !== undefined;
  for (const [before, after] of moves) {
    const item = copy.paths[before.path];
    const operation = item?.[before.method];
    if (!item || operation === undefined || taken(after.path, after.method)) continue;
    delete item[before.method];
    if (!(HTTP_METHODS as readonly string[]).some((m) => item[m] !== undefined)) delete copy.paths[before.path];
    copy.paths[after.path] ??= {};
    copy.paths[after.path]![after.method] = operation;
  }
  return copy;
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
  options: DiffFilesOptions = {},
): Promise<{ report: DiffReport; labels: Map<string, string> }> {
  const both = options.overlays ?? [];
  const stage = options.onStage ?? (() => {});
  stage("old");
  // Both read at once (a URL's wait overlaps the other's parsing); NEW's stage starts when OLD is read.
  const oldRead = loadSide("OLD", oldFile, [...both, ...(options.oldOverlays ?? [])]);
  const newRead = loadSide("NEW", newFile, [...both, ...(options.newOverlays ?? [])]);
  const [oldSpec, newSpec] = await Promise.all([
    oldRead.then((spec) => {
      stage("new");
      return spec;
    }),
    newRead,
  ]);
  stage("compare");
  return compareSpecs(oldSpec, newSpec, options);
}

/** Operation pointer → "GET /vehicles (listVehicles)", old operations first (the new one wins where both have it). */
function operationLabels(operations: readonly OperationModel[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const op of operations) labels.set(op.pointer, `${label(op)} (${op.operationId})`);
  return labels;
}
