import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { outsideReferences } from "../input/outside-references.js";
import { packageManifest } from "../package-files.js";
import type { SpecDocument } from "../spec-document.js";
import { DiffInputError } from "./report.js";

/**
 * The general OpenAPI comparison is Redocly CLI's `redocly diff` (request/response-direction rules, OpenAPI 3.1 type
 * lists, renamed paths). It has no programmatic API, so it runs as a child process with `--format json`.
 */
const REDOCLY_CLI = "@redocly/cli";
/** The versions whose report format (reportVersion "1") this adapter reads, as package.json's peer range. */
const redoclyInstall = () =>
  `npm install --save-dev ${REDOCLY_CLI}@"${packageManifest().peerDependencies[REDOCLY_CLI]}"`;

export type Impact = "major" | "minor" | "patch";

export interface EngineSide {
  /** Where the value sits in that document, e.g. `#/components/schemas/Vehicle/properties/status/enum`. */
  pointer: string;
  value?: unknown;
}

/** One entry of Redocly's diff report (the fields fleetkit reads). */
export interface EngineChange {
  /** The change seen from an operation where it has one: `#/paths/~1vehicles/get/parameters/1`. */
  path: string;
  typeName: string;
  kind: "added" | "removed" | "modified";
  impact: Impact;
  verdicts: { ruleId: string; impact: Impact; message: string }[];
  /** For `modified`: the key that changed (`type`, `enum`, `key` for a renamed path…). */
  property?: string;
  base?: EngineSide;
  revision?: EngineSide;
}

function redoclyBin(): string {
  try {
    const manifest = createRequire(import.meta.url).resolve(`${REDOCLY_CLI}/package.json`);
    return join(dirname(manifest), "bin", "cli.js");
  } catch {
    throw new DiffInputError(
      `comparing specs needs Redocly CLI (its \`redocly diff\`), which is not installed: run \`${redoclyInstall()}\``,
    );
  }
}

/**
 * Below this size (each document, as JSON) Redocly's run is short: V8's optimizing compiler costs more than it gains
 * (`--no-opt`: 0.6 s of CPU instead of 1.0 s for the bundled spec; on the vendor's 2 MB spec it would cost 0.8 s more).
 */
const SMALL_DOCUMENT_CHARS = 512 * 1024;

function run(
  bin: string,
  args: string[],
  cwd: string,
  nodeFlags: string[] = [],
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, bin, ...args], {
      cwd,
      stdio: ["ignore", "ignore", "pipe"],
      // No usage data sent to Redocly, no update check against the registry, no colour codes in messages.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: "off",
        REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
        REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
        NO_COLOR: "1",
      },
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

function isReport(value: unknown): value is { reportVersion: string; changes: EngineChange[] } {
  return typeof value === "object" && value !== null && Array.isArray((value as { changes?: unknown }).changes);
}

/** How many of a document's references out of itself an error lists. */
const OUTSIDE_SHOWN = 5;

/**
 * Refuses a document that names anything outside itself: `redocly diff` runs with Redocly's own resolver, which would
 * read each such file or URL (a FIFO hangs it, `/etc/hostname` is read, any URL is fetched). The loader bundles what
 * its fence allows and drops `externalValue`s, so a loaded spec has none; this fences the child whatever the caller
 * passes.
 */
function assertWhole(document: SpecDocument, side: "old" | "new"): void {
  const outside = outsideReferences(document);
  if (outside.length === 0) return;
  const shown = outside.slice(0, OUTSIDE_SHOWN).map(({ pointer, target }) => `${pointer}: ${JSON.stringify(target)}`);
  if (outside.length > OUTSIDE_SHOWN) shown.push(`… and ${outside.length - OUTSIDE_SHOWN} more`);
  throw new DiffInputError(
    `the ${side} spec refers to ${outside.length === 1 ? "a file or URL" : "files or URLs"} outside itself, which would be read while comparing; ` +
      `bundle them into the spec or remove them (a $ref within the spec's folder is bundled when the spec is read from a file):\n  ${shown.join("\n  ")}`,
  );
}

/**
 * Every change between two documents as `redocly diff` classifies it. The documents are written as JSON to a private
 * temporary folder (also the child's working directory, so no `redocly.yaml` of the caller's changes the rules) and
 * the folder is removed afterwards.
 */
export async function redoclyDiff(oldDoc: SpecDocument, newDoc: SpecDocument): Promise<EngineChange[]> {
  assertWhole(oldDoc, "old");
  assertWhole(newDoc, "new");
  const bin = redoclyBin();
  const dir = await mkdtemp(join(tmpdir(), "fleetkit-diff-"));
  try {
    const texts = [JSON.stringify(oldDoc), JSON.stringify(newDoc)];
    await Promise.all([writeFile(join(dir, "old.json"), texts[0]!), writeFile(join(dir, "new.json"), texts[1]!)]);
    const args = [
      "diff",
      "old.json",
      "new.json",
      "--format",
      "json",
      "--output",
      "report.json",
      "--fail-on",
      "none",
      "--lint-config",
      "off",
    ];
    const small = texts.every((text) => text.length < SMALL_DOCUMENT_CHARS);
    const { code, stderr } = await run(bin, args, dir, small ? ["--no-opt"] : []);
    if (code !== 0) {
      const why = stderr
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l !== "" && !/[╔║╚]/.test(l))
        .slice(-3)
        .join(" / ");
      throw new Error(`redocly diff exited ${code}: ${why || "no message"}`);
    }
    const report: unknown = JSON.parse(await readFile(join(dir, "report.json"), "utf8"));
    if (!isReport(report) || report.reportVersion !== "1") {
      throw new DiffInputError(
        `the installed ${REDOCLY_CLI} writes a diff report fleetkit cannot read (reportVersion ${JSON.stringify((report as { reportVersion?: unknown })?.reportVersion)}); ` +
          `install a supported version: \`${redoclyInstall()}\``,
      );
    }
    return report.changes;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
