// How the mock reads a request body against the item it changes: unwrapped as the answer wraps the item, merged
// into what is kept.
import { isObject, type Json } from "../../generator/json-pointer.js";
import type { ItemsAt } from "./served-resources.js";

/**
 * A request body wrapped as the answer wraps the item (Postman's `{ "api": { … } }`, answered `{ "api": { … } }`):
 * its fields are the wrapped object's. Any other body is read as it is.
 */
export function unwrapped(body: unknown, items: ItemsAt | null): unknown {
  const [wrapper] = items?.path ?? [];
  if (items?.path.length !== 1 || !isObject(body) || Object.keys(body).length !== 1) return body;
  const inner = body[wrapper!];
  // Xero's change of one item sends it as a list of one (`{ Contacts: [ … ] }`), as its answers show it.
  if (items.inList && Array.isArray(inner) && inner.length === 1 && isObject(inner[0])) return inner[0];
  return isObject(inner) ? inner : body;
}

/** `base` with `change` over it, plain objects merged key by key (a list or any other value replaces). */
export function merged(base: Json, change: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(change))
    out[key] = isObject(value) && isObject(base[key]) ? merged(base[key] as Json, value) : value;
  return out;
}
