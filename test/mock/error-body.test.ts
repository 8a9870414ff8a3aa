import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "../../generated/validators.js";
import type { MockServer } from "../../testing/index.js";
import { MOCK_ERROR_HEADER } from "../../testing/mock/errors.js";
import { call, errorCode, startMock } from "./helpers.js";

/** The vendor's error body (spec `ErrorResponse`): `{ message, requestId }`, with a new request ID for every answer. */
let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe("error bodies", () => {
  it.each([
    ["401 without a token", "/vehicles", { token: null }],
    ["404 for a path outside the spec", "/v2/fleet/vehicles", {}],
    ["400 for a bad limit", "/fleet/vehicles?limit=0", {}],
    ["404 on the control API", "/__mock/nothing", { token: null }],
  ] as const)("%s is exactly { message, requestId }, valid against ErrorResponse", async (_, path, options) => {
    const response = await call(mock, path, options);
    expect(Object.keys(response.body).sort()).toEqual(["message", "requestId"]);
    expect(validate("ErrorResponse", response.body).valid).toBe(true);
    expect(response.headers.get(MOCK_ERROR_HEADER)).toBe(errorCode(response));
  });

  it("gives every answer a fresh requestId, also for the same request", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await call(mock, "/vehicles", { token: null })).body.requestId);
    expect(ids.size).toBe(5);
  });

  it("says what to fix in the message", async () => {
    const response = await call(mock, "/fleet/driver-vehicle-assignments");
    expect(response.body.message).toBe("filterBy is required: give filterBy=drivers or vehicles");
  });
});
