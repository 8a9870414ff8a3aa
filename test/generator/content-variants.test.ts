// One media type written twice in a `content` map, once without a schema, as Zuora's published description writes 614
// of its answers: `application/json` with examples only, beside `application/json; charset=utf-8` with the schema.
// Read as written, every answer of those operations was typed `unknown` (the union of both), and the mock answered the
// schemaless example, an object where the schema says an array.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate, type GenerateResult } from "../../generator/index.js";
import { createMock } from "../../testing/index.js";
import { typeCheck } from "../support/type-check.js";

const Widget = {
  type: "object",
  required: ["name"],
  properties: { id: { type: "integer" }, name: { type: "string" } },
};
const spec = () => ({
  openapi: "3.0.3",
  info: { title: "variants", version: "1" },
  paths: {
    "/widgets": {
      get: {
        operationId: "listWidgets",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": { examples: { one: { value: { id: "ex1", name: "example" } } } },
              "application/json; charset=utf-8": { schema: { type: "array", items: Widget } },
            },
          },
        },
      },
      post: {
        operationId: "createWidget",
        requestBody: {
          content: {
            "application/json": { schema: Widget },
            // Both have a schema: left as written.
            "application/json; charset=utf-8": { schema: Widget },
          },
        },
        responses: { "201": { description: "created", content: { "application/json": { schema: Widget } } } },
      },
    },
  },
});

let dir: string;
let result: GenerateResult;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fleetkit-variants-"));
  await writeFile(join(dir, "spec.json"), JSON.stringify(spec()));
  result = await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("one media type written twice, once without a schema", () => {
  it("is read as one, with the schema, and a warning at the entry left out", () => {
    expect(result.warnings).toContainEqual({
      pointer: "#/paths/~1widgets/get/responses/200/content/application~1json",
      message:
        'media type "application/json" has no schema, beside "application/json; charset=utf-8", the same media type with one: read as one, with that schema',
    });
    expect(result.warnings.filter((w) => w.pointer.includes("/post/"))).toEqual([]);
  });

  it("types the answer by that schema, not unknown", async () => {
    const use = join(dir, "out", "use.ts");
    await writeFile(
      use,
      [
        'import { createFleetClient } from "./index.js";',
        'const client = createFleetClient({ baseUrl: "https://api.example" });',
        "export async function names(): Promise<string[]> {",
        '  const { data } = await client.GET("/widgets");',
        "  // @ts-expect-error a widget's name is a string",
        "  const wrong: number = data![0]!.name;",
        "  return [...(data ?? []).map((widget) => widget.name), String(wrong)];",
        "}",
      ].join("\n"),
    );
    expect(typeCheck([use], join(dir, "out"), { asUsers: true }).errors).toEqual([]);
  });

  it("is answered by the mock in that schema", async () => {
    const mock = await createMock({ spec: spec() });
    const response = await mock.fetch("http://127.0.0.1/widgets");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(Array.isArray(await response.json())).toBe(true);
  });
});
