// The generated module says when its spec requires no credential (`anonymous: true` in its `defineApi`), so that its
// `createFleetClient` takes none: every operation's security (else the document's) absent, empty, or with an empty
// option. One operation that requires a credential keeps the module as it was.
import { describe, expect, it } from "vitest";
import { loadOpenApi, renderFiles } from "../../generator/index.js";

const ok = { "200": { description: "ok" } };
const spec = (document: object, operation: object = {}) => ({
  openapi: "3.0.3",
  info: { title: "anonymous", version: "1" },
  components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
  paths: {
    "/public": { get: { operationId: "publicThing", responses: ok } },
    "/other": { get: { operationId: "otherThing", responses: ok, ...operation } },
  },
  ...document,
});
const defineApiOf = async (document: object) => {
  const { files } = await renderFiles(await loadOpenApi(document));
  return /defineApi\(\{[^)]*\}\)/.exec(files.get("index.ts")!)![0];
};

describe("anonymous: true in the generated defineApi", () => {
  it.each([
    ["no security anywhere (Jira's, DocuSign's)", spec({}), true],
    ["security: [] for the document", spec({ security: [] }), true],
    ["an empty option beside the scheme", spec({ security: [{}, { bearer: [] }] }), true],
    ["the document requires a scheme", spec({ security: [{ bearer: [] }] }), false],
    ["one operation requires a scheme", spec({}, { security: [{ bearer: [] }] }), false],
    [
      "the document requires one, an operation waives it, another not",
      spec({ security: [{ bearer: [] }] }, { security: [] }),
      false,
    ],
  ])("%s", async (_name, document, anonymous) => {
    expect((await defineApiOf(document)).includes("anonymous: true")).toBe(anonymous);
  });
});
