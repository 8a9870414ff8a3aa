import { DEFAULT_INPUT_LIMITS } from "./input/limits.js";
import { parseText } from "./input/parse-text.js";

/** The parts of an OpenAPI 3.1 document the generator reads; everything else passes through untouched. */
export interface SpecDocument {
  openapi: string;
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  "x-fleetkit-scopes"?: { categories?: unknown; defaultReadScopes?: { scopes?: unknown } };
  [key: string]: unknown;
}

export interface LoadedSpec {
  /** The file the document came from, as given. */
  file: string;
  document: SpecDocument;
  /** "file:line" for a JSON pointer into the document, or the file alone when the pointer does not resolve. */
  locate(pointer: string): string;
}

/** Thrown when the spec cannot be read or is not a YAML/JSON mapping. */
export class SpecReadError extends Error {
  override name = "SpecReadError";
}

/** Reads one OpenAPI 3.1 file as it is (no conversion, no `$ref` bundling): `loadOpenApi` reads any spec. */
export async function loadSpec(file: string): Promise<LoadedSpec> {
  const { readSource } = await import("./input/read-source.js");
  return parseSpec(await readSource(file, DEFAULT_INPUT_LIMITS), file);
}

/** Parses a 3.1 document's text (JSON or YAML) within the default limits; `loadOpenApi` reads any spec. */
export function parseSpec(text: string, file: string): LoadedSpec {
  const { value, locate } = parseText(text, file, DEFAULT_INPUT_LIMITS);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new SpecReadError(`${file}: the spec must be a mapping with an "openapi" key`);
  }
  return { file, document: value as SpecDocument, locate };
}
