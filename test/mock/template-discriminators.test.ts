// Operations whose templates differ only after a `?` or `#`: APIs.guru writes each of AWS's JSON-protocol operations
// as `POST /#X-Amz-Target=Service.Operation` with a required `X-Amz-Target` header of that one value (131 of its 354
// amazonaws.com descriptions), Azure's Data Lake catalog has `/acl?op=GRANTACE` and `/acl?op=REVOKEACE`. The mock
// and the proxy take each request as the operation whose template values and required headers it carries.
import { afterEach, describe, expect, it } from "vitest";
import { startProxy } from "../../cli/commands/proxy/server.js";
import { DriftReport } from "../../cli/commands/proxy/report.js";
import { createMock } from "../../testing/index.js";
import { startMockServer } from "../../testing/mock/server.js";
import { loadServedSpec } from "../../testing/mock/served-spec.js";

const answer = (kind: string) => ({
  "200": {
    description: "ok",
    content: {
      "application/json": {
        schema: { type: "object", required: ["kind"], properties: { kind: { type: "string", enum: [kind] } } },
      },
    },
  },
});

const target = (name: string) => ({
  name: "X-Amz-Target",
  in: "header",
  required: true,
  schema: { type: "string", enum: [`Rooms.${name}`] },
});

const body = (required: string) => ({
  required: true,
  content: {
    "application/json": {
      schema: { type: "object", required: [required], properties: { [required]: { type: "string" } } },
    },
  },
});

const spec = {
  openapi: "3.0.0",
  info: { title: "Rooms", version: "1" },
  paths: {
    "/#X-Amz-Target=Rooms.ApproveSkill": {
      post: {
        operationId: "ApproveSkill",
        parameters: [target("ApproveSkill")],
        requestBody: body("SkillId"),
        responses: answer("approve"),
      },
    },
    "/#X-Amz-Target=Rooms.GetRoom": {
      post: {
        operationId: "GetRoom",
        parameters: [target("GetRoom")],
        requestBody: body("RoomArn"),
        responses: answer("room"),
      },
    },
    "/acl?op=GRANTACE": { put: { operationId: "grant", responses: answer("grant") } },
    "/acl?op=REVOKEACE": { put: { operationId: "revoke", responses: answer("revoke") } },
  },
};

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.reverse()) await close();
  closers = [];
});

async function call(fetcher: typeof fetch, url: string, init: RequestInit) {
  const response = await fetcher(url, init);
  const json = (await response.json()) as { kind?: string };
  return [response.status, json.kind ?? "error"];
}

const amz = (name: string, json: object): RequestInit => ({
  method: "POST",
  headers: { "x-amz-target": `Rooms.${name}`, "content-type": "application/json" },
  body: JSON.stringify(json),
});

describe("templates that differ only after a ? or #", () => {
  it("the mock serves each request as the operation whose header value or query value its template names", async () => {
    const mock = await createMock({ spec: structuredClone(spec) });
    const fetcher = mock.fetch as typeof fetch;
    expect(await call(fetcher, "http://127.0.0.1/", amz("GetRoom", { RoomArn: "r1" }))).toEqual([200, "room"]);
    expect(await call(fetcher, "http://127.0.0.1/", amz("ApproveSkill", { SkillId: "s1" }))).toEqual([200, "approve"]);
    expect(await call(fetcher, "http://127.0.0.1/acl?op=REVOKEACE", { method: "PUT" })).toEqual([200, "revoke"]);
    expect(await call(fetcher, "http://127.0.0.1/acl?op=GRANTACE", { method: "PUT" })).toEqual([200, "grant"]);
    // No operation's value: the first declared answers, and its check says why.
    expect(await call(fetcher, "http://127.0.0.1/", amz("Nothing", { RoomArn: "r1" }))).toEqual([400, "error"]);
  });

  it("the proxy files each request under the operation it is, and finds no drift in the mock's answers", async () => {
    const mock = await startMockServer({ port: 0, spec: structuredClone(spec) });
    closers.push(() => mock.close());
    const served = await loadServedSpec(structuredClone(spec), undefined);
    const report = new DriftReport("rooms", mock.baseUrl);
    const proxy = await startProxy({
      spec: served,
      upstream: mock.baseUrl,
      port: 0,
      host: "127.0.0.1",
      report,
      onLine() {},
    });
    let open = true;
    closers.push(async () => {
      if (open) await proxy.close();
    });
    expect(await call(fetch, `${proxy.url}/`, amz("GetRoom", { RoomArn: "r1" }))).toEqual([200, "room"]);
    expect(await call(fetch, `${proxy.url}/acl?op=REVOKEACE`, { method: "PUT" })).toEqual([200, "revoke"]);
    await proxy.close();
    open = false;
    const json = report.toJSON() as { operations: { operationId: string; calls: number; problems: unknown[] }[] };
    expect(json.operations.map(({ operationId, calls, problems }) => [operationId, calls, problems.length])).toEqual([
      ["GetRoom", 1, 0],
      ["revoke", 1, 0],
    ]);
  });
});
