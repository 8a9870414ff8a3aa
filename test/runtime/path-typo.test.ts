// A typo in the path of client.GET (or any method) is reported on the path, naming it, where TypeScript said
// "Expected 2 arguments, but got 1" (issue 38, item 8). The compiler's own message is what is checked, so this
// compiles a small file against the bundled module with TypeScript's API.
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { tempDir } from "../support/temp-dir.js";
import { createProgram, sharedDocuments, USER_PROJECT } from "../support/type-check.js";

const CALLS = `
import { createFleetClient } from ${JSON.stringify(resolve("generated/index.js"))};
const fleet = createFleetClient({ baseUrl: "https://api.example.com", token: "t" });
export const typo = fleet.GET("/fleet/vehicels");
export const wrongMethod = fleet.POST("/fleet/vehicles", {});
export const fine = fleet.GET("/fleet/vehicles", { params: { query: { limit: 5 } } });
export const asText = fleet.GET("/fleet/vehicles", { parseAs: "text" }).then(({ data }) => data.toUpperCase());
export const needsInit = fleet.GET("/v1/tags/{tagId}");
`;

test("a path the spec has not for that method is the error, naming the path; a right call still compiles", async () => {
  const dir = await tempDir("path-typo");
  const file = join(dir, "calls.ts");
  await writeFile(file, CALLS);
  const program = createProgram([file], {
    ...USER_PROJECT,
    noUncheckedIndexedAccess: true,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  });
  const source = program.getSourceFile(file)!;
  const errors = program.getSemanticDiagnostics(source).map((d) => {
    const line = source.getLineAndCharacterOfPosition(d.start ?? 0).line;
    return `${source.text.split("\n")[line]!.split(" = ")[0]!.replace("export const ", "")}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
  expect(errors).toEqual([
    `typo: TS2345 Argument of type 'string' is not assignable to parameter of type '{ "/fleet/vehicels is not a path of the spec with a GET operation": never; }'.`,
    `wrongMethod: TS2345 Argument of type 'string' is not assignable to parameter of type '{ "/fleet/vehicles is not a path of the spec with a POST operation": never; }'.`,
    // A path the spec has, without the init it requires: still the arity, which is right there.
    "needsInit: TS2554 Expected 2 arguments, but got 1.",
  ]);
}, 120_000);

test("the editor still completes the spec's paths, and only them, in a call's path", async () => {
  const dir = await tempDir("path-typo");
  const file = join(dir, "typing.ts");
  const text = `import { createFleetClient } from ${JSON.stringify(resolve("generated/index.js"))};
const fleet = createFleetClient({ baseUrl: "https://api.example.com", token: "t" });
fleet.GET("/fleet/");
`;
  await writeFile(file, text);
  const options: ts.CompilerOptions = { ...USER_PROJECT, lib: ["lib.es2023.d.ts", "lib.dom.d.ts"] };
  const service = ts.createLanguageService(
    {
      getScriptFileNames: () => [file],
      getScriptVersion: () => "1",
      getScriptSnapshot: (name) => {
        const content = ts.sys.readFile(name);
        return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
      },
      getCurrentDirectory: () => process.cwd(),
      getCompilationSettings: () => options,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: ts.sys.fileExists,
      readFile: ts.sys.readFile,
    },
    sharedDocuments,
  );
  const completions = service.getCompletionsAtPosition(file, text.indexOf('"/fleet/') + 2, {});
  const offered = (completions?.entries ?? []).map((entry) => entry.name);
  expect(offered).toContain("/fleet/vehicles");
  expect(offered).toContain("/v1/tags/{tagId}");
  // Only paths: no sentence about a path (a string literal type in the path's type would be offered too).
  expect(offered.filter((name) => !name.startsWith("/") || name.includes(" "))).toEqual([]);
}, 120_000);
