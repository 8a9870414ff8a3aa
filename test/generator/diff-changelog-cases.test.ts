// Issue 35, "the changelog recall": each breaking change the vendor's own changelog announces (changelog.json of
// samsarahq/api-docs, pinned 263d92d) that its swagger.json can show, as the smallest Swagger 2.0 pair built from the
// two consecutive versions where it landed (commits named in each test). Each must be found under the operation the
// changelog names, with the rule and level below; the announcements the spec cannot show (docs/diff.md, "The vendor's
// changelog") must not turn into a false break where only a description changed.
import { describe, expect, it } from "vitest";
import { type DiffReport, diffSpecs } from "../../generator/diff/index.js";
import { loadOpenApi } from "../../generator/input/index.js";

type Doc = Record<string, any>; // documents built and edited freely

/** A Swagger 2.0 document as the vendor wrote them in 2019–2021. */
const swagger = (paths: Doc, definitions: Doc = {}, parameters: Doc = {}): Doc => ({
  swagger: "2.0",
  info: { title: "Samsara API", version: "1.0.0" },
  host: "api.samsara.com",
  schemes: ["https"],
  paths,
  definitions,
  parameters,
});
const ok = (schema: Doc) => ({ "200": { description: "ok", schema } });
const def = (name: string) => ({ $ref: `#/definitions/${name}` });
const int64 = { type: "integer", format: "int64" };
const cursorEnvelope = {
  type: "object",
  required: ["hasNextPage", "endCursor"],
  properties: { endCursor: { type: "string" }, hasNextPage: { type: "boolean" } },
};
const after = { type: "string", name: "after", in: "query", description: "Pagination cursor." };
const limit = { type: "number", format: "int64", name: "limit", in: "query" };

async function diff(oldDoc: Doc, newDoc: Doc): Promise<DiffReport> {
  const [a, b] = await Promise.all([loadOpenApi(oldDoc), loadOpenApi(newDoc)]);
  return diffSpecs(a, b);
}

/** `[level, rule, message]` of each change, for a readable comparison. */
const rows = (report: DiffReport) => report.changes.map((c) => [c.level, c.rule, c.message]);
const breaking = (report: DiffReport) => rows(report).filter(([level]) => level === "breaking");

