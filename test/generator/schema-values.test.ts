import { describe, expect, it } from "vitest";
import { inlineSchemaValues } from "../../generator/compact-validators.js";
import { dropUnusedSchemaConstants, jsonConstants } from "../../generator/emit-validators.js";

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

describe("the constants of JSON values read from one string (generator/emit-validators.ts, jsonConstants)", () => {
  const helpers = [
    'const $schemaValue0 = ["string","null"];',
    "function $int(x) {\nreturn x % 1 === 0;\n}",
    'const $props0 = ["id","node_id"];',
    'const $schemaValue1 = [{"__proto__":{"a":1}},"<\\/script>\\u2028"];',
    "const $formats0 = (s) => formats0.test(s);",
    "const $schemaValue2 = [not json];",
  ];

  it("declares them at once from one JSON string, each its own value; other helpers stay as written", () => {
    const out = jsonConstants(helpers);
    expect(out).toHaveLength(4);
    expect(out[0]).toMatch(/^const \[\$schemaValue0, \$props0, \$schemaValue1\] = JSON\.parse\("/);
    expect(out.slice(1)).toEqual([helpers[1], helpers[4], helpers[5]]);
    const [a, b, c] = new Function(`${out[0]}\nreturn [$schemaValue0, $props0, $schemaValue1];`)();
    expect(a).toEqual(["string", "null"]);
    expect(b).toEqual(["id", "node_id"]);
    // `__proto__` is the value's own property, as in the parsed spec ajv compiles in memory
    expect(Object.hasOwn(c[0], "__proto__")).toBe(true);
    expect(c[1]).toBe("</script>\u2028");
  });

  it("leaves a single constant as it is", () => {
    expect(jsonConstants(helpers.slice(0, 2))).toEqual(helpers.slice(0, 2));
  });
});
