// Resources the mock keeps in more shapes published specs use, found by a sweep of fifteen descriptions on
// 2026-11-28: a create answer's item beside another object with an id (Hetzner), a create path ending in its parent's
// key (LaunchDarkly's flags), `_id` keys, a collection created and listed with no item path (Gitea), items keyed by
// `number` with an `id` of their own, and bodies wrapped as the answer wraps the item (Postman).
import { describe, expect, it } from "vitest";
import { json, ok, specCaller } from "./spec-caller.js";

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
  // (Its `_member` has an `_id` too: the token is the answer, not its member.)
  const Token = {
    type: "object",
    properties: {
      _id: { type: "string" },
      name: { type: "string" },
      _member: { type: "object", properties: { _id: { type: "string" }, email: { type: "string" } } },
    },
  };
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

  it("a create that answers the item beside another object with an id (Hetzner's action) keeps and answers the item", async () => {
    const call = await specCaller(SPEC);
    const [, created] = await call("POST", "/servers", { name: "web-1" });
    expect(created.server).toEqual({ id: expect.any(Number), name: "web-1" });
    expect(await call("GET", `/servers/${created.server.id}`)).toEqual([200, { server: created.server }]);
  });

  it("a POST on a collection whose path ends in its parent's key creates there, and the list is that parent's", async () => {
    const call = await specCaller(SPEC);
    expect(await call("POST", "/flags/p1", { key: "f1", name: "Flag" })).toEqual([201, { key: "f1", name: "Flag" }]);
    expect(await call("GET", "/flags/p1/f1")).toEqual([200, { key: "f1", name: "Flag" }]);
    expect(await call("GET", "/flags/p1")).toEqual([200, { items: [{ key: "f1", name: "Flag" }] }]);
    expect(await call("GET", "/flags/p2")).toEqual([200, { items: [] }]);
  });

  it("items keyed by _id are kept and read back by it; another is 404", async () => {
    const call = await specCaller(SPEC);
    const [, created] = await call("POST", "/tokens", { name: "t1" });
    expect(created).toMatchObject({ _id: expect.any(String), name: "t1" });
    expect(await call("GET", `/tokens/${created._id}`)).toEqual([200, created]);
    expect((await call("GET", "/tokens/nope"))[0]).toBe(404);
  });

  it("a collection created and listed at one path, with no item path, lists what was created", async () => {
    const call = await specCaller(SPEC);
    const [, first] = await call("POST", "/user/repos", { name: "one" });
    const [, second] = await call("POST", "/user/repos", { name: "two" });
    expect(await call("GET", "/user/repos")).toEqual([200, [first, second]]);
    expect([first.name, second.name]).toEqual(["one", "two"]);
  });

  it("items keyed by number get an id each", async () => {
    const call = await specCaller(SPEC);
    const [, a] = await call("POST", "/issues", { title: "a" });
    const [, b] = await call("POST", "/issues", { title: "b" });
    expect([a.number, b.number]).toEqual([1, 2]);
    expect(a.id).not.toBe(b.id);
    expect(await call("GET", "/issues/2")).toEqual([200, b]);
  });

  it("a body wrapped as the answer wraps the item is the item's fields; it reads back by its uid, and a PUT so wrapped changes it", async () => {
    const call = await specCaller(SPEC);
    const [, created] = await call("POST", "/things", { thing: { name: "Mine" } });
    expect(created.thing).toMatchObject({ name: "Mine", uid: expect.any(String) });
    expect(await call("GET", `/things/${created.thing.uid}`)).toEqual([200, created]);
    const [, changed] = await call("PUT", `/things/${created.thing.uid}`, { thing: { name: "Renamed" } });
    expect(changed.thing).toMatchObject({ name: "Renamed", uid: created.thing.uid });
  });
});

