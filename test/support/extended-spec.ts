import { readFileSync } from "node:fs";
import { parse, stringify } from "yaml";

/**
 * The bundled spec as a user extends it when the API gains something: a `Widgets` scope category, a `Widget`
 * schema, a paginated `GET /widgets` (Read Widgets) and `POST /widgets` (Write Widgets). Returned as YAML text.
 */
export function extendedSpecYaml(source = readFileSync("spec/fleet-api.yaml", "utf8")): string {
  const doc = parse(source) as Record<string, any>;
  doc["x-fleetkit-scopes"].categories.push("Widgets");
  doc.components.schemas.ScopeName.enum.push("Read Widgets", "Write Widgets");
  doc.components.schemas.Widget = {
    type: "object",
    required: ["id", "name"],
    properties: {
      id: { type: "string" },
      name: { type: "string", minLength: 1 },
      size: { type: "integer", minimum: 1 },
    },
  };
  doc.components.schemas.WidgetList = {
    type: "object",
    properties: {
      data: { type: "array", items: { $ref: "#/components/schemas/Widget" } },
      pagination: { $ref: "#/components/schemas/PaginationInfo" },
    },
  };
  const json = (ref: string) => ({ "application/json": { schema: { $ref: ref } } });
  doc.paths["/widgets"] = {
    get: {
      operationId: "listWidgets",
      summary: "List widgets",
      security: [{ bearerAuth: ["Read Widgets"] }],
      parameters: [{ $ref: "#/components/parameters/After" }, { $ref: "#/components/parameters/Limit" }],
      responses: { "200": { description: "One page of widgets.", content: json("#/components/schemas/WidgetList") } },
    },
    post: {
      operationId: "createWidget",
      summary: "Create a widget",
      security: [{ bearerAuth: ["Write Widgets"] }],
      requestBody: { required: true, content: json("#/components/schemas/Widget") },
      responses: { "200": { description: "The widget.", content: json("#/components/schemas/Widget") } },
    },
  };
  return stringify(doc, { lineWidth: 0 });
}
