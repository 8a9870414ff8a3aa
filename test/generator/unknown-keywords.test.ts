// A keyword neither JSON Schema nor OpenAPI knows (Codat's Assess description writes `descrciption`): JSON Schema
// 2020-12 reads it as an annotation, and ajv's strict mode refused the whole spec for it. It is now left out of the
// validators with a warning at its pointer; names and data that look like keywords are not keywords.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { KNOWN_KEYWORDS } from "../../generator/validator-schemas.js";
import { tempDir } from "../support/temp-dir.js";

const spec = {
  openapi: "3.1.0",
  info: { title: "Assess", version: "1" },
  paths: {},
  components: {
    schemas: {
      Category: {
        descrciption: "A misspelt description.",
        type: "object",
        properties: {
          // A property with a keyword-like name is a name.
          descrciption: { type: "string" },
          levels: {
            type: "array",
            items: { type: "object", requried: ["name"], properties: { name: { type: "string" } } },
          },
          status: { type: "string", enum: [{ bogus: 1 }, "Suggested"], default: { another: 2 } },
        },
        dependentRequired: { status: ["levels"] },
      },
    },
  },
};

describe("an unknown keyword in a schema", () => {
  it("generates with a warning at each one, and the validators read the rest of the schema", async () => {
    const dir = await tempDir("unknown-keywords");
    await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
    const out = join(dir, "out");
    const { warnings } = await generate({ spec: join(dir, "spec.json"), out });
    expect(
      warnings.filter((w) => /not a JSON Schema or OpenAPI keyword/.test(w.message)).map((w) => w.pointer),
    ).toEqual([
      "#/components/schemas/Category/descrciption",
      "#/components/schemas/Category/properties/levels/items/requried",
    ]);
    const { validate } = (await import(pathToFileURL(join(out, "index.ts")).href)) as {
      validate(name: string, value: unknown): { valid: boolean };
    };
    // `requried` checks nothing; the rest of the schema still does.
    expect(validate("Category", { levels: [{}] }).valid).toBe(true);
    expect(validate("Category", { levels: [{ name: 1 }] }).valid).toBe(false);
    expect(validate("Category", { status: "Suggested" }).valid).toBe(false); // dependentRequired: levels
    expect(validate("Category", { status: "Suggested", levels: [] }).valid).toBe(true);
  }, 60_000);

  it("knows every keyword ajv knows", () => {
    const ajv = new Ajv2020.default({ strict: true, discriminator: true });
    const ajvKeywords = Object.keys((ajv as unknown as { RULES: { keywords: object } }).RULES.keywords);
    expect(ajvKeywords.filter((k) => !KNOWN_KEYWORDS.has(k))).toEqual([]);
  });
});
