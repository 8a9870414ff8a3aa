import { StructureKind, type SourceFileStructure } from "./structures.js";
import type { OperationModel } from "./operation-model.js";
import { literal } from "./source-text.js";
import { RECORDS_NAMESPACE } from "./emit-operations.js";

function docOf(op: OperationModel): string {
  const lines = [`${op.method.toUpperCase()} ${op.path}${op.summary ? `: ${op.summary}` : ""}`, ""];
  if (op.name !== op.operationId) lines.push(`operationId: ${literal(op.operationId)}.`);
  lines.push(
    `Scopes: ${op.scopes === null ? "unknown: the spec states none (the guard lets the call through)" : op.scopes.length === 0 ? "none needed" : op.scopes.join(", ")}.`,
  );
  if (op.feed) lines.push(`A feed: follow it with \`followFeed(client, ${literal(op.path)}, { signal })\`.`);
  else if (op.paginated)
    lines.push(`Paginated: one page per call; every item with \`paginate(client, ${literal(op.path)})\`.`);
  return lines.join("\n");
}

/**
 * The runtime's tag guard, which the function of an operation that creates tagged data brings to the client (a lean
 * client has none of its own); imported only where some operation does, and a name no function may take either way.
 */
export const TAG_GUARD = "checkTagAccess";

/**
 * `operation-functions.ts`: one function per operation, named by its operationId, taking `(client, init?)` with the
 * `init` of `client.METHOD(path, init)` and returning the same result. Each is declared with the runtime's
 * `OperationFunction` alias (cheap for `tsc` at 1,000+ operations) and marked pure, so a bundler keeps only the ones
 * an app imports; each is made from its operation's own record in operations.ts (imported as a namespace, which
 * bundlers resolve member by member), so it keeps that record alone, and the client's guards read it.
 */
export function operationFunctionsFile(operations: OperationModel[], runtime: string): SourceFileStructure {
  const tagged = operations.some((op) => op.createsTaggedData);
  return {
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: runtime,
        namedImports: ["operationFunction", ...(tagged ? [TAG_GUARD] : [])],
      },
      {
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: "./types.js",
        namedImports: ["paths"],
      },
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: "./operations.js", namespaceImport: RECORDS_NAMESPACE },
      ...operations.map((op) => ({
        kind: StructureKind.VariableStatement,
        isExported: true,
        docs: [docOf(op)],
        declarations: [
          {
            name: op.name,
            initializer: `/* @__PURE__ */ operationFunction<paths, ${literal(op.path)}, ${literal(op.method)}>(${RECORDS_NAMESPACE}.${op.name}${op.createsTaggedData ? `, ${TAG_GUARD}` : ""})`,
          },
        ],
      })),
    ],
  };
}
