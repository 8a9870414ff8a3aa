// `fleetkit scopes --overlay-for` on the vendor's published specs, with the bundled spec and the SDK's fact table
// (spec/facts/vendor-sdk-scopes.json): how many operations get scopes, which are listed as unknown, which source wins
// where they differ, and the catalogue written at the document root. Each overlay is applied as `generate --overlay`
// applies it (loadOpenApi) and checked with the generator's own spec check, so the generator takes it.
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bundledSource } from "../../cli/commands/scopes/bundled.js";
import { readOperations } from "../../cli/commands/scopes/from-spec.js";
import { overlayReport, overlayYaml, planOverlay } from "../../cli/commands/scopes/overlay-for.js";
import { readScopeFacts, type ScopeFactTable } from "../../cli/commands/scopes/scope-facts.js";
import { DEFAULT_READ_SCOPES, SCOPES } from "../../generated/scopes.js";
import { findSpecIssues } from "../../generator/check-spec.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { collectOperations } from "../../generator/operation-model.js";
import { bundledSpecPath } from "../../generator/package-files.js";
import { scopeCatalogue } from "../../generator/scope-catalogue.js";
import { vendorSpecsFolder } from "../support/published-specs.js";
import { tempDir } from "../support/temp-dir.js";
import { runFleetkit } from "./in-process.js";

interface Action {
  target: string;
  description: string;
  update: Record<string, unknown>;
}
interface Overlay {
  info: { title: string };
  actions: Action[];
}

const FACTS = await readScopeFacts();
const SDK = `${FACTS.package} ${FACTS.version}`;
/** The bundled spec's root extension, parsed from spec/fleet-api.yaml itself. */
const BUNDLED_CATALOGUE = (parse(readFileSync(bundledSpecPath(), "utf8")) as Record<string, unknown>)[
  "x-fleetkit-scopes"
];

/** `scopes --overlay-for` on one vendor spec, the overlay written to a file in `dir`, and the spec with it applied. */
async function overlayOn(dir: string, name: string) {
  const spec = join(vendorSpecsFolder(), name);
  const r = await runFleetkit(["scopes", "--overlay-for", spec]);
  const file = join(dir, "scopes.overlay.yaml");
  await writeFile(file, r.stdout);
  const { document } = await loadOpenApi(spec, { overlays: [file] });
  const operations = new Map(collectOperations(document).map((o) => [`${o.method.toUpperCase()} ${o.path}`, o]));
  return { spec, r, overlay: parse(r.stdout) as Overlay, document, operations };
}

/**
 * The run a describe block's tests share (one run per vendor spec: each takes seconds on a busy machine), its folder
 * removed after the block, passed or failed.
 */
function sharedRun(name: string): () => Awaited<ReturnType<typeof overlayOn>> {
  let run: Awaited<ReturnType<typeof overlayOn>> | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "fleetkit-overlay-vendor-"));
    run = await overlayOn(dir, name);
  });
  afterAll(() => (dir === undefined ? undefined : rm(dir, { recursive: true, force: true })));
  return () => run!;
}

/** The operation action for METHOD PATH. */
const actionFor = (overlay: Overlay, method: string, path: string): Action | undefined =>
  overlay.actions.find((a) => a.target === `$.paths['${path}'].${method.toLowerCase()}`);

/** The lines of an indented stderr list that follows the heading containing `heading`. */
function listUnder(stderr: string, heading: string): string[] {
  const lines = stderr.split("\n");
  const start = lines.findIndex((line) => line.includes(heading));
  if (start === -1) return [];
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => !line.startsWith("  "));
  return rest.slice(0, end === -1 ? rest.length : end).map((line) => line.trim());
}

