import type { SpecIssue } from "./check-spec.js";
import { pointerSegments, toPointer } from "./json-pointer.js";

type Json = Record<string, unknown>;

/**
 * The schema name a ref points at: `#/$defs/<name>` as validator-schemas.ts writes refs, or `#/components/schemas/<name>`
 * as a spec does (the mock validates against the spec itself).
 */
function definitionName(ref: unknown): string | undefined {
  if (typeof ref !== "string" || !ref.startsWith("#/")) return undefined;
  const segments = pointerSegments(ref);
  if (segments.length === 2 && segments[0] === "$defs") return segments[1];
  return segments.length === 3 && segments[0] === "components" && segments[1] === "schemas" ? segments[2] : undefined;
}

/** A mapping's target: a ref, or (as OpenAPI allows) a bare schema name. */
const mappedName = (target: unknown): string | undefined =>
  typeof target === "string" && !target.includes("/") ? target : definitionName(target);

/**
 * A `oneOf` branch's tag as ajv's discriminator reads it: `properties/<tag>` with a `const` or an `enum`, and the tag
 * `required` (ajv refuses the schema otherwise: doqs.dev's published description leaves it out).
 */
function hasTagValues(defs: Json, branch: Json, tag: string): boolean {
  const name = definitionName(branch.$ref);
  if (branch.$ref !== undefined && name === undefined) return true; // a ref ajv resolves its own way: ajv decides
  const schema = (name === undefined ? branch : defs[name]) as Json | undefined;
  const property = (schema?.properties as Json | undefined)?.[tag] as Json | undefined;
  const required = Array.isArray(schema?.required) && schema.required.includes(tag);
  return required && typeof property === "object" && property !== null && ("const" in property || "enum" in property);
}

/**
 * The tag values of each `$ref` branch, as OpenAPI reads a discriminator: the mapping's keys that point at it, and
 * its schema's name where no mapping key takes that name; and the values its own `properties/<tag>` allows (a `const`
 * or an `enum`), which it would refuse any other. Undefined where a branch is inline (it has no name).
 */
function tagValues(
  defs: Json,
  branches: Json[],
  mapping: Record<string, string>,
  tag: string,
): unknown[][] | undefined {
  const names = branches.map((b) => definitionName(b.$ref));
  if (names.some((n) => n === undefined)) return undefined;
  return names.map((name) => {
    const mapped = Object.keys(mapping).filter((key) => mappedName(mapping[key]) === name);
    const property = ((defs[name!] as Json | undefined)?.properties as Json | undefined)?.[tag] as Json | undefined;
    const own =
      property === undefined
        ? []
        : "const" in property
          ? [property.const]
          : Array.isArray(property.enum)
            ? property.enum
            : [];
    return [...new Set([...mapped, ...(Object.hasOwn(mapping, name!) ? [] : [name!]), ...own])];
  });
}

function reworkDiscriminator(defs: Json, schema: Json, at: string[], warnings: SpecIssue[]): void {
  const { propertyName: tag, mapping = {} } = schema.discriminator as { propertyName: string; mapping?: Json };
  const pointer = toPointer(["components", "schemas", ...at, "discriminator"]);
  if (!Array.isArray(schema.oneOf)) {
    // OpenAPI allows one beside anyOf or allOf; ajv's keyword needs a oneOf. The schema's own keywords decide.
    delete schema.discriminator;
    warnings.push({
      pointer,
      message: `the validators read this schema without its discriminator, which ajv takes only beside a oneOf (its anyOf or allOf is checked as JSON Schema reads it); types.ts keeps it`,
    });
    return;
  }
  const branches = schema.oneOf as Json[];
  if (branches.every((branch) => hasTagValues(defs, branch, tag))) {
    schema.discriminator = { propertyName: tag }; // ajv takes it as is (it refuses `mapping`; the tags say the same)
    return;
  }
  delete schema.discriminator;
  const why = `ajv's discriminator needs "properties/${tag}" with a const or an enum, and "${tag}" required, in every branch; types.ts keeps it`;
  const values = tagValues(defs, branches, mapping as Record<string, string>, tag);
  if (values === undefined) {
    warnings.push({
      pointer,
      message: `the validators check this oneOf as JSON Schema reads it, without the discriminator (a value that matches two branches fails; a branch is inline, so it has no tag value): ${why}`,
    });
    return;
  }
  // OpenAPI's reading: the tag's value picks the one branch that applies.
  delete schema.oneOf;
  schema.allOf = [
    ...((schema.allOf as unknown[] | undefined) ?? []),
    { required: [tag], properties: { [tag]: { enum: [...new Set(values.flat())] } } },
    ...branches.map((branch, i) => ({
      if: { properties: { [tag]: { enum: values[i] } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, in a schema nothing awaits
      then: branch,
    })),
  ];
  warnings.push({
    pointer,
    message: `the validators pick this oneOf's branch by "${tag}" (the mapping, or the branch's schema name), with if/then: ${why}`,
  });
}

/**
 * OpenAPI lets a discriminator name a plain string property, or branches that get it through `allOf`; ajv's
 * discriminator needs `properties/<tag>` with a `const` or `enum` in every branch, and refuses the schema otherwise.
 * There the validators choose the branch by the tag's value with `if`/`then` (OpenAPI's reading), or, where a branch
 * is inline and has no name to match, check the `oneOf` as JSON Schema reads it; each with a warning.
 */
export function discriminatorsForAjv(defs: Json, node: unknown, at: string[], warnings: SpecIssue[], inMap = false) {
  // `at` is one path, extended and cut back as the walk goes (a copy per step was most of this walk's time).
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      at.push(String(i));
      discriminatorsForAjv(defs, node[i], at, warnings);
      at.pop();
    }
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const schema = node as Json;
  if (!inMap && typeof schema.discriminator === "object" && schema.discriminator !== null)
    reworkDiscriminator(defs, schema, at, warnings);
  for (const key of Object.keys(schema)) {
    if (!inMap && key === "discriminator") continue;
    at.push(key);
    const keyedMap = key === "properties" || key === "patternProperties" || key === "$defs";
    discriminatorsForAjv(defs, schema[key], at, warnings, !inMap && keyedMap);
    at.pop();
  }
}

/**
 * The same reading for a spec validated as written (the mock's ajv, which takes the document itself): a copy of its
 * component schemas with each discriminator ajv cannot use made `if`/`then`, or left to its `oneOf`/`anyOf`/`allOf`.
 */
export function componentSchemasForAjv(schemas: Json): Json {
  const copy = structuredClone(schemas);
  for (const [name, schema] of Object.entries(copy)) discriminatorsForAjv(copy, schema, [name], []);
  return copy;
}
