import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MockServer } from "../../testing/index.js";
import { allPages, call, errorCode, DAY_MS, startMock } from "./helpers.js";

const ids = (pages: { data: { id: string }[] }[]) => pages.flatMap((p) => p.data.map((v) => v.id));

let mock: MockServer;
beforeEach(async () => {
  mock = await startMock({ pageSize: 50, data: { vehicles: 120 } });
});
afterEach(() => mock.close());

/** The vendor's two vehicle feeds (reference 4.3 feeds), each with the query it needs. */
const FEEDS = [
  ["GET /fleet/vehicles/locations/feed", "/fleet/vehicles/locations/feed"],
  ["GET /fleet/vehicles/stats/feed", "/fleet/vehicles/stats/feed?types=gps,engineStates"],
] as const;

describe.each(FEEDS)("%s (reference 4.3 feeds)", (_, feed) => {
  const withAfter = (cursor: string) => `${feed}${feed.includes("?") ? "&" : "?"}after=${encodeURIComponent(cursor)}`;
  const since = (cursor: string, token?: string) => call(mock, withAfter(cursor), token === undefined ? {} : { token });
  /** Reads the feed to the end and returns the cursor to continue from. */
  const catchUp = async (token?: string): Promise<string> =>
    (await allPages(mock, feed, token)).at(-1)!.pagination.endCursor;

  it("starts with every active vehicle, in pages, then hasNextPage false", async () => {
    const pages = await allPages(mock, feed);
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(ids(pages))).toEqual(new Set(mock.list("vehicles").map((v) => v.id)));
    expect(pages.at(-1)!.pagination.hasNextPage).toBe(false);
  });

  it("carries a cursor on its caught-up page, unlike a list (the next request continues from it)", async () => {
    const cursor = await catchUp();
    expect(cursor).not.toBe("");
    expect((await since(cursor)).status).toBe(200);
  });

  it("returns nothing and hasNextPage false when caught up and nothing changed", async () => {
    const response = await since(await catchUp());
    expect(response.body.data).toEqual([]);
    expect(response.body.pagination.hasNextPage).toBe(false);
  });

  it("returns exactly the vehicles updated since the cursor, in the order of the updates", async () => {
    const cursor = await catchUp();
    const [a, b] = mock.list("vehicles");
    mock.updateVehicle(b!.id, { name: "Renamed B" });
    mock.updateVehicle(a!.id, { licensePlate: "NEW 001" });
    const response = await since(cursor);
    expect(response.body.data.map((v: { id: string }) => v.id)).toEqual([b!.id, a!.id]);
    expect(response.body.data[0].name).toBe("Renamed B");
    expect(response.body.pagination.hasNextPage).toBe(false);
  });

  it("reports a vehicle once however often it changed", async () => {
    const cursor = await catchUp();
    const [a] = mock.list("vehicles");
    mock.updateVehicle(a!.id, { name: "one" });
    mock.updateVehicle(a!.id, { name: "two" });
    expect((await since(cursor)).body.data).toEqual([expect.objectContaining({ id: a!.id, name: "two" })]);
  });

  it("reports an added vehicle", async () => {
    const cursor = await catchUp();
    const added = mock.addVehicle({ name: "New Truck" });
    expect((await since(cursor)).body.data).toEqual([expect.objectContaining({ id: added.id, name: "New Truck" })]);
  });

  it("moves on from a caught-up cursor: the next request after that returns nothing", async () => {
    const cursor = await catchUp();
    mock.updateVehicle(mock.list("vehicles")[0]!.id, { name: "changed" });
    const next = (await since(cursor)).body.pagination.endCursor;
    expect((await since(next)).body.data).toEqual([]);
  });

  it("omits a vehicle made inactive (a short page) but keeps following", async () => {
    const cursor = await catchUp();
    const [a, b] = mock.list("vehicles");
    mock.updateVehicle(a!.id, { active: false });
    mock.updateVehicle(b!.id, { name: "still here" });
    expect(ids([(await since(cursor)).body])).toEqual([b!.id]);
  });

  it("shows a tag-limited token only the updates of its vehicles", async () => {
    const tag = mock.list("tags")[0]!.id;
    const token = mock.createToken({ name: "feed-limited", tagIds: [tag] }).token;
    const cursor = await catchUp(token);
    const inside = mock.list("vehicles").find((v) => v.tagIds.includes(tag))!;
    const outside = mock.list("vehicles").find((v) => !v.tagIds.includes(tag))!;
    mock.updateVehicle(outside.id, { name: "outside" });
    mock.updateVehicle(inside.id, { name: "inside" });
    expect(ids([(await since(cursor, token)).body])).toEqual([inside.id]);
  });

  it.each([
    ["tagIds", (tag: string) => `tagIds=${tag}`],
    [
      "parentTagIds (the mock has no tag hierarchy: a parent tag stands for itself)",
      (tag: string) => `parentTagIds=${tag}`,
    ],
  ])("filters by %s", async (_, query) => {
    const tag = mock.list("tags")[1]!.id;
    const pages = await allPages(mock, `${feed}${feed.includes("?") ? "&" : "?"}${query(tag)}`);
    expect(ids(pages).sort()).toEqual(
      mock
        .list("vehicles")
        .filter((v) => v.tagIds.includes(tag))
        .map((v) => v.id)
        .sort(),
    );
  });

  it("filters by vehicleIds, comma-separated or repeated", async () => {
    const [a, b] = mock.list("vehicles");
    const separator = feed.includes("?") ? "&" : "?";
    for (const query of [`vehicleIds=${a!.id},${b!.id}`, `vehicleIds=${a!.id}&vehicleIds=${b!.id}`]) {
      expect(ids(await allPages(mock, `${feed}${separator}${query}`)).sort(), query).toEqual([a!.id, b!.id].sort());
    }
  });

  it("expires its cursors after 30 days too, with a message that says so", async () => {
    const cursor = await catchUp();
    mock.clock.advance(31 * DAY_MS);
    const response = await since(cursor);
    expect(errorCode(response)).toBe("cursor_expired");
    expect(response.body.message).toMatch(/^cursor expired: after was issued 31 days ago/);
  });
});

