import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import Ajv2020Module from "ajv/dist/2020.js";
import { generate } from "../../generator/index.js";
import { specPattern } from "../../runtime/validation/linear-pattern.js";
import { createMock } from "../../testing/index.js";
import { tempDir } from "../support/temp-dir.js";

const run = promisify(execFile);

/**
 * Issue 34, item 6: a spec's `pattern` runs on whatever a client sends. `^(a+)+$` took RegExp 645 ms on a 28-character
 * near-miss, doubling with each character; the generated validators must answer any such value at once.
 */
const spec = {
  openapi: "3.1.0",
  info: { title: "Patterns", version: "1" },
  paths: {},
  components: {
    schemas: {
      Nested: { type: "string", pattern: "^(a+)+$" },
      Unanchored: { type: "string", pattern: "(x+x+)+y" },
      Keys: { type: "object", patternProperties: { "^(k+)+$": { type: "integer" } }, additionalProperties: false },
      Plain: { type: "string", pattern: "^[0-9]+$" },
      Lookahead: { type: "string", pattern: "^(?=a)(a|a)+$" },
    },
  },
};

async function generated() {
  const dir = await tempDir("redos");
  await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
  const result = await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
  return { dir, result, standalone: await readFile(join(dir, "out", "validators-standalone.ts"), "utf8") };
}

describe("spec patterns that backtrack", () => {
  it("are checked in linear time in a child process: near-misses of 32 and 64 characters answer, and classify", async () => {
    const { dir } = await generated();
    // The child imports the generated validators with the runtime from source (no build): the same code a user runs.
    const file = join(dir, "out", "validators-standalone.ts");
    const runtime = pathToFileURL(resolve("runtime/index.ts")).href;
    await writeFile(file, (await readFile(file, "utf8")).replaceAll('"fleetkit/runtime"', JSON.stringify(runtime)));
    const script = join(dir, "check.ts");
    await writeFile(
      script,
      `import { loadValidators } from ${JSON.stringify(pathToFileURL(file).href)};
const v = loadValidators();
const near = (n: number, c: string) => c.repeat(n) + "!";
console.log(JSON.stringify({
  nested32: v.Nested(near(32, "a")), nested64: v.Nested(near(64, "a")), nestedValid: v.Nested("aaaa"),
  nestedEmpty: v.Nested(""), nestedOther: v.Nested("aab"),
  unanchored: v.Unanchored("x".repeat(5000)), unanchoredValid: v.Unanchored("zzxxy"),
  keys: v.Keys({ [near(40, "k")]: 1 }), keysValid: v.Keys({ kkk: 1 }), keysWrongValue: v.Keys({ kkk: "1" }),
  plain: v.Plain("123"), plainInvalid: v.Plain("12a"),
}));`,
    );
    // Generous: a machine shared by several runs may be slow to start tsx; RegExp would take hours on 64 characters.
    const { stdout } = await run(process.execPath, ["--import", "tsx", script], { timeout: 90_000 });
    expect(JSON.parse(stdout)).toEqual({
      nested32: false,
      nested64: false,
      nestedValid: true,
      nestedEmpty: false,
      nestedOther: false,
      unanchored: false,
      unanchoredValid: true,
      keys: false,
      keysValid: true,
      keysWrongValue: false,
      plain: true,
      plainInvalid: false,
    });
  }, 120_000);

  it("use the runtime's linearPattern only where RegExp may backtrack; a plain pattern stays RegExp", async () => {
    const { standalone } = await generated();
    expect(standalone).toMatch(/^import \{[^}]*\blinearPattern\b[^}]*\} from "fleetkit\/runtime";$/m);
    expect(standalone).toContain('linearPattern("^(a+)+$")');
    expect(standalone).toContain('linearPattern("(x+x+)+y")');
    expect(standalone).toContain('linearPattern("^(k+)+$")');
    expect(standalone).toContain('new RegExp("^[0-9]+$", "u")');
  });

  it("a slow pattern with no linear form (a lookahead) stays RegExp, with a warning naming where it is", async () => {
    const { result, standalone } = await generated();
    expect(standalone).toContain('new RegExp("^(?=a)(a|a)+$", "u")');
    const warnings = result.warnings.filter((w) => w.message.includes("exponential time"));
    expect(warnings.map((w) => w.pointer)).toEqual(["#/components/schemas/Lookahead/pattern"]);
    expect(warnings[0]!.message).toMatch(/it uses a lookaround/);
  });
});

describe("specPattern as ajv's code.regExp (the option a run-time ajv, such as the mock's, takes)", () => {
  it("compiles schemas whose slow patterns then answer a near-miss at once, with the same verdicts", () => {
    const ajv = new Ajv2020Module.default({ strict: false, allErrors: true, code: { regExp: specPattern } });
    const check = ajv.compile({
      type: "object",
      properties: { word: { type: "string", pattern: "^(a+)+$" }, digits: { type: "string", pattern: "^[0-9]+$" } },
      patternProperties: { "^x-(y+)+$": { type: "integer" } },
    });
    expect(check({ word: `${"a".repeat(64)}!` })).toBe(false);
    expect(check.errors?.map((e) => e.keyword)).toEqual(["pattern"]);
    expect(check({ word: "aaa", digits: "12" })).toBe(true);
    expect(check({ digits: "1a" })).toBe(false);
    expect(check({ [`x-${"y".repeat(64)}`]: "not an integer" })).toBe(false);
    expect(check({ [`x-${"y".repeat(64)}!`]: "any" })).toBe(true);
  });
});

