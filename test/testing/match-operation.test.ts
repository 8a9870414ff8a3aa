import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, type Assertion } from "vitest";
import { createDriver, createFleetClient, FleetApiError, listVehicles } from "../../generated/index.js";
import { operations } from "../../generated/operations.js";
import type { paths } from "../../generated/types.js";
import { validate } from "../../generated/validators.js";
import {
  fleetkitMatchers,
  installMatchers,
  startMockServer,
  type InstallMatchersOptions,
  type MockServer,
} from "../../testing/index.js";
import { useLoopbackServer } from "../runtime/loopback-server.js";

installMatchers(expect);

/** The message of the assertion error `run` throws (or the promise it returns rejects with). */
async function failureOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the assertion to fail, but it passed");
}

/** Runs `run` with the matchers installed with these options, then puts the bundled spec's back. */
async function withMatchers(options: InstallMatchersOptions, run: () => Promise<void>): Promise<void> {
  installMatchers(expect, options);
  try {
    await run();
  } finally {
    installMatchers(expect);
  }
}

const driver = { data: { id: "d1", name: "Ana" } };
const vehicles = { data: [{ id: "v1", name: "Truck 12" }], pagination: { endCursor: "", hasNextPage: false } };

// The metadata as the lead's generator will give it, with every status the spec documents for createDriver.
const withStatuses = {
  ...operations,
  createDriver: { ...operations.createDriver, responseSchemas: { "200": "DriverResponse", "4XX": "ErrorResponse" } },
};

describe("toMatchOperation with a Fetch Response from a real server", () => {
  const server = useLoopbackServer();
  const fetchFrom = (reply: { status?: number; body?: unknown }) => {
    server.script([reply]);
    return fetch(`${server.url}/fleet/drivers`, { method: "POST" });
  };

  it("passes for the documented status and a valid body, and leaves the body unread", async () => {
    const response = await fetchFrom({ body: driver });
    await expect(response).toMatchOperation("createDriver", 200);
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual(driver);
  });

  it("fails naming the operation, the status and each pointer with its broken rule", async () => {
    const response = await fetchFrom({ body: { data: "Ana", extra: 1 } });
    const message = await failureOf(() => expect(response).toMatchOperation("createDriver", 200));
    expect(message).toContain(
      "expected the 200 response of createDriver (POST /fleet/drivers) to match DriverResponse, but its body breaks 1 rule:\n  /data must be object [type]",
    );
    expect(message).toContain('Received: {"data":"Ana","extra":1}');
  });

  it("fails when the response's status is not the one expected", async () => {
    const response = await fetchFrom({ status: 201, body: driver });
    expect(await failureOf(() => expect(response).toMatchOperation("createDriver", 200))).toContain(
      "expected the 200 response of createDriver (POST /fleet/drivers), but the response's status is 201",
    );
  });

  it("fails for a body that is not JSON, or no body, where the status has a schema", async () => {
    const text = await fetchFrom({ body: "<html>oops</html>" });
    expect(await failureOf(() => expect(text).toMatchOperation("createDriver", 200))).toContain(
      'to match DriverResponse, but its body is not JSON\n\nReceived: "<html>oops</html>"',
    );
    const empty = await fetchFrom({});
    expect(await failureOf(() => expect(empty).toMatchOperation("createDriver", 200))).toContain(
      "to match DriverResponse, but it has no body",
    );
  });

  it("throws when the body was already read", async () => {
    const response = await fetchFrom({ body: driver });
    await response.text();
    expect(() => expect(response).toMatchOperation("createDriver", 200)).toThrow(/already read/);
  });
});

