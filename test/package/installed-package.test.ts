/**
 * The package as a user gets it: `npm pack`, installed into an empty project, imported by plain Node ESM (not vitest,
 * whose module interop hides ESM mistakes). First the runtime alone (small, no generator tools); then the user's own
 * workflow: install the tools `generate` names, `init`, extend the spec, `diff`, `generate`, a strict `tsc`, and the
 * generated client against a loopback server. The project folder is removed at the end, also on failure.
 */
import { execFile, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertFreshDist } from "../support/built-dist.js";
import { extendedSpecYaml } from "../support/extended-spec.js";
import { mockBanner } from "../support/mock-process.js";

const exec = promisify(execFile);
/** `npm install fleetkit` for the runtime brings at most this much `node_modules` in all (issue 8). */
const RUNTIME_INSTALL_BUDGET_BYTES = 5 * 1024 * 1024;
let project = "";

async function node(file: string, code: string): Promise<string> {
  await writeFile(join(project, file), code);
  const { stdout } = await exec(process.execPath, [file], { cwd: project });
  return stdout;
}

/**
 * Runs the bin npm linked into node_modules/.bin, as `npx fleetkit` does once it has found it (without npm's own
 * start-up, half a second a call; "runs `npx fleetkit`" below goes through npx itself). Resolves with the exit code and
 * output instead of throwing on a non-zero exit.
 */
async function fleetkit(args: string[], viaNpx = false): Promise<{ code: number; stdout: string; stderr: string }> {
  const withoutNpmNotices = (text: string) =>
    text
      .split("\n")
      .filter((line) => !line.startsWith("npm warn"))
      .join("\n");
  const [command, commandArgs] = viaNpx
    ? ["npx", ["--no-install", "fleetkit", ...args]]
    : [join(project, "node_modules", ".bin", "fleetkit"), args];
  try {
    const { stdout, stderr } = await exec(command, commandArgs, { cwd: project });
    return { code: 0, stdout, stderr: withoutNpmNotices(stderr) };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr: withoutNpmNotices(stderr) };
  }
}

async function bytesUnder(dir: string): Promise<number> {
  const { stdout } = await exec("du", ["-sb", dir]);
  return Number(stdout.split("\t")[0]);
}

beforeAll(async () => {
  assertFreshDist();
  project = await mkdtemp(join(tmpdir(), "fleetkit-consumer-"));
  // `prepack` builds dist/ (a fresh clone packs a working package); npm test has just built it, so not twice here.
  const { stdout } = await exec("npm", ["pack", "--silent", "--ignore-scripts", "--pack-destination", project]);
  const tarball = join(project, stdout.trim().split("\n").pop()!);
  await writeFile(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  await exec("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", tarball], { cwd: project });
}, 300_000);

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

