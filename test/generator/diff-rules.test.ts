// Issue 35, "every change where the caller meets it" and "a rule id and level on every change": one minimal pair of
// documents per rule, each the smallest form of a case the issue names from the vendor's history (the address
// geofence constraints, the 2020-06-15 retyped response property, the envelope move, fetchRoutes and createDriver
// moving, a renamed path parameter, schemas the engine paired by position).
// The cases run concurrently (describe.concurrent): each waits on its own Redocly child process, so a file's
// cases overlap instead of queueing (about half the file's time on this 2-core machine).
import { describe, expect, it } from "vitest";
import { diffCommand } from "../../cli/commands/diff.js";
import { type DiffReport, diffSpecs, formatReport } from "../../generator/diff/index.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { runCommand } from "../cli/in-process.js";
import { tempDir } from "../support/temp-dir.js";

type Doc = Record<string, any>; // documents built and edited freely

const json = (schema: Doc) => ({ content: { "application/json": { schema } } });
const ok = (schema?: Doc) => ({ "200": { description: "ok", ...(schema ? json(schema) : {}) } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const spec = (paths: Doc, schemas: Doc = {}): Doc => ({
  openapi: "3.1.0",
  info: { title: "Fleet", version: "1" },
  paths,
  components: { schemas },
});
const idParam = (name = "id") => ({ name, in: "path", required: true, schema: { type: "string" } });

async function diff(oldDoc: Doc, newDoc: Doc): Promise<{ report: DiffReport; text: string[] }> {
  const [a, b] = await Promise.all([loadOpenApi(oldDoc), loadOpenApi(newDoc)]);
  const report = await diffSpecs(a, b);
  return { report, text: formatReport(report) };
}

/** `[level, rule, message]` of each change, for a readable comparison. */
const rows = (report: DiffReport) => report.changes.map((c) => [c.level, c.rule, c.message]);

/** The addresses API: Address is the body of POST and PATCH and the items of GET's `data` list. */
function addresses(geofence: Doc): Doc {
  return spec(
    {
      "/addresses": {
        get: {
          operationId: "listAddresses",
          responses: ok({ type: "object", properties: { data: { type: "array", items: ref("Address") } } }),
        },
        post: { operationId: "createAddress", requestBody: json(ref("Address")), responses: ok() },
      },
      "/addresses/{id}": {
        patch: {
          operationId: "updateAddress",
          parameters: [idParam()],
          requestBody: json(ref("Address")),
          responses: ok(),
        },
      },
    },
    {
      Address: {
        type: "object",
        required: ["name"],
        properties: { name: { type: "string" }, geofence: ref("AddressGeofence") },
      },
      AddressGeofence: geofence,
    },
  );
}
const geofence = (polygon: Doc, circle: Doc): Doc => ({
  type: "object",
  properties: {
    circle: { type: "object", properties: { latitude: { type: "number" }, longitude: { type: "number" } }, ...circle },
    polygon: {
      type: "object",
      properties: { vertices: { type: "array", items: { type: "number" }, ...polygon } },
    },
  },
});

describe.concurrent("a shared schema's change, under each operation and direction that uses it", () => {
  it("new constraints on the address geofence: breaking for POST and PATCH bodies, not for GET's response", async () => {
    const { report, text } = await diff(
      addresses(geofence({}, {})),
      addresses(geofence({ minItems: 3, maxItems: 40 }, { required: ["latitude", "longitude"] })),
    );
    expect(report.breaking).toBe(true);
    // The text report: one group per operation, breaking lines first, the field path and the schema named.
    expect(text).toEqual([
      "BREAKING: 6 changes can break callers, 3 more do not.",
      "",
      "POST /addresses",
      "  breaking  request body: `geofence.circle.latitude`, `geofence.circle.longitude` became required: a request without them is refused (schemas/AddressGeofence) [request-property-became-required]",
      "  breaking  request body: `maxItems` of `geofence.polygon.vertices` set to 40: requests outside it are refused (schemas/AddressGeofence) [request-constraint-tightened]",
      "  breaking  request body: `minItems` of `geofence.polygon.vertices` set to 3: requests outside it are refused (schemas/AddressGeofence) [request-constraint-tightened]",
      "",
      "PATCH /addresses/{id}",
      "  breaking  request body: `geofence.circle.latitude`, `geofence.circle.longitude` became required: a request without them is refused (schemas/AddressGeofence) [request-property-became-required]",
      "  breaking  request body: `maxItems` of `geofence.polygon.vertices` set to 40: requests outside it are refused (schemas/AddressGeofence) [request-constraint-tightened]",
      "  breaking  request body: `minItems` of `geofence.polygon.vertices` set to 3: requests outside it are refused (schemas/AddressGeofence) [request-constraint-tightened]",
      "",
      "GET /addresses",
      "  info      response 200: `data[].geofence.circle.latitude`, `data[].geofence.circle.longitude` became required (schemas/AddressGeofence) [response-property-became-required]",
      "  info      response 200: `maxItems` of `data[].geofence.polygon.vertices` set to 40 (schemas/AddressGeofence) [response-constraint-tightened]",
      "  info      response 200: `minItems` of `data[].geofence.polygon.vertices` set to 3 (schemas/AddressGeofence) [response-constraint-tightened]",
    ]);
  });

  it("a response property retyped from int64 to an array of strings (the 2020-06-15 changelog): breaking, named", async () => {
    const vehicle = (vehicleIds: Doc) =>
      spec(
        { "/v1/fleet/hos_logs": { get: { operationId: "getLogs", responses: ok(ref("DailyLog")) } } },
        {
          DailyLog: {
            type: "object",
            properties: { days: { type: "array", items: { type: "object", properties: { vehicleIds } } } },
          },
        },
      );
    const { report } = await diff(
      vehicle({ type: "integer", format: "int64" }),
      vehicle({ type: "array", items: { type: "string" } }),
    );
    expect(rows(report)).toContainEqual([
      "breaking",
      "response-property-type-changed",
      "response 200: type of `days[].vehicleIds` changed from integer to array: code that reads it as integer breaks (breaking for a typed client) (schemas/DailyLog)",
    ]);
    // The array → object kind of change is "changed", never "widened".
    expect(report.changes.map((c) => c.message).join("\n")).not.toMatch(/widened/);
  });

  it("enum changes name the values added and removed, by direction", async () => {
    const withKind = (values: string[]) =>
      spec(
        {
          "/drivers": {
            get: { operationId: "listDrivers", responses: ok(ref("Driver")) },
            post: { operationId: "createDriver", requestBody: json(ref("Driver")), responses: ok() },
          },
        },
        { Driver: { type: "object", properties: { status: { type: "string", enum: values } } } },
      );
    const { report } = await diff(
      withKind(["active", "deactivated", "pending"]),
      withKind(["active", "archived", "pending"]),
    );
    expect(rows(report)).toEqual([
      [
        "breaking",
        "response-enum-value-added",
        'response 200: enum of `status` gained "archived": breaking for a typed client (a value its type does not list), not on the wire (schemas/Driver)',
      ],
      [
        "breaking",
        "request-enum-value-removed",
        'request body: enum of `status` lost "deactivated": a request sending it is refused (schemas/Driver)',
      ],
      ["info", "response-enum-value-removed", 'response 200: enum of `status` lost "deactivated" (schemas/Driver)'],
      ["info", "request-enum-value-added", 'request body: enum of `status` gained "archived" (schemas/Driver)'],
    ]);
  });

  it("a property removed: breaking in a response, a warning in a request; optional in a response: breaking", async () => {
    const tag = (properties: Doc, required: string[]) =>
      spec(
        {
          "/tags": {
            get: { operationId: "listTags", responses: ok(ref("Tag")) },
            post: { operationId: "createTag", requestBody: json(ref("Tag")), responses: ok() },
          },
        },
        { Tag: { type: "object", required, properties } },
      );
    const { report } = await diff(
      tag({ id: { type: "string" }, name: { type: "string" }, parentTagId: { type: "string" } }, ["id", "name"]),
      tag({ id: { type: "string" }, name: { type: "string" } }, ["id"]),
    );
    expect(rows(report)).toEqual([
      [
        "breaking",
        "response-property-became-optional",
        "response 200: `name` may now be missing: code that reads it must handle undefined (breaking for a typed client: the type becomes optional) (schemas/Tag)",
      ],
      [
        "breaking",
        "response-property-removed",
        "response 200: `parentTagId` removed: code that reads it gets undefined (breaking for a typed client) (schemas/Tag)",
      ],
      [
        "warning",
        "request-property-removed",
        "request body: `parentTagId` removed: the API may ignore or refuse it when it is still sent (schemas/Tag)",
      ],
      ["info", "request-property-became-optional", "request body: `name` became optional (schemas/Tag)"],
    ]);
  });
});

describe.concurrent("levels from the vendor's history", () => {
  it("integer → number in a response is a warning (a fraction may come; the same type in TypeScript)", async () => {
    const locations = (type: string) =>
      spec({
        "/v1/fleet/locations": {
          get: { operationId: "getLocations", responses: ok({ type: "object", properties: { latitude: { type } } }) },
        },
      });
    const { report } = await diff(locations("integer"), locations("number"));
    expect(rows(report)).toEqual([
      [
        "warning",
        "response-property-type-widened-to-number",
        "response 200: type of `latitude` widened from integer to number: a value may now have a fraction (the same number type in TypeScript)",
      ],
    ]);
  });

  it("a number format changed (int → int64, float → double) is information, not a refused request", async () => {
    const group = (format: string) =>
      spec({
        "/v1/fleet/list": {
          post: {
            operationId: "listFleet",
            requestBody: json({ type: "object", properties: { groupId: { type: "integer", format } } }),
            responses: ok(),
          },
        },
      });
    const { report } = await diff(group("int"), group("int64"));
    expect(rows(report)).toEqual([
      ["info", "request-number-format-changed", 'request body: `format` of `groupId` changed to "int64" (was "int")'],
    ]);
  });

  it("a query parameter removed is a warning (a caller still sending it is not refused)", async () => {
    const tags = (parameters: Doc[]) =>
      spec({ "/v1/tags": { get: { operationId: "getTags", parameters, responses: ok() } } });
    const { report } = await diff(
      tags([
        { name: "access_token", in: "query", schema: { type: "string" } },
        { name: "group_id", in: "query", schema: { type: "integer" } },
      ]),
      tags([{ name: "group_id", in: "query", schema: { type: "integer" } }]),
    );
    expect(rows(report)).toEqual([
      ["warning", "request-parameter-removed", expect.stringMatching(/`access_token` query parameter was removed/)],
    ]);
  });
});

describe.concurrent("only the operations that still use a shared schema", () => {
  it("an operation that moved from VehicleResponse to Vehicle is not charged with VehicleResponse becoming an envelope (2020-02-18)", async () => {
    const vehicle = { type: "object", properties: { id: { type: "string" }, make: { type: "string" } } };
    const { report } = await diff(
      spec(
        {
          "/fleet/vehicles": {
            get: {
              operationId: "listVehicles",
              responses: ok({ type: "object", properties: { data: { type: "array", items: ref("VehicleResponse") } } }),
            },
          },
        },
        { VehicleResponse: vehicle, Vehicle: vehicle },
      ),
      spec(
        {
          "/fleet/vehicles": {
            get: {
              operationId: "listVehicles",
              responses: ok({ type: "object", properties: { data: { type: "array", items: ref("Vehicle") } } }),
            },
          },
        },
        { VehicleResponse: { type: "object", properties: { data: ref("Vehicle") } }, Vehicle: vehicle },
      ),
    );
    expect(report.changes.filter((c) => c.level !== "info")).toEqual([]);
  });

  it("one request body switching from Tag to TagUpdate (2018-06-22) is that operation's change, not every use of Tag", async () => {
    const tag = {
      type: "object",
      required: ["name"],
      properties: { id: { type: "integer" }, name: { type: "string" } },
    };
    const tags = (updateBody: string) =>
      spec(
        {
          "/tags": { get: { operationId: "getAllTags", responses: ok(ref("Tag")) } },
          "/tags/{tag_id}": {
            put: {
              operationId: "updateTagById",
              parameters: [idParam("tag_id")],
              requestBody: json(ref(updateBody)),
              responses: ok(ref("Tag")),
            },
          },
        },
        { Tag: tag, TagUpdate: { type: "object", properties: { name: { type: "string" } } } },
      );
    const { report } = await diff(tags("Tag"), tags("TagUpdate"));
    expect(rows(report)).toEqual([
      [
        "warning",
        "request-property-removed",
        "request body: `id` removed: the API may ignore or refuse it when it is still sent",
      ],
      ["info", "request-property-became-optional", "request body: `name` became optional"],
    ]);
    expect(report.changes.every((c) => c.location.startsWith("#/paths/~1tags~1{tag_id}/put/requestBody"))).toBe(true);
  });

  it("a map's value schema removed from a request loosens it (externalIds, 2020-12-04): information", async () => {
    const route = (externalIds: Doc) =>
      spec({
        "/v1/fleet/dispatch/routes": {
          post: {
            operationId: "createRoute",
            requestBody: json({ type: "object", properties: { externalIds } }),
            responses: ok(),
          },
        },
      });
    const { report } = await diff(
      route({ type: "object", additionalProperties: { type: "string" } }),
      route({ type: "object" }),
    );
    expect(rows(report)).toEqual([
      ["info", "request-constraint-loosened", expect.stringMatching(/`additionalProperties` of `externalIds` removed/)],
    ]);
  });
});

describe.concurrent("a shared parameter", () => {
  it("made required and narrowed: under each operation that uses it", async () => {
    const cursor = (after: Doc) => ({
      ...spec({
        "/tags": {
          get: { operationId: "listTags", parameters: [{ $ref: "#/components/parameters/After" }], responses: ok() },
        },
        "/vehicles": {
          get: {
            operationId: "listVehicles",
            parameters: [{ $ref: "#/components/parameters/After" }],
            responses: ok(),
          },
        },
      }),
      components: { parameters: { After: { name: "after", in: "query", ...after } } },
    });
    const { report } = await diff(
      cursor({ schema: { type: "string", maxLength: 100 } }),
      cursor({ required: true, schema: { type: "string", maxLength: 50 } }),
    );
    const lines = [
      ["breaking", "request-parameter-became-required", "`after` query parameter became required. (parameters/After)"],
      [
        "breaking",
        "request-constraint-tightened",
        "query parameter `after`: `maxLength` of the value changed to 50 (was 100): requests outside it are refused (parameters/After)",
      ],
    ];
    expect(rows(report)).toEqual([lines[0], lines[0], lines[1], lines[1]]);
    expect(report.changes.map((c) => c.location)).toEqual([
      "#/paths/~1tags/get/parameters/0",
      "#/paths/~1vehicles/get/parameters/0",
      "#/paths/~1tags/get/parameters/0",
      "#/paths/~1vehicles/get/parameters/0",
    ]);
  });
});

describe.concurrent("one line for one change", () => {
  it("a required response property removed is `removed`, not also `may now be missing` (statusCode, 2021-06)", async () => {
    const job = (properties: Doc, required: string[]) =>
      spec(
        {
          "/beta/industrial/jobs": {
            delete: { operationId: "deleteJob", responses: ok(ref("JobsDeleteJobResponseBody")) },
          },
        },
        { JobsDeleteJobResponseBody: { type: "object", required, properties } },
      );
    const { report } = await diff(
      job({ id: { type: "string" }, statusCode: { type: "integer" } }, ["id", "statusCode"]),
      job({ id: { type: "string" } }, ["id"]),
    );
    expect(rows(report)).toEqual([
      [
        "breaking",
        "response-property-removed",
        "response 200: `statusCode` removed: code that reads it gets undefined (breaking for a typed client) (schemas/JobsDeleteJobResponseBody)",
      ],
    ]);
  });
});

describe.concurrent("webhooks", () => {
  it("a webhook's body travels to the user's server: a new enum value in it is breaking, as in a response", async () => {
    const hook = (values: string[]) => ({
      ...spec({}, { AlertEvent: { type: "object", properties: { eventType: { type: "string", enum: values } } } }),
      webhooks: { alert: { post: { requestBody: json(ref("AlertEvent")), responses: ok() } } },
    });
    const { report } = await diff(hook(["AlertIncident"]), hook(["AlertIncident", "AlertResolved"]));
    expect(rows(report)).toEqual([
      [
        "breaking",
        "response-enum-value-added",
        'request body: enum of `eventType` gained "AlertResolved": breaking for a typed client (a value its type does not list), not on the wire (schemas/AlertEvent)',
      ],
    ]);
  });
});

describe.concurrent("lists outside schemas", () => {
  it("a long list changed names what it gained and lost (never two lists cut to the same width)", async () => {
    const regions = ["us", "eu", "ca", "mx", "br", "jp", "kr", "au", "nz", "sg", "hk", "tw", "in", "za", "ae"];
    const withRegions = (values: string[]) => ({
      ...spec({ "/tags": { get: { operationId: "listTags", responses: ok() } } }),
      servers: [{ url: "https://{region}.api.example.com", variables: { region: { default: "us", enum: values } } }],
    });
    const { report } = await diff(withRegions([...regions, "dk"]), withRegions([...regions, "is"]));
    expect(report.changes.map((c) => c.message)).toEqual(['`enum` gained "is" and lost "dk"']);
  });
});

describe.concurrent("moves and envelopes", () => {
  it("an envelope move is one line (`{id, …}` → `{data: {id, …}}`), with the text report's layout", async () => {
    const fields = {
      id: { type: "string" },
      name: { type: "string" },
      vin: { type: "string" },
      make: { type: "string" },
      model: { type: "string" },
    };
    const vehicle = (schema: Doc) =>
      spec({
        "/fleet/vehicles/{id}": { get: { operationId: "getVehicle", parameters: [idParam()], responses: ok(schema) } },
      });
    const { report, text } = await diff(
      vehicle({ type: "object", properties: fields }),
      vehicle({ type: "object", properties: { data: { type: "object", properties: fields } } }),
    );
    expect(text).toEqual([
      "BREAKING: 1 change can break callers.",
      "",
      "GET /fleet/vehicles/{id}",
      "  breaking  response 200: the body moved under `data` (`id`, `name`, `vin`, `make` and 1 more): code that reads them where they were gets undefined [response-moved-under-envelope]",
    ]);
    expect(report.changes).toHaveLength(1);
  });

  it("a moved operation (fetchRoutes, preview → beta) is listed in operations.moved and compared with its old self: its items lost their `data` wrapper", async () => {
    const route = {
      id: { type: "string" },
      name: { type: "string" },
      stops: { type: "array", items: { type: "string" } },
    };
    const routes = (path: string, item: Doc) =>
      spec({
        [path]: {
          get: {
            operationId: "fetchRoutes",
            responses: ok({ type: "object", properties: { data: { type: "array", items: item } } }),
          },
        },
      });
    const { report } = await diff(
      routes("/preview/fleet/routes", { type: "object", properties: { data: { type: "object", properties: route } } }),
      routes("/beta/fleet/routes", { type: "object", properties: route }),
    );
    expect(report.operations.moved).toEqual([
      { operationId: "fetchRoutes", from: "GET /preview/fleet/routes", to: "GET /beta/fleet/routes" },
    ]);
    expect(rows(report)).toEqual([
      [
        "breaking",
        "operation-moved",
        expect.stringMatching(/^moved: GET \/preview\/fleet\/routes → GET \/beta\/fleet\/routes; /),
      ],
      [
        "breaking",
        "response-envelope-removed",
        "response 200: each item of `data` is no longer wrapped in `data` (`id`, `name`, `stops` are now at its top level): code that reads `data` gets undefined",
      ],
    ]);
  });

  it("a moved operation with a new body (createDriver: POST /v1/fleet/drivers/create → POST /fleet/drivers): its body changes are reported", async () => {
    const create = (path: string, body: Doc) =>
      spec({ [path]: { post: { operationId: "createDriver", requestBody: json(body), responses: ok() } } });
    const { report } = await diff(
      create("/v1/fleet/drivers/create", {
        type: "object",
        required: ["name"],
        properties: { name: { type: "string" }, password: { type: "string" } },
      }),
      create("/fleet/drivers", {
        type: "object",
        required: ["name", "username"],
        properties: { name: { type: "string" }, username: { type: "string" }, password: { type: "string" } },
      }),
    );
    expect(report.operations).toEqual({
      added: [],
      removed: [],
      moved: [{ operationId: "createDriver", from: "POST /v1/fleet/drivers/create", to: "POST /fleet/drivers" }],
    });
    expect(rows(report)).toEqual([
      [
        "breaking",
        "operation-moved",
        expect.stringMatching(/^moved: POST \/v1\/fleet\/drivers\/create → POST \/fleet\/drivers/),
      ],
      [
        "breaking",
        "request-property-became-required",
        "request body: `username` became required: a request without it is refused",
      ],
      ["info", "request-property-added", "request body: `username` added"],
    ]);
  });

  it("a path parameter renamed in the same template is one line: breaking for typed calls, not on the wire", async () => {
    const address = (path: string, name: string) =>
      spec({ [path]: { get: { operationId: "getAddress", parameters: [idParam(name)], responses: ok() } } });
    const { report } = await diff(address("/addresses/{id}", "id"), address("/addresses/{addressId}", "addressId"));
    expect(rows(report)).toEqual([
      [
        "breaking",
        "path-parameter-renamed",
        "path parameters renamed: /addresses/{id} → /addresses/{addressId}: breaking for typed calls (params.path takes the new names), not on the wire",
      ],
    ]);
  });
});

describe.concurrent("schemas matched by name and use, never by position", () => {
  const body = (schemas: Doc, name: string) =>
    spec({ "/tags": { post: { operationId: "createTag", requestBody: json(ref(name)), responses: ok() } } }, schemas);
  const tag = { type: "object", properties: { name: { type: "string" } } };

  it("an unused schema removed and an unrelated one added are not compared with each other", async () => {
    const { report } = await diff(
      body({ Tag: tag, Legacy: { type: "object", properties: { key: { type: "string" } } } }, "Tag"),
      body({ Tag: tag, Other: { type: "object", properties: { key: { type: "integer" } } } }, "Tag"),
    );
    expect(rows(report)).toEqual([
      ["info", "schema-removed", expect.stringMatching(/^schema `Legacy` removed \(no operation used it\)/)],
    ]);
  });

  it("a schema renamed where an operation uses it is one warning (the same on the wire)", async () => {
    const { report } = await diff(body({ Tag: tag }, "Tag"), body({ TagCreate: tag }, "TagCreate"));
    expect(rows(report)).toEqual([
      [
        "warning",
        "schema-renamed",
        "schema `Tag` is now `TagCreate` (used by 1 operation): the same on the wire; typed code that names the type `Tag` no longer compiles",
      ],
    ]);
  });

  it("a schema renamed and changed (DriverObjectResponseBody → SafetyEventDriverObjectResponseBody) does not claim the same wire", async () => {
    const { report } = await diff(
      body({ Driver: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } } }, "Driver"),
      body({ SafetyEventDriver: { type: "object", properties: { id: { type: "string" } } } }, "SafetyEventDriver"),
    );
    expect(rows(report)).toContainEqual([
      "warning",
      "schema-renamed",
      "schema `Driver` is now `SafetyEventDriver` (used by 1 operation): its changes are listed under the operations; typed code that names the type `Driver` no longer compiles",
    ]);
    expect(rows(report)).toContainEqual([
      "warning",
      "request-property-removed",
      expect.stringMatching(/`name` removed/),
    ]);
  });
});

