import {
  type ContainerStep,
  childAt,
  DATA_KEYS,
  childStep,
  isObject,
  type Json,
  NAME_MAPS,
  pointerSegments,
  resolveLocal,
  setOwn,
  stepPointer,
  walkContainers,
} from "../json-pointer.js";
import { SpecReadError } from "../spec-document.js";
import { eachSchema } from "./schema-positions.js";
import type { InputWarning } from "./upgrade.js";

/**
 * Refs to a place inside another object (`#/paths/~1a/get/parameters/1`, `#/components/schemas/Monster/allOf/3/…`),
 * as specs converted by tools write them, made refs to whole components: openapi-typescript types such a ref by the
 * pointer's keys (`paths["/a"]["get"]["requestBody"]["content"]…["schema"]`, which is no TypeScript type), and the
 * validators compile only the component schemas, so ajv cannot follow one into `paths`. 19 of the 2,639 descriptions
 * of APIs.guru's directory have such refs.
 * - A ref where a schema stands points to a component schema of its own, named after the pointer (one per pointer,
 *   so a schema that refers to itself through the pointer stays one recursive schema), with a warning naming it.
 * - A ref anywhere else (a parameter, a response, a request body…) is replaced by a copy of what it points to.
 * A ref to nothing is left as it is (the spec check names it). Data (examples, defaults, enums) is never read.
 */
export function wholeComponentRefs(document: Json, warnings: InputWarning[], label = "the spec"): void {
  let refs = innerRefs(document);
  if (refs.length === 0) return; // most specs: one walk, no set of their schemas
  for (let round = 0; round < MAX_ROUNDS && inlineOtherRefs(document, refs); round++) refs = innerRefs(document);
  const named = new Map<string, string>();
  const unresolved = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const schemas = schemaSet(document);
    const refs = innerRefs(document).filter(({ node }) => schemas.has(node) && !unresolved.has(node.$ref as string));
    if (refs.length === 0) return;
    for (const { node, step } of refs) {
      const pointer = node.$ref as string;
      const target = innerTarget(document, pointer);
      if (target === undefined) unresolved.add(pointer);
      else if (typeof target === "string") node.$ref = target;
      else if (typeof target.in === "string" && typeof target.name === "string")
        throw new SpecReadError(
          `${label}: ${stepPointer(step, "$ref")}: $ref "${pointer}" points to a parameter (${target.in} ${JSON.stringify(target.name)}) where a schema stands; point it at the parameter's schema (${pointer}/schema)`,
        );
      else node.$ref = `#/components/schemas/${componentFor(document, pointer, target, named, warnings)}`;
    }
  }
}

/** Rounds of copying (a copied parameter may hold another such ref) and of naming schemas found in named copies. */
const MAX_ROUNDS = 16;
const WHOLE_COMPONENT = /^#\/components\/[^/]+\/[^/]+$/;

const OWN_PROPERTY = /^#\/components\/schemas\/[^/]+\/properties\/[^/]+$/;

/**
 * Whether a local ref needs a component (or a copy): every ref but one to a whole component, or to a component
 * schema's own required property written there (`#/components/schemas/Vehicle/properties/id`, as the vendor's
 * swagger-legacy.json writes): openapi-typescript types that `components["schemas"]["Vehicle"]["id"]`, and ajv
 * follows it. An optional property's type so read is `T | undefined` (TS2344 where openapi-typescript then makes
 * some of its keys required: Twine Health's description), and deeper pointers, through list indexes or optional
 * properties, are no TypeScript type at all.
 */
function isInnerRef(document: Json, ref: string): boolean {
  if (!ref.startsWith("#/") || WHOLE_COMPONENT.test(ref)) return false;
  if (!OWN_PROPERTY.test(ref)) return true;
  const [, , name, , property] = pointerSegments(ref);
  const schema = childAt(childAt(childAt(document, "components"), "schemas"), name!);
  const required = isObject(schema) && Array.isArray(schema.required) && schema.required.includes(property);
  return !required || childAt(childAt(schema, "properties"), property!) === undefined;
}

/** A step of the walk for refs: whether its node's keys are names (of properties, responses…), never keywords. */
interface Step extends ContainerStep {
  names: boolean;
}

