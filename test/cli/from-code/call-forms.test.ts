// `fleetkit scopes --from-code`: every call form that reaches a generated module is found through the type checker,
// with its site, in one project that holds them all (and the traps: aliases, re-exports, a client passed through two
// functions, names in a comment and a log string, dynamic paths, two generated modules). Run in-process.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runFleetkit } from "../in-process.js";
import { generatedModules, lineOf, project, writeProject } from "./fixture.js";

const REEXPORT = `export { listVehicles as allVehicles, paginate } from "./fleet/index.js";
export * as legacy from "./legacy/index.js";
`;

const APP = `import { createFleetClient, type FleetClient, followFeed, getVehicle as fetchOne } from "./fleet/index.js";
import * as fleet from "./fleet/index.js";
import { createFleetClient as createLegacyClient } from "./legacy/index.js";
import { allVehicles, legacy, paginate } from "./reexport.js";
import type { FleetClient as RuntimeClient } from "fleetkit/runtime";
import type { paths } from "./fleet/types.js";

const client = createFleetClient({ baseUrl: "https://api.example.com", token: "t" });
const old = createLegacyClient({ baseUrl: "https://api.example.com", token: "t" });
const DRIVERS_PATH = "/fleet/drivers";

// deleteVehicle is named in this comment only, and DELETE /fleet/vehicles/{id} too
function outer(c: FleetClient) {
  return inner(c);
}
function inner(c: FleetClient) {
  return c.PATCH("/fleet/vehicles/{id}", { params: { path: { id: "1" } } }); // [through-two-functions]
}
const { listDrivers: driversOf } = fleet; // [destructured]
function byRuntimeType(c: RuntimeClient<paths>) {
  return c.PUT("/fleet/routes"); // [runtime-type]
}
function byLiteralType(c: FleetClient, path: "/fleet/routes") {
  return c.GET(path); // [literal-type]
}

export async function main(id: string, name: string) {
  console.log("createDriver is named in a log string only", "POST /fleet/vehicles");
  await allVehicles(client); // [re-export-alias]
  await fetchOne(client, { params: { path: { id } } }); // [import-alias]
  await outer(client);
  await byRuntimeType(client);
  await byLiteralType(client, "/fleet/routes");
  await client.GET(DRIVERS_PATH); // [const-path]
  await fleet.health(client); // [namespace]
  for await (const v of paginate(client, "/fleet/vehicles")) console.log(v); // [paginate]
  await followFeed(client, "/fleet/routes/feed", { signal: AbortSignal.timeout(1) }); // [followFeed]
  await client.request("put", "/fleet/routes"); // [request]
  await old.POST("/v1/fleet/list"); // [legacy-client]
  await legacy.listDrivers(old); // [legacy-namespace]
  await client.GET(\`/fleet/vehicles/\${id}\` as never); // [dynamic-template]
  await client.DELETE(name as never); // [dynamic-string]
  await fleet[name as never](client); // [dynamic-key]
}
`;

interface Report {
  scopes: string[];
  operations: { operationId: string; method: string; path: string; scopes: string[] | null; sites: string[] }[];
  unresolved: { file: string; line: number; text: string }[];
  unknownScopes: string[];
}

const site = (marker: string) => `src/app.ts:${lineOf(APP, marker)}`;
const FILES = { "src/app.ts": APP, "src/reexport.ts": REEXPORT };

