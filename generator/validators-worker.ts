import { parentPort } from "node:worker_threads";
import type { WorkerAnswer } from "./compile-validators.js";
import { type AjvJob, ajvStandaloneCode } from "./emit-validators.js";
import { type TextMessage, type TextRequest, validatorsFromText } from "./validators-from-text.js";

// `generate`'s one validators' thread: loads ajv (and the spec reader) at once, then does what its first message asks.
// - A spec's text (`startTextValidators`): builds the validators from it, telling the main thread each step. Where it
//   cannot (`unavailable`: `$ref`s to other files; or a failure before `ready`), the main thread prepares the schemas
//   and sends them here as one ajv job, so ajv is never loaded twice.
// - An ajv job (`startValidatorCompiler`, for a spec with overlays): compiles it.
// Whatever ajv throws on a job is a schema it refuses (the main thread names where); an error past `ready` is internal.
const port = parentPort!;

function compileJob(job: AjvJob): void {
  let answer: WorkerAnswer;
  try {
    answer = { code: ajvStandaloneCode(job) };
  } catch (error) {
    answer = { failure: { schema: true, message: (error as Error)?.message ?? String(error) } };
  }
  port.postMessage(answer);
}

port.once("message", (first: TextRequest | AjvJob) => {
  if (!("text" in first)) return compileJob(first);
  let ready = false;
  const post = (message: TextMessage) => {
    if ("ready" in message) ready = true;
    // Listening before the answer leaves: the job the main thread sends back can only follow it.
    else if (!ready && ("unavailable" in message || "failure" in message)) port.once("message", compileJob);
    port.postMessage(message);
  };
  validatorsFromText(first, post).catch((error: unknown) =>
    post({ failure: { schema: false, message: (error as Error)?.message ?? String(error) } }),
  );
});
