/** The report `fleetkit diff --json` prints: what a spec change does to the people who call the API. */

type Severity = "breaking" | "non-breaking";

export interface DiffChange {
  severity: Severity;
  /** A JSON pointer into the spec the change is in: the new one, or the old one for what was removed. */
  location: string;
  message: string;
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
  operations: { added: string[]; removed: string[] };
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
