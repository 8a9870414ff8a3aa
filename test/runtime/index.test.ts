import { expect, test } from "vitest";
import * as fleetkit from "../../generated/index.js";
import * as runtime from "../../runtime/index.js";
import { operations } from "../../generated/operations.js";
import { DEFAULT_READ_SCOPES, SCOPES } from "../../generated/scopes.js";

test("the package entry (the module generated from the bundled spec) exports the runtime bound to that spec", () => {
  for (const name of [
    "createFleetClient",
    "paginate",
    "followFeed",
    "requiredScopes",
    "scopesFor",
    "isCursorExpiredError",
  ]) {
    expect(typeof fleetkit[name as keyof typeof fleetkit], name).toBe("function");
  }
  for (const name of [
    "FleetError",
    "FleetApiError",
    "MissingScopeError",
    "TagAccessError",
    "PaginationError",
    "CursorExpiredError",
    "InsecureBaseUrlError",
    "RequestTimeoutError",
    "FleetNetworkError",
    "UnknownOperationError",
  ]) {
    const errorClass = fleetkit[name as keyof typeof fleetkit] as unknown as { prototype: unknown };
    expect(errorClass.prototype, name).toBeInstanceOf(Error);
  }
});

test("the package entry exports the generated metadata, scopes and validators", () => {
  expect(fleetkit.operations).toBe(operations);
  expect(fleetkit.DEFAULT_READ_SCOPES).toBe(DEFAULT_READ_SCOPES);
  expect(fleetkit.SCOPES).toBe(SCOPES);
  expect(fleetkit.SCOPE_CATALOGUE.length).toBe(fleetkit.SCOPE_CATEGORIES.length);
  expect(fleetkit.isScopeName("Read Vehicles")).toBe(true);
  expect(fleetkit.validate("VehicleList", { data: [], pagination: { endCursor: "", hasNextPage: false } })).toEqual({
    valid: true,
  });
  expect(() => fleetkit.assertValid("DriverCreateRequest", { tagIds: [1] })).toThrow(fleetkit.SchemaValidationError);
  expect(fleetkit.isVehicleList({ data: [] })).toBe(false);
});

test("the package entry exports one function per operationId, each calling its own operation", () => {
  for (const operationId of Object.keys(operations))
    expect(typeof fleetkit[operationId as keyof typeof fleetkit], operationId).toBe("function");
});

test("fleetkit/runtime is generic: no spec, no operations, no validators of its own", () => {
  for (const name of ["operations", "SCOPES", "createFleetClient", "validate", "listFleetVehicles", "api"])
    expect(name in runtime, name).toBe(false);
  for (const name of ["defineApi", "createApiClient", "paginate", "followFeed", "createValidators", "ajvEqual"])
    expect(typeof runtime[name as keyof typeof runtime], name).toBe("function");
});

test("every error class says what it is by name and extends FleetError", () => {
  const op = { operationId: "listVehicles", method: "get", path: "/vehicles" };
  const errors = [
    new fleetkit.FleetApiError(op, 500, undefined),
    new fleetkit.MissingScopeError(op, ["Read Vehicles"], ["Read Vehicles"]),
    new fleetkit.TagAccessError(op, ["t"], [], "no tagIds"),
    new fleetkit.PaginationError("/vehicles", 1, "broken"),
    new fleetkit.CursorExpiredError("/vehicles", "c", { cause: new fleetkit.FleetApiError(op, 400, undefined) }),
    new fleetkit.InsecureBaseUrlError("http"),
    new fleetkit.RequestTimeoutError("GET", "/vehicles", 1, 1),
    new fleetkit.FleetNetworkError("GET", "/vehicles", 1, { cause: new Error("ECONNREFUSED") }),
    new fleetkit.UnknownOperationError("GET", "/v1/fleet/secret"),
  ];
  expect(errors.map((e) => e.name)).toEqual(errors.map((e) => e.constructor.name));
  expect(errors.every((e) => e instanceof fleetkit.FleetError)).toBe(true);
});

test("isCursorExpiredError recognises a CursorExpiredError as well as the server's error response", () => {
  const op = { operationId: "listVehicles", method: "get", path: "/vehicles" };
  const refused = new fleetkit.FleetApiError(op, 400, {
    message: "cursor expired: the after cursor is older than 30 days",
    requestId: "r1",
  });
  expect(fleetkit.isCursorExpiredError(refused)).toBe(true);
  expect(fleetkit.isCursorExpiredError(new fleetkit.CursorExpiredError("/vehicles", "c", { cause: refused }))).toBe(
    true,
  );
  expect(fleetkit.isCursorExpiredError(new fleetkit.FleetApiError(op, 400, { message: "limit too large" }))).toBe(
    false,
  );
});