describe.concurrent("--fail-on", () => {
  it("breaking (the default) passes a warning; warning fails on it; anything else is a usage error", async () => {
    const dir = await tempDir("diff-fail-on");
    const tags = (properties: Doc) =>
      spec({
        "/tags": {
          post: { operationId: "createTag", requestBody: json({ type: "object", properties }), responses: ok() },
        },
      });
    const [oldFile, newFile] = [join(dir, "old.json"), join(dir, "new.json")];
    await writeFile(oldFile, JSON.stringify(tags({ name: { type: "string" }, notes: { type: "string" } })));
    await writeFile(newFile, JSON.stringify(tags({ name: { type: "string" } })));
    const run = (...args: string[]) => runCommand(diffCommand, [oldFile, newFile, ...args]);
    const byDefault = await run();
    expect(byDefault.code).toBe(0);
    expect(byDefault.out[1]).toBe("No breaking change; 1 warning to check.");
    expect((await run("--fail-on", "breaking")).code).toBe(0);
    expect((await run("--fail-on", "warning")).code).toBe(1);
    expect(await run("--fail-on", "info")).toEqual({
      code: 2,
      out: [],
      err: ['--fail-on takes breaking or warning, got "info"'],
    });
  });
});

describe.concurrent("documentation is no change", () => {
  const documented = (edition: string, extra: Doc = {}) =>
    spec({
      "/a": {
        get: {
          operationId: "getA",
          externalDocs: { url: `https://docs.example.com/${edition}/a` },
          "x-github": { category: edition, deprecationDate: `${edition}-01-01` },
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": {
                  schema: { type: "object", properties: { id: { type: "string" }, ...extra } },
                  examples: { [`example-${edition}`]: { $ref: `#/components/examples/example-${edition}` } },
                },
              },
            },
          },
        },
      },
    });
  const withExamples = (doc: Doc, edition: string) => {
    doc.components.examples = { [`example-${edition}`]: { value: { id: edition } } };
    return doc;
  };

  it("edits inside externalDocs, an x- extension and named examples are left out (GitHub Enterprise's x-github)", async () => {
    const { report } = await diff(withExamples(documented("2020"), "2020"), withExamples(documented("2021"), "2021"));
    expect(rows(report)).toEqual([]);
  });

  it("a property named like an extension (x-rate) is a property: its addition is reported", async () => {
    const { report } = await diff(
      withExamples(documented("2020"), "2020"),
      withExamples(documented("2020", { "x-rate": { type: "integer" } }), "2020"),
    );
    expect(rows(report)).toEqual([["info", "response-property-added", expect.stringContaining("x-rate")]]);
  });
});