describe("the vendor's announced breaking changes, each found where it landed", () => {
  it("2019-07-30, hos_logs_summary paginates drivers (d49ae7a → 17d7807): pagination-added, breaking", async () => {
    const summary = (parameters: Doc[], pagination: boolean) =>
      swagger(
        {
          "/v1/fleet/hos_logs_summary": {
            get: { operationId: "getFleetHosLogsSummary", parameters, responses: ok(def("HosLogsSummaryResponse")) },
          },
        },
        {
          HosLogsSummaryResponse: {
            type: "object",
            properties: {
              drivers: {
                type: "array",
                items: { type: "object", properties: { driverId: int64, driverName: { type: "string" } } },
              },
              ...(pagination ? { pagination: cursorEnvelope } : {}),
            },
          },
        },
        { groupIdQueryParam: { ...int64, name: "groupId", in: "query" } },
      );
    const groupId = { $ref: "#/parameters/groupIdQueryParam" };
    const report = await diff(summary([groupId], false), summary([groupId, after, limit], true));
    expect(breaking(report)).toEqual([
      [
        "breaking",
        "pagination-added",
        "now paginated with `after`: one call returns only the first page; read every page with paginate()",
      ],
    ]);
    expect(report.breaking).toBe(true);
  });

  it("2019-09-30, driver messages limited to 2,500 characters (c3fd8e6 → e279ea9): request-constraint-tightened, breaking", async () => {
    const messages = (text: Doc) =>
      swagger(
        {
          "/v1/fleet/messages": {
            post: {
              operationId: "createMessages",
              parameters: [{ $ref: "#/parameters/createMessagesParam" }],
              responses: ok({ type: "object" }),
            },
          },
        },
        {},
        {
          createMessagesParam: {
            name: "createMessages",
            in: "body",
            required: true,
            schema: {
              type: "object",
              required: ["driverIds", "text"],
              properties: { driverIds: { type: "array", items: { type: "number", format: "int64" } }, text },
            },
          },
        },
      );
    const report = await diff(messages({ type: "string" }), messages({ type: "string", maxLength: 2500 }));
    expect(breaking(report)).toEqual([
      [
        "breaking",
        "request-constraint-tightened",
        "request body: `maxLength` of `text` set to 2500: requests outside it are refused",
      ],
    ]);
    expect(report.changes.find((c) => c.level === "breaking")?.location).toMatch(
      /^#\/paths\/~1v1~1fleet~1messages\/post/,
    );
  });

  it("2019-12-07, v1/fleet/locations paginated (485e900 → 7dda442): pagination-added, breaking; the new filters are not", async () => {
    const locations = (parameters: Doc[], pagination: boolean) =>
      swagger({
        "/v1/fleet/locations": {
          get: {
            operationId: "getFleetLocations",
            parameters,
            responses: ok({
              type: "object",
              properties: {
                groupId: int64,
                vehicles: {
                  type: "array",
                  items: { type: "object", properties: { id: int64, latitude: { type: "number" } } },
                },
                ...(pagination ? { pagination: cursorEnvelope } : {}),
              },
            }),
          },
        },
      });
    const ids = (name: string) => ({ type: "array", items: { type: "string" }, name, in: "query" });
    const report = await diff(
      locations([], false),
      locations([after, { ...limit, minimum: 1, maximum: 512, default: 512 }, ids("vehicleIds"), ids("tagIds")], true),
    );
    expect(breaking(report)).toEqual([
      [
        "breaking",
        "pagination-added",
        "now paginated with `after`: one call returns only the first page; read every page with paginate()",
      ],
    ]);
    // An operation that had no parameters got a list of them: each is named, not "ParameterList added".
    expect(rows(report)).toContainEqual([
      "info",
      "request-schema-added",
      "optional query parameters `after`, `limit`, `tagIds`, `vehicleIds` added",
    ]);
  });

  it("2020-06-15, hos_daily_logs: POST → GET and trailer/shipping IDs now strings (9fbb3dc → adf215b): operation-moved and response-property-type-changed, breaking", async () => {
    const dailyLogs = (method: "post" | "get", ids: Doc) =>
      swagger(
        {
          "/v1/fleet/drivers/{driver_id}/hos_daily_logs": {
            [method]: {
              operationId: "V1getFleetDriversHosDailyLogs",
              parameters: [
                { ...int64, name: "driver_id", in: "path", required: true },
                {
                  name: "hosLogsParam",
                  in: "body",
                  schema: {
                    type: "object",
                    required: ["startMs", "endMs"],
                    properties: { startMs: int64, endMs: int64 },
                  },
                },
              ],
              responses: ok(def("V1DriverDailyLogResponse")),
            },
          },
        },
        {
          V1DriverDailyLogResponse: {
            type: "object",
            properties: {
              days: {
                type: "array",
                items: { type: "object", properties: { activeMs: int64, shippingDocIds: ids, trailerIds: ids } },
              },
            },
          },
        },
      );
    const report = await diff(
      dailyLogs("post", { type: "object", format: "int64" }),
      dailyLogs("get", { type: "array", items: { type: "string" } }),
    );
    expect(report.operations.moved).toEqual([
      {
        operationId: "V1getFleetDriversHosDailyLogs",
        from: "POST /v1/fleet/drivers/{driver_id}/hos_daily_logs",
        to: "GET /v1/fleet/drivers/{driver_id}/hos_daily_logs",
      },
    ]);
    expect(breaking(report)).toEqual([
      [
        "breaking",
        "operation-moved",
        // The path is the same: only the method moved.
        "moved: POST /v1/fleet/drivers/{driver_id}/hos_daily_logs → GET /v1/fleet/drivers/{driver_id}/hos_daily_logs; a request to the old method no longer reaches V1getFleetDriversHosDailyLogs (a client generated from the new spec follows it); it is compared with its old self below",
      ],
      ...["shippingDocIds", "trailerIds"].map((name) => [
        "breaking",
        "response-property-type-changed",
        `response 200: type of \`days[].${name}\` changed from object to array: code that reads it as object breaks (breaking for a typed client) (schemas/V1DriverDailyLogResponse)`,
      ]),
    ]);
  });

  it("2021-06-09, gateways return accessories' model and serial, not name, firmware, last connected time (20ff20a → 6fbb8fc): response-property-removed, breaking, for GET and POST", async () => {
    const gateways = (accessory: Doc, models: string[]) =>
      swagger(
        {
          "/gateways": {
            get: { operationId: "getGateways", responses: ok(def("GatewaysGetGatewaysResponseBody")) },
            post: {
              operationId: "postGateway",
              parameters: [
                {
                  name: "gateway",
                  in: "body",
                  required: true,
                  schema: { type: "object", required: ["serial"], properties: { serial: { type: "string" } } },
                },
              ],
              responses: ok(def("GatewaysPostGatewayResponseBody")),
            },
          },
        },
        {
          GatewaysGetGatewaysResponseBody: {
            type: "object",
            required: ["data", "pagination"],
            properties: {
              data: { type: "array", items: def("GatewayResponseObjectResponseBody") },
              pagination: cursorEnvelope,
            },
          },
          GatewaysPostGatewayResponseBody: {
            type: "object",
            required: ["data"],
            properties: { data: def("GatewayResponseObjectResponseBody") },
          },
          GatewayResponseObjectResponseBody: {
            type: "object",
            required: ["serial", "model"],
            properties: {
              accessoryDevices: { type: "array", items: def("AccessoryResponseObjectResponseBody") },
              model: { type: "string", enum: models },
              serial: { type: "string" },
            },
          },
          AccessoryResponseObjectResponseBody: { type: "object", properties: accessory },
        },
      );
    const text = { type: "string" };
    const report = await diff(
      gateways({ firmware: text, lastConnectedTime: text, name: text, serial: text }, ["AG45", "VG34", "CM31", "EM21"]),
      gateways({ model: text, serial: text }, ["AG45", "VG34"]),
    );
    const removed = (prefix: string) =>
      ["firmware", "lastConnectedTime", "name"].map((name) => [
        "breaking",
        "response-property-removed",
        `response 200: \`${prefix}.accessoryDevices[].${name}\` removed: code that reads it gets undefined (breaking for a typed client) (schemas/AccessoryResponseObjectResponseBody)`,
      ]);
    // Each operation meets the accessory at its own field path: GET in `data[]`, POST in `data`.
    expect(breaking(report).sort()).toEqual([...removed("data"), ...removed("data[]")].sort());
    // Fewer gateway models in a response is information: a reader never sees an unknown value.
    expect(rows(report)).toContainEqual([
      "info",
      "response-enum-value-removed",
      expect.stringContaining('enum of `data[].model` lost "CM31", "EM21"'),
    ]);
  });
});

describe("announcements the spec cannot show stay quiet", () => {
  it("2019-11-19, trips return coordinates when geocoding fails (391365a → 3db2bd5): only a description changed, nothing breaks", async () => {
    const trips = (description: string) =>
      swagger({
        "/v1/fleet/trips": {
          get: {
            operationId: "getFleetTrips",
            responses: ok({
              type: "object",
              properties: {
                trips: {
                  type: "array",
                  items: { type: "object", properties: { startLocation: { type: "string", description } } },
                },
              },
            }),
          },
        },
      });
    const report = await diff(
      trips("Geocoded street address of start (latitude, longitude) coordinates."),
      trips(
        "Geocoded street address of start (latitude, longitude) coordinates. Returns coordinates if geocoding fails, such as (37.429207, -121.920006)",
      ),
    );
    expect(report.breaking).toBe(false);
    expect(breaking(report)).toEqual([]);
  });
});
