/**
 * Using GitHub's generated module (issue 19): how long plain Node takes to import all of it, and what a user's bundle
 * keeps for one operation function, each beside openapi-fetch's figure measured the same way.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { bundle } from "./bench-bundle.js";
import type { Figure } from "./bench-figures.js";

/** Bundles an entry in `dir` (next to the generated `fleet/`), its runtime import resolved to the built one. */
const bundleTo = (dir: string, contents: string, minify: boolean) =>
  bundle(contents, minify, "dist", {
    resolveDir: dir,
    loader: "ts",
    alias: { "fleetkit/runtime": resolve("dist/runtime/index.js") },
    nodePaths: [resolve("node_modules")], // the entries sit in a temporary folder, outside this project
  });

/** The median of 5 imports of a module in a fresh Node process each, in milliseconds (the import only). */
function importMs(file: string): number {
  const times = Array.from({ length: 5 }, () => {
    const code = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`importing ${file} failed:\n${r.stderr.slice(-2000)}`);
    return Number(r.stdout.trim());
  });
  return times.sort((a, b) => a - b)[2]!;
}

/** `dir` holds the generated module in `fleet/`; an operation function of it named `operation` is bundled alone. */
export async function githubModuleFigures(dir: string, operation = "reposGet"): Promise<Figure[]> {
  const whole = join(dir, "whole.mjs");
  writeFileSync(whole, await bundleTo(dir, `export * from "./fleet/index.ts";`, false));
  const plain = join(dir, "openapi-fetch.mjs");
  writeFileSync(plain, await bundleTo(dir, `export { default } from "openapi-fetch";`, false));
  const [moduleMs, fetchMs] = [importMs(whole), importMs(plain)];
  const oneCall = `import { createFleetClient, ${operation} } from "./fleet/index.ts";
    console.log((await ${operation}(createFleetClient({ baseUrl: "https://api.example", token: process.env.TOKEN }), { params: { path: { owner: "o", repo: "r" } } })).data);`;
  const plainCall = `import createClient from "openapi-fetch";
    console.log((await createClient({ baseUrl: "https://api.example" }).GET("/repos/{owner}/{repo}", { params: { path: { owner: "o", repo: "r" } } })).data);`;
  const gzipKB = async (contents: string) => gzipSync(await bundleTo(dir, contents, true)).length / 1024;
  const [oneKB, plainKB] = [await gzipKB(oneCall), await gzipKB(plainCall)];
  console.log(
    `importing the whole module in plain Node: ${moduleMs.toFixed(0)} ms (openapi-fetch: ${fetchMs.toFixed(0)} ms); ` +
      `one operation function bundled: ${oneKB.toFixed(1)} KB gzip (openapi-fetch, one call: ${plainKB.toFixed(1)} KB)`,
  );
  return [
    {
      id: "anySpec.github.importMs",
      label: "import GitHub's whole generated module (plain Node)",
      value: moduleMs,
      unit: "ms",
      better: "lower",
      anchors: { "openapi-fetch": fetchMs },
    },
    {
      id: "anySpec.github.oneOperationGzipKB",
      label: "one operation function of GitHub's module, bundled (gzip)",
      value: oneKB,
      unit: "KB",
      better: "lower",
      anchors: { "openapi-fetch": plainKB },
    },
  ];
}
