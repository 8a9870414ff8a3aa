// The generated records say what media type a request body goes as where the spec documents no `application/json`
// one (`requestMedia`, with a form's `deepObject` fields in `requestEncoding`), the functions of those operations are
// wrapped by `requestMediaOf`, and `createFleetClient` by `withRequestMedia`; a spec whose bodies are all JSON is
// generated as before (nothing imported, no record field).
import { describe, expect, it } from "vitest";
import { loadOpenApi, renderFiles } from "../../generator/index.js";

const ok = { "200": { description: "ok" } };
const body = (content: object) => ({ requestBody: { content }, responses: ok });
const object = { schema: { type: "object", properties: { name: { type: "string" } } } };
const spec = {
  openapi: "3.0.3",
  info: { title: "media", version: "1" },
  paths: {
    "/v1/customers": {
      post: {
        operationId: "PostCustomers",
        ...body({
          "application/x-www-form-urlencoded": {
            ...object,
            encoding: { metadata: { style: "deepObject", explode: true }, name: { style: "form" } },
          },
        }),
      },
    },
    "/files": { post: { operationId: "createFile", ...body({ "multipart/form-data": object }) } },
    "/albums": {
      post: { operationId: "createAlbum", ...body({ "application/vnd.vimeo.album+json": object, "text/plain": {} }) },
    },
    "/images": { put: { operationId: "uploadImage", ...body({ "image/jpeg": { schema: { type: "string" } } }) } },
    "/things": {
      post: { operationId: "createThing", ...body({ "application/json": object, "multipart/form-data": object }) },
    },
  },
};

describe("requestMedia in the generated module", () => {
  it("records each body's media type where there is no application/json, and wraps those functions", async () => {
    const { files } = await renderFiles(await loadOpenApi(structuredClone(spec)));
    const operations = files.get("operations.ts")!;
    const record = (name: string) => {
      const from = operations.indexOf(`export const ${name} =`);
      return operations.slice(from, operations.indexOf("} as const", from)).replace(/\s+/g, " ");
    };
    expect(record("PostCustomers")).toContain(
      'requestMedia: "application/x-www-form-urlencoded", requestEncoding: { metadata: "deepObject" }',
    );
    expect(record("createFile")).toContain('requestMedia: "multipart/form-data"');
    expect(record("createAlbum")).toContain('requestMedia: "application/vnd.vimeo.album+json"');
    expect(record("uploadImage")).toContain('requestMedia: "image/jpeg"');
    expect(record("createThing")).not.toContain("requestMedia");
    const functions = files.get("operation-functions.ts")!;
    expect(functions).toMatch(/import \{[^}]*requestMediaOf[^}]*\} from/);
    const flat = functions.replace(/\s+/g, " ");
    expect(flat).toContain(
      "PostCustomers = /* @__PURE__ */ requestMediaOf( operationRecords.PostCustomers, /* @__PURE__ */ operationFunctionOf<",
    );
    expect(flat).toContain("createThing = /* @__PURE__ */ operationFunctionOf<");
    expect(files.get("index.ts")).toContain("return withRequestMedia(createApiClient<");
  });

  it("leaves a spec whose bodies are all JSON as it was", async () => {
    const json = structuredClone(spec) as any;
    json.paths = { "/things": json.paths["/things"] };
    const { files } = await renderFiles(await loadOpenApi(json));
    expect(files.get("operations.ts")).not.toContain("requestMedia");
    expect(files.get("operation-functions.ts")).not.toContain("requestMediaOf");
    expect(files.get("index.ts")).not.toContain("withRequestMedia");
  });
});
