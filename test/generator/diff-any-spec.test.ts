import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diffSpecFiles } from "../../generator/diff/index.js";

/**
 * Issue 19: `fleetkit diff` between two releases written in different OpenAPI versions (the vendor moved from Swagger
 * 2.0 to OpenAPI 3.0), with an overlay applied to both, and scopes that became unknown.
 */
const release1 = {
  swagger: "2.0",
  info: { title: "Fleet", version: "1" },
  host: "api.example.com",
  basePath: "/",
  schemes: ["https"],
  paths: {
    "/fleet/vehicles": {
      get: {
        operationId: "listVehicles",
        parameters: [{ in: "query", name: "after", type: "string" }],
        responses: { 200: { description: "ok", schema: { $ref: "#/definitions/VehicleList" } } },
      },
    },
    "/fleet/tags": {
      get: {
        operationId: "listTags",
        responses: { 200: { description: "ok", schema: { type: "array", items: { type: "string" } } } },
      },
    },
  },
  definitions: {
    VehicleList: {
      type: "object",
      required: ["data", "pagination"],
      properties: {
        data: { type: "array", items: { $ref: "#/definitions/Vehicle" } },
        pagination: {
          type: "object",
          required: ["endCursor", "hasNextPage"],
          properties: { endCursor: { type: "string" }, hasNextPage: { type: "boolean" } },
        },
      },
    },
    Vehicle: { type: "object", required: ["id"], properties: { id: { type: "string" }, name: { type: "string" } } },
  },
};

const release2 = {
  openapi: "3.0.1",
  info: { title: "Fleet", version: "2" },
  servers: [{ url: "https://api.example.com/" }],
  paths: {
    "/fleet/vehicles": {
      get: {
        operationId: "listVehicles",
        parameters: [{ in: "query", name: "after", schema: { type: "string" } }],
        responses: {
          200: {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/VehicleList" } } },
          },
        },
      },
    },
    "/fleet/drivers": {
      get: { operationId: "listDrivers", responses: { 200: { description: "ok" } } },
    },
  },
  components: {
    schemas: {
      VehicleList: release1.definitions.VehicleList,
      Vehicle: { type: "object", required: ["id"], properties: { id: { type: "string" } } },
    },
  },
};

// Refs of release 1's VehicleList point into definitions; in 3.0 they point into components.
release2.components.schemas.VehicleList = JSON.parse(
  JSON.stringify(release1.definitions.VehicleList).replaceAll("#/definitions/", "#/components/schemas/"),
);

const scopesOverlay = {
  overlay: "1.0.0",
  info: { title: "scopes", version: "1" },
  actions: [{ target: "$.paths['/fleet/vehicles'].get", update: { "x-fleetkit-scopes": ["Read Vehicles"] } }],
};

describe("fleetkit diff across OpenAPI versions", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "fleetkit-diff-any-"));
    await writeFile(join(dir, "v1.json"), JSON.stringify(release1));
    await writeFile(join(dir, "v2.json"), JSON.stringify(release2));
    await writeFile(join(dir, "scopes.overlay.json"), JSON.stringify(scopesOverlay));
    await writeFile(
      join(dir, "v1-scoped.json"),
      JSON.stringify({
        ...release1,
        paths: {
          ...release1.paths,
          "/fleet/vehicles": {
            get: { ...release1.paths["/fleet/vehicles"].get, security: [{ oauth: ["Read Vehicles"] }] },
          },
        },
      }),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("compares a Swagger 2.0 release with an OpenAPI 3.0 one: operations added and removed, a response field removed", async () => {
    const { report } = await diffSpecFiles(join(dir, "v1.json"), join(dir, "v2.json"));
    expect(report.operations).toEqual({ added: ["listDrivers"], removed: ["listTags"], moved: [] });
    expect(report.breaking).toBe(true);
    expect(report.changes.map((c) => c.message).join("\n")).toMatch(/name/);
  }, 60_000);

  it("applies an overlay to both releases before comparing (the scopes it adds are no change)", async () => {
    const { report } = await diffSpecFiles(join(dir, "v1.json"), join(dir, "v2.json"), {
      overlays: [join(dir, "scopes.overlay.json")],
    });
    expect(report.scopeChanges).toEqual([]);
  }, 60_000);

  it("takes any --token-scopes name where neither spec declares a catalogue (a real token's scopes)", async () => {
    const { report } = await diffSpecFiles(join(dir, "v1-scoped.json"), join(dir, "v2.json"), {
      tokenScopes: ["Read AEMP", "Read Vehicles"],
    });
    expect(report.uncovered).toEqual([]);
  }, 60_000);

  it("reports an operation whose scopes became unknown", async () => {
    const { report } = await diffSpecFiles(join(dir, "v1-scoped.json"), join(dir, "v2.json"));
    expect(report.scopeChanges).toEqual([
      expect.objectContaining({ operationId: "listVehicles", before: ["Read Vehicles"], unknownAfter: true }),
    ]);
    expect(report.changes.map((c) => c.message)).toContainEqual(expect.stringMatching(/scopes became unknown/));
  }, 60_000);
});
