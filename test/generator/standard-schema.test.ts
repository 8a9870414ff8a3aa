import type { StandardSchemaV1 as SpecStandardSchemaV1 } from "@standard-schema/spec";
import Ajv2020Module from "ajv/dist/2020.js";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  SCHEMA_NAMES,
  type SchemaName,
  type SchemaTypes,
  type StandardSchemaV1,
  standardSchema,
  validate,
} from "../../generated/validators.js";
import type { components } from "../../generated/types.js";
import { createValidators, type CompiledValidator } from "../../runtime/index.js";
import { pointerToPath } from "../../runtime/validation/standard-schema.js";

const Ajv2020 = Ajv2020Module.default;

/** Runs a Standard Schema the way a consumer does: `~standard.validate`, awaited. */
const run = async <T>(schema: SpecStandardSchemaV1<T>, value: unknown) => await schema["~standard"].validate(value);

const ping = { eventId: "6f1b", eventMs: 1700000000123, eventType: "Ping", event: { text: "Ping" } };

describe("standardSchema conforms to @standard-schema/spec", () => {
  it("is assignable to the package's StandardSchemaV1, with input and output the component schema's type", () => {
    const driver = standardSchema("DriverCreateRequest");
    expectTypeOf(driver).toMatchTypeOf<SpecStandardSchemaV1<components["schemas"]["DriverCreateRequest"]>>();
    expectTypeOf<SpecStandardSchemaV1.InferInput<typeof driver>>().toEqualTypeOf<
      components["schemas"]["DriverCreateRequest"]
    >();
    expectTypeOf<SpecStandardSchemaV1.InferOutput<typeof driver>>().toEqualTypeOf<
      components["schemas"]["DriverCreateRequest"]
    >();
    expectTypeOf<
      SpecStandardSchemaV1.InferOutput<ReturnType<typeof standardSchema<"AlertNotification">>>
    >().toEqualTypeOf<SchemaTypes["AlertNotification"]>();
  });

  it("copies the interface faithfully: the package's schemas are fleetkit's and the other way round", () => {
    expectTypeOf<StandardSchemaV1<{ a: number }>>().toMatchTypeOf<SpecStandardSchemaV1<{ a: number }>>();
    expectTypeOf<SpecStandardSchemaV1<{ a: number }>>().toMatchTypeOf<StandardSchemaV1<{ a: number }>>();
    expectTypeOf<StandardSchemaV1.Result<string>>().toEqualTypeOf<SpecStandardSchemaV1.Result<string>>();
    expectTypeOf<StandardSchemaV1.Issue>().toEqualTypeOf<SpecStandardSchemaV1.Issue>();
  });

  it("refuses a name the spec does not have, at compile time", () => {
    // @ts-expect-error "Spaceship" is not a SchemaName
    expect(() => standardSchema("Spaceship")).toThrow(TypeError);
  });

  it("has version 1, vendor fleetkit and a synchronous validate, for every schema", () => {
    for (const name of SCHEMA_NAMES) {
      const props = standardSchema(name)["~standard"];
      expect(props.version).toBe(1);
      expect(props.vendor).toBe("fleetkit");
      expect(typeof props.validate).toBe("function");
      expect(props.validate(undefined)).not.toBeInstanceOf(Promise);
    }
  });
});

