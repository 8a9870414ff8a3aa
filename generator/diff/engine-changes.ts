import { isObject, pointerSegments, toPointer } from "../json-pointer.js";
import { HTTP_METHODS, type OperationModel } from "../operation-model.js";
import { componentOf } from "./component-users.js";
import { label } from "./operation-changes.js";
import type { EngineChange } from "./redocly-engine.js";
import type { DiffChange } from "./report.js";

export interface EngineContext {
  /** Component pointer → operations that use it, in the old and the new document. */
  oldUsers: Map<string, OperationModel[]>;
  newUsers: Map<string, OperationModel[]>;
  /** Operations whose pagination change the operation layer reports (so the cursor parameter is not repeated). */
  paginationChanged: Set<string>;
}

/** Verdicts the operation layer states better: by operationId, with what it means for a generated client. */
const OPERATION_LAYER_RULES = new Set(["operation-removed", "operation-id-changed", "path-removed", "operation-action-changed", "security-requirement-changed"]);
/** Keys whose change says nothing about requests or responses. */
const DOCUMENTATION_KEYS = new Set(["description", "summary", "title", "example", "examples", "externalDocs", "tags", "operationId"]);

/** `#/paths/~1vehicles/get/parameters/1` → `#/paths/~1vehicles/get`; null when the pointer is not inside an operation. */
export function operationPointerOf(pointer: string): string | null {
  const segments = pointerSegments(pointer);
  return segments[0] === "paths" && segments.length >= 3 && (HTTP_METHODS as readonly string[]).includes(segments[2]!) ? toPointer(segments.slice(0, 3)) : null;
}

/** Changes the operation layer reports itself: operations and paths appearing or moving, security, the cursor. */
function coveredByOperationLayer(change: EngineChange, ctx: EngineContext): boolean {
  const segments = pointerSegments(change.path);
  if (segments[0] === "security" || (segments[0] === "paths" && segments[3] === "security")) return true;
  if (change.typeName === "PathItem" && (change.kind !== "modified" || change.property === "key")) return true;
  if (change.typeName === "Operation" && change.kind !== "modified") return true;
  if (change.typeName === "Parameter" && change.kind !== "modified") {
    const op = operationPointerOf(change.path);
    const param = (change.revision ?? change.base)?.value;
    if (op && ctx.paginationChanged.has(op) && isObject(param) && param.in === "query") return ["after", "startingAfter"].includes(String(param.name));
  }
  return change.verdicts.length > 0 && change.verdicts.every((v) => OPERATION_LAYER_RULES.has(v.ruleId));
}

const isDocumentation = (change: EngineChange) =>
  change.verdicts.length === 0 && change.impact !== "major" && change.property !== undefined && (DOCUMENTATION_KEYS.has(change.property) || change.property.startsWith("x-"));

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? "nothing";
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** What changed, in words, when the engine gives no rule message (an addition, a widening, a documentation edit). */
function describe(change: EngineChange): string {
  const segments = pointerSegments(change.path);
  const last = segments.at(-1) ?? "";
  const parent = segments.at(-2);
  const value = (change.kind === "removed" ? change.base : change.revision)?.value;
  let subject: string;
  if (change.typeName === "Parameter" && isObject(value)) subject = `${value.required === true ? "required" : "optional"} ${String(value.in)} parameter \`${String(value.name)}\``;
  else if (parent === "properties") subject = `property \`${last}\``;
  else if (parent === "responses") subject = `response ${last}`;
  else if (change.typeName === "Parameter" && change.base && isObject(change.base.value)) subject = `parameter \`${String(change.base.value.name)}\``;
  else subject = change.typeName;
  if (change.kind !== "modified") return `${subject} ${change.kind}`;
  const of = parent === "properties" ? ` of \`${last}\`` : "";
  return `\`${change.property}\`${of} changed from ${show(change.base?.value)} to ${show(change.revision?.value)}`;
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

/** Redocly's changes as fleetkit's, without what the operation layer reports and without documentation edits. */
export function engineChanges(changes: EngineChange[], ctx: EngineContext): DiffChange[] {
  const out: DiffChange[] = [];
  for (const change of changes) {
    if (coveredByOperationLayer(change, ctx) || isDocumentation(change)) continue;
    const messages = change.verdicts.filter((v) => !OPERATION_LAYER_RULES.has(v.ruleId)).map((v) => v.message);
    const message = (messages.length > 0 ? messages.join("; ") : describe(change)) + alsoIn(change, ctx);
    out.push({ severity: change.impact === "major" ? "breaking" : "non-breaking", location: change.path, message });
  }
  return out;
}
