import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { MERGED_TEMPLATES, defaultReadScopes, legacyEndpoints } from "../fixtures/reference-tables.js";

const SPEC = "spec/fleet-api.yaml";
const doc = parse(readFileSync(SPEC, "utf8"));

type Operation = { operationId: string; security?: { bearerAuth?: string[] }[]; [k: string]: unknown };
const operation = (method: string, path: string): Operation | undefined => doc.paths?.[path]?.[method.toLowerCase()];
const scopesOf = (op: Operation) => op.security?.[0]?.bearerAuth;

describe("spec/fleet-api.yaml", () => {
  it("is OpenAPI 3.1 with an HTTPS server and the bearerAuth HTTP bearer scheme", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.servers.map((s: { url: string }) => s.url)).toEqual(["https://{base_url}"]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  const legacy = legacyEndpoints();
  it("reads the whole legacy table of reference 4.4", () => {
    // 139 operations in the spec plus the 16 that the external-ID templates add before merging.
    expect(legacy.length).toBe(155);
  });

  describe.each(legacy.map((e) => [`${e.method} ${e.path}`, e] as const))("legacy %s", (_, endpoint) => {
    const specPath = MERGED_TEMPLATES[endpoint.path] ?? endpoint.path;
    it(`is ${endpoint.method} ${specPath} with exactly the reference's scopes`, () => {
      const op = operation(endpoint.method, specPath);
      expect(op, `${endpoint.method} ${specPath} missing from the spec`).toBeDefined();
      expect(scopesOf(op!)).toEqual(endpoint.scopes);
      if (endpoint.scopes.length === 0) expect(op!["x-fleetkit-scope-undocumented"]).toEqual(expect.any(String));
    });
  });

  it("has no legacy operation the reference does not list", () => {
    const listed = new Set(legacy.map((e) => `${e.method} ${MERGED_TEMPLATES[e.path] ?? e.path}`));
    const inSpec = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith("/v1/"))
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((k) => ["get", "put", "post", "patch", "delete"].includes(k))
          .map((m) => `${m.toUpperCase()} ${path}`),
      );
    expect(inSpec.filter((k) => !listed.has(k))).toEqual([]);
  });

  it.each([
    ["GET", "/fleet/vehicles", []],
    ["GET", "/vehicles", ["Read Vehicles"]],
    ["GET", "/fleet/driver-vehicle-assignments", ["Read Assignments"]],
    ["GET", "/fleet/vehicles/stats/feed", ["Read Vehicle Statistics"]],
    ["GET", "/fleet/vehicles/locations/feed", ["Read Vehicle Statistics"]],
    ["POST", "/fleet/drivers", ["Write Drivers"]],
    ["POST", "/webhooks", ["Write Webhooks"]],
  ])("new endpoint %s %s needs %j", (method, path, scopes) => {
    const op = operation(method, path);
    expect(op).toBeDefined();
    expect(scopesOf(op!)).toEqual(scopes);
  });

  it("paginates GET /fleet/vehicles with after and limit (default 512, maximum 512)", () => {
    const params = operation("GET", "/fleet/vehicles")!.parameters as { $ref: string }[];
    const resolved = params.map((p) => doc.components.parameters[p.$ref.split("/").pop()!]);
    expect(resolved.map((p: { name: string }) => p.name)).toEqual(["after", "limit"]);
    expect(resolved[1].schema).toMatchObject({ type: "integer", minimum: 1, maximum: 512, default: 512 });
  });

  it("has no feed the vendor does not document (there is no GET /fleet/vehicles/feed)", () => {
    expect(doc.paths["/fleet/vehicles/feed"]).toBeUndefined();
  });

  it("holds the scope catalogue and exactly the default Read scopes of reference 5.5", () => {
    expect(doc["x-fleetkit-scopes"].defaultReadScopes.scopes).toEqual(defaultReadScopes());
    const categories: string[] = doc["x-fleetkit-scopes"].categories;
    const usedByOperations = legacy.flatMap((e) => e.scopes.map((s) => s.replace(/^(Read|Write) /, "")));
    for (const c of [...usedByOperations, ...defaultReadScopes().map((s) => s.slice(5))])
      expect(categories).toContain(c);
  });

  it("gives every operation a unique operationId", () => {
    const ids = [
      ...Object.values(doc.paths as Record<string, Record<string, Operation>>).flatMap((item) =>
        Object.values(item)
          .filter((o) => typeof o === "object" && "operationId" in o)
          .map((o) => o.operationId),
      ),
      ...Object.values(doc.webhooks as Record<string, Record<string, Operation>>).flatMap((item) =>
        Object.values(item).map((o) => o.operationId),
      ),
    ];
    expect(ids.length).toBe(new Set(ids).size);
  });

  it("describes the Alert and Ping notifications as webhooks with every delivery header of reference 6.3", () => {
    for (const name of ["alertNotification", "pingNotification"]) {
      const post = doc.webhooks[name].post;
      const headers = post.parameters.map(
        (p: { $ref: string }) => doc.components.parameters[p.$ref.split("/").pop()!].name,
      );
      expect(headers).toEqual([
        "X-Service-Timestamp",
        "X-Service-Signature",
        "X-Service-Request",
        "X-Service-Org-Id",
        "X-Service-Event-Type",
        "User-Agent",
        "Content-Type",
      ]);
      expect(Object.keys(post.responses).sort()).toEqual(["2XX", "400", "default"]);
    }
  });
});
