// The tests' side of the least token: the mock records which operations each token called (`mock.scopePlan()`),
// `recordScopeUsage` writes it when a vitest file's run ends (registered with this file's real `afterAll`), and
// `fleetkit scopes --from-code --with-usage` compares it with what the code calls.
import { randomUUID } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMock, type Mock, recordScopeUsage, type ScopeUsagePlan } from "../../../testing/index.js";
import { runFleetkit } from "../in-process.js";
import { CURRENT_SPEC, generatedModules, project } from "./fixture.js";

// Known before any hook runs: recordScopeUsage is registered while the file's tests are collected.
const RECORDS = join(tmpdir(), `fleetkit-scope-usage-${randomUUID()}`);
afterAll(() => rm(RECORDS, { recursive: true, force: true }));

const EMPTY_PLAN: ScopeUsagePlan = {
  fleetkitScopeUsage: 1,
  spec: "bundled",
  scopes: [],
  outsideDefaults: [],
  undocumented: [],
  operations: [],
  tokens: [],
};

const CI_SCOPES = ["Read Vehicles", "Read Drivers", "Write Routes"];

async function call(mock: Mock, method: string, path: string, token: string): Promise<number> {
  const response = await mock.fetch(`https://api.example.com${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(method === "GET" ? {} : { body: "{}" }),
  });
  await response.body?.cancel();
  return response.status;
}

describe("the mock records which operations each token called", () => {
  let mock: Mock | undefined;
  beforeAll(async () => {
    const specFile = join(tmpdir(), `fleetkit-usage-spec-${randomUUID()}.json`);
    await writeFile(specFile, JSON.stringify(CURRENT_SPEC));
    try {
      mock = await createMock({ spec: specFile, tokens: [{ name: "ci", scopes: CI_SCOPES }] });
    } finally {
      await rm(specFile, { force: true });
    }
  });
  recordScopeUsage(() => mock, { dir: RECORDS, afterAll, name: "mock-calls" });

  it("plans the least token from the calls: each operation with its scopes, calls and tokens", async () => {
    const token = mock!.tokens.ci!.token;
    expect(await call(mock!, "GET", "/fleet/vehicles", token)).toBe(200);
    expect(await call(mock!, "GET", "/fleet/vehicles", token)).toBe(200);
    const plan = mock!.scopePlan();
    expect(plan.operations).toEqual([
      {
        operationId: "listVehicles",
        method: "GET",
        path: "/fleet/vehicles",
        scopes: ["Read Vehicles"],
        calls: 2,
        tokens: ["ci"],
      },
    ]);
    expect(plan.scopes).toEqual(["Read Vehicles"]);
  });

  it("records a call the token was refused (403): the code makes it, so its scope is in the plan", async () => {
    const token = mock!.tokens.ci!.token;
    expect(await call(mock!, "POST", "/fleet/drivers", token)).toBe(403);
    const plan = mock!.scopePlan();
    expect(plan.scopes).toEqual(["Read Vehicles", "Write Drivers"]);
    expect(plan.outsideDefaults).toEqual(["Write Drivers"]);
    expect(plan.tokens).toEqual([
      {
        name: "ci",
        holds: CI_SCOPES,
        needs: ["Read Vehicles", "Write Drivers"],
        unused: ["Read Drivers", "Write Routes"],
        lacking: ["Write Drivers"],
        operations: ["listVehicles", "createDriver"],
      },
    ]);
  });

  it("keeps no token string in the plan", () => {
    expect(JSON.stringify(mock!.scopePlan())).not.toContain(mock!.tokens.ci!.token);
  });
});

describe("fleetkit scopes --from-code --with-usage", () => {
  const modules = generatedModules();

  it("finds the record recordScopeUsage wrote when the describe above ended", async () => {
    expect(await readdir(RECORDS)).toEqual(["mock-calls.json"]);
    const record = JSON.parse(await readFile(join(RECORDS, "mock-calls.json"), "utf8")) as ScopeUsagePlan;
    expect(record.fleetkitScopeUsage).toBe(1);
    expect(record.operations.map((o) => o.operationId)).toEqual(["listVehicles", "createDriver"]);
  });

  it("lists what the code calls that no test exercised, and what the tests called that the code does not", async () => {
    const root = await project(
      modules.dir(),
      {
        "src/app.ts": `import { createFleetClient, listRoutes, listVehicles } from "./fleet/index.js";
const client = createFleetClient({ baseUrl: "https://api.example.com", token: "t" });
export const sync = async () => [await listVehicles(client), await listRoutes(client)];
`,
      },
      { modules: ["fleet"] },
    );
    const result = await runFleetkit(["scopes", "--from-code", root, "--json", "--with-usage", RECORDS]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { untested: unknown; onlyInTests: unknown };
    expect(report.untested).toEqual([{ operationId: "listRoutes", method: "GET", path: "/fleet/routes" }]);
    expect(report.onlyInTests).toEqual([{ operationId: "createDriver", method: "POST", path: "/fleet/drivers" }]);
  });

  it("names a record after the test file that registers it, when no name is given", async () => {
    const dir = join(RECORDS, "named");
    const hooks: (() => Promise<void>)[] = [];
    recordScopeUsage({ scopePlan: () => ({ ...EMPTY_PLAN }) }, { dir, afterAll: (fn) => hooks.push(fn) });
    for (const hook of hooks) await hook();
    expect(await readdir(dir)).toEqual(["test-cli-from-code-with-usage.test.json"]);
  });

  it("exits 2 on a file that is not a scope-usage record", async () => {
    const root = await project(modules.dir(), { "src/app.ts": "export {};\n" }, { modules: ["fleet"] });
    const bogus = join(root, "bogus.json");
    await writeFile(bogus, '{"operations": []}');
    const result = await runFleetkit(["scopes", "--from-code", root, "--with-usage", bogus]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("is not a scope-usage record");
  });
});
