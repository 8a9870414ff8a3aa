// Issue 35, precision on the vendor's history. An `allOf` whose members are given by `$ref` is compared as the one
// object it makes, whatever the order the document lists its schemas in and however deep the `$ref`s go. Each pair is
// the smallest form of a false "breaking" verdict from the history (swagger.json, Swagger 2.0, as the vendor wrote
// it): DispatchJob 2018-10-08 and 2018-11-29, CurrentDriver 2018-07-09 and 2018-11-29, ErrorResponse 2018-11-29, the
// address geofence 2020-02-14 (two schemas the engine paired by position). Beside each, a real change of the same
// shape is still named, breaking, under the operation.
// The cases run concurrently (describe.concurrent): each waits on its own Redocly child process, so a file's
// cases overlap instead of queueing (about half the file's time on this 2-core machine).
import { describe, expect, it } from "vitest";
import { type DiffReport, diffSpecs } from "../../generator/diff/index.js";
import { loadOpenApi } from "../../generator/input/index.js";

type Doc = Record<string, any>; // documents built and edited freely

const swagger = (paths: Doc, definitions: Doc): Doc => ({
  swagger: "2.0",
  info: { title: "Fleet", version: "1" },
  host: "api.samsara.com",
  schemes: ["https"],
  paths,
  definitions,
});
const ref = (name: string) => ({ $ref: `#/definitions/${name}` });
const ok = (schema: Doc) => ({ "200": { description: "ok", schema } });
const int64 = (description: string) => ({ type: "integer", format: "int64", description, example: 1 });

async function diff(oldDoc: Doc, newDoc: Doc): Promise<DiffReport> {
  const [a, b] = await Promise.all([loadOpenApi(oldDoc), loadOpenApi(newDoc)]);
  return diffSpecs(a, b);
}
const rows = (report: DiffReport) => report.changes.map((c): [string, string, string] => [c.level, c.rule, c.message]);

/**
 * The dispatch routes API of 2018: DispatchRoute's `dispatch_jobs` are DispatchJob, an allOf of its own object and
 * `$ref: DispatchJobCreate`; listed in a response and sent in a PUT body.
 */
function dispatch(jobOwn: Doc, jobCreate: Doc): Doc {
  return swagger(
    {
      "/fleet/dispatch/routes": {
        get: { operationId: "fetchAllDispatchRoutes", responses: ok({ type: "array", items: ref("DispatchRoute") }) },
      },
      "/fleet/dispatch/routes/{route_id}": {
        put: {
          operationId: "updateDispatchRouteById",
          parameters: [
            { name: "route_id", in: "path", required: true, type: "integer", format: "int64" },
            { name: "updateDispatchRouteParams", in: "body", required: true, schema: ref("DispatchRoute") },
          ],
          responses: ok(ref("DispatchRoute")),
        },
      },
    },
    {
      DispatchJob: {
        allOf: [{ type: "object", required: ["id", "job_state"], properties: jobOwn }, ref("DispatchJobCreate")],
      },
      DispatchJobCreate: {
        type: "object",
        required: ["destination_lat"],
        properties: { destination_lat: { type: "number", format: "float" }, ...jobCreate },
      },
      DispatchRoute: {
        allOf: [
          {
            type: "object",
            required: ["id", "dispatch_jobs"],
            properties: { id: int64("ID of the route."), dispatch_jobs: { type: "array", items: ref("DispatchJob") } },
          },
          ref("DispatchRouteBase"),
        ],
      },
      DispatchRouteBase: { type: "object", required: ["name"], properties: { name: { type: "string" } } },
    },
  );
}
const jobOwn = { id: int64("ID of the Samsara dispatch job."), job_state: { type: "string" } };
const addressId = { destination_address_id: int64("ID of the job destination associated with an address book entry.") };

/**
 * The drivers API of 2018: GET /fleet/drivers/{driver_id} answers `response` (Driver or CurrentDriver); Driver is an
 * allOf of its own object and `$ref: DriverBase`; CurrentDriver (listed before Driver) an allOf of an object with
 * `currentVehicleId` and `$ref: Driver`.
 */
