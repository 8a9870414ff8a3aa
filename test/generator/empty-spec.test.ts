import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { tempDir } from "../support/temp-dir.js";
import { typeCheck } from "../support/type-check.js";

/**
 * A spec with no operation and no schema (ReadMe's `openapi-workshop/title.json`, a first step of a tutorial): its
 * module's `scopesFor` inferred the runtime's operation ids as `string` where the module has none (`never`), so the
 * generated index.ts did not type-check (TS2322).
 */
describe("a spec with no operations and no schemas", () => {
  it("generates a module that type-checks as a user's project reads it, and imports", async () => {
    const dir = await tempDir("empty-spec");
    const spec = {
      openapi: "3.0.0",
      info: { title: "Hoot Hoot", version: "1.0" },
      servers: [],
      paths: {},
      components: {},
    };
    await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
    const out = join(dir, "out");
    await generate({ spec: join(dir, "spec.json"), out });
    expect(typeCheck([join(out, "index.ts")], out, { asUsers: true }).errors).toEqual([]);
    const module = (await import(pathToFileURL(join(out, "index.ts")).href)) as {
      scopesFor(calls: unknown[]): unknown;
      SCHEMA_NAMES: string[];
    };
    expect(module.scopesFor([])).toEqual({ scopes: [], undocumented: [], outsideDefaults: [] });
    expect(module.SCHEMA_NAMES).toEqual([]);
  }, 90_000);
});
