/**
 * How large openapi-sampler's value for a schema would be, counted before the sampler runs, so a small hostile spec
 * cannot make the mock build an answer of hundreds of megabytes (`minItems` nested a few levels deep multiplies;
 * `minLength: 200000000` is one string of that length). The count is a lower bound of the sample's JSON size,
 * following the sampler's own choices: an array gets `minItems` items (at least one, at most `maxItems`), a string
 * `minLength` characters, an object every property but the writeOnly ones, `oneOf`/`anyOf` their first branch and
 * `allOf` every member.
 */
import { isObject, pointerSegments, type Json } from "../../generator/json-pointer.js";

/** The most one sampled value may take: far above any published schema's sample (GitHub's largest is under 64 KiB). */
export const MAX_SAMPLE_BYTES = 8 * 1024 * 1024;

/** What a value of no known size counts: a number, a short string, `null`. */
const SCALAR_BYTES = 4;

/**
 * The least JSON bytes of the sample of `schema` (a schema node of `doc`), or Infinity once it passes `budget`.
 * Each `$ref` is counted once (its count reused), and a `$ref` that leads back into itself counts as a scalar, as the
 * sampler stops there too.
 */
export function sampleBytes(doc: unknown, schema: unknown, budget = MAX_SAMPLE_BYTES): number {
  const byRef = new Map<string, number>();
  const open = new Set<string>();

  const add = (a: number, b: number) => (a + b > budget ? Number.POSITIVE_INFINITY : a + b);
  const times = (n: number, each: number) => (n * each > budget ? Number.POSITIVE_INFINITY : n * each);

  function count(node: unknown): number {
    if (!isObject(node)) return SCALAR_BYTES;
    if (typeof node.$ref === "string") return countRef(node.$ref);
    const branches = [node.oneOf, node.anyOf].find((b) => Array.isArray(b) && b.length > 0) as unknown[] | undefined;
    let total = branches ? count(branches[0]) : 0;
    if (Array.isArray(node.allOf)) for (const member of node.allOf) total = add(total, count(member));
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes("string") || typeof node.minLength === "number")
      total = add(total, Math.max(typeof node.minLength === "number" ? node.minLength : 0, SCALAR_BYTES) + 2);
    if (types.includes("array") || node.items !== undefined || node.prefixItems !== undefined) {
      const min = typeof node.minItems === "number" && node.minItems > 0 ? node.minItems : 1;
      const max = typeof node.maxItems === "number" ? node.maxItems : Number.POSITIVE_INFINITY;
      const prefix = Array.isArray(node.prefixItems) ? node.prefixItems : [];
      const length = Math.max(Math.min(min, max), prefix.length);
      let items = 0;
      for (const item of prefix) items = add(items, count(item) + 1);
      if (length > prefix.length && node.items !== undefined)
        items = add(items, times(length - prefix.length, count(node.items) + 1));
      total = add(total, items + 2);
    }
    if (isObject(node.properties)) {
      let properties = 2;
      for (const [name, property] of Object.entries(node.properties)) {
        if (isObject(property) && property.writeOnly === true) continue;
        properties = add(properties, name.length + 4 + count(property));
        if (properties === Number.POSITIVE_INFINITY) break;
      }
      total = add(total, properties);
    }
    return total === 0 ? SCALAR_BYTES : total;
  }

  function countRef(ref: string): number {
    if (!ref.startsWith("#")) return SCALAR_BYTES;
    const known = byRef.get(ref);
    if (known !== undefined) return known;
    if (open.has(ref)) return SCALAR_BYTES;
    open.add(ref);
    const target = pointerSegments(ref).reduce<unknown>((n, key) => (isObject(n) ? (n as Json)[key] : undefined), doc);
    const bytes = count(target);
    open.delete(ref);
    byRef.set(ref, bytes);
    return bytes;
  }

  return count(schema);
}
