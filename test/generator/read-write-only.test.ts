import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { requiredFor } from "../../generator/validator-schemas.js";
import { typeCheck } from "../support/type-check.js";

/**
 * Issue 34, item 7: OpenAPI requires a `readOnly` property in responses only and a `writeOnly` one in requests only.
 * The validators required both everywhere: a create body without the server-set `id` was refused, and so was an
 * answer without the (never returned) password.
 */
const spec = {
  openapi: "3.1.0",
  info: { title: "Accounts", version: "1" },
  paths: {
    "/users": {
      post: {
        operationId: "createUser",
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/User" } } } },
        responses: {
          "201": {
            description: "created",
            content: { "application/json": { schema: { $ref: "#/components/schemas/User" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      User: {
        type: "object",
        required: ["id", "name", "password", "createdAt"],
        properties: {
          id: { type: "string", readOnly: true },
          name: { type: "string" },
          password: { type: "string", writeOnly: true, minLength: 8 },
          createdAt: { $ref: "#/components/schemas/Timestamp" },
        },
      },
      Timestamp: { type: "string", format: "date-time", readOnly: true },
      Team: {
        type: "object",
        required: ["owner", "members"],
        properties: {
          owner: { $ref: "#/components/schemas/User" },
          members: { type: "array", items: { $ref: "#/components/schemas/User" } },
        },
      },
      Folder: {
        type: "object",
        required: ["id", "children"],
        properties: {
          id: { type: "integer", readOnly: true },
          children: { type: "array", items: { $ref: "#/components/schemas/Folder" } },
        },
      },
      "User (request)": { type: "boolean" }, // a spec name like the forms' own: theirs are named apart
      Plain: { type: "object", required: ["a"], properties: { a: { type: "string" } } },
    },
  },
};

type Result = { valid: boolean; errors?: { pointer: string; message: string }[] };
interface Module {
  validate(name: string, value: unknown, usage?: string): Result;
  assertValid(name: string, value: unknown, usage?: string): unknown;
  standardSchema(name: string, usage?: string): { "~standard": { validate(v: unknown): { issues?: unknown[] } } };
}

const created = "2026-11-27T12:00:00Z";
const sent = { name: "ada", password: "s3cret-pass" };
const answered = { id: "u1", name: "ada", createdAt: created };

describe("readOnly and writeOnly properties in `required`", () => {
  let dir: string | undefined;
  let out: string;
  let m: Module;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "fleetkit-read-write-only-"));
    await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
    out = join(dir, "out");
    await generate({ spec: join(dir, "spec.json"), out });
    m = (await import(pathToFileURL(join(out, "validators.ts")).href)) as Module;
  }, 60_000);
  afterAll(() => dir && rm(dir, { recursive: true, force: true }));

  it("a request body needs no readOnly property (id, a readOnly $ref), and still needs the writeOnly password", () => {
    expect(m.validate("User", sent, "request")).toEqual({ valid: true });
    expect(m.validate("User", { ...sent, id: "u1" }, "request")).toEqual({ valid: true }); // present: not refused
    const missing = m.validate("User", { name: "ada" }, "request");
    expect(missing.errors?.map((e) => e.pointer)).toEqual(["/password"]);
    expect(m.validate("User", { ...sent, password: "short" }, "request").valid).toBe(false); // its rules still hold
  });

  it("a response needs the readOnly properties and not the writeOnly password", () => {
    expect(m.validate("User", answered, "response")).toEqual({ valid: true });
    const missing = m.validate("User", { name: "ada" }, "response");
    expect(missing.errors?.map((e) => e.pointer).sort()).toEqual(["/createdAt", "/id"]);
  });

  it("without a usage, neither kind is required (a value valid as either is valid)", () => {
    expect(m.validate("User", sent)).toEqual({ valid: true });
    expect(m.validate("User", answered)).toEqual({ valid: true });
    expect(m.validate("User", {}).errors?.map((e) => e.pointer)).toEqual(["/name"]);
  });

  it("a schema that refers to one (Team → User, Folder → Folder) reads its parts with the same usage", () => {
    expect(m.validate("Team", { owner: sent, members: [sent] }, "request")).toEqual({ valid: true });
    expect(m.validate("Team", { owner: answered, members: [answered] }, "response")).toEqual({ valid: true });
    const nested = m.validate("Team", { owner: answered, members: [{ name: "b", createdAt: created }] }, "response");
    expect(nested.errors?.map((e) => e.pointer)).toEqual(["/members/0/id"]);
    expect(m.validate("Team", { owner: sent, members: [{ name: "b" }] }, "request").valid).toBe(false);
    const tree = { children: [{ children: [{ children: [] }] }] };
    expect(m.validate("Folder", tree, "request")).toEqual({ valid: true });
    expect(m.validate("Folder", tree, "response").errors?.map((e) => e.pointer)).toEqual([
      "/id",
      "/children/0/id",
      "/children/0/children/0/id",
    ]);
  });

  it("schemas without such properties read the same with any usage; a spec name like a form's is its own schema", () => {
    for (const usage of [undefined, "request", "response"]) {
      expect(m.validate("Plain", { a: "x" }, usage)).toEqual({ valid: true });
      expect(m.validate("Plain", {}, usage).valid).toBe(false);
    }
    expect(m.validate("User (request)", true)).toEqual({ valid: true });
  });

  it("standardSchema and assertValid take the usage; each name and usage has one Standard Schema object", () => {
    const request = m.standardSchema("User", "request");
    expect(request["~standard"].validate(sent).issues).toBeUndefined();
    expect(m.standardSchema("User", "response")["~standard"].validate(sent).issues).toHaveLength(2);
    expect(m.standardSchema("User", "request")).toBe(request);
    expect(m.standardSchema("User")).not.toBe(request);
    expect(m.assertValid("User", sent, "request")).toBe(sent);
    expect(() => m.assertValid("User", sent, "response")).toThrow(/\/id is required/);
    expect(() => m.validate("User", sent, "write")).toThrow(/unknown usage "write": give "request", "response"/);
  });

  it("the generated module type-checks, and `usage` takes only request or response", async () => {
    await writeFile(
      join(out, "use.ts"),
      'import { validate } from "./validators.js";\nvalidate("User", {}, "request");\nvalidate("User", {}, "response");\n' +
        '// @ts-expect-error -- not a usage\nvalidate("User", {}, "write");\n',
    );
    expect(typeCheck([join(out, "index.ts"), join(out, "use.ts")], out).errors).toEqual([]);
  }, 90_000);
});

describe("requiredFor: a spec's schemas as a request or a response reads them (for validators compiled at run time)", () => {
  it("drops readOnly names from required for a request, writeOnly names for a response, and nothing else", () => {
    const doc = structuredClone(spec);
    const request = requiredFor("request", doc) as typeof spec;
    const response = requiredFor("response", doc) as typeof spec;
    expect(request.components.schemas.User.required).toEqual(["name", "password"]);
    expect(response.components.schemas.User.required).toEqual(["id", "name", "createdAt"]);
    expect(request.components.schemas.Plain.required).toEqual(["a"]);
    expect(response.components.schemas.Team.required).toEqual(["owner", "members"]);
    expect(doc).toEqual(spec); // a copy: the document is unchanged
  });
});
