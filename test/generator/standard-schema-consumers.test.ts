import { sValidator } from "@hono/standard-validator";
import { StandardSchemaV1Error, TRPCError, initTRPC } from "@trpc/server";
import { Hono } from "hono";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { DriverCreateRequest, DriverResponse } from "../../generated/schema-types.js";
import { standardSchema } from "../../generated/validators.js";

/*
 * The generated Standard Schemas handed to real consumers, unchanged: Hono's validator middleware and tRPC v11. Each
 * library runs `~standard.validate` itself, so these show the object is what they expect, at run time and in types.
 */

const created: DriverCreateRequest[] = [];

const app = new Hono().post("/drivers", sValidator("json", standardSchema("DriverCreateRequest")), (c) => {
  const body = c.req.valid("json");
  expectTypeOf(body).toEqualTypeOf<DriverCreateRequest>();
  // @ts-expect-error `name` is a string in the spec, so it is not a number here
  const wrong: number = body.name;
  void wrong;
  created.push(body);
  return c.json({ greeting: `hello ${body.name.toUpperCase()}`, tags: body.tagIds?.length ?? 0 }, 201);
});

const post = (body: unknown) =>
  app.request("/drivers", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("Hono's sValidator with standardSchema", () => {
  it("answers 400 with the issues, their paths and validate's messages, for a bad body; the handler never runs", async () => {
    const before = created.length;
    const response = await post({ name: "Ana", password: "pw", tagIds: [3] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      data: { name: "Ana", password: "pw", tagIds: [3] },
      error: [
        { message: "/username is required", path: ["username"] },
        { message: "/tagIds/0 must be string", path: ["tagIds", 0] },
      ],
    });
    expect(created.length).toBe(before);
  });

  it("passes a good body to the handler, typed as the schema", async () => {
    const response = await post({ name: "ana", username: "ana", password: "pw", tagIds: ["3"], extra: true });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ greeting: "hello ANA", tags: 1 });
    expect(created.at(-1)).toEqual({ name: "ana", username: "ana", password: "pw", tagIds: ["3"], extra: true });
  });
});

const t = initTRPC.create();
const router = t.router({
  createDriver: t.procedure
    .input(standardSchema("DriverCreateRequest"))
    .output(standardSchema("DriverResponse"))
    .mutation(({ input }) => {
      expectTypeOf(input).toEqualTypeOf<DriverCreateRequest>();
      // An input named "broken" makes the procedure answer what DriverResponse forbids, to show output validation.
      if (input.name === "broken") return { data: "not an object" } as unknown as DriverResponse;
      return { data: { id: `d-${input.username}`, name: input.name } };
    }),
});
const caller = t.createCallerFactory(router)({});

/** The error a call rejects with. */
async function rejectionOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to reject, but it resolved");
}

describe("tRPC v11 .input/.output with standardSchema", () => {
  it("rejects bad input with TRPCError BAD_REQUEST carrying the issues", async () => {
    // @ts-expect-error the caller's input is typed by the schema: username and password are required
    const error = await rejectionOf(caller.createDriver({ name: "Ana" }));
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
    const cause = (error as TRPCError).cause;
    expect(cause).toBeInstanceOf(StandardSchemaV1Error);
    expect((cause as StandardSchemaV1Error).issues).toEqual([
      { message: "/username is required", path: ["username"] },
      { message: "/password is required", path: ["password"] },
    ]);
  });

  it("runs the procedure with good input, typed as the schema, and types its output", async () => {
    const result = await caller.createDriver({ name: "Ana", username: "ana", password: "pw" });
    expectTypeOf(result).toEqualTypeOf<DriverResponse>();
    expect(result).toEqual({ data: { id: "d-ana", name: "Ana" } });
  });

  it("refuses output the schema forbids with INTERNAL_SERVER_ERROR", async () => {
    const error = await rejectionOf(caller.createDriver({ name: "broken", username: "b", password: "pw" }));
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("INTERNAL_SERVER_ERROR");
    expect((error as TRPCError).message).toMatch(/Output validation failed/);
  });
});
