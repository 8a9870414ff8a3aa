import { describe, expect, test } from "vitest";
import { operations, type Operation } from "../../generated/operations.js";
import { type ApiMetadata, defineApi } from "../../runtime/api.js";
import { UnknownOperationError } from "../../runtime/operation-lookup.js";
import { checkTokenScopes } from "../../runtime/scopes.js";
import { requiredScopes, scopesFor } from "../../generated/index.js";
import { MERGED_TEMPLATES, legacyEndpoints } from "../fixtures/reference-tables.js";

/** The reference's legacy table (4.4) as the shared fixture parser reads it: paths as written, without the slash. */
const rows = legacyEndpoints().map((e) => ({
  method: e.method,
  path: e.path.slice(1),
  scopes: e.scopes.length > 0 ? new Set(e.scopes) : null,
}));
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "123");
const sorted = (scopes: Iterable<string> | null) => (scopes === null ? null : [...scopes].sort());

describe("requiredScopes against every endpoint of the reference's legacy table (4.4)", () => {
  test("the fixture parses into the whole table", () => {
    // 157 method-and-path entries, GET and POST v1/fleet/drivers/summary twice (in the Drivers and the ELD rows).
    expect(rows.length).toBe(155);
    expect(rows.filter((r) => r.scopes === null).map((r) => r.path)).toEqual([
      "v1/fleet/trailers/assignments",
      "v1/fleet/trailers/{trailerId}/assignments",
    ]);
  });

  test.each(rows.map((r) => [`${r.method} ${r.path}`, r] as const))("%s, as a template", (_name, row) => {
    expect(sorted(requiredScopes(row.method, row.path))).toEqual(sorted(row.scopes));
  });

  test.each(rows.map((r) => [`${r.method} /${concrete(r.path)}`, r] as const))(
    "%s, as a concrete path",
    (_name, row) => {
      expect(sorted(requiredScopes(row.method, `/${concrete(row.path)}`))).toEqual(sorted(row.scopes));
    },
  );

  test("every legacy operation of the spec is in the table (nothing undocumented slipped in)", () => {
    // The table's paths as the spec spells them: templates that differ only in the parameter name are merged.
    const listed = new Set(
      rows.map((r) => `${r.method.toLowerCase()} ${MERGED_TEMPLATES[`/${r.path}`] ?? `/${r.path}`}`),
    );
    const legacy = (Object.values(operations) as Operation[]).filter((op) => op.legacy);
    const missing = legacy.filter((op) => !listed.has(`${op.method} ${op.path}`));
    expect(missing.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });
});

describe("literal segments win over templates", () => {
  test.each([
    ["GET", "/v1/fleet/vehicles/locations", ["Read Vehicle Statistics"]],
    ["GET", "/v1/fleet/vehicles/stats", ["Read Vehicle Statistics"]],
    ["GET", "/v1/fleet/vehicles/stats-expanded", ["Read Vehicle Statistics"]],
    ["GET", "/v1/fleet/vehicles/123", ["Read Vehicles"]],
    ["GET", "/v1/fleet/vehicles/locations/locations", ["Read Vehicle Statistics"]],
    ["GET", "/v1/fleet/drivers/create", ["Read Drivers"]],
    ["GET", "/v1/fleet/drivers/summary", ["Read Drivers", "Read ELD Hours of Service (US)"]],
    ["POST", "/v1/fleet/drivers/summary", ["Write Drivers", "Write ELD Hours of Service (US)"]],
    ["GET", "/v1/fleet/drivers/documents", ["Read Documents"]],
    ["GET", "/v1/fleet/drivers/inactive", ["Read Drivers"]],
    ["GET", "/v1/fleet/assets/locations", ["Read Equipment Statistics"]],
    ["GET", "/v1/fleet/assets/reefers", ["Read Trailers"]],
    ["GET", "/v1/fleet/dispatch/routes/job_updates", ["Read Routes"]],
    ["GET", "/v1/fleet/dispatch/routes/r-9/history", ["Read Routes"]],
    ["GET", "/v1/fleet/trailers/assignments", null],
    ["GET", "/v1/fleet/trailers/tr-1/assignments", null],
  ])("%s %s", (method, path, want) => {
    expect(sorted(requiredScopes(method, path))).toEqual(want);
  });
});

describe("requiredScopes inputs", () => {
  test.each([
    ["lowercase method", "get", "/v1/tags", ["Read Tags"]],
    ["no leading slash", "GET", "v1/tags", ["Read Tags"]],
    ["a query string", "GET", "/v1/tags?limit=5", ["Read Tags"]],
    ["a trailing slash", "GET", "/v1/tags/", ["Read Tags"]],
    ["an encoded segment", "GET", "/v1/tags/a%2Fb", ["Read Tags"]],
    ["the current API, undocumented scope", "GET", "/fleet/vehicles", null],
    ["the current API, feed", "GET", "/fleet/vehicles/locations/feed", ["Read Vehicle Statistics"]],
    ["the current API, Read Vehicles", "GET", "/vehicles", ["Read Vehicles"]],
    ["the current API, Read Assignments", "GET", "/fleet/driver-vehicle-assignments", ["Read Assignments"]],
  ])("%s", (_name, method, path, want) => {
    expect(sorted(requiredScopes(method, path))).toEqual(want);
  });

  test.each([
    ["an undocumented legacy endpoint", "GET", "/v1/fleet/secret"],
    ["a method the table does not list", "DELETE", "/v1/contacts"],
    ["an extra segment", "GET", "/v1/fleet/vehicles/123/locations/extra"],
    ["an empty segment where a template is", "GET", "/v1/fleet/drivers//documents"],
    ["the root", "GET", "/"],
  ])("%s throws UnknownOperationError", (_name, method, path) => {
    expect(() => requiredScopes(method, path)).toThrow(UnknownOperationError);
    expect(() => requiredScopes(method, path)).toThrow(/undocumented endpoints are unsupported/);
  });
});

describe("scopesFor: the least set of scopes for an integration", () => {
  test("operationIds and [method, path] pairs, deduplicated, in catalogue order", () => {
    const plan = scopesFor([
      "listVehicles",
      ["GET", "/v1/fleet/vehicles/123"],
      ["POST", "/v1/fleet/drivers/summary"],
      "v1GetTags",
      ["get", "/v1/tags/9"],
    ]);
    expect(plan.scopes).toEqual(["Write Drivers", "Write ELD Hours of Service (US)", "Read Tags", "Read Vehicles"]);
  });

  test("names the scopes a new token lacks by default (reference 5.5.3)", () => {
    const plan = scopesFor(["listVehicles", "v1GetDriversSummary", "v1PostTags", "v1GetAddresses"]);
    expect(plan.outsideDefaults).toEqual(["Read Addresses", "Read ELD Hours of Service (US)", "Write Tags"]);
  });

  test("operations with undocumented scopes are listed, not guessed", () => {
    const plan = scopesFor(["listFleetVehicles", ["GET", "/v1/fleet/trailers/7/assignments"], "listFleetVehicles"]);
    expect(plan).toEqual({
      scopes: [],
      outsideDefaults: [],
      undocumented: ["listFleetVehicles", "v1GetTrailersByTrailerIdAssignments"],
    });
  });

  test("nothing needs nothing", () => {
    expect(scopesFor([])).toEqual({ scopes: [], outsideDefaults: [], undocumented: [] });
  });

  test("an unknown operationId or path is an error, not an empty plan", () => {
    expect(() => scopesFor(["listTrucks" as "listVehicles"])).toThrow(/"listTrucks" is not an operationId/);
    expect(() => scopesFor([["GET", "/v1/trucks"]])).toThrow(UnknownOperationError);
  });
});

describe("checkTokenScopes: a complete catalogue refuses other names, an open one takes them (issue 33)", () => {
  const metadata = (completeScopes?: boolean): ApiMetadata => ({
    operations: {},
    scopes: ["Read Tags", "Write Tags"],
    defaultScopes: ["Read Tags"],
    ...(completeScopes === undefined ? {} : { completeScopes }),
  });
  const real = ["Read Tags", "Read AEMP", "Read Vehicles"];

  test.each([
    ["declared open", false],
    ["not declared (metadata of another generator)", undefined],
  ])("%s: every name is taken as it is", (_name, completeScopes) => {
    expect([...checkTokenScopes(defineApi(metadata(completeScopes)), real)]).toEqual(real);
  });

  test("complete: a name outside it throws, with the nearest scope", () => {
    expect(() => checkTokenScopes(defineApi(metadata(true)), ["Read Tag", "Write Tags"])).toThrow(
      /not scopes: "Read Tag" \(did you mean "Read Tags"\?\); see SCOPES/,
    );
  });

  test.each([true, false])("complete %s: an entry that is not a string is named by its index", (completeScopes) => {
    const given = ["Read Tags", 7, null] as unknown as string[];
    expect(() => checkTokenScopes(defineApi(metadata(completeScopes)), given)).toThrow(
      /^tokenScopes\[1\] is number, tokenScopes\[2\] is null; tokenScopes must be scope names/,
    );
  });
});
