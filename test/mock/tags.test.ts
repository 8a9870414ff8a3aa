import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "../../generated/validators.js";
import type { MockServer } from "../../testing/index.js";
import { allPages, call, errorCode, startMock } from "./helpers.js";

let mock: MockServer;
let ownTag: string;
let otherTag: string;
let limited: string;
beforeAll(async () => {
  mock = await startMock();
  const tags = mock.list("tags");
  ownTag = tags[0]!.id;
  otherTag = tags[1]!.id;
  limited = mock.createToken({
    name: "limited-writer",
    scopes: ["Read Vehicles", "Read Drivers", "Write Drivers"],
    tagIds: [ownTag],
  }).token;
});
afterAll(() => mock.close());

describe("tag access (reference 5.4)", () => {
  it("pages a tag-limited token through exactly the vehicles carrying its tag", async () => {
    const pages = await allPages(mock, "/fleet/vehicles?limit=50", limited);
    const ids = pages.flatMap((p) => p.data.map((v: { id: string }) => v.id));
    const expected = mock
      .list("vehicles")
      .filter((v) => v.tagIds.includes(ownTag))
      .map((v) => v.id);
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
    expect(errorCode(response)).toBe("not_found");
  });

  it("serves the same object to a token without tags", async () => {
    const outside = mock.list("vehicles").find((v) => !v.tagIds.includes(ownTag))!;
    expect((await call(mock, `/v1/fleet/vehicles/${outside.id}`)).body.id).toBe(outside.id);
  });
});

describe("creating a driver with a tag-limited token (POST /fleet/drivers, the body of reference 2.7)", () => {
  const create = (body: unknown, token = limited) => call(mock, "/fleet/drivers", { method: "POST", token, body });
  const driver = (fields: Record<string, unknown>) => ({
    username: `user.${Object.keys(fields).length}.${Math.random().toString(36).slice(2)}`,
    password: "pw",
    ...fields,
  });

  it("refuses a body without tagIds with 403 tag_required", async () => {
    const response = await create(driver({ name: "No Tags" }));
    expect(response.status).toBe(403);
    expect(errorCode(response)).toBe("tag_required");
    expect(response.body.message).toContain(`limited to tags ${ownTag}`);
  });

  it("refuses tagIds that hold none of the token's tags", async () => {
    const response = await create(driver({ name: "Other", tagIds: [otherTag] }));
    expect(response.status).toBe(403);
    expect(response.body.message).toContain(otherTag);
  });

  it("creates the driver inside the token's tag, answered as { data }, without echoing the password", async () => {
    const response = await create({ name: "Tagged Driver", username: "tagged", password: "s3cret", tagIds: [ownTag] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: expect.objectContaining({ name: "Tagged Driver", username: "tagged", tagIds: [ownTag] }),
    });
    expect(JSON.stringify(response.body)).not.toContain("s3cret");
    const fetched = await call(mock, `/v1/fleet/drivers/${response.body.data.id}`, { token: limited });
    expect(fetched.body.name).toBe("Tagged Driver");
  });

  it("lets a token without tags create a driver without tagIds", async () => {
    const writer = mock.createToken({ name: "org-writer", scopes: ["Write Drivers"] });
    expect((await create(driver({ name: "Org Driver" }), writer.token)).status).toBe(200);
  });

  it.each([
    [
      "tagIds that are not a list",
      { name: "Typed", username: "typed", password: "pw", tagIds: "not-a-list" },
      /\/tagIds must be array/,
    ],
    ["no password", { name: "No Password", username: "nopw" }, /password/],
    ["no username", { name: "No Username", password: "pw" }, /username/],
  ])("answers 400 invalid_body for %s, naming the rule", async (_, body, message) => {
    expect(validate("DriverCreateRequest", body).valid, "precondition: the body breaks the schema").toBe(false);
    const writer = mock.createToken({
      name: `writer-${Math.random().toString(36).slice(2)}`,
      scopes: ["Write Drivers"],
    });
    const response = await create(body, writer.token);
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_body");
    expect(response.body.message).toMatch(/not a valid DriverCreateRequest/);
    expect(response.body.message).toMatch(message);
  });

  it("answers 400 invalid_body for a tag ID that does not exist", async () => {
    const writer = mock.createToken({ name: "org-writer-2", scopes: ["Write Drivers"] });
    const response = await create(driver({ name: "Ghost", tagIds: ["404404"] }), writer.token);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain("404404");
  });

  it("answers 400 invalid_body for a body that is not JSON", async () => {
    const response = await create("{not json");
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("invalid_body");
  });
});

describe("the legacy POST /v1/fleet/drivers/create (its own body, not shown)", () => {
  it("still creates a driver from the body's fields, inside the token's tags", async () => {
    const response = await call(mock, "/v1/fleet/drivers/create", {
      method: "POST",
      token: limited,
      body: { name: "Legacy Driver", tagIds: [ownTag] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: "Legacy Driver", tagIds: [ownTag] });
    expect(
      errorCode(
        await call(mock, "/v1/fleet/drivers/create", { method: "POST", token: limited, body: { name: "Untagged" } }),
      ),
    ).toBe("tag_required");
  });
});
