// The command a generated header names runs from the root of the project that holds the spec: for a spec an installed
// package publishes (GitHub's description in node_modules/@octokit/openapi, the vendor's from a package), that is the
// project that installed it, not the package. In process, on a small spec.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { tempDir } from "../support/temp-dir.js";

const SPEC = JSON.stringify({
  openapi: "3.1.0",
  info: { title: "Widgets", version: "1" },
  paths: {
    "/widgets": {
      get: {
        operationId: "listWidgets",
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
  },
});

/** The regenerate command in the first line of the generated index.ts. */
async function headerCommand(out: string): Promise<string> {
  const first = (await readFile(join(out, "index.ts"), "utf8")).split("\n", 1)[0] ?? "";
  return /Regenerate with `([^`]*)`/.exec(first)?.[1] ?? `no command in: ${first}`;
}

/** A project folder with its package.json, and a file written at `path` inside it. */
async function project(path: string, packages: string[] = []): Promise<string> {
  const root = join(await tempDir("header-paths"), "app");
  await mkdir(root, { recursive: true });
  await writeFile(join(root, "package.json"), JSON.stringify({ name: "app", version: "1.0.0" }));
  for (const dir of packages) {
    await mkdir(join(root, dir), { recursive: true });
    await writeFile(join(root, dir, "package.json"), JSON.stringify({ name: dir, version: "1.0.0" }));
  }
  await mkdir(join(root, path, ".."), { recursive: true });
  await writeFile(join(root, path), SPEC);
  return root;
}

describe("the header's regenerate command", () => {
  it("names a spec inside node_modules from the project that installed it", async () => {
    const spec = "node_modules/@acme/openapi/generated/api.json";
    const root = await project(spec, ["node_modules/@acme/openapi"]);
    const out = join(root, "src", "acme");
    await generate({ spec: join(root, spec), out });
    expect(await headerCommand(out)).toBe(`npx fleetkit generate --spec ${spec} --out src/acme`);
  });

  it("names a spec of a workspace package from that package's root, as before", async () => {
    const root = await project("packages/api/openapi.json", ["packages/api"]);
    const out = join(root, "packages", "api", "src", "gen");
    await generate({ spec: join(root, "packages", "api", "openapi.json"), out });
    expect(await headerCommand(out)).toBe("npx fleetkit generate --spec openapi.json --out src/gen");
  });
});
