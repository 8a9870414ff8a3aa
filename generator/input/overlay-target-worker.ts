import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * A JSONPath target that calls `match()` or `search()` runs a regular expression (the overlay's, or a string of the
 * spec's) on the spec's strings. One such as `(a+)+b` backtracks for hours on a 40-character string, inside one call
 * that no step count sees: these targets are evaluated on a worker thread, which is stopped when the time is up.
 */
export const CALLS_REGEX = /\b(?:match|search)\s*\(/;

/** The worker: plain JavaScript (it runs the same from the sources and from dist/), reading its job from workerData. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { exec } = require(workerData.library);
try {
  const paths = [];
  exec(workerData.document, workerData.target, (_value, path) => paths.push([...path]));
  parentPort.postMessage({ paths });
} catch (error) {
  parentPort.postMessage({ error: String(error && error.message) });
}
`;

/** What the worker answered: the selected paths (as jsonpath-rfc9535 gives them), an error message, or no answer in time. */
export type WorkerSelection = { paths: (string | number)[][] } | { error: string } | { timedOut: true };

/** Evaluates `target` on a copy of `document` on a worker thread, stopped after `timeoutMs`. */
export async function selectOnWorker(document: unknown, target: string, timeoutMs: number): Promise<WorkerSelection> {
  const library = createRequire(import.meta.url).resolve("jsonpath-rfc9535");
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { library, document, target } });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<WorkerSelection>((resolve, reject) => {
      timer = setTimeout(() => resolve({ timedOut: true }), timeoutMs);
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the overlay target's worker exited with code ${code}`)));
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
