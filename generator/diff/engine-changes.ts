import { isObject, NAME_MAPS, pointerSegments, resolveLocal, toPointer } from "../json-pointer.js";
import { HTTP_METHODS } from "../operation-model.js";
import type { SpecDocument } from "../spec-document.js";
import { nodeAt, sameUse, successorOf, switchedElsewhere, useKey } from "./component-moves.js";
import type { EngineChange } from "./redocly-engine.js";
import { type DiffChange, diffChange } from "./report.js";
import { engineVerdict, type RuledChange, schemaRules } from "./schema-rules.js";
import { componentOf, type Direction, fieldOf, joinField, type SchemaUse } from "./schema-uses.js";

export interface EngineContext {
  /** The documents the engine compared (the old one with moved operations at their new place). */
  oldDoc: SpecDocument;
  newDoc: SpecDocument;
  /** Component pointer → every place an operation meets it, in the old and the new document. */
  oldUses: Map<string, SchemaUse[]>;
  newUses: Map<string, SchemaUse[]>;
  /** Operations whose pagination change the operation layer reports (so the cursor parameter is not repeated). */
  paginationChanged: Set<string>;
  /** Operations (new pointers) that moved: the operation layer reports their path parameters with the move. */
  moved: Set<string>;
  /** Pointers of responses whose envelope move is reported in one line (`…/responses/200`): nothing inside is repeated. */
  envelopes: Set<string>;
  /** Operations (new pointers) whose operationId the old spec does not have: the operation layer reports them added. */
  added?: Set<string>;
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
    if (op && ctx.moved.has(op) && isObject(param) && param.in === "path") return true;
    if (op && ctx.paginationChanged.has(op) && isObject(param) && param.in === "query")
      return ["after", "startingAfter"].includes(String(param.name));
  }
  return change.verdicts.length > 0 && change.verdicts.every((v) => OPERATION_LAYER_RULES.has(v.ruleId));
}

/** Document-level parts that describe the API rather than shape its calls. */
const DOCUMENTATION_ROOTS = new Set(["info", "tags", "externalDocs"]);

/** Parts whose content is documentation wherever they are: an `x-` extension, `externalDocs`, examples. */
const DOCUMENTATION_PARTS = new Set(["externalDocs", "example", "examples"]);

/**
 * Whether a pointer runs through documentation: an `x-` extension, `externalDocs` or an example (`…/x-github`,
 * `…/externalDocs`, `#/components/examples/…`), not counting names (a property named `x-rate` is a property).
 */
function insideDocumentation(pointer: string): boolean {
  let nameNext = false;
  for (const segment of pointerSegments(pointer)) {
    const isName: boolean = nameNext;
    nameNext = !isName && NAME_MAPS.has(segment);
    if (!isName && (DOCUMENTATION_PARTS.has(segment) || segment.startsWith("x-"))) return true;
  }
  return false;
}

const isDocumentation = (change: EngineChange) =>
  change.verdicts.length === 0 &&
  change.impact !== "major" &&
  (DOCUMENTATION_ROOTS.has(pointerSegments(change.path)[0] ?? "") ||
    insideDocumentation(change.path) ||
    (change.property !== undefined && (DOCUMENTATION_KEYS.has(change.property) || change.property.startsWith("x-"))));

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? "nothing";
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

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
  if (change.kind === "modified") {
    const [was, now] = [change.base?.value, change.revision?.value];
    if (Array.isArray(was) && Array.isArray(now)) {
      // Named by what was added and removed: two long lists cut to one width would read the same.
      const key = (v: unknown) => JSON.stringify(v);
      const gained = now.filter((v) => !was.some((w) => key(w) === key(v)));
      const lost = was.filter((w) => !now.some((v) => key(w) === key(v)));
      const parts = [
        gained.length ? `gained ${gained.map(key).join(", ")}` : "",
        lost.length ? `lost ${lost.map(key).join(", ")}` : "",
      ];
      return `\`${change.property}\` ${parts.filter(Boolean).join(" and ") || "reordered"}`;
    }
    return `\`${change.property}\` changed from ${show(was)} to ${show(now)}`;
  }
  let subject: string;
  // An operation that had no parameters gets a list (v1/fleet/locations, 2019-12-07): name them, not "ParameterList".
  if (change.typeName === "ParameterList" && Array.isArray(value) && value.length > 0) {
    const groups = new Map<string, string[]>();
    for (const p of value) {
      const name = isObject(p) ? (typeof p.$ref === "string" ? p.$ref.split("/").pop() : p.name) : undefined;
      const kind =
        isObject(p) && p.$ref === undefined ? `${p.required === true ? "required" : "optional"} ${String(p.in)} ` : "";
      groups.set(kind, [...(groups.get(kind) ?? []), `\`${String(name)}\``]);
    }
    subject = [...groups]
      .map(([kind, names]) => `${kind}parameter${names.length === 1 ? "" : "s"} ${names.join(", ")}`)
      .join(", ");
  } else if (change.typeName === "Parameter" && isObject(value))
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