describe.concurrent("operations that switch to another schema alike", () => {
  // GitHub Enterprise 2.22: several lists of issues went from `issue-simple` to `issue`, whose `body` became nullable.
  // The engine compares the pair once, where it first meets it: the other operations' change was not reported, and
  // which operation had it depended on the order of the document's paths.
  const issues = (item: string, order: "forward" | "reversed") => {
    const list = (operationId: string) => ({
      get: { operationId, responses: ok({ type: "array", items: ref(item) }) },
    });
    const paths: Doc = { "/issues": list("listIssues"), "/assigned": list("listAssigned") };
    return spec(order === "forward" ? paths : { "/assigned": paths["/assigned"], "/issues": paths["/issues"] }, {
      "issue-simple": { type: "object", properties: { body: { type: "string" } } },
      issue: { type: "object", properties: { body: { type: ["string", "null"] }, title: { type: "string" } } },
    });
  };
  const bodyChanges = (report: DiffReport) =>
    report.changes
      .filter((c) => c.rule === "response-property-type-changed")
      .map((c) => [c.location.split("/responses")[0], c.level])
      .sort();

  it("each operation that made the switch has the change, whatever the order of the paths", async () => {
    const want = [
      ["#/paths/~1assigned/get", "breaking"],
      ["#/paths/~1issues/get", "breaking"],
    ];
    for (const order of ["forward", "reversed"] as const) {
      const { report } = await diff(issues("issue-simple", order), issues("issue", order));
      expect(bodyChanges(report)).toEqual(want);
    }
  });
});

