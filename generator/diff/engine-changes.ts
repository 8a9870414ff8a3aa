import { isObject, pointerSegments, resolveLocal, toPointer } from "../json-pointer.js";
import { HTTP_METHODS, type OperationModel } from "../operation-model.js";
import type { SpecDocument } from "../spec-document.js";
import { componentOf } from "./component-users.js";
import { label } from "./operation-changes.js";
import type { EngineChange } from "./redocly-engine.js";
import type { DiffChange } from "./report.js";

export interface EngineContext {
  oldDoc: SpecDocument;
  newDoc: SpecDocument;
  /** Component pointer → operations that use it, in the old and the new document. */
  oldUsers: Map<string, OperationModel[]>;
  newUsers: Map<string, OperationModel[]>;
  /** Operations whose pagination change the operation layer reports (so the cursor parameter is not repeated). */
  paginationChanged: Set<string>;
}

/** Verdicts the operation layer states better: by operationId, with what it means for a generated client. */
const OPERATION_LAYER_RULES = new Set([
  "operation-removed",
  "operation-id-changed",
  "path-removed",
  "operation-action-changed",
  "security-requirement-changed",
]);
/** Keys whose change says nothing about requests or responses. */
const DOCUMENTATION_KEYS = new Set([
  "description",
  "summary",
  "title",
  "example",
  "examples",
  "externalDocs",
  "tags",
  "operationId",
]);

/** `#/paths/~1vehicles/get/parameters/1` → `#/paths/~1vehicles/get`; null when the pointer is not inside an operation. */
export function operationPointerOf(pointer: string): string | null {
  const segments = pointerSegments(pointer);
  return segments[0] === "paths" && segments.length >= 3 && (HTTP_METHODS as readonly string[]).includes(segments[2]!)
    ? toPointer(segments.slice(0, 3))
    : null;
}

/** Changes the operation layer reports itself: operations and paths appearing or moving, security, the cursor. */
function coveredByOperationLayer(change: EngineChange, ctx: EngineContext): boolean {
  const segments = pointerSegments(change.path);
  if (segments[0] === "security" || (segments[0] === "paths" && segments[3] === "security")) return true;
  if (change.typeName === "PathItem" && (change.kind !== "modified" || change.property === "key")) return true;
  if (change.typeName === "Operation" && change.kind !== "modified") return true;
  // A renamed path parameter: the operation layer reports the path it belongs to.
  if (
    change.typeName === "Parameter" &&
    change.property === "name" &&
    segments[0] === "paths" &&
    segments[1]?.includes(`{${String(change.revision?.value)}}`)
  )
    return true;
  if (change.typeName === "Parameter" && change.kind !== "modified") {
    const op = operationPointerOf(change.path);
    const param = (change.revision ?? change.base)?.value;
    if (op && ctx.paginationChanged.has(op) && isObject(param) && param.in === "query")
      return ["after", "startingAfter"].includes(String(param.name));
  }
  return change.verdicts.length > 0 && change.verdicts.every((v) => OPERATION_LAYER_RULES.has(v.ruleId));
}

/** Document-level parts that describe the API rather than shape its calls. */
const DOCUMENTATION_ROOTS = new Set(["info", "tags", "externalDocs"]);

