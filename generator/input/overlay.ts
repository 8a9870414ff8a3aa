import { SpecReadError } from "../spec-document.js";
import { isObject, setOwn, type Json } from "../json-pointer.js";
import { DEFAULT_INPUT_LIMITS, type InputLimits } from "./limits.js";
import { CALLS_REGEX, selectOnWorker } from "./overlay-target-worker.js";

/**
 * OpenAPI Overlay 1.0 (https://spec.openapis.org/overlay/v1.0.0): a list of actions, each a JSONPath `target` (RFC
 * 9535, evaluated by jsonpath-rfc9535) with an `update` merged into every node it selects or `remove: true`. Actions
 * apply in order, each to the result of the ones before it.
 */
interface OverlayAction {
  target: string;
  description?: string;
  update?: unknown;
  remove?: boolean;
}

/** Appends every item of `items` to `list` (one by one: spreading 200,000 arguments overflows the call stack). */
function append(list: unknown[], items: readonly unknown[]): void {
  for (const item of structuredClone(items)) list.push(item);
}

/**
 * Overlay 1.0's merge: objects merge recursively, arrays are appended to, anything else is replaced. Iterative, so an
 * update of any size or depth merges without growing the call stack.
 */
function merge(target: Json, update: Json): void {
  const pending: [Json, Json][] = [[target, update]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [into, from] = next;
    for (const [key, value] of Object.entries(from)) {
      // Own keys only: `into["__proto__"]` would be Object.prototype, and merging into it pollutes every object.
      const current = Object.hasOwn(into, key) ? into[key] : undefined;
      if (isObject(current) && isObject(value)) pending.push([current, value]);
      else if (Array.isArray(current) && Array.isArray(value)) append(current, value);
      else setOwn(into, key, structuredClone(value));
    }
  }
}

/**
 * An action's target took more steps (or, running regular expressions, more time) than the limits allow: refused,
 * naming the action, before it can hang a command. A `SpecReadError`, so every command exits 2 on it.
 */
export class OverlayLimitError extends SpecReadError {
  override name = "OverlayLimitError";
  constructor(
    message: string,
    /** The action's index in the overlay's `actions`. */
    readonly action: number,
    /** The action's JSONPath target. */
    readonly target: string,
  ) {
    super(message);
  }
}

/** Thrown from inside the JSONPath evaluation when the budget is spent; never leaves this module. */
class BudgetSpent extends Error {}

/**
 * The normalized paths a JSONPath selects, reading the document through a read-only view that counts its steps (a
 * property read, or one per key listed): a query past `budget` steps is stopped. A root query nested in descendant
 * filters (`$..[?$..[?$..x]]`) is cubic in the document's size; without the count it runs for minutes.
 */
function select(
  exec: (input: never, expression: string, cb: (value: unknown, path: readonly (string | number)[]) => void) => void,
  document: Json,
  target: string,
  budget: number,
): (string | number)[][] {
  let steps = 0;
  const spend = (n: number) => {
    steps += n;
    if (steps > budget) throw new BudgetSpent();
  };
  const views = new WeakMap<object, object>();
  const view = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    let seen = views.get(value);
    if (seen === undefined) {
      seen = new Proxy(value, handler);
      views.set(value, seen);
    }
    return seen;
  };
  const handler: ProxyHandler<object> = {
    get(node, key) {
      spend(1);
      return view(Reflect.get(node, key));
    },
    ownKeys(node) {
      const keys = Reflect.ownKeys(node);
      spend(1 + keys.length);
      return keys;
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  };
  const selected: (string | number)[][] = [];
  exec(view(document) as never, target, (_value, path) => selected.push([...path]));
  return selected;
}

const ESCAPED: Record<string, string> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", "'": "'", "\\": "\\" };

