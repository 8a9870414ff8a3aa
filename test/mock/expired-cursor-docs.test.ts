// docs/runtime.md says what the mock sends for an expired cursor; this checks it against the mock's real answer
// (issue 23: the docs once described another body).
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { MockServer } from "../../testing/index.js";
import { call, DAY_MS, errorCode, startMock } from "./helpers.js";

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

it("docs/runtime.md gives the mock's expired-cursor answer as the mock sends it", async () => {
  const cursor = (await call(mock, "/fleet/vehicles?limit=5")).body.pagination.endCursor;
  mock.clock.advance(31 * DAY_MS);
  const answer = await call(mock, `/fleet/vehicles?limit=5&after=${encodeURIComponent(cursor)}`);
  expect([answer.status, errorCode(answer), Object.keys(answer.body).sort()]).toEqual([
    400,
    "cursor_expired",
    ["message", "requestId"],
  ]);
  const docs = readFileSync("docs/runtime.md", "utf8").replace(/\s*\n\s*/g, " ");
  expect(docs).toContain(
    `400 \`{ "message": ${JSON.stringify(answer.body.message)}, "requestId": "…" }\` and the header \`X-Fleetkit-Mock-Error: cursor_expired\``,
  );
});