describe("a create that answers a key its item's read does not show (Postman's environments)", () => {
  // The create answers `{ environment: { id, name, uid } }`; `GET /environments/{environment_uid}` answers an item with
  // only an `id`, so the record is keyed by it, and the answer's `uid` was the spec's example, which read 404.
  const wrap = (properties: object) => ({
    type: "object",
    properties: { environment: { type: "object", properties } },
  });
  const SPEC = {
    openapi: "3.0.3",
    info: { title: "environments", version: "1" },
    paths: {
      "/environments": {
        post: {
          requestBody: json(wrap({ name: { type: "string" } })),
          responses: ok(
            wrap({ id: { type: "string" }, name: { type: "string" }, uid: { type: "string", example: "5665-f158" } }),
          ),
        },
      },
      "/environments/{environment_uid}": {
        get: {
          parameters: [{ name: "environment_uid", in: "path", required: true, schema: { type: "string" } }],
          responses: ok(wrap({ id: { type: "string" }, name: { type: "string" } })),
        },
      },
    },
  };

  it("answers the record's key in that field, so that it reads back", async () => {
    const call = await specCaller(SPEC);
    const [, created] = await call("POST", "/environments", { environment: { name: "E1" } });
    expect(created.environment.uid).toBe(created.environment.id);
    expect(await call("GET", `/environments/${created.environment.uid}`)).toEqual([
      200,
      { environment: { id: created.environment.id, name: "E1" } },
    ]);
  });
});

describe("item paths in more shapes (the second sweep)", () => {
  const Project = { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } };
  const item = (param: string, methods: string[]) =>
    Object.fromEntries(
      methods.map((method) => [
        method,
        {
          parameters: [{ name: param, in: "path", required: true, schema: { type: "string" } }],
          ...((method === "patch" || method === "post") && { requestBody: json(Project) }),
          responses: method === "delete" ? { "204": { description: "gone" } } : ok(Project),
        },
      ]),
    );
  const SPEC = {
    openapi: "3.0.3",
    info: { title: "items", version: "1" },
    paths: {
      // Vercel: `{idOrName}`.
      "/projects": {
        get: { responses: ok({ type: "array", items: Project }) },
        post: { requestBody: json(Project), responses: ok(Project) },
      },
      "/projects/{idOrName}": item("idOrName", ["get", "patch", "delete"]),
      // NetBox (Django REST framework): trailing slashes.
      "/sites/": {
        get: { responses: ok({ type: "array", items: Project }) },
        post: { requestBody: json(Project), responses: ok(Project) },
      },
      "/sites/{id}/": item("id", ["get", "patch", "delete"]),
      // Stripe and Xero change an item with a POST on its path.
      "/customers": { post: { requestBody: json(Project), responses: ok(Project) } },
      "/customers/{customer}": item("customer", ["get", "post"]),
    },
  };

  it.each([
    ["Vercel's {idOrName}", "/projects", (id: string) => `/projects/${id}`],
    ["NetBox's trailing slashes", "/sites/", (id: string) => `/sites/${id}/`],
  ])("%s: created, read, changed, listed, deleted, then 404", async (_name, list, at) => {
    const call = await specCaller(SPEC);
    const [, created] = await call("POST", list, { name: "one" });
    expect(await call("GET", at(created.id))).toEqual([200, created]);
    expect(await call("PATCH", at(created.id), { name: "two" })).toEqual([200, { ...created, name: "two" }]);
    expect(await call("GET", list)).toEqual([200, [{ ...created, name: "two" }]]);
    expect((await call("DELETE", at(created.id)))[0]).toBe(204);
    expect((await call("GET", at(created.id)))[0]).toBe(404);
  });

  it("a POST on an item path changes the item (Stripe's and Xero's updates)", async () => {
    const call = await specCaller(SPEC);
    const [, created] = await call("POST", "/customers", { name: "Ada" });
    expect(await call("POST", `/customers/${created.id}`, { name: "Ada L" })).toEqual([
      200,
      { ...created, name: "Ada L" },
    ]);
    expect(await call("GET", `/customers/${created.id}`)).toEqual([200, { ...created, name: "Ada L" }]);
  });
});
