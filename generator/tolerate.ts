import {
  type ContainerStep,
  DATA_KEYS,
  isObject,
  NAME_MAPS,
  pathItems,
  resolveLocal,
  stepPointer,
  toPointer,
  type Json,
  walkContainers,
} from "./json-pointer.js";
import type { SpecIssue } from "./check-spec.js";
import { mergeContentVariants } from "./content-variants.js";
import type { SpecDocument } from "./spec-document.js";
import { CHECKED_FORMATS } from "./emit-validators.js";
import { nullableWithoutType } from "./input/upgrade.js";
import { HTTP_METHODS } from "./operation-model.js";
import { patternReading } from "./pattern-tolerance.js";

const JSON_TYPES = new Set(["string", "number", "integer", "boolean", "array", "object", "null"]);
/** Keys whose values hold no schemas (their `type` is a security scheme's, not JSON Schema's). */
const NOT_SCHEMAS = new Set(["securitySchemes", "security", "info", "servers", "tags", "externalDocs", "links"]);

export interface Tolerated {
  warnings: SpecIssue[];
  /** Formats nobody registers (the vendor's `string`, `float64`): annotations, not checks. */
  ignoredFormats: string[];
}

/**
 * Mistakes published specs make, tolerated the way peers tolerate them, each with a warning that names the pointer
 * and what was assumed (the document is changed in place: pass a copy):
 * - a `type` that is not a JSON Schema type (`type: float64`): the keyword is dropped, so any value is accepted;
 * - a `format` nobody registers: ignored (an annotation);
 * - a parameter listed twice in one list (same `in` and `name`): the last one counts, as OpenAPI's override rule;
 * - a header parameter named `Accept`, `Content-Type` or `Authorization`, which OpenAPI says SHALL be ignored (the
 *   client sets those headers: SendGrid's required `Authorization` asked every call for a value it would not send);
 * - a parameter named `""` (Notion's `GET /v1/pages/{id}` has a header so named, which `Headers` refuses): ignored;
 * - a `pattern` the `u` flag refuses (AWS's `[a-zA-Z0-9\-\_\.]+`): read as JavaScript reads it without the flag where
 *   that means what its author meant, else ignored (`pattern-tolerance.ts`);
 * - `type: object` beside an `enum` of values that are not objects: those values left out (none can be valid);
 * - `type: "null"` beside `oneOf`/`anyOf` branches that each have another type: read as 3.0's nullable;
 * - 3.0's `nullable` without a `type` (beside `$ref`, `allOf`…) in a 3.1 document: read as 3.0 reads it, the schema or
 *   null (ajv refuses it, and openapi-typescript reads it so); with a `type`, ajv and openapi-typescript read it so too;
 * - one media type written twice in a `content` map, once without a schema (`content-variants.ts`): the entry without
 *   one is left out.
 */
export function tolerateMistakes(doc: SpecDocument): Tolerated {
  const warnings: SpecIssue[] = [];
  const formats = new Map<string, string>();
  walkContainers<Step>(
    { node: doc, key: "", parent: undefined, names: false },
    (step) => {
      if (step.names || Array.isArray(step.node)) return;
      checkSchemaKeywords(step.node as Json, step, warnings, formats);
      if (step.key === "content") mergeContentVariants(step.node as Json, step, warnings);
    },
    (parent, key, node) => {
      if (typeof key === "number") return { node, key, parent, names: false };
      if (!parent.names && (DATA_KEYS.has(key) || NOT_SCHEMAS.has(key) || key.startsWith("x-"))) return undefined;
      return { node, key, parent, names: !parent.names && NAME_MAPS.has(key) };
    },
  );
  for (const [format, pointer] of [...formats].sort(([a], [b]) => a.localeCompare(b)))
    warnings.push({
      pointer,
      message: `format "${format}" is not one OpenAPI registers; it is ignored (an annotation, not checked)`,
    });
  tolerateParameterLists(doc, warnings);
  return { warnings, ignoredFormats: [...formats.keys()].sort() };
}