describe("scopes --overlay-for swagger.json (the vendor's current API, 148 operations)", () => {
  const shared = sharedRun("swagger.json");

  it("gives 125 of the 148 operations scopes, as the generator reads them: the SDK's 129 less the four the reference refuses", () => {
    expect(shared().r.code).toBe(0);
    expect(shared().operations.size).toBe(148);
    const given = [...shared().operations.values()].filter((o) => o.scopes !== null && o.scopes.length > 0);
    expect(given.length).toBe(125);
    expect(shared().r.stderr).toContain(`${given.length} of 148 operations of ${shared().spec} given scopes`);
  });

  it("lists every operation left without scopes on stderr, as unknown: none is given a guess", () => {
    const unlisted = [...shared().operations.values()].filter((o) => o.scopes === null);
    const reported = [
      ...listUnder(shared().r.stderr, `in neither the bundled spec nor ${SDK}`),
      ...listUnder(shared().r.stderr, `whose scopes neither the bundled spec nor ${SDK} states`),
      ...listUnder(shared().r.stderr, "names a scope the reference limits to other operations").map((line) =>
        line.replace(/:.*$/, ""),
      ),
    ];
    expect(reported.sort()).toEqual(unlisted.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort());
    expect(reported.length).toBe(148 - shared().overlay.actions.filter((a) => a.target.startsWith("$.paths")).length);
    // The SDK has GET /fleet/equipment but states no scope for it: unknown, not "none".
    expect(reported).toContain("GET /fleet/equipment");
    expect(actionFor(shared().overlay, "GET", "/fleet/equipment")).toBeUndefined();
  });

  it("never writes the SDK's Read Assignments outside /fleet/driver-vehicle-assignments: reference 4.2 limits it there", () => {
    const refused = listUnder(shared().r.stderr, "names a scope the reference limits to other operations");
    expect(refused.map((line) => line.replace(/:.*$/, ""))).toEqual([
      "GET /fleet/drivers/vehicle-assignments",
      "GET /fleet/vehicles/driver-assignments",
      "GET /v1/fleet/trailers/assignments",
      "GET /v1/fleet/trailers/{trailerId}/assignments",
    ]);
    for (const line of refused) expect(line).toContain('reference 4.2: "GET /fleet/driver-vehicle-assignments');
    expect(actionFor(shared().overlay, "GET", "/v1/fleet/trailers/assignments")).toBeUndefined();
    expect(actionFor(shared().overlay, "GET", "/v1/fleet/trailers/{trailerId}/assignments")).toBeUndefined();
    expect(shared().operations.get("GET /v1/fleet/trailers/assignments")?.scopes).toBeNull();
  });

  it("where only the SDK states the scopes, the action cites its method, package version, file and line", () => {
    const action = actionFor(shared().overlay, "GET", "/addresses")!;
    expect(action.update).toEqual({ "x-fleetkit-scopes": ["Read Addresses"] });
    expect(action.description).toBe(
      `GET /addresses: stated by addresses.list in ${FACTS.package}@${FACTS.version} dist/cjs/api/resources/addresses/client/Client.js:${FACTS.facts.find((f) => f.sdkMethod === "addresses.list")!.source.line}`,
    );
  });

  it("where both state them (the 32 overlaps, which agree), the action names the bundled spec and the SDK", () => {
    expect(shared().r.stderr).toMatch(
      /\(32 stated by both, 0 by the bundled spec only, 93 by @samsarahq\/samsara [\d.]+ only\)/,
    );
    expect(shared().r.stderr).not.toContain("disagree");
    const action = actionFor(shared().overlay, "GET", "/fleet/vehicles/stats/feed")!;
    expect(action.update).toEqual({ "x-fleetkit-scopes": ["Read Vehicle Statistics"] });
    expect(action.description).toMatch(
      /^GET \/fleet\/vehicles\/stats\/feed: followVehicleStatsFeed in the bundled spec .*; @samsarahq\/samsara [\d.]+ states the same \(vehicleStats\.getVehicleStatsFeed in .*Client\.js:\d+\)$/,
    );
  });

  it("writes the bundled spec's catalogue at the document root, as spec/fleet-api.yaml has it", () => {
    const [root] = shared().overlay.actions;
    expect(root?.target).toBe("$");
    expect(root?.update).toEqual({ "x-fleetkit-scopes": BUNDLED_CATALOGUE });
    expect(shared().document["x-fleetkit-scopes"]).toMatchObject({
      defaultReadScopes: (BUNDLED_CATALOGUE as { defaultReadScopes: unknown }).defaultReadScopes,
    });
  });

  it("adds, in a second root action, every category the SDK's scopes name that the reference does not, citing each", () => {
    const added = shared().overlay.actions[1]!;
    expect(added.target).toBe("$['x-fleetkit-scopes']");
    const bundled = new Set((BUNDLED_CATALOGUE as { categories: string[] }).categories);
    const sdkCategories = new Set(
      FACTS.facts.flatMap((f) => (f.scopes ?? []).map((s) => s.replace(/^(Read|Write) /, ""))),
    );
    const expected = [...sdkCategories].filter((c) => !bundled.has(c)).sort();
    expect(expected).toContain("Tachograph (EU)");
    expect((added.update as { categories: string[] }).categories).toEqual(expected);
    expect(added.description).toContain(`from the scope statements of ${FACTS.package}@${FACTS.version}`);
    for (const category of expected)
      expect(added.description).toMatch(new RegExp(`${category.replace(/[()]/g, "\\$&")} \\([\\w.]+\\)`));
  });

  it("gives the generated module the bundled one's default Read scopes, and every scope of its catalogue", () => {
    const catalogue = scopeCatalogue(shared().document);
    expect(catalogue.defaultReadScopes).toEqual([...DEFAULT_READ_SCOPES]);
    expect(SCOPES.filter((s) => !catalogue.scopes.has(s))).toEqual([]);
  });

  it("the generator's spec check takes the spec with the overlay (every scope in the catalogue)", () => {
    expect(findSpecIssues(shared().document)).toEqual([]);
  });
});

