/**
 * JSON Schema `pattern`s in linear time. JavaScript's RegExp backtracks: `^(a+)+$` takes seconds on 32 characters that
 * almost match, and a spec's pattern runs on whatever a client sends. The generator keeps RegExp for the patterns it
 * can show backtrack little (`backtrackingSafe`), and compiles every other one with `linearPattern`: the pattern's
 * structure as an automaton that reads each character once (Thompson's construction, every alternative followed at
 * once), so a check costs at most the input's length times the pattern's size. Each character class, escape and
 * literal is still decided by RegExp, on one character at a time, so every pattern means what ECMA-262 says it means
 * (`\s`, `.`, `\p{Script=Greek}` as JavaScript reads them); only backreferences and lookarounds, which no automaton
 * can follow, are left to RegExp (`linearPatternSupport` says why, and the generator warns).
 */

type Node =
  | { type: "char"; source: string }
  | { type: "seq"; items: Node[] }
  | { type: "alt"; branches: Node[] }
  | { type: "repeat"; body: Node; min: number; max: number }
  | { type: "assert"; kind: "^" | "$" | "b" | "B" };

/** A pattern feature with no linear-time match, or a parse this module does not follow. */
class Unsupported extends Error {}

/** Parses an ECMA-262 pattern as read with the `u` flag (the only way ajv reads them). */
function parse(source: string): Node {
  let i = 0;
  const peek = () => source[i];
  const codePointAt = (at: number) => String.fromCodePoint(source.codePointAt(at)!);

  function alternation(): Node {
    const branches = [sequence()];
    while (peek() === "|") {
      i++;
      branches.push(sequence());
    }
    return branches.length === 1 ? branches[0]! : { type: "alt", branches };
  }

  function sequence(): Node {
    const items: Node[] = [];
    while (i < source.length && peek() !== "|" && peek() !== ")") items.push(quantified(term()));
    return items.length === 1 ? items[0]! : { type: "seq", items };
  }

  function term(): Node {
    const c = peek()!;
    if (c === "^" || c === "$") {
      i++;
      return { type: "assert", kind: c };
    }
    if (c === "(") {
      i++;
      if (source.startsWith("?:", i)) i += 2;
      else if (source.startsWith("?=", i) || source.startsWith("?!", i) || source.startsWith("?<=", i))
        throw new Unsupported("a lookaround");
      else if (source.startsWith("?<!", i)) throw new Unsupported("a lookaround");
      else if (source.startsWith("?<", i))
        i = source.indexOf(">", i) + 1; // a named group: only its body counts
      else if (peek() === "?") throw new Unsupported(`the group syntax "(${source.slice(i, i + 3)}"`);
      const body = alternation();
      if (peek() !== ")") throw new Unsupported("an unclosed group");
      i++;
      return body;
    }
    if (c === "[") {
      const start = i++;
      if (peek() === "^") i++;
      while (i < source.length && peek() !== "]") i += peek() === "\\" ? 2 : 1;
      if (i >= source.length) throw new Unsupported("an unclosed class");
      i++;
      return { type: "char", source: source.slice(start, i) };
    }
    if (c === "\\") return escaped();
    if (c === "*" || c === "+" || c === "?" || c === "{" || c === ")" || c === "]" || c === "}")
      throw new Unsupported(`"${c}" where a character was expected`);
    const char = c === "." ? "." : codePointAt(i);
    i += char.length;
    return { type: "char", source: char === "." ? "." : char };
  }

  function escaped(): Node {
    const start = i;
    const c = source[i + 1];
    if (c === undefined) throw new Unsupported("a trailing backslash");
    if (c === "b" || c === "B") {
      i += 2;
      return { type: "assert", kind: c };
    }
    if (/[1-9]/.test(c) || c === "k") throw new Unsupported("a backreference");
    if (c === "u") {
      const braced = /^\\u\{[0-9A-Fa-f]+\}/.exec(source.slice(i));
      if (braced) i += braced[0].length;
      else {
        // A surrogate pair written as two escapes is one character with the `u` flag.
        const pair = /^\\u[dD][89abAB][0-9A-Fa-f]{2}\\u[dD][c-fC-F][0-9A-Fa-f]{2}/.exec(source.slice(i));
        i += pair ? 12 : 6;
      }
    } else if (c === "x") i += 4;
    else if (c === "c") i += 3;
    else if (c === "p" || c === "P") i = source.indexOf("}", i) + 1;
    else i += 2;
    return { type: "char", source: source.slice(start, i) };
  }

  function quantified(atom: Node): Node {
    const c = peek();
    let min: number;
    let max: number;
    if (c === "*") [min, max] = [0, Number.POSITIVE_INFINITY];
    else if (c === "+") [min, max] = [1, Number.POSITIVE_INFINITY];
    else if (c === "?") [min, max] = [0, 1];
    else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
      if (!m) throw new Unsupported('a "{" that is not a quantifier');
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? Number.POSITIVE_INFINITY : Number(m[3]);
      i += m[0].length - 1;
    } else return atom;
    i++;
    if (peek() === "?") i++; // lazy or greedy: the same strings match
    return { type: "repeat", body: atom, min, max };
  }

  const node = alternation();
  if (i !== source.length) throw new Unsupported(`an unexpected "${source[i]}"`);
  return node;
}

