import { isObject, type Json } from "./json-pointer.js";

/**
 * A schema and the members it is made of: its `allOf`, `oneOf` and `anyOf` members and theirs, each through `resolve`
 * (refs followed). What a value may be is what any of them says: its types, items and properties. At most 64, for a
 * schema that refers to itself.
 */
export function membersOf(schema: unknown, resolve: (node: unknown) => unknown): Json[] {
  const found: Json[] = [];
  const visit = (node: unknown) => {
    const resolved = resolve(node);
    if (!isObject(resolved) || found.includes(resolved) || found.length >= 64) return;
    found.push(resolved);
    for (const key of ["allOf", "oneOf", "anyOf"]) {
      const list = resolved[key];
      if (Array.isArray(list)) for (const member of list) visit(member);
    }
  };
  visit(schema);
  return found;
}