function drivers(response: string, driverOwn: Doc, definitions: Doc = {}, base: Doc = {}): Doc {
  return swagger(
    {
      "/fleet/drivers/{driver_id}": {
        get: {
          operationId: "getDriverById",
          parameters: [{ name: "driver_id", in: "path", required: true, type: "integer", format: "int64" }],
          responses: ok(ref(response)),
        },
      },
    },
    {
      ...definitions,
      Driver: {
        allOf: [
          { type: "object", required: ["id"], properties: { id: int64("ID of the driver."), ...driverOwn } },
          ref("DriverBase"),
        ],
      },
      DriverBase: {
        type: "object",
        required: ["name"],
        properties: { name: { type: "string" }, username: { type: "string" }, ...base },
      },
    },
  );
}
const currentVehicleId = {
  currentVehicleId: int64("ID of the vehicle that this driver is currently assigned to."),
};
const CurrentDriver = {
  CurrentDriver: { allOf: [{ type: "object", properties: currentVehicleId }, ref("Driver")] },
};

describe.concurrent("an allOf around a $ref is the object it makes", () => {
  it("a property DispatchJob states itself added to DispatchJobCreate too, with the same schema (2018-10-08): no change of DispatchJob", async () => {
    // Before: "`allOf` of `DispatchJob` was added" and "All properties of `DispatchJob` were removed", 9 breaking lines.
    const report = await diff(
      dispatch({ ...jobOwn, ...addressId }, {}),
      dispatch({ ...jobOwn, ...addressId }, addressId),
    );
    expect(report.breaking).toBe(false);
    expect(report.changes).toEqual([]);
  });

  it("and the duplicate dropped again from DispatchJob (2018-11-29): no change", async () => {
    // Before: "`allOf` of `DispatchJob` was removed" and the PUT body's jobs' properties "became required".
    const report = await diff(dispatch({ ...jobOwn, ...addressId }, addressId), dispatch(jobOwn, addressId));
    expect(report.breaking).toBe(false);
    expect(report.changes).toEqual([]);
  });

  it("a response switched from Driver to CurrentDriver, an allOf of currentVehicleId and $ref Driver, listed before Driver (2018-07-09): a property added, nothing breaking", async () => {
    // Before: "All properties of `CurrentDriver` were removed" (CurrentDriver was read before Driver was merged).
    const report = await diff(drivers("Driver", {}), drivers("CurrentDriver", currentVehicleId, CurrentDriver));
    expect(report.breaking).toBe(false);
    expect(rows(report).filter(([level]) => level !== "info")).toEqual([]);
  });

  it("CurrentDriver becoming `$ref: Driver` where Driver has currentVehicleId (2018-11-29): no change", async () => {
    // Before: "`allOf` of `Driver` was removed".
    const report = await diff(
      drivers("CurrentDriver", currentVehicleId, CurrentDriver),
      drivers("CurrentDriver", currentVehicleId, { CurrentDriver: ref("Driver") }),
    );
    expect(report.breaking).toBe(false);
    expect(report.changes).toEqual([]);
  });
});

describe.concurrent("a real change through an allOf of $refs is still named, breaking, under the operation", () => {
  it("currentVehicleId gone from the response (CurrentDriver becoming Driver without it)", async () => {
    const report = await diff(
      drivers("CurrentDriver", {}, CurrentDriver),
      drivers("CurrentDriver", {}, { CurrentDriver: ref("Driver") }),
    );
    expect(report.breaking).toBe(true);
    expect(rows(report).filter(([level]) => level === "breaking")).toEqual([
      ["breaking", "response-property-removed", expect.stringMatching(/^response 200: `currentVehicleId` removed/)],
    ]);
  });

  it("a property of DriverBase, two $refs down, removed from a response", async () => {
    const report = await diff(
      drivers("CurrentDriver", {}, CurrentDriver),
      drivers("CurrentDriver", {}, CurrentDriver, { username: undefined }),
    );
    expect(rows(report).filter(([level]) => level === "breaking")).toEqual([
      ["breaking", "response-property-removed", expect.stringMatching(/^response 200: `username` removed/)],
    ]);
  });

  it("a property DispatchJob and DispatchJobCreate both state, retyped in one of them: the job's schema changed", async () => {
    const report = await diff(
      dispatch({ ...jobOwn, ...addressId }, addressId),
      dispatch({ ...jobOwn, ...addressId }, { destination_address_id: { type: "string" } }),
    );
    expect(report.breaking).toBe(true);
    expect(report.changes.map((c) => c.message).join("\n")).toMatch(/destination_address_id/);
  });
});

