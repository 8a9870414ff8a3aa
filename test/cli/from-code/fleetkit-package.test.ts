// `scopes --from-code` on a project that imports the fleetkit package itself (`import … from "fleetkit"`): the
// package's compiled module carries no manifest and no literal tables, so the bundled spec's stand in. The package is
// a stand-in with the compiled module's shape (declarations only), installed in the project's node_modules.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { operations } from "../../../generated/operations.js";
import { tempDir } from "../../support/temp-dir.js";
import { runFleetkit } from "../in-process.js";

const PACKAGE: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "fleetkit",
    type: "module",
    exports: { ".": { types: "./dist/generated/index.d.ts", default: "./dist/generated/index.js" } },
  }),
  "dist/runtime/client-types.d.ts":
    "export interface FleetClient<Paths extends {} = {}> { GET(path: keyof Paths & string, init?: unknown): Promise<unknown>; }\n",
  "dist/generated/types.d.ts": 'export interface paths { "/fleet/vehicles": {}; "/vehicles": {} }\n',
  "dist/generated/operation-functions.d.ts":
    "export declare const listVehicles: (client: unknown, init?: unknown) => Promise<unknown>;\n",
  "dist/generated/index.d.ts": `import type { FleetClient as ApiClient } from "../runtime/client-types.js";
import type { paths } from "./types.js";
export type FleetClient = ApiClient<paths>;
export declare function createFleetClient(options: { baseUrl: string; token: string }): FleetClient;
export * from "./operation-functions.js";
`,
};

const APP = `import { createFleetClient, listVehicles as vehicles } from "fleetkit";
const client = createFleetClient({ baseUrl: "https://api.example.com", token: "t" });
export const sync = async () => [await vehicles(client), await client.GET("/fleet/vehicles")];
`;

describe("fleetkit scopes --from-code on the fleetkit package's own module", () => {
  it("resolves its operation functions and client calls with the bundled spec's operations and scopes", async () => {
    const root = await tempDir("from-code-package");
    for (const [file, text] of Object.entries(PACKAGE)) {
      const path = join(root, "node_modules/fleetkit", file);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text);
    }
    await mkdir(join(root, "src"));
    await writeFile(join(root, "src/app.ts"), APP);
    const result = await runFleetkit(["scopes", "--from-code", root, "--json"]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as {
      operations: { operationId: string; scopes: unknown; sites: string[] }[];
    };
    expect(report.operations).toEqual([
      expect.objectContaining({
        operationId: "listFleetVehicles",
        scopes: operations.listFleetVehicles.scopes,
        sites: ["src/app.ts:3"],
      }),
      expect.objectContaining({
        operationId: "listVehicles",
        scopes: operations.listVehicles.scopes,
        sites: ["src/app.ts:3"],
      }),
    ]);
  });
});
