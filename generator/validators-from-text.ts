import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { SpecIssue } from "./check-spec.js";
import { prepareValidators } from "./compile-validators.js";
import {
  ajvJob,
  ajvStandaloneCode,
  SchemaCompileError,
  schemaCompileError,
  validatorsModuleSource,
} from "./emit-validators.js";
import { loadOpenApiText, type InputLimits } from "./input/index.js";
import { mendSpec } from "./spec-model.js";

/**
 * `generate`'s validators from the spec's text, on a thread of their own: the worker reads the text the main thread
 * read (never the file again), loads it as the main thread does, mends it, shares repeated subschemas, runs ajv and
 * writes the module's code. The main thread meanwhile loads, checks and models the same text and runs
 * openapi-typescript. ajv is the longest part of generating a large spec: handing the text over as soon as it is read
 * starts ajv about a second earlier on GitHub's description than handing over the schemas the main thread prepared
 * (its load, the document's copy, the sharing and the schemas' structured clone are no longer on ajv's way).
 * The same functions on the same text: the same code as `compile-validators.ts` writes from the main thread's document.
 */

/** What the thread is handed: the spec's text, where it was read from (its label), the reading limits, the runtime. */
export interface TextRequest {
  text: string;
  source: string;
  limits: Partial<InputLimits>;
  runtime: string;
}

/**
 * The thread's messages, in order: `ready` (the schemas are prepared; their warnings) or `unavailable` (a document
 * whose `$ref`s lead to other files, which the thread does not read, or one it cannot prepare unchecked: the main
 * thread then prepares and compiles them as before); after `ready`, the module's code or what failed (`schema`: ajv
 * refused a schema).
 */
export type TextMessage =
  | { unavailable: true }
  | { ready: true; warnings: SpecIssue[] }
  | { code: string }
  | { failure: { schema: boolean; message: string } };

/** The validators' work on the text, telling `post` each message (in the worker; in this thread for tests). */
export async function validatorsFromText(request: TextRequest, post: (message: TextMessage) => void): Promise<void> {
  let prepared: ReturnType<typeof prepareValidators>;
  try {
    const spec = await loadOpenApiText(request.text, request.source, { limits: request.limits, bundle: false });
    if (spec === undefined) return post({ unavailable: true });
    // This thread's own document: mended in place (the main thread keeps the copy the check reads).
    const mended = mendSpec(spec, { copy: false });
    const { document, schemas, tolerated } = mended;
    prepared = prepareValidators({ document, schemas, ignoredFormats: tolerated.ignoredFormats }, request.runtime);
  } catch {
    // The main thread reads the same text, and reports what is wrong with it (or prepares the schemas after its check).
    return post({ unavailable: true });
  }
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

/** One spec's validators as the thread answers: `ready` first, then `code`. */
export interface TextValidators {
  /** The validators' warnings once the schemas are prepared, or undefined where the thread cannot (compile them here). */
  ready: Promise<SpecIssue[] | undefined>;
  /** The module's code (validators-standalone); rejects with a `SchemaCompileError` for a schema ajv refuses. */
  code: Promise<string>;
}

export interface TextValidatorsThread {
  /** Hands over one spec's text (once). */
  compile(request: TextRequest): TextValidators;
  /** Stops the thread, done or not (idempotent). */
  close(): Promise<void>;
}

/**
 * Starts the thread, before the spec is read (it loads ajv meanwhile); undefined where there is no built worker file
 * (the sources run by tsx or vitest): the caller then prepares and compiles the schemas as `compile-validators.ts` does.
 */
export function startTextValidators(): TextValidatorsThread | undefined {
  const file = new URL("./validators-from-text-worker.js", import.meta.url);
  if (!import.meta.url.endsWith(".js") || !existsSync(fileURLToPath(file))) return undefined;
  // A larger young generation, as ajv's worker had: ajv allocates many short-lived objects.
  const worker = new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  let ready!: (warnings: SpecIssue[] | undefined) => void;
  let done!: (code: string) => void;
  let fail!: (error: Error) => void;
  const readyAnswer = new Promise<SpecIssue[] | undefined>((resolve, reject) => {
    ready = resolve;
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the validators' worker exited with code ${code}`)));
  });
  const codeAnswer = new Promise<string>((resolve, reject) => {
    done = resolve;
    fail = reject;
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the validators' worker exited with code ${code}`)));
  });
  // Read by the caller; a thread closed unused (or after `unavailable`) has nobody to tell.
  readyAnswer.catch(() => {});
  codeAnswer.catch(() => {});
  worker.on("message", (message: TextMessage) => {
    if ("unavailable" in message) ready(undefined);
    else if ("ready" in message) ready(message.warnings);
    else if ("code" in message) done(message.code);
    else {
      ready(undefined); // a failure before `ready` (none is expected): the caller compiles them itself
      fail(
        message.failure.schema ? new SchemaCompileError(message.failure.message) : new Error(message.failure.message),
      );
    }
  });
  let closing: Promise<void> | undefined;
  let handed = false;
  return {
    compile(request) {
      if (handed) throw new Error("the validators' thread compiles one spec; start another");
      handed = true;
      worker.postMessage(request);
      return { ready: readyAnswer, code: codeAnswer };
    },
    close: () => (closing ??= worker.terminate().then(() => {})),
  };
}
