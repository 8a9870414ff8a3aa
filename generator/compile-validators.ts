import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { SchemaCompileError, standaloneValidatorsSource, type SchemaNaming } from "./emit-validators.js";

/** What `standaloneValidatorsSource` takes: structured-cloneable, so it can cross to a worker thread. */
export interface ValidatorsInput {
  defs: Record<string, unknown>;
  schemas: readonly SchemaNaming[];
  ignoredFormats: readonly string[];
  runtime: string;
}

type WorkerAnswer = { code: string } | { failure: { schema: boolean; message: string } };

/**
 * The spec's validators, compiled by ajv on a worker thread so that openapi-typescript runs beside it on the other
 * core: on GitHub's description the two take 5-7 s each. The same function runs in this thread where there is no
 * built worker file (the sources run by tsx or vitest): the output is the same bytes either way.
 */
export async function compileValidators(input: ValidatorsInput): Promise<string> {
  const file = new URL("./validators-worker.js", import.meta.url);
  if (!import.meta.url.endsWith(".js") || !existsSync(fileURLToPath(file)))
    return standaloneValidatorsSource(input.defs, input.schemas, input.ignoredFormats, input.runtime);
  // A larger young generation: ajv allocates many short-lived objects (about a tenth less time in GC on GitHub's).
  const worker = new Worker(file, { workerData: input, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the validator compiler's worker exited with code ${code}`)));
    });
    if ("code" in answer) return answer.code;
    if (answer.failure.schema) throw new SchemaCompileError(answer.failure.message);
    throw new Error(answer.failure.message);
  } finally {
    await worker.terminate();
  }
}