describe("GET /fleet/vehicles/stats/feed: types and decorations", () => {
  const STATS = "/fleet/vehicles/stats/feed";

  it("gives each vehicle one array per requested type, each event with an RFC 3339 time", async () => {
    const response = await call(mock, `${STATS}?types=engineStates,fuelPercents`);
    const item = response.body.data[0];
    expect(Object.keys(item).sort()).toEqual(["engineStates", "fuelPercents", "id", "name"]);
    expect(item.engineStates).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        value: expect.stringMatching(/^(On|Off|Idle)$/),
      },
    ]);
    expect(item.fuelPercents[0].value).toEqual(expect.any(Number));
  });

  it("adds the decorations to every event", async () => {
    const item = (await call(mock, `${STATS}?types=engineStates&decorations=gps,fuelPercents`)).body.data[0];
    expect(item.engineStates[0].decorations).toEqual({
      gps: expect.objectContaining({ latitude: expect.any(Number), longitude: expect.any(Number) }),
      fuelPercents: { value: expect.any(Number) },
    });
  });

  it("serves the same values on every request", async () => {
    const first = await call(mock, `${STATS}?types=gps,obdOdometerMeters`);
    const again = await call(mock, `${STATS}?types=gps,obdOdometerMeters`);
    expect(again.body.data).toEqual(first.body.data);
  });

  it.each([
    ["no types", "", /types is required/],
    ["an empty types", "?types=", /types is required/],
    [
      "a type the mock does not serve",
      "?types=gps,warpCoreTemperature",
      /"warpCoreTemperature" is not a stat type the mock serves/,
    ],
    [
      "three decorations (the spec allows 2)",
      "?types=gps&decorations=engineStates,fuelPercents,engineRpm",
      /give at most 2/,
    ],
  ])("answers 400 invalid_query for %s", async (_, query, message) => {
    const response = await call(mock, `${STATS}${query}`);
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_query");
    expect(response.body.message).toMatch(message);
  });

  it("needs Read Vehicle Statistics", async () => {
    const token = mock.createToken({ name: "vehicles-only", scopes: ["Read Vehicles"] }).token;
    const response = await call(mock, `${STATS}?types=gps`, { token });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/Read Vehicle Statistics/);
  });
});

describe("GET /fleet/vehicles/locations/feed items", () => {
  it("gives each vehicle its latest location with time, latitude and longitude", async () => {
    const item = (await call(mock, "/fleet/vehicles/locations/feed")).body.data[0];
    expect(item).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      locations: [
        expect.objectContaining({
          time: expect.any(String),
          latitude: expect.any(Number),
          longitude: expect.any(Number),
        }),
      ],
    });
  });
});
