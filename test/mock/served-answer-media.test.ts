// A served spec's answer goes out in the media type its success is documented in: XTRF documents only
// `application/vnd.xtrf-v1+json;charset=UTF-8`, reports are often `text/csv` only. The mock sent every answer as
// `application/json`, and an answer documented only as text as an empty 200.
import { describe, expect, it } from "vitest";
import { createMock } from "../../testing/index.js";

const answering = (type: string, media: object) => ({
  get: { responses: { "200": { description: "ok", content: { [type]: media } } } },
});

const SPEC = {
  openapi: "3.0.3",
  info: { title: "media", version: "1" },
  paths: {
    "/license": answering("application/vnd.xtrf-v1+json;charset=UTF-8", {
      schema: { type: "object", required: ["key"], properties: { key: { type: "string" } } },
    }),
    "/report": answering("text/csv", { schema: { type: "string" }, example: "id,name\n1,Truck" }),
    "/motd": answering("text/plain", { schema: { type: "string" } }),
    // sms77's balance; AWS's query-protocol answers are XML objects: no text the mock writes, answered empty.
    "/balance": answering("text/plain", { schema: { type: "number", example: 12.34 } }),
    "/result": answering("text/xml", { schema: { type: "object", properties: { imageId: { type: "string" } } } }),
  },
};

async function get(path: string) {
  const mock = await createMock({ spec: structuredClone(SPEC) });
  const response = await mock.fetch(`http://127.0.0.1${path}`);
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

describe("answers in the media type the spec documents", () => {
  it("a vendor JSON type is sent under its own name, the body JSON", async () => {
    const answer = await get("/license");
    expect(answer).toMatchObject({ status: 200, type: "application/vnd.xtrf-v1+json;charset=UTF-8" });
    expect(JSON.parse(answer.text)).toEqual({ key: expect.any(String) });
  });

  it("an answer documented only as text is its example, or a sampled string, as text", async () => {
    expect(await get("/report")).toEqual({ status: 200, type: "text/csv", text: "id,name\n1,Truck" });
    const motd = await get("/motd");
    expect(motd).toMatchObject({ status: 200, type: "text/plain" });
    expect(motd.text.length).toBeGreaterThan(0);
  });

  it("an answer documented as text of another type than a string (a number, an XML object) is an empty 200", async () => {
    expect(await get("/balance")).toMatchObject({ status: 200, text: "" });
    expect(await get("/result")).toMatchObject({ status: 200, text: "" });
  });
});
