/**
 * A small hand-made spec for the served-spec tests: a stored resource (`/widgets`), a feed, a legacy-shaped list,
 * parameters with schemas, a public operation with an example, an answer no value satisfies, and one operation of
 * the bundled spec (`GET /fleet/vehicles`) whose item shape it changes so that the fleet model's answer is invalid.
 */
export const WIDGETS_SPEC = {
  openapi: "3.1.0",
  info: { title: "Widgets", version: "1.0.0" },
  security: [{ bearerAuth: [] }],
  components: {
    securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
    schemas: {
      Pagination: {
        type: "object",
        required: ["endCursor", "hasNextPage"],
        properties: { endCursor: { type: "string" }, hasNextPage: { type: "boolean" } },
      },
      Widget: {
        type: "object",
        additionalProperties: false,
        required: ["id", "name", "color"],
        properties: {
          id: { type: "string", minLength: 1 },
          name: { type: "string", minLength: 1, maxLength: 40 },
          color: { type: "string", enum: ["red", "green", "blue"] },
          size: { type: "integer", minimum: 1, maximum: 10 },
        },
      },
      WidgetCreate: {
        type: "object",
        additionalProperties: false,
        required: ["name"],
        properties: {
          name: { type: "string", minLength: 1, maxLength: 40 },
          color: { type: "string", enum: ["red", "green", "blue"] },
          size: { type: "integer", minimum: 1, maximum: 10 },
          secret: { type: "string", writeOnly: true },
        },
      },
      WidgetPatch: {
        type: "object",
        additionalProperties: false,
        properties: {
          name: { type: "string", minLength: 1, maxLength: 40 },
          color: { type: "string", enum: ["red", "green", "blue"] },
        },
      },
      WidgetList: {
        type: "object",
        required: ["data", "pagination"],
        properties: {
          data: { type: "array", items: { $ref: "#/components/schemas/Widget" } },
          pagination: { $ref: "#/components/schemas/Pagination" },
        },
      },
      Gadget: {
        type: "object",
        required: ["id", "updatedAt"],
        properties: { id: { type: "string", format: "uuid" }, updatedAt: { type: "string", format: "date-time" } },
      },
      Report: {
        type: "object",
        required: ["year", "total"],
        properties: { year: { type: "integer" }, total: { type: "number", minimum: 0 } },
      },
      Impossible: { type: "string", minLength: 5, maxLength: 2 },
      StrictVehicle: {
        type: "object",
        required: ["id", "color"],
        properties: { id: { type: "string" }, color: { type: "string", enum: ["white", "black"] } },
      },
    },
  },
  paths: {
    "/widgets": {
      get: {
        operationId: "listWidgets",
        security: [{ bearerAuth: ["Read Widgets"] }],
        parameters: [
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50 } },
          { name: "after", in: "query", schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/WidgetList" } } },
          },
        },
      },
      post: {
        operationId: "createWidget",
        security: [{ bearerAuth: ["Write Widgets"] }],
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/WidgetCreate" } } },
        },
        responses: {
          "201": {
            description: "created",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Widget" } } },
          },
        },
      },
    },
    "/widgets/{widgetId}": {
      parameters: [{ name: "widgetId", in: "path", required: true, schema: { type: "string" } }],
      get: {
        operationId: "getWidget",
        security: [{ bearerAuth: ["Read Widgets"] }],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Widget" } } },
          },
        },
      },
      patch: {
        operationId: "updateWidget",
        security: [{ bearerAuth: ["Write Widgets"] }],
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/WidgetPatch" } } },
        },
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Widget" } } },
          },
        },
      },
      delete: {
        operationId: "deleteWidget",
        security: [{ bearerAuth: ["Write Widgets"] }],
        responses: { "204": { description: "deleted" } },
      },
    },
    "/gadgets/feed": {
      get: {
        operationId: "followGadgetsFeed",
        parameters: [{ name: "after", in: "query", schema: { type: "string" } }],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["data", "pagination"],
                  properties: {
                    data: { type: "array", items: { $ref: "#/components/schemas/Gadget" } },
                    pagination: { $ref: "#/components/schemas/Pagination" },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/legacy/things": {
      get: {
        operationId: "listLegacyThings",
        parameters: [
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1 } },
          { name: "startingAfter", in: "query", schema: { type: "string" } },
          { name: "endingBefore", in: "query", schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["things", "pagination"],
                  properties: {
                    things: {
                      type: "array",
                      items: { type: "object", required: ["id"], properties: { id: { type: "string" } } },
                    },
                    pagination: {
                      type: "object",
                      required: ["endCursor", "startCursor", "hasNextPage", "hasPrevPage"],
                      properties: {
                        endCursor: { type: "string" },
                        startCursor: { type: "string" },
                        hasNextPage: { type: "boolean" },
                        hasPrevPage: { type: "boolean" },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/reports/{year}": {
      get: {
        operationId: "getReport",
        security: [{ bearerAuth: ["Read Reports"] }],
        parameters: [
          { name: "year", in: "path", required: true, schema: { type: "integer", minimum: 2000, maximum: 2100 } },
          { name: "format", in: "query", required: true, schema: { type: "string", enum: ["summary", "full"] } },
          { name: "regions", in: "query", schema: { type: "array", items: { type: "string", enum: ["eu", "us"] } } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Report" } } },
          },
        },
      },
    },
    "/status": {
      get: {
        operationId: "getStatus",
        security: [],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["status"],
                  properties: { status: { type: "string", enum: ["up", "degraded"] } },
                },
                examples: { broken: { value: { status: "on fire" } }, up: { value: { status: "up" } } },
              },
            },
          },
        },
      },
    },
    "/impossible": {
      get: {
        operationId: "getImpossible",
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Impossible" } } },
          },
        },
      },
    },
    "/fleet/vehicles": {
      get: {
        operationId: "listFleetVehicles",
        parameters: [
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 512 } },
          { name: "after", in: "query", schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["data", "pagination"],
                  properties: {
                    data: { type: "array", items: { $ref: "#/components/schemas/StrictVehicle" } },
                    pagination: { $ref: "#/components/schemas/Pagination" },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;
