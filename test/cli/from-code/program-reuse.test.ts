// `scopes --from-code` run again in the same process (a script over a monorepo's packages, a watch loop, this suite)
// takes each unchanged file's parsed and bound form from the last program (cli/commands/scopes/from-code/project.ts),
// as TypeScript's language service does between edits; a changed file, or other parse-affecting settings, parse anew.
// The projects have no standard library (`noLib`): what is shared is the same for every file, and parsing the library
// would be most of this file's time.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { loadProject } from "../../../cli/commands/scopes/from-code/project.js";
import { tempDir } from "../../support/temp-dir.js";

describe("scopes --from-code reuses the last program's unchanged files", () => {
  it("the same project read twice shares its parsed files; a changed file is read anew and checked as it now is", async () => {
    const dir = await tempDir("from-code-reuse");
    await writeFile(join(dir, "a.ts"), 'import { x } from "./b.js";\nexport const y = x;\n');
    await writeFile(join(dir, "b.ts"), "export const x = 1;\n");
    await writeFile(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { noLib: true, types: [] } }));
    const file = (program: ts.Program, name: string) => program.getSourceFile(join(dir, name))!;

    const first = loadProject(ts, dir, undefined).program;
    const second = loadProject(ts, dir, undefined).program;
    expect(second).not.toBe(first);
    expect(file(second, "a.ts")).toBe(file(first, "a.ts"));
    expect(file(second, "b.ts")).toBe(file(first, "b.ts"));

    await writeFile(join(dir, "b.ts"), 'export const x = "now a string";\n');
    const third = loadProject(ts, dir, undefined).program;
    expect(file(third, "a.ts")).toBe(file(second, "a.ts"));
    expect(file(third, "b.ts")).not.toBe(file(second, "b.ts"));
    expect(file(third, "b.ts").text).toContain("now a string");
    const checker = third.getTypeChecker();
    const y = checker.getExportsOfModule(checker.getSymbolAtLocation(file(third, "a.ts"))!)[0]!;
    expect(checker.typeToString(checker.getTypeOfSymbol(y))).toBe('"now a string"');
    // The first program keeps its own files and answers as before.
    const old = first.getTypeChecker();
    const oldY = old.getExportsOfModule(old.getSymbolAtLocation(file(first, "a.ts"))!)[0]!;
    expect(old.typeToString(old.getTypeOfSymbol(oldY))).toBe("1");
  });

  it("other parse-affecting settings (another target) parse the files anew", async () => {
    const dir = await tempDir("from-code-reuse-target");
    await writeFile(join(dir, "a.ts"), "export const y = 1;\n");
    const config = (target: string) => JSON.stringify({ compilerOptions: { target, noLib: true }, include: ["*.ts"] });
    await writeFile(join(dir, "es2022.json"), config("ES2022"));
    await writeFile(join(dir, "es5.json"), config("ES5"));
    const es2022 = loadProject(ts, dir, join(dir, "es2022.json")).program;
    expect(loadProject(ts, dir, join(dir, "es2022.json")).program.getSourceFile(join(dir, "a.ts"))).toBe(
      es2022.getSourceFile(join(dir, "a.ts")),
    );
    const es5 = loadProject(ts, dir, join(dir, "es5.json")).program;
    expect(es5.getSourceFile(join(dir, "a.ts"))).not.toBe(es2022.getSourceFile(join(dir, "a.ts")));
    expect(es5.getSourceFile(join(dir, "a.ts"))!.languageVersion).toBe(ts.ScriptTarget.ES5);
  });
});
