// `fleetkit diff` on a spec whose path carries terminal escapes (issue 23, defect 8): what it prints cannot erase or
// move the BREAKING line, and `--json` is still JSON of the exact strings. Runs Redocly's diff (a child process).
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { diffCommand } from "../../cli/commands/diff.js";
import { subsetOf } from "../support/published-specs.js";
import { tempDir } from "../support/temp-dir.js";
import { runCommand } from "./in-process.js";

// biome-ignore lint/suspicious/noControlCharactersInRegex: what the output must not contain
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** Up one line, erase it, back to its start: on a terminal, the line before this path's line disappears. */
const HIDING_PATH = "/v1/tags-archive\u001b[1A\u001b[2K\r\u009b1A\u202e";

/** The bundled spec's /v1/tags operations with what they use: the escapes need no more (the whole spec tripled the time). */
const TAGS_ONLY = subsetOf(parse(readFileSync("spec/fleet-api.yaml", "utf8")), (path) => path === "/v1/tags");

async function specs(): Promise<[string, string]> {
  const dir = await tempDir("diff-escapes");
  const old = structuredClone(TAGS_ONLY) as Record<string, any>;
  const changed = structuredClone(old);
  // A breaking change (an operation removed), and an added operation whose path tries to hide it.
  delete changed.paths["/v1/tags"].post;
  changed.paths[HIDING_PATH] = { get: { ...old.paths["/v1/tags"].get, operationId: "v1GetArchivedTags" } };
  const files = [join(dir, "old.yaml"), join(dir, "new.yaml")] as [string, string];
  await writeFile(files[0], stringify(old));
  await writeFile(files[1], stringify(changed));
  return files;
}

describe("fleetkit diff with escapes in the spec", () => {
  it("prints every spec string escaped: the BREAKING line stays, the path shows as \\u escapes", async () => {
    const [oldFile, newFile] = await specs();
    const r = await runCommand(diffCommand, [oldFile, newFile]);
    expect(r.code).toBe(1);
    expect(r.out[1]).toMatch(/^BREAKING: /);
    for (const line of [...r.out, ...r.err]) expect(line).not.toMatch(UNSAFE);
    expect(r.out.join("\n")).toContain("/v1/tags-archive\\u001b[1A\\u001b[2K\\u000d\\u009b1A\\u202e");
  });

  it("--json is JSON of the exact strings, with nothing raw a terminal acts on", async () => {
    const [oldFile, newFile] = await specs();
    const r = await runCommand(diffCommand, [oldFile, newFile, "--json"]);
    expect(r.code).toBe(1);
    const text = r.out.join("\n");
    expect(text.replace(/\n/g, "")).not.toMatch(UNSAFE);
    const report = JSON.parse(text);
    expect(report.breaking).toBe(true);
    expect(report.changes).toContainEqual({
      severity: "non-breaking",
      level: "info",
      rule: "operation-added",
      location: `#/paths/${HIDING_PATH.replace(/\//g, "~1")}/get`,
      message: `operation added: v1GetArchivedTags (GET ${HIDING_PATH}), needs Read Tags`,
    });
  });
});
