// Issue 19 (scopes become optional, names, tolerated mistakes, path shapes) and issue 23 (defects 4 and 6), through
// `generate` in process. One generation of fixtures/published (a 3.0 spec with one of each name and mistake published
// specs have, a $ref to a sibling file and an externalValue) is shared by the cases that read its output.
import { once } from "node:events";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateResult, SpecValidationError, generate, loadOpenApi } from "../../generator/index.js";
import { NameAllocator, nameFromPath } from "../../generator/names.js";
import { buildSpecModel } from "../../generator/spec-model.js";
import type { SpecDocument } from "../../generator/spec-document.js";

const FIXTURE = join(import.meta.dirname, "fixtures", "published");

let dir: string;
let server: Server;
const requests: string[] = [];
let result: GenerateResult;
const out = () => join(dir, "out");
const generated = (file: string) => readFile(join(out(), file), "utf8");

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.end("{}");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  dir = await mkdtemp(join(tmpdir(), "fleetkit-published-"));
  await cp(FIXTURE, join(dir, "spec"), { recursive: true });
  // The example's externalValue points at a live loopback server, which must never hear from the generator.
  const spec = join(dir, "spec", "spec.yaml");
  const port = (server.address() as AddressInfo).port;
  await writeFile(spec, (await readFile(spec, "utf8")).replace("http://127.0.0.1:9/", `http://127.0.0.1:${port}/`));
  await writeFile(
    join(dir, "scopes.overlay.yaml"),
    `overlay: 1.0.0
info: { title: scopes, version: "1" }
actions:
  - { target: "$.paths['/vehicles/{id}'].get", update: { x-fleetkit-scopes: [Read Vehicles] } }
  - { target: "$.paths['/2fa'].post", update: { security: [] } }
`,
  );
  result = await generate({ spec, out: out(), overlays: [join(dir, "scopes.overlay.yaml")] });
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await Promise.all([
    server && new Promise((resolve) => server.close(resolve)),
    dir && rm(dir, { recursive: true, force: true }),
  ]);
});

describe("a published 3.0 spec with a document-level bearerAuth: [] generates", () => {
  it("as 3.0, with no 'no security requirement' error", () => {
    expect(result.sourceVersion).toBe("3.0");
    expect(result.files.has("operations.ts")).toBe(true);
  });

  const scopes: [string, { given: string; want: string[] | null }][] = [
    ["bearerAuth: [] at the document level: scopes unknown", { given: "getWidget", want: null }],
    ["an overlay's x-fleetkit-scopes", { given: "getVehicle", want: ["Read Vehicles"] }],
    ["an overlay's security: []: no scope needed", { given: "_2fa", want: [] }],
  ];
  it.each(scopes)("%s", async (_name, { given, want }) => {
    const { operations } = (await import(pathToFileURL(join(out(), "operations.ts")).href)) as {
      operations: Record<string, { scopes: unknown }>;
    };
    expect(operations[given]?.scopes).toEqual(want);
  });
});

describe("reading outside the file, through generate", () => {
  it("the example's externalValue is dropped with a warning and the server gets no request", () => {
    expect(result.warnings).toContainEqual({
      pointer: "#/paths/~1vehicles~1{id}/get/responses/200/content/application~1json/examples/remote/externalValue",
      message: expect.stringMatching(/^example at "http:\/\/127\.0\.0\.1:\d+\/vehicle\.json" ignored/),
    });
    expect(requests).toEqual([]);
  });

  it("the $ref to ./schemas/vehicle.yaml is bundled: its schema is generated and validated", async () => {
    expect(await generated("schema-types.ts")).toContain('export type Vehicle = components["schemas"]["Vehicle"];');
    const { validate } = await import(pathToFileURL(join(out(), "validators.ts")).href);
    expect(validate("Vehicle", { id: "0b1c6a7e-2f3d-4c5e-8a9b-0c1d2e3f4a5b", odometer: 12 }).valid).toBe(true);
    expect(validate("Vehicle", { odometer: 12 }).valid).toBe(false);
  });
});

