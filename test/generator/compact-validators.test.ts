import { describe, expect, it } from "vitest";
import {
  chainListCalls,
  compactValidatorCode,
  dedupeValidators,
  countErrorsByList,
  dropUnreadCallOptions,
  positionalInstancePath,
  propertyCheckCalls,
} from "../../generator/compact-validators.js";
import { keywordErrorCalls } from "../../generator/emit-validators.js";

/** Two validators in the form ajv writes them (after `keywordErrorCalls`), with each shape the rewrites know. */
const AJV_CODE = `function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
vErrors = $required(vErrors, instancePath, "id");
errors++;
}
if(data["node-id"] === undefined){
vErrors = $required(vErrors, instancePath, "node-id");
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
if(data.url !== undefined){
let data1 = data.url;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
vErrors = $format(vErrors, instancePath+"/url", "uri-template");
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/url", "string");
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
vErrors = $type(vErrors, instancePath+"/id", "integer");
errors++;
}
}
if(data.owner !== undefined){
if(!(validate2(data.owner, {instancePath:instancePath+"/owner",parentData:data,parentDataProperty:"owner",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
if(data.either !== undefined){
const _errs3 = errors;
let valid3 = false;
const _errs4 = errors;
if(typeof data.either !== "string"){
vErrors = $type(vErrors, instancePath+"/either", "string");
errors++;
}
var _valid0 = _errs4 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs5 = errors;
if(typeof data.either !== "boolean"){
vErrors = $type(vErrors, instancePath+"/either", "boolean");
errors++;
}
var _valid0 = _errs5 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
(vErrors ??= []).push({instancePath:instancePath+"/either",keyword:"anyOf",params:{},message:"must match a schema in anyOf"});
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.login === undefined){
vErrors = $required(vErrors, instancePath, "login");
errors++;
}
if(data.nick !== undefined){
let data1 = data.nick;
if((typeof data1 !== "string") && (data1 !== null)){
vErrors = $type(vErrors, instancePath+"/nick", $schemaValue0);
errors++;
}
}
if(data.alias !== undefined){
if((typeof data.alias !== "boolean") && (data.alias !== null)){
vErrors = $type(vErrors, instancePath+"/alias", $schemaValue1);
errors++;
}
}
if(data.role !== undefined){
let data3 = data.role;
if(!(((data3 === "admin") || (data3 === "member")) || (data3 === "guest"))){
(vErrors ??= []).push({instancePath:instancePath+"/role",keyword:"enum",params:{allowedValues: $schemaValue3},message:"must be equal to one of the allowed values"});
errors++;
}
}
if(data.team !== undefined){
let data2 = data.team;
if((!(data2 && typeof data2 == "object" && !Array.isArray(data2))) && (data2 !== null)){
vErrors = $type(vErrors, instancePath+"/team", $schemaValue2);
errors++;
}
}
if(data.site !== undefined){
let data0 = data.site;
if(typeof data0 === "string"){
if(!(formats1(data0))){
vErrors = $format(vErrors, instancePath+"/site", "uri");
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/site", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}
`;

/** The code's error sites as `keywordErrorCalls` writes them (the enum site's push becomes `$enum`). */
const KEYWORD_CALLS = (code: string) => keywordErrorCalls(code).code;

/** The keyword helpers the code calls, as `keywordErrorCalls` declares them. */
const KEYWORD_HELPERS = keywordErrorCalls(
  [
    '(vErrors ??= []).push({instancePath,keyword:"type",params:{type: "string"},message:"must be string"});',
    '(vErrors ??= []).push({instancePath,keyword:"required",params:{missingProperty: "a"},message:"must have required property \'"+"a"+"\'"});',
    '(vErrors ??= []).push({instancePath,keyword:"format",params:{format: "date"},message:"must match format \\""+"date"+"\\""});',
    '(vErrors ??= []).push({instancePath,keyword:"enum",params:{allowedValues: a},message:"must be equal to one of the allowed values"});',
  ].join("\n"),
).helpers;

type Validate = ((value: unknown, at?: { instancePath: string } | string) => boolean) & { errors: unknown[] | null };

/** The code's `validate1`, with its helpers and formats declared as the generated module declares them. */
function load(code: string, helpers: string[]): Validate {
  const formats =
    'const formats0 = /^[a-z{}/]+$/;\nconst formats1 = (s) => s.startsWith("https://");\n' +
    'const $schemaValue0 = ["string","null"];\nconst $schemaValue1 = ["boolean","null"];\nconst $schemaValue2 = ["object","null"];\n' +
    'const $schemaValue3 = ["admin","member","guest"];';
  return new Function(`${[...KEYWORD_HELPERS, ...helpers].join("\n")}\n${formats}\n${code}\nreturn validate1;`)();
}

