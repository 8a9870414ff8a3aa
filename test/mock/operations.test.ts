import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations, type Operation } from "../../generated/operations.js";
import { SCOPES } from "../../generated/scopes.js";
import { validate } from "../../generated/validators.js";
import type { MockServer } from "../../testing/index.js";
import { handlerFor } from "../../testing/mock/routes.js";
import { allPages, call, startMock } from "./helpers.js";

const ALL = Object.values(operations) as Operation[];
const NEW = ALL.filter((o) => !o.legacy);

let mock: MockServer;
let token: string;
beforeAll(async () => {
  mock = await startMock();
  token = mock.createToken({ name: "every-scope", scopes: [...SCOPES] }).token;
});
afterAll(() => mock.close());

/**
 * Real IDs for a path's parameters, read from the mock's current data (earlier DELETEs may have removed some).
 * Where a path needs a particular kind (an inactive driver, a reefer, a camera's program), the pick follows it.
 */
function pathFor(operation: Operation): string {
  const first = <T>(items: T[], what: string): T => {
    if (items.length === 0) throw new Error(`no ${what} left for ${operation.operationId}`);
    return items[0]!;
  };
  const document = () => first(mock.list("documents"), "document");
  const camera = () => first(mock.list("cameras"), "camera");
  const inactiveDrivers = () => {
    const active = new Set(mock.list("drivers").map((d) => d.id));
    return mock.list("drivers", { includeInactive: true }).filter((d) => !active.has(d.id));
  };
  const values: Record<string, () => string> = {
    address_id: () => first(mock.list("addresses"), "address").id,
    contact_id: () => first(mock.list("contacts"), "contact").id,
    trailerId: () => first(mock.list("assets").filter((a) => a.assetType === "trailer"), "trailer").id,
    driver_id: () => operation.path.includes("/inactive/") ? first(inactiveDrivers(), "inactive driver").id : operation.path.includes("/documents/") ? String(document().driverId) : first(mock.list("drivers"), "driver").id,
    document_id: () => document().id,
    assetId: () => first(mock.list("assets").filter((a) => !operation.path.endsWith("/reefer") || a.assetType === "reefer"), "asset").id,
    route_id: () => first(mock.list("routes"), "route").id,
    segment_id: () => first(mock.list("drivingSegments"), "segment").id,
    vehicle_id: () => first(mock.list("vehicles"), "vehicle").id,
    dataInputId: () => first(mock.list("dataInputs"), "data input").id,
    machineId: () => first(mock.list("machines"), "machine").id,
    line_id: () => first(mock.list("mesLines"), "line").id,
    id: () => first(mock.list("workOrders"), "work order").id,
    cameraId: () => camera().id,
    programId: () => (camera().programs as { id: string }[])[0]!.id,
    startedAtMs: () => "1767225600000",
    tagId: () => first(mock.list("tags").slice(-1), "tag").id,
    userId: () => first(mock.list("users"), "user").id,
  };
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`the test has no value for {${name}} in ${operation.path}`);
    return encodeURIComponent(value());
  });
}

/*
 * What "every response validates against the spec" covers: a new endpoint's answer against its response schema
 * (the list envelopes), on every page; a legacy answer only as a JSON object, since the reference shows no legacy
 * payloads and the spec's schema for them is `{}`; and every error as the mock's documented error body.
 */
