/**
 * The package as a user gets it: `npm pack`, installed into an empty project, imported by plain Node ESM
 * (not vitest, whose module interop hides ESM mistakes) and type-checked by a strict `tsc`.
 */
import { execFile, spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { assertFreshDist } from "../support/built-dist.js";
import { mockBanner } from "../support/mock-process.js";

const exec = promisify(execFile);
let project = "";

async function node(file: string, code: string, args: string[] = []): Promise<string> {
  await writeFile(join(project, file), code);
  const { stdout } = await exec(process.execPath, [...args, file], { cwd: project });
  return stdout;
}

describe("the installed package", () => {
  beforeAll(async () => {
    assertFreshDist();
    project = await mkdtemp(join(tmpdir(), "fleetkit-consumer-"));
    const { stdout } = await exec("npm", ["pack", "--silent", "--pack-destination", project]);
    const tarball = join(project, stdout.trim().split("\n").pop()!);
    await writeFile(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
    await exec("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", tarball, "typescript@~5.9.3", "@types/node@^20"], { cwd: project });
  }, 300_000);

  it("imports under plain Node ESM and validates a notification", async () => {
    const out = await node("validate.mjs", `
      import { validate, operations, DEFAULT_READ_SCOPES } from "fleetkit";
      import { isPingNotification } from "fleetkit/validators";
      const ping = { eventId: "e1", eventMs: 1, eventType: "Ping", event: { text: "Ping" } };
      console.log(JSON.stringify({
        ping: validate("WebhookNotification", ping).valid,
        pong: validate("PingNotification", { ...ping, event: { text: "Pong" } }).valid,
        guard: isPingNotification(ping),
        summary: operations.v1GetDriversSummary.scopes,
        defaults: DEFAULT_READ_SCOPES.length,
      }));`);
    expect(JSON.parse(out)).toEqual({ ping: true, pong: false, guard: true, summary: ["Read Drivers", "Read ELD Hours of Service (US)"], defaults: 21 });
  });

  it("does not load TypeScript, ts-morph, openapi-typescript, yaml or the ajv compiler on import", async () => {
    await writeFile(join(project, "record-loads.mjs"), `
      import { register } from "node:module";
      register("data:text/javascript," + encodeURIComponent(
        "export async function resolve(s, c, next) { const r = await next(s, c); globalThis.__loaded ??= []; console.error('LOAD ' + r.url); return r; }"
      ));`);
    await writeFile(join(project, "import-only.mjs"), `
      import { createRequire } from "node:module";
      await import("fleetkit");
      const cjs = Object.keys(createRequire(import.meta.url).cache);
      for (const f of cjs) console.error("LOAD " + f);`);
    const { stderr } = await exec(process.execPath, ["--import", "./record-loads.mjs", "import-only.mjs"], { cwd: project });
    const loaded = stderr.split("\n").filter((l) => l.startsWith("LOAD ")).map((l) => l.slice(5));
    expect(loaded.some((f) => f.includes("/fleetkit/dist/runtime/index.js"))).toBe(true);
    const forbidden = loaded.filter((f) => /node_modules\/(typescript|ts-morph|@ts-morph|openapi-typescript|yaml)\/|ajv\/dist\/(ajv|2020|core|compile)|\/fleetkit\/dist\/generator\//.test(f));
    expect(forbidden).toEqual([]);
  });

  it("type-checks a strict consumer that uses paths and components", async () => {
    await writeFile(join(project, "consumer.ts"), `
      import type { paths, components } from "fleetkit/types";
      import { operations, type ScopeName } from "fleetkit";
      type VehiclePage = paths["/fleet/vehicles"]["get"]["responses"]["200"]["content"]["application/json"];
      type Limit = NonNullable<paths["/fleet/vehicles"]["get"]["parameters"]["query"]>["limit"];
      const page: VehiclePage = { data: [{ id: "1" }], pagination: { endCursor: "c", hasNextPage: false } };
      const limit: Limit = 512;
      const ping: components["schemas"]["PingNotification"] = { eventId: "e", eventMs: 1, eventType: "Ping", event: { text: "Ping" } };
      const scope: ScopeName = operations.v1GetTags.scopes[0];
      // @ts-expect-error "Pong" is not the Ping event's text
      const bad: components["schemas"]["PingEvent"] = { text: "Pong" };
      export { page, limit, ping, scope, bad };`);
    await writeFile(join(project, "tsconfig.json"), JSON.stringify({
      compilerOptions: { strict: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", noEmit: true, types: ["node"], skipLibCheck: false },
      files: ["consumer.ts"],
    }));
    const tsc = resolve(project, "node_modules/typescript/bin/tsc");
    await expect(exec(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: project })).resolves.toBeDefined();
  });

  it("runs the fleetkit bin", async () => {
    const { stdout } = await exec("npx", ["--no-install", "fleetkit", "--help"], { cwd: project });
    expect(stdout).toMatch(/Usage: fleetkit <command>/);
  });

  it("regenerates a client from the shipped spec with `fleetkit generate` (the generator loads lazily)", async () => {
    const { stdout } = await exec("npx", ["--no-install", "fleetkit", "generate", "--spec", "node_modules/fleetkit/spec/fleet-api.yaml", "--out", "client"], { cwd: project });
    expect(stdout).toMatch(/Generated 6 files/);
    const check = await exec("npx", ["--no-install", "fleetkit", "generate", "--spec", "node_modules/fleetkit/spec/fleet-api.yaml", "--out", "client", "--check"], { cwd: project });
    expect(check.stdout).toMatch(/up to date/);
  });

  it("starts the mock from `fleetkit/testing` in plain Node and pages through it with the client", async () => {
    const out = await node("mock.mjs", `
      import { startMockServer } from "fleetkit/testing";
      import { createFleetClient, paginate } from "fleetkit";
      const mock = await startMockServer({ seed: 3 });
      try {
        const client = createFleetClient({ baseUrl: mock.baseUrl, token: mock.tokens.fullAccess.token, allowInsecureLoopback: true });
        const items = await paginate(client, "/fleet/vehicles", { params: { query: { limit: 100 } } }).toArray();
        console.log(JSON.stringify({ read: items.length, stored: mock.list("vehicles").length }));
      } finally {
        await mock.close();
      }`);
    const { read, stored } = JSON.parse(out) as { read: number; stored: number };
    expect(stored).toBeGreaterThan(0);
    expect(read).toBe(stored);
  });

  it("runs \`npx fleetkit mock\` and serves requests until stopped", async () => {
    const child = spawn("npx", ["--no-install", "fleetkit", "mock", "--port", "0"], { cwd: project, detached: true });
    try {
      const { baseUrl, token } = await mockBanner(child);
      const res = await fetch(`${baseUrl}/v1/tags`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
    } finally {
      process.kill(-child.pid!, "SIGTERM");
    }
  });
});
