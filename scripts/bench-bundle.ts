/**
 * What a user's bundle pulls in for one call (the vendor's own SDK costs 36 KB gzipped for one call):
 * esbuild bundles small entry files from the built package, minified and tree-shaken, and we report gzip sizes.
 */
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Figure } from "./bench-figures.js";

const ENTRIES: Record<string, string> = {
  "one API call (createFleetClient + GET)": `import { createFleetClient } from "./dist/generated/index.js";
    const client = createFleetClient({ baseUrl: "https://api.example", token: process.env.TOKEN });
    console.log((await client.GET("/vehicles")).data);`,
  "one operation function": `import { createFleetClient, v1GetTags } from "./dist/generated/index.js";
    console.log((await v1GetTags(createFleetClient({ baseUrl: "https://api.example", token: process.env.TOKEN }))).data);`,
  "one operation function (createLeanClient)": `import { createLeanClient, v1GetTags } from "./dist/generated/index.js";
    console.log((await v1GetTags(createLeanClient({ baseUrl: "https://api.example", token: process.env.TOKEN }))).data);`,
  "paginate every vehicle": `import { createFleetClient, paginate } from "./dist/generated/index.js";
    const client = createFleetClient({ baseUrl: "https://api.example", token: process.env.TOKEN });
    for await (const v of paginate(client, "/fleet/vehicles")) console.log(v);`,
  "verify a webhook": `import { verifyWebhook } from "./dist/entries/webhooks.js";
    console.log(verifyWebhook({ secret: process.env.SECRET, headers: {}, body: "" }));`,
  "the whole package entry": `export * from "./dist/generated/index.js";`,
};

/**
 * Where the entries' imports resolve: the built package (what a user installs; `npm run bench`), or the TypeScript
 * sources, which esbuild strips the same way tsc emits them (the unit test of the budget: no build needed, and it
 * measures the code as it is now rather than the last build).
 */
export type BundleFrom = "dist" | "sources";

const SOURCE_PATHS: [built: string, source: string][] = [
  ["./dist/generated/index.js", "./generated/index.ts"],
  ["./dist/entries/webhooks.js", "./entries/webhooks.ts"],
];

function fromSources(contents: string): string {
  return SOURCE_PATHS.reduce((text, [built, source]) => text.replaceAll(built, source), contents);
}

/** Where an entry that is not this repository's sits: its folder, its language, what its imports resolve to. */
export interface EntryPlace {
  resolveDir: string;
  loader: "js" | "ts";
  alias?: Record<string, string>;
  nodePaths?: string[];
}

/** Bundles one entry: minified as a user's production build would, or readable to see what it kept. */
export async function bundle(
  contents: string,
  minify = true,
  from: BundleFrom = "dist",
  place?: EntryPlace,
): Promise<string> {
  const result = await build({
    stdin: {
      contents: from === "sources" ? fromSources(contents) : contents,
      resolveDir: place?.resolveDir ?? process.cwd(),
      loader: place?.loader ?? "js",
    },
    ...(place?.nodePaths && { nodePaths: place.nodePaths }),
    bundle: true,
    minify,
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "silent",
    // The generated module imports the runtime by its package name; in the sources that is runtime/index.ts.
    ...(from === "sources" && { alias: { "fleetkit/runtime": "./runtime/index.ts" } }),
    ...(place?.alias && { alias: place.alias }),
  });
  return result.outputFiles[0]!.text;
}

export async function bundleSizes(
  from: BundleFrom = "dist",
): Promise<{ name: string; minified: number; gzipped: number }[]> {
  if (from === "dist" && !existsSync("dist/runtime/index.js"))
    execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  const sizes = [];
  for (const [name, contents] of Object.entries(ENTRIES)) {
    const code = Buffer.from(await bundle(contents, true, from));
    sizes.push({ name, minified: code.length, gzipped: gzipSync(code).length });
  }
  return sizes;
}

export async function main(): Promise<Figure[]> {
  console.log(
    "bundle size (esbuild, minified, tree-shaken, dependencies included; vendor SDK: 36 KB gzipped for one call)",
  );
  const sizes = await bundleSizes();
  for (const { name, minified, gzipped } of sizes) {
    console.log(
      `  ${name.padEnd(42)} ${(minified / 1024).toFixed(1).padStart(6)} KB min  ${(gzipped / 1024).toFixed(1).padStart(5)} KB gzip  (${(gzipped / (36 * 1024)).toFixed(2)}x the vendor SDK)`,
    );
  }
  return sizes.map(({ name, gzipped }) => ({
    id: `bundle.${name.replace(/\W+/g, "-").replace(/^-|-$/g, "")}`,
    label: `bundle gzip: ${name}`,
    value: gzipped / 1024,
    unit: "KB" as const,
    better: "lower" as const,
    anchors: { "vendor SDK, one call": 36 },
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
