// Issue 33 (deliverable 5, Swagger 2.0 bodies survive) and issue 34 (item 9, the upgrade mangles names): the upgrade
// to OpenAPI 3.1, in process, on small hand-made specs, and on the vendor's legacy spec as published.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diffSpecFiles } from "../../generator/diff/index.js";
import { generate, loadOpenApi } from "../../generator/index.js";
import { generatedOnce } from "../support/generated-once.js";
import { tempDir } from "../support/temp-dir.js";
import { vendorSpecsFolder } from "../support/published-specs.js";
import { load } from "./spec-folder.js";
import { typeCheck } from "../support/type-check.js";

const at = (document: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);

/** A 2.0 document: shared parameters, and `paths` as given. */
const swagger2 = (paths: string, rest = "") => `swagger: "2.0"
info: { title: T, version: "1" }
consumes: [application/json]
produces: [application/json]
parameters:
  tagCreate:
    name: tag
    in: body
    required: true
    description: The tag to create.
    schema: { $ref: "#/definitions/Tag" }
  tagFile:
    name: file
    in: formData
    type: file
    required: true
    description: The tag's picture.
  tagColors:
    name: colors
    in: formData
    type: array
    items: { type: string, enum: [red, blue] }
    collectionFormat: multi
  limit: { name: limit, in: query, type: integer }
definitions:
  Tag: { type: object, required: [name], properties: { name: { type: string } } }
paths:
${paths}${rest}`;

const TAG_BODY = {
  description: "The tag to create.",
  required: true,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Tag" } } },
};

