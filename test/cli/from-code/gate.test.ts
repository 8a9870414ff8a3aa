// `fleetkit scopes --from-code PATH --token-scopes LIST` as a CI gate: 0 when the token suffices, 1 naming each
// operation it cannot call and the scope it lacks (and, with --strict, each unresolved call), 2 on bad input.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../../support/temp-dir.js";
import { recordingIo, runCommand, runFleetkit } from "../in-process.js";
import { generatedModules, lineOf, project, writeProject } from "./fixture.js";

const APP = `import { createFleetClient, listDrivers } from "./fleet/index.js";

const client = createFleetClient({ baseUrl: "https://api.example.com", token: "t" });

export async function sync(path: string) {
  await listDrivers(client); // [drivers]
  await client.PUT("/fleet/routes"); // [routes]
  await client.GET(path as never); // [dynamic]
}
`;

describe("fleetkit scopes --from-code as a CI gate", () => {
  const modules = generatedModules();
  let root = "";
  beforeAll(async () => {
    root = join(modules.dir(), "gate");
    await writeProject(root, modules.dir(), { "src/app.ts": APP }, { modules: ["fleet"] });
  }, 60_000);
  const gate = (...flags: string[]) => runFleetkit(["scopes", "--from-code", root, ...flags]);

  it("exits 0 when the token holds every scope the code needs, and says so", async () => {
    const result = await gate("--json", "--token-scopes", "Read Drivers, Write Routes");
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("fleetkit scopes: the token's scopes suffice for the 2 operation(s) found\n");
  });

  it("exits 1 naming each operation the token cannot call, the scope it lacks and where it is called", async () => {
    const result = await gate("--json", "--token-scopes", "Write Routes,Read Vehicles");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `fleetkit scopes: listDrivers (GET /fleet/drivers) needs Read Drivers, which the token lacks; called at src/app.ts:${lineOf(APP, "[drivers]")}\n`,
    );
  });

  it("reads the token's scopes from a file, one per line or a JSON array", async () => {
    const dir = await tempDir("token-scopes-file");
    await writeFile(join(dir, "lines.txt"), "# the CI token\nRead Drivers\n");
    await writeFile(join(dir, "array.json"), '["Read Drivers", "Write Routes"]');
    const lines = await gate("--token-scopes-file", join(dir, "lines.txt"));
    expect(lines.code).toBe(1);
    expect(lines.stderr).toContain("replaceRoutes (PUT /fleet/routes) needs Write Routes, which the token lacks");
    expect((await gate("--token-scopes-file", join(dir, "array.json"))).code).toBe(0);
  });

  it("passes an unresolved call without --strict, and fails on it with --strict, naming file and line", async () => {
    expect((await gate("--token-scopes", "Read Drivers,Write Routes")).code).toBe(0);
    const strict = await gate("--json", "--strict", "--token-scopes", "Read Drivers,Write Routes");
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(
      `fleetkit scopes: unresolved call at src/app.ts:${lineOf(APP, "[dynamic]")}: client.GET(path as never) (--strict fails on it)\n`,
    );
  });

  it("prints the report as markdown for a pull-request comment", async () => {
    const { code, stdout } = await gate("--format", "md");
    expect(code).toBe(0);
    expect(stdout).toContain("The code needs **2 scopes**: `Read Drivers`, `Write Routes`.");
    expect(stdout).toContain(
      `| \`listDrivers\` | \`GET /fleet/drivers\` | Read Drivers | \`src/app.ts:${lineOf(APP, "[drivers]")}\` |`,
    );
    expect(stdout).toContain(`- \`src/app.ts:${lineOf(APP, "[dynamic]")}\` \`client.GET(path as never)\``);
  });

  it("exits 2 on a scope name outside the module's catalogue, with the name it may mean, before any report", async () => {
    expect(await gate("--token-scopes", "Read Driver")).toEqual({
      code: 2,
      stdout: "",
      stderr:
        'fleetkit scopes: --token-scopes: "Read Driver" (did you mean "Read Drivers"?) is not a scope of the generated module\'s catalogue (SCOPES)\n',
    });
  });

  it("reads only the files under PATH with --project, naming sites from PATH", async () => {
    const other = await project(
      modules.dir(),
      {
        "src/app.ts": APP,
        "src/jobs/nightly.ts": `import { createFleetClient } from "../fleet/index.js";
export const nightly = () => createFleetClient({ baseUrl: "https://api.example.com", token: "t" }).GET("/fleet/vehicles");
`,
      },
      { modules: ["fleet"] },
    );
    const result = await runFleetkit([
      "scopes",
      "--from-code",
      join(other, "src/jobs"),
      "--project",
      join(other, "tsconfig.json"),
      "--json",
    ]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { scopes: string[]; operations: { sites: string[] }[] };
    expect(report.scopes).toEqual(["Read Vehicles"]);
    expect(report.operations.map((o) => o.sites)).toEqual([["nightly.ts:2"]]);
  });

  it.each([
    ["no TypeScript in the folder", async (dir: string) => dir, /no TypeScript found in /],
    [
      "a tsconfig that does not parse",
      async (dir: string) => {
        await writeFile(join(dir, "tsconfig.json"), '{ "compilerOptions": { "strict": tru } }');
        await mkdir(join(dir, "src"));
        await writeFile(join(dir, "src/a.ts"), "export {};\n");
        return dir;
      },
      /cannot read the tsconfig .*tsconfig\.json/,
    ],
    [
      "a PATH that is a source file, not a folder or a tsconfig",
      async (dir: string) => {
        await writeFile(join(dir, "a.ts"), "export {};\n");
        return join(dir, "a.ts");
      },
      /a\.ts is a file: give the folder of your sources or a tsconfig\.json/,
    ],
    ["a PATH that does not exist", async (dir: string) => join(dir, "missing"), /missing does not exist/],
  ])("exits 2 on %s", async (_case, make, message) => {
    const path = await make(await tempDir("from-code-bad"));
    const result = await runFleetkit(["scopes", "--from-code", path]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
  });

  it("prints its stages and their times on a terminal's stderr, none with --quiet or off a terminal", async () => {
    const { scopesCommand } = await import("../../../cli/commands/scopes.js");
    const run = async (terminal: boolean, ...flags: string[]) => {
      const io = { ...recordingIo(), terminal };
      const result = await runCommand(scopesCommand, ["--from-code", root, ...flags], { io });
      expect(result.code).toBe(0);
      return result;
    };
    const shown = await run(true);
    const stages = shown.err.filter((line) => line.startsWith("fleetkit scopes --from-code: "));
    expect(stages.map((line) => line.replace(/[0-9.]+ s/g, "T"))).toEqual([
      expect.stringMatching(/^fleetkit scopes --from-code: reading .*gate with the type checker …$/),
      expect.stringMatching(/^fleetkit scopes --from-code: finding the generated modules among \d+ files …$/),
      "fleetkit scopes --from-code: resolving the calls to operations …",
      "fleetkit scopes --from-code: done in T (reading T, modules T, calls T)",
    ]);
    const offTerminal = await run(false);
    expect(offTerminal.out).toEqual(shown.out);
    for (const silent of [offTerminal, await run(true, "--quiet")])
      expect(silent.err.filter((line) => line.startsWith("fleetkit scopes --from-code: "))).toEqual([]);
  });

  it.each([
    [["--from-code", ".", "--for", "listVehicles"], "it takes no --for"],
    [["--from-code", ".", "--token-scopes", "Read Tags", "--token-scopes-file", "f"], "give the token's scopes once"],
    [["--from-code", ".", "--json", "--format", "md"], "give one"],
    [["--strict", "GET", "/fleet/vehicles"], "--strict only goes with --from-code PATH"],
    [["--quiet", "GET", "/fleet/vehicles"], "--quiet only goes with --from-code PATH"],
  ])("exits 2 on flags that do not go together: %j", async (args, message) => {
    const result = await runFleetkit(["scopes", ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
