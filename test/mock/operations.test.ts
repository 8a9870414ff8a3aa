import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations, type Operation } from "../../generated/operations.js";
import { SCOPES } from "../../generated/scopes.js";
import { validate, type SchemaName } from "../../generated/validators.js";
import type { MockServer } from "../../testing/index.js";
import { handlerFor } from "../../testing/mock/routes.js";
import { allLegacyPages, allPages, call, errorCode, startMock } from "./helpers.js";

const ALL = Object.values(operations) as Operation[];
const PAGINATED = ALL.filter((o) => o.paginated);

/** What an operation needs beyond its path to succeed: the spec's required query parameters and request bodies. */
const REQUIRED: Partial<Record<string, { query?: string; body?: unknown }>> = {
  followVehicleStatsFeed: { query: "types=gps,engineStates" },
  listDriverVehicleAssignments: { query: "filterBy=vehicles" },
  createDriver: { body: { name: "Every Operation", username: "every.operation", password: "pw" } },
  createWebhook: {
    body: {
      name: "Every Operation",
      url: "https://hooks.example.com/fleet",
      customHeaders: [{ key: "X-Team", value: "ops" }],
      eventTypes: ["AlertIncident"],
      version: "2021-06-09",
    },
  },
};

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
    trailerId: () =>
      first(
        mock.list("assets").filter((a) => a.assetType === "trailer"),
        "trailer",
      ).id,
    driver_id: () =>
      operation.path.includes("/inactive/")
        ? first(inactiveDrivers(), "inactive driver").id
        : operation.path.includes("/documents/")
          ? String(document().driverId)
          : first(mock.list("drivers"), "driver").id,
    document_id: () => document().id,
    assetId: () =>
      first(
        mock.list("assets").filter((a) => !operation.path.endsWith("/reefer") || a.assetType === "reefer"),
        "asset",
      ).id,
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
 * What "every response validates against the spec" covers: the answer of every operation with a response schema
 * (the list envelopes, the legacy pages, the created driver and webhook), on every page; the other legacy answers only
 * as JSON objects, since the reference shows no legacy payloads and the spec's schema for them is `{}`; and every error
 * as the documented error body.
 */
describe("every page of the paginated operations", () => {
  let sparse: MockServer;
  beforeAll(async () => {
    // Vehicles 3 to 5 are inactive and there are no drivers: with pages of 2, the vehicle lists have an empty page
    // and a short last one, and the assignment list is one empty last page.
    const active = [true, true, false, false, false, true, true];
    sparse = await startMock({
      pageSize: 2,
      data: { vehicles: active.map((a, i) => ({ id: String(i + 1), active: a })), drivers: 0 },
    });
  });
  afterAll(() => sparse.close());

  // Legacy lists page over the active objects only (sizes from the fixture: 4 active vehicles, 30 assets, 10 reefers).
  const CASES: Record<string, { path: string; sizes: number[] }> = {
    listFleetVehicles: { path: "/fleet/vehicles?limit=2", sizes: [2, 0, 1, 1] },
    listVehicles: { path: "/vehicles", sizes: [2, 0, 1, 1] },
    followVehicleStatsFeed: { path: "/fleet/vehicles/stats/feed?types=gps", sizes: [2, 0, 1, 1] },
    followVehicleLocationsFeed: { path: "/fleet/vehicles/locations/feed", sizes: [2, 0, 1, 1] },
    listDriverVehicleAssignments: { path: "/fleet/driver-vehicle-assignments?filterBy=drivers", sizes: [0] },
    v1GetList: { path: "/v1/fleet/list?limit=3", sizes: [3, 1] },
    v1GetAssetsLocations: { path: "/v1/fleet/assets/locations?limit=20", sizes: [20, 10] },
    v1GetAssetsReefers: { path: "/v1/fleet/assets/reefers?limit=4", sizes: [4, 4, 2] },
    v1GetTrailersAssignments: { path: "/v1/fleet/trailers/assignments", sizes: [0] },
    v1GetVehiclesStats: { path: "/v1/fleet/vehicles/stats", sizes: [2, 2] },
  };

  it("covers every paginated operation", () => {
    expect(Object.keys(CASES).sort()).toEqual(PAGINATED.map((o) => o.operationId).sort());
  });

  it.each(PAGINATED.map((o) => [o.operationId, o] as const))(
    "%s: every page, the empty and the last included, is valid for its response schema",
    async (operationId, operation) => {
      const { path, sizes } = CASES[operationId]!;
      const itemsKey = operation.pagination!.itemsKey;
      const pages =
        operation.pagination!.cursorParam === "after"
          ? await allPages(sparse, path)
          : await allLegacyPages(sparse, path);
      expect(
        pages.map((p) => p[itemsKey].length),
        "the fixture gives the pages it is meant to",
      ).toEqual(sizes);
      for (const [i, page] of pages.entries()) {
        const result = validate(operation.responseSchema!, page);
        expect(
          result.valid ? [] : result.errors.map((e) => e.message),
          `page ${i + 1} against ${operation.responseSchema}`,
        ).toEqual([]);
      }
    },
  );

  it.each([
    ["/fleet/vehicles/stats/feed?types=gps", "VehicleStatsList"],
    ["/fleet/vehicles/locations/feed", "VehicleLocationsList"],
  ])("the caught-up page of %s (no changes, hasNextPage false) is a valid %s", async (feed, schema) => {
    const last = (await allPages(sparse, feed)).at(-1);
    const caughtUp = await call(
      sparse,
      `${feed}${feed.includes("?") ? "&" : "?"}after=${encodeURIComponent(last.pagination.endCursor)}`,
    );
    expect(caughtUp.body).toMatchObject({ data: [], pagination: { hasNextPage: false } });
    expect(validate(schema as SchemaName, caughtUp.body).valid).toBe(true);
  });
});