describe("standardSchema's results", () => {
  it("returns { value } with the very value for valid input, and no issues", async () => {
    const value = JSON.parse(JSON.stringify(ping));
    const result = await run(standardSchema("WebhookNotification"), value);
    expect(result).toEqual({ value });
    expect(result.issues).toBeUndefined();
    if (!result.issues) expect(result.value).toBe(value);
  });

  it("returns { issues } with the messages validate gives, in its order", async () => {
    const bad = { ...ping, eventMs: 1.5, event: { text: "Pong" } };
    const expected = validate("PingNotification", bad);
    if (expected.valid) throw new Error("the fixture must be invalid");
    const result = await run(standardSchema("PingNotification"), bad);
    expect(result.issues?.map((i) => i.message)).toEqual(expected.errors.map((e) => e.message));
    expect(result.issues).toEqual([
      { message: "/eventMs must be integer", path: ["eventMs"] },
      { message: '/event/text must be equal to constant "Ping"', path: ["event", "text"] },
    ]);
  });

  it("gives array indexes as numbers and property keys as strings", async () => {
    const result = await run(standardSchema("ApiToken"), { name: "ETL", scopes: ["Read Vehicles", "Read Everything"] });
    expect(result.issues).toEqual([
      {
        message: expect.stringMatching(/^\/scopes\/1 must be equal to one of the allowed values/),
        path: ["scopes", 1],
      },
    ]);
  });

  it("points a missing property at its key, and the value itself at an empty path", async () => {
    expect((await run(standardSchema("DriverCreateRequest"), { name: "Ana", password: "pw" })).issues).toEqual([
      { message: "/username is required", path: ["username"] },
    ]);
    expect((await run(standardSchema("DriverCreateRequest"), "Ana")).issues).toEqual([
      { message: "(root) must be object", path: [] },
    ]);
  });

  it("explains a pattern in the spec's words, as validate does", async () => {
    const webhook = { id: "w", name: "n", url: "http://hooks.example", secretKey: "c2VjcmV0", version: "2018-01-01" };
    expect((await run(standardSchema("Webhook"), webhook)).issues).toEqual([
      { message: "/url must be an https:// URL (the reference requires HTTPS for webhooks)", path: ["url"] },
    ]);
  });

  it("returns the same frozen object for the same name", () => {
    expect(standardSchema("Vehicle")).toBe(standardSchema("Vehicle"));
    expect(standardSchema("Vehicle")).not.toBe(standardSchema("Driver"));
    expect(Object.isFrozen(standardSchema("Vehicle"))).toBe(true);
    expect(Object.isFrozen(standardSchema("Vehicle")["~standard"])).toBe(true);
  });

  it("throws a TypeError naming the nearest schema, and the first ten schemas, for an unknown name", () => {
    expect(() => standardSchema("DriverCreateReqest" as SchemaName)).toThrow(
      /^unknown schema "DriverCreateReqest"; did you mean "DriverCreateRequest"\? expected one of: ScopeName, /,
    );
    expect(() => standardSchema("Spaceship" as SchemaName)).toThrow(
      /^unknown schema "Spaceship"; expected one of: ScopeName(, \w+){9} and \d+ more \(the module's SchemaName type lists every one\)$/,
    );
  });
});

describe("paths from JSON pointers", () => {
  // A schema of its own, compiled by ajv as the generator does, to reach keys the bundled spec does not have.
  const ajv = new Ajv2020({ allErrors: true });
  const compiled = {
    Odd: ajv.compile({
      type: "object",
      properties: {
        "a/b": { type: "object", required: ["x~y"] },
        byIndex: { type: "object", additionalProperties: { type: "array", items: { type: "integer" } } },
      },
    }) as CompiledValidator,
  };
  const odd = createValidators<{ Odd: unknown }>(compiled).standardSchema("Odd");

  it("unescapes ~1 and ~0, keeps an object key that looks like an index a string, and numbers array indexes", async () => {
    const result = await run(odd, { "a/b": {}, byIndex: { "0": [1, "two"] } });
    expect(result.issues).toEqual([
      { message: "/a~1b/x~0y is required", path: ["a/b", "x~y"] },
      { message: "/byIndex/0/1 must be integer", path: ["byIndex", "0", 1] },
    ]);
  });

  it("walks a pointer past the value's end without inventing array indexes", () => {
    expect(pointerToPath("/list/0/name", { list: [] })).toEqual(["list", 0, "name"]);
    expect(pointerToPath("/missing/0", {})).toEqual(["missing", "0"]);
    expect(pointerToPath("/__proto__/0", {})).toEqual(["__proto__", "0"]);
    expect(pointerToPath("", [1])).toEqual([]);
  });
});
