// What test/generator/validators-from-text.test.ts and validators-from-text-published.test.ts both use: the messages
// the worker's work tells for a spec's text, and what the main thread builds from the same file.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { prepareValidators, validatorsBeforeCheck } from "../../generator/compile-validators.js";
import { standaloneValidatorsSource } from "../../generator/emit-validators.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { buildSpecModel } from "../../generator/spec-model.js";
import { type TextMessage, validatorsFromText } from "../../generator/validators-from-text.js";

const RUNTIME = "fleetkit/runtime";

/** The messages `validatorsFromText` tells for a spec's text, in order. */
export async function messagesFor(text: string, source: string): Promise<TextMessage[]> {
  const messages: TextMessage[] = [];
  await validatorsFromText({ text, source, limits: {}, runtime: RUNTIME }, (m) => messages.push(m));
  return messages;
}

/** What the main thread builds from its own load of the same file: the validators' warnings and the module's code. */
async function fromMainThread(file: string): Promise<{ warnings: unknown[]; code: string }> {
  const spec = await loadOpenApi(file);
  const early = validatorsBeforeCheck(spec, RUNTIME);
  const { input, warnings } = early ?? prepareValidators(buildSpecModel(spec), RUNTIME);
  const { defs, schemas, ignoredFormats, runtime, directed } = input;
  return { warnings, code: standaloneValidatorsSource(defs, schemas, ignoredFormats, runtime, directed) };
}

/** The worker's work on the text of `path` says ready with the main thread's warnings, then gives the same code. */
export async function expectSameAsMainThread(path: string): Promise<void> {
  const messages = await messagesFor(readFileSync(path, "utf8"), path);
  const expected = await fromMainThread(path);
  expect(messages.map((m) => Object.keys(m)[0])).toEqual(["ready", "code"]);
  expect(messages[0]).toEqual({ ready: true, warnings: expected.warnings });
  expect((messages[1] as { code: string }).code).toBe(expected.code);
}
