/**
 * What in a document makes Redocly's resolver read something outside it, and a resolver that reads nothing. Redocly
 * runs three times on a spec (bundling its `$ref`s, the `struct` re-read after a failed render, and the `redocly diff`
 * child); each must read only what the loader's fence allowed, and never a file or URL a spec string names.
 */
import {
  childStep,
  type ContainerStep,
  isObject,
  stepPointer,
  type WalkStep,
  walkContainers,
} from "../json-pointer.js";

/** One place where Redocly would read outside the document: the pointer of the string and what it names. */
export interface OutsideReference {
  pointer: string;
  target: string;
}

/**
 * Whether Redocly reads a discriminator mapping value as a reference (its `isMappingRef`): a pointer, a URL, a path or
 * a file name. A plain schema name ("Car") is not one.
 */
export const isMappingRef = (value: string): boolean =>
  value.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.includes("/") || /\.(ya?ml|json)$/i.test(value);

/**
 * Every string in the document that Redocly's resolver would follow out of it: a `$ref` that is not a local pointer
 * (`#...`), an `externalValue` (Redocly follows it in any object, not only in Example Objects), and a discriminator's
 * `mapping` or `defaultMapping` value that reads as a file or URL. The walk is wider than Redocly's own, which is
 * typed: it looks into every object, names maps and example values included, so that no position Redocly might treat
 * as a reference is missed. With `refsOnly`, `externalValue` is left out (the loader drops those with a warning).
 */
export function outsideReferences(document: unknown, options: { refsOnly?: boolean } = {}): OutsideReference[] {
  const found: OutsideReference[] = [];
  if (typeof document !== "object" || document === null) return found;
  walkContainers<ContainerStep>(
    { node: document, key: "", parent: undefined },
    (step) => {
      if (!Array.isArray(step.node)) referencesOutOf(step.node as Record<string, unknown>, step, found, options);
    },
    childStep,
  );
  return found.sort(byPointer);
}

/**
 * What one object of a walk names outside the document (`outsideReferences`' rules), added to `found`: `step` is where
 * the object stands (its key tells a discriminator).
 */
export function referencesOutOf(
  object: Record<string, unknown>,
  step: WalkStep,
  found: OutsideReference[],
  { refsOnly = false }: { refsOnly?: boolean } = {},
): void {
  const ref = object.$ref;
  if (typeof ref === "string" && !ref.startsWith("#")) found.push({ pointer: stepPointer(step, "$ref"), target: ref });
  if (!refsOnly && typeof object.externalValue === "string")
    found.push({ pointer: stepPointer(step, "externalValue"), target: object.externalValue });
  if (step.key !== "discriminator") return;
  for (const [name, value] of Object.entries(isObject(object.mapping) ? object.mapping : {}))
    if (typeof value === "string" && isMappingRef(value) && !value.startsWith("#"))
      found.push({ pointer: stepPointer(step, "mapping", name), target: value });
  const fallback = object.defaultMapping;
  if (typeof fallback === "string" && isMappingRef(fallback) && !fallback.startsWith("#"))
    found.push({ pointer: stepPointer(step, "defaultMapping"), target: fallback });
}

/** Found references in the order `outsideReferences` lists them: by pointer. */
export const byPointer = (a: OutsideReference, b: OutsideReference): number =>
  a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0;

/** Redocly's resolver class, typed by what is used of it here. */
type ResolverClass = new () => { loadExternalRef(absoluteRef: string): Promise<unknown> };

/**
 * A Redocly resolver for a document that is already whole (the loader bundled what its fence allowed): it reads no
 * file and no URL, whatever the document names, and records what was asked of it.
 */
export function closedResolver<R extends ResolverClass>(BaseResolver: R): InstanceType<R> & { refused: string[] } {
  class ClosedResolver extends (BaseResolver as ResolverClass) {
    refused: string[] = [];
    override async loadExternalRef(absoluteRef: string): Promise<never> {
      this.refused.push(absoluteRef);
      throw new Error(`${absoluteRef} was not read: a loaded spec refers to nothing outside itself`);
    }
  }
  return new ClosedResolver() as InstanceType<R> & { refused: string[] };
}