/** The objects with an inner ref, outside data and extensions, and where each stands. */
function innerRefs(document: Json): { node: Json; step: Step }[] {
  const found: { node: Json; step: Step }[] = [];
  walkContainers<Step>(
    { node: document, key: "", parent: undefined, names: false },
    (step) => {
      const ref = (step.node as Json).$ref;
      if (typeof ref === "string" && isInnerRef(document, ref)) found.push({ node: step.node as Json, step });
    },
    (parent, key, node) => {
      if (typeof key === "number") return { node, key, parent, names: false };
      if (!parent.names && (DATA_KEYS.has(key) || key.startsWith("x-"))) return undefined;
      return { node, key, parent, names: !parent.names && NAME_MAPS.has(key) };
    },
  );
  return found;
}

/** Every schema object of the document. */
function schemaSet(document: Json): Set<object> {
  const schemas = new Set<object>();
  eachSchema(document, (schema) => schemas.add(schema));
  return schemas;
}

/** Copies what each of `refs` outside a schema position points to into its place; whether any was copied. */
function inlineOtherRefs(document: Json, refs: { node: Json }[]): boolean {
  if (refs.length === 0) return false;
  const schemas = schemaSet(document);
  const found = refs.filter(({ node }) => !schemas.has(node)).map(({ node }) => node);
  let copied = false;
  for (const node of found) {
    const target = innerTarget(document, node.$ref as string);
    if (target === undefined) continue;
    if (typeof target === "string") {
      node.$ref = target;
      continue;
    }
    if (contains(target, node)) continue; // a ref into its own inside: a copy would hold the ref again
    const { $ref: _, ...siblings } = node;
    for (const key of Object.keys(node)) delete node[key];
    // A Reference's summary and description win. Keys are defined, never assigned: `Object.assign` would make a key
    // named "__proto__" the node's prototype.
    for (const [key, value] of [...Object.entries(structuredClone(target)), ...Object.entries(siblings)])
      setOwn(node, key, value);
    copied = true;
  }
  return copied;
}

/**
 * What an inner ref points to: the object (each ref met on the way followed, as the tools that write such pointers
 * mean them), or the whole-component ref it comes to, or undefined where it points to nothing.
 */
function innerTarget(document: Json, pointer: string): Json | string | undefined {
  let ref = pointer;
  for (let hops = 0; hops < 32; hops++) {
    let node: unknown = document;
    // Each ref met on the way is followed (as `resolveLocal` does), as the tools that write such pointers mean them.
    for (const key of pointerSegments(ref)) node = childAt(resolveLocal(document, node) ?? node, key);
    if (!isObject(node)) return undefined;
    if (typeof node.$ref !== "string") return node;
    if (!node.$ref.startsWith("#/")) return node; // a ref to another document: copied or named as it is
    if (!isInnerRef(document, node.$ref)) return node.$ref;
    ref = node.$ref;
  }
  return undefined;
}

/** Whether `node` is `target` or inside it. */
function contains(target: object, node: object): boolean {
  let found = false;
  walkContainers<ContainerStep>(
    { node: target, key: "", parent: undefined },
    (step) => {
      if (step.node === node) found = true;
    },
    (parent, key, child) => (found ? undefined : childStep(parent, key, child)),
  );
  return found;
}

/** The component schema that stands for the schema at `pointer`: named and added once per pointer. */
function componentFor(
  document: Json,
  pointer: string,
  target: Json,
  named: Map<string, string>,
  warnings: InputWarning[],
): string {
  const known = named.get(pointer);
  if (known !== undefined) return known;
  if (!isObject(document.components)) document.components = {};
  const components = document.components as Json;
  if (!isObject(components.schemas)) components.schemas = {};
  const schemas = components.schemas as Json;
  const segments = pointerSegments(pointer);
  const inside = segments[0] === "components" && segments[1] === "schemas" ? segments.slice(2) : segments;
  const base = inside.map((key) => key.replace(/[^A-Za-z0-9_-]+/g, "_").replace(/^_+|_+$/g, "") || "_").join(".");
  let name = base;
  for (let n = 2; Object.hasOwn(schemas, name); n++) name = `${base}.${n}`;
  named.set(pointer, name); // before the copy is read: a ref inside it to the same pointer is this component
  schemas[name] = structuredClone(target);
  warnings.push({
    pointer: `#/components/schemas/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`,
    message: `the schema that $ref "${pointer}" points to (inside another object) is read as the component schema "${name}", so that its types and validator are those of the schema it points to`,
  });
  return name;
}
