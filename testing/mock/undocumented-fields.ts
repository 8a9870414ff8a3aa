import { driftShapes, schemaShape } from "../../generator/drift-shapes.js";
import { isObject, type Json } from "../../generator/json-pointer.js";
import { undocumentedProperties } from "../../runtime/drift.js";
import type { DriftShape } from "../../runtime/drift-types.js";
import type { ServedSpec } from "./served-spec.js";

/** Each served spec's component shapes, made on its first answer that needs them (GitHub's: about 15 ms). */
const shapesOf = new WeakMap<ServedSpec, Record<string, DriftShape>>();

/**
 * `body` without the properties that the schema at `pointer` does not name, by the rule the client's drift checks
 * follow (`undocumentedProperties`, docs/drift.md). A spec's own examples carry such properties (GitHub Enterprise
 * 2.19's `authorization-with-user` example has `expires_at`, which its schema does not name), and so does what
 * openapi-sampler copies from them: a client calling the mock with `validateResponses: "throw"` threw on the mock's
 * own answer. `body` itself is never changed (it may be a stored record or the spec's example): a copy is returned
 * where there is something to take out.
 */
export function withoutUndocumented(spec: ServedSpec, pointer: string, body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  let table = shapesOf.get(spec);
  if (table === undefined) {
    table = driftShapes(spec.document as Json);
    shapesOf.set(spec, table);
  }
  const pointers: string[] = [];
  undocumentedProperties(body, schemaShape(spec.document as Json, { $ref: pointer }), table, (problem) => {
    pointers.push(problem.pointer);
    return true;
  });
  if (pointers.length === 0) return body;
  const copy = structuredClone(body);
  for (const at of pointers) remove(copy, at);
  return copy;
}

/** Deletes the property at a JSON pointer (`/a/0/b`) of `root`, where there is one. */
function remove(root: unknown, pointer: string): void {
  const segments = pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const last = segments.pop()!;
  let node = root;
  for (const key of segments) {
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node) && Object.hasOwn(node, key)) node = node[key];
    else return;
  }
  if (isObject(node) && !Array.isArray(node)) delete node[last];
}
