/**
 * Copies of the served document for openapi-sampler's later tries, each valid where the document is (the mock
 * validates every value against the document itself), written where the sampler's own reading goes wrong:
 *
 * - `allOf` members that only annotate (`allOf: [{ $ref: Timestamp }, { description }]`, OpenAPI 3.0's way to describe
 *   a reference, all through AWS's descriptions): the sampler answers a string `allOf` with its last member's sample,
 *   so the annotation's plain `"string"` replaces the `date-time` of the reference. They are folded into the schema.
 * - `example`, `examples` and `default` values: the sampler copies them without checking them, so one its schema
 *   refuses (Amadeus' Tours and Activities gives `"40.414000"` as the example of a `number`) makes every answer that
 *   holds it invalid. Without them the sampler builds each value from the schema's types. `const` and `enum` stay:
 *   they are rules, not annotations.
 *
 * - strings of a format the sampler writes as `"string"` (`byte`, `duration`, `url`, …: ajv-formats checks them, and
 *   visualstudio.com's required `byte` properties made every answer invalid): in the view without annotation values,
 *   such a string gets an example of its format (`FORMAT_EXAMPLES`), where it has no `enum`, `const` or `pattern`.
 *
 * A property, response or other name so called (the child of a name map: `properties.example`,
 * `responses.default`) is a name and stays. The input is not changed.
 */
import { isObject, NAME_MAPS, SCHEMA_ANNOTATIONS, setOwn, type Json } from "../../generator/json-pointer.js";

/** The keywords whose values the sampler takes as they are and validation never reads. */
const ANNOTATION_VALUES: ReadonlySet<string> = new Set(["example", "examples", "default"]);

/** Keywords that say something of a schema without restricting its values. */
const ANNOTATIONS: ReadonlySet<string> = new Set([...SCHEMA_ANNOTATIONS, ...ANNOTATION_VALUES, "$comment"]);

/** A value of each format ajv-formats checks that openapi-sampler writes as `"string"`. */
const FORMAT_EXAMPLES: Readonly<Record<string, string>> = {
  byte: "ZmxlZXRraXQ=",
  duration: "P3DT4H",
  url: "https://example.com/",
  "iso-time": "14:15:22Z",
  "iso-date-time": "2019-08-24T14:15:22Z",
  "json-pointer-uri-fragment": "#/a/b",
};

/** A schema that only describes (words, examples, `x-` extensions) and restricts nothing. */
export const onlyAnnotates = (member: unknown): member is Json =>
  isObject(member) && Object.keys(member).every((key) => ANNOTATIONS.has(key) || key.startsWith("x-"));

/**
 * In the view without annotation values: each schema a component's `discriminator` maps a value to gets that value as
 * the example of its tag property (OpenAPI's own Pet example: `Cat` and `Dog` tag `petType` with a plain string, and
 * the sampler's `"string"` is no value the mapping knows); a component named without a mapping, its own name.
 */
function withDiscriminatorTags(view: Json): Json {
  const schemas = isObject(view.components) && isObject(view.components.schemas) ? view.components.schemas : {};
  for (const schema of Object.values(schemas)) {
    if (!isObject(schema) || !isObject(schema.discriminator)) continue;
    const { propertyName, mapping } = schema.discriminator;
    if (typeof propertyName !== "string") continue;
    const branches = [schema.oneOf, schema.anyOf].flatMap((list) => (Array.isArray(list) ? list : []));
    const tags: [string, unknown][] = isObject(mapping) ? Object.entries(mapping) : [];
    for (const branch of branches)
      if (isObject(branch) && typeof branch.$ref === "string" && !tags.some(([, ref]) => ref === branch.$ref))
        tags.push([branch.$ref.split("/").pop()!, branch.$ref]);
    for (const [value, ref] of tags) {
      const name =
        typeof ref === "string" && ref.startsWith("#/components/schemas/")
          ? ref.slice(21).replace(/~1/g, "/").replace(/~0/g, "~")
          : undefined;
      const target = name === undefined ? undefined : schemas[name];
      const tag = isObject(target) && isObject(target.properties) ? target.properties[propertyName] : undefined;
      if (isObject(tag) && tag.example === undefined && !("enum" in tag || "const" in tag)) tag.example = value;
    }
  }
  return view;
}

/** `document` with annotation-only `allOf` members folded in, and without annotation values where `plain`. */
export function samplingView(document: Json, plain: boolean): Json {
  const view = copyView(document, plain);
  return plain ? withDiscriminatorTags(view) : view;
}

function copyView(document: Json, plain: boolean): Json {
  const copy = (node: unknown, namesHere: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => copy(item, false));
    if (!isObject(node)) return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (!namesHere && plain && ANNOTATION_VALUES.has(key)) continue;
      setOwn(out, key, copy(value, !namesHere && NAME_MAPS.has(key)));
    }
    if (
      !namesHere &&
      plain &&
      typeof out.format === "string" &&
      Object.hasOwn(FORMAT_EXAMPLES, out.format) &&
      !("enum" in out || "const" in out || "pattern" in out)
    )
      out.example = FORMAT_EXAMPLES[out.format];
    if (!namesHere && Array.isArray(out.allOf) && out.allOf.length > 1 && out.allOf.some(onlyAnnotates)) {
      const kept = out.allOf.filter((member) => !onlyAnnotates(member));
      for (const member of out.allOf.filter(onlyAnnotates))
        for (const [key, value] of Object.entries(member)) if (!Object.hasOwn(out, key)) setOwn(out, key, value);
      if (kept.length > 0) out.allOf = kept;
      else delete out.allOf;
    }
    return out;
  };
  return copy(document, false) as Json;
}
