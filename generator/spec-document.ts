import { readFile } from "node:fs/promises";
import { LineCounter, parseDocument } from "yaml";
import { pointerSegments } from "./json-pointer.js";

/** The parts of an OpenAPI 3.1 document the generator reads; everything else passes through untouched. */
export interface SpecDocument {
  openapi: string;
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  "x-fleetkit-scopes"?: { categories?: unknown; defaultReadScopes?: { scopes?: unknown } };
  [key: string]: unknown;
}

export interface LoadedSpec {
  /** The file the document came from, as given. */
  file: string;
  document: SpecDocument;
  /** "file:line" for a JSON pointer into the document, or the file alone when the pointer does not resolve. */
  locate(pointer: string): string;
}

/** Thrown when the spec cannot be read or is not a YAML/JSON mapping. */
export class SpecReadError extends Error {
  override name = "SpecReadError";
}

export async function loadSpec(file: string): Promise<LoadedSpec> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (cause) {
    throw new SpecReadError(`cannot read the spec at ${file}: ${(cause as Error).message}`, { cause });
  }
  return parseSpec(text, file);
}

export function parseSpec(text: string, file: string): LoadedSpec {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    const { line, col } = lineCounter.linePos(first.pos[0]);
    throw new SpecReadError(`${file}:${line}:${col}: ${first.message.split("\n")[0]}`);
  }
  const document = doc.toJS({ maxAliasCount: 1000 }) as unknown;
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    throw new SpecReadError(`${file}: the spec must be a mapping with an "openapi" key`);
  }
  return {
    file,
    document: document as SpecDocument,
    locate(pointer) {
      const node = doc.getIn(pointerSegments(pointer), true) as { range?: [number, number, number] } | undefined;
      if (!node?.range) return file;
      return `${file}:${lineCounter.linePos(node.range[0]).line}`;
    },
  };
}
