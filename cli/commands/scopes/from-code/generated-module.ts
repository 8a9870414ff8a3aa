// A fleetkit-generated module as `scopes --from-code` sees it: the folder `fleetkit generate` wrote (it holds the
// manifest), with the operations and scope catalogue read from its own operations.ts and scopes.ts. The files are read
// as syntax, never run: they import `fleetkit/runtime`, which the user's project may not resolve the way we would.
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { basename, dirname, join, sep } from "node:path";
import type TS from "typescript";
import type { OperationMeta } from "../../../../runtime/api.js";
import { createOperationIndex, type OperationIndex } from "../../../../runtime/operation-lookup.js";

/** The manifest `fleetkit generate` writes in every output folder (generator/output-files.ts, MANIFEST_FILE). */
const MANIFEST_FILE = ".fleetkit-manifest.json";

export interface ModuleOperation {
  /** The operation function's exported name: the key of `operations` (the operationId, made an identifier). */
  name: string;
  operationId: string;
  method: string;
  path: string;
  /** null: the spec does not state them. */
  scopes: readonly string[] | null;
}

export interface GeneratedModule {
  /** The folder, as the file system names it (symbolic links resolved). */
  dir: string;
  operations: ModuleOperation[];
  byName: ReadonlyMap<string, ModuleOperation>;
  index: OperationIndex;
  /** SCOPES: the spec's catalogue; empty where it declares none. */
  catalogue: readonly string[];
  /** DEFAULT_READ_SCOPES: the scopes a new token has; empty where the spec does not say. */
  defaultScopes: readonly string[];
  /** The catalogue is complete: a scope name outside it is a typo. */
  completeScopes: boolean;
}

type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal } | undefined;

/**
 * The value of a literal initializer (`as const` and `satisfies` unwrapped); undefined for anything computed. A
 * shorthand property (`{ listVehicles }`, how operations.ts gathers the operations' own records) is the constant of
 * that name declared before it in the file (`earlier`).
 */
function literalOf(ts: typeof TS, node: TS.Expression, earlier?: ReadonlyMap<string, Literal>): Literal {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    return literalOf(ts, node.expression, earlier);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literalOf(ts, e));
  if (ts.isObjectLiteralExpression(node)) {
    const object: Record<string, Literal> = {};
    for (const property of node.properties) {
      if (ts.isShorthandPropertyAssignment(property) && earlier?.has(property.name.text))
        object[property.name.text] = earlier.get(property.name.text);
      if (!ts.isPropertyAssignment(property)) continue;
      const key = property.name;
      if (ts.isIdentifier(key) || ts.isStringLiteral(key) || ts.isNumericLiteral(key))
        object[key.text] = literalOf(ts, property.initializer);
    }
    return object;
  }
  return undefined;
}

/** The exported constants of a generated file, by name; an empty map when the file is missing. */
function constantsOf(ts: typeof TS, file: string): Map<string, Literal> {
  const constants = new Map<string, Literal>();
  if (!existsSync(file)) return constants;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        constants.set(declaration.name.text, literalOf(ts, declaration.initializer, constants));
  }
  return constants;
}

const strings = (value: Literal): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

function readModule(ts: typeof TS, dir: string): GeneratedModule {
  const table = constantsOf(ts, join(dir, "operations.ts")).get("operations");
  const operations: ModuleOperation[] = [];
  if (table && typeof table === "object" && !Array.isArray(table)) {
    for (const [name, meta] of Object.entries(table)) {
      if (!meta || typeof meta !== "object" || Array.isArray(meta)) continue;
      const { operationId, method, path, scopes } = meta;
      if (typeof operationId !== "string" || typeof method !== "string" || typeof path !== "string") continue;
      operations.push({ name, operationId, method, path, scopes: scopes === null ? null : strings(scopes) });
    }
  }
  const scopes = constantsOf(ts, join(dir, "scopes.ts"));
  const index = existsSync(join(dir, "index.ts")) ? readFileSync(join(dir, "index.ts"), "utf8") : "";
  return moduleOf(dir, operations, {
    catalogue: strings(scopes.get("SCOPES")),
    defaultScopes: strings(scopes.get("DEFAULT_READ_SCOPES")),
    completeScopes: /completeScopes:\s*true/.test(index),
  });
}

function moduleOf(
  dir: string,
  operations: ModuleOperation[],
  scopes: { catalogue: readonly string[]; defaultScopes: readonly string[]; completeScopes: boolean },
): GeneratedModule {
  return {
    dir,
    operations,
    byName: new Map(operations.map((o) => [o.name, o])),
    index: createOperationIndex(operations as unknown as OperationMeta[]),
    ...scopes,
  };
}

/**
 * The `fleetkit` package's own module (`import … from "fleetkit"`): its compiled files carry no manifest and no
 * literal tables, so the bundled spec's tables this command ships with stand in for them.
 */
async function bundledModule(dir: string): Promise<GeneratedModule> {
  const [{ operations }, { SCOPES, DEFAULT_READ_SCOPES }] = await Promise.all([
    import("../../../../generated/operations.js"),
    import("../../../../generated/scopes.js"),
  ]);
  const list = Object.entries(operations).map(([name, o]) => ({
    name,
    operationId: o.operationId,
    method: o.method,
    path: o.path,
    scopes: o.scopes as readonly string[] | null,
  }));
  return moduleOf(dir, list, { catalogue: SCOPES, defaultScopes: DEFAULT_READ_SCOPES, completeScopes: true });
}

/** Whether a folder is the installed `fleetkit` package's compiled main module (node_modules/fleetkit/dist/generated). */
function isInstalledPackage(dir: string): boolean {
  if (basename(dir) !== "generated" || basename(dirname(dir)) !== "dist") return false;
  try {
    const manifest = JSON.parse(readFileSync(join(dirname(dirname(dir)), "package.json"), "utf8")) as { name?: string };
    return manifest.name === "fleetkit";
  } catch {
    return false;
  }
}

/** Finds the generated module a source file belongs to, each folder looked at once. */
export class ModuleFinder {
  private readonly byDir = new Map<string, GeneratedModule | null>();
  constructor(private readonly ts: typeof TS) {}

  /** The module whose folder holds `file`, or undefined for any other file. */
  of(file: string): GeneratedModule | undefined {
    const dir = dirname(file);
    let found = this.byDir.get(dir);
    if (found === undefined) {
      found = this.read(dir);
      this.byDir.set(dir, found);
    }
    return found ?? undefined;
  }

  /** Whether `file` lies in a generated module's folder (a file to resolve calls into, not to read calls from). */
  holds(file: string): boolean {
    return this.of(file) !== undefined;
  }

  /** Every module found so far, in the order first met. */
  modules(): GeneratedModule[] {
    return [...this.byDir.values()].filter((m): m is GeneratedModule => m !== null);
  }

  /** Loads the bundled tables for the installed packages met; call once before `of` is relied on for them. */
  async preload(files: readonly string[]): Promise<void> {
    for (const file of files) {
      const dir = dirname(file);
      if (this.byDir.has(dir) || !file.includes(`${sep}dist${sep}generated${sep}`)) continue;
      const real = realDir(dir);
      if (isInstalledPackage(real)) this.byDir.set(dir, await bundledModule(real));
    }
  }

  private read(dir: string): GeneratedModule | null {
    if (!existsSync(join(dir, MANIFEST_FILE))) return null;
    return readModule(this.ts, realDir(dir));
  }
}

function realDir(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}
