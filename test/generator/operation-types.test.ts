import { expectTypeOf, it } from "vitest";
import {
  operations,
  type FeedPath,
  type OperationAt,
  type PaginatedPath,
  type Operations,
  type ScopesOf,
} from "../../generated/operations.js";
import type { FeedPathOf, PaginatedPathOf } from "../../runtime/index.js";
import type { ScopeName } from "../../generated/scopes.js";

// Checked by `npm run typecheck`; the runtime assertions keep vitest honest about the same facts.
it("knows each operation's scopes at compile time", () => {
  expectTypeOf<ScopesOf<"get", "/v1/fleet/drivers/summary">>().toEqualTypeOf<
    readonly ["Read Drivers", "Read ELD Hours of Service (US)"]
  >();
  expectTypeOf<ScopesOf<"patch", "/v1/fleet/vehicles/{vehicle_id}">>().toEqualTypeOf<readonly ["Write Vehicles"]>();
  expectTypeOf<ScopesOf<"get", "/fleet/vehicles">>().toEqualTypeOf<null>();
  expectTypeOf(operations.v1GetTags.scopes[0]).toEqualTypeOf<"Read Tags">();
  expectTypeOf<OperationAt<"get", "/vehicles">["operationId"]>().toEqualTypeOf<"listVehicles">();
  expectTypeOf<OperationAt<"put", "/v1/fleet/vehicles/{vehicle_id}">>().toEqualTypeOf<never>(); // no such method there
  expectTypeOf<ScopesOf<"put", "/v1/fleet/vehicles/{vehicle_id}">>().toEqualTypeOf<never>();
  expectTypeOf<ScopesOf<"get" | "patch", "/v1/fleet/vehicles/{vehicle_id}">>().toEqualTypeOf<
    OperationAt<"get" | "patch", "/v1/fleet/vehicles/{vehicle_id}">["scopes"]
  >();
  // @ts-expect-error "/v1/fleet/everything" is not a path template of the spec
  expectTypeOf<ScopesOf<"get", "/v1/fleet/everything">>().toBeNull();
  // @ts-expect-error "Read Vehicle" (singular) is not a scope name
  const wrong: ScopeName = "Read Vehicle";
  void wrong;
});

it("lists the paginated and feed paths by type", () => {
  expectTypeOf<PaginatedPath>().toEqualTypeOf<
    | "/fleet/vehicles"
    | "/fleet/vehicles/stats/feed"
    | "/fleet/vehicles/locations/feed"
    | "/vehicles"
    | "/fleet/driver-vehicle-assignments"
    | "/v1/fleet/assets/locations"
    | "/v1/fleet/assets/reefers"
    | "/v1/fleet/list"
    | "/v1/fleet/trailers/assignments"
    | "/v1/fleet/vehicles/stats"
  >();
  expectTypeOf<FeedPath>().toEqualTypeOf<"/fleet/vehicles/stats/feed" | "/fleet/vehicles/locations/feed">();
  // Spelt out by the generator; the same as the runtime works out from the operations.
  expectTypeOf<PaginatedPath>().toEqualTypeOf<PaginatedPathOf<Operations>>();
  expectTypeOf<FeedPath>().toEqualTypeOf<FeedPathOf<Operations>>();
});
