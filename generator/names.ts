/**
 * Names in generated code, from names in a spec. The rule (docs/generator.md, "Names"):
 * 1. A name that is already a valid identifier is kept as it is.
 * 2. Any other name is split into words at every character that is not an ASCII letter or digit, and the words are
 *    joined in camelCase (functions) or PascalCase (types): `users/unfollow` → `usersUnfollow`, `simple-user` →
 *    `SimpleUser`; a leading digit gets a `_` before it (`2fa` → `_2fa`). An operation without an operationId is
 *    named from its method and path: `GET /users/{id}/repos` → `getUsersByIdRepos`.
 * 3. A reserved word, or a name the generated module already uses for its own exports, gets a `_` after it
 *    (`delete` → `delete_`, `validate` → `validate_`).
 * 4. A name still taken by an earlier one (in document order) gets `2`, `3`, … after it.
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
  private readonly taken = new Set<string>();

  constructor(
    /** Names the generated module uses for its own exports. */
    private readonly moduleNames: ReadonlySet<string>,
    private readonly kind: "value" | "type",
  ) {}

  /** Marks a name as taken without allocating it (for names a second allocator hands out in the same scope). */
  reserve(name: string): void {
    this.taken.add(name);
  }

  allocate(raw: string): string {
    let name = isIdentifier(raw) ? raw : joinWords(raw, this.kind === "type");
    if (
      RESERVED_WORDS.has(name) ||
      this.moduleNames.has(name) ||
      (this.kind === "type" && RESERVED_TYPE_NAMES.has(name))
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
