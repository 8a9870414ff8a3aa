// The README's own-project steps say the user's package.json needs "type": "module": checked here with a project
// made by `tsc --init` (its defaults: module nodenext, verbatimModuleSyntax), before and after the README's command.
import { execFile } from "node:child_process";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { assertFreshDist } from "../support/built-dist.js";
import { tempDir } from "../support/temp-dir.js";

const run = promisify(execFile);
const TSC = resolve("node_modules/.bin/tsc");

/** The project's type errors in its own files (src/), as `tsc` prints them. */
async function typeErrors(project: string): Promise<string[]> {
  const result = await run(TSC, ["-p", ".", "--noEmit"], { cwd: project }).catch((error: { stdout: string }) => error);
  return result.stdout.split("\n").filter((line) => line.startsWith("src/"));
}

it("generated files fail with TS1295 under tsc --init's defaults, and type-check after `npm pkg set type=module`", async () => {
  const readme = await readFile("README.md", "utf8");
  expect(readme).toMatch(/^npm pkg set type=module +# the generated module is ES modules/m);

  const project = await tempDir("module-type");
  await writeFile(join(project, "package.json"), JSON.stringify({ name: "my-fleet-app", version: "1.0.0" }));
  await run(TSC, ["--init"], { cwd: project });
  // fleetkit is not installed here: its runtime entry is mapped to this repository's built declaration files, as a
  // user's install resolves it through the package's exports (and tsc reads no runtime source).
  assertFreshDist();
  const tsconfig = await readFile(join(project, "tsconfig.json"), "utf8");
  await writeFile(
    join(project, "tsconfig.json"),
    tsconfig.replace(
      /"compilerOptions": \{/,
      `"compilerOptions": { "paths": { "fleetkit/runtime": [${JSON.stringify(resolve("dist/runtime/index.d.ts"))}] },`,
    ),
  );
  await mkdir(join(project, "src/fleet"), { recursive: true });
  // Before: one generated file (its smallest) is enough to meet the error, and saves a type-check of the whole module.
  await copyFile(join("generated", "scopes.ts"), join(project, "src/fleet", "scopes.ts"));
  await writeFile(join(project, "src/app.ts"), 'export { SCOPES } from "./fleet/scopes.js";\n');
  const before = await typeErrors(project);
  expect(before.length).toBeGreaterThan(0);
  expect(before[0]).toMatch(/error TS1295: ECMAScript imports and exports cannot be written in a CommonJS file/);

  // After: the whole generated module, used as the README shows.
  for (const file of (await readdir("generated")).filter((name) => name.endsWith(".ts")))
    await copyFile(join("generated", file), join(project, "src/fleet", file));
  await writeFile(
    join(project, "src/app.ts"),
    'import { createFleetClient, requiredScopes } from "./fleet/index.js";\n' +
      'const fleet = createFleetClient({ baseUrl: "https://api.example.com", token: "t0ken" });\n' +
      'export const scopes = requiredScopes("GET", "/v1/tags");\nexport { fleet };\n',
  );
  await run("npm", ["pkg", "set", "type=module"], { cwd: project });
  expect(await typeErrors(project)).toEqual([]);
}, 180_000); // a type-check of one file, then of the whole generated module
