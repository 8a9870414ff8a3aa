import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadOpenApi } from "../../generator/input/index.js";
import { createMock, MOCK_ERROR_HEADER, startMockServer, type Mock } from "../../testing/index.js";
import { MOCK_ERROR_STATUS, type MockErrorCode } from "../../testing/mock/errors.js";
import { GENERATED_LIST_LENGTH } from "../../testing/mock/spec-answers.js";
import { tempDir } from "../support/temp-dir.js";
import { START_MS } from "./helpers.js";
import { WIDGETS_SPEC } from "./widgets-spec.js";

interface Answer {
  status: number;
  code: string | null;
  body: any;
}

/** One call through `mock.fetch`; an error answer must be `{ message, requestId }` with a documented code. */
async function call(mock: Mock, method: string, path: string, body?: unknown, token?: string | null): Promise<Answer> {
  const headers: Record<string, string> = {};
  const bearer = token === undefined ? mock.tokens.fullAccess!.token : token;
  if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await mock.fetch(`https://widgets.example.com${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  const answer = {
    status: response.status,
    code: response.headers.get(MOCK_ERROR_HEADER),
    body: text ? JSON.parse(text) : undefined,
  };
  if (answer.status >= 400) {
    expect(Object.keys(answer.body).sort()).toEqual(["message", "requestId"]);
    expect(answer.status).toBe(MOCK_ERROR_STATUS[answer.code as MockErrorCode]);
  }
  return answer;
}

let mock: Mock;
beforeAll(async () => {
  mock = await createMock({ spec: WIDGETS_SPEC, now: START_MS });
});

describe("a served spec's tokens", () => {
  it("has the three default tokens; without a catalogue, fullAccess holds every scope the spec names", () => {
    expect(Object.keys(mock.tokens)).toEqual(["fullAccess", "defaultRead", "tagLimited"]);
    expect(mock.tokens.fullAccess!.scopes.sort()).toEqual(["Read Reports", "Read Widgets", "Write Widgets"]);
    expect(mock.tokens.defaultRead!.scopes.sort()).toEqual(["Read Reports", "Read Widgets"]);
  });

  it("creates tokens with the spec's scopes, and (no catalogue declared) any other name a real token holds", () => {
    expect(mock.createToken({ name: "writer", scopes: ["Write Widgets"] }).scopes).toEqual(["Write Widgets"]);
    expect(mock.createToken({ name: "real", scopes: ["Read AEMP", "Read Widgets"] }).scopes).toEqual([
      "Read AEMP",
      "Read Widgets",
    ]);
    expect(() => mock.createToken({ name: "bad", scopes: [7 as unknown as string] })).toThrow(/7 is not a scope/);
  });
});

describe("the checks of an operation the spec adds, in the API's order", () => {
  it("token first (401), then scopes (403), then parameters and body (400)", async () => {
    expect((await call(mock, "POST", "/widgets", { name: 5 }, null)).code).toBe("missing_token");
    const reader = mock.tokens.defaultRead!.token;
    const denied = await call(mock, "POST", "/widgets", { name: 5 }, reader);
    expect([denied.status, denied.body.message]).toEqual([403, expect.stringContaining("Write Widgets")]);
    const bad = await call(mock, "POST", "/widgets", { name: 5 });
    expect([bad.status, bad.code, bad.body.message]).toEqual([
      400,
      "invalid_body",
      expect.stringContaining("/name must be string"),
    ]);
  });

  it("names a missing required body, a missing or out-of-range parameter, and a bad array item", async () => {
    expect((await call(mock, "POST", "/widgets")).body.message).toMatch(/the body is required: a JSON WidgetCreate/);
    const missing = await call(mock, "GET", "/reports/2020");
    expect([missing.code, missing.body.message]).toEqual(["invalid_parameter", "query parameter format is required"]);
    const range = await call(mock, "GET", "/reports/1999?format=full");
    expect(range.body.message).toMatch(/^path parameter year must be >= 2000/);
    const item = await call(mock, "GET", "/reports/2020?format=full&regions=eu&regions=mars");
    expect(item.body.message).toMatch(/^query parameter regions\/1 must be equal to one of the allowed values/);
    expect((await call(mock, "GET", "/widgets?limit=51")).body.message).toMatch(/limit must be <= 50/);
    expect((await call(mock, "GET", "/widgets?limit=1&limit=2")).body.message).toMatch(/limit is given 2 times/);
  });

  it("answers an operation without security with no token at all", async () => {
    expect(await call(mock, "GET", "/status", undefined, null)).toMatchObject({ status: 200 });
  });

  it("answers 404 for a path the spec does not have and 405 for a method it does not have", async () => {
    expect((await call(mock, "GET", "/sprockets")).code).toBe("unknown_operation");
    expect((await call(mock, "PUT", "/widgets")).code).toBe("method_not_allowed");
  });
});

describe("answers from the spec", () => {
  it("answers the first documented example that is valid, skipping an invalid one", async () => {
    expect((await call(mock, "GET", "/status")).body).toEqual({ status: "up" });
  });

  it("generates a valid answer, echoing the path parameter it has a field for", async () => {
    const report = await call(mock, "GET", "/reports/2031?format=summary&regions=eu&regions=us");
    expect(report).toMatchObject({ status: 200, body: { year: 2031, total: expect.any(Number) } });
  });

  it("answers 500 naming the schema when no value satisfies it, never a 2xx", async () => {
    const answer = await call(mock, "GET", "/impossible");
    expect([answer.status, answer.code]).toEqual([500, "unsatisfiable_schema"]);
    expect(answer.body.message).toMatch(/no value valid against Impossible/);
  });

  it("answers a valid value where openapi-sampler's own is not (an array of an ambiguous oneOf)", async () => {
    const branch = (name: string) => ({ type: "object", properties: { [name]: { type: "string" } } });
    const schema = {
      type: "object",
      required: ["events"],
      properties: { events: { type: "array", items: { oneOf: [branch("a"), branch("b")] } } },
    };
    const ambiguous = await createMock({
      spec: {
        openapi: "3.1.0",
        info: { title: "events", version: "1" },
        paths: {
          "/events": {
            get: {
              operationId: "listEvents",
              security: [],
              responses: { "200": { description: "ok", content: { "application/json": { schema } } } },
            },
          },
        },
      },
    });
    // The sampler's item ({ a: "string" }) matches both branches, so it breaks oneOf; an empty list is valid.
    expect(await call(ambiguous, "GET", "/events", undefined, null)).toMatchObject({
      status: 200,
      body: { events: [] },
    });
  });

  it("stores what POST /widgets creates: read back, changed, listed, deleted", async () => {
    const created = await call(mock, "POST", "/widgets", { name: "Bolt", color: "red", size: 3, secret: "s3" });
    expect(created).toMatchObject({ status: 201, body: { name: "Bolt", color: "red", size: 3 } });
    expect(created.body).not.toHaveProperty("secret");
    const id = created.body.id as string;
    expect((await call(mock, "GET", `/widgets/${id}`)).body).toEqual(created.body);
    const changed = await call(mock, "PATCH", `/widgets/${id}`, { color: "blue" });
    expect(changed.body).toEqual({ ...created.body, color: "blue" });
    expect((await call(mock, "GET", `/widgets/${id}`)).body.color).toBe("blue");
    const listed = await call(mock, "GET", "/widgets");
    expect(listed.body.data).toContainEqual({ ...created.body, color: "blue" });
    expect((await call(mock, "DELETE", `/widgets/${id}`)).status).toBe(204);
    expect((await call(mock, "GET", `/widgets/${id}`)).code).toBe("not_found");
    expect((await call(mock, "PATCH", `/widgets/${id}`, { color: "red" })).code).toBe("not_found");
  });

  it("stores nothing for a refused create", async () => {
    const before = (await call(mock, "GET", "/widgets")).body.data.length;
    expect((await call(mock, "POST", "/widgets", { name: "x", color: "purple" })).code).toBe("invalid_body");
    const deep = await call(mock, "POST", "/widgets", `{"name":"deep","n":${"[".repeat(100)}${"]".repeat(100)}}`);
    expect([deep.code, deep.body.message]).toEqual(["invalid_body", expect.stringMatching(/nested deeper than 64/)]);
    const large = await call(mock, "POST", "/widgets", { name: "large", padding: "x".repeat(1024 * 1024) });
    expect(large.code).toBe("body_too_large");
    expect((await call(mock, "GET", "/widgets")).body.data).toHaveLength(before);
  });

  it("pages a stored list with the spec's shape, the last page with hasNextPage false and an empty cursor", async () => {
    const fresh = await createMock({ spec: WIDGETS_SPEC, now: START_MS });
    const ids: string[] = [];
    for (const name of ["a", "b", "c", "d", "e"]) ids.push((await call(fresh, "POST", "/widgets", { name })).body.id);
    const seen: string[] = [];
    let after = "";
    for (let page = 0; page < 10; page++) {
      const { body } = await call(fresh, "GET", `/widgets?limit=2&after=${encodeURIComponent(after)}`);
      seen.push(...body.data.map((w: { id: string }) => w.id));
      if (!body.pagination.hasNextPage) {
        expect([page, body.pagination.endCursor]).toEqual([2, ""]);
        break;
      }
      after = body.pagination.endCursor;
    }
    expect(seen).toEqual(ids);
  });

  it("pages a generated list in the legacy shape both ways", async () => {
    const first = await call(mock, "GET", "/legacy/things?limit=2");
    expect(first.body.pagination).toMatchObject({ hasNextPage: true, hasPrevPage: false });
    const second = await call(mock, "GET", `/legacy/things?limit=2&startingAfter=${first.body.pagination.endCursor}`);
    expect(second.body.pagination).toMatchObject({ hasNextPage: true, hasPrevPage: true });
    const back = await call(mock, "GET", `/legacy/things?limit=2&endingBefore=${second.body.pagination.startCursor}`);
    expect(back.body.things).toEqual(first.body.things);
    const third = await call(mock, "GET", `/legacy/things?limit=2&startingAfter=${second.body.pagination.endCursor}`);
    expect(third.body.pagination.hasNextPage).toBe(false);
    const all = [...first.body.things, ...second.body.things, ...third.body.things];
    expect(new Set(all.map((t: { id: string }) => t.id)).size).toBe(GENERATED_LIST_LENGTH);
    expect((await call(mock, "GET", "/legacy/things?startingAfter=forged")).code).toBe("invalid_cursor");
  });

  it("answers a feed with a cursor, also once caught up", async () => {
    const first = await call(mock, "GET", "/gadgets/feed");
    expect(first.body.data).toHaveLength(GENERATED_LIST_LENGTH);
    expect(first.body.pagination).toMatchObject({ hasNextPage: false, endCursor: expect.stringMatching(/\S/) });
    const next = await call(mock, "GET", `/gadgets/feed?after=${first.body.pagination.endCursor}`);
    expect(next.body).toMatchObject({
      data: [],
      pagination: { hasNextPage: false, endCursor: expect.stringMatching(/\S/) },
    });
  });

  it("draws generated ids from the seed: the same seed gives the same data, another seed other ids", async () => {
    const feed = async (seed: number) =>
      (await call(await createMock({ spec: WIDGETS_SPEC, seed, now: START_MS }), "GET", "/gadgets/feed")).body.data;
    const [one, again, two] = [await feed(1), await feed(1), await feed(2)];
    expect(again).toEqual(one);
    expect(two.map((g: { id: string }) => g.id)).not.toEqual(one.map((g: { id: string }) => g.id));
    expect(new Set(one.map((g: { id: string }) => g.id)).size).toBe(GENERATED_LIST_LENGTH);
  });
});

describe("operations the fleet model knows, under a served spec", () => {
  it("answers from the spec where the served spec's shape makes the model's answer invalid", async () => {
    const { body } = await call(mock, "GET", "/fleet/vehicles?limit=2");
    expect(body.data).toHaveLength(2);
    for (const vehicle of body.data)
      expect(vehicle).toEqual({ id: expect.any(String), color: expect.stringMatching(/^(white|black)$/) });
  });

  it("keeps the model's data, tokens and tag access when the spec is the bundled one", async () => {
    const bundled = await createMock({ spec: "spec/fleet-api.yaml", now: START_MS });
    const { token } = bundled.tokens.tagLimited!;
    const { body } = await call(bundled, "GET", "/fleet/vehicles?limit=512", undefined, token);
    expect(body.data.map((v: { id: string }) => v.id)).toEqual(bundled.list("vehicles", { token }).map((v) => v.id));
    expect(bundled.tokens.fullAccess!.scopes).toContain("Write Vehicles");
    expect((await call(bundled, "GET", "/v1/addresses", undefined, bundled.tokens.defaultRead!.token)).code).toBe(
      "missing_scope",
    );
  });
});

describe("the inputs generate takes", () => {
  it("applies overlays: an operation an overlay adds is served", async () => {
    const dir = await tempDir("mock-spec");
    const overlay = join(dir, "add-ping.json");
    await writeFile(
      overlay,
      JSON.stringify({
        overlay: "1.0.0",
        info: { title: "add ping", version: "1" },
        actions: [
          {
            target: "$.paths",
            update: {
              "/ping": {
                get: {
                  operationId: "ping",
                  security: [],
                  responses: {
                    "200": {
                      description: "ok",
                      content: {
                        "application/json": {
                          schema: { type: "object", required: ["pong"], properties: { pong: { const: true } } },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        ],
      }),
    );
    const withOverlay = await createMock({ spec: WIDGETS_SPEC, overlays: [overlay] });
    expect(await call(withOverlay, "GET", "/ping", undefined, null)).toMatchObject({
      status: 200,
      body: { pong: true },
    });
    expect((await call(mock, "GET", "/ping")).code).toBe("unknown_operation");
  });

  it("serves an OpenAPI 3.0 document, brought to 3.1 by the loader", async () => {
    const legacy = await createMock({
      spec: {
        openapi: "3.0.3",
        info: { title: "old", version: "1" },
        paths: {
          "/notes/{noteId}": {
            get: {
              operationId: "getNote",
              parameters: [{ name: "noteId", in: "path", required: true, schema: { type: "integer" } }],
              responses: {
                "200": {
                  description: "ok",
                  content: {
                    "application/json": {
                      schema: {
                        type: "object",
                        required: ["noteId", "text"],
                        properties: { noteId: { type: "integer" }, text: { type: "string", nullable: true } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    expect(await call(legacy, "GET", "/notes/7")).toMatchObject({ status: 200, body: { noteId: 7 } });
    expect((await call(legacy, "GET", "/notes/seven")).body.message).toMatch(/path parameter noteId must be integer/);
  });
});

describe("bad input", () => {
  it("refuses a spec it cannot serve with the loader's error, as generate does", async () => {
    const dir = await tempDir("mock-spec");
    const broken = join(dir, "broken.yaml");
    await writeFile(broken, "openapi: 3.1.0\npaths: [unclosed\n");
    const loaderError = await loadOpenApi(broken).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(loaderError).toBeInstanceOf(Error);
    const mockError = await startMockServer({ spec: broken }).then(
      () => undefined,
      (error: Error) => error,
    );
    expect([mockError?.name, mockError?.message]).toEqual([loaderError!.name, loaderError!.message]);
    await expect(createMock({ spec: join(dir, "missing.yaml") })).rejects.toThrow(/cannot read the spec/);
  });

  it("serves a spec from a file", async () => {
    const dir = await tempDir("mock-spec");
    const file = join(dir, "widgets.json");
    await writeFile(file, JSON.stringify(WIDGETS_SPEC));
    const fromFile = await startMockServer({ spec: file, now: START_MS });
    try {
      expect(fromFile.specFile).toBe(file);
      const response = await fetch(`${fromFile.baseUrl}/status`);
      expect([response.status, await response.json()]).toEqual([200, { status: "up" }]);
    } finally {
      await fromFile.close();
    }
  });

  it("refuses a created record over the mock's record size with 413 and stores nothing", async () => {
    const notes = await createMock({
      spec: {
        openapi: "3.1.0",
        info: { title: "notes", version: "1" },
        paths: {
          "/notes": {
            post: {
              operationId: "createNote",
              security: [],
              requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Note" } } } },
              responses: {
                "201": {
                  description: "created",
                  content: { "application/json": { schema: { $ref: "#/components/schemas/Note" } } },
                },
              },
            },
            get: {
              operationId: "listNotes",
              security: [],
              responses: {
                "200": {
                  description: "ok",
                  content: {
                    "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Note" } } },
                  },
                },
              },
            },
          },
          "/notes/{id}": {
            get: {
              operationId: "getNote",
              security: [],
              parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
              responses: {
                "200": {
                  description: "ok",
                  content: { "application/json": { schema: { $ref: "#/components/schemas/Note" } } },
                },
              },
            },
          },
        },
        components: {
          schemas: { Note: { type: "object", properties: { id: { type: "string" }, text: { type: "string" } } } },
        },
      },
    });
    const large = await call(notes, "POST", "/notes", { text: "x".repeat(100 * 1024) }, null);
    expect([large.status, large.code]).toEqual([413, "record_too_large"]);
    const small = await call(notes, "POST", "/notes", { text: "hello" }, null);
    expect(small.status).toBe(201);
    expect((await call(notes, "GET", "/notes", undefined, null)).body).toEqual([small.body]);
  });

  it("refuses a spec that is neither a path nor a document, and overlays without a spec", async () => {
    await expect(createMock({ spec: 42 as unknown as string })).rejects.toThrow(
      /spec must be a file path or a parsed OpenAPI document/,
    );
    await expect(createMock({ overlays: ["o.yaml"] })).rejects.toThrow(/overlays apply to a spec/);
  });
});

describe("a served spec's discriminator", () => {
  // The inheritance style: both branches take their tag from Base, so a body can fit both, and the tag decides.
  const PETS = {
    openapi: "3.1.0",
    info: { title: "pets", version: "1" },
    paths: {
      "/pets": {
        post: {
          operationId: "createPet",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
          },
          responses: { "201": { description: "created" } },
        },
      },
    },
    components: {
      schemas: {
        Pet: {
          oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
          discriminator: { propertyName: "kind", mapping: { cat: "Cat", dog: "#/components/schemas/Dog" } },
        },
        Base: { type: "object", required: ["kind"], properties: { kind: { type: "string" } } },
        Cat: { allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { lives: { type: "integer" } } }] },
        Dog: { allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { barks: { type: "boolean" } } }] },
      },
    },
  };

  it("picks the branch by the tag, as the generated validators do: a body that fits both branches is accepted", async () => {
    const pets = await createMock({ spec: PETS, now: START_MS });
    const post = async (body: unknown) => {
      const response = await pets.fetch("https://pets.example.com/pets", {
        method: "POST",
        headers: { authorization: `Bearer ${pets.tokens.fullAccess!.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return [response.status, response.headers.get(MOCK_ERROR_HEADER)];
    };
    expect(await post({ kind: "cat", lives: 9, barks: true })).toEqual([201, null]);
    expect(await post({ kind: "dog", barks: true })).toEqual([201, null]);
    expect(await post({ kind: "cat", lives: "nine" })).toEqual([400, "invalid_body"]);
    expect(await post({ kind: "bird" })).toEqual([400, "invalid_body"]);
  });
});
