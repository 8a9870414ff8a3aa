/**
 * The proxy's report: per operation, its calls and statuses, and each distinct problem (by where, status class, kind,
 * keyword and pointer with array indices as `*`) with a count and a first-seen example, truncated and redacted. Each
 * problem is also sorted: additive drift (a new property, enum value, `null`, wider number format), which the overlay
 * writes into the spec, or the API breaking its contract, which it never papers over.
 */
import { pointerPattern } from "../../../runtime/drift.js";
import { createRedactor, REDACTED, type Redactor } from "../../../runtime/redact.js";
import type { Observed } from "./check.js";

/** Property names whose values never appear in a report: secrets, tokens, passwords, keys, signatures. */
export const SECRET_NAME = /secret|token|passw|api[-_]?key|auth|credential|private|signature|cookie|session/i;

/** What the overlay adds to the spec for an additive problem. */
export type Addition =
  | { type: "property"; schema: string; name: string; valueType: string }
  | { type: "enum"; schema: string; value: string | number | boolean }
  | { type: "null"; schema: string }
  | { type: "format"; schema: string; format: string };

export interface ProblemEntry {
  where: "request" | "response";
  /** The status class of the answers it was seen in (`2XX`, `4XX`…); absent for a request. */
  statuses?: string;
  pointer: string;
  kind: "violation" | "undocumented";
  keyword: string;
  message: string;
  count: number;
  /** `additive`: the overlay widens the spec; `broken`: the API broke its contract; `request`: what a caller sent. */
  change: "additive" | "broken" | "request";
  firstSeen: { at: string; status?: number; pointer: string; example?: string };
  /** Internal: what the overlay writes (not in the JSON report). */
  addition?: Addition;
}

export interface OperationEntry {
  operationId: string;
  method: string;
  path: string;
  calls: number;
  statuses: Record<string, number>;
  /** The 2xx statuses the spec documents (`200`, or the range `2XX`), to find the ones never seen. */
  documented: string[];
  problems: Map<string, ProblemEntry>;
}

/** Whether the documented status `documented` (`200`, or a range `2XX`) covers the answered status `status`. */
const covers = (documented: string, status: string) =>
  documented === status || (/^\dXX$/i.test(documented) && documented[0] === status[0]);

const MAX_EXAMPLE = 200;
const MAX_STRING = 60;
const MAX_OPERATIONS = 2000;

/** A value as a short JSON text: strings and lists cut, nesting cut, secret-named properties `[redacted]`. */
export function exampleOf(value: unknown, redactor: Redactor, name?: string): string | undefined {
  if (value === undefined) return undefined;
  if (name !== undefined && SECRET_NAME.test(name)) return JSON.stringify(REDACTED);
  const shrink = (node: unknown, depth: number): unknown => {
    if (typeof node === "string") return node.length > MAX_STRING ? `${node.slice(0, MAX_STRING)}…` : node;
    if (typeof node !== "object" || node === null) return node;
    if (depth >= 3) return Array.isArray(node) ? "[…]" : "{…}";
    if (Array.isArray(node)) {
      const items = node.slice(0, 3).map((item) => shrink(item, depth + 1));
      return node.length > 3 ? [...items, `… ${node.length - 3} more`] : items;
    }
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node).slice(0, 8))
      Object.defineProperty(out, key, {
        value: SECRET_NAME.test(key) ? REDACTED : shrink(child, depth + 1),
        enumerable: true,
      });
    return out;
  };
  const text = redactor.text(JSON.stringify(redactor.value(shrink(value, 0))));
  return text.length > MAX_EXAMPLE ? `${text.slice(0, MAX_EXAMPLE)}…` : text;
}

const lastSegment = (pointer: string) =>
  pointer === ""
    ? undefined
    : pointer
        .slice(pointer.lastIndexOf("/") + 1)
        .replace(/~1/g, "/")
        .replace(/~0/g, "~");

const WIDER_FORMAT: Record<string, string> = { int32: "int64", float: "double" };

