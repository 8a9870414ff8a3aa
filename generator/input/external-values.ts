import { isObject, stepPointer, type WalkStep } from "../json-pointer.js";
import type { InputWarning } from "./upgrade.js";

/**
 * Removes every string `externalValue`, wherever it stands: an example is never fetched or read from a file on a
 * spec's word. Not only in what looks like an Example Object: Redocly's resolver follows an `externalValue` in any
 * object (beside `x-note`, `dataValue` or anything else), in the bundler, the `struct` re-read and `redocly diff`
 * alike. Run before bundling too: the bundler would turn one left in place into a "could not be bundled" error
 * instead of this warning.
 */
export function dropExternalValues(document: unknown, warnings: InputWarning[], file?: string): void {
  // The containers in the order of a stack (the last child first), each with a link to its parent: a pointer is spelled
  // only for a value dropped.
  if (typeof document !== "object" || document === null) return;
  const stack: Step[] = [{ node: document, key: "", parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const node = step.node;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const child: unknown = node[i];
        if (typeof child === "object" && child !== null) stack.push({ node: child, key: String(i), parent: step });
      }
    } else if (isObject(node)) {
      if (typeof node.externalValue === "string") {
        warnings.push({
          pointer: stepPointer(step, "externalValue"),
          message: `example at ${JSON.stringify(node.externalValue)}${file === undefined ? "" : ` (in ${file})`} ignored: examples are never fetched or read from other files`,
        });
        delete node.externalValue;
      }
      const keys = Object.keys(node);
      for (let i = 0; i < keys.length; i++) {
        const child = node[keys[i]!];
        if (typeof child === "object" && child !== null) stack.push({ node: child, key: keys[i]!, parent: step });
      }
    }
  }
}

interface Step extends WalkStep {
  node: object;
}
