import { isObject, resolveLocal, toPointer, type Json } from "./json-pointer.js";
import { HTTP_METHODS, collectOperations, operationParameters, type OperationModel } from "./operation-model.js";
import type { LoadedSpec, SpecDocument } from "./spec-document.js";
import { scopeCatalogue } from "./scope-catalogue.js";
import { MODULE_NAMES } from "./emit-index.js";

/** The hard limit of the reference (4.3, 8): a page holds at most 512 objects. */
export const MAX_PAGE_SIZE = 512;

export interface SpecIssue {
  /** JSON pointer into the spec, e.g. `#/paths/~1v1~1tags/get/operationId`. */
  pointer: string;
  message: string;
}

/** The spec breaks a rule the generator relies on; each issue names where. Nothing was written. */
export class SpecValidationError extends Error {
  override name = "SpecValidationError";
  constructor(
    readonly issues: SpecIssue[],
    spec: LoadedSpec,
  ) {
    super(
      `${issues.length} problem${issues.length === 1 ? "" : "s"} in ${spec.file}, nothing was generated:\n` +
        issues.map((i) => `  ${i.pointer} (${spec.locate(i.pointer)}): ${i.message}`).join("\n"),
    );
  }
}

function* walkRefs(node: unknown, at: (string | number)[]): Generator<[string, (string | number)[]]> {
  if (Array.isArray(node)) {
    for (const [i, v] of node.entries()) yield* walkRefs(v, [...at, i]);
  } else if (isObject(node)) {
    if (typeof node.$ref === "string") yield [node.$ref, [...at, "$ref"]];
    for (const [k, v] of Object.entries(node)) if (k !== "$ref") yield* walkRefs(v, [...at, k]);
  }
}

function checkRefs(doc: SpecDocument, issues: SpecIssue[]): void {
  for (const [ref, at] of walkRefs(doc, [])) {
    if (!ref.startsWith("#/")) {
      issues.push({
        pointer: toPointer(at),
        message: `$ref "${ref}" is not a local reference; keep the spec in one file`,
      });
    } else if (resolveLocal(doc, { $ref: ref }) === undefined) {
      issues.push({ pointer: toPointer(at), message: `$ref "${ref}" points to nothing` });
    }
  }
}

function checkPathShapes(doc: SpecDocument, issues: SpecIssue[]): void {
  const seen = new Map<string, string>();
  for (const path of Object.keys(doc.paths ?? {})) {
    const shape = path.replace(/\{[^}]*\}/g, "{}");
    const first = seen.get(shape);
    if (first !== undefined) {
      issues.push({
        pointer: toPointer(["paths", path]),
        message: `"${path}" has the same shape as "${first}" (templates that differ only in parameter names are one path in OpenAPI); merge them and let the parameter accept either form`,
      });
    } else seen.set(shape, path);
  }
}

// prettier-ignore
const RESERVED_WORDS = new Set([
  "await",
  "break",
  "case",
  "catch",
  "class",
  "const",
  "continue",
  "debugger",
  "default",
  "delete",
  "do",
  "else",
  "enum",
  "export",
  "extends",
  "false",
  "finally",
  "for",
  "function",
  "if",
  "implements",
  "import",
  "in",
  "instanceof",
  "interface",
  "let",
  "new",
  "null",
  "package",
  "private",
  "protected",
  "public",
  "return",
  "static",
  "super",
  "switch",
  "this",
  "throw",
  "true",
  "try",
  "typeof",
  "var",
  "void",
  "while",
  "with",
  "yield",
  "arguments",
  "eval",
]);

function checkOperationIds(doc: SpecDocument, operations: OperationModel[], issues: SpecIssue[]): void {
  const seen = new Map<string, string>();
  // validators.ts exports `is<Schema>` for every component schema, beside the operation functions.
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const guards = new Map(Object.keys(schemas).map((name) => [`is${name}`, name]));
  const named: { id: string; pointer: string }[] = operations.map((o) => ({ id: o.operationId, pointer: o.pointer }));
  for (const [name, item] of Object.entries(doc.webhooks ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (isObject(op) && "operationId" in op)
        named.push({ id: String(op.operationId), pointer: toPointer(["webhooks", name, method]) });
    }
  }
  for (const { id, pointer } of named) {
    const at = `${pointer}/operationId`;
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(id)) {
      issues.push({ pointer: at, message: `operationId "${id}" must be a non-empty identifier (letters and digits)` });
      continue;
    }
    const guardOf = guards.get(id);
    if (RESERVED_WORDS.has(id) || MODULE_NAMES.has(id) || guardOf !== undefined) {
      const why = RESERVED_WORDS.has(id)
        ? "a reserved word in JavaScript"
        : guardOf !== undefined
          ? `the name of the generated type guard of schema ${guardOf}`
          : "a name the generated module already exports";
      issues.push({
        pointer: at,
        message: `operationId "${id}" is ${why}; the generated function per operation is named by its operationId, so rename it`,
      });
      continue;
    }
    const first = seen.get(id);
    if (first) issues.push({ pointer: at, message: `duplicate operationId "${id}" (first used at ${first})` });
    else seen.set(id, at);
  }
}

