// A request body goes in the media type its operation documents (`requestMedia` in the generated record), where it
// documents no `application/json`: a form (all of Stripe's writes, Slack's, 116 of GitLab's operations, Box's token
// endpoint), `multipart/form-data` (OpenAI's files), another JSON type (Vimeo's albums) or bytes (Spotify's image). The
// client sent every body as `application/json`, and servers answered 415 (found by the foreign-spec sweeps). A real
// loopback server records what arrives.
import { describe, expect, test } from "vitest";
import { defineApi } from "../../runtime/api.js";
import { createApiClient, createLeanApiClient, operationFunction } from "../../runtime/client.js";
import { formBody, requestMediaOf, withRequestMedia } from "../../runtime/request-media.js";
import { useLoopbackServer } from "./loopback-server.js";
import { getOperation } from "./operation-meta.js";

const server = useLoopbackServer();
const post = (operationId: string, path: string, requestMedia?: string, extra = {}) =>
  getOperation(operationId, path, { method: "post", ...(requestMedia && { requestMedia }), ...extra });
const customers = post("createCustomer", "/v1/customers", "application/x-www-form-urlencoded", {
  requestEncoding: { metadata: "deepObject", expand: "deepObject" },
});
const files = post("createFile", "/files", "multipart/form-data");
const albums = post("createAlbum", "/me/albums", "application/vnd.vimeo.album+json");
const images = { ...post("uploadImage", "/playlists/{id}/images", "image/jpeg"), method: "put" as const };
const things = post("createThing", "/things");
const api = defineApi({ operations: { customers, files, albums, images, things }, scopes: [], defaultScopes: [] });
const options = { token: "t0ken-request-media", allowInsecureLoopback: true };
const client = () => {
  server.script(() => ({ body: {} }));
  return withRequestMedia(createApiClient<any>(api, { ...options, baseUrl: server.url }), api);
};
const arrived = () => {
  const { headers, body } = server.requests.at(-1)!;
  return { type: headers["content-type"], body };
};

describe("a request body in the media type its operation documents", () => {
  test("a form, nested values and deepObject fields in brackets (Stripe's), an array's items repeated", async () => {
    await client().POST("/v1/customers", {
      body: {
        name: "Ada L",
        email: "ada@example.com",
        tags: ["a", "b"],
        metadata: { plan: "pro" },
        expand: ["sources"],
        items: [{ price: "p1", quantity: 2 }],
        nothing: null,
      },
    });
    expect(arrived().type).toBe("application/x-www-form-urlencoded");
    expect(decodeURIComponent(arrived().body)).toBe(
      "name=Ada+L&email=ada@example.com&tags=a&tags=b&metadata[plan]=pro&expand[0]=sources&items[0][price]=p1&items[0][quantity]=2",
    );
  });

  test("multipart: a Blob as a file part, an object as its JSON, fetch's boundary in the Content-Type", async () => {
    await client().POST("/files", {
      body: { file: new Blob(["hello"], { type: "text/plain" }), purpose: "fine-tune", meta: { a: 1 } },
    });
    const { type, body } = arrived();
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toMatch(/name="file"; filename="blob"\r\nContent-Type: text\/plain\r\n\r\nhello\r\n/);
    expect(body).toMatch(/name="purpose"\r\n\r\nfine-tune\r\n/);
    expect(body).toMatch(/name="meta"\r\n\r\n\{"a":1\}\r\n/);
  });

  test("another JSON type: JSON under that type's name", async () => {
    await client().POST("/me/albums", { body: { name: "Summer" } });
    expect(arrived()).toEqual({ type: "application/vnd.vimeo.album+json", body: '{"name":"Summer"}' });
  });

  test("bytes as they are, under the documented type", async () => {
    await client().PUT("/playlists/{id}/images", {
      params: { path: { id: "p1" } },
      body: new Uint8Array([0xff, 0xd8, 0xff]),
    });
    const { headers } = server.requests.at(-1)!;
    expect(headers["content-type"]).toBe("image/jpeg");
    expect(headers["content-length"]).toBe("3");
  });

  test("the call's own Content-Type or bodySerializer wins; a JSON operation goes as before", async () => {
    const fleet = client();
    await fleet.POST("/me/albums", { body: { name: "S" }, headers: { "content-type": "application/json" } });
    expect(arrived()).toEqual({ type: "application/json", body: '{"name":"S"}' });
    await fleet.POST("/v1/customers", { body: { name: "x" }, bodySerializer: () => "raw" });
    expect(arrived()).toEqual({ type: "application/json", body: "raw" });
    await fleet.POST("/things", { body: { name: "t" } });
    expect(arrived()).toEqual({ type: "application/json", body: '{"name":"t"}' });
  });

  test("an operation function brings it to a lean client (requestMediaOf), as a generated module makes it", async () => {
    server.script(() => ({ body: {} }));
    const lean = createLeanApiClient<any>({ ...options, baseUrl: server.url });
    const create = requestMediaOf(customers, operationFunction<any, any, any>(customers));
    await create(lean as never, { body: { name: "Ada", metadata: { k: "v" } } } as never);
    expect(arrived()).toEqual({ type: "application/x-www-form-urlencoded", body: "name=Ada&metadata%5Bk%5D=v" });
  });

  test("without withRequestMedia (a spec whose bodies are all JSON), the client is left as it is", () => {
    const plainApi = defineApi({ operations: { things }, scopes: [], defaultScopes: [] });
    const made = createApiClient<any>(plainApi, { ...options, baseUrl: "http://127.0.0.1:9" });
    const { POST } = made;
    expect(withRequestMedia(made, plainApi).POST).toBe(POST);
  });

  test("formBody writes a Date as ISO 8601 and leaves out undefined and null", () => {
    expect(formBody({ at: new Date(Date.UTC(2026, 0, 2)), a: undefined, b: null, c: 0 })).toBe(
      "at=2026-01-02T00%3A00%3A00.000Z&c=0",
    );
  });
});
