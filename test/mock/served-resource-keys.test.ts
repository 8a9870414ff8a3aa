// Resources the mock keeps, found in shapes published specs use: Twilio names its items' `sid` by a path parameter
// `{Sid}` (no `id`), and Google's lists carry `unreachable` (a list of names) beside the list of records. The mock
// found no key field, or no list, and answered sampled records: a create was not kept, and anything read back 200.
import { describe, expect, it } from "vitest";
import { createMock } from "../../testing/index.js";
import { json, ok, ref } from "./spec-caller.js";

const collection = (list: string, one: string, param: string, listSchema: object, item: string) => ({
  [list]: {
    get: { responses: ok(listSchema) },
    post: { requestBody: json(ref(item)), responses: ok(ref(item)) },
  },
  [one]: {
    get: {
      parameters: [{ name: param, in: "path", required: true, schema: { type: "string" } }],
      responses: ok(ref(item)),
    },
  },
});

const SPEC = {
  openapi: "3.0.3",
  info: { title: "keys", version: "1" },
  paths: {
    ...collection(
      "/Things",
      "/Things/{Sid}",
      "Sid",
      { type: "object", properties: { items: { type: "array", items: ref("Thing") } } },
      "Thing",
    ),
    ...collection(
      "/projects/{projectId}/datasets",
      "/projects/{projectId}/datasets/{datasetId}",
      "datasetId",
      {
        type: "object",
        properties: {
          datasets: { type: "array", items: ref("Dataset") },
          unreachable: { type: "array", items: { type: "string" } },
        },
      },
      "Dataset",
    ),
  },
  components: {
    schemas: {
      Thing: {
        type: "object",
        properties: { sid: { type: "string", pattern: "^TH[0-9a-fA-F]{32}$" }, friendly_name: { type: "string" } },
      },
      Dataset: { type: "object", properties: { id: { type: "string" }, friendlyName: { type: "string" } } },
    },
  },
};

async function roundTrip(list: string, body: object, keyOf: (created: Record<string, string>) => string) {
  const mock = await createMock({ spec: structuredClone(SPEC) });
  const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await mock.fetch(`http://127.0.0.1${path}`, { headers, ...init });
    return [response.status, await response.json()] as [number, Record<string, unknown>];
  };
  const [, created] = await call(list, { method: "POST", body: JSON.stringify(body) });
  return {
    created,
    listed: (await call(list))[1],
    read: await call(`${list}/${keyOf(created as Record<string, string>)}`),
    unknown: (await call(`${list}/nope`))[0],
  };
}

describe("resources in published shapes", () => {
  it("a {Sid} path parameter names the items' sid: a create is kept, listed and read back; another sid is 404", async () => {
    const { created, listed, read, unknown } = await roundTrip("/Things", { friendly_name: "x" }, (c) => c.sid!);
    expect(created).toMatchObject({ friendly_name: "x", sid: expect.stringMatching(/^TH[0-9a-fA-F]{32}$/) });
    expect(listed.items).toEqual([created]);
    expect(read).toEqual([200, created]);
    expect(unknown).toBe(404);
  });

  it("a list beside a list of names (Google's unreachable) is the list of records", async () => {
    const list = "/projects/p1/datasets";
    const { created, listed, read } = await roundTrip(list, { friendlyName: "x" }, (c) => c.id!);
    expect(listed.datasets).toEqual([created]);
    expect(read).toEqual([200, created]);
  });
});