/** A container met by `tolerateMistakes`, and whether its keys are names (of a map). */
interface Step extends ContainerStep {
  names: boolean;
}

function checkSchemaKeywords(node: Json, step: Step, warnings: SpecIssue[], formats: Map<string, string>) {
  const type = node.type;
  if (typeof type === "string" && !JSON_TYPES.has(type) && looksLikeSchema(node)) {
    warnings.push({
      pointer: stepPointer(step, "type"),
      message: `type "${type}" is not a JSON Schema type; ignored, so any value is accepted here`,
    });
    delete node.type;
  } else if (Array.isArray(type) && type.some((t) => typeof t !== "string" || !JSON_TYPES.has(t))) {
    const kept = type.filter((t) => typeof t === "string" && JSON_TYPES.has(t));
    warnings.push({
      pointer: stepPointer(step, "type"),
      message: `type ${JSON.stringify(type)} has entries that are not JSON Schema types; kept ${JSON.stringify(kept)}`,
    });
    if (kept.length === 0) delete node.type;
    else node.type = kept;
  }
  if (node.type === "null" && onlyOtherTypedBranches(node) && looksLikeSchema(node)) {
    warnings.push({
      pointer: stepPointer(step, "type"),
      message: `type "null" beside ${"oneOf" in node ? "oneOf" : "anyOf"} branches that each have another type: no value is valid as written; read as 3.0's nullable, this schema or null`,
    });
    delete node.type;
    node.nullable = true;
    nullableWithoutType(node);
  }
  if (typeof node.nullable === "boolean" && !("type" in node) && looksLikeSchema(node)) {
    if (node.nullable)
      warnings.push({
        pointer: stepPointer(step, "nullable"),
        message:
          "nullable is OpenAPI 3.0's (3.1 lists null among the types); read as 3.0 reads it beside no type: this schema or null",
      });
    nullableWithoutType(node);
  }
  if (node.type === "object" && Array.isArray(node.enum) && looksLikeSchema(node)) objectEnum(node, step, warnings);
  if (typeof node.pattern === "string" && looksLikeSchema(node)) tolerablePattern(node, step, warnings);
  if (typeof node.format === "string" && !CHECKED_FORMATS.has(node.format) && looksLikeSchema(node)) {
    if (!formats.has(node.format)) formats.set(node.format, stepPointer(step, "format"));
  }
}

/**
 * Whether a schema's `oneOf` (or `anyOf`) branches each have a `type` that is not null: beside `type: "null"` (Vercel's
 * description writes 3.0's `nullable` so, 17 times), no value is valid, and openapi-typescript types it `null & (…)`,
 * which is `never` (and, where a branch refers back to the schema, TS2502 in `types.ts`).
 */
function onlyOtherTypedBranches(node: Json): boolean {
  const branches = node.oneOf ?? node.anyOf;
  if (!Array.isArray(branches) || branches.length === 0) return false;
  return branches.every((branch) => {
    const type = isObject(branch) ? branch.type : undefined;
    if (typeof type === "string") return type !== "null";
    return Array.isArray(type) && type.length > 0 && !type.includes("null");
  });
}

/**
 * `type: object` beside an `enum` that lists values that are not objects (Mercedes-Benz's `ProductGroup`: an object
 * with a `name`, and `enum: [PKW, VAN, SMART]`): no such value can be valid, and openapi-typescript, which reads an
 * object's enum as a list of schemas, stopped `generate` on it. Those values are left out of the enum; where none is
 * left, the enum is, and the schema is read as the object it describes.
 */
