// Issue 34, item 4: a `$ref` of a spec read from a URL is fenced below that URL's folder on every redirect hop, not
// only on the URL it names. Two real https servers on loopback (different ports are different origins), read in
// process: this process's fetch trusts their self-signed certificate for the file's duration. A process test: the
// certificate is made with openssl.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpecReadError, loadOpenApi } from "../../generator/index.js";
import { MAX_REDIRECTS } from "../../generator/input/read-source.js";

type Handler = (path: string) => { status: number; headers?: Record<string, string>; body?: string } | undefined;

/** An https server on 127.0.0.1 that logs every request path and answers from `routes` (404 otherwise). */
async function loopbackServer(
  tls: { key: Buffer; cert: Buffer },
  routes: Handler,
): Promise<{ origin: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = https.createServer(tls, (req, res) => {
    requests.push(req.url ?? "");
    const answer = routes(req.url ?? "") ?? { status: 404 };
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Makes this process's fetch trust `ca` (and only it) until the returned function is called. Node's fetch reads its
 * certificates from its global dispatcher, an undici Agent; NODE_EXTRA_CA_CERTS is read only when a process starts.
 */
async function trustInFetch(ca: Buffer): Promise<() => Promise<void>> {
  const key = Symbol.for("undici.globalDispatcher.1");
  const slot = globalThis as unknown as Record<symbol, { close(): Promise<void> } | undefined>;
  if (slot[key] === undefined) await fetch("unknown:").catch(() => {}); // Node creates the dispatcher on first use
  const previous = slot[key]!;
  const Agent = previous.constructor as new (options: object) => { close(): Promise<void> };
  const trusting = new Agent({ connect: { ca } });
  slot[key] = trusting;
  return async () => {
    slot[key] = previous;
    await trusting.close();
  };
}

const spec = (ref: string) =>
  `openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: {}\ncomponents: { schemas: { Vehicle: { $ref: "${ref}" } } }\n`;
const VEHICLE = "Vehicle: { type: object, properties: { id: { type: string } } }\n";
const STOLEN = "Vehicle: { type: object, properties: { stolen: { type: string } } }\n";

/** The $ref that /api/absolute.yaml holds, set by each test. */
let absoluteRef = "";
let home: Awaited<ReturnType<typeof loopbackServer>>;
let other: Awaited<ReturnType<typeof loopbackServer>>;
let untrust: () => Promise<void>;
beforeAll(async () => {
  // tempDir removes its folder when a test finishes; there is no test yet, so this one is removed below.
  const dir = await mkdtemp(join(tmpdir(), "fleetkit-hops-tls-"));
  const [keyFile, certFile] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  await promisify(execFile)("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
    ...["-subj", "/CN=fleetkit test", "-addext", "subjectAltName=IP:127.0.0.1"],
    ...["-keyout", keyFile, "-out", certFile],
  ]);
  const tls = { key: await readFile(keyFile), cert: await readFile(certFile) };
  await rm(dir, { recursive: true, force: true });
  // The other origin serves what an attacker wants in types.ts, under the same paths.
  other = await loopbackServer(tls, (path) => ({
    status: 200,
    body: path.endsWith("spec.yaml") ? spec("./schemas/vehicle.yaml#/Vehicle") : STOLEN,
  }));
  home = await loopbackServer(tls, (path) => {
    const moved = (to: string) => ({ status: 302, headers: { location: to } });
    const loop = /^\/api\/loop\/(\d+)\.yaml$/.exec(path);
    if (loop) return moved(`/api/loop/${Number(loop[1]) + 1}.yaml`);
    if (path === "/api/absolute.yaml") return { status: 200, body: spec(absoluteRef) };
    return (
      {
        "/api/spec.yaml": { status: 200, body: spec("./schemas/vehicle.yaml#/Vehicle") },
        "/api/schemas/vehicle.yaml": { status: 200, body: VEHICLE },
        // A $ref whose file redirects to another origin (the same path there).
        "/api/to-other.yaml": { status: 200, body: spec("./schemas/away.yaml#/Vehicle") },
        "/api/schemas/away.yaml": moved(`${other.origin}/api/schemas/away.yaml`),
        // A $ref whose file redirects out of the spec's folder on the same origin.
        "/api/to-parent.yaml": { status: 200, body: spec("./schemas/up.yaml#/Vehicle") },
        "/api/schemas/up.yaml": moved("/secret.yaml"),
        "/secret.yaml": { status: 200, body: STOLEN },
        // A $ref whose file moved within the folder: followed.
        "/api/moved.yaml": { status: 200, body: spec("./schemas/old.yaml#/Vehicle") },
        "/api/schemas/old.yaml": moved("/api/schemas/vehicle.yaml"),
        // A $ref whose file redirects without end.
        "/api/loops.yaml": { status: 200, body: spec("./loop/0.yaml#/Vehicle") },
        // The spec itself moved to the other origin: the URL the user named may redirect anywhere over https.
        "/api/root-moved.yaml": moved(`${other.origin}/api/spec.yaml`),
      } as Record<string, ReturnType<Handler>>
    )[path];
  });
  untrust = await trustInFetch(tls.cert);
}, 60_000);
afterAll(async () => {
  await untrust?.();
  await Promise.all([home?.close(), other?.close()]);
});

const properties = async (url: string) => {
  const { document } = await loadOpenApi(url);
  const schemas = document.components!.schemas as Record<string, { $ref?: string; properties?: object }>;
  const vehicle = schemas.Vehicle?.$ref
    ? schemas[schemas.Vehicle.$ref.replace("#/components/schemas/", "")]
    : schemas.Vehicle;
  return Object.keys(vehicle?.properties ?? {});
};

describe("a $ref of a spec read from a URL, on every redirect hop (issue 34, item 4)", () => {
  it("without redirects: the $ref below the spec's folder is bundled", async () => {
    expect(await properties(`${home.origin}/api/spec.yaml`)).toEqual(["id"]);
  });

  it("a redirect to another origin (another port) is refused before any request reaches it", async () => {
    const before = other.requests.length;
    const error = await loadOpenApi(`${home.origin}/api/to-other.yaml`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecReadError);
    expect((error as Error).message).toContain(
      `${home.origin}/api/schemas/away.yaml redirected to ${other.origin}/api/schemas/away.yaml: it leaves ${home.origin}/api/`,
    );
    expect(other.requests.slice(before)).toEqual([]);
  });

  it("a redirect out of the spec's folder on the same origin is refused, and not followed", async () => {
    home.requests.length = 0;
    const error = await loadOpenApi(`${home.origin}/api/to-parent.yaml`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecReadError);
    expect((error as Error).message).toContain(
      `${home.origin}/api/schemas/up.yaml redirected to ${home.origin}/secret.yaml: it leaves ${home.origin}/api/`,
    );
    expect(home.requests).not.toContain("/secret.yaml");
  });

  it("a redirect within the spec's folder is followed", async () => {
    expect(await properties(`${home.origin}/api/moved.yaml`)).toEqual(["id"]);
  });

  it(`redirects are capped at ${MAX_REDIRECTS} hops`, async () => {
    home.requests.length = 0;
    const error = await loadOpenApi(`${home.origin}/api/loops.yaml`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecReadError);
    expect((error as Error).message).toContain(`${home.origin}/api/loop/0.yaml: more than ${MAX_REDIRECTS} redirects`);
    expect(home.requests.filter((p) => p.startsWith("/api/loop/"))).toHaveLength(MAX_REDIRECTS + 1);
  });

  it("the spec's own URL may redirect to another origin; its $refs stay fenced below the URL named", async () => {
    other.requests.length = 0;
    expect(await properties(`${home.origin}/api/root-moved.yaml`)).toEqual(["id"]);
    // The spec came from the other origin; its relative $ref was read below the URL the user named.
    expect(other.requests).toEqual(["/api/spec.yaml"]);
  });
});

describe("an absolute $ref of a spec read from a URL", () => {
  const refs: [string, (port: string) => string][] = [
    ["on another origin (another port)", () => `${other.origin}/api/schemas/vehicle.yaml#/Vehicle`],
    ["with credentials", (port) => `https://user:pw@127.0.0.1:${port}/api/schemas/vehicle.yaml#/Vehicle`],
    ["out of the folder through %2e%2e", (port) => `https://127.0.0.1:${port}/api/%2e%2e/secret.yaml#/Vehicle`],
  ];
  it.each(refs)("%s is refused without a request", async (_name, ref) => {
    absoluteRef = ref(new URL(home.origin).port);
    home.requests.length = 0;
    other.requests.length = 0;
    const error = await loadOpenApi(`${home.origin}/api/absolute.yaml`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecReadError);
    expect((error as Error).message).toMatch(/it leaves https:\/\/127\.0\.0\.1:\d+\/api\//);
    expect(home.requests).toEqual(["/api/absolute.yaml"]);
    expect(other.requests).toEqual([]);
  });
});
