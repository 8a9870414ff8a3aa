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
 * segment, and expand to one segment (openapi-fetch percent-encodes a string, so a `/` in it stays in its segment;
 * the raw keys of an object value are not encoded). A concrete path must have no such segment either. Throws
 * `PathParameterError`, naming the parameter.
 */
export function checkPath(operation: OperationRef, url: string, init: unknown): void {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!SUSPECT.test(path)) return;
  const { params, pathSerializer = defaultPathSerializer } = (init ?? {}) as PathInit;
  const values = params?.path;
  for (const segment of path.split("/")) {
    if (!segment.includes("{")) {
      const problem = literalProblem(segment);
      if (problem !== undefined) {
        throw new PathParameterError(
          operation,
          undefined,
          `the path ${quote(path)} ${problem}; give the operation's path template and the ids in params.path`,
        );
      }
      continue;
    }
    const names = [...segment.matchAll(PLACEHOLDER)].map(([placeholder]) => placeholderName(placeholder));
    for (const name of names) {
      const problem = valueProblem(values?.[name]);
      if (problem !== undefined) throw new PathParameterError(operation, name, `path parameter ${name} ${problem}`);
    }
    // As openapi-fetch will expand it (the call's own pathSerializer, if it has one).
    const expanded = pathSerializer(segment, values ?? {});
    const problem = expandedProblem(expanded);
    if (problem !== undefined) {
      throw new PathParameterError(
        operation,
        names[0],
        `path parameter ${names.join(" and ")} expands to ${quote(expanded)}, ${problem}`,
      );
    }
  }
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
