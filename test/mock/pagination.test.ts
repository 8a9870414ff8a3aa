import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "../../generated/validators.js";
import type { MockServer } from "../../testing/index.js";
import { allPages, call, DAY_MS, startMock } from "./helpers.js";

const ids = (pages: { data: { id: string }[] }[]) => pages.flatMap((p) => p.data.map((v) => v.id));

describe("limit on GET /fleet/vehicles (reference 4.3)", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  it("defaults to 512: the first page of 600 vehicles covers 512 and has a next page", async () => {
    const response = await call(mock, "/fleet/vehicles");
    expect(response.status).toBe(200);
    const active = new Set(mock.list("vehicles").map((v) => v.id));
    const firstWindow = mock.list("vehicles", { includeInactive: true }).slice(0, 512).map((v) => v.id);
    expect(response.body.data.map((v: { id: string }) => v.id)).toEqual(firstWindow.filter((id) => active.has(id)));
    expect(response.body.pagination.hasNextPage).toBe(true);
  });

  it("accepts 512, the maximum", async () => {
    expect((await call(mock, "/fleet/vehicles?limit=512")).status).toBe(200);
  });

  it.each([
    ["513", "above the maximum"],
    ["0", "below the minimum"],
    ["-1", "negative"],
    ["2.5", "not an integer"],
    ["ten", "not a number"],
    ["", "empty"],
  ])("answers 400 invalid_limit for limit=%s (%s)", async (limit) => {
    const response = await call(mock, `/fleet/vehicles?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_limit");
  });

  it("answers 400 invalid_limit when limit is given twice", async () => {
    expect((await call(mock, "/fleet/vehicles?limit=5&limit=6")).body.error.code).toBe("invalid_limit");
  });

  it("returns every active vehicle exactly once, in order, when paging with a small limit", async () => {
    const pages = await allPages(mock, "/fleet/vehicles?limit=37");
    expect(ids(pages)).toEqual(mock.list("vehicles").map((v) => v.id));
    for (const page of pages) expect(validate("VehicleList", page).valid).toBe(true);
  });
});

describe("short and empty pages (inactive objects omitted)", () => {
  let mock: MockServer;
  beforeAll(async () => {
    // Vehicles 3 to 6 are inactive, so with limit=2 the second page is empty and the third short.
    const active = [true, true, false, false, false, true, true];
    mock = await startMock({ data: { vehicles: active.map((a, i) => ({ id: String(i + 1), active: a })) } });
  });
  afterAll(() => mock.close());

  it("keeps hasNextPage true across an empty page and ends with all active vehicles", async () => {
    const pages = await allPages(mock, "/fleet/vehicles?limit=2");
    expect(pages.map((p) => p.data.length)).toEqual([2, 0, 1, 1]);
    expect(pages.map((p) => p.pagination.hasNextPage)).toEqual([true, true, true, false]);
    expect(ids(pages)).toEqual(["1", "2", "6", "7"]);
  });
});

describe("cursors", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  const firstCursor = async (path = "/fleet/vehicles?limit=10") => (await call(mock, path)).body.pagination.endCursor as string;

  it("answers 400 invalid_cursor for a cursor re-encoded to another position with its MAC kept", async () => {
    const [payload, mac] = (await firstCursor()).split(".") as [string, string];
    const state = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const forged = `${Buffer.from(JSON.stringify({ ...state, p: state.p + 100 })).toString("base64url")}.${mac}`;
    const response = await call(mock, `/fleet/vehicles?limit=10&after=${encodeURIComponent(forged)}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_cursor");
  });

  it("answers 400 invalid_cursor for a cursor of a mock with another seed", async () => {
    const other = await startMock({ seed: 2 });
    try {
      const foreign = (await call(other, "/fleet/vehicles?limit=10")).body.pagination.endCursor;
      const response = await call(mock, `/fleet/vehicles?limit=10&after=${encodeURIComponent(foreign)}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("invalid_cursor");
    } finally {
      await other.close();
    }
  });

  it("answers 400 invalid_cursor for an edited cursor", async () => {
    const cursor = await firstCursor();
    const edited = (cursor[0] === "A" ? "B" : "A") + cursor.slice(1);
    const response = await call(mock, `/fleet/vehicles?limit=10&after=${encodeURIComponent(edited)}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_cursor");
  });

  it("answers 400 invalid_cursor for a cursor of another operation", async () => {
    const cursor = await firstCursor("/vehicles");
    const response = await call(mock, `/fleet/vehicles?after=${encodeURIComponent(cursor)}`);
    expect(response.body.error).toMatchObject({ code: "invalid_cursor", message: expect.stringContaining("listVehicles") });
  });

  it.each([
    ["twice the same cursor", (cursor: string) => [cursor, cursor]],
    ["an empty after and a cursor", (cursor: string) => ["", cursor]],
  ])("answers 400 invalid_cursor when after is given twice (%s), as for limit", async (_, values) => {
    const query = values(await firstCursor()).map((v) => `after=${encodeURIComponent(v)}`).join("&");
    const response = await call(mock, `/fleet/vehicles?limit=10&${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: "invalid_cursor", message: "after is given 2 times; give it once" });
  });

  it("answers 400 invalid_cursor for after given twice on the feed too", async () => {
    const cursor = (await call(mock, "/fleet/vehicles/feed")).body.pagination.endCursor;
    const response = await call(mock, `/fleet/vehicles/feed?after=${encodeURIComponent(cursor)}&after=${encodeURIComponent(cursor)}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_cursor");
  });

  it("treats an empty after as the first page", async () => {
    const first = await call(mock, "/fleet/vehicles?limit=3");
    const empty = await call(mock, "/fleet/vehicles?limit=3&after=");
    expect(empty.body.data).toEqual(first.body.data);
  });

  it("still works exactly 30 days after it was issued", async () => {
    const cursor = await firstCursor();
    mock.clock.advance(30 * DAY_MS);
    try {
      expect((await call(mock, `/fleet/vehicles?limit=10&after=${encodeURIComponent(cursor)}`)).status).toBe(200);
    } finally {
      mock.clock.advance(-30 * DAY_MS);
    }
  });

  it("expires after 30 days with HTTP 400 and exactly { error: { code: cursor_expired, message } }", async () => {
    const cursor = await firstCursor();
    mock.clock.advance(30 * DAY_MS + 1);
    try {
      const response = await call(mock, `/fleet/vehicles?limit=10&after=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(400);
      expect(response.body).toStrictEqual({ error: { code: "cursor_expired", message: expect.any(String) } });
    } finally {
      mock.clock.advance(-(30 * DAY_MS + 1));
    }
  });
});

describe("endpoints without limit: the mock chooses the page size", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock({ pageSize: 40 });
  });
  afterAll(() => mock.close());

  it("pages GET /vehicles 40 stored vehicles at a time and returns them all", async () => {
    const pages = await allPages(mock, "/vehicles");
    expect(pages.length).toBe(Math.ceil(mock.list("vehicles", { includeInactive: true }).length / 40));
    expect(ids(pages)).toEqual(mock.list("vehicles").map((v) => v.id));
  });

  it("adds the driver of a static assignment on GET /vehicles, and not on GET /fleet/vehicles (reference 4.2)", async () => {
    const assignment = mock.list("assignments")[0]!;
    const driver = mock.list("drivers").find((d) => d.id === assignment.driverId)!;
    const vehicles = (await allPages(mock, "/vehicles")).flatMap((p) => p.data);
    expect(vehicles.find((v) => v.id === assignment.vehicleId).staticAssignedDriver).toEqual({ id: driver.id, name: driver.name });
    const fleetVehicles = (await allPages(mock, "/fleet/vehicles")).flatMap((p) => p.data);
    expect(fleetVehicles.find((v) => v.id === assignment.vehicleId)).not.toHaveProperty("staticAssignedDriver");
  });

  it("ignores limit where the operation does not support it", async () => {
    expect((await call(mock, "/vehicles?limit=1")).body.data.length).toBeGreaterThan(1);
  });

  it("pages GET /fleet/driver-vehicle-assignments to exactly the stored assignments", async () => {
    const pages = await allPages(mock, "/fleet/driver-vehicle-assignments");
    expect(ids(pages)).toEqual(mock.list("assignments").map((a) => a.id));
    for (const page of pages) expect(validate("DriverVehicleAssignmentList", page).valid).toBe(true);
  });
});
