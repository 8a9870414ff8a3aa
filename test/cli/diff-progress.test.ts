// What `fleetkit diff` prints about its own progress (issue 38, item 5): on a terminal, each stage on stderr as it
// starts (reading OLD, reading NEW, comparing) and one line with their times; nothing off a terminal, with --quiet or
// with --json; stdout never. The comparison itself runs Redocly's diff (a child process), once per case.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diffCommand } from "../../cli/commands/diff.js";
import { type DiffStage, diffSpecFiles } from "../../generator/diff/index.js";
import { tempDir } from "../support/temp-dir.js";
import { recordingIo, runCommand } from "./in-process.js";

const spec = (extra: string) => `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /things:
    get:
      operationId: listThings
      responses:
        "200": { description: ok }
${extra}`;

/** OLD and NEW, where NEW removes an operation (breaking: exit 1). */
async function files(): Promise<[string, string]> {
  const dir = await tempDir("diff-progress");
  const both = [join(dir, "old.yaml"), join(dir, "new.yaml")] as [string, string];
  await writeFile(
    both[0],
    spec(`  /things/{id}:
    delete:
      operationId: deleteThing
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses:
        "204": { description: gone }
`),
  );
  await writeFile(both[1], spec(""));
  return both;
}

/** `fleetkit diff` in process, with a recording Io that says whether stderr is a terminal. */
async function diffWith(args: string[], terminal: boolean) {
  const [oldFile, newFile] = await files();
  const io = { ...recordingIo(), terminal };
  const r = await runCommand(diffCommand, [oldFile, newFile, ...args], { io });
  return { ...r, oldFile, newFile };
}

const STAGE = /^fleetkit diff: /;

describe.concurrent("fleetkit diff's progress on a terminal and off it", () => {
  it("on a terminal: reading OLD, reading NEW, comparing as each starts, then their times, all on stderr", async () => {
    const r = await diffWith([], true);
    expect(r.code).toBe(1);
    const stages = r.err.filter((line) => STAGE.test(line));
    expect(stages.map((line) => line.replace(/ in .*/, ""))).toEqual([
      `fleetkit diff: reading ${r.oldFile} …`,
      `fleetkit diff: reading ${r.newFile} …`,
      "fleetkit diff: comparing …",
      "fleetkit diff: done",
    ]);
    expect(stages.at(-1)).toMatch(
      /^fleetkit diff: done in [\d.]+ s \(reading OLD [\d.]+ s, reading NEW [\d.]+ s, comparing [\d.]+ s\)$/,
    );
    expect(r.out.join("\n")).not.toMatch(STAGE);
    expect(r.out[1]).toMatch(/^BREAKING: /);
  });

  it.each([
    ["not a terminal", [], false],
    ["--quiet on a terminal", ["--quiet"], true],
    ["--json on a terminal", ["--json"], true],
  ])("%s: no stage line anywhere, the same verdict", async (_name, args, terminal) => {
    const r = await diffWith(args, terminal);
    expect(r.code).toBe(1);
    expect(r.err).toEqual([]);
    expect(r.out.join("\n")).not.toMatch(STAGE);
    if (args.includes("--json")) expect(JSON.parse(r.out.join("\n")).breaking).toBe(true);
  });

  it("a spec that cannot be read: the stages end with `stopped`, then the error", async () => {
    const [oldFile] = await files();
    const io = { ...recordingIo(), terminal: true };
    const r = await runCommand(diffCommand, [oldFile, join(oldFile, "..", "missing.yaml")], { io });
    expect(r.code).toBe(2);
    expect(r.err.find((line) => line.startsWith("fleetkit diff: stopped in "))).toBeDefined();
    expect(r.err.at(-1)).toMatch(/^fleetkit diff: NEW \(.*missing\.yaml\)/);
  });
});

describe("diffSpecFiles's onStage", () => {
  it("announces old, new and compare, in that order, once each", async () => {
    const [oldFile, newFile] = await files();
    const seen: DiffStage[] = [];
    const { report } = await diffSpecFiles(oldFile, newFile, { onStage: (stage) => seen.push(stage) });
    expect(seen).toEqual(["old", "new", "compare"]);
    expect(report.operations.removed).toEqual(["deleteThing"]);
  });
});
