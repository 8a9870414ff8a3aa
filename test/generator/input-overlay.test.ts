// Issue 34 (items 3, 5, 10 and 12): overlays that hang, remove the wrong nodes, crash on size, or add what the loading
// checks refuse. In process, on specs written into temp folders; a loopback server counts every request (none must
// arrive).
import { once } from "node:events";
import { existsSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runGenerateCli } from "../../generator/cli.js";
import { diffSpecFiles } from "../../generator/diff/index.js";
import { generate } from "../../generator/index.js";
import { DEFAULT_INPUT_LIMITS, OverlayLimitError, loadOpenApi } from "../../generator/input/index.js";
import { createMock } from "../../testing/index.js";
import { recordingIo } from "../cli/in-process.js";
import { TINY_31, specFolder } from "./spec-folder.js";

const overlay = (actions: object[]) =>
  JSON.stringify({ overlay: "1.0.0", info: { title: "o", version: "1" }, actions });
const WITH_TAGS = `${TINY_31}tags: [{ name: a }, { name: b }, { name: c }, { name: d }]\n`;

/** Loads `spec` with one overlay of `actions`. */
async function overlaid(spec: string, actions: object[], limits = {}) {
  const dir = await specFolder({ "spec.yaml": spec, "o.json": overlay(actions) });
  return loadOpenApi(join(dir, "spec.yaml"), { overlays: [join(dir, "o.json")], limits });
}

