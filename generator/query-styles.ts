import { isObject, resolveLocal, type Json } from "./json-pointer.js";
import { membersOf } from "./schema-members.js";
import type { SpecDocument } from "./spec-document.js";

/** The styles OpenAPI defines for a query parameter (3.0 and 3.1, "Style Values"). */
export const QUERY_STYLES = ["form", "spaceDelimited", "pipeDelimited", "deepObject"] as const;

/** How the client writes one query parameter: its `style`, `explode` and `allowReserved` as the spec states them. */
export interface QueryStyleModel {
  style: (typeof QUERY_STYLES)[number];
  explode: boolean;
  allowReserved?: true;
}

/** A schema and its members, refs followed (`schema-members.ts`). */
const membersIn = (doc: SpecDocument, schema: unknown): Json[] => membersOf(schema, (node) => resolveLocal(doc, node));

/** Whether a schema (its own `type`, or one of its `oneOf`/`anyOf`/`allOf` members) may be an array or an object. */
function kindsOf(doc: SpecDocument, schema: unknown): { array: boolean; object: boolean } {
  const typed = (member: Json, type: string) =>
    member.type === type || (Array.isArray(member.type) && member.type.includes(type));
  const members = membersIn(doc, schema);
  return {
    array: members.some((m) => typed(m, "array") || (m.type === undefined && m.items !== undefined)),
    object: members.some(
      (m) =>
        typed(m, "object") ||
        (m.type === undefined && (m.properties !== undefined || m.additionalProperties !== undefined)),
    ),
  };
}

/**
 * Whether a query parameter's value may hold a list or an object inside it (an array's items, an object's
 * properties): no style defines that, and openapi-fetch refuses most of it when it is sent.
 */
function holdsNested(doc: SpecDocument, schema: unknown): boolean {
  const nested = (inner: unknown) => {
    const kinds = kindsOf(doc, inner);
    return kinds.array || kinds.object;
  };
  return membersIn(doc, schema).some(
    (member) =>
      (isObject(member.items) && nested(member.items)) ||
      (isObject(member.properties) && Object.values(member.properties).some(nested)) ||
      (isObject(member.additionalProperties) && nested(member.additionalProperties)),
  );
}

/**
 * The query parameters of an operation that openapi-fetch's default would write otherwise than the spec says, by
 * name: arrays the spec sends delimited (`form` unexploded `a,b`, `pipeDelimited` `a|b`, `spaceDelimited` `a%20b`),
 * objects in any style but `deepObject` (openapi-fetch writes `name[key]=value`; OpenAPI's default, the exploded
 * form, is `key=value`), arrays in `deepObject`, and any parameter with `allowReserved`. An array in `deepObject`,
 * which OpenAPI does not define (Stripe's `expand`), goes as `expand[]=a&expand[]=b`, as Stripe reads it: openapi-fetch
 * writes repeated keys, of which Stripe reads the last alone (stripe/stripe-node#130). What the client cannot write
 * (`unwritableQueryStyles`) is left out here; `check-spec` warns of it.
 */
export function queryStylesOf(doc: SpecDocument, params: readonly Json[]): Record<string, QueryStyleModel> {
  const styles: Record<string, QueryStyleModel> = {};
  for (const p of params) {
    if (p.in !== "query" || typeof p.name !== "string") continue;
    const style = p.style ?? "form";
    if (!(QUERY_STYLES as readonly unknown[]).includes(style)) continue;
    const explode = typeof p.explode === "boolean" ? p.explode : style === "form";
    const kinds = kindsOf(doc, p.schema);
    const delimitedArray = kinds.array && !explode && style !== "deepObject";
    const flatObject = kinds.object && style === "form";
    const bracketArray = kinds.array && style === "deepObject";
    if (!delimitedArray && !flatObject && !bracketArray && p.allowReserved !== true) continue;
    styles[p.name] = {
      style: style as QueryStyleModel["style"],
      explode,
      ...(p.allowReserved === true && { allowReserved: true as const }),
    };
  }
  return styles;
}

/**
 * Query parameters the client cannot write as the spec says, with what is wrong: a style OpenAPI does not define for a
 * query (a path's `matrix`), an object in `spaceDelimited` or `pipeDelimited` (openapi-fetch writes objects in form or
 * deepObject only), or a value that may hold lists or objects inside it (AWS's exploded objects with a nested
 * `LaunchTemplate`), which no style defines.
 */
export function unwritableQueryStyles(doc: SpecDocument, params: readonly Json[]): { name: string; problem: string }[] {
  const found: { name: string; problem: string }[] = [];
  for (const p of params) {
    if (p.in !== "query") continue;
    const name = String(p.name);
    if (p.style !== undefined && !(QUERY_STYLES as readonly unknown[]).includes(p.style)) {
      const defined = QUERY_STYLES.join(", ");
      found.push({
        name,
        problem: `has style ${JSON.stringify(p.style)}, which OpenAPI does not define for a query (${defined})`,
      });
    } else if ((p.style === "spaceDelimited" || p.style === "pipeDelimited") && kindsOf(doc, p.schema).object) {
      found.push({ name, problem: `may be an object in style ${p.style}, which the client does not write` });
    }
    if (holdsNested(doc, p.schema)) {
      found.push({
        name,
        problem: "may hold a list or an object inside its value, which no query style defines",
      });
    }
  }
  return found;
}
