/**
 * Issue 33: a mock serving a spec other than the bundled one is one consistent API. The fleet model's seeded data is
 * what the served spec's operations return wherever they address the same resource, in the served spec's shapes:
 * lists, items, feeds, webhooks and creates see the same objects and ids, through the HTTP server, `mock.fetch` and
 * MSW alike.
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mswHandlers } from "../../entries/testing-msw.js";
import { createMock, listenMock, type Mock, type MockServer } from "../../testing/index.js";
import { MOCK_ERROR_HEADER } from "../../testing/mock/errors.js";
import { START_MS, startReceiver } from "./helpers.js";
import { type Answer, type Send, viaNodeHttp } from "./node-http-send.js";
import { independentValidator, readDoc, resolveRef, responseSchemaPointer, vendorSpec } from "./vendor-specs.js";

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return {
    status: response.status,
    code: response.headers.get(MOCK_ERROR_HEADER),
    body: text ? JSON.parse(text) : undefined,
  };
}

/** A client of a mock's HTTP server through node:http, with the token. */
const serverClient = (baseUrl: string, token: string): Send =>
  viaNodeHttp(baseUrl, { authorization: `Bearer ${token}` });

/** A client of one mock through `fetch` at `base` (the global fetch, which reaches the server or MSW), or `mock.fetch`. */
function client(fetcher: typeof fetch, base: string, token: string | null): Send {
  return async (method, path, body, headers = {}) =>
    answerOf(
      await fetcher(`${base}${path}`, {
        method,
        headers: {
          ...(token !== null && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { "content-type": "application/json" }),
          ...headers,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
    );
}

/** Every page of a list, following `endCursor` as `after` while `hasNextPage` is true. */
async function walk(send: Send, path: string): Promise<any[]> {
  const pages: any[] = [];
  let after = "";
  for (let i = 0; i < 500; i++) {
    const separator = path.includes("?") ? "&" : "?";
    const page = await send("GET", `${path}${after === "" ? "" : `${separator}after=${encodeURIComponent(after)}`}`);
    expect(page.status, `${path} page ${i + 1}: ${JSON.stringify(page.body).slice(0, 300)}`).toBe(200);
    pages.push(page.body);
    if (!page.body.pagination.hasNextPage) return pages;
    after = page.body.pagination.endCursor;
  }
  throw new Error(`${path} did not end within 500 pages`);
}

const idsOf = (pages: any[]) => pages.flatMap((p) => p.data.map((item: { id: string }) => item.id));

describe("the vendor's OpenAPI 3.0.1 spec (swagger-readme.json): one fleet", () => {
  const doc = readDoc(vendorSpec("swagger-readme.json"));
  const validator = independentValidator(doc);
  let mock: Mock;
  let server: MockServer;
  const msw = setupServer();
  const MSW_BASE = "https://vendor.example.com";
  beforeAll(async () => {
    mock = await createMock({
      spec: vendorSpec("swagger-readme.json"),
      now: START_MS,
      data: { vehicles: 40, drivers: 12 },
    });
    server = await listenMock(mock);
    msw.use(...mswHandlers(mock, { baseUrl: MSW_BASE }));
    msw.listen({ onUnhandledRequest: "bypass" });
  });
  afterAll(async () => {
    msw.close();
    await server.close();
  });
  const token = () => mock.tokens.fullAccess!.token;
  const ways = (): [string, Send][] => [
    ["the HTTP server", serverClient(server.baseUrl, token())],
    ["mock.fetch", client(mock.fetch, "https://api.example.com", token())],
    ["MSW", client(fetch, MSW_BASE, token())],
  ];

  /** The answer valid against the published document's schema for its status, compiled independently. */
  const checked = (method: string, path: string, answer: Answer) => {
    const pointer = responseSchemaPointer(doc, method.toLowerCase(), path, answer.status);
    if (pointer === undefined) return answer;
    const validate = validator(pointer);
    expect(validate(answer.body) ? [] : validate.errors, `${method} ${path} → ${answer.status}`).toEqual([]);
    return answer;
  };

  it("pages GET /fleet/vehicles with after= across every page (the reported 400: a cursor of another router)", async () => {
    for (const [way, send] of ways()) {
      const first = checked("GET", "/fleet/vehicles", await send("GET", "/fleet/vehicles?limit=2"));
      expect(first.body.pagination.hasNextPage, way).toBe(true);
      const second = await send(
        "GET",
        `/fleet/vehicles?limit=2&after=${encodeURIComponent(first.body.pagination.endCursor)}`,
      );
      expect([second.status, second.code], way).toEqual([200, null]);
      checked("GET", "/fleet/vehicles", second);
      expect(idsOf([second.body])).not.toEqual(idsOf([first.body]));
    }
  });

  it("lists the fleet model's vehicles, and the stats and locations feeds report exactly those ids", async () => {
    const [, send] = ways()[1]!;
    const listed = idsOf(await walk(send, "/fleet/vehicles?limit=7"));
    expect(listed).toEqual(mock.list("vehicles").map((v) => v.id));
    const stats = idsOf(await walk(send, "/fleet/vehicles/stats/feed?types=gps"));
    const locations = idsOf(await walk(send, "/fleet/vehicles/locations/feed"));
    expect(new Set(stats)).toEqual(new Set(listed));
    expect(new Set(locations)).toEqual(new Set(listed));
    const one = await send("GET", `/fleet/vehicles/${listed[3]}`);
    expect([one.status, one.body.data.id]).toEqual([200, listed[3]]);
    checked("GET", "/fleet/vehicles/{id}", one);
  });

  it("serves every stat type the vendor documents (types=auxInput1 and the others), never the model's refusal", async () => {
    const parameter = doc.paths["/fleet/vehicles/stats/feed"].get.parameters.find((p: any) => p.name === "types");
    const documented: string[] = parameter.schema.items.enum;
    expect(documented.length).toBeGreaterThan(20);
    for (const [way, send] of ways()) {
      const answer = await send("GET", "/fleet/vehicles/stats/feed?types=auxInput1");
      expect([answer.status, answer.code], way).toEqual([200, null]);
      checked("GET", "/fleet/vehicles/stats/feed", answer);
    }
    const [, send] = ways()[1]!;
    for (const type of documented) {
      const answer = await send("GET", `/fleet/vehicles/stats/feed?types=${type}`);
      expect([type, answer.status]).toEqual([type, 200]);
    }
  });

  it("reads the documented filters: vehicleIds on a feed answers those vehicles", async () => {
    const [, send] = ways()[1]!;
    const wanted = mock
      .list("vehicles")
      .slice(2, 5)
      .map((v) => v.id);
    const answer = await send("GET", `/fleet/vehicles/locations/feed?vehicleIds=${wanted.join(",")}`);
    expect(idsOf([answer.body]).sort()).toEqual([...wanted].sort());
  });

  it("reports a vehicle changed through the handle, or through PATCH, on the feed's next page", async () => {
    const [, send] = ways()[1]!;
    const caughtUp = (await walk(send, "/fleet/vehicles/locations/feed")).at(-1)!.pagination.endCursor;
    const [first, second] = mock.list("vehicles");
    mock.updateVehicle(first!.id, { name: "Renamed" });
    const patched = await send("PATCH", `/fleet/vehicles/${second!.id}`, { name: "Patched" });
    expect([patched.status, patched.body.data.name]).toEqual([200, "Patched"]);
    const next = await send("GET", `/fleet/vehicles/locations/feed?after=${encodeURIComponent(caughtUp)}`);
    expect(next.body.data.map((v: { id: string; name: string }) => [v.id, v.name])).toEqual([
      [first!.id, "Renamed"],
      [second!.id, "Patched"],
    ]);
    expect(mock.list("vehicles").find((v) => v.id === second!.id)?.name).toBe("Patched");
  });

  it("creates a driver that reads back by its id, is in its list, and is the model's driver", async () => {
    for (const [way, send] of ways()) {
      const created = checked(
        "POST",
        "/fleet/drivers",
        await send("POST", "/fleet/drivers", { name: `Dana ${way}`, username: `dana${way.length}`, password: "pw-1" }),
      );
      expect(created.status, way).toBe(200);
      const id = created.body.data.id as string;
      expect(created.body.data).toMatchObject({ name: `Dana ${way}` });
      expect(JSON.stringify(created.body)).not.toContain("pw-1");
      const read = checked("GET", "/fleet/drivers/{id}", await send("GET", `/fleet/drivers/${id}`));
      expect([read.status, read.body.data], way).toEqual([200, created.body.data]);
      expect(idsOf(await walk(send, "/fleet/drivers?limit=5")), way).toContain(id);
      expect(
        mock.list("drivers").map((d) => d.id),
        way,
      ).toContain(id);
    }
  });

  it("shows the model's own stat values, only the types asked for", async () => {
    const [, send] = ways()[1]!;
    const { body } = checked(
      "GET",
      "/fleet/vehicles/stats/feed",
      await send("GET", "/fleet/vehicles/stats/feed?types=gps"),
    );
    const [first, second] = body.data;
    expect(first).not.toHaveProperty("auxInput1");
    expect(first.gps[0]).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect([first.gps[0].latitude, first.gps[0].longitude]).not.toEqual([
      second.gps[0].latitude,
      second.gps[0].longitude,
    ]);
  });

  it("lets a tag-limited token create drivers only inside its tags, and shows it what it created", async () => {
    const limited = client(mock.fetch, "https://api.example.com", mock.tokens.tagLimited!.token);
    const [tag] = mock.tokens.tagLimited!.tagIds;
    const outside = await limited("POST", "/fleet/drivers", { name: "Out", username: "out1", password: "pw" });
    expect([outside.status, outside.code]).toEqual([403, "tag_required"]);
    const inside = await limited("POST", "/fleet/drivers", {
      name: "In",
      username: "in1",
      password: "pw",
      tagIds: [tag],
    });
    expect(inside.status).toBe(200);
    expect(idsOf(await walk(limited, "/fleet/drivers?limit=50"))).toContain(inside.body.data.id);
    expect(mock.list("drivers", { token: mock.tokens.tagLimited!.token }).map((d) => d.id)).toContain(
      inside.body.data.id,
    );
  });

  it("asks for the bearer token the spec's security names, and answers errors without fleet words", async () => {
    const anonymous = client(mock.fetch, "https://api.example.com", null);
    const missing = await anonymous("GET", "/fleet/vehicles");
    expect([missing.status, missing.code]).toEqual([401, "missing_token"]);
    checked("GET", "/fleet/vehicles", missing);
    const [, send] = ways()[1]!;
    const absent = await send("GET", "/fleet/drivers/424242");
    expect([absent.status, absent.code]).toEqual([404, "not_found"]);
    checked("GET", "/fleet/drivers/{id}", absent);
    expect(JSON.stringify(absent.body)).not.toMatch(/token's tags|reference \d/);
  });
});

describe("the vendor's OpenAPI 3.0.1 spec: webhooks", () => {
  it("sends webhooks about the vehicles its lists show", async () => {
    const mock = await createMock({ spec: vendorSpec("swagger-readme.json"), now: START_MS, data: { vehicles: 30 } });
    const receiver = await startReceiver();
    try {
      const webhook = mock.registerWebhook({ name: "Alerts", url: receiver.url });
      await mock.triggerAlert(webhook.id);
      const device = JSON.parse(receiver.received[0]!.body).event.device;
      const send = client(mock.fetch, "https://api.example.com", mock.tokens.fullAccess!.token);
      expect(idsOf(await walk(send, "/fleet/vehicles?limit=50"))).toContain(String(device.id));
    } finally {
      await receiver.close();
    }
  });
});

describe("the vendor's legacy spec (swagger-legacy.json): the documented keys", () => {
  const doc = readDoc(vendorSpec("swagger-legacy.json"));
  const validator = independentValidator(doc);
  let mock: Mock;
  beforeAll(async () => {
    mock = await createMock({ spec: vendorSpec("swagger-legacy.json"), now: START_MS, data: { vehicles: 20 } });
  });

  it("answers every list in the key the vendor documents, never {data} in its place, valid against the document", async () => {
    const send = client(mock.fetch, "https://api.example.com", null);
    let lists = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, any>)) {
      const schema = item.get?.responses?.["200"]?.schema;
      const properties = Object.keys(schema?.properties ?? {});
      const arrays = properties.filter((k) => schema.properties[k].type === "array");
      const parameters = [...(item.parameters ?? []), ...(item.get?.parameters ?? [])].map((p) => resolveRef(doc, p));
      if (path.includes("{") || arrays.length !== 1) continue;
      // Required query parameters get a plain value of their type: the list is what is looked at here.
      const query = new URLSearchParams(
        parameters
          .filter((p: any) => p.required && p.in === "query")
          .map((p: any) => [p.name, p.enum?.[0] ?? p.items?.enum?.[0] ?? (p.type === "string" ? "x" : "1")]),
      );
      const answer = await send("GET", `${path}${query.size > 0 ? `?${query}` : ""}`);
      expect([path, answer.status]).toEqual([path, 200]);
      expect(Array.isArray(answer.body[arrays[0]!]), `${path} answers ${arrays[0]}`).toBe(true);
      if (!properties.includes("data")) expect(answer.body, path).not.toHaveProperty("data");
      const validate = validator(responseSchemaPointer(doc, "get", path, 200)!);
      expect(validate(answer.body) ? [] : validate.errors, path).toEqual([]);
      lists++;
    }
    expect(lists).toBeGreaterThanOrEqual(10);
  });

  it("lists the fleet model's tags and drivers under {tags} and {drivers}", async () => {
    const send = client(mock.fetch, "https://api.example.com", null);
    const tags = await send("GET", "/v1/tags");
    expect(tags.body.tags.map((t: { id: number }) => String(t.id))).toEqual(mock.list("tags").map((t) => t.id));
    const drivers = await send("GET", "/v1/fleet/drivers");
    expect(drivers.body.drivers.map((d: { id: number }) => String(d.id))).toEqual(
      mock.list("drivers").map((d) => d.id),
    );
  });

  it("answers what hangs under a driver only for a driver the mock has", async () => {
    const send = client(mock.fetch, "https://api.example.com", null);
    const [driver] = mock.list("drivers");
    const path = (id: string) => `/v1/fleet/drivers/${id}/hos/duty_status`;
    const body = { duty_status: "ON_DUTY" };
    expect((await send("POST", path(driver!.id), body)).status).toBe(200);
    const missing = await send("POST", path("999999999"), body);
    expect([missing.status, missing.code]).toEqual([404, "not_found"]);
  });

  it("answers without a token: the spec declares no security", async () => {
    const answer = await client(mock.fetch, "https://api.example.com", null)("GET", "/v1/tags");
    expect(answer.status).toBe(200);
  });
});

describe("the bundled spec served from its file", () => {
  it("lists the model's objects where the spec leaves the answer open ({}), as the bundled mock does", async () => {
    const mock = await createMock({ spec: "spec/fleet-api.yaml", now: START_MS, data: { vehicles: 4 } });
    const send = client(mock.fetch, "https://api.example.com", mock.tokens.fullAccess!.token);
    const tags = await send("GET", "/v1/tags");
    expect(tags.body.data).toEqual(mock.list("tags").map((t) => expect.objectContaining({ id: t.id, name: t.name })));
    const [tag] = mock.list("tags");
    expect((await send("GET", `/v1/tags/${tag!.id}`)).body).toMatchObject({ id: tag!.id, name: tag!.name });
  });

  it("registers what POST /webhooks creates with the mock's webhooks, HTTPS only, as the bundled mock does", async () => {
    const mock = await createMock({ spec: "spec/fleet-api.yaml", now: START_MS, data: { vehicles: 2 } });
    const send = client(mock.fetch, "https://api.example.com", mock.tokens.fullAccess!.token);
    const created = await send("POST", "/webhooks", { name: "Alerts", url: "https://hooks.example.com/fleet" });
    expect(created.status).toBe(200);
    expect(mock.listWebhooks()).toEqual([created.body]);
    const local = await send("POST", "/webhooks", { name: "Local", url: "http://127.0.0.1:9/hooks" });
    expect([local.status, local.code]).toEqual([400, "invalid_body"]);
  });
});

describe("a served shape that refuses some of the model's values", () => {
  const STRICT = {
    openapi: "3.1.0",
    info: { title: "strict", version: "1" },
    paths: {
      "/fleet/vehicles": {
        get: {
          operationId: "listStrictVehicles",
          parameters: [{ name: "after", in: "query", schema: { type: "string" } }],
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["data", "pagination"],
                    properties: {
                      data: {
                        type: "array",
                        items: {
                          type: "object",
                          additionalProperties: false,
                          required: ["id", "name", "year"],
                          properties: {
                            id: { type: "integer" },
                            name: { type: "string", pattern: "^Fleet " },
                            year: { type: "string", pattern: "^\\d{4}$" },
                          },
                        },
                      },
                      pagination: {
                        type: "object",
                        required: ["endCursor", "hasNextPage"],
                        properties: { endCursor: { type: "string" }, hasNextPage: { type: "boolean" } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };

  it("never sends a model value the schema refuses: it keeps the valid ones (the id, as a number) and fills the rest", async () => {
    const mock = await createMock({ spec: STRICT, now: START_MS, data: { vehicles: 6 } });
    const validate = independentValidator(
      STRICT,
      "2020-12",
    )("#/paths/~1fleet~1vehicles/get/responses/200/content/application~1json/schema");
    const send = client(mock.fetch, "https://api.example.com", null);
    const pages = await walk(send, "/fleet/vehicles");
    for (const page of pages) expect(validate(page) ? [] : validate.errors).toEqual([]);
    const items = pages.flatMap((p) => p.data);
    expect(items.map((v: { id: number }) => String(v.id))).toEqual(mock.list("vehicles").map((v) => v.id));
    // The model's names ("Truck 001") break the pattern: generated ones instead. Its years are numbers: as strings.
    const model = mock.list("vehicles");
    expect(items).toEqual(
      model.map((v) => ({ id: Number(v.id), name: expect.stringMatching(/^Fleet /), year: String(v.year) })),
    );
  });
});

describe("the vendor's Swagger 2.0 spec (swagger.json)", () => {
  it("does not refuse a request whose schema ajv cannot compile (the vendor writes `type: float64`)", async () => {
    const doc = readDoc(vendorSpec("swagger.json"));
    expect(JSON.stringify(doc)).toContain('"type":"float64"');
    const mock = await createMock({ spec: vendorSpec("swagger.json"), now: START_MS, data: { vehicles: 3 } });
    const send = client(mock.fetch, "https://api.example.com", mock.tokens.fullAccess!.token);
    const answer = await send("PATCH", "/industrial/assets/1/data-outputs", { values: { setpoint: 1 } });
    expect([answer.status, answer.code]).toEqual([200, null]);
  });
});

describe("a served schema that refuses the model's ids", () => {
  const driver = {
    type: "object",
    required: ["id", "name"],
    properties: { id: { type: "string", format: "uuid" }, name: { type: "string" } },
  };
  const json = (schema: object) => ({ description: "ok", content: { "application/json": { schema } } });
  const UUIDS = {
    openapi: "3.1.0",
    info: { title: "uuids", version: "1" },
    paths: {
      "/fleet/drivers": {
        get: {
          operationId: "listDrivers",
          responses: { "200": json({ type: "object", properties: { data: { type: "array", items: driver } } }) },
        },
      },
      "/fleet/drivers/{id}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        get: { operationId: "getDriver", responses: { "200": json(driver) } },
        patch: {
          operationId: "patchDriver",
          requestBody: {
            content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } } },
          },
          responses: { "200": json(driver) },
        },
      },
    },
  };

  it("shows each record under an id drawn from the seed, the same in every answer, and reads and changes it by that id", async () => {
    const mock = await createMock({ spec: UUIDS, now: START_MS, data: { drivers: 4 } });
    const send = client(mock.fetch, "https://api.example.com", null);
    const listed = (await send("GET", "/fleet/drivers")).body.data as { id: string; name: string }[];
    expect(listed.map((d) => d.name)).toEqual(mock.list("drivers").map((d) => d.name));
    expect(new Set(listed.map((d) => d.id)).size).toBe(listed.length);
    for (const d of listed) expect(d.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect((await send("GET", `/fleet/drivers/${listed[2]!.id}`)).body).toEqual(listed[2]);
    const changed = await send("PATCH", `/fleet/drivers/${listed[2]!.id}`, { name: "Renamed" });
    expect(changed.body).toEqual({ id: listed[2]!.id, name: "Renamed" });
    expect(mock.list("drivers")[2]!.name).toBe("Renamed");
    expect((await send("GET", "/fleet/drivers")).body.data[2]).toEqual({ id: listed[2]!.id, name: "Renamed" });
  });
});
