import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { childStep, type ContainerStep, isObject, stepPointer, walkContainers } from "../json-pointer.js";
import { isMappingRef } from "./outside-references.js";
import { isUrl } from "./read-source.js";
import type { InputWarning } from "./upgrade.js";

/**
 * Removes each discriminator `mapping` entry that names a file which is not there, with a warning: a mapping only
 * says which `oneOf`/`anyOf` branch a tag value picks, and the branches themselves are the schema. Published
 * descriptions bundled from many files keep such entries (DigitalOcean's names `models/droplet_actions.yml#/…` beside
 * branches written in place), and the bundler would refuse the whole spec for them. A missing file that a `$ref`
 * names is still an error: there the schema itself is missing. A mapping left empty is removed. Only for a spec read
 * from a file (`file`, where relative names are resolved); a URL's are left to the bundler and its fence.
 */
export function dropMissingMappingFiles(document: unknown, warnings: InputWarning[], file: string): void {
  if (typeof document !== "object" || document === null || isUrl(file)) return;
  const folder = dirname(resolve(file));
  walkContainers<ContainerStep>(
    { node: document, key: "", parent: undefined },
    (step) => {
      if (step.key !== "discriminator" || !isObject(step.node) || !isObject(step.node.mapping)) return;
      const mapping = step.node.mapping;
      for (const [value, target] of Object.entries(mapping)) {
        if (typeof target !== "string" || !isMappingRef(target) || target.startsWith("#") || isUrl(target)) continue;
        const path = resolve(folder, decoded(target.replace(/#.*$/s, "")));
        if (existsSync(path)) continue;
        warnings.push({
          pointer: stepPointer(step, "mapping", value),
          message: `discriminator mapping ${JSON.stringify(value)} names ${JSON.stringify(target)}, a file that is not there; the entry is left out, and the value is told apart by the branches' own schemas`,
        });
        delete mapping[value];
      }
      if (Object.keys(mapping).length === 0) delete step.node.mapping;
    },
    childStep,
  );
}

/** A file name as a reference spells it (`%20` for a space), read as the bundler reads it; as written if it is not valid. */
function decoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
