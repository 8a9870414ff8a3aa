import openapiTS, { astToString } from "openapi-typescript";
import type { SpecDocument } from "./spec-document.js";

/** `generated/types.ts`: openapi-typescript's `paths`, `webhooks`, `components` and `operations`. */
export async function typesSource(doc: SpecDocument): Promise<string> {
  // openapi-typescript mutates and annotates what it is given; hand it a copy.
  const ast = await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0], { silent: true });
  return astToString(ast);
}
