// Issue 37, item 1: `validateResponses` holds each answer against the spec. A real loopback server answers drifted
// bodies; the generated module's client checks them with its validators and schema shapes.
import { describe, expect, test } from "vitest";
import { driftShapes } from "../../generator/drift-shapes.js";
import { createFleetClient, driftChecks, operations } from "../../generated/index.js";
import { responseDrift, undocumentedProperties } from "../../runtime/drift.js";
import { createRedactor } from "../../runtime/redact.js";
import type { Drift } from "../../runtime/drift-types.js";
import { FleetApiError, FleetError, ResponseDriftError } from "../../runtime/errors.js";
import { useLoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();
const TOKEN = "tok-drift-0123456789abcdef";

const client = (options: Partial<Parameters<typeof createFleetClient>[0]> = {}) =>
  createFleetClient({
    baseUrl: server.url,
    token: TOKEN,
    allowInsecureLoopback: true,
    retry: false,
    driftChecks,
    ...options,
  });

/** A VehicleList page drifted three ways: an undocumented field at the top and in `pagination`, a null boolean. */
const DRIFTED_PAGE = {
  data: [{ id: "1" }, { id: "2" }],
  pagination: { endCursor: "c1", hasNextPage: null, nextPageToken: "x" },
  requestedAt: "2026-01-01T00:00:00Z",
};

const WEBHOOK = {
  id: "w1",
  name: "hook",
  url: "https://example.com/hook",
  secretKey: "c2VjcmV0LXZhbHVlLTk5",
  version: "2018-01-01",
};

describe("validateResponses: report", () => {
  test("the call returns what it would have, and onDrift gets each problem once", async () => {
    server.script(() => ({ body: DRIFTED_PAGE }));
    const drifts: Drift[] = [];
    const plain = await client().GET("/fleet/vehicles");
    const reported = await client({ validateResponses: "report", onDrift: (d) => void drifts.push(d) }).GET(
      "/fleet/vehicles",
    );
    expect(reported.data).toEqual(plain.data);
    expect(reported.data).toEqual(DRIFTED_PAGE);
    expect(drifts).toHaveLength(1);
    const [drift] = drifts;
    expect({ ...drift, problems: undefined }).toEqual({
      operationId: "listFleetVehicles",
      method: "GET",
      path: "/fleet/vehicles",
      status: 200,
      problems: undefined,
    });
    expect(drift!.problems.map(({ pointer, kind, keyword }) => ({ pointer, kind, keyword })).sort(byPointer)).toEqual(
      [
        { pointer: "/pagination/hasNextPage", kind: "violation", keyword: "type" },
        { pointer: "/pagination/nextPageToken", kind: "undocumented", keyword: "properties" },
        { pointer: "/requestedAt", kind: "undocumented", keyword: "properties" },
      ].sort(byPointer),
    );
  });

  test("an answer that matches the spec reports nothing; an open object's fields are not undocumented", async () => {
    server.script(() => ({
      body: { data: [{ id: "1", anything: { deep: 1 } }], pagination: { endCursor: "", hasNextPage: false } },
    }));
    const drifts: Drift[] = [];
    await client({ validateResponses: "report", onDrift: (d) => void drifts.push(d) }).GET("/fleet/vehicles");
    expect(drifts).toEqual([]);
  });

  test("a new field in every item of a page is one problem, at its first pointer", async () => {
    const items = Array.from({ length: 5 }, (_, i) => ({ key: `k${i}`, value: "v", color: "red" }));
    server.script(() => ({ body: { ...WEBHOOK, customHeaders: items } }));
    const drifts: Drift[] = [];
    await client({ validateResponses: "report", onDrift: (d) => void drifts.push(d) }).POST("/webhooks", {
      body: { name: "hook", url: "https://example.com/hook" },
    });
    expect(drifts[0]!.problems).toEqual([
      expect.objectContaining({ pointer: "/customHeaders/0/color", kind: "undocumented" }),
    ]);
  });

  test("neither the token nor a secret's value appears in a drift", async () => {
    // The server echoes the token as a key and as a value, and the secret fails its pattern.
    server.script(() => ({ body: { ...WEBHOOK, secretKey: `${TOKEN}!`, [TOKEN]: TOKEN } }));
    const drifts: Drift[] = [];
    await client({ validateResponses: "report", onDrift: (d) => void drifts.push(d) }).POST("/webhooks", {
      body: { name: "hook", url: "https://example.com/hook" },
    });
    const text = JSON.stringify(drifts);
    expect(drifts[0]!.problems.map((p) => p.pointer).sort()).toEqual(["/[redacted]", "/secretKey"]);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain("!");
  });

  test("onDrift that throws or rejects changes nothing; an error answer still throws FleetApiError", async () => {
    server.script(() => ({ body: DRIFTED_PAGE }));
    const thrower = client({
      validateResponses: "report",
      onDrift: () => {
        throw new Error("hook broke");
      },
    });
    expect((await thrower.GET("/fleet/vehicles")).data).toEqual(DRIFTED_PAGE);
    const rejecter = client({ validateResponses: "report", onDrift: () => Promise.reject(new Error("async hook")) });
    expect((await rejecter.GET("/fleet/vehicles")).data).toEqual(DRIFTED_PAGE);

    server.script(() => ({ status: 404, body: { message: "no such vehicle", code: 7 } }));
    const drifts: Drift[] = [];
    const error = await client({ validateResponses: "report", onDrift: (d) => void drifts.push(d) })
      .GET("/fleet/vehicles")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(drifts[0]).toMatchObject({ status: 404, problems: [{ pointer: "/code", kind: "undocumented" }] });
  });

  test("a status the spec does not document is reported", async () => {
    server.script(() => ({ status: 204 }));
    const drifts: Drift[] = [];
    // /fleet/vehicles documents 200, 4XX and 5XX.
    await client({ validateResponses: "report", onDrift: (d) => void drifts.push(d) }).GET("/fleet/vehicles");
    expect(drifts[0]!.problems).toEqual([
      { pointer: "", kind: "undocumented", keyword: "status", message: "(root) HTTP 204 is not a documented status" },
    ]);
  });
});

describe("validateResponses: throw", () => {
  test("a drifted 2xx answer throws ResponseDriftError with the drift, after the body was read", async () => {
    server.script(() => ({ body: DRIFTED_PAGE }));
    const seen: Drift[] = [];
    const error = await client({ validateResponses: "throw", onDrift: (d) => void seen.push(d) })
      .GET("/fleet/vehicles")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseDriftError);
    expect(error).toBeInstanceOf(FleetError);
    const drift = error as ResponseDriftError;
    expect(drift.status).toBe(200);
    expect(drift.operationId).toBe("listFleetVehicles");
    expect(drift.problems).toHaveLength(3);
    expect(drift.drift).toEqual(seen[0]);
    expect(drift.message).toMatch(/GET \/fleet\/vehicles \(listFleetVehicles\) answered HTTP 200/);
    expect(drift.message).not.toContain(TOKEN);
  });

  test("a valid answer returns as usual", async () => {
    server.script(() => ({ body: WEBHOOK }));
    const { data } = await client({ validateResponses: "throw" }).POST("/webhooks", {
      body: { name: "hook", url: "https://example.com/hook" },
    });
    expect(data).toEqual(WEBHOOK);
  });
});

