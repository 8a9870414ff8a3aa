import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { SpecIssue } from "./check-spec.js";
import type { WorkerAnswer } from "./compile-validators.js";
import type { AjvJob } from "./emit-validators.js";
import type { InputLimits } from "./input/limits.js";

/**
 * The main thread's side of `generate`'s validators' thread (validators-worker.ts; validators-from-text.ts is its work
 * on a spec's text): light, so that the CLI starts the thread before it loads the generator (the thread loads ajv and
 * the reader meanwhile).
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
  /**
   * Where `ready` answered undefined: the schemas the main thread prepared, as one ajv job for the same thread (ajv is
   * loaded there already); ajv's answer.
   */
  sendJob(job: AjvJob): Promise<WorkerAnswer>;
  /** Stops the thread, done or not (idempotent). */
  close(): Promise<void>;
}

/** A thread started before the generator was loaded, for the next `generate()` in this process to take. */
let lent: TextValidatorsThread | undefined;

/**
 * Hands `thread` to the next `generate()` call, which takes it instead of starting its own (and stops it): the CLI
 * starts the thread before it loads the generator, and `generate()`'s public signature stays the options alone.
 */
export function lendTextValidators(thread: TextValidatorsThread | undefined): void {
  lent = thread;
}

/** The thread lent by `lendTextValidators`, once; undefined where none is. */
export function takeLentTextValidators(): TextValidatorsThread | undefined {
  const taken = lent;
  lent = undefined;
  return taken;
}

/**
 * A worker thread on the built file `name` beside this module, with a larger young generation (ajv allocates many
 * short-lived objects: about a tenth less time in GC on GitHub's description); undefined where there is no built
 * file (the sources run by tsx or vitest): the caller then does the work on its own thread.
 */
export function builtWorker(name: string): Worker | undefined {
  const file = new URL(`./${name}`, import.meta.url);
  if (!import.meta.url.endsWith(".js") || !existsSync(fileURLToPath(file))) return undefined;
  return new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: 64 } });
}

/**
 * Rejects when the worker fails or exits (it never resolves): what each answer awaited from the worker also hears, so
 * none waits for ever. Handled here: a worker that ends while nobody waits is nobody's error.
 */
export function workerEnd(worker: Worker): Promise<never> {
  const ended = new Promise<never>((_, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the validators' worker exited with code ${code}`)));
  });
  ended.catch(() => {});
  return ended;
}

/**
 * Starts the thread, before the spec is read (it loads ajv meanwhile); undefined where there is no built worker file
 * (the sources run by tsx or vitest): the caller then prepares and compiles the schemas as `compile-validators.ts` does.
 */
export function startTextValidators(): TextValidatorsThread | undefined {
  const worker = builtWorker("validators-worker.js");
  if (worker === undefined) return undefined;
  let ready!: (warnings: SpecIssue[] | undefined) => void;
  let done!: (code: string) => void;
  let fail!: (error: Error) => void;
  // The job sent after `ready` answered undefined, waiting for ajv's answer.
  let job: { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void } | undefined;
  const ended = workerEnd(worker);
  ended.catch((error: Error) => job?.reject(error));
  const readyAnswer = new Promise<SpecIssue[] | undefined>((resolve, reject) => {
    ready = resolve;
    ended.catch(reject);
  });
  const codeAnswer = new Promise<string>((resolve, reject) => {
    done = resolve;
    fail = reject;
    ended.catch(reject);
  });
  // Read by the caller; a thread closed unused (or after `unavailable`) has nobody to tell.
  readyAnswer.catch(() => {});
  codeAnswer.catch(() => {});
  worker.on("message", (message: TextMessage | WorkerAnswer) => {
    if (job !== undefined) {
      // Every message of the text came before `ready` answered undefined, so this one is the job's.
      job.resolve(message as WorkerAnswer);
      job = undefined;
    } else if ("unavailable" in message) ready(undefined);
    else if ("ready" in message) ready(message.warnings);
    else if ("code" in message) done(message.code);
    else {
      ready(undefined); // a failure before `ready` (none is expected): the caller prepares them and sends a job
      const { schema, message: text } = message.failure;
      // The generator's own class (loaded by then): callers tell a spec problem by it.
      if (schema)
        import("./emit-validators.js").then(({ SchemaCompileError }) => fail(new SchemaCompileError(text)), fail);
      else fail(new Error(text));
    }
  });
  let closing: Promise<void> | undefined;
  let handed = false;
  let jobSent = false;
  return {
    compile(request) {
      if (handed) throw new Error("the validators' thread compiles one spec; start another");
      handed = true;
      worker.postMessage(request);
      return { ready: readyAnswer, code: codeAnswer };
    },
    async sendJob(ajvJob) {
      if (jobSent || (await readyAnswer) !== undefined)
        throw new Error("the validators' thread takes a job once, where it could not build them from the text");
      jobSent = true;
      const answer = new Promise<WorkerAnswer>((resolve, reject) => (job = { resolve, reject }));
      worker.postMessage(ajvJob);
      return answer;
    },
    close: () => (closing ??= worker.terminate().then(() => {})),
  };
}
