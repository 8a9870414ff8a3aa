// Every place the user's code reaches an operation of a generated module, resolved through the type checker: names are
// followed to their declarations (aliases, re-exports, namespace imports), a client is known by its type (the
// module's `paths` in `FleetClient<paths>`), and a path by its literal type. What cannot be known before the code runs
// is reported as unresolved, never guessed. Comments and strings are never read: only calls and references are.
import { basename } from "node:path";
import type TS from "typescript";
import type { GeneratedModule, ModuleFinder, ModuleOperation } from "./generated-module.js";

export interface Site {
  file: string;
  line: number;
}

export interface FoundOperation {
  module: GeneratedModule;
  operation: ModuleOperation;
  sites: Site[];
}

export interface UnresolvedCall extends Site {
  /** The call as written, on one line. */
  text: string;
  /** Why its operation is not known. */
  reason: string;
}

export interface FoundCalls {
  operations: FoundOperation[];
  unresolved: UnresolvedCall[];
  /** The generated modules the code reaches, in the order first met. */
  modules: GeneratedModule[];
}

/** openapi-fetch's method names on a client; `request(method, path)` is handled beside them. */
const CLIENT_METHODS = new Set(["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"]);
/** The module helpers that take a client and a path: both call GET. */
const PATH_HELPERS = new Set(["paginate", "followFeed"]);

type Target =
  | { kind: "operation"; module: GeneratedModule; operation: ModuleOperation }
  | { kind: "helper"; module: GeneratedModule; name: string };

const fileKind = (file: string) => basename(file).replace(/\.d\.ts$|\.[cm]?tsx?$|\.[cm]?js$/, "");

