import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../testing/index.js";
import { MOCK_ERROR_STATUS } from "../../testing/mock/errors.js";
import { call, errorCode, startMock } from "./helpers.js";

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe("the Content-Type of a request body", () => {
  it.each([
    ["text/plain", "text/plain"],
    ["a form, as curl -d sends", "application/x-www-form-urlencoded"],
    ["JSON under another name", "application/vnd.api+json"],
  ])("answers 415 unsupported_media_type for %s, and creates nothing", async (_, contentType) => {
    const tags = mock.list("tags").length;
    const response = await call(mock, "/v1/tags", { method: "POST", body: { name: "Sent as text" }, contentType });
    expect(response.status).toBe(415);
    expect(errorCode(response)).toBe("unsupported_media_type");
    expect(response.body.message).toBe(
      `the body is sent as "${contentType}"; send JSON with Content-Type: application/json`,
    );
    expect(mock.list("tags")).toHaveLength(tags);
  });

  it("answers 415 on the control API too", async () => {
    const response = await call(mock, "/__mock/tokens", {
      token: null,
      method: "POST",
      body: { name: "as-text" },
      contentType: "text/plain",
    });
    expect(response.status).toBe(415);
    expect(mock.tokens).not.toHaveProperty("as-text");
  });

  it.each([
    ["application/json; charset=utf-8", "application/json; charset=utf-8"],
    ["the media type in capitals", "Application/JSON"],
    ["no Content-Type at all (read as JSON)", null],
  ])("accepts %s", async (_, contentType) => {
    const response = await call(mock, "/v1/tags", {
      method: "POST",
      body: { name: `Tag ${String(contentType)}` },
      contentType,
    });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe(`Tag ${String(contentType)}`);
  });

  it("ignores the Content-Type of a request without a body", async () => {
    const response = await call(mock, `/__mock/tokens/${mock.tokens.defaultRead!.id}/regenerate`, {
      token: null,
      method: "POST",
      body: "",
      contentType: "text/plain",
    });
    expect(response.status).toBe(200);
  });

  it("checks the token and scopes first: a text body without a token is 401", async () => {
    const response = await call(mock, "/v1/tags", {
      token: null,
      method: "POST",
      body: "{}",
      contentType: "text/plain",
    });
    expect(response.status).toBe(401);
  });
});

describe("docs/mock.md's table of error bodies", () => {
  it("lists every error code with the status the mock sends it with", () => {
    const docs = readFileSync(new URL("../../docs/mock.md", import.meta.url), "utf8");
    const rows = [...docs.matchAll(/^\| (\d{3}) \| `([a-z_]+)` \|/gm)].map(([, status, code]) => [
      code,
      Number(status),
    ]);
    expect(Object.fromEntries(rows)).toEqual(MOCK_ERROR_STATUS);
    expect(rows).toHaveLength(Object.keys(MOCK_ERROR_STATUS).length);
  });
});
