// Resources the mock keeps, found in shapes published specs use: Twilio names its items' `sid` by a path parameter
// `{Sid}` (no `id`), and Google's lists carry `unreachable` (a list of names) beside the list of records. The mock
// found no key field, or no list, and answered sampled records: a create was not kept, and anything read back 200.
import { describe, expect, it } from "vitest";
import { createMock } from "../../testing/index.js";

const json = (schema: object) => ({ content: { "application/json": { schema } } });
const ok = (schema: object) => ({ "200": { description: "ok", ...json(schema) } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

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

describe("resources in more published shapes (the sweep of 2026-11-28)", () => {
  const item = (param: string, schema: object, methods: string[] = ["get"]) =>
    Object.fromEntries(
      methods.map((method) => [
        method,
        {
          parameters: [{ name: param, in: "path", required: true, schema: { type: "string" } }],
          ...(method === "put" && { requestBody: json(schema) }),
          responses: ok(schema),
        },
      ]),
    );
  const Thing = {
    type: "object",
    properties: { id: { type: "string", readOnly: true }, uid: { type: "string" }, name: { type: "string" } },
  };
  const Flag = { type: "object", properties: { key: { type: "string" }, name: { type: "string" } } };
  const Token = { type: "object", properties: { _id: { type: "string" }, name: { type: "string" } } };
  const Issue = {
    type: "object",
    properties: { id: { type: "integer" }, number: { type: "integer" }, title: { type: "string" } },
  };
  const Repo = { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } } };
  const Server = { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } } };
  const Action = { type: "object", properties: { id: { type: "integer" }, command: { type: "string" } } };
  const SPEC = {
    openapi: "3.0.3",
    info: { title: "shapes", version: "1" },
    paths: {
      // Hetzner: the create answers the new server beside an action, which has an id too and comes first.
      "/servers": {
        get: { responses: ok({ type: "object", properties: { servers: { type: "array", items: Server } } }) },
        post: {
          requestBody: json(Server),
          responses: ok({ type: "object", properties: { action: Action, server: Server } }),
        },
      },
      "/servers/{id}": item("id", { type: "object", properties: { server: Server } }),
      // LaunchDarkly: a project's flags are created on a path that ends in the project's key.
      "/flags/{projectKey}": {
        parameters: [{ name: "projectKey", in: "path", required: true, schema: { type: "string" } }],
        get: { responses: ok({ type: "object", properties: { items: { type: "array", items: Flag } } }) },
        post: { requestBody: json(Flag), responses: { "201": { description: "created", ...json(Flag) } } },
      },
      "/flags/{projectKey}/{featureFlagKey}": {
        parameters: [{ name: "projectKey", in: "path", required: true, schema: { type: "string" } }],
        ...item("featureFlagKey", Flag),
      },
      // LaunchDarkly's tokens are keyed by `_id`.
      "/tokens": {
        get: { responses: ok({ type: "object", properties: { items: { type: "array", items: Token } } }) },
        post: { requestBody: json(Token), responses: ok(Token) },
      },
      "/tokens/{tokenId}": item("tokenId", Token),
      // Gitea: repositories created and listed at one path, with no item path there.
      "/user/repos": {
        get: { responses: ok({ type: "array", items: Repo }) },
        post: { requestBody: json(Repo), responses: ok(Repo) },
      },
      // GitHub's and Gitea's issues: keyed by `number`, each with an `id` of its own.
      "/issues": {
        get: { responses: ok({ type: "array", items: Issue }) },
        post: { requestBody: json(Issue), responses: ok(Issue) },
      },
      "/issues/{issue_number}": item("issue_number", Issue),
      // Postman: the body wraps the item as the answer does, and the item is read by its `uid`.
      "/things": {
        get: { responses: ok({ type: "object", properties: { things: { type: "array", items: Thing } } }) },
        post: {
          requestBody: json({ type: "object", properties: { thing: Thing } }),
          responses: ok({ type: "object", properties: { thing: Thing } }),
        },
      },
      "/things/{thing_uid}": item("thing_uid", { type: "object", properties: { thing: Thing } }, ["get", "put"]),
    },
  };

  const start = async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    return async (method: string, path: string, body?: object) => {
      const response = await mock.fetch(`http://127.0.0.1${path}`, {
        method,
        headers,
        ...(body && { body: JSON.stringify(body) }),
      });
      return [response.status, await response.json()] as [number, any];
    };
  };

  it("a create that answers the item beside another object with an id (Hetzner's action) keeps and answers the item", async () => {
    const call = await start();
    const [, created] = await call("POST", "/servers", { name: "web-1" });
    expect(created.server).toEqual({ id: expect.any(Number), name: "web-1" });
    expect(await call("GET", `/servers/${created.server.id}`)).toEqual([200, { server: created.server }]);
  });

  it("a POST on a collection whose path ends in its parent's key creates there, and the list is that parent's", async () => {
    const call = await start();
    expect(await call("POST", "/flags/p1", { key: "f1", name: "Flag" })).toEqual([201, { key: "f1", name: "Flag" }]);
    expect(await call("GET", "/flags/p1/f1")).toEqual([200, { key: "f1", name: "Flag" }]);
    expect(await call("GET", "/flags/p1")).toEqual([200, { items: [{ key: "f1", name: "Flag" }] }]);
    expect(await call("GET", "/flags/p2")).toEqual([200, { items: [] }]);
  });

  it("items keyed by _id are kept and read back by it; another is 404", async () => {
    const call = await start();
    const [, created] = await call("POST", "/tokens", { name: "t1" });
    expect(created).toEqual({ _id: expect.any(String), name: "t1" });
    expect(await call("GET", `/tokens/${created._id}`)).toEqual([200, created]);
    expect((await call("GET", "/tokens/nope"))[0]).toBe(404);
  });

  it("a collection created and listed at one path, with no item path, lists what was created", async () => {
    const call = await start();
    const [, first] = await call("POST", "/user/repos", { name: "one" });
    const [, second] = await call("POST", "/user/repos", { name: "two" });
    expect(await call("GET", "/user/repos")).toEqual([200, [first, second]]);
    expect([first.name, second.name]).toEqual(["one", "two"]);
  });

  it("items keyed by number get an id each", async () => {
    const call = await start();
    const [, a] = await call("POST", "/issues", { title: "a" });
    const [, b] = await call("POST", "/issues", { title: "b" });
    expect([a.number, b.number]).toEqual([1, 2]);
    expect(a.id).not.toBe(b.id);
    expect(await call("GET", "/issues/2")).toEqual([200, b]);
  });

  it("a body wrapped as the answer wraps the item is the item's fields; it reads back by its uid, and a PUT so wrapped changes it", async () => {
    const call = await start();
    const [, created] = await call("POST", "/things", { thing: { name: "Mine" } });
    expect(created.thing).toMatchObject({ name: "Mine", uid: expect.any(String) });
    expect(await call("GET", `/things/${created.thing.uid}`)).toEqual([200, created]);
    const [, changed] = await call("PUT", `/things/${created.thing.uid}`, { thing: { name: "Renamed" } });
    expect(changed.thing).toMatchObject({ name: "Renamed", uid: created.thing.uid });
  });
});

