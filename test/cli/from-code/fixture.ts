// Projects for `scopes --from-code` tests: two modules generated from small specs (a current one with a scope catalogue
// and default scopes, and a legacy one with /v1/ paths, as the vendor's two specs sit side by side), copied into a
// temporary project with the user's sources beside them.
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { sharedOutput } from "../../support/generated-once.js";
import { tempDir } from "../../support/temp-dir.js";
import { runFleetkit } from "../in-process.js";

const bearer = (scope?: string) => (scope === undefined ? {} : { security: [{ bearerAuth: [scope] }] });
const op = (operationId: string, scope?: string) => ({
  operationId,
  ...bearer(scope),
  responses: { "200": { description: "ok" } },
});
const idParameter = [{ name: "id", in: "path", required: true, schema: { type: "string" } }];
const components = { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } };

export const CURRENT_SPEC = {
  openapi: "3.0.3",
  info: { title: "Current", version: "1.0.0" },
  "x-fleetkit-scopes": {
    categories: ["Vehicles", "Drivers", "Routes"],
    defaultReadScopes: { scopes: ["Read Vehicles", "Read Routes"] },
  },
  components,
  paths: {
    "/fleet/vehicles": { get: op("listVehicles", "Read Vehicles"), post: op("createVehicle", "Write Vehicles") },
    "/fleet/vehicles/{id}": {
      parameters: idParameter,
      get: op("getVehicle", "Read Vehicles"),
      patch: op("updateVehicle", "Write Vehicles"),
      delete: op("deleteVehicle", "Write Vehicles"),
    },
    "/fleet/drivers": { get: op("listDrivers", "Read Drivers"), post: op("createDriver", "Write Drivers") },
    "/fleet/routes": { get: op("listRoutes", "Read Routes"), put: op("replaceRoutes", "Write Routes") },
    "/fleet/routes/feed": { get: op("followRoutesFeed", "Read Routes") },
    "/health": { get: op("health") },
  },
};

export const LEGACY_SPEC = {
  openapi: "3.0.3",
  info: { title: "Legacy", version: "1.0.0" },
  components,
  paths: {
    "/v1/fleet/list": { post: op("getFleet", "Read Vehicles") },
    "/v1/fleet/drivers": { get: op("listDrivers", "Read Drivers") },
  },
};

/**
 * Both modules in a folder of the test file's, removed after its tests (each test copies them into its project). They
 * are generated once per worker (the generator takes seconds, and gate, call-forms and with-usage read the same two
 * modules) and copied into the file's folder.
 */
export function generatedModules(): { dir: () => string } {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "fleetkit-from-code-modules-"));
    const { out } = await sharedOutput(
      `from-code modules ${JSON.stringify([CURRENT_SPEC, LEGACY_SPEC])}`,
      async (shared) => {
        for (const [name, spec] of [
          ["fleet", CURRENT_SPEC],
          ["legacy", LEGACY_SPEC],
        ] as const) {
          const file = join(shared, `${name}.json`);
          await writeFile(file, JSON.stringify(spec));
          const result = await runFleetkit(["generate", "--spec", file, "--out", join(shared, name)]);
          if (result.code !== 0) throw new Error(`generate ${name} failed: ${result.stderr}`);
        }
      },
    );
    await cp(out, dir, { recursive: true });
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return { dir: () => dir };
}

/** A tsconfig as a user's project has it; `fleetkit/runtime` is this checkout's runtime, as an install would give it. */
export const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    module: "ESNext",
    moduleResolution: "Bundler",
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    paths: { "fleetkit/runtime": [resolve("runtime/index.ts")] },
  },
  include: ["src"],
};

export interface ProjectOptions {
  /** Default: TSCONFIG; null: no tsconfig (a plain folder, where `fleetkit/runtime` does not resolve). */
  tsconfig?: object | null;
  /** Which generated modules to copy into src/ (default both). */
  modules?: ("fleet" | "legacy")[];
}

/** A project in a temporary folder (removed after the test): src/fleet and src/legacy generated, `files` beside. */
export async function project(
  modules: string,
  files: Record<string, string>,
  options: ProjectOptions = {},
): Promise<string> {
  const root = await tempDir("from-code");
  await writeProject(root, modules, files, options);
  return root;
}

/** Writes a project into `root` (for one shared by a file's tests, made in `beforeAll` under the modules' folder). */
export async function writeProject(
  root: string,
  modules: string,
  files: Record<string, string>,
  options: ProjectOptions = {},
): Promise<void> {
  for (const name of options.modules ?? ["fleet", "legacy"])
    await cp(join(modules, name), join(root, "src", name), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  const tsconfig = options.tsconfig === undefined ? TSCONFIG : options.tsconfig;
  if (tsconfig !== null) await writeFile(join(root, "tsconfig.json"), JSON.stringify(tsconfig));
}

/** The 1-based line of the only line of `text` that holds `marker`. */
export function lineOf(text: string, marker: string): number {
  const lines = text.split("\n");
  const found = lines.flatMap((line, i) => (line.includes(marker) ? [i + 1] : []));
  if (found.length !== 1) throw new Error(`marker ${marker} is on ${found.length} lines, not one`);
  return found[0]!;
}
