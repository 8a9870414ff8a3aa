// A small spec cannot make the mock build a huge answer (issue 34, item 12): the size of openapi-sampler's value is
// counted before the sampler runs, and a schema whose smallest sample passes the limit is refused with a 500 naming it.
import { describe, expect, it } from "vitest";
import { createMock } from "../../testing/index.js";
import { MAX_SAMPLE_BYTES, sampleBytes } from "../../testing/mock/sample-budget.js";
import { githubDescription } from "../support/published-specs.js";
import { readDoc, vendorSpec } from "./vendor-specs.js";

/** One anonymous GET answering `schema`. */
const specAnswering = (schema: object) => ({
  openapi: "3.1.0",
  info: { title: "sizes", version: "1" },
  security: [],
  paths: {
    "/thing": {
      get: {
        operationId: "getThing",
        responses: { "200": { description: "ok", content: { "application/json": { schema } } } },
      },
    },
  },
});

/** Arrays of at least `minItems` nested `levels` deep, around a short object: minItems^levels objects. */
function nestedArrays(minItems: number, levels: number): object {
  let schema: object = { type: "object", properties: { name: { type: "string" } } };
  for (let i = 0; i < levels; i++) schema = { type: "array", minItems, items: schema };
  return schema;
}

async function getThing(schema: object): Promise<{ status: number; message?: string; body: unknown }> {
  const mock = await createMock({ spec: specAnswering(schema) });
  const response = await mock.fetch("https://sizes.example/thing");
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message, body };
}

describe("the mock's answers built from a schema", () => {
  it("refuses arrays whose minItems multiply past the limit (60^4 objects), naming the schema and the limit", async () => {
    const answer = await getThing(nestedArrays(60, 4));
    expect(answer.status).toBe(500);
    expect(answer.message).toContain("its smallest sample is over 8 MiB");
  });

  it("refuses a string of minLength 200,000,000", async () => {
    const answer = await getThing({
      type: "object",
      required: ["s"],
      properties: { s: { type: "string", minLength: 200_000_000 } },
    });
    expect(answer.status).toBe(500);
    expect(answer.message).toContain("minLength");
  });

  it("still answers a schema that asks for a few items at each of several levels", async () => {
    const answer = await getThing(nestedArrays(5, 3));
    expect(answer.status).toBe(200);
    expect((answer.body as unknown[]).length).toBe(5);
  });
});

describe("sampleBytes", () => {
  it("counts minItems, minLength and properties as the sampler fills them, and stops at the budget", () => {
    expect(sampleBytes({}, { type: "string", minLength: 100 })).toBeGreaterThanOrEqual(100);
    expect(sampleBytes({}, nestedArrays(10, 2))).toBeGreaterThanOrEqual(100 * 10);
    expect(sampleBytes({}, nestedArrays(1000, 4))).toBe(Number.POSITIVE_INFINITY);
    expect(
      sampleBytes({}, { type: "array", minItems: 1000, maxItems: 2, items: { type: "string", minLength: 10 } }),
    ).toBeLessThan(100);
  });

  it("counts a $ref once and a recursive one as a scalar", () => {
    const doc = {
      components: {
        schemas: {
          Node: {
            type: "object",
            properties: { children: { type: "array", items: { $ref: "#/components/schemas/Node" } } },
          },
        },
      },
    };
    expect(sampleBytes(doc, { $ref: "#/components/schemas/Node" })).toBeLessThan(100);
  });

  it("leaves every schema of GitHub's description and of the vendor's 3.0.1 spec under the limit (no false refusals)", () => {
    for (const doc of [githubDescription() as any, readDoc(vendorSpec("swagger-readme.json"))]) {
      for (const name of Object.keys(doc.components.schemas))
        expect(sampleBytes(doc, { $ref: `#/components/schemas/${name}` }), name).toBeLessThan(MAX_SAMPLE_BYTES);
    }
  });
});
