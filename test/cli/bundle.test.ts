// `fleetkit bundle --spec FILE [--overlay FILE]... [--out FILE]`: the document fleetkit reads (3.1, bundled, overlays
// applied), and that generating from it gives the module generating from the spec with its overlays gives.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bundleCommand } from "../../cli/commands/bundle.js";
import { generate } from "../../generator/index.js";
import { tempDir } from "../support/temp-dir.js";
import { runCommand } from "./in-process.js";

/** A Swagger 2.0 spec with a `$ref` to a sibling file, a body parameter, and no scopes (the overlay gives them). */
const SWAGGER = {
  swagger: "2.0",
  info: { title: "Fleet", version: "1" },
  host: "api.example.com",
  basePath: "/v1",
  schemes: ["https"],
  securityDefinitions: { bearerAuth: { type: "apiKey", in: "header", name: "Authorization" } },
  security: [{ bearerAuth: [] }],
  paths: {
    "/addresses": {
      post: {
        operationId: "createAddress",
        parameters: [{ in: "body", name: "address", required: true, schema: { $ref: "address.json" } }],
        responses: { 200: { description: "ok", schema: { $ref: "address.json" } } },
      },
    },
  },
};
const ADDRESS = {
  type: "object",
  required: ["name"],
  properties: { name: { type: "string" }, geofence: { type: "array", items: { type: "number" }, minItems: 3 } },
};
const OVERLAY = `overlay: 1.0.0
info: { title: scopes, version: "1" }
actions:
  - { target: "$.paths['/addresses'].post", update: { x-fleetkit-scopes: [Write Addresses] } }
`;

async function specFolder(): Promise<{ dir: string; spec: string; overlay: string }> {
  const dir = await tempDir("bundle");
  const spec = join(dir, "swagger.json");
  const overlay = join(dir, "scopes.overlay.yaml");
  await Promise.all([
    writeFile(spec, JSON.stringify(SWAGGER)),
    writeFile(join(dir, "address.json"), JSON.stringify(ADDRESS)),
    writeFile(overlay, OVERLAY),
  ]);
  return { dir, spec, overlay };
}

/** Every generated file but what names the spec it came from (the header line, the manifest's `spec`). */
const withoutSource = (files: Map<string, string>) =>
  new Map(
    [...files].map(([name, text]) => [
      name,
      name.endsWith(".json")
        ? text.replace(/"spec": "[^"]*"/, '"spec": …')
        : text.replace(/^\/\/ Generated from .*\n/, ""),
    ]),
  );

describe("fleetkit bundle", () => {
  it("prints the 3.1 document with the sibling file bundled and the overlay applied", async () => {
    const { spec, overlay } = await specFolder();
    const r = await runCommand(bundleCommand, ["--spec", spec, "--overlay", overlay]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out.join("\n"));
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.servers).toEqual([{ url: "https://api.example.com/v1" }]);
    const post = doc.paths["/addresses"].post;
    expect(post["x-fleetkit-scopes"]).toEqual(["Write Addresses"]);
    expect(JSON.stringify(doc)).not.toContain("address.json");
    expect(post.requestBody.content["application/json"].schema).toEqual({ $ref: expect.stringMatching(/^#\//) });
  });

  it("round-trips through generate: the bundled document (YAML or JSON) generates the same module", async () => {
    const { dir, spec, overlay } = await specFolder();
    const yamlOut = join(dir, "bundled.yaml");
    const jsonOut = join(dir, "bundled.json");
    for (const out of [yamlOut, jsonOut])
      expect(await runCommand(bundleCommand, ["--spec", spec, "--overlay", overlay, "--out", out])).toEqual({
        code: 0,
        out: [],
        err: [],
      });
    expect(parse(await readFile(yamlOut, "utf8"))).toEqual(JSON.parse(await readFile(jsonOut, "utf8")));
    const module = async (from: string, overlays: string[] = []) =>
      withoutSource((await generate({ spec: from, overlays, out: join(dir, "never-written"), check: true })).files);
    const direct = await module(spec, [overlay]);
    expect(direct.get("operations.ts")).toContain("Write Addresses");
    expect(await module(yamlOut)).toEqual(direct);
    expect(await module(jsonOut)).toEqual(direct);
  }, 60_000);

  it("says which overlay action matches nothing, exit 2", async () => {
    const { dir, spec } = await specFolder();
    const wrong = join(dir, "wrong.overlay.yaml");
    await writeFile(wrong, OVERLAY.replace("/addresses", "/v1/addresses"));
    const r = await runCommand(bundleCommand, ["--spec", spec, "--overlay", wrong]);
    expect(r).toEqual({
      code: 2,
      out: [],
      err: [
        expect.stringMatching(/^fleetkit bundle: .*wrong\.overlay\.yaml: #\/actions\/0\/target .* matches nothing/),
      ],
    });
  });

  it("needs --spec", async () => {
    expect(await runCommand(bundleCommand, [])).toEqual({
      code: 2,
      out: [],
      err: [expect.stringMatching(/^name the spec to read with --spec/)],
    });
  });
});