function checkScopes(doc: SpecDocument, operations: OperationModel[], issues: SpecIssue[]): void {
  const catalogue = scopeCatalogue(doc, issues);
  for (const op of operations) {
    const raw = (doc.paths![op.path]![op.method] as Json).security;
    if (!Array.isArray(raw)) {
      issues.push({
        pointer: op.pointer,
        message: `operation "${op.operationId}" has no security requirement; list its scopes as bearerAuth role names`,
      });
      continue;
    }
    const requirement = raw[0];
    if (
      raw.length !== 1 ||
      !isObject(requirement) ||
      !Array.isArray(requirement.bearerAuth) ||
      Object.keys(requirement).length !== 1
    ) {
      issues.push({
        pointer: `${op.pointer}/security`,
        message: "must be exactly one requirement of the bearerAuth scheme: [{ bearerAuth: [scopes...] }]",
      });
      continue;
    }
    const undocumented = (doc.paths![op.path]![op.method] as Json)["x-fleetkit-scope-undocumented"];
    if (op.scopes === null && typeof undocumented !== "string") {
      issues.push({
        pointer: `${op.pointer}/security/0/bearerAuth`,
        message: "no scope listed: list the scopes, or say why in x-fleetkit-scope-undocumented",
      });
    }
    if (op.scopes !== null && undocumented !== undefined) {
      issues.push({
        pointer: `${op.pointer}/x-fleetkit-scope-undocumented`,
        message: "the operation lists scopes, so it cannot also be undocumented",
      });
    }
    const wanted = op.method === "get" ? "Read" : "Write";
    for (const [i, scope] of (op.scopes ?? []).entries()) {
      const at = `${op.pointer}/security/0/bearerAuth/${i}`;
      if (!catalogue.scopes.has(scope))
        issues.push({
          pointer: at,
          message: `scope "${scope}" is not in the scope catalogue (#/x-fleetkit-scopes/categories)`,
        });
      else if (!scope.startsWith(`${wanted} `))
        issues.push({ pointer: at, message: `${op.method.toUpperCase()} needs ${wanted} scopes, not "${scope}"` });
    }
  }
}

function checkLimits(doc: SpecDocument, issues: SpecIssue[]): void {
  const reported = new Set<unknown>();
  const check = (param: Json, at: string) => {
    const schema = resolveLocal(doc, param.schema);
    if (!isObject(schema) || reported.has(schema)) return;
    reported.add(schema); // a shared parameter is reported once, where it is defined
    for (const key of ["maximum", "default"] as const) {
      const v = schema[key];
      if (typeof v === "number" && v > MAX_PAGE_SIZE) {
        issues.push({
          pointer: `${at}/schema/${key}`,
          message: `limit ${key} ${v} is above the reference's maximum page size of ${MAX_PAGE_SIZE}`,
        });
      }
    }
  };
  for (const [name, p] of Object.entries(doc.components?.parameters ?? {})) {
    if (isObject(p) && p.in === "query" && p.name === "limit") check(p, toPointer(["components", "parameters", name]));
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const limit = operationParameters(doc, item, operation).find((p) => p.in === "query" && p.name === "limit");
      if (limit) check(limit, `${toPointer(["paths", path, method])}/parameters`);
    }
  }
}

/** All problems the generator refuses to build on; an empty list means the spec is usable. */
export function findSpecIssues(doc: SpecDocument): SpecIssue[] {
  const issues: SpecIssue[] = [];
  if (typeof doc.openapi !== "string" || !doc.openapi.startsWith("3.1.")) {
    issues.push({
      pointer: "#/openapi",
      message: `must be an OpenAPI 3.1.x document, found ${JSON.stringify(doc.openapi)}`,
    });
  }
  for (const key of ["paths", "components", "webhooks"] as const) {
    if (doc[key] !== undefined && !isObject(doc[key]))
      issues.push({
        pointer: `#/${key}`,
        message: `must be a mapping, found ${Array.isArray(doc[key]) ? "a list" : typeof doc[key]}`,
      });
  }
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!path.startsWith("/"))
      issues.push({ pointer: toPointer(["paths", path]), message: `path "${path}" must start with "/"` });
    if (!isObject(item))
      issues.push({ pointer: toPointer(["paths", path]), message: "must be a path item (a mapping of methods)" });
  }
  if (issues.length > 0) return issues; // the checks below walk these structures
  checkRefs(doc, issues);
  if (issues.length > 0) return issues; // the checks below follow refs
  const operations = collectOperations(doc);
  checkPathShapes(doc, issues);
  checkOperationIds(doc, operations, issues);
  checkScopes(doc, operations, issues);
  checkLimits(doc, issues);
  return issues;
}

export function assertValidSpec(spec: LoadedSpec): void {
  const issues = findSpecIssues(spec.document);
  if (issues.length > 0) throw new SpecValidationError(issues, spec);
}