describe("names (generator/names.ts)", () => {
  const operationNames: [string, { given: string; want: string }][] = [
    ["a slash: words joined in camelCase", { given: "users/unfollow", want: "usersUnfollow" }],
    ["a hyphen", { given: "get-widget", want: "getWidget" }],
    ["a leading digit gets _ before it", { given: "2fa", want: "_2fa" }],
    ["a reserved word gets _ after it", { given: "delete", want: "delete_" }],
    [
      "the module's own validate gets _ after it, and 2 where the schema validate took validate_",
      { given: "validate", want: "validate_2" },
    ],
    [
      "the runtime's operationFunction (operation-functions.ts imports it) gets _",
      { given: "operationFunction", want: "operationFunction_" },
    ],
    ["the module's own paginate gets _ after it", { given: "paginate", want: "paginate_" }],
    ["no operationId: method and path", { given: "getUsersByIdRepos", want: "getUsersByIdRepos" }],
    ["the first of two that collide keeps the name", { given: "get-thing", want: "getThing" }],
    ["the second of two that collide gets 2", { given: "getThing", want: "getThing2" }],
  ];
  it.each(operationNames)("operationId: %s", async (_name, { given, want }) => {
    const { operations } = (await import(pathToFileURL(join(out(), "operations.ts")).href)) as {
      operations: Record<string, { operationId: string }>;
    };
    expect(operations[want]?.operationId).toBe(given);
    expect(await generated("operation-functions.ts")).toMatch(new RegExp(`export const ${want} = `));
    // The doc comment names the spec's operationId where the function's name differs from it.
    if (given !== want)
      expect(await generated("operation-functions.ts")).toContain(`operationId: ${JSON.stringify(given)}.`);
  });

  it("operationId operationFunction does not shadow the runtime's operationFunction (issue 23, defect 6)", async () => {
    const text = await generated("operation-functions.ts");
    expect(text).toMatch(/import \{ operationFunction[ ,}]/);
    expect(text).not.toMatch(/export const operationFunction = /);
  });

  const schemaNames: [string, { given: string; want: { type: string; guard: string } }][] = [
    ["a hyphen: PascalCase", { given: "simple-user", want: { type: "SimpleUser", guard: "isSimpleUser" } }],
    ["a space", { given: "has space", want: { type: "HasSpace", guard: "isHasSpace" } }],
    ["a reserved word", { given: "package", want: { type: "package_", guard: "isPackage" } }],
    [
      "__proto__ is kept as a key (not dropped by the 3.0 upgrade)",
      { given: "__proto__", want: { type: "__proto__", guard: "isProto__" } },
    ],
    [
      "ScopeName stays (index.ts names the catalogue's)",
      { given: "ScopeName", want: { type: "ScopeName", guard: "isScopeName" } },
    ],
  ];
  it.each(schemaNames)("schema: %s", async (_name, { given, want }) => {
    expect(await generated("schema-types.ts")).toContain(
      `export type ${want.type} = components["schemas"][${JSON.stringify(given)}];`,
    );
    expect(await generated("validators.ts")).toContain(
      `export function ${want.guard}(value: unknown): value is schema.${want.type} {`,
    );
    expect(await generated("validators.ts")).toMatch(
      new RegExp(`SCHEMA_NAMES = \\[[^\\]]*${JSON.stringify(given).replace(/[_]/g, "_")}`),
    );
  });

  it("the schema named validate and the operation named validate do not both export validate_ (issue 23, defect 6)", async () => {
    const types = [...(await generated("schema-types.ts")).matchAll(/export type (\w+) =/g)].map((m) => m[1]);
    const functions = [...(await generated("operation-functions.ts")).matchAll(/export function (\w+)</g)].map(
      (m) => m[1],
    );
    expect(types.filter((t) => functions.includes(t))).toEqual([]);
  });

  const rule: [string, { given: [kind: "value" | "type", raw: string[]]; want: string[] }][] = [
    ["identifiers are kept", { given: ["value", ["listVehicles", "$x", "_y"]], want: ["listVehicles", "$x", "_y"] }],
    [
      "non-identifiers are camelCased",
      { given: ["value", ["users/unfollow", "a.b-c d"]], want: ["usersUnfollow", "aBCD"] },
    ],
    [
      "types are PascalCased",
      { given: ["type", ["simple-user", "nullable-integration"]], want: ["SimpleUser", "NullableIntegration"] },
    ],
    ["a name with no letters", { given: ["value", ["--", "//"]], want: ["unnamed", "unnamed2"] }],
    ["TypeScript's own type names get _", { given: ["type", ["string", "object"]], want: ["string_", "object_"] }],
    ["collisions number from 2", { given: ["value", ["a-b", "aB", "a_b", "a b"]], want: ["aB", "aB2", "a_b", "aB3"] }],
  ];
  it.each(rule)("the rule: %s", (_name, { given: [kind, raw], want }) => {
    const names = new NameAllocator(new Set(["validate"]), kind);
    expect(raw.map((r) => names.allocate(r))).toEqual(want);
  });
  it.each([
    ["get", "/users/{id}/repos", "getUsersByIdRepos"],
    ["post", "/v1/fleet/{vehicle_id}/locations", "postV1FleetByVehicleIdLocations"],
    ["delete", "/", "delete"],
  ])("an operation without an operationId: %s %s → %s", (method, path, want) => {
    expect(nameFromPath(method, path)).toBe(want);
  });
});

