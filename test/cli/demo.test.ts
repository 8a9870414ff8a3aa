import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, it } from "vitest";

it("npm run demo paginates the exact item set, refuses guarded calls and receives verified webhooks, exit 0", async () => {
  // What `npm run demo` runs (`tsx scripts/demo.ts`), with tsx as a loader of this node: no npm or npx start-up.
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/demo.ts"], {
    timeout: 60_000,
  });
  expect(stdout).toMatch(/generated\/ matches spec\/fleet-api\.yaml/);
  expect(stdout).toMatch(/the mock holds exactly \d+ active vehicles with tag \d+: all read, none twice/);
  expect(stdout).toMatch(/MissingScopeError: GET \/v1\/fleet\/hos_logs/);
  expect(stdout).toMatch(/TagAccessError: POST \/fleet\/drivers/);
  expect(stdout).toMatch(/verified and received: Ping /);
  expect(stdout).toMatch(/verified and received: Alert .*DeviceLocationInsideGeofence/);
});
