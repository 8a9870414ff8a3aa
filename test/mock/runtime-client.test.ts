import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFleetClient, CursorExpiredError, paginate } from "../../generated/index.js";
import type { MockServer } from "../../testing/index.js";
import { call, DAY_MS, startMock } from "./helpers.js";

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const clientFor = (token: string) =>
  createFleetClient({ baseUrl: mock.baseUrl, token, allowInsecureLoopback: true, retry: false });

describe("the runtime client against the mock", () => {
  it("paginates GET /fleet/vehicles to exactly the mock's active vehicles, in order", async () => {
    const vehicles = await paginate(clientFor(mock.tokens.fullAccess!.token), "/fleet/vehicles", {
      params: { query: { limit: 100 } },
    }).toArray();
    expect(vehicles.map((v) => v.id)).toEqual(mock.list("vehicles").map((v) => v.id));
  });

  it("paginates GET /vehicles with a tag-limited token to exactly what that token may see", async () => {
    const { token } = mock.tokens.tagLimited!;
    const vehicles = await paginate(clientFor(token), "/vehicles").toArray();
    expect(vehicles.map((v) => v.id)).toEqual(mock.list("vehicles", { token }).map((v) => v.id));
  });

  it("recognises the mock's expired-cursor answer as CursorExpiredError", async () => {
    const cursor = (await call(mock, "/fleet/vehicles?limit=10")).body.pagination.endCursor as string;
    mock.clock.advance(31 * DAY_MS);
    try {
      const pages = paginate(clientFor(mock.tokens.fullAccess!.token), "/fleet/vehicles", {
        params: { query: { limit: 10, after: cursor } },
      });
      await expect(pages.toArray()).rejects.toBeInstanceOf(CursorExpiredError);
    } finally {
      mock.clock.advance(-31 * DAY_MS);
    }
  });
});
