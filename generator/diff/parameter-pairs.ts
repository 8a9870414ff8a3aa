/**
 * Parameters compared by identity. Redocly pairs an operation's parameters by likeness: where one lost its
 * constraints, it paired it with another that kept them (Twilio Chat v1 → v2: `ChannelSid` lost `pattern`, and
 * `ServiceSid` was said to have a new pattern, a new required `ChannelSid` was added and `ServiceSid` removed: three
 * false lines, two of them breaking). In an operation where the engine paired parameters of different names or
 * places, its parameter changes are replaced by those of a second run, in which each parameter is compared alone with
 * the one of its name and place.
 */
import { isObject, pointerSegments, resolveLocal, toPointer } from "../json-pointer.js";
import type { SpecDocument } from "../spec-document.js";
import type { EngineChange, EngineSide } from "./redocly-engine.js";

type Engine = (oldDoc: SpecDocument, newDoc: SpecDocument) => Promise<EngineChange[]>;

/** `#/paths/~1a/get/parameters/1/schema` → `#/paths/~1a/get`; null outside an operation's parameters. */
function operationOfParameter(pointer: string | undefined): { operation: string; index: number } | null {
  if (pointer === undefined) return null;
  const segments = pointerSegments(pointer);
  if (segments[0] !== "paths" || segments[3] !== "parameters" || segments[4] === undefined) return null;
  return { operation: toPointer(segments.slice(0, 3)), index: Number(segments[4]) };
}

function parametersOf(doc: SpecDocument, operation: string): unknown[] {
  const node = pointerSegments(operation).reduce<unknown>((n, key) => (isObject(n) ? n[key] : undefined), doc);
  return isObject(node) && Array.isArray(node.parameters) ? node.parameters : [];
}

/** A parameter's place and name (`query:limit`), its `$ref` followed; null for one without them. */
function keyOf(doc: SpecDocument, raw: unknown): string | null {
  const param = resolveLocal(doc, raw);
  return isObject(param) && typeof param.name === "string" ? `${String(param.in)}:${param.name}` : null;
}

/** The operations in which the engine paired two parameters of different places or names. */
function crossedOperations(changes: readonly EngineChange[], oldDoc: SpecDocument, newDoc: SpecDocument): Set<string> {
  const crossed = new Set<string>();
  for (const change of changes) {
    const [base, revision] = [
      operationOfParameter(change.base?.pointer),
      operationOfParameter(change.revision?.pointer),
    ];
    if (base === null || revision === null || base.operation !== revision.operation) continue;
    const was = keyOf(oldDoc, parametersOf(oldDoc, base.operation)[base.index]);
    const now = keyOf(newDoc, parametersOf(newDoc, revision.operation)[revision.index]);
    if (was !== now) crossed.add(base.operation);
  }
  return crossed;
}

/** One parameter compared alone: where it is in each document, and the synthetic path it is compared at. */
interface Slot {
  operation: string;
  oldIndex: number | undefined;
  newIndex: number | undefined;
  /** `#/paths/~1__fleetkit-parameter-0/get/parameters/0`. */
  at: string;
}

const moved = (side: EngineSide | undefined, from: string, to: string | undefined): EngineSide | undefined =>
  side === undefined || to === undefined || !side.pointer.startsWith(from)
    ? side
    : { ...side, pointer: to + side.pointer.slice(from.length) };

/**
 * `changes` with the parameter changes of each operation where the engine crossed parameters replaced by a second
 * run's, each parameter compared with the one of its place and name (`engine` is the first run's engine).
 */
export async function parametersByIdentity(
  changes: EngineChange[],
  oldDoc: SpecDocument,
  newDoc: SpecDocument,
  engine: Engine,
): Promise<EngineChange[]> {
  const crossed = crossedOperations(changes, oldDoc, newDoc);
  if (crossed.size === 0) return changes;
  const kept = changes.filter((change) => {
    const at = operationOfParameter(change.path) ?? operationOfParameter(`${change.path}/0`);
    return at === null || !crossed.has(at.operation);
  });
  const slots: Slot[] = [];
  const oldPaths: Record<string, unknown> = {};
  const newPaths: Record<string, unknown> = {};
  for (const operation of crossed) {
    const [before, after] = [parametersOf(oldDoc, operation), parametersOf(newDoc, operation)];
    const oldKeys = before.map((p) => keyOf(oldDoc, p));
    const newKeys = after.map((p) => keyOf(newDoc, p));
    for (const key of new Set([...oldKeys, ...newKeys])) {
      if (key === null) continue;
      const [oldIndex, newIndex] = [oldKeys.indexOf(key), newKeys.indexOf(key)].map((i) => (i < 0 ? undefined : i));
      const n = slots.length;
      const name = key.slice(key.indexOf(":") + 1);
      const path = `/__fleetkit-parameter-${n}${key.startsWith("path:") ? `/{${name}}` : ""}`;
      const alone = (param: unknown) => ({
        get: {
          operationId: `__fleetkit-parameter-${n}`,
          ...(param !== undefined && { parameters: [param] }),
          responses: { "200": { description: "" } },
        },
      });
      oldPaths[path] = alone(oldIndex === undefined ? undefined : before[oldIndex]);
      newPaths[path] = alone(newIndex === undefined ? undefined : after[newIndex]);
      slots.push({ operation, oldIndex, newIndex, at: `${toPointer(["paths", path, "get"])}/parameters/0` });
    }
  }
  const paths = (doc: SpecDocument, at: Record<string, unknown>) => ({ ...doc, paths: at as SpecDocument["paths"] });
  const second = await engine(paths(oldDoc, oldPaths), paths(newDoc, newPaths));
  const repaired: EngineChange[] = [];
  for (const change of second) {
    const slot = slots.find((s) => change.path === s.at || change.path.startsWith(`${s.at}/`));
    if (slot === undefined) continue; // the components, compared by the first run already
    const toOld = slot.oldIndex === undefined ? undefined : `${slot.operation}/parameters/${slot.oldIndex}`;
    const toNew = slot.newIndex === undefined ? undefined : `${slot.operation}/parameters/${slot.newIndex}`;
    const here = change.kind === "removed" ? toOld : (toNew ?? toOld);
    repaired.push({
      ...change,
      path: here! + change.path.slice(slot.at.length),
      base: moved(change.base, slot.at, toOld),
      revision: moved(change.revision, slot.at, toNew),
    });
  }
  return [...kept, ...repaired];
}