describe.concurrent("one line for one change", () => {
  it("ErrorResponse retyped from an object to a string (2018-11-29): the type change, not also `All properties … were removed`", async () => {
    const api = (error: Doc) =>
      swagger(
        {
          "/sensors/list": {
            post: {
              operationId: "getSensors",
              responses: {
                "200": { description: "ok" },
                default: { description: "Unexpected error.", schema: ref("ErrorResponse") },
              },
            },
          },
        },
        { ErrorResponse: error },
      );
    const report = await diff(
      api({ type: "object", properties: { status_code: { type: "integer" }, message: { type: "string" } } }),
      api({ type: "string", description: "Error message describing why the request failed." }),
    );
    expect(rows(report)).toEqual([
      [
        "breaking",
        "response-property-type-changed",
        expect.stringMatching(/^response default: type of the body changed from object to string/),
      ],
    ]);
  });
});

/**
 * The addresses API of 2020-02-14: the list's `data[].geofence` and the POST body's `geofence` move from
 * AddressGeofenceResponse and AddressGeofenceRequest to one AddressGeofence, and the list's body becomes
 * ListAddressesResponse. The engine pairs the removed AddressGeofenceResponse with the new ListAddressesResponse
 * (by position) and finds `circle` and `polygon` "removed" from it.
 */
function addresses(geofence: Doc): [Doc, Doc] {
  const api = (list: Doc, body: Doc) => ({
    "/addresses": {
      get: { operationId: "listAddresses", responses: ok(list) },
      post: {
        operationId: "createAddress",
        parameters: [{ name: "address", in: "body", required: true, schema: body }],
        responses: ok({ type: "object" }),
      },
    },
  });
  const circle = { type: "object", properties: { radiusMeters: { type: "number" } } };
  const polygon = { type: "object", properties: { vertices: { type: "array", items: { type: "number" } } } };
  const was = { type: "object", properties: { circle, polygon } };
  return [
    swagger(
      api(
        { type: "object", properties: { data: { type: "array", items: ref("Address") } } },
        { type: "object", properties: { geofence: ref("AddressGeofenceRequest") } },
      ),
      {
        Address: { type: "object", properties: { id: { type: "string" }, geofence: ref("AddressGeofenceResponse") } },
        AddressGeofenceRequest: was,
        AddressGeofenceResponse: was,
      },
    ),
    swagger(api(ref("ListAddressesResponse"), { type: "object", properties: { geofence: ref("AddressGeofence") } }), {
      Address: { type: "object", properties: { id: { type: "string" }, geofence: ref("AddressGeofence") } },
      AddressGeofence: geofence,
      ListAddressesResponse: { type: "object", properties: { data: { type: "array", items: ref("Address") } } },
    }),
  ];
}

describe.concurrent("schemas the engine paired by position", () => {
  const circle = { type: "object", properties: { radiusMeters: { type: "number" } } };
  const polygon = { type: "object", properties: { vertices: { type: "array", items: { type: "number" } } } };

  it("the geofence moving to AddressGeofence (2020-02-14): not `data[].geofence.circle` and `polygon` removed", async () => {
    const report = await diff(...addresses({ type: "object", properties: { circle, polygon } }));
    expect(report.breaking).toBe(false);
    expect(rows(report)).toEqual([
      ["warning", "schema-renamed", expect.stringMatching(/^schema `AddressGeofenceRequest` is now `AddressGeofence`/)],
    ]);
  });

  it("a geofence that really lost `circle` is still breaking for the list's response", async () => {
    const report = await diff(...addresses({ type: "object", properties: { polygon } }));
    expect(rows(report).filter(([level]) => level === "breaking")).toEqual([
      [
        "breaking",
        "response-property-removed",
        expect.stringMatching(/^response 200: `data\[\]\.geofence\.circle` removed/),
      ],
    ]);
  });
});

describe.concurrent("type names that are not JSON Schema types", () => {
  const machines = (x: Doc) =>
    swagger(
      {
        "/machines/history": {
          post: {
            operationId: "getMachinesHistory",
            responses: ok({
              type: "object",
              properties: {
                machines: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: { vibrations: { type: "array", items: { type: "object", properties: { X: x } } } },
                  },
                },
              },
            }),
          },
        },
      },
      {},
    );

  it("`type: float` written `type: number, format: float` (2017-11-17): no change", async () => {
    // Before: "type of `machines[].vibrations[].X` changed from float to number: code that reads it as float breaks".
    const report = await diff(
      machines({ type: "float", example: 0.01 }),
      machines({ type: "number", format: "float" }),
    );
    expect(report.changes).toEqual([]);
  });

  it("`type: float` becoming a string is still breaking", async () => {
    const report = await diff(machines({ type: "float" }), machines({ type: "string" }));
    expect(rows(report).filter(([level]) => level === "breaking")).toEqual([
      [
        "breaking",
        "response-property-type-changed",
        expect.stringMatching(/type of `machines\[\]\.vibrations\[\]\.X` changed from number to string/),
      ],
    ]);
  });
});

