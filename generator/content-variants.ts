import type { SpecIssue } from "./check-spec.js";
import { type ContainerStep, DATA_KEYS, isObject, NAME_MAPS, stepPointer, walkContainers } from "./json-pointer.js";

/** A media type without its parameters, in lower case: `application/json; charset=utf-8` is `application/json`. */
const essence = (mediaType: string): string => mediaType.split(";")[0]!.trim().toLowerCase();

/**
 * One media type written twice in a `content` map, once without a schema: Zuora's answers list `application/json`
 * with examples only beside `application/json; charset=utf-8` with the schema. Read as written, openapi-fetch's
 * answer type is the union of both, `unknown` (368 of Zuora's 428 answers), and the mock answered the schemaless
 * example. Each entry without a schema is left out where another entry of the same media type (its parameters aside)
 * has one, with a warning; entries that all have a schema, or none, are left as they are.
 */
export function mergeContentVariants(doc: unknown, warnings: SpecIssue[]): void {
  walkContainers<ContainerStep & { names: boolean }>(
    { node: doc as object, key: "", parent: undefined, names: false },
    (step) => {
      if (step.key !== "content" || step.names || !isObject(step.node)) return;
      const content = step.node;
      const keys = Object.keys(content).filter((key) => key.includes("/"));
      for (const key of keys) {
        const entry = content[key];
        if (!isObject(entry) || entry.schema !== undefined) continue;
        const typed = keys.find(
          (other) =>
            other !== key &&
            essence(other) === essence(key) &&
            isObject(content[other]) &&
            content[other].schema !== undefined,
        );
        if (typed === undefined) continue;
        warnings.push({
          pointer: stepPointer(step, key),
          message: `media type ${JSON.stringify(key)} has no schema, beside ${JSON.stringify(typed)}, the same media type with one: read as one, with that schema`,
        });
        delete content[key];
      }
    },
    (parent, key, node) => {
      if (typeof key === "number") return { node, key, parent, names: false };
      if (!parent.names && (DATA_KEYS.has(key) || key.startsWith("x-"))) return undefined;
      return { node, key, parent, names: !parent.names && NAME_MAPS.has(key) };
    },
  );
}
