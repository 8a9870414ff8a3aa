import { isObject, NAME_MAPS, pathItems, pathShape, resolveLocal, toPointer, type Json } from "./json-pointer.js";
import {
  HTTP_METHODS,
  collectOperations,
  operationParameters,
  pageShape,
  type OperationModel,
} from "./operation-model.js";
import { unwritableQueryStyles } from "./query-styles.js";
import type { LoadedSpec, SpecDocument } from "./spec-document.js";
import { declaresScopeCatalogue, scopeCatalogue, type ScopeCatalogue } from "./scope-catalogue.js";

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

/**
 * Every `$ref` string of the document, in document order (a node's own `$ref` before its other keys, depth first),
 * each checked: local, and pointing to something. One path array, pushed and popped, for the walk; a pointer is spelled
 * only for a problem, and each distinct ref is resolved once.
 */
function checkRefs(doc: SpecDocument, issues: SpecIssue[]): void {
  const resolves = new Map<string, boolean>();
  const path: (string | number)[] = [];
  const check = (ref: string): void => {
    if (!ref.startsWith("#/")) {
      issues.push({
        pointer: toPointer([...path, "$ref"]),
        message: `$ref "${ref}" is not a local reference; keep the spec in one file`,
      });
      return;
    }
    let found = resolves.get(ref);
    if (found === undefined) {
      found = resolveLocal(doc, { $ref: ref }) !== undefined;
      resolves.set(ref, found);
    }
    if (!found) issues.push({ pointer: toPointer([...path, "$ref"]), message: `$ref "${ref}" points to nothing` });
  };
  const visit = (node: object): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const child: unknown = node[i];
        if (typeof child !== "object" || child === null) continue;
        path.push(i);
        visit(child);
        path.pop();
      }
      return;
    }
    const object = node as Json;
    if (typeof object.$ref === "string") check(object.$ref);
    const keys = Object.keys(object);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const child = object[key];
      if (key === "$ref" || typeof child !== "object" || child === null || isData(path, key, child)) continue;
      path.push(key);
      visit(child);
      path.pop();
    }
  };
  visit(doc);
}

/**
 * Whether the value under `key` (at `path`) is data, whose `$ref` keys are not references (OpenAPI: an Example's
 * `value` is "embedded literal"): a schema's or parameter's `example`, `enum`, `const`, `default` and list of
 * `examples`, and an Example Object's `value`. Shutterstock's published description puts
 * `{"$ref": "#/components/schemas/…/example"}` in 116 example values.
 */
function isData(path: readonly (string | number)[], key: string, value: object): boolean {
  const parent = path.at(-1);
  if (typeof parent === "string" && NAME_MAPS.has(parent)) return false;
  if (key === "example" || key === "enum" || key === "const") return true;
  if (key === "default") return parent !== "responses";
  if (key === "examples") return Array.isArray(value);
  const map = path.at(-3);
  return key === "value" && path.at(-2) === "examples" && !(typeof map === "string" && NAME_MAPS.has(map));
}

/**
 * Templates that differ only in parameter names are one path in OpenAPI. A strict spec must merge them; any other is
 * read as published with a warning (GitHub publishes two such pairs; Google's descriptions have `/v1/{parent}` and
 * `/v1/{name}`, both with GET, by the dozen), which says how a URL of that shape is served where a method is on both.
 */
function checkPathShapes(doc: SpecDocument, errors: SpecIssue[], warnings: SpecIssue[], strict: boolean): void {
  const seen = new Map<string, string>();
  for (const [path, item] of pathItems(doc.paths)) {
    const shape = pathShape(path);
    const first = seen.get(shape);
    if (first === undefined) {
      seen.set(shape, path);
      continue;
    }
    const shared = HTTP_METHODS.filter((m) => isObject(item) && isObject(item[m]) && isObject(doc.paths![first]![m]));
    const pointer = toPointer(["paths", path]);
    if (strict)
      errors.push({
        pointer,
        message: `"${path}" has the same shape as "${first}" (templates that differ only in parameter names are one path in OpenAPI); merge them and let the parameter accept either form`,
      });
    else if (shared.length > 0)
      warnings.push({
        pointer,
        message: `"${path}" and "${first}" differ only in parameter names and both have ${shared.map((m) => m.toUpperCase()).join(", ")}: OpenAPI calls them one path, and a URL cannot tell them apart. Read as published: a client calls each by its template; the mock serves a URL of that shape as the first whose parameters the request satisfies, else as "${first}", and the drift proxy checks it against "${first}"`,
      });
    else
      warnings.push({
        pointer,
        message: `"${path}" has the same shape as "${first}" (OpenAPI calls them one path); read as published, since no method is on both`,
      });
  }
}

