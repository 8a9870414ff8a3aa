/**
 * Drift: an answer held against the spec. Violations come from the generated validators; undocumented properties from
 * the shapes the generator writes beside them (what each schema names). Loaded by the client only when
 * `validateResponses` is on; nothing here runs otherwise.
 */
import type { OperationMeta } from "./api.js";
import type { Drift, DriftChecks, DriftProblem, DriftShape } from "./drift-types.js";
import type { Redactor } from "./redact.js";

/** At most this many problems per answer: a 512-item page with a new field in each is one problem, not 512. */
const MAX_PROBLEMS = 50;
/** How deep a body is walked for undocumented properties (a hostile body could nest further). */
const MAX_DEPTH = 64;

/** A JSON pointer with each array index as `*`, the key two occurrences of one problem share. */
export function pointerPattern(pointer: string): string {
  return pointer.replace(/\/\d+(?=\/|$)/g, "/*");
}

const token = (name: string) => name.replace(/~/g, "~0").replace(/\//g, "~1");

/** The JSON type of a value, as a message names it. */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** The JSON type of the value at a pointer of `body`; undefined where there is none. */
function typeAt(body: unknown, pointer: string): string | undefined {
  let node = body;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return jsonType(node);
}

/** The schema status key that documents `status`: itself, its range (`4XX`), or `default`; undefined where none. */
export function documentedStatus(
  schemas: Readonly<Record<string, string | null>>,
  status: number,
): string | null | undefined {
  const exact = String(status);
  if (Object.hasOwn(schemas, exact)) return schemas[exact];
  for (const range of [`${exact[0]}XX`, `${exact[0]}xx`, "default"])
    if (Object.hasOwn(schemas, range)) return schemas[range];
  return undefined;
}

/** The flattened view of shapes at one place: the properties they name, the schemas of other keys, the items. */
interface Flat {
  props: Map<string, DriftShape[]>;
  extra: DriftShape[];
  items: DriftShape[];
  /** Some shape says what an object's keys are (`p` or `x`): keys outside them are undocumented. */
  keyed: boolean;
}

/**
 * The flattened view of each list of shapes the walk passes down (a `Flat`'s own lists): the items of a 512-item page
 * are flattened once, not 512 times. Keyed by the list itself, so a table that is dropped takes its entries along.
 */
const flattened = new WeakMap<readonly DriftShape[], Flat>();

function flatten(shapes: readonly DriftShape[], table: Readonly<Record<string, DriftShape>>): Flat {
  let flat = flattened.get(shapes);
  if (flat === undefined) {
    flat = flattenOnce(shapes, table);
    flattened.set(shapes, flat);
  }
  return flat;
}

function flattenOnce(shapes: readonly DriftShape[], table: Readonly<Record<string, DriftShape>>): Flat {
  const flat: Flat = { props: new Map(), extra: [], items: [], keyed: false };
  const seen = new Set<string>();
  const visit = (shape: DriftShape | undefined) => {
    if (shape === undefined) return;
    if (typeof shape === "string") {
      if (seen.has(shape) || !Object.hasOwn(table, shape)) return;
      seen.add(shape);
      visit(table[shape]);
      return;
    }
    if (shape.p) {
      flat.keyed = true;
      for (const [name, child] of Object.entries(shape.p)) {
        const list = flat.props.get(name);
        if (list) list.push(child);
        else flat.props.set(name, [child]);
      }
    }
    if (shape.x !== undefined) {
      flat.keyed = true;
      flat.extra.push(shape.x);
    }
    if (shape.i !== undefined) flat.items.push(shape.i);
    for (const branch of shape.a ?? []) visit(branch);
  };
  for (const shape of shapes) visit(shape);
  return flat;
}

/**
 * Every property of `value` that no shape names, as `undocumented` problems (also where extra properties are allowed:
 * the spec does not name them). Values are never quoted: a message says the property's JSON type.
 */
export function undocumentedProperties(
  value: unknown,
  shape: DriftShape,
  table: Readonly<Record<string, DriftShape>>,
  add: (problem: DriftProblem) => boolean,
): void {
  const walk = (node: unknown, shapes: readonly DriftShape[], pointer: string, depth: number): boolean => {
    if (typeof node !== "object" || node === null || depth > MAX_DEPTH || shapes.length === 0) return true;
    const flat = flatten(shapes, table);
    if (Array.isArray(node)) {
      if (flat.items.length === 0) return true;
      for (let i = 0; i < node.length; i++) if (!walk(node[i], flat.items, `${pointer}/${i}`, depth + 1)) return false;
      return true;
    }
    for (const key of Object.keys(node)) {
      const at = `${pointer}/${token(key)}`;
      const named = flat.props.get(key);
      const child = named ?? (flat.extra.length > 0 ? flat.extra : undefined);
      if (child) {
        if (!walk((node as Record<string, unknown>)[key], child, at, depth + 1)) return false;
      } else if (flat.keyed) {
        const type = jsonType((node as Record<string, unknown>)[key]);
        if (
          !add({
            pointer: at,
            kind: "undocumented",
            keyword: "properties",
            message: `${at} is not in the spec (a ${type})`,
          })
        )
          return false;
      }
    }
    return true;
  };
  walk(value, [shape], "", 0);
}

/**
 * The drift of one answer, or undefined where it matches the spec (or the spec names no schema for it). Each problem is
 * listed once per pointer pattern (array indices as `*`), at its first occurrence; pointers and messages pass through
 * `redactor` (a server may echo the token as a key).
 */
export function responseDrift(
  checks: DriftChecks,
  operation: OperationMeta,
  status: number,
  body: unknown,
  redactor: Redactor,
): Drift | undefined {
  const schemas = operation.responseSchemas;
  if (schemas === undefined) return undefined;
  const problems: DriftProblem[] = [];
  const keys = new Set<string>();
  const add = (problem: DriftProblem): boolean => {
    const pattern = pointerPattern(problem.pointer);
    const key = `${problem.kind} ${problem.keyword} ${pattern}`;
    // A property `additionalProperties: false` refuses is already a violation there: not undocumented as well.
    const refused = problem.kind === "undocumented" && keys.has(`violation additionalProperties ${pattern}`);
    if (!keys.has(key) && !refused) {
      keys.add(key);
      problems.push({ ...problem, pointer: redactor.text(problem.pointer), message: redactor.text(problem.message) });
    }
    return problems.length < MAX_PROBLEMS;
  };
  const schema = documentedStatus(schemas, status);
  if (schema === undefined) {
    add({
      pointer: "",
      kind: "undocumented",
      keyword: "status",
      message: `(root) HTTP ${status} is not a documented status`,
    });
  } else if (schema !== null && body !== undefined) {
    const result = checks.validate(schema, body, "response");
    if (!result.valid) {
      for (const issue of result.errors) {
        // The JSON type found, never the value: a new `null` reads apart from a changed type.
        const got = issue.keyword === "type" ? typeAt(body, issue.pointer) : undefined;
        const message = got === undefined ? issue.message : `${issue.message} (got ${got})`;
        if (!add({ pointer: issue.pointer, kind: "violation", keyword: issue.keyword, message })) break;
      }
    }
    if (problems.length < MAX_PROBLEMS) undocumentedProperties(body, schema, checks.shapes, add);
  }
  if (problems.length === 0) return undefined;
  return {
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    path: operation.path,
    status,
    problems,
  };
}
