import { describe, expect, it } from "vitest";
import { prepareValidators } from "../../generator/compile-validators.js";
import { loadOpenApi } from "../../generator/input/index.js";
import { SHARED_ROOT_ID, shareRepeatedSubschemas } from "../../generator/shared-subschemas.js";
import { mendSpec } from "../../generator/spec-model.js";
import { SCHEMA_ROOT_ID } from "../../generator/validator-schemas.js";
import { githubDescription, subsetOf, vendorSpecsFolder } from "../support/published-specs.js";

type Json = Record<string, unknown>;

/**
 * The sharing as it was written first: every subschema's canonical JSON built as a string (the size of the schemas
 * times their depth) and read by a regular expression. `shareRepeatedSubschemas` now finds the same by ids, lengths and
 * a flag per node; the two must give the same schemas, the same names, in the same order.
 */
function referenceShare(defs: Record<string, unknown>, minLength = 32) {
  const ONE = new Set(["not", "if", "then", "else", "items", "contains", "propertyNames", "additionalProperties"]);
  const ONE_MORE = new Set(["additionalItems", "unevaluatedProperties", "unevaluatedItems", "contentSchema"]);
  const MANY = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
  const MAP = new Set(["properties", "patternProperties", "dependentSchemas", "$defs", "definitions"]);
  const IN_PLACE = new Set(["allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas", "$ref"]);
  const PLACE_BOUND = /"\$(?:id|anchor|dynamicAnchor|dynamicRef|recursiveAnchor|recursiveRef|schema)"|"\$ref":"(?!#)/;
  const tags = new Set<string>();
  const findTags = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    const d = (node as Json).discriminator as { propertyName?: unknown } | undefined;
    if (typeof d?.propertyName === "string") tags.add(d.propertyName);
    for (const v of Object.values(node)) findTags(v);
  };
  findTags(defs);
  const tagSchemas = new Set<object>();
  const findTagSchemas = (node: unknown): void => {
    if (tags.size === 0 || typeof node !== "object" || node === null) return;
    const properties = (node as Json).properties;
    if (typeof properties === "object" && properties !== null)
      for (const tag of tags) {
        const s = Object.hasOwn(properties, tag) ? (properties as Json)[tag] : undefined;
        if (typeof s === "object" && s !== null) tagSchemas.add(s);
      }
    for (const v of Object.values(node)) findTagSchemas(v);
  };
  findTagSchemas(defs);
  const canonical = new Map<object, string>();
  const counts = new Map<string, number>();
  const movable = new WeakSet<object>();
  const canon = (node: unknown): string => {
    if (typeof node !== "object" || node === null) return JSON.stringify(node) ?? "null";
    const known = canonical.get(node);
    if (known !== undefined) return known;
    const text = Array.isArray(node)
      ? `[${node.map(canon).join(",")}]`
      : `{${Object.keys(node)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canon((node as Json)[k])}`)
          .join(",")}}`;
    canonical.set(node, text);
    return text;
  };
  const visit = (schema: unknown, canMove: boolean): void => {
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return;
    const text = canon(schema);
    if (canMove && text.length >= minLength && !tagSchemas.has(schema) && !PLACE_BOUND.test(text)) {
      movable.add(schema);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    const s = schema as Json;
    const pinned = "unevaluatedProperties" in s || "unevaluatedItems" in s;
    for (const [key, value] of Object.entries(s)) {
      const childMovable = !(pinned && IN_PLACE.has(key)) && !(key === "oneOf" && "discriminator" in s);
      if (ONE.has(key) || ONE_MORE.has(key)) {
        if (Array.isArray(value)) for (const v of value) visit(v, childMovable);
        else visit(value, childMovable);
      } else if (MANY.has(key) && Array.isArray(value)) for (const v of value) visit(v, childMovable);
      else if (MAP.has(key) && typeof value === "object" && value !== null)
        for (const v of Object.values(value)) visit(v, childMovable);
    }
  };
  for (const schema of Object.values(defs)) visit(schema, false);
  const names = new Map<string, string>();
  const shared: Json = {};
  const rewrite = (node: unknown, isRoot: boolean): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, false));
    if (typeof node !== "object" || node === null) return node;
    if (!isRoot && movable.has(node)) {
      const text = canonical.get(node)!;
      if (counts.get(text)! >= 2) {
        let name = names.get(text);
        if (name === undefined) {
          name = `s${names.size + 1}`;
          names.set(text, name);
          shared[name] = rewrite(node, true);
        }
        return { $ref: `${SHARED_ROOT_ID}#/$defs/${name}` };
      }
    }
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      const next =
        key === "$ref" && typeof value === "string" && value.startsWith("#") ? SCHEMA_ROOT_ID + value : value;
      Object.defineProperty(out, key, {
        value: rewrite(next, false),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };
  const out: Json = {};
  for (const [name, schema] of Object.entries(defs))
    Object.defineProperty(out, name, {
      value: rewrite(schema, true),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return { defs: out, shared };
}

/** Both results as text: the same keys in the same order, the same names. */
const same = (defs: Record<string, unknown>, minLength?: number) =>
  expect(JSON.stringify(shareRepeatedSubschemas(defs, minLength))).toBe(
    JSON.stringify(referenceShare(defs, minLength)),
  );

async function specDefs(source: string | object): Promise<Record<string, unknown>> {
  const spec = await loadOpenApi(source);
  const { document, schemas, tolerated } = mendSpec(spec);
  return prepareValidators({ document, schemas, ignoredFormats: tolerated.ignoredFormats }, "r").input.defs;
}

describe("shareRepeatedSubschemas finds what the canonical texts found", () => {
  it("on GitHub's schemas (request and response forms, webhook payloads)", async () => {
    const paths = /^\/repos\/\{owner\}\/\{repo\}\/(pulls|issues|hooks)/;
    same(await specDefs(subsetOf(githubDescription(), (path) => paths.test(path))));
  });

  it("on the vendor's Swagger 2.0 spec and the bundled spec", async () => {
    same(await specDefs(`${vendorSpecsFolder()}/swagger.json`));
    same(await specDefs("spec/fleet-api.yaml"));
  });

  it("with place-bound keywords spelled in keys, values, enums and escaped quotes, at every length threshold", () => {
    const repeated = (extra: Json) => ({ type: "object", properties: { a: { type: "string", ...extra } } });
    const defs: Record<string, unknown> = {
      A: { properties: { x: repeated({}), y: repeated({}) } },
      B: { properties: { x: repeated({ $id: "u" }), y: repeated({ $id: "u" }) } },
      C: { properties: { x: repeated({ enum: ["$id"] }), y: repeated({ enum: ["$id"] }) } },
      D: { properties: { x: repeated({ enum: ['a"$anchor'] }), y: repeated({ enum: ['a"$anchor'] }) } },
      E: {
        properties: {
          x: repeated({ default: { $ref: "other.json" } }),
          y: repeated({ default: { $ref: "other.json" } }),
        },
      },
      F: { properties: { x: repeated({ default: { $ref: "#/x" } }), y: repeated({ default: { $ref: "#/x" } }) } },
      G: { properties: { x: repeated({ default: { 'k"$ref': "" } }), y: repeated({ default: { 'k"$ref': "" } }) } },
      H: {
        properties: { x: repeated({ examples: [{ $ref: 3 }, "$schema"] }), y: repeated({ examples: [{ $ref: 3 }] }) },
      },
      I: { properties: { x: { items: [] }, y: { items: [] }, z: { properties: {} }, w: { properties: {} } } },
      J: {
        properties: { x: repeated({ description: 'the "$dynamicRef" keyword' }), y: repeated({ description: "$id" }) },
      },
      K: {
        anyOf: [repeated({ title: "é\u2028\\" }), repeated({ title: "é\u2028\\" })],
        discriminator: { propertyName: "t" },
      },
    };
    for (let minLength = 0; minLength <= 120; minLength++) same(defs, minLength);
  });
});