describe("a key the item's path parameter says more of than the item", () => {
  // DigitalOcean's `GET /v2/volumes/{volume_id}` takes a uuid, its volume's `id` is only a string: a volume the mock
  // created under a key of twelve letters read back 400 (volume_id must match format "uuid").
  const Volume = { type: "object", properties: { id: { type: "string", readOnly: true }, name: { type: "string" } } };
  const item = (format: object) => ({
    get: {
      parameters: [{ name: "volume_id", in: "path", required: true, schema: { type: "string", ...format } }],
      responses: ok({ type: "object", properties: { volume: Volume } }),
    },
  });
  const volumes = (format: object) => ({
    openapi: "3.0.0",
    info: { title: "volumes", version: "1" },
    paths: {
      "/v2/volumes": {
        get: { responses: ok({ type: "object", properties: { volumes: { type: "array", items: Volume } } }) },
        post: { requestBody: json(Volume), responses: ok({ type: "object", properties: { volume: Volume } }) },
      },
      "/v2/volumes/{volume_id}": item(format),
    },
  });

  it.each([
    ["a uuid", { format: "uuid" }, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/],
    ["a pattern", { pattern: "^vol-[0-9]{6}$" }, /^vol-[0-9]{6}$/],
  ])("is minted as the parameter takes it (%s), and the created item reads back", async (_name, format, shape) => {
    const mock = await createMock({ spec: volumes(format) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const call = (path: string, init: RequestInit = {}) => mock.fetch(`http://127.0.0.1${path}`, { headers, ...init });
    const created = (await (await call("/v2/volumes", { method: "POST", body: '{"name":"v1"}' })).json()) as {
      volume: { id: string; name: string };
    };
    expect(created.volume).toEqual({ id: expect.stringMatching(shape), name: "v1" });
    const read = await call(`/v2/volumes/${created.volume.id}`);
    expect([read.status, await read.json()]).toEqual([200, created]);
  });
});

describe("a create whose answer is not the item", () => {
  // Google's `POST /v1/services` answers a long-running `Operation`; the service is read back by its `serviceName`,
  // which the caller chooses. The mock kept none of the body (it read it by the Operation's schema) and replaced the key.
  const Thing = { type: "object", properties: { thingName: { type: "string" }, color: { type: "string" } } };
  const Operation = { type: "object", properties: { name: { type: "string" }, done: { type: "boolean" } } };
  const THINGS = {
    openapi: "3.0.3",
    info: { title: "things", version: "1" },
    paths: {
      "/v1/things": {
        get: { responses: ok({ type: "object", properties: { things: { type: "array", items: Thing } } }) },
        post: { requestBody: json(Thing), responses: ok(Operation) },
      },
      "/v1/things/{thingName}": {
        get: {
          parameters: [{ name: "thingName", in: "path", required: true, schema: { type: "string" } }],
          responses: ok(Thing),
        },
      },
    },
  };

  it("keeps the body as the collection's read shows it, under the key the caller chose", async () => {
    const mock = await createMock({ spec: structuredClone(THINGS) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const call = (path: string, init: RequestInit = {}) => mock.fetch(`http://127.0.0.1${path}`, { headers, ...init });
    const created = await call("/v1/things", {
      method: "POST",
      body: JSON.stringify({ thingName: "t1", color: "red" }),
    });
    expect(created.status).toBe(200);
    const listed = (await (await call("/v1/things")).json()) as { things: unknown[] };
    expect(listed.things).toEqual([{ thingName: "t1", color: "red" }]);
    const read = await call("/v1/things/t1");
    expect([read.status, await read.json()]).toEqual([200, { thingName: "t1", color: "red" }]);
  });
});

describe("a list described through allOf (AWS's shape)", () => {
  // QLDB's `ListLedgersResponse.Ledgers` is `allOf: [{ $ref: LedgerList }, { description }]`: the mock found no list in
  // it, and the list of ledgers stayed empty after a create.
  const LEDGERS = {
    openapi: "3.0.0",
    info: { title: "ledgers", version: "1" },
    paths: {
      "/ledgers": {
        get: {
          responses: ok({
            type: "object",
            properties: { Ledgers: { allOf: [ref("LedgerList"), { description: "The ledgers." }] } },
          }),
        },
        post: { requestBody: json(ref("Ledger")), responses: ok(ref("Ledger")) },
      },
      "/ledgers/{name}": {
        get: {
          parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }],
          responses: ok(ref("Ledger")),
        },
      },
    },
    components: {
      schemas: {
        Ledger: { type: "object", properties: { Name: { type: "string" }, State: { type: "string" } } },
        LedgerList: { type: "array", items: ref("Ledger") },
      },
    },
  };

  it("lists what was created, by the name the caller chose", async () => {
    const mock = await createMock({ spec: structuredClone(LEDGERS) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const call = (path: string, init: RequestInit = {}) => mock.fetch(`http://127.0.0.1${path}`, { headers, ...init });
    await call("/ledgers", { method: "POST", body: JSON.stringify({ Name: "myledger", State: "ACTIVE" }) });
    expect(((await (await call("/ledgers")).json()) as { Ledgers: unknown[] }).Ledgers).toEqual([
      { Name: "myledger", State: "ACTIVE" },
    ]);
    expect((await call("/ledgers/myledger")).status).toBe(200);
  });
});