/** A path of the operation with "1" for every parameter: authentication and scopes are checked before any lookup. */
const anyPath = (operation: Operation) => operation.path.replace(/\{[^}]+\}/g, "1");

describe("error bodies of every operation", () => {
  it("answers 401 missing_token with the documented error body without a token", async () => {
    const wrong: string[] = [];
    for (const operation of ALL) {
      const response = await call(mock, anyPath(operation), { token: null, method: operation.method.toUpperCase() });
      if (response.status !== 401 || errorCode(response) !== "missing_token")
        wrong.push(`${operation.operationId}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 missing_scope naming the operation's scopes to a token without scopes", async () => {
    const noScopes = mock.createToken({ name: "no-scopes", scopes: [] }).token;
    const wrong: string[] = [];
    for (const operation of ALL.filter((o) => o.scopes !== null && o.scopes.length > 0)) {
      const response = await call(mock, anyPath(operation), {
        token: noScopes,
        method: operation.method.toUpperCase(),
      });
      const { status, body } = response;
      if (
        status !== 403 ||
        errorCode(response) !== "missing_scope" ||
        !body.message.includes(
          `needs the scope${operation.scopes!.length > 1 ? "s" : ""} ${operation.scopes!.join(", ")}, which`,
        )
      ) {
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

  // Most legacy operations have no response schema (`{}` in the spec): their answers are checked as JSON objects only.
  it.each(sorted.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    "%s answers 2xx with a body valid for its response schema",
    async (_, operation) => {
      const required = REQUIRED[operation.operationId];
      const path = required?.query ? `${pathFor(operation)}?${required.query}` : pathFor(operation);
      const response = await call(mock, path, {
        token,
        method: operation.method.toUpperCase(),
        ...(operation.method !== "get" && { body: required?.body ?? {} }),
      });
      expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(200);
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(typeof response.body, "every answer is a JSON object").toBe("object");
      if (operation.responseSchema) {
        const result = validate(operation.responseSchema, response.body);
        expect(
          result.valid ? [] : result.errors.map((e) => e.message),
          `${operation.operationId} against ${operation.responseSchema}`,
        ).toEqual([]);
      }
    },
  );
});

describe("paths and methods outside the spec", () => {
  it("answers 404 unknown_operation for a path no operation has", async () => {
    const response = await call(mock, "/v2/fleet/vehicles");
    expect(response.status).toBe(404);
    expect(errorCode(response)).toBe("unknown_operation");
  });

  it("answers 405 with Allow for a method the path does not have", async () => {
    const response = await call(mock, "/fleet/vehicles", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(errorCode(response)).toBe("method_not_allowed");
  });

  it("answers 404 not_found for an ID that does not exist", async () => {
    const response = await call(mock, "/v1/fleet/drivers/0");
    expect(response.status).toBe(404);
    expect(errorCode(response)).toBe("not_found");
  });
});
