/** JSON helpers shared by the spec readers: plain-object test, JSON pointers, local `$ref`s. */

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Sets an own, enumerable key: defined, never assigned, so a key called "__proto__" is a key, not the prototype. */
export function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A `$ref` is a URI: its fragment may be percent-encoded (RFC 6901, section 6); a stray `%` is kept as it is. */
function percentDecoded(segment: string): string {
  if (!segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The keys of a JSON pointer (`#/paths/~1v1~1tags` → ["paths", "/v1/tags"]). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === "" || pointer === "#") return [];
  return pointer
    .replace(/^#/, "")
    .slice(1)
    .split("/")
    .map((s) => percentDecoded(s).replace(/~1/g, "/").replace(/~0/g, "~"));
}

export function toPointer(segments: readonly (string | number)[]): string {
  return `#${segments.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("")}`;
}

/**
 * A container met by an iterative walk over a document: its key in its parent and its parent's step, so that a walk
 * keeps a link instead of a copy of the path at every node and spells a pointer only for what it reports.
 */
export interface WalkStep {
  key: string | number;
  parent: WalkStep | undefined;
}

/** The JSON pointer of a walk's step (the root's step has no parent), with `last` keys after it. */
export function stepPointer(step: WalkStep, ...last: (string | number)[]): string {
  const keys: (string | number)[] = [];
  for (let at: WalkStep | undefined = step; at?.parent !== undefined; at = at.parent) keys.push(at.key);
  return toPointer([...keys.reverse(), ...last]);
}

/** A container (object or array) met by `walkContainers`. */
export interface ContainerStep extends WalkStep {
  node: object;
}

/** `walkContainers`' `enter` for a walk that enters every child and keeps nothing but where each stands. */
export const childStep = (parent: ContainerStep, key: string | number, node: object): ContainerStep => ({
  node,
  key,
  parent,
});

/**
 * Every container (object or array) of a document from `first`'s, depth first and the last child first, on a stack
 * of its own (a hostile document cannot overflow the call stack). `visit` sees each container before its children are
 * listed (it may change the node); `enter` makes a child container's step from its parent's, with its key (a number
 * in an array), or undefined to leave that child out. A step links to its parent instead of holding a copy of its
 * path, so a pointer is spelled (`stepPointer`) only for what is reported.
 */
export function walkContainers<S extends ContainerStep>(
  first: S,
  visit: (step: S) => void,
  enter: (parent: S, key: string | number, child: object) => S | undefined,
): void {
  const stack: S[] = [first];
  while (stack.length > 0) {
    const step = stack.pop()!;
    visit(step);
    const node = step.node;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const child: unknown = node[i];
        if (typeof child !== "object" || child === null) continue;
        const next = enter(step, i, child);
        if (next !== undefined) stack.push(next);
      }
      continue;
    }
    const keys = Object.keys(node);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const child: unknown = (node as Record<string, unknown>)[key];
      if (typeof child !== "object" || child === null) continue;
      const next = enter(step, key, child);
      if (next !== undefined) stack.push(next);
    }
  }
}

/** Follows local `$ref`s ("#/components/..."); undefined for a ref to nothing or a ref that is not local. */
export function resolveLocal(root: unknown, value: unknown): unknown {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === "string"; hops++) {
    if (hops > 32 || !current.$ref.startsWith("#/")) return undefined;
    current = pointerSegments(current.$ref).reduce<unknown>(childAt, root);
  }
  return current;
}

/**
 * A node's own child by a pointer's key: an object's own property, or an array's element by its index (a ref into a
 * list, `#/paths/~1a/get/parameters/1`, as specs converted by tools write them); undefined where there is none.
 */
export function childAt(node: unknown, key: string): unknown {
  if (Array.isArray(node)) return /^(?:0|[1-9][0-9]*)$/.test(key) ? node[Number(key)] : undefined;
  return isObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
}

/**
 * The node at a JSON pointer into a value (`/error_detail/0`, as ajv's `instancePath` and drift pointers are written:
 * `~1` and `~0` escaped, nothing percent-encoded), through `childAt`; undefined where there is none.
 */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  return pointerTokens(pointer).reduce<unknown>(childAt, root);
}

/** A value pointer's keys, `~1` and `~0` unescaped (`/a~1b/0` → `["a/b", "0"]`; `""` → `[]`). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/**
 * Keys of an OpenAPI document whose values map names to things (properties, components, responses, examples…): their
 * children are named by their keys, never keywords or data, whatever they are called (a property `example`, a
 * response `default`, a parameter `enum`).
 */
export const NAME_MAPS: ReadonlySet<string> = new Set([
  "properties",
  "patternProperties",
  "$defs",
  "definitions",
  "dependentSchemas",
  "schemas",
  "responses",
  "parameters",
  "requestBodies",
  "headers",
  "examples",
  "links",
  "callbacks",
  "securitySchemes",
  "pathItems",
]);

/**
 * OpenAPI's schema keywords that say something of a value without restricting it: a validator drops them before
 * compiling (validator-schemas.ts), and the mock folds an `allOf` member that has only these (sampling-views.ts).
 */
export const SCHEMA_ANNOTATIONS: ReadonlySet<string> = new Set([
  "description",
  "title",
  "example",
  "examples",
  "externalDocs",
  "xml",
  "deprecated",
  "contentEncoding",
  "readOnly",
  "writeOnly",
]);

/** Keys whose values are data (examples, defaults, enums), not OpenAPI objects: a `$ref` in them is no reference. */
export const DATA_KEYS: ReadonlySet<string> = new Set(["example", "examples", "default", "const", "enum"]);

/**
 * The Paths Object's path items, `[template, item]`: its `x-` keys are extensions, which OpenAPI allows there
 * (APIs.guru's Apicurio Registry has `x-codegen-contextRoot: /apis/registry/v2`), not paths.
 */
export function pathItems(paths: unknown): [string, unknown][] {
  if (!isObject(paths)) return [];
  return Object.entries(paths).filter(([key]) => !key.startsWith("x-"));
}

/**
 * A path template with its parameters blanked (`/fleet/drivers/{}`): templates that differ only in parameter names
 * (one path in OpenAPI) have one shape.
 */
export const pathShape = (path: string): string => path.replace(/\{[^}]*\}/g, "{}");
