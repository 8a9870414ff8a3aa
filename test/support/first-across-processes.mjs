// For the process fixtures of the Redis and queue tests (plain ESM, as they are).
import { closeSync, openSync } from "node:fs";
import { join } from "node:path";

/** True for exactly one caller across all processes sharing `dir`: the one that creates the marker file. */
export function firstAcrossProcesses(dir, marker) {
  try {
    closeSync(openSync(join(dir, marker), "wx"));
    return true;
  } catch {
    return false;
  }
}