/**
 * A component added to the document (a schema, a security scheme): nothing calls it until an operation refers to it,
 * and that operation's change is reported where it is (a converter that names inline schemas adds dozens).
 */
const isComponentAdded = (change: EngineChange) =>
  change.kind === "added" && change.impact !== "major" && pointerSegments(change.path)[0] === "components";

/** The direction a pointer inside an operation travels: parameters and the body go out, responses come back. */
function directionOf(segments: readonly string[]): Direction | null {
  // A webhook's request is what the API sends to the user's server: for the user it travels as a response does.
  const webhook = segments[0] === "webhooks";
  if (segments.includes("responses")) return webhook ? "request" : "response";
  if (segments.includes("requestBody") || segments.includes("parameters")) return webhook ? "response" : "request";
  return null;
}

/** The node a change is on: its pointer without the changed key (`…/Address/required` → `…/Address`). */
function nodeSegments(change: EngineChange): string[] {
  const segments = pointerSegments((change.revision ?? change.base)?.pointer ?? change.path);
  return change.kind === "modified" && change.property !== undefined && segments.at(-1) === change.property
    ? segments.slice(0, -1)
    : segments;
}

/** The field path of a node from where its schema starts (after the last `schema` key, or a component schema's root). */
function innerField(segments: readonly string[], from: number): string {
  const rest = segments.slice(from);
  const schemaAt = rest.lastIndexOf("schema");
  return fieldOf(schemaAt >= 0 ? rest.slice(schemaAt + 1) : rest);
}

const inEnvelope = (pointer: string, ctx: EngineContext) => {
  for (const e of ctx.envelopes) if (pointer === e || pointer.startsWith(`${e}/`)) return true;
  return false;
};

/** The property names of the node a change is on, in the new document (for a `required` change). */
function propertyNames(change: EngineChange, node: string[], ctx: EngineContext): Set<string> | undefined {
  if (change.property !== "required" || change.revision === undefined) return undefined;
  const schema = resolveLocal(ctx.newDoc, nodeAt(ctx.newDoc, node));
  return isObject(schema) && isObject(schema.properties) ? new Set(Object.keys(schema.properties)) : new Set();
}

/** One warning for a component renamed (once, however many operations use it). */
function renamed(
  oldComponent: string,
  newComponent: string,
  location: string,
  done: Set<string>,
  ctx: EngineContext,
): DiffChange[] {
  const key = `renamed ${oldComponent} ${newComponent}`;
  if (done.has(key)) return [];
  done.add(key);
  const [was, now] = [oldComponent, newComponent].map((c) => c.split("/").pop());
  const users = new Set((ctx.newUses.get(newComponent) ?? []).map((u) => u.operation)).size;
  const same =
    JSON.stringify(nodeAt(ctx.oldDoc, pointerSegments(oldComponent))) ===
    JSON.stringify(nodeAt(ctx.newDoc, pointerSegments(newComponent)));
  return [
    diffChange(
      "warning",
      "schema-renamed",
      location,
      `schema \`${was}\` is now \`${now}\` (used by ${users} operation${users === 1 ? "" : "s"}): ${same ? "the same on the wire" : "its changes are listed under the operations"}; typed code that names the type \`${was}\` no longer compiles`,
    ),
  ];
}

