import { isObject, pathItems, pointerSegments, toPointer, type Json } from "../json-pointer.js";
import type { InputWarning } from "./upgrade.js";

/**
 * Swagger 2.0 request bodies and per-operation `produces`, brought to OpenAPI 3.0 by fleetkit before Scalar's upgrader
 * runs, because the upgrader loses them: a `$ref` to a shared `in: body` or `in: formData` parameter stays in
 * `parameters` (a parameter that is a request body), a path-level body reaches only the methods written after it, a
 * formData field keeps only its type, description and format, an operation's own `produces` loses to the document's
 * and its own `schemes` are ignored. What cannot be carried over is reported with its pointer into the 2.0 document,
 * never dropped silently.
 *
 * @see https://swagger.io/specification/v2/#parameter-object
 * @see https://spec.openapis.org/oas/v3.0.3#request-body-object
 */

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch"] as const;
const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

/** The schema keywords a 2.0 non-body parameter carries beside its own fields (2.0 "Items Object" keywords). */
const FIELD_SCHEMA_KEYS = [
  "type",
  "format",
  "items",
  "default",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "enum",
  "multipleOf",
  "description",
];

/** 2.0 `collectionFormat` of a form field as a 3.0 Encoding Object's style; `tsv` has no 3.0 equivalent. */
const FORM_ENCODING: Record<string, Json> = {
  csv: { style: "form", explode: false },
  multi: { style: "form", explode: true },
  ssv: { style: "spaceDelimited", explode: false },
  pipes: { style: "pipeDelimited", explode: false },
};

/** A parameter as an operation lists it, resolved through `#/parameters/…`, with where it is written. */
interface ListedParameter {
  /** The parameter object (the shared one for a `$ref`). */
  value: Json;
  /** Where the parameter object is written: the shared definition for a `$ref`. */
  pointer: string;
}

function listed(entry: unknown, pointer: string, shared: Json): ListedParameter | undefined {
  if (!isObject(entry)) return undefined;
  if (typeof entry.$ref === "string" && entry.$ref.startsWith("#/parameters/")) {
    const [, name] = pointerSegments(entry.$ref);
    const value = name !== undefined && Object.hasOwn(shared, name) ? shared[name] : undefined;
    return isObject(value) && name !== undefined ? { value, pointer: toPointer(["parameters", name]) } : undefined;
  }
  return { value: entry, pointer };
}

const isBodyLike = (p: ListedParameter | undefined): p is ListedParameter =>
  p !== undefined && (p.value.in === "body" || p.value.in === "formData");

/** `x-` keys are kept as they are on the 3.0 object that takes the 2.0 one's place. */
const extensions = (node: Json): Json =>
  Object.fromEntries(Object.entries(node).filter(([key]) => key.startsWith("x-")));

function bodyRequest(body: ListedParameter, consumes: string[], warnings: InputWarning[]): Json {
  // A body parameter's `name` means nothing on the wire (2.0 says so): OpenAPI 3 has no place for it.
  const { name: _name, in: _in, schema, description, required, ...rest } = body.value;
  for (const key of Object.keys(rest))
    if (!key.startsWith("x-"))
      warnings.push({
        pointer: `${body.pointer}/${key}`,
        message: `"${key}" is not a field of a Swagger 2.0 body parameter: ignored`,
      });
  const request: Json = {};
  if (description !== undefined) request.description = description;
  request.content = Object.fromEntries(
    consumes.map((type) => [type, schema === undefined ? {} : { schema: structuredClone(schema) }]),
  );
  if (required === true) request.required = true;
  return { ...request, ...structuredClone(extensions(rest)) };
}

