import { StructureKind, type SourceFileStructure } from "./structures.js";

/** `generated/schema-types.ts`: a named alias for each component schema of `types.ts`. */
export function schemaTypesFile(schemaNames: string[], descriptions: Record<string, string>): SourceFileStructure {
  return {
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: "./types.js",
        namedImports: ["components"],
      },
      ...schemaNames.map((name) => ({
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: descriptions[name] ? [descriptions[name]!.trim().replace(/\*\//g, "* /")] : [],
        name,
        type: `components["schemas"][${JSON.stringify(name)}]`,
      })),
    ],
  };
}
