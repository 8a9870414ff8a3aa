import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MockServer } from "../../testing/index.js";
import { MOCK_ERROR_HEADER } from "../../testing/mock/errors.js";
import { startMock } from "./helpers.js";

/*
 * Issue 34, item 1: the mock must not resolve dot segments either. `new URL` on the raw request target made
 * `/v1/fleet/drivers/../dispatch/routes` the route list. The requests go out through node:http with the target as
 * written: fetch would normalise it before sending.
 */

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

interface RawAnswer {
  status: number;
  code: string | undefined;
  body: any;
}

function rawGet(target: string): Promise<RawAnswer> {
  const { port } = new URL(mock.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: target,
        method: "GET",
        headers: { authorization: `Bearer ${mock.tokens.fullAccess!.token}` },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            code: res.headers[MOCK_ERROR_HEADER.toLowerCase()] as string | undefined,
            body: text === "" ? undefined : JSON.parse(text),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("a request target with a dot segment is refused with 400 before routing", () => {
  test("the operation the dot segment would reach answers when asked for directly", async () => {
    expect((await rawGet("/v1/fleet/dispatch/routes")).status).toBe(200);
  });

  test.each([
    "/v1/fleet/drivers/../dispatch/routes",
    "/v1/fleet/drivers/%2e%2e/dispatch/routes",
    "/v1/fleet/drivers/%2E./dispatch/routes",
    "/v1/fleet/drivers/.%2e/dispatch/routes",
    "/v1/fleet/drivers/x/../../dispatch/routes",
    "/v1/fleet/./dispatch/routes",
    "/v1/fleet/dispatch/routes/..",
    "/v1/fleet/drivers/..\\dispatch/routes",
  ])("%s", async (target) => {
    const answer = await rawGet(target);
    expect(answer).toMatchObject({ status: 400, code: "invalid_parameter" });
    expect(answer.body.message).toContain("has a dot segment");
    expect(answer.body.message).toContain(JSON.stringify(target));
  });

  test("dots in the query are not path segments: the request is served", async () => {
    expect((await rawGet("/v1/fleet/dispatch/routes?note=..")).status).toBe(200);
  });
});