/** A change of a shared component, as every operation and direction that meets it sees it. */
function componentChanges(change: EngineChange, node: string[], component: string, ctx: EngineContext): DiffChange[] {
  // Only where an operation meets the component in both documents, at the same place: an operation that stopped (or
  // started) using it has its own change, which the engine reports there.
  const before = new Set((ctx.oldUses.get(component) ?? []).map(useKey));
  // A renamed component is met under its new name.
  const now = ctx.newUses.has(component) ? component : (successorOf(component, ctx) ?? component);
  const uses = (ctx.newUses.get(now) ?? []).filter((u) => before.has(useKey(u)));
  const name = component.replace("#/components/", "");
  const out = chargeUses(change, node, uses, name, ctx);
  if (uses.length === 0) {
    // A component no operation uses: nothing calls it, so the change is listed once, for the record.
    const rule = engineVerdict(change, null, engineText(change));
    out.push(diffChange("info", rule.rule, change.path, `${rule.message} (${name}, which no operation uses)`));
  }
  return out;
}

/** A change inside component `name` (at `node`), judged for each of `uses` and listed there. */
function chargeUses(change: EngineChange, node: string[], uses: SchemaUse[], name: string, ctx: EngineContext) {
  const inner = innerField(node, 3);
  const out: DiffChange[] = [];
  for (const use of uses) {
    if (inEnvelope(use.pointer, ctx)) continue;
    const field = joinField(use.field, inner);
    const whole = use.where.includes("parameter") ? "the value" : "the body";
    // Only a schema's change is judged by the schema rules; a parameter's own (`required`…) keeps the engine's verdict.
    const ruled = change.typeName.startsWith("Schema")
      ? schemaRules(
          change,
          use.direction,
          field,
          propertyNames(change, node, ctx),
          whole,
          use.where.startsWith("path parameter"),
        )
      : null;
    const rules = ruled ?? [
      engineVerdict(change, use.direction, `${field === "" ? "" : `\`${field}\`: `}${engineText(change)}`),
    ];
    // "query parameter `after`: " before a message that does not already name the parameter.
    const named = /`[^`]+`/.exec(use.where)?.[0];
    for (const rule of rules) {
      const where = named !== undefined && rule.message.startsWith(named) ? "" : `${use.where}: `;
      out.push(diffChange(rule.level, rule.rule, use.pointer, `${where}${rule.message} (${name})`));
    }
  }
  return out;
}

/** The engine's words for a change (its verdicts' messages, or what changed). */
function engineText(change: EngineChange): string {
  const messages = change.verdicts.filter((v) => !OPERATION_LAYER_RULES.has(v.ruleId)).map((v) => v.message);
  return messages.length > 0 ? messages.join("; ") : describe(change);
}

/** The engine's message for a change, with where it is in the operation. */
function engineMessage(change: EngineChange, ctx: EngineContext): string {
  const text = engineText(change);
  return prefix(change, text, ctx) + text;
}

/**
 * `items` or `properties` appearing or going where the type changed too: the type change says it (a list became a
 * string, ErrorResponse's object became a string: not also "All properties of `ErrorResponse` were removed").
 */
function partOfTypeChange(change: EngineChange, typeChanged: Set<string>): boolean {
  if (change.kind === "modified" || !["Schema", "SchemaProperties"].includes(change.typeName)) return false;
  const segments = pointerSegments((change.revision ?? change.base)?.pointer ?? "");
  return ["items", "properties"].includes(segments.at(-1) ?? "") && typeChanged.has(toPointer(segments.slice(0, -1)));
}

/**
 * A change the engine found walking `components`, inside a component that only one document has, met under another
 * component's name (ListAddressesResponse's "circle removed", read from AddressGeofenceResponse, gone in 2020-02-14):
 * two unrelated schemas paired by position. What an operation meets of it, the engine reports under the operation.
 */
function pairedByPosition(change: EngineChange, ctx: EngineContext): boolean {
  const at = componentOf(change.path);
  const side = change.base ?? change.revision;
  const from = side ? componentOf(side.pointer) : null;
  if (at === null || from === null || at === from) return false;
  const other = side === change.base ? ctx.newDoc : ctx.oldDoc;
  return nodeAt(other, pointerSegments(from)) === undefined;
}

/** A value without its words (`description`, `summary`, `title`, examples) at every depth, as JSON: what it says. */
function wordless(value: unknown): string {
  return JSON.stringify(value, (key, v) => (DOCUMENTATION_KEYS.has(key) ? undefined : v));
}

/**
 * A parameter the engine reports removed and added again in one operation (same place and name) where only its words
 * changed: the engine pairs a list's items by likeness, and a long new description makes `id` another parameter
 * ("Required `id` path parameter was added", /tags/{id}, 2020-07-27). Neither change is one.
 */
function rewordedParameters(changes: readonly EngineChange[], ctx: EngineContext): Set<EngineChange> {
  const key = (change: EngineChange, doc: SpecDocument) => {
    const side = change.kind === "removed" ? change.base : change.revision;
    const param = resolveLocal(doc, side?.value);
    const op = operationPointerOf(change.path);
    return isObject(param) && op !== null ? `${op} ${String(param.in)} ${String(param.name)}` : null;
  };
  const removed = new Map<string, EngineChange>();
  for (const c of changes)
    if (c.typeName === "Parameter" && c.kind === "removed") {
      const k = key(c, ctx.oldDoc);
      if (k !== null) removed.set(k, c);
    }
  const out = new Set<EngineChange>();
  for (const c of changes) {
    if (c.typeName !== "Parameter" || c.kind !== "added") continue;
    const k = key(c, ctx.newDoc);
    const was = k === null ? undefined : removed.get(k);
    if (
      was !== undefined &&
      wordless(resolveLocal(ctx.oldDoc, was.base?.value)) === wordless(resolveLocal(ctx.newDoc, c.revision?.value))
    ) {
      out.add(was);
      out.add(c);
    }
  }
  return out;
}

/**
 * Redocly's changes as fleetkit's, without what the operation layer reports and without documentation edits. A change
 * inside a schema is judged by fleetkit's rules for the direction it travels (schema-rules.ts); one inside a shared
 * component is listed under every operation and direction that meets it, each once.
 */
export function engineChanges(changes: EngineChange[], ctx: EngineContext): DiffChange[] {
  const out: DiffChange[] = [];
  const done = new Set<string>();
  // Where (operation and direction) a component change was charged, by its key in `done`.
  const chargedTo = new Map<string, string[]>();
  // Where each type change is, on both sides: a node removed with it is met at its old place (photoValue's
  // `properties`, in the old spec's own schema, when it became an inline array of them, 2021-01-05).
  const typeChanged = new Set(
    changes
      .filter((c) => c.kind === "modified" && c.property === "type")
      .flatMap((c) => [toPointer(nodeSegments(c)), ...(c.base ? [c.base.pointer.replace(/\/type$/, "")] : [])]),
  );
  const reworded = rewordedParameters(changes, ctx);
  for (const change of changes) {
    if (coveredByOperationLayer(change, ctx) || isDocumentation(change) || isComponentAdded(change)) continue;
    if (reworded.has(change)) continue;
    // `components` appearing or going as a whole: what it held is judged where operations meet it.
    if (change.path === "#/components" && change.kind !== "modified") continue;
    // Inside an operation the old spec did not have (by operationId): the engine paired it with another one by its
    // renamed path (/v1/addresses/{addressId} → /addresses/{id}, 2020-01-07); the old one is reported removed.
    const inOperation = operationPointerOf(change.path);
    if (inOperation !== null && ctx.added?.has(inOperation)) continue;
    if (partOfTypeChange(change, typeChanged)) continue;
    const node = nodeSegments(change);
    // Two differently named components the engine paired: by position when it walked `components` (unrelated
    // schemas: nothing to report), or because an operation refers to the one instead of the other (matched by use).
    const baseComponent = change.base ? componentOf(change.base.pointer) : null;
    const revisionComponent = change.revision ? componentOf(change.revision.pointer) : null;
    const crossed = baseComponent !== null && revisionComponent !== null && baseComponent !== revisionComponent;
    if (crossed && change.kind === "modified" && change.property === "key") {
      if (sameUse(baseComponent, revisionComponent, ctx))
        out.push(...renamed(baseComponent, revisionComponent, change.path, done, ctx));
      continue;
    }
    // A whole component gone: renamed where an operation used it, or removed (its users' changes are theirs).
    if (
      change.kind === "removed" &&
      baseComponent !== null &&
      toPointer(node) === baseComponent &&
      pointerSegments(change.path)[0] === "components"
    ) {
      // A request body, response or parameter component gone is no type of its own: its users' changes are theirs
      // (converters keep Swagger 2.0's body parameters as `requestBodies`, or not).
      if (!baseComponent.startsWith("#/components/schemas/")) continue;
      const successor = successorOf(baseComponent, ctx);
      if (successor) out.push(...renamed(baseComponent, successor, change.path, done, ctx));
      else {
        const used = (ctx.oldUses.get(baseComponent) ?? []).length > 0;
        out.push(
          diffChange(
            "info",
            "schema-removed",
            change.path,
            `schema \`${baseComponent.split("/").pop()}\` removed (${used ? "the operations that used it changed: see them" : "no operation used it"}); typed code that names its type no longer compiles`,
          ),
        );
      }
      continue;
    }
    // A component the new spec renamed (DocumentFieldCreate → V1DocumentFieldCreate, 2020-01-07) is not two unrelated
    // schemas: what changed in it is its users' change, met under the old name's uses.
    const renamedPair = crossed && change.kind === "modified" && successorOf(baseComponent, ctx) === revisionComponent;
    if (crossed && !renamedPair && pointerSegments(change.path)[0] === "components") continue;
    if (pairedByPosition(change, ctx)) continue;
    if (inEnvelope(change.path, ctx)) continue;
    const component = renamedPair ? baseComponent : componentOf(toPointer(node));
    // The node is the same in both documents, or the engine compared two components (an operation now uses another:
    // Tag → TagUpdate in one request body): a change of that operation only, where the engine met it.
    const unchanged =
      component !== null &&
      nodeAt(ctx.newDoc, node) !== undefined &&
      JSON.stringify(nodeAt(ctx.oldDoc, node)) === JSON.stringify(nodeAt(ctx.newDoc, node));
    // A node "removed" that the new document still has where it was (or "added" that the old one had): the component
    // kept it; one operation now uses another schema there (POST /tags's assets[] went from TaggedAsset to
    // TaggedAssetBase, 2018-06-08: not "`name` removed" from every response that still has TaggedAsset's `name`).
    const kept =
      component !== null &&
      ((change.kind === "removed" && nodeAt(ctx.newDoc, node) !== undefined) ||
        (change.kind === "added" && nodeAt(ctx.oldDoc, node) !== undefined));
    if (
      component !== null &&
      !unchanged &&
      !kept &&
      (!crossed || renamedPair) &&
      (change.typeName.startsWith("Schema") || !component.startsWith("#/components/schemas/"))
    ) {
      // The engine may meet one component change from several places: it is judged once, for all its uses.
      const key = `${change.kind} ${change.property ?? ""} ${toPointer(node)}`;
      if (!done.has(key)) {
        done.add(key);
        // A renamed component is used where the engine met it: not listed as one no operation uses.
        const charged = componentChanges(change, node, component, ctx).filter(
          (c) => !renamedPair || !c.message.endsWith(", which no operation uses)"),
        );
        out.push(...charged);
        chargedTo.set(
          key,
          charged.map((c) => c.location),
        );
      }
      // A renamed component met where its uses do not pair (the operation moved it in its body too: the address
      // geofence, 2020-02-14): the operation's own change, where the engine met it.
      const met = (chargedTo.get(key) ?? []).some((at) => change.path === at || change.path.startsWith(`${at}/`));
      if (!renamedPair || operationPointerOf(change.path) === null || met) continue;
    }
    const inComponent = revisionComponent ?? baseComponent;
    if (!renamedPair && inOperation !== null && inComponent !== null) {
      const key = `switched ${inComponent} ${change.kind} ${change.property ?? ""} ${toPointer(node)}`;
      if (!done.has(key)) {
        done.add(key);
        const side = revisionComponent !== null ? "revision" : "base";
        const uses = switchedElsewhere(change, inComponent, side, ctx);
        out.push(...chargeUses(change, node, uses, inComponent.replace("#/components/", ""), ctx));
      }
    }
    const segments = pointerSegments(change.path);
    const direction = directionOf(segments);
    let rules: RuledChange[] | null = null;
    if (change.typeName === "Schema" && direction !== null) {
      const { where } = context(change, ctx);
      const field = component !== null ? context(change, ctx).field : innerField(node, 0);
      rules =
        schemaRules(
          change,
          direction,
          field,
          propertyNames(change, node, ctx),
          where.includes("parameter") ? "the value" : "the body",
          where.startsWith("path parameter"),
        )?.map((r) => ({
          ...r,
          message: `${where}: ${r.message}`,
        })) ?? null;
    }
    for (const rule of rules ?? [engineVerdict(change, direction, engineMessage(change, ctx))])
      out.push(diffChange(rule.level, rule.rule, change.path, rule.message));
  }
  return out;
}
