import { describe, expect, it } from "vitest";
import { inlineSchemaValues } from "../../generator/compact-validators.js";
import { dropUnusedSchemaConstants } from "../../generator/emit-validators.js";

describe("values read from a schema's constant (generator/compact-validators.ts, inlineSchemaValues)", () => {
  const code = [
    'const schema12 = {"type":"object","properties":{"name":{"type":["string","null"]},"kind":{"enum":["a","b"]}},"description":"see schema12.properties.name.type"};',
    'const schema13 = {"type":["string","null"]};',
    "function validate1(data){",
    'if(typeof data.name !== "string" && data.name !== null) e(schema12.properties.name.type);',
    'if(data.kind !== "a" && data.kind !== "b") e(schema12.properties.kind.enum, schema13.type);',
    'if(data.x === "schema12.properties.name.type") e(schema12.constructor, schema12.properties);',
    "}",
  ].join("\n");

  it("declares each array or scalar read once and reads it, so the schema's constant can go when nothing else reads it", () => {
    const { code: out, values } = inlineSchemaValues(code);
    expect(values).toEqual(['const $schemaValue0 = ["string","null"];', 'const $schemaValue1 = ["a","b"];']);
    expect(out).toContain("e($schemaValue0);");
    expect(out).toContain("e($schemaValue1, $schemaValue0);");
    expect(dropUnusedSchemaConstants(out)).not.toContain("const schema13 ="); // read no more
  });

  it("leaves reads inside a string, of an object, and of what the JSON does not hold (schema12.constructor)", () => {
    const { code: out } = inlineSchemaValues(code);
    expect(out).toContain('"see schema12.properties.name.type"');
    expect(out).toContain('data.x === "schema12.properties.name.type"');
    expect(out).toContain("e(schema12.constructor, schema12.properties);");
    expect(dropUnusedSchemaConstants(out)).toContain("const schema12 =");
  });
});