/** Whether a node matches strings of more than one length (a choice a backtracking engine may retry). */
function varies(node: Node): boolean {
  switch (node.type) {
    case "char":
    case "assert":
      return false;
    case "seq":
      return node.items.some(varies);
    case "alt":
      return true;
    case "repeat":
      return node.min !== node.max || varies(node.body);
  }
}

/** The choices a backtracking engine may try at one starting position, at most (`Infinity`: unbounded repeats). */
function choices(node: Node): { product: number; unbounded: number; nested: boolean } {
  switch (node.type) {
    case "char":
    case "assert":
      return { product: 1, unbounded: 0, nested: false };
    case "seq":
    case "alt": {
      const parts = (node.type === "seq" ? node.items : node.branches).map(choices);
      const own = node.type === "alt" ? node.branches.length : 1;
      return {
        product: parts.reduce((p, c) => p * c.product, own),
        unbounded: parts.reduce((n, c) => n + c.unbounded, 0),
        nested: parts.some((c) => c.nested),
      };
    }
    case "repeat": {
      const body = choices(node.body);
      // A repeated body that can match in more than one way is what makes backtracking exponential: `(a+)+`, `(a|a)*`.
      const nested = body.nested || (node.max > 1 && varies(node.body));
      const unbounded = node.max === Number.POSITIVE_INFINITY;
      return {
        product: body.product * (unbounded ? 1 : node.max - node.min + 1),
        unbounded: body.unbounded + (unbounded ? 1 : 0),
        nested,
      };
    }
  }
}

/**
 * Above this many choices per position, a pattern is checked in linear time even without nested repeats. With an
 * unbounded repeat, RegExp may retry each of its lengths with every choice: the bound is then smaller.
 */
const MAX_BACKTRACKING_CHOICES = 256;
const MAX_CHOICES_BESIDE_UNBOUNDED = 16;

/**
 * Whether JavaScript's RegExp checks a pattern in about linear time: no repeated part that can match in more than one
 * way, at most one unbounded repeat (and then the pattern starts with `^`, so a failed match is not retried from each
 * position), and few choices otherwise (256; 16 beside an unbounded repeat, whose every length may be retried with
 * each). Conservative: `false` may be a pattern that is fast anyway.
 */
export function backtrackingSafe(source: string): boolean {
  let node: Node;
  try {
    node = parse(source);
  } catch {
    return false;
  }
  const { product, unbounded, nested } = choices(node);
  if (nested || unbounded > 1) return false;
  if (product > (unbounded === 0 ? MAX_BACKTRACKING_CHOICES : MAX_CHOICES_BESIDE_UNBOUNDED)) return false;
  const first = node.type === "seq" ? node.items[0] : node;
  return unbounded === 0 || (first?.type === "assert" && first.kind === "^");
}

// The automaton: one instruction per character test or assertion, and splits and jumps between them.
const CHAR = 0;
const SPLIT = 1;
const JUMP = 2;
const ASSERT = 3;
const MATCH = 4;

interface Program {
  op: number[];
  /** CHAR: the index of its test; ASSERT: the assertion; SPLIT/JUMP: the first target. */
  arg: number[];
  /** SPLIT: the second target. */
  alt: number[];
  tests: ((char: string) => boolean)[];
  asserts: Node[];
}

/** Instructions beyond this would make a check slow and the program large: such a pattern stays on RegExp. */
const MAX_INSTRUCTIONS = 20_000;

function compile(root: Node): Program {
  const program: Program = { op: [], arg: [], alt: [], tests: [], asserts: [] };
  const tests = new Map<string, number>();
  const emit = (op: number, arg = -1, alt = -1) => {
    if (program.op.length >= MAX_INSTRUCTIONS) throw new Unsupported(`more than ${MAX_INSTRUCTIONS} states`);
    program.op.push(op);
    program.arg.push(arg);
    program.alt.push(alt);
    return program.op.length - 1;
  };
  const testOf = (source: string) => {
    let index = tests.get(source);
    if (index === undefined) {
      index = program.tests.push(charTest(source)) - 1;
      tests.set(source, index);
    }
    return index;
  };
  function node(n: Node): void {
    switch (n.type) {
      case "char":
        emit(CHAR, testOf(n.source));
        return;
      case "assert":
        emit(ASSERT, program.asserts.push(n) - 1);
        return;
      case "seq":
        for (const item of n.items) node(item);
        return;
      case "alt": {
        const jumps: number[] = [];
        n.branches.forEach((branch, k) => {
          const split = k < n.branches.length - 1 ? emit(SPLIT) : -1;
          if (split >= 0) program.arg[split] = split + 1;
          node(branch);
          if (split >= 0) {
            jumps.push(emit(JUMP));
            program.alt[split] = program.op.length;
          }
        });
        for (const jump of jumps) program.arg[jump] = program.op.length;
        return;
      }
      case "repeat": {
        for (let k = 0; k < n.min; k++) node(n.body);
        if (n.max === Number.POSITIVE_INFINITY) {
          const split = emit(SPLIT, program.op.length + 1);
          node(n.body);
          emit(JUMP, split);
          program.alt[split] = program.op.length;
          return;
        }
        const splits: number[] = [];
        for (let k = n.min; k < n.max; k++) {
          splits.push(emit(SPLIT, program.op.length + 1));
          node(n.body);
        }
        for (const split of splits) program.alt[split] = program.op.length;
      }
    }
  }
  node(root);
  emit(MATCH);
  return program;
}

