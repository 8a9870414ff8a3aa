// Compile-time tests: `npm run typecheck` fails if any `@ts-expect-error` line below compiles, or if an
// `expectTypeOf` does not hold. The calls sit in functions that never run; vitest only checks that the file loads.
import { expect, expectTypeOf, test } from "vitest";
import {
  createFleetClient,
  followFeed,
  paginate,
  requiredScopes,
  scopesFor,
  type DriverVehicleAssignment,
  type FeedBatch,
  type FleetClient,
  type Page,
  type Paginated,
  type ScopeName,
  type Vehicle,
  type VehicleList,
  type VehicleLocations,
} from "../../generated/index.js";

declare const fleet: FleetClient;
declare const signal: AbortSignal;

async function clientCalls() {
  // Data is typed from the 2xx response and never undefined: errors throw instead.
  const { data } = await fleet.GET("/fleet/vehicles", { params: { query: { limit: 100, after: "c1" } } });
  expectTypeOf(data).toEqualTypeOf<VehicleList>();
  const result = await fleet.GET("/vehicles");
  expectTypeOf(result.error).toEqualTypeOf<undefined>();

  // @ts-expect-error limit is a number
  await fleet.GET("/fleet/vehicles", { params: { query: { limit: "100" } } });
  // @ts-expect-error /fleet/vehicles has no `page` parameter
  await fleet.GET("/fleet/vehicles", { params: { query: { page: 2 } } });
  // @ts-expect-error /vehicles has no limit (the server chooses the page size)
  await fleet.GET("/vehicles", { params: { query: { limit: 10 } } });
  // @ts-expect-error not a path of the spec (an init is given so that the path is the only error)
  await fleet.GET("/fleet/trucks", {});
  // @ts-expect-error the legacy table has no DELETE v1/contacts
  await fleet.DELETE("/v1/contacts", {});
  // @ts-expect-error the path parameter is required
  await fleet.GET("/v1/tags/{tagId}");
  await fleet.GET("/v1/tags/{tagId}", { params: { path: { tagId: "7" } } });
  // @ts-expect-error tagIds are strings
  await fleet.POST("/fleet/drivers", { body: { name: "Ada", username: "ada", password: "pw", tagIds: [7] } });
  await fleet.POST("/fleet/drivers", { body: { name: "Ada", username: "ada", password: "pw", tagIds: ["tag-north"] } });
}

async function pagination() {
  const list = paginate(fleet, "/fleet/vehicles", { params: { query: { limit: 512 } } });
  expectTypeOf(list).toEqualTypeOf<Paginated<Vehicle>>();
  for await (const vehicle of list) expectTypeOf(vehicle).toEqualTypeOf<Vehicle>();
  for await (const p of list.pages()) expectTypeOf(p).toEqualTypeOf<Page<Vehicle>>();
  expectTypeOf(await paginate(fleet, "/fleet/driver-vehicle-assignments").toArray()).toEqualTypeOf<
    DriverVehicleAssignment[]
  >();

  // @ts-expect-error a legacy list is not cursor-paginated
  paginate(fleet, "/v1/fleet/drivers");
  // @ts-expect-error driver creation is a POST, not a paginated GET
  paginate(fleet, "/v1/fleet/drivers/create");
  // @ts-expect-error not a path of the spec
  paginate(fleet, "/fleet/trucks");
  // @ts-expect-error limit is a number
  paginate(fleet, "/fleet/vehicles", { params: { query: { limit: "10" } } });
  // @ts-expect-error /fleet/driver-vehicle-assignments has no limit
  paginate(fleet, "/fleet/driver-vehicle-assignments", { params: { query: { limit: 10 } } });
  // @ts-expect-error a plain string is not a known path
  paginate(fleet, "/fleet/vehicles" as string);
}

async function feeds() {
  for await (const batch of followFeed(fleet, "/fleet/vehicles/locations/feed", { signal, after: "u1" })) {
    expectTypeOf(batch).toEqualTypeOf<FeedBatch<VehicleLocations>>();
    expectTypeOf(batch.endCursor).toEqualTypeOf<string>();
  }
  // @ts-expect-error /fleet/vehicles is paginated but not a feed
  followFeed(fleet, "/fleet/vehicles", { signal });
  // @ts-expect-error the signal is required: a feed never ends by itself
  followFeed(fleet, "/fleet/vehicles/locations/feed", {});
}

function scopes() {
  expectTypeOf(requiredScopes("GET", "/v1/tags")).toEqualTypeOf<readonly ScopeName[] | null>();
  scopesFor(["listVehicles", ["GET", "/v1/tags/7"]]);
  // @ts-expect-error not an operationId
  scopesFor(["listTrucks"]);
  // @ts-expect-error tokenScopes takes scope names only
  createFleetClient({ baseUrl: "https://api.example.com", token: "t", tokenScopes: ["Vehicles"] });
}

test("the type tests compile (checked by tsc, not run)", () => {
  expect([clientCalls, pagination, feeds, scopes].every((f) => typeof f === "function")).toBe(true);
});
