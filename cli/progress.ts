/**
 * Progress of long work (`generate`, `diff`, `scopes --from-code`, the mock's start on a large spec): one line on stderr
 * as each stage starts, and one line at the end with the time of each stage. Printed only when stderr is a terminal
 * and neither `--quiet` nor `--json` was given: a pipe, a CI log or a JSON reader gets none of it, and stdout never
 * does.
 *
 *     fleetkit generate: reading swagger.json …
 *     fleetkit generate: checking the spec, building the operations …
 *     fleetkit generate: types (openapi-typescript) and validators (ajv) …
 *     fleetkit generate: writing src/fleet/ …
 *     fleetkit generate: done in 10.4 s (reading 1.2 s, checking 0.8 s, types and validators 8.1 s, writing 0.3 s)
 */

/** What decides whether stages are printed. */
export interface ProgressFlags {
  /** `--quiet`: nothing but errors and the result. */
  quiet?: boolean;
  /** `--json`: a reader parses the output; no line is added to any stream. */
  json?: boolean;
}

/** Whether a command prints its stages: stderr is a terminal (`terminal`, `process.stderr.isTTY` unless told), not quieted. */
export function progressWanted(flags: ProgressFlags, terminal: boolean = process.stderr.isTTY === true): boolean {
  return terminal && flags.quiet !== true && flags.json !== true;
}

export interface Progress {
  /** Ends the stage running, if any, and starts `label` (printed as it starts); `short` names it in the last line. */
  stage(label: string, short?: string): void;
  /** Ends the stage running and prints the total and each stage's time. Nothing more is printed afterwards. */
  done(what?: string): void;
}

export interface ProgressOptions {
  /** Prints (a command name, "fleetkit generate"), before each line. */
  command: string;
  /** Whether anything is printed (`progressWanted(…)`); a disabled progress costs nothing. */
  enabled: boolean;
  /** Writes one line (stderr; the `Io.err` of the command). */
  write: (line: string) => void;
  /** Milliseconds (performance.now); tests give their own clock. */
  now?: () => number;
}

const SILENT: Progress = { stage() {}, done() {} };

/** "0.4 s", "12 s", "2 min 5 s": a duration as a person reads it. */
export function formatDuration(ms: number): string {
  if (ms < 10_000) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** The stage printer of one command run (see the file's comment). */
export function progress(options: ProgressOptions): Progress {
  if (!options.enabled) return SILENT;
  const { command, write, now = () => performance.now() } = options;
  const started = now();
  const stages: { short: string; ms: number }[] = [];
  let current: { short: string; at: number } | undefined;
  let finished = false;
  const end = () => {
    if (current === undefined) return;
    stages.push({ short: current.short, ms: now() - current.at });
    current = undefined;
  };
  return {
    stage(label, short = label) {
      if (finished) return;
      end();
      current = { short, at: now() };
      write(`${command}: ${label} …`);
    },
    done(what = "done") {
      if (finished) return;
      end();
      finished = true;
      const each = stages.map((s) => `${s.short} ${formatDuration(s.ms)}`).join(", ");
      write(`${command}: ${what} in ${formatDuration(now() - started)}${each ? ` (${each})` : ""}`);
    },
  };
}
