// Issue 23, defect 4 and issue 19 (inputs), where the case needs a process: a FIFO (mkfifo), `fleetkit diff` (Redocly
// runs in a child process), an https spec (the CLI in a child that trusts a self-signed certificate through
// NODE_EXTRA_CA_CERTS, as test/runtime/redirect.test.ts does) and tsc on a generated folder.
import { execFile, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runGenerateCli } from "../../generator/cli.js";
import { diffSpecFiles } from "../../generator/diff/index.js";
import { SpecReadError, generate, loadOpenApi } from "../../generator/index.js";
import { recordingIo } from "../cli/in-process.js";
import { assertFreshDist } from "../support/built-dist.js";
import { tempDir } from "../support/temp-dir.js";

const ROOT = join(import.meta.dirname, "..", "..");
const requests: string[] = [];
let server: Server;
let loopback: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.end("{}");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  loopback = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("files that never end are refused at once (issue 23, defect 4)", () => {
  const cases: [string, { given: (dir: string) => string; want: RegExp }][] = [
    [
      "a FIFO with no writer",
      {
        given: (dir) => {
          execFileSync("mkfifo", [join(dir, "spec.yaml")]);
          return join(dir, "spec.yaml");
        },
        want: /spec\.yaml: it is not a regular file \(a device, FIFO or folder\)/,
      },
    ],
    ["/dev/zero", { given: () => "/dev/zero", want: /\/dev\/zero: it is not a regular file/ }],
  ];
  it.each(cases)(
    "%s: SpecReadError, and `generate` exits 2 writing nothing",
    async (_name, { given, want }) => {
      const dir = await tempDir("fifo");
      const spec = given(dir);
      const error = await loadOpenApi(spec).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SpecReadError);
      expect((error as Error).message).toMatch(want);
      const io = recordingIo();
      expect(await runGenerateCli(["--spec", spec, "--out", join(dir, "out")], io)).toBe(2);
      expect(io.lines.err.join("\n")).toMatch(want);
      await expect(readFile(join(dir, "out", "index.ts"))).rejects.toThrow(/ENOENT/);
    },
    5_000,
  );
});

describe("fleetkit diff never fetches an example's externalValue", () => {
  it("both specs load with the example dropped, Redocly compares them, and the server gets no request", async () => {
    const dir = await tempDir("diff-external");
    const spec = (summary: string) =>
      JSON.stringify({
        openapi: "3.1.0",
        info: { title: "T", version: "1" },
        paths: {
          "/a": {
            get: {
              operationId: "getA",
              summary,
              responses: {
                "200": {
                  description: "ok",
                  content: {
                    "application/json": {
                      schema: { type: "object" },
                      examples: { one: { summary: "s", externalValue: `${loopback}/${summary}.json` } },
                    },
                  },
                },
              },
            },
          },
        },
      });
    await writeFile(join(dir, "old.json"), spec("old"));
    await writeFile(join(dir, "new.json"), spec("new"));
    const { report } = await diffSpecFiles(join(dir, "old.json"), join(dir, "new.json"));
    expect(report.breaking).toBe(false);
    expect(requests).toEqual([]);
  }, 60_000);
});