describe("the runtime, installed alone", () => {
  it("is packed with its LICENSE, docs and a prepack that checks and builds unless dist/ is current", async () => {
    const manifest = JSON.parse(await readFile("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(manifest.scripts.prepack).toBe("tsx scripts/prepack.ts");
    expect(manifest.scripts.check).toMatch(
      /npm run typecheck.*npm run lint && npm run generate -- --check && tsx scripts\/build-unless-current\.ts/,
    );
    for (const file of ["LICENSE", "README.md", "docs/runtime.md", "spec/fleet-api.yaml", "dist/generated/index.js"]) {
      await expect(readFile(join(project, "node_modules/fleetkit", file)), file).resolves.toBeDefined();
    }
  });

  it(`brings at most ${RUNTIME_INSTALL_BUDGET_BYTES / 1024 / 1024} MB of node_modules, without the generator's tools`, async () => {
    const size = await bytesUnder(join(project, "node_modules"));
    expect(size).toBeLessThan(RUNTIME_INSTALL_BUDGET_BYTES);
    const { stdout } = await exec("npm", ["ls", "--all", "--parseable"], { cwd: project }).catch(
      (e: { stdout: string }) => e,
    );
    expect(stdout).not.toMatch(/node_modules\/(typescript|ts-morph|openapi-typescript|yaml|ajv)(\n|$)/);
  });

  it("imports under plain Node ESM and validates a notification", async () => {
    const out = await node(
      "validate.mjs",
      `
      import { validate, operations, DEFAULT_READ_SCOPES, listFleetVehicles, isPingNotification } from "fleetkit";
      const ping = { eventId: "e1", eventMs: 1, eventType: "Ping", event: { text: "Ping" } };
      console.log(JSON.stringify({
        ping: validate("WebhookNotification", ping).valid,
        alert: validate("AlertNotification", ping).valid,
        guard: isPingNotification(ping),
        summary: operations.v1GetDriversSummary.scopes,
        defaults: DEFAULT_READ_SCOPES.length,
        operationFunction: typeof listFleetVehicles,
      }));`,
    );
    expect(JSON.parse(out)).toEqual({
      ping: true,
      alert: false,
      guard: true,
      summary: ["Read Drivers", "Read ELD Hours of Service (US)"],
      defaults: 21,
      operationFunction: "function",
    });
  });

  it("has one entry per job: webhooks (Fetch and node:crypto), Node adapters, Redis (its client optional)", async () => {
    const out = await node(
      "entries.mjs",
      `
      import { signWebhook, verifyWebhook, createPing } from "fleetkit/webhooks";
      import { toNodeListener } from "fleetkit/node";
      import { createRedisDedupeStore } from "fleetkit/redis";
      const secret = Buffer.from("s3cret").toString("base64");
      const body = JSON.stringify(createPing());
      const verified = verifyWebhook({ secret, headers: signWebhook({ secret, body }).headers, body });
      const redis = await createRedisDedupeStore({ url: "redis://127.0.0.1:1" }).then(() => "connected", (e) => e.message);
      console.log(JSON.stringify({ type: verified.eventType, node: typeof toNodeListener, redis }));`,
    );
    const result = JSON.parse(out) as { type: string; node: string; redis: string };
    expect(result).toMatchObject({ type: "Ping", node: "function" });
    expect(result.redis).toMatch(/npm install redis/);
  });

  it("loads no build-time module on import (TypeScript, ts-morph, openapi-typescript, yaml, ajv, the generator)", async () => {
    await writeFile(
      join(project, "record-loads.mjs"),
      `
      import { register } from "node:module";
      register("data:text/javascript," + encodeURIComponent(
        "export async function resolve(s, c, next) { const r = await next(s, c); console.error('LOAD ' + r.url); return r; }"
      ));`,
    );
    await writeFile(join(project, "import-only.mjs"), `await import("fleetkit"); await import("fleetkit/runtime");`);
    const { stderr } = await exec(process.execPath, ["--import", "./record-loads.mjs", "import-only.mjs"], {
      cwd: project,
    });
    const loaded = stderr
      .split("\n")
      .filter((l) => l.startsWith("LOAD "))
      .map((l) => l.slice(5));
    expect(loaded.some((f) => f.includes("/fleetkit/dist/runtime/index.js"))).toBe(true);
    const forbidden = loaded.filter((f) =>
      /node_modules\/(typescript|ts-morph|@ts-morph|openapi-typescript|yaml|ajv|ajv-formats)\/|\/fleetkit\/dist\/generator\//.test(
        f,
      ),
    );
    expect(forbidden).toEqual([]);
  });

  it("runs `npx fleetkit`", async () => {
    const { stdout } = await fleetkit(["--help"], true);
    expect(stdout).toMatch(/Usage: fleetkit <command>/);
  });

  it("starts the mock from `fleetkit/testing` in plain Node and pages through it with the client", async () => {
    const out = await node(
      "mock.mjs",
      `
      import { startMockServer } from "fleetkit/testing";
      import { createFleetClient, paginate } from "fleetkit";
      const mock = await startMockServer({ seed: 3 });
      try {
        const client = createFleetClient({ baseUrl: mock.baseUrl, token: mock.tokens.fullAccess.token, allowInsecureLoopback: true });
        const items = await paginate(client, "/fleet/vehicles", { params: { query: { limit: 100 } } }).toArray();
        console.log(JSON.stringify({ read: items.length, stored: mock.list("vehicles").length }));
      } finally {
        await mock.close();
      }`,
    );
    const { read, stored } = JSON.parse(out) as { read: number; stored: number };
    expect(stored).toBeGreaterThan(0);
    expect(read).toBe(stored);
  });

  it("runs `npx fleetkit mock` and serves requests until stopped", async () => {
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

describe("regenerating in your own project", () => {
  let install = "";

  it("`generate` and `init` without the generator's tools exit 2 with one line naming the npm install to run", async () => {
    for (const command of [["generate"], ["init"]]) {
      const { code, stdout, stderr } = await fleetkit(command);
      expect(code).toBe(2);
      expect(stdout).toBe("");
      const lines = stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /the generator's tools are not installed \((typescript|openapi-typescript|yaml|ajv|ajv-formats|@redocly\/cli|@redocly\/openapi-core|@scalar\/openapi-upgrader|jsonpath-rfc9535|@biomejs\/biome) is missing\); run: npm install --save-dev /,
      );
      install = lines[0]!.replace(/^.*run: /, "");
    }
  });

  it("after the npm install it names, `init` copies the spec and generates src/fleet/", async () => {
    await exec("sh", ["-c", `${install} --no-audit --no-fund --prefer-offline`], { cwd: project });
    const { code, stdout, stderr } = await fleetkit(["init"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toMatch(/Copied the bundled spec to fleet-api.yaml/);
    expect(stdout).toMatch(/Generated \d+ files/);
    const header = (await readFile(join(project, "src/fleet/index.ts"), "utf8")).split("\n")[0];
    expect(header).toBe(
      "// Generated from fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec fleet-api.yaml --out src/fleet`.",
    );
    expect((await fleetkit(["init"])).code).toBe(2); // never overwrites the user's spec copy
  });

  it("serving a spec names what it needs beyond the generator's tools, and after that install a key with a pattern reads back", async () => {
    const missing = await fleetkit(["mock", "--spec", "fleet-api.yaml", "--port", "0"]);
    expect(missing.code).toBe(2);
    const needs =
      /serving a spec needs yaml, ajv, ajv-formats, openapi-sampler and randexp \(.*\); install them with: (npm install --save-dev yaml ajv ajv-formats openapi-sampler randexp)/;
    expect(missing.stderr).toMatch(needs);
    await exec("sh", ["-c", `${needs.exec(missing.stderr)![1]} --no-audit --no-fund --prefer-offline`], {
      cwd: project,
    });
    // Twitter's tweet ids, `^[0-9]{1,19}$`: without randexp the key was minted unreadable.
    const out = await node(
      "pattern-key.mjs",
      `
      import { createMock } from "fleetkit/testing";
      const Tweet = { type: "object", properties: { id: { type: "string", pattern: "^[0-9]{1,19}$" }, text: { type: "string" } } };
      const answer = (schema) => ({ content: { "application/json": { schema } } });
      const spec = {
        openapi: "3.0.3", info: { title: "t", version: "1" },
        paths: {
          "/tweets": { post: { requestBody: answer(Tweet), responses: { "201": { description: "ok", ...answer(Tweet) } } } },
          "/tweets/{id}": { get: { parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", pattern: "^[0-9]{1,19}$" } }], responses: { "200": { description: "ok", ...answer(Tweet) } } } },
        },
      };
      const mock = await createMock({ spec });
      const headers = { authorization: "Bearer " + mock.tokens.fullAccess.token, "content-type": "application/json" };
      const created = await (await mock.fetch("http://127.0.0.1/tweets", { method: "POST", headers, body: JSON.stringify({ text: "hello" }) })).json();
      const read = await mock.fetch("http://127.0.0.1/tweets/" + created.id, { headers });
      console.log(JSON.stringify({ created, status: read.status, read: await read.json() }));`,
    );
    const { created, status, read } = JSON.parse(out) as {
      created: { id: string; text: string };
      status: number;
      read: unknown;
    };
    expect(created).toEqual({ id: expect.stringMatching(/^[0-9]{1,19}$/), text: "hello" });
    expect([status, read]).toEqual([200, created]);
  });

  it("an extended spec: `diff` reports what it adds, then it regenerates and --check passes", async () => {
    await exec("cp", ["fleet-api.yaml", "fleet-api.old.yaml"], { cwd: project });
    await writeFile(
      join(project, "fleet-api.yaml"),
      extendedSpecYaml(await readFile(join(project, "fleet-api.yaml"), "utf8")),
    );
    const diff = await fleetkit([
      "diff",
      "fleet-api.old.yaml",
      "fleet-api.yaml",
      "--token-scopes",
      "Read Vehicles",
      "--json",
    ]);
    expect(diff.code, diff.stderr).toBe(0);
    expect(JSON.parse(diff.stdout)).toMatchObject({
      breaking: false,
      operations: { added: ["listWidgets", "createWidget"], removed: [] },
      uncovered: [],
    });
    // (`--check` exiting 1 on a stale folder: test/cli/commands.test.ts; here, the installed bin regenerates.)
    expect((await fleetkit(["generate", "--spec", "fleet-api.yaml", "--out", "src/fleet"])).code).toBe(0);
    expect((await fleetkit(["generate", "--spec", "fleet-api.yaml", "--out", "src/fleet", "--check"])).code).toBe(0);
  });

  it("`generate --validators js` writes validators that plain Node imports from the installed package", async () => {
    const generated = await fleetkit([
      "generate",
      "--spec",
      "fleet-api.yaml",
      "--out",
      "validators-js",
      "--validators",
      "js",
    ]);
    expect(generated.code, generated.stderr).toBe(0);
    const out = await node(
      "validators-js.mjs",
      `
      import { loadValidators } from "./validators-js/validators-standalone.js";
      const { Widget } = loadValidators();
      console.log(JSON.stringify([Widget({ id: "w1", name: "A", size: 2 }), Widget({ id: "w1", name: "" }), Widget.errors?.[0]?.instancePath]));`,
    );
    expect(JSON.parse(out)).toEqual([true, false, "/name"]);
  });

  it("the generated folder type-checks under strict, NodeNext, noUncheckedIndexedAccess and exactOptionalPropertyTypes; mistakes are type errors", async () => {
    await writeFile(
      join(project, "src/app.ts"),
      `
      // No @types/node: what the generated folder and fleetkit's types need must not include Node's (an edge worker's
      // project has none). The one Node global this script reads:
      declare const process: { argv: string[] };
      import { createFleetClient, createWidget, listWidgets, paginate, requiredScopes, validate, MissingScopeError, type ItemOf } from "./fleet/index.js";
      const fleet = createFleetClient({ baseUrl: process.argv[2]!, token: "t0ken", allowInsecureLoopback: true, tokenScopes: ["Read Widgets", "Write Widgets"] });
      const created = await createWidget(fleet, { body: { id: "w9", name: "New", size: 3 } });
      const name: string = created.data.name;
      const items: ItemOf<"/widgets">[] = await paginate(fleet, "/widgets", { params: { query: { limit: 2 } } }).toArray();
      const narrow = createFleetClient({ baseUrl: process.argv[2]!, token: "t0ken", allowInsecureLoopback: true, tokenScopes: ["Read Vehicles"] });
      const refused = await listWidgets(narrow).then(() => "sent", (e: unknown) => (e instanceof MissingScopeError ? e.message : String(e)));
      console.log(JSON.stringify({ name, ids: items.map((w) => w.id), refused, scopes: requiredScopes("GET", "/widgets"), valid: validate("Widget", { id: "x", name: "" }).valid }));

      // Never called: what the compiler must refuse.
      export function mistakes() {
      // @ts-expect-error a path the spec does not have
      void fleet.GET("/no-such-path");
      // @ts-expect-error the spec says size is an integer
      void createWidget(fleet, { body: { id: "w", name: "n", size: "3" } });
      // @ts-expect-error an option the client does not know
      void listWidgets(fleet, { retries: 3 });
      // @ts-expect-error not a paginated path
      void paginate(fleet, "/v1/tags");
      }
      `,
    );
    await writeFile(
      join(project, "src/unknown-operation.ts"),
      `
      // @ts-expect-error no operation function of that name
      import { listGadgets } from "./fleet/index.js";
      export { listGadgets };`,
    );
    await writeFile(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: "nodenext",
          moduleResolution: "nodenext",
          target: "es2022",
          types: [],
          // fleetkit's .d.ts files and openapi-fetch's are checked too; TypeScript's own lib files (lib.dom.d.ts alone
          // was 1.5 s of this check) are not.
          skipLibCheck: false,
          skipDefaultLibCheck: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          outDir: "build",
          rootDir: "src",
        },
        include: ["src"],
      }),
    );
    const tsc = resolve(project, "node_modules/typescript/bin/tsc");
    await exec(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: project }).catch((e: { stdout: string }) => {
      throw new Error(`tsc failed:\n${e.stdout}`);
    });
  }, 120_000);

  it("the generated client runs against a loopback server: the new operation, paginate over it, the scope guard, validate", async () => {
    await writeFile(
      join(project, "serve-and-run.mjs"),
      `
      import { createServer } from "node:http";
      import { execFile } from "node:child_process";
      import { promisify } from "node:util";
      const widgets = [{ id: "w0", name: "A" }, { id: "w1", name: "B" }, { id: "w2", name: "C" }];
      const server = createServer(async (req, res) => {
        let body = ""; for await (const c of req) body += c;
        const url = new URL(req.url, "http://x");
        const start = Number(url.searchParams.get("after") || 0), end = Math.min(start + 2, widgets.length);
        const answer = req.method === "POST" ? JSON.parse(body) : { data: widgets.slice(start, end), pagination: { endCursor: end < 3 ? String(end) : "", hasNextPage: end < 3 } };
        res.setHeader("content-type", "application/json").end(JSON.stringify(answer));
      }).listen(0, "127.0.0.1");
      await new Promise((r) => server.once("listening", r));
      try {
        const { stdout } = await promisify(execFile)(process.execPath, ["build/app.js", "http://127.0.0.1:" + server.address().port]);
        process.stdout.write(stdout);
      } finally { server.close(); }`,
    );
    const out = JSON.parse(await node("serve-and-run.mjs", await readFile(join(project, "serve-and-run.mjs"), "utf8")));
    expect(out).toEqual({
      name: "New",
      ids: ["w0", "w1", "w2"],
      refused: expect.stringMatching(/GET \/widgets \(listWidgets\) needs "Read Widgets"/),
      scopes: ["Read Widgets"],
      valid: false,
    });
  });
});
