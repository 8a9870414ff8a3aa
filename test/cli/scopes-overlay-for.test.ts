// `fleetkit scopes --overlay-for FILE`: an Overlay 1.0 document giving FILE's operations the scopes a source spec
// states (and, beside the bundled spec, the vendor SDK's fact table), matched by method and path template (parameter
// names aside). Checked by applying it the way `generate --overlay` does (loadOpenApi with overlays, then the
// generator's operation model): the operations get exactly the sources' scopes. The vendor's own specs, the
// disagreements and the catalogue are in scopes-overlay-vendor.test.ts.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { paths as jsonPaths } from "jsonpath-rfc9535";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { normalizedName, operationTarget } from "../../cli/commands/scopes/overlay-for.js";
import { readScopeFacts } from "../../cli/commands/scopes/scope-facts.js";
import { api } from "../../generated/index.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { collectOperations } from "../../generator/operation-model.js";
import { tempDir } from "../support/temp-dir.js";
import { runFleetkit } from "./in-process.js";

const get = (operationId: string, ...pathParams: string[]) => ({
  operationId,
  parameters: pathParams.map((name) => ({ name, in: "path", required: true, type: "string" })),
  responses: { "200": { description: "ok" } },
});

/**
 * A Swagger 2.0 spec as a vendor publishes it: no scopes anywhere, parameter names of its own ({addressId} where the
 * bundled spec has {address_id}), an operation the bundled spec has without scopes (the SDK states them), and two
 * neither source has (one only by a missing /v1 prefix, which is not forgiven).
 */
const LEGACY = {
  swagger: "2.0",
  info: { title: "Legacy", version: "1.0" },
  paths: {
    "/v1/addresses/{addressId}": {
      get: get("getOrganizationAddress", "addressId"),
      patch: get("updateOrganizationAddress", "addressId"),
    },
    "/v1/fleet/drivers/summary": { get: get("getDriversSummary") },
    "/v1/fleet/trailers/assignments": { get: get("getAllTrailerAssignments") },
    "/v1/widgets": { get: get("listWidgets") },
    "/fleet/hos_logs": { get: get("getHosLogs") },
  },
};

interface Overlay {
  overlay: string;
  info: { title: string; version: string };
  actions: { target: string; description: string; update: { "x-fleetkit-scopes": string[] } }[];
}

/** The actions on operations: those after the catalogue's at the root. */
const operationActions = (overlay: Overlay) => overlay.actions.filter((a) => a.target.startsWith("$.paths"));

/** "@samsarahq/samsara 11.11.1", as the report names the fact table that ships with fleetkit. */
const SDK = await readScopeFacts().then((t) => `${t.package} ${t.version}`);

async function writeJson(dir: string, name: string, value: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(value));
  return file;
}

/** The operations of `spec` with `overlay` applied, as the generator reads them: "METHOD PATH" → scopes. */
async function scopesAfter(spec: string, overlay: string): Promise<Map<string, string[] | null>> {
  const { document } = await loadOpenApi(spec, { overlays: [overlay] });
  return new Map(collectOperations(document).map((o) => [`${o.method.toUpperCase()} ${o.path}`, o.scopes]));
}

