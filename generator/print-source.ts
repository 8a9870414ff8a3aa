import { IndentationText, NewLineKind, Project, QuoteKind, type OptionalKind, type SourceFileStructure } from "ts-morph";

/** Prepended to every generated file, so nobody edits one by hand: the spec and the command that regenerates it. */
export function generatedHeader(specFile: string, command: string): string {
  return `// Generated from ${specFile} by fleetkit's generator, do not edit. Regenerate with \`${command}\`.\n`;
}

let project: Project | undefined;
let printed = 0;

function printer(): Project {
  project ??= new Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      quoteKind: QuoteKind.Double,
      newLineKind: NewLineKind.LineFeed,
      useTrailingCommas: true,
    },
  });
  return project;
}

/** Prints one file from its structure in a single pass (ts-morph: build structures, print once). */
export function printSource(structure: OptionalKind<SourceFileStructure>, header: string): string {
  const p = printer();
  const file = p.createSourceFile(`/print-${printed++}.ts`, structure, { overwrite: true });
  const text = file.getFullText();
  p.removeSourceFile(file);
  return header + "\n" + text.replace(/\n+$/, "") + "\n";
}

/** A TypeScript string literal (JSON's escaping is valid TypeScript). */
export const literal = (value: unknown): string => JSON.stringify(value);
