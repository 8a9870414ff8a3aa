/**
 * Issue 36's figure: `fleetkit scopes --from-code` beside `tsc --noEmit` on the same project, 200 source files calling
 * every operation of the vendor's current spec (swagger.json: 148 operations; the issue's "150"), through operation
 * functions and `client.METHOD(path)` on a client passed as a parameter typed `FleetClient`. Goal: at most 1.5× tsc.
 * Both run in this process, on a fresh program each round (tsc's work is `getPreEmitDiagnostics`, what `tsc --noEmit`
 * does before printing), alternating, after one warm-up each; medians of five.
 * Run: npm run bench -- --only least-token, or npx tsx scripts/bench-least-token.ts
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ts from "typescript";
import { ModuleFinder } from "../cli/commands/scopes/from-code/generated-module.js";
import { type FromCodeOptions, fromCodeCommand } from "../cli/commands/scopes/from-code/index.js";
import { recordingIo, runFleetkit } from "../test/cli/in-process.js";
import { vendorSpecsFolder } from "../test/support/published-specs.js";
import type { Figure } from "./bench-figures.js";

const FILES = 200;
const CALLS_PER_FILE = 6;
const ROUNDS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The project: src/fleet generated from the vendor's spec, src/f000.ts … src/f199.ts calling its operations. */
async function makeProject(root: string): Promise<number> {
  const specFile = join(root, "swagger.json");
  copyFileSync(join(vendorSpecsFolder(), "swagger.json"), specFile);
  const generated = await runFleetkit(["generate", "--spec", specFile, "--out", join(root, "src/fleet")]);
  if (generated.code !== 0) throw new Error(`generate failed: ${generated.stderr}`);
  const module = new ModuleFinder(ts).of(join(root, "src/fleet/index.ts"));
  if (!module) throw new Error("the generated folder has no manifest");
  const operations = module.operations.slice(0, 150);
  writeFileSync(
    join(root, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        types: ["node"],
        typeRoots: [resolve("node_modules/@types")],
        paths: { "fleetkit/runtime": [resolve("runtime/index.ts")] },
      },
      include: ["src"],
    }),
  );
  for (let i = 0; i < FILES; i++) {
    const calls = Array.from(
      { length: CALLS_PER_FILE },
      (_, k) => operations[(i * CALLS_PER_FILE + k) % operations.length]!,
    );
    const viaFunction = calls.filter((_, k) => k % 2 === 0);
    const viaClient = calls.filter((_, k) => k % 2 === 1);
    const names = [...new Set(viaFunction.map((o) => o.name))];
    const lines = [
      `import { type FleetClient, ${names.join(", ")} } from "./fleet/index.js";`,
      "",
      `export async function job${i}(client: FleetClient) {`,
      ...viaFunction.map((o) => `  await ${o.name}(client, {} as never);`),
      ...viaClient.map((o) => `  await client.${o.method.toUpperCase()}(${JSON.stringify(o.path)}, {} as never);`),
      "}",
      "",
    ];
    writeFileSync(join(root, "src", `f${String(i).padStart(3, "0")}.ts`), lines.join("\n"));
  }
  return operations.length;
}

function tscNoEmit(root: string): { ms: number; errors: number } {
  const start = performance.now();
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, " "));
      },
    },
  )!;
  const program = ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, noEmit: true } });
  const errors = ts.getPreEmitDiagnostics(program).length;
  return { ms: performance.now() - start, errors };
}

async function fromCode(root: string): Promise<{ ms: number; operations: number }> {
  const io = recordingIo();
  const options: FromCodeOptions = {
    path: root,
    project: undefined,
    json: true,
    format: undefined,
    tokenScopes: undefined,
    tokenScopesFile: undefined,
    strict: false,
    withUsage: undefined,
  };
  const start = performance.now();
  const code = await fromCodeCommand(options, io);
  const ms = performance.now() - start;
  if (code !== 0) throw new Error(`scopes --from-code exited ${code}: ${io.lines.err.join("\n")}`);
  const report = JSON.parse(io.lines.out.join("\n")) as { operations: unknown[]; unresolved: unknown[] };
  if (report.unresolved.length > 0)
    throw new Error(`${report.unresolved.length} calls unresolved in the bench project`);
  return { ms, operations: report.operations.length };
}

export async function benchLeastToken(): Promise<Figure[]> {
  const root = mkdtempSync(join(tmpdir(), "fleetkit-bench-least-token-"));
  try {
    mkdirSync(join(root, "src"));
    const called = await makeProject(root);
    const { errors } = tscNoEmit(root);
    const first = await fromCode(root);
    if (first.operations !== called)
      throw new Error(`found ${first.operations} operations, the project calls ${called}`);
    const tsc: number[] = [];
    const ours: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      tsc.push(tscNoEmit(root).ms);
      ours.push((await fromCode(root)).ms);
    }
    const tscMs = median(tsc);
    const oursMs = median(ours);
    console.log(`${FILES} files calling ${called} operations of the vendor's swagger.json (medians of ${ROUNDS}):`);
    console.log(
      `  tsc --noEmit (in process)      ${tscMs.toFixed(0)} ms  (${errors} diagnostics: the project is ${errors === 0 ? "clean" : "not clean"})`,
    );
    console.log(
      `  scopes --from-code (in process) ${oursMs.toFixed(0)} ms  (${(oursMs / tscMs).toFixed(2)}× tsc; goal ≤ 1.5×)`,
    );
    return [
      {
        id: "leastToken.vsTscNoEmit",
        label: "scopes --from-code / tsc --noEmit, 200 files calling 148 operations",
        value: oursMs / tscMs,
        unit: "ratio",
        better: "lower",
        goal: 1.5,
        anchors: { "tsc --noEmit": 1 },
      },
      {
        id: "leastToken.fromCodeMs",
        label: "scopes --from-code, 200 files calling 148 operations",
        value: oursMs,
        unit: "ms",
        better: "lower",
        anchors: { "tsc --noEmit": tscMs },
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLeastToken();
