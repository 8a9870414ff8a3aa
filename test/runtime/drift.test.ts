// Issue 37, item 1: `validateResponses` holds each answer against the spec. A real loopback server answers drifted
// bodies; the generated module's client checks them with its validators and schema shapes.
import { describe, expect, test } from "vitest";
import { createFleetClient } from "../../generated/index.js";
import type { Drift } from "../../runtime/drift-types.js";
import { FleetApiError, FleetError, ResponseDriftError } from "../../runtime/errors.js";
import { useLoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();
const TOKEN = "tok-drift-0123456789abcdef";

const client = (options: Partial<Parameters<typeof createFleetClient>[0]> = {}) =>
  createFleetClient({ baseUrl: server.url, token: TOKEN, allowInsecureLoopback: true, retry: false, ...options });

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
    [{ validateResponses: "report" }, /"report" needs onDrift/],
    [{ validateResponses: "throw", onDrift: 3 }, /onDrift must be a function/],
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
