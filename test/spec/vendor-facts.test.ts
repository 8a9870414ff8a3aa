import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

/*
 * Where the reference says "not shown", the spec follows the vendor's public API description
 * (/work/shared/vendor-facts.md lists the facts and their sources). Each filled gap is marked and cited.
 */

const doc = parse(readFileSync("spec/fleet-api.yaml", "utf8"));

type Json = Record<string, any>;
const ref = (node: Json | undefined): Json | undefined => {
  if (!node || typeof node.$ref !== "string") return node;
  return ref(
    node.$ref
      .slice(2)
      .split("/")
      .reduce((at: Json, key: string) => at?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc),
  );
};
const operation = (method: string, path: string): Json => {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is not in the spec`);
  return op;
};
const parameters = (op: Json): Json[] => (op.parameters ?? []).map(ref);
const parameter = (op: Json, name: string) => parameters(op).find((p) => p.name === name && p.in === "query");
const response200 = (op: Json): Json => ref(ref(op.responses["200"])!.content["application/json"].schema)!;
const requestSchema = (op: Json): Json => ref(ref(op.requestBody)!.content["application/json"].schema)!;
const scopes = (op: Json) => op.security?.[0]?.bearerAuth;

/** Every node of the document with its JSON pointer. */
function* walk(node: unknown, pointer = ""): Generator<[string, Json]> {
  if (typeof node !== "object" || node === null) return;
  yield [pointer, node as Json];
  for (const [key, child] of Object.entries(node))
    yield* walk(child, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
}

const SOURCES = [
  { repository: "samsarahq/api-docs", commit: "263d92d", paths: ["swagger.json", "swagger-legacy.json"] },
  { repository: "samsarahq/samsara-python", commit: "e2e567e", paths: ["src/samsara/"] },
];

describe("filled gaps cite their source", () => {
  const notes = [...walk(doc)]
    .filter(([, node]) => typeof node["x-fleetkit-assumption"] === "string")
    .map(([pointer, node]) => [pointer, node["x-fleetkit-assumption"] as string] as const);
  const vendorNotes = notes.filter(([, note]) => /samsarahq\//.test(note));

  it("has notes that cite the vendor's description", () => {
    expect(vendorNotes.length).toBeGreaterThan(20);
  });

  it.each(vendorNotes)("%s names the repository, a file and the commit of vendor-facts.md", (_, note) => {
    for (const [, repository] of note.matchAll(/(samsarahq\/[\w.-]+)/g)) {
      const source = SOURCES.find((s) => s.repository === repository);
      expect(source, `${repository} is a source of vendor-facts.md`).toBeDefined();
      expect(note).toContain(`commit ${source!.commit}`);
      expect(
        source!.paths.some((path) => note.includes(path)),
        `a file of ${repository}`,
      ).toBe(true);
    }
  });
});

describe("lists and pagination", () => {
  it("lets a list's last page carry an empty endCursor, both pagination fields required, citing the vendor", () => {
    const pagination = doc.components.schemas.PaginationInfo;
    expect(pagination.required).toEqual(["endCursor", "hasNextPage"]);
    expect(pagination.properties.endCursor.minLength).toBeUndefined();
    expect(pagination.properties.endCursor.description).toMatch(/empty string/);
    expect(pagination["x-fleetkit-assumption"]).toMatch(/definitions\.paginationResponse/);
  });

  it.each(["ListEnvelope", "VehicleList", "DriverVehicleAssignmentList", "VehicleStatsList", "VehicleLocationsList"])(
    "%s requires data and pagination, with a cited note",
    (name) => {
      const schema = doc.components.schemas[name];
      expect(schema.required).toEqual(["data", "pagination"]);
      expect(schema["x-fleetkit-assumption"]).toMatch(/samsarahq\//);
    },
  );

  it("requires filterBy (drivers or vehicles) on GET /fleet/driver-vehicle-assignments, which has no limit", () => {
    const op = operation("get", "/fleet/driver-vehicle-assignments");
    expect(parameter(op, "filterBy")).toMatchObject({
      required: true,
      schema: { type: "string", enum: ["drivers", "vehicles"] },
    });
    expect(parameter(op, "after")).toBeDefined();
    expect(parameter(op, "limit")).toBeUndefined();
  });

  const LEGACY_LISTS = [
    ["/v1/fleet/list", "vehicles"],
    ["/v1/fleet/assets/locations", "assets"],
    ["/v1/fleet/assets/reefers", "data"],
    ["/v1/fleet/trailers/assignments", "trailers"],
    ["/v1/fleet/vehicles/stats", "vehicleStats"],
  ] as const;

  it.each(LEGACY_LISTS)("GET %s pages the legacy way, items under %s", (path, itemsKey) => {
    const op = operation("get", path);
    expect(
      parameters(op)
        .filter((p) => p.in === "query")
        .map((p) => p.name)
        .sort(),
    ).toEqual(["endingBefore", "limit", "startingAfter"]);
    expect(parameter(op, "after")).toBeUndefined();
    const page = response200(op);
    expect(page.properties.pagination.$ref).toBe("#/components/schemas/LegacyPagination");
    const arrays = Object.entries(page.properties as Json)
      .filter(([, schema]) => ref(schema)!.type === "array")
      .map(([key]) => key);
    expect(arrays, "exactly one array property holds the items").toEqual([itemsKey]);
    expect(op["x-fleetkit-assumption"]).toMatch(/swagger-legacy\.json/);
  });

  it("pages no other legacy operation with startingAfter", () => {
    const withStartingAfter = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json)
        .filter(
          ([, op]) => typeof op === "object" && op !== null && "operationId" in op && parameter(op, "startingAfter"),
        )
        .map(([method]) => `${method} ${path}`),
    );
    expect(withStartingAfter.sort()).toEqual(LEGACY_LISTS.map(([path]) => `get ${path}`).sort());
  });

  it("describes LegacyPagination with the four required fields of the vendor", () => {
    const schema = doc.components.schemas.LegacyPagination;
    expect(schema.required).toEqual(["endCursor", "startCursor", "hasNextPage", "hasPrevPage"]);
    expect(Object.keys(schema.properties).sort()).toEqual(["endCursor", "hasNextPage", "hasPrevPage", "startCursor"]);
  });
});

describe("feeds", () => {
  it("has the vendor's two vehicle feeds and no /fleet/vehicles/feed", () => {
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.endsWith("/feed"))
        .sort(),
    ).toEqual(["/fleet/vehicles/locations/feed", "/fleet/vehicles/stats/feed"]);
  });

  it.each([
    [
      "/fleet/vehicles/stats/feed",
      ["types", "after", "tagIds", "parentTagIds", "vehicleIds", "decorations"],
      "VehicleStatsList",
    ],
    ["/fleet/vehicles/locations/feed", ["after", "tagIds", "parentTagIds", "vehicleIds"], "VehicleLocationsList"],
  ])("GET %s takes %j (no limit), needs Read Vehicle Statistics and answers %s", (path, query, schema) => {
    const op = operation("get", path);
    expect(parameters(op).map((p) => p.name)).toEqual(query);
    expect(scopes(op)).toEqual(["Read Vehicle Statistics"]);
    expect(op.responses["200"].content["application/json"].schema.$ref).toBe(`#/components/schemas/${schema}`);
    for (const p of parameters(op).filter((p) => p.schema.type === "array"))
      expect({ name: p.name, style: p.style, explode: p.explode }).toEqual({
        name: p.name,
        style: "form",
        explode: false,
      });
  });

  it("requires a non-empty types on the stats feed and says why", () => {
    const types = parameter(operation("get", "/fleet/vehicles/stats/feed"), "types")!;
    expect(types).toMatchObject({ required: true, schema: { type: "array", minItems: 1 } });
    expect(types["x-fleetkit-assumption"]).toMatch(/required/i);
  });
});

