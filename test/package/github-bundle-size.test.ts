import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import {
  ONE_OPERATION_BEYOND_OPENAPI_FETCH_KB,
  oneOperationBundles,
  oneOperationSource,
} from "../../scripts/bench-github-module.js";
import { githubDescription } from "../support/published-specs.js";

// Issue 38: a bundle of one operation function of the module generated from GitHub's description (1,100+ operations)
// keeps that operation's metadata alone, not every operation's: at most 10 KB min+gzip beyond openapi-fetch's own call
// (455 KB minified, 43 KB gzipped, when every operation's metadata came along). Bundled with esbuild from the runtime's
// TypeScript sources, as test/package/bundle-size.test.ts does for the bundled spec: no build needed. Generating
// GitHub's module takes 6-10 s (a worker thread for ajv, Biome in a child process).

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fleetkit-github-bundle-"));
  await writeFile(join(dir, "github.json"), JSON.stringify(githubDescription()));
  await generate({ spec: join(dir, "github.json"), out: join(dir, "fleet") });
}, 240_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

it(`bundles one GitHub operation function with createLeanClient in at most ${ONE_OPERATION_BEYOND_OPENAPI_FETCH_KB} KB (min+gzip) beyond openapi-fetch`, async () => {
  const { lean, full, openapiFetch } = await oneOperationBundles(dir, "reposGet", "sources");
  const beyondKB = (lean.gzipped - openapiFetch.gzipped) / 1024;
  expect(
    beyondKB,
    `${(lean.gzipped / 1024).toFixed(2)} KB gzip, openapi-fetch ${(openapiFetch.gzipped / 1024).toFixed(2)} KB`,
  ).toBeLessThanOrEqual(ONE_OPERATION_BEYOND_OPENAPI_FETCH_KB);
  // createFleetClient holds the whole API's table, for calls by path and paginate: still there for who imports it.
  expect(full.minified).toBeGreaterThan(10 * lean.minified);
}, 120_000);

it("keeps the operation's own metadata alone, and no lazy initialiser around the runtime", async () => {
  const code = await oneOperationSource(dir, "reposGet", "sources");
  expect([...code.matchAll(/operationId: "([^"]+)"/g)].map((m) => m[1])).toEqual(["repos/get"]);
  expect(code).toMatch(/^var reposGet\d* = \/\* @__PURE__ \*\/ operationFunctionOf\(\s*reposGet\d*\s*\);$/m);
  expect(code).not.toMatch(/\boperations = \{/);
  // A dynamic import of a module that imports the runtime (driftChecks' validators) made esbuild wrap every module of
  // the runtime in a lazy initialiser, in every bundle of the generated module.
  expect(code).not.toMatch(/__esm\(/);
}, 120_000);
