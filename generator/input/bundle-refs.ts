import { realpath } from "node:fs/promises";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { SpecReadError } from "../spec-document.js";
import { type ContainerStep, stepPointer, walkContainers } from "../json-pointer.js";
import { dropExternalValues } from "./external-values.js";
import { dropMissingMappingFiles } from "./missing-mappings.js";
import type { InputLimits } from "./limits.js";
import { parseText } from "./parse-text.js";
import { byPointer, type OutsideReference, referencesOutOf } from "./outside-references.js";
import { isUrl, readSource, type UrlFence } from "./read-source.js";
import type { InputWarning } from "./upgrade.js";

/** Keys under which a `$ref` key is a property or parameter name, not a reference. */
const NAME_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "examples", "schemas"]);

/**
 * Every reference of a document that leads out of it, with where it stands: each `$ref` that is not local (`#/...`) and
 * each discriminator mapping to a file or URL, as Redocly's resolver would follow them (outside-references.ts). A
 * string `$ref` in a map of names counts too: Redocly follows it. A `$ref` whose value is not a string is an error
 * (tools disagree on what it means, and one of them read files through it), except as a name in such a map (a
 * property called `$ref`).
 */
export function externalRefs(document: unknown, label: string): { ref: string; pointer: string }[] {
  // One walk for both: the first `$ref` that is not a string, in the walk's order, is refused, and each object's
  // references out are found by `referencesOutOf`, as `outsideReferences(document, { refsOnly: true })` finds and
  // sorts them.
  const found: OutsideReference[] = [];
  if (typeof document !== "object" || document === null) return [];
  walkContainers<RefStep>(
    { node: document, key: "", parent: undefined, inNames: false },
    (step) => {
      if (Array.isArray(step.node)) return;
      const object = step.node as Record<string, unknown>;
      if (!step.inNames && "$ref" in object && typeof object.$ref !== "string")
        throw new SpecReadError(
          `${label}: ${stepPointer(step, "$ref")} is not a string; a $ref must be a URI reference such as "#/components/schemas/Vehicle"`,
        );
      referencesOutOf(object, step, found, { refsOnly: true });
    },
    (parent, key, node) => ({
      node,
      key,
      parent,
      inNames: typeof key === "string" && !parent.inNames && NAME_MAPS.has(key),
    }),
  );
  return found.sort(byPointer).map(({ pointer, target }) => ({ ref: target, pointer }));
}

/** A container met by `externalRefs`, and whether its keys are names (of a map). */
interface RefStep extends ContainerStep {
  inNames: boolean;
}

/** A file Redocly's resolver has read. */
interface RedoclySource {
  absoluteRef: string;
  body: string;
}

/**
 * The part of `@redocly/openapi-core` used here, typed by what is read of it: checking this file against Redocly's own
 * declarations cost `tsc` five seconds, in every type-check of this repository.
 */
interface RedoclyCore {
  BaseResolver: new () => {
    loadExternalRef(absoluteRef: string): Promise<RedoclySource>;
    parseDocument(source: RedoclySource, isRoot?: boolean): unknown;
  };
  Source: new (absoluteRef: string, body: string) => RedoclySource;
  createConfig(config: object): Promise<unknown>;
  bundle(options: object): Promise<{
    bundle: { parsed: unknown };
    problems: { message: string; location: { pointer?: string }[] }[];
  }>;
}

/**
 * Where a `$ref` of a spec read from a URL may lead, on every hop: below that URL's folder, on the same origin, over
 * https, without credentials. Checked on the parsed URL (so `..`, `%2e%2e` and a longer port are what they are).
 */
function urlFence(root: string): UrlFence {
  const base = new URL(".", root);
  return (target) =>
    target.protocol === "https:" &&
    target.origin === base.origin &&
    target.username === base.username &&
    target.password === base.password &&
    target.pathname.startsWith(base.pathname)
      ? null
      : `it leaves ${base.href} (a $ref of a spec read from a URL stays below that URL's folder, over https)`;
}

