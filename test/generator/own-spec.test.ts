/**
 * A user's own spec drives the same runtime: code generated from an extended copy of the bundled spec (a new scope,
 * a new schema, a new paginated list and a new write) works with its own `createFleetClient`, `paginate`,
 * `requiredScopes`, `validate`, operation functions and the `toMatchSchema` matcher. (The same, from the packed
 * tarball under plain Node and a strict tsc, is test/package/installed-package.test.ts.)
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { generate } from "../../generator/index.js";
import { MissingScopeError } from "../../runtime/errors.js";
import { installMatchers } from "../../testing/matchers.js";
import { extendedSpecYaml } from "../support/extended-spec.js";
import { startLoopbackServer, type LoopbackServer } from "../runtime/loopback-server.js";

// Inside the repository, so vitest resolves `fleetkit/runtime` the way it does for generated/.
const workspace = await mkdtemp(join("test", ".own-spec-"));
let own: Record<string, any>; // the user's module: imported at run time, its types are checked by the package test
let server: LoopbackServer;

beforeAll(async () => {
  await writeFile(join(workspace, "fleet-api.yaml"), extendedSpecYaml());
  await generate({ spec: join(workspace, "fleet-api.yaml"), out: join(workspace, "fleet") });
  own = await import(/* @vite-ignore */ `../../${join(workspace, "fleet", "index.ts")}`);
  const widgets = Array.from({ length: 5 }, (_, i) => ({ id: `w${i}`, name: `Widget ${i}` }));
  server = await startLoopbackServer((request) => {
    if (request.method === "POST") return { body: JSON.parse(request.body) };
    const start = Number(request.query.get("after") ?? 0);
    const end = Math.min(start + 2, widgets.length);
    return {
      body: {
        data: widgets.slice(start, end),
        pagination: { endCursor: end < widgets.length ? String(end) : "", hasNextPage: end < widgets.length },
      },
    };
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(workspace, { recursive: true, force: true });
});

const client = (tokenScopes?: string[]) =>
  own.createFleetClient({
    baseUrl: server.url,
    token: "t0ken",
    allowInsecureLoopback: true,
    ...(tokenScopes && { tokenScopes }),
  });

describe("a module generated from an extended spec", () => {
  test("the new operation function sends its request and returns the typed result", async () => {
    const { data } = await own.createWidget(client(), { body: { id: "w9", name: "New" } });
    expect(data).toEqual({ id: "w9", name: "New" });
    expect(server.requests.at(-1)).toMatchObject({ method: "POST", path: "/widgets" });
  });

  test("paginate follows the new list to its end", async () => {
    const items = await own.paginate(client(), "/widgets" as never).toArray();
    expect(items.map((w: any) => w.id)).toEqual(["w0", "w1", "w2", "w3", "w4"]);
  });

  test("the scope guard knows the new scope: a token without it gets MissingScopeError, unsent", async () => {
    const sent = server.requests.length;
    await expect(own.listWidgets(client(["Read Vehicles"]))).rejects.toThrow(MissingScopeError);
    await expect(own.listWidgets(client(["Read Vehicles"]))).rejects.toThrow(/needs "Read Widgets"/);
    expect(server.requests.length).toBe(sent);
    await expect(own.listWidgets(client(["Read Widgets"]))).resolves.toBeDefined();
  });

  test("requiredScopes, scopesFor and validate know the new operation and schema", () => {
    expect(own.requiredScopes("GET", "/widgets")).toEqual(["Read Widgets"]);
    expect(own.scopesFor(["createWidget"]).scopes).toEqual(["Write Widgets"]);
    expect(own.validate("Widget", { id: "w", name: "x" })).toEqual({ valid: true });
    expect(own.validate("Widget", { id: "w", name: "" })).toMatchObject({
      valid: false,
      errors: [{ pointer: "/name", keyword: "minLength" }],
    });
    expect(() => own.assertValid("Widget", { id: 1 })).toThrow(own.SchemaValidationError);
  });

  test("toMatchSchema uses the generated validators it is given", () => {
    const local = expect;
    installMatchers(local, { validate: own.validate });
    local({ id: "w", name: "x" }).toMatchSchema("Widget");
    local({ id: "w" }).not.toMatchSchema("Widget");
    installMatchers(local); // back to the bundled spec's
    expect(() => local({ id: "w", name: "x" }).toMatchSchema("Widget")).toThrow(/unknown schema "Widget"/);
  });

  test("the bundled module does not know the user's operation", () => {
    expect(() => own.requiredScopes("GET", "/widgets")).not.toThrow();
    return import("../../generated/index.js").then((bundled) =>
      expect(() => bundled.requiredScopes("GET", "/widgets")).toThrow(/not an operation/),
    );
  });
});