describe("tolerated mistakes", () => {
  const warnings: [string, { given: string; want: RegExp }][] = [
    [
      "type: float64",
      {
        given: "#/components/schemas/simple-user/properties/score/type",
        want: /type "float64" is not a JSON Schema type; ignored/,
      },
    ],
    [
      "format: float64",
      {
        given: "#/components/schemas/simple-user/properties/ratio/format",
        want: /format "float64" is not one OpenAPI registers; it is ignored/,
      },
    ],
    [
      "format: string",
      {
        given: "#/components/schemas/simple-user/properties/label/format",
        want: /format "string" is not one OpenAPI registers; it is ignored/,
      },
    ],
    [
      "a repeated path parameter",
      {
        given: "#/paths/~1widgets~1{id}/get/parameters/0",
        want: /path parameter "id" is listed twice; the later one counts/,
      },
    ],
  ];
  it.each(warnings)("%s: one warning naming the pointer", (_name, { given, want }) => {
    const found = result.warnings.filter((w) => w.pointer === given);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(want);
  });

  it("the repeated path parameter is one parameter in the generated types", async () => {
    const types = await generated("types.ts");
    const widget = types.slice(types.indexOf('"/widgets/{id}": {'));
    const path = /path: \{([^}]*)\}/.exec(widget.slice(widget.indexOf("getWidget") === -1 ? 0 : 0))![1]!;
    expect(path.match(/\bid:/g)).toHaveLength(1);
  });

  const formats: [string, { given: Record<string, unknown>; want: boolean }][] = [
    ["int32 in range", { given: { count: 2 ** 31 - 1 }, want: true }],
    ["int32 out of range", { given: { count: 2 ** 31 }, want: false }],
    ["a date", { given: { day: "2024-02-29" }, want: true }],
    ["a date that does not exist", { given: { day: "2023-02-29" }, want: false }],
    ["a uuid", { given: { id: "0b1c6a7e-2f3d-4c5e-8a9b-0c1d2e3f4a5b" }, want: true }],
    ["not a uuid", { given: { id: "vehicle-1" }, want: false }],
    ["base64 bytes", { given: { blob: "aGVsbG8=" }, want: true }],
    ["bytes that are not base64", { given: { blob: "hello!" }, want: false }],
    ["a date-time", { given: { at: "2024-01-02T03:04:05Z" }, want: true }],
    ["a date-time without a zone", { given: { at: "2024-01-02T03:04:05" }, want: false }],
    ["an unregistered format is not checked", { given: {}, want: true }],
  ];
  it.each(formats)("registered formats are checked by the generated validators: %s", async (_name, { given, want }) => {
    const { validate } = await import(pathToFileURL(join(out(), "validators.ts")).href);
    expect(validate("Formats", given).valid).toBe(want);
  });
  it("an unregistered format accepts any string", async () => {
    const { validate } = await import(pathToFileURL(join(out(), "validators.ts")).href);
    expect(validate("simple-user", { ratio: 1.5, label: "anything", score: "not a number" }).valid).toBe(true);
  });
});

/** A 3.1 document with the given paths and document-level fields. */
const spec31 = (paths: object, extra: object = {}): SpecDocument => ({
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  components: {
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer" },
      oauth: {
        type: "oauth2",
        flows: {
          clientCredentials: { tokenUrl: "https://example.com/token", scopes: { "pets:read": "", "pets:write": "" } },
        },
      },
    },
  },
  paths: paths as SpecDocument["paths"],
  ...extra,
});
const get = (operation: object = {}) => ({
  "/pets": { get: { operationId: "listPets", responses: { "200": { description: "ok" } }, ...operation } },
});
const modelOf = (document: SpecDocument, strict = false) =>
  buildSpecModel({ file: "petstore.yaml", document, locate: () => "petstore.yaml" }, { strict });

