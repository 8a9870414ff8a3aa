import { SpecReadError } from "../spec-document.js";
import { isObject, type Json } from "../json-pointer.js";

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

/** Overlay 1.0's merge: objects merge recursively, arrays are appended to, anything else is replaced. */
function merge(target: Json, update: Json): void {
  for (const [key, value] of Object.entries(update)) {
    // Own keys only: `target["__proto__"]` would be Object.prototype, and merging into it pollutes every object.
    const current = Object.hasOwn(target, key) ? target[key] : undefined;
    if (isObject(current) && isObject(value)) merge(current, value);
    else if (Array.isArray(current) && Array.isArray(value)) current.push(...structuredClone(value));
    else
      Object.defineProperty(target, key, {
        value: structuredClone(value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
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

/** Applies an Overlay 1.0 document to a (3.1) document in place; a target that selects nothing is an error. */
export async function applyOverlay(document: Json, overlay: unknown, label: string): Promise<void> {
  const actions = readActions(overlay, label);
  const { exec } = await import("jsonpath-rfc9535");
  for (const [i, action] of actions.entries()) {
    const selected: { value: unknown; path: (string | number)[] }[] = [];
    try {
      exec(document as never, action.target, (value, path) => selected.push({ value, path: [...path] }));
    } catch (cause) {
      throw new SpecReadError(
        `${label}: #/actions/${i}/target ${JSON.stringify(action.target)} is not valid JSONPath: ${(cause as Error).message}`,
        { cause },
      );
    }
    if (selected.length === 0)
      throw new SpecReadError(
        `${label}: #/actions/${i}/target ${JSON.stringify(action.target)} matches nothing in the spec; check the path (and the spec's version: overlays apply after conversion to OpenAPI 3.1)`,
      );
    if (action.remove === true) {
      // Deepest and last first, so removing one node does not move the others' array indexes.
      for (const { path } of selected.reverse()) {
        const key = path.at(-1);
        const parent = path
          .slice(0, -1)
          .reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], document);
        if (key === undefined) throw new SpecReadError(`${label}: #/actions/${i} cannot remove the whole document`);
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete (parent as Json)[key as string];
      }
      continue;
    }
    for (const { value, path } of selected) {
      if (isObject(value) && isObject(action.update)) merge(value, action.update);
      else if (Array.isArray(value))
        value.push(...structuredClone(Array.isArray(action.update) ? action.update : [action.update]));
      else
        throw new SpecReadError(
          `${label}: #/actions/${i}: target ${JSON.stringify(action.target)} selects ${path.length === 0 ? "the document" : "a value"} that is not an object or list, so \`update\` cannot merge into it; target its parent`,
        );
    }
  }
}