describe("Swagger 2.0 request bodies become the operation's requestBody (issue 33, deliverable 5)", () => {
  const forms: [string, { paths: string; at: string[]; want: unknown }][] = [
    [
      "a $ref to a shared in: body parameter",
      {
        paths: `  /tags:
    post:
      operationId: createTag
      parameters: [{ $ref: "#/parameters/tagCreate" }, { $ref: "#/parameters/limit" }]
      responses: { "200": { description: ok } }
`,
        at: ["paths", "/tags", "post"],
        want: {
          operationId: "createTag",
          parameters: [{ $ref: "#/components/parameters/limit" }],
          requestBody: TAG_BODY,
          responses: { "200": { description: "ok" } },
        },
      },
    ],
    [
      "a $ref to a shared in: formData parameter, every field keyword kept",
      {
        paths: `  /tags/{id}/picture:
    put:
      operationId: setPicture
      consumes: [multipart/form-data]
      parameters:
        - { name: id, in: path, required: true, type: string }
        - { $ref: "#/parameters/tagFile" }
        - { $ref: "#/parameters/tagColors" }
      responses: { "200": { description: ok } }
`,
        at: ["paths", "/tags/{id}/picture", "put", "requestBody"],
        want: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  file: {
                    type: "string",
                    contentMediaType: "application/octet-stream",
                    description: "The tag's picture.",
                  },
                  colors: { type: "array", items: { type: "string", enum: ["red", "blue"] } },
                },
                required: ["file"],
              },
              encoding: { colors: { style: "form", explode: true } },
            },
          },
        },
      },
    ],
    [
      "an inline in: body parameter, in each type of the operation's own consumes",
      {
        paths: `  /tags:
    post:
      operationId: createTag
      consumes: [application/json, application/xml]
      parameters:
        - { name: tag, in: body, schema: { $ref: "#/definitions/Tag" }, x-note: kept }
      responses: { "200": { description: ok } }
`,
        at: ["paths", "/tags", "post", "requestBody"],
        want: {
          content: {
            "application/json": { schema: { $ref: "#/components/schemas/Tag" } },
            "application/xml": { schema: { $ref: "#/components/schemas/Tag" } },
          },
          "x-note": "kept",
        },
      },
    ],
    [
      "inline in: formData parameters, url-encoded, with enum, default and bounds",
      {
        paths: `  /tags/search:
    post:
      operationId: searchTags
      consumes: [application/x-www-form-urlencoded]
      parameters:
        - { name: q, in: formData, type: string, required: true, minLength: 1, pattern: "^[a-z]+$" }
        - { name: order, in: formData, type: string, enum: [asc, desc], default: asc }
        - { name: ids, in: formData, type: array, items: { type: integer }, collectionFormat: csv }
      responses: { "200": { description: ok } }
`,
        at: ["paths", "/tags/search", "post", "requestBody"],
        want: {
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: {
                  q: { type: "string", minLength: 1, pattern: "^[a-z]+$" },
                  order: { type: "string", enum: ["asc", "desc"], default: "asc" },
                  ids: { type: "array", items: { type: "integer" } },
                },
                required: ["q"],
              },
              encoding: { ids: { style: "form", explode: false } },
            },
          },
        },
      },
    ],
  ];
  it.each(forms)("%s", async (_name, { paths, at: where, want }) => {
    const loaded = await load(swagger2(paths));
    expect(at(loaded.document, ...where)).toEqual(want);
    expect(loaded.warnings).toEqual([]);
  });

  it("a shared body at path level reaches every operation (written before or after it); an operation's own body wins", async () => {
    const { document, warnings } = await load(
      swagger2(`  /tags/{id}:
    put:
      operationId: replaceTag
      responses: { "200": { description: ok } }
    parameters:
      - { name: id, in: path, required: true, type: string }
      - { $ref: "#/parameters/tagCreate" }
    patch:
      operationId: patchTag
      parameters: [{ name: patch, in: body, schema: { type: object } }]
      responses: { "200": { description: ok } }
`),
    );
    const item = at(document, "paths", "/tags/{id}") as Record<string, Record<string, unknown>>;
    expect(item.put!.requestBody).toEqual(TAG_BODY);
    expect(item.patch!.requestBody).toEqual({ content: { "application/json": { schema: { type: "object" } } } });
    expect(item.parameters).toEqual([{ name: "id", in: "path", required: true, schema: { type: "string" } }]);
    expect(warnings).toEqual([]);
  });

  it("shared bodies stay shared as components/requestBodies; no parameter refers to a request body", async () => {
    const { document } = await load(swagger2("  {}\n"));
    expect(at(document, "components", "requestBodies", "tagCreate")).toEqual(TAG_BODY);
    expect(Object.keys(at(document, "components", "parameters") as object)).toEqual(["limit"]);
    expect(JSON.stringify(document)).not.toMatch(/"in":"(body|formData)"/);
  });

  it("an operation's own produces gives its responses their media type (not the document's)", async () => {
    const { document } = await load(
      swagger2(`  /tags/{id}/picture:
    get:
      operationId: getPicture
      produces: [image/png]
      responses:
        "200": { description: ok, schema: { type: string, format: binary }, examples: { image/png: abc } }
`),
    );
    expect(at(document, "paths", "/tags/{id}/picture", "get", "responses", "200", "content")).toEqual({
      "image/png": { schema: { type: "string", contentMediaType: "application/octet-stream" }, example: "abc" },
    });
  });

  const dropped: [string, { paths: string; want: { pointer: string; message: RegExp }[] }][] = [
    [
      "a second body parameter",
      {
        paths: `  /a:
    post:
      parameters: [{ name: a, in: body, schema: {} }, { name: b, in: body, schema: {} }]
      responses: { "200": { description: ok } }
`,
        want: [{ pointer: "#/paths/~1a/post/parameters/1", message: /more than one body parameter/ }],
      },
    ],
    [
      "formData beside a body",
      {
        paths: `  /a:
    post:
      parameters: [{ name: a, in: body, schema: {} }, { $ref: "#/parameters/tagFile" }]
      responses: { "200": { description: ok } }
`,
        want: [{ pointer: "#/parameters/tagFile", message: /formData parameter "file" is ignored/ }],
      },
    ],
    [
      "a form field's tsv collectionFormat and allowEmptyValue",
      {
        paths: `  /a:
    post:
      consumes: [application/x-www-form-urlencoded]
      parameters:
        - { name: f, in: formData, type: array, items: { type: string }, collectionFormat: tsv, allowEmptyValue: true }
      responses: { "200": { description: ok } }
`,
        want: [
          { pointer: "#/paths/~1a/post/parameters/0/allowEmptyValue", message: /allowEmptyValue .* ignored/ },
          { pointer: "#/paths/~1a/post/parameters/0/collectionFormat", message: /"tsv" .* ignored/ },
        ],
      },
    ],
  ];
  it.each(dropped)("what has no 3.0 place is a warning naming it: %s", async (_name, { paths, want }) => {
    const { warnings } = await load(swagger2(paths));
    expect(warnings).toEqual(
      want.map((w) => expect.objectContaining({ pointer: w.pointer, message: expect.stringMatching(w.message) })),
    );
  });

  it("an operation's own schemes become its servers", async () => {
    const { document } = await load(
      swagger2(
        `  /tags:
    get:
      schemes: [wss]
      responses: { "200": { description: ok } }
`,
        "host: api.example.com\nbasePath: /v1\n",
      ),
    );
    expect(at(document, "paths", "/tags", "get", "servers")).toEqual([{ url: "wss://api.example.com/v1" }]);
    expect(at(document, "paths", "/tags", "get", "schemes")).toBeUndefined();
  });

  it("a query parameter's tsv and a path parameter's multi (no 3.0 style) are named, shared or inline", async () => {
    const { warnings } = await load(
      swagger2(
        `  /tags/{ids}:
    get:
      parameters:
        - { name: ids, in: path, required: true, type: array, items: { type: string }, collectionFormat: multi }
        - { $ref: "#/parameters/names" }
      responses: { "200": { description: ok } }
`,
        "\n",
      ).replace(
        "  limit: { name: limit, in: query, type: integer }",
        "  limit: { name: limit, in: query, type: integer }\n  names: { name: names, in: query, type: array, items: { type: string }, collectionFormat: tsv }",
      ),
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        pointer: "#/paths/~1tags~1{ids}/get/parameters/0/collectionFormat",
        message: expect.stringMatching(/"multi" of path parameter "ids" has no OpenAPI 3 equivalent.*comma-separated/),
      }),
      expect.objectContaining({
        pointer: "#/parameters/names/collectionFormat",
        message: expect.stringMatching(/"tsv" of query parameter "names".*the default applies: repeated keys/),
      }),
    ]);
  });

  it("an oauth2 or basic security scheme keeps its description and extensions", async () => {
    const { document } = await load(
      swagger2(
        "  {}\n",
        `securityDefinitions:
  oauth: { type: oauth2, flow: accessCode, authorizationUrl: "https://a.example/auth", tokenUrl: "https://a.example/token", scopes: { read: Read }, description: Sign in, x-scope-docs: "https://a.example/scopes" }
  basic: { type: basic, description: Legacy }
`,
      ),
    );
    expect(at(document, "components", "securitySchemes")).toEqual({
      oauth: {
        type: "oauth2",
        flows: {
          authorizationCode: {
            authorizationUrl: "https://a.example/auth",
            tokenUrl: "https://a.example/token",
            scopes: { read: "Read" },
          },
        },
        description: "Sign in",
        "x-scope-docs": "https://a.example/scopes",
      },
      basic: { type: "http", scheme: "basic", description: "Legacy" },
    });
  });

  it("2.0's discriminator (a property name) becomes 3.0's discriminator object", async () => {
    const { document } = await load(
      swagger2("  {}\n").replace(
        "  Tag: {",
        "  Pet: { type: object, discriminator: petType, required: [petType], properties: { petType: { type: string } } }\n  Tag: {",
      ),
    );
    expect(at(document, "components", "schemas", "Pet", "discriminator")).toEqual({ propertyName: "petType" });
  });

  it.each(["swagger.json", "swagger-legacy.json"])(
    "the vendor's %s: every name and value of the 2.0 document is in the 3.1 one, or is 2.0 syntax the conversion replaces",
    async (name) => {
      const path = join(vendorSpecsFolder(), name);
      const source = JSON.parse(await readFile(path, "utf8")) as unknown;
      const { document, warnings } = await loadOpenApi(path);
      const words = (node: unknown, sink: (word: string) => void): void => {
        if (Array.isArray(node)) for (const child of node) words(child, sink);
        else if (node !== null && typeof node === "object")
          for (const [key, value] of Object.entries(node)) {
            sink(key);
            words(value, sink);
          }
        else sink(String(node));
      };
      const kept = new Set<string>();
      words(document, (word) => kept.add(word));
      const bodyNames = new Set<string>();
      JSON.parse(JSON.stringify(source), (_key, value) => {
        if (value?.in === "body" && typeof value.name === "string") bodyNames.add(value.name);
        return value;
      });
      // Replaced by 3.0 syntax: refs (rewritten), version, servers' parts, media type lists (now keys), body
      // parameters' place and name (a body has no name in 3.0), collection formats (now style), oauth2 flow names.
      const syntax =
        /^(#\/(definitions|parameters|responses)\/.*|swagger|2\.0|host|basePath|schemes|consumes|produces|in|body|collectionFormat|csv|securityDefinitions|definitions|flow|accessCode|application|implicit|password)$/;
      const servers = JSON.stringify(document.servers);
      const lost = new Set<string>();
      words(source, (word) => {
        if (!kept.has(word) && !syntax.test(word) && !bodyNames.has(word) && !servers.includes(word)) lost.add(word);
      });
      expect([...lost]).toEqual([]);
      // swagger-legacy.json refers to three of Vehicle's properties: the two optional ones get components of their own
      // (openapi-typescript would type them `T | undefined`), the required `id` is followed as written.
      expect(warnings.map((w) => w.pointer)).toEqual(
        name === "swagger.json"
          ? []
          : ["#/components/schemas/Vehicle.properties.note", "#/components/schemas/Vehicle.properties.name"],
      );
    },
    60_000,
  );

  it("the vendor's legacy spec: all 33 body parameters are request bodies, and createTag takes { body: { name } }", async () => {
    const spec = join(vendorSpecsFolder(), "swagger-legacy.json");
    const { document } = await loadOpenApi(spec);
    const operations = Object.values(
      document.paths as Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>,
    ).flatMap((item) => Object.values(item));
    expect(operations.filter((op) => op.requestBody !== undefined)).toHaveLength(33);
    expect(JSON.stringify(document)).not.toMatch(/"\$ref":"#\/components\/requestBodies\//);

    const { out: legacy } = await generatedOnce({ spec });
    const out = await tempDir("legacy-bodies");
    await writeFile(
      join(out, "use.ts"),
      `import { createFleetClient, createTag } from ${JSON.stringify(join(legacy, "index.js"))};
const client = createFleetClient({ baseUrl: "https://api.example.com", token: "t" });
export const created = createTag(client, { body: { name: "Trucks" } });
// @ts-expect-error name is required
export const refused = createTag(client, { body: {} });
`,
    );
    expect(typeCheck([join(out, "use.ts")], join(out, "use.ts")).errors).toEqual([]);
  }, 120_000);
});

