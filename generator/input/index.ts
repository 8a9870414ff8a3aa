/**
 * Generator input: any OpenAPI document a user has (3.1, 3.0, Swagger 2.0; a file, an https URL or a parsed object),
 * its `$ref`s bundled, brought to OpenAPI 3.1 and with Overlays applied, as one `LoadedSpec` the generator, the diff
 * and the mock read. (Work in progress: for now only 3.1 files and objects.)
 */
import { loadSpec, type LoadedSpec, type SpecDocument } from "../spec-document.js";

export interface LoadOptions {
  /** Overlay 1.0 documents (files), applied in order after conversion. */
  overlays?: readonly string[];
}

/** Loads a spec from a path, an https URL or a parsed document, as OpenAPI 3.1. */
export async function loadOpenApi(source: string | object, options: LoadOptions = {}): Promise<LoadedSpec> {
  void options;
  if (typeof source === "string") return loadSpec(source);
  return { file: "(document)", document: structuredClone(source) as SpecDocument, locate: () => "(document)" };
}
