// OpenAPI (3.0.3 and 3.1, Parameter Object): a header parameter named Accept, Content-Type or Authorization "SHALL be
// ignored". SendGrid's description declares a required `Authorization` header on four operations and `Accept` on
// another, and the generated types asked every call of them for a value the client would never send (it sends the
// credential). They are left out, with a warning naming each, inline or behind a `$ref`; so is a parameter named `""`
// (Notion's header, which `Headers` refuses: the call threw before sending).
import { describe, expect, it } from "vitest";
import { loadOpenApi, renderFiles } from "../../generator/index.js";

const ok = { "200": { description: "ok" } };
const spec = {
  openapi: "3.0.3",
  info: { title: "headers", version: "1" },
  paths: {
    "/messages": {
      parameters: [{ name: "content-type", in: "header", schema: { type: "string" } }],
      get: {
        operationId: "listMessages",
        parameters: [
          { name: "Authorization", in: "header", required: true, schema: { type: "string" } },
          { $ref: "#/components/parameters/Accept" },
          { name: "X-Trace", in: "header", required: true, schema: { type: "string" } },
          { name: "authorization", in: "query", schema: { type: "string" } },
          // Notion's: a header without a name, which `Headers` refuses.
          { name: "", in: "header", schema: { type: "string" } },
        ],
        responses: ok,
      },
    },
  },
  components: {
    parameters: { Accept: { name: "Accept", in: "header", required: true, schema: { type: "string" } } },
  },
};

describe("header parameters OpenAPI says are ignored", () => {
  it("leaves them (and a parameter without a name) out of the types and records, each with a warning; other headers and a query of that name stay", async () => {
    const { warnings: all } = await renderFiles(await loadOpenApi(structuredClone(spec)));
    expect(all.filter((w) => /without a name/.test(w.message)).map((w) => [w.pointer, w.message])).toEqual([
      [
        "#/paths/~1messages/get/parameters/4",
        'a header parameter without a name (name: ""); ignored, since nothing can be sent under it',
      ],
    ]);
    const { files, warnings } = await renderFiles(await loadOpenApi(structuredClone(spec)));
    expect(
      warnings.filter((w) => /Accept, Content-Type or Authorization is ignored/.test(w.message)).map((w) => w.pointer),
    ).toEqual([
      "#/paths/~1messages/parameters/0",
      "#/paths/~1messages/get/parameters/0",
      "#/paths/~1messages/get/parameters/1",
    ]);
    const types = files.get("types.ts")!;
    const operation = types.slice(types.indexOf("listMessages: {"));
    const header = /header: \{([^}]*)\}/.exec(operation)![1]!;
    expect(header).toMatch(/"X-Trace": string;/);
    expect(header).not.toMatch(/Authorization|Accept|content-type/i);
    expect(/query\?: \{([^}]*)\}/.exec(operation)![1]).toMatch(/authorization\?: string;/);
  });
});
