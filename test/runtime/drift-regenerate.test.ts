// Issue 37: the overlay `fleetkit proxy --overlay-out` writes, checked by regenerating. The module generated with it
// accepts the additive answers (no drift at all: the new property is named now) and still rejects the breaking ones;
// the module generated without it rejects both. Real loopback upstream, generated clients in "throw" mode.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkResponse } from "../../cli/commands/proxy/check.js";
import { driftOverlay } from "../../cli/commands/proxy/overlay.js";
import { DriftReport } from "../../cli/commands/proxy/report.js";
import { generate } from "../../generator/index.js";
import type { ResponseDriftError } from "../../runtime/errors.js";
import { loadServedSpec } from "../../testing/mock/served-spec.js";
import { THING, THINGS_SPEC } from "../cli/proxy-spec.js";
import { startLoopbackServer, type LoopbackServer } from "./loopback-server.js";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";

const ADDITIVE = { ...THING, kind: "c", count: 2 ** 40, label: null, color: "red" };
const BREAKING = { id: 7, count: 1 };

type Module = {
  createFleetClient: (options: object) => { GET: (path: string, init?: object) => Promise<{ data: unknown }> };
  driftChecks: () => Promise<unknown>;
};

let dir: string;
let upstream: LoopbackServer;
let withOverlay: Module;
let without: Module;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fleetkit-drift-regenerate-"));
  const spec = join(dir, "things.json");
  await writeFile(spec, JSON.stringify(THINGS_SPEC));
  // The overlay as the proxy writes it, from the additive answer it saw.
  const served = await loadServedSpec(spec, undefined);
  const report = new DriftReport(spec, "http://127.0.0.1");
  const operation = served.operations.find((o) => o.operationId === "getThing")!;
  const entry = report.operation("get /things/{id}", {
    operationId: "getThing",
    method: "GET",
    path: "/things/{id}",
    documented: ["200"],
  })!;
  report.record(entry, checkResponse(served, operation, 200, "application/json", JSON.stringify(ADDITIVE)));
  const overlay = join(dir, "drift-overlay.json");
  await writeFile(overlay, JSON.stringify(driftOverlay(served.document, report.additions(), spec)));
  await Promise.all([
    generate({ spec, overlays: [overlay], out: join(dir, "with") }),
    generate({ spec, out: join(dir, "without") }),
  ]);
  withOverlay = await import(pathToFileURL(join(dir, "with", "index.ts")).href);
  without = await import(pathToFileURL(join(dir, "without", "index.ts")).href);
  upstream = await startLoopbackServer((request) => ({
    body: request.path === "/things/additive" ? ADDITIVE : BREAKING,
  }));
}, 120_000);

afterAll(async () => {
  await upstream?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const outcome = (module: Module, id: string) =>
  module
    .createFleetClient({
      baseUrl: upstream.url,
      token: "t0123456789abcdef0",
      allowInsecureLoopback: true,
      retry: false,
      validateResponses: "throw",
      driftChecks: module.driftChecks,
    })
    .GET(`/things/${id}`)
    .then(
      () => "accepted",
      (error: unknown) =>
        error instanceof Error && error.name === "ResponseDriftError"
          ? (error as ResponseDriftError).problems.map((p) => `${p.kind} ${p.keyword} ${p.pointer}`).sort()
          : error,
    );

describe("regenerated with the proxy's overlay", () => {
  test("the additive answer is accepted, with no drift left", async () => {
    expect(await outcome(withOverlay, "additive")).toBe("accepted");
  });

  test("the breaking answer is still rejected", async () => {
    expect(await outcome(withOverlay, "breaking")).toEqual(["violation required /kind", "violation type /id"]);
  });

  test("without the overlay, the additive answer is drift too (each way once)", async () => {
    expect(await outcome(without, "additive")).toEqual([
      "undocumented properties /color",
      "violation enum /kind",
      "violation format /count",
      "violation type /label",
    ]);
    expect(await outcome(without, "breaking")).toEqual(["violation required /kind", "violation type /id"]);
  });
});
