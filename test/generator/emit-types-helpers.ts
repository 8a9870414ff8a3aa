// What test/generator/emit-types.test.ts and emit-types-published.test.ts both use: openapi-typescript's own entry
// point, and the document the emitters read.
import { createRequire } from "node:module";
import type * as OpenapiTypescript from "openapi-typescript";
import { loadOpenApi } from "../../generator/input/index.js";
import { TYPE_OPTIONS } from "../../generator/emit-types.js";
import { buildSpecModel } from "../../generator/spec-model.js";

const library = createRequire(import.meta.url)("openapi-typescript") as typeof OpenapiTypescript;
export const openapiTS = library.default;

/** The document the emitters read, loaded as `generate` loads it. */
export async function emittersDocument(source: string | object) {
  return buildSpecModel(await loadOpenApi(source)).document;
}

/** openapi-typescript's own entry point on a copy (both mutate what they are given), with fleetkit's options. */
export async function viaOpenapiTS(doc: object): Promise<string> {
  const options = { silent: true, ...TYPE_OPTIONS };
  return library.astToString(await openapiTS(structuredClone(doc) as OpenapiTypescript.OpenAPI3, options));
}
