import { resolve } from "node:path";
import ts from "typescript";

/**
 * Type-checks a generated module as a user's project would (strict, NodeNext, `fleetkit/runtime` resolved to this
 * repository's runtime): the program, and every diagnostic of the files under `folder`, as `file: TSnnnn: message`.
 */
export function typeCheck(roots: readonly string[], folder: string): { program: ts.Program; errors: string[] } {
  const program = ts.createProgram([...roots], {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    paths: { "fleetkit/runtime": [resolve("runtime/index.ts")] },
  });
  const errors = program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(folder))
    .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)])
    .map(
      (d) =>
        `${d.file?.fileName.slice(folder.length)}: TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
    );
  return { program, errors };
}
