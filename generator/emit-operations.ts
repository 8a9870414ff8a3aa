import { StructureKind, type SourceFileStructure } from "./structures.js";
import type { OperationModel } from "./operation-model.js";
import { commentLine, literal } from "./source-text.js";

/** One operation's metadata, as an object literal (every value through `literal`, so no spec string escapes it). */
function record(op: OperationModel): string {
  const fields: [string, unknown][] = [
    ["operationId", op.operationId],
    ["method", op.method],
    ["path", op.path],
    ["scopes", op.scopes],
    ["paginated", op.paginated],
    ["pagination", op.pagination],
    ["createsTaggedData", op.createsTaggedData],
    ...(Object.keys(op.queryStyles).length > 0 ? [["queryStyles", op.queryStyles] as [string, unknown]] : []),
    ...(op.requestMedia !== undefined ? [["requestMedia", op.requestMedia] as [string, unknown]] : []),
    ...(Object.keys(op.requestEncoding).length > 0
      ? [["requestEncoding", op.requestEncoding] as [string, unknown]]
      : []),
    ["feed", op.feed],
    ["legacy", op.legacy],
    ["limit", op.limit],
    ["requestSchema", op.requestSchema],
    ["responseSchema", op.responseSchema],
    ...(Object.keys(op.responseSchemas).length > 0
      ? [["responseSchemas", op.responseSchemas] as [string, unknown]]
      : []),
  ];
  return `{ ${fields.map(([k, v]) => `${k}: ${literal(v)}`).join(", ")} } as const`;
}

function docOf(op: OperationModel): string {
  const scopes =
    op.scopes === null ? "scopes unknown" : op.scopes.length === 0 ? "no scope needed" : op.scopes.join(" + ");
  return commentLine(`${op.method.toUpperCase()} ${op.path}: ${scopes}. ${op.summary}`);
}

/**
 * The name each operation's record takes in operation-functions.ts, which imports operations.ts whole under it (its
 * functions have the records' names): `generator/module-names.ts` keeps operations' function names clear of it.
 */
export const RECORDS_NAMESPACE = "operationRecords";

/** The interface of operations.ts that `OperationAt` reads: each operation's record type by `"<method> <path>"`. */
export const ROUTES_INTERFACE = "OperationsByRoute";

/**
 * The path templates of some operations, spelt out: what `Extract<Operation, { paginated: true }>["path"]` computes, but
 * without relating each of a large spec's operations to the filter wherever the type is used.
 */
function pathUnion(operations: OperationModel[]): string {
  const paths = [...new Set(operations.map((op) => op.path))];
  return paths.length === 0 ? "never" : paths.map(literal).join(" | ");
}

/**
 * `generated/operations.ts`: one literal-typed record per operation, so scopes are known at compile time. Each record is
 * a constant of its own, named by its operation's function, so that a function (operation-functions.ts) and a bundle
 * that imports it keep that record alone; `operations` gathers them for what reads the whole API (`createFleetClient`'s
 * calls by path, `paginate`, `scopesFor`…). index.ts re-exports `operations` and the types, not the records (their
 * names are the functions').
 */
export function operationsFile(operations: OperationModel[], runtime: string): SourceFileStructure {
  return {
    statements: [
      // No record takes this name: a function named `OperationMeta` is refused (the module exports this type).
      {
        kind: StructureKind.ExportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: runtime,
        namedExports: ["OperationMeta"],
      },
      {
        kind: StructureKind.Interface,
        isExported: true,
        // Looked up by `OperationAt`: `Extract<Operation, { method: M; path: P }>` related every operation of the spec
        // to the filter, to check the declaration itself (19,000 type instantiations on GitHub's description) and again
        // wherever it was used (200 uses of ScopesOf and OperationAt: 1.5 million instantiations, 3 s); a key is one
        // lookup. Before the records: tsc resolves each `typeof` by walking the file's control flow back from where it
        // is written, past every declaration after the record's (GitHub's description: 1,200 x 1,200 steps at the end).
        docs: ['Each operation\'s record type by its method and path template, as `"get /vehicles"`.'],
        name: ROUTES_INTERFACE,
        properties: operations.map((op) => ({ name: literal(`${op.method} ${op.path}`), type: `typeof ${op.name}` })),
      },
      ...operations.map((op) => ({
        kind: StructureKind.VariableStatement,
        isExported: true,
        docs: [docOf(op)],
        declarations: [{ name: op.name, initializer: record(op) }],
      })),
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        // Checked against OperationMeta once, where index.ts hands it to defineApi (by the suite's checks: a user's tsc
        // reads index.ts without checking it, generator/nocheck-lines.ts); a `satisfies` here would relate it twice.
        docs: ["Every operation of the spec, keyed by its function's name (the operationId, made an identifier)."],
        declarations: [
          {
            name: "operations",
            initializer:
              operations.length === 0
                ? "{} as const"
                : `{\n${operations.map((op) => `${op.name},`).join("\n")}\n} as const`,
          },
        ],
      },
      { kind: StructureKind.TypeAlias, isExported: true, name: "Operations", type: "typeof operations" },
      { kind: StructureKind.TypeAlias, isExported: true, name: "OperationId", type: "keyof Operations" },
      { kind: StructureKind.TypeAlias, isExported: true, name: "Operation", type: "Operations[OperationId]" },
      { kind: StructureKind.TypeAlias, isExported: true, name: "HttpMethod", type: 'Operation["method"]' },
      { kind: StructureKind.TypeAlias, isExported: true, name: "PathTemplate", type: 'Operation["path"]' },
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: ["The operation at a method and path template (never where the spec has none)."],
        name: "OperationAt",
        typeParameters: ["M extends HttpMethod", "P extends PathTemplate"],
        // A conditional on the key, deferred until used: indexing with `\`${M} ${P}\` & keyof OperationsByRoute` made
        // tsc intersect the generic key with each of the interface's keys to check the declaration (12 s on GitHub's).
        type: `\`\${M} \${P}\` extends infer K ? (K extends keyof ${ROUTES_INTERFACE} ? ${ROUTES_INTERFACE}[K] : never) : never`,
      },
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        // The same as `OperationAt<M, P>["scopes"]`, which tsc related to each of a large spec's operations to check
        // the declaration itself (a third of a second on GitHub's description).
        docs: ["The scopes an operation needs, at compile time (null where undocumented)."],
        name: "ScopesOf",
        typeParameters: ["M extends HttpMethod", "P extends PathTemplate"],
        type: "OperationAt<M, P> extends infer O ? (O extends { scopes: infer S } ? S : never) : never",
      },
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: ["Path templates of cursor-paginated GET operations."],
        name: "PaginatedPath",
        type: pathUnion(operations.filter((op) => op.method === "get" && op.paginated)),
      },
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: ["Path templates of feeds."],
        name: "FeedPath",
        type: pathUnion(operations.filter((op) => op.method === "get" && op.feed)),
      },
    ],
  };
}