const VALUES: unknown[] = [
  {
    id: 1,
    "node-id": "n",
    name: "a",
    url: "/a/{b}",
    owner: { login: "x", site: "https://x", nick: null, alias: false, team: {} },
    either: true,
  },
  { id: 2, "node-id": "n", owner: { login: "x", nick: "n", alias: null, team: null, role: "guest" } },
  {},
  { id: 1.5, name: 7, url: 8, either: 3, owner: { login: "x", nick: 3, alias: "s", team: [], role: "owner" } },
  { "node-id": "n", url: "NOT OK", owner: { nick: {}, alias: 0, team: "t", role: ["admin"] }, either: "s" },
  { id: "1", owner: { site: "http://plain" }, either: null },
  { id: Number.POSITIVE_INFINITY, name: undefined, owner: [] },
  { id: Number.NaN, "node-id": 2, owner: { login: "x", site: 3 } },
  null,
  [],
  "text",
];

describe("compact validator code (generator/compact-validators.ts)", () => {
  it("writes each shape as one helper call and reports the same verdicts and errors as ajv's code", () => {
    const constants = new Map([["$schemaValue3", ["admin", "member", "guest"]]]);
    const { code, helpers } = compactValidatorCode(KEYWORD_CALLS(AJV_CODE), constants);
    for (const call of [
      ...["$present(", "$typed(", "$formatted(", "$typedInt(", "$valid(", "$n(vErrors)", "$typedNull(", "$obj("],
      ...["return $done(validate1, vErrors);", "if(!$schemaValue3.includes(data3)){"],
    ])
      expect(code, call).toContain(call);
    expect(code).toContain('function validate2(data, instancePath=""){'); // the path as an argument, not in an object
    expect(code).toMatch(/^vErrors = \$valid\(\$typedInt\(\$formatted\(\$typed\(\$present\(vErrors, data, /m); // one statement
    expect(code).not.toMatch(/validate\d*\([^\n]*\{instancePath/); // no call passes an options object
    expect(code).not.toMatch(/(?<![\w$.])errors(?![\w$])/); // no count beside the list
    expect(code).not.toMatch(/parentData|rootData/);
    expect(code.length).toBeLessThan(AJV_CODE.length * 0.7);
    const ours = load(code, helpers);
    const theirs = load(AJV_CODE, []);
    for (const value of VALUES)
      for (const at of [undefined, "/in/a/list/0"]) {
        const verdict = ours(value, at);
        expect(verdict, JSON.stringify(value)).toBe(theirs(value, at === undefined ? at : { instancePath: at }));
        expect(ours.errors, JSON.stringify(value)).toEqual(theirs.errors);
      }
    expect(VALUES.filter((v) => !theirs(v)).length).toBe(VALUES.length - 2); // the cases do break rules
  });

  it("declares each list of required properties and each bound format check once, in order of use", () => {
    const { helpers } = propertyCheckCalls(countErrorsByList(AJV_CODE).code);
    expect(helpers.filter((h) => h.startsWith("const "))).toEqual([
      "const $formats0 = (s) => formats0.test(s);",
      'const $props0 = ["id","node-id"];',
    ]);
  });

  it("leaves the call options where the code reads them", () => {
    const reads = AJV_CODE.replace(
      "let errors = 0;",
      "let errors = 0;\nif(parentData) parentData[parentDataProperty] = data;",
    );
    expect(dropUnreadCallOptions(reads)).toBe(reads);
    expect(dropUnreadCallOptions(AJV_CODE)).not.toMatch(/parentData/);
  });

  it("keeps the options object where any call passes more than the path (dynamic anchors)", () => {
    const code = [
      'function validate1(data, {instancePath="", dynamicAnchors={}}={}){',
      'if(!(validate2(data.a, {instancePath:instancePath+"/a",dynamicAnchors}))){',
      "}",
      "}",
      'function validate2(data, {instancePath=""}={}){',
      "}",
    ].join("\n");
    const helpers = ["function $valid(v, validate, x, path, at) {\nreturn validate(x, {instancePath: path + at});\n}"];
    expect(positionalInstancePath(code, helpers)).toEqual({ code, helpers });
    const plain = code.replace(", dynamicAnchors={}", "").replace(",dynamicAnchors", "");
    expect(positionalInstancePath(plain, helpers)).toEqual({
      code: plain
        .replace('{instancePath=""}={}', 'instancePath=""')
        .replace('{instancePath=""}={}', 'instancePath=""')
        .replace('{instancePath:instancePath+"/a"}', 'instancePath+"/a"'),
      helpers: ["function $valid(v, validate, x, path, at) {\nreturn validate(x, path + at);\n}"],
    });
  });

  it("nests a run of list-returning calls in order, at most 40 deep, and never a call that reads the list", () => {
    const run = (n: number) =>
      Array.from({ length: n }, (_, i) => `vErrors = $typed(vErrors, data.p${i}, instancePath, "/p${i}", "string");`);
    const nested = chainListCalls(run(3).join("\n"));
    expect(nested).toBe(
      'vErrors = $typed($typed($typed(vErrors, data.p0, instancePath, "/p0", "string"), data.p1, instancePath, "/p1", "string"), data.p2, instancePath, "/p2", "string");',
    );
    expect(chainListCalls(run(41).join("\n")).split("\n")).toHaveLength(2);
    const reads = [
      run(1)[0],
      "vErrors = $concat(vErrors, vErrors.slice(0));",
      run(2)[1],
      "vErrors = $other(vErrors, 1);",
    ];
    expect(chainListCalls(reads.join("\n"))).toBe(reads.join("\n"));
  });

  it("declares validators that differ only in their own name once; never one whose export carries forms", () => {
    const string = (name: string) =>
      `function ${name}(data, instancePath=""){\nlet vErrors = null;\nif(typeof data !== "string"){\nvErrors = $type(vErrors, instancePath, "string");\n}\nreturn $done(${name}, vErrors);\n}\n`;
    const list = (name: string) =>
      `function ${name}(data, instancePath=""){\nlet vErrors = null;\nvErrors = $valid($valid(vErrors, validate2, data.name, instancePath, "/name"), ${name}, data.next, instancePath, "/next");\nreturn $done(${name}, vErrors);\n}\n`;
    const code = [
      ...[string("validate1"), string("validate2"), string("validate3"), list("validate5"), list("validate6")],
      "const A = validate1;\nconst B = validate2;\nconst C = validate3;\nconst D = validate6;\n",
    ].join("");
    const out = dedupeValidators(code, new Set(["C"]));
    expect(out.match(/^function validate\d+/gm)).toEqual([
      "function validate1",
      "function validate3",
      "function validate5",
    ]);
    expect(out).toContain("const B = validate1;\nconst C = validate3;\nconst D = validate5;");
    expect(out).toContain('$valid($valid(vErrors, validate1, data.name, instancePath, "/name"), validate5, data.next,');
    // The same verdicts and errors through the one kept.
    const helpers =
      'function $type(v, instancePath, type) {\n(v ??= []).push({instancePath, keyword: "type", params: {type}, message: "must be " + type});\nreturn v;\n}\n' +
      "function $concat(v, e) {\nreturn v === null ? e : v.concat(e);\n}\n" +
      "function $valid(v, validate, x, path, at) {\nreturn x === undefined || validate(x, path + at) ? v : $concat(v, validate.errors);\n}\n" +
      "function $done(validate, v) {\nvalidate.errors = v;\nreturn v === null;\n}\n";
    const run = (text: string) => new Function(`${helpers}${text}\nreturn D;`)() as Validate;
    const value = { name: "a", next: { name: 1, next: { name: "c", next: { name: true } } } };
    const [ours, theirs] = [run(out), run(code)];
    expect(ours(value)).toBe(theirs(value));
    expect(ours.errors).toEqual(theirs.errors);
    expect(ours.errors).toHaveLength(2);
    // A validator of another shape (no `$done` at its end): nothing is touched.
    const other = code.replace(
      "return $done(validate2, vErrors);",
      "validate2.errors = vErrors;\nreturn vErrors === null;",
    );
    expect(dedupeValidators(other)).toBe(other);
  });

  it("keeps the error count where the code uses it in a way the rewrite does not know", () => {
    const unknown = AJV_CODE.replace(
      "validate2.errors = vErrors;",
      "if(errors > 3){ vErrors = null; }\nvalidate2.errors = vErrors;",
    );
    expect(countErrorsByList(unknown)).toEqual({ code: unknown, helpers: [] });
    // A property or a string named `errors` is not the count.
    const named = AJV_CODE.replace('"/name"', '"/errors"').replaceAll("data.name", "data.errors");
    expect(countErrorsByList(named).helpers).toHaveLength(1);
  });

  it("leaves a site whose parts disagree: another type in the message, required properties of two objects", () => {
    const otherType =
      'if(data.a !== undefined){\nif(typeof data.a !== "string"){\nvErrors = $type(vErrors, instancePath+"/a", "number");\n}\n}\n';
    expect(propertyCheckCalls(otherType).code).toBe(otherType);
    const twoObjects =
      'if(data.a === undefined){\nvErrors = $required(vErrors, instancePath, "a");\n}\nif(data1.b === undefined){\nvErrors = $required(vErrors, instancePath, "b");\n}\n';
    expect(propertyCheckCalls(twoObjects).code).toBe(twoObjects);
    const otherName =
      'if(data.a === undefined){\nvErrors = $required(vErrors, instancePath, "a");\n}\nif(data.b === undefined){\nvErrors = $required(vErrors, instancePath, "c");\n}\n';
    expect(propertyCheckCalls(otherName).code).toBe(otherName);
  });
});