const isDocumentation = (change: EngineChange) =>
  change.verdicts.length === 0 &&
  change.impact !== "major" &&
  (DOCUMENTATION_ROOTS.has(pointerSegments(change.path)[0] ?? "") ||
    (change.property !== undefined && (DOCUMENTATION_KEYS.has(change.property) || change.property.startsWith("x-"))));

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? "nothing";
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** The node at a pointer, following `$ref`s on the way (the engine's paths run through them). */
function nodeAt(doc: SpecDocument, segments: string[]): unknown {
  return segments.reduce<unknown>((node, key) => {
    const here = resolveLocal(doc, node);
    return isObject(here) || Array.isArray(here) ? (here as Record<string, unknown>)[key] : undefined;
  }, doc);
}

/** "query parameter `limit`" for a change inside a parameter, from the document the change's path is in. */
function parameterAt(change: EngineChange, segments: string[], ctx: EngineContext): string {
  const at = segments.lastIndexOf("parameters");
  if (at < 0 || !/^\d+$/.test(segments[at + 1] ?? "")) return "";
  const param = resolveLocal(
    ctx.newDoc,
    nodeAt(change.kind === "removed" ? ctx.oldDoc : ctx.newDoc, segments.slice(0, at + 2)),
  );
  return isObject(param) ? `${String(param.in)} parameter \`${String(param.name)}\`` : "";
}

/** Where in the operation a change is: "request body", "response 200" or "query parameter `limit`", plus the field ("tagIds[]"). */
function context(change: EngineChange, ctx: EngineContext): { where: string; field: string } {
  const segments = pointerSegments(change.path);
  const at = segments.indexOf("schema");
  const body = segments.indexOf("requestBody");
  const response = segments.indexOf("responses");
  const where =
    body >= 0 && body < at
      ? "request body"
      : response >= 0 && response < at
        ? `response ${segments[response + 1]}`
        : parameterAt(change, segments, ctx);
  if (at < 0 || where === "") return { where, field: "" };
  let field = "";
  for (let i = at + 1; i < segments.length; i++) {
    if (segments[i] === "properties" && segments[i + 1] !== undefined) field += (field ? "." : "") + segments[++i];
    else if (segments[i] === "items") field += "[]";
  }
  return { where, field };
}

/** What changed, in words, when the engine gives no rule message (an addition, a widening, a documentation edit). */
function describe(change: EngineChange): string {
  const segments = pointerSegments(change.path);
  const last = segments.at(-1) ?? "";
  const parent = segments.at(-2);
  const value = (change.kind === "removed" ? change.base : change.revision)?.value;
  if (change.kind === "modified")
    return `\`${change.property}\` changed from ${show(change.base?.value)} to ${show(change.revision?.value)}`;
  let subject: string;
  if (change.typeName === "Parameter" && isObject(value))
    subject = `${value.required === true ? "required" : "optional"} ${String(value.in)} parameter \`${String(value.name)}\``;
  else if (parent === "properties") subject = "property";
  else if (parent === "responses") subject = `response ${last}`;
  else subject = change.typeName;
  return `${subject} ${change.kind}`;
}

/** "request body `tagIds[]`: " before a message that does not already name the field (or the parameter). */
function prefix(change: EngineChange, message: string, ctx: EngineContext): string {
  const { where, field } = context(change, ctx);
  if (where === "") return "";
  const parameter = /parameter (`[^`]+`)$/.exec(where)?.[1];
  if (parameter && field === "") return message.includes(parameter) ? "" : `${where}: `;
  const name = field.replace(/\[\]$/, "").split(".").at(-1) ?? "";
  return field !== "" && !message.includes(`\`${name}\``) ? `${where} \`${field}\`: ` : `${where}: `;
}

function alsoIn(change: EngineChange, ctx: EngineContext): string {
  const source = (change.revision ?? change.base)?.pointer;
  const component = source ? componentOf(source) : null;
  if (!component) return "";
  const users = (change.revision ? ctx.newUsers : ctx.oldUsers).get(component) ?? [];
  const here = operationPointerOf(change.path);
  const others = users.filter((op) => op.pointer !== here).map(label);
  if (others.length === 0) return "";
  const shown = others.length > 4 ? [...others.slice(0, 4), `${others.length - 4} more`] : others;
  return ` (${component.replace("#/components/", "")}; also in ${shown.join(", ")})`;
}

/**
 * A component added to the document (a schema, a security scheme): nothing calls it until an operation refers to it,
 * and that operation's change is reported where it is (a converter that names inline schemas adds dozens).
 */
const isComponentAdded = (change: EngineChange) =>
  change.kind === "added" && change.impact !== "major" && pointerSegments(change.path)[0] === "components";

/** Redocly's changes as fleetkit's, without what the operation layer reports and without documentation edits. */
export function engineChanges(changes: EngineChange[], ctx: EngineContext): DiffChange[] {
  const out: DiffChange[] = [];
  for (const change of changes) {
    if (coveredByOperationLayer(change, ctx) || isDocumentation(change) || isComponentAdded(change)) continue;
    const messages = change.verdicts.filter((v) => !OPERATION_LAYER_RULES.has(v.ruleId)).map((v) => v.message);
    const text = messages.length > 0 ? messages.join("; ") : describe(change);
    const message = prefix(change, text, ctx) + text + alsoIn(change, ctx);
    out.push({ severity: change.impact === "major" ? "breaking" : "non-breaking", location: change.path, message });
  }
  return out;
}
