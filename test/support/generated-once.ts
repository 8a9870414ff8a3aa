import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { inject } from "vitest";
import { type GenerateOptions, type GenerateResult, generate } from "../../generator/index.js";

/**
 * Outputs made once per test worker and read by every test file of that worker that asks for the same thing: unit
 * workers keep their module cache from file to file (isolate: false), so this map lasts the worker's life. They live
 * in the run's shared folder (test/support/shared-root.ts, removed when the run ends, passed or failed). A caller must
 * not write into what it gets: copy it (or write beside it) to change it.
 */
const made = new Map<string, Promise<unknown>>();

/** The output `make` writes into a folder of its own, made once per worker for `key` (which names all it depends on). */
export function sharedOutput<T>(key: string, make: (out: string) => Promise<T>): Promise<{ out: string; value: T }> {
  let entry = made.get(key) as Promise<{ out: string; value: T }> | undefined;
  if (entry === undefined) {
    const out = join(
      inject("sharedRoot"),
      `worker-${process.pid}`,
      createHash("sha256").update(key).digest("hex").slice(0, 16),
    );
    entry = mkdir(out, { recursive: true }).then(async () => ({ out, value: await make(out) }));
    // A failure is each caller's failure, and the next file tries again.
    entry.catch(() => made.delete(key));
    made.set(key, entry);
  }
  return entry;
}

/**
 * `generate(options)` into a shared folder, once per worker for the same options (the spec read from its path):
 * the folder and the generator's result.
 */
export async function generatedOnce(options: Omit<GenerateOptions, "out">): Promise<GenerateResult & { out: string }> {
  const { out, value } = await sharedOutput(`generate ${JSON.stringify(options)}`, (dir) =>
    generate({ ...options, out: join(dir, "out") }),
  );
  return { ...value, out: join(out, "out") };
}
