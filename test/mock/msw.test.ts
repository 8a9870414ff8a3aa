import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mswHandlers } from "../../entries/testing-msw.js";
import { createFleetClient, paginate } from "../../generated/index.js";
import { createMock, MOCK_ERROR_HEADER, type Mock } from "../../testing/index.js";
import { START_MS } from "./helpers.js";
import { WIDGETS_SPEC } from "./widgets-spec.js";

const BASE = "https://api.example.com";

describe("fleetkit/testing/msw with a real MSW server", () => {
  let mock: Mock;
  let widgets: Mock;
  const server = setupServer();
  beforeAll(async () => {
    [mock, widgets] = await Promise.all([
      createMock({ now: START_MS }),
      createMock({ spec: WIDGETS_SPEC, now: START_MS }),
    ]);
    server.use(
      ...mswHandlers(mock, { baseUrl: BASE }),
      ...mswHandlers(widgets, { baseUrl: "https://widgets.example.com/api/v2/" }),
    );
    // Anything the handlers leave alone fails the test instead of going to the network.
    server.listen({ onUnhandledRequest: "error" });
  });
  afterAll(() => server.close());

  it("answers code that calls the API with the global fetch, from the mock", async () => {
    const token = mock.tokens.fullAccess!.token;
    const fleet = createFleetClient({ baseUrl: BASE, token, retry: false });
    const vehicles = await paginate(fleet, "/fleet/vehicles", { params: { query: { limit: 200 } } }).toArray();
    expect(vehicles.map((v) => v.id)).toEqual(mock.list("vehicles").map((v) => v.id));
  });

  it("keeps the mock's errors: status, body and code header", async () => {
    const response = await fetch(`${BASE}/fleet/vehicles`);
    expect([response.status, response.headers.get(MOCK_ERROR_HEADER)]).toEqual([401, "missing_token"]);
    expect(Object.keys(await response.json()).sort()).toEqual(["message", "requestId"]);
  });

  it("passes bodies through: what a POST creates is stored in the mock", async () => {
    const response = await fetch(`${BASE}/v1/tags`, {
      method: "POST",
      headers: { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Through MSW" }),
    });
    const created = await response.json();
    expect(mock.list("tags").find((t) => t.id === created.id)?.name).toBe("Through MSW");
  });

  it("serves a spec's own operations under a base URL with a path, reading the path below it", async () => {
    const headers = { authorization: `Bearer ${widgets.tokens.fullAccess!.token}`, "content-type": "application/json" };
    const created = await fetch("https://widgets.example.com/api/v2/widgets", {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Cog" }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const read = await fetch(`https://widgets.example.com/api/v2/widgets/${id}`, { headers });
    expect(await read.json()).toMatchObject({ id, name: "Cog" });
  });

  it("does not expose the control API", async () => {
    // Unhandled by the mock's handlers, so MSW's policy (here: error) applies instead of a control-API answer.
    await expect(fetch(`${BASE}/__mock/tokens`)).rejects.toThrow();
  });

  it("refuses a base URL that is not an absolute URL", () => {
    expect(() => mswHandlers(mock, { baseUrl: "/relative" })).toThrow(/baseUrl must be an absolute URL/);
  });
});

it("loads msw only from the fleetkit/testing/msw entry", async () => {
  const importers: string[] = [];
  for (const folder of ["runtime", "generated", "generator", "testing", "entries", "cli"]) {
    for (const file of await readdir(folder, { recursive: true })) {
      if (!file.endsWith(".ts")) continue;
      const text = await readFile(join(folder, file), "utf8");
      if (/from\s+["']msw(\/[^"']*)?["']|import\(\s*["']msw/.test(text)) importers.push(join(folder, file));
    }
  }
  expect(importers).toEqual(["entries/testing-msw.ts"]);
});
