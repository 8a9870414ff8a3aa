import type { OperationModel } from "../operation-model.js";
import { type DiffChange, type MovedOperation, type ScopeChange, diffChange } from "./report.js";

/** fleetkit's own layer over the general diff: operations by operationId, their scopes, pagination and feeds. */
export interface OperationChanges {
  added: string[];
  removed: string[];
  moved: MovedOperation[];
  scopeChanges: ScopeChange[];
  changes: DiffChange[];
  /** Pointers (new document) of operations whose pagination change is reported here, not as a parameter change. */
  paginationChanged: Set<string>;
}

export const label = (op: OperationModel) => `${op.method.toUpperCase()} ${op.path}`;

const scopeList = (scopes: string[] | null) =>
  scopes === null ? "scopes unknown (the spec states none)" : scopes.length === 0 ? "no scope" : scopes.join(", ");

function describeAdded(op: OperationModel): string {
  const traits = [op.paginated ? "paginated" : "", op.feed ? "a feed" : ""].filter(Boolean);
  return `operation added: ${op.operationId} (${label(op)}), needs ${scopeList(op.scopes)}${traits.length ? `; ${traits.join(", ")}` : ""}`;
}

/** The same path with its parameters renamed only (`/vehicles/{id}` → `/vehicles/{vehicleId}`). */
export const sameTemplate = (a: OperationModel, b: OperationModel) =>
  a.method === b.method && a.path.replace(/\{[^}]*\}/g, "{}") === b.path.replace(/\{[^}]*\}/g, "{}");

function moved(before: OperationModel, after: OperationModel): DiffChange | null {
  if (before.method === after.method && before.path === after.path) return null;
  if (sameTemplate(before, after))
    return diffChange(
      "breaking",
      "path-parameter-renamed",
      after.pointer,
      `path parameters renamed: ${before.path} → ${after.path}: breaking for typed calls (params.path takes the new names), not on the wire`,
    );
  // POST → GET on the same path (hos_daily_logs, the 2020-06-15 changelog) moved its method only.
  const what = before.method === after.method ? "path" : before.path === after.path ? "method" : "method and path";
  return diffChange(
    "breaking",
    "operation-moved",
    after.pointer,
    `moved: ${label(before)} → ${label(after)}; a request to the old ${what} no longer reaches ${after.operationId} (a client generated from the new spec follows it); it is compared with its old self below`,
  );
}

function scopeChange(before: OperationModel, after: OperationModel): { scope: ScopeChange; change: DiffChange } | null {
  const was = before.scopes ?? [];
  const now = after.scopes ?? [];
  const gained = now.filter((s) => !was.includes(s));
  const lost = was.filter((s) => !now.includes(s));
  const becameUnknown = before.scopes !== null && after.scopes === null;
  if (becameUnknown) {
    return {
      scope: { ...scopeRow(after, was, now), unknownAfter: true },
      change: diffChange(
        "warning",
        "scopes-became-unknown",
        after.pointer,
        `scopes became unknown: the new spec does not state them (it needed ${scopeList(before.scopes)}); the client's scope guard now lets the call through, so check it with the real token`,
      ),
    };
  }
  if (gained.length === 0 && lost.length === 0) return null;
  const parts = [
    gained.length
      ? `now needs ${gained.join(", ")}${before.scopes === null ? " (its scope was undocumented)" : ""}: a token without ${gained.length === 1 ? "it" : "them"} can no longer call it`
      : "",
    lost.length ? `no longer needs ${lost.join(", ")}` : "",
  ].filter(Boolean);
  return {
    scope: { ...scopeRow(after, was, now), ...(before.scopes === null ? { unknownBefore: true as const } : {}) },
    change: diffChange(
      gained.length ? "breaking" : "info",
      gained.length ? "scope-added" : "scope-removed",
      `${after.pointer}/security`,
      `scopes changed: ${parts.join("; ")}`,
    ),
  };
}

const scopeRow = (op: OperationModel, before: string[], after: string[]): ScopeChange => ({
  operationId: op.operationId,
  method: op.method.toUpperCase(),
  path: op.path,
  before,
  after,
});

