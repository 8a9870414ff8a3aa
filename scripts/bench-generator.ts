/**
 * Generator benchmarks, each a ratio measured in one run:
 * 1. `fleetkit generate` of the bundled spec as a whole process (start Node, load the tools, read, check, render and
 *    write every file) against openapi-typescript's CLI alone (start Node, read the same spec, write types.ts),
 *    interleaved rounds, medians; goal ≤ 2.0x;
 * 2. importing the precompiled validators against compiling the same schemas with ajv at start-up,
 *    each in a fresh Node process (what a user's service pays when it starts).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { renderFiles } from "../generator/index.js";
import { loadSpec } from "../generator/spec-document.js";
import { componentJsonSchemas } from "../generator/validator-schemas.js";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { benchDiff } from "./bench-diff.js";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Figure } from "./bench-figures.js";
import { median } from "./bench-stats.js";

const IMPORT_PRECOMPILED = `
const t = performance.now();
const v = await import(${JSON.stringify(pathToFileURL("dist/generated/validators.js").href)});
v.validate("WebhookNotification", { eventId: "a", eventMs: 1, eventType: "Ping", event: { text: "Ping" } });
console.log(performance.now() - t);`;

// The baseline starts from the same JSON schemas already extracted (no YAML parsing): only ajv's work is counted.
const compileAtStartup = (schemasFile: string) => `
const t = performance.now();
const { default: Ajv2020 } = await import("ajv/dist/2020.js");
const { default: addFormats } = await import("ajv-formats");
const { readFileSync } = await import("node:fs");
const defs = JSON.parse(readFileSync(${JSON.stringify(schemasFile)}, "utf8"));
const ajv = new Ajv2020.default({ allErrors: true, strict: true, discriminator: true });
addFormats.default(ajv, ["uri", "date-time"]);
ajv.addFormat("password", true);
ajv.addSchema({ $id: "fleetkit:spec", $defs: defs });
for (const name of Object.keys(defs)) ajv.getSchema("fleetkit:spec#/$defs/" + name);
ajv.getSchema("fleetkit:spec#/$defs/WebhookNotification")({ eventId: "a", eventMs: 1, eventType: "Ping", event: { text: "Ping" } });
console.log(performance.now() - t);`;

function freshProcessMs(script: string, runs: number): number {
  const samples = Array.from({ length: runs }, () =>
    Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim()),
  );
  return median(samples);
}

/** Wall time of one command, in ms. */
function processMs(args: string[]): number {
  const start = performance.now();
  execFileSync(process.execPath, args, { stdio: "ignore" });
  return performance.now() - start;
}

/** `fleetkit generate` and openapi-typescript's CLI as whole processes, in interleaved rounds: medians and their ratio. */
export function generateVsOpenapiTypescript(rounds = 7): { generateMs: number; openapiTsMs: number; ratio: number } {
  const out = mkdtempSync(join(tmpdir(), "fleetkit-bench-"));
  try {
    const generate = () =>
      processMs(["dist/cli/fleetkit.js", "generate", "--spec", "spec/fleet-api.yaml", "--out", join(out, "fleet")]);
    const openapiTs = () =>
      processMs([
        "node_modules/openapi-typescript/bin/cli.js",
        "spec/fleet-api.yaml",
        "--output",
        join(out, "types.ts"),
      ]);
    generate(); // warm the OS file cache for both
    openapiTs();
    const g: number[] = [];
    const o: number[] = [];
    for (let i = 0; i < rounds; i++) {
      rmSync(join(out, "fleet"), { recursive: true, force: true });
      g.push(generate());
      o.push(openapiTs());
    }
    const generateMs = median(g);
    const openapiTsMs = median(o);
    return { generateMs, openapiTsMs, ratio: generateMs / openapiTsMs };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export async function main(): Promise<Figure[]> {
  if (!existsSync("dist/cli/fleetkit.js")) execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  const spec = await loadSpec("spec/fleet-api.yaml");
  const { generateMs, openapiTsMs, ratio } = generateVsOpenapiTypescript();
  console.log("generator: whole process on the bundled spec, interleaved rounds, median of 7");
  console.log(
    `  fleetkit generate (${(await renderFiles(spec)).files.size} files, checked, written)  ${generateMs.toFixed(0)} ms`,
  );
  console.log(`  openapi-typescript CLI (types.ts only)        ${openapiTsMs.toFixed(0)} ms`);
  console.log(`  ratio                                         ${ratio.toFixed(2)}x the time   (goal ≤ 2.00x)`);

  const diff = await benchDiff();
  console.log("diff: fleetkit diff of the bundled spec against an edited copy (Redocly CLI child process included)");
  console.log(
    `  median of 5                                   ${diff.medianMs.toFixed(0)} ms (${diff.changes} changes, breaking: ${diff.breaking})`,
  );

  const precompiledMs = freshProcessMs(IMPORT_PRECOMPILED, 7);
  const schemasDir = mkdtempSync(join(tmpdir(), "fleetkit-bench-"));
  const schemasFile = join(schemasDir, "schemas.json");
  writeFileSync(schemasFile, JSON.stringify(componentJsonSchemas(spec.document)));
  const compileMs = freshProcessMs(compileAtStartup(schemasFile), 7);
  rmSync(schemasDir, { recursive: true, force: true });
  console.log("validators: first validation in a fresh process (median of 7)");
  console.log(`  import precompiled validators   ${precompiledMs.toFixed(1)} ms`);
  console.log(`  compile the same JSON schemas with ajv at start-up  ${compileMs.toFixed(1)} ms`);
  console.log(`  ratio                           ${(compileMs / precompiledMs).toFixed(1)}x faster precompiled`);
  return [
    {
      id: "generator.vsOpenapiTypescript",
      label: "fleetkit generate time / openapi-typescript CLI",
      value: ratio,
      unit: "ratio",
      better: "lower",
      goal: 2,
      anchors: { "openapi-typescript": 1 },
    },
    {
      id: "diff.medianMs",
      label: "fleetkit diff (Redocly child included)",
      value: diff.medianMs,
      unit: "ms",
      better: "lower",
    },
    {
      id: "validators.firstValidationMs",
      label: "first validation, precompiled validators",
      value: precompiledMs,
      unit: "ms",
      better: "lower",
      anchors: { "ajv compile at start-up": compileMs },
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
