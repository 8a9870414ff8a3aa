import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "../../generated/validators.js";
import type { MockServer } from "../../testing/index.js";
import { allLegacyPages, allPages, call, errorCode, DAY_MS, startMock } from "./helpers.js";

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
    const firstWindow = mock
      .list("vehicles", { includeInactive: true })
      .slice(0, 512)
      .map((v) => v.id);
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
    expect(errorCode(response)).toBe("invalid_limit");
  });

  it("answers 400 invalid_limit when limit is given twice", async () => {
    expect(errorCode(await call(mock, "/fleet/vehicles?limit=5&limit=6"))).toBe("invalid_limit");
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

  it.each(["/fleet/vehicles?limit=2", "/vehicles", "/fleet/driver-vehicle-assignments?filterBy=drivers"])(
    'ends %s with endCursor "" (the vendor\'s last page) and a cursor on every page before it',
    async (path) => {
      const pages = await allPages(mock, path);
      expect(pages.at(-1)!.pagination).toEqual({ endCursor: "", hasNextPage: false });
      for (const page of pages.slice(0, -1)) expect(page.pagination.endCursor).not.toBe("");
    },
  );
});

describe("cursors", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  const firstCursor = async (path = "/fleet/vehicles?limit=10") =>
    (await call(mock, path)).body.pagination.endCursor as string;

  it("answers 400 invalid_cursor for a cursor re-encoded to another position with its MAC kept", async () => {
    const [payload, mac] = (await firstCursor()).split(".") as [string, string];
    const state = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const forged = `${Buffer.from(JSON.stringify({ ...state, p: state.p + 100 })).toString("base64url")}.${mac}`;
    const response = await call(mock, `/fleet/vehicles?limit=10&after=${encodeURIComponent(forged)}`);
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_cursor");
  });

  it("answers 400 invalid_cursor for a cursor of a mock with another seed", async () => {
    const other = await startMock({ seed: 2 });
    try {
      const foreign = (await call(other, "/fleet/vehicles?limit=10")).body.pagination.endCursor;
      const response = await call(mock, `/fleet/vehicles?limit=10&after=${encodeURIComponent(foreign)}`);
      expect(response.status).toBe(400);
      expect(errorCode(response)).toBe("invalid_cursor");
    } finally {
      await other.close();
    }
  });

  it("answers 400 invalid_cursor for an edited cursor", async () => {
    const cursor = await firstCursor();
    const edited = (cursor[0] === "A" ? "B" : "A") + cursor.slice(1);
    const response = await call(mock, `/fleet/vehicles?limit=10&after=${encodeURIComponent(edited)}`);
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_cursor");
  });

  it("answers 400 invalid_cursor for a cursor of another operation", async () => {
    const cursor = await firstCursor("/vehicles");
    const response = await call(mock, `/fleet/vehicles?after=${encodeURIComponent(cursor)}`);
    expect(errorCode(response)).toBe("invalid_cursor");
    expect(response.body.message).toContain("listVehicles");
  });

  it.each([
    ["twice the same cursor", (cursor: string) => [cursor, cursor]],
    ["an empty after and a cursor", (cursor: string) => ["", cursor]],
  ])("answers 400 invalid_cursor when after is given twice (%s), as for limit", async (_, values) => {
    const query = values(await firstCursor())
      .map((v) => `after=${encodeURIComponent(v)}`)
      .join("&");
    const response = await call(mock, `/fleet/vehicles?limit=10&${query}`);
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_cursor");
    expect(response.body.message).toBe("after is given 2 times; give it once");
  });

  it("answers 400 invalid_cursor for after given twice on the feed too", async () => {
    const cursor = (await call(mock, "/fleet/vehicles/locations/feed")).body.pagination.endCursor;
    const response = await call(
      mock,
      `/fleet/vehicles/locations/feed?after=${encodeURIComponent(cursor)}&after=${encodeURIComponent(cursor)}`,
    );
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_cursor");
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

  it('expires after 30 days with HTTP 400 and { message, requestId }, the message starting with "cursor expired"', async () => {
    const cursor = await firstCursor();
    mock.clock.advance(30 * DAY_MS + 1);
    try {
      const response = await call(mock, `/fleet/vehicles?limit=10&after=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(400);
      expect(errorCode(response)).toBe("cursor_expired");
      expect(response.body).toStrictEqual({
        message:
          "cursor expired: after was issued 30 days ago and cursors expire after 30 days; start again without after",
        requestId: expect.any(String),
      });
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
    expect(vehicles.find((v) => v.id === assignment.vehicleId).staticAssignedDriver).toEqual({
      id: driver.id,
      name: driver.name,
    });
    const fleetVehicles = (await allPages(mock, "/fleet/vehicles")).flatMap((p) => p.data);
    expect(fleetVehicles.find((v) => v.id === assignment.vehicleId)).not.toHaveProperty("staticAssignedDriver");
  });

  it("ignores limit where the operation does not support it", async () => {
    expect((await call(mock, "/vehicles?limit=1")).body.data.length).toBeGreaterThan(1);
  });

  it("pages GET /fleet/driver-vehicle-assignments to exactly the stored assignments", async () => {
    const pages = await allPages(mock, "/fleet/driver-vehicle-assignments?filterBy=vehicles");
    expect(ids(pages)).toEqual(mock.list("assignments").map((a) => a.id));
    for (const page of pages) expect(validate("DriverVehicleAssignmentList", page).valid).toBe(true);
  });
});

describe("filterBy on GET /fleet/driver-vehicle-assignments (required by the vendor)", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  it.each([
    ["missing", "", /filterBy is required: give filterBy=drivers or vehicles/],
    ["not drivers or vehicles", "?filterBy=trailers", /filterBy must be "drivers" or "vehicles", got "trailers"/],
    ["given twice", "?filterBy=drivers&filterBy=vehicles", /filterBy is given 2 times/],
  ])("answers 400 invalid_query when it is %s", async (_, query, message) => {
    const response = await call(mock, `/fleet/driver-vehicle-assignments${query}`);
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_query");
    expect(response.body.message).toMatch(message);
  });

  it("lists every assignment with either value (the mock takes no driver or vehicle ID filters)", async () => {
    const byDrivers = ids(await allPages(mock, "/fleet/driver-vehicle-assignments?filterBy=drivers"));
    expect(byDrivers).toEqual(mock.list("assignments").map((a) => a.id));
    expect(ids(await allPages(mock, "/fleet/driver-vehicle-assignments?filterBy=vehicles"))).toEqual(byDrivers);
  });
});

describe("legacy pagination (startingAfter, endingBefore, limit) on the five legacy lists", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock({ pageSize: 7 });
  });
  afterAll(() => mock.close());

  const LISTS = [
    ["/v1/fleet/list", "vehicles", () => mock.list("vehicles").map((v) => v.id)],
    ["/v1/fleet/assets/locations", "assets", () => mock.list("assets").map((a) => a.id)],
    [
      "/v1/fleet/assets/reefers",
      "data",
      () =>
        mock
          .list("assets")
          .filter((a) => a.assetType === "reefer")
          .map((a) => a.id),
    ],
    ["/v1/fleet/vehicles/stats", "vehicleStats", () => mock.list("vehicles").map((v) => v.id)],
  ] as const;
  const idOf = (item: Record<string, unknown>) => String(item.id ?? item.assetId ?? item.vehicleId);

  it.each(LISTS)(
    "pages %s to exactly its objects, items under %s, 7 (the mock's page size) at a time",
    async (path, key, expected) => {
      const pages = await allLegacyPages(mock, path);
      expect(pages.flatMap((p) => p[key].map(idOf))).toEqual(expected());
      expect(pages.slice(0, -1).every((p) => p[key].length === 7)).toBe(true);
      expect(pages[0].pagination.hasPrevPage).toBe(false);
      expect(pages.slice(1).every((p) => p.pagination.hasPrevPage)).toBe(true);
      expect(pages.at(-1).pagination.hasNextPage).toBe(false);
    },
  );

  it("takes limit and goes back with endingBefore set to a page's startCursor", async () => {
    const first = (await call(mock, "/v1/fleet/list?limit=5")).body;
    const second = (
      await call(mock, `/v1/fleet/list?limit=5&startingAfter=${encodeURIComponent(first.pagination.endCursor)}`)
    ).body;
    expect(second.vehicles).toHaveLength(5);
    const back = (
      await call(mock, `/v1/fleet/list?limit=5&endingBefore=${encodeURIComponent(second.pagination.startCursor)}`)
    ).body;
    expect(back.vehicles).toEqual(first.vehicles);
    expect(back.pagination).toMatchObject({ hasPrevPage: false, hasNextPage: true });
  });

  it.each([
    [
      "both startingAfter and endingBefore",
      (c: string) => `startingAfter=${c}&endingBefore=${c}`,
      "invalid_query",
      /mutually exclusive/,
    ],
    [
      "a cursor it did not issue",
      () => "startingAfter=bogus",
      "invalid_cursor",
      /startingAfter is not a cursor issued by this server/,
    ],
    [
      "an after cursor of another operation",
      (_: string, other: string) => `startingAfter=${other}`,
      "invalid_cursor",
      /is a cursor of listFleetVehicles, not of v1GetList/,
    ],
    ["limit=0", () => "limit=0", "invalid_limit", /limit must be/],
  ])("answers 400 for %s", async (_, query, code, message) => {
    const cursor = encodeURIComponent((await call(mock, "/v1/fleet/list?limit=5")).body.pagination.endCursor);
    const other = encodeURIComponent((await call(mock, "/fleet/vehicles?limit=5")).body.pagination.endCursor);
    const response = await call(mock, `/v1/fleet/list?${query(cursor, other)}`);
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe(code);
    expect(response.body.message).toMatch(message);
  });

  it("expires a legacy cursor after 30 days too, with a message that says so", async () => {
    const cursor = (await call(mock, "/v1/fleet/list?limit=5")).body.pagination.endCursor;
    mock.clock.advance(31 * DAY_MS);
    try {
      const response = await call(mock, `/v1/fleet/list?startingAfter=${encodeURIComponent(cursor)}`);
      expect(errorCode(response)).toBe("cursor_expired");
      expect(response.body.message).toMatch(/^cursor expired: startingAfter was issued 31 days ago/);
    } finally {
      mock.clock.advance(-31 * DAY_MS);
    }
  });

  it("still answers POST /v1/fleet/list (not paginated) with { data }", async () => {
    const response = await call(mock, "/v1/fleet/list", { method: "POST", body: {} });
    expect(response.body.data.map((v: { id: string }) => v.id)).toEqual(mock.list("vehicles").map((v) => v.id));
  });
});
