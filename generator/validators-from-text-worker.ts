import { parentPort } from "node:worker_threads";
import { type TextMessage, type TextRequest, validatorsFromText } from "./validators-from-text.js";

// The worker thread of `startTextValidators`: loads ajv (and the spec reader) at once, then builds the validators of
// the one spec text it is handed, telling the main thread each step. An error past `ready` is an internal one.
parentPort!.once("message", (request: TextRequest) => {
  const post = (message: TextMessage) => parentPort!.postMessage(message);
  validatorsFromText(request, post).catch((error: unknown) =>
    post({ failure: { schema: false, message: (error as Error)?.message ?? String(error) } }),
  );
});
