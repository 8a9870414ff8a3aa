/**
 * A spec the mock serves (`startMockServer({ spec })`): loaded by the generator's `loadOpenApi`, its operations
 * derived by `collectOperations` and indexed by the runtime's `createOperationIndex`, as the client does. Requests
 * and answers are checked with ajv, compiled per schema on first use. Loaded only when a spec is given, so the
 * bundled mock needs neither yaml nor ajv.
 */
import { createRequire } from "node:module";
import type Ajv2020Module from "ajv/dist/2020.js";
import type addFormatsModule from "ajv-formats";
import type { ErrorObject, ValidateFunction } from "ajv";
import { loadOpenApi } from "../../generator/input/index.js";
import { componentSchemasForAjv, discriminatorsForAjv } from "../../generator/validator-discriminators.js";
import { requiredFor, type SchemaUsage } from "../../generator/validator-schemas.js";
import { specPattern } from "../../runtime/validation/linear-pattern.js";
import { type PatternReading, patternReading } from "../../generator/pattern-tolerance.js";
import { DATA_KEYS, isObject, pointerSegments, setOwn, toPointer, type Json } from "../../generator/json-pointer.js";
import { collectOperations, HTTP_METHODS, type OperationModel } from "../../generator/operation-model.js";
import { scopeCatalogue } from "../../generator/scope-catalogue.js";
import { tolerateMistakes } from "../../generator/tolerate.js";
import type { SpecDocument } from "../../generator/spec-document.js";
import { documentedStatus } from "../../runtime/drift.js";
import { createOperationIndex, type OperationIndex } from "../../runtime/operation-lookup.js";
import { invalidBody, MockHttpError } from "./errors.js";
import { isJsonMediaType } from "./http.js";
import { templateValues } from "./operation-choice.js";
import { pathValue, queryValue } from "./parameter-values.js";
import type { ScopeCatalogue } from "./tokens.js";
import { serverPathsOf } from "./server-paths.js";
import { withoutUndocumented } from "./undocumented-fields.js";

// ajv and ajv-formats are CommonJS (`module.exports.default` is the export). They are found now, so a missing one is
// named when the mock starts (server.ts), and loaded on the first check: not loading them before the mock listens
// saves about 80 ms of its start.
const requireHere = createRequire(import.meta.url);
requireHere.resolve("ajv/dist/2020.js");
requireHere.resolve("ajv-formats");
type Ajv2020 = InstanceType<typeof Ajv2020Module.default>;
let ajvModules: { Ajv2020: typeof Ajv2020Module.default; addFormats: typeof addFormatsModule.default } | undefined;
const loadAjv = () =>
  (ajvModules ??= {
    Ajv2020: (requireHere("ajv/dist/2020.js") as typeof Ajv2020Module).default,
    addFormats: (requireHere("ajv-formats") as typeof addFormatsModule).default,
  });

/** The base URI the document is compiled under: `$ref`s into it are `mock:spec#/<pointer>`. */
const DOC_ID = "mock:spec";

export interface ParameterSpec {
  name: string;
  in: "path" | "query";
  required: boolean;
  /** JSON pointer of the schema, or null for a parameter without one (any value). */
  schema: string | null;
  /** The schema (refs followed), to read its type for coercion. */
  resolved: Json;
  /** As the spec states them; undefined where it does not (OpenAPI's defaults apply). */
  style: string | undefined;
  explode: boolean | undefined;
}

export interface MediaSpec {
  /** The schema's pointer; null for content without a schema (any JSON). */
  schema: string | null;
  /** The schema's component name when it is a `$ref` to one, for messages. */
  name: string | null;
  examples: unknown[];
  /** The media type as the spec names it (`application/json`, `application/vnd.amadeus+json`, `text/csv`). */
  type: string;
}

/** Where a request carries its token for one security scheme of the spec. */
export interface Credential {
  /** `bearer`: `Authorization: Bearer <token>` (http bearer, OAuth 2, OpenID Connect); `basic`: the token as the password. */
  kind: "bearer" | "basic" | "apiKey";
  /** apiKey: where, and under which name. */
  in?: "header" | "query" | "cookie";
  name?: string;
}

