// Templates that differ only in parameter names, with the same method on both (Google's descriptions have
// `/v1/{parent}` and `/v1/{name}`, both GET, by the dozen; 11 of 982 published descriptions sampled were refused for
// it). `generate` reads them as published with a warning; a client calls each by its template; the mock serves a URL
// of that shape as the first operation whose parameters the request satisfies, else as the first declared.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { createMock } from "../../testing/index.js";
import { tempDir } from "../support/temp-dir.js";

const answer = (schema: object) => ({
  "200": { description: "ok", content: { "application/json": { schema } } },
});

const spec = {
  openapi: "3.0.3",
  info: { title: "Widgets", version: "1" },
  paths: {
    "/widgets/{id}": {
      get: {
        operationId: "getWidget",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
        responses: answer({
          type: "object",
          required: ["kind"],
          properties: { kind: { type: "string", enum: ["one"] } },
        }),
      },
    },
    "/widgets/{slug}": {
      get: {
        operationId: "getWidgetBySlug",
        parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string", pattern: "^[a-z-]+$" } }],
        responses: answer({
          type: "object",
          required: ["kind"],
          properties: { kind: { type: "string", enum: ["slug"] } },
        }),
      },
    },
  },
};

async function kindAt(path: string) {
  const mock = await createMock({ spec: structuredClone(spec) });
  const response = await mock.fetch(`http://127.0.0.1${path}`);
  return [response.status, ((await response.json()) as { kind?: string; message?: string }).kind ?? "error"];
}

describe("two templates of one shape with the same method", () => {
  it("generate writes both operations, with a warning that names both paths", async () => {
    const dir = await tempDir("same-shape");
    await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
    const { warnings } = await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
    expect(warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(
        /"\/widgets\/\{slug\}" and "\/widgets\/\{id\}" differ only in parameter names and both have GET/,
      ),
    );
  }, 60_000);

  it("the mock serves each URL as the operation whose parameters it satisfies, else as the first declared", async () => {
    expect(await kindAt("/widgets/0b6f8a4e-2f4e-4c8e-9a51-8d8f1c2b3a4d")).toEqual([200, "one"]);
    expect(await kindAt("/widgets/blue-widget")).toEqual([200, "slug"]);
    // Neither's parameter: the first declared answers, and its check says why.
    expect(await kindAt("/widgets/Blue_1")).toEqual([400, "error"]);
  });
});
