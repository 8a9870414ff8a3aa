import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prepareValidators, validatorsBeforeCheck } from "../../generator/compile-validators.js";
import { standaloneValidatorsSource } from "../../generator/emit-validators.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { buildSpecModel } from "../../generator/spec-model.js";
import { type TextMessage, validatorsFromText } from "../../generator/validators-from-text.js";
import { githubDescription, subsetOf, vendorSpecsFolder } from "../support/published-specs.js";
import { tempDir } from "../support/temp-dir.js";

const RUNTIME = "fleetkit/runtime";

/** The messages `validatorsFromText` tells for a spec's text, in order. */
async function messagesFor(text: string, source: string): Promise<TextMessage[]> {
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

/** Writes a spec's text to a file of its own and returns the file. */
async function specFile(name: string, text: string): Promise<string> {
  const file = join(await tempDir("from-text"), name);
  await writeFile(file, text);
  return file;
}

describe("generate's validators from the spec's text (the worker's work, run in this thread)", () => {
  const cases: [string, () => Promise<string>][] = [
    ["the bundled spec (3.1, YAML)", async () => "spec/fleet-api.yaml"],
    [
      "GitHub's first paths (3.0: upgraded, shared subschemas, request and response forms)",
      () =>
        specFile(
          "github.json",
          JSON.stringify(subsetOf(githubDescription(), (path) => path.startsWith("/repos/{owner}/{repo}/pulls"))),
        ),
    ],
    [
      "the vendor's Swagger 2.0 spec (mended: types and parameters)",
      async () => join(vendorSpecsFolder(), "swagger.json"),
    ],
  ];
  for (const [name, file] of cases)
    it(`${name}: ready with the same warnings, then the same code as the main thread's`, async () => {
      const path = await file();
      const messages = await messagesFor(readFileSync(path, "utf8"), path);
      const expected = await fromMainThread(path);
      expect(messages.map((m) => Object.keys(m)[0])).toEqual(["ready", "code"]);
      expect(messages[0]).toEqual({ ready: true, warnings: expected.warnings });
      expect((messages[1] as { code: string }).code).toBe(expected.code);
    });

  it("a spec whose $refs lead to other files is not bundled there: unavailable, and the file is not read", async () => {
    const text =
      "openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    A: { $ref: './a.yaml' }\n";
    // a.yaml exists and bundles well: a thread that bundled would answer `ready` (the main thread bundles it).
    const dir = await tempDir("from-text");
    await writeFile(join(dir, "a.yaml"), "type: string\n");
    expect(await messagesFor(text, join(dir, "spec.yaml"))).toEqual([{ unavailable: true }]);
  });

  it("a text the main thread will refuse is left to it: unavailable", async () => {
    expect(await messagesFor("openapi: 2.5\n", "spec.yaml")).toEqual([{ unavailable: true }]);
    expect(await messagesFor("{ not json or yaml: [", "spec.yaml")).toEqual([{ unavailable: true }]);
  });

  it("a schema ajv refuses: ready, then a schema failure that names it as the main thread's error does", async () => {
    const text =
      "openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    A: { type: object, minimum: x }\n";
    const messages = await messagesFor(text, "spec.yaml");
    expect(messages.map((m) => Object.keys(m)[0])).toEqual(["ready", "failure"]);
    const failure = (messages[1] as { failure: { schema: boolean; message: string } }).failure;
    expect(failure.schema).toBe(true);
    expect(failure.message).toMatch(/\/\$defs\/A\/minimum/);
  });
});
