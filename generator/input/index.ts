/**
 * Generator input: any OpenAPI document a user has (3.1, 3.0 or Swagger 2.0; JSON or YAML; a file, an https URL or a
 * parsed object), its `$ref`s to other files bundled, brought to OpenAPI 3.1, with Overlays applied: one
 * `LoadedSpec` that the generator, `fleetkit diff`, `fleetkit scopes` and the mock all read.
 */
import { resolve } from "node:path";
import { isObject, type Json } from "../json-pointer.js";
import { SpecReadError, type LoadedSpec, type SpecDocument } from "../spec-document.js";
import { bundleExternalRefs, externalRefs } from "./bundle-refs.js";
import { dropExternalValues } from "./external-values.js";
import { dropMissingMappingFiles } from "./missing-mappings.js";
import { DEFAULT_INPUT_LIMITS, type InputLimits } from "./limits.js";
import { applyOverlay } from "./overlay.js";
import { parseText } from "./parse-text.js";
import { isUrl, readSource } from "./read-source.js";
import { wholeComponentRefs } from "./component-refs.js";
import { sourceVersion, upgradeToOpenApi31, type InputWarning, type SourceVersion } from "./upgrade.js";

export { DEFAULT_INPUT_LIMITS, type InputLimits } from "./limits.js";
export { OverlayLimitError } from "./overlay.js";
export type { InputWarning, SourceVersion } from "./upgrade.js";
export { isUrl } from "./read-source.js";

export interface LoadOptions {
  /** Overlay 1.0 documents (files or https URLs), applied in order after conversion to 3.1. */
  overlays?: readonly string[];
  /** Raise or lower the reading limits. */
  limits?: Partial<InputLimits>;
}

export interface LoadedInput extends LoadedSpec {
  /** The version the document was written in (it is always 3.1 once loaded). */
  sourceVersion: SourceVersion;
  /** What was tolerated or changed, each with where (the generator prints them). */
  warnings: InputWarning[];
}

/**
 * The loading checks again, on the document the overlays made: an overlay is not a way around them. An `externalValue`
 * one added is dropped with a warning, as in the spec; a `$ref` to another file or URL (or one that is not a string)
 * is refused: the spec's own were bundled under the fences before the overlays applied, and nothing reads one later.
 */
function fenceOverlaid(
  document: Json,
  before: Set<string>,
  overlays: readonly string[],
  warnings: InputWarning[],
): void {
  const label = overlays.length === 1 ? overlays[0]! : `the overlays (${overlays.join(", ")})`;
  dropExternalValues(document, warnings);
  const added = externalRefs(document, label).filter(({ ref, pointer }) => !before.has(`${pointer} ${ref}`));
  if (added.length > 0)
    throw new SpecReadError(
      `${label} added ${added.length === 1 ? "a reference" : `${added.length} references`} to another file or URL, which an overlay may not do (the spec's own are bundled before overlays apply; put the content itself in the overlay's update):\n  ${added.map(({ ref, pointer }) => `${pointer}: ${JSON.stringify(ref)}`).join("\n  ")}`,
    );
}

/** Loads a spec from a path, an https URL or a parsed document, as one OpenAPI 3.1 document. */
export async function loadOpenApi(source: string | object, options: LoadOptions = {}): Promise<LoadedInput> {
  const limits = { ...DEFAULT_INPUT_LIMITS, ...options.limits };
  if (typeof source === "string") return (await loadOpenApiText(await readSource(source, limits), source, options))!;
  const label = "(spec object)";
  return (await loadParsed(structuredClone(source), label, () => label, resolve("spec.json"), limits, options))!;
}

/**
 * `loadOpenApi` of a spec whose text was read already (`readSource`), from `source` (its path or URL: its `$ref`s are
 * read relative to it). With `bundle: false`, a document that refers to other files or URLs is not bundled: the
 * answer is then undefined (`generate`'s validators thread reads the text it is handed, and never a file).
 */
export async function loadOpenApiText(
  text: string,
  source: string,
  options: LoadOptions & { bundle?: boolean } = {},
): Promise<LoadedInput | undefined> {
  const limits = { ...DEFAULT_INPUT_LIMITS, ...options.limits };
  const { value, locate } = parseText(text, source, limits);
  return loadParsed(value, source, locate, isUrl(source) ? source : resolve(source), limits, options);
}

async function loadParsed(
  parsed: unknown,
  label: string,
  locate: (pointer: string) => string,
  location: string,
  limits: InputLimits,
  options: LoadOptions & { bundle?: boolean },
): Promise<LoadedInput | undefined> {
  if (!isObject(parsed))
    throw new SpecReadError(`${label}: the spec must be a mapping with an "openapi" (or "swagger") key`);
  const version = sourceVersion(parsed, label);
  const warnings: InputWarning[] = [];
  dropExternalValues(parsed, warnings);
  dropMissingMappingFiles(parsed, warnings, location);
  const outside = externalRefs(parsed, location);
  if (outside.length > 0 && options.bundle === false) return undefined;
  const bundled = (await bundleExternalRefs(parsed, location, limits, warnings, outside)) as Json;
  const document = await upgradeToOpenApi31(bundled, version, warnings);
  const overlays = options.overlays ?? [];
  if (overlays.length > 0) {
    const before = new Set(externalRefs(document, label).map(({ ref, pointer }) => `${pointer} ${ref}`));
    for (const overlay of overlays) {
      const text = await readSource(overlay, limits);
      await applyOverlay(document, parseText(text, overlay, limits).value, overlay, limits);
    }
    fenceOverlaid(document, before, overlays, warnings);
  }
  wholeComponentRefs(document, warnings, label);
  // Line numbers point into the file as written; after a conversion the pointers are the 3.1 document's.
  const exact = version === "3.1" && overlays.length === 0 && bundled === parsed;
  return {
    file: label,
    document: document as SpecDocument,
    locate: exact ? locate : () => label,
    sourceVersion: version,
    warnings,
  };
}
