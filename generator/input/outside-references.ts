/**
 * What in a document makes Redocly's resolver read something outside it, and a resolver that reads nothing. Redocly
 * runs three times on a spec (bundling its `$ref`s, the `struct` re-read after a failed render, and the `redocly diff`
 * child); each must read only what the loader's fence allowed, and never a file or URL a spec string names.
 */
import { isObject, toPointer } from "../json-pointer.js";

/** One place where Redocly would read outside the document: the pointer of the string and what it names. */
export interface OutsideReference {
  pointer: string;
  target: string;
}

/**
 * Whether Redocly reads a discriminator mapping value as a reference (its `isMappingRef`): a pointer, a URL, a path or
 * a file name. A plain schema name ("Car") is not one.
 */
const isMappingRef = (value: string): boolean =>
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
  const stack: { node: unknown; path: (string | number)[]; parentKey: string | number | undefined }[] = [
    { node: document, path: [], parentKey: undefined },
  ];
  while (stack.length > 0) {
    const { node, path, parentKey } = stack.pop()!;
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) stack.push({ node: child, path: [...path, i], parentKey: i });
      continue;
    }
    if (!isObject(node)) continue;
    const ref = node.$ref;
    if (typeof ref === "string" && !ref.startsWith("#"))
      found.push({ pointer: toPointer([...path, "$ref"]), target: ref });
    if (!options.refsOnly && typeof node.externalValue === "string")
      found.push({ pointer: toPointer([...path, "externalValue"]), target: node.externalValue });
    if (parentKey === "discriminator") {
      for (const [name, value] of Object.entries(isObject(node.mapping) ? node.mapping : {}))
        if (typeof value === "string" && isMappingRef(value) && !value.startsWith("#"))
          found.push({ pointer: toPointer([...path, "mapping", name]), target: value });
      const fallback = node.defaultMapping;
      if (typeof fallback === "string" && isMappingRef(fallback) && !fallback.startsWith("#"))
        found.push({ pointer: toPointer([...path, "defaultMapping"]), target: fallback });
    }
    for (const [key, child] of Object.entries(node)) stack.push({ node: child, path: [...path, key], parentKey: key });
  }
  return found.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
}

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