/** A member name as the document has it: jsonpath-rfc9535 hands names over escaped as in a normalized path. */
const unescapeKey = (key: string): string =>
  key.replace(/\\(u[0-9a-f]{4}|[bfnrt'\\])/g, (_, c: string) =>
    c.length === 5 ? String.fromCharCode(Number.parseInt(c.slice(1), 16)) : ESCAPED[c]!,
  );

/** The node a path leads to in `document` (undefined when it leads nowhere). */
const nodeAt = (document: Json, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === "object" && Object.hasOwn(node, key) ? (node as Json)[key] : undefined,
    document,
  );

/** Each distinct path once, in the order first selected. */
function distinct(paths: (string | number)[][]): (string | number)[][] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = JSON.stringify(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Removes the selected nodes, each once, whatever order the target listed them in (`$.tags[1,0]`, `[0,0]`, `[-1,0]`):
 * every parent is found before anything moves, then each list loses its indexes from the highest down.
 */
function removeAll(document: Json, paths: (string | number)[][]): void {
  const fromLists = new Map<unknown[], Set<number>>();
  const fromObjects: [Json, string][] = [];
  for (const path of distinct(paths)) {
    const parent = nodeAt(document, path.slice(0, -1));
    const key = path.at(-1)!;
    if (Array.isArray(parent) && typeof key === "number")
      fromLists.set(parent, (fromLists.get(parent) ?? new Set()).add(key));
    else if (isObject(parent) && typeof key === "string") fromObjects.push([parent, key]);
  }
  for (const [parent, key] of fromObjects) delete parent[key];
  for (const [list, indexes] of fromLists) for (const i of [...indexes].sort((a, b) => b - a)) list.splice(i, 1);
}

function readActions(overlay: unknown, label: string): OverlayAction[] {
  if (!isObject(overlay) || typeof overlay.overlay !== "string" || !/^1\.0\.\d+$/.test(overlay.overlay))
    throw new SpecReadError(`${label}: not an Overlay 1.0 document (it needs \`overlay: 1.0.0\`, info and actions)`);
  if (!Array.isArray(overlay.actions) || overlay.actions.length === 0)
    throw new SpecReadError(`${label}: #/actions must be a non-empty list of actions`);
  return overlay.actions.map((action, i) => {
    const at = `${label}: #/actions/${i}`;
    if (!isObject(action) || typeof action.target !== "string" || action.target === "")
      throw new SpecReadError(`${at}: each action needs a JSONPath \`target\` such as "$.paths['/vehicles'].get"`);
    if (action.remove !== undefined && typeof action.remove !== "boolean")
      throw new SpecReadError(`${at}/remove: must be true or false`);
    if (action.remove !== true && action.update === undefined)
      throw new SpecReadError(`${at}: an action needs \`update\` or \`remove: true\``);
    return action as unknown as OverlayAction;
  });
}

/** The limits an overlay's actions are evaluated within. */
export type OverlayLimits = Pick<InputLimits, "maxOverlaySteps" | "overlayTimeoutMs">;

/**
 * The paths one action's target selects, member names as the document has them. A target past its budget is an
 * `OverlayLimitError`; one that is not JSONPath a `SpecReadError`.
 */
async function selectTarget(
  document: Json,
  action: OverlayAction,
  i: number,
  at: string,
  limits: OverlayLimits,
): Promise<(string | number)[][]> {
  const { target } = action;
  let selected: (string | number)[][];
  if (CALLS_REGEX.test(target)) {
    const answer = await selectOnWorker(document, target, limits.overlayTimeoutMs);
    if ("timedOut" in answer)
      throw new OverlayLimitError(
        `${at}: target ${JSON.stringify(target)} did not finish within ${limits.overlayTimeoutMs / 1000} s, over the limit for an overlay action (its match() or search() pattern backtracks: a group with a quantifier inside, such as (a+)+, takes exponential time); simplify the pattern`,
        i,
        target,
      );
    if ("error" in answer)
      throw new SpecReadError(`${at}/target ${JSON.stringify(target)} is not valid JSONPath: ${answer.error}`);
    selected = answer.paths;
  } else {
    const { exec } = await import("jsonpath-rfc9535");
    try {
      selected = select(exec, document, target, limits.maxOverlaySteps);
    } catch (cause) {
      if (cause instanceof BudgetSpent)
        throw new OverlayLimitError(
          `${at}: target ${JSON.stringify(target)} takes more than ${limits.maxOverlaySteps.toLocaleString("en")} steps to evaluate, over the limit for an overlay action (a root query inside a descendant filter grows with the cube of the spec's size); narrow the target (name the paths to change rather than searching the whole document with \`$..\`)`,
          i,
          target,
        );
      throw new SpecReadError(
        `${at}/target ${JSON.stringify(target)} is not valid JSONPath: ${(cause as Error).message}`,
        {
          cause,
        },
      );
    }
  }
  return selected.map((path) => path.map((key) => (typeof key === "string" ? unescapeKey(key) : key)));
}

/**
 * Applies an Overlay 1.0 document to a (3.1) document in place; a target that selects nothing is an error, and so is
 * one past the limits (an `OverlayLimitError`, naming the action): more than `maxOverlaySteps` steps, or, for a target
 * that runs regular expressions, more than `overlayTimeoutMs`.
 */
export async function applyOverlay(
  document: Json,
  overlay: unknown,
  label: string,
  limits: OverlayLimits = DEFAULT_INPUT_LIMITS,
): Promise<void> {
  const actions = readActions(overlay, label);
  for (const [i, action] of actions.entries()) {
    const at = `${label}: #/actions/${i}`;
    const selected = await selectTarget(document, action, i, at, limits);
    if (selected.length === 0)
      throw new SpecReadError(
        `${at}/target ${JSON.stringify(action.target)} matches nothing in the spec; check the path (and the spec's version: overlays apply after conversion to OpenAPI 3.1)`,
      );
    if (action.remove === true) {
      if (selected.some((path) => path.length === 0)) throw new SpecReadError(`${at} cannot remove the whole document`);
      removeAll(document, selected);
      continue;
    }
    for (const path of distinct(selected)) {
      const value = nodeAt(document, path);
      if (isObject(value) && isObject(action.update)) merge(value, action.update);
      else if (Array.isArray(value)) append(value, Array.isArray(action.update) ? action.update : [action.update]);
      else
        throw new SpecReadError(
          `${at}: target ${JSON.stringify(action.target)} selects ${path.length === 0 ? "the document" : "a value"} that is not an object or list, so \`update\` cannot merge into it; target its parent`,
        );
    }
  }
}
