import { StructureKind, type SourceFileStructure } from "./structures.js";
import type { ScopeCatalogue } from "./scope-catalogue.js";
import { literal } from "./source-text.js";

const list = (items: readonly string[]) => `[\n${items.map((s) => `${literal(s)},`).join("\n")}\n] as const`;

/** `generated/scopes.ts`: the scope catalogue, every scope name and the default Read scopes (reference 5.5). */
export function scopesFile(catalogue: ScopeCatalogue): SourceFileStructure {
  const entries = catalogue.categories
    .map((c) => `{ category: ${literal(c)}, read: ${literal(`Read ${c}`)}, write: ${literal(`Write ${c}`)} },`)
    .join("\n");
  const constant = (name: string, initializer: string, docs: string) => ({
    kind: StructureKind.VariableStatement,
    isExported: true,
    docs: [docs],
    declarations: [{ name, initializer }],
  });
  return {
    statements: [
      constant(
        "SCOPE_CATEGORIES",
        list(catalogue.categories),
        "Every scope category the reference names. Each has a Read and a Write scope.",
      ),
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: "ScopeCategory",
        type: "(typeof SCOPE_CATEGORIES)[number]",
      },
      constant(
        "SCOPES",
        list([...catalogue.scopes]),
        "Every scope name: `Read <Category>` and `Write <Category>` (always separate).",
      ),
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: ["A granular scope name."],
        name: "ScopeName",
        type: "(typeof SCOPES)[number]",
      },
      constant(
        "SCOPE_CATALOGUE",
        `[\n${entries}\n] as const satisfies readonly { category: ScopeCategory; read: ScopeName; write: ScopeName }[]`,
        "The catalogue: each category with its Read and Write scope.",
      ),
      constant(
        "DEFAULT_READ_SCOPES",
        `${list(catalogue.defaultReadScopes)} satisfies readonly ScopeName[]`,
        "The Read scopes a newly created API token has unless others are chosen (reference 5.5.3).",
      ),
    ],
  };
}
