// What the mock keeps of what is sent, in shapes published specs use (the sweeps of 2026-11-28): a create's fields
// its item shows read-only (Linode) or only its own answer shows (Adyen), a change's fields its body leaves out
// (Hetzner, Zuora, Jira), a list paged by number or offset (Mux), and an item answered as the one element of a list
// (Xero).
import { describe, expect, it } from "vitest";
import { json, ok, ref, specCaller } from "./spec-caller.js";

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
    const call = await specCaller(SPEC);
    const [, created] = await call("POST", "/instances", { label: "web-1", region: "us-east", id: 99 });
    expect(created).toEqual({ id: 1, label: "web-1", region: "us-east" });
    expect(await call("GET", `/instances/${created.id}`)).toEqual([200, created]);
  });

  it("a field only the create's answer shows is answered as sent", async () => {
    const call = await specCaller(SPEC);
    const [, created] = await call("POST", "/sessions", { reference: "order-1" });
    expect(created.reference).toBe("order-1");
    const [status, read] = await call("GET", `/sessions/${created.id}`);
    expect([status, read]).toEqual([200, expect.objectContaining({ id: created.id })]);
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
    const caller = await specCaller(SPEC);
    const call = async (method: string, path: string, body?: object) => (await caller(method, path, body))[1];
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
    const caller = await specCaller(SPEC);
    const call = async (method: string, path: string, body?: object) => (await caller(method, path, body))[1];
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
    const call = await specCaller(SPEC);
    const [, created] = await call("PUT", "/Things", { Things: [{ Name: "Ada" }, { Name: "Bo" }] });
    expect(created.Things.map((t: { Name: string }) => t.Name)).toEqual(["Ada", "Bo"]);
    const [ada] = created.Things;
    expect(ada!.ThingID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(await call("GET", `/Things/${ada!.ThingID}`)).toEqual([200, { Things: [ada] }]);
    expect(await call("GET", "/Things")).toEqual([200, created]);
    expect((await call("DELETE", `/Things/${ada!.ThingID}`))[0]).toBe(200);
    expect((await call("GET", `/Things/${ada!.ThingID}`))[0]).toBe(404);
    expect((await call("GET", "/Things"))[1].Things.map((t: { Name: string }) => t.Name)).toEqual(["Bo"]);
  });

  it("Xero's contacts, which the fleet model's contacts hold, read back by the ContactID the schema calls their id", async () => {
    const call = await specCaller(JSON.parse(JSON.stringify(SPEC).replaceAll("Thing", "Contact")));
    const [, put] = await call("PUT", "/Contacts", { Contacts: [{ Name: "Ada" }] });
    const [ada] = put.Contacts;
    expect(ada).toEqual({ ContactID: expect.stringMatching(/^[0-9a-f]{8}-/), Name: "Ada" });
    expect(await call("GET", `/Contacts/${ada.ContactID}`)).toEqual([200, { Contacts: [ada] }]);
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
    const caller = await specCaller(SPEC);
    const call = async (method: string, path: string, body?: object) => (await caller(method, path, body))[1];
    const created = (await call("POST", "/codes", { name: "A1", type: "Cash", labels: { a: "b" } })) as { id: string };
    expect(await call("PUT", `/codes/${created.id}`, { name: "B2" })).toEqual({ success: true });
    expect(await call("GET", `/codes/${created.id}`)).toEqual({ ...created, name: "B2" });
  });

  it("a PUT merges into nested objects too (Jira's editIssue, a PUT of fields.summary)", async () => {
    const call = await specCaller(SPEC);
    const [, created] = await call("POST", "/codes", { name: "A1", fields: { summary: "Bug A", priority: "High" } });
    await call("PUT", `/codes/${created.id}`, { fields: { summary: "Bug A2" } });
    expect((await call("GET", `/codes/${created.id}`))[1]).toMatchObject({
      name: "A1",
      fields: { summary: "Bug A2", priority: "High" },
    });
  });

  it("a PATCH merges into nested objects (Jira's fields)", async () => {
    const caller = await specCaller(SPEC);
    const call = async (method: string, path: string, body?: object) => (await caller(method, path, body))[1];
    const created = (await call("POST", "/codes", {
      name: "A1",
      fields: { summary: "Bug A", priority: "High" },
    })) as { id: string };
    const changed = await call("PATCH", `/codes/${created.id}`, { fields: { summary: "Bug A2" } });
    expect(changed).toMatchObject({ name: "A1", fields: { summary: "Bug A2", priority: "High" } });
    expect(await call("GET", `/codes/${created.id}`)).toEqual(changed);
  });
});

describe("a change answered by a 204", () => {
  const Thing = {
    type: "object",
    properties: { id: { type: "string" }, name: { type: "string" }, note: { type: "string" } },
  };
  const idParam = [{ name: "id", in: "path", required: true, schema: { type: "string" } }];
  const SPEC = {
    openapi: "3.0.3",
    info: { title: "things", version: "1" },
    paths: {
      "/things": { post: { requestBody: json(Thing), responses: ok(Thing) } },
      "/things/{id}": {
        parameters: idParam,
        get: { responses: ok(Thing) },
        put: { requestBody: json(Thing), responses: { "204": { description: "changed" } } },
        patch: { requestBody: json(Thing), responses: { "204": { description: "changed" } } },
      },
    },
  };

  it("changes the record all the same, a PUT and a PATCH alike", async () => {
    const call = await specCaller(SPEC);
    const [, created] = await call("POST", "/things", { name: "n", note: "kept" });
    expect(await call("PUT", `/things/${created.id}`, { name: "n2" })).toEqual([204, undefined]);
    expect(await call("GET", `/things/${created.id}`)).toEqual([200, { ...created, name: "n2" }]);
    expect(await call("PATCH", `/things/${created.id}`, { note: "changed" })).toEqual([204, undefined]);
    expect(await call("GET", `/things/${created.id}`)).toEqual([200, { ...created, name: "n2", note: "changed" }]);
  });
});
