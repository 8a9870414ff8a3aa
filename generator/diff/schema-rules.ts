/**
 * The rules for a change inside a schema, by the direction it travels (after oasdiff's checks: a request the API
 * accepted must still be accepted; a response a client read must still read the same). Each change gets a rule id and
 * a level; a change that breaks typed code but not what is sent says so.
 */
import { pointerSegments } from "../json-pointer.js";
import type { EngineChange } from "./redocly-engine.js";
import type { Level } from "./report.js";
import type { Direction } from "./schema-uses.js";

export interface RuledChange {
  rule: string;
  level: Level;
  /** The words after "where `field`: ". */
  message: string;
}

const quoteAll = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(", ");
const named = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(", ");
const joinName = (field: string, name: string) => (field === "" ? name : `${field}.${name}`);
/** A field by its path, or the whole value (`the body`, `the value` of a parameter). */
const shown = (field: string, whole: string) => (field === "" ? whole : `\`${field}\``);

function typeSet(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.map(String);
  return [];
}
const covers = (set: readonly string[], t: string) => set.includes(t) || (t === "integer" && set.includes("number"));
const typeText = (set: readonly string[]) => (set.length === 0 ? "any" : set.join(" | "));

/** Keywords that bound a value from above or below: a smaller maximum or a larger minimum is stricter. */
const MAXIMA = new Set(["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"]);
const MINIMA = new Set(["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"]);
/** Keywords whose appearance restricts a value (their removal frees it). */
const RESTRICTING = new Set(["pattern", "multipleOf", "format", "const", "uniqueItems", "additionalProperties"]);

/** Whether a constraint change makes fewer values valid ("tightened"), more ("loosened"), or other values ("changed"). */
function constraintDirection(key: string, before: unknown, after: unknown): "tightened" | "loosened" | "changed" {
  if (MAXIMA.has(key) || MINIMA.has(key)) {
    if (typeof before !== "number") return "tightened";
    if (typeof after !== "number") return "loosened";
    return (MAXIMA.has(key) ? after < before : after > before) ? "tightened" : "loosened";
  }
  if (key === "uniqueItems") return after === true ? "tightened" : "loosened";
  if (key === "additionalProperties") {
    // false forbids other keys; a schema restricts their values; true or none allows anything.
    const rank = (v: unknown) => (v === false ? 2 : v === undefined || v === true ? 0 : 1);
    return rank(after) > rank(before) ? "tightened" : rank(after) < rank(before) ? "loosened" : "changed";
  }
  if (before === undefined) return "tightened";
  if (after === undefined) return "loosened";
  return "changed";
}

const setDifference = (a: readonly unknown[], b: readonly unknown[]) => {
  const keys = new Set(b.map((v) => JSON.stringify(v)));
  return a.filter((v) => !keys.has(JSON.stringify(v)));
};

function requiredRules(
  direction: Direction,
  field: string,
  before: unknown,
  after: unknown,
  properties: ReadonlySet<string> | undefined,
): RuledChange[] {
  const was = Array.isArray(before) ? before.map(String) : [];
  const now = Array.isArray(after) ? after.map(String) : [];
  const added = now.filter((n) => !was.includes(n)).map((n) => joinName(field, n));
  // A required property that is gone altogether is reported as removed, not also as optional.
  const removed = was
    .filter((n) => !now.includes(n) && (properties === undefined || properties.has(n)))
    .map((n) => joinName(field, n));
  const out: RuledChange[] = [];
  if (added.length > 0)
    out.push(
      direction === "request"
        ? {
            rule: "request-property-became-required",
            level: "breaking",
            message: `${named(added)} became required: a request without ${added.length === 1 ? "it" : "them"} is refused`,
          }
        : { rule: "response-property-became-required", level: "info", message: `${named(added)} became required` },
    );
  if (removed.length > 0)
    out.push(
      direction === "response"
        ? {
            rule: "response-property-became-optional",
            level: "breaking",
            message: `${named(removed)} may now be missing: code that reads ${removed.length === 1 ? "it" : "them"} must handle undefined (breaking for a typed client: the type becomes optional)`,
          }
        : { rule: "request-property-became-optional", level: "info", message: `${named(removed)} became optional` },
    );
  return out;
}

