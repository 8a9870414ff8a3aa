// `fleetkit scopes --spec` and `--overlay`: the scopes of a spec nobody here wrote (an OpenAPI 3.0 document with
// OAuth2 scopes), run in-process. Unknown scopes (null) are never shown as "none" ([]), and the other way round.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../support/temp-dir.js";
import { runFleetkit } from "./in-process.js";

const ok = { "200": { description: "ok" } };

/** OpenAPI 3.0 with OAuth2 scopes on two operations, `security: []` on one, and nothing stated on another. */
const WIDGETS = {
  openapi: "3.0.3",
  info: { title: "Widgets", version: "2.1.0" },
  components: {
    securitySchemes: {
      oauth: {
        type: "oauth2",
        flows: {
          clientCredentials: {
            tokenUrl: "https://auth.example.com/token",
            scopes: { "read:widgets": "read", "write:widgets": "write" },
          },
        },
      },
    },
  },
  paths: {
    "/widgets": {
      get: { operationId: "listWidgets", security: [{ oauth: ["read:widgets"] }], responses: ok },
      post: { operationId: "createWidget", security: [{ oauth: ["write:widgets", "read:widgets"] }], responses: ok },
    },
    "/widgets/{widgetId}": {
      parameters: [{ name: "widgetId", in: "path", required: true, schema: { type: "string" } }],
      get: { operationId: "getWidget", responses: ok },
    },
    "/health": { get: { operationId: "health", security: [], responses: ok } },
  },
};

async function widgetsSpec(): Promise<string> {
  const file = join(await tempDir("scopes-spec"), "widgets.json");
  await writeFile(file, JSON.stringify(WIDGETS));
  return file;
}

describe("fleetkit scopes --spec", () => {
  it("prints the scopes a spec's security requirement states, for a concrete path", async () => {
    const spec = await widgetsSpec();
    expect(await runFleetkit(["scopes", "--spec", spec, "POST", "/widgets"])).toEqual({
      code: 0,
      stdout: "write:widgets\nread:widgets\n",
      stderr: "",
    });
  });

  it('says "none" for an operation with `security: []`, and "unknown" where the spec states nothing', async () => {
    const spec = await widgetsSpec();
    expect(await runFleetkit(["scopes", "--spec", spec, "GET", "/health"])).toMatchObject({
      code: 0,
      stdout: "none: GET /health needs no scope\n",
    });
    expect(await runFleetkit(["scopes", "--spec", spec, "GET", "/widgets/w-1"])).toMatchObject({
      code: 0,
      stdout: "unknown: the spec does not state the scopes of GET /widgets/{widgetId} (getWidget)\n",
    });
  });

  it("answers from that spec only: a bundled operation is not one of it", async () => {
    const spec = await widgetsSpec();
    const r = await runFleetkit(["scopes", "--spec", spec, "GET", "/v1/tags"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^fleetkit scopes: GET \/v1\/tags is not an operation of the spec; /);
    expect(r.stderr).toContain(`list them with \`fleetkit scopes --spec ${spec} --json\``);
  });

  it("--json keeps null (unknown) and [] (none) apart", async () => {
    const r = await runFleetkit(["scopes", "--spec", await widgetsSpec(), "--json"]);
    expect(JSON.parse(r.stdout)).toEqual([
      { operationId: "listWidgets", method: "GET", path: "/widgets", scopes: ["read:widgets"] },
      { operationId: "createWidget", method: "POST", path: "/widgets", scopes: ["write:widgets", "read:widgets"] },
      { operationId: "getWidget", method: "GET", path: "/widgets/{widgetId}", scopes: null },
      { operationId: "health", method: "GET", path: "/health", scopes: [] },
    ]);
  });

  it("--for lists the operations with unknown scopes apart, and says nothing of default scopes the spec lacks", async () => {
    const spec = await widgetsSpec();
    const r = await runFleetkit(["scopes", "--spec", spec, "--for", "listWidgets", "GET /widgets/7", "health"]);
    expect(r).toEqual({
      code: 0,
      stdout: "read:widgets\n",
      stderr: "scopes unknown (the spec does not state them; check with the real token): getWidget\n",
    });
    const json = await runFleetkit(["scopes", "--spec", spec, "--for", "--json", "createWidget", "getWidget"]);
    // In the order the spec first names them (it has no catalogue): listWidgets names read:widgets first.
    expect(JSON.parse(json.stdout)).toEqual({
      scopes: ["read:widgets", "write:widgets"],
      outsideDefaults: null,
      undocumented: ["getWidget"],
    });
  });

  it("--for hints at the spec's own operationIds", async () => {
    const r = await runFleetkit(["scopes", "--spec", await widgetsSpec(), "--for", "listWidget"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"listWidget" is not an operationId; did you mean "listWidgets"\?/);
  });

  it("--overlay adds scopes before reading (applied in order)", async () => {
    const spec = await widgetsSpec();
    const dir = await tempDir("scopes-overlay");
    const first = join(dir, "first.yaml");
    const second = join(dir, "second.yaml");
    const action = (scope: string) =>
      `overlay: 1.0.0\ninfo: { title: t, version: "1" }\nactions:\n  - target: "$.paths['/widgets/{widgetId}'].get"\n    update: { x-fleetkit-scopes: ["${scope}"] }\n`;
    await writeFile(first, action("read:widgets"));
    await writeFile(second, action("write:widgets"));
    expect(
      await runFleetkit(["scopes", "--spec", spec, "--overlay", first, "--overlay", second, "GET", "/widgets/1"]),
    ).toMatchObject({ code: 0, stdout: "read:widgets\nwrite:widgets\n" });
  });

  it("--overlay without --spec applies to the bundled spec", async () => {
    const overlay = join(await tempDir("scopes-overlay"), "trailers.yaml");
    await writeFile(
      overlay,
      `overlay: 1.0.0\ninfo: { title: t, version: "1" }\nactions:\n  - target: "$.paths['/v1/fleet/trailers/assignments'].get"\n    update: { x-fleetkit-scopes: ["Read Trailers"] }\n`,
    );
    expect(await runFleetkit(["scopes", "GET", "/v1/fleet/trailers/assignments"])).toMatchObject({
      stdout: expect.stringMatching(/^unknown: /),
    });
    expect(await runFleetkit(["scopes", "--overlay", overlay, "GET", "/v1/fleet/trailers/assignments"])).toEqual({
      code: 0,
      stdout: "Read Trailers\n",
      stderr: "",
    });
  });

  it("exits 2 naming a spec that cannot be read, or is no OpenAPI document", async () => {
    const dir = await tempDir("scopes-spec");
    expect(await runFleetkit(["scopes", "--spec", join(dir, "missing.yaml"), "GET", "/a"])).toEqual({
      code: 2,
      stdout: "",
      stderr: `fleetkit scopes: cannot read the spec at ${join(dir, "missing.yaml")}: no such file\n`,
    });
    await writeFile(join(dir, "plain.json"), '{"name":"not a spec"}');
    const r = await runFleetkit(["scopes", "--spec", join(dir, "plain.json"), "--json"]);
    expect(r).toMatchObject({ code: 2, stdout: "" });
    expect(r.stderr).toMatch(/^fleetkit scopes: .*plain\.json: not an OpenAPI document/);
  });
});
