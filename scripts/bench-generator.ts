/**
 * Generator benchmarks, each a ratio measured in one run:
 * 1. full `generate` (all files, in memory) against openapi-typescript alone on the same spec;
 * 2. importing the precompiled validators against compiling the same schemas with ajv at start-up,
 *    each in a fresh Node process (what a user's service pays when it starts).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { renderFiles } from "../generator/index.js";
import { typesSource } from "../generator/emit-types.js";
import { loadSpec } from "../generator/spec-document.js";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(runs: number, fn: () => Promise<unknown> | unknown): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const IMPORT_PRECOMPILED = `
const t = performance.now();
const v = await import(${JSON.stringify(pathToFileURL("dist/generated/validators.js").href)});
v.validate("WebhookNotification", { eventId: "a", eventMs: 1, eventType: "Ping", event: { text: "Ping" } });
console.log(performance.now() - t);`;

const COMPILE_AT_STARTUP = `
const t = performance.now();
const { default: Ajv2020 } = await import("ajv/dist/2020.js");
const { default: addFormats } = await import("ajv-formats");
const { componentJsonSchemas } = await import(${JSON.stringify(pathToFileURL("dist/generator/validator-schemas.js").href)});
const { parse } = await import("yaml");
const { readFileSync } = await import("node:fs");
const defs = componentJsonSchemas(parse(readFileSync("spec/fleet-api.yaml", "utf8")));
const ajv = new Ajv2020.default({ allErrors: true, strict: true, discriminator: true });
addFormats.default(ajv, ["uri"]);
ajv.addFormat("password", true);
ajv.addSchema({ $id: "fleetkit:spec", $defs: defs });
for (const name of Object.keys(defs)) ajv.getSchema("fleetkit:spec#/$defs/" + name);
ajv.getSchema("fleetkit:spec#/$defs/WebhookNotification")({ eventId: "a", eventMs: 1, eventType: "Ping", event: { text: "Ping" } });
console.log(performance.now() - t);`;

function freshProcessMs(script: string, runs: number): number {
  const samples = Array.from({ length: runs }, () => Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim()));
  return median(samples);
}

export async function main(): Promise<void> {
  const spec = await loadSpec("spec/fleet-api.yaml");
  await renderFiles(spec); // warm up both paths once
  const generateMs = await time(10, () => renderFiles(spec));
  const openapiTsMs = await time(10, () => typesSource(spec.document));
  console.log("generator: full generate vs openapi-typescript alone (median of 10, same process)");
  console.log(`  fleetkit generate (6 files)     ${generateMs.toFixed(1)} ms`);
  console.log(`  openapi-typescript (types.ts)   ${openapiTsMs.toFixed(1)} ms`);
  console.log(`  ratio                           ${(generateMs / openapiTsMs).toFixed(2)}x`);

  if (!existsSync("dist/generated/validators.js")) execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  const precompiledMs = freshProcessMs(IMPORT_PRECOMPILED, 7);
  const compileMs = freshProcessMs(COMPILE_AT_STARTUP, 7);
  console.log("validators: first validation in a fresh process (median of 7)");
  console.log(`  import precompiled validators   ${precompiledMs.toFixed(1)} ms`);
  console.log(`  compile with ajv at start-up    ${compileMs.toFixed(1)} ms`);
  console.log(`  ratio                           ${(compileMs / precompiledMs).toFixed(1)}x faster precompiled`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
