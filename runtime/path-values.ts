import { defaultPathSerializer, type PathSerializer } from "openapi-fetch";
import { type OperationRef, PathParameterError } from "./errors.js";

/** A placeholder as openapi-fetch finds them in a path (`{driver_id}`, and its `{.x}`, `{;x}`, `{x*}` styles). */
const PLACEHOLDER = /\{[^{}]+\}/g;

/** What a path needs before it deserves a closer look: a placeholder, a dot (also `%2e`), a backslash, a control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what it looks for
const SUSPECT = /[{.%\\\x00-\x1f\x7f]/;

/** A dot segment as the URL standard reads one: `.` or `..`, each dot also spelt `%2e` in any case. */
const isDotSegment = (segment: string) => /^(?:\.|%2e){1,2}$/i.test(segment);

/** What the URL parser does not keep as one segment: it reads `\` as `/` and drops tabs and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const BACKSLASH_OR_CONTROL = /[\\\x00-\x1f\x7f]/;

/** What only a value can bring into a segment, since the template cannot: the start of a new segment, query or fragment. */
const NEW_PART = /[/?#]/;

/** What a call gives, as far as its path is concerned. */
interface PathInit {
  params?: { path?: Record<string, unknown> };
  pathSerializer?: PathSerializer;
}

/**
 * Refuses, before anything is sent, a call whose path the URL parser would send elsewhere than to `operation`, which the
 * guards approved: the URL standard removes dot segments (`/drivers/../dispatch` is `/dispatch`, and `%2e%2e` counts
 * as `..`), reads `\` as `/` and drops tabs and line breaks. A path parameter must be given, not empty, not a dot
 * segment, and expand to one segment (openapi-fetch percent-encodes a string, so a `/` in it stays in its segment; it
 * writes the keys of an object value raw, so they must need no encoding). A concrete path must have no such segment
 * either. Throws `PathParameterError`, naming the parameter.
 */
export function checkPath(operation: OperationRef, url: string, init: unknown): void {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!SUSPECT.test(path)) return;
  const { params, pathSerializer } = (init ?? {}) as PathInit;
  const values = params?.path;
  for (const segment of path === operation.path ? templateSegments(operation) : segmentsOf(path)) {
    if (segment.names === undefined) {
      if (segment.problem === undefined) continue;
      throw new PathParameterError(
        operation,
        undefined,
        `the path ${quote(path)} ${segment.problem}; give the operation's path template and the ids in params.path`,
      );
    }
    for (const name of segment.names) {
      const problem = valueProblem(values?.[name]);
      if (problem !== undefined) throw new PathParameterError(operation, name, `path parameter ${name} ${problem}`);
    }
    // A string or number alone in its segment is percent-encoded whole: what valueProblem let through stays one segment.
    const value = values![segment.names[0]!];
    if (segment.plain && pathSerializer === undefined && (typeof value === "string" || typeof value === "number"))
      continue;
    // Anything else as openapi-fetch will expand it (with the call's own pathSerializer, if it has one).
    const expanded = (pathSerializer ?? defaultPathSerializer)(segment.text, values!);
    const problem = expandedProblem(expanded);
    if (problem !== undefined) {
      throw new PathParameterError(
        operation,
        segment.names[0],
        `path parameter ${segment.names.join(" and ")} expands to ${quote(expanded)}, ${problem}`,
      );
    }
  }
}

/** One segment of a path: literal (with what is wrong with it, if anything), or with placeholders. */
interface Segment {
  readonly text: string;
  /** What is wrong with a literal segment. */
  readonly problem?: string;
  /** The parameters of a segment with placeholders; undefined for a literal one. */
  readonly names?: readonly string[];
  /** The segment is one `{name}` and nothing else, in openapi-fetch's default style. */
  readonly plain?: boolean;
}

function segmentsOf(path: string): Segment[] {
  return path.split("/").map((text): Segment => {
    const names = text.includes("{")
      ? [...text.matchAll(PLACEHOLDER)].map(([placeholder]) => placeholderName(placeholder))
      : [];
    if (names.length === 0) return { text, problem: literalProblem(text) };
    return { text, names, plain: /^\{[^{}.;*]+\}$/.test(text) };
  });
}

/** Each operation's template read once: the spec's templates are few, and a call passes one on each request. */
const templates = new WeakMap<OperationRef, Segment[]>();

function templateSegments(operation: OperationRef): Segment[] {
  let segments = templates.get(operation);
  if (segments === undefined) {
    segments = segmentsOf(operation.path);
    templates.set(operation, segments);
  }
  return segments;
}

/** openapi-fetch's reading of a placeholder: `{.name}` and `{;name}` are styles, `{name*}` is explode. */
function placeholderName(placeholder: string): string {
  return placeholder.slice(1, -1).replace(/\*$/, "").replace(/^[.;]/, "");
}

const DOT_SEGMENT =
  "a dot segment: the URL would remove it (and with `..` the segment before it), sending the request to another path, another operation than the one called";

function literalProblem(segment: string): string | undefined {
  if (isDotSegment(segment)) return `has the segment ${quote(segment)}, ${DOT_SEGMENT}`;
  if (BACKSLASH_OR_CONTROL.test(segment))
    return "has a backslash or a control character, which the URL reads as `/` or drops, making another path of it";
  return undefined;
}

function valueProblem(value: unknown): string | undefined {
  if (value === undefined || value === null) return "is missing; give it in params.path";
  if (value === "")
    return "is empty; the request would go to a path with an empty segment (`//`), which is another path";
  if ((typeof value === "string" || typeof value === "number") && isDotSegment(String(value)))
    return `is ${quote(String(value))}, ${DOT_SEGMENT}; check where the value comes from`;
  if (typeof value === "object" && !Array.isArray(value)) {
    // openapi-fetch writes an object's keys into the path as they are, and through String#replace, where `$'` and
    // `` $` `` copy other parts of the URL in: only keys that need no percent-encoding are safe there.
    const raw = Object.keys(value).find((key) => encodeURIComponent(key) !== key);
    if (raw !== undefined)
      return `has the key ${quote(raw)}, which openapi-fetch would put into the path without percent-encoding it; use keys of letters, digits and - _ . ! ~ * ' ( ) only`;
  }
  return undefined;
}

function expandedProblem(expanded: string): string | undefined {
  if (expanded === "") return "an empty segment (`//`), which is another path";
  if (isDotSegment(expanded)) return DOT_SEGMENT;
  if (NEW_PART.test(expanded) || BACKSLASH_OR_CONTROL.test(expanded))
    return "which has a `/`, `?`, `#`, `\\` or control character that is not percent-encoded: it would change the path";
  return undefined;
}

function quote(text: string): string {
  const quoted = JSON.stringify(text);
  return quoted.length > 80 ? `${quoted.slice(0, 79)}…"` : quoted;
}