function formRequest(fields: ListedParameter[], consumes: string[], warnings: InputWarning[]): Json {
  const properties: Json = {};
  const required: string[] = [];
  const encoding: Json = {};
  for (const field of fields) {
    const { name, in: _in, required: isRequired, collectionFormat, allowEmptyValue, ...rest } = field.value;
    if (typeof name !== "string") {
      warnings.push({ pointer: field.pointer, message: "a formData parameter without a name: ignored" });
      continue;
    }
    const schema: Json = {};
    for (const [key, value] of Object.entries(rest)) {
      if (FIELD_SCHEMA_KEYS.includes(key) || key.startsWith("x-")) schema[key] = structuredClone(value);
      else
        warnings.push({
          pointer: `${field.pointer}/${key}`,
          message: `"${key}" of form field "${name}" has no place in an OpenAPI 3 request body: ignored`,
        });
    }
    if (schema.type === "file") {
      schema.type = "string";
      schema.format = "binary";
    }
    properties[name] = schema;
    if (isRequired === true) required.push(name);
    if (allowEmptyValue !== undefined)
      warnings.push({
        pointer: `${field.pointer}/allowEmptyValue`,
        message: `allowEmptyValue of form field "${name}" has no OpenAPI 3 equivalent in a request body: ignored`,
      });
    if (typeof collectionFormat === "string") {
      const style = Object.hasOwn(FORM_ENCODING, collectionFormat) ? FORM_ENCODING[collectionFormat] : undefined;
      if (style === undefined)
        warnings.push({
          pointer: `${field.pointer}/collectionFormat`,
          message: `collectionFormat ${JSON.stringify(collectionFormat)} of form field "${name}" has no OpenAPI 3 equivalent: ignored`,
        });
      else encoding[name] = { ...style };
    }
  }
  const schema: Json = { type: "object", properties };
  if (required.length > 0) schema.required = required;
  const forms = consumes.filter((type) => FORM_TYPES.includes(type));
  const types = forms.length > 0 ? forms : ["multipart/form-data"];
  const content = Object.fromEntries(
    types.map((type) => [
      type,
      Object.keys(encoding).length > 0
        ? { schema: structuredClone(schema), encoding: structuredClone(encoding) }
        : { schema: structuredClone(schema) },
    ]),
  );
  return required.length > 0 ? { content, required: true } : { content };
}

/**
 * The request body of one operation from its own parameters and its path's (an operation's parameter of the same
 * name and place replaces the path's; its body replaces the path's body), or undefined when it has none.
 */
function operationRequest(
  pathLevel: ListedParameter[],
  own: ListedParameter[],
  consumes: string[],
  at: string,
  warnings: InputWarning[],
): Json | undefined {
  const ownBody = own.filter((p) => p.value.in === "body");
  const bodies = ownBody.length > 0 ? ownBody : pathLevel.filter((p) => p.value.in === "body");
  const ownForm = own.filter((p) => p.value.in === "formData");
  const ownNames = new Set(ownForm.map((p) => p.value.name));
  const form = [...pathLevel.filter((p) => p.value.in === "formData" && !ownNames.has(p.value.name)), ...ownForm];
  for (const extra of bodies.slice(1))
    warnings.push({
      pointer: extra.pointer,
      message: `${at} has more than one body parameter (Swagger 2.0 allows one): this one is ignored`,
    });
  const [body] = bodies;
  if (body !== undefined) {
    for (const field of form)
      warnings.push({
        pointer: field.pointer,
        message: `${at} has a body parameter, so its formData parameter "${String(field.value.name)}" is ignored (Swagger 2.0 allows one or the other)`,
      });
    return bodyRequest(body, consumes, warnings);
  }
  return form.length > 0 ? formRequest(form, consumes, warnings) : undefined;
}

/** An operation's `produces` applied to its responses here: Scalar's upgrader would use the document's instead. */
function ownProduces(operation: Json, produces: string[]): void {
  if (!isObject(operation.responses)) return;
  for (const response of Object.values(operation.responses)) {
    if (!isObject(response) || "$ref" in response) continue;
    const content: Json = isObject(response.content) ? response.content : {};
    if (response.schema !== undefined) {
      for (const type of produces) content[type] = { schema: structuredClone(response.schema) };
      delete response.schema;
    }
    if (isObject(response.examples) && Object.keys(response.examples).every((key) => key.includes("/"))) {
      for (const [type, example] of Object.entries(response.examples)) {
        const media = isObject(content[type]) ? content[type] : {};
        media.example = example;
        content[type] = media;
      }
      delete response.examples;
    }
    if (Object.keys(content).length > 0) response.content = content;
  }
}

/** 2.0 `collectionFormat`s a parameter in each place can have in 3.0 (as `style`/`explode`): the upgrader maps these. */
const PARAMETER_FORMATS: Record<string, string[]> = {
  query: ["csv", "ssv", "pipes", "multi"],
  path: ["csv"],
  header: ["csv"],
};

/** A non-body parameter's `collectionFormat` that 3.0 cannot say in its place: the upgrader drops it, so it is named. */
function parameterFormat(parameter: unknown, pointer: string, warnings: InputWarning[]): void {
  if (!isObject(parameter) || typeof parameter.collectionFormat !== "string" || typeof parameter.in !== "string")
    return;
  const allowed = Object.hasOwn(PARAMETER_FORMATS, parameter.in) ? PARAMETER_FORMATS[parameter.in] : undefined;
  if (allowed === undefined || allowed.includes(parameter.collectionFormat)) return;
  // What OpenAPI 3 then sends: a query's default style repeats the key, a path's and a header's separate by commas.
  const instead = parameter.in === "query" ? "repeated keys, `ids=a&ids=b`" : "comma-separated, `a,b`";
  warnings.push({
    pointer: `${pointer}/collectionFormat`,
    message: `collectionFormat ${JSON.stringify(parameter.collectionFormat)} of ${parameter.in} parameter ${JSON.stringify(parameter.name)} has no OpenAPI 3 equivalent: ignored (the default applies: ${instead})`,
  });
}

