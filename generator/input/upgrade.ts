import type { SpecIssue } from "../check-spec.js";
import { SpecReadError } from "../spec-document.js";
import { childStep, type ContainerStep, isObject, type Json, walkContainers } from "../json-pointer.js";
import { eachSchema } from "./schema-positions.js";
import { swagger2Operations } from "./swagger2-operations.js";

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

/** Swagger 2.0's common `x-nullable: true` is 3.0's `nullable: true`, converted below with it. */
function xNullableToNullable(node: Json): void {
  if (node["x-nullable"] === true && node.nullable === undefined) {
    node.nullable = true;
    delete node["x-nullable"];
  }
}

/** 2.0's `discriminator` is the property's name; 3.0's is an object that names it. */
function discriminatorObject(node: Json): void {
  if (typeof node.discriminator === "string") node.discriminator = { propertyName: node.discriminator };
}

/** 3.0's `nullable` with a type: 3.1 lists `"null"` among the types; `nullable: false` says nothing. */
function nullableType(node: Json): void {
  if (node.nullable !== true || node.type === undefined) return;
  if (typeof node.type === "string") node.type = [node.type, "null"];
  else if (Array.isArray(node.type) && !node.type.includes("null")) node.type = [...node.type, "null"];
  delete node.nullable;
}

/**
 * What is left of 3.0's `nullable`: where a schema has no `type` (`nullable` beside `allOf`, `oneOf` or `$ref`),
 * `null` becomes one more alternative: `{ anyOf: [<the schema>, { type: "null" }] }`.
 */
export function nullableWithoutType(node: Json): void {
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

/** 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` beside a bound: 3.1's are the bound itself. */
function exclusiveBounds(node: Json): void {
  for (const [exclusive, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (typeof node[exclusive] !== "boolean") continue;
    if (node[exclusive] === true && typeof node[bound] === "number") {
      node[exclusive] = node[bound];
      delete node[bound];
    } else delete node[exclusive];
  }
}

/** A schema's single `example` is 3.1's (JSON Schema's) `examples` list. */
function exampleToExamples(node: Json): void {
  if (!Object.hasOwn(node, "example")) return;
  if (node.examples === undefined) node.examples = [node.example];
  else if (Array.isArray(node.examples)) node.examples = [node.example, ...node.examples];
  else return; // an `examples` that is not a list: both are left as written for the checks to name
  delete node.example;
}

/**
 * 3.0's string formats for raw and encoded bytes: `binary` is 3.1's `contentMediaType`, `byte` and `base64` its
 * `contentEncoding: base64`, which JSON Schema validators treat as an annotation: `format: byte` is kept beside it, so
 * base64 data stays checked as in a 3.1 spec that says `byte`.
 */
function byteFormats(node: Json): void {
  const isString = node.type === "string" || (Array.isArray(node.type) && node.type.includes("string"));
  if (!isString) return;
  if (node.format === "binary") {
    delete node.format;
    node.contentMediaType ??= "application/octet-stream";
  } else if (node.format === "byte" || node.format === "base64") {
    node.format = "byte";
    node.contentEncoding ??= "base64";
  }
}

/** What a `__proto__` key is called while the upgrader runs: it copies objects by assignment, which drops that key. */
const PROTO_STAND_IN = "__fleetkit_proto_key__";

/** Renames every own `from` key to `to` (in place, keeping the key order), on the shared iterative walk. */
function renameKeys(document: unknown, from: string, to: string): void {
  if (typeof document !== "object" || document === null) return;
  walkContainers<ContainerStep>(
    { node: document, key: "", parent: undefined },
    ({ node }) => {
      if (Array.isArray(node) || !Object.hasOwn(node, from)) return;
      const entries = Object.entries(node);
      for (const [key] of entries) delete (node as Json)[key];
      for (const [key, value] of entries)
        Object.defineProperty(node, key === from ? to : key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    },
    childStep,
  );
}

/**
 * The upgrader rebuilds oauth2 and basic security schemes from their type and flows alone: their `description` and
 * `x-` extensions are put back.
 */
function keepSchemeNotes(definitions: unknown, upgraded: Json): void {
  const schemes = isObject(upgraded.components) ? upgraded.components.securitySchemes : undefined;
  if (!isObject(definitions) || !isObject(schemes)) return;
  for (const [name, definition] of Object.entries(definitions)) {
    const scheme = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
    if (!isObject(definition) || !isObject(scheme)) continue;
    for (const [key, value] of Object.entries(definition))
      if ((key === "description" || key.startsWith("x-")) && !Object.hasOwn(scheme, key)) scheme[key] = value;
  }
}

/**
 * Brings a 2.0 or 3.0 document (changed in place) to OpenAPI 3.1. A 2.0 document first has its request bodies moved
 * by `swagger2Operations`, then goes to 3.0 through Scalar's openapi-upgrader (produces/consumes, host/basePath, responses,
 * security definitions, definitions and their refs). The step to 3.1 changes schema keywords (`nullable`,
 * `x-nullable`, `exclusiveMinimum`, `example`, byte formats) only where a schema stands, found by `eachSchema`: a
 * property or schema named like a keyword keeps its name. What could not be carried over goes to `warnings`.
 */
export async function upgradeToOpenApi31(
  document: Json,
  version: SourceVersion,
  warnings: InputWarning[] = [],
): Promise<Json> {
  if (version === "3.1") return document;
  // No copy first: the loader hands over a document it parsed (or cloned) itself, and reads it no more.
  let upgraded = document;
  if (version === "2.0") {
    renameKeys(document, "__proto__", PROTO_STAND_IN);
    swagger2Operations(document, warnings);
    const { upgradeFromTwoToThree } = await import("@scalar/openapi-upgrader/2.0-to-3.0");
    const securityDefinitions = structuredClone(document.securityDefinitions);
    try {
      upgraded = upgradeFromTwoToThree(document as never) as unknown as Json;
    } catch (cause) {
      throw new SpecReadError(`the upgrade from Swagger 2.0 failed: ${(cause as Error).message}`, { cause });
    }
    keepSchemeNotes(securityDefinitions, upgraded);
    renameKeys(upgraded, PROTO_STAND_IN, "__proto__");
  }
  if (typeof upgraded.openapi !== "string" || !upgraded.openapi.startsWith("3.0"))
    throw new SpecReadError(`the upgrade to OpenAPI 3.1 did not complete (found ${JSON.stringify(upgraded.openapi)})`);
  upgraded.openapi = "3.1.1";
  eachSchema(upgraded, (node) => {
    if (version === "2.0") {
      xNullableToNullable(node);
      discriminatorObject(node);
    }
    // Before `nullable`: a schema `nullableWithoutType` wraps takes its fixed keywords with it.
    byteFormats(node);
    exclusiveBounds(node);
    exampleToExamples(node);
    nullableType(node);
    nullableWithoutType(node);
  });
  if (isObject(upgraded["x-webhooks"]) && upgraded.webhooks === undefined) {
    upgraded.webhooks = upgraded["x-webhooks"];
    delete upgraded["x-webhooks"];
  }
  return upgraded;
}