describe("what a create keeps of its body", () => {
  const Instance = {
    type: "object",
    properties: {
      id: { type: "integer", readOnly: true },
      label: { type: "string" },
      region: { type: "string", readOnly: true },
    },
  };
  const Session = { type: "object", properties: { id: { type: "string" }, reference: { type: "string" } } };
  const SessionResult = { type: "object", properties: { id: { type: "string" }, status: { type: "string" } } };
  const SPEC = {
    openapi: "3.0.3",
    info: { title: "creates", version: "1" },
    paths: {
      // Linode: the create takes the `region` the instance shows read-only.
      "/instances": {
        get: { responses: ok({ type: "object", properties: { data: { type: "array", items: Instance } } }) },
        post: {
          requestBody: json({ type: "object", properties: { label: { type: "string" }, region: { type: "string" } } }),
          responses: ok(Instance),
        },
      },
      "/instances/{instanceId}": {
        get: {
          parameters: [{ name: "instanceId", in: "path", required: true, schema: { type: "integer" } }],
          responses: ok(Instance),
        },
      },
      // Adyen: the create answers the session with its reference; the read answers a result without it.
      "/sessions": {
        post: { requestBody: json(Session), responses: { "201": { description: "ok", ...json(Session) } } },
      },
      "/sessions/{sessionId}": {
        get: {
          parameters: [{ name: "sessionId", in: "path", required: true, schema: { type: "string" } }],
          responses: ok(SessionResult),
        },
      },
    },
  };

  it("a field the create's request schema takes is kept, though the item shows it read-only", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const post = await mock.fetch("http://127.0.0.1/instances", {
      method: "POST",
      headers,
      body: JSON.stringify({ label: "web-1", region: "us-east", id: 99 }),
    });
    const created = (await post.json()) as { id: number };
    expect(created).toEqual({ id: 1, label: "web-1", region: "us-east" });
    const read = await mock.fetch(`http://127.0.0.1/instances/${created.id}`, { headers });
    expect(await read.json()).toEqual(created);
  });

  it("a field only the create's answer shows is answered as sent", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const post = await mock.fetch("http://127.0.0.1/sessions", {
      method: "POST",
      headers,
      body: JSON.stringify({ reference: "order-1" }),
    });
    const created = (await post.json()) as { id: string; reference: string };
    expect(created.reference).toBe("order-1");
    const read = await mock.fetch(`http://127.0.0.1/sessions/${created.id}`, { headers });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: created.id });
  });
});