export interface ServedOperation extends OperationModel {
  /**
   * The spec's security for the operation (its own `security`, else the document's): options, each the credentials
   * that must all be given. Null where no token is needed: none is declared, or an option is empty (`{}`, `[]`).
   */
  security: Credential[][] | null;
  parameters: ParameterSpec[];
  /** `types`: the media types the request body is documented in (the keys of its `content`). */
  body: { required: boolean; media: MediaSpec | null; types: string[] } | null;
  /**
   * The first documented success answer (2xx, `2XX`, `default`; else a redirect the spec documents, with its
   * headers' examples, as GitHub's `302` of an archive download); null when the operation documents none.
   */
  success: { status: number; media: MediaSpec | null; headers?: Record<string, string> } | null;
  /** `operationId`, or method and path where the spec gives none: the key of cursors and generated data. */
  key: string;
}

export interface ServedSpec {
  file: string;
  document: SpecDocument;
  operations: ServedOperation[];
  index: OperationIndex;
  /** The path parts of the spec's `servers`, longest first (`serverPathsOf`): operations' paths are relative to them. */
  serverPaths: readonly string[];
  catalogue: ScopeCatalogue;
  /**
   * The schema at a pointer, compiled once per usage: as a request reads it (readOnly properties not required) or as a
   * response does (writeOnly ones not required; the default). Throws when ajv cannot compile it.
   */
  validator(pointer: string, usage?: SchemaUsage): ValidateFunction;
  /** The schema at a pointer with refs followed. */
  resolve(pointer: string): unknown;
  /** The node at a pointer with refs followed, and the pointer where it ends. */
  follow(pointer: string): [unknown, string];
}

const isRead = (scope: string) => /^read(\b|[:_. -])/i.test(scope);

/** The spec's own catalogue (`x-fleetkit-scopes`), or else every scope its operations name; read scopes by default. */
function catalogueOf(doc: SpecDocument, operations: OperationModel[]): ScopeCatalogue {
  // The generator's reading of the catalogue; its problems are `generate`'s to report, the mock serves what is valid.
  const declared = scopeCatalogue(doc, []);
  if (declared.categories.length > 0) {
    const defaultRead = declared.defaultReadScopes.filter((s) => declared.scopes.has(s));
    return { scopes: [...declared.scopes], defaultRead, complete: true };
  }
  const scopes = [...new Set(operations.flatMap((o) => o.scopes ?? []))];
  return { scopes, defaultRead: scopes.filter(isRead), complete: false };
}

/** Follows `$ref`s from a node, keeping the pointer of where it ends. */
function follow(doc: SpecDocument, node: unknown, pointer: string): [unknown, string] {
  for (let hops = 0; isObject(node) && typeof node.$ref === "string" && node.$ref.startsWith("#/"); hops++) {
    if (hops > 32) return [undefined, pointer];
    pointer = node.$ref;
    // Through arrays too: a property of an `allOf` branch is at `…/allOf/0/properties/id`.
    node = pointerSegments(pointer).reduce<unknown>(
      (n, key) => (Array.isArray(n) ? n[Number(key)] : isObject(n) ? n[key] : undefined),
      doc,
    );
  }
  return [node, pointer];
}

