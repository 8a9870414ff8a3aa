import { LineCounter, parseDocument, type YAMLError } from "yaml";
import { SpecReadError } from "../spec-document.js";
import { type ContainerStep, pointerSegments, stepPointer, walkContainers } from "../json-pointer.js";
import type { InputLimits } from "./limits.js";

export interface ParsedText {
  value: unknown;
  /** "label:line" for a JSON pointer into the text's own structure, or the label alone. */
  locate(pointer: string): string;
}

/** The line and column of a YAML error, and the line that is really at fault where the parser names its neighbour. */
function yamlErrorPlace(
  error: YAMLError,
  text: string,
  lines: LineCounter,
): { line: number; col: number; note: string } {
  const start = lines.linePos(error.pos[0]);
  // A value that runs on into a more indented line is reported where the value starts; the mistake is on the
  // line that continues it (usually its indentation).
  if (error.code === "BLOCK_AS_IMPLICIT_KEY" || error.code === "MULTILINE_IMPLICIT_KEY") {
    const next = text.indexOf("\n", error.pos[0]);
    if (next !== -1) {
      const rest = text.slice(next + 1);
      const offset = /^\s*/.exec(rest)![0].length;
      const at = lines.linePos(next + 1 + offset);
      if (at.line > start.line)
        return {
          ...at,
          note: ` (this line continues the value that starts at line ${start.line}, column ${start.col}: check its indentation)`,
        };
    }
  }
  return { ...start, note: "" };
}

/** A container met by `checkDepth`, at its depth (the pointer is spelled on error only). */
interface DepthStep extends ContainerStep {
  depth: number;
}

function checkDepth(value: unknown, label: string, maxDepth: number): void {
  // Iterative (`walkContainers`), so a hostile document cannot overflow the stack while being checked.
  if (typeof value !== "object" || value === null) return;
  walkContainers<DepthStep>(
    { node: value, key: "", parent: undefined, depth: 0 },
    (step) => {
      if (step.depth >= maxDepth)
        throw new SpecReadError(
          `${label}: ${stepPointer(step)} is nested more than ${maxDepth} levels deep, over the limit for a spec; flatten it with $refs to named schemas`,
        );
    },
    (parent, key, node) => ({ node, key, parent, depth: parent.depth + 1 }),
  );
}

/** Lines of a JSON pointer in YAML or JSON text: parsed again, only when an error needs a line number. */
function lazyLocator(text: string, label: string, yamlDoc?: ReturnType<typeof parseDocument>, lines?: LineCounter) {
  let doc = yamlDoc;
  let counter = lines;
  return (pointer: string): string => {
    if (doc === undefined) {
      counter = new LineCounter();
      doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
    }
    const node = doc.getIn(pointerSegments(pointer), true) as { range?: [number, number, number] } | undefined;
    return node?.range ? `${label}:${counter!.linePos(node.range[0]).line}` : label;
  };
}

/** Parses a spec's text as JSON (when it looks like JSON: fast) or YAML, within the limits. */
export function parseText(text: string, label: string, limits: InputLimits): ParsedText {
  let value: unknown;
  if (/^\s*[{[]/.test(text)) {
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined; // not strict JSON: YAML (a superset) parses it and names the line
    }
    if (value !== undefined) {
      checkDepth(value, label, limits.maxDepth);
      return { value, locate: lazyLocator(text, label) };
    }
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    const { line, col, note } = yamlErrorPlace(first, text, lines);
    // The parser recurses: a document nested thousands deep overflows its stack long past the depth limit.
    if (first.message.includes("Maximum call stack size exceeded"))
      throw new SpecReadError(
        `${label}:${line}: nested more than ${limits.maxDepth} levels deep, over the limit for a spec; flatten it with $refs to named schemas`,
      );
    throw new SpecReadError(
      `${label}:${line}:${col}: ${first.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "")}${note}`,
    );
  }
  try {
    value = doc.toJS({ maxAliasCount: limits.maxAliases });
  } catch (cause) {
    const message = (cause as Error).message;
    if (/alias/i.test(message))
      throw new SpecReadError(
        `${label}: its YAML aliases expand past the limit of ${limits.maxAliases} (a document built to exhaust memory, or one that needs the limit raised)`,
        { cause },
      );
    throw new SpecReadError(`${label}: ${message}`, { cause });
  }
  checkDepth(value, label, limits.maxDepth);
  return { value, locate: lazyLocator(text, label, doc, lines) };
}