describe("fleetkit scopes --overlay-for", () => {
  it("writes one action per operation the bundled spec or the SDK states scopes of, and lists the rest on stderr", async () => {
    const dir = await tempDir("overlay-for");
    const file = await writeJson(dir, "legacy.json", LEGACY);
    const r = await runFleetkit(["scopes", "--overlay-for", file]);
    expect(r.code).toBe(0);
    const overlay = parse(r.stdout) as Overlay;
    expect(overlay.overlay).toBe("1.0.0");
    expect(overlay.info.title).toContain("the spec bundled with fleetkit");
    expect(overlay.info.title).toContain(SDK);
    expect(overlay.info.title).toContain(file);
    expect(operationActions(overlay).map((a) => [a.target, a.update])).toEqual([
      ["$.paths['/v1/addresses/{addressId}'].get", { "x-fleetkit-scopes": ["Read Addresses"] }],
      ["$.paths['/v1/addresses/{addressId}'].patch", { "x-fleetkit-scopes": ["Write Addresses"] }],
      [
        "$.paths['/v1/fleet/drivers/summary'].get",
        { "x-fleetkit-scopes": ["Read Drivers", "Read ELD Hours of Service (US)"] },
      ],
      // The SDK states Read Assignments, which the reference (4.2) limits to /fleet/driver-vehicle-assignments.
    ]);
    expect(r.stderr.split("\n")).toEqual([
      `2 operations of ${file} in neither the bundled spec nor ${SDK} (matched by method and path template, parameter names aside):`,
      "  GET /v1/widgets",
      "  GET /fleet/hos_logs",
      `1 operation of ${file} where ${SDK} names a scope the reference limits to other operations (the reference wins; not written):`,
      expect.stringMatching(
        /^ {2}GET \/v1\/fleet\/trailers\/assignments: trailerAssignments\.\w+ in .*Client\.js:\d+ Read Assignments; reference 4\.2: "GET \/fleet\/driver-vehicle-assignments: The only endpoint covered by the Read Assignments scope\."$/,
      ),
      expect.stringMatching(
        new RegExp(`^catalogue: the bundled spec's, with \\d+ categories ${SDK} names beside it: Alerts, Assets, `),
      ),
      `3 of 6 operations of ${file} given scopes (0 stated by both, 3 by the bundled spec only, 0 by ${SDK} only)`,
      "",
    ]);
  });

  it("round trip: applied as `generate --overlay` applies it, the operations get exactly the sources' scopes", async () => {
    const dir = await tempDir("overlay-for");
    const file = await writeJson(dir, "legacy.json", LEGACY);
    const overlay = join(dir, "scopes.overlay.yaml");
    await writeFile(overlay, (await runFleetkit(["scopes", "--overlay-for", file])).stdout);
    const after = await scopesAfter(file, overlay);
    const bundled = (method: string, path: string) => api.index.match(method, path)?.operation.scopes;
    for (const key of [
      "GET /v1/addresses/{addressId}",
      "PATCH /v1/addresses/{addressId}",
      "GET /v1/fleet/drivers/summary",
    ]) {
      const [method = "", path = ""] = key.split(" ");
      expect(after.get(key), key).toEqual(bundled(method, path));
      expect(after.get(key), key).not.toBeNull();
    }
    // Nothing given where no source has anything to give, or where the reference refuses the SDK's statement: still
    // unknown, never made "none".
    for (const key of ["GET /v1/widgets", "GET /fleet/hos_logs", "GET /v1/fleet/trailers/assignments"])
      expect(after.get(key), key).toBeNull();
  });

  it("--spec names the source; paths with ' and \\ are escaped as RFC 9535 normalized paths and still apply", async () => {
    const dir = await tempDir("overlay-for");
    const source = await writeJson(dir, "source.json", {
      openapi: "3.1.0",
      info: { title: "Source", version: "4.2.0" },
      paths: {
        "/o'neil\\{id}/items": {
          get: {
            operationId: "items",
            security: [{ key: ["Read Items"] }],
            responses: { "200": { description: "ok" } },
          },
        },
      },
      components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" } } },
    });
    const target = await writeJson(dir, "target.json", {
      swagger: "2.0",
      info: { title: "Target", version: "1" },
      paths: { "/o'neil\\{itemId}/items": { get: get("listItems", "itemId") } },
    });
    const r = await runFleetkit(["scopes", "--spec", source, "--overlay-for", target]);
    expect(r.stderr).toBe(`1 of 1 operations of ${target} given scopes\n`);
    const overlay = parse(r.stdout) as Overlay;
    expect(overlay.info).toEqual({ title: expect.stringContaining(`${source} (version 4.2.0)`), version: "4.2.0" });
    expect(overlay.actions.map((a) => a.target)).toEqual(["$.paths['/o\\'neil\\\\{itemId}/items'].get"]);
    const file = join(dir, "scopes.overlay.yaml");
    await writeFile(file, r.stdout);
    expect((await scopesAfter(target, file)).get("GET /o'neil\\{itemId}/items")).toEqual(["Read Items"]);
  });

  it("escapes member names as the JSONPath library's own normalized paths do", () => {
    for (const name of [
      "/plain/{id}",
      "/it's",
      "/back\\slash",
      "/line\nfeed\ttab\r\b\f",
      "/ctrl\u0001\u001f",
      "/ü/✓",
    ]) {
      const [expected] = jsonPaths({ paths: { [name]: { get: {} } } }, "$.paths.*.get");
      expect(`$['paths']['${normalizedName(name)}']['get']`).toBe(expected);
      expect(jsonPaths({ paths: { [name]: { get: {} } } }, operationTarget("get", name))).toEqual([expected]);
    }
  });

  it("leaves an operation that already has x-fleetkit-scopes as it is (an overlay would append to the list)", async () => {
    const dir = await tempDir("overlay-for");
    const file = await writeJson(dir, "own.json", {
      openapi: "3.1.0",
      info: { title: "Own", version: "1" },
      paths: {
        "/v1/tags": { get: { operationId: "tags", "x-fleetkit-scopes": ["Read Tags"], responses: {} } },
        "/v1/tags/{id}": { get: { operationId: "tag", responses: {} } },
      },
    });
    const r = await runFleetkit(["scopes", "--overlay-for", file]);
    expect(r.code).toBe(0);
    expect(operationActions(parse(r.stdout) as Overlay).map((a) => a.target)).toEqual(["$.paths['/v1/tags/{id}'].get"]);
    expect(r.stderr).toContain(
      `1 operation of ${file} that already have x-fleetkit-scopes (an overlay would add to them; not written):\n  GET /v1/tags\n`,
    );
  });

  it("exits 2 and writes nothing when no operation can be given scopes (an empty overlay would be refused)", async () => {
    const dir = await tempDir("overlay-for");
    const file = await writeJson(dir, "none.json", {
      swagger: "2.0",
      info: { title: "None", version: "1" },
      paths: { "/fleet/hos_logs": { get: get("getHosLogs") } },
    });
    const r = await runFleetkit(["scopes", "--overlay-for", file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(
      /0 of 1 operations of .* given scopes.*\nfleetkit scopes: no operation of .* can be given scopes from the bundled spec or @samsarahq\/samsara [0-9.]+, so no overlay was written/,
    );
  });

  it("takes no METHOD PATH, --json or --for", async () => {
    const r = await runFleetkit(["scopes", "--overlay-for", "x.json", "--json"]);
    expect(r).toMatchObject({
      code: 2,
      stdout: "",
      stderr: expect.stringMatching(/--overlay-for FILE writes an overlay; it takes no/),
    });
  });
});