const componentName = (node: unknown): string | null =>
  isObject(node) && typeof node.$ref === "string"
    ? (/^#\/components\/schemas\/([^/]+)$/.exec(node.$ref)?.[1] ?? null)
    : null;

/** A `text/…` type whose schema is a string (or absent): an answer the mock can write as text. */
function textAnswer(doc: SpecDocument, holder: Json, type: string): boolean {
  const media = (holder.content as Json)[type];
  if (!/^text\//i.test(type) || !isObject(media)) return false;
  const [schema] = follow(doc, media.schema, "");
  return media.schema === undefined || (isObject(schema) && schema.type === "string");
}

/**
 * The JSON media of a request body or response: `application/json`, else the first `…json` type; with `text`, else the
 * first `text/…` one (an answer documented only as text, `text/csv`, is sent as its example or sampled string).
 */
function jsonMedia(doc: SpecDocument, holder: unknown, pointer: string, text = false): MediaSpec | null {
  const [resolved, at] = follow(doc, holder, pointer);
  if (!isObject(resolved) || !isObject(resolved.content)) return null;
  const types = Object.keys(resolved.content);
  const type =
    "application/json" in resolved.content
      ? "application/json"
      : (types.find((t) => isJsonMediaType(t)) ?? (text ? types.find((t) => textAnswer(doc, resolved, t)) : undefined));
  if (type === undefined) return null;
  const media = resolved.content[type];
  if (!isObject(media)) return null;
  const mediaPointer = `${at}${toPointer(["content", type]).slice(1)}`;
  const examples: unknown[] = [];
  if ("example" in media) examples.push(media.example);
  if (isObject(media.examples)) {
    for (const [name, example] of Object.entries(media.examples)) {
      const [value] = follow(doc, example, `${mediaPointer}/examples/${name}`);
      if (isObject(value) && "value" in value) examples.push(value.value);
    }
  }
  return {
    schema: media.schema === undefined ? null : `${mediaPointer}/schema`,
    name: componentName(media.schema),
    examples,
    type,
  };
}

function successOf(doc: SpecDocument, operation: Json, pointer: string): ServedOperation["success"] {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const codes = Object.keys(responses);
  const code =
    codes.filter((c) => /^2\d\d$/.test(c)).sort()[0] ??
    codes.find((c) => /^2XX$/i.test(c)) ??
    codes.find((c) => c === "default");
  if (code === undefined) return redirectOf(doc, responses);
  return {
    status: /^2\d\d$/.test(code) ? Number(code) : 200,
    media: jsonMedia(doc, responses[code], `${pointer}/responses/${code}`, true),
  };
}

/** A documented redirect (`302`) as the answer of an operation that documents no success: its status and headers. */
function redirectOf(doc: SpecDocument, responses: Json): ServedOperation["success"] {
  const code = Object.keys(responses)
    .filter((c) => /^3\d\d$/.test(c))
    .sort()[0];
  if (code === undefined) return null;
  const [response] = follow(doc, responses[code], "");
  const documented = isObject(response) && isObject(response.headers) ? response.headers : {};
  const headers: Record<string, string> = {};
  for (const [name, raw] of Object.entries(documented)) {
    const [header] = follow(doc, raw, "");
    const schema = isObject(header) && isObject(header.schema) ? header.schema : {};
    const example = isObject(header) && "example" in header ? header.example : schema.example;
    if (typeof example === "string" && /^[\t\x20-\x7e]*$/.test(example)) headers[name] = example;
  }
  return { status: Number(code), media: null, headers };
}

function parametersOf(doc: SpecDocument, path: string, method: string): ParameterSpec[] {
  const byKey = new Map<string, ParameterSpec>();
  const pathPointer = toPointer(["paths", path]);
  for (const [list, at] of [
    [doc.paths?.[path]?.parameters, `${pathPointer}/parameters`],
    [(doc.paths?.[path]?.[method] as Json | undefined)?.parameters, `${pathPointer}/${method}/parameters`],
  ] as const) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, i) => {
      const [p, pointer] = follow(doc, raw, `${at}/${i}`);
      if (!isObject(p) || (p.in !== "path" && p.in !== "query") || typeof p.name !== "string") return;
      const [resolved] = follow(doc, p.schema, `${pointer}/schema`);
      byKey.set(`${p.in}:${p.name}`, {
        name: p.name,
        in: p.in,
        required: p.required === true || p.in === "path",
        schema: p.schema === undefined ? null : `${pointer}/schema`,
        resolved: isObject(resolved) ? resolved : {},
        style: typeof p.style === "string" ? p.style : undefined,
        explode: typeof p.explode === "boolean" ? p.explode : undefined,
      });
    });
  }
  return [...byKey.values()];
}

/**
 * What the operation's security asks for: null (anonymous allowed) where neither the operation nor the document
 * declares any, or one option is empty (`security: []`, or `{}` listed); else each option's credentials.
 */
function securityOf(doc: SpecDocument, operation: Json): Credential[][] | null {
  const security = Array.isArray(operation.security) ? operation.security : doc.security;
  if (!Array.isArray(security) || security.length === 0) return null;
  if (security.some((s) => !isObject(s) || Object.keys(s).length === 0)) return null;
  const schemes = isObject(doc.components?.securitySchemes) ? doc.components.securitySchemes : {};
  return security.map((option) =>
    Object.keys(option as Json).map((name): Credential => {
      const [scheme] = follow(doc, schemes[name], `#/components/securitySchemes/${name}`);
      if (!isObject(scheme)) return { kind: "bearer" };
      if (scheme.type === "apiKey" && typeof scheme.name === "string")
        return {
          kind: "apiKey",
          in: scheme.in === "query" || scheme.in === "cookie" ? scheme.in : "header",
          name: scheme.name,
        };
      if (scheme.type === "http" && typeof scheme.scheme === "string" && scheme.scheme.toLowerCase() === "basic")
        return { kind: "basic" };
      return { kind: "bearer" };
    }),
  );
}

