import { schemaShape } from "../../generator/drift-shapes.js";
import { isObject, pointerTokens, valueAtPointer, type Json } from "../../generator/json-pointer.js";
import { undocumentedProperties } from "../../runtime/drift.js";
import type { DriftShape } from "../../runtime/drift-types.js";
import type { ServedSpec } from "./served-spec.js";

/** Each served spec's component shapes (each made when a walk first reaches it), and the shape of each answer schema. */
const shapesOf = new WeakMap<ServedSpec, { table: Record<string, DriftShape>; roots: Map<string, DriftShape> }>();

/**
 * The spec's component shapes as a table that makes each shape on first use: all of GitHub's at once took 15 ms and
 * 70 ms of CPU with the collections, on the mock's first answer, which reaches a few dozen of its 969 components.
 */
function lazyShapes(doc: Json): Record<string, DriftShape> {
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const made: Record<string, DriftShape> = Object.create(null);
  const make = (name: string | symbol) => {
    if (typeof name === "string" && !(name in made) && Object.hasOwn(schemas, name))
      made[name] = schemaShape(doc, schemas[name]);
  };
  return new Proxy(made, {
    getOwnPropertyDescriptor(target, name) {
      make(name);
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
    has(target, name) {
      make(name);
      return Reflect.has(target, name);
    },
    get(target, name) {
      make(name);
      return Reflect.get(target, name);
    },
  });
}

/**
 * `body` without the properties that the schema at `pointer` does not name, by the rule the client's drift checks
 * follow (`undocumentedProperties`, docs/drift.md), unless taking them out would make it invalid (a `required` name
 * the schema's `properties` lack). A spec's own examples carry such properties (GitHub Enterprise 2.19's
 * `authorization-with-user` example has `expires_at`, which its schema does not name), and so does what
 * openapi-sampler copies from them: a client calling the mock with `validateResponses: "throw"` threw on the mock's
 * own answer. `body` itself is never changed (it may be a stored record or the spec's example): a copy is returned
 * where there is something to take out.
 */
export function withoutUndocumented(spec: ServedSpec, pointer: string, body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  let shapes = shapesOf.get(spec);
  if (shapes === undefined) {
    shapes = { table: lazyShapes(spec.document as Json), roots: new Map() };
    shapesOf.set(spec, shapes);
  }
  let root = shapes.roots.get(pointer);
  if (root === undefined) {
    root = schemaShape(spec.document as Json, { $ref: pointer });
    shapes.roots.set(pointer, root);
  }
  const pointers: string[] = [];
  undocumentedProperties(body, root, shapes.table, (problem) => {
    pointers.push(problem.pointer);
    return true;
  });
  if (pointers.length === 0) return body;
  const copy = structuredClone(body);
  for (const at of pointers) {
    const parent = valueAtPointer(copy, at.slice(0, at.lastIndexOf("/")));
    if (isObject(parent)) delete parent[pointerTokens(at).at(-1)!];
  }
  return spec.validator(pointer)(copy) ? copy : body;
}