function enumRules(direction: Direction, field: string, before: unknown, after: unknown, whole: string): RuledChange[] {
  const subject = shown(field, whole);
  if (!Array.isArray(before) && Array.isArray(after))
    return [
      direction === "request"
        ? {
            rule: "request-enum-added",
            level: "breaking",
            message: `${subject} is now limited to ${quoteAll(after)}: other values are refused`,
          }
        : { rule: "response-enum-added", level: "info", message: `${subject} is now limited to ${quoteAll(after)}` },
    ];
  if (Array.isArray(before) && !Array.isArray(after))
    return [
      direction === "response"
        ? {
            rule: "response-enum-removed",
            level: "breaking",
            message: `${subject} is no longer limited to ${quoteAll(before)}: breaking for a typed client, which lists the values`,
          }
        : {
            rule: "request-enum-removed",
            level: "info",
            message: `${subject} is no longer limited to ${quoteAll(before)}`,
          },
    ];
  if (!Array.isArray(before) || !Array.isArray(after)) return [];
  const added = setDifference(after, before);
  const removed = setDifference(before, after);
  const out: RuledChange[] = [];
  if (removed.length > 0)
    out.push(
      direction === "request"
        ? {
            rule: "request-enum-value-removed",
            level: "breaking",
            message: `enum of ${subject} lost ${quoteAll(removed)}: a request sending ${removed.length === 1 ? "it" : "one"} is refused`,
          }
        : {
            rule: "response-enum-value-removed",
            level: "info",
            message: `enum of ${subject} lost ${quoteAll(removed)}`,
          },
    );
  if (added.length > 0)
    out.push(
      direction === "response"
        ? {
            rule: "response-enum-value-added",
            level: "breaking",
            message: `enum of ${subject} gained ${quoteAll(added)}: breaking for a typed client (a value its type does not list), not on the wire`,
          }
        : { rule: "request-enum-value-added", level: "info", message: `enum of ${subject} gained ${quoteAll(added)}` },
    );
  return out;
}

function typeRules(
  direction: Direction,
  field: string,
  before: unknown,
  after: unknown,
  whole: string,
  inPath = false,
): RuledChange[] {
  const was = typeSet(before);
  const now = typeSet(after);
  const lost = was.length === 0 ? [] : was.filter((t) => now.length > 0 && !covers(now, t));
  const gained = now.length === 0 ? ["any"] : now.filter((t) => was.length > 0 && !covers(was, t));
  const verb =
    lost.length === 0 && gained.length > 0
      ? "widened"
      : gained.length === 0 && lost.length > 0
        ? "narrowed"
        : "changed";
  const text = `type of ${shown(field, whole)} ${verb} from ${typeText(was)} to ${typeText(now)}`;
  if (direction === "request")
    return [
      lost.length > 0 || (was.length === 0 && now.length > 0)
        ? {
            rule: "request-property-type-changed",
            level: "breaking",
            // A path is text: a path parameter becoming a string takes every old value on the wire.
            message:
              inPath && now.includes("string")
                ? `${text}: breaking for typed calls (an argument of the old type no longer compiles), not on the wire`
                : `${text}: requests sending the old type are refused`,
          }
        : { rule: "request-property-type-widened", level: "info", message: text },
    ];
  // integer → number: the same type in TypeScript, but a value may now have a fraction.
  if (gained.length === 1 && gained[0] === "number" && was.includes("integer"))
    return [
      {
        rule: "response-property-type-widened-to-number",
        level: "warning",
        message: `${text}: a value may now have a fraction (the same number type in TypeScript)`,
      },
    ];
  return [
    gained.length > 0
      ? {
          rule: "response-property-type-changed",
          level: "breaking",
          message: `${text}: code that reads it as ${typeText(was)} breaks (breaking for a typed client)`,
        }
      : { rule: "response-property-type-narrowed", level: "info", message: text },
  ];
}

/** Number formats: a change among them (int ↔ int64, float → double) says how wide, which neither side checks. */
const NUMBER_FORMATS = new Set(["int", "int32", "int64", "integer", "float", "double", "number"]);