describe("what a replace keeps", () => {
  // Hetzner's `PUT /ssh_keys/{id}` takes a name (and labels): the key's `public_key` was replaced by a generated value.
  const Key = {
    type: "object",
    properties: { id: { type: "integer" }, name: { type: "string" }, public_key: { type: "string" } },
  };
  const SPEC = {
    openapi: "3.0.1",
    info: { title: "keys", version: "1" },
    paths: {
      "/keys": { post: { requestBody: json(Key), responses: { "201": { description: "ok", ...json(Key) } } } },
      "/keys/{id}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        get: { responses: ok(Key) },
        put: { requestBody: json({ type: "object", properties: { name: { type: "string" } } }), responses: ok(Key) },
      },
    },
  };

  it("a field the PUT's request schema does not take stays as it was; the others are replaced", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const call = async (method: string, path: string, body?: object) =>
      (
        await mock.fetch(`http://127.0.0.1${path}`, { method, headers, ...(body && { body: JSON.stringify(body) }) })
      ).json();
    const created = (await call("POST", "/keys", { name: "k1", public_key: "ssh-ed25519 AAAA" })) as { id: number };
    const replaced = await call("PUT", `/keys/${created.id}`, { name: "k2" });
    expect(replaced).toEqual({ id: created.id, name: "k2", public_key: "ssh-ed25519 AAAA" });
    expect(await call("GET", `/keys/${created.id}`)).toEqual(replaced);
  });
});

describe("a list paged by number or offset", () => {
  // Mux's `GET /video/v1/assets?limit=2` answered every asset, and `page=2` the same: a page loop never ended. (Not
  // `/assets`, which names the fleet model's collection.)
  const Asset = { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } };
  const query = (name: string) => ({ name, in: "query", schema: { type: "integer" } });
  const SPEC = {
    openapi: "3.0.3",
    info: { title: "assets", version: "1" },
    paths: {
      "/videos": {
        get: {
          parameters: [query("limit"), query("page")],
          responses: ok({ type: "object", properties: { data: { type: "array", items: Asset } } }),
        },
        post: { requestBody: json(Asset), responses: ok({ type: "object", properties: { data: Asset } }) },
      },
      "/videos/{assetId}": {
        get: {
          parameters: [{ name: "assetId", in: "path", required: true, schema: { type: "string" } }],
          responses: ok({ type: "object", properties: { data: Asset } }),
        },
      },
      "/items": {
        get: {
          parameters: [query("per_page"), query("offset")],
          responses: ok({ type: "array", items: Asset }),
        },
        post: { requestBody: json(Asset), responses: ok(Asset) },
      },
      "/items/{id}": {
        get: {
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          responses: ok(Asset),
        },
      },
    },
  };

  it("answers the page asked for, and an empty page past the end", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const call = async (method: string, path: string, body?: object) =>
      (
        await mock.fetch(`http://127.0.0.1${path}`, { method, headers, ...(body && { body: JSON.stringify(body) }) })
      ).json();
    for (const name of ["a", "b", "c", "d", "e"]) {
      await call("POST", "/videos", { name });
      await call("POST", "/items", { name });
    }
    const names = (list: unknown) => ((list as { data?: unknown }).data ?? list) as { name: string }[];
    const pages: string[][] = [];
    for (let page = 1; page <= 4; page++)
      pages.push(names(await call("GET", `/videos?limit=2&page=${page}`)).map((a) => a.name));
    expect(pages).toEqual([["a", "b"], ["c", "d"], ["e"], []]);
    expect(names(await call("GET", "/videos")).length).toBe(5);
    expect(names(await call("GET", "/items?per_page=2&offset=3")).map((a) => a.name)).toEqual(["d", "e"]);
  });
});

