import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { assertFreshDist } from "../support/built-dist.js";
import { tempDir } from "../support/temp-dir.js";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OutputError, generate, loadSpec, regenerateCommand, renderFiles } from "../../generator/index.js";
import { MANIFEST_FILE } from "../../generator/output-files.js";
import { standaloneValidatorsSource } from "../../generator/emit-validators.js";

const execFileAsync = promisify(execFile);
/** The generator's CLI as built (`npm run generate` runs the same from source under tsx); `args[0]` is its path. */
const generatorCli = (args: string[], options: { cwd?: string } = {}) => {
  assertFreshDist();
  return execFileAsync(process.execPath, args, options);
};
const HEADER = "// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit.";

async function filesIn(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir)).sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await readFile(join(dir, n), "utf8")] as const)),
  );
}

describe("generated output", () => {
  let first: Record<string, string>;
  beforeAll(async () => {
    first = Object.fromEntries(
      (
        await renderFiles(
          await loadSpec("spec/fleet-api.yaml"),
          "spec/fleet-api.yaml",
          regenerateCommand("spec/fleet-api.yaml", "generated"),
        )
      ).files,
    );
  });

  it("is byte-identical across runs: a second run into the same folder changes nothing", async () => {
    const out = await tempDir("gen");
    await generate({ spec: "spec/fleet-api.yaml", out });
    const before = await filesIn(out);
    const { drift } = await generate({ spec: "spec/fleet-api.yaml", out });
    expect(drift).toEqual([]);
    expect(await filesIn(out)).toEqual(before);
  });

  it("is the same from any working folder (the header names spec and output relative to the project)", async () => {
    const { stdout } = await generatorCli(
      ["../dist/generator/cli.js", "--spec", "../spec/fleet-api.yaml", "--out", ".", "--check"],
      { cwd: "generated" },
    );
    expect(stdout).toMatch(/is up to date/);
  });

  it("matches what is committed in generated/", async () => {
    const { [MANIFEST_FILE]: manifest, ...committed } = await filesIn("generated");
    expect(committed).toEqual(first);
    expect(JSON.parse(manifest!).files).toEqual(Object.keys(first).sort());
  });

  it("starts every file with the do-not-edit header naming the spec and the command that regenerates it", () => {
    for (const [name, text] of Object.entries(first))
      expect(
        text.startsWith(
          `${HEADER} Regenerate with \`npx fleetkit generate --spec spec/fleet-api.yaml --out generated\`.\n`,
        ),
        name,
      ).toBe(true);
  });

  it("emits the module, operation functions, types, operation metadata, scopes and validators", () => {
    expect(Object.keys(first).sort()).toEqual([
      "drift-shapes.ts",
      "index.ts",
      "operation-functions.ts",
      "operations.ts",
      "schema-types.ts",
      "scopes.ts",
      "types.ts",
      "validators-standalone.ts",
      "validators.ts",
    ]);
    expect(first["types.ts"]).toMatch(/export interface paths \{/);
    expect(first["types.ts"]).toMatch(/export interface webhooks \{/);
    expect(first["operations.ts"]).toMatch(
      /export const v1GetDriversSummary = \{\s+operationId: "v1GetDriversSummary",\s+method: "get",\s+path: "\/v1\/fleet\/drivers\/summary",\s+scopes: \["Read Drivers", "Read ELD Hours of Service \(US\)"\]/,
    );
    expect(first["scopes.ts"]).toMatch(/export const DEFAULT_READ_SCOPES = \[/);
    expect(first["operation-functions.ts"]).toMatch(
      /^export const v1GetTags = \/\* @__PURE__ \*\/ operationFunctionOf<"\/v1\/tags", "get">\(\s*operationRecords\.v1GetTags,?\s*\);/m,
    );
    expect(first["index.ts"]).toMatch(
      /^export const api: Api<Operations, ScopeName> = \/\* @__PURE__ \*\/ defineApi\(/m,
    );
  });

  it("imports only relative files and fleetkit/runtime: ajv's helpers come from the runtime, no require()", () => {
    for (const [name, text] of Object.entries(first)) {
      const specifiers = [...text.matchAll(/^(?:import|export)\b[^;]*?from "([^"]+)";/gm)].map((m) => m[1]);
      expect(
        specifiers.filter((s) => !s!.startsWith("./") && s !== "fleetkit/runtime"),
        name,
      ).toEqual([]);
      expect(text, name).not.toMatch(/\brequire\(/);
    }
    expect(first["validators-standalone.ts"]).toMatch(/^import \{ [^}]*ajvEqual[^}]* \} from "fleetkit\/runtime";$/m);
  });
});

describe("generate --check", () => {
  // One generated folder for the tests below, put back as generated before each: the headers name the folder, so a
  // copy elsewhere would be stale, and regenerating for every test cost a render each.
  let out: string;
  let generated: Record<string, string>;
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), "fleetkit-check-"));
    await generate({ spec: "spec/fleet-api.yaml", out });
    generated = await filesIn(out);
  });
  afterAll(() => rm(out, { recursive: true, force: true }));
  beforeEach(async () => {
    await Promise.all((await readdir(out)).map((name) => rm(join(out, name))));
    await Promise.all(Object.entries(generated).map(([name, text]) => writeFile(join(out, name), text)));
  });

  /** As if the previous run had written `name` too (only files a run wrote are removed: output-ownership.test.ts). */
  async function writtenBefore(name: string): Promise<void> {
    const manifest = JSON.parse(generated[MANIFEST_FILE]!);
    await writeFile(join(out, MANIFEST_FILE), JSON.stringify({ ...manifest, files: [...manifest.files, name] }));
  }

  it("names each stale, missing and orphaned file and writes nothing", async () => {
    await writtenBefore("old-client.ts");
    await writeFile(join(out, "scopes.ts"), `${HEADER}\n// edited by hand\n`);
    await rm(join(out, "types.ts"));
    await writeFile(join(out, "old-client.ts"), `${HEADER}\nexport {};\n`);
    await writeFile(join(out, "notes.ts"), '// the user\'s own file\nexport * from "./types.js";\n');
    const before = await filesIn(out);

    const { drift } = await generate({ spec: "spec/fleet-api.yaml", out, check: true });
    expect(drift).toEqual([
      { file: MANIFEST_FILE, status: "stale" },
      { file: "old-client.ts", status: "orphaned" },
      { file: "scopes.ts", status: "stale" },
      { file: "types.ts", status: "missing" },
    ]);
    expect(await filesIn(out)).toEqual(before);
  });

  // The command line's exit codes and words for drift (1) and for an --out that is a file (2): commands.test.ts, in
  // this process; exit 0 when up to date: "is the same from any working folder" above, through the built CLI.
  it("refuses an --out under a file the same way", async () => {
    const error = await generate({ spec: "spec/fleet-api.yaml", out: "package.json/fleet" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutputError);
    expect((error as Error).message).toBe(
      "cannot use package.json/fleet as the output folder: a part of its path is a file; choose another --out folder",
    );
  });

  it("never overwrites a file of the user's that has a generated file's name: exit 2, nothing written", async () => {
    await writeFile(join(out, "index.ts"), "// the user's own index\n");
    await writeFile(join(out, "scopes.ts"), "// edited by hand\n");
    const before = await filesIn(out);
    const error = await generate({ spec: "spec/fleet-api.yaml", out }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutputError);
    expect((error as Error).message).toMatch(
      /index\.ts, .*scopes\.ts are not generated by fleetkit \(no generated header\)/,
    );
    expect(await filesIn(out)).toEqual(before);
    const { drift } = await generate({ spec: "spec/fleet-api.yaml", out, check: true });
    expect(drift).toEqual([
      { file: "index.ts", status: "foreign" },
      { file: "scopes.ts", status: "foreign" },
    ]);
  });

  it("regenerating removes orphaned generated files and restores stale ones, and leaves the user's files alone", async () => {
    await writtenBefore("old-client.ts");
    await writeFile(join(out, "scopes.ts"), `${HEADER}\n// edited by hand\n`);
    await writeFile(join(out, "old-client.ts"), `${HEADER}\nexport {};\n`);
    await writeFile(join(out, "notes.ts"), "// the user's own file\n");
    const { drift } = await generate({ spec: "spec/fleet-api.yaml", out });
    expect(drift.map((d) => d.file)).toEqual([MANIFEST_FILE, "old-client.ts", "scopes.ts"]);
    expect(await filesIn(out)).toEqual({ ...generated, "notes.ts": "// the user's own file\n" });
  });
});

