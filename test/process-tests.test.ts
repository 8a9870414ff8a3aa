import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { diffSpecs } from "../generator/diff/index.js";
import { loadOpenApi } from "../generator/input/index.js";
import config, {
  COLLECTING_FIRST,
  DIFF_TESTS,
  PROCESS_TESTS,
  PUBLISHED_TESTS,
  SLOWEST_FIRST,
} from "../vitest.config.js";

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : testFiles(path);
    return path.endsWith(".test.ts") ? [path] : [];
  });

// Spelled in two parts, so this file does not match itself.
const CHILD_PROCESS_IMPORT = new RegExp(`(from |import\\()"node:${"child"}_process"`);

/** A test file starts processes when it, or a helper of test/ it imports, uses node:child_process. */
function startsProcesses(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  if (CHILD_PROCESS_IMPORT.test(text)) return true;
  const helpers = [...text.matchAll(/from "(\.{1,2}\/[^"]+)\.js"/g)].map((m) => join(file, "..", `${m[1]}.ts`));
  return helpers.some(
    (helper) =>
      helper.startsWith("test/") && !helper.endsWith(".test.ts") && existsSync(helper) && startsProcesses(helper, seen),
  );
}

it("every test file that starts processes is in PROCESS_TESTS (npm run test:unit leaves them out), and only those", () => {
  const spawning = testFiles("test")
    .filter((file) => startsProcesses(file))
    .sort();
  expect(spawning).toEqual(PROCESS_TESTS.filter((file) => !DIFF_TESTS.includes(file)).sort());
});

it("the files listed for starting Redocly compare specs, and start no process of their own", () => {
  for (const file of DIFF_TESTS) {
    expect(readFileSync(file, "utf8"), file).toMatch(/\b(diffSpecs|diffSpecFiles|diffCommand)\b/);
    expect(startsProcesses(file), file).toBe(false);
  }
});

/** A published description read whole: GitHub's (test/support/published-specs.ts) or one of the vendor's. */
const READS_PUBLISHED = /\b(githubDescription|vendorSpecsFolder|vendorSpec)\(/;

it("the files left out of the fast loop as published-description files each read one, start no process, once", () => {
  const outside = PUBLISHED_TESTS.filter(
    (file) => !existsSync(file) || !READS_PUBLISHED.test(readFileSync(file, "utf8")) || startsProcesses(file),
  );
  expect(outside).toEqual([]);
  expect(PUBLISHED_TESTS.filter((file) => PROCESS_TESTS.includes(file))).toEqual([]);
  expect(new Set(PUBLISHED_TESTS).size).toBe(PUBLISHED_TESTS.length);
});

const spec = (version: string, type: string) => ({
  openapi: "3.1.0",
  info: { title: "t", version },
  paths: {
    "/a": {
      get: { responses: { "200": { description: "ok", content: { "application/json": { schema: { type } } } } } },
    },
  },
});

it("a unit file that starts Node (here Redocly, through the diff) fails, naming the list it belongs in", async () => {
  const [before, after] = await Promise.all([loadOpenApi(spec("1", "string")), loadOpenApi(spec("2", "integer"))]);
  await expect(diffSpecs(before, after)).rejects.toThrow(
    /a unit test file started a Node process \(.*node .*@redocly\/cli.*\): list the file in PROCESS_TESTS/,
  );
});

it("the process files run first, in a pool of their own with one worker more than the cores; the others one per core", () => {
  type Project = { test: { name: string; maxWorkers?: number; sequence?: { groupOrder?: number } } };
  const projects = Object.fromEntries(
    (config.test!.projects as Project[]).map(({ test }) => [test.name, test] as const),
  );
  expect(projects.process).toMatchObject({ maxWorkers: availableParallelism() + 1, sequence: { groupOrder: 0 } });
  for (const name of ["unit", "published"]) {
    expect(projects[name]!.maxWorkers, name).toBeUndefined(); // the root's: one per core
    expect(projects[name]!.sequence?.groupOrder, name).toBe(1);
  }
  expect(config.test!.maxWorkers).toBe(availableParallelism());
});

it("the files started first are process files, each named once", () => {
  expect(SLOWEST_FIRST.filter((file) => !PROCESS_TESTS.includes(file))).toEqual([]);
  expect(new Set(SLOWEST_FIRST).size).toBe(SLOWEST_FIRST.length);
});

it("the files that force collections and start first are unit files that exist, each named once", () => {
  expect(COLLECTING_FIRST.filter((file) => PROCESS_TESTS.includes(file) || !existsSync(file))).toEqual([]);
  expect(new Set(COLLECTING_FIRST).size).toBe(COLLECTING_FIRST.length);
});

/** test/support/unit-starts-no-node.ts's refusal (not imported: it imports node:child_process, to refuse). */
const REFUSED = /^a unit test file started a Node process \(.+\): list the file in PROCESS_TESTS/;

it("every way of starting Node is refused there, the promisified execFile too (and it keeps its own form)", async () => {
  // Spelled in two parts, as above: nothing here starts a process, every call is refused before it does.
  const child = (await import(`node:${"child"}_process`)) as Record<
    "spawn" | "spawnSync" | "execFile" | "execFileSync" | "exec" | "execSync" | "fork",
    (...args: any[]) => unknown
  >;
  const node = process.execPath;
  const refusals: (() => unknown)[] = [
    () => child.spawn(node, ["-e", ""]),
    () => child.spawnSync("node", ["-e", ""]),
    () => child.execFile(node, ["-e", ""]),
    () => child.execFileSync(node, ["-e", ""]),
    () => child.exec(`"${node}" -e ""`),
    () => child.execSync("node -e ''"),
    () => child.spawn("node -e ''", { shell: true }),
    () => child.fork("script.js"),
  ];
  for (const start of refusals) expect(start, String(start)).toThrow(REFUSED);
  const execFile = child.execFile as { [promisify.custom]?: unknown };
  expect(typeof execFile[promisify.custom]).toBe("function");
  await expect(promisify(child.execFile)(node, ["-e", ""])).rejects.toThrow(REFUSED);
});
