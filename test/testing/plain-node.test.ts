import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const ENTRY = fileURLToPath(new URL("../../testing/index.ts", import.meta.url));

/** Fails any import of vitest, so the child proves `fleetkit/testing` loads without it. */
const BLOCK_VITEST = `export async function resolve(specifier, context, next) {
  if (specifier === "vitest" || specifier.startsWith("@vitest/")) throw new Error("fleetkit/testing imported " + specifier);
  return next(specifier, context);
}`;

const SCRIPT = `
import { register } from "node:module";
register("data:text/javascript," + encodeURIComponent(${JSON.stringify(BLOCK_VITEST)}));
const { startMockServer } = await import(${JSON.stringify(ENTRY)});
const mock = await startMockServer();
const response = await fetch(mock.baseUrl + "/vehicles", { headers: { authorization: "Bearer " + mock.tokens.defaultRead.token } });
console.log(response.status);
await mock.close();
`;

describe("fleetkit/testing in plain Node", () => {
  it("starts the mock without loading vitest", async () => {
    // The child runs the TypeScript sources through tsx, so this checks what testing/index.ts imports, not dist/.
    const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", SCRIPT], {
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
    });
    expect(stdout.trim()).toBe("200");
  });
});