describe.concurrent("one operation switching schema where the schema itself keeps the node", () => {
  /** GET /tags answers Tag, whose assets are TaggedAsset; POST /tags takes TagCreate, whose assets are `createItem`. */
  const tags = (taggedAsset: Doc, createItem: string, more: Doc = {}) =>
    swagger(
      {
        "/tags": {
          get: { operationId: "getAllTags", responses: ok({ type: "array", items: ref("Tag") }) },
          post: {
            operationId: "createTag",
            parameters: [{ name: "tagCreateParams", in: "body", required: true, schema: ref("TagCreate") }],
            responses: ok(ref("Tag")),
          },
        },
      },
      {
        Tag: {
          type: "object",
          properties: { id: { type: "integer" }, assets: { type: "array", items: ref("TaggedAsset") } },
        },
        TagCreate: { type: "object", properties: { assets: { type: "array", items: ref(createItem) } } },
        TaggedAsset: taggedAsset,
        ...more,
      },
    );
  const was = {
    type: "object",
    required: ["id", "name"],
    properties: { id: { type: "integer" }, name: { type: "string" } },
  };
  const base = { TaggedAssetBase: { type: "object", required: ["id"], properties: { id: { type: "integer" } } } };

  it("POST /tags's assets[] going from TaggedAsset to TaggedAssetBase (2018-06-08): `name` is not removed from the responses", async () => {
    // Before: "response 200: `assets[].name` removed" under every operation answering TaggedAsset.
    const report = await diff(
      tags(was, "TaggedAsset"),
      tags(
        {
          allOf: [
            ref("TaggedAssetBase"),
            { type: "object", properties: { name: { type: "string", example: "Trailer 789" } } },
          ],
        },
        "TaggedAssetBase",
        base,
      ),
    );
    expect(rows(report).filter(([, rule]) => rule.endsWith("-property-removed"))).toEqual([
      ["warning", "request-property-removed", expect.stringMatching(/^request body: `assets\[\]\.name` removed/)],
    ]);
    expect(rows(report).filter(([level]) => level === "breaking")).toEqual([
      [
        "breaking",
        "response-property-became-optional",
        expect.stringMatching(/^response 200: `\[\]\.assets\[\]\.name` may now be missing/),
      ],
      [
        "breaking",
        "response-property-became-optional",
        expect.stringMatching(/^response 200: `assets\[\]\.name` may now be missing/),
      ],
    ]);
  });

  it("TaggedAsset itself losing `name` is still breaking for the responses", async () => {
    const report = await diff(
      tags(was, "TaggedAsset"),
      tags({ allOf: [ref("TaggedAssetBase")] }, "TaggedAssetBase", base),
    );
    expect(rows(report).filter(([level]) => level === "breaking")).toEqual([
      [
        "breaking",
        "response-property-removed",
        expect.stringMatching(/^response 200: `\[\]\.assets\[\]\.name` removed/),
      ],
      ["breaking", "response-property-removed", expect.stringMatching(/^response 200: `assets\[\]\.name` removed/)],
    ]);
  });
});

describe.concurrent("a parameter whose words changed much", () => {
  const LONG =
    "ID of the Tag. This can either be the Samsara-provided ID or an external ID. External IDs are customer-specified key-value pairs created in the POST or PATCH requests of this resource. To specify an external ID as part of a path parameter, use the following format: `key:value`. For example, `crmId:abc123`. Automatically populated external IDs are prefixed with `samsara.`. For example, `samsara.name:ELD-exempt`.";
  const tag = (id: Doc) =>
    swagger(
      {
        "/tags/{id}": {
          parameters: [{ name: "id", in: "path", required: true, ...id }],
          get: { operationId: "getTag", responses: ok({ type: "object" }) },
          delete: { operationId: "deleteTag", responses: { "204": { description: "deleted" } } },
        },
      },
      {},
    );

  it("the path-level `id` of /tags/{id} given a long description (2020-07-27): not `id` removed and a required `id` added", async () => {
    // Before: "Required `id` path parameter was added" (breaking) and "`id` path parameter was removed", per operation.
    const report = await diff(
      tag({ type: "string", description: "Unique identifier for the tag." }),
      tag({ type: "string", description: LONG }),
    );
    expect(report.changes).toEqual([]);
  });

  it("the same with the type changed too: still reported", async () => {
    const report = await diff(
      tag({ type: "string", description: "Unique identifier for the tag." }),
      tag({ type: "integer", description: LONG }),
    );
    expect(report.breaking).toBe(true);
  });
});

