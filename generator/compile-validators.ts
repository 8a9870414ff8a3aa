import type { SpecIssue } from "./check-spec.js";
import { builtWorker, workerEnd } from "./validators-thread.js";
import { mendSpec } from "./spec-model.js";
import type { LoadedSpec, SpecDocument } from "./spec-document.js";
import { componentJsonSchemasDirected, type DirectedNames, patternWarnings } from "./validator-schemas.js";
import {
  ajvJob,
  schemaCompileError,
  type AjvJob,
  standaloneValidatorsSource,
  validatorsModuleSource,
  type SchemaNaming,
} from "./emit-validators.js";

/** What `standaloneValidatorsSource` takes: structured-cloneable, so it can cross to a worker thread. */
export interface ValidatorsInput {
  defs: Record<string, unknown>;
  schemas: readonly SchemaNaming[];
  ignoredFormats: readonly string[];
  runtime: string;
  /** The request and response forms' names of the schemas that have them. */
  directed?: Record<string, DirectedNames>;
}

/** The worker's answer: ajv's code, or the message of what ajv (`schema`) or anything else threw. */
export type WorkerAnswer = { code: string } | { failure: { schema: boolean; message: string } };

/** ajv's compiler, ready for one spec's schemas: started early, closed by whoever started it. */
export interface ValidatorCompiler {
  /** Compiles one spec's schemas (a second call throws). */
  compile(input: ValidatorsInput): Promise<string>;
  /** Stops the worker thread, compiled or not (idempotent). */
  close(): Promise<void>;
}

/**
 * The spec's validators, compiled by ajv on a worker thread so that openapi-typescript runs beside it on the other
 * core: on GitHub's description ajv is the longest part of generating. The worker starts here, before there is
 * anything to compile, so that starting a thread and loading ajv happen while the spec is still being read. It runs
 * ajv only: sharing repeated subschemas before, and rewriting ajv's code after, run on this thread, which is idle by
 * then (the same work ran slower on the worker, beside openapi-typescript's allocations). The same steps all run in this thread
 * where there is no built worker file (the sources run by tsx or vitest): the output is the same bytes either way.
 */
export function startValidatorCompiler(): ValidatorCompiler {
  const worker = builtWorker("validators-worker.js");
  if (worker === undefined) {
    return {
      compile: async (input) =>
        standaloneValidatorsSource(input.defs, input.schemas, input.ignoredFormats, input.runtime, input.directed),
      close: async () => {},
    };
  }
  // Listened to from the start: a worker that fails while idle (before `compile`) must not be an unhandled error.
  const ended = workerEnd(worker);
  const answer = new Promise<WorkerAnswer>((resolve, reject) => {
    worker.once("message", resolve);
    ended.catch(reject);
  });
  answer.catch(() => {}); // read by `compile`; a compiler closed unused has nobody to tell
  let closing: Promise<void> | undefined;
  return jobCompiler(
    (job) => {
      worker.postMessage(job);
      return answer;
    },
    () => (closing ??= worker.terminate().then(() => {})),
  );
}

/**
 * A compiler that hands its one ajv job to a thread through `send` (`startValidatorCompiler`'s worker, or the
 * validators' thread that could not build them from the spec's text) and writes the module from ajv's answer.
 */
export function jobCompiler(
  send: (job: AjvJob) => Promise<WorkerAnswer>,
  close: () => Promise<void>,
): ValidatorCompiler {
  let compiled = false;
  return {
    async compile({ defs, schemas, ignoredFormats, runtime, directed = {} }) {
      if (compiled) throw new Error("a validator compiler compiles one spec's schemas; start another");
      compiled = true;
      let job: AjvJob;
      try {
        job = ajvJob(defs, schemas, ignoredFormats, directed);
      } catch (cause) {
        throw schemaCompileError(defs, schemas, ignoredFormats, cause);
      }
      const answered = await send(job);
      if ("code" in answered) return validatorsModuleSource(answered.code, schemas, runtime, directed);
      if (!answered.failure.schema) throw new Error(answered.failure.message);
      throw schemaCompileError(defs, schemas, ignoredFormats, new Error(answered.failure.message));
    },
    close,
  };
}

/** What ajv compiles from a mended spec, and what the validators read differently from it. */
export function prepareValidators(
  source: { document: SpecDocument; schemas: SchemaNaming[]; ignoredFormats: string[] },
  runtime: string,
): { input: ValidatorsInput; warnings: SpecIssue[] } {
  const warnings: SpecIssue[] = patternWarnings(source.document);
  const { defs, directed } = componentJsonSchemasDirected(source.document, warnings);
  return {
    input: { defs, schemas: source.schemas, ignoredFormats: source.ignoredFormats, runtime, directed },
    warnings,
  };
}

/**
 * The mended spec and its validators' input, taken before the spec is checked; undefined where the unchecked document
 * cannot be read that far (the check then says why). `copy: false` mends the spec's own document (`mendSpec`).
 */
export function validatorsBeforeCheck(spec: LoadedSpec, runtime: string, { copy = true } = {}) {
  try {
    const mended = mendSpec(spec, { copy });
    const { document, schemas, tolerated } = mended;
    return { mended, ...prepareValidators({ document, schemas, ignoredFormats: tolerated.ignoredFormats }, runtime) };
  } catch {
    return undefined;
  }
}
