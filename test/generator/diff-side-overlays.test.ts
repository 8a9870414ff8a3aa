// `fleetkit diff --overlay-old/--overlay-new`: the README's workflow compares the bundled spec (scopes stated) with
// the vendor's (no scopes; the scope overlay gives them). `--overlay` applies to both, so an overlay written for NEW
// fails on OLD; the error names the side, and `--overlay-new` applies it to NEW alone.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diffCommand } from "../../cli/commands/diff.js";
import { runCommand } from "../cli/in-process.js";
import { tempDir } from "../support/temp-dir.js";

const schemes = { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } };
const ok = { "200": { description: "ok" } };
const OLD = {
  openapi: "3.1.0",
  info: { title: "Fleet", version: "1" },
  components: schemes,
  paths: { "/tags": { get: { operationId: "listTags", security: [{ bearerAuth: ["Read Tags"] }], responses: ok } } },
};
const NEW = {
  openapi: "3.1.0",
  info: { title: "Fleet", version: "2" },
  components: schemes,
  paths: {
    "/tags": { get: { operationId: "listTags", responses: ok } },
    "/vehicles": { get: { operationId: "listVehicles", responses: ok } },
  },
};
const SCOPES = `overlay: 1.0.0
info: { title: scopes, version: "1" }
actions:
  - { target: "$.paths['/tags'].get", update: { security: [{ bearerAuth: [Read Tags] }] } }
  - { target: "$.paths['/vehicles'].get", update: { security: [{ bearerAuth: [Read Vehicles] }] } }
`;

async function files() {
  const dir = await tempDir("diff-side-overlays");
  const [oldFile, newFile, overlay] = ["old.json", "new.json", "scopes.overlay.yaml"].map((f) => join(dir, f)) as [
    string,
    string,
    string,
  ];
  await Promise.all([
    writeFile(oldFile, JSON.stringify(OLD)),
    writeFile(newFile, JSON.stringify(NEW)),
    writeFile(overlay, SCOPES),
  ]);
  return { dir, oldFile, newFile, overlay };
}

describe("fleetkit diff with an overlay for one side", () => {
  it("--overlay applies to both: an action that fits NEW only fails, naming OLD and the overlay", async () => {
    const { oldFile, newFile, overlay } = await files();
    const r = await runCommand(diffCommand, [oldFile, newFile, "--overlay", overlay]);
    expect(r).toEqual({
      code: 2,
      out: [],
      err: [
        expect.stringMatching(
          /^fleetkit diff: OLD \(.*old\.json with overlay .*scopes\.overlay\.yaml\): .*#\/actions\/1\/target "\$\.paths\['\/vehicles'\]\.get" matches nothing in the spec/,
        ),
      ],
    });
  });

  it("--overlay-new applies to NEW only: the scopes it gives are compared", async () => {
    const { oldFile, newFile, overlay } = await files();
    const r = await runCommand(diffCommand, [oldFile, newFile, "--overlay-new", overlay, "--json"]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out.join("\n"));
    expect(report.scopeChanges).toEqual([]);
    expect(report.changes).toEqual([
      expect.objectContaining({ message: "operation added: listVehicles (GET /vehicles), needs Read Vehicles" }),
    ]);
  });

  it("--overlay-old applies to OLD only, and its errors name OLD", async () => {
    const { dir, oldFile, newFile } = await files();
    const r = await runCommand(diffCommand, [oldFile, newFile, "--overlay-old", join(dir, "missing.yaml")]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      expect.stringMatching(/^fleetkit diff: OLD \(.*old\.json with overlay .*missing\.yaml\): /),
    ]);
  });
});