describe.concurrent("parameters compared by name and place", () => {
  // Twilio Chat v1 → v2: `ChannelSid` lost its pattern and lengths. The engine paired parameters by likeness, so the
  // old `ChannelSid` met the new `ServiceSid`: "`ServiceSid` pattern changed", "required `ChannelSid` added" and
  // "`ServiceSid` removed", two of them breaking, where one parameter only loosened.
  const sid = (prefix: string) => ({
    type: "string",
    minLength: 34,
    maxLength: 34,
    pattern: `^${prefix}[0-9a-fA-F]{32}$`,
  });
  const messages = (edition: "v1" | "v2", channel: Doc) =>
    spec({
      "/Services/{ServiceSid}/Channels/{ChannelSid}/Messages": {
        get: {
          operationId: "ListMessage",
          parameters: [
            {
              description: `The SID of the Service (${edition}) to read the resources from.`,
              name: "ServiceSid",
              in: "path",
              required: true,
              schema: sid("IS"),
            },
            {
              description: `The SID of the Channel (${edition}) the messages to read belong to.`,
              name: "ChannelSid",
              in: "path",
              required: true,
              schema: channel,
            },
          ],
          responses: ok(),
        },
      },
    });

  it("a parameter that lost its constraints is that parameter loosened, not another one changed", async () => {
    const { report } = await diff(messages("v1", sid("CH")), messages("v2", { type: "string" }));
    expect(rows(report).map(([level, rule, message]) => [level, rule, String(message).split(":")[0]])).toEqual([
      ["info", "request-constraint-loosened", "path parameter `ChannelSid`"],
      ["info", "request-constraint-loosened", "path parameter `ChannelSid`"],
      ["info", "request-constraint-loosened", "path parameter `ChannelSid`"],
    ]);
  });
});
