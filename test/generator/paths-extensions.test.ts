// The Paths Object may carry `x-` extensions (OpenAPI 3.x and Swagger 2.0 both allow them): APIs.guru's Apicurio
// Registry description has `x-codegen-contextRoot: /apis/registry/v2` there. They are not paths: `generate` refused
// the spec ("path "x-codegen-contextRoot" must start with "/"").
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findSpecIssues, generate } from "../../generator/index.js";
import { createMock } from "../../testing/index.js";
import { tempDir } from "../support/temp-dir.js";

const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const paths = {
  "x-codegen-contextRoot": "/apis/registry/v2",
  // An object-valued extension, even one with a key like a method, is no path item either.
  "x-gateway": { get: { "x-route": "internal" } },
  "/groups": { get: { operationId: "listGroups", responses: ok } },
};

const v3 = { openapi: "3.0.3", info: { title: "registry", version: "2" }, paths };
const v2 = {
  swagger: "2.0",
  info: { title: "registry", version: "2" },
  paths: {
    ...paths,
    "/groups": {
      get: {
        operationId: "listGroups",
        produces: ["application/json"],
        responses: { "200": { description: "ok", schema: { type: "object" } } },
      },
    },
  },
};

describe("x- extensions in paths", () => {
  it.each([
    ["OpenAPI 3.0", v3],
    ["Swagger 2.0", v2],
  ])(
    "%s: generate reads the spec, and the extensions are no operations",
    async (_, spec) => {
      const dir = await tempDir("paths-extensions");
      await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
      const out = join(dir, "out");
      await generate({ spec: join(dir, "spec.json"), out });
      const operations = await readFile(join(out, "operations.ts"), "utf8");
      expect([...operations.matchAll(/operationId: "([^"]+)"/g)].map((m) => m[1])).toEqual(["listGroups"]);
      expect(operations).not.toMatch(/x-gateway|x-codegen/);
    },
    60_000,
  );

  it("the mock serves the spec's paths and routes nothing to an extension", async () => {
    const mock = await createMock({ spec: structuredClone(v3) });
    expect((await mock.fetch("http://127.0.0.1/groups")).status).toBe(200);
    expect((await mock.fetch("http://127.0.0.1/x-gateway")).status).toBe(404);
  });

  it("a key that is neither a path nor an extension is still an error", () => {
    const errors = findSpecIssues({
      ...v3,
      openapi: "3.1.0",
      paths: { ...paths, groups: { get: { responses: ok } } },
    } as never);
    expect(errors.map((e) => [e.pointer, e.message])).toEqual([
      ["#/paths/groups", 'path "groups" must start with "/"'],
    ]);
  });
});
