// What `fleetkit generate` prints (issue 38, item 5): its stages with their times on stderr when stderr is a terminal
// (never with --quiet, never on stdout), the spec's warnings grouped by kind with a count and the first pointers
// (--verbose lists all; --check says one line), and a summary that counts what it lists, one line per file.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { formatDuration, progress, progressWanted } from "../../cli/progress.js";
import { groupWarnings, warningKind, warningLines, warningsSummary } from "../../cli/warning-groups.js";
import { generatedSummary, runGenerateCli } from "../../generator/cli.js";
import { MANIFEST_FILE } from "../../generator/output-files.js";
import { tempDir } from "../support/temp-dir.js";

/** A 3.1 spec with one operation and five properties of formats nobody registers (five warnings of one kind). */
const SPEC = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /things:
    get:
      operationId: listThings
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Thing" }
components:
  schemas:
    Thing:
      type: object
      properties:
        a: { type: string, format: alpha }
        b: { type: string, format: bravo }
        c: { type: string, format: charlie }
        d: { type: string, format: delta }
        e: { type: string, format: echo }
`;

/** Runs `generate` in process with a recording Io that says whether stderr is a terminal. */
async function generateWith(args: string[], terminal: boolean, dir?: string) {
  const folder = dir ?? (await tempDir("generate-report"));
  await writeFile(join(folder, "spec.yaml"), SPEC);
  const lines = { out: [] as string[], err: [] as string[] };
  const code = await runGenerateCli(["--spec", join(folder, "spec.yaml"), "--out", join(folder, "out"), ...args], {
    out: (s) => void lines.out.push(s),
    err: (s) => void lines.err.push(s),
    terminal,
  });
  return { code, ...lines, folder };
}

const STAGE = /^fleetkit generate(?: --check)?: /;

describe("fleetkit generate on a terminal and off it", () => {
  test("on a terminal: each stage as it starts, then one line with each stage's time, all on stderr", async () => {
    const r = await generateWith([], true);
    expect(r.code).toBe(0);
    const stages = r.err.filter((line) => STAGE.test(line));
    expect(stages.map((line) => line.replace(/ in .*/, ""))).toEqual([
      expect.stringMatching(/^fleetkit generate: reading .*spec\.yaml …$/),
      "fleetkit generate: checking the spec, deriving the operations …",
      "fleetkit generate: types (openapi-typescript), validators (ajv), formatting (Biome) …",
      expect.stringMatching(/^fleetkit generate: writing .*out\/ …$/),
      "fleetkit generate: done",
    ]);
    expect(stages.at(-1)).toMatch(
      /^fleetkit generate: done in [\d.]+ s \(reading [\d.]+ s, checking [\d.]+ s, types and validators [\d.]+ s, writing [\d.]+ s\)$/,
    );
    expect(r.out.join("\n")).not.toMatch(STAGE);
  });

  test.each([
    ["not a terminal", [], false],
    ["--quiet on a terminal", ["--quiet"], true],
  ])("%s: no stage line", async (_name, args, terminal) => {
    const r = await generateWith(args, terminal);
    expect(r.code).toBe(0);
    expect(r.err.filter((line) => STAGE.test(line))).toEqual([]);
  });

  test("--quiet: no warning either, and the result still on stdout", async () => {
    const r = await generateWith(["--quiet"], true);
    expect(r.err).toEqual([]);
    expect(r.out[0]).toMatch(/^Generated \d+ files in \d+ ms/);
  });
});

describe("the spec's warnings", () => {
  test("five of one kind: one line with the count and the kind, the first three pointers, how many more", async () => {
    const r = await generateWith([], false);
    expect(r.err).toEqual([
      expect.stringMatching(
        /^warning: .*spec\.yaml: 5 × format "…" is not one OpenAPI registers; it is ignored \(an annotation, not checked\)$/,
      ),
      '  #/components/schemas/Thing/properties/a/format: format "alpha" is not one OpenAPI registers; it is ignored (an annotation, not checked)',
      '  #/components/schemas/Thing/properties/b/format: format "bravo" is not one OpenAPI registers; it is ignored (an annotation, not checked)',
      '  #/components/schemas/Thing/properties/c/format: format "charlie" is not one OpenAPI registers; it is ignored (an annotation, not checked)',
      "  … and 2 more (--verbose lists them all)",
    ]);
  });

  test("--verbose lists all five", async () => {
    const r = await generateWith(["--verbose"], false);
    expect(r.err.filter((line) => line.startsWith("  #/"))).toHaveLength(5);
  });

  test("--check: one line that counts them (CI is not told every warning on every run); --verbose lists them", async () => {
    const dir = await tempDir("generate-report");
    expect((await generateWith(["--quiet"], false, dir)).code).toBe(0);
    const check = await generateWith(["--check"], false, dir);
    expect(check.code).toBe(0);
    expect(check.err).toEqual([
      expect.stringMatching(
        /^note: .*spec\.yaml has 5 warnings \(1 kind\), not listed by --check; --verbose lists them$/,
      ),
    ]);
    const verbose = await generateWith(["--check", "--verbose"], false, dir);
    expect(verbose.err.filter((line) => line.startsWith("  #/"))).toHaveLength(5);
  });
});

describe("the summary counts what it lists, one line per file", () => {
  test("a first run: every file written, each on its own line, the manifest neither counted nor listed", async () => {
    const r = await generateWith([], false);
    const [head, ...files] = r.out.join("\n").split("\n");
    const produced = Number(/^Generated (\d+) files/.exec(head!)?.[1]);
    expect(head).toMatch(new RegExp(`^Generated ${produced} files in \\d+ ms \\(.*out/\\): ${produced} written:$`));
    expect(files).toHaveLength(produced);
    for (const line of files) expect(line).toMatch(/^ {2}wrote [\w-]+\.ts$/);
  });

  test.each([
    [
      "nothing changed",
      [{ file: MANIFEST_FILE, status: "stale" as const }],
      "Generated 9 files in 5 ms (o/): nothing changed.",
    ],
    [
      "two written and one removed",
      [
        { file: "index.ts", status: "stale" as const },
        { file: "types.ts", status: "missing" as const },
        { file: "old.ts", status: "orphaned" as const },
        { file: MANIFEST_FILE, status: "stale" as const },
      ],
      "Generated 9 files in 5 ms (o/): 2 written, 7 unchanged, 1 removed:\n  wrote index.ts\n  wrote types.ts\n  removed old.ts",
    ],
  ])("generatedSummary: %s", (_name, drift, want) => {
    expect(generatedSummary("o", 9, drift, 5.2)).toBe(want);
  });
});

describe("cli/progress.ts", () => {
  test("stage lines as each starts, and the times on a given clock", () => {
    let now = 0;
    const lines: string[] = [];
    const p = progress({ command: "fleetkit diff", enabled: true, write: (l) => lines.push(l), now: () => now });
    p.stage("reading OLD", "reading");
    now = 1200;
    p.stage("comparing");
    now = 13_700;
    p.done();
    p.stage("after the end");
    expect(lines).toEqual([
      "fleetkit diff: reading OLD …",
      "fleetkit diff: comparing …",
      "fleetkit diff: done in 14 s (reading 1.2 s, comparing 13 s)",
    ]);
  });

  test("disabled: prints nothing", () => {
    const lines: string[] = [];
    const p = progress({ command: "x", enabled: false, write: (l) => lines.push(l) });
    p.stage("a");
    p.done();
    expect(lines).toEqual([]);
  });

  test.each([
    [{}, true, true],
    [{}, false, false],
    [{ quiet: true }, true, false],
    [{ json: true }, true, false],
  ])("progressWanted(%o, terminal %s) is %s", (flags, terminal, want) => {
    expect(progressWanted(flags, terminal)).toBe(want);
  });

  test.each([
    [400, "0.4 s"],
    [9_949, "9.9 s"],
    [12_400, "12 s"],
    [125_000, "2 min 5 s"],
  ])("formatDuration(%d) is %s", (ms, want) => {
    expect(formatDuration(ms)).toBe(want);
  });
});

describe("cli/warning-groups.ts", () => {
  test("the kind leaves out quoted values, JSON lists and objects", () => {
    expect(warningKind('type ["strin",1] has entries that are not JSON Schema types; kept ["string"]')).toBe(
      "type […] has entries that are not JSON Schema types; kept […]",
    );
    expect(warningKind('query parameter "a\\"b" is listed twice')).toBe('query parameter "…" is listed twice');
  });

  test("kinds in the order they first appear, a kind seen once printed as one line as before", () => {
    const warnings = [
      { pointer: "#/a", message: 'format "x" is odd' },
      { pointer: "#/b", message: "once only" },
      { pointer: "#/c", message: 'format "y" is odd' },
    ];
    expect(groupWarnings(warnings).map((g) => [g.kind, g.warnings.length])).toEqual([
      ['format "…" is odd', 2],
      ["once only", 1],
    ]);
    expect(warningLines("s.yaml", warnings)).toEqual([
      'warning: s.yaml: 2 × format "…" is odd',
      '  #/a: format "x" is odd',
      '  #/c: format "y" is odd',
      "warning: s.yaml #/b: once only",
    ]);
  });

  test("a spec's control characters cannot act on the terminal", () => {
    const lines = warningLines("s.yaml", [{ pointer: "#/\u001b[2Jx", message: "m" }]);
    expect(lines.join("")).not.toContain("\u001b");
  });

  test("the --check summary: none for no warning", () => {
    expect(warningsSummary("s.yaml", [])).toBe(undefined);
    expect(warningsSummary("s.yaml", [{ pointer: "#/a", message: "m" }])).toBe(
      "note: s.yaml has 1 warning (1 kind), not listed by --check; --verbose lists them",
    );
  });
});
