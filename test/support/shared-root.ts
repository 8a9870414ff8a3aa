// Vitest's global setup: one folder for the run, under the OS temp folder, where test/support/generated-once.ts keeps
// what the test files of a worker share (modules generated once). Removed when the run ends, passed or failed.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's shared folder (test/support/shared-root.ts). */
    sharedRoot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), "fleetkit-run-"));
  project.provide("sharedRoot", root);
  return () => rm(root, { recursive: true, force: true });
}
