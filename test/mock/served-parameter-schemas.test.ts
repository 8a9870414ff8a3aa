// A served spec's query parameters are read through what their schemas are made of: `$ref`s, `allOf` members (AWS's
// exploded objects wrap each scalar property, `ReuseOnScaleIn: { allOf: [{ $ref: Boolean }] }`: 122 parameters in 10
// of APIs.guru's descriptions), a `oneOf` array branch (PeerTube's `categoryOneOf`), maps (SQS's `Attribute`, an
// exploded object with only `additionalProperties`). The mock kept their text as strings, or never read them, and
// refused valid requests the generated client sends with 400. And where several operations share one template
// (`/#Action=…`), a refusal named the first operation's parameter, not the one the request's `Action` names.
import { describe, expect, it } from "vitest";
import { createMock, MOCK_ERROR_HEADER } from "../../testing/index.js";

const answering = (operationId: string, parameters: object[]) => ({
  operationId,
  parameters,
  responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
});
const query = (name: string, schema: object, extra: object = {}) => ({ name, in: "query", schema, ...extra });
const action = (name: string) => query("Action", { type: "string", enum: [name] }, { required: true });

const SPEC = {
  openapi: "3.1.0",
  info: { title: "schemas", version: "1" },
  paths: {
    "/warm-pool": {
      get: answering("putWarmPool", [
        query("InstanceReusePolicy", { $ref: "#/components/schemas/InstanceReusePolicy" }, { required: true }),
      ]),
    },
    "/videos": {
      get: answering("getVideos", [
        query(
          "categoryOneOf",
          { oneOf: [{ type: "integer" }, { type: "array", items: { type: "integer" } }] },
          { explode: false },
        ),
      ]),
    },
    "/queues": {
      get: answering("setQueueAttributes", [
        query("QueueUrl", { type: "string" }, { required: true }),
        query("Attribute", { type: "object", additionalProperties: { type: "integer" } }, { required: true }),
        query("tag", { type: "object", properties: { name: { type: "string" } } }, { style: "deepObject" }),
      ]),
    },
    "/jobs?op=SET": {
      get: answering("setJob", [
        query("Attribute", { type: "object", additionalProperties: { type: "integer" } }, { required: true }),
      ]),
    },
    "/refs": {
      get: answering("refs", [
        query("ids", { $ref: "#/components/schemas/Ids" }, { explode: false }),
        query("filter", { allOf: [{ $ref: "#/components/schemas/Filter" }] }, { required: true }),
      ]),
    },
    "/pages": {
      get: answering("pages", [
        query(
          "page",
          { oneOf: [{ type: "integer" }, { type: "object", properties: { number: { type: "integer" } } }] },
          { required: true },
        ),
      ]),
    },
    "/stack-instances": {
      get: answering("createStackInstances", [
        query("Accounts", { type: "array", items: { type: "string" } }),
        query("DeploymentTargets", {
          type: "object",
          properties: { Accounts: { type: "array", items: {} }, AccountFilterType: { type: "string" } },
        }),
      ]),
    },
    "/nullable": {
      get: answering("nullable", [
        query("f", { type: ["object", "null"], properties: { a: { type: "integer" } } }, { explode: false }),
      ]),
    },
    "/#Action=ListThings": { get: answering("listThings", [action("ListThings")]) },
    "/#Action=PutThing": {
      get: answering("putThing", [action("PutThing"), query("Size", { type: "integer" }, { required: true })]),
    },
  },
  components: {
    schemas: {
      Boolean: { type: "boolean" },
      InstanceReusePolicy: {
        type: "object",
        required: ["ReuseOnScaleIn"],
        properties: { ReuseOnScaleIn: { allOf: [{ $ref: "#/components/schemas/Boolean" }, { description: "x" }] } },
      },
      Ids: { type: "array", items: { type: "integer" } },
      Filter: { type: "object", required: ["size"], properties: { size: { type: "integer" } } },
    },
  },
};

async function get(path: string) {
  const mock = await createMock({ spec: structuredClone(SPEC) });
  const response = await mock.fetch(`http://127.0.0.1${path}`);
  const body = (await response.json()) as { message?: string };
  return { status: response.status, code: response.headers.get(MOCK_ERROR_HEADER), message: body.message ?? "" };
}

describe("query parameters read through their schemas' parts", () => {
  it("types a property through allOf and $ref (AWS's wrapped scalars)", async () => {
    expect(await get("/warm-pool?ReuseOnScaleIn=true")).toMatchObject({ status: 200 });
    expect(await get("/warm-pool?ReuseOnScaleIn=maybe")).toMatchObject({
      status: 400,
      message: expect.stringContaining("InstanceReusePolicy/ReuseOnScaleIn must be boolean"),
    });
  });

  it("types the items of an array that a oneOf branch or a $ref holds", async () => {
    expect(await get("/videos?categoryOneOf=1,2")).toMatchObject({ status: 200 });
    expect(await get("/videos?categoryOneOf=3")).toMatchObject({ status: 200 });
    expect(await get("/refs?ids=1,2&size=3")).toMatchObject({ status: 200 });
    expect(await get("/refs?ids=1,x&size=3")).toMatchObject({ status: 400, code: "invalid_parameter" });
  });

  it("reads an object given through allOf, as its own keys", async () => {
    expect(await get("/refs?size=3")).toMatchObject({ status: 200 });
    expect(await get("/refs?ids=1")).toMatchObject({
      status: 400,
      message: expect.stringContaining("query parameter filter is required"),
    });
  });

  it("reads an exploded map from every key no other parameter takes", async () => {
    expect(await get("/queues?QueueUrl=q1&DelaySeconds=5&MaximumMessageSize=1024")).toMatchObject({ status: 200 });
    expect(await get("/queues?QueueUrl=q1")).toMatchObject({
      status: 400,
      message: expect.stringContaining("query parameter Attribute is required"),
    });
    // Nor another parameter's deepObject keys, nor a key the template writes itself.
    expect(await get("/queues?QueueUrl=q1&tag[name]=blue&DelaySeconds=5")).toMatchObject({ status: 200 });
    expect(await get("/jobs?op=SET&Delay=5")).toMatchObject({ status: 200 });
    expect(await get("/queues?QueueUrl=q1&DelaySeconds=soon")).toMatchObject({
      status: 400,
      message: expect.stringContaining("Attribute/DelaySeconds must be integer"),
    });
  });

  it("reads a oneOf of a scalar and an object as the scalar where its name is given, else as the object", async () => {
    expect(await get("/pages?page=2")).toMatchObject({ status: 200 });
    expect(await get("/pages?number=2")).toMatchObject({ status: 200 });
    expect(await get("/pages")).toMatchObject({ status: 400, message: expect.stringContaining("page is required") });
    // Unexploded, the object is written under its name: read as the object there.
    expect(await get("/nullable?f=a,1")).toMatchObject({ status: 200 });
    expect(await get("/nullable?f=a,x")).toMatchObject({ status: 400, code: "invalid_parameter" });
  });

  it("leaves a key another parameter declares to that parameter, not to an exploded object's property", async () => {
    // CloudFormation's top-level `Accounts` beside `DeploymentTargets.Accounts`.
    expect(await get("/stack-instances?Accounts=1&Accounts=2&AccountFilterType=NONE")).toMatchObject({ status: 200 });
  });

  it("refuses a request for one of several operations of a template with that operation's own reason", async () => {
    expect(await get("/?Action=PutThing&Size=2")).toMatchObject({ status: 200 });
    expect(await get("/?Action=PutThing")).toMatchObject({
      status: 400,
      message: expect.stringContaining("query parameter Size is required"),
    });
  });
});
