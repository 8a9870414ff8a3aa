// openapi-sampler writes a string for simple patterns only: a group or an optional part comes out as the pattern's
// own text, and the mock answered 500 `unsatisfiable_schema` for GitHub's `GET …/code-scanning/analyses` (its
// `commit_sha` is `^([0-9a-fA-F]{40}(?:[0-9a-fA-F]{24})?)$`). The mock's last tries write such strings with randexp,
// checked against the pattern and the lengths, seeded by the mock's seed.
import { describe, expect, it } from "vitest";
import { createMock, MOCK_ERROR_HEADER } from "../../testing/index.js";
import { githubDescription } from "../support/published-specs.js";

const GITHUB_SHA = /^([0-9a-fA-F]{40}(?:[0-9a-fA-F]{24})?)$/;

const answering = (schema: object) => ({
  get: { responses: { "200": { description: "ok", content: { "application/json": { schema } } } } },
});

const SPEC = {
  openapi: "3.1.0",
  info: { title: "patterns", version: "1" },
  paths: {
    "/commits/latest": answering({
      type: "object",
      required: ["sha", "code"],
      properties: {
        sha: { type: "string", minLength: 40, maxLength: 64, pattern: GITHUB_SHA.source },
        code: { type: "string", pattern: "^(?:[A-Z]{2}-)?\\d{4}(?:/\\d{2})?$" },
      },
    }),
    // GitHub Enterprise 3.8's commit_sha; QLDB's UniqueId, a prefix and a lazy repetition besides.
    "/long": answering({
      type: "object",
      required: ["sha", "id", "ref"],
      properties: {
        sha: { type: "string", minLength: 40, maxLength: 40, pattern: "^[0-9a-fA-F]+$" },
        id: { type: "string", minLength: 22, maxLength: 22, pattern: "^[A-Za-z-0-9]+$" },
        ref: { type: "string", minLength: 12, maxLength: 20, pattern: "^ref/[a-z*+]+?\\d*$" },
      },
    }),
    "/never": answering({ type: "string", pattern: "^[a-z]{10}$", maxLength: 5 }),
    "/huge": answering({ type: "string", pattern: "^(?:a{1000}){1000}$" }),
  },
};

async function get(path: string, seed = 1) {
  const mock = await createMock({ spec: structuredClone(SPEC), seed });
  const response = await mock.fetch(`http://127.0.0.1${path}`);
  return { status: response.status, code: response.headers.get(MOCK_ERROR_HEADER), body: await response.json() };
}

describe("strings for patterns the sampler cannot write", () => {
  it("answers GitHub's code-scanning analyses, each commit_sha matching its pattern", async () => {
    const mock = await createMock({ spec: githubDescription() });
    const response = await mock.fetch("https://api.github.com/repos/octo/hello/code-scanning/analyses");
    const body = (await response.json()) as { commit_sha: string }[];
    expect(response.status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const analysis of body) expect(analysis.commit_sha).toMatch(GITHUB_SHA);
  }, 60_000);

  it("writes strings that match groups and optional parts, within minLength and maxLength", async () => {
    const answer = await get("/commits/latest");
    expect(answer.status).toBe(200);
    expect(answer.body.sha).toMatch(GITHUB_SHA);
    expect(answer.body.code).toMatch(/^(?:[A-Z]{2}-)?\d{4}(?:\/\d{2})?$/);
  });

  it("writes strings longer than a few repetitions where minLength asks for them (`^[0-9a-fA-F]+$` of 40)", async () => {
    const answer = await get("/long");
    expect(answer.status).toBe(200);
    expect(answer.body.sha).toMatch(/^[0-9a-fA-F]{40}$/);
    expect(answer.body.id).toMatch(/^[A-Za-z-0-9]{22}$/);
    expect(answer.body.ref).toMatch(/^ref\/[a-z*+]+?\d*$/);
    expect(answer.body.ref.length).toBeGreaterThanOrEqual(12);
    expect(answer.body.ref.length).toBeLessThanOrEqual(20);
  });

  it("writes the same strings for the same seed", async () => {
    expect((await get("/commits/latest", 7)).body).toEqual((await get("/commits/latest", 7)).body);
  });

  it("still answers unsatisfiable_schema where no string of the pattern fits the lengths", async () => {
    expect(await get("/never")).toMatchObject({ status: 500, code: "unsatisfiable_schema" });
  });

  it("sends no megabyte string for a pattern that asks for one: still unsatisfiable_schema", async () => {
    expect(await get("/huge")).toMatchObject({ status: 500, code: "unsatisfiable_schema" });
  });
});

describe("a record's own id with a pattern", () => {
  // Lucidtech's `assetId` is `^las:asset:[a-f0-9]{32}$`; the seed wrote its own letters over the sampled id, the
  // prefix went, and every list of assets was 500 `unsatisfiable_schema`.
  const ASSET = {
    type: "object",
    required: ["assetId", "name"],
    properties: { assetId: { type: "string", pattern: "^las:asset:[a-f0-9]{32}$" }, name: { type: "string" } },
  };
  const ASSETS = {
    openapi: "3.0.3",
    info: { title: "assets", version: "1" },
    paths: {
      "/assets": answering({
        type: "object",
        required: ["assets"],
        properties: { assets: { type: "array", items: ASSET } },
      }),
      "/assets/{assetId}": {
        get: {
          parameters: [{ name: "assetId", in: "path", required: true, schema: { type: "string" } }],
          responses: { "200": { description: "ok", content: { "application/json": { schema: ASSET } } } },
        },
      },
    },
  };

  it("is written from its pattern, one per record, and reads back", async () => {
    const mock = await createMock({ spec: structuredClone(ASSETS) });
    const list = await mock.fetch("http://127.0.0.1/assets");
    expect(list.status).toBe(200);
    const { assets } = (await list.json()) as { assets: { assetId: string; name: string }[] };
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) expect(asset.assetId).toMatch(/^las:asset:[a-f0-9]{32}$/);
    expect(new Set(assets.map((a) => a.assetId)).size).toBe(assets.length);
    const one = await mock.fetch(`http://127.0.0.1/assets/${assets[1]!.assetId}`);
    expect([one.status, await one.json()]).toEqual([200, assets[1]]);
  });
});
