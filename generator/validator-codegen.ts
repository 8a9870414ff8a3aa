import codegenModule from "ajv/dist/compile/codegen/index.js";

/**
 * ajv's code generator, made cheaper for a large spec without changing a byte of what it writes.
 *
 * After generating each validator, ajv optimizes its syntax tree once (`CodeGen.optimize`): it drops names nobody reads
 * and inlines constants, which needs how often every name is used in the whole function. ajv counts them with a
 * getter that builds a fresh object for each node from its children's (`ParentNode.names`): on a validator with deep
 * nesting that copies each name once per level, and on GitHub's description it was a fifth of ajv's time. Here the
 * counts are added into one object in a single walk: the same counts (the sum is the same whichever way it is added),
 * so the optimization removes and inlines exactly what it did.
 *
 * Only ajv's implementation this was written against is replaced: where `CodeGen.prototype.optimize` reads otherwise
 * (another ajv version), ajv's own runs.
 */

type Names = Record<string, number>;

interface CodeNode {
  nodes?: CodeNode[];
  readonly names: Names;
  [block: string]: unknown;
}

interface CodeGenInternals {
  _root: CodeNode & { optimizeNodes(): unknown; optimizeNames(names: Names, constants: unknown): unknown };
  _constants: unknown;
}

// ajv's codegen module is CommonJS: the default import is `module.exports`.
const CodeGen = (codegenModule as unknown as { CodeGen: { prototype: { optimize(n?: number): void } } }).CodeGen;

/** ajv 8's `CodeGen.optimize`, as its source reads (whitespace aside): what the faster count stands in for. */
const AJV_OPTIMIZE =
  "optimize(n=1){while(n-->0){this._root.optimizeNodes();this._root.optimizeNames(this._root.names,this._constants);}}";

/** The nodes below a node that are not in its `nodes`: an `if`'s `else`, a `try`'s `catch` and `finally`. */
const CHILD_BLOCKS = ["else", "catch", "finally"] as const;

const NO_NODES: CodeNode[] = [];

function addNames(into: Names, from: Names): void {
  for (const name in from) into[name] = (into[name] || 0) + (from[name] || 0);
}

/**
 * Adds the use counts of `node`'s tree into `into`: what `node.names` returns, without an object per level. A block's
 * own names (an `if`'s condition, a loop's iteration) are read from ajv's getter with its children set aside for the
 * moment, so every node kind counts what ajv's getter counts for it.
 */
export function collectNames(node: CodeNode, into: Names): void {
  const { nodes } = node;
  if (!Array.isArray(nodes)) {
    addNames(into, node.names);
    return;
  }
  const blocks = CHILD_BLOCKS.map((key) => node[key] as CodeNode | undefined);
  let own: Names;
  node.nodes = NO_NODES;
  for (const [i, key] of CHILD_BLOCKS.entries()) if (blocks[i] !== undefined) node[key] = undefined;
  try {
    own = node.names;
  } finally {
    node.nodes = nodes;
    for (const [i, key] of CHILD_BLOCKS.entries()) if (blocks[i] !== undefined) node[key] = blocks[i];
  }
  addNames(into, own);
  for (const child of nodes) collectNames(child, into);
  for (const block of blocks) if (block !== undefined) collectNames(block, into);
}

function optimizeCounted(this: CodeGenInternals, n = 1): void {
  while (n-- > 0) {
    this._root.optimizeNodes();
    const names: Names = {};
    collectNames(this._root, names);
    this._root.optimizeNames(names, this._constants);
  }
}

/** Whether this ajv's `CodeGen.optimize` is the one `optimizeCounted` stands in for. */
export function fasterOptimizeApplies(): boolean {
  return String(CodeGen.prototype.optimize).replace(/\s+/g, "") === AJV_OPTIMIZE;
}

/**
 * Runs `work` (synchronous: nothing else compiles meanwhile) with the faster name count in ajv's code generator, and
 * puts ajv's own back afterwards, thrown or not.
 */
export function withFasterOptimize<T>(work: () => T): T {
  if (!fasterOptimizeApplies()) return work();
  const original = CodeGen.prototype.optimize;
  CodeGen.prototype.optimize = optimizeCounted as typeof original;
  try {
    return work();
  } finally {
    CodeGen.prototype.optimize = original;
  }
}