describe.concurrent("an operation the old spec did not have", () => {
  it("a new operation at a renamed path (/v1/addresses/{addressId} → /addresses/{id}, 2020-01-07): the old one removed, nothing inside the new one", async () => {
    // Before: also "path parameter `id`: type of the value changed from integer to string" under getAddressById, which
    // the engine compared with getOrganizationAddress because it paired the two paths.
    const item = { type: "object", properties: { id: { type: "string" } } };
    const report = await diff(
      swagger(
        {
          "/v1/addresses/{addressId}": {
            get: {
              operationId: "getOrganizationAddress",
              parameters: [{ name: "addressId", in: "path", required: true, type: "integer" }],
              responses: ok(item),
            },
          },
        },
        {},
      ),
      swagger(
        {
          "/addresses/{id}": {
            parameters: [{ name: "id", in: "path", required: true, type: "string" }],
            get: { operationId: "getAddressById", responses: ok(item) },
          },
        },
        {},
      ),
    );
    expect(report.operations).toEqual({ added: ["getAddressById"], removed: ["getOrganizationAddress"], moved: [] });
    expect(rows(report).map(([level, rule]) => [level, rule])).toEqual([
      ["breaking", "operation-removed"],
      ["info", "operation-added"],
    ]);
  });

  it("an operationId renamed in place is still compared with its old self", async () => {
    const api = (operationId: string, type: string) =>
      swagger(
        {
          "/addresses/{id}": {
            get: {
              operationId,
              parameters: [{ name: "id", in: "path", required: true, type }],
              responses: ok({ type: "object" }),
            },
          },
        },
        {},
      );
    const report = await diff(api("getAddressById", "integer"), api("getAddress", "string"));
    expect(rows(report).map(([level, rule]) => [level, rule])).toEqual([
      ["breaking", "operation-id-changed"],
      ["breaking", "request-property-type-changed"],
    ]);
  });
});

describe.concurrent("a path parameter's type", () => {
  // deleteUserById's `id`, integer → string (2020-01-07): a path is text, so every old value is still taken on the wire;
  // a typed call passing a number no longer compiles. Before: "requests sending the old type are refused".
  const users = (type: string) =>
    swagger(
      {
        "/users/{id}": {
          delete: {
            operationId: "deleteUserById",
            parameters: [{ name: "id", in: "path", required: true, type }],
            responses: { "204": { description: "deleted" } },
          },
        },
      },
      {},
    );

  it("integer → string (deleteUserById, 2020-01-07): breaking for typed calls, not on the wire", async () => {
    const report = await diff(users("integer"), users("string"));
    expect(rows(report)).toEqual([
      [
        "breaking",
        "request-property-type-changed",
        "path parameter `id`: type of the value changed from integer to string: breaking for typed calls (an argument of the old type no longer compiles), not on the wire",
      ],
    ]);
  });

  it("string → integer: a path that is not a number is refused, as before", async () => {
    const report = await diff(users("string"), users("integer"));
    expect(rows(report)).toEqual([
      [
        "breaking",
        "request-property-type-changed",
        "path parameter `id`: type of the value changed from string to integer: requests sending the old type are refused",
      ],
    ]);
  });
});