describe("an overlay action has a budget of steps (issue 34, item 5)", () => {
  const HANG = "$..[?$..[?$..zzz]]";

  // Spending 10,000,000 steps takes seconds of CPU, so only the `generate` case below runs to the default; this one
  // runs the same target into a lowered budget (the mechanism is the same count, stopped at whatever budget is set).
  it("a root query nested in descendant filters is refused on the bundled spec, naming the action", async () => {
    const error = await loadOpenApi(resolve("spec/fleet-api.yaml"), {
      overlays: [
        await oneOverlay([
          { target: "$.info", update: { "x-a": 1 } },
          { target: HANG, remove: true },
        ]),
      ],
      limits: { maxOverlaySteps: 100_000 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OverlayLimitError);
    expect(error).toMatchObject({ action: 1, target: HANG });
    expect((error as Error).message).toMatch(
      /o\.json: #\/actions\/1: target "\$\.\.\[\?\$\.\.\[\?\$\.\.zzz\]\]" takes more than 100,000 steps to evaluate/,
    );
  });

  it("`fleetkit generate` exits 2, naming the action, and writes nothing: the default budget, 10,000,000 steps", async () => {
    expect(DEFAULT_INPUT_LIMITS.maxOverlaySteps).toBe(10_000_000);
    const dir = await specFolder({ "o.json": overlay([{ target: HANG, remove: true }]) });
    const io = recordingIo();
    const out = join(dir, "out");
    const code = await runGenerateCli(
      ["--spec", resolve("spec/fleet-api.yaml"), "--out", out, "--overlay", join(dir, "o.json")],
      io,
    );
    expect(code).toBe(2);
    expect(io.lines.err.join("\n")).toMatch(/#\/actions\/0: target .* takes more than 10,000,000 steps/);
    expect(existsSync(out)).toBe(false);
  }, 120_000);

  it("the limit is the caller's to set: a lowered one refuses a search a raised one allows", async () => {
    const target = "$..[?@.name == 'c']";
    await expect(
      overlaid(WITH_TAGS, [{ target, update: { description: "C" } }], { maxOverlaySteps: 20 }),
    ).rejects.toThrow(OverlayLimitError);
    const { document } = await overlaid(WITH_TAGS, [{ target, update: { description: "C" } }], {
      maxOverlaySteps: 10_000,
    });
    expect(document.tags).toContainEqual({ name: "c", description: "C" });
  });

  it("an ordinary descendant search of the bundled spec is well within the default", async () => {
    const { document } = await loadOpenApi(resolve("spec/fleet-api.yaml"), {
      overlays: [await oneOverlay([{ target: "$..[?@.operationId == 'listVehicles']", update: { "x-seen": true } }])],
    });
    expect(JSON.stringify(document)).toMatch(/"x-seen":true/);
  }, 60_000);
});

describe("a target that runs regular expressions has a time limit (issue 34, item 5)", () => {
  it("match() and search() select as any target does (evaluated on a worker thread)", async () => {
    const { document } = await overlaid(WITH_TAGS, [
      { target: "$.tags[?match(@.name, '[ab]')]", remove: true },
      { target: "$.tags[?search(@.name, 'd')]", update: { description: "D" } },
    ]);
    expect(document.tags).toEqual([{ name: "c" }, { name: "d", description: "D" }]);
  });

  it("a pattern that backtracks for hours is stopped at the limit, naming the action", async () => {
    const spec = `${TINY_31}x-text: ${"a".repeat(40)}!\n`;
    const target = "$[?match(@, '(a+)+b')]";
    const error = await overlaid(
      spec,
      [
        { target: "$.info", update: {} },
        { target, remove: true },
      ],
      // Any limit stops it (the pattern takes hours on 40 characters), and the thread spins until then: a short one.
      { overlayTimeoutMs: 100 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OverlayLimitError);
    expect(error).toMatchObject({ action: 1, target });
    expect((error as Error).message).toMatch(/#\/actions\/1: target .* did not finish within 0\.1 s/);
  }, 30_000);

  it("a target with match( that is not JSONPath is a SpecReadError naming it", async () => {
    await expect(overlaid(WITH_TAGS, [{ target: "$.tags[?match(", remove: true }])).rejects.toThrow(
      /#\/actions\/0\/target "\$\.tags\[\?match\(" is not valid JSONPath/,
    );
  });
});

/** One overlay file in a temp folder (for a spec elsewhere). */
async function oneOverlay(actions: object[]): Promise<string> {
  const dir = await specFolder({ "o.json": overlay(actions) });
  return join(dir, "o.json");
}

describe("remove takes each selected node once, whatever the order of the list (issue 34, item 10)", () => {
  const cases: [string, { target: string; want: string[] }][] = [
    ["$.tags[1,0]", { target: "$.tags[1,0]", want: ["c", "d"] }],
    ["$.tags[0,0]", { target: "$.tags[0,0]", want: ["b", "c", "d"] }],
    ["$.tags[-1,0]", { target: "$.tags[-1,0]", want: ["b", "c"] }],
    ["$.tags[3,1,2]", { target: "$.tags[3,1,2]", want: ["a"] }],
    ["a member of a node selected twice", { target: "$.tags[2,2].name", want: ["a", "b", "?", "d"] }],
    ["a node and its own descendant", { target: "$..[?@.name == 'b' || @ == 'b']", want: ["a", "c", "d"] }],
  ];
  it.each(cases)("%s", async (_name, { target, want }) => {
    const { document } = await overlaid(WITH_TAGS, [{ target, remove: true }]);
    expect((document.tags as { name?: string }[]).map((t) => t.name ?? "?")).toEqual(want);
  });

  it("names with a quote, a backslash or a control character are removed and updated where they are", async () => {
    const spec = `${TINY_31}x-names: { "o'neil": 1, "back\\\\slash": 2, "new\\nline": 3, "bell\\u0007": 4, kept: 5 }\n`;
    const { document } = await overlaid(spec, [
      { target: "$['x-names'][?@ == 1 || @ == 3]", remove: true },
      { target: "$['x-names']['back\\\\slash','bell\\u0007']", remove: true },
      { target: "$[?@.kept]", update: { added: true } },
    ]);
    expect(document["x-names"]).toEqual({ kept: 5, added: true });
  });

  it("an update applies once to a node selected twice", async () => {
    const { document } = await overlaid(WITH_TAGS, [{ target: "$.tags[0,0,-4]", update: { "x-list": [1] } }]);
    expect(document.tags).toContainEqual({ name: "a", "x-list": [1] });
  });
});

describe("an update of any size merges (issue 34, item 12)", () => {
  const many = Array.from({ length: 200_000 }, (_, i) => `v${i}`);
  it("200,000 items appended to a list", async () => {
    const { document } = await overlaid(WITH_TAGS, [
      { target: "$.info", update: { "x-values": ["first"] } },
      { target: "$.info", update: { "x-values": many } },
      { target: "$.tags", update: many.map((name) => ({ name })) },
    ]);
    expect((document.info as { "x-values": string[] })["x-values"]).toHaveLength(200_001);
    expect(document.tags).toHaveLength(200_004);
  }, 60_000);

  it("an update with 200,000 keys, and one nested as deep as the limit allows", async () => {
    let deep: object = { leaf: true };
    for (let i = 0; i < 100; i++) deep = { d: deep };
    const { document } = await overlaid(WITH_TAGS, [
      { target: "$.info", update: { "x-map": Object.fromEntries(many.map((v) => [v, 1])), "x-deep": deep } },
      { target: "$.info", update: { "x-deep": deep } },
    ]);
    expect(Object.keys((document.info as { "x-map": object })["x-map"])).toHaveLength(200_000);
  }, 60_000);
});

describe("the loading checks apply to what the overlays made (issue 34, item 3)", () => {
  let server: Server;
  let url: string;
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      res.writeHead(200, { "content-type": "application/yaml" }).end("type: string\n");
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  const MEDIA = "$.paths['/widgets/{id}'].get.responses['200'].content['application/json']";

  it("an externalValue an overlay adds is dropped with a warning and never fetched, through generate", async () => {
    const dir = await specFolder({
      "spec.yaml": TINY_31,
      "o.json": overlay([
        { target: MEDIA, update: { examples: { remote: { summary: "s", externalValue: `${url}/example.json` } } } },
      ]),
    });
    const result = await generate({
      spec: join(dir, "spec.yaml"),
      out: join(dir, "out"),
      overlays: [join(dir, "o.json")],
    });
    expect(result.warnings.map((w) => w.pointer)).toEqual(
      expect.arrayContaining([
        "#/paths/~1widgets~1{id}/get/responses/200/content/application~1json/examples/remote/externalValue",
      ]),
    );
    const { document } = await loadOpenApi(join(dir, "spec.yaml"), { overlays: [join(dir, "o.json")] });
    expect(JSON.stringify(document)).not.toContain("externalValue");
    expect(requests).toEqual([]);
  }, 60_000);

  const refused: [string, { update: () => object; want: RegExp }][] = [
    [
      "a $ref to a local file",
      {
        update: () => ({ schema: { $ref: "./secret.yaml" } }),
        want: /added a reference to another file or URL.*secret\.yaml/s,
      },
    ],
    [
      "a $ref to the logging server",
      { update: () => ({ schema: { $ref: `${url}/schema.yaml` } }), want: /added a reference to another file or URL/ },
    ],
    [
      "a $ref that is an object",
      { update: () => ({ schema: { $ref: { $ref: "./secret.yaml" } } }), want: /\$ref is not a string/ },
    ],
  ];
  it.each(refused)(
    "an overlay that adds %s is refused: generate exits 2, nothing read",
    async (_name, { update, want }) => {
      const dir = await specFolder({
        "spec.yaml": TINY_31,
        "secret.yaml": "type: string\ndescription: SECRET-CONTENT\n",
        "o.json": overlay([{ target: MEDIA, update: update() }]),
      });
      await expect(loadOpenApi(join(dir, "spec.yaml"), { overlays: [join(dir, "o.json")] })).rejects.toThrow(want);
      const io = recordingIo();
      const out = join(dir, "out");
      const code = await runGenerateCli(
        ["--spec", join(dir, "spec.yaml"), "--out", out, "--overlay", join(dir, "o.json")],
        io,
      );
      expect(code).toBe(2);
      expect(io.lines.err.join("\n")).toMatch(want);
      expect(io.lines.err.join("\n")).not.toContain("SECRET-CONTENT");
      expect(existsSync(out)).toBe(false);
      // The same load serves \`diff\` and the mock.
      await expect(
        diffSpecFiles(join(dir, "spec.yaml"), join(dir, "spec.yaml"), { overlays: [join(dir, "o.json")] }),
      ).rejects.toThrow(want);
      await expect(createMock({ spec: join(dir, "spec.yaml"), overlays: [join(dir, "o.json")] })).rejects.toThrow(want);
      expect(requests).toEqual([]);
    },
    60_000,
  );
});
