import { describe, expect, it } from "vitest";
import { inlineSchemaValues, propertyCheckCalls } from "../../generator/compact-validators.js";
import { dropUnusedSchemaConstants, keywordErrorCalls } from "../../generator/emit-validators.js";

/** The keyword helper the code calls, as `keywordErrorCalls` declares it. */
const TYPE_HELPER = keywordErrorCalls(
  '(vErrors ??= []).push({instancePath,keyword:"type",params:{type: "string"},message:"must be string"});',
).helpers;

type Validate = ((value: unknown, options?: { instancePath: string }) => boolean) & { errors: unknown[] | null };

/** A validator of an object's properties as ajv writes them (after `keywordErrorCalls`), one check per property. */
const AJV_CODE = `function validate1(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.login !== undefined){
if(typeof data.login !== "string"){
vErrors = $type(vErrors, instancePath+"/login", "string");
}
}
if(data.owner !== undefined){
if(!(validate2(data.owner, {instancePath:instancePath+"/owner"}))){
vErrors = $concat(vErrors, validate2.errors);
}
}
if(data["node-id"] !== undefined){
if(typeof data["node-id"] !== "number"){
vErrors = $type(vErrors, instancePath+"/node-id", "number");
}
}
if(data.admin !== undefined){
if(typeof data.admin !== "boolean"){
vErrors = $type(vErrors, instancePath+"/admin", "boolean");
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate1.errors = vErrors;
return vErrors === null;
}
function validate2(data, {instancePath=""}={}){
let vErrors = null;
if(!(data && typeof data == "object" && !Array.isArray(data))){
vErrors = $type(vErrors, instancePath, "object");
}
else if(typeof data.login !== "string"){
vErrors = $type(vErrors, instancePath+"/login", "string");
}
validate2.errors = vErrors;
return vErrors === null;
}
`;

function load(code: string, helpers: string[]): Validate {
  const concat = "function $concat(v, e) {\nreturn v === null ? e : v.concat(e);\n}";
  return new Function(`${[...TYPE_HELPER, concat, ...helpers].join("\n")}\n${code}\nreturn validate1;`)();
}

const VALUES: unknown[] = [
  { login: "a", owner: { login: "b" }, "node-id": 1, admin: true },
  {},
  { login: 1, owner: { login: 2 }, "node-id": "1", admin: "yes" },
  { owner: [], admin: null },
  { owner: "x", "node-id": Number.NaN },
  null,
  "text",
];

describe("a run of property checks as one table (generator/compact-validators.ts)", () => {
  it("checks the same properties in the same order and reports the same errors as the checks one by one", () => {
    const { code, helpers } = propertyCheckCalls(AJV_CODE);
    expect(code).toContain("vErrors = $checked(vErrors, data, instancePath, $checks0);");
    expect(code).not.toContain("$typed(");
    expect(helpers).toContain(
      'const $checks0 = ["login", "string", "owner", validate2, "node-id", "number", "admin", "boolean"];',
    );
    const ours = load(code, helpers);
    const theirs = load(AJV_CODE, []);
    for (const value of VALUES)
      for (const at of [undefined, { instancePath: "/in/a/list/0" }]) {
        expect(ours(value, at), JSON.stringify(value)).toBe(theirs(value, at));
        expect(ours.errors, JSON.stringify(value)).toEqual(theirs.errors);
      }
    expect(VALUES.filter((v) => !theirs(v)).length).toBe(VALUES.length - 2); // the cases do break rules
  });

  it("leaves a run alone where a name is escaped in the path (~ and /) or one check is of another object", () => {
    const escaped = AJV_CODE.replaceAll('data["node-id"]', 'data["a/b"]').replace('"/node-id"', '"/a~1b"');
    expect(propertyCheckCalls(escaped).code).not.toContain("$checked(");
    const single =
      'if(data.a !== undefined){\nif(typeof data.a !== "string"){\nvErrors = $type(vErrors, instancePath+"/a", "string");\n}\n}\n';
    expect(propertyCheckCalls(single).code).toContain("$typed("); // one check: no table
  });
});

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
