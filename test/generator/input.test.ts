// Issue 19 (any OpenAPI document in) and issue 23 (defects 4 and 7, the YAML error line): the loader, in process, on
// small hand-made specs written into temp folders.
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runGenerateCli } from "../../generator/cli.js";
import { type LoadOptions, SpecReadError, loadOpenApi } from "../../generator/index.js";
import { recordingIo } from "../cli/in-process.js";
import { tempDir } from "../support/temp-dir.js";

/** Writes `files` (name → text) into a new temp folder; returns the folder. */
async function specFolder(files: Record<string, string>): Promise<string> {
  const dir = await tempDir("input");
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, ".."), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

/** Loads one spec text from a temp folder. */
async function load(text: string, options: LoadOptions = {}, name = "spec.yaml") {
  const dir = await specFolder({ [name]: text });
  return loadOpenApi(join(dir, name), options);
}

/** The SpecReadError that loading `text` throws (fails the test if it loads). */
async function readError(text: string, options: LoadOptions = {}, name = "spec.yaml"): Promise<SpecReadError> {
  const error = await load(text, options, name).then(
    () => new Error("loaded, but should have been refused"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpecReadError);
  return error as SpecReadError;
}

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

const TINY_31 = `openapi: 3.1.0
info: { title: Widgets, version: "1" }
servers: [{ url: "https://api.example.com/v1" }]
paths:
  /widgets/{id}:
    get:
      operationId: getWidget
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses:
        "200":
          description: ok
          content: { application/json: { schema: { $ref: "#/components/schemas/Widget" } } }
components:
  schemas:
    Widget:
      type: object
      properties:
        name: { type: [string, "null"] }
`;

describe("versions: 3.1, 3.0 and Swagger 2.0 of one API load as one 3.1 document", () => {
  const sources: [string, { given: string; want: string }][] = [
    ["OpenAPI 3.1", { given: TINY_31, want: "3.1" }],
    [
      "OpenAPI 3.0",
      {
        given: TINY_31.replace("openapi: 3.1.0", "openapi: 3.0.3").replace(
          'name: { type: [string, "null"] }',
          "name: { type: string, nullable: true }",
        ),
        want: "3.0",
      },
    ],
    [
      "Swagger 2.0",
      {
        given: `swagger: "2.0"
info: { title: Widgets, version: "1" }
host: api.example.com
basePath: /v1
schemes: [https]
produces: [application/json]
paths:
  /widgets/{id}:
    get:
      operationId: getWidget
      parameters: [{ name: id, in: path, required: true, type: string }]
      responses:
        "200": { description: ok, schema: { $ref: "#/definitions/Widget" } }
definitions:
  Widget:
    type: object
    properties:
      name: { type: string, x-nullable: true }
`,
        want: "2.0",
      },
    ],
  ];
  it.each(sources)("%s", async (_name, { given, want }) => {
    const reference = (await load(TINY_31)).document;
    const loaded = await load(given);
    expect(loaded.sourceVersion).toBe(want);
    expect(loaded.document.openapi).toMatch(/^3\.1\./);
    const { servers, paths, components } = loaded.document;
    expect({ servers, paths, components }).toEqual({
      servers: reference.servers,
      paths: reference.paths,
      components: reference.components,
    });
  });

  const refused: [string, { given: string; want: RegExp }][] = [
    [
      "OpenAPI 4.0",
      {
        given: "openapi: 4.0.0\ninfo: {}\npaths: {}\n",
        want: /OpenAPI "4\.0\.0" is not supported.*3\.1\.x, 3\.0\.x and Swagger 2\.0/,
      },
    ],
    ["Swagger 1.2", { given: 'swagger: "1.2"\n', want: /swagger "1\.2" is not supported; Swagger 2\.0 is/ }],
    [
      "a YAML mapping that is not OpenAPI",
      { given: "name: my-app\nversion: 1.0.0\n", want: /not an OpenAPI document \(no "openapi" or "swagger" key\)/ },
    ],
    ["a YAML list", { given: "- a\n- b\n", want: /must be a mapping with an "openapi"/ }],
  ];
  it.each(refused)("%s is refused, naming the file and what to do", async (_name, { given, want }) => {
    const error = await readError(given);
    expect(error.message).toMatch(/spec\.yaml/);
    expect(error.message).toMatch(want);
  });
});

/** A 3.0 or 2.0 document around one schema (3.0: components; 2.0: definitions). */
const in30 = (schema: string) =>
  `openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n    S: ${schema}\n`;
const in20 = (rest: string) => `swagger: "2.0"\ninfo: { title: T, version: "1" }\n${rest}`;
const UPLOAD_20 = in20(`paths:
  /upload:
    post:
      operationId: upload
      consumes: [multipart/form-data]
      parameters:
        - { name: file, in: formData, type: file, required: true }
        - { name: note, in: formData, type: string }
      responses: { "200": { description: ok } }
`);
const BODY_20 = in20(`consumes: [application/xml]
produces: [application/xml]
paths:
  /widgets:
    post:
      operationId: addWidget
      parameters: [{ name: body, in: body, required: true, schema: { $ref: "#/definitions/Widget" } }]
      responses: { "200": { description: ok, schema: { $ref: "#/definitions/Widget" } } }
definitions:
  Widget: { type: object, properties: { parent: { $ref: "#/definitions/Widget" } } }
`);

describe("conversion rules (Scalar's openapi-upgrader, and fleetkit's two fix-ups)", () => {
  const cases: [string, { given: string; at: (string | number)[]; want: unknown }][] = [
    [
      "3.0 nullable: true with a type becomes a type list",
      {
        given: in30("{ type: integer, nullable: true }"),
        at: ["components", "schemas", "S"],
        want: { type: ["integer", "null"] },
      },
    ],
    [
      "3.0 nullable beside allOf (no type) becomes anyOf with null, the description kept outside",
      {
        given: in30(
          "{ description: d, nullable: true, allOf: [{ $ref: '#/components/schemas/T' }] }\n    T: { type: string }",
        ),
        at: ["components", "schemas", "S"],
        want: { description: "d", anyOf: [{ allOf: [{ $ref: "#/components/schemas/T" }] }, { type: "null" }] },
      },
    ],
    [
      "3.0 nullable beside $ref becomes anyOf with null",
      {
        given: in30("{ type: object, properties: { p: { $ref: '#/components/schemas/S', nullable: true } } }"),
        at: ["components", "schemas", "S", "properties", "p"],
        want: { anyOf: [{ $ref: "#/components/schemas/S" }, { type: "null" }] },
      },
    ],
    [
      "3.0 nullable: false is dropped",
      {
        given: in30("{ type: string, nullable: false }"),
        at: ["components", "schemas", "S"],
        want: { type: "string" },
      },
    ],
    [
      "3.0 boolean exclusiveMinimum becomes a number",
      {
        given: in30("{ type: number, minimum: 0, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: true }"),
        at: ["components", "schemas", "S"],
        want: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 9 },
      },
    ],
    [
      "a schema's example becomes examples",
      {
        given: in30("{ type: string, example: abc }"),
        at: ["components", "schemas", "S"],
        want: { type: "string", examples: ["abc"] },
      },
    ],
    [
      "3.0 format: byte stays a checked format beside 3.1's contentEncoding",
      {
        given: in30("{ type: string, format: byte }"),
        at: ["components", "schemas", "S"],
        want: { type: "string", contentEncoding: "base64", format: "byte" },
      },
    ],
    [
      "3.0 __proto__ as a schema and a property name is kept",
      {
        given: in30(
          "{ type: object, properties: { __proto__: { type: string, nullable: true } } }\n    __proto__: { type: string }",
        ),
        at: ["components", "schemas"],
        want: JSON.parse(
          '{"S":{"type":"object","properties":{"__proto__":{"type":["string","null"]}}},"__proto__":{"type":"string"}}',
        ),
      },
    ],
    [
      "2.0 in: body becomes a requestBody in each type of consumes",
      {
        given: BODY_20,
        at: ["paths", "/widgets", "post", "requestBody"],
        want: { required: true, content: { "application/xml": { schema: { $ref: "#/components/schemas/Widget" } } } },
      },
    ],
    [
      "2.0 produces gives the response its media type",
      {
        given: BODY_20,
        at: ["paths", "/widgets", "post", "responses", "200", "content"],
        want: { "application/xml": { schema: { $ref: "#/components/schemas/Widget" } } },
      },
    ],
    [
      "2.0 definitions and their refs move to components/schemas",
      {
        given: BODY_20,
        at: ["components", "schemas", "Widget", "properties", "parent"],
        want: { $ref: "#/components/schemas/Widget" },
      },
    ],
    [
      "2.0 in: formData with a file becomes a multipart requestBody",
      {
        given: UPLOAD_20,
        at: ["paths", "/upload", "post", "requestBody", "content", "multipart/form-data", "schema"],
        want: {
          type: "object",
          properties: {
            file: { type: "string", contentMediaType: "application/octet-stream" },
            note: { type: "string" },
          },
          required: ["file"],
        },
      },
    ],
    [
      "2.0 host, basePath and schemes become servers",
      {
        given: in20("host: api.example.com:8443\nbasePath: /v2\nschemes: [https, http]\npaths: {}\n"),
        at: ["servers"],
        want: [{ url: "https://api.example.com:8443/v2" }, { url: "http://api.example.com:8443/v2" }],
      },
    ],
    [
      "2.0 x-nullable: true becomes a type with null",
      {
        given: in20("paths: {}\ndefinitions:\n  S: { type: string, x-nullable: true }\n"),
        at: ["components", "schemas", "S"],
        want: { type: ["string", "null"] },
      },
    ],
    [
      "2.0 x-nullable: true beside a $ref becomes anyOf with null",
      {
        given: in20(
          "paths: {}\ndefinitions:\n  S: { type: object, properties: { p: { $ref: '#/definitions/S', x-nullable: true } } }\n",
        ),
        at: ["components", "schemas", "S", "properties", "p"],
        want: { anyOf: [{ $ref: "#/components/schemas/S" }, { type: "null" }] },
      },
    ],
  ];
  it.each(cases)("%s", async (_name, { given, at, want }) => {
    const { document } = await load(given);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(at.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document)).toEqual(want);
  });
});

