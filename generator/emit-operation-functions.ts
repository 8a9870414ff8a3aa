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
 * The runtime's query styler, which the function of an operation with `queryStyles` brings to the client, as the tag
 * guard is brought: imported only where some operation has them.
 */
export const QUERY_STYLER = "querySerializerOf";

/**
 * The runtime's wrapper that sends an operation function's body in its `requestMedia` (a form, multipart, another
 * media type): around the functions of the operations that have one, imported only where some operation does.
 */
export const REQUEST_MEDIA = "requestMediaOf";

/** An operation function's initializer, marked pure; wrapped by `REQUEST_MEDIA` where its body has a `requestMedia`. */
function withMedia(op: OperationModel, made: string): string {
  if (op.requestMedia === undefined) return `/* @__PURE__ */ ${made}`;
  // Both calls marked: a bundler drops an unused function's inner call, and with it its record, only so.
  return `/* @__PURE__ */ ${REQUEST_MEDIA}(${RECORDS_NAMESPACE}.${op.name}, /* @__PURE__ */ ${made})`;
}

/** What an operation's function brings to the client besides its record, as the arguments after it. */
function brought(op: OperationModel): string {
  const styled = Object.keys(op.queryStyles).length > 0;
  if (styled) return `, ${op.createsTaggedData ? TAG_GUARD : "undefined"}, ${QUERY_STYLER}`;
  return op.createsTaggedData ? `, ${TAG_GUARD}` : "";
}

/**
 * A function of operation-functions.ts that makes each operation function, `operationFunctionOf<path, method>(record)`:
 * the runtime's `operationFunction` for the spec's `paths`, whose type arguments tsc checks against one `keyof paths`
 * (each `operationFunction<paths, path, method>` worked `keyof paths` out again: about a second of a 1,200-operation
 * module's check). A function, not a constant: tsc types a constant's every use by walking the file's control flow
 * back to its declaration, past each function declared before the use. A name no function may take (module-names.ts).
 */
export const TYPED_OPERATION_FUNCTION = "operationFunctionOf";

/**
 * `operation-functions.ts`: one function per operation, named by its operationId, taking `(client, init?)` with the
 * `init` of `client.METHOD(path, init)` and returning the same result. Each has the runtime's `OperationFunction`
 * alias as its type (cheap for `tsc` at 1,000+ operations: checked only where a function is called), made by the
 * runtime's `operationFunction` typed once for the spec's paths (TYPED_OPERATION_FUNCTION), and marked pure, so a
 * bundler keeps only the ones an app imports; each is made from its operation's own record in operations.ts
 * (imported as a namespace, which bundlers resolve member by member), so it keeps that record alone, and the client's
 * guards read it.
 */
export function operationFunctionsFile(operations: OperationModel[], runtime: string): SourceFileStructure {
  const tagged = operations.some((op) => op.createsTaggedData);
  const styled = operations.some((op) => Object.keys(op.queryStyles).length > 0);
  const media = operations.some((op) => op.requestMedia !== undefined);
  const types = `import(${literal(runtime)})`;
  return {
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: runtime,
        namedImports: [
          "operationFunction",
          ...(tagged ? [TAG_GUARD] : []),
          ...(styled ? [QUERY_STYLER] : []),
          ...(media ? [REQUEST_MEDIA] : []),
        ],
      },
      {
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: "./types.js",
        namedImports: ["paths"],
      },
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: "./operations.js", namespaceImport: RECORDS_NAMESPACE },
      {
        kind: StructureKind.Function,
        docs: ["The runtime's `operationFunction` for this spec's paths: each operation function below is made by it."],
        name: TYPED_OPERATION_FUNCTION,
        // The runtime's types by `import()`: imported by name, they would take names from the operations' functions.
        typeParameters: ["P extends keyof paths & string", `M extends ${types}.HttpMethod`],
        parameters: [
          { name: "operation", type: `${types}.OperationMeta` },
          { name: "tagGuard", type: `${types}.TagGuard`, hasQuestionToken: true },
          { name: "queryStyler", type: `${types}.QueryStyler`, hasQuestionToken: true },
        ],
        returnType: `${types}.OperationFunction<paths, P, M>`,
        statements: ["return operationFunction<paths, P, M>(operation, tagGuard, queryStyler);"],
      },
      ...operations.map((op) => ({
        kind: StructureKind.VariableStatement,
        isExported: true,
        docs: [docOf(op)],
        declarations: [
          {
            name: op.name,
            initializer: withMedia(
              op,
              `${TYPED_OPERATION_FUNCTION}<${literal(op.path)}, ${literal(op.method)}>(${RECORDS_NAMESPACE}.${op.name}${brought(op)})`,
            ),
          },
        ],
      })),
    ],
  };
}
