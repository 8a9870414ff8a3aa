// A served spec's parameters are read in the style the spec states: Stripe's `scope` is a required object in
// `deepObject` style (`scope[type]=account`), an object in the default exploded form has its properties as keys of
// their own, Firebrowse's array path parameter is comma-separated (`simple`). The mock read each as one plain value,
// and refused every valid request to them with 400.
import { describe, expect, it } from "vitest";
import { createMock, MOCK_ERROR_HEADER } from "../../testing/index.js";

const SCOPE = {
  type: "object",
  required: ["type"],
  properties: { type: { type: "string", enum: ["account", "user"] }, limit: { type: "integer" } },
};
const answering = (parameters: object[]) => ({
  get: {
    parameters,
    responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
  },
});

const SPEC = {
  openapi: "3.0.3",
  info: { title: "styles", version: "1" },
  paths: {
    "/secrets": answering([
      { name: "scope", in: "query", required: true, style: "deepObject", explode: true, schema: SCOPE },
    ]),
    "/search": answering([{ name: "scope", in: "query", required: true, schema: SCOPE }]),
    "/codes/{code}": answering([
      {
        name: "code",
        in: "path",
        required: true,
        schema: { type: "array", items: { type: "string", pattern: "^\\d{2}$" } },
      },
    ]),
    "/tags": answering([
      {
        name: "ids",
        in: "query",
        style: "pipeDelimited",
        explode: false,
        schema: { type: "array", items: { type: "integer" } },
      },
    ]),
    "/charges": answering([
      {
        name: "expand",
        in: "query",
        style: "deepObject",
        explode: true,
        schema: { type: "array", items: { type: "string", enum: ["customer", "invoice"] }, maxItems: 2 },
      },
    ]),
    "/codes": answering([
      {
        name: "codes",
        in: "query",
        schema: { type: "array", items: { type: "string", enum: ["a,b", "c", ""] }, maxItems: 2 },
      },
      {
        name: "committees",
        in: "query",
        style: "form",
        explode: false,
        schema: { type: "array", items: { type: "string", enum: ["P", "H", ""] } },
      },
    ]),
  },
};

async function get(path: string) {
  const mock = await createMock({ spec: structuredClone(SPEC) });
  const response = await mock.fetch(`http://127.0.0.1${path}`);
  const body = (await response.json()) as { message?: string };
  return { status: response.status, code: response.headers.get(MOCK_ERROR_HEADER), message: body.message ?? "" };
}

describe("parameters in the style the spec states", () => {
  it("reads a deepObject query parameter from its keys, and holds it to its schema", async () => {
    expect(await get("/secrets?scope[type]=account&scope[limit]=3")).toMatchObject({ status: 200 });
    expect(await get("/secrets?scope[type]=team")).toMatchObject({ status: 400, code: "invalid_parameter" });
    expect(await get("/secrets")).toMatchObject({ status: 400, message: expect.stringContaining("scope is required") });
  });

  it("reads an object in the exploded form from its properties' own keys", async () => {
    expect(await get("/search?type=user&limit=2")).toMatchObject({ status: 200 });
    expect(await get("/search?limit=2")).toMatchObject({ status: 400, code: "invalid_parameter" });
    // openapi-fetch writes an object as deepObject by default: taken too.
    expect(await get("/search?scope[type]=user")).toMatchObject({ status: 200 });
  });

  it("reads an array path parameter comma-separated", async () => {
    expect(await get("/codes/01,02")).toMatchObject({ status: 200 });
    expect(await get("/codes/01,2x")).toMatchObject({ status: 400, code: "invalid_parameter" });
  });

  it("reads an exploded array's values as its items, each one whole: a comma is part of its item", async () => {
    expect(await get("/codes?codes=a,b&codes=c")).toMatchObject({ status: 200 });
    expect(await get("/codes?codes=c,c")).toMatchObject({ status: 400, code: "invalid_parameter" });
    expect(await get("/codes?codes=")).toMatchObject({ status: 200 });
    expect(await get("/codes?codes=a&codes=c&codes=c")).toMatchObject({ status: 400, code: "invalid_parameter" });
  });

  it("keeps an empty item of an unexploded array (fec.gov's enum has one); an empty value is no item", async () => {
    expect(await get("/codes?committees=P,,H")).toMatchObject({ status: 200 });
    expect(await get("/codes?committees=P,,X")).toMatchObject({
      status: 400,
      message: expect.stringContaining("/2"),
    });
    expect(await get("/codes?committees=")).toMatchObject({ status: 200 });
  });

  it("reads an array in deepObject from name[] keys (what the client sends, Stripe's), name[0] keys and its name", async () => {
    expect(await get("/charges?expand[]=customer&expand[]=invoice")).toMatchObject({ status: 200 });
    expect(await get("/charges?expand[0]=customer&expand[1]=invoice")).toMatchObject({ status: 200 });
    expect(await get("/charges?expand=customer")).toMatchObject({ status: 200 });
    expect(await get("/charges?expand[]=customer&expand[]=refunds")).toMatchObject({
      status: 400,
      message: expect.stringContaining("expand/1"),
    });
    expect(await get("/charges?expand[]=customer&expand[0]=invoice&expand=customer")).toMatchObject({ status: 400 });
  });

  it("reads a pipeDelimited array by its pipes", async () => {
    expect(await get("/tags?ids=1|2|3")).toMatchObject({ status: 200 });
    expect(await get("/tags?ids=1|x")).toMatchObject({ status: 400, code: "invalid_parameter" });
  });
});
