// `generate --validators js`: the precompiled validators as a .js file with a .d.ts, which TypeScript reads without
// parsing the code (issue 19's tsc figure on GitHub's description), and the same validators at run time.
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runGenerateCli } from "../../generator/cli.js";
import { generate } from "../../generator/index.js";
import { tempDir } from "../support/temp-dir.js";
import { createProgram } from "../support/type-check.js";

const SPEC = "spec/fleet-api.yaml";
const PAGE = { endCursor: "c1", hasNextPage: true };

function quietIo() {
  const err: string[] = [];
  return { io: { out: () => {}, err: (s: string) => err.push(s) }, err };
}

describe("generate --validators js", () => {
  let out: string;
  let files: Map<string, string>;
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), "fleetkit-form-js-"));
    ({ files } = await generate({ spec: SPEC, out, validators: "js" }));
  }, 60_000);
  afterAll(() => out && rm(out, { recursive: true, force: true }));

  it("writes validators-standalone.js and .d.ts instead of .ts, with the same code, and a header that says so", async () => {
    const names = (await readdir(out)).filter((f) => f.startsWith("validators-standalone"));
    expect(names.sort()).toEqual(["validators-standalone.d.ts", "validators-standalone.js"]);
    const withoutHeader = (text: string) => text.slice(text.indexOf("\n"));
    // generated/ is the same spec in the default form.
    expect(withoutHeader(files.get("validators-standalone.js")!)).toBe(
      withoutHeader(await readFile("generated/validators-standalone.ts", "utf8")),
    );
    for (const text of files.values()) expect(text.split("\n")[0]).toMatch(/ --validators js`\.$/);
    expect(await readFile(join(out, "validators-standalone.d.ts"), "utf8")).toMatch(
      /export declare function loadValidators\(\): Record<string, CompiledValidator>;/,
    );
  });

  it("validates at run time from the .js", async () => {
    const { validate } = (await import(pathToFileURL(join(out, "validators.ts")).href)) as {
      validate(name: string, value: unknown): { valid: boolean; errors?: { pointer: string }[] };
    };
    expect(validate("PaginationInfo", PAGE).valid).toBe(true);
    const refused = validate("PaginationInfo", { ...PAGE, hasNextPage: "yes" });
    expect(refused.valid).toBe(false);
    expect(refused.errors).toEqual([expect.objectContaining({ pointer: "/hasNextPage" })]);
  });

  it("type-checks under strict settings, and TypeScript reads the .d.ts, never the .js", () => {
    const program = createProgram([join(out, "index.ts")], {
      strict: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      noEmit: true,
      skipLibCheck: true,
      allowJs: true, // even where a project allows JavaScript, the declaration file is what resolves
      types: [],
      paths: { "fleetkit/runtime": [resolve("runtime/index.ts")] },
    });
    const names = program.getSourceFiles().map((f) => f.fileName);
    expect(names).toContain(join(out, "validators-standalone.d.ts"));
    expect(names.filter((f) => f.endsWith(".js"))).toEqual([]);
    // The generated files' own diagnostics (checking the runtime's sources too would be most of the time).
    const errors = program
      .getSourceFiles()
      .filter((file) => file.fileName.startsWith(out))
      .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)])
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(errors).toEqual([]);
  }, 60_000);

  it("going back to the default removes the .js and .d.ts it wrote", async () => {
    // A copy of the folder `generate --validators js` wrote above, with its manifest.
    const again = await tempDir("form-switch");
    await cp(out, again, { recursive: true });
    expect((await readdir(again)).filter((f) => f.startsWith("validators-standalone")).sort()).toEqual([
      "validators-standalone.d.ts",
      "validators-standalone.js",
    ]);
    await generate({ spec: SPEC, out: again });
    const names = (await readdir(again)).filter((f) => f.startsWith("validators-standalone"));
    expect(names).toEqual(["validators-standalone.ts"]);
  });

  it("refuses another value with exit 2 and says which it takes", async () => {
    const { io, err } = quietIo();
    expect(await runGenerateCli(["--spec", SPEC, "--out", "unused", "--validators", "mjs"], io)).toBe(2);
    expect(err.join("\n")).toMatch(/--validators takes ts or js, not "mjs"/);
  });

  it("--check names the command with --validators js when the folder is stale", async () => {
    const { io, err } = quietIo();
    const empty = await tempDir("form-check");
    expect(await runGenerateCli(["--spec", SPEC, "--out", empty, "--validators", "js", "--check"], io)).toBe(1);
    expect(err.join("\n")).toMatch(/regenerate with `npx fleetkit generate --spec .* --validators js`/);
  });
});
