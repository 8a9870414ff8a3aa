import { createRequire } from "node:module";
import type * as OpenapiTypescript from "openapi-typescript";
import type { SpecDocument } from "./spec-document.js";

/*
 * openapi-typescript's CommonJS build, loaded with require(). Its ESM build imports TypeScript, a 9 MB CommonJS file,
 * through Node's ESM loader, which scans that file for export names first: 0.4-0.7 s more per `generate` process
 * for the same code.
 */
const { default: openapiTS, astToString } = createRequire(import.meta.url)(
  "openapi-typescript",
) as typeof OpenapiTypescript;

/**
 * `generated/types.ts`: openapi-typescript's `paths`, `webhooks`, `components` and `operations`. openapi-typescript
 * mutates and annotates the document it is given: pass one nothing reads afterwards (copying GitHub's description
 * first cost a quarter of a second).
 */
export async function typesSource(doc: SpecDocument): Promise<string> {
  const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0], { silent: true });
  return astToString(ast);
}