/**
 * The threads of this process (Linux): `process.getActiveResourcesInfo()` does not list worker threads, so whether
 * the validators' worker still runs is read from the threads the kernel counts.
 */
const threadCount = () => readdirSync("/proc/self/task").length;

describe("validators compiled on a worker thread (the built generator)", () => {
  // vitest runs this file in a process of its own (the forks pool): only this file starts threads in it.
  let baseline: number;
  beforeAll(() => {
    baseline = threadCount();
  });

  /** A module of the built generator (`dist/generator/<file>`), once the build is known to be current. */
  const builtModule = async <T>(file: string): Promise<T> => {
    assertFreshDist();
    return (await import(pathToFileURL(resolve(`dist/generator/${file}`)).href)) as T;
  };
  type Built = typeof import("../../generator/compile-validators.js");
  const built = () => builtModule<Built>("compile-validators.js");
  type Generator = typeof import("../../generator/index.js");
  const builtGenerator = () => builtModule<Generator>("index.js");
  const schemas = [{ name: "A", alias: "A", guard: "isA" }];
  /** One compilation on a compiler of its own, stopped afterwards, as `generate` does. */
  const compileValidators = async (input: Parameters<ReturnType<Built["startValidatorCompiler"]>["compile"]>[0]) => {
    const compiler = (await built()).startValidatorCompiler();
    try {
      return await compiler.compile(input);
    } finally {
      await compiler.close();
    }
  };

  it("give the same bytes as compiling in this thread", async () => {
    const defs = { A: { type: "object", properties: { b: { type: "string", format: "date-time" } } } };
    const input = { defs, schemas, ignoredFormats: [], runtime: "fleetkit/runtime" };
    expect(await compileValidators(input)).toBe(standaloneValidatorsSource(defs, schemas, [], "fleetkit/runtime"));
  });

  it("report a schema ajv refuses as SchemaCompileError with its pointer, and leave no worker running", async () => {
    const input = { defs: { A: { type: "object", minimum: "x" } }, schemas, ignoredFormats: [], runtime: "r" };
    const error = (await compileValidators(input).catch((e: unknown) => e)) as { name: string; pointers: string[] };
    expect(error.name).toBe("SchemaCompileError");
    expect(error.pointers).toEqual(["#/components/schemas/A/minimum"]);
    expect(threadCount()).toBe(baseline);
  });

  it("start before the spec is read: a compiler closed unused leaves no worker running", async () => {
    const { startValidatorCompiler } = await built();
    const compiler = startValidatorCompiler();
    await expect.poll(threadCount, { timeout: 10_000 }).toBeGreaterThan(baseline);
    await compiler.close();
    await compiler.close(); // idempotent
    expect(threadCount()).toBe(baseline);
  });

  it("answer a compile on a worker that has ended with an error that says so, never a wait for ever", async () => {
    const { startValidatorCompiler } = await built();
    const compiler = startValidatorCompiler();
    await compiler.close();
    const input = { defs: { A: { type: "string" } }, schemas, ignoredFormats: [], runtime: "r" };
    await expect(compiler.compile(input)).rejects.toThrow(/the validators' worker exited with code \d+$/);
    type Thread = typeof import("../../generator/validators-thread.js");
    const thread = (await builtModule<Thread>("validators-thread.js")).startTextValidators()!;
    await thread.close();
    const { ready, code } = thread.compile({ text: "{}", source: "spec.json", limits: {}, runtime: "r" });
    await expect(ready).rejects.toThrow(/the validators' worker exited with code \d+$/);
    await expect(code).rejects.toThrow(/the validators' worker exited with code \d+$/);
    expect(threadCount()).toBe(baseline);
  });

  it("compile one spec's schemas per compiler: a second compile throws rather than answer with the first", async () => {
    const { startValidatorCompiler } = await built();
    const compiler = startValidatorCompiler();
    try {
      const defs = { A: { type: "string" } };
      await compiler.compile({ defs, schemas, ignoredFormats: [], runtime: "r" });
      await expect(compiler.compile({ defs, schemas, ignoredFormats: [], runtime: "r" })).rejects.toThrow(
        /compiles one spec's schemas; start another/,
      );
    } finally {
      await compiler.close();
    }
  });

  describe("start compiling before the spec is checked", () => {
    const spec = (operation: string, schemas: string) =>
      `openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths:\n  /a:\n    get:\n${operation}components:\n  schemas:\n${schemas}`;
    const okResponse = '      operationId: getA\n      responses:\n        "200": { description: ok }\n';

    type Refusal = { name: string; issues: { pointer: string; message: string }[] };
    const refusal = async (operation: string, schemas: string): Promise<Refusal> => {
      const { generate } = await builtGenerator();
      const dir = await tempDir("early");
      await writeFile(join(dir, "spec.yaml"), spec(operation, schemas));
      const outcome = await generate({ spec: join(dir, "spec.yaml"), out: join(dir, "out") }).catch((e) => e);
      return outcome as Refusal;
    };

    it("a spec the check refuses is reported by the check, though ajv also refuses a schema, with no worker left", async () => {
      const broken =
        '      operationId: getA\n      responses:\n        "200": { $ref: "#/components/responses/Nope" }\n';
      const error = await refusal(broken, '    A: { type: object, minimum: "x" }\n');
      expect(error.name).toBe("SpecValidationError");
      expect(error.issues).toEqual([
        {
          pointer: "#/paths/~1a/get/responses/200/$ref",
          message: '$ref "#/components/responses/Nope" points to nothing',
        },
      ]);
      expect(threadCount()).toBe(baseline);
    });

    it("a wrong type openapi-typescript trips on is explained from the spec as published, though its document was mended in place", async () => {
      const error = await refusal(
        "      operationId: getA\n      responses: none\n",
        "    A: { type: [string, float64] }\n",
      );
      expect(error.name).toBe("SpecValidationError");
      expect(error.issues).toEqual([
        { pointer: "#/paths/~1a/get/responses", message: "Expected type `Responses` (object) but got `string`" },
      ]);
      expect(threadCount()).toBe(baseline);
    });

    it("a schema ajv refuses, in a spec the check accepts, is named where the spec wrote it", async () => {
      const error = await refusal(okResponse, '    A: { type: object, minimum: "x" }\n');
      expect(error.name).toBe("SpecValidationError");
      expect(error.issues.map((i) => i.pointer)).toEqual(["#/components/schemas/A/minimum"]);
      expect(threadCount()).toBe(baseline);
    });
  });

  describe("a spec whose $refs lead to other files: the validators' thread compiles what this thread prepares", () => {
    // The thread does not read other files (it answers `unavailable`); the main thread bundles them, prepares the
    // schemas and sends them back to the same thread as one ajv job.
    const builtGenerate = async () => (await builtGenerator()).generate;
    const twoFiles = async (schemaB: string) => {
      const dir = await tempDir("two-files");
      await writeFile(
        join(dir, "spec.yaml"),
        'openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths:\n  /a:\n    get:\n      operationId: getA\n' +
          '      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n' +
          '              schema: { $ref: "#/components/schemas/A" }\ncomponents:\n  schemas:\n' +
          '    A: { type: object, properties: { b: { $ref: "./b.yaml" } } }\n',
      );
      await writeFile(join(dir, "b.yaml"), schemaB);
      return dir;
    };

    it("one worker (ajv loaded once), the same files as generating in this thread, and no worker left", async () => {
      const dir = await twoFiles("type: string\nformat: date-time\n");
      const run = (await builtGenerate())({ spec: join(dir, "spec.yaml"), out: join(dir, "out") });
      // The most threads seen while it runs: a second worker for the job would be one more.
      let most = threadCount();
      const sampling = setInterval(() => (most = Math.max(most, threadCount())), 1);
      const viaThread = await run.finally(() => clearInterval(sampling));
      expect(most).toBe(baseline + 1);
      expect(viaThread.files.get("validators-standalone.ts")).toContain("date-time");
      // Generated in this thread (the sources: no worker), checked against what the thread's run wrote.
      const here = await generate({ spec: join(dir, "spec.yaml"), out: join(dir, "out"), check: true });
      expect(here.drift).toEqual([]);
      expect(here.files).toEqual(viaThread.files);
      expect(threadCount()).toBe(baseline);
    });

    it("a schema ajv refuses in the other file is a SpecValidationError, and no worker is left", async () => {
      const dir = await twoFiles('type: string\nminimum: "x"\n');
      const refused = (await (
        await builtGenerate()
      )({ spec: join(dir, "spec.yaml"), out: join(dir, "out") }).catch((e: unknown) => e)) as {
        name: string;
        issues: { pointer: string; message: string }[];
      };
      expect(refused.name).toBe("SpecValidationError");
      expect(refused.issues[0]?.message).toMatch(/JSON Schema refuses this schema/);
      expect(threadCount()).toBe(baseline);
    });
  });
});
