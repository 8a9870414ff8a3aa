import { StructureKind, type SourceFileStructure } from "./structures.js";
import type { SchemaNaming } from "./emit-validators.js";
import { literal } from "./source-text.js";

/** `generated/schema-types.ts`: a named alias for each component schema of `types.ts`. */
export function schemaTypesFile(
  schemas: readonly SchemaNaming[],
  descriptions: Record<string, string>,
): SourceFileStructure {
  return {
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: "./types.js",
        namedImports: ["components"],
      },
      ...schemas.map(({ name, alias }) => ({
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: [
          ...(descriptions[name] ? [descriptions[name]!.trim()] : []),
          ...(alias === name ? [] : [`The spec's schema ${literal(name)}.`]),
        ],
        name: alias,
        type: `components["schemas"][${literal(name)}]`,
      })),
    ],
  };
}
