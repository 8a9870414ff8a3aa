/**
 * Where operations meet a component before and after a change of spec: a component renamed (its successor, met where
 * the old one was), and operations that switched from one component to another at the same place. Each index is made
 * once per comparison.
 */
import { isObject, pointerSegments, resolveLocal } from "../json-pointer.js";
import type { SpecDocument } from "../spec-document.js";
import type { EngineContext } from "./engine-changes.js";
import type { EngineChange } from "./redocly-engine.js";
import type { SchemaUse } from "./schema-uses.js";

/** The node at a pointer, following `$ref`s on the way (the engine's paths run through them). */
export function nodeAt(doc: SpecDocument, segments: string[]): unknown {
  return segments.reduce<unknown>((node, key) => {
    const here = resolveLocal(doc, node);
    return isObject(here) || Array.isArray(here) ? (here as Record<string, unknown>)[key] : undefined;
  }, doc);
}

/** Whether an operation meets the old component where it meets the new one: a rename, not two unrelated schemas. */
export function sameUse(oldComponent: string, newComponent: string, ctx: EngineContext): boolean {
  const was = new Set((ctx.oldUses.get(oldComponent) ?? []).map(useKey));
  return (ctx.newUses.get(newComponent) ?? []).some((u) => was.has(useKey(u)));
}

/** The component of the new document an operation meets where it met this removed one: its new name. */
export function successorOf(oldComponent: string, ctx: EngineContext): string | null {
  const { successors, newByUse } = renameIndex(ctx);
  let found = successors.get(oldComponent);
  if (found === undefined) {
    found = null;
    // The old name must be gone; a successor is a new name (not a schema the old one had) met where the old one was.
    if (nodeAt(ctx.newDoc, pointerSegments(oldComponent)) === undefined) {
      let first = Number.POSITIVE_INFINITY;
      for (const use of ctx.oldUses.get(oldComponent) ?? [])
        for (const [order, component] of newByUse.get(useKey(use)) ?? [])
          if (
            order < first &&
            component !== oldComponent &&
            nodeAt(ctx.oldDoc, pointerSegments(component)) === undefined
          ) {
            first = order;
            found = component;
          }
    }
    successors.set(oldComponent, found);
  }
  return found;
}

/** A place an operation meets a component: the operation, where (`response 200`) and the field path. */
export const useKey = (u: SchemaUse) => `${u.operation} ${u.where} ${u.field}`;

/**
 * Per comparison: each place of the new document (operation, where, field) with the components met there, by their
 * order in `newUses` (the first in that order is the successor, as a scan would find it), and the successors found.
 * A scan of every new use per old component took minutes between unrelated large specs (Kubernetes → Stripe).
 */
const renameIndexes = new WeakMap<
  EngineContext,
  { successors: Map<string, string | null>; newByUse: Map<string, [number, string][]> }
>();
function renameIndex(ctx: EngineContext) {
  let index = renameIndexes.get(ctx);
  if (index === undefined) {
    const newByUse = new Map<string, [number, string][]>();
    let order = 0;
    for (const [component, uses] of ctx.newUses) {
      for (const use of uses) {
        const key = useKey(use);
        const list = newByUse.get(key);
        if (list === undefined) newByUse.set(key, [[order, component]]);
        else if (list[list.length - 1]![1] !== component) list.push([order, component]);
      }
      order++;
    }
    index = { successors: new Map(), newByUse };
    renameIndexes.set(ctx, index);
  }
  return index;
}

/**
 * The other uses a change the engine met inside an operation applies to: that operation now uses another component
 * at some place than it used (`issue-simple` → `issue`, GitHub Enterprise 2.22's lists of issues), and so do the
 * operations that made the same switch at the same place. The engine compares the pair once, where it first meets it, so the other
 * operations' changes were not reported, and which one had them depended on the order of the document's paths.
 * `component` is the one the change is in: the new side's (`revision`), or the old side's for a removal.
 */
export function switchedElsewhere(
  change: EngineChange,
  component: string,
  side: "revision" | "base",
  ctx: EngineContext,
): SchemaUse[] {
  const [uses, otherAt] =
    side === "revision"
      ? [ctx.newUses.get(component) ?? [], componentsAt(ctx, "old")]
      : [ctx.oldUses.get(component) ?? [], componentsAt(ctx, "new")];
  const metHere = (u: SchemaUse) => change.path === u.pointer || change.path.startsWith(`${u.pointer}/`);
  // What the other side had where the operation the engine met has `component`: the switch.
  const partners = new Set(uses.filter(metHere).map((u) => otherAt.get(useKey(u))));
  partners.delete(component);
  partners.delete(undefined);
  if (partners.size === 0) return [];
  return uses.filter((u) => !metHere(u) && partners.has(otherAt.get(useKey(u))));
}

/** Per comparison and side: the component at each place (operation, where, field); the first where several. */
const componentIndexes = new WeakMap<EngineContext, Record<string, Map<string, string>>>();
function componentsAt(ctx: EngineContext, side: "old" | "new"): Map<string, string> {
  const indexes = componentIndexes.get(ctx) ?? {};
  componentIndexes.set(ctx, indexes);
  let index = indexes[side];
  if (index === undefined) {
    index = new Map();
    for (const [component, uses] of side === "old" ? ctx.oldUses : ctx.newUses)
      for (const use of uses) if (!index.has(useKey(use))) index.set(useKey(use), component);
    indexes[side] = index;
  }
  return index;
}