function objectEnum(node: Json, step: Step, warnings: SpecIssue[]): void {
  const values = node.enum as unknown[];
  const objects = values.filter(isObject);
  if (objects.length === values.length) return;
  const dropped = values
    .filter((v) => !isObject(v))
    .slice(0, 3)
    .map((v) => JSON.stringify(v));
  warnings.push({
    pointer: stepPointer(step, "enum"),
    message: `the enum lists values that are not objects (${dropped.join(", ")}${values.length - objects.length > 3 ? ", …" : ""}) beside type "object", so none of them can be valid; ${objects.length > 0 ? "they are left out of the enum" : "the enum is ignored, and the schema read as the object it describes"}`,
  });
  if (objects.length > 0) node.enum = objects;
  else delete node.enum;
}

/** A `pattern` the `u` flag refuses (`pattern-tolerance.ts`): rewritten to the same meaning, or else ignored. */
function tolerablePattern(node: Json, step: Step, warnings: SpecIssue[]): void {
  const source = node.pattern as string;
  const reading = patternReading(source);
  if (reading.kind === "valid") return;
  const pointer = stepPointer(step, "pattern");
  if (reading.kind === "rewritten") {
    warnings.push({
      pointer,
      message: `pattern ${JSON.stringify(source)} is not valid with the u flag JSON Schema reads patterns with; read as JavaScript reads it without the flag, ${JSON.stringify(reading.pattern)}`,
    });
    node.pattern = reading.pattern;
  } else {
    warnings.push({
      pointer,
      message: `pattern ${JSON.stringify(source)} is not a regular expression JavaScript reads with the u flag (${reading.why}), and means something else without it; ignored, so any string is accepted here`,
    });
    delete node.pattern;
  }
}

/** A Schema Object rather than, say, a Parameter (whose `type` belongs to 2.0 and is gone after conversion). */
const looksLikeSchema = (node: Json) => !("in" in node && "name" in node);

/** Header parameters OpenAPI says are ignored (3.0.3 and 3.1, Parameter Object: "SHALL be ignored"). */
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);

/**
 * Each parameter list without the header parameters OpenAPI ignores and parameters without a name, and with one of
 * each `in` and `name`.
 */
function tolerateParameterLists(doc: SpecDocument, warnings: SpecIssue[]) {
  for (const [path, item] of pathItems(doc.paths)) {
    if (!isObject(item)) continue;
    const lists: [(string | number)[], unknown][] = [[["paths", path, "parameters"], item.parameters]];
    for (const method of HTTP_METHODS)
      if (isObject(item[method]))
        lists.push([["paths", path, method, "parameters"], (item[method] as Json).parameters]);
    for (const [at, list] of lists) {
      if (!Array.isArray(list)) continue;
      const last = new Map<string, number>();
      list.forEach((p, i) => {
        if (isObject(p) && typeof p.name === "string" && typeof p.in === "string") last.set(`${p.in}:${p.name}`, i);
      });
      const kept = list.filter((p, i) => {
        const { in: where, name } = (resolveLocal(doc, p) ?? {}) as Json;
        if (name === "" && typeof where === "string") {
          warnings.push({
            pointer: toPointer([...at, i]),
            message: `a ${where} parameter without a name (name: ""); ignored, since nothing can be sent under it`,
          });
          return false;
        }
        if (where === "header" && typeof name === "string" && IGNORED_HEADERS.has(name.toLowerCase())) {
          warnings.push({
            pointer: toPointer([...at, i]),
            message:
              "a header parameter named Accept, Content-Type or Authorization is ignored, as OpenAPI says: the client sets those headers",
          });
          return false;
        }
        if (!isObject(p) || typeof p.name !== "string" || typeof p.in !== "string") return true;
        const keep = last.get(`${p.in}:${p.name}`) === i;
        if (!keep)
          warnings.push({
            pointer: toPointer([...at, i]),
            message: `${p.in} parameter "${p.name}" is listed twice; the later one counts`,
          });
        return keep;
      });
      if (kept.length !== list.length) list.splice(0, list.length, ...kept);
    }
  }
}
