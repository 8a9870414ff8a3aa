import type { SpecIssue } from "../check-spec.js";
import { SpecReadError } from "../spec-document.js";
import { isObject, type Json } from "../json-pointer.js";

export type SourceVersion = "2.0" | "3.0" | "3.1";

/** What loading tolerated or changed, and where: the same shape as the checks' issues, printed the same way. */
export type InputWarning = SpecIssue;

/** The OpenAPI version a document declares, or a read error that says what it is instead. */
export function sourceVersion(document: Json, label: string): SourceVersion {
  if (document.swagger !== undefined) {
    if (document.swagger === "2.0") return "2.0";
    throw new SpecReadError(`${label}: swagger ${JSON.stringify(document.swagger)} is not supported; Swagger 2.0 is`);
  }
  const version = document.openapi;
  if (typeof version === "string" && /^3\.0\.\d+/.test(version)) return "3.0";
  if (typeof version === "string" && /^3\.1\.\d+/.test(version)) return "3.1";
  if (version === undefined)
    throw new SpecReadError(
      `${label}: not an OpenAPI document (no "openapi" or "swagger" key); fleetkit reads OpenAPI 3.1, 3.0 and Swagger 2.0`,
    );
  throw new SpecReadError(
    `${label}: OpenAPI ${JSON.stringify(version)} is not supported; fleetkit reads OpenAPI 3.1.x, 3.0.x and Swagger 2.0`,
  );
}

/** Keys whose values are data (examples, defaults, constants), not schemas: left exactly as written. */
const DATA_KEYS = new Set(["example", "examples", "default", "const", "enum"]);

/** Applies `fix` to every schema-like object of a document, depth first. */
function eachObject(node: unknown, fix: (node: Json) => void): void {
  // Recursion is bounded: the document's depth was checked when it was parsed (limits.maxDepth).
  if (Array.isArray(node)) for (const child of node) eachObject(child, fix);
  else if (isObject(node)) {
    for (const [key, child] of Object.entries(node)) if (!DATA_KEYS.has(key)) eachObject(child, fix);
    fix(node);
  }
}

/** Swagger 2.0's common `x-nullable: true` is 3.0's `nullable: true`, which the upgrade to 3.1 then converts. */
function xNullableToNullable(document: Json): void {
  eachObject(document, (node) => {
    if (node["x-nullable"] === true && node.nullable === undefined) {
      node.nullable = true;
      delete node["x-nullable"];
    }
  });
}

/**
 * What the upgrade leaves of 3.0's `nullable`: where a schema has no `type` (`nullable` beside `allOf`, `oneOf` or
 * `$ref`), `null` becomes one more alternative: `{ anyOf: [<the schema>, { type: "null" }] }`.
 */
function nullableWithoutType(node: Json): void {
  if (typeof node.nullable !== "boolean") return;
  const nullable = node.nullable;
  delete node.nullable;
  if (!nullable || "type" in node) return;
  const schema = { ...node };
  for (const key of Object.keys(node)) delete node[key];
  for (const key of ["description", "title", "deprecated", "readOnly", "writeOnly", "default", "examples"]) {
    if (key in schema) {
      node[key] = schema[key];
      delete schema[key];
    }
  }
  node.anyOf = [schema, { type: "null" }];
}

/**
 * The upgrader turns 3.0's `format: byte` into 3.1's `contentEncoding: base64`, which JSON Schema validators treat as
 * an annotation: the format is put back beside it, so base64 data stays checked as in a 3.1 spec that says `byte`.
 */
function keepByteFormat(node: Json): void {
  if (node.contentEncoding === "base64" && node.format === undefined) node.format = "byte";
}

/** What a `__proto__` key is called while the upgrader runs: it copies objects by assignment, which drops that key. */
const PROTO_STAND_IN = "__fleetkit_proto_key__";

/** Renames every own `from` key to `to` (in place, keeping the key order). Iterative: depth is checked, not trusted. */
function renameKeys(document: unknown, from: string, to: string): void {
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (isObject(node)) {
      if (Object.hasOwn(node, from)) {
        const entries = Object.entries(node);
        for (const [key] of entries) delete node[key];
        for (const [key, value] of entries)
          Object.defineProperty(node, key === from ? to : key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      stack.push(...Object.values(node));
    }
  }
}

/**
 * Brings a 2.0 or 3.0 document (changed in place) to OpenAPI 3.1 with Scalar's openapi-upgrader (body and formData parameters,
 * produces/consumes, host/basePath, `nullable`, `exclusiveMinimum`, `example`, definitions), after turning 2.0's
 * `x-nullable` into `nullable`, and finishes the one thing it leaves: `nullable` on a schema without a type.
 */
export async function upgradeToOpenApi31(document: Json, version: SourceVersion): Promise<Json> {
  if (version === "3.1") return document;
  // No copy first: the loader hands over a document it parsed (or cloned) itself, and reads it no more.
  if (version === "2.0") xNullableToNullable(document);
  const { upgrade } = await import("@scalar/openapi-upgrader");
  renameKeys(document, "__proto__", PROTO_STAND_IN);
  const upgraded = upgrade(document as never, "3.1") as unknown as Json;
  renameKeys(upgraded, PROTO_STAND_IN, "__proto__");
  eachObject(upgraded, (node) => {
    keepByteFormat(node); // first: a schema `nullableWithoutType` wraps takes its format with it
    nullableWithoutType(node);
  });
  if (typeof upgraded.openapi !== "string" || !upgraded.openapi.startsWith("3.1"))
    throw new SpecReadError(`the upgrade to OpenAPI 3.1 did not complete (found ${JSON.stringify(upgraded.openapi)})`);
  return upgraded;
}
