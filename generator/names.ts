import type { SpecIssue } from "./check-spec.js";
import type { SchemaNaming } from "./emit-validators.js";
import { toPointer } from "./json-pointer.js";
import type { OperationModel } from "./operation-model.js";

/**
 * Names in generated code, from names in a spec. The rule (docs/generator.md, "Names"):
 * 1. A name that is already a valid identifier is kept as it is.
 * 2. Any other name is split into words at every character that is not an ASCII letter or digit, and the words are
 *    joined in camelCase (functions) or PascalCase (types): `users/unfollow` → `usersUnfollow`, `simple-user` →
 *    `SimpleUser`; a leading digit gets a `_` before it (`2fa` → `_2fa`). An operation without an operationId is
 *    named from its method and path: `GET /users/{id}/repos` → `getUsersByIdRepos`.
 * 3. A reserved word, or a name the generated module already uses for its own exports, gets a `_` after it
 *    (`delete` → `delete_`, `validate` → `validate_`). So does a function named `then` (a module exporting `then` is a
 *    thenable: `await import()` would call it) or `__proto__` (an object literal's key of that name sets its prototype).
 * 4. A name still taken by an earlier one (in document order) gets `2`, `3`, … after it. Types and functions share
 *    one set of names, since `index.ts` re-exports both with `export *`: schemas `Foo` and `isFoo` give the types `Foo`
 *    and `isFoo2` beside the guards `isFoo` and `isIsFoo`.
 * The spec's own names stay in the metadata (`operationId`) and the doc comments.
 */

/** Words that cannot name a function, a constant or a type in a module. */
export const RESERVED_WORDS: ReadonlySet<string> = new Set([
  ...["await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do"],
  ...["else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "implements", "import"],
  ...["in", "instanceof", "interface", "let", "new", "null", "package", "private", "protected", "public"],
  ...["return", "static", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while"],
  ...["with", "yield", "arguments", "eval", "undefined", "NaN", "Infinity"],
]);

/**
 * Names a value exported by a generated module cannot take although they are identifiers: a module namespace with a
 * `then` is a thenable (`await import()` resolves to what `then` calls back, or never), and `__proto__` as a key of the
 * object literals the generated code builds by name would set the object's prototype instead of a property.
 */
const RESERVED_VALUE_NAMES: ReadonlySet<string> = new Set(["then", "__proto__"]);

/** Names a type alias cannot take (TypeScript's own types), beside the reserved words. */
const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  ...["any", "unknown", "never", "string", "number", "boolean", "symbol", "bigint", "object", "as", "is", "keyof"],
  ...["type", "declare", "namespace", "module", "readonly", "infer", "asserts", "satisfies", "global", "require"],
]);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export const isIdentifier = (name: string): boolean => IDENTIFIER.test(name);

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Rule 2: camelCase or PascalCase words of a name that is not an identifier. */
function joinWords(raw: string, pascal: boolean): string {
  const words = raw.split(/[^A-Za-z0-9]+/).filter((w) => w !== "");
  if (words.length === 0) return pascal ? "Unnamed" : "unnamed";
  const [first, ...rest] = words as [string, ...string[]];
  const head = pascal ? capitalize(first) : first.charAt(0).toLowerCase() + first.slice(1);
  const joined = head + rest.map(capitalize).join("");
  return /^[0-9]/.test(joined) ? `_${joined}` : joined;
}

/** The function name of an operation without an operationId: method and path, parameters as `By<Name>`. */
export function nameFromPath(method: string, path: string): string {
  const words = path
    .split("/")
    .filter((s) => s !== "")
    .map((s) => {
      const param = /^\{(.+)\}$/.exec(s);
      return param ? `By ${param[1]}` : s;
    });
  return joinWords([method, ...words].join(" "), false);
}

/** Hands out collision-free identifiers in document order (rules 1 to 4). */
export class NameAllocator {
  constructor(
    /** Names the generated module uses for its own exports. */
    private readonly moduleNames: ReadonlySet<string>,
    private readonly kind: "value" | "type",
    /** The names handed out so far; an allocator of the other kind for the same module shares them. */
    private readonly taken = new Set<string>(),
  ) {}

  /** An allocator of another kind whose names never equal this one's (both are re-exported by `index.ts`). */
  sharing(moduleNames: ReadonlySet<string>, kind: "value" | "type"): NameAllocator {
    return new NameAllocator(moduleNames, kind, this.taken);
  }

  allocate(raw: string): string {
    let name = isIdentifier(raw) ? raw : joinWords(raw, this.kind === "type");
    if (
      RESERVED_WORDS.has(name) ||
      this.moduleNames.has(name) ||
      (this.kind === "type" && RESERVED_TYPE_NAMES.has(name)) ||
      (this.kind === "value" && RESERVED_VALUE_NAMES.has(name))
    )
      name = `${name}_`;
    let unique = name;
    for (let n = 2; this.taken.has(unique); n++) unique = `${name}${n}`;
    this.taken.add(unique);
    return unique;
  }
}

/** `is` + the type's name with its first letter capitalised: the type guard of a schema. */
export const guardName = (typeName: string): string => `is${capitalize(typeName.replace(/^_+/, ""))}`;

/** A name from the spec as a generated module exports it, and where the spec has it. */
export interface ExportedName {
  exported: string;
  /** What it names, for the message: `the type of schema "Foo"`. */
  what: string;
  pointer: string;
}

/**
 * Two names the module would export under one name: `index.ts` re-exports every generated file with `export *`, so
 * tsc refuses both (TS2308) and the module does not compile. The allocators above never hand one out; this is the
 * check that generation stops (exit 2, naming both) rather than write such a module, whatever the names' origin.
 */
export function exportClashes(names: readonly ExportedName[], moduleNames: ReadonlySet<string>): SpecIssue[] {
  const issues: SpecIssue[] = [];
  const first = new Map<string, ExportedName>();
  for (const name of names) {
    const earlier = first.get(name.exported);
    if (earlier !== undefined)
      issues.push({
        pointer: name.pointer,
        message: `${name.what} and ${earlier.what} (${earlier.pointer}) would both be exported as ${name.exported} by index.ts; rename one`,
      });
    else if (moduleNames.has(name.exported))
      issues.push({
        pointer: name.pointer,
        message: `${name.what} would be exported as ${name.exported}, which the generated module exports of its own; rename it`,
      });
    else first.set(name.exported, name);
  }
  return issues;
}

/** Every name from the spec that index.ts exports: each schema's type and guard, each operation's function. */
export function exportedNames(
  schemas: readonly SchemaNaming[],
  operations: readonly Pick<OperationModel, "name" | "operationId" | "pointer">[],
): ExportedName[] {
  return [
    ...schemas.flatMap(({ name, alias, guard }) => {
      const pointer = toPointer(["components", "schemas", name]);
      return [
        { exported: alias, what: `the type of schema ${JSON.stringify(name)}`, pointer },
        { exported: guard, what: `the type guard of schema ${JSON.stringify(name)}`, pointer },
      ];
    }),
    ...operations.map((op) => ({
      exported: op.name,
      what: `the function of operation ${JSON.stringify(op.operationId)}`,
      pointer: op.pointer,
    })),
  ];
}
