import {
  childStep,
  type ContainerStep,
  DATA_KEYS,
  isObject,
  type Json,
  NAME_MAPS,
  resolveLocal,
  walkContainers,
} from "./json-pointer.js";
import type { SpecDocument } from "./spec-document.js";

/**
 * openapi-typescript types each `$ref` branch of a `oneOf`/`anyOf` with a discriminator as carrying the tag the
 * mapping (or the schema's name) gives it, in the branch's component type itself, wherever else that component is
 * used. Linode's `GET /tags/{label}` answers `oneOf: [Linode, Domain, Volume, NodeBalancer]` with `discriminator:
 * { propertyName: type }` and no mapping: every `Domain` became `type: "Domain"` (its own `type` is `master` or
 * `slave`, so `createDomain` refused a valid body), and `Linode` a required `type: "Linode"` (its own `type` is the
 * plan, any string). In the document openapi-typescript reads (not in the one the validators and the mock read):
 * - a branch whose own tag property has values (`const`, or an `enum` of strings) is mapped from those values, which
 *   openapi-typescript then writes as they are;
 * - where a branch's own tag property is any string, or the branch has none, not even through its `allOf`, the
 *   discriminator is left out: the answer is typed as the union of its branches, each as its schema says.
 * A branch the mapping names, or that has the tag only through its `allOf` (Cat `allOf` Pet, where Pet has `petType`),
 * keeps openapi-typescript's reading: there its author, or OpenAPI's implicit mapping, gives the branch its tag.
 */
export function fitUnionDiscriminators(doc: SpecDocument): void {
  walkContainers<ContainerStep>(
    { node: doc, key: "", parent: undefined },
    ({ node }) => {
      if (!isObject(node) || !isObject(node.discriminator)) return;
      const branches = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined;
      const tag = node.discriminator.propertyName;
      if (branches === undefined || typeof tag !== "string") return;
      const mapping: Json = isObject(node.discriminator.mapping) ? { ...node.discriminator.mapping } : {};
      const named = new Set(Object.values(mapping));
      let added = false;
      for (const branch of branches) {
        // A branch the mapping names carries the tag its author mapped it from.
        if (!isObject(branch) || typeof branch.$ref !== "string" || named.has(branch.$ref)) continue;
        const schema = resolveLocal(doc, branch);
        const own = isObject(schema) && isObject(schema.properties) ? schema.properties[tag] : undefined;
        const values = isObject(own) ? ownValues(own) : [];
        if (values.length > 0) {
          for (const value of values)
            if (!Object.hasOwn(mapping, value)) {
              mapping[value] = branch.$ref;
              added = true;
            }
        } else if (own !== undefined || !inheritsTag(doc, schema, tag, 0)) {
          delete node.discriminator;
          return;
        }
      }
      if (added) node.discriminator.mapping = mapping;
    },
    (parent, key, child) =>
      typeof key === "string" && DATA_KEYS.has(key) && !NAME_MAPS.has(String(parent.key))
        ? undefined
        : childStep(parent, key, child),
  );
}

/** A tag property's own string values: its `const`, or its `enum` when every value is a string. */
function ownValues(property: Json): string[] {
  if (typeof property.const === "string") return [property.const];
  return Array.isArray(property.enum) && property.enum.every((v) => typeof v === "string") ? property.enum : [];
}

/** Whether `schema` has the tag property through its `allOf` (a base schema), at most a few levels down. */
function inheritsTag(doc: SpecDocument, schema: unknown, tag: string, depth: number): boolean {
  if (!isObject(schema) || !Array.isArray(schema.allOf) || depth > 8) return false;
  return schema.allOf.some((part) => {
    const base = resolveLocal(doc, part);
    return (
      (isObject(base) && isObject(base.properties) && tag in base.properties) || inheritsTag(doc, base, tag, depth + 1)
    );
  });
}
