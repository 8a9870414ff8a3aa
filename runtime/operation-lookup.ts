import type { OperationMeta } from "./api.js";
import { FleetError } from "./errors.js";

/** A method and path that no operation of the spec serves. The reference: undocumented endpoints are unsupported. */
export class UnknownOperationError extends FleetError {
  override name = "UnknownOperationError";
  constructor(
    readonly method: string,
    readonly path: string,
  ) {
    super(
      `${method.toUpperCase()} ${path} is not an operation of the fleet API spec; undocumented endpoints are unsupported (run \`fleetkit scopes --json\` to list them)`,
    );
  }
}

export interface OperationMatch<Operation extends OperationMeta = OperationMeta> {
  operation: Operation;
  /** Path parameters by template name, percent-decoded. */
  params: Record<string, string>;
}

/**
 * One segment of a template: literal `text`, or a `pattern` that captures its parameters, by `names`: a whole one
 * (`{id}`), or text with parameters in it (Google's `{name}:cancel`, APIs.guru's `{api}.json`, `v{version}`). `rank`
 * is how specific it is: a literal (2) beats text with parameters (1), which beats a whole parameter (0). A
 * parameter takes any characters but none (a newline too: the path checks refuse what a URL would resolve).
 */
interface Segment {
  text?: string;
  pattern?: RegExp;
  names: string[];
  rank: number;
}

interface Candidate {
  operation: OperationMeta;
  segments: Segment[];
}

function segmentOf(segment: string): Segment {
  const names: string[] = [];
  // Split at each `{name}`: literal text at even places, parameters at odd ones.
  const source = segment
    .split(/(\{[^{}]+\})/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(part.slice(1, -1));
      return "(.+?)";
    })
    .join("");
  if (names.length === 0) return { text: segment, names, rank: 2 };
  return { pattern: new RegExp(`^${source}$`, "s"), names, rank: source === "(.+?)" ? 0 : 1 };
}

/** Finds a spec's operations by method and path; built once per spec by `defineApi`. */
export interface OperationIndex {
  /** By method and a concrete path or a template; undefined when the spec has no such operation. */
  match(method: string, path: string): OperationMatch | undefined;
  /** Like `match`, but throws `UnknownOperationError` for anything the spec does not have. */
  lookup(method: string, path: string): OperationMatch;
  /** By method and template (openapi-fetch's `schemaPath`): one map lookup, else `lookup`. */
  at(method: string, template: string): OperationMeta;
  /** By operationId; undefined for an unknown one. */
  byId(operationId: string): OperationMeta | undefined;
}

const splitPath = (path: string): string[] =>
  path
    .replace(/[?#].*$/, "")
    .replace(/^\/?/, "/")
    .replace(/\/+$/, "")
    .split("/")
    .slice(1);

/**
 * Literal segments win over templates, from the left: `/v1/fleet/vehicles/locations` is not
 * `/v1/fleet/vehicles/{vehicle_id}`; a segment with text beside its parameter (`{name}:cancel`) wins over a whole one.
 */
function moreSpecific(a: Candidate, b: Candidate): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const difference = a.segments[i]!.rank - b.segments[i]!.rank;
    if (difference !== 0) return difference > 0;
  }
  return false;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The one index of a spec's operations: by exact method and template (what openapi-fetch's `schemaPath` gives), by
 * operationId, and by method for matching concrete paths segment by segment. A leading slash is optional and a
 * query string is ignored when matching.
 */
export function createOperationIndex(operations: Iterable<OperationMeta>): OperationIndex {
  const byTemplate = new Map<string, OperationMeta>();
  const byMethod = new Map<string, Candidate[]>();
  const byOperationId = new Map<string, OperationMeta>();
  for (const operation of operations) {
    byTemplate.set(`${operation.method} ${operation.path}`, operation);
    byOperationId.set(operation.operationId, operation);
    const list = byMethod.get(operation.method) ?? [];
    list.push({ operation, segments: splitPath(operation.path).map(segmentOf) });
    byMethod.set(operation.method, list);
  }

  function match(method: string, path: string): OperationMatch | undefined {
    const segments = splitPath(path);
    let best: Candidate | undefined;
    for (const candidate of byMethod.get(method.toLowerCase()) ?? []) {
      if (candidate.segments.length !== segments.length) continue;
      const fits = candidate.segments.every((segment, i) =>
        segment.pattern ? segment.pattern.test(segments[i]!) : segments[i] === segment.text,
      );
      if (fits && (best === undefined || moreSpecific(candidate, best))) best = candidate;
    }
    if (!best) return undefined;
    const params: Record<string, string> = {};
    best.segments.forEach((segment, i) => {
      const values = segment.pattern?.exec(segments[i]!);
      segment.names.forEach((name, n) => {
        params[name] = safeDecode(values![n + 1]!);
      });
    });
    return { operation: best.operation, params };
  }

  function lookup(method: string, path: string): OperationMatch {
    const found = match(method, path);
    if (!found) throw new UnknownOperationError(method, path);
    return found;
  }

  return {
    match,
    lookup,
    at: (method, template) =>
      byTemplate.get(`${method.toLowerCase()} ${template}`) ?? lookup(method, template).operation,
    byId: (operationId) => byOperationId.get(operationId),
  };
}
