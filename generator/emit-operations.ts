import { StructureKind, VariableDeclarationKind, type OptionalKind, type SourceFileStructure } from "ts-morph";
import { HTTP_METHODS, type OperationModel } from "./operation-model.js";
import { literal } from "./print-source.js";

function record(op: OperationModel): string {
  const fields: [string, unknown][] = [
    ["operationId", op.operationId],
    ["method", op.method],
    ["path", op.path],
    ["scopes", op.scopes],
    ["paginated", op.paginated],
    ["feed", op.feed],
    ["legacy", op.legacy],
    ["limit", op.limit],
    ["requestSchema", op.requestSchema],
    ["responseSchema", op.responseSchema],
  ];
  const doc = `/** ${op.method.toUpperCase()} ${op.path}: ${op.scopes ? op.scopes.join(" + ") : "scope undocumented"}. ${op.summary.replace(/\*\//g, "* /")} */`;
  return `${doc}\n${op.operationId}: { ${fields.map(([k, v]) => `${k}: ${literal(v)}`).join(", ")} },`;
}

/** `generated/operations.ts`: one literal-typed record per operation, so scopes are known at compile time. */
export function operationsFile(operations: OperationModel[]): OptionalKind<SourceFileStructure> {
  return {
    statements: [
      { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: "./scopes.js", namedImports: ["ScopeName"] },
      { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: "./validators.js", namedImports: ["SchemaName"] },
      {
        kind: StructureKind.Interface,
        isExported: true,
        name: "OperationMeta",
        docs: ["What fleetkit knows about an operation, from the spec."],
        properties: [
          { name: "operationId", type: "string", isReadonly: true },
          { name: "method", type: HTTP_METHODS.map((m) => literal(m)).join(" | "), isReadonly: true },
          { name: "path", type: "string", isReadonly: true, docs: ["The OpenAPI path template."] },
          { name: "scopes", type: "readonly ScopeName[] | null", isReadonly: true, docs: ["Every scope the token must hold; null where the reference gives none."] },
          { name: "paginated", type: "boolean", isReadonly: true, docs: ["Cursor-paginated with `after` (reference 4.3)."] },
          { name: "feed", type: "boolean", isReadonly: true, docs: ["A `/feed` endpoint: follow it, waiting at least 5 s when caught up."] },
          { name: "legacy", type: "boolean", isReadonly: true, docs: ["A legacy `v1/...` endpoint (reference 4.4)."] },
          { name: "limit", type: "{ readonly minimum: number; readonly maximum: number; readonly default: number | null } | null", isReadonly: true, docs: ["Bounds of the `limit` query parameter, where supported."] },
          { name: "requestSchema", type: "SchemaName | null", isReadonly: true },
          { name: "responseSchema", type: "SchemaName | null", isReadonly: true },
        ],
      },
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: ["Every operation of the spec, keyed by operationId."],
        declarations: [{ name: "operations", initializer: `{\n${operations.map(record).join("\n")}\n} as const satisfies Record<string, OperationMeta>` }],
      },
      { kind: StructureKind.TypeAlias, isExported: true, name: "Operations", type: "typeof operations" },
      { kind: StructureKind.TypeAlias, isExported: true, name: "OperationId", type: "keyof Operations" },
      { kind: StructureKind.TypeAlias, isExported: true, name: "Operation", type: "Operations[OperationId]" },
      { kind: StructureKind.TypeAlias, isExported: true, name: "HttpMethod", type: 'Operation["method"]' },
      { kind: StructureKind.TypeAlias, isExported: true, name: "PathTemplate", type: 'Operation["path"]' },
      { kind: StructureKind.TypeAlias, isExported: true, docs: ["The operation at a method and path template."], name: "OperationAt", typeParameters: ["M extends HttpMethod", "P extends PathTemplate"], type: "Extract<Operation, { method: M; path: P }>" },
      { kind: StructureKind.TypeAlias, isExported: true, docs: ["The scopes an operation needs, at compile time (null where undocumented)."], name: "ScopesOf", typeParameters: ["M extends HttpMethod", "P extends PathTemplate"], type: 'OperationAt<M, P>["scopes"]' },
      { kind: StructureKind.TypeAlias, isExported: true, docs: ["Path templates of cursor-paginated GET operations."], name: "PaginatedPath", type: 'Extract<Operation, { method: "get"; paginated: true }>["path"]' },
      { kind: StructureKind.TypeAlias, isExported: true, docs: ["Path templates of feeds."], name: "FeedPath", type: 'Extract<Operation, { method: "get"; feed: true }>["path"]' },
    ],
  };
}
