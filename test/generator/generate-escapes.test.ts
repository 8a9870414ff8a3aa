// Issue 34, item 13: terminal escapes in a spec's strings (a path, an operationId, a description, an example's name, a
// $ref, an overlay's target) reach no terminal through what `generate` and `scopes` print: warnings and errors alike
// show them as \u escapes (runtime/printable.ts, as `fleetkit diff` prints). In process.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../support/temp-dir.js";
import { runFleetkit } from "../cli/in-process.js";

// biome-ignore lint/suspicious/noControlCharactersInRegex: what the output must not contain
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const ESC = "\u001b";
/** Clears the screen and sets the terminal's title; then up one line and erase it (hiding the line before). */
const PATH = `/w${ESC}[2J${ESC}]0;owned\u0007`;
const HIDE = `${ESC}[1A${ESC}[2K\r\u009b1A\u202e`;

/** A spec whose strings carry escapes; `missing` adds a $ref to nothing (an error) and the example's externalValue
 * gives a warning. */
function spec(missing: boolean): string {
  return JSON.stringify({
    openapi: "3.1.0",
    info: { title: `T${HIDE}`, version: "1" },
    paths: {
      [PATH]: {
        get: {
          operationId: `get${ESC}[31mRed`,
          description: HIDE,
          responses: {
            "200": {
              description: HIDE,
              content: {
                "application/json": {
                  schema: missing ? { $ref: `#/components/schemas/Missing${HIDE}` } : { type: "object" },
                  examples: { [`one${HIDE}`]: { externalValue: `https://example.com/${HIDE}`, "x-note": "n" } },
                },
              },
            },
          },
        },
      },
    },
  });
}

/** Every line printed, on both streams, with nothing raw a terminal acts on (line breaks are the lines). */
function expectPrintable(result: { stdout: string; stderr: string }): void {
  for (const line of `${result.stdout}${result.stderr}`.split("\n")) expect(line).not.toMatch(UNSAFE);
}

async function files(): Promise<{ dir: string; good: string; bad: string; overlay: string }> {
  const dir = await tempDir("generate-escapes");
  const [good, bad, overlay] = ["good.json", "bad.json", "overlay.json"].map((f) => join(dir, f)) as [
    string,
    string,
    string,
  ];
  await writeFile(good, spec(false));
  await writeFile(bad, spec(true));
  await writeFile(
    overlay,
    JSON.stringify({
      overlay: "1.0.0",
      info: { title: "o", version: "1" },
      actions: [{ target: `$.paths['/nope${HIDE}'].get`, update: { summary: "s" } }],
    }),
  );
  return { dir, good, bad, overlay };
}

describe("generate prints spec strings escaped (issue 34, item 13)", () => {
  it("a warning whose pointer and message carry escapes", async () => {
    const { dir, good } = await files();
    const r = await runFleetkit(["generate", "--spec", good, "--out", join(dir, "out")]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      "warning: ", // the example's externalValue, dropped
    );
    expect(r.stderr).toContain("#/paths/~1w\\u001b[2J\\u001b]0;owned\\u0007/get/responses/200");
    expect(r.stderr).toContain("one\\u001b[1A\\u001b[2K\\u000d\\u009b1A\\u202e/externalValue");
    expectPrintable(r);
  }, 60_000);

  it("an error (a $ref to nothing) whose pointer and message carry escapes", async () => {
    const { dir, bad } = await files();
    const r = await runFleetkit(["generate", "--spec", bad, "--out", join(dir, "out")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^1 problem in .*bad\.json, nothing was generated:\n {2}#\/paths\/~1w\\u001b\[2J/);
    expect(r.stderr).toContain('$ref "#/components/schemas/Missing\\u001b[1A\\u001b[2K\\u000d\\u009b1A\\u202e"');
    expectPrintable(r);
  }, 60_000);

  it("an overlay's target that matches nothing, and a spec file whose name carries escapes", async () => {
    const { dir, good, overlay } = await files();
    const withOverlay = await runFleetkit(["generate", "--spec", good, "--overlay", overlay, "--out", join(dir, "o")]);
    expect(withOverlay.code).toBe(2);
    expect(withOverlay.stderr).toContain("/nope\\u001b[1A");
    expectPrintable(withOverlay);
    const missing = await runFleetkit(["generate", "--spec", join(dir, `x${HIDE}.json`), "--out", join(dir, "m")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read the spec at .*x\\u001b\[1A.*: no such file/);
    expectPrintable(missing);
  }, 60_000);
});

describe("scopes prints spec strings escaped (issue 34, item 13)", () => {
  it("--spec --json, one operation, and an overlay's error", async () => {
    const { good, overlay } = await files();
    const json = await runFleetkit(["scopes", "--spec", good, "--json"]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)[0].operationId).toBe(`get${ESC}[31mRed`);
    expectPrintable(json);
    const one = await runFleetkit(["scopes", "--spec", good, "GET", PATH]);
    expect(one.stdout).toContain("get\\u001b[31mRed");
    expectPrintable(one);
    const refused = await runFleetkit(["scopes", "--spec", good, "--overlay", overlay, "--json"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("/nope\\u001b[1A");
    expectPrintable(refused);
  }, 60_000);

  it("--overlay-for a spec whose operations carry escapes", async () => {
    const { good } = await files();
    const r = await runFleetkit(["scopes", "--overlay-for", good]);
    expect(r.stderr).not.toBe("");
    expectPrintable(r);
  }, 60_000);
});