describe("a spec at an https URL", () => {
  let tls: https.Server;
  let base: string;
  let certFile: string;
  const seen: string[] = [];
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), "fleetkit-tls-input-"));
    certFile = join(dir, "cert.pem");
    await promisify(execFile)("openssl", [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ...["-subj", "/CN=fleetkit test", "-addext", "subjectAltName=IP:127.0.0.1"],
      ...["-keyout", join(dir, "key.pem"), "-out", certFile],
    ]);
    const files: Record<string, string> = {
      "/api/spec.yaml": (
        await readFile(join(import.meta.dirname, "fixtures", "published", "spec.yaml"), "utf8")
      ).replace("http://127.0.0.1:9/", `${loopback}/`),
      "/api/schemas/vehicle.yaml": await readFile(
        join(import.meta.dirname, "fixtures", "published", "schemas", "vehicle.yaml"),
        "utf8",
      ),
      "/api/leaves.yaml":
        "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents: { schemas: { A: { $ref: '../secret.yaml#/A' } } }\n",
      "/secret.yaml": "A: { type: string }\n",
    };
    tls = https.createServer(
      { key: await readFile(join(dir, "key.pem")), cert: await readFile(certFile) },
      (req, res) => {
        seen.push(req.url ?? "");
        if (req.url === "/api/redirect.yaml")
          return void res.writeHead(302, { location: `${loopback}/stolen.yaml` }).end();
        const body = files[req.url ?? ""];
        res.writeHead(body === undefined ? 404 : 200).end(body);
      },
    );
    tls.listen(0, "127.0.0.1");
    await once(tls, "listening");
    base = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;
    return async () => {
      tls.closeAllConnections();
      await new Promise((resolve) => tls.close(resolve));
      await rm(dir, { recursive: true, force: true });
    };
  }, 60_000);

  /** `fleetkit generate` from source in a child process that trusts the test certificate. */
  /** The built generator in a child process (the CA is trusted only through the environment, at start-up). */
  async function generateInChild(args: string[]): Promise<{ code: number | null; stderr: string; stdout: string }> {
    assertFreshDist();
    const child = spawn(process.execPath, [join("dist", "generator", "cli.js"), ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill(), 50_000);
    const [code] = await once(child, "close").finally(() => clearTimeout(timer));
    return { code: code as number | null, stdout, stderr };
  }

  it("a certificate nobody trusts is refused, naming the URL", async () => {
    await expect(loadOpenApi(`${base}/api/spec.yaml`)).rejects.toThrow(
      new RegExp(`cannot read the spec at ${base.replace(/[.]/g, "\\.")}/api/spec\\.yaml: .*certificate`),
    );
  });

  it("generates from the URL, bundling a $ref below the URL's folder, and never fetching the example", async () => {
    const out = join(await tempDir("https-out"), "fleet");
    seen.length = 0;
    const { code, stderr } = await generateInChild(["--spec", `${base}/api/spec.yaml`, "--out", out]);
    expect(stderr).not.toMatch(/error/i);
    expect(code).toBe(0);
    expect(seen.sort()).toEqual(["/api/schemas/vehicle.yaml", "/api/spec.yaml"]);
    expect(await readFile(join(out, "schema-types.ts"), "utf8")).toContain(
      'export type Vehicle = components["schemas"]["Vehicle"];',
    );
    expect(requests).toEqual([]);
  }, 60_000);

  it("a redirect to an http URL is refused before any request reaches it", async () => {
    const { code, stderr } = await generateInChild([
      "--spec",
      `${base}/api/redirect.yaml`,
      "--out",
      join(await tempDir("https-out"), "x"),
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /api\/redirect\.yaml redirected to http:\/\/127\.0\.0\.1:\d+\/stolen\.yaml: only https is followed/,
    );
    expect(requests).toEqual([]);
  }, 60_000);

  it("a $ref that leaves the URL's folder is refused, and not fetched", async () => {
    seen.length = 0;
    const { code, stderr } = await generateInChild([
      "--spec",
      `${base}/api/leaves.yaml`,
      "--out",
      join(await tempDir("https-out"), "x"),
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      new RegExp(`${base.replace(/[.]/g, "\\.")}/secret\\.yaml.*: it leaves ${base.replace(/[.]/g, "\\.")}/api/`),
    );
    expect(seen).toEqual(["/api/leaves.yaml"]);
  }, 60_000);
});

describe("the output of a spec with hostile names type-checks", () => {
  it("tsc --strict, NodeNext, noUncheckedIndexedAccess, exactOptionalPropertyTypes: no error in the generated files", async () => {
    assertFreshDist();
    const dir = await tempDir("names-tsc");
    await cp(join(import.meta.dirname, "fixtures", "published"), join(dir, "spec"), { recursive: true });
    await generate({ spec: join(dir, "spec", "spec.yaml"), out: join(dir, "out") });
    await writeFile(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    await writeFile(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          skipLibCheck: true,
          noEmit: true,
          types: [],
          // The runtime as a user's install resolves it: its built declarations (not its sources, which the
          // repository's own tsconfig checks, and which were most of this check's time).
          paths: { "fleetkit/runtime": [join(ROOT, "dist", "runtime", "index.d.ts")] },
        },
        include: ["out/*.ts"],
      }),
    );
    const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
    const { stdout } = await promisify(execFile)(process.execPath, [tsc, "-p", join(dir, "tsconfig.json")], {
      cwd: dir,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    // Only the generated folder is judged (the declarations are skipped: skipLibCheck).
    const inOutput = stdout.split("\n").filter((line) => line.startsWith("out/"));
    expect(inOutput).toEqual([]);
  }, 90_000);
});
