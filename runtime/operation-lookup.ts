import { operations, type Operation } from "../generated/operations.js";
import { FleetError } from "./errors.js";

/** A method and path that no operation of the spec serves. The reference: undocumented endpoints are unsupported. */
export class UnknownOperationError extends FleetError {
  override name = "UnknownOperationError";
  constructor(
    readonly method: string,
    readonly path: string,
  ) {
    super(`${method.toUpperCase()} ${path} is not an operation of the fleet API spec; undocumented endpoints are unsupported (run \`fleetkit scopes --json\` to list them)`);
  }
}

export interface OperationMatch {
  operation: Operation;
  /** Path parameters by template name, percent-decoded. */
  params: Record<string, string>;
}

interface Candidate {
  operation: Operation;
  segments: string[];
  /** Template parameter name per segment, or null for a literal segment. */
  names: (string | null)[];
}

const splitPath = (path: string): string[] => path.replace(/[?#].*$/, "").replace(/^\/?/, "/").replace(/\/+$/, "").split("/").slice(1);

// The one index of the spec's operations: by exact method and template (what openapi-fetch's `schemaPath` gives),
// and by method for matching concrete paths segment by segment.
const byTemplate = new Map<string, Operation>();
const byMethod = new Map<string, Candidate[]>();
for (const operation of Object.values(operations) as Operation[]) {
  byTemplate.set(`${operation.method} ${operation.path}`, operation);
  const segments = splitPath(operation.path);
  const names = segments.map((s) => /^\{(.+)\}$/.exec(s)?.[1] ?? null);
  const list = byMethod.get(operation.method) ?? [];
  list.push({ operation, segments, names });
  byMethod.set(operation.method, list);
}

/** Literal segments win over templates, from the left: `/v1/fleet/vehicles/locations` is not `/v1/fleet/vehicles/{vehicle_id}`. */
function moreSpecific(a: Candidate, b: Candidate): boolean {
  for (let i = 0; i < a.names.length; i++) {
    const aLiteral = a.names[i] === null;
    const bLiteral = b.names[i] === null;
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return false;
}

/**
 * Finds the operation for a method and a concrete path (`/v1/fleet/vehicles/123/locations`) or a path template;
 * a leading slash is optional, a query string is ignored. Undefined when the spec has no such operation.
 */
export function matchOperation(method: string, path: string): OperationMatch | undefined {
  const segments = splitPath(path);
  let best: Candidate | undefined;
  for (const candidate of byMethod.get(method.toLowerCase()) ?? []) {
    if (candidate.segments.length !== segments.length) continue;
    const fits = candidate.segments.every((s, i) => (candidate.names[i] === null ? s === segments[i] : segments[i] !== ""));
    if (fits && (best === undefined || moreSpecific(candidate, best))) best = candidate;
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  best.names.forEach((name, i) => {
    if (name !== null) params[name] = safeDecode(segments[i]!);
  });
  return { operation: best.operation, params };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Like `matchOperation`, but throws `UnknownOperationError` for anything the spec does not have. */
export function lookupOperation(method: string, path: string): OperationMatch {
  const match = matchOperation(method, path);
  if (!match) throw new UnknownOperationError(method, path);
  return match;
}

/**
 * The operation at a method and path template, such as openapi-fetch's `schemaPath`: one map lookup, falling back to
 * `lookupOperation` for anything else (a concrete path, no leading slash), which throws `UnknownOperationError`.
 */
export function operationAt(method: string, template: string): Operation {
  return byTemplate.get(`${method.toLowerCase()} ${template}`) ?? lookupOperation(method, template).operation;
}