/**
 * `x-fleetkit-pagination` on an operation whose 200 answer has not the envelope `paginate` follows (reference 4.3):
 * `pagination: { endCursor, hasNextPage }` beside the `itemsKey` list. Stripe's lists (`has_more`, the last item's id
 * as the cursor) generate, and every walk stopped on its first page with PaginationError: a warning says so.
 */
function checkDeclaredPagination(doc: SpecDocument, operations: OperationModel[], warnings: SpecIssue[]): void {
  for (const op of operations) {
    const raw = doc.paths?.[op.path]?.[op.method] as Json | undefined;
    const declared = raw?.["x-fleetkit-pagination"];
    if (!isObject(declared) || op.pagination === null) continue;
    const { arrays, envelope } = pageShape(doc, raw!);
    const missing = [
      ...(envelope === null ? ["`pagination: { endCursor, hasNextPage }`"] : []),
      ...(arrays.includes(op.pagination.itemsKey) ? [] : [`a \`${op.pagination.itemsKey}\` list`]),
    ];
    if (missing.length === 0) continue;
    warnings.push({
      pointer: `${op.pointer}/x-fleetkit-pagination`,
      message: `the 200 answer has no ${missing.join(" and no ")}: paginate and followFeed follow that envelope only, so a walk of ${op.operationId} stops at its first page with PaginationError`,
    });
  }
}

/**
 * A query parameter the client cannot write in its stated style (generator/query-styles.ts `unwritableQueryStyles`):
 * it goes as openapi-fetch writes it by default (arrays as repeated keys, objects as `name[key]=value`), so a warning
 * says to give that operation's calls a `querySerializer`.
 */
function checkQueryStyles(doc: SpecDocument, operations: OperationModel[], warnings: SpecIssue[]): void {
  for (const op of operations) {
    const item = doc.paths?.[op.path] as Json | undefined;
    const raw = item?.[op.method] as Json | undefined;
    if (!isObject(item) || !isObject(raw)) continue;
    for (const { name, problem } of unwritableQueryStyles(doc, operationParameters(doc, item, raw))) {
      warnings.push({
        pointer: `${op.pointer}/parameters`,
        message: `query parameter ${JSON.stringify(name)} ${problem}: the client writes it as openapi-fetch does by default; give the calls of ${JSON.stringify(op.operationId)} a querySerializer`,
      });
    }
  }
}

/**
 * Duplicate operationIds: an error where the spec is strict, else a warning (the caller chooses `into`; the second
 * function gets a suffix).
 */
function checkOperationIds(operations: OperationModel[], into: SpecIssue[]): void {
  const seen = new Map<string, string>();
  for (const op of operations) {
    const at = `${op.pointer}/operationId`;
    const first = seen.get(op.operationId);
    if (first)
      into.push({
        pointer: at,
        // Outside strict specs buildSpecModel names the function and the types' key it gets instead.
        message: `duplicate operationId "${op.operationId}" (first used at ${first})`,
      });
    else seen.set(op.operationId, at);
  }
}

/**
 * Where a scope name of an operation is written: its `x-fleetkit-scopes` (an overlay's list), else the first security
 * requirement that names it, the operation's or else the document's.
 */
function scopeNamePointer(doc: SpecDocument, op: OperationModel, scope: string): string {
  const operation = doc.paths![op.path]![op.method] as Json;
  const listed = operation["x-fleetkit-scopes"];
  if (Array.isArray(listed)) return `${op.pointer}/x-fleetkit-scopes/${listed.indexOf(scope)}`;
  const own = Array.isArray(operation.security);
  const requirement = ((own ? operation.security : doc.security) as unknown[] | undefined)?.[0];
  const at = (...rest: (string | number)[]) =>
    toPointer(own ? ["paths", op.path, op.method, "security", ...rest] : ["security", ...rest]);
  for (const [scheme, names] of Object.entries(isObject(requirement) ? requirement : {}))
    if (Array.isArray(names) && names.includes(scope)) return at(0, scheme, names.indexOf(scope));
  return at();
}

/**
 * A declared catalogue lists every scope a token can hold (the client refuses other names), so every scope an
 * operation states, from whatever source, must be in it.
 */
function checkCatalogueCoversOperations(
  doc: SpecDocument,
  operations: OperationModel[],
  catalogue: ScopeCatalogue,
  issues: SpecIssue[],
): void {
  for (const op of operations) {
    for (const scope of op.scopes ?? []) {
      if (!catalogue.scopes.has(scope))
        issues.push({
          pointer: scopeNamePointer(doc, op, scope),
          message: `scope "${scope}" is not in the scope catalogue (#/x-fleetkit-scopes/categories)`,
        });
    }
  }
}

/**
 * The strict scope checks of a spec in the bundled spec's form, or any spec under `--strict`: the security shape, the
 * undocumented note, and Read scopes for a GET (the catalogue itself is checked by `scopeCatalogue`).
 */