function pagingChanges(before: OperationModel, after: OperationModel): DiffChange[] {
  const out: DiffChange[] = [];
  const was = before.pagination?.cursorParam;
  const now = after.pagination?.cursorParam;
  if (was !== now) {
    const message =
      now === undefined
        ? `no longer paginated (the \`${was}\` cursor parameter was removed): it answers one response, and paginate() no longer applies`
        : was === undefined
          ? `now paginated with \`${now}\`: one call returns only the first page; read every page with paginate()`
          : `pagination cursor changed from \`${was}\` to \`${now}\``;
    const rule =
      now === undefined ? "pagination-removed" : was === undefined ? "pagination-added" : "pagination-cursor-changed";
    out.push(diffChange("breaking", rule, after.pointer, message));
  }
  if (before.feed !== after.feed) {
    out.push(
      diffChange(
        "breaking",
        after.feed ? "feed-added" : "feed-removed",
        after.pointer,
        after.feed
          ? "now a feed: follow it with followFeed() and wait between empty polls"
          : "no longer a feed: followFeed() no longer applies",
      ),
    );
  }
  return out;
}

/** Compares the operations of two specs by operationId. */
export function compareOperations(oldOps: OperationModel[], newOps: OperationModel[]): OperationChanges {
  const oldById = new Map(oldOps.map((o) => [o.operationId, o]));
  const newById = new Map(newOps.map((o) => [o.operationId, o]));
  const result: OperationChanges = {
    added: [],
    removed: [],
    moved: [],
    scopeChanges: [],
    changes: [],
    paginationChanged: new Set(),
  };

  for (const before of oldOps) {
    const after = newById.get(before.operationId);
    if (after) continue;
    result.removed.push(before.operationId);
    const successor = newOps.find(
      (o) => o.method === before.method && o.path === before.path && !oldById.has(o.operationId),
    );
    result.changes.push(
      successor
        ? diffChange(
            "breaking",
            "operation-id-changed",
            before.pointer,
            `operationId renamed: ${before.operationId} → ${successor.operationId} (${label(before)}); code that calls ${before.operationId}() or names it no longer compiles`,
          )
        : diffChange(
            "breaking",
            "operation-removed",
            before.pointer,
            `operation removed: ${before.operationId} (${label(before)})`,
          ),
    );
  }
  for (const after of newOps) {
    const before = oldById.get(after.operationId);
    if (!before) {
      result.added.push(after.operationId);
      const renamedFrom = oldOps.some(
        (o) => o.method === after.method && o.path === after.path && !newById.has(o.operationId),
      );
      if (!renamedFrom) result.changes.push(diffChange("info", "operation-added", after.pointer, describeAdded(after)));
      continue;
    }
    const move = moved(before, after);
    if (move) {
      result.changes.push(move);
      result.moved.push({ operationId: after.operationId, from: label(before), to: label(after) });
    }
    const scopes = scopeChange(before, after);
    if (scopes) {
      result.scopeChanges.push(scopes.scope);
      result.changes.push(scopes.change);
    }
    const paging = pagingChanges(before, after);
    if (before.pagination?.cursorParam !== after.pagination?.cursorParam) result.paginationChanged.add(after.pointer);
    result.changes.push(...paging);
  }
  return result;
}

/**
 * Operations in both specs that a token with these scopes could call before (it held every scope the old spec
 * lists, or the old spec lists none, so fleetkit's scope check let the call through) and can no longer call.
 */
export function uncoveredOperations(
  oldOps: OperationModel[],
  newOps: OperationModel[],
  tokenScopes: readonly string[],
): string[] {
  const token = new Set(tokenScopes);
  const covers = (op: OperationModel) => (op.scopes ?? []).every((s) => token.has(s));
  const oldById = new Map(oldOps.map((o) => [o.operationId, o]));
  return newOps
    .filter((after) => {
      const before = oldById.get(after.operationId);
      return before !== undefined && covers(before) && !covers(after);
    })
    .map((o) => o.operationId);
}
