import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFleetClient, paginate } from "../../generated/index.js";
import type { MockServer } from "../../testing/index.js";
import { startMock } from "./helpers.js";
import { importVendorSdk, type VendorSdk } from "./vendor-sdk.js";

/*
 * The vendor's own TypeScript SDK, pointed at the mock, must work as it does against the real service: it pages
 * while `endCursor` is not empty (so a list's last page must carry ""), creates drivers at POST /fleet/drivers, and
 * reports the `{ message, requestId }` error body.
 */

let mock: MockServer;
let SamsaraClient: VendorSdk["SamsaraClient"];
let SamsaraError: VendorSdk["SamsaraError"];
beforeAll(async () => {
  ({ SamsaraClient, SamsaraError } = await importVendorSdk());
  mock = await startMock();
});
afterAll(() => mock.close());

/** The SDK on the mock, with a fetch that records every request and stops a runaway pagination after `maxRequests`. */
function sdk(maxRequests = 1_000) {
  const requests: string[] = [];
  const countingFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push(`${init?.method ?? "GET"} ${new URL(url).pathname}${new URL(url).search}`);
    if (requests.length > maxRequests)
      throw new Error(`the SDK sent more than ${maxRequests} requests: it does not stop paging`);
    return fetch(input, init);
  };
  const client = new SamsaraClient({
    baseUrl: mock.baseUrl,
    token: mock.tokens.fullAccess!.token,
    maxRetries: 0,
    fetch: countingFetch,
  });
  return { client, requests };
}

describe("the vendor's TypeScript SDK (@samsarahq/samsara) against the mock", () => {
  it("pages GET /fleet/vehicles to the same vehicles as fleetkit's paginate, and stops after the last page", async () => {
    const limit = 100;
    const fleet = createFleetClient({
      baseUrl: mock.baseUrl,
      token: mock.tokens.fullAccess!.token,
      allowInsecureLoopback: true,
      retry: false,
    });
    const expected = (await paginate(fleet, "/fleet/vehicles", { params: { query: { limit } } }).toArray()).map(
      (v) => v.id,
    );
    const pages = Math.ceil(mock.list("vehicles", { includeInactive: true }).length / limit);

    const { client, requests } = sdk(pages * 3);
    const ids: string[] = [];
    for await (const vehicle of await client.vehicles.list({ limit })) ids.push(vehicle.id);

    expect(ids).toEqual(expected);
    expect(new Set(ids)).toEqual(new Set(mock.list("vehicles").map((v) => v.id)));
    expect(requests, "one request per page, then it stops").toHaveLength(pages);
    expect(requests.every((r) => r.startsWith("GET /fleet/vehicles?"))).toBe(true);
  });

  it("creates a driver with POST /fleet/drivers and reads it back from the answer's data", async () => {
    const { client, requests } = sdk();
    const tagId = mock.list("tags")[0]!.id;
    const response = await client.drivers.create({
      name: "Sdk Driver",
      username: "sdk.driver",
      password: "from-the-sdk",
      tagIds: [tagId],
    });
    expect(requests).toEqual(["POST /fleet/drivers"]);
    expect(response.data).toMatchObject({ name: "Sdk Driver", username: "sdk.driver" });
    expect(mock.list("drivers").find((d) => d.id === response.data?.id)).toMatchObject({
      name: "Sdk Driver",
      tagIds: [tagId],
    });
    expect(JSON.stringify(response)).not.toContain("from-the-sdk");
  });

  it("reports a 404 as its SamsaraError carrying the mock's message and request ID", async () => {
    const { client } = sdk();
    const error = await client.vehicles.get({ id: "no-such-vehicle" }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SamsaraError);
    const notFound = error as InstanceType<typeof SamsaraError>;
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toEqual({
      message:
        "GET /fleet/vehicles/no-such-vehicle is not an operation of the spec (undocumented endpoints are unsupported)",
      requestId: expect.any(String),
    });
    expect(notFound.message).toContain("GET /fleet/vehicles/no-such-vehicle is not an operation of the spec");
  });
});