describe("an item answered as the one element of a list (Xero's shape)", () => {
  // Xero creates with `PUT /Contacts { Contacts: [ … ] }` and answers `GET /Contacts/{ContactID}` with
  // `{ Contacts: [Contact] }`; a contact's id is its `ContactID`. Nothing created read back.
  const SPEC = {
    openapi: "3.0.0",
    info: { title: "things", version: "1" },
    paths: {
      "/Things": {
        get: { responses: ok(ref("Things")) },
        put: { requestBody: json(ref("Things")), responses: ok(ref("Things")) },
      },
      "/Things/{ThingID}": {
        parameters: [{ name: "ThingID", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
        get: { responses: ok(ref("Things")) },
        delete: { responses: ok(ref("Things")) },
      },
    },
    components: {
      schemas: {
        Things: { type: "object", properties: { Things: { type: "array", items: ref("Thing") } } },
        Thing: {
          type: "object",
          properties: { ThingID: { type: "string", format: "uuid" }, Name: { type: "string" } },
        },
      },
    },
  };

  it("a PUT of a list creates each, and each reads back as a list of one, until it is deleted", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const call = async (method: string, path: string, body?: object) => {
      const response = await mock.fetch(`http://127.0.0.1${path}`, {
        method,
        headers,
        ...(body && { body: JSON.stringify(body) }),
      });
      return [response.status, await response.json()] as [number, { Things: { ThingID: string; Name: string }[] }];
    };
    const [, created] = await call("PUT", "/Things", { Things: [{ Name: "Ada" }, { Name: "Bo" }] });
    expect(created.Things.map((t) => t.Name)).toEqual(["Ada", "Bo"]);
    const [ada] = created.Things;
    expect(ada!.ThingID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(await call("GET", `/Things/${ada!.ThingID}`)).toEqual([200, { Things: [ada] }]);
    expect(await call("GET", "/Things")).toEqual([200, created]);
    expect((await call("DELETE", `/Things/${ada!.ThingID}`))[0]).toBe(200);
    expect((await call("GET", `/Things/${ada!.ThingID}`))[0]).toBe(404);
    expect((await call("GET", "/Things"))[1].Things.map((t) => t.Name)).toEqual(["Bo"]);
  });

  it("Xero's contacts, which the fleet model's contacts hold, read back by the ContactID the schema calls their id", async () => {
    const spec = JSON.parse(JSON.stringify(SPEC).replaceAll("Thing", "Contact"));
    const mock = await createMock({ spec });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const put = await mock.fetch("http://127.0.0.1/Contacts", {
      method: "PUT",
      headers,
      body: JSON.stringify({ Contacts: [{ Name: "Ada" }] }),
    });
    const [ada] = ((await put.json()) as { Contacts: { ContactID: string; Name: string }[] }).Contacts;
    expect(ada).toEqual({ ContactID: expect.stringMatching(/^[0-9a-f]{8}-/), Name: "Ada" });
    const read = await mock.fetch(`http://127.0.0.1/Contacts/${ada!.ContactID}`, { headers });
    expect([read.status, await read.json()]).toEqual([200, { Contacts: [ada] }]);
  });
});

describe("what a change keeps", () => {
  const Code = {
    type: "object",
    properties: {
      id: { type: "string" },
      name: { type: "string" },
      type: { type: "string", enum: ["Cash", "AccountsReceivable"] },
      labels: { type: "object", additionalProperties: { type: "string" } },
      fields: { type: "object", properties: { summary: { type: "string" }, priority: { type: "string" } } },
    },
  };
  const idParam = [{ name: "id", in: "path", required: true, schema: { type: "string" } }];
  const SPEC = {
    openapi: "3.0.3",
    info: { title: "codes", version: "1" },
    paths: {
      "/codes": { post: { requestBody: json(Code), responses: ok(Code) } },
      "/codes/{id}": {
        parameters: idParam,
        get: { responses: ok(Code) },
        // Zuora's: the change answers an acknowledgement, not the item.
        put: {
          requestBody: json({
            type: "object",
            properties: { name: { type: "string" }, labels: Code.properties.labels },
          }),
          responses: ok({ type: "object", properties: { success: { type: "boolean" } } }),
        },
        patch: { requestBody: json(Code), responses: ok(Code) },
      },
    },
  };

  it("a PUT answered by an acknowledgement changes what its body gives and keeps the rest, labels included", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const call = async (method: string, path: string, body?: object) =>
      (
        await mock.fetch(`http://127.0.0.1${path}`, { method, headers, ...(body && { body: JSON.stringify(body) }) })
      ).json();
    const created = (await call("POST", "/codes", { name: "A1", type: "Cash", labels: { a: "b" } })) as { id: string };
    expect(await call("PUT", `/codes/${created.id}`, { name: "B2" })).toEqual({ success: true });
    expect(await call("GET", `/codes/${created.id}`)).toEqual({ ...created, name: "B2" });
  });

  it("a PATCH merges into nested objects (Jira's fields)", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const call = async (method: string, path: string, body?: object) =>
      (
        await mock.fetch(`http://127.0.0.1${path}`, { method, headers, ...(body && { body: JSON.stringify(body) }) })
      ).json();
    const created = (await call("POST", "/codes", {
      name: "A1",
      fields: { summary: "Bug A", priority: "High" },
    })) as { id: string };
    const changed = await call("PATCH", `/codes/${created.id}`, { fields: { summary: "Bug A2" } });
    expect(changed).toMatchObject({ name: "A1", fields: { summary: "Bug A2", priority: "High" } });
    expect(await call("GET", `/codes/${created.id}`)).toEqual(changed);
  });
});