describe("scopes become optional (issue 19)", () => {
  const cases: [string, { given: SpecDocument; want: string[] | null }][] = [
    [
      "document-level bearerAuth: []: unknown",
      { given: spec31(get(), { security: [{ bearerAuth: [] }] }), want: null },
    ],
    ["no security anywhere: unknown", { given: spec31(get()), want: null }],
    ["document-level security: []: none", { given: spec31(get(), { security: [] }), want: [] }],
    [
      "operation-level security: [] overrides the document's",
      { given: spec31(get({ security: [] }), { security: [{ oauth: ["pets:read"] }] }), want: [] },
    ],
    ["an empty alternative {}: none", { given: spec31(get({ security: [{}, { bearerAuth: [] }] })), want: [] }],
    [
      "OAuth2 scopes on the operation count",
      { given: spec31(get({ security: [{ oauth: ["pets:read", "pets:write"] }] })), want: ["pets:read", "pets:write"] },
    ],
    [
      "OAuth2 scopes on the document count",
      { given: spec31(get(), { security: [{ oauth: ["pets:read"] }] }), want: ["pets:read"] },
    ],
    [
      "3.1 role names on a bearer scheme count",
      { given: spec31(get({ security: [{ bearerAuth: ["admin"] }] })), want: ["admin"] },
    ],
    [
      "two alternatives with different scopes: unknown",
      { given: spec31(get({ security: [{ oauth: ["pets:read"] }, { bearerAuth: ["admin"] }] })), want: null },
    ],
    [
      "two alternatives with the same scopes: those",
      {
        given: spec31(get({ security: [{ oauth: ["pets:read"] }, { bearerAuth: ["pets:read"] }] })),
        want: ["pets:read"],
      },
    ],
    [
      "x-fleetkit-scopes wins over security",
      {
        given: spec31(get({ "x-fleetkit-scopes": ["Read Pets"], security: [{ oauth: ["pets:read"] }] })),
        want: ["Read Pets"],
      },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(modelOf(given).operations[0]!.scopes).toEqual(want);
  });

  it("--strict on a spec without a catalogue gives the strict errors", () => {
    const strict = () => modelOf(spec31(get(), { security: [{ bearerAuth: [] }] }), true);
    expect(strict).toThrow(SpecValidationError);
    expect(strict).toThrow(/#\/paths\/~1pets\/get.*operation "listPets" has no security requirement/);
    expect(strict).toThrow(/#\/x-fleetkit-scopes\/categories .*must be a non-empty list of scope categories/);
  });

  it("the bundled spec keeps its strict checks without --strict (it has x-fleetkit-scopes)", async () => {
    const bundled = await loadOpenApi("spec/fleet-api.yaml");
    expect(bundled.document["x-fleetkit-scopes"]).toBeDefined();
    delete (bundled.document.paths!["/v1/tags"]!.get as { security?: unknown }).security;
    expect(() => buildSpecModel(bundled)).toThrow(
      /operation "v1GetAllTags" has no security requirement|#\/paths\/~1v1~1tags\/get/,
    );
  });
});

describe("path templates that differ only in parameter names", () => {
  const op = (id: string) => ({ operationId: id, responses: { "200": { description: "ok" } } });
  it("with no common method: generated as published, with a warning", () => {
    const model = modelOf(
      spec31({ "/repos/{owner}/{repo}": { get: op("getRepo") }, "/repos/{org}/{name}": { post: op("createRepo") } }),
    );
    expect(model.operations.map((o) => o.name)).toEqual(["getRepo", "createRepo"]);
    expect(model.warnings).toContainEqual({
      pointer: "#/paths/~1repos~1{org}~1{name}",
      message: expect.stringMatching(/has the same shape as "\/repos\/\{owner\}\/\{repo\}".*read as published/),
    });
  });
  it("with a common method (Google's /v1/{parent} and /v1/{name}): generated as published, with a warning naming both", () => {
    const model = modelOf(
      spec31({ "/repos/{owner}/{repo}": { get: op("getRepo") }, "/repos/{org}/{name}": { get: op("getOrgRepo") } }),
    );
    expect(model.operations.map((o) => o.name)).toEqual(["getRepo", "getOrgRepo"]);
    expect(model.warnings).toContainEqual({
      pointer: "#/paths/~1repos~1{org}~1{name}",
      message: expect.stringMatching(
        /"\/repos\/\{org\}\/\{name\}" and "\/repos\/\{owner\}\/\{repo\}" differ only in parameter names and both have GET.*a client calls each by its template/,
      ),
    });
  });
});

describe('pagination detection (docs/generator.md, "Pagination")', () => {
  const envelope = { type: "object", properties: { endCursor: { type: "string" }, hasNextPage: { type: "boolean" } } };
  const list = (query: string[], properties: object, extra: object = {}) =>
    spec31({
      "/things": {
        get: {
          operationId: "listThings",
          parameters: query.map((name) => ({ name, in: "query", schema: { type: "string" } })),
          responses: {
            "200": {
              description: "ok",
              content: { "application/json": { schema: { type: "object", properties } } },
            },
          },
          ...extra,
        },
      },
    });
  const items = { type: "array", items: { type: "string" } };
  const cases: [string, { given: SpecDocument; want: { cursorParam: string; itemsKey: string } | null }][] = [
    [
      "after, the envelope and data",
      {
        given: list(["after"], { data: items, pagination: envelope }),
        want: { cursorParam: "after", itemsKey: "data" },
      },
    ],
    [
      "legacy startingAfter, the envelope and one array",
      {
        given: list(["startingAfter", "endingBefore"], { vehicles: items, pagination: envelope }),
        want: { cursorParam: "startingAfter", itemsKey: "vehicles" },
      },
    ],
    ["after without the envelope: not a page", { given: list(["after"], { data: items }), want: null }],
    [
      "the envelope without a cursor parameter: not a page",
      { given: list([], { data: items, pagination: envelope }), want: null },
    ],
    [
      "startingAfter and two arrays: not a page",
      { given: list(["startingAfter"], { a: items, b: items, pagination: envelope }), want: null },
    ],
    [
      "x-fleetkit-pagination says it where the shape does not",
      {
        given: list(
          ["cursor"],
          { reports: items },
          { "x-fleetkit-pagination": { cursorParam: "cursor", itemsKey: "reports" } },
        ),
        want: { cursorParam: "cursor", itemsKey: "reports" },
      },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    const [operation] = modelOf(given).operations;
    expect(operation!.pagination).toEqual(want);
    expect(operation!.paginated).toBe(want !== null);
  });

  it("x-fleetkit-pagination on an answer without the envelope paginate follows: a warning says a walk stops at its first page", () => {
    const declared = { "x-fleetkit-pagination": { cursorParam: "starting_after", itemsKey: "data" } };
    // Stripe's lists: `has_more`, and the last item's id as the cursor.
    const stripe = modelOf(list(["starting_after"], { data: items, has_more: { type: "boolean" } }, declared));
    expect(stripe.warnings).toContainEqual({
      pointer: "#/paths/~1things/get/x-fleetkit-pagination",
      message:
        "the 200 answer has no `pagination: { endCursor, hasNextPage }`: paginate and followFeed follow that envelope only, so a walk of listThings stops at its first page with PaginationError",
    });
    const fine = modelOf(list(["starting_after"], { data: items, pagination: envelope }, declared));
    expect(fine.warnings.filter((w) => w.pointer.endsWith("x-fleetkit-pagination"))).toEqual([]);
  });
});

describe("3.0's nullable in a 3.1 document (Codat's descriptions), beside no type", () => {
  it("is read as 3.0 reads it, the schema or null, with a warning naming it (ajv refused the spec)", async () => {
    const folder = await mkdtemp(join(tmpdir(), "fleetkit-nullable31-"));
    try {
      const spec = {
        openapi: "3.1.0",
        info: { title: "nullable", version: "1" },
        paths: {},
        components: {
          schemas: {
            Created: { type: "string", format: "date-time" },
            Sync: {
              type: "object",
              properties: { at: { $ref: "#/components/schemas/Created", description: "When.", nullable: true } },
            },
          },
        },
      };
      await writeFile(join(folder, "spec.json"), JSON.stringify(spec));
      const generatedHere = await generate({ spec: join(folder, "spec.json"), out: join(folder, "out") });
      expect(generatedHere.warnings.filter((w) => w.message.startsWith("nullable is OpenAPI 3.0's"))).toEqual([
        {
          pointer: "#/components/schemas/Sync/properties/at/nullable",
          message:
            "nullable is OpenAPI 3.0's (3.1 lists null among the types); read as 3.0 reads it beside no type: this schema or null",
        },
      ]);
      const { validate } = await import(pathToFileURL(join(folder, "out", "validators.ts")).href);
      expect(validate("Sync", { at: null }).valid).toBe(true);
      expect(validate("Sync", { at: "2024-01-02T03:04:05Z" }).valid).toBe(true);
      expect(validate("Sync", { at: "yesterday" }).valid).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
