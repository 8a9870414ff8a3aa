/**
 * An envelope move: a response's fields moved under `data` (`{id, name}` → `{data: {id, name}}`), or out of it. Field by
 * field it is every field removed and one added; for a caller it is one change, stated once.
 */
import { isObject, resolveLocal, type Json } from "../json-pointer.js";
import type { OperationModel } from "../operation-model.js";
import type { SpecDocument } from "../spec-document.js";
import { type DiffChange, diffChange } from "./report.js";

const ENVELOPE = "data";

/** The properties of an object schema (through `$ref`s and `allOf`), or null when it is not one. */
function propertiesOf(doc: SpecDocument, schema: unknown, depth = 0): Map<string, unknown> | null {
  const s = resolveLocal(doc, schema);
  if (!isObject(s) || depth > 8) return null;
  const out = new Map<string, unknown>();
  if (isObject(s.properties)) for (const [k, v] of Object.entries(s.properties)) out.set(k, v);
  if (Array.isArray(s.allOf))
    for (const m of s.allOf) for (const [k, v] of propertiesOf(doc, m, depth + 1) ?? []) out.set(k, v);
  return out.size > 0 ? out : null;
}

function itemsOf(doc: SpecDocument, schema: unknown): unknown {
  const s = resolveLocal(doc, schema);
  return isObject(s) && s.type === "array" ? s.items : undefined;
}

/** Whether most of `outer`'s fields (at least half, at least one) are `inner`'s. */
function sameFields(outer: Map<string, unknown>, inner: Map<string, unknown>): number {
  const shared = [...outer.keys()].filter((k) => inner.has(k)).length;
  return shared >= Math.max(1, Math.ceil(outer.size / 2)) ? shared : 0;
}

const jsonSchema = (doc: SpecDocument, response: unknown): unknown => {
  const r = resolveLocal(doc, response);
  if (!isObject(r) || !isObject(r.content)) return undefined;
  const media = (r.content as Json)["application/json"];
  return isObject(media) ? media.schema : undefined;
};

/** "in" or "out": the fields moved under the envelope, or out of it; null when neither. */
function envelopeMove(
  oldDoc: SpecDocument,
  newDoc: SpecDocument,
  before: unknown,
  after: unknown,
): { way: "in" | "out"; fields: string[] } | null {
  const was = propertiesOf(oldDoc, before);
  const now = propertiesOf(newDoc, after);
  if (!was || !now) return null;
  if (now.has(ENVELOPE) && !was.has(ENVELOPE)) {
    const inner = propertiesOf(newDoc, now.get(ENVELOPE));
    if (inner && sameFields(was, inner)) return { way: "in", fields: [...was.keys()] };
  }
  if (was.has(ENVELOPE) && !now.has(ENVELOPE)) {
    const inner = propertiesOf(oldDoc, was.get(ENVELOPE));
    if (inner && sameFields(now, inner)) return { way: "out", fields: [...now.keys()] };
  }
  return null;
}

const fieldList = (fields: string[]) =>
  fields.length > 4
    ? `${fields
        .slice(0, 4)
        .map((f) => `\`${f}\``)
        .join(", ")} and ${fields.length - 4} more`
    : fields.map((f) => `\`${f}\``).join(", ");

/**
 * The envelope moves of the operations in both specs (each pair: old and new of one operationId), at the body or at
 * the items of its `data` list, and the response pointers (new document) they cover.
 */
export function envelopeMoves(
  oldDoc: SpecDocument,
  newDoc: SpecDocument,
  pairs: readonly [OperationModel, OperationModel][],
): { changes: DiffChange[]; envelopes: Set<string> } {
  const changes: DiffChange[] = [];
  const envelopes = new Set<string>();
  for (const [before, after] of pairs) {
    const oldResponses = (oldDoc.paths?.[before.path]?.[before.method] as Json | undefined)?.responses;
    const newResponses = (newDoc.paths?.[after.path]?.[after.method] as Json | undefined)?.responses;
    if (!isObject(oldResponses) || !isObject(newResponses)) continue;
    for (const code of Object.keys(newResponses)) {
      if (!(code in oldResponses)) continue;
      const was = jsonSchema(oldDoc, oldResponses[code]);
      const now = jsonSchema(newDoc, newResponses[code]);
      let at = "the body";
      let move = envelopeMove(oldDoc, newDoc, was, now);
      if (!move) {
        // A list whose items moved under (or out of) their own `data`.
        const wasList = propertiesOf(oldDoc, was)?.get(ENVELOPE);
        const nowList = propertiesOf(newDoc, now)?.get(ENVELOPE);
        const wasItems = itemsOf(oldDoc, wasList);
        const nowItems = itemsOf(newDoc, nowList);
        if (wasItems !== undefined && nowItems !== undefined) {
          move = envelopeMove(oldDoc, newDoc, wasItems, nowItems);
          at = "each item of `data`";
        }
      }
      if (!move) continue;
      const pointer = `${after.pointer}/responses/${code}`;
      envelopes.add(pointer);
      changes.push(
        diffChange(
          "breaking",
          move.way === "in" ? "response-moved-under-envelope" : "response-envelope-removed",
          pointer,
          move.way === "in"
            ? `response ${code}: ${at} moved under \`${ENVELOPE}\` (${fieldList(move.fields)}): code that reads them where they were gets undefined`
            : `response ${code}: ${at} is no longer wrapped in \`${ENVELOPE}\` (${fieldList(move.fields)} are now at its top level): code that reads \`${ENVELOPE}\` gets undefined`,
        ),
      );
    }
  }
  return { changes, envelopes };
}
