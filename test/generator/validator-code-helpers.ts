// What validator-code.test.ts and validator-code-published.test.ts share: the generated validators of some schemas
// against ajv compiling the same schemas in memory, on values sampled from each schema and broken in one place each.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sample } from "openapi-sampler";
import { expect } from "vitest";
import { standaloneValidatorsSource, validatorCompiler, type SchemaNaming } from "../../generator/emit-validators.js";
import { SCHEMA_ROOT_ID } from "../../generator/validator-schemas.js";
import { tempDir } from "../support/temp-dir.js";

type Json = Record<string, any>;
type AjvError = { instancePath: string; keyword: string; params: unknown; message?: string; schemaPath?: string };

/** Every value openapi-sampler makes for a schema, and variants of it broken in one place each. */
function valuesFor(schema: unknown, defs: Record<string, unknown>): unknown[] {
  const valid = sample(schema as never, { skipReadOnly: false, skipWriteOnly: false }, { $defs: defs } as never);
  const variants: unknown[] = [valid, null, [], "text"];
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (paths.length >= 60) return;
    if (path.length > 0) paths.push(path);
    if (Array.isArray(node)) for (const [i, v] of node.entries()) walk(v, [...path, i]);
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
  };
  walk(valid, []);
  for (const path of paths)
    for (const replacement of [undefined, 12.5, "x", null, { unexpected: true }]) {
      const copy = structuredClone(valid) as Json;
      let parent: Json = copy;
      for (const key of path.slice(0, -1)) parent = parent[key as never];
      const last = path.at(-1)!;
      if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
      else parent[last as never] = replacement as never;
      variants.push(copy);
    }
  return variants;
}

const comparable = (errors: AjvError[] | null | undefined) =>
  (errors ?? []).map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message }));

/** The generated validators against ajv compiling the same schemas in memory, as written: same verdicts, same errors. */
export async function expectSameAsAjv(defs: Record<string, unknown>, names: string[]): Promise<number> {
  const schemas: SchemaNaming[] = names.map((name, i) => ({ name, alias: `S${i}`, guard: `isS${i}` }));
  const dir = await tempDir("validator-code");
  const file = join(dir, "validators-standalone.ts");
  await writeFile(file, standaloneValidatorsSource(defs, schemas, [], "fleetkit/runtime"));
  const generated = (await import(pathToFileURL(file).href)) as {
    loadValidators(): Record<string, ((value: unknown) => boolean) & { errors?: AjvError[] | null }>;
  };
  const reference = validatorCompiler([]); // every 2020-12 feature on: as ajv compiles the schemas as written
  reference.addSchema({ $id: SCHEMA_ROOT_ID, $defs: defs });
  let compared = 0;
  for (const name of names) {
    const ours = generated.loadValidators()[name]!;
    const theirs = reference.getSchema(`${SCHEMA_ROOT_ID}#/$defs/${encodeURIComponent(name)}`)!;
    for (const value of valuesFor(defs[name], defs)) {
      const verdict = ours(value);
      expect(verdict, `${name}: ${JSON.stringify(value).slice(0, 200)}`).toBe(theirs(value));
      if (!verdict) expect(comparable(ours.errors)).toEqual(comparable(theirs.errors as AjvError[]));
      expect(ours.errors?.every((e) => e.schemaPath === undefined) ?? true).toBe(true);
      compared++;
    }
  }
  return compared;
}
