import { indexFile } from "./emit-index.js";
import { operationFunctionsFile, QUERY_STYLER, REQUEST_MEDIA, TAG_GUARD } from "./emit-operation-functions.js";
import { operationsFile } from "./emit-operations.js";
import { scopesFile } from "./emit-scopes.js";
import { validatorsFile } from "./emit-validators.js";
import { StructureKind, type SourceFileStructure } from "./structures.js";

/**
 * The names the generated module exports of its own, read from the emitters' structures with an empty spec (no
 * operations, no schemas), so a spec's names are kept clear of them without a hand-kept list.
 */
function exportedNames(): { values: Set<string>; types: Set<string> } {
  const values = new Set<string>();
  const types = new Set<string>();
  const files: SourceFileStructure[] = [
    indexFile("fleetkit/runtime"),
    operationsFile([], "fleetkit/runtime"),
    scopesFile({ categories: [], scopes: new Set(), defaultReadScopes: [], complete: false }),
    validatorsFile([], {}, "fleetkit/runtime"),
  ];
  for (const file of files) {
    for (const s of file.statements) {
      if (typeof s === "string") continue;
      switch (s.kind) {
        case StructureKind.VariableStatement:
          if (s.isExported) for (const d of s.declarations) values.add(d.name);
          break;
        case StructureKind.Function:
          if (s.isExported) values.add(s.name);
          break;
        case StructureKind.TypeAlias:
        case StructureKind.Interface:
          if (s.isExported) types.add(s.name);
          break;
        case StructureKind.ExportDeclaration:
          for (const raw of s.namedExports ?? []) {
            const typeOnly = s.isTypeOnly === true || raw.startsWith("type ");
            const name = raw.replace(/^type /, "").replace(/^.* as /, "");
            (typeOnly ? types : values).add(name);
          }
          break;
      }
    }
  }
  return { values, types };
}

/**
 * The names operation-functions.ts imports (named or a namespace) or declares besides the functions: a function of the
 * same name would clash. The tag guard and the query styler are imported only where some operation needs them, and
 * are taken always.
 */
function operationFileImports(): string[] {
  const imported = operationFunctionsFile([], "fleetkit/runtime").statements.flatMap((s) =>
    typeof s !== "string" && s.kind === StructureKind.ImportDeclaration
      ? [
          ...(s.namedImports ?? []).map((raw) => raw.replace(/^type /, "").replace(/^.* as /, "")),
          ...(s.namespaceImport === undefined ? [] : [s.namespaceImport]),
        ]
      : typeof s !== "string" && s.kind === StructureKind.Function
        ? [s.name]
        : [],
  );
  return [...imported, TAG_GUARD, QUERY_STYLER, REQUEST_MEDIA];
}

let cached: { values: Set<string>; types: Set<string> } | undefined;

/** Every value the generated `index.ts` exports besides the operation functions and the schemas' type guards. */
export function valueNames(): ReadonlySet<string> {
  cached ??= exportedNames();
  return cached.values;
}

/** The names an operation's function may not take: the module's values and what its own file imports. */
export function functionNamesTaken(): ReadonlySet<string> {
  return new Set([...valueNames(), ...operationFileImports()]);
}

/**
 * Every type it exports besides the schemas' types; a value's name is taken for types too (`export *` merges).
 * `ScopeName` stays free: index.ts re-exports the catalogue's by name, which wins over a schema of that name.
 */
export function typeNames(): ReadonlySet<string> {
  cached ??= exportedNames();
  const names = new Set([...cached.types, ...cached.values]);
  names.delete("ScopeName");
  return names;
}
