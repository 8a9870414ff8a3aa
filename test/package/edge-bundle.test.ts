/**
 * Edge runtimes (Cloudflare Workers, Vercel Edge, Deno Deploy) bundle for the Fetch standard, not for Node: the client
 * and the webhook verifier bundle with esbuild for `platform: "neutral"` with `node:crypto` as the only external, and
 * the bundled verifier verifies a signed delivery inside `workerd`, Cloudflare's runtime (its npm package ships it).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signWebhook } from "../../entries/webhooks.js";
import { assertFreshDist } from "../support/built-dist.js";

const neutral = (contents: string) =>
  build({
    stdin: { contents, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    external: ["node:crypto"],
    logLevel: "silent",
  }).then((result) => result.outputFiles[0]!.text);

/** Every module specifier a bundle still imports: what the platform must provide. */
const importsOf = (code: string) => [...new Set([...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]))];

beforeAll(() => assertFreshDist());

describe("bundling for an edge runtime", () => {
  it("the client and the operation functions need nothing of Node", async () => {
    const code = await neutral(`import { createFleetClient, paginate, v1GetTags } from "./dist/generated/index.js";
      const fleet = createFleetClient({ baseUrl: "https://api.example", token: "t" });
      export default { fetch: async () => Response.json([await v1GetTags(fleet), await paginate(fleet, "/vehicles").toArray()]) };`);
    expect(importsOf(code)).toEqual([]);
  });

  it("the webhook verifier needs only node:crypto", async () => {
    const code = await neutral(`export { verifyWebhook, createWebhookHandler } from "./dist/entries/webhooks.js";`);
    expect(importsOf(code)).toEqual(["node:crypto"]);
  });
});

describe("the bundled verifier under workerd", () => {
  const secret = Buffer.from("edge-secret").toString("base64");
  let worker: ReturnType<typeof spawn> | undefined;
  let dir = "";
  let url = "";
  let output = "";

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "fleetkit-workerd-"));
    await writeFile(
      join(dir, "worker.js"),
      await neutral(`import { verifyWebhook, WebhookVerificationError } from "./dist/entries/webhooks.js";
      export default {
        async fetch(request) {
          const body = await request.text();
          try {
            const notification = verifyWebhook({ secret: ${JSON.stringify(secret)}, headers: Object.fromEntries(request.headers), body });
            return Response.json({ verified: true, eventType: notification.eventType });
          } catch (error) {
            if (!(error instanceof WebhookVerificationError)) throw error;
            return Response.json({ verified: false, code: error.code }, { status: 400 });
          }
        },
      };`),
    );
    const port = await freePort();
    await writeFile(
      join(dir, "config.capnp"),
      `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker) ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const worker :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed "worker.js") ],
  compatibilityDate = "2024-09-23",
  compatibilityFlags = ["nodejs_compat"],
);
`,
    );
    worker = spawn(resolve("node_modules/.bin/workerd"), ["serve", join(dir, "config.capnp")], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    worker.stdout!.on("data", (c) => (output += c));
    worker.stderr!.on("data", (c) => (output += c));
    url = `http://127.0.0.1:${port}/`;
    await waitUntilListening(url, worker);
  }, 120_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      worker.kill("SIGTERM");
      await once(worker, "exit");
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("verifies a signed delivery and refuses a tampered one", async () => {
    const body = JSON.stringify({ eventId: "e1", eventMs: Date.now(), eventType: "Ping", event: { text: "Ping" } });
    const { headers } = signWebhook({ secret, body });
    const ok = await fetch(url, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body });
    expect(await ok.json(), output).toEqual({ verified: true, eventType: "Ping" });
    const tampered = await fetch(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: body.replace("e1", "e2"),
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ verified: false, code: expect.stringMatching(/signature/) });
  });
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

async function waitUntilListening(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  // A bound for a workerd that never listens, not a start-up time: on a loaded machine it took more than 10 s.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`workerd exited (${child.exitCode})`);
    const up = await fetch(url, { method: "HEAD" }).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("workerd did not start listening within 60 s");
}