/** An operation's own 2.0 `schemes` as 3.0 operation `servers`, on the document's host and base path. */
function ownSchemes(operation: Json, document: Json, at: string, warnings: InputWarning[]): void {
  if (!Array.isArray(operation.schemes)) return;
  if (typeof document.host === "string")
    operation.servers = operation.schemes.map((scheme) => ({
      url: `${String(scheme)}://${document.host}${typeof document.basePath === "string" ? document.basePath : ""}`,
    }));
  else
    warnings.push({
      pointer: `${at}/schemes`,
      message: "the operation's own schemes need the document's host to become servers; there is none: ignored",
    });
  delete operation.schemes;
}

/** Moves every 2.0 body and formData parameter of a document (changed in place) into its operation's `requestBody`. */
export function swagger2Operations(document: Json, warnings: InputWarning[]): void {
  const found: InputWarning[] = [];
  const shared = isObject(document.parameters) ? document.parameters : {};
  const consumesOf = (node: Json): string[] | undefined =>
    Array.isArray(node.consumes) && node.consumes.every((t) => typeof t === "string")
      ? (node.consumes as string[])
      : undefined;
  const documentConsumes = consumesOf(document) ?? ["application/json"];
  for (const [path, item] of pathItems(document.paths)) {
    if (!isObject(item)) continue;
    const itemAt = ["paths", path];
    const pathLevel = Array.isArray(item.parameters)
      ? item.parameters.map((p, i) => listed(p, toPointer([...itemAt, "parameters", i]), shared))
      : [];
    const pathBodies = pathLevel.filter(isBodyLike);
    const inlineFormats = (list: unknown, at: (string | number)[]) => {
      if (Array.isArray(list)) for (const [i, p] of list.entries()) parameterFormat(p, toPointer([...at, i]), found);
    };
    inlineFormats(item.parameters, [...itemAt, "parameters"]);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const at = toPointer([...itemAt, method]);
      inlineFormats(operation.parameters, [...itemAt, method, "parameters"]);
      const own = Array.isArray(operation.parameters)
        ? operation.parameters.map((p, i) => listed(p, toPointer([...itemAt, method, "parameters", i]), shared))
        : [];
      const request = operationRequest(
        pathBodies,
        own.filter(isBodyLike),
        consumesOf(operation) ?? documentConsumes,
        at,
        found,
      );
      if (request !== undefined) {
        operation.requestBody = request;
        delete operation.consumes;
      }
      if (Array.isArray(operation.parameters)) {
        const kept = operation.parameters.filter((_, i) => !isBodyLike(own[i]));
        if (kept.length > 0) operation.parameters = kept;
        else delete operation.parameters;
      }
      ownSchemes(operation, document, at, found);
      const produces = Array.isArray(operation.produces) ? (operation.produces as string[]) : undefined;
      if (produces !== undefined) {
        ownProduces(operation, produces);
        delete operation.produces;
      }
    }
    if (Array.isArray(item.parameters)) {
      const kept = item.parameters.filter((_, i) => !isBodyLike(pathLevel[i]));
      if (kept.length > 0) item.parameters = kept;
      else delete item.parameters;
    }
  }
  for (const [name, parameter] of Object.entries(shared))
    parameterFormat(parameter, toPointer(["parameters", name]), found);
  // Shared bodies stay shared, as 3.0's `components/requestBodies` (the operations above have their own copies).
  const requestBodies: Json = {};
  for (const [name, parameter] of Object.entries(shared)) {
    if (!isObject(parameter) || (parameter.in !== "body" && parameter.in !== "formData")) continue;
    const at = { value: parameter, pointer: toPointer(["parameters", name]) };
    requestBodies[name] =
      parameter.in === "body" ? bodyRequest(at, documentConsumes, found) : formRequest([at], documentConsumes, found);
    delete shared[name];
  }
  if (Object.keys(requestBodies).length > 0) {
    const components = isObject(document.components) ? document.components : {};
    components.requestBodies = {
      ...(isObject(components.requestBodies) ? components.requestBodies : {}),
      ...requestBodies,
    };
    document.components = components;
  }
  // A shared parameter's problem is found once for each operation that uses it: reported once.
  const reported = new Set<string>();
  for (const warning of found) {
    const key = `${warning.pointer} ${warning.message}`;
    if (!reported.has(key)) warnings.push(warning);
    reported.add(key);
  }
}
