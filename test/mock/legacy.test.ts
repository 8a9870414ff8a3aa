import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../testing/index.js";
import { call, errorCode, startMock } from "./helpers.js";

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe("legacy lists", () => {
  it("answer { data } with every active object, and the inactive drivers on their own path", async () => {
    const active = await call(mock, "/v1/fleet/drivers");
    const inactive = await call(mock, "/v1/fleet/drivers/inactive");
    expect(ids(active.body.data)).toEqual(ids(mock.list("drivers")));
    const all = ids(mock.list("drivers", { includeInactive: true }));
    expect([...ids(active.body.data), ...ids(inactive.body.data)].sort()).toEqual([...all].sort());
    expect(inactive.body.data.length).toBeGreaterThan(0);
  });

  it("answer a query POST like the GET", async () => {
    const get = await call(mock, "/v1/fleet/drivers/summary");
    const post = await call(mock, "/v1/fleet/drivers/summary", { method: "POST", body: {} });
    expect(post.body).toEqual(get.body);
  });
});

describe("legacy objects", () => {
  it("create, read, change and delete a tag", async () => {
    const created = await call(mock, "/v1/tags", { method: "POST", body: { name: "Night shift" } });
    expect(created.body).toMatchObject({ name: "Night shift" });
    const id = created.body.id as string;
    expect(
      (await call(mock, `/v1/tags/${id}`, { method: "PATCH", body: { name: "Late shift", id: "hijack" } })).body,
    ).toEqual({ id, name: "Late shift" });
    expect((await call(mock, `/v1/tags/${id}`)).body.name).toBe("Late shift");
    expect((await call(mock, `/v1/tags/${id}`, { method: "DELETE" })).body).toEqual({ id, deleted: true });
    expect((await call(mock, `/v1/tags/${id}`)).status).toBe(404);
  });

  it("reactivates an inactive driver with PUT v1/fleet/drivers/inactive/{id}", async () => {
    const active = new Set(ids(mock.list("drivers")));
    const sleeping = mock.list("drivers", { includeInactive: true }).find((d) => !active.has(d.id))!;
    expect((await call(mock, `/v1/fleet/drivers/inactive/${sleeping.id}`, { method: "PUT", body: {} })).status).toBe(
      200,
    );
    expect(ids(mock.list("drivers"))).toContain(sleeping.id);
    expect((await call(mock, `/v1/fleet/drivers/inactive/${sleeping.id}`)).status, "no longer inactive").toBe(404);
  });

  it("refuses, for a tag-limited token, a route on a vehicle outside its tags", async () => {
    const tag = mock.list("tags")[0]!.id;
    const token = mock.createToken({ name: "dispatcher", scopes: ["Write Routes"], tagIds: [tag] }).token;
    const outside = mock.list("vehicles").find((v) => !v.tagIds.includes(tag))!;
    const inside = mock.list("vehicles").find((v) => v.tagIds.includes(tag))!;
    const refused = await call(mock, "/v1/fleet/dispatch/routes", {
      method: "POST",
      token,
      body: { name: "R", vehicleId: outside.id },
    });
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe("tag_required");
    expect(
      (
        await call(mock, "/v1/fleet/dispatch/routes", {
          method: "POST",
          token,
          body: { name: "R", vehicleId: inside.id },
        })
      ).status,
    ).toBe(200);
  });

  it("answers 404 for a nested object of another parent", async () => {
    const document = mock.list("documents")[0]!;
    const otherDriver = mock.list("drivers").find((d) => d.id !== document.driverId)!;
    expect((await call(mock, `/v1/fleet/drivers/${otherDriver.id}/documents/${document.id}`)).status).toBe(404);
  });

  it("records a vehicle change made through PATCH v1/fleet/vehicles/{id} for the feed", async () => {
    let cursor = "";
    for (let more = true; more; ) {
      const page = (await call(mock, `/fleet/vehicles/locations/feed?after=${encodeURIComponent(cursor)}`)).body;
      cursor = page.pagination.endCursor;
      more = page.pagination.hasNextPage;
    }
    const vehicle = mock.list("vehicles")[5]!;
    await call(mock, `/v1/fleet/vehicles/${vehicle.id}`, { method: "PATCH", body: { name: "Patched" } });
    const feed = await call(mock, `/fleet/vehicles/locations/feed?after=${encodeURIComponent(cursor)}`);
    expect(feed.body.data).toEqual([
      expect.objectContaining({
        id: vehicle.id,
        name: "Patched",
        locations: [expect.objectContaining({ time: new Date(mock.clock.now()).toISOString() })],
      }),
    ]);
  });
});
