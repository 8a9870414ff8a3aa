import { invalidRequest } from "./errors.js";

/*
 * Checks of the control API's JSON input. A wrong type or a misspelt field is refused with 400 `invalid_request`
 * naming it, never read as "absent": `{ "scope": [...] }` must not quietly create a token with default scopes.
 */

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** How an error names the value it got: `the string "3"`, `an array`, `1.5`, … */
export function describeJson(value: unknown): string {
  if (value === null || typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "string")
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return Array.isArray(value) ? "an array" : "an object";
}

/** The names of a type's fields, listed in full: the compiler asks for a new field when the type gains one. */
export const fieldsOf = <T>(fields: Record<keyof T, true>): string[] => Object.keys(fields);

/** Refuses fields the route does not take, naming them and the ones it does. */
export function onlyFields(object: JsonObject, allowed: readonly string[], where = "the body"): JsonObject {
  const unknown = Object.keys(object).filter((key) => !allowed.includes(key));
  if (unknown.length === 0) return object;
  const takes = allowed.length === 0 ? "takes no fields" : `takes only ${allowed.join(", ")}`;
  throw invalidRequest(
    `${where} has the unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => JSON.stringify(k)).join(", ")}; it ${takes}`,
  );
}

/** `object[name]` when absent or a safe integer. */
export function optionalInteger(object: JsonObject, name: string): number | undefined {
  const value = object[name];
  if (value === undefined || Number.isSafeInteger(value)) return value as number | undefined;
  throw invalidRequest(`${name} must be an integer, got ${describeJson(value)}`);
}

/** `object[name]` when absent or a number; `prefix` names the object in the message (`backoff.`). */
export function optionalNumber(object: JsonObject, name: string, prefix = ""): number | undefined {
  const value = object[name];
  if (value === undefined || typeof value === "number") return value;
  throw invalidRequest(`${prefix}${name} must be a number, got ${describeJson(value)}`);
}

/** `object[name]` when absent or a JSON object (not null, not an array). */
export function optionalObject(object: JsonObject, name: string, of: string): JsonObject | undefined {
  const value = object[name];
  if (value === undefined || isJsonObject(value)) return value;
  throw invalidRequest(`${name} must be a JSON object of ${of}, got ${describeJson(value)}`);
}