describe.concurrent("a property retyped from an object", () => {
  // Documents of 2020-01-07: DocumentField renamed V1DocumentField, its `dateTimeValue` an object {dateTimeMs} before, a
  // string after, sent in POST and read from GET. Before: the type change under one operation only (the engine compared
  // the two names there), and under the others "All properties of `dateTimeValue` were removed".
  const documents = (name: string, dateTimeValue: Doc) =>
    swagger(
      {
        "/v1/documents": {
          get: { operationId: "getDocuments", responses: ok({ type: "array", items: ref(name) }) },
          post: {
            operationId: "createDocument",
            parameters: [{ name: "document", in: "body", required: true, schema: ref(name) }],
            responses: ok(ref(name)),
          },
        },
      },
      { [name]: { type: "object", properties: { label: { type: "string" }, dateTimeValue } } },
    );
  const dateTimeObject = { type: "object", required: ["dateTimeMs"], properties: { dateTimeMs: { type: "integer" } } };

  it("a renamed schema's object property becoming a string (DocumentField → V1DocumentField, 2020-01-07): the type change under every operation and direction, nothing else", async () => {
    const report = await diff(
      documents("DocumentField", dateTimeObject),
      documents("V1DocumentField", { type: "string" }),
    );
    const breaking = rows(report).filter(([level]) => level === "breaking");
    expect(breaking.map(([, rule, message]) => [rule, message.replace(/ \(schemas\/\w+\)$/, "")]).sort()).toEqual(
      [
        [
          "request-property-type-changed",
          "request body: type of `dateTimeValue` changed from object to string: requests sending the old type are refused",
        ],
        [
          "response-property-type-changed",
          "response 200: type of `[].dateTimeValue` changed from object to string: code that reads it as object breaks (breaking for a typed client)",
        ],
        [
          "response-property-type-changed",
          "response 200: type of `dateTimeValue` changed from object to string: code that reads it as object breaks (breaking for a typed client)",
        ],
      ].sort(),
    );
  });

  it("an object given by $ref becoming an array of it (photoValue, 2021-01-05): one line, the type change", async () => {
    // Before: also "All properties of `photoValue` were removed" (the engine places them in PhotoValue, the type change
    // in FieldValue).
    const photo = { type: "object", properties: { id: { type: "string" }, url: { type: "string" } } };
    // The value schema is a component in both versions; only its `photoValue` changed.
    const api = (photoValue: Doc, definitions: Doc) =>
      swagger(
        {
          "/fleet/documents": {
            get: {
              operationId: "getDocuments",
              responses: ok({ type: "object", properties: { data: { type: "array", items: ref("FieldValue") } } }),
            },
          },
        },
        { FieldValue: { type: "object", properties: { photoValue } }, ...definitions },
      );
    const report = await diff(
      api(ref("PhotoValue"), { PhotoValue: photo }),
      api({ type: "array", items: ref("PhotoValue") }, { PhotoValue: photo }),
    );
    expect(rows(report).filter(([level]) => level === "breaking")).toEqual([
      [
        "breaking",
        "response-property-type-changed",
        "response 200: type of `data[].photoValue` changed from object to array: code that reads it as object breaks (breaking for a typed client)",
      ],
    ]);
  });
});

describe.concurrent("a renamed schema met where its uses do not pair", () => {
  it("the address geofence renamed (AddressGeofenceRequest → AddressGeofence, 2020-02-14) and given new limits: still breaking for POST /addresses", async () => {
    // AddressCreate (an allOf) became CreateAddressRequest, and the responses' AddressGeofenceResponse became the same
    // AddressGeofence: the request body's new `minItems` is the operation's own change, where the engine met it.
    const vertices = (limits: Doc) => ({
      type: "array",
      ...limits,
      items: { type: "object", properties: { latitude: { type: "number" }, longitude: { type: "number" } } },
    });
    const geofence = (limits: Doc) => ({
      type: "object",
      properties: { polygon: { type: "object", properties: { vertices: vertices(limits) } } },
    });
    const api = (body: string, response: string, definitions: Doc) =>
      swagger(
        {
          "/addresses": {
            get: {
              operationId: "listAddresses",
              responses: ok({ type: "object", properties: { data: { type: "array", items: ref(response) } } }),
            },
            post: {
              operationId: "createAddress",
              parameters: [{ name: "address", in: "body", required: true, schema: ref(body) }],
              responses: ok({ type: "object", properties: { data: ref(response) } }),
            },
          },
        },
        definitions,
      );
    const report = await diff(
      api("AddressCreate", "Address", {
        AddressCreate: {
          type: "object",
          allOf: [{ required: ["geofence"], properties: { geofence: ref("AddressGeofenceRequest") } }],
        },
        AddressGeofenceRequest: geofence({}),
        Address: { type: "object", properties: { geofence: ref("AddressGeofenceResponse") } },
        AddressGeofenceResponse: geofence({}),
      }),
      api("CreateAddressRequest", "Address", {
        CreateAddressRequest: {
          type: "object",
          required: ["geofence"],
          properties: { geofence: ref("AddressGeofence") },
        },
        Address: { type: "object", properties: { geofence: ref("AddressGeofence") } },
        AddressGeofence: geofence({ minItems: 3 }),
      }),
    );
    expect(
      rows(report).filter(([level, rule]) => level === "breaking" && rule === "request-constraint-tightened"),
    ).toHaveLength(1);
  });
});