function checkScopes(
  doc: SpecDocument,
  operations: OperationModel[],
  catalogue: ScopeCatalogue,
  issues: SpecIssue[],
): void {
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
    if ((doc.paths![op.path]![op.method] as Json)["x-fleetkit-scopes"] !== undefined) continue; // an overlay's list
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
      // A name outside the catalogue is reported by checkCatalogueCoversOperations.
      if (catalogue.scopes.has(scope) && !scope.startsWith(`${wanted} `))
        issues.push({
          pointer: `${op.pointer}/security/0/bearerAuth/${i}`,
          message: `${op.method.toUpperCase()} needs ${wanted} scopes, not "${scope}"`,
        });
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
  for (const [path, item] of pathItems(doc.paths) as [string, Json][]) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const limit = operationParameters(doc, item, operation).find((p) => p.in === "query" && p.name === "limit");
      if (limit) check(limit, `${toPointer(["paths", path, method])}/parameters`);
    }
  }
}

export interface CheckOptions {
  /**
   * Every check of the bundled spec, scopes included: each operation lists its scopes as bearerAuth role names from a
   * scope catalogue (`x-fleetkit-scopes`). On by default for a spec in the bundled spec's form: the catalogue and the
   * `ScopeName` schema that mirrors it.
   */
  strict?: boolean;
}

export interface SpecCheck {
  /** What the generator refuses to build on. */
  errors: SpecIssue[];
  /** What it builds on as published, saying what it assumed. */
  warnings: SpecIssue[];
}

/**
 * Whether a spec is checked strictly: asked for, or written in the bundled spec's form (a scope catalogue and a
 * `ScopeName` schema). A catalogue alone, as `fleetkit scopes --overlay-for` adds it to a published spec, is checked
 * (`scopeCatalogue`, and every operation's scopes in it) without making the rest of the spec strict.
 */
export const isStrict = (doc: SpecDocument, options: CheckOptions = {}): boolean =>
  options.strict === true || (declaresScopeCatalogue(doc) && doc.components?.schemas?.ScopeName !== undefined);

/** Checks a 3.1 document: the errors the generator refuses to build on, and the warnings it builds on. */
export function checkSpec(doc: SpecDocument, options: CheckOptions = {}): SpecCheck {
  const errors: SpecIssue[] = [];
  const warnings: SpecIssue[] = [];
  const strict = isStrict(doc, options);
  if (typeof doc.openapi !== "string" || !doc.openapi.startsWith("3.1.")) {
    errors.push({
      pointer: "#/openapi",
      message: `must be an OpenAPI 3.1.x document, found ${JSON.stringify(doc.openapi)} (load it with loadOpenApi, which converts 3.0 and 2.0)`,
    });
  }
  for (const key of ["paths", "components", "webhooks"] as const) {
    if (doc[key] !== undefined && !isObject(doc[key]))
      errors.push({
        pointer: `#/${key}`,
        message: `must be a mapping, found ${Array.isArray(doc[key]) ? "a list" : typeof doc[key]}`,
      });
  }
  for (const [path, item] of pathItems(doc.paths)) {
    if (!path.startsWith("/"))
      errors.push({ pointer: toPointer(["paths", path]), message: `path "${path}" must start with "/"` });
    if (!isObject(item))
      errors.push({ pointer: toPointer(["paths", path]), message: "must be a path item (a mapping of methods)" });
  }
  if (errors.length > 0) return { errors, warnings }; // the checks below walk these structures
  checkRefs(doc, errors);
  if (errors.length > 0) return { errors, warnings }; // the checks below follow refs
  const operations = collectOperations(doc);
  checkPathShapes(doc, errors, warnings, strict);
  checkOperationIds(operations, strict ? errors : warnings);
  checkDeclaredPagination(doc, operations, warnings);
  checkQueryStyles(doc, operations, warnings);
  if (strict || declaresScopeCatalogue(doc)) {
    const before = errors.length;
    const catalogue = scopeCatalogue(doc, errors);
    // A broken catalogue would make every operation's scope an error too: its own problems are the ones to fix.
    if (errors.length === before) checkCatalogueCoversOperations(doc, operations, catalogue, errors);
    if (strict) checkScopes(doc, operations, catalogue, errors);
  }
  if (strict) checkLimits(doc, errors);
  return { errors, warnings };
}

/** The problems the generator refuses to build on; an empty list means the spec is usable. */
export function findSpecIssues(doc: SpecDocument, options: CheckOptions = {}): SpecIssue[] {
  return checkSpec(doc, options).errors;
}

/** Throws `SpecValidationError` for a spec with errors; returns its warnings. */
export function assertValidSpec(spec: LoadedSpec, options: CheckOptions = {}): SpecIssue[] {
  const { errors, warnings } = checkSpec(spec.document, options);
  if (errors.length > 0) throw new SpecValidationError(errors, spec);
  return warnings;
}
