import codeModule from "ajv/dist/compile/codegen/code.js";
import codegenModule from "ajv/dist/compile/codegen/index.js";

/**
 * ajv's code generator, made cheaper for a large spec without changing a byte of what it writes.
 *
 * After generating each validator, ajv optimizes its syntax tree once (`CodeGen.optimize`): it drops names nobody reads
 * and inlines constants, which needs how often every name is used in the whole function. ajv counts them with getters
 * that build a fresh object for each expression and each node from its children's (`ParentNode.names`): on a validator
 * with deep nesting that copies each name once per level, and on GitHub's description it was a fifth of ajv's time.
 * Here each name is added once into one object: the same counts (the sum is the same whichever way it is added), so
 * the optimization removes and inlines exactly what it did.
 *
 * Only ajv's implementation this was written against is replaced: where `CodeGen.prototype.optimize` or the
 * expressions' `names` getters read otherwise (another ajv version), ajv's own runs.
 */

type Names = Record<string, number>;

interface CodeNode {
  readonly names: Names;
}

interface CodeGenInternals {
  _root: CodeNode & { optimizeNodes(): unknown; optimizeNames(names: Names, constants: unknown): unknown };
  _constants: unknown;
}

// ajv's codegen modules are CommonJS: the default import is `module.exports`.
const CodeGen = (codegenModule as unknown as { CodeGen: { prototype: { optimize(n?: number): void } } }).CodeGen;
const { _Code, Name } = codeModule as unknown as {
  _Code: { prototype: object };
  Name: abstract new (...args: never[]) => { str: string };
};

/** ajv 8's `CodeGen.optimize`, as its source reads (whitespace aside): what the faster count stands in for. */
const AJV_OPTIMIZE =
  "optimize(n=1){while(n-->0){this._root.optimizeNodes();this._root.optimizeNames(this._root.names,this._constants);}}";

/** ajv 8's `names` getters of an expression (`_Code`) and of a name, which the count replaces while it runs. */
const AJV_CODE_NAMES =
  "names(){var_a;return((_a=this._names)!==null&&_a!==void0?_a:(this._names=this._items.reduce((names,c)=>{if(cinstanceofName)names[c.str]=(names[c.str]||0)+1;returnnames;},{})));}";
const AJV_NAME_NAMES = "names(){return{[this.str]:1};}";

const namesGetter = (prototype: object) => Object.getOwnPropertyDescriptor(prototype, "names")?.get;
const sourceOf = (fn: unknown) => String(fn).replace(/\s+/g, "").replace(/^get/, "");

/** Frozen: a getter of ajv's that wrote into what an expression's `names` returned would throw, not miscount. */
const NO_NAMES: Names = Object.freeze({});

/** Where the expressions' getters add their names while `collectNames` reads a tree (else they are ajv's own). */
let counting: Names | undefined;

const ajvGetters = { code: namesGetter(_Code.prototype), name: namesGetter(Name.prototype) };

function codeNames(this: { _items: unknown[] }): Names {
  if (counting === undefined) return ajvGetters.code!.call(this);
  for (const item of this._items) {
    if (item instanceof Name) counting[item.str] = (counting[item.str] || 0) + 1;
  }
  return NO_NAMES;
}

function nameNames(this: { str: string }): Names {
  if (counting === undefined) return ajvGetters.name!.call(this);
  counting[this.str] = (counting[this.str] || 0) + 1;
  return NO_NAMES;
}

/**
 * Puts the counting getters on ajv's expressions until the returned function puts ajv's back. Once per run, not once
 * per validator: V8 deoptimizes the code that reads a prototype whose property changes (redefining them per validator
 * made GitHub's description a third slower).
 */
function countingGetters(): () => void {
  Object.defineProperty(_Code.prototype, "names", { configurable: true, get: codeNames });
  Object.defineProperty(Name.prototype, "names", { configurable: true, get: nameNames });
  return () => {
    Object.defineProperty(_Code.prototype, "names", { configurable: true, get: ajvGetters.code });
    Object.defineProperty(Name.prototype, "names", { configurable: true, get: ajvGetters.name });
  };
}

/**
 * Adds the use counts of `node`'s tree into `into`: what `node.names` returns. ajv's getters build the counts level by
 * level, a fresh object for every expression and block; here, for the length of one read of `node.names`, each
 * expression adds its names straight into `into` and answers that it has none. Every node's getter reads each of its
 * expressions' `names` once and adds them (ajv 8's, whose optimize and expression getters `fasterOptimizeApplies`
 * compares with their source), so the sum is the same; whatever a getter still returns is added too.
 */
export function collectNames(node: CodeNode, into: Names): void {
  const restore = namesGetter(_Code.prototype) === codeNames ? undefined : countingGetters();
  const outer = counting;
  counting = into;
  let rest: Names;
  try {
    rest = node.names;
  } finally {
    counting = outer;
    restore?.();
  }
  for (const name in rest) into[name] = (into[name] || 0) + (rest[name] || 0);
}

function optimizeCounted(this: CodeGenInternals, n = 1): void {
  while (n-- > 0) {
    this._root.optimizeNodes();
    const names: Names = {};
    collectNames(this._root, names);
    this._root.optimizeNames(names, this._constants);
  }
}

/** Whether this ajv's `CodeGen.optimize` and expression getters are the ones `optimizeCounted` stands in for. */
export function fasterOptimizeApplies(): boolean {
  return (
    sourceOf(CodeGen.prototype.optimize) === AJV_OPTIMIZE &&
    sourceOf(namesGetter(_Code.prototype)) === AJV_CODE_NAMES &&
    sourceOf(namesGetter(Name.prototype)) === AJV_NAME_NAMES
  );
}

/**
 * Runs `work` (synchronous) with each validator's code made flat as ajv makes it, and ajv's own `CodeGen.toString` put
 * back afterwards, thrown or not. ajv builds a validator's code by joining thousands of small strings, and V8 keeps
 * such a string as a tree of its pieces until something reads it; ajv keeps every validator's code until
 * `standaloneCode` joins them at the end. On GitHub's description those trees were millions of small objects that every
 * garbage collection of the thread copied or marked, and the first reader of the joined 13 MB paid for walking them
 * (ajv's part of `generate` went from about 2.0 s to 1.6 s on this thread). Reading one character of each validator's
 * code as it is made turns it into one flat string at once, while its pieces are still young and in cache, so they
 * are freed where they were made. The text is the same.
 */
export function withFlatCode<T>(work: () => T): T {
  const prototype = CodeGen.prototype as unknown as { toString(): string };
  const own = prototype.toString;
  prototype.toString = function flatCode(this: unknown): string {
    const code = own.call(this);
    // Reading a character of a string held as pieces makes V8 join them into one (it keeps the result in place).
    if (typeof code === "string" && code.length > 0) code.charCodeAt(0);
    return code;
  };
  try {
    return work();
  } finally {
    prototype.toString = own;
  }
}

/**
 * Runs `work` (synchronous: nothing else compiles meanwhile) with the faster name count in ajv's code generator, and
 * puts ajv's own optimize and getters back afterwards, thrown or not.
 */
export function withFasterOptimize<T>(work: () => T): T {
  if (!fasterOptimizeApplies()) return work();
  const original = CodeGen.prototype.optimize;
  CodeGen.prototype.optimize = optimizeCounted as typeof original;
  const restoreGetters = countingGetters();
  try {
    return work();
  } finally {
    CodeGen.prototype.optimize = original;
    restoreGetters();
  }
}