describe("every page of the new endpoints", () => {
  let sparse: MockServer;
  beforeAll(async () => {
    // Vehicles 3 to 5 are inactive and there are no drivers: with pages of 2, the vehicle lists have an empty page
    // and a short last one, and the assignment list is one empty last page.
    const active = [true, true, false, false, false, true, true];
    sparse = await startMock({ pageSize: 2, data: { vehicles: active.map((a, i) => ({ id: String(i + 1), active: a })), drivers: 0 } });
  });
  afterAll(() => sparse.close());

  const CASES: Record<string, { path: string; sizes: number[] }> = {
    listFleetVehicles: { path: "/fleet/vehicles?limit=2", sizes: [2, 0, 1, 1] },
    listVehicles: { path: "/vehicles", sizes: [2, 0, 1, 1] },
    followFleetVehiclesFeed: { path: "/fleet/vehicles/feed", sizes: [2, 0, 1, 1] },
    listDriverVehicleAssignments: { path: "/fleet/driver-vehicle-assignments", sizes: [0] },
  };

  it("covers every new endpoint", () => {
    expect(Object.keys(CASES).sort()).toEqual(NEW.map((o) => o.operationId).sort());
  });

  it.each(NEW.map((o) => [o.operationId, o] as const))("%s: every page, the empty and the last included, is valid for its response schema", async (operationId, operation) => {
    const { path, sizes } = CASES[operationId]!;
    const pages = await allPages(sparse, path);
    expect(pages.map((p) => p.data.length), "the fixture gives the pages it is meant to").toEqual(sizes);
    for (const [i, page] of pages.entries()) {
      const result = validate(operation.responseSchema!, page);
      expect(result.valid ? [] : result.errors.map((e) => e.message), `page ${i + 1} against ${operation.responseSchema}`).toEqual([]);
    }
  });

  it("the feed's caught-up page (no changes, hasNextPage false) is a valid VehicleList", async () => {
    const last = (await allPages(sparse, "/fleet/vehicles/feed")).at(-1);
    const caughtUp = await call(sparse, `/fleet/vehicles/feed?after=${encodeURIComponent(last.pagination.endCursor)}`);
    expect(caughtUp.body).toMatchObject({ data: [], pagination: { hasNextPage: false } });
    expect(validate("VehicleList", caughtUp.body).valid).toBe(true);
  });
});

/** A path of the operation with "1" for every parameter: authentication and scopes are checked before any lookup. */
const anyPath = (operation: Operation) => operation.path.replace(/\{[^}]+\}/g, "1");

describe("error bodies of every operation", () => {
  it("answers 401 missing_token with the documented error body without a token", async () => {
    const wrong: string[] = [];
    for (const operation of ALL) {
      const response = await call(mock, anyPath(operation), { token: null, method: operation.method.toUpperCase() });
      if (response.status !== 401 || response.body.error.code !== "missing_token") wrong.push(`${operation.operationId}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 missing_scope naming the operation's scopes to a token without scopes", async () => {
    const noScopes = mock.createToken({ name: "no-scopes", scopes: [] }).token;
    const wrong: string[] = [];
    for (const operation of ALL.filter((o) => o.scopes !== null && o.scopes.length > 0)) {
      const response = await call(mock, anyPath(operation), { token: noScopes, method: operation.method.toUpperCase() });
      const { status, body } = response;
      if (status !== 403 || body.error.code !== "missing_scope" || JSON.stringify(body.error.missingScopes) !== JSON.stringify(operation.scopes)) {
        wrong.push(`${operation.operationId}: ${status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("every operation of the spec", () => {
  it("has a handler in the mock", () => {
    const missing = ALL.filter((operation) => {
      try {
        handlerFor(operation);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing.map((o) => o.operationId)).toEqual([]);
  });

  // Reads first, then writes, then deletes, so no operation finds its object deleted by another.
  const order = { get: 0, post: 1, put: 1, patch: 1, delete: 2 } as Record<string, number>;
  const sorted = [...ALL].sort((a, b) => (order[a.method] ?? 1) - (order[b.method] ?? 1));

  // Legacy operations have no response schema (`{}` in the spec): their answers are checked as JSON objects only.
  it.each(sorted.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))("%s answers 2xx with a body valid for its response schema", async (_, operation) => {
    const response = await call(mock, pathFor(operation), { token, method: operation.method.toUpperCase(), ...(operation.method !== "get" && { body: {} }) });
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(200);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(typeof response.body, "every answer is a JSON object").toBe("object");
    if (operation.responseSchema) {
      const result = validate(operation.responseSchema, response.body);
      expect(result.valid ? [] : result.errors.map((e) => e.message), `${operation.operationId} against ${operation.responseSchema}`).toEqual([]);
    }
  });
});

describe("paths and methods outside the spec", () => {
  it("answers 404 unknown_operation for a path no operation has", async () => {
    const response = await call(mock, "/v2/fleet/vehicles");
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("unknown_operation");
  });

  it("answers 405 with Allow for a method the path does not have", async () => {
    const response = await call(mock, "/fleet/vehicles", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(response.body.error).toMatchObject({ code: "method_not_allowed", allowedMethods: ["GET"] });
  });

  it("answers 404 not_found for an ID that does not exist", async () => {
    const response = await call(mock, "/v1/fleet/drivers/0");
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("not_found");
  });
});