describe("fleetkit diff on two Swagger 2.0 releases sees bodies as bodies (issue 33, deliverable 5)", () => {
  it("a shared body added to an operation is a request body added, never an `undefined` parameter", async () => {
    const paths = (parameters: string) => `  /tags/{id}:
    put:
      operationId: updateTag
      parameters: [{ name: id, in: path, required: true, type: string }${parameters}]
      responses: { "200": { description: ok } }
`;
    const dir = await tempDir("diff-bodies");
    await writeFile(join(dir, "old.yaml"), swagger2(paths("")));
    await writeFile(join(dir, "new.yaml"), swagger2(paths(', { $ref: "#/parameters/tagCreate" }')));
    const { report } = await diffSpecFiles(join(dir, "old.yaml"), join(dir, "new.yaml"));
    const text = JSON.stringify(report.changes);
    expect(text).not.toMatch(/undefined/);
    expect(report.changes.map((c) => c.message)).toEqual([expect.stringMatching(/request ?body .*added/i)]);
  });
});

describe("the upgrade changes keywords where a schema stands, never names (issue 34, item 9)", () => {
  const in30 = (schemas: string) =>
    `openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n${schemas}`;
  const in20 = (definitions: string) =>
    `swagger: "2.0"\ninfo: { title: T, version: "1" }\npaths: {}\ndefinitions:\n${definitions}`;
  const cases: [string, { given: string; want: unknown }][] = [
    [
      "3.0: a property named example, one named examples, one named nullable",
      {
        given: in30(
          "    S: { type: object, properties: { example: { type: string, example: x }, examples: { type: integer }, nullable: { type: boolean } } }\n",
        ),
        want: {
          S: {
            type: "object",
            properties: {
              example: { type: "string", examples: ["x"] },
              examples: { type: "integer" },
              nullable: { type: "boolean" },
            },
          },
        },
      },
    ],
    [
      "3.0: a schema named example",
      {
        given: in30("    example: { type: string, nullable: true }\n"),
        want: { example: { type: ["string", "null"] } },
      },
    ],
    [
      "2.0: x-nullable on properties named default and enum",
      {
        given: in20(
          "  S: { type: object, properties: { default: { type: string, x-nullable: true }, enum: { type: integer, x-nullable: true } } }\n",
        ),
        want: {
          S: {
            type: "object",
            properties: { default: { type: ["string", "null"] }, enum: { type: ["integer", "null"] } },
          },
        },
      },
    ],
    [
      "2.0: a schema named example and a property named items",
      {
        given: in20(
          "  example: { type: object, properties: { items: { type: string, format: byte, x-nullable: true } } }\n",
        ),
        want: {
          example: {
            type: "object",
            properties: { items: { type: ["string", "null"], format: "byte", contentEncoding: "base64" } },
          },
        },
      },
    ],
    [
      "3.0: keyword-like data is left as written (an example value with nullable: true, an enum of objects)",
      {
        given: in30("    S: { type: object, example: { nullable: true, example: 1 }, enum: [{ nullable: true }] }\n"),
        want: { S: { type: "object", examples: [{ nullable: true, example: 1 }], enum: [{ nullable: true }] } },
      },
    ],
  ];
  it.each(cases)("%s", async (_name, { given, want }) => {
    const { document } = await load(given);
    expect(at(document, "components", "schemas")).toEqual(want);
  });

  it("a 3.0 spec with a schema and a property named example generates (it exited 2 about names not in the file)", async () => {
    const dir = await tempDir("named-example");
    await writeFile(
      join(dir, "spec.yaml"),
      `openapi: 3.0.3
info: { title: T, version: "1" }
paths:
  /things:
    get:
      operationId: listThings
      responses:
        "200":
          description: ok
          content: { application/json: { schema: { $ref: "#/components/schemas/example" } } }
components:
  schemas:
    example:
      type: object
      properties:
        example: { type: string, example: x }
        default: { type: integer, nullable: true }
`,
    );
    const result = await generate({ spec: join(dir, "spec.yaml"), out: join(dir, "out") });
    const types = result.files.get("types.ts")!;
    expect(types).toMatch(/example: \{[^}]*example\?: string;[^}]*default\?: number \| null;/s);
  }, 60_000);

  it("an extension's content is data, not a schema: left as written", async () => {
    const { document } = await load(
      in30("    S: { type: string, x-old: { type: string, nullable: false, example: 1 } }\n"),
    );
    expect(at(document, "components", "schemas", "S")).toEqual({
      type: "string",
      "x-old": { type: "string", nullable: false, example: 1 },
    });
  });
});
