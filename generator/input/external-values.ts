import { childStep, type ContainerStep, stepPointer, walkContainers } from "../json-pointer.js";
import type { InputWarning } from "./upgrade.js";

/**
 * Removes every string `externalValue`, wherever it stands: an example is never fetched or read from a file on a
 * spec's word. Not only in what looks like an Example Object: Redocly's resolver follows an `externalValue` in any
 * object (beside `x-note`, `dataValue` or anything else), in the bundler, the `struct` re-read and `redocly diff`
 * alike. Run before bundling too: the bundler would turn one left in place into a "could not be bundled" error
 * instead of this warning.
 */
export function dropExternalValues(document: unknown, warnings: InputWarning[], file?: string): void {
  if (typeof document !== "object" || document === null) return;
  walkContainers<ContainerStep>(
    { node: document, key: "", parent: undefined },
    (step) => {
      const node = step.node as Record<string, unknown>;
      if (Array.isArray(node) || typeof node.externalValue !== "string") return;
      warnings.push({
        pointer: stepPointer(step, "externalValue"),
        message: `example at ${JSON.stringify(node.externalValue)}${file === undefined ? "" : ` (in ${file})`} ignored: examples are never fetched or read from other files`,
      });
      delete node.externalValue;
    },
    childStep,
  );
}
