import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_READ_SCOPES } from "../../generated/scopes.js";
import type { MockServer } from "../../testing/index.js";
import { call, errorCode, startMock } from "./helpers.js";

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe("bearer authentication (401)", () => {
  it("answers 401 missing_token without an Authorization header", async () => {
    const response = await call(mock, "/vehicles", { token: null });
    expect(response.status).toBe(401);
    expect(errorCode(response)).toBe("missing_token");
    expect(response.headers.get("www-authenticate"), "RFC 6750 challenge").toMatch(/^Bearer /);
  });

  it("answers 401 missing_token when the header is not `Bearer <token>`", async () => {
    const token = mock.tokens.fullAccess!.token;
    for (const authorization of [`Basic ${token}`, token, `Bearer  ${token}`, "Bearer "]) {
      const response = await call(mock, "/vehicles", { authorization });
      expect(
        { status: response.status, code: errorCode(response) },
        `Authorization: ${JSON.stringify(authorization)}`,
      ).toEqual({ status: 401, code: "missing_token" });
    }
  });

  it("answers 401 invalid_token for a token it never issued", async () => {
    const response = await call(mock, "/vehicles", { token: "fkmock_not-a-real-token" });
    expect(response.status).toBe(401);
    expect(errorCode(response)).toBe("invalid_token");
  });

  it("authenticates before it validates the query, so a bad limit without a token is still 401", async () => {
    const response = await call(mock, "/fleet/vehicles?limit=9999", { token: null });
    expect(response.status).toBe(401);
  });
});

describe("granular scopes (403)", () => {
  it("names the one missing scope", async () => {
    const response = await call(mock, "/v1/addresses", { token: mock.tokens.defaultRead!.token });
    expect(response.status).toBe(403);
    expect(errorCode(response)).toBe("missing_scope");
    expect(response.body).toEqual({
      message: "GET /v1/addresses needs the scope Read Addresses, which this token lacks",
      requestId: expect.any(String),
    });
  });

  it("names only the scopes the token lacks when an operation needs two", async () => {
    // GET v1/fleet/drivers/summary needs Read Drivers (a default scope) and Read ELD Hours of Service (US).
    const response = await call(mock, "/v1/fleet/drivers/summary", { token: mock.tokens.defaultRead!.token });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      "GET /v1/fleet/drivers/summary needs the scope Read ELD Hours of Service (US), which this token lacks (it needs Read Drivers and Read ELD Hours of Service (US))",
    );
  });

  it("refuses a write with only the Read scope of the same category (Read and Write are separate)", async () => {
    const readTags = mock.createToken({ name: "read-tags-only", scopes: ["Read Tags"] });
    const response = await call(mock, "/v1/tags", { method: "POST", token: readTags.token, body: { name: "New" } });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/needs the scope Write Tags, which this token lacks/);
  });

  it("lets any valid token call an operation whose scope is undocumented (scopes: null)", async () => {
    const noScopes = mock.createToken({ name: "no-scopes", scopes: [] });
    expect((await call(mock, "/fleet/vehicles?limit=1", { token: noScopes.token })).status).toBe(200);
    expect((await call(mock, "/v1/fleet/trailers/assignments", { token: noScopes.token })).status).toBe(200);
  });

  it("gives a token created without scopes the default Read scopes of reference 5.5.3", async () => {
    const token = mock.createToken({ name: "defaults" });
    expect(token.scopes).toEqual([...DEFAULT_READ_SCOPES]);
    expect((await call(mock, "/vehicles", { token: token.token })).status).toBe(200);
    expect((await call(mock, "/v1/addresses", { token: token.token })).status).toBe(403);
  });
});

describe("token lifecycle", () => {
  it("refuses the old string at once after regeneration and accepts the new one", async () => {
    const before = mock.createToken({ name: "to-regenerate" });
    expect((await call(mock, "/vehicles", { token: before.token })).status).toBe(200);
    const after = mock.regenerateToken(before.token);
    expect(after.id).toBe(before.id);
    expect(after.token).not.toBe(before.token);
    const old = await call(mock, "/vehicles", { token: before.token });
    expect(old.status, "the previous token must stop working immediately (reference 5.3)").toBe(401);
    expect(errorCode(old)).toBe("invalid_token");
    expect((await call(mock, "/vehicles", { token: after.token })).status).toBe(200);
  });

  it("regenerates by ID too, keeping name, scopes and tags", () => {
    const before = mock.createToken({ name: "by-id", scopes: ["Read Tags"] });
    const after = mock.regenerateToken(before.id);
    expect({ ...after, token: "" }).toEqual({ ...before, token: "" });
  });

  it("refuses a deleted token", async () => {
    const token = mock.createToken({ name: "to-delete" });
    mock.deleteToken(token.id);
    expect(errorCode(await call(mock, "/vehicles", { token: token.token }))).toBe("invalid_token");
  });

  it("rejects unknown scope names and duplicate token names when creating", () => {
    expect(() => mock.createToken({ name: "bad-scope", scopes: ["Read Everything" as never] })).toThrow(
      /"Read Everything" is not a scope/,
    );
    expect(() => mock.createToken({ name: "fullAccess" })).toThrow(/exists already/);
  });

  it("rejects tag access to a tag that does not exist", () => {
    expect(() => mock.createToken({ name: "bad-tag", tagIds: ["no-such-tag"] })).toThrow(
      /tag "no-such-tag" does not exist/,
    );
  });
});
