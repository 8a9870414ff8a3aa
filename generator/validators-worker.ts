import { parentPort } from "node:worker_threads";
import { ajvStandaloneCode, type AjvJob } from "./emit-validators.js";
import type { WorkerAnswer } from "./compile-validators.js";

// The worker thread of `startValidatorCompiler`: loads ajv at once, then compiles the one job it is sent, while the
// main thread runs openapi-typescript. Whatever ajv throws is a schema it refuses (the main thread names where).
parentPort!.once("message", (job: AjvJob) => {
  let answer: WorkerAnswer;
  try {
    answer = { code: ajvStandaloneCode(job) };
  } catch (error) {
    answer = { failure: { schema: true, message: (error as Error).message ?? String(error) } };
  }
  parentPort!.postMessage(answer);
});
