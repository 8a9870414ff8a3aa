/** The report `fleetkit diff --json` prints: what a spec change does to the people who call the API. */

type Severity = "breaking" | "non-breaking";

/**
 * How much a change matters to callers: `breaking` (a call or the code around it that worked stops working; the
 * message says when only typed code breaks, not what goes over the wire), `warning` (may break some callers: look),
 * `info` (nothing to do).
 */
export type Level = "breaking" | "warning" | "info";

export interface DiffChange {
  /** `breaking` for level `breaking`, else `non-breaking` (kept from the first report format). */
  severity: Severity;
  level: Level;
  /** The rule that found it, e.g. `request-property-became-required` (docs/diff.md lists them). */
  rule: string;
  /** A JSON pointer into the spec the change is in: the new one, or the old one for what was removed. */
  location: string;
  message: string;
}

/** A change with its severity derived from its level. */
export const diffChange = (level: Level, rule: string, location: string, message: string): DiffChange => ({
  severity: level === "breaking" ? "breaking" : "non-breaking",
  level,
  rule,
  location,
  message,
});

/** An operation that kept its operationId and changed its method or path. */
export interface MovedOperation {
  operationId: string;
  /** "POST /v1/fleet/drivers/create". */
  from: string;
  to: string;
}

export interface ScopeChange {
  operationId: string;
  /** Upper case, as in `fleetkit scopes --json`. */
  method: string;
  path: string;
  /** The scopes the operation needed (empty where the spec gave none). */
  before: string[];
  after: string[];
  /** The old spec did not state its scopes (scopes unknown). */
  unknownBefore?: true;
  /** The new spec does not state its scopes any more: the client's guard lets the call through. */
  unknownAfter?: true;
}

export interface DiffReport {
  /** True when any change is breaking; `fleetkit diff` then exits 1. */
  breaking: boolean;
  /** By operationId; `moved` kept its operationId and changed method or path (compared with its old self). */
  operations: { added: string[]; removed: string[]; moved: MovedOperation[] };
  scopeChanges: ScopeChange[];
  /** Present with `--token-scopes`: operations that token could call before and can no longer call. */
  uncovered?: string[];
  /** Breaking changes first, each group in document order. */
  changes: DiffChange[];
}

/** Bad input to `diff`: a spec that breaks fleetkit's rules, an unknown token scope, a missing diff engine. */
export class DiffInputError extends Error {
  override name = "DiffInputError";
}
