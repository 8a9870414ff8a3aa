// Issue 23, defect 4 (spec loading reaches outside the file) and issue 19 (URLs, overlays): the loader, in process.
// A loopback server counts every request: none must arrive.
import { once } from "node:events";
import { mkdir, symlink } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpecReadError, loadOpenApi } from "../../generator/index.js";
import { TINY_31, load, readError, specFolder } from "./spec-folder.js";

/** A 127.0.0.1 server that counts every request it receives (none must arrive). */
let loopback: { url: string; requests: string[] };
let server: Server;
beforeAll(async () => {
  const requests: string[] = [];
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "application/yaml" }).end("type: string\n");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  loopback = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("reading outside the file (issue 23, defect 4)", () => {
  const withRef = (ref: unknown) =>
    JSON.stringify({
      openapi: "3.1.0",
      info: { title: "T", version: "1" },
      paths: {},
      components: { schemas: { Vehicle: { $ref: ref } } },
    });

  it("/dev/zero as the spec is refused at once", async () => {
    await expect(loadOpenApi("/dev/zero")).rejects.toThrow(/\/dev\/zero: it is not a regular file/);
  }, 2_000);

  const refused: [string, { given: () => unknown; want: RegExp }][] = [
    [
      "a $ref that leaves the folder",
      { given: () => "../outside.yaml#/Vehicle", want: /outside\.yaml.*it leaves the spec's folder/ },
    ],
    [
      "a $ref to file:///etc/passwd",
      { given: () => "file:///etc/passwd", want: /file:\/\/\/etc\/passwd: it is a URL/ },
    ],
    [
      "a $ref to an http URL",
      { given: () => `${loopback.url}/x.yaml`, want: /http:\/\/127\.0\.0\.1:\d+\/x\.yaml: it is a URL/ },
    ],
    [
      "a $ref to an https URL",
      {
        given: () => `${loopback.url.replace("http", "https")}/x.yaml`,
        want: /https:\/\/127\.0\.0\.1:\d+\/x\.yaml: it is a URL/,
      },
    ],
    [
      "a $ref whose value is an object",
      { given: () => ({ $ref: "file:///etc/passwd" }), want: /#\/components\/schemas\/Vehicle\/\$ref is not a string/ },
    ],
  ];
  it.each(refused)("%s is refused, naming it, and nothing is read", async (_name, { given, want }) => {
    const dir = await specFolder({ "outside.yaml": "Vehicle: { type: string }\n", "api/spec.json": withRef(given()) });
    const before = loopback.requests.length;
    const error = await loadOpenApi(join(dir, "api", "spec.json")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecReadError);
    expect((error as Error).message).toMatch(want);
    expect((error as Error).message).toContain(join(dir, "api", "spec.json"));
    expect(loopback.requests.length).toBe(before);
  });

  it("a $ref inside a referenced file that leaves the folder is refused too", async () => {
    const dir = await specFolder({
      "outside.yaml": "Vehicle: { type: string }\n",
      "api/spec.json": withRef("./schemas/vehicle.yaml#/Vehicle"),
      "api/schemas/vehicle.yaml": "Vehicle: { $ref: '../../outside.yaml#/Vehicle' }\n",
    });
    await expect(loadOpenApi(join(dir, "api", "spec.json"))).rejects.toThrow(
      /outside\.yaml.*it leaves the spec's folder/,
    );
  });

  it("a $ref to a file in the folder that is a symbolic link out of it is refused, naming where it leads", async () => {
    const dir = await specFolder({
      "outside.yaml": "Vehicle: { type: string }\n",
      "api/spec.json": withRef("./schemas/vehicle.yaml#/Vehicle"),
    });
    await mkdir(join(dir, "api", "schemas"));
    await symlink(join(dir, "outside.yaml"), join(dir, "api", "schemas", "vehicle.yaml"));
    await expect(loadOpenApi(join(dir, "api", "spec.json"))).rejects.toThrow(
      /schemas\/vehicle\.yaml.*: it is a symbolic link to .*outside\.yaml, which leaves the spec's folder/,
    );
  });

  it("a $ref to a sibling file in the spec's folder is bundled", async () => {
    const dir = await specFolder({
      "spec.json": withRef("./schemas/vehicle.yaml#/Vehicle"),
      "schemas/vehicle.yaml": "Vehicle: { type: object, properties: { id: { type: string } } }\n",
    });
    const { document } = await loadOpenApi(join(dir, "spec.json"));
    expect(JSON.stringify(document)).not.toContain("vehicle.yaml");
    const schemas = document.components!.schemas as Record<string, { $ref?: string }>;
    const vehicle = schemas.Vehicle?.$ref
      ? schemas[schemas.Vehicle.$ref.replace("#/components/schemas/", "")]
      : schemas.Vehicle;
    expect(vehicle).toEqual({ type: "object", properties: { id: { type: "string" } } });
  });

  it("an example's externalValue is dropped with a warning, and never fetched", async () => {
    const spec = JSON.stringify({
      openapi: "3.1.0",
      info: { title: "T", version: "1" },
      paths: {
        "/a": {
          get: {
            responses: {
              "200": {
                description: "ok",
                content: {
                  "application/json": { examples: { one: { summary: "s", externalValue: `${loopback.url}/ex.json` } } },
                },
              },
            },
          },
        },
      },
    });
    const before = loopback.requests.length;
    const { document, warnings } = await load(spec, {}, "spec.json");
    expect(JSON.stringify(document)).not.toContain("externalValue");
    expect(warnings).toEqual([
      {
        pointer: "#/paths/~1a/get/responses/200/content/application~1json/examples/one/externalValue",
        message: expect.stringMatching(/example at "http:\/\/127\.0\.0\.1:\d+\/ex\.json" ignored/),
      },
    ]);
    expect(loopback.requests.length).toBe(before);
  });
});

describe("URLs", () => {
  it("a spec given as an http URL is refused (https only) without a request", async () => {
    const before = loopback.requests.length;
    await expect(loadOpenApi(`${loopback.url}/spec.yaml`)).rejects.toThrow(
      /http:\/\/127\.0\.0\.1:\d+\/spec\.yaml: only https URLs are read/,
    );
    expect(loopback.requests.length).toBe(before);
  });
  it("an overlay given as an http URL is refused without a request", async () => {
    const before = loopback.requests.length;
    const error = await readError(TINY_31, { overlays: [`${loopback.url}/overlay.yaml`] });
    expect(error.message).toMatch(/only https URLs are read/);
    expect(loopback.requests.length).toBe(before);
  });
});

describe("overlays", () => {
  const overlay = (actions: object[]) =>
    JSON.stringify({ overlay: "1.0.0", info: { title: "o", version: "1" }, actions });
  const GET = "$.paths['/widgets/{id}'].get";
  const cases: [string, { given: object[][]; at: (string | number)[]; want: unknown }][] = [
    [
      "an update merges into the target",
      {
        given: [[{ target: GET, update: { "x-fleetkit-scopes": ["Read Widgets"] } }]],
        at: ["x-fleetkit-scopes"],
        want: ["Read Widgets"],
      },
    ],
    [
      "two overlays apply in order: the second sees the first's result",
      {
        given: [
          [{ target: GET, update: { "x-tier": { level: 1 } } }],
          [{ target: `${GET}['x-tier']`, update: { level: 2, plan: "gold" } }],
        ],
        at: ["x-tier"],
        want: { level: 2, plan: "gold" },
      },
    ],
    [
      "remove: true removes what the target selects",
      { given: [[{ target: `${GET}.parameters[0]`, remove: true }]], at: ["parameters"], want: [] },
    ],
    [
      "an update to a list appends to it",
      { given: [[{ target: `${GET}.tags`, update: "b" }]], at: ["tags"], want: ["a", "b"] },
    ],
  ];
  it.each(cases)("%s", async (_name, { given, at, want }) => {
    const files = Object.fromEntries(given.map((actions, i) => [`o${i}.json`, overlay(actions)]));
    const dir = await specFolder({
      "spec.yaml": TINY_31.replace("operationId: getWidget", "operationId: getWidget\n      tags: [a]"),
      ...files,
    });
    const { document } = await loadOpenApi(join(dir, "spec.yaml"), {
      overlays: Object.keys(files).map((f) => join(dir, f)),
    });
    const operation = document.paths!["/widgets/{id}"]!.get;
    expect(at.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], operation)).toEqual(want);
  });

  it("an update with a __proto__ key merges into the document, never into Object.prototype", async () => {
    const dir = await specFolder({
      "spec.yaml": TINY_31,
      "o.json": `{"overlay":"1.0.0","info":{"title":"o","version":"1"},"actions":[{"target":"$.paths","update":{"__proto__":{"polluted":"yes"}}}]}`,
    });
    const { document } = await loadOpenApi(join(dir, "spec.yaml"), { overlays: [join(dir, "o.json")] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(document.paths, "__proto__")?.value).toEqual({ polluted: "yes" });
  });

  const refused: [string, { given: string; want: RegExp }][] = [
    [
      "a target that matches nothing",
      {
        given: overlay([
          { target: GET, update: {} },
          { target: "$.paths['/nope'].get", update: { a: 1 } },
        ]),
        want: /o\.json: #\/actions\/1\/target "\$\.paths\['\/nope'\]\.get" matches nothing in the spec/,
      },
    ],
    ["a document that is not an overlay", { given: TINY_31, want: /o\.json: not an Overlay 1\.0 document/ }],
    ["an overlay without actions", { given: overlay([]), want: /o\.json: #\/actions must be a non-empty list/ }],
    [
      "an action with neither update nor remove",
      { given: overlay([{ target: GET }]), want: /#\/actions\/0: an action needs `update` or `remove: true`/ },
    ],
    [
      "a target that is not JSONPath",
      {
        given: overlay([{ target: "paths./a", update: {} }]),
        want: /#\/actions\/0\/target "paths\.\/a" is not valid JSONPath/,
      },
    ],
  ];
  it.each(refused)("%s → SpecReadError naming the overlay file and the action", async (_name, { given, want }) => {
    const dir = await specFolder({ "spec.yaml": TINY_31, "o.json": given });
    await expect(loadOpenApi(join(dir, "spec.yaml"), { overlays: [join(dir, "o.json")] })).rejects.toThrow(want);
  });
});

describe("what Redocly would follow, wherever it stands (issue 34, item 3)", () => {
  const withSchema = (schema: object) =>
    JSON.stringify({
      openapi: "3.1.0",
      info: { title: "T", version: "1" },
      paths: {},
      components: { schemas: { A: schema } },
    });
  const dropped: [string, { given: (url: string) => object; pointer: string }][] = [
    [
      "an Example beside x-note",
      {
        given: (url) => ({ type: "object", "x-ex": { externalValue: url, "x-note": "n" } }),
        pointer: "#/components/schemas/A/x-ex/externalValue",
      },
    ],
    [
      "an Example beside dataValue",
      {
        given: (url) => ({ type: "object", "x-ex": { externalValue: url, dataValue: { a: 1 } } }),
        pointer: "#/components/schemas/A/x-ex/externalValue",
      },
    ],
    [
      "inside a schema's example data",
      {
        given: (url) => ({ type: "object", example: { externalValue: url, id: "1" } }),
        pointer: "#/components/schemas/A/example/externalValue",
      },
    ],
  ];
  it.each(dropped)(
    "an externalValue in %s is dropped with a warning, never fetched",
    async (_name, { given, pointer }) => {
      const before = loopback.requests.length;
      const { document, warnings } = await load(withSchema(given(`${loopback.url}/ex.json`)), {}, "spec.json");
      expect(JSON.stringify(document)).not.toContain("externalValue");
      expect(warnings.map((w) => w.pointer)).toContain(pointer);
      expect(loopback.requests.length).toBe(before);
    },
  );

  it("a string $ref where property names stand is bundled through the fence: refused when it leaves the folder", async () => {
    const dir = await specFolder({
      "outside.yaml": "Vehicle: { type: string }\n",
      "api/spec.json": withSchema({ type: "object", properties: { $ref: "../outside.yaml#/Vehicle" } }),
    });
    await expect(loadOpenApi(join(dir, "api", "spec.json"))).rejects.toThrow(
      /outside\.yaml.*it leaves the spec's folder/,
    );
  });

  it("a discriminator mapping to a file outside the folder is refused; to a sibling file, it is bundled", async () => {
    const mapped = (to: string) =>
      withSchema({ oneOf: [{ type: "object" }], discriminator: { propertyName: "kind", mapping: { car: to } } });
    const dir = await specFolder({
      "outside.yaml": "Car: { type: object }\n",
      "api/car.yaml": "Car: { type: object, properties: { wheels: { type: integer } } }\n",
      "api/out.json": mapped("../outside.yaml#/Car"),
      "api/in.json": mapped("./car.yaml#/Car"),
    });
    await expect(loadOpenApi(join(dir, "api", "out.json"))).rejects.toThrow(
      /outside\.yaml.*it leaves the spec's folder/,
    );
    const { document } = await loadOpenApi(join(dir, "api", "in.json"));
    const a = (document.components!.schemas as Record<string, { discriminator: { mapping: { car: string } } }>).A;
    expect(a?.discriminator.mapping.car).toMatch(/^#\/components\/schemas\//);
  });

  it("a discriminator mapping to a file that is not there is left out with a warning, in the spec and in a file it refers to; a $ref to one is still refused", async () => {
    // As DigitalOcean's published description has them: branches written in place, the mapping naming the files they
    // were bundled from.
    const branches = [
      { type: "object", properties: { kind: { const: "car" } } },
      { type: "object", properties: { kind: { const: "van" } } },
    ];
    const discriminator = { propertyName: "kind", mapping: { car: "models/kinds.yml#/car", van: "./van.yaml" } };
    const dir = await specFolder({
      "api/spec.json": withSchema({ oneOf: branches, discriminator }),
      "api/nested.json": withSchema({ $ref: "./parts.yaml#/Part" }),
      "api/parts.yaml": `Part: ${JSON.stringify({ anyOf: branches, discriminator: { propertyName: "kind", mapping: { car: "gone.yaml", van: "./parts.yaml#/Van" } } })}\nVan: { type: object }\n`,
      "api/ref.json": withSchema({ $ref: "models/kinds.yml#/car" }),
    });
    const { document, warnings } = await loadOpenApi(join(dir, "api", "spec.json"));
    const a = (document.components!.schemas as Record<string, { oneOf: unknown; discriminator: object }>).A!;
    expect(a.oneOf).toEqual(branches);
    expect(a.discriminator).toEqual({ propertyName: "kind" });
    expect(warnings).toEqual([
      {
        pointer: "#/components/schemas/A/discriminator/mapping/car",
        message: `discriminator mapping "car" names "models/kinds.yml#/car", a file that is not there; the entry is left out, and the value is told apart by the branches' own schemas`,
      },
      {
        pointer: "#/components/schemas/A/discriminator/mapping/van",
        message: expect.stringContaining(`names "./van.yaml", a file that is not there`),
      },
    ]);

    const nested = await loadOpenApi(join(dir, "api", "nested.json"));
    const mappings = JSON.stringify(nested.document).match(/"mapping":\{[^}]*\}/g);
    expect(mappings).toEqual([expect.stringMatching(/^"mapping":\{"van":"#\/components\/schemas\/[^"]+"\}$/)]);
    expect(nested.warnings.map((w) => w.message)).toContainEqual(
      expect.stringContaining(`names "gone.yaml", a file that is not there`),
    );

    await expect(loadOpenApi(join(dir, "api", "ref.json"))).rejects.toThrow(
      /a \$ref could not be bundled[\s\S]*kinds\.yml/,
    );
  });
});