describe("scopes --overlay-for swagger-legacy.json: the legacy POST operations that only read", () => {
  const shared = sharedRun("swagger-legacy.json");

  it.each([
    ["POST", "/v1/fleet/hos_logs", ["Write ELD Hours of Service (US)"]],
    ["POST", "/v1/fleet/drivers/summary", ["Write Drivers", "Write ELD Hours of Service (US)"]],
    ["POST", "/v1/sensors/list", ["Write Sensors"]],
    ["POST", "/v1/sensors/history", ["Write Sensors"]],
    ["POST", "/v1/sensors/temperature", ["Write Sensors"]],
  ])("%s %s keeps the Write scope of reference 4.4's rule, and says so", (method, path, scopes) => {
    expect(shared().operations.get(`${method} ${path}`)?.scopes).toEqual(scopes);
    expect(actionFor(shared().overlay, method, path)?.description).toContain(
      "in the bundled spec, by reference 4.4 (GET needs the Read permission of the scope; PUT, PATCH, POST and DELETE need the Write permission)",
    );
  });

  it("the generator's spec check takes the spec with the overlay", () => {
    expect(findSpecIssues(shared().document)).toEqual([]);
  });
});

describe("scopes --overlay-for where the sources disagree", () => {
  // The shipped table agrees with the bundled spec wherever both speak, so the rule is shown with one row changed:
  // the SDK's POST /v1/sensors/history (a legacy POST that only reads) said to need Read Sensors.
  const table: ScopeFactTable = structuredClone(FACTS);
  table.facts.find((f) => f.method === "POST" && f.path === "/v1/sensors/history")!.scopes = ["Read Sensors"];

  it("reports the disagreement on stderr and writes the bundled spec's scopes (reference 4.4's rule wins)", async () => {
    const source = bundledSource();
    const target = await readOperations(join(vendorSpecsFolder(), "swagger-legacy.json"));
    const plan = planOverlay(source, table, target.operations, () => false);
    const report = overlayReport(source, table, "legacy.json", { ...plan, unfit: [] }, target.operations.length, {
      note: "absent",
      added: [],
    });
    expect(
      listUnder(
        `${report.join("\n")}\n`,
        `where the bundled spec and ${SDK} disagree (the bundled spec's scopes written)`,
      ),
    ).toEqual([
      expect.stringMatching(
        /^POST \/v1\/sensors\/history: the bundled spec Write Sensors; sensors\.v1GetSensorsHistory in @samsarahq\/samsara@[\d.]+ \S+Client\.js:\d+ Read Sensors$/,
      ),
    ]);
    const overlay = parse(overlayYaml(source, table, "legacy.json", plan, undefined)) as Overlay;
    const action = actionFor(overlay, "POST", "/v1/sensors/history");
    expect(action?.update).toEqual({ "x-fleetkit-scopes": ["Write Sensors"] });
    expect(action?.description).toMatch(
      /by reference 4\.4 .*, which wins over @samsarahq\/samsara [\d.]+: sensors\.v1GetSensorsHistory in .* states Read Sensors$/,
    );
  });
});

describe("readScopeFacts", () => {
  it("refuses a table whose row is not a fact, naming the file and the row", async () => {
    const file = join(await tempDir("overlay-vendor"), "facts.json");
    await writeFile(file, JSON.stringify({ package: "x", version: "1", facts: [{ sdkMethod: "a.b", method: "GET" }] }));
    await expect(readScopeFacts(file)).rejects.toThrow(`${file}: facts[0] has no path starting with /`);
  });

  it("refuses a row that cites no source", async () => {
    const file = join(await tempDir("overlay-vendor"), "facts.json");
    const row = { sdkMethod: "a.b", method: "GET", path: "/a", scopes: ["Read A"], statement: "…" };
    await writeFile(file, JSON.stringify({ package: "x", version: "1", facts: [row] }));
    await expect(readScopeFacts(file)).rejects.toThrow(`${file}: facts[0] cites no source`);
  });
});
