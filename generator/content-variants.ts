import { mediaType } from "../runtime/media-type.js";
import type { SpecIssue } from "./check-spec.js";
import { type Json, stepPointer, type WalkStep } from "./json-pointer.js";

/**
 * One media type written twice in a `content` map, once without a schema: Zuora's answers list `application/json`
 * with examples only beside `application/json; charset=utf-8` with the schema. Read as written, openapi-fetch's
 * answer type is the union of both, `unknown` (368 of Zuora's 428 answers), and the mock answered the schemaless
 * example. Each entry of `content` (a `content` map met by `tolerateMistakes`' walk, at `step`) without a schema is
 * left out where another entry of the same media type (its parameters aside) has one, with a warning; entries that
 * all have a schema, or none, are left as they are.
 */
export function mergeContentVariants(content: Json, step: WalkStep, warnings: SpecIssue[]): void {
  const keys = Object.keys(content).filter((key) => key.includes("/"));
  const schemaOf = (key: string) => (content[key] as { schema?: unknown } | null | undefined)?.schema;
  for (const key of keys) {
    if (typeof content[key] !== "object" || content[key] === null || schemaOf(key) !== undefined) continue;
    const typed = keys.find(
      (other) => other !== key && mediaType(other) === mediaType(key) && schemaOf(other) !== undefined,
    );
    if (typed === undefined) continue;
    warnings.push({
      pointer: stepPointer(step, key),
      message: `media type ${JSON.stringify(key)} has no schema, beside ${JSON.stringify(typed)}, the same media type with one: read as one, with that schema`,
    });
    delete content[key];
  }
}