describe("drivers, errors and webhooks", () => {
  it("creates drivers with the body of reference 2.7 at POST /fleet/drivers, name, username and password required", () => {
    const op = operation("post", "/fleet/drivers");
    expect(op.requestBody.content["application/json"].schema.$ref).toBe("#/components/schemas/DriverCreateRequest");
    expect(requestSchema(op).required).toEqual(["name", "username", "password"]);
    expect(Object.keys(requestSchema(op).properties)).toEqual(["name", "username", "password", "tagIds"]);
  });

  it("keeps the legacy POST /v1/fleet/drivers/create with its own, unshown body", () => {
    const op = operation("post", "/v1/fleet/drivers/create");
    expect(op.requestBody.$ref).toBe("#/components/requestBodies/UnspecifiedJson");
    expect(scopes(op)).toEqual(["Write Drivers"]);
  });

  it("describes every error answer with the { message, requestId } body", () => {
    const error = ref(doc.components.responses.ApiError)!;
    expect(error.content["application/json"].schema.$ref).toBe("#/components/schemas/ErrorResponse");
    expect(Object.keys(doc.components.schemas.ErrorResponse.properties)).toEqual(["message", "requestId"]);
    const errorRanges = [...walk(doc.paths)]
      .filter(([pointer]) => /\/responses\/[45]XX$/.test(pointer))
      .map(([, node]) => node.$ref);
    expect(new Set(errorRanges)).toEqual(new Set(["#/components/responses/ApiError"]));
  });

  it("registers webhooks at POST /webhooks with { name, url, customHeaders, eventTypes, version }, answering id and secretKey", () => {
    const op = operation("post", "/webhooks");
    expect(scopes(op)).toEqual(["Write Webhooks"]);
    const body = requestSchema(op);
    expect(Object.keys(body.properties)).toEqual(["name", "url", "customHeaders", "eventTypes", "version"]);
    expect(body.required).toEqual(["name", "url"]);
    const record = response200(op);
    expect(record.required).toEqual(expect.arrayContaining(["id", "secretKey"]));
  });

  it("names a custom header's fields key and value, at most 5 headers", () => {
    expect(doc.components.schemas.WebhookCustomHeader).toMatchObject({
      required: ["key", "value"],
      properties: { key: { type: "string" }, value: { type: "string" } },
    });
    expect(doc.components.schemas.WebhookCustomHeader.properties.key.pattern).toBeUndefined();
    expect(doc.components.schemas.WebhookCustomHeaders.maxItems).toBe(5);
  });
});

describe("constraints without a basis are gone or explained", () => {
  it("has no minLength on alertConditionId", () => {
    expect(doc.components.schemas.AlertEvent.properties.alertConditionId.minLength).toBeUndefined();
  });

  it("explains every required list of a schema it does not take from the reference", () => {
    const unexplained = Object.entries(doc.components.schemas as Json)
      .filter(([, schema]) => Array.isArray(schema.required) && typeof schema["x-fleetkit-assumption"] !== "string")
      .map(([name]) => name);
    // PingEvent: reference 2.5 says its event has exactly the one field `text`.
    expect(unexplained).toEqual(["PingEvent"]);
  });

  it("moved the server variable's description into the server's, keeping its text", () => {
    const server = doc.servers[0];
    expect(server.variables.base_url.description).toBeUndefined();
    expect(server.description).toContain("Your API host (the reference writes it `{base_url}`).");
  });
});
