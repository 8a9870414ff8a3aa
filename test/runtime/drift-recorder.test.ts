// Issue 37, item 3: `recordDrift` gathers the client's drift over a test file and fails it when the API broke its
// contract. A real loopback server answers drifted bodies to the generated client in "report" mode.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { createFleetClient, driftChecks } from "../../generated/index.js";
import { recordDrift } from "../../testing/drift-recorder.js";
import { tempDir } from "../support/temp-dir.js";
import { useLoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();

/** A recorder whose afterAll is run by the test itself. */
function recorder(options: Parameters<typeof recordDrift>[0] = {}) {
  let end: (() => Promise<void>) | undefined;
  const drift = recordDrift({
    ...options,
    afterAll: (fn) => {
      end = fn;
    },
  });
  const client = createFleetClient({
    baseUrl: server.url,
    token: "recorder-token-0123456789",
    allowInsecureLoopback: true,
    retry: false,
    validateResponses: "report",
    onDrift: drift.onDrift,
    driftChecks,
  });
  return { drift, client, end: () => end!() };
}

const page = (pagination: object, extra: object = {}) => ({
  body: { data: [{ id: "1" }], pagination: { endCursor: "c", hasNextPage: false, ...pagination }, ...extra },
});

describe("recordDrift", () => {
  test("additive drift is recorded with its count and written; the file does not fail", async () => {
    server.script(() => page({ hasNextPage: null }, { requestedAt: "now" }));
    const dir = await tempDir("drift-recorder");
    const report = join(dir, "drift", "vehicles.json");
    const { client, end } = recorder({ report });
    for (let i = 0; i < 3; i++) await client.GET("/fleet/vehicles");
    await end();
    const written = JSON.parse(await readFile(report, "utf8"));
    expect(written.operations[0]).toMatchObject({ operationId: "listFleetVehicles", drifted: 3 });
    expect(
      written.operations[0].problems
        .map((p: { pointer: string; count: number; change: string }) => [p.pointer, p.count, p.change])
        .sort(),
    ).toEqual([
      ["/pagination/hasNextPage", 3, "additive"],
      ["/requestedAt", 3, "additive"],
    ]);
    expect(written["the API broke its contract"]).toEqual([]);
  });

  test("the file fails when the API broke its contract, naming the problem", async () => {
    server.script(() => ({ body: { data: [] } }));
    const { client, end } = recorder();
    await client.GET("/fleet/vehicles");
    await expect(end()).rejects.toThrow(
      /the API broke its contract\):\n {2}GET \/fleet\/vehicles \(listFleetVehicles\): violation \/pagination is required \(1×\)/,
    );
  });

  test("failOn any fails on additive drift too; never only records", async () => {
    server.script(() => page({}, { requestedAt: "now" }));
    const any = recorder({ failOn: "any" });
    await any.client.GET("/fleet/vehicles");
    await expect(any.end()).rejects.toThrow(/\/requestedAt is not in the spec/);
    server.script(() => ({ body: { data: [] } }));
    const never = recorder({ failOn: "never" });
    await never.client.GET("/fleet/vehicles");
    await expect(never.end()).resolves.toBeUndefined();
    expect(never.drift.recording()["the API broke its contract"]).toHaveLength(1);
  });

  test("bad options are refused", () => {
    expect(() => recordDrift({ failOn: "sometimes" as never, afterAll: () => {} })).toThrow(
      /failOn must be "broken", "any" or "never"/,
    );
  });
});
