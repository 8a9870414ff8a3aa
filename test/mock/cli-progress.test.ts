// What `fleetkit mock --spec` prints about its own start (issue 38, item 5): on a terminal, each stage on stderr as it
// begins (reading the spec, building its operations, the data, listening) and one line with their times; nothing off a
// terminal, with --quiet, or for the bundled spec; stdout is the same in every case. In process, with an injected
// terminal Io; each run is stopped as soon as it has printed where it listens.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mockCommand } from "../../cli/commands/mock.js";
import { createMock, type MockStage } from "../../testing/mock/server.js";
import { recordingIo, runCommand } from "../cli/in-process.js";
import { tempDir } from "../support/temp-dir.js";

const SPEC = {
  openapi: "3.1.0",
  info: { title: "things", version: "1" },
  security: [],
  paths: {
    "/things": {
      get: {
        operationId: "listThings",
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } } },
      },
    },
  },
};

async function specFile(content: unknown = SPEC): Promise<string> {
  const file = join(await tempDir("mock-progress"), "things.json");
  await writeFile(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

/** `fleetkit mock ARGS --port 0` in process; stopped (as by Ctrl+C) once it prints where it listens. */
async function mock(args: string[], terminal: boolean) {
  const recording = recordingIo();
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const io = {
    ...recording,
    terminal,
    out: (line: string) => {
      recording.out(line);
      if (line.startsWith("fleetkit mock API listening on ")) stop();
    },
  };
  return runCommand((a, i) => mockCommand(a, i, stopped), [...args, "--port", "0"], { io });
}

const STAGE = /^fleetkit mock: /;

describe("fleetkit mock's progress on a terminal and off it", () => {
  it("on a terminal with --spec: each stage on stderr as it begins, then their times; stdout as ever", async () => {
    const file = await specFile();
    const r = await mock(["--spec", file], true);
    expect(r.code).toBe(0);
    expect(r.err.map((line) => line.replace(/ in [\d.]+ s .*/, ""))).toEqual([
      `fleetkit mock: reading ${file} …`,
      "fleetkit mock: building its operations …",
      "fleetkit mock: seeding the data …",
      "fleetkit mock: listening on 127.0.0.1 port (a free one) …",
      "fleetkit mock: ready",
    ]);
    expect(r.err.at(-1)).toMatch(
      /^fleetkit mock: ready in [\d.]+ s \(reading [\d.]+ s, operations [\d.]+ s, data [\d.]+ s, listening [\d.]+ s\)$/,
    );
    expect(r.out[0]).toMatch(/^fleetkit mock API listening on http:\/\/127\.0\.0\.1:\d+ \(serving .*things\.json\)$/);
    expect(r.out.join("\n")).not.toMatch(STAGE);
    expect(r.out.at(-1)).toBe("mock stopped");
  });

  it.each([
    ["not a terminal", [], false],
    ["--quiet on a terminal", ["--quiet"], true],
  ])("%s: no stage line anywhere, the same output", async (_name, args, terminal) => {
    const file = await specFile();
    const r = await mock(["--spec", file, ...args], terminal);
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out[0]).toMatch(/^fleetkit mock API listening on http:\/\/127\.0\.0\.1:\d+ \(serving .*things\.json\)$/);
  });

  it("the bundled spec on a terminal (a start of milliseconds): no stage line", async () => {
    const r = await mock([], true);
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out[0]).toMatch(/^fleetkit mock API listening on http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("a spec that cannot be served: the stages end with `stopped`, then the loader's error", async () => {
    const file = await specFile('{"info": {"title": "no version"}}');
    const r = await mock(["--spec", file], true);
    expect(r.code).toBe(2);
    expect(r.err[0]).toBe(`fleetkit mock: reading ${file} …`);
    expect(r.err.find((line) => line.startsWith("fleetkit mock: stopped in "))).toBeDefined();
    expect(r.err.at(-1)).not.toMatch(STAGE);
    expect(r.out).toEqual([]);
  });
});

describe("createMock's onStage", () => {
  it("hears read, operations and data with a spec, in that order, once each; data alone without", async () => {
    const seen: MockStage[] = [];
    const served = await createMock({ spec: SPEC, onStage: (stage) => seen.push(stage) });
    expect(seen).toEqual(["read", "operations", "data"]);
    expect((await served.fetch("https://things.example/things")).status).toBe(200);
    const bundled: MockStage[] = [];
    await createMock({ onStage: (stage) => bundled.push(stage) });
    expect(bundled).toEqual(["data"]);
  });

  it("refuses an onStage that is not a function, naming it", async () => {
    await expect(createMock({ onStage: "yes" as never })).rejects.toThrow(
      'onStage must be a function of the stage, got the string "yes"',
    );
  });
});