export function findCalls(
  ts: typeof TS,
  program: TS.Program,
  isUserFile: (file: string) => boolean,
  modules: ModuleFinder,
  nameOf: (file: string) => string,
): FoundCalls {
  const checker = program.getTypeChecker();
  const found = new Map<ModuleOperation, FoundOperation>();
  const unresolved: UnresolvedCall[] = [];
  const met = new Set<GeneratedModule>();
  let source: TS.SourceFile;

  const siteOf = (node: TS.Node): Site => ({
    file: nameOf(source.fileName),
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
  });

  function record(module: GeneratedModule, operation: ModuleOperation, node: TS.Node) {
    met.add(module);
    const entry = found.get(operation) ?? { module, operation, sites: [] };
    found.set(operation, entry);
    const site = siteOf(node);
    if (!entry.sites.some((s) => s.file === site.file && s.line === site.line)) entry.sites.push(site);
  }

  function unknown(node: TS.Node, reason: string, module?: GeneratedModule) {
    if (module) met.add(module);
    const text = node.getText(source).replace(/\s+/g, " ");
    unresolved.push({ ...siteOf(node), text: text.length > 120 ? `${text.slice(0, 117)}...` : text, reason });
  }

  function resolveAlias(symbol: TS.Symbol | undefined): TS.Symbol | undefined {
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) return checker.getAliasedSymbol(symbol);
    return symbol;
  }

  /** The module a declaration lies in, and the declaration's file's name in it ("operation-functions", "index"…). */
  function declaredIn(symbol: TS.Symbol | undefined): { module: GeneratedModule; file: string } | undefined {
    const declaration = symbol?.declarations?.[0];
    if (!declaration) return undefined;
    const file = declaration.getSourceFile().fileName;
    const module = modules.of(file);
    return module ? { module, file: fileKind(file) } : undefined;
  }

  function targetOf(symbol: TS.Symbol | undefined): Target | undefined {
    const resolved = resolveAlias(symbol);
    const where = declaredIn(resolved);
    if (!where || !resolved) return undefined;
    if (where.file === "operation-functions") {
      const operation = where.module.byName.get(resolved.name);
      return operation ? { kind: "operation", module: where.module, operation } : undefined;
    }
    if (where.file === "index" && PATH_HELPERS.has(resolved.name))
      return { kind: "helper", module: where.module, name: resolved.name };
    return undefined;
  }

  /** The string literal(s) an expression's type allows; undefined where it allows any other string. */
  function literalStrings(node: TS.Expression): string[] | undefined {
    const type = checker.getTypeAtLocation(node);
    if (type.isStringLiteral()) return [type.value];
    if (type.isUnion() && type.types.every((t) => t.isStringLiteral()))
      return type.types.map((t) => (t as TS.StringLiteralType).value);
    return undefined;
  }

  function byPath(module: GeneratedModule, method: string, node: TS.Node, pathArgument: TS.Expression | undefined) {
    const paths = pathArgument && literalStrings(pathArgument);
    if (!paths) {
      unknown(node, "the path is only known at run time", module);
      return;
    }
    for (const path of paths) {
      const operation = module.index.match(method, path)?.operation;
      const known = operation && module.operations.find((o) => o.operationId === operation.operationId);
      if (known) record(module, known, node);
      else
        unknown(
          node,
          `${method.toUpperCase()} ${path} is not an operation of the module in ${nameOf(module.dir)}`,
          module,
        );
    }
  }

  /** The module whose `FleetClient` a client expression is: by its type, else by how it was declared. */
  function clientModule(node: TS.Expression): GeneratedModule | undefined {
    const type = checker.getNonNullableType(checker.getTypeAtLocation(node));
    const candidates = [type, ...(type.isUnion() ? type.types : [])];
    for (const t of candidates) {
      const alias = declaredIn(t.aliasSymbol);
      if (alias && t.aliasSymbol?.name === "FleetClient") return alias.module;
      const typeArguments =
        t.aliasTypeArguments ??
        ((t.flags & ts.TypeFlags.Object) !== 0 &&
        ((t as TS.ObjectType).objectFlags & ts.ObjectFlags.Reference) !== 0 &&
        t.getSymbol()?.name === "FleetClient"
          ? checker.getTypeArguments(t as TS.TypeReference)
          : []);
      for (const argument of typeArguments) {
        const where = declaredIn(argument.getSymbol() ?? argument.aliasSymbol);
        if (where?.file === "types") return where.module;
      }
    }
    if ((type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) === 0) return undefined;
    // `fleetkit/runtime` does not resolve: the client's type is an error type. Its declaration still says.
    return ts.isIdentifier(node) ? declaredClient(checker.getSymbolAtLocation(node)) : undefined;
  }

  function declaredClient(symbol: TS.Symbol | undefined): GeneratedModule | undefined {
    const declaration = symbol?.valueDeclaration;
    if (!declaration) return undefined;
    if (
      (ts.isParameter(declaration) || ts.isVariableDeclaration(declaration) || ts.isPropertyDeclaration(declaration)) &&
      declaration.type &&
      ts.isTypeReferenceNode(declaration.type)
    ) {
      const typeSymbol = resolveAlias(checker.getSymbolAtLocation(declaration.type.typeName));
      const where = declaredIn(typeSymbol);
      if (where?.file === "index" && typeSymbol?.name === "FleetClient") return where.module;
    }
    if (
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      ts.isCallExpression(declaration.initializer)
    ) {
      const callee = resolveAlias(checker.getSymbolAtLocation(declaration.initializer.expression));
      const where = declaredIn(callee);
      if (where?.file === "index" && callee?.name === "createFleetClient") return where.module;
    }
    return undefined;
  }

  /** A reference to an operation function or a path helper: a call of it, or the function passed on as a value. */
  function use(node: TS.Expression, target: Target) {
    if (target.kind === "operation") {
      record(target.module, target.operation, node);
      return;
    }
    const call = node.parent;
    if (ts.isCallExpression(call) && call.expression === node) byPath(target.module, "get", call, call.arguments[1]);
    else unknown(node, `${target.name} is passed on as a value: its path is not known here`, target.module);
  }

  function clientCall(call: TS.CallExpression, receiver: TS.Expression, method: string) {
    if (method !== "request" && !CLIENT_METHODS.has(method)) return;
    const module = clientModule(receiver);
    if (!module) return;
    if (method !== "request") {
      byPath(module, method.toLowerCase(), call, call.arguments[0]);
      return;
    }
    const methods = call.arguments[0] && literalStrings(call.arguments[0]);
    if (!methods) unknown(call, "the method is only known at run time", module);
    else for (const m of methods) byPath(module, m.toLowerCase(), call, call.arguments[1]);
  }

  function isValueReference(node: TS.Identifier): boolean {
    const parent = node.parent;
    if (
      ts.isImportSpecifier(parent) ||
      ts.isImportClause(parent) ||
      ts.isNamespaceImport(parent) ||
      ts.isExportSpecifier(parent) ||
      ts.isImportEqualsDeclaration(parent) ||
      ts.isTypeQueryNode(parent) ||
      ts.isQualifiedName(parent) ||
      ts.isTypeReferenceNode(parent) ||
      ts.isExpressionWithTypeArguments(parent)
    )
      return false;
    if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
    if ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return false;
    if (
      (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isFunctionDeclaration(parent)) &&
      parent.name === node
    )
      return false;
    return true;
  }

  function visitFile(file: TS.SourceFile) {
    source = file;
    // Operation functions and helpers reach a file only through its imports: other identifiers are not looked up.
    const imported = new Set<string>();
    for (const statement of file.statements) {
      if (!ts.isImportDeclaration(statement) || !statement.importClause || statement.importClause.isTypeOnly) continue;
      const clause = statement.importClause;
      if (clause.name) imported.add(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) imported.add(bindings.name.text);
      else if (bindings)
        for (const element of bindings.elements) if (!element.isTypeOnly) imported.add(element.name.text);
    }

    const visit = (node: TS.Node): void => {
      if (ts.isIdentifier(node)) {
        if (imported.has(node.text) && isValueReference(node)) {
          const symbol = ts.isShorthandPropertyAssignment(node.parent)
            ? checker.getShorthandAssignmentValueSymbol(node.parent)
            : checker.getSymbolAtLocation(node);
          const target = targetOf(symbol);
          if (target) use(node, target);
        }
        return;
      }
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        imported.has(node.expression.text)
      ) {
        // ns.listVehicles, ns.paginate: a member of an imported namespace.
        const target = targetOf(checker.getSymbolAtLocation(node.name));
        if (target) use(node, target);
      }
      if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression) && imported.has(node.expression.text))
        namespaceElement(node);
      if (
        ts.isVariableDeclaration(node) &&
        ts.isObjectBindingPattern(node.name) &&
        node.initializer &&
        ts.isIdentifier(node.initializer) &&
        imported.has(node.initializer.text)
      )
        destructured(node.name, node.initializer);
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isPropertyAccessExpression(callee)) clientCall(node, callee.expression, callee.name.text);
        else if (ts.isElementAccessExpression(callee) && ts.isStringLiteralLike(callee.argumentExpression))
          clientCall(node, callee.expression, callee.argumentExpression.text);
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(file, visit);
  }

  /** const { listVehicles, paginate: walk } = ns: each name taken out of an imported namespace, where it is taken. */
  function destructured(pattern: TS.ObjectBindingPattern, namespace: TS.Identifier) {
    const type = checker.getTypeAtLocation(namespace);
    for (const element of pattern.elements) {
      const key = element.propertyName ?? element.name;
      if (element.dotDotDotToken || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) continue;
      const target = targetOf(checker.getPropertyOfType(type, key.text));
      if (target?.kind === "operation") record(target.module, target.operation, element);
      else if (target)
        unknown(element, `${target.name} is taken out of the module: its calls are not followed`, target.module);
    }
  }

  /** ns[name]: an operation of an imported namespace chosen by a key; unresolved when the key is not a literal. */
  function namespaceElement(node: TS.ElementAccessExpression) {
    const namespace = resolveAlias(checker.getSymbolAtLocation(node.expression));
    if (!namespace || (namespace.flags & ts.SymbolFlags.ValueModule) === 0) return;
    const exports = checker.getExportsOfModule(namespace);
    const keys = literalStrings(node.argumentExpression);
    if (keys) {
      for (const key of keys) {
        const target = targetOf(exports.find((e) => e.name === key));
        if (target) use(node, target);
      }
      return;
    }
    const reaches = exports.map((e) => targetOf(e)).find((t) => t !== undefined);
    if (reaches) unknown(node, "the operation is chosen by a key only known at run time", reaches.module);
  }

  for (const file of program.getSourceFiles())
    if (isUserFile(file.fileName) && !modules.holds(file.fileName)) visitFile(file);

  const order = [...met];
  const operations = [...found.values()].sort(
    (a, b) =>
      order.indexOf(a.module) - order.indexOf(b.module) ||
      a.module.operations.indexOf(a.operation) - b.module.operations.indexOf(b.operation),
  );
  for (const entry of operations) entry.sites.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  unresolved.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { operations, unresolved, modules: order };
}
