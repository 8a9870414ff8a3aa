import type { SchemaUsage, ValidationResult } from "./validation/validators.js";

/** What the client does with each response body: nothing (the default), tell `onDrift`, or throw `ResponseDriftError`. */
export type DriftMode = "off" | "report" | "throw";

/** One way an answer differs from the spec. */
export interface DriftProblem {
  /** JSON pointer into the body ("" for the body itself), at its first occurrence in this answer. */
  pointer: string;
  /** `violation`: the schema rejects the value; `undocumented`: a property (or a status) the spec does not name. */
  kind: "violation" | "undocumented";
  /** The JSON Schema keyword that failed (`type`, `enum`, `required`…), `properties` or `status` for undocumented. */
  keyword: string;
  /** A sentence starting with the pointer. It never quotes a value of the answer. */
  message: string;
}

/** An answer that differs from the spec: which call, which status, and every distinct problem, each once. */
export interface Drift {
  operationId: string;
  /** Upper case, e.g. `GET`. */
  method: string;
  /** The path template, as the spec names it. */
  path: string;
  status: number;
  problems: DriftProblem[];
}

/**
 * What a schema names, as the generator writes it for drift checks (compact, JSON): a string is a component schema's
 * name; `p` the named properties, `x` the schema of other keys (`additionalProperties` as a schema), `i` the items, `a`
 * alternatives (`allOf`, `oneOf`, `anyOf`: a property any of them names is documented). A shape with neither `p` nor
 * `x` says nothing of an object's keys: none is reported.
 */
export type DriftShape =
  | string
  | {
      readonly p?: Readonly<Record<string, DriftShape>>;
      readonly x?: DriftShape;
      readonly i?: DriftShape;
      readonly a?: readonly DriftShape[];
    };

/** What a generated module gives the runtime for drift checks, loaded on first use. */
export interface DriftChecks {
  /** The module's `validate` (its precompiled validators). */
  validate(schema: string, value: unknown, usage?: SchemaUsage): ValidationResult;
  /** Each component schema's shape, by name. */
  shapes: Readonly<Record<string, DriftShape>>;
  /**
   * The runtime's drift engine (`responseDrift`), brought by the same loader, so a client that checks nothing
   * carries none of it.
   */
  responseDrift: typeof import("./drift.js").responseDrift;
}
