import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";

/**
 * A temporary folder for the running test, removed when the test finishes, passed or failed. The removal is registered
 * before the first await: in a concurrent test (`describe.concurrent`) vitest knows the running test only until its
 * first await, so call this before the test awaits anything else.
 */
export async function tempDir(prefix: string): Promise<string> {
  let dir: string | undefined;
  onTestFinished(() => (dir === undefined ? undefined : rm(dir, { recursive: true, force: true })));
  dir = await mkdtemp(join(tmpdir(), `fleetkit-${prefix}-`));
  return dir;
}