/**
 * The status a request the operation refuses is answered with (`status`, 400 for every refusal of the mock's): 400
 * where the operation documents it (or `4XX`, or `default`), else 422 where it documents that (FastAPI's and Rails'
 * validation errors), else 400 all the same. Any other status is kept.
 */
export function refusalStatusOf(spec: ServedSpec, operation: ServedOperation, status: number): number {
  if (status !== 400) return status;
  const responses = responsesOf(spec, operation) as Record<string, never>;
  if (documentedStatus(responses, 400) !== undefined) return 400;
  return Object.hasOwn(responses, "422") ? 422 : 400;
}

/** The operation's `responses` object as the spec writes it (`{}` when it has none). */
export function responsesOf(spec: ServedSpec, operation: ServedOperation): Json {
  const raw = spec.document.paths?.[operation.path]?.[operation.method] as Json | undefined;
  return isObject(raw?.responses) ? raw.responses : {};
}

/** The JSON media the spec documents for an error status of the operation: the status, its range (`4XX`), or `default`. */
export function errorMediaOf(spec: ServedSpec, operation: ServedOperation, status: number): MediaSpec | null {
  const responses = responsesOf(spec, operation);
  const code = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, "default"].find(
    (c) => c in responses,
  );
  if (code === undefined) return null;
  return jsonMedia(spec.document, responses[code], `${operation.pointer}/responses/${code}`);
}

/**
 * ajv's pattern engine for a served spec: the runtime's ReDoS-safe `specPattern`, with a pattern the `u` flag refuses
 * read as `generate` reads it (`pattern-tolerance.ts`: AWS's `[a-zA-Z0-9\-\_\.]+` as `[a-zA-Z0-9\-_\.]+`, Java's
 * `\p{Print}` not checked), so the mock accepts what the generated validators accept.
 */
function servedPattern(source: string, flags = "u"): { test(value: string): boolean } {
  const reading: PatternReading = flags === "u" ? patternReading(source) : { kind: "valid" };
  if (reading.kind === "valid") return specPattern(source, flags);
  return reading.kind === "rewritten" ? specPattern(reading.pattern, flags) : { test: () => true };
}
servedPattern.code = specPattern.code;

/** A new ajv as the mock compiles a served spec's schemas with. */
function newAjv(): Ajv2020 {
  const { Ajv2020, addFormats } = loadAjv();
  // Spec patterns that RegExp could backtrack on run on the runtime's linear-time engine (a ReDoS-safe mock). The
  // generated code is not optimised: an operation's first request compiles its schemas, and skipping ajv's
  // optimising pass makes that about a sixth quicker (GitHub's), with the same verdicts.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    logger: false,
    validateSchema: false,
    code: { regExp: servedPattern, optimize: false },
  });
  addFormats(ajv);
  return ajv;
}

