import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { createFleetClient, type FleetClientOptions } from "../../generated/index.js";
import {
  FleetApiError,
  FleetNetworkError,
  MissingScopeError,
  RequestTimeoutError,
  TagAccessError,
} from "../../runtime/errors.js";
import { UnknownOperationError } from "../../runtime/operation-lookup.js";
import { startLoopbackServer, useLoopbackServer } from "./loopback-server.js";

const TOKEN = "fk_test_9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f";

const server = useLoopbackServer();

const client = (options: Partial<FleetClientOptions> = {}) =>
  createFleetClient({ baseUrl: server.url, token: TOKEN, allowInsecureLoopback: true, retry: false, ...options });

/** Everything a thrown value shows: message, enumerable fields, and (through inspect) hidden ones and the cause chain. */
const everythingIn = (value: unknown) =>
  `${String(value)}\n${JSON.stringify(value)}\n${inspect(value, { showHidden: true, depth: 10 })}`;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

describe("bearer authentication", () => {
  test("every request carries `Authorization: Bearer <token>`", async () => {
    server.script(() => ({ body: { data: [], pagination: { endCursor: "", hasNextPage: false } } }));
    const fleet = client();
    await fleet.GET("/fleet/vehicles");
    await fleet.POST("/v1/fleet/drivers/create", { body: { name: "Ada" } });
    await fleet.DELETE("/v1/tags/{tagId}", { params: { path: { tagId: "7" } } });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${TOKEN}`,
      `Bearer ${TOKEN}`,
      `Bearer ${TOKEN}`,
    ]);
  });

  test("the response data is returned as openapi-fetch returns it", async () => {
    server.script([{ body: { data: [{ id: "v1" }], pagination: { endCursor: "c", hasNextPage: false } } }]);
    const { data, response } = await client().GET("/fleet/vehicles", { params: { query: { limit: 5 } } });
    expect(data.data).toEqual([{ id: "v1" }]);
    expect(response.status).toBe(200);
    expect(server.requests[0]!.url).toBe("/fleet/vehicles?limit=5");
  });

  test.each([
    ["empty", "", /non-empty string/, undefined],
    ["with the Bearer prefix", `Bearer ${TOKEN}`, /without|alone/, TOKEN],
    ["with a trailing newline", `${TOKEN}\n`, /whitespace/, TOKEN],
    ["with inner spaces", "abc def", /whitespace/, "abc def"],
  ])("a token %s is refused without being echoed", (_name, token, message, secret) => {
    const attempt = () => createFleetClient({ baseUrl: "https://api.example.com", token });
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      if (secret !== undefined) expect(everythingIn(error)).not.toContain(secret);
    }
  });
});

describe("scope guard", () => {
  test("a call the token lacks a scope for throws MissingScopeError and sends nothing", async () => {
    const error = await rejection(client({ tokenScopes: ["Read Drivers"] }).GET("/vehicles"));
    expect(error).toBeInstanceOf(MissingScopeError);
    expect(error).toMatchObject({
      operationId: "listVehicles",
      missing: ["Read Vehicles"],
      required: ["Read Vehicles"],
    });
    expect((error as Error).message).toMatch(/GET \/vehicles \(listVehicles\) needs "Read Vehicles"/);
    expect(server.requests).toHaveLength(0);
  });

  test("every missing scope is named (GET v1/fleet/drivers/summary needs two)", async () => {
    const error = await rejection(client({ tokenScopes: ["Read Vehicles"] }).GET("/v1/fleet/drivers/summary"));
    expect(error).toMatchObject({ missing: ["Read Drivers", "Read ELD Hours of Service (US)"] });
    expect(server.requests).toHaveLength(0);
  });

  test("Write is separate from Read: a Read scope does not allow a POST", async () => {
    const error = await rejection(client({ tokenScopes: ["Read Tags"] }).POST("/v1/tags", { body: {} }));
    expect(error).toMatchObject({ name: "MissingScopeError", missing: ["Write Tags"] });
    expect(server.requests).toHaveLength(0);
  });

  test("a call whose scopes are all held is sent", async () => {
    server.script([{ body: {} }]);
    await client({ tokenScopes: ["Read Drivers", "Read ELD Hours of Service (US)"] }).GET("/v1/fleet/drivers/summary");
    expect(server.requests).toHaveLength(1);
  });

  test("an operation with an undocumented scope is let through, even with no scopes held", async () => {
    server.script([{ body: { data: [], pagination: { endCursor: "", hasNextPage: false } } }, { body: [] }]);
    const fleet = client({ tokenScopes: [] });
    await fleet.GET("/fleet/vehicles");
    await fleet.GET("/v1/fleet/trailers/assignments");
    expect(server.requests.map((r) => r.path)).toEqual(["/fleet/vehicles", "/v1/fleet/trailers/assignments"]);
  });

  test("without tokenScopes nothing is checked", async () => {
    server.script([{ body: {} }]);
    await client().POST("/v1/tags", { body: {} });
    expect(server.requests).toHaveLength(1);
  });

  test("a tokenScopes entry that is not a scope name is refused at creation, with a hint", () => {
    expect(() => client({ tokenScopes: ["Vehicles" as "Read Vehicles"] })).toThrow(
      /"Vehicles" \(did you mean "Read Vehicles" or "Write Vehicles"\?\)/,
    );
    expect(() => client({ tokenScopes: ["Read Vehicle" as "Read Vehicles", "Write Tags"] })).toThrow(
      /not scopes: "Read Vehicle" \(did you mean "Read Vehicles"\?\); see SCOPES/,
    );
  });

  test("a path outside the spec throws UnknownOperationError and sends nothing", async () => {
    const untyped = client() as unknown as { GET(path: string): Promise<unknown> };
    await expect(untyped.GET("/v1/fleet/secret-endpoint")).rejects.toBeInstanceOf(UnknownOperationError);
    expect(server.requests).toHaveLength(0);
  });
});

describe("tag guard (reference 5.4)", () => {
  const tagged = () => client({ tokenTagIds: ["tag-north", "tag-south"] });
  const createDriver = (body: Record<string, unknown>) =>
    tagged().POST("/fleet/drivers", { body: body as { name: string; username: string; password: string } });

  test("a driver created in a tag the token holds is sent, body intact", async () => {
    server.script([{ body: {} }]);
    await createDriver({ name: "Ada", username: "ada", password: "pw", tagIds: ["tag-north"] });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({
      name: "Ada",
      username: "ada",
      password: "pw",
      tagIds: ["tag-north"],
    });
  });

  test.each([
    ["without tagIds", { name: "Ada" }, /has no tagIds/, []],
    ["with an empty tagIds", { name: "Ada", tagIds: [] }, /non-empty array/, []],
    ["with tagIds that is not an array", { name: "Ada", tagIds: "tag-north" }, /non-empty array/, []],
    [
      "with a tag the token does not hold",
      { name: "Ada", tagIds: ["tag-north", "tag-east"] },
      /"tag-east", which the token does not hold/,
      ["tag-east"],
    ],
  ])("a driver created %s throws TagAccessError and sends nothing", async (_name, body, message, foreign) => {
    const error = await rejection(createDriver(body));
    expect(error).toBeInstanceOf(TagAccessError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toMatch(/limited to tags "tag-north", "tag-south"/);
    expect(error).toMatchObject({ operationId: "createDriver", foreignTagIds: foreign });
    expect(server.requests).toHaveLength(0);
  });

  test("other write operations are not tag-checked", async () => {
    server.script([{ body: {} }]);
    await tagged().POST("/v1/fleet/drivers", { body: { name: "Ada" } });
    expect(server.requests).toHaveLength(1);
  });

  test("an empty tokenTagIds means the whole organization: no check", async () => {
    server.script([{ body: {} }]);
    await client({ tokenTagIds: [] }).POST("/fleet/drivers", {
      body: { name: "Ada", username: "ada", password: "pw" },
    });
    expect(server.requests).toHaveLength(1);
  });
});

describe("errors", () => {
  test("a non-2xx response throws FleetApiError with status, operation and parsed body", async () => {
    server.script([{ status: 404, body: { error: { code: "not_found", message: "no such vehicle" } } }]);
    const error = await rejection(
      client().GET("/v1/fleet/vehicles/{vehicle_id}", { params: { path: { vehicle_id: "42" } } }),
    );
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({
      status: 404,
      operationId: "v1GetVehiclesByVehicleId",
      method: "GET",
      path: "/v1/fleet/vehicles/{vehicle_id}",
      body: { error: { code: "not_found" } },
    });
    // The message of the error object in the body (Stripe's and Slack's shape); the body itself stays on the error.
    expect((error as Error).message).toBe(
      "GET /v1/fleet/vehicles/{vehicle_id} (v1GetVehiclesByVehicleId) failed with HTTP 404: no such vehicle",
    );
    expect((error as FleetApiError).serverMessage).toBe("no such vehicle");
  });

  test("a text body stays text; an empty body is undefined", async () => {
    server.script([{ status: 400, body: "bad request" }, { status: 403 }]);
    const fleet = client();
    await expect(fleet.GET("/v1/tags")).rejects.toMatchObject({ status: 400, body: "bad request" });
    await expect(fleet.GET("/v1/tags")).rejects.toMatchObject({
      status: 403,
      body: undefined,
      message: expect.stringMatching(/scopes and tag access/),
    });
  });
});

describe("the token never leaks", () => {
  test("not through a server that echoes the request into its error body", async () => {
    server.script((request) => ({
      status: 401,
      body: { error: "unauthorized", youSent: request.headers.authorization },
    }));
    const error = await rejection(client().GET("/v1/tags"));
    expect(error).toBeInstanceOf(FleetApiError);
    expect(everythingIn(error)).not.toContain(TOKEN);
    expect(everythingIn(error)).toContain("Bearer [redacted]");
  });

  test("not even JSON-escaped, for a token with a quote or a backslash", async () => {
    const odd = 'fk_"odd\\token';
    server.script((request) => ({ status: 400, body: { youSent: request.headers.authorization } }));
    const error = await rejection(
      createFleetClient({ baseUrl: server.url, token: odd, allowInsecureLoopback: true, retry: false }).GET("/v1/tags"),
    );
    expect(everythingIn(error)).not.toContain(JSON.stringify(odd).slice(1, -1));
    expect(everythingIn(error)).not.toContain(odd);
    expect(error).toMatchObject({ body: { youSent: "Bearer [redacted]" } });
  });

  test("not through a JSON body that spells the echo with \\u escapes", async () => {
    const escaped = (text: string) =>
      [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
    server.script((request) => ({
      status: 401,
      headers: { "content-type": "application/json" },
      body: `{"error":"unauthorized","youSent":"${escaped(request.headers.authorization!)}"}`,
    }));
    const error = await rejection(client().GET("/v1/tags"));
    expect(error).toMatchObject({ body: { error: "unauthorized", youSent: "Bearer [redacted]" } });
    expect(everythingIn(error)).not.toContain(TOKEN);
  });

  test("not anywhere in a JSON body: nested in arrays and objects, or as a key", async () => {
    server.script((request) => {
      const auth = request.headers.authorization!;
      return {
        status: 400,
        body: { request: { headers: [["authorization", auth]] }, [auth]: [{ seen: `${auth}, twice: ${auth}` }] },
      };
    });
    const error = await rejection(client().GET("/v1/tags"));
    expect(error).toMatchObject({
      body: {
        request: { headers: [["authorization", "Bearer [redacted]"]] },
        "Bearer [redacted]": [{ seen: "Bearer [redacted], twice: Bearer [redacted]" }],
      },
    });
    expect(everythingIn(error)).not.toContain(TOKEN);
  });

  test("not through the client object", () => {
    const fleet = client({ tokenScopes: ["Read Tags"], tokenTagIds: ["t"] });
    expect(everythingIn(fleet)).not.toContain(TOKEN);
    expect(Object.values(fleet).some((v) => typeof v === "string" && v.includes(TOKEN))).toBe(false);
  });

  test("not through guard, timeout and network errors", async () => {
    const guard = await rejection(client({ tokenScopes: [] }).GET("/v1/tags"));
    const tags = await rejection(
      client({ tokenTagIds: ["t"] }).POST("/fleet/drivers", {
        body: { name: "Ada", username: "ada", password: "pw", tagIds: ["u"] },
      }),
    );
    server.script([{ hang: true }]);
    const timeout = await rejection(client({ timeoutMs: 50 }).GET("/v1/tags"));
    const closed = await startLoopbackServer();
    await closed.close();
    const network = await rejection(
      createFleetClient({ baseUrl: closed.url, token: TOKEN, allowInsecureLoopback: true, retry: false }).GET(
        "/v1/tags",
      ),
    );
    expect([guard, tags, timeout, network].map((e) => (e as Error).name)).toEqual([
      "MissingScopeError",
      "TagAccessError",
      "RequestTimeoutError",
      "FleetNetworkError",
    ]);
    expect(timeout).toBeInstanceOf(RequestTimeoutError);
    expect(network).toBeInstanceOf(FleetNetworkError);
    for (const error of [guard, tags, timeout, network]) expect(everythingIn(error)).not.toContain(TOKEN);
  });
});
