// `recordDrift`: the client's drift (`validateResponses`) gathered over a test file's run, written as a report like
// `fleetkit proxy --report` writes, and the file failed when the API broke its contract. For a suite that runs
// against a sandbox account: the tests pass on what the spec says, and the recorder says where the API does not.
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { Drift, DriftProblem } from "../runtime/drift-types.js";

export interface RecordDriftOptions {
  /** Where the report goes (JSON), written when the file's run ends; default: none. */
  report?: string;
  /**
   * When the file fails: `"broken"` (the default) when the API broke its contract (anything but additive drift);
   * `"any"` on any drift; `"never"` to only record.
   */
  failOn?: "broken" | "any" | "never";
  /** vitest's `afterAll` (default: the global one, with vitest's `globals: true`). */
  afterAll?: (fn: () => Promise<void>) => void;
}

/** One distinct problem of an operation: by pointer pattern (array indices as `*`), kind, keyword and status class. */
export interface RecordedProblem {
  statuses: string;
  pointer: string;
  kind: DriftProblem["kind"];
  keyword: string;
  message: string;
  count: number;
  /** `additive`: the API says more than the spec (a new property, enum value, null, wider format); else `broken`. */
  change: "additive" | "broken";
  firstSeen: { status: number; pointer: string };
}

export interface DriftRecording {
  operations: { operationId: string; method: string; path: string; drifted: number; problems: RecordedProblem[] }[];
  "the API broke its contract": { operation: string; pointer: string; message: string; count: number }[];
}

export interface DriftRecorder {
  /** Give it to the client: `createFleetClient({ validateResponses: "report", onDrift: recorder.onDrift, driftChecks })`. */
  readonly onDrift: (drift: Drift) => void;
  /** Every drift recorded so far, as the report holds it. */
  recording(): DriftRecording;
}

const pattern = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, "/*");

/** Additive drift, as far as a client's problem tells it (the client never holds values: the message's JSON type). */
function changeOf(problem: DriftProblem): RecordedProblem["change"] {
  if (problem.kind === "undocumented") return problem.keyword === "properties" ? "additive" : "broken";
  if (problem.keyword === "enum" || problem.keyword === "format") return "additive";
  if (problem.keyword === "type" && problem.message.endsWith("(got null)")) return "additive";
  return "broken";
}

/** A recorder without vitest: `onDrift` to give the client, `recording()` to read. */
export function createDriftRecorder(): DriftRecorder {
  const operations = new Map<
    string,
    { operationId: string; method: string; path: string; drifted: number; problems: Map<string, RecordedProblem> }
  >();
  return {
    onDrift(drift) {
      const key = `${drift.method} ${drift.path}`;
      let entry = operations.get(key);
      if (!entry) {
        entry = {
          operationId: drift.operationId,
          method: drift.method,
          path: drift.path,
          drifted: 0,
          problems: new Map(),
        };
        operations.set(key, entry);
      }
      entry.drifted++;
      const statuses = `${String(drift.status)[0]}XX`;
      for (const problem of drift.problems) {
        const id = `${statuses} ${problem.kind} ${problem.keyword} ${pattern(problem.pointer)}`;
        const seen = entry.problems.get(id);
        if (seen) seen.count++;
        else
          entry.problems.set(id, {
            statuses,
            pointer: pattern(problem.pointer),
            kind: problem.kind,
            keyword: problem.keyword,
            message: problem.message,
            count: 1,
            change: changeOf(problem),
            firstSeen: { status: drift.status, pointer: problem.pointer },
          });
      }
    },
    recording() {
      const list = [...operations.values()].map((op) => ({ ...op, problems: [...op.problems.values()] }));
      return {
        operations: list,
        "the API broke its contract": list.flatMap((op) =>
          op.problems
            .filter((p) => p.change === "broken")
            .map((p) => ({
              operation: `${op.method} ${op.path}`,
              pointer: p.pointer,
              message: p.message,
              count: p.count,
            })),
        ),
      };
    },
  };
}

/**
 * A recorder for the test file that calls it: when the file's run ends it writes `options.report` (if given) and
 * fails the file (an error thrown from `afterAll`) on the drift `options.failOn` names, listing it.
 *
 * @example
 * import { afterAll } from "vitest";
 * const drift = recordDrift({ report: "drift/vehicles.json", afterAll });
 * const fleet = createFleetClient({ baseUrl, token, validateResponses: "report", onDrift: drift.onDrift, driftChecks });
 */
export function recordDrift(options: RecordDriftOptions = {}): DriftRecorder {
  const register = options.afterAll ?? (globalThis as { afterAll?: RecordDriftOptions["afterAll"] }).afterAll;
  if (typeof register !== "function")
    throw new TypeError(
      'recordDrift: no vitest afterAll found; pass it: recordDrift({ afterAll }) with afterAll imported from "vitest"',
    );
  const failOn = options.failOn ?? "broken";
  if (failOn !== "broken" && failOn !== "any" && failOn !== "never")
    throw new TypeError(`recordDrift: failOn must be "broken", "any" or "never" (got ${JSON.stringify(failOn)})`);
  const recorder = createDriftRecorder();
  register(async () => {
    const recording = recorder.recording();
    if (options.report !== undefined) {
      await mkdir(dirname(options.report), { recursive: true });
      const partial = `${options.report}.${process.pid}.partial`;
      await writeFile(partial, `${JSON.stringify(recording, null, 2)}\n`);
      await rename(partial, options.report);
    }
    const failing =
      failOn === "never"
        ? []
        : recording.operations.flatMap((op) =>
            op.problems
              .filter((p) => failOn === "any" || p.change === "broken")
              .map((p) => `  ${op.method} ${op.path} (${op.operationId}): ${p.kind} ${p.message} (${p.count}×)`),
          );
    if (failing.length > 0)
      throw new Error(
        `the API answered outside its spec (${failOn === "any" ? "drift" : "the API broke its contract"}):\n${failing.join("\n")}\nSee docs/drift.md.`,
      );
  });
  return recorder;
}