function constraintRules(
  direction: Direction,
  field: string,
  key: string,
  before: unknown,
  after: unknown,
  whole: string,
): RuledChange[] {
  if (key === "format" && [before, after].every((f) => f === undefined || NUMBER_FORMATS.has(String(f))))
    return [
      {
        rule: `${direction}-number-format-changed`,
        level: "info",
        message:
          after === undefined
            ? `\`format\` of ${shown(field, whole)} removed (was ${JSON.stringify(before)})`
            : `\`format\` of ${shown(field, whole)} ${before === undefined ? "set to" : "changed to"} ${JSON.stringify(after)}${before === undefined ? "" : ` (was ${JSON.stringify(before)})`}`,
      },
    ];
  const how = constraintDirection(key, before, after);
  const text =
    after === undefined
      ? `\`${key}\` of ${shown(field, whole)} removed (was ${JSON.stringify(before)})`
      : `\`${key}\` of ${shown(field, whole)} ${before === undefined ? "set to" : "changed to"} ${JSON.stringify(after)}${before === undefined ? "" : ` (was ${JSON.stringify(before)})`}`;
  if (direction === "request")
    return [
      how === "loosened"
        ? { rule: "request-constraint-loosened", level: "info", message: text }
        : {
            rule: "request-constraint-tightened",
            level: "breaking",
            message: `${text}: requests outside it are refused`,
          },
    ];
  return [
    how === "tightened"
      ? { rule: "response-constraint-tightened", level: "info", message: text }
      : {
          rule: "response-constraint-loosened",
          level: "warning",
          message: `${text}: a client that checks responses may meet values outside what it expects`,
        },
  ];
}

function propertyRules(direction: Direction, field: string, kind: "added" | "removed", whole: string): RuledChange[] {
  if (kind === "added")
    return [{ rule: `${direction}-property-added`, level: "info", message: `${shown(field, whole)} added` }];
  return [
    direction === "response"
      ? {
          rule: "response-property-removed",
          level: "breaking",
          message: `${shown(field, whole)} removed: code that reads it gets undefined (breaking for a typed client)`,
        }
      : {
          rule: "request-property-removed",
          level: "warning",
          message: `${shown(field, whole)} removed: the API may ignore or refuse it when it is still sent`,
        },
  ];
}

/** A rule id from the engine's (`schema-combinator-changed` → `response-schema-combinator-changed`). */
const engineRule = (direction: Direction, change: EngineChange) =>
  `${direction}-${change.verdicts[0]?.ruleId ?? `schema-${change.property ?? change.kind}`.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;

/**
 * The rules for one change of the engine's to a schema, met in one direction at `field` (the field path of the node
 * the change is on). Null when these rules do not cover it (the engine's verdict stands).
 */
export function schemaRules(
  change: EngineChange,
  direction: Direction,
  field: string,
  /** For a `required` change: the properties the schema has now (a removed property is not "optional"). */
  properties?: ReadonlySet<string>,
  /** What an empty field path names: "the body", or "the value" of a parameter. */
  whole = "the body",
  /** The change is in a path parameter's schema (a path is text: a value of any type can be sent as one). */
  inPath = false,
): RuledChange[] | null {
  const before = change.base?.value;
  const after = change.revision?.value;
  if (change.kind === "modified") {
    const key = change.property ?? "";
    if (key === "required") return requiredRules(direction, field, before, after, properties);
    if (key === "enum") return enumRules(direction, field, before, after, whole);
    if (key === "type") return typeRules(direction, field, before, after, whole, inPath);
    if (MAXIMA.has(key) || MINIMA.has(key) || RESTRICTING.has(key))
      return constraintRules(direction, field, key, before, after, whole);
    return null;
  }
  const segments = pointerSegments((change.revision ?? change.base)?.pointer ?? change.path);
  if (segments.at(-2) === "properties") return propertyRules(direction, field, change.kind, whole);
  // A map's value schema appearing or going: a constraint on the values (its field path ends in `{}`).
  if (segments.at(-1) === "additionalProperties")
    return constraintRules(direction, field.replace(/\{\}$/, ""), "additionalProperties", before, after, whole);
  return null;
}

/** The engine's own verdict for a change these rules do not cover, with a rule id and level. */
export function engineVerdict(change: EngineChange, direction: Direction | null, message: string): RuledChange {
  return {
    rule: direction
      ? engineRule(direction, change)
      : (change.verdicts[0]?.ruleId ?? `${change.typeName}-${change.kind}`).replace(/[^a-z0-9]+/gi, "-").toLowerCase(),
    level: change.impact !== "major" ? "info" : removesParameter(change) ? "warning" : "breaking",
    message,
  };
}

/**
 * A parameter removed from a request: a caller that still sends it is not refused (an unknown query parameter or
 * header is ignored), but what it meant is gone: a warning (oasdiff's level too). A rename says "renamed" and stays
 * breaking.
 */
const removesParameter = (change: EngineChange) =>
  change.verdicts.length > 0 &&
  change.verdicts.every((v) => v.ruleId === "parameter-removed" && !/renamed/i.test(v.message));
