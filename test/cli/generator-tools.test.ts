// A generator command run where the generator's tools are not installed names the one to install (exit 2), also when
// the import that failed was a file inside a tool (`openapi-typescript/dist/transform/index.cjs`, as the types emitter
// loads it), which was reported as an internal error (exit 70) with its require stack. The require errors here are
// real ones: requires resolved from a folder with no node_modules.
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, it } from "vitest";
import { loadGenerator, missingTool } from "../../cli/generator-tools.js";
import { tempDir } from "../support/temp-dir.js";

const failureOf = async (load: () => unknown) => {
  try {
    await load();
  } catch (error) {
    return error;
  }
  throw new Error("loaded");
};

it("names the tool whose file a require could not find, and the package an import could not find", async () => {
  const empty = await tempDir("tools");
  const required = await failureOf(() =>
    createRequire(join(empty, "x.cjs"))("openapi-typescript/dist/transform/index.cjs"),
  );
  expect(missingTool(required)).toBe("openapi-typescript");
  expect(missingTool(await failureOf(() => createRequire(join(empty, "x.cjs"))("typescript")))).toBe("typescript");
  // Node 20's ESM loader says it this way (vitest's own loader, which would run an import here, resolves from this
  // project, and a unit file starts no Node process).
  const imported = Object.assign(new Error(`Cannot find package 'ajv-formats' imported from ${join(empty, "x.mjs")}`), {
    code: "ERR_MODULE_NOT_FOUND",
  });
  expect(missingTool(imported)).toBe("ajv-formats");
  expect(missingTool(await failureOf(() => createRequire(join(empty, "x.cjs"))("left-pad")))).toBeUndefined();
});

it("a generator command with a tool missing says which and what to run, in one line", async () => {
  const empty = await tempDir("tools");
  const lines: string[] = [];
  const loaded = await loadGenerator(
    () => createRequire(join(empty, "x.cjs"))("openapi-typescript/dist/transform/index.cjs"),
    "generate",
    (line) => lines.push(line),
  );
  expect(loaded).toBeUndefined();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    /^fleetkit generate: the generator's tools are not installed \(openapi-typescript is missing\); run: npm install --save-dev /,
  );
});
