import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../support/temp-dir.js";
import { expectSameAsMainThread, messagesFor } from "./validators-from-text-helpers.js";

describe("generate's validators from the spec's text (the worker's work, run in this thread)", () => {
  it("the bundled spec (3.1, YAML): ready with the same warnings, then the same code as the main thread's", async () => {
    await expectSameAsMainThread("spec/fleet-api.yaml");
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