describe("options", () => {
  test.each([
    [{ validateResponses: "loud" }, /validateResponses must be "off", "report" or "throw" \(got "loud"\)/],
    [{ validateResponses: "report" }, /onDrift must be a function: validateResponses "report" needs it/],
    [{ validateResponses: "throw", onDrift: 3 }, /onDrift must be a function/],
    [
      { validateResponses: "throw", driftChecks: "drift-checks.js" },
      /validateResponses needs driftChecks, your generated module's driftChecks function/,
    ],
  ])("%j is refused at creation", (options, message) => {
    expect(() => client(options as never)).toThrow(message);
  });

  test("off (the default) checks nothing", async () => {
    server.script(() => ({ body: DRIFTED_PAGE }));
    const drifts: Drift[] = [];
    await client({ onDrift: (d) => void drifts.push(d) }).GET("/fleet/vehicles");
    await client({ validateResponses: "off", onDrift: (d) => void drifts.push(d) }).GET("/fleet/vehicles");
    expect(drifts).toEqual([]);
  });
});

const byPointer = (a: { pointer: string }, b: { pointer: string }) => a.pointer.localeCompare(b.pointer);

describe("the shapes: what a schema names", () => {
  const doc = {
    components: {
      schemas: {
        Base: { type: "object", properties: { id: { type: "string" } } },
        Car: { allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { wheels: { type: "integer" } } }] },
        Pet: { oneOf: [{ properties: { bark: {} } }, { properties: { meow: {} } }] },
        Labels: { type: "object", additionalProperties: { properties: { text: {} } } },
        ByPattern: { type: "object", patternProperties: { "^x-": { type: "string" } } },
        Free: { type: "object", additionalProperties: true },
        Closed: { type: "object", properties: { a: {} }, additionalProperties: false },
        // JSON.parse: in an object literal, `__proto__` would set the prototype instead of naming a property.
        Hostile: JSON.parse('{"type":"object","properties":{"__proto__":{"properties":{"inner":{}}},"a/b~c":{}}}'),
        Nested: {
          type: "object",
          properties: { list: { type: "array", items: { $ref: "#/components/schemas/Car" } } },
        },
        Inline: { $ref: "#/components/schemas/Nested/properties/list" },
        // Mastodon's Instance requires counts it does not declare.
        Instance: { type: "object", required: ["uri", "user_count"], properties: { uri: { type: "string" } } },
      },
    },
  };
  const shapes = driftShapes(doc);
  const undocumented = (schema: string, value: unknown) => {
    const found: string[] = [];
    // Through JSON, as the generated module carries the table.
    undocumentedProperties(value, schema, JSON.parse(JSON.stringify(shapes)), (p) => found.push(p.pointer) > 0);
    return found;
  };
  test.each([
    ["allOf: a property of any branch is named", "Car", { id: "1", wheels: 4, color: "red" }, ["/color"]],
    ["oneOf: a property of any branch is named", "Pet", { bark: 1, meow: 2, purr: 3 }, ["/purr"]],
    [
      "additionalProperties as a schema: any key, its value walked",
      "Labels",
      { a: { text: "", size: 1 } },
      ["/a/size"],
    ],
    ["patternProperties: any key", "ByPattern", { "x-a": "1", other: 2 }, []],
    ["a free-form object says nothing of its keys", "Free", { anything: 1 }, []],
    ["additionalProperties: false still reports the undocumented key", "Closed", { a: 1, b: 2 }, ["/b"]],
    [
      "__proto__ and escaped names are keys like any other",
      "Hostile",
      JSON.parse('{"__proto__":{"inner":1,"x":2},"a/b~c":1,"y":3}'),
      ["/__proto__/x", "/y"],
    ],
    ["items of a list, through a $ref", "Nested", { list: [{ id: "1" }, { id: "2", extra: 1 }] }, ["/list/1/extra"]],
    ["a $ref to a place that is not a component is followed", "Inline", [{ id: "1", extra: 1 }], ["/0/extra"]],
    ["a name required and not declared is named", "Instance", { uri: "u", user_count: 3, other: 1 }, ["/other"]],
  ])("%s", (_, schema, value, expected) => {
    expect(undocumented(schema, value)).toEqual(expected);
  });

  test("a property additionalProperties: false refuses is a violation only, not undocumented as well", () => {
    const checks = {
      validate: () => ({
        valid: false as const,
        errors: [{ pointer: "/b", keyword: "additionalProperties", message: "/b is not allowed here" }],
      }),
      shapes: JSON.parse(JSON.stringify(shapes)),
      responseDrift,
    };
    const operation = { ...operations.listFleetVehicles, responseSchemas: { "200": "Closed" } };
    const drift = responseDrift(checks, operation, 200, { a: 1, b: 2 }, createRedactor([]));
    expect(drift!.problems.map((p) => `${p.kind} ${p.pointer}`)).toEqual(["violation /b"]);
  });
});

describe("validateResponses needs the module's driftChecks", () => {
  test("without them, creating the client is a TypeError that names driftChecks", () => {
    expect(() =>
      createFleetClient({
        baseUrl: server.url,
        token: TOKEN,
        allowInsecureLoopback: true,
        validateResponses: "throw",
      }),
    ).toThrow(/validateResponses needs driftChecks, your generated module's driftChecks function/);
  });

  test("createFleetClient itself does not refer to them, so a bundle of one call carries no validator", async () => {
    const { bundle } = await import("../../scripts/bench-bundle.js");
    const code = await bundle(
      `import { createFleetClient } from "./dist/generated/index.js";
      console.log(await createFleetClient({ baseUrl: "https://api.example", token: "t" }).GET("/vehicles"));`,
      false,
      "sources",
    );
    expect(code).not.toContain("validators-standalone");
    expect(code).not.toContain("driftShapes");
  });
});
