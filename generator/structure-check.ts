import { SpecValidationError, type SpecIssue } from "./check-spec.js";
import { closedResolver } from "./input/outside-references.js";
import type { LoadedSpec, SpecDocument } from "./spec-document.js";

/**
 * The part of `@redocly/openapi-core` used here, typed by what is read of it (its own declarations cost `tsc`
 * seconds in every type-check of this repository; see input/bundle-refs.ts).
 */
interface RedoclyLint {
  BaseResolver: new () => { loadExternalRef(absoluteRef: string): Promise<unknown> };
  Source: new (absoluteRef: string, body: string) => object;
  createConfig(config: object): Promise<unknown>;
  lintDocument(options: object): Promise<{ message: string; location: { pointer?: string }[] }[]>;
}

/**
 * Where the document holds a value of the wrong JSON type for OpenAPI 3.1 (`responses: "none"`, a `null`
 * discriminator, `minimum: "x"`), by Redocly's `struct` rule, each with its pointer and Redocly's words. fleetkit's own
 * check reads only what the generator relies on; this runs when generating failed in a way fleetkit did not foresee,
 * so that a malformed document is reported as a spec problem (exit 2, where to fix it) and not as an internal error.
 * Only wrong types count: the rule's other findings (a property OpenAPI does not define, a missing field) are in
 * published specs that generate well (the vendor's have 83), and would hide the real error. It costs nothing when
 * generating succeeds (0.4 s on GitHub's description, and Redocly is loaded only then).
 */
export async function wrongTypes(document: SpecDocument): Promise<SpecIssue[]> {
  const { BaseResolver, Source, createConfig, lintDocument } = (await import(
    "@redocly/openapi-core"
  )) as unknown as RedoclyLint;
  const problems = await lintDocument({
    document: { source: new Source("spec.json", ""), parsed: document },
    // The document is already whole: a `$ref` or `externalValue` it still names is not read (no file, URL or FIFO).
    externalRefResolver: closedResolver(BaseResolver),
    config: await createConfig({ rules: { struct: "error" } }),
  });
  return problems
    .filter((p) => p.message.startsWith("Expected type "))
    .map((p) => ({ pointer: p.location[0]?.pointer ?? "#", message: p.message }));
}

/**
 * Throws what a failure of rendering is reported as: fleetkit's own errors as they are; any other (an internal error,
 * which a malformed document can cause in fleetkit's code or a library's) as the document's values of the wrong type
 * where it has some, so the user learns where to fix the spec.
 */
export async function throwExplained(error: unknown, spec: LoadedSpec): Promise<never> {
  if (error instanceof SpecValidationError) throw error;
  const problems = await wrongTypes(spec.document).catch(() => []);
  if (problems.length === 0) throw error;
  throw Object.assign(new SpecValidationError(problems.slice(0, 20), spec), { cause: error });
}
