// A served spec's operation takes its body in the media types it documents: Stripe's writes are forms
// (`application/x-www-form-urlencoded` only), Amadeus' `application/vnd.amadeus+json`, uploads `multipart/form-data`.
// The mock answered 415 to every one of them (it read JSON only), and took JSON where a form-only operation refuses it.
import { describe, expect, it } from "vitest";
import { createMock, MOCK_ERROR_HEADER } from "../../testing/index.js";

const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } };
const THING = {
  type: "object",
  required: ["name"],
  properties: { name: { type: "string" }, size: { type: "integer" } },
};
const taking = (content: Record<string, object>) => ({
  post: { requestBody: { required: true, content }, responses: ok },
});

const SPEC = {
  openapi: "3.0.3",
  info: { title: "media", version: "1" },
  paths: {
    "/products": taking({ "application/x-www-form-urlencoded": { schema: THING } }),
    "/uploads": taking({ "multipart/form-data": { schema: THING } }),
    "/seatmaps": taking({ "application/vnd.amadeus+json": { schema: THING } }),
    "/notes": taking({ "text/*": { schema: { type: "string" } } }),
  },
};

async function post(path: string, body: BodyInit, contentType?: string) {
  const mock = await createMock({ spec: structuredClone(SPEC) });
  const response = await mock.fetch(`http://127.0.0.1${path}`, {
    method: "POST",
    body,
    ...(contentType !== undefined && { headers: { "content-type": contentType } }),
  });
  const json = (await response.json()) as { message?: string };
  return { status: response.status, code: response.headers.get(MOCK_ERROR_HEADER), message: json.message ?? "" };
}

describe("request bodies in the media types the operation documents", () => {
  it("takes a form where the operation documents a form, and refuses JSON there with 415 naming the form", async () => {
    expect(await post("/products", new URLSearchParams({ name: "Gold", size: "3" }))).toMatchObject({ status: 200 });
    expect(await post("/products", JSON.stringify({ name: "Gold" }), "application/json")).toMatchObject({
      status: 415,
      code: "unsupported_media_type",
      message: expect.stringContaining('this operation takes "application/x-www-form-urlencoded"'),
    });
  });

  it("takes multipart/form-data where the operation documents it", async () => {
    const form = new FormData();
    form.set("name", "Gold");
    form.set("file", new Blob(["abc"]), "a.txt");
    expect(await post("/uploads", form)).toMatchObject({ status: 200 });
  });

  it("reads a documented …+json type as JSON and holds it to its schema", async () => {
    const type = "application/vnd.amadeus+json";
    expect(await post("/seatmaps", JSON.stringify({ name: "A1" }), type)).toMatchObject({ status: 200 });
    expect(await post("/seatmaps", JSON.stringify({ size: 1 }), type)).toMatchObject({
      status: 400,
      code: "invalid_body",
    });
  });

  it("takes any subtype of a documented range (text/*), and refuses a type outside it", async () => {
    expect(await post("/notes", "hello", "text/plain")).toMatchObject({ status: 200 });
    expect(await post("/notes", "<a/>", "application/xml")).toMatchObject({ status: 415 });
  });
});