describe("fleetkit scopes --from-code: call forms", () => {
  const modules = generatedModules();
  let root = "";
  let report: Report;
  beforeAll(async () => {
    root = join(modules.dir(), "main");
    await writeProject(root, modules.dir(), FILES);
    const result = await runFleetkit(["scopes", "--from-code", root, "--json"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    report = JSON.parse(result.stdout) as Report;
  }, 60_000);

  it.each([
    ["an operation function imported under another name", "getVehicle", "GET /fleet/vehicles/{id}", "[import-alias]"],
    ["a re-exported operation function under another name", "listVehicles", "GET /fleet/vehicles", "[re-export-alias]"],
    ["a member of a namespace import", "health", "GET /health", "[namespace]"],
    [
      "client.PATCH on a client passed through two functions",
      "updateVehicle",
      "PATCH /fleet/vehicles/{id}",
      "[through-two-functions]",
    ],
    [
      "client.PUT on a client typed by the runtime's FleetClient<paths>",
      "replaceRoutes",
      "PUT /fleet/routes",
      "[runtime-type]",
    ],
    ["an operation function taken out of a namespace import", "listDrivers", "GET /fleet/drivers", "[destructured]"],
    ["client.GET with a path in a const", "listDrivers", "GET /fleet/drivers", "[const-path]"],
    ["client.GET with a path of a literal type", "listRoutes", "GET /fleet/routes", "[literal-type]"],
    ["paginate", "listVehicles", "GET /fleet/vehicles", "[paginate]"],
    ["followFeed", "followRoutesFeed", "GET /fleet/routes/feed", "[followFeed]"],
    ["client.request(method, path)", "replaceRoutes", "PUT /fleet/routes", "[request]"],
    ["a client of the second (legacy) module", "getFleet", "POST /v1/fleet/list", "[legacy-client]"],
    [
      "the second module's function through a re-exported namespace",
      "listDrivers",
      "GET /v1/fleet/drivers",
      "[legacy-namespace]",
    ],
  ])("finds %s: %s at its line", (_form, operationId, route, marker) => {
    const [method, path] = route.split(" ");
    const found = report.operations.find((o) => o.method === method && o.path === path);
    expect(found?.operationId).toBe(operationId);
    expect(found?.sites).toContain(site(marker));
  });

  it("counts no name in a comment or a string (deleteVehicle, createDriver, createVehicle are only named)", () => {
    const ids = report.operations.map((o) => o.operationId);
    expect(ids).not.toContain("deleteVehicle");
    expect(ids).not.toContain("createDriver");
    expect(ids).not.toContain("createVehicle");
  });

  it("lists each call whose path or operation is only known at run time as unresolved, with file and line", () => {
    expect(report.unresolved).toEqual([
      {
        file: "src/app.ts",
        line: lineOf(APP, "[dynamic-template]"),
        text: `client.GET(\`/fleet/vehicles/\${id}\` as never)`,
      },
      { file: "src/app.ts", line: lineOf(APP, "[dynamic-string]"), text: "client.DELETE(name as never)" },
      { file: "src/app.ts", line: lineOf(APP, "[dynamic-key]"), text: "fleet[name as never]" },
    ]);
  });

  it("prints exactly the JSON keys, the least scopes in catalogue order and the operations with unknown scopes", () => {
    expect(Object.keys(report)).toEqual(["scopes", "operations", "unresolved", "unknownScopes"]);
    expect(Object.keys(report.operations[0]!)).toEqual(["operationId", "method", "path", "scopes", "sites"]);
    expect(report.scopes).toEqual(["Read Vehicles", "Write Vehicles", "Read Drivers", "Read Routes", "Write Routes"]);
    expect(report.unknownScopes).toEqual(["health"]);
    expect(report.operations.find((o) => o.operationId === "health")?.scopes).toBeNull();
  });

  it("says which scopes are outside a new token's defaults, in the text report", async () => {
    const { stdout, code } = await runFleetkit(["scopes", "--from-code", root]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      "Least token: Read Vehicles, Write Vehicles, Read Drivers, Read Routes, Write Routes\nFor an OAuth app: select the same scopes in the app's settings\n",
    );
    expect(stdout).toContain(
      "Outside a new token's default scopes (tick them): Write Vehicles, Read Drivers, Write Routes\n",
    );
    expect(stdout).toContain(
      `  updateVehicle  PATCH /fleet/vehicles/{id}  scopes: Write Vehicles\n    ${site("[through-two-functions]")}\n`,
    );
  });

  it("knows a client by its declaration in a folder without a tsconfig, where fleetkit/runtime does not resolve", async () => {
    const plain = await project(modules.dir(), FILES, { tsconfig: null });
    const result = await runFleetkit(["scopes", "--from-code", plain, "--json"]);
    const plainReport = JSON.parse(result.stdout) as Report;
    expect(result.stderr).toContain(
      "fleetkit scopes: note: fleetkit/runtime does not resolve from src/fleet, src/legacy",
    );
    expect(plainReport.operations.find((o) => o.operationId === "updateVehicle")?.sites).toEqual([
      site("[through-two-functions]"),
    ]);
    expect(plainReport.operations.find((o) => o.operationId === "getFleet")?.sites).toEqual([site("[legacy-client]")]);
  });

  it("says the code needs no scope when nothing reaches a generated module", async () => {
    const none = await project(modules.dir(), {
      "src/app.ts": '// listVehicles(client)\nexport const note = "client.GET(\\"/fleet/vehicles\\")";\n',
    });
    expect(await runFleetkit(["scopes", "--from-code", none, "--json"])).toMatchObject({
      code: 0,
      stdout: `${JSON.stringify({ scopes: [], operations: [], unresolved: [], unknownScopes: [] }, null, 2)}\n`,
    });
  });
});
