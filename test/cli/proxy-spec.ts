/** A small OpenAPI 3.0.1 spec (the vendor's version) for the proxy's tests: one schema holds each rule of issue 37. */
export const THINGS_SPEC = {
  openapi: "3.0.1",
  info: { title: "things", version: "1" },
  paths: {
    "/things": {
      get: {
        operationId: "listThings",
        parameters: [{ name: "limit", in: "query", schema: { type: "integer", maximum: 10 } }],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/ThingList" } } },
          },
        },
      },
      post: {
        operationId: "createThing",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
        },
        responses: {
          "201": {
            description: "created",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
          },
          "400": {
            description: "bad",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
      },
    },
    "/things/{id}": {
      get: {
        operationId: "getThing",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
          },
        },
      },
      delete: {
        operationId: "removeThing",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "removed, the thing as it was",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
          },
          "204": { description: "removed" },
        },
      },
      put: {
        operationId: "replaceThing",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "2XX": {
            description: "replaced, the thing as it is now",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
          },
          "204": { description: "replaced" },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: "object",
        required: ["id", "kind"],
        properties: {
          id: { type: "string" },
          kind: { type: "string", enum: ["a", "b"] },
          count: { type: "integer", format: "int32" },
          label: { type: "string" },
          secretKey: { type: "string" },
        },
      },
      ThingList: {
        type: "object",
        required: ["data"],
        properties: { data: { type: "array", items: { $ref: "#/components/schemas/Thing" } } },
      },
      Error: { type: "object", properties: { message: { type: "string" } } },
    },
  },
};

/** A Thing the spec accepts. */
export const THING = { id: "t1", kind: "a", count: 3, label: "x" };
