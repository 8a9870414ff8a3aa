import { validatorsBeforeCheck } from "./compile-validators.js";
import { ajvJob, ajvStandaloneCode, schemaCompileError, validatorsModuleSource } from "./emit-validators.js";
import { loadOpenApiText } from "./input/index.js";
import type { TextMessage, TextRequest } from "./validators-thread.js";

export type { TextMessage, TextRequest } from "./validators-thread.js";

/**
 * `generate`'s validators from the spec's text, on a thread of their own: the worker reads the text the main thread
 * read (never the file again), loads it as the main thread does, mends it, shares repeated subschemas, runs ajv and
 * writes the module's code. The main thread meanwhile loads, checks and models the same text and runs
 * openapi-typescript. ajv is the longest part of generating a large spec: handing the text over as soon as it is read
 * takes the main thread's load, its copy of the document, the sharing and the schemas' structured clone off ajv's way
 * (on GitHub's description the chain that decides the wall time is about a tenth shorter).
 * The same functions on the same text: the same code as `compile-validators.ts` writes from the main thread's document.
 */

/** The validators' work on the text, telling `post` each message (in the worker; in this thread for tests). */
export async function validatorsFromText(request: TextRequest, post: (message: TextMessage) => void): Promise<void> {
  // The main thread reads the same text, and reports what is wrong with it (or prepares the schemas after its check).
  const spec = await loadOpenApiText(request.text, request.source, { limits: request.limits, bundle: false }).catch(
    () => undefined,
  );
  // This thread's own document, mended in place (the main thread parsed its own from the same text).
  const prepared = spec && validatorsBeforeCheck(spec, request.runtime, { copy: false });
  if (prepared === undefined) return post({ unavailable: true });
  post({ ready: true, warnings: prepared.warnings });
  const { defs, schemas, ignoredFormats, runtime, directed = {} } = prepared.input;
  let compiled: string;
  try {
    compiled = ajvStandaloneCode(ajvJob(defs, schemas, ignoredFormats, directed));
  } catch (cause) {
    const message = schemaCompileError(defs, schemas, ignoredFormats, cause).message;
    return post({ failure: { schema: true, message } });
  }
  post({ code: validatorsModuleSource(compiled, schemas, runtime, directed) });
}