/** Where a document's `$ref`s may lead: its own folder tree, or (for a spec read from a URL) below its URL's folder. */
function refPolicy(root: string): (target: string) => string | null {
  if (isUrl(root)) {
    const fence = urlFence(root);
    return (target) => {
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        return "it is not a valid URL";
      }
      return fence(url);
    };
  }
  const folder = dirname(resolve(root));
  return (target) => {
    if (isUrl(target))
      return `it is a URL; a spec read from a file refers to files in its own folder tree (bundle the document first, or pass the https URL as --spec)`;
    const rel = relative(folder, target);
    return rel.startsWith(`..${sep}`) || rel === ".." || resolve(folder, rel) !== target
      ? `it leaves the spec's folder ${folder}`
      : null;
  };
}

/** Why a file inside the spec's folder still leads out of it (a symbolic link, at any level), or null. */
async function leavesThroughLink(target: string, root: string): Promise<string | null> {
  const folder = await realpath(dirname(resolve(root)));
  let real: string;
  try {
    real = await realpath(target);
  } catch {
    return null; // a file that does not exist is reported when it is read
  }
  const rel = relative(folder, real);
  return rel.startsWith(`..${sep}`) || rel === ".." || isAbsolute(rel)
    ? `it is a symbolic link to ${real}, which leaves the spec's folder ${folder}`
    : null;
}

/**
 * Bundles the `$ref`s to other files into one document with Redocly's bundler, reading each file through the same
 * limits as the spec and refusing any that leaves the spec's folder tree (or its URL's folder). A document whose
 * refs are all local is returned as it is, without loading the bundler. `first`: its `externalRefs`, where the caller
 * has them.
 */
export async function bundleExternalRefs(
  document: unknown,
  location: string,
  limits: InputLimits,
  warnings: InputWarning[] = [],
  first = externalRefs(document, location),
): Promise<unknown> {
  if (first.length === 0) return document;
  const { BaseResolver, Source, bundle, createConfig } = (await import(
    "@redocly/openapi-core"
  )) as unknown as RedoclyCore;
  const allowed = refPolicy(location);
  const fence = isUrl(location) ? urlFence(location) : undefined;
  const refused: string[] = [];
  let files = 0;
  class FencedResolver extends BaseResolver {
    override async loadExternalRef(absoluteRef: string) {
      const target = absoluteRef.replace(/#.*$/, "");
      const why = allowed(target) ?? (isUrl(target) ? null : await leavesThroughLink(target, location));
      if (why !== null) {
        refused.push(`${absoluteRef}: ${why}`);
        throw new Error(why);
      }
      if (++files > limits.maxFiles) {
        refused.push(`${absoluteRef}: more than ${limits.maxFiles} files referenced`);
        throw new Error("too many files");
      }
      try {
        return new Source(absoluteRef, await readSource(absoluteRef, limits, fence));
      } catch (error) {
        refused.push((error as Error).message);
        throw error;
      }
    }
    override parseDocument(source: RedoclySource, isRoot?: boolean) {
      if (isRoot) return super.parseDocument(source, isRoot);
      try {
        const parsed = parseText(source.body, source.absoluteRef, limits).value;
        externalRefs(parsed, source.absoluteRef); // a non-string $ref in a referenced file is refused too
        dropExternalValues(parsed, warnings, source.absoluteRef);
        dropMissingMappingFiles(parsed, warnings, source.absoluteRef);
        return { source, parsed };
      } catch (error) {
        refused.push((error as Error).message);
        throw error;
      }
    }
  }
  const absolute = isUrl(location) ? location : resolve(location);
  const result = await bundle({
    doc: { source: new Source(absolute, ""), parsed: document },
    config: await createConfig({}),
    externalRefResolver: new FencedResolver(),
    dereference: false,
  }).catch((cause: unknown) => {
    if (cause instanceof SpecReadError) throw cause;
    throw new SpecReadError(`${location}: bundling its $refs failed: ${(cause as Error).message}`, { cause });
  });
  if (refused.length > 0)
    throw new SpecReadError(`${location}: a $ref could not be bundled:\n  ${refused.join("\n  ")}`);
  const unresolved = result.problems.filter((p) => /resolve/i.test(p.message));
  if (unresolved.length > 0)
    throw new SpecReadError(
      `${location}: cannot resolve ${unresolved.length} $ref${unresolved.length === 1 ? "" : "s"}:\n  ` +
        unresolved.map((p) => `${p.location[0]?.pointer ?? ""}: ${p.message}`).join("\n  "),
    );
  return result.bundle.parsed;
}
