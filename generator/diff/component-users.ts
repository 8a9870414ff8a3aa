import { isObject, pointerSegments, toPointer } from "../json-pointer.js";
import type { OperationModel } from "../operation-model.js";
import type { SpecDocument } from "../spec-document.js";

/** `#/components/schemas/Vehicle/properties/status` → `#/components/schemas/Vehicle`; null outside components. */
export function componentOf(pointer: string): string | null {
  const segments = pointerSegments(pointer);
  return segments[0] === "components" && segments.length >= 3 ? toPointer(segments.slice(0, 3)) : null;
}

function refsIn(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const v of node) refsIn(v, into);
  else if (isObject(node)) {
    if (typeof node.$ref === "string") {
      const component = componentOf(node.$ref);
      if (component) into.add(component);
    }
    for (const v of Object.values(node)) refsIn(v, into);
  }
  return into;
}

/**
 * For each component (`#/components/<kind>/<name>`), the operations that reach it through `$ref`s, directly or
 * through other components. A change to a shared schema is reported once by the diff engine, under one operation;
 * this names the others it reaches.
 */
export function componentUsers(doc: SpecDocument, operations: OperationModel[]): Map<string, OperationModel[]> {
  const edges = new Map<string, Set<string>>();
  for (const [kind, group] of Object.entries(doc.components ?? {})) {
    if (!isObject(group)) continue;
    for (const [name, value] of Object.entries(group))
      edges.set(toPointer(["components", kind, name]), refsIn(value, new Set()));
  }
  const users = new Map<string, OperationModel[]>();
  for (const op of operations) {
    const item = doc.paths?.[op.path];
    const reached = refsIn([item?.[op.method], item?.parameters], new Set());
    for (const component of reached) for (const next of edges.get(component) ?? []) reached.add(next); // grows while iterating: a breadth-first walk
    for (const component of reached) users.set(component, [...(users.get(component) ?? []), op]);
  }
  return users;
}