describe("JSON and YAML text", () => {
  it("the same document as JSON and as YAML loads the same", async () => {
    const yaml = await load(TINY_31);
    const json = await load(JSON.stringify(yaml.document, null, 2), {}, "spec.json");
    expect(json.document).toEqual(yaml.document);
  });

  const mistakes: [string, { given: string; want: RegExp }][] = [
    [
      "an over-indented line is named itself, not the line before it",
      {
        given: "openapi: 3.1.0\ninfo:\n  title: Fleet API\n    version: 1\npaths: {}\n",
        want: /spec\.yaml:4:5: .*continues the value that starts at line 3/,
      },
    ],
    [
      "a duplicate key names its own line",
      {
        given: "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\npaths: {}\n",
        want: /spec\.yaml:4:1: Map keys must be unique/,
      },
    ],
    [
      "an unclosed flow mapping names its line",
      { given: "openapi: 3.1.0\npaths:\n  /a: { get: {}\ninfo: {}\n", want: /spec\.yaml:[34]:\d+: / },
    ],
    [
      "JSON with a trailing comma is read as YAML and named by line",
      { given: '{\n  "openapi": "3.1.0",\n  "paths": {,}\n}\n', want: /spec\.json:3:\d+: / },
    ],
  ];
  it.each(mistakes)("%s", async (name, { given, want }) => {
    const error = await readError(given, {}, name.startsWith("JSON") ? "spec.json" : "spec.yaml");
    expect(error.message).toMatch(want);
  });
});