/**
 * Patterns that RegExp refuses under the u flag (JSON Schema's reading), as published specs carry them: AWS IoT Jobs'
 * `[^\p\{C\}]*\+` (an escaped brace inside `\p`) crashed `generate` as an internal error; Amadeus' `[a-zA-Z]{1-70}`
 * was refused, naming only the schema ajv compiled first; dozens of AWS's descriptions escape punctuation that needs
 * no escape (`^arn[\/\:\-\_\.a-zA-Z0-9]+$`) or write octal escapes, and were refused whole.
 */
const badPatterns = {
  openapi: "3.1.0",
  info: { title: "Bad patterns", version: "1" },
  paths: {
    "/jobs/{id}": {
      get: {
        operationId: "getJob",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "A job",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Job" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Job: {
        type: "object",
        properties: {
          details: { type: "object", additionalProperties: { $ref: "#/components/schemas/DetailsValue" } },
          name: { type: "string", pattern: "[a-zA-Z]{1-70}" },
          arn: { type: "string", pattern: "^arn[\\/\\:\\-\\_\\.a-zA-Z0-9]+$" },
          stream: { type: "string", pattern: "^[^/:|\\000-\\037]+$" },
        },
      },
      DetailsValue: { type: "string", pattern: "[^\\p\\{C\\}]*\\+" },
      Plain: { type: "string", pattern: "^[0-9]+$" },
    },
  },
};

describe("a pattern that is not a regular expression with the u flag", () => {
  it("is read as JavaScript reads it without the flag where that is plain, else ignored; each with a warning", async () => {
    const dir = await tempDir("bad-pattern");
    await writeFile(join(dir, "spec.json"), JSON.stringify(badPatterns));
    const { warnings } = await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
    const about = warnings.filter((w) => w.pointer.endsWith("/pattern"));
    expect(about.map((w) => w.pointer).sort()).toEqual([
      "#/components/schemas/DetailsValue/pattern",
      "#/components/schemas/Job/properties/arn/pattern",
      "#/components/schemas/Job/properties/name/pattern",
      "#/components/schemas/Job/properties/stream/pattern",
    ]);
    const said = Object.fromEntries(about.map((w) => [w.pointer.split("/").at(-2), w.message]));
    const arn = badPatterns.components.schemas.Job.properties.arn.pattern;
    expect(said.arn).toBe(
      `pattern ${JSON.stringify(arn)} is not valid with the u flag JSON Schema reads patterns with; read as JavaScript reads it without the flag, ${JSON.stringify("^arn[\\/:\\-_\\.a-zA-Z0-9]+$")}`,
    );
    expect(said.name).toBe(
      'pattern "[a-zA-Z]{1-70}" is not a regular expression JavaScript reads with the u flag (Incomplete quantifier), and means something else without it; ignored, so any string is accepted here',
    );
    expect(said.DetailsValue).toMatch(/\(Invalid property name in character class\).*; ignored/);
    const { validate } = (await import(pathToFileURL(join(dir, "out", "validators.ts")).href)) as {
      validate(name: string, value: unknown): { valid: boolean };
    };
    expect(validate("Job", { arn: "arn:aws_s3-x/y.z" }).valid).toBe(true);
    expect(validate("Job", { arn: "arn:aws!" }).valid).toBe(false);
    expect(validate("Job", { stream: "a-b" }).valid).toBe(true);
    expect(validate("Job", { stream: "a\u0001b" }).valid).toBe(false); // \000-\037, read as \x00-\x1f
    expect(validate("Job", { name: "Ada", details: { k: "anything" } }).valid).toBe(true);
  }, 60_000);

  it("a patternProperties name RegExp refuses is a SpecValidationError at its own pointer; nothing is written", async () => {
    const dir = await tempDir("bad-pattern-keys");
    const spec = structuredClone(badPatterns) as any;
    spec.components.schemas.Keys = { type: "object", patternProperties: { "^x-[a-z]{1-9}$": { type: "string" } } };
    await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
    const error = (await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") }).catch(
      (e: unknown) => e,
    )) as { name: string; issues: { pointer: string; message: string }[] };
    expect(error.name).toBe("SpecValidationError");
    expect(error.issues).toEqual([
      {
        pointer: "#/components/schemas/Keys/patternProperties/^x-[a-z]{1-9}$",
        message:
          'pattern "^x-[a-z]{1-9}$" is not a regular expression as JSON Schema reads one (ECMA-262 with the u flag): Incomplete quantifier. Correct it in the spec, or with an overlay (--overlay)',
      },
    ]);
    expect(existsSync(join(dir, "out"))).toBe(false);
  }, 60_000);

  it("the mock serving the spec reads them as generate does: the operation answers, its answer checked", async () => {
    const dir = await tempDir("bad-pattern-mock");
    await writeFile(join(dir, "spec.json"), JSON.stringify(badPatterns));
    const mock = await createMock({ spec: join(dir, "spec.json") });
    const response = await mock.fetch("https://api.example.com/jobs/1");
    expect(response.status).toBe(200);
    expect(typeof (await response.json())).toBe("object"); // and the mock checked it against the schema (else a 500)
  }, 60_000);

  it("a schema JSON Schema refuses is a 500 from the mock naming the operation's schema, not a bare ajv message", async () => {
    const dir = await tempDir("bad-schema-mock");
    const spec = structuredClone(badPatterns) as any;
    spec.components.schemas.Job.properties.broken = { allOf: { "0": { type: "string" } } }; // as APIs.guru's dnd5eapi
    await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
    const mock = await createMock({ spec: join(dir, "spec.json") });
    const response = await mock.fetch("https://api.example.com/jobs/1");
    expect(response.status).toBe(500);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(
      'the spec\'s schema at #/paths/~1jobs~1{id}/get/responses/200/content/application~1json/schema (or a schema it references) is not one JSON Schema accepts, so the mock cannot check against it: allOf value must be ["array"]',
    );
  }, 60_000);
});
