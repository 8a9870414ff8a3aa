import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "../../generated/validators.js";
import type { MockServer } from "../../testing/index.js";
import { allPages, call, startMock } from "./helpers.js";

let mock: MockServer;
let ownTag: string;
let otherTag: string;
let limited: string;
beforeAll(async () => {
  mock = await startMock();
  const tags = mock.list("tags");
  ownTag = tags[0]!.id;
  otherTag = tags[1]!.id;
  limited = mock.createToken({ name: "limited-writer", scopes: ["Read Vehicles", "Read Drivers", "Write Drivers"], tagIds: [ownTag] }).token;
});
afterAll(() => mock.close());

describe("tag access (reference 5.4)", () => {
  it("pages a tag-limited token through exactly the vehicles carrying its tag", async () => {
    const pages = await allPages(mock, "/fleet/vehicles?limit=50", limited);
    const ids = pages.flatMap((p) => p.data.map((v: { id: string }) => v.id));
    const expected = mock.list("vehicles").filter((v) => v.tagIds.includes(ownTag)).map((v) => v.id);
    expect(expected.length, "the seeded fleet should have vehicles in the first tag").toBeGreaterThan(0);
    expect(ids).toEqual(expected);
    expect(ids.length).toBeLessThan(mock.list("vehicles").length);
  });

  it("filters legacy lists too", async () => {
    const response = await call(mock, "/v1/fleet/drivers", { token: limited });
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThan(0);
    expect(response.body.data.every((d: { tagIds: string[] }) => d.tagIds.includes(ownTag))).toBe(true);
  });

  it("answers 404 for an object outside the token's tags, as if it did not exist", async () => {
    const outside = mock.list("vehicles").find((v) => !v.tagIds.includes(ownTag))!;
    const response = await call(mock, `/v1/fleet/vehicles/${outside.id}`, { token: limited });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("not_found");
  });

  it("serves the same object to a token without tags", async () => {
    const outside = mock.list("vehicles").find((v) => !v.tagIds.includes(ownTag))!;
    expect((await call(mock, `/v1/fleet/vehicles/${outside.id}`)).body.id).toBe(outside.id);
  });
});

describe("creating a driver with a tag-limited token (POST /v1/fleet/drivers/create)", () => {
  const create = (body: unknown, token = limited) => call(mock, "/v1/fleet/drivers/create", { method: "POST", token, body });

  it("refuses a body without tagIds with 403 tag_required", async () => {
    const response = await create({ name: "No Tags", username: "no.tags", password: "pw" });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: "tag_required", tokenTagIds: [ownTag] });
  });

  it("refuses tagIds that hold none of the token's tags", async () => {
    const response = await create({ name: "Other", tagIds: [otherTag] });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toContain(otherTag);
  });

  it("creates the driver inside the token's tag, without echoing the password", async () => {
    const response = await create({ name: "Tagged Driver", username: "tagged", password: "s3cret", tagIds: [ownTag] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: "Tagged Driver", username: "tagged", tagIds: [ownTag] });
    expect(response.body).not.toHaveProperty("password");
    const fetched = await call(mock, `/v1/fleet/drivers/${response.body.id}`, { token: limited });
    expect(fetched.body.name).toBe("Tagged Driver");
  });

  it("lets a token without tags create a driver without tagIds", async () => {
    const writer = mock.createToken({ name: "org-writer", scopes: ["Write Drivers"] });
    expect((await create({ name: "Org Driver" }, writer.token)).status).toBe(200);
  });

  it("answers 400 invalid_body with the schema's pointers for a body that is not a DriverCreateRequest", async () => {
    const body = { name: "Typed", tagIds: "not-a-list" };
    expect(validate("DriverCreateRequest", body).valid, "precondition: the body breaks the schema").toBe(false);
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_body");
    expect(response.body.error.issues).toContainEqual(expect.objectContaining({ pointer: "/tagIds", keyword: "type" }));
  });

  it("answers 400 invalid_body for a tag ID that does not exist", async () => {
    const writer = mock.createToken({ name: "org-writer-2", scopes: ["Write Drivers"] });
    const response = await create({ name: "Ghost", tagIds: ["404404"] }, writer.token);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain("404404");
  });

  it("answers 400 invalid_body for a body that is not JSON", async () => {
    const response = await create("{not json");
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_body");
  });
});
