import { isObject } from "../json-pointer.js";
import type { InputWarning } from "./upgrade.js";

/**
 * Removes every string `externalValue`, wherever it stands: an example is never fetched or read from a file on a
 * spec's word. Not only in what looks like an Example Object: Redocly's resolver follows an `externalValue` in any
 * object (beside `x-note`, `dataValue` or anything else), in the bundler, the `struct` re-read and `redocly diff`
 * alike. Run before bundling too: the bundler would turn one left in place into a "could not be bundled" error
 * instead of this warning.
 */
export function dropExternalValues(document: unknown, warnings: InputWarning[], file?: string): void {
  const stack: { node: unknown; path: string }[] = [{ node: document, path: "#" }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) stack.push({ node: child, path: `${path}/${i}` });
    } else if (isObject(node)) {
      if (typeof node.externalValue === "string") {
        warnings.push({
          pointer: `${path}/externalValue`,
          message: `example at ${JSON.stringify(node.externalValue)}${file === undefined ? "" : ` (in ${file})`} ignored: examples are never fetched or read from other files`,
        });
        delete node.externalValue;
      }
      for (const [key, child] of Object.entries(node))
        stack.push({ node: child, path: `${path}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}` });
    }
  }
}
