import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generate } from "../../generator/index.js";
import { tempDir } from "./temp-dir.js";
import { typeCheck } from "./type-check.js";

/**
 * `generate` of `spec` into a folder of the running test's own, a `use.ts` holding `use` beside it (imports from
 * `./types.js`, `@ts-expect-error` lines), and `tsc` over both as a user's project compiles them: the module's folder
 * and every error. Call it inside a test (the folder is removed when the test finishes).
 */
export async function moduleForUse(
  name: string,
  spec: object,
  use: string,
): Promise<{ out: string; errors: string[] }> {
  const dir = await tempDir(name);
  await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
  const out = join(dir, "out");
  await generate({ spec: join(dir, "spec.json"), out });
  await writeFile(join(out, "use.ts"), use);
  return { out, errors: typeCheck([join(out, "index.ts"), join(out, "use.ts")], out, { asUsers: true }).errors };
}
