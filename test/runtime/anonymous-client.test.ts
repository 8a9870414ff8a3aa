// A spec that requires no credential (Jira's and DocuSign's descriptions declare no security; GitHub's answers
// anonymous calls): its client is made without a token and sends no Authorization, where `createFleetClient({ baseUrl })`
// threw "token must be a non-empty string" and a made-up token went out as `Authorization: Bearer …` (found by the
// foreign-spec sweeps). A real loopback server records what arrives.
import { describe, expect, test } from "vitest";
import { defineApi } from "../../runtime/api.js";
import { createApiClient } from "../../runtime/client.js";
import { useLoopbackServer } from "./loopback-server.js";
import { getOperation } from "./operation-meta.js";

const server = useLoopbackServer();
const operations = { things: getOperation("things", "/things") };
const anonymousApi = defineApi({ operations, scopes: [], defaultScopes: [], anonymous: true });
const securedApi = defineApi({ operations, scopes: [], defaultScopes: [] });

describe("a client of a spec that requires no credential", () => {
  test("is made without a token, and sends no Authorization", async () => {
    server.script(() => ({ body: {} }));
    const client = createApiClient<any>(anonymousApi, { baseUrl: server.url, allowInsecureLoopback: true });
    await client.GET("/things", {});
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  test("still sends a token it is given (an API that answers more to a caller it knows)", async () => {
    server.script(() => ({ body: {} }));
    const options = { baseUrl: server.url, allowInsecureLoopback: true, token: "t0ken-anonymous-api" };
    await createApiClient<any>(anonymousApi, options).GET("/things", {});
    expect(server.requests[0]!.headers.authorization).toBe("Bearer t0ken-anonymous-api");
    expect(() => createApiClient<any>(anonymousApi, { ...options, token: "" })).toThrow(/token must be a non-empty/);
  });

  test("a spec that requires one still refuses a client without it", () => {
    expect(() => createApiClient<any>(securedApi, { baseUrl: "https://api.example.com" })).toThrow(
      /token must be a non-empty string/,
    );
  });
});
