import { createRequire } from "node:module";
import type * as TypeScript from "typescript";

/*
 * openapi-typescript writes each component schema as a member of `components["schemas"]`, and a reference to one as
 * `components["schemas"]["Name"]`. TypeScript resolves such a reference at once wherever it is not inside an object
 * type (`{ … }`): in a union, an array, a type argument. A schema that reaches itself that way — the JSON-value schema
 * `Json: oneOf [string, number, …, { type: array, items: Json }]`, Vercel's `EdgeConfigItemValue` — makes `types.ts`
 * fail `tsc` with TS2502, "referenced directly or indirectly in its own type annotation" (openapi-typescript's own
 * issue, openapi-ts/openapi-typescript#1603). A type alias may refer to itself through an array or a type argument,
 * so each schema on such a cycle gets one (`$recursive_Json`), the cycle's references written with the aliases, and
 * its member refers to it. Output without such a cycle is unchanged.
 */
const ts = createRequire(import.meta.url)("typescript") as typeof TypeScript;

/** `Name` of `components["schemas"]["Name"]`; undefined for any other type. */
function schemaName(node: TypeScript.Node): string | undefined {
  if (!ts.isIndexedAccessTypeNode(node) || !ts.isIndexedAccessTypeNode(node.objectType)) return undefined;
  const { objectType: root, indexType: group } = node.objectType;
  const literal = (type: TypeScript.TypeNode) =>
    ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? type.literal.text : undefined;
  if (!ts.isTypeReferenceNode(root) || !ts.isIdentifier(root.typeName) || ts.idText(root.typeName) !== "components")
    return undefined;
  return literal(group) === "schemas" ? literal(node.indexType) : undefined;
}

/** The schemas `type` refers to where TypeScript resolves them at once: anywhere but inside an object type. */
function eagerReferences(type: TypeScript.Node, found = new Set<string>()): Set<string> {
  const name = schemaName(type);
  if (name !== undefined) found.add(name);
  else if (!ts.isTypeLiteralNode(type)) ts.forEachChild(type, (child) => void eagerReferences(child, found));
  return found;
}

/**
 * The schemas on a cycle of eager references: Tarjan's strongly connected components (a self-reference included), on
 * a stack of its own, so a spec of many thousands of schemas that each refer to the next cannot overflow the call
 * stack.
 */
function onCycles(edges: Map<string, Set<string>>): Set<string> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cyclic = new Set<string>();
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { name: string; next: Iterator<string> }[] = [];
    const enter = (name: string) => {
      index.set(name, index.size);
      low.set(name, index.get(name)!);
      stack.push(name);
      onStack.add(name);
      work.push({ name, next: (edges.get(name) ?? new Set<string>()).values() });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const step = frame.next.next();
      if (!step.done) {
        const next = step.value;
        if (!edges.has(next)) continue;
        if (!index.has(next)) enter(next);
        else if (onStack.has(next)) low.set(frame.name, Math.min(low.get(frame.name)!, index.get(next)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.name, Math.min(low.get(parent.name)!, low.get(frame.name)!));
      if (low.get(frame.name) !== index.get(frame.name)) continue;
      const component: string[] = [];
      for (let top = stack.pop()!; ; top = stack.pop()!) {
        onStack.delete(top);
        component.push(top);
        if (top === frame.name) break;
      }
      if (component.length > 1 || edges.get(frame.name)!.has(frame.name))
        for (const member of component) cyclic.add(member);
    }
  }
  return cyclic;
}

/** The members of `components["schemas"]` among openapi-typescript's statements; none where it wrote no schema. */
function schemaMembers(statements: readonly TypeScript.Node[]): TypeScript.PropertySignature[] {
  const components = statements.find(
    (s): s is TypeScript.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && ts.idText(s.name) === "components",
  );
  const schemas = components?.members.find(
    (m): m is TypeScript.PropertySignature =>
      ts.isPropertySignature(m) && ts.isIdentifier(m.name) && ts.idText(m.name) === "schemas",
  );
  if (schemas?.type === undefined || !ts.isTypeLiteralNode(schemas.type)) return [];
  return schemas.type.members.filter(ts.isPropertySignature);
}

const memberName = (member: TypeScript.PropertySignature): string | undefined =>
  ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : undefined;

/**
 * openapi-typescript's statements with each schema on a cycle of eager references written as an exported type alias
 * (`export type $recursive_Name = …`, its cycle's references by alias), which its member refers to.
 */
export function breakEagerCycles(statements: TypeScript.Node[]): TypeScript.Node[] {
  const members = new Map<string, TypeScript.PropertySignature>();
  for (const member of schemaMembers(statements)) {
    const name = memberName(member);
    if (name !== undefined && member.type !== undefined) members.set(name, member);
  }
  const edges = new Map([...members].map(([name, member]) => [name, eagerReferences(member.type!)]));
  const cyclic = onCycles(edges);
  if (cyclic.size === 0) return statements;
  const taken = new Set<string>();
  const aliases = new Map<string, string>();
  for (const name of cyclic) {
    const base = `$recursive_${name.replace(/[^\w$]/g, "_")}`;
    let alias = base;
    for (let n = 2; taken.has(alias); n++) alias = `${base}_${n}`;
    taken.add(alias);
    aliases.set(name, alias);
  }
  const declarations: TypeScript.Node[] = [];
  for (const [name, alias] of aliases) {
    const member = members.get(name)!;
    const written = ts.transform(member.type!, [
      (context) => (root) => {
        const visit = (node: TypeScript.Node): TypeScript.Node => {
          const target = schemaName(node);
          if (target !== undefined && aliases.has(target))
            return ts.factory.createTypeReferenceNode(aliases.get(target)!);
          return ts.isTypeLiteralNode(node) ? node : ts.visitEachChild(node, visit, context);
        };
        return ts.visitNode(root, visit) as TypeScript.TypeNode;
      },
    ]).transformed[0]!;
    const declaration = ts.factory.createTypeAliasDeclaration(
      [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)],
      alias,
      undefined,
      written,
    );
    ts.addSyntheticLeadingComment(
      declaration,
      ts.SyntaxKind.MultiLineCommentTrivia,
      "* A component schema that refers to itself where TypeScript allows that only to an alias (fleetkit's types-recursion.ts) ",
      true,
    );
    declarations.push(declaration);
    // In place: the member keeps its comments (openapi-typescript attaches them to the node).
    (member as { type: TypeScript.TypeNode }).type = ts.factory.createTypeReferenceNode(alias);
  }
  return [...statements, ...declarations];
}
