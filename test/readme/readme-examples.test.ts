// The README's examples, run as written (imports point at the source instead of the package name).
import { expect, it } from "vitest";
import { createFleetClient, paginate, requiredScopes, scopesFor, validate } from "../../generated/index.js";
import { createPing } from "../../entries/webhooks.js";
import { buildSignedDelivery, installMatchers, startMockServer } from "../../testing/index.js";

it("the mock and matchers example", async () => {
  installMatchers(expect);
  const mock = await startMockServer({ seed: 1 });
  try {
    const token = mock.createToken({ name: "etl", tagIds: ["9042"] });
    const fleet = createFleetClient({ baseUrl: mock.baseUrl, token: token.token, allowInsecureLoopback: true });
    const vehicles = await paginate(fleet, "/fleet/vehicles").toArray();
    expect(vehicles.length).toBeGreaterThan(0);
    expect(vehicles).toEqual(mock.list("vehicles", { token: token.token }));

    const secret = Buffer.from("test-secret").toString("base64");
    expect(createPing()).toMatchSchema("PingNotification");
    expect(buildSignedDelivery(createPing(), { secret })).toBeSignedWebhook(secret);
  } finally {
    await mock.close();
  }
});

it("the scopes and validators examples", () => {
  expect(requiredScopes("GET", "/v1/fleet/drivers/summary")).toEqual([
    "Read Drivers",
    "Read ELD Hours of Service (US)",
  ]);
  expect(scopesFor(["v1GetHosLogs", ["GET", "/v1/tags"]])).toEqual({
    scopes: ["Read ELD Hours of Service (US)", "Read Tags"],
    outsideDefaults: ["Read ELD Hours of Service (US)"],
    undocumented: [],
  });
  expect(validate("WebhookCreateRequest", { name: "Dispatch", url: "http://hooks.example" })).toEqual({
    valid: false,
    errors: [
      {
        pointer: "/url",
        keyword: "pattern",
        message: "/url must be an https:// URL (the reference requires HTTPS for webhooks)",
      },
    ],
  });
});

it("the spec-error example is what the generator prints", async () => {
  const { mkdtemp, mkdir, readFile, rm, writeFile } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { execFile } = await import("node:child_process");
  const { promisify } = await import("node:util");
  const readme = await readFile("README.md", "utf8");
  const shown = /```text\n(1 problem in spec\/fleet-api\.yaml[\s\S]*?)\n```/.exec(readme)?.[1];
  const project = await mkdtemp(join(tmpdir(), "fleetkit-readme-"));
  await mkdir(join(project, "spec"));
  await writeFile(join(project, "package.json"), "{}");
  const spec = (await readFile("spec/fleet-api.yaml", "utf8")).replace(
    "operationId: v1GetTags\n",
    "operationId: v1GetAddresses\n",
  );
  await writeFile(join(project, "spec", "fleet-api.yaml"), spec);
  const cli = join(process.cwd(), "generator", "cli.ts");
  try {
    const args = [cli, "--spec", "spec/fleet-api.yaml", "--out", "generated"];
    const failed = await promisify(execFile)(join(process.cwd(), "node_modules", ".bin", "tsx"), args, {
      cwd: project,
    }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 2 });
    const printed = (failed as { stderr: string }).stderr
      .split("\n")
      .filter((l) => !l.startsWith("npm warn"))
      .join("\n")
      .trim();
    // The README shows the line number as LINE: the spec grows.
    expect(printed.replace(/spec\/fleet-api\.yaml:\d+\)/, "spec/fleet-api.yaml:LINE)")).toBe(shown);
  } finally {
    await rm(project, { recursive: true, force: true });
  }
});
