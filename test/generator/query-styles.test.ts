// The generator's `queryStyles`: each query parameter that openapi-fetch's default would write otherwise than its spec
// says (unexploded arrays, objects in form style, allowReserved), from 3.0 and from Swagger 2.0's collectionFormat; a
// warning for what the client cannot write; and the operation functions that bring the runtime's styler.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { generate, loadOpenApi, renderFiles } from "../../generator/index.js";
import { checkSpec } from "../../generator/check-spec.js";
import { collectOperations } from "../../generator/operation-model.js";
import type { SpecDocument } from "../../generator/spec-document.js";
import { startLoopbackServer } from "../runtime/loopback-server.js";
import { tempDir } from "../support/temp-dir.js";

const ok = { "200": { description: "ok" } };

const openapi30 = {
  openapi: "3.0.3",
  info: { title: "Styles", version: "1" },
  paths: {
    "/things": {
      parameters: [{ name: "ids", in: "query", style: "form", explode: false, schema: { type: "array", items: {} } }],
      get: {
        operationId: "listThings",
        parameters: [
          { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } } },
          { name: "pipes", in: "query", style: "pipeDelimited", schema: { type: "array", items: {} } },
          { name: "spaces", in: "query", style: "spaceDelimited", explode: false, schema: { type: "array" } },
          { name: "repeated", in: "query", style: "pipeDelimited", explode: true, schema: { type: "array" } },
          { $ref: "#/components/parameters/Filter" },
          { name: "pairs", in: "query", explode: false, schema: { type: "object", properties: { a: {} } } },
          { name: "deep", in: "query", style: "deepObject", schema: { type: "object" } },
          { name: "expand", in: "query", style: "deepObject", explode: false, schema: { type: "array" } },
          { name: "either", in: "query", explode: false, schema: { oneOf: [{ type: "string" }, { type: "array" }] } },
          { name: "path", in: "query", allowReserved: true, schema: { type: "string" } },
          { name: "limit", in: "query", explode: false, schema: { type: "integer" } },
        ],
        responses: ok,
      },
    },
    "/plain": { get: { operationId: "plain", parameters: [{ name: "q", in: "query", schema: {} }], responses: ok } },
  },
  components: {
    parameters: { Filter: { name: "filter", in: "query", schema: { $ref: "#/components/schemas/Filter" } } },
    schemas: { Filter: { type: "object", properties: { status: { type: "string" } } } },
  },
};

const stylesOf = async (spec: object) => {
  const { document } = await loadOpenApi(structuredClone(spec));
  return Object.fromEntries(collectOperations(document as SpecDocument).map((op) => [op.operationId, op.queryStyles]));
};

describe("queryStyles", () => {
  it("lists the parameters openapi-fetch's default would write otherwise, path item's and operation's (an array in deepObject among them)", async () => {
    expect(await stylesOf(openapi30)).toEqual({
      listThings: {
        ids: { style: "form", explode: false },
        pipes: { style: "pipeDelimited", explode: false },
        spaces: { style: "spaceDelimited", explode: false },
        filter: { style: "form", explode: true },
        pairs: { style: "form", explode: false },
        expand: { style: "deepObject", explode: false },
        either: { style: "form", explode: false },
        path: { style: "form", explode: true, allowReserved: true },
      },
      plain: {},
    });
  });

  it("reads Swagger 2.0's collectionFormat through the upgrade", async () => {
    const array = (name: string, collectionFormat: string) => ({
      name,
      in: "query",
      type: "array",
      items: { type: "string" },
      collectionFormat,
    });
    const swagger = {
      swagger: "2.0",
      info: { title: "T", version: "1" },
      paths: {
        "/a": {
          get: {
            operationId: "a",
            parameters: [array("csv", "csv"), array("pipes", "pipes"), array("ssv", "ssv"), array("multi", "multi")],
            responses: ok,
          },
        },
      },
    };
    expect((await stylesOf(swagger)).a).toEqual({
      csv: { style: "form", explode: false },
      pipes: { style: "pipeDelimited", explode: false },
      ssv: { style: "spaceDelimited", explode: false },
    });
  });

  it("warns of a query parameter the client cannot write, naming it and what to do", async () => {
    const spec = structuredClone(openapi30) as any;
    spec.paths["/plain"].get.parameters.push(
      { name: "m", in: "query", style: "matrix", schema: { type: "array" } },
      { name: "o", in: "query", style: "pipeDelimited", explode: false, schema: { type: "object" } },
      // AWS's exploded objects with a nested LaunchTemplate; Pandascore's deepObject filters of lists.
      {
        name: "n",
        in: "query",
        schema: { type: "object", properties: { t: { allOf: [{ $ref: "#/components/schemas/Filter" }] } } },
      },
      { name: "f", in: "query", style: "deepObject", schema: { additionalProperties: { type: "array" } } },
      { name: "flat", in: "query", style: "deepObject", schema: { properties: { a: { type: "integer" } } } },
    );
    const { document } = await loadOpenApi(spec);
    const warnings = checkSpec(document as SpecDocument).warnings.filter((w) => /querySerializer/.test(w.message));
    expect(warnings).toEqual([
      {
        pointer: "#/paths/~1plain/get/parameters",
        message: expect.stringMatching(
          /^query parameter "m" has style "matrix", which OpenAPI does not define .*give the calls of "plain" a querySerializer$/,
        ),
      },
      {
        pointer: "#/paths/~1plain/get/parameters",
        message: expect.stringMatching(
          /^query parameter "o" may be an object in style pipeDelimited, which the client does not write/,
        ),
      },
      ...["n", "f"].map((name) => ({
        pointer: "#/paths/~1plain/get/parameters",
        message: expect.stringMatching(
          new RegExp(`^query parameter "${name}" may hold a list or an object inside its value, which no query style`),
        ),
      })),
    ]);
  });

  it("writes them into the records, and the functions of those operations bring the styler", async () => {
    const { files } = await renderFiles(await loadOpenApi(structuredClone(openapi30)));
    expect(files.get("operations.ts")).toMatch(/queryStyles: \{\s*ids: \{ style: "form", explode: false \},/);
    expect(files.get("operations.ts")!.match(/queryStyles/g)).toHaveLength(1);
    const functions = files.get("operation-functions.ts")!;
    expect(functions).toMatch(/import \{ operationFunction, querySerializerOf \} from "fleetkit\/runtime";/);
    expect(functions).toMatch(/\(\s*operationRecords\.listThings,\s*undefined,\s*querySerializerOf,?\s*\)/);
    expect(functions).toMatch(/\(operationRecords\.plain\)/);
  });

  it("a generated module's operation function sends them, with a lean client and with the full one", async () => {
    const dir = await tempDir("query-styles");
    const server = await startLoopbackServer(() => ({ body: {} }));
    try {
      await writeFile(join(dir, "spec.json"), JSON.stringify(openapi30));
      await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
      const module = await import(pathToFileURL(join(dir, "out", "index.ts")).href);
      const options = { baseUrl: server.url, token: "t0ken-generated-styles", allowInsecureLoopback: true };
      const query = { ids: ["a", "b"], tags: ["x", "y"], filter: { status: "open" } };
      await module.listThings(module.createLeanClient(options), { params: { query } });
      await module.createFleetClient(options).GET("/things", { params: { query } });
      expect(server.requests.map((r) => r.url)).toEqual([
        "/things?ids=a,b&tags=x&tags=y&status=open",
        "/things?ids=a,b&tags=x&tags=y&status=open",
      ]);
    } finally {
      await server.close();
    }
  }, 60_000);
});