/** A YAML document whose aliases expand to 10^6 strings from a few hundred bytes. */
const ALIAS_BOMB = [
  "openapi: 3.1.0",
  'a: &a ["x","x","x","x","x","x","x","x","x","x"]',
  ...["b", "c", "d", "e", "f"].map((k, i) => `${k}: &${k} [${Array(10).fill(`*${"abcde"[i]}`).join(",")}]`),
  "paths: {}",
].join("\n");
/** A schema nested `depth` levels deep under #/components/schemas/Deep. */
const deepSpec = (depth: number) =>
  JSON.stringify({
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    paths: {},
    components: {
      schemas: { Deep: Array.from({ length: depth }).reduce<object>((s) => ({ items: s }), { type: "string" }) },
    },
  });

describe("limits (issue 23, defect 7): bad input, named, exit 2", () => {
  const cases: [string, { given: Record<string, string>; args: string[]; options: LoadOptions; want: RegExp }][] = [
    [
      "a YAML alias bomb",
      { given: { "spec.yaml": ALIAS_BOMB }, args: [], options: {}, want: /YAML aliases expand past the limit of 1000/ },
    ],
    [
      "a schema nested 400 deep",
      {
        given: { "spec.json": deepSpec(400) },
        args: [],
        options: {},
        want: /spec\.json: #\/components\/schemas\/Deep(\/items)+ is nested more than 128 levels deep/,
      },
    ],
    [
      "YAML nested 2,000 deep (past what the parser can follow)",
      {
        given: { "spec.yaml": `openapi: 3.1.0\nx: ${"[".repeat(2000)}${"]".repeat(2000)}\n` },
        args: [],
        options: {},
        want: /spec\.yaml:2: nested more than 128 levels deep, over the limit for a spec/,
      },
    ],
    [
      "a file over the size limit",
      {
        given: { "spec.yaml": `${TINY_31}# ${"x".repeat(1024 * 1024)}\n` },
        args: ["--max-spec-mb", "1"],
        options: { limits: { maxBytes: 1024 * 1024 } },
        want: /spec\.yaml is 1\.0 MiB, over the 1 MiB limit for one spec file; raise it with --max-spec-mb/,
      },
    ],
  ];
  it.each(cases)("%s → SpecReadError naming the limit", async (_name, { given, options, want }) => {
    const dir = await specFolder(given);
    const file = join(dir, Object.keys(given)[0]!);
    await expect(loadOpenApi(file, options)).rejects.toThrow(want);
    await expect(loadOpenApi(file, options)).rejects.toBeInstanceOf(SpecReadError);
  });
  it.each(cases)("%s → `fleetkit generate` exits 2 and writes nothing", async (_name, { given, args, want }) => {
    const dir = await specFolder(given);
    const out = join(dir, "out");
    const io = recordingIo();
    const code = await runGenerateCli(["--spec", join(dir, Object.keys(given)[0]!), "--out", out, ...args], io);
    expect(code).toBe(2);
    expect(io.lines.err.join("\n")).toMatch(want);
    expect(existsSync(out)).toBe(false);
  });
  it("a spec under the limit with the limit raised loads", async () => {
    await expect(
      load(`${TINY_31}# ${"x".repeat(1024 * 1024)}\n`, { limits: { maxBytes: 2 * 1024 * 1024 } }),
    ).resolves.toBeTruthy();
  });
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
