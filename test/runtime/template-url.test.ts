// A path template with a query or a fragment written in it: APIs.guru writes AWS's operations as `/tags/#arn` and
// `GET /#Action=ListDashboards` (4,034 operations of 186 of its descriptions have a `#` and query parameters), Azure's
// HDInsight as `/jobs?op=LIST`. The client sent the call's query inside the fragment (never sent), or glued it to the
// template's last value (`op=LIST?showall=true`). A real loopback server logs each request target.
import { describe, expect, test } from "vitest";
import { defineApi, type OperationMeta } from "../../runtime/api.js";
import { createApiClient } from "../../runtime/client.js";
import { useLoopbackServer } from "./loopback-server.js";

const server = useLoopbackServer();

const operation = (operationId: string, path: string): OperationMeta => ({
  operationId,
  method: "get",
  path,
  scopes: [],
  paginated: false,
  feed: false,
  legacy: false,
  limit: null,
  createsTaggedData: false,
  pagination: null,
  requestSchema: null,
  responseSchema: null,
});
const api = defineApi({
  operations: {
    ListTags: operation("ListTags", "/2021-01-01/tags/#arn"),
    ListDashboards: operation("ListDashboards", "/#Action=ListDashboards"),
    ListJobs: operation("ListJobs", "/jobs/{user}?op=LIST"),
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

  test("the template's own query values go with the call's, path parameters filled", async () => {
    await client().GET("/jobs/{user}?op=LIST", { params: { path: { user: "ann" }, query: { showall: true } } });
    expect(server.requests.map((r) => r.url)).toEqual(["/jobs/ann?op=LIST&showall=true"]);
  });
});
