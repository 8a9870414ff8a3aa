/**
 * Using GitHub's generated module (issue 19): how long plain Node takes to import all of it, and what a user's bundle
 * keeps for one operation function, each beside openapi-fetch's figure measured the same way. The goal (issue 38):
 * one operation function with a lean client, minified and gzipped, at most 10 KB beyond openapi-fetch's one call.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { type BundleFrom, bundle } from "./bench-bundle.js";
import type { Figure } from "./bench-figures.js";

/** What one operation function of GitHub's module may add to openapi-fetch's one call, gzipped (issue 38). */
export const ONE_OPERATION_BEYOND_OPENAPI_FETCH_KB = 10;

/**
 * Bundles an entry in `dir` (next to the generated `fleet/`), its runtime import resolved to the built one (`dist`,
 * what a user installs) or to runtime/index.ts (`sources`: the unit test, no build needed).
 */
const bundleTo = (dir: string, contents: string, minify: boolean, from: BundleFrom = "dist") =>
  bundle(contents, minify, "dist", {
    resolveDir: dir,
    loader: "ts",
    alias: { "fleetkit/runtime": resolve(from === "dist" ? "dist/runtime/index.js" : "runtime/index.ts") },
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

/** An app's entry that makes a client with `create` and calls `operation` once (GitHub's `GET /repos/{owner}/{repo}`). */
const oneCallEntry = (create: "createLeanClient" | "createFleetClient", operation: string) =>
  `import { ${create}, ${operation} } from "./fleet/index.ts";
    console.log((await ${operation}(${create}({ baseUrl: "https://api.example", token: process.env.TOKEN }), { params: { path: { owner: "o", repo: "r" } } })).data);`;

/** The same call with openapi-fetch alone. */
const PLAIN_CALL = `import createClient from "openapi-fetch";
    console.log((await createClient({ baseUrl: "https://api.example" }).GET("/repos/{owner}/{repo}", { params: { path: { owner: "o", repo: "r" } } })).data);`;

/** Bytes of one bundle: minified, and that gzipped. */
export interface BundleBytes {
  minified: number;
  gzipped: number;
}

/** What one operation function of the module in `dir/fleet` costs in a bundle, beside openapi-fetch's one call. */
export interface OneOperationBundles {
  /** The operation function with `createLeanClient`: the operation's own metadata, no table of the API. */
  lean: BundleBytes;
  /** With `createFleetClient`, which holds the whole API's table (calls by path, paginate). */
  full: BundleBytes;
  /** openapi-fetch's `GET` of the same path. */
  openapiFetch: BundleBytes;
}

/** Bundles one operation function of the generated module in `dir/fleet` (and openapi-fetch's call) minified. */
export async function oneOperationBundles(
  dir: string,
  operation = "reposGet",
  from: BundleFrom = "dist",
): Promise<OneOperationBundles> {
  const bytes = async (contents: string): Promise<BundleBytes> => {
    const code = Buffer.from(await bundleTo(dir, contents, true, from));
    return { minified: code.length, gzipped: gzipSync(code).length };
  };
  return {
    lean: await bytes(oneCallEntry("createLeanClient", operation)),
    full: await bytes(oneCallEntry("createFleetClient", operation)),
    openapiFetch: await bytes(PLAIN_CALL),
  };
}

/** The lean bundle of one operation function, readable (not minified): what it keeps, module by module. */
export function oneOperationSource(dir: string, operation = "reposGet", from: BundleFrom = "dist"): Promise<string> {
  return bundleTo(dir, oneCallEntry("createLeanClient", operation), false, from);
}

/** `dir` holds the generated module in `fleet/`; an operation function of it named `operation` is bundled alone. */
export async function githubModuleFigures(dir: string, operation = "reposGet"): Promise<Figure[]> {
  const whole = join(dir, "whole.mjs");
  writeFileSync(whole, await bundleTo(dir, `export * from "./fleet/index.ts";`, false));
  const plain = join(dir, "openapi-fetch.mjs");
  writeFileSync(plain, await bundleTo(dir, `export { default } from "openapi-fetch";`, false));
  const [moduleMs, fetchMs] = [importMs(whole), importMs(plain)];
  const { lean, full, openapiFetch } = await oneOperationBundles(dir, operation);
  const kb = (bytes: number) => bytes / 1024;
  const beyond = kb(lean.gzipped - openapiFetch.gzipped);
  console.log(
    `importing the whole module in plain Node: ${moduleMs.toFixed(0)} ms (openapi-fetch: ${fetchMs.toFixed(0)} ms); ` +
      `one operation function bundled with createLeanClient: ${kb(lean.minified).toFixed(1)} KB min, ${kb(lean.gzipped).toFixed(1)} KB gzip, ` +
      `${beyond.toFixed(1)} KB beyond openapi-fetch (goal <= ${ONE_OPERATION_BEYOND_OPENAPI_FETCH_KB} KB; openapi-fetch, one call: ` +
      `${kb(openapiFetch.minified).toFixed(1)} KB min, ${kb(openapiFetch.gzipped).toFixed(1)} KB gzip); with createFleetClient, ` +
      `which holds the whole API's table: ${kb(full.minified).toFixed(1)} KB min, ${kb(full.gzipped).toFixed(1)} KB gzip`,
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
      label: "one operation function of GitHub's module with createLeanClient, bundled (gzip)",
      value: kb(lean.gzipped),
      unit: "KB",
      better: "lower",
      anchors: { "openapi-fetch": kb(openapiFetch.gzipped), createFleetClient: kb(full.gzipped) },
    },
    {
      id: "anySpec.github.oneOperationBeyondOpenapiFetchKB",
      label:
        "one operation function of GitHub's module with createLeanClient, bundled (gzip), beyond openapi-fetch's call",
      value: beyond,
      unit: "KB",
      better: "lower",
      goal: ONE_OPERATION_BEYOND_OPENAPI_FETCH_KB,
      anchors: { "openapi-fetch": 0 },
    },
  ];
}
