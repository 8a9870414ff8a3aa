import { parentPort, workerData } from "node:worker_threads";
import { SchemaCompileError, standaloneValidatorsSource } from "./emit-validators.js";
import type { ValidatorsInput } from "./compile-validators.js";

// A worker thread of `compileValidators`: ajv's compilation, while the main thread runs openapi-typescript.
const input = workerData as ValidatorsInput;
try {
  const code = standaloneValidatorsSource(input.defs, input.schemas, input.ignoredFormats, input.runtime);
  parentPort!.postMessage({ code });
} catch (error) {
  parentPort!.postMessage({
    failure: { schema: error instanceof SchemaCompileError, message: (error as Error).message ?? String(error) },
  });
}
