import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MockServer } from "../../testing/index.js";
import { allPages, call, DAY_MS, startMock } from "./helpers.js";

const FEED = "/fleet/vehicles/feed";
const ids = (pages: { data: { id: string }[] }[]) => pages.flatMap((p) => p.data.map((v) => v.id));

let mock: MockServer;
beforeEach(async () => {
  mock = await startMock({ pageSize: 50, data: { vehicles: 120 } });
});
afterEach(() => mock.close());

/** Reads the feed to the end and returns the cursor to continue from. */
async function catchUp(token?: string): Promise<string> {
  const pages = await allPages(mock, FEED, token);
  return pages.at(-1)!.pagination.endCursor;
}

const since = (cursor: string, token?: string) => call(mock, `${FEED}?after=${encodeURIComponent(cursor)}`, token === undefined ? {} : { token });

describe("GET /fleet/vehicles/feed (reference 4.3 feeds)", () => {
  it("starts with every active vehicle, in pages, then hasNextPage false", async () => {
    const pages = await allPages(mock, FEED);
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(ids(pages))).toEqual(new Set(mock.list("vehicles").map((v) => v.id)));
    expect(pages.at(-1)!.pagination.hasNextPage).toBe(false);
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
    const response = await since(cursor);
    expect(response.body.data).toEqual([expect.objectContaining({ id: a!.id, name: "two" })]);
  });

  it("reports an added vehicle", async () => {
    const cursor = await catchUp();
    const added = mock.addVehicle({ name: "New Truck" });
    expect((await since(cursor)).body.data).toEqual([added]);
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

  it("expires its cursors after 30 days too", async () => {
    const cursor = await catchUp();
    mock.clock.advance(31 * DAY_MS);
    expect((await since(cursor)).body.error.code).toBe("cursor_expired");
  });
});