describe("toMatchOperation with the client's results", () => {
  const server = useLoopbackServer();
  const client = () => createFleetClient({ baseUrl: server.url, token: "t0k3n", allowInsecureLoopback: true });

  it("takes the fleet client's { data, response } and openapi-fetch's own { error, response }", async () => {
    server.script([{ body: vehicles }]);
    await expect(listVehicles(client())).resolves.toMatchOperation("listVehicles", 200);

    server.script([{ body: { data: "Truck 12", pagination: { hasNextPage: false } } }]);
    const bad = await listVehicles(client());
    const message = await failureOf(() => expect(bad).toMatchOperation("listVehicles", 200));
    expect(message).toContain("expected the 200 response of listVehicles (GET /vehicles) to match VehicleList");
    expect(message).toContain("but its body breaks 2 rules:");
    expect(message).toContain("/data must be array [type]");
    expect(message).toContain("/pagination/endCursor is required [required]");

    server.script([{ status: 404, body: { message: "no such driver", requestId: "r1" } }]);
    const raw = createClient<paths>({ baseUrl: server.url });
    const notFound = await raw.POST("/fleet/drivers", { body: { name: "a", username: "a", password: "p" } });
    await withMatchers({ operations: withStatuses }, async () => {
      expect(notFound).toMatchOperation("createDriver", 404);
    });
  });

  it("takes a FleetApiError as { status, body }, checked against the status range's schema", async () => {
    server.script([{ status: 403, body: { message: 7 } }]);
    const error = await createDriver(client(), { body: { name: "a", username: "a", password: "p" } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FleetApiError);
    await withMatchers({ operations: withStatuses }, async () => {
      expect(await failureOf(() => expect(error).toMatchOperation("createDriver", 403))).toContain(
        "expected the 403 response of createDriver (POST /fleet/drivers) to match ErrorResponse (its 4XX response), but its body breaks 1 rule:\n  /message must be string [type]",
      );
    });
  });
});

describe("toMatchOperation with { status, body }", () => {
  it("fails for a status the operation does not document, listing the documented ones", async () => {
    await withMatchers({ operations: withStatuses }, async () => {
      expect(await failureOf(() => expect({ status: 302, body: {} }).toMatchOperation("createDriver", 302))).toBe(
        "expected a 302 response of createDriver (POST /fleet/drivers), but the operation documents only 200, 4XX",
      );
      expect({ status: 422, body: { message: "bad", requestId: "r" } }).toMatchOperation("createDriver", 422);
    });
  });

  it("knows only the 200 answer, by responseSchema, from metadata without responseSchemas", async () => {
    const { method, path, responseSchema } = operations.createDriver;
    await withMatchers({ operations: { createDriver: { method, path, responseSchema } } }, async () => {
      expect({ status: 200, body: driver }).toMatchOperation("createDriver", 200);
      expect(await failureOf(() => expect({ status: 200, body: [] }).toMatchOperation("createDriver", 200))).toContain(
        "to match DriverResponse, but its body breaks 1 rule",
      );
      expect(await failureOf(() => expect({ status: 400, body: {} }).toMatchOperation("createDriver", 400))).toBe(
        "expected a 400 response of createDriver (POST /fleet/drivers), but the operation documents only 200",
      );
    });
  });

  it("prefers the exact status to its range, and the range to default", async () => {
    const ops = {
      op: {
        method: "get",
        path: "/x",
        responseSchema: null,
        responseSchemas: { "404": "PingEvent", "4XX": "ErrorResponse", default: "Vehicle" },
      },
    };
    await withMatchers({ operations: ops }, async () => {
      expect({ status: 404, body: { text: "Ping" } }).toMatchOperation("op", 404);
      expect({ status: 400, body: { message: "m" } }).toMatchOperation("op", 400);
      expect({ status: 500, body: { id: "v" } }).toMatchOperation("op", 500);
      expect(await failureOf(() => expect({ status: 500, body: [] }).toMatchOperation("op", 500))).toContain(
        "to match Vehicle (its default response), but its body breaks 1 rule:\n  (root) must be object [type]",
      );
    });
  });

  it("passes on the status alone where the spec gives the answer no named schema", async () => {
    // The bundled legacy operations answer 200 with JSON of no named schema: responseSchemas lists only 4XX and 5XX.
    expect(operations.v1GetAddresses.responseSchema).toBeNull();
    expect({ status: 200, body: { anything: true } }).toMatchOperation("v1GetAddresses", 200);
    expect(
      await failureOf(() => expect({ status: 200, body: [] }).not.toMatchOperation("v1GetAddresses", 200)),
    ).toContain("not to match the spec, but it does (the spec gives no schema for its body)");
    expect(await failureOf(() => expect({ status: 302, body: {} }).toMatchOperation("v1GetAddresses", 302))).toBe(
      "expected a 302 response of v1GetAddresses (GET /v1/addresses), but the operation documents only 200, 4XX, 5XX",
    );
    // A status listed with null: documented, no body to check (a 204, say).
    const ops = {
      remove: { method: "delete", path: "/x/{id}", responseSchema: null, responseSchemas: { "204": null } },
    };
    await withMatchers({ operations: ops }, async () => {
      expect({ status: 204, body: undefined }).toMatchOperation("remove", 204);
      expect(await failureOf(() => expect({ status: 200, body: undefined }).toMatchOperation("remove", 204))).toBe(
        "expected the 204 response of remove (DELETE /x/{id}), but the response's status is 200\n\nReceived: undefined",
      );
    });
  });

  it("fails under .not for a matching response, saying it does match", async () => {
    expect(await failureOf(() => expect({ status: 200, body: driver }).not.toMatchOperation("createDriver", 200))).toBe(
      "expected the 200 response of createDriver (POST /fleet/drivers) not to match the spec, but it does: its body is a valid DriverResponse",
    );
  });

  it("throws for an unknown operation (naming the nearest), a bad status or something that is not a response", () => {
    expect(() => expect({ status: 200, body: {} }).toMatchOperation("createDrivers", 200)).toThrow(
      'toMatchOperation: unknown operation "createDrivers"; did you mean "createDriver"?',
    );
    expect(() => expect({ status: 200, body: {} }).toMatchOperation("createDriver", 2000)).toThrow(
      /status must be an HTTP status code from 100 to 599, got 2000/,
    );
    expect(() => expect("OK").toMatchOperation("createDriver", 200)).toThrow(
      /expected a Fetch Response, \{ status, body \} or openapi-fetch's \{ data, error, response \}, got "OK"/,
    );
  });

  it("validates with the module's own validate when given one", async () => {
    const seen: string[] = [];
    await withMatchers(
      {
        validate: (schema, value) => {
          seen.push(schema);
          return validate(schema as "DriverResponse", value);
        },
      },
      async () => {
        expect({ status: 200, body: driver }).toMatchOperation("createDriver", 200);
        expect(seen).toEqual(["DriverResponse"]);
      },
    );
  });
});

describe("toMatchOperation against the mock", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer();
  });
  afterAll(() => mock?.close());

  it("passes for what the mock answers a created driver and a vehicle list", async () => {
    const token = mock.tokens.fullAccess!.token;
    const fleet = createFleetClient({ baseUrl: mock.baseUrl, token, allowInsecureLoopback: true });
    expect(await createDriver(fleet, { body: { name: "Ana", username: "ana", password: "pw" } })).toMatchOperation(
      "createDriver",
      200,
    );
    await expect(
      fetch(`${mock.baseUrl}/vehicles`, { headers: { authorization: `Bearer ${token}` } }),
    ).resolves.toMatchOperation("listVehicles", 200);
  });

  it("passes for the mock's refusal, an error body its 4XX response documents", async () => {
    const refused = await fetch(`${mock.baseUrl}/vehicles`);
    expect(refused.status).toBe(401);
    await expect(refused).toMatchOperation("listVehicles", 401);
    expect(await failureOf(() => expect(refused).toMatchOperation("listVehicles", 200))).toContain(
      "expected the 200 response of listVehicles (GET /vehicles), but the response's status is 401",
    );
  });
});

describe("toMatchOperation's installation and type", () => {
  it("is one of the exported matchers", () => {
    expect(fleetkitMatchers.toMatchOperation).toBeTypeOf("function");
  });

  it("is typed (operationId: string, status: number), as a promise for a Response", () => {
    expectTypeOf<Parameters<Assertion<unknown>["toMatchOperation"]>>().toEqualTypeOf<[string, number]>();
    expectTypeOf<ReturnType<Assertion<Response>["toMatchOperation"]>>().toEqualTypeOf<Promise<void>>();
    expectTypeOf<ReturnType<Assertion<{ status: number; body: unknown }>["toMatchOperation"]>>().toEqualTypeOf<void>();
  });
});
