// Issue 19 (any OpenAPI document in) and issue 23 (defect 7, the YAML error line): the loader, in process, on small
// hand-made specs written into temp folders: versions, conversion rules, JSON and YAML text, limits.
// Reading outside the file, URLs and overlays: input-fences.test.ts; through generate: input-generate.test.ts.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runGenerateCli } from "../../generator/cli.js";
import { type LoadOptions, SpecReadError, loadOpenApi } from "../../generator/index.js";
import { recordingIo } from "../cli/in-process.js";
import { TINY_31, load, readError, specFolder } from "./spec-folder.js";

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

  it("2.0 with a list of 200,000 values (an enum) upgrades, __proto__ keys kept, with no stack overflow", async () => {
    const values = Array.from({ length: 200_000 }, (_, i) => i);
    const spec = JSON.parse(
      `{"swagger":"2.0","info":{"title":"T","version":"1"},"paths":{},"definitions":{"Big":{"type":"integer","enum":${JSON.stringify(values)}},"__proto__":{"type":"string"}}}`,
    ) as Record<string, unknown>;
    const { document } = await loadOpenApi(spec as never);
    const schemas = (document.components as { schemas: Record<string, { enum?: number[] }> }).schemas;
    expect(schemas.Big!.enum).toHaveLength(200_000);
    expect(Object.getOwnPropertyDescriptor(schemas, "__proto__")?.value).toEqual({ type: "string" });
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