/** How an answer's problem changes the contract, and what the overlay would add for it. */
function classify(problem: Observed, redactor: Redactor): Pick<ProblemEntry, "change" | "addition"> {
  if (problem.where === "request" || problem.answersRefusedRequest) return { change: "request" };
  const { schema, value } = problem;
  const name = lastSegment(problem.pointer);
  // The overlay holds the new value itself: never a secret's, never the token.
  const secret = (name !== undefined && SECRET_NAME.test(name)) || redactor.value(value) !== value;
  if (schema === undefined) return { change: "broken" };
  if (problem.kind === "undocumented" && problem.keyword === "properties" && name !== undefined) {
    const valueType =
      value === null
        ? "null"
        : Array.isArray(value)
          ? "array"
          : typeof value === "number"
            ? Number.isInteger(value)
              ? "integer"
              : "number"
            : typeof value;
    return { change: "additive", addition: { type: "property", schema, name, valueType } };
  }
  if (problem.keyword === "type" && value === null) return { change: "additive", addition: { type: "null", schema } };
  if (
    problem.keyword === "enum" &&
    !secret &&
    (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean")
  )
    return value === null
      ? { change: "additive", addition: { type: "null", schema } }
      : { change: "additive", addition: { type: "enum", schema, value } };
  const format = String(problem.params?.format ?? "");
  if (problem.keyword === "format" && typeof value === "number" && Object.hasOwn(WIDER_FORMAT, format)) {
    const wider = WIDER_FORMAT[format]!;
    // int32 → int64 only for an integer that fits 64 bits (a fraction is a type change, not a wider format).
    if (wider === "double" || Number.isSafeInteger(value))
      return { change: "additive", addition: { type: "format", schema, format: wider } };
  }
  return { change: "broken" };
}

/** A status as its class: `200` → `2XX`. */
const statusClass = (status: number | undefined) => (status === undefined ? undefined : `${String(status)[0]}XX`);

export class DriftReport {
  readonly operations = new Map<string, OperationEntry>();
  readonly upstreamErrors = new Map<string, { operation: string; message: string; count: number }>();
  private readonly secrets = new Set<string>();
  private redactor: Redactor = createRedactor([]);
  readonly startedAt = new Date().toISOString();

  constructor(
    readonly spec: string,
    readonly upstream: string,
  ) {}

  /** A credential seen in a request: redacted from everything the report holds from now on. */
  addSecret(secret: string): void {
    if (secret === "" || this.secrets.has(secret)) return;
    this.secrets.add(secret);
    this.redactor = createRedactor([...this.secrets]);
  }

  get redact(): Redactor {
    return this.redactor;
  }

  /** The entry of an operation, made on first sight. */
  operation(key: string, init: Omit<OperationEntry, "calls" | "statuses" | "problems">): OperationEntry | undefined {
    let entry = this.operations.get(key);
    if (entry === undefined) {
      if (this.operations.size >= MAX_OPERATIONS) return undefined;
      entry = { ...init, calls: 0, statuses: {}, problems: new Map() };
      this.operations.set(key, entry);
    }
    return entry;
  }

  /** Counts the problems of one request or answer; returns those seen for the first time. */
  record(entry: OperationEntry, problems: readonly Observed[]): ProblemEntry[] {
    const fresh: ProblemEntry[] = [];
    const counted = new Set<string>();
    for (const problem of problems) {
      const statuses = statusClass(problem.status);
      const pattern = pointerPattern(problem.pointer);
      const where = problem.answersRefusedRequest ? "response to a refused request" : problem.where;
      const key = `${where} ${statuses ?? ""} ${problem.kind} ${problem.keyword} ${pattern}`;
      let seen = entry.problems.get(key);
      if (seen === undefined) {
        const message = this.redactor.text(
          problem.keyword === "parameter" ? problem.message.replace(/ \(got .*\)$/s, "") : problem.message,
        );
        seen = {
          where: problem.where,
          ...(statuses !== undefined && { statuses }),
          pointer: this.redactor.text(pattern),
          kind: problem.kind,
          keyword: problem.keyword,
          message,
          count: 0,
          ...classify(problem, this.redactor),
          firstSeen: {
            at: new Date().toISOString(),
            ...(problem.status !== undefined && { status: problem.status }),
            pointer: this.redactor.text(problem.pointer),
            ...(problem.keyword !== "parameter" && {
              example: exampleOf(problem.value, this.redactor, lastSegment(problem.pointer)),
            }),
          },
        };
        entry.problems.set(key, seen);
        fresh.push(seen);
      }
      // One count per request or answer: a new field in each of 512 items is one occurrence of one problem.
      if (!counted.has(key)) {
        counted.add(key);
        seen.count++;
      }
    }
    return fresh;
  }

  upstreamError(operation: string, message: string): boolean {
    const key = `${operation} ${message}`;
    const seen = this.upstreamErrors.get(key);
    if (seen) {
      seen.count++;
      return false;
    }
    this.upstreamErrors.set(key, { operation, message: this.redactor.text(message), count: 1 });
    return true;
  }

  /** The report as written to `--report`: JSON, the overlay's internals left out. */
  toJSON(): object {
    const operations = [...this.operations.values()].map((op) => {
      // A success under a status the operation does not document; seeing one of several it documents (200 of 200
      // and 204) is no change.
      const seen = Object.keys(op.statuses);
      const otherSuccess = seen.filter((s) => s.startsWith("2") && !op.documented.some((d) => covers(d, s)));
      const neverSeen = op.calls > 0 ? op.documented.filter((d) => !seen.some((s) => covers(d, s))) : [];
      return {
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        calls: op.calls,
        statuses: op.statuses,
        ...(neverSeen.length > 0 && { documentedStatusesNeverSeen: neverSeen }),
        // A success answered under another status than the ones documented, none of which was seen: the contract changed.
        ...(neverSeen.length > 0 && otherSuccess.length > 0 && { successStatusChanged: true }),
        problems: [...op.problems.values()].map(({ addition: _, ...rest }) => rest),
      };
    });
    const broken = operations.flatMap((op) => [
      ...op.problems
        .filter((p) => p.change === "broken")
        .map((p) => ({ operation: `${op.method} ${op.path}`, pointer: p.pointer, message: p.message, count: p.count })),
      ...(op.successStatusChanged
        ? [
            {
              operation: `${op.method} ${op.path}`,
              pointer: "",
              message: `documented success status ${op.documentedStatusesNeverSeen!.join(", ")} never seen; answered ${Object.keys(op.statuses).join(", ")}`,
              count: op.calls,
            },
          ]
        : []),
    ]);
    const all = operations.flatMap((op) => op.problems);
    return {
      spec: this.spec,
      upstream: this.upstream,
      startedAt: this.startedAt,
      stoppedAt: new Date().toISOString(),
      summary: {
        calls: operations.reduce((n, op) => n + op.calls, 0),
        operations: operations.length,
        problems: all.length,
        additive: all.filter((p) => p.change === "additive").length,
        broken: broken.length,
        request: all.filter((p) => p.change === "request").length,
        upstreamErrors: [...this.upstreamErrors.values()].reduce((n, e) => n + e.count, 0),
      },
      operations,
      "the API broke its contract": broken,
      upstreamErrors: [...this.upstreamErrors.values()],
    };
  }

  /** Every additive problem's addition, for the overlay. */
  additions(): Addition[] {
    return [...this.operations.values()].flatMap((op) =>
      [...op.problems.values()].flatMap((p) => (p.addition ? [p.addition] : [])),
    );
  }
}