/** The node at `segments` in `root`, own keys only (through arrays too); undefined where there is none. */
function nodeAt(root: unknown, segments: readonly string[]): unknown {
  let node = root;
  for (const key of segments) {
    if (Array.isArray(node) && /^\d+$/.test(key)) node = node[Number(key)];
    else if (isObject(node) && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/** Keywords that give a schema an identity of its own: refs could then resolve by it, not by pointer. */
const IDENTITY_KEYWORDS = new Set([
  "$id",
  "$anchor",
  "$dynamicAnchor",
  "$dynamicRef",
  "$recursiveAnchor",
  "$recursiveRef",
]);

/**
 * The local `$ref`s in a schema (`#/…`), outside data keywords; null where it has an identity keyword (`$id`…),
 * which only the whole document resolves.
 */
function localRefs(node: unknown, inProperties = false, found: string[] = []): string[] | null {
  if (Array.isArray(node)) {
    for (const n of node) if (localRefs(n, false, found) === null) return null;
    return found;
  }
  if (!isObject(node)) return found;
  for (const [key, value] of Object.entries(node)) {
    if (!inProperties) {
      if (IDENTITY_KEYWORDS.has(key)) return null;
      if (key === "$ref" && typeof value === "string") {
        if (value.startsWith("#/")) found.push(value);
        continue;
      }
      if (DATA_KEYS.has(key) || key.startsWith("x-")) continue;
    }
    const map = !inProperties && (key === "properties" || key === "patternProperties" || key === "$defs");
    if (localRefs(value, map, found) === null) return null;
  }
  return found;
}

/**
 * The served spec's validators: `validator(pointer, usage)` compiles the schema at a pointer once per usage (as a
 * request reads it, readOnly properties not required; or as an answer does, writeOnly ones not required), on first
 * use. One ajv per usage, over the document under one base URI (`mock:spec#/<pointer>`), so refs resolve as in the
 * spec; component schemas as the generated validators read them (a discriminator ajv cannot take picks its branch by
 * the tag). ajv is given only what a compiled schema reaches, each piece when first needed: adding GitHub's whole
 * document (13 MB) cost ajv about a second on the first request. A piece with an identity of its own (`$id`,
 * `$anchor`…) makes that usage's ajv take the whole document, as before, since such a ref resolves by name.
 * `wholeDocument`: give ajv the whole document on first use (what the pieces are tested against).
 */
export function servedValidators(
  doc: SpecDocument,
  options: { wholeDocument?: boolean } = {},
): (pointer: string, usage?: SchemaUsage) => ValidateFunction {
  const componentSchemas: Json = isObject(doc.components?.schemas) ? doc.components.schemas : {};
  const compiled = new Map<string, ValidateFunction>();
  interface Instance {
    ajv: Ajv2020;
    /** The document as far as ajv has been given it; null once it holds the whole document. */
    root: Json | null;
    /** The pointers (segments joined by NUL) whose node `root` holds whole. */
    whole: Set<string>;
  }
  const instances = new Map<SchemaUsage, Instance>();

  /** The usage's ajv over the whole document (every schema converted at once), as the mock started with. */
  function wholeDocument(usage: SchemaUsage): Instance {
    const ajv = newAjv();
    const directed = requiredFor(usage, doc) as SpecDocument;
    const schemas = directed.components?.schemas;
    const forAjv = schemas
      ? { ...directed, components: { ...directed.components, schemas: componentSchemasForAjv(schemas) } }
      : directed;
    ajv.addSchema(forAjv as object, DOC_ID);
    return { ajv, root: null, whole: new Set() };
  }

  /**
   * Gives the usage's ajv the node at `pointer` and everything its refs reach, each converted for the usage (a
   * component schema whole, with its discriminators reworked, as `componentSchemasForAjv` does); false where a
   * piece needs the whole document.
   */
  function supply(instance: Instance & { root: Json }, usage: SchemaUsage, pointer: string): boolean {
    const pending = [pointer];
    while (pending.length > 0) {
      const segments = pointerSegments(pending.pop()!);
      const isComponentSchema = segments[0] === "components" && segments[1] === "schemas" && segments.length >= 3;
      const unit = isComponentSchema ? segments.slice(0, 3) : segments;
      // A ref to the whole document, all components or all schemas: only the whole document holds it.
      if (unit.length < 2 || (unit[0] === "components" && unit.length < 3)) return false;
      if (unit.some((_, i) => instance.whole.has(unit.slice(0, i + 1).join("\0")))) continue;
      const original = nodeAt(doc, unit);
      if (original === undefined) continue; // a ref to nothing: ajv says so when it compiles, as it did before
      const node = requiredFor(usage, original, doc);
      if (isComponentSchema) discriminatorsForAjv(componentSchemas, node, [unit[2]!], []);
      const refs = localRefs(node);
      if (refs === null) return false;
      let holder = instance.root;
      for (const key of unit.slice(0, -1)) {
        if (!isObject(holder[key]) || !Object.hasOwn(holder, key)) setOwn(holder, key, {});
        holder = holder[key] as Json;
      }
      setOwn(holder, unit.at(-1)!, node);
      instance.whole.add(unit.join("\0"));
      pending.push(...refs);
    }
    return true;
  }

  return (pointer, usage = "response") => {
    const key = `${usage} ${pointer}`;
    let validate = compiled.get(key);
    if (validate) return validate;
    let instance = instances.get(usage);
    if (!instance && options.wholeDocument === true) {
      instance = wholeDocument(usage);
      instances.set(usage, instance);
    }
    if (!instance) {
      // ajv reads the root as a schema once: it must not be empty, and holds no keyword.
      const root: Json = { openapi: typeof doc.openapi === "string" ? doc.openapi : "3.1.0" };
      const ajv = newAjv();
      ajv.addSchema(root, DOC_ID);
      instance = { ajv, root, whole: new Set() };
      instances.set(usage, instance);
    }
    if (instance.root !== null && !supply(instance as Instance & { root: Json }, usage, pointer)) {
      instance = wholeDocument(usage);
      instances.set(usage, instance);
    }
    try {
      validate = instance.ajv.compile({ $ref: `${DOC_ID}${pointer}` });
    } catch (error) {
      // The spec's fault (a pattern RegExp refuses…), not the mock's: say where, answered as a 500 by the server.
      throw new Error(
        `the spec's schema at ${pointer} (or a schema it references) is not one JSON Schema accepts, so the mock cannot check against it: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    compiled.set(key, validate);
    return validate;
  };
}

/**
 * `target` with each of `fields` computed when first read, then kept as a plain property (enumerable, so a copy or
 * `toEqual` sees it like any other).
 */
function readOnFirstUse<T extends object, F extends object>(target: T, fields: { [K in keyof F]: () => F[K] }): T & F {
  for (const [key, compute] of Object.entries(fields) as [string, () => unknown][])
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = compute();
        setOwn(target, key, value);
        return value;
      },
    });
  return target as T & F;
}

/**
 * Loads `source` as `generate` does (same errors) and prepares it to be served; `onLoaded` is called once the
 * document is read (bundled, upgraded, overlays applied), before its operations are built.
 */
export async function loadServedSpec(
  source: string | object,
  overlays: readonly string[] | undefined,
  onLoaded?: () => void,
): Promise<ServedSpec> {
  const loaded = await loadOpenApi(source, overlays === undefined ? {} : { overlays });
  onLoaded?.();
  const doc = loaded.document;
  // Read as `generate` reads it: the mistakes it tolerates (3.0's `nullable` beside a `$ref` in a 3.1 document,
  // `type: float64`…) mended, so a schema the generated validators take is one the mock can answer.
  tolerateMistakes(doc);
  // What each operation's requests and answers are (its parameters, body, success answer and security) is read from the
  // document on its first use: a request, or the first answer (which resources the operations address).
  const operations: ServedOperation[] = collectOperations(doc).map((model) => {
    const raw = doc.paths?.[model.path]?.[model.method] as Json;
    const operation = { ...model, key: model.operationId || `${model.method.toUpperCase()} ${model.path}` };
    return readOnFirstUse(operation, {
      security: () => securityOf(doc, raw),
      parameters: () => parametersOf(doc, model.path, model.method),
      body: () => {
        const requestBody = follow(doc, raw.requestBody, `${model.pointer}/requestBody`)[0];
        return isObject(requestBody)
          ? {
              required: requestBody.required === true,
              media: jsonMedia(doc, raw.requestBody, `${model.pointer}/requestBody`),
              types: isObject(requestBody.content) ? Object.keys(requestBody.content) : [],
            }
          : null;
      },
      success: () => successOf(doc, raw, model.pointer),
    });
  });

  const validators = servedValidators(doc);
  return {
    file: loaded.file,
    document: doc,
    operations,
    index: createOperationIndex(operations),
    serverPaths: serverPathsOf(doc),
    catalogue: catalogueOf(doc, operations),
    validator: validators,
    resolve: (pointer) => follow(doc, { $ref: pointer }, pointer)[0],
    follow: (pointer) => follow(doc, { $ref: pointer }, pointer),
  };
}

/** ajv's errors as one line: `where/path must …; …`, at most five. */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined, where: string): string {
  const list = (errors ?? []).slice(0, 5).map((e) => `${where}${e.instancePath} ${e.message ?? "is invalid"}`);
  return list.join("; ") || `${where} is invalid`;
}

/**
 * The validator of a request schema, or null where ajv cannot compile it (swagger.json has `type: float64`): a
 * schema that cannot judge a request does not refuse it.
 */
function requestValidator(spec: ServedSpec, pointer: string): ValidateFunction | null {
  try {
    return spec.validator(pointer, "request");
  } catch {
    return null;
  }
}

const claimedByOperation = new WeakMap<ServedOperation, ReadonlySet<string>>();

/** The query keys an exploded map does not take: the operation's query parameters', and those its template writes. */
function claimedKeys(operation: ServedOperation): ReadonlySet<string> {
  let claimed = claimedByOperation.get(operation);
  if (claimed === undefined) {
    const named = operation.parameters.filter((p) => p.in === "query").map((p) => p.name);
    claimed = new Set([...named, ...templateValues(operation.path).map(([name]) => name)]);
    claimedByOperation.set(operation, claimed);
  }
  return claimed;
}

/**
 * Path and query parameters against their schemas: a required one missing, one given twice, or one its schema
 * refuses → 400 `invalid_parameter` naming it.
 * Each is read in the style the spec states (`parameter-values.ts`): arrays comma-separated or repeated (space- or
 * pipe-separated in those styles; a path's comma-separated), objects from `deepObject` keys or the form's. Header and
 * cookie parameters are not checked.
 */
export function checkParameters(
  spec: ServedSpec,
  operation: ServedOperation,
  params: Record<string, string>,
  query: URLSearchParams,
): void {
  const resolve = (node: unknown): Json => {
    const [found] = follow(spec.document, node, "");
    return isObject(found) ? found : {};
  };
  const claimed = claimedKeys(operation);
  for (const p of operation.parameters) {
    const where = `${p.in === "path" ? "path" : "query"} parameter ${p.name}`;
    let value: unknown;
    if (p.in === "path") {
      const text = params[p.name];
      if (text === undefined) continue;
      value = pathValue(p, text, resolve);
    } else {
      const read = queryValue(p, query, resolve, claimed);
      if (read === undefined) {
        if (p.required) throw new MockHttpError(400, "invalid_parameter", `${where} is required`);
        continue;
      }
      if (read.given > 1)
        throw new MockHttpError(400, "invalid_parameter", `${where} is given ${read.given} times; give it once`);
      value = read.value;
    }
    if (p.schema === null) continue;
    const validate = requestValidator(spec, p.schema);
    if (validate === null) continue;
    if (!validate(value)) {
      const message = `${describeErrors(validate.errors, where)} (got ${JSON.stringify(value)})`;
      throw new MockHttpError(400, "invalid_parameter", message);
    }
  }
}

/**
 * The JSON body against the operation's request schema; a required body missing → 400 `invalid_body`. A body read in
 * another documented type (`json` false: a form, multipart, text) is taken as it is: its schema describes the fields
 * after decoding by rules (styles, encodings) the mock does not apply.
 */
export function checkBody(spec: ServedSpec, operation: ServedOperation, body: unknown, json = true): void {
  const media = operation.body?.media;
  if (!operation.body || !media || (!json && body !== undefined)) return;
  const what = media.name ?? "request body";
  if (body === undefined) {
    // A GET or HEAD carries no body (fetch cannot send one): a spec that requires one there (swagger-legacy.json's
    // `/v1/users/{userId}` inherits a body parameter from its path) is not held to it.
    if (operation.body.required && operation.method !== "get" && operation.method !== "head")
      throw invalidBody(`the body is required: a JSON ${what}`);
    return;
  }
  if (media.schema === null) return;
  const validate = requestValidator(spec, media.schema);
  if (validate !== null && !validate(body))
    throw invalidBody(`the body is not a valid ${what}: ${describeErrors(validate.errors, "body")}`);
}

/** A success answer as it is sent: without the properties its schema does not name (`withoutUndocumented`). */
export function documentedAnswer(spec: ServedSpec, operation: ServedOperation, status: number, body: unknown): unknown {
  const schema = operation.success?.media?.schema;
  if (status >= 300 || schema === undefined || schema === null) return body;
  return withoutUndocumented(spec, schema, body);
}

/**
 * Every success answer against the served spec's schema for it, whatever code built it: one the spec would refuse is
 * never sent (500 `internal_error` naming the rule instead).
 */
export function checkAnswer(spec: ServedSpec, operation: ServedOperation, status: number, body: unknown): void {
  const schema = operation.success?.media?.schema;
  if (status >= 300 || schema === undefined || schema === null) return;
  const validate = spec.validator(schema);
  if (!validate(body))
    throw new MockHttpError(
      500,
      "internal_error",
      `the mock built an answer to ${operation.method.toUpperCase()} ${operation.path} that the spec refuses: ${describeErrors(validate.errors, "answer")}`,
    );
}

export { HTTP_METHODS };