/** One character's test: the class, escape or literal as RegExp reads it, remembered for ASCII characters. */
function charTest(source: string): (char: string) => boolean {
  const regExp = new RegExp(`^(?:${source})$`, "u");
  const ascii = new Uint8Array(128); // 0 not yet asked, 1 no, 2 yes
  return (char) => {
    const code = char.charCodeAt(0);
    if (code >= 128) return regExp.test(char);
    if (ascii[code] === 0) ascii[code] = regExp.test(char) ? 2 : 1;
    return ascii[code] === 2;
  };
}

const isWordChar = (char: string | undefined) => char !== undefined && /^[A-Za-z0-9_]$/.test(char);

/** A compiled pattern with RegExp's `test` (a match anywhere in the string), in time linear in the string's length. */
export interface LinearPattern {
  readonly source: string;
  readonly flags: "u";
  test(value: string): boolean;
  toString(): string;
}

/**
 * Why a pattern cannot be checked in linear time (a backreference, a lookaround…), or undefined where it can. What is
 * not a pattern throws RegExp's SyntaxError, which names the whole pattern (not one of its pieces).
 */
export function linearPatternSupport(source: string): string | undefined {
  new RegExp(source, "u");
  try {
    compile(parse(source));
    return undefined;
  } catch (error) {
    if (error instanceof Unsupported) return `it uses ${error.message}`;
    throw error;
  }
}

/**
 * A pattern checked in linear time, with the `test` of `new RegExp(source, "u")`. Throws a TypeError for a pattern it
 * cannot follow (see `linearPatternSupport`).
 */
export function linearPattern(source: string): LinearPattern {
  new RegExp(source, "u"); // a SyntaxError for what is not a pattern, as RegExp words it
  let program: Program;
  try {
    program = compile(parse(source));
  } catch (error) {
    if (error instanceof Unsupported)
      throw new TypeError(
        `pattern ${JSON.stringify(source)} cannot be checked in linear time: it uses ${error.message}`,
      );
    throw error;
  }
  const { op, arg, alt, tests, asserts } = program;
  const size = op.length;
  const mark = new Uint32Array(size);
  let generation = 0;
  let current = new Int32Array(size);
  let next = new Int32Array(size);

  /** Follows splits, jumps and assertions from `pc` at a position, adding each character test or match reached. */
  function add(list: Int32Array, count: number, pc: number, before: string | undefined, after: string | undefined) {
    const stack = [pc];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (mark[at] === generation) continue;
      mark[at] = generation;
      switch (op[at]) {
        case SPLIT:
          stack.push(alt[at]!, arg[at]!);
          break;
        case JUMP:
          stack.push(arg[at]!);
          break;
        case ASSERT: {
          const { kind } = asserts[arg[at]!] as { kind: string };
          const holds =
            kind === "^"
              ? before === undefined
              : kind === "$"
                ? after === undefined
                : (isWordChar(before) !== isWordChar(after)) === (kind === "b");
          if (holds) stack.push(at + 1);
          break;
        }
        default:
          list[count++] = at;
      }
    }
    return count;
  }

  return {
    source,
    flags: "u",
    toString: () => `/${source}/u`,
    test(value: string): boolean {
      const chars = Array.from(value); // code points, as RegExp reads a string with the `u` flag
      generation++;
      let count = add(current, 0, 0, undefined, chars[0]);
      for (let p = 0; ; p++) {
        for (let k = 0; k < count; k++) if (op[current[k]!] === MATCH) return true;
        if (p === chars.length) return false;
        const char = chars[p]!;
        generation++;
        let nextCount = 0;
        for (let k = 0; k < count; k++) {
          const at = current[k]!;
          if (op[at] === CHAR && tests[arg[at]!]!(char)) nextCount = add(next, nextCount, at + 1, char, chars[p + 1]);
        }
        // A match may start at any position: the start is added again after each character.
        nextCount = add(next, nextCount, 0, char, chars[p + 1]);
        [current, next] = [next, current];
        count = nextCount;
      }
    },
  };
}

/**
 * ajv's `code.regExp` engine for schemas compiled at run time (the mock's): RegExp where `backtrackingSafe` says it is
 * fast, or else the linear form (RegExp again where the pattern has no linear form).
 */
export function specPattern(source: string, flags = "u"): { test(value: string): boolean } {
  if (flags !== "u" || backtrackingSafe(source) || linearPatternSupport(source) !== undefined)
    return new RegExp(source, flags);
  return linearPattern(source);
}
specPattern.code = 'require("fleetkit/runtime").specPattern';
