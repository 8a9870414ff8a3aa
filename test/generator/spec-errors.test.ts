import { readFileSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import { tempDir } from "../support/temp-dir.js";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { valueNames } from "../../generator/module-names.js";
import { SpecValidationError, findSpecIssues, generate } from "../../generator/index.js";
import type { SpecDocument } from "../../generator/spec-document.js";
import { wrongTypes } from "../../generator/structure-check.js";

// Parsed once; each test mutates its own copy (parsing the YAML again for each took a second and a half).
const original: SpecDocument = parse(readFileSync("spec/fleet-api.yaml", "utf8"));
const fresh = (): SpecDocument => structuredClone(original);

type Case = [name: string, { mutate: (doc: SpecDocument) => void; pointer: string; message: RegExp }];

const cases: Case[] = [
  [
    "a duplicate operationId",
    {
      mutate: (d) => ((d.paths!["/v1/tags"]!.get as { operationId: string }).operationId = "v1GetAddresses"),
      pointer: "#/paths/~1v1~1tags/get/operationId",
      message: /duplicate operationId "v1GetAddresses" \(first used at #\/paths\/~1v1~1addresses\/get\/operationId\)/,
    },
  ],
  [
    "two paths of one shape",
    {
      mutate: (d) => (d.paths!["/v1/tags/{tag_id}"] = d.paths!["/v1/tags/{tagId}"]!),
      pointer: "#/paths/~1v1~1tags~1{tag_id}",
      message: /same shape as "\/v1\/tags\/{tagId}"/,
    },
  ],
  [
    "a $ref to nothing",
    {
      mutate: (d) =>
        ((d.paths!["/fleet/vehicles"]!.get as { parameters: unknown[] }).parameters[0] = {
          $ref: "#/components/parameters/Cursor",
        }),
      pointer: "#/paths/~1fleet~1vehicles/get/parameters/0/$ref",
      message: /"#\/components\/parameters\/Cursor" points to nothing/,
    },
  ],
  [
    "a $ref to nothing in a property named like data (`example`): a name, not an example",
    {
      mutate: (d) =>
        ((d.components!.schemas as Record<string, unknown>).Noted = {
          type: "object",
          properties: { example: { $ref: "#/components/schemas/Missing" } },
        }),
      pointer: "#/components/schemas/Noted/properties/example/$ref",
      message: /"#\/components\/schemas\/Missing" points to nothing/,
    },
  ],
  [
    "a $ref to nothing for an example named `default`: a name, not a default",
    {
      mutate: (d) =>
        ((d.components as Record<string, unknown>).examples = {
          Set: { value: { $ref: "#/not/followed" } },
          default: { $ref: "#/components/examples/Missing" },
        }),
      pointer: "#/components/examples/default/$ref",
      message: /"#\/components\/examples\/Missing" points to nothing/,
    },
  ],
  [
    "a scope name outside the catalogue",
    {
      mutate: (d) => ((d.paths!["/v1/tags"]!.get as { security: unknown }).security = [{ bearerAuth: ["Read Tag"] }]),
      pointer: "#/paths/~1v1~1tags/get/security/0/bearerAuth/0",
      message: /"Read Tag" is not in the scope catalogue/,
    },
  ],
  [
    "a limit maximum above 512",
    {
      mutate: (d) => ((d.components!.parameters!.Limit as { schema: { maximum: number } }).schema.maximum = 1000),
      pointer: "#/components/parameters/Limit/schema/maximum",
      message: /limit maximum 1000 is above the reference's maximum page size of 512/,
    },
  ],
  [
    "a limit default above 512",
    {
      mutate: (d) => ((d.components!.parameters!.Limit as { schema: { default: number } }).schema.default = 513),
      pointer: "#/components/parameters/Limit/schema/default",
      message: /limit default 513/,
    },
  ],
  [
    "a limit maximum above 512 on an operation's own parameter",
    {
      mutate: (d) =>
        ((d.paths!["/fleet/vehicles"]!.get as { parameters: unknown[] }).parameters[1] = {
          name: "limit",
          in: "query",
          schema: { type: "integer", maximum: 600 },
        }),
      pointer: "#/paths/~1fleet~1vehicles/get/parameters/schema/maximum",
      message: /limit maximum 600/,
    },
  ],
  [
    "a $ref to another file",
    {
      mutate: (d) =>
        ((d.paths!["/fleet/vehicles"]!.get as { parameters: unknown[] }).parameters[0] = {
          $ref: "common.yaml#/After",
        }),
      pointer: "#/paths/~1fleet~1vehicles/get/parameters/0/$ref",
      message: /"common\.yaml#\/After" is not a local reference/,
    },
  ],
  [
    "paths that are a list",
    {
      mutate: (d) => ((d as { paths: unknown }).paths = [1, 2]),
      pointer: "#/paths",
      message: /must be a mapping, found a list/,
    },
  ],
  [
    "a path without a leading slash",
    {
      mutate: (d) => (d.paths!["v1/tags"] = d.paths!["/v1/tags"]!),
      pointer: "#/paths/v1~1tags",
      message: /must start with "\/"/,
    },
  ],
  [
    "a Write scope on a GET",
    {
      mutate: (d) => ((d.paths!["/v1/tags"]!.get as { security: unknown }).security = [{ bearerAuth: ["Write Tags"] }]),
      pointer: "#/paths/~1v1~1tags/get/security/0/bearerAuth/0",
      message: /GET needs Read scopes, not "Write Tags"/,
    },
  ],
  [
    "an empty scope list without the undocumented note",
    {
      mutate: (d) => ((d.paths!["/v1/tags"]!.get as { security: unknown }).security = [{ bearerAuth: [] }]),
      pointer: "#/paths/~1v1~1tags/get/security/0/bearerAuth",
      message: /x-fleetkit-scope-undocumented/,
    },
  ],
  [
    "a default Read scope outside the catalogue",
    {
      mutate: (d) => (d["x-fleetkit-scopes"]!.defaultReadScopes!.scopes as string[]).push("Read Everything"),
      pointer: "#/x-fleetkit-scopes/defaultReadScopes/scopes/21",
      message: /"Read Everything" is not a Read scope of the catalogue/,
    },
  ],
  [
    "a ScopeName enum that disagrees with the catalogue",
    {
      mutate: (d) => (d.components!.schemas!.ScopeName as { enum: string[] }).enum.pop(),
      pointer: "#/components/schemas/ScopeName/enum",
      message: /missing: Write Webhooks/,
    },
  ],
];

describe("spec errors stop generation with a JSON pointer", () => {
  it("the committed spec has none", () => {
    expect(findSpecIssues(fresh())).toEqual([]);
  });

  it.each(cases)("%s", (_, { mutate, pointer, message }) => {
    const doc = fresh();
    mutate(doc);
    const issues = findSpecIssues(doc);
    expect(issues).toContainEqual({ pointer, message: expect.stringMatching(message) });
  });

  it("writes nothing and names the file, line and pointer when generating from a broken spec", async () => {
    const dir = await tempDir("spec");
    const doc = fresh();
    (doc.paths!["/v1/tags"]!.get as { operationId: string }).operationId = "v1GetAddresses";
    await writeFile(join(dir, "broken.yaml"), stringify(doc));
    const out = join(dir, "out");
    const error = await generate({ spec: join(dir, "broken.yaml"), out }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecValidationError);
    expect((error as Error).message).toMatch(
      /#\/paths\/~1v1~1tags\/get\/operationId \(.*broken\.yaml:\d+\): duplicate operationId/,
    );
    await expect(readdir(out)).rejects.toThrow(/ENOENT/);
  });
});

describe("a value of the wrong type where generating would fail is a spec problem, not an internal error", () => {
  const generateFrom = async (doc: SpecDocument) => {
    const dir = await tempDir("spec");
    await writeFile(join(dir, "malformed.yaml"), stringify(doc));
    const out = join(dir, "out");
    const error = await generate({ spec: join(dir, "malformed.yaml"), out }).catch((e: unknown) => e);
    await expect(readdir(out)).rejects.toThrow(/ENOENT/);
    return error as SpecValidationError;
  };

  it("a null discriminator (which ajv's schemas are made from)", async () => {
    const doc = fresh();
    (doc.components!.schemas!.Vehicle as Record<string, unknown>).discriminator = null;
    const error = await generateFrom(doc);
    expect(error).toBeInstanceOf(SpecValidationError);
    expect(error.issues).toEqual([
      {
        pointer: "#/components/schemas/Vehicle/discriminator",
        message: "Expected type `Discriminator` (object) but got `null`",
      },
    ]);
    expect((error as Error).message).toMatch(/\(.*malformed\.yaml:\d+\)/);
  });

  it("only wrong types count: a property OpenAPI does not define, or a missing field, is not named (published specs have them)", async () => {
    const doc = fresh();
    const get = doc.paths!["/v1/tags"]!.get as Record<string, unknown>;
    get.schemes = ["https"]; // the vendor's converted swagger.json has 43 of these
    delete (doc.info as Record<string, unknown>).title;
    expect(await wrongTypes(doc)).toEqual([]);
    get.deprecated = "yes";
    expect(await wrongTypes(doc)).toEqual([
      { pointer: "#/paths/~1v1~1tags/get/deprecated", message: "Expected type `boolean` but got `string`." },
    ]);
  });

  it("an operation's responses as a string (which openapi-typescript reads)", async () => {
    const doc = fresh();
    (doc.paths!["/v1/tags"]!.get as Record<string, unknown>).responses = "none";
    const error = await generateFrom(doc);
    expect(error).toBeInstanceOf(SpecValidationError);
    expect(error.issues).toEqual([
      { pointer: "#/paths/~1v1~1tags/get/responses", message: "Expected type `Responses` (object) but got `string`" },
    ]);
  });
});

describe("the names a spec's operations and schemas are kept clear of", () => {
  it("valueNames() is every value the generated module exports besides the operation functions and type guards", async () => {
    const module = await import("../../generated/index.js");
    const operationIds = new Set(Object.keys(module.operations));
    const guards = new Set(module.SCHEMA_NAMES.map((name) => `is${name}`));
    const own = Object.keys(module).filter((name) => !operationIds.has(name) && !guards.has(name));
    expect(new Set(own)).toEqual(valueNames());
  });
});
