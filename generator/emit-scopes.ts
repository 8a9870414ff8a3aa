import { StructureKind, type SourceFileStructure } from "./structures.js";
import type { ScopeCatalogue } from "./scope-catalogue.js";
import { literal } from "./source-text.js";

const list = (items: readonly string[]) => `[\n${items.map((s) => `${literal(s)},`).join("\n")}\n] as const`;

/** The doc comment of each declaration: what the module actually has, a declared catalogue or only named scopes. */
function docsOf(catalogue: ScopeCatalogue) {
  if (catalogue.complete)
    return {
      categories:
        "Every scope category of this spec's catalogue (`x-fleetkit-scopes`). Each has a Read and a Write scope.",
      scopes:
        "Every scope a token can hold: `Read <Category>` and `Write <Category>` of each category (always separate). The\n" +
        "catalogue is complete: the client refuses `tokenScopes` outside it.",
      scopeName: "A granular scope name.",
      catalogue: "The catalogue: each category with its Read and Write scope.",
      defaults:
        "The Read scopes a newly created API token has unless others are chosen (the catalogue's `defaultReadScopes`).",
    };
  const none = "this spec declares no scope catalogue (`x-fleetkit-scopes` at its root)";
  const named = catalogue.scopes.size > 0;
  return {
    categories: `Empty: ${none},\nso its scopes have no categories.`,
    scopes: named
      ? "The scope names this spec's operations state, in the order they first appear. Not a catalogue: a token may\n" +
        "hold other scopes, and the client takes any name in `tokenScopes`."
      : "Empty: no operation of this spec states a scope name. The client takes any name in `tokenScopes`.",
    scopeName: named
      ? "A scope name an operation of this spec states (`tokenScopes` also takes others)."
      : "No scope name is known (`never`); `tokenScopes` takes any string.",
    catalogue: `Empty: ${none};\n\`fleetkit scopes --overlay-for\` writes one in an overlay.`,
    defaults:
      "Empty: without a catalogue the Read scopes a new token has are unknown, so `scopesFor` counts every scope as\n" +
      "outside them.",
  };
}

/** `scopes.ts`: the scope catalogue, every scope name and the default Read scopes, as the spec states them. */
export function scopesFile(catalogue: ScopeCatalogue): SourceFileStructure {
  const docs = docsOf(catalogue);
  const entries = catalogue.categories
    .map((c) => `{ category: ${literal(c)}, read: ${literal(`Read ${c}`)}, write: ${literal(`Write ${c}`)} },`)
    .join("\n");
  const constant = (name: string, initializer: string, doc: string) => ({
    kind: StructureKind.VariableStatement,
    isExported: true,
    docs: [doc],
    declarations: [{ name, initializer }],
  });
  return {
    statements: [
      constant("SCOPE_CATEGORIES", list(catalogue.categories), docs.categories),
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: "ScopeCategory",
        type: "(typeof SCOPE_CATEGORIES)[number]",
      },
      constant("SCOPES", list([...catalogue.scopes]), docs.scopes),
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: [docs.scopeName],
        name: "ScopeName",
        type: "(typeof SCOPES)[number]",
      },
      constant(
        "SCOPE_CATALOGUE",
        `[\n${entries}\n] as const satisfies readonly { category: ScopeCategory; read: ScopeName; write: ScopeName }[]`,
        docs.catalogue,
      ),
      constant(
        "DEFAULT_READ_SCOPES",
        `${list(catalogue.defaultReadScopes)} satisfies readonly ScopeName[]`,
        docs.defaults,
      ),
    ],
  };
}
