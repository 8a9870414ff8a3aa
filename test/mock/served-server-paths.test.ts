// A served spec's paths are relative to its servers (OpenAPI 3, "Paths Object"): with `servers: [{ url:
// https://api.example.com/v1 }]`, a client given that URL sends `/v1/search`, which the mock answered 404
// "GET /v1/search is not an operation of the spec" (Spotify's `/v1`, Zoom's `/v2`, Asana's `/api/1.0`, Mailchimp's
// `/3.0`, found by the foreign-spec sweeps). The mock reads a path under any server's path as the spec's path, and
// still takes it without (a client given the origin alone).
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../runtime/client.js";
import { defineApi } from "../../runtime/api.js";
import { createMock, MOCK_ERROR_HEADER } from "../../testing/index.js";
import { pathWithinServer, serverPathsOf } from "../../testing/mock/server-paths.js";
import type { SpecDocument } from "../../generator/spec-document.js";
import { getOperation } from "../runtime/operation-meta.js";

const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const SPEC = {
  openapi: "3.0.3",
  info: { title: "servers", version: "1" },
  servers: [
    { url: "https://api.example.com/v1/" },
    {
      url: "https://{region}.example.com/api/{version}",
      variables: { region: { default: "eu" }, version: { default: "2.0" } },
    },
    { url: "https://origin-only.example.com" },
  ],
  paths: {
    "/search": { get: { operationId: "search", responses: ok } },
    "/v1/search": { post: { operationId: "odd", responses: ok } },
  },
};

describe("the spec's server paths", () => {
  it("reads each server's path, variables at their defaults, longest first", () => {
    expect(serverPathsOf(SPEC as unknown as SpecDocument)).toEqual(["/api/2.0", "/v1"]);
    expect(
      serverPathsOf({ openapi: "3.1.0", servers: [{ url: "/relative/base" }, { url: "{undefined}/x" }] } as never),
    ).toEqual(["/relative/base"]);
  });

  it("takes a path without the server path whose rest is an operation, else the path as it came", () => {
    const known = (path: string) => path === "/search";
    expect(pathWithinServer(["/v1"], "/v1/search", known)).toBe("/search");
    expect(pathWithinServer(["/v1"], "/search", known)).toBe("/search");
    expect(pathWithinServer(["/v1"], "/v1x/search", known)).toBe("/v1x/search");
    expect(pathWithinServer(["/v1"], "/v1/other", known)).toBe("/v1/other");
  });

  it("answers a request under any server's path, and without one", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const status = async (url: string, method = "GET") => {
      const response = await mock.fetch(new Request(url, { method }));
      return [response.status, response.headers.get(MOCK_ERROR_HEADER)];
    };
    expect(await status("https://api.example.com/v1/search")).toEqual([200, null]);
    expect(await status("https://eu.example.com/api/2.0/search")).toEqual([200, null]);
    expect(await status("https://origin-only.example.com/search")).toEqual([200, null]);
    expect(await status("https://api.example.com/v2/search")).toEqual([404, "unknown_operation"]);
    // A path the spec has with the server's path in it stays that path's when its rest is no operation of that method's.
    expect(await status("https://api.example.com/v1/v1/search", "POST")).toEqual([200, null]);
    // The rest is an operation of another method: 405 for it, as for any path.
    expect(await status("https://api.example.com/v1/search", "DELETE")).toEqual([405, "method_not_allowed"]);
  });

  it("serves a generated client given the spec's own server URL", async () => {
    const mock = await createMock({ spec: structuredClone(SPEC) });
    const api = defineApi({ operations: { search: getOperation("search", "/search") }, scopes: [], defaultScopes: [] });
    const client = createApiClient<any>(api, { baseUrl: "https://api.example.com/v1", fetch: mock.fetch, token: "t" });
    const { response } = await client.GET("/search", {});
    expect(response.status).toBe(200);
  });
});
