// A path template with a query or a fragment written in it: APIs.guru writes AWS's operations as `/tags/#arn` and
// `GET /#Action=ListDashboards` (4,034 operations of 186 of its descriptions have a `#` and query parameters), Azure's
// HDInsight as `/jobs?op=LIST`. The client sent the call's query inside the fragment (never sent), or glued it to the
// template's last value (`op=LIST?showall=true`). And a query value no standard style writes (an array of objects:
// AWS's ec2 `CreateTags` `Tags`, Mastodon's markers) type-checks, and openapi-fetch threw a plain `Error` ("Deeply-nested
// arrays/objects aren't supported"): the client throws a `FleetError` that says to give a querySerializer, before
// anything is sent. A real loopback server logs each request target.
import { describe, expect, test } from "vitest";
import { defineApi } from "../../runtime/api.js";
import { createApiClient } from "../../runtime/client.js";
import { FleetError } from "../../runtime/errors.js";
import { useLoopbackServer } from "./loopback-server.js";
import { getOperation } from "./operation-meta.js";

const server = useLoopbackServer();

const api = defineApi({
  operations: {
    ListTags: getOperation("ListTags", "/2021-01-01/tags/#arn"),
    ListDashboards: getOperation("ListDashboards", "/#Action=ListDashboards"),
    ListJobs: getOperation("ListJobs", "/jobs/{user}?op=LIST"),
    CreateTags: getOperation("CreateTags", "/tags"),
    GetRoom: { ...getOperation("GetRoom", "/#X-Amz-Target=Rooms.GetRoom"), method: "post" },
  },
  scopes: [],
  defaultScopes: [],
});
const client = () => {
  server.script(() => ({ body: {} }));
  return createApiClient<any>(api, { baseUrl: server.url, token: "t0ken-template-url", allowInsecureLoopback: true });
};

describe("templates with a ? or # in them", () => {
  test("the call's query is sent after the path, and a fragment is not sent", async () => {
    const aws = client();
    await aws.GET("/2021-01-01/tags/#arn", { params: { query: { arn: "arn:aws:es:1" } } });
    await aws.GET("/#Action=ListDashboards", { params: { query: { Action: "ListDashboards", NextToken: "n" } } });
    expect(server.requests.map((r) => r.url)).toEqual([
      "/2021-01-01/tags/?arn=arn%3Aaws%3Aes%3A1",
      "/?Action=ListDashboards&NextToken=n",
    ]);
  });

  test("middleware sees the template as schemaPath; a body goes with the mended URL", async () => {
    const aws = client();
    const seen: string[] = [];
    aws.use({
      onRequest({ schemaPath }: { schemaPath: string }) {
        seen.push(schemaPath);
        return undefined;
      },
    });
    await aws.POST("/#X-Amz-Target=Rooms.GetRoom", {
      body: { RoomArn: "r1" },
      params: { header: { "X-Amz-Target": "Rooms.GetRoom" } },
    });
    expect(seen).toEqual(["/#X-Amz-Target=Rooms.GetRoom"]);
    expect(server.requests.map((r) => [r.method, r.url, r.body])).toEqual([["POST", "/", '{"RoomArn":"r1"}']]);
    expect(server.requests[0]!.headers["x-amz-target"]).toBe("Rooms.GetRoom");
  });

  test("the template's own query values go with the call's, path parameters filled", async () => {
    await client().GET("/jobs/{user}?op=LIST", { params: { path: { user: "ann" }, query: { showall: true } } });
    expect(server.requests.map((r) => r.url)).toEqual(["/jobs/ann?op=LIST&showall=true"]);
  });
});

describe("a query value no standard style writes", () => {
  test("is a FleetError that says what to give, and nothing is sent", async () => {
    const error = await client()
      .GET("/tags", { params: { query: { DryRun: true, Tags: [{ Key: "team", Value: "a" }] } } })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(FleetError);
    expect((error as Error).message).toBe(
      "GET /tags: a query parameter holds objects in a list or object; give a querySerializer",
    );
    expect(server.requests).toEqual([]);
  });

  test("a call with its own querySerializer sends it as that writes it", async () => {
    await client().GET("/tags", {
      params: { query: { Tags: [{ Key: "team" }] } },
      querySerializer: (query: { Tags: { Key: string }[] }) =>
        query.Tags.map((tag, i) => `Tags.member.${i + 1}.Key=${tag.Key}`).join("&"),
    });
    expect(server.requests.map((r) => r.url)).toEqual(["/tags?Tags.member.1.Key=team"]);
  });
});
