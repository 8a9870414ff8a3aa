/**
 * The answers of a served spec's operations. Where an operation addresses a resource (served-resources.ts), its
 * answer reads and writes that resource's one table: the fleet model's seeded collection for a resource the model
 * has (vehicles, drivers, tags, addresses…), else a table of the spec's own. Records are shown in the served spec's
 * shapes: each item is fitted to the operation's item schema (the record's fields where the schema has them and
 * they are valid, sampled values for the rest). Other operations answer the documented example when it is valid,
 * else data generated from the schema by openapi-sampler (ids seeded by the mock's seed). Every answer is validated
 * before it is sent; where nothing valid comes out, 500 `unsatisfiable_schema`.
 */
import { createRequire } from "node:module";
import type * as OpenApiSampler from "openapi-sampler";
import { MAX_SAMPLE_BYTES, sampleBytes } from "./sample-budget.js";
import type { ValidateFunction } from "ajv";
import { isObject, pathShape, setOwn, valueAtPointer, type Json } from "../../generator/json-pointer.js";
import { merged, unwrapped } from "./body-shapes.js";
import { numberedPage } from "./page-numbers.js";
import type { MockResponse } from "./context.js";
import type { CursorCodec } from "./cursors.js";
import { invalidBody, invalidQuery, MockHttpError } from "./errors.js";
import type { WebhookRegistry } from "./mock-webhooks.js";
import { readList } from "./pagination.js";
import { createRandom, hash32, type Random } from "./random.js";
import {
  bindResources,
  itemOfAnswer,
  ownIdOf,
  propertiesAt,
  type Binding,
  type ItemsAt,
  type TableRef,
} from "./served-resources.js";
import { patternString, withPatternExamples } from "./pattern-strings.js";
import { withoutUndocumented } from "./undocumented-fields.js";
import { describeErrors, errorMediaOf, type MediaSpec, type ServedOperation, type ServedSpec } from "./served-spec.js";
import { StoreBudget } from "./store-budget.js";
import { samplingView } from "./sampling-views.js";
import type { CollectionName, MockStore, Viewer } from "./store.js";
import { fleetTable, ownTable, TAGGED, type Row, type Table } from "./served-tables.js";

/**
 * The document the sampler reads: the served one; the same with annotation-only `allOf` members folded in; that
 * without example and default values, so values come from the types (sampling-views.ts).
 */
type SamplingView = "document" | "folded" | "types" | "patterns";

/**
 * The sampler's tries after its first value is invalid, in order: [skipNonRequired, view]. Every property first, in
 * the views that mend the sampler's reading; only then the required ones alone, which hold the fewest values: tried
 * first, `{ lists: [{}] }` was valid for Mailchimp's lists, where one default (`false` for a string) broke the
 * sampler's first value, and every list item lost every field.
 */
const SAMPLER_TRIES: readonly (readonly [boolean, SamplingView])[] = [
  [false, "folded"],
  [false, "types"],
  [true, "document"],
  [true, "folded"],
  [true, "types"],
  [false, "patterns"],
  [true, "patterns"],
];

/** Where an error body's schema may hold the mock's message, in order of preference. */
const MESSAGE_FIELDS = [
  "message",
  "error_description",
  "errorDescription",
  "detail",
  // Linode's `{ errors: [{ field, reason }] }`.
  "reason",
  "error",
  "title",
  "description",
  "msg",
];

/** How many items a generated list holds: enough for several pages with a small `limit`. */
export const GENERATED_LIST_LENGTH = 5;

export interface SpecAnswerDeps {
  spec: ServedSpec;
  cursors: CursorCodec;
  seed: number;
  pageSize: number;
  /** The fleet model's data: the tables of the resources it has. */
  store: MockStore;
  /** The mock's webhooks: what a served `POST /webhooks` registers, for `listWebhooks` and the triggers. */
  webhooks: WebhookRegistry;
  now: () => number;
}

export interface SpecRequest {
  operation: ServedOperation;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** Who asks: a token's tags limit what it sees of the fleet model's collections. */
  viewer: Viewer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_KEY = /^(id|.+Id|.+_id|.+ID)$/;
const ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";
// openapi-sampler is found now (a missing one is named when the mock starts, server.ts) and loaded on the first
// generated value, not before the mock listens.
const requireHere = createRequire(import.meta.url);
requireHere.resolve("openapi-sampler");
let sampler: typeof OpenApiSampler | undefined;
/**
 * openapi-sampler's `sample`, quiet: asked for `quiet`, openapi-sampler 1.7 still writes three warnings with
 * `console.warn` (`allOf: schemas with different types can't be merged`, and two of `minLength`/`maxLength` beside
 * `date-time`), which would reach the terminal of `fleetkit mock` or the output of a user's tests, and which say
 * nothing the answer's own check does not. The call is synchronous, so the swap covers it and nothing else.
 */
const sample: typeof OpenApiSampler.sample = (...args) => {
  sampler ??= requireHere("openapi-sampler") as typeof OpenApiSampler;
  const warn = console.warn;
  console.warn = () => {};
  try {
    return sampler.sample(...args);
  } finally {
    console.warn = warn;
  }
};

function seededUuid(random: Random): string {
  const hex = [...random.bytes(16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** openapi-sampler gives every id the same value; this draws them from the seed instead (the caller re-validates). */
function seedIds(value: unknown, random: Random): unknown {
  if (Array.isArray(value)) return value.map((v) => seedIds(v, random));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    if (ID_KEY.test(key) && typeof v === "string" && v !== "")
      out[key] = UUID.test(v) ? seededUuid(random) : random.chars(ALNUM, v.length);
    else if (ID_KEY.test(key) && Number.isSafeInteger(v) && (v as number) >= 0)
      out[key] = (v as number) + random.int(1, 999_999);
    else out[key] = seedIds(v, random);
  }
  return out;
}

/** The value with every array emptied: valid where only array items broke the schema and no `minItems` applies. */
function emptyArrays(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptyArrays(v)]));
}

/**
 * `value` with `null` for each property a `required` names that it lacks, where that makes it valid; else undefined.
 * A schema may require a property its `properties` do not give (GitHub Enterprise 2.19's `authorization` requires
 * `expires_at`, which it does not declare): any value satisfies it, but the sampler writes declared properties only.
 */
function withRequiredFilled(value: unknown, validate: ValidateFunction): unknown {
  if (!isObject(value) && !Array.isArray(value)) return undefined;
  const filled = structuredClone(value);
  for (let round = 0; round < 4; round++) {
    if (validate(filled)) return filled;
    const missing = (validate.errors ?? []).filter((error) => error.keyword === "required");
    if (missing.length === 0) return undefined;
    for (const { instancePath, params } of missing) {
      const parent = valueAtPointer(filled, instancePath);
      const name = (params as { missingProperty?: string }).missingProperty;
      if (isObject(parent) && name !== undefined && !Object.hasOwn(parent, name)) setOwn(parent, name, null);
    }
  }
  return undefined;
}

function setAt(value: unknown, path: readonly string[], item: unknown): unknown {
  if (path.length === 0) return item;
  const [key, ...rest] = path;
  return { ...(isObject(value) ? value : {}), [key!]: setAt(isObject(value) ? value[key!] : undefined, rest, item) };
}

/** The types a schema allows at its top level. */
const typesOf = (schema: unknown): string[] =>
  isObject(schema)
    ? Array.isArray(schema.type)
      ? schema.type
      : typeof schema.type === "string"
        ? [schema.type]
        : []
    : [];

/** A record's value as the schema's type asks for it, where it is the same value: "42" for an integer is 42. */
function coerce(value: unknown, schema: unknown): unknown {
  const types = typesOf(schema);
  if (types.length === 0 || types.includes(typeof value === "number" ? "number" : typeof value)) return value;
  if (typeof value === "string" && (types.includes("integer") || types.includes("number")) && /^-?\d+$/.test(value)) {
    const n = Number(value);
    if (Number.isSafeInteger(n)) return n;
  }
  if (typeof value === "number" && types.includes("string")) return String(value);
  return value;
}

export function createSpecAnswers({ spec, cursors, seed, pageSize, store, webhooks, now }: SpecAnswerDeps) {
  const tables = new Map<string, Table>();
  const requestCounts = new Map<string, number>();
  /** The last number given to a record of each table: GitHub's issues are numbered per repository. */
  const lastIds = new Map<Table, number>();
  // The same limits as the fleet model's collections: records too large, or too many, are refused and not stored.
  const budget = new StoreBudget();
  const samples = new Map<string, unknown>();

  /**
   * Which resource each operation addresses (served-resources.ts), read on the first answer rather than at start
   * (about a tenth of a second of GitHub's); with it, the item schema of each own table's list (so a seeded table has
   * the same items whichever operation comes first) and the read operation of each item path (`/fleet/drivers/{id}`,
   * to check the parents a longer path names).
   */
  let resources:
    | {
        bindings: Map<ServedOperation, Binding>;
        seedPointers: Map<string, string>;
        readers: Map<string, { path: string; binding: Binding }>;
        keyParams: Map<string, Json>;
      }
    | undefined;
  function resourcesOf(): NonNullable<typeof resources> {
    if (resources) return resources;
    const bindings = bindResources(spec);
    const seedPointers = new Map<string, string>();
    for (const binding of bindings.values())
      if ("path" in binding.table && binding.role === "list" && binding.items && !seedPointers.has(binding.table.path))
        seedPointers.set(binding.table.path, binding.items.pointer);
    const readers = new Map<string, { path: string; binding: Binding }>();
    for (const [operation, binding] of bindings)
      if (binding.role === "read") readers.set(pathShape(operation.path), { path: operation.path, binding });
    // The item's path parameter of each own table where it says more of the key than a string (a format, a pattern):
    // DigitalOcean's `volume_id` is a uuid, its volume's `id` only a string.
    const keyParams = new Map<string, Json>();
    for (const [operation, binding] of bindings) {
      if (binding.idParam === null || !("path" in binding.table) || keyParams.has(binding.table.path)) continue;
      const param = operation.parameters.find((p) => p.in === "path" && p.name === binding.idParam);
      if (param !== undefined && constrainsKey(param.resolved)) keyParams.set(binding.table.path, param.resolved);
    }
    resources = { bindings, seedPointers, readers, keyParams };
    return resources;
  }

  /** The table of a binding: the fleet collection, or the spec's own table for the concrete parent path. */
  function tableFor(ref: TableRef, params: Record<string, string>, binding: Binding): Table {
    if ("fleet" in ref) {
      const key = `fleet:${ref.fleet}`;
      const table = tables.get(key) ?? fleetTable(store, ref.fleet);
      tables.set(key, table);
      return table;
    }
    const path = ref.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
    let table = tables.get(path);
    if (!table) {
      table = ownTable(path, ref.path, budget);
      tables.set(path, table);
      if (ref.seeded) seedTable(table, ref.path, binding);
    }
    return table;
  }

  /** A read-only resource of the spec's own: GENERATED_LIST_LENGTH generated items, the same for every request. */
  function seedTable(table: Table, template: string, binding: Binding): void {
    const pointer = resourcesOf().seedPointers.get(template) ?? binding.items?.pointer;
    if (pointer === undefined) return;
    const validate = spec.validator(pointer);
    for (let i = 0; i < GENERATED_LIST_LENGTH; i++) {
      const random = createRandom(hash32(`${seed}:${template}:item:${i}`));
      const item = generate(pointer, random);
      let key = isObject(item) ? item[binding.keyField] : undefined;
      if (table.get(String(key), { tagIds: [] }) !== undefined || key === undefined) {
        const candidates = [i + 1, random.chars(ALNUM, 12), seededUuid(random)];
        const unique = candidates.find(
          (c) =>
            table.get(String(c), { tagIds: [] }) === undefined &&
            validate({ ...(item as Json), [binding.keyField]: c }),
        );
        if (unique === undefined) continue;
        key = unique;
      }
      table.insert(String(key), isObject(item) ? { ...item, [binding.keyField]: key } : (item as Json));
    }
  }

  function unsatisfiable(operation: ServedOperation, media: MediaSpec, detail: string): MockHttpError {
    const name = media.name ?? `the schema at ${media.schema}`;
    return new MockHttpError(
      500,
      "unsatisfiable_schema",
      `the mock cannot answer ${operation.method.toUpperCase()} ${operation.path}: it found no value valid against ${name} (${detail}); check that the schema can be satisfied`,
    );
  }

  /**
   * openapi-sampler's value for a schema (computed once per schema); undefined when it cannot make one. A schema whose
   * sample would pass MAX_SAMPLE_BYTES is refused before the sampler runs (500 naming the schema and the limit).
   */
  function sampleOf(pointer: string, skipNonRequired: boolean, view: SamplingView = "document"): unknown {
    const key = `${skipNonRequired}:${view}:${pointer}`;
    if (!samples.has(key)) {
      if (sampleBytes(spec.document, { $ref: pointer }) > MAX_SAMPLE_BYTES)
        throw new MockHttpError(
          500,
          "unsatisfiable_schema",
          `the mock will not build a value for the schema at ${pointer}: its smallest sample is over ${MAX_SAMPLE_BYTES / 1024 / 1024} MiB (minItems, minLength and nesting multiply); lower those in the spec`,
        );
      let value: unknown;
      try {
        value = sample(
          { $ref: pointer } as object,
          { quiet: true, enablePatterns: true, skipWriteOnly: true, skipNonRequired },
          viewOf(view),
        );
      } catch {
        value = undefined;
      }
      samples.set(key, value);
    }
    return structuredClone(samples.get(key));
  }

  /** The served document, and the views of it the sampler reads right (sampling-views.ts), made on first need. */
  const views = new Map<SamplingView, Json>();
  function viewOf(view: SamplingView): Json {
    if (view === "document") return spec.document as Json;
    if (view === "patterns" && !views.has(view)) views.set(view, withPatternExamples(viewOf("types"), seed));
    if (!views.has(view)) views.set(view, samplingView(spec.document as Json, view === "types"));
    return views.get(view)!;
  }

  /**
   * A generated value for a schema: openapi-sampler's, its ids seeded; where that is invalid, the `SAMPLER_TRIES` in
   * turn (required properties only; the views of sampling-views.ts, where the sampler's reading of the document
   * goes wrong), each seeded and as sampled; then any of them with empty arrays (the sampler does not resolve every
   * `oneOf`). The first valid one, else the sampler's own (whose errors then name what breaks).
   */
  function generate(pointer: string, random: Random): unknown {
    const base = sampleOf(pointer, false);
    const validate = spec.validator(pointer);
    const seeded = seedIds(base, random);
    if (validate(seeded)) return seeded;
    if (validate(base)) return base;
    const tried: unknown[] = [base];
    for (const [skipNonRequired, view] of SAMPLER_TRIES) {
      const sampled = sampleOf(pointer, skipNonRequired, view);
      tried.push(sampled);
      for (const candidate of [seedIds(sampled, random), sampled])
        if (candidate !== undefined && validate(candidate)) return candidate;
    }
    for (const candidate of tried.map(emptyArrays))
      if (candidate !== undefined && validate(candidate)) return candidate;
    for (const candidate of tried) {
      const filled = withRequiredFilled(candidate, validate);
      if (filled !== undefined) return filled;
    }
    return base;
  }

  /** The first candidate valid against the success schema, else 500 naming the schema and the first failure. */
  function firstValid(operation: ServedOperation, media: MediaSpec, candidates: readonly unknown[]): unknown {
    const validate = spec.validator(media.schema!);
    let detail = "openapi-sampler could not sample it";
    for (const candidate of candidates) {
      if (candidate === undefined) continue;
      if (validate(candidate)) return candidate;
      detail = describeErrors(validate.errors, "answer");
    }
    throw unsatisfiable(operation, media, detail);
  }

  /**
   * A record in the shape of an item schema: a generated item, with the record's fields the schema has (as its types
   * ask); a field the schema refuses keeps its generated value. Seeded by the record's key, so a record reads the
   * same in every answer.
   */
  /** A value as the schema at `pointer` types it, through arrays and objects: the model's "42" for an integer is 42. */
  function coerceAt(value: unknown, pointer: string, depth = 0): unknown {
    const [schema, at] = spec.follow(pointer);
    if (depth > 4 || !isObject(schema)) return value;
    if (Array.isArray(value))
      return schema.items === undefined ? value : value.map((v) => coerceAt(v, `${at}/items`, depth + 1));
    if (isObject(value)) {
      const properties = propertiesAt(spec, at);
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, properties.has(k) ? coerceAt(v, properties.get(k)!, depth + 1) : v]),
      );
    }
    return coerce(value, schema);
  }

  /** A generated item of a schema, made once: what an item shows where its record has no valid value. */
  const bases = new Map<string, unknown>();
  function baseOf(pointer: string): unknown {
    if (!bases.has(pointer)) bases.set(pointer, generate(pointer, createRandom(hash32(`${seed}:item:${pointer}`))));
    return bases.get(pointer);
  }

  /**
   * A record in the shape of an item schema: a generated item, with the record's fields the schema has (as its types
   * ask); a field the schema refuses keeps its generated value. `omit` names fields the request left out (a stat
   * type not asked for), dropped where the schema allows it.
   */
  function fitItem(
    record: Json,
    pointer: string,
    omit: ReadonlySet<string> = new Set(),
    computed?: Row["computed"],
  ): unknown {
    // A schema the sampler makes nothing of (`{}`: any value) starts from an empty object.
    const generated = baseOf(pointer) ?? {};
    if (!isObject(generated)) return generated;
    // The record's own id fields, drawn from the seed and its id, for those its values cannot fill (the schema asks a
    // UUID, the model has digits): the same record shows the same id in every answer, and no two records share one.
    const random = createRandom(hash32(`${seed}:record:${String(record.id ?? "")}`));
    const ownIds = Object.fromEntries(Object.entries(generated).filter(([k, v]) => ID_KEY.test(k) && !isObject(v)));
    const base: Json = { ...generated, ...(seedIds(ownIds, random) as Json) };
    const properties = propertiesAt(spec, pointer);
    // A seeded id its schema refuses (`^las:asset:[a-f0-9]{32}$`: the seed's letters lose the prefix) is written from
    // its pattern instead, seeded by the record too.
    for (const field of Object.keys(ownIds)) {
      const where = properties.get(field);
      if (where === undefined || typeof base[field] !== "string" || spec.validator(where)(base[field])) continue;
      const [node] = spec.follow(where);
      const written = isObject(node)
        ? patternString(node, hash32(`${seed}:record:${String(record.id ?? "")}:${field}`))
        : undefined;
      if (written !== undefined) base[field] = written;
    }
    const [schema] = spec.follow(pointer);
    // An open object that declares no fields (the bundled spec's `Vehicle`) takes the record whole.
    const open = properties.size === 0 && isObject(schema) && schema.additionalProperties !== false;
    const over: Json = {};
    for (const [field, value] of Object.entries(record)) {
      const where = properties.get(field);
      if ((where === undefined && !open) || value === undefined) continue;
      over[field] = where === undefined ? value : coerceAt(value, where);
    }
    if (computed)
      for (const [field, where] of properties) {
        if (field in over || omit.has(field)) continue;
        const value = computed(field);
        if (value !== undefined) over[field] = coerceAt(value, where);
      }
    const validate = spec.validator(pointer);
    const valid = (value: unknown): boolean => validate(value);
    let candidate: Json = { ...base, ...over };
    for (const field of omit) delete candidate[field];
    for (let tries = 0; tries < 8; tries++) {
      if (valid(candidate)) return candidate;
      const broken = new Set(
        (validate.errors ?? []).map((e) => e.instancePath.split("/")[1]).filter((f): f is string => f !== undefined),
      );
      const dropped = [...broken].filter((f) => f in over);
      if (dropped.length === 0) break;
      for (const field of dropped) {
        delete over[field];
        if (field in base) candidate[field] = base[field];
        else delete candidate[field];
      }
      candidate = { ...candidate };
    }
    return omit.size > 0 ? fitItem(record, pointer, new Set(), computed) : base;
  }

  /**
   * The item fields a request leaves out: a query array whose documented values are item fields (`types=gps` of the
   * stats feeds) asks for those fields only.
   */
  function omittedBy(operation: ServedOperation, query: URLSearchParams, items: ItemsAt): Set<string> {
    const omit = new Set<string>();
    const properties = propertiesAt(spec, items.pointer);
    for (const p of operation.parameters) {
      if (p.in !== "query" || p.schema === null || !query.has(p.name)) continue;
      const [itemSchema] = spec.follow(`${spec.follow(p.schema)[1]}/items`);
      const values = isObject(itemSchema) && Array.isArray(itemSchema.enum) ? itemSchema.enum : [];
      const fields = values.filter((v): v is string => typeof v === "string" && properties.has(v));
      if (fields.length === 0 || fields.length < values.length / 2) continue;
      const asked = new Set(readList(query, p.name));
      for (const field of fields) if (!asked.has(field)) omit.add(field);
    }
    return omit;
  }

  /**
   * The body's fields the item schema has, except write-only ones (a password is never echoed) and read-only ones,
   * unless the operation's own request schema takes that field (`writable`: Linode's create takes the `region` its
   * instance shows read-only).
   */
  function bodyFields(body: unknown, itemPointer: string, writable: ReadonlySet<string> = new Set()): Json {
    const properties = propertiesAt(spec, itemPointer);
    const out: Json = {};
    if (!isObject(body)) return out;
    for (const [key, value] of Object.entries(body)) {
      // Own properties only: a body's `__proto__` or `constructor` key is not a field of the schema.
      const where = Object.hasOwn(body, key) ? properties.get(key) : undefined;
      if (where === undefined) continue;
      const [property] = spec.follow(where);
      if (isObject(property) && property.writeOnly === true) continue;
      if (isObject(property) && property.readOnly === true && !writable.has(key)) continue;
      out[key] = value;
    }
    return out;
  }

  function pageSizeOf(operation: ServedOperation, query: URLSearchParams): number {
    const limit = query.get("limit");
    if (limit !== null && /^\d+$/.test(limit) && Number(limit) > 0) return Number(limit);
    return operation.limit?.default ?? pageSize;
  }

  /** The documented filters a list reads: `ids`/`vehicleIds` (its own ids) and `tagIds`/`parentTagIds`. */
  function filtered(rows: Row[], table: Table, query: URLSearchParams): Row[] {
    const ids = [...(readList(query, "ids") ?? []), ...(readList(query, `${table.noun}Ids`) ?? [])];
    const tagIds = [...(readList(query, "tagIds") ?? []), ...(readList(query, "parentTagIds") ?? [])];
    return rows.filter(
      (row) =>
        (ids.length === 0 || ids.includes(row.key)) &&
        (tagIds.length === 0 ||
          (Array.isArray(row.record.tagIds) && row.record.tagIds.some((t) => tagIds.includes(t as string)))),
    );
  }

  /**
   * One page in the spec's shape: `after` + `pagination { endCursor, hasNextPage }`, or the legacy `startingAfter` /
   * `endingBefore`. A list walks creation order (a cursor holds the last `seq`, so creates and deletes never shift a
   * page); a feed walks change order and, once caught up, holds the latest revision.
   */
  function page(request: SpecRequest, media: MediaSpec, items: ItemsAt, table: Table, rows: Row[]): unknown {
    const { operation, query } = request;
    const cursorParam = operation.pagination!.cursorParam;
    const size = pageSizeOf(operation, query);
    const read = (name: string) => {
      const values = query.getAll(name);
      if (values.length > 1)
        throw new MockHttpError(400, "invalid_cursor", `${name} is given ${values.length} times; give it once`);
      return cursors.decode(values[0] ?? null, operation.key, name);
    };
    const after = read(cursorParam);
    const before = cursorParam === "startingAfter" ? read("endingBefore") : undefined;
    if (after && before) throw invalidQuery("startingAfter and endingBefore are mutually exclusive; give one of them");
    let window: Row[];
    let hasNextPage: boolean;
    let end: number;
    if (operation.feed) {
      const changed = rows
        .filter((r) => r.entry.rev > (after?.position ?? 0))
        .sort((a, b) => a.entry.rev - b.entry.rev);
      window = changed.slice(0, size);
      hasNextPage = changed.length > window.length;
      end = hasNextPage ? window.at(-1)!.entry.rev : Math.max(after?.position ?? 0, table.revision());
    } else if (before) {
      const earlier = rows.filter((r) => r.entry.seq < before.position);
      window = earlier.slice(Math.max(0, earlier.length - size));
      hasNextPage = true;
      end = window.at(-1)?.entry.seq ?? before.position - 1;
    } else {
      const rest = rows.filter((r) => r.entry.seq > (after?.position ?? 0));
      window = rest.slice(0, size);
      hasNextPage = rest.length > window.length;
      end = window.at(-1)?.entry.seq ?? after?.position ?? 0;
    }
    const start = window[0]?.entry.seq ?? end + 1;
    const base = generate(media.schema!, createRandom(hash32(`${seed}:${operation.key}:page`)));
    const shape = isObject(base) && isObject(base.pagination) ? base.pagination : {};
    const pagination: Json = {
      ...shape,
      // A list's last page has an empty cursor (reference 4.3); a feed's always carries one to continue from.
      endCursor: hasNextPage || operation.feed || cursorParam !== "after" ? cursors.encode(operation.key, end) : "",
      hasNextPage,
      ...("startCursor" in shape && { startCursor: cursors.encode(operation.key, start) }),
      ...("hasPrevPage" in shape && { hasPrevPage: rows.some((r) => r.entry.seq < start) }),
    };
    const omit = omittedBy(operation, query, items);
    const shown = window.map((row) => fitItem(row.record, items.pointer, omit, row.computed));
    const body = setAt({ ...(isObject(base) ? base : {}), pagination }, items.path, shown);
    return firstValid(operation, media, [body]);
  }

  /** The model's record whose answers show it under `key`: its id drawn from the seed, where the schema refuses the model's. */
  function shownAs(
    table: Table,
    key: string,
    viewer: Viewer,
    binding: Binding,
    items: ItemsAt | null,
  ): Row | undefined {
    if (table.fleet === null || items === null) return undefined;
    // The field the item shows its id in: the binding's, else the schema's own id (`assetId` beside no `id`).
    const field = propertiesAt(spec, items.pointer).has(binding.keyField)
      ? binding.keyField
      : (ownIdOf(spec, items.pointer) ?? binding.keyField);
    const shownKey = (row: Row) => {
      const shown = fitItem(row.record, items.pointer);
      return isObject(shown) ? String(shown[field]) : undefined;
    };
    const rows = table.rows(viewer);
    // Where the schema takes the model's ids, no record shows another: nothing to look for.
    if (rows[0] === undefined || shownKey(rows[0]) === rows[0].key) return undefined;
    return rows.find((row) => shownKey(row) === key);
  }

  function notFound(table: Table, key: string, viewer: Viewer): MockHttpError {
    const hidden = table.fleet !== null && viewer.tagIds.length > 0 ? " or is outside the token's tags" : "";
    return new MockHttpError(404, "not_found", `${table.noun} ${JSON.stringify(key)} does not exist${hidden}`);
  }

  /**
   * A token limited to tags creates the model's tagged objects (vehicles, drivers, addresses, users, assets) only
   * inside them: the body's `tagIds` must hold one of its tags and no other, else 403 `tag_required`.
   */
  function checkTagLimit(name: CollectionName, tagIds: string[], viewer: Viewer): void {
    if (viewer.tagIds.length === 0 || !TAGGED.has(name)) return;
    const foreign = tagIds.filter((t) => !viewer.tagIds.includes(t));
    if (tagIds.length === 0 || foreign.length > 0)
      throw new MockHttpError(
        403,
        "tag_required",
        `this token is limited to tags ${viewer.tagIds.join(", ")}: give tagIds with one of them and no other${foreign.length > 0 ? ` (not ${foreign.join(", ")})` : ""}`,
      );
  }

  /**
   * The fields an operation's request body schema declares and does not mark read-only: of its items, for a create
   * whose body is a list of them (`itemsOfList`).
   */
  function writableFields(operation: ServedOperation, list: boolean): ReadonlySet<string> {
    const schema = operation.body?.media?.schema;
    if (schema === null || schema === undefined) return new Set();
    let pointer = schema;
    if (list) {
      const [node, at] = spec.follow(schema);
      const array =
        isObject(node) && isObject(node.properties)
          ? Object.entries(node.properties).find(([, v]) => isObject(v) && v.type === "array")
          : undefined;
      if (array === undefined) return new Set();
      pointer = spec.follow(`${at}/properties/${array[0].replace(/~/g, "~0").replace(/\//g, "~1")}/items`)[1];
    }
    const out = new Set<string>();
    for (const [key, where] of propertiesAt(spec, pointer)) {
      const [property] = spec.follow(where);
      if (!(isObject(property) && property.readOnly === true)) out.add(key);
    }
    return out;
  }

  /** The `id` of a record keyed by another field: numbers count up per table, strings follow the id's schema. */
  const lastOwnIds = new Map<Table, number>();
  function newOwnId(table: Table, idSchema: unknown, random: Random): string | number {
    const n = (lastOwnIds.get(table) ?? 0) + 1;
    lastOwnIds.set(table, n);
    return minted(idSchema, n, random, `${seed}:id:${n}`);
  }

  /**
   * The `n`th value minted for a key or id of `schema`: `n` where it is a number; else written from its pattern
   * (Twilio's `^TH[0-9a-fA-F]{32}$`), so that the record reads back by it; else a uuid or twelve letters and digits.
   */
  function minted(schema: unknown, n: number, random: Random, patternSeed: string | undefined): string | number {
    if (typesOf(schema).some((t) => t === "integer" || t === "number")) return n;
    const patterned =
      isObject(schema) && patternSeed !== undefined ? patternString(schema, hash32(patternSeed)) : undefined;
    return patterned ?? (isObject(schema) && schema.format === "uuid" ? seededUuid(random) : random.chars(ALNUM, 12));
  }

  /** A new key for a record of the table, of the key field's type. */
  function newKey(table: Table, keySchema: unknown, random: Random): string | number {
    if (table.fleet !== null) return store.collection(table.fleet).nextId();
    for (let tries = 0; ; tries++) {
      const n = (lastIds.get(table) ?? 0) + 1;
      lastIds.set(table, n);
      // (A pattern that keeps writing taken keys is left after eight tries.)
      const key = minted(keySchema, n, random, tries < 8 ? `${seed}:key:${n}` : undefined);
      if (table.get(String(key), { tagIds: [] }) === undefined) return key;
    }
  }

  /** Creates one record from a body: its fields the item schema has, a new key, the rest generated. */
  function createOne(
    table: Table,
    binding: Binding,
    items: ItemsAt,
    input: unknown,
    random: Random,
    viewer: Viewer,
    writable: ReadonlySet<string> = new Set(),
  ): Row {
    // Kept as the collection's read shows it where the create answers something else (`stored`); the body's fields
    // that only the create's answer shows (Adyen's session `reference`, which its read leaves out) are kept beside.
    const kept = binding.stored ?? items;
    const body = unwrapped(input, items);
    const fields = { ...bodyFields(body, items.pointer, writable), ...bodyFields(body, kept.pointer, writable) };
    const given = fields[binding.keyField];
    delete fields[binding.keyField];
    const keyAt = propertiesAt(spec, kept.pointer).get(binding.keyField);
    const ownKey = keyAt === undefined ? undefined : spec.follow(keyAt)[0];
    // A key is minted as the item's path parameter takes it where the item's field says less, so that it reads back.
    const keyParam = "path" in binding.table ? resourcesOf().keyParams.get(binding.table.path) : undefined;
    const keySchema = constrainsKey(ownKey) || keyParam === undefined ? ownKey : keyParam;
    // A key the caller chose (Google's `serviceName`) is kept where the schema lets the caller write it.
    const chosen =
      table.fleet === null &&
      typeof given === "string" &&
      given !== "" &&
      !(isObject(keySchema) && keySchema.readOnly === true) &&
      table.get(given, { tagIds: [] }) === undefined;
    const key = chosen ? given : newKey(table, keySchema, random);
    if (table.fleet !== null) {
      const tagIds =
        isObject(input) && Array.isArray(input.tagIds) ? input.tagIds.filter((t) => typeof t === "string") : [];
      checkTagLimit(table.fleet, tagIds, viewer);
      return table.insert(String(key), { ...fields, tagIds });
    }
    // An item keyed by another field (GitHub's issue `number`) that has an `id` too gets one of its own: generated, all
    // of them had the same.
    const properties = propertiesAt(spec, kept.pointer);
    const idAt = binding.keyField === "id" ? undefined : properties.get("id");
    if (idAt !== undefined && fields.id === undefined) fields.id = newOwnId(table, spec.follow(idAt)[0], random);
    // A record of the spec's own is stored as its answer shows it, so reading it back gives the same object.
    const shown = fitItem({ ...fields, [binding.keyField]: key }, kept.pointer);
    const keys = {
      [binding.keyField]: key,
      ...(binding.answerKey !== undefined && { [binding.answerKey]: String(key) }),
    };
    const record = isObject(shown) ? { ...fields, ...shown, ...keys } : keys;
    return table.insert(String(key), record);
  }

  /**
   * The row after a change (`update`, `replace`) with `body`, stored. A change keeps what its body leaves out, into
   * nested objects (Hetzner's `PUT /ssh_keys/{id}` with a name keeps the key and its labels, Jira's `PUT` of an issue's
   * `fields.summary` its other fields); a list is replaced. A fleet model's record is replaced field by field by a
   * `PUT`. The body is read as the record is kept: the collection's item, where the change answers something else
   * (Zuora's `{ success }`) or nothing (a 204).
   */
  function changed(table: Table, row: Row, binding: Binding, body: unknown): Row {
    const shape = binding.stored ?? binding.items;
    const fields = shape ? bodyFields(unwrapped(body, shape), shape.pointer) : {};
    delete fields[binding.keyField];
    const own = table.fleet === null;
    const kept = own ? row.record : (row.entry.value as Json);
    const next: Json = own
      ? { ...merged(kept, fields), [binding.keyField]: kept[binding.keyField] }
      : binding.role === "update"
        ? merged(kept, fields)
        : { ...kept, ...fields, tagIds: kept.tagIds ?? [] };
    if (table.fleet !== null && typeof kept.updatedAtMs === "number") next.updatedAtMs = now();
    const record = own && shape ? fitItem(next, shape.pointer) : next;
    return table.update(
      row.key,
      isObject(record) ? { ...record, ...(own && { [binding.keyField]: kept[binding.keyField] }) } : next,
    );
  }

  function resourceAnswer(request: SpecRequest, binding: Binding, media: MediaSpec, random: Random): unknown {
    const { operation, params, body, viewer } = request;
    const table = tableFor(binding.table, params, binding);
    const items = binding.items;
    if (binding.role === "list") {
      const rows = filtered(table.rows(viewer), table, request.query);
      if (operation.pagination && items) return page(request, media, items, table, rows);
      const base = generate(media.schema!, random);
      const omit = omittedBy(operation, request.query, items!);
      const shown = numberedPage(operation, request.query, rows).map((row) =>
        fitItem(row.record, items!.pointer, omit, row.computed),
      );
      return firstValid(operation, media, [setAt(base, items!.path, shown)]);
    }
    const present = (row: Row) => {
      const base = generate(media.schema!, random);
      if (!items) return firstValid(operation, media, [base]);
      const shown = fitItem(row.record, items.pointer, new Set(), row.computed);
      return firstValid(operation, media, [
        setAt(base, items.path, items.inList || (items.path.length === 0 && Array.isArray(base)) ? [shown] : shown),
        base,
      ]);
    };
    if (binding.role === "create") {
      if (!items) return firstValid(operation, media, [generate(media.schema!, random)]);
      const [answer] = spec.follow(media.schema!);
      // A create that answers a list (`POST /v1/addresses` → `[Address]`) makes one record per item of the body's array.
      const arrays = isObject(body) ? Object.values(body).filter((v) => Array.isArray(v) && v.every(isObject)) : [];
      // So does one whose answer holds the items in a list (Xero's `PUT /Contacts` with `{ Contacts: [ … ] }`).
      const listed = (isObject(answer) && answer.type === "array") || items.inList === true;
      const many = listed && arrays.length === 1;
      const inputs = many ? (arrays[0] as unknown[]) : [body];
      const writable = writableFields(operation, many);
      const rows = inputs.map((input) => createOne(table, binding, items, input, random, viewer, writable));
      if (listed) {
        const shown = rows.map((row) => fitItem(row.record, items.pointer));
        return firstValid(operation, media, [
          items.inList ? setAt(generate(media.schema!, random), items.path, shown) : shown,
        ]);
      }
      return present(rows[0]!);
    }
    const key = params[binding.idParam!]!;
    const row = table.get(key, viewer) ?? shownAs(table, key, viewer, binding, items);
    if (!row) throw notFound(table, key, viewer);
    if (binding.role === "update" || binding.role === "replace") return present(changed(table, row, binding, body));
    if (binding.role === "delete") {
      table.remove(row.key);
      return present(row);
    }
    return present(row);
  }

  /**
   * An error's body as the spec documents it for the operation and status (`basic-error` on GitHub's): a generated
   * value with the message (and the request ID) in the fields the schema has for them; the mock's own
   * `{ message, requestId }` where the spec documents no JSON body for that status, or nothing valid comes out. The
   * message goes in the first message field (`MESSAGE_FIELDS`, in any case: Open Banking's `Message`) where the body
   * stays valid: at the top, else one level down, in an object (Azure's `{ error: { code, message } }`) or a list's
   * first item (ShipEngine's `{ errors: [{ message }] }`).
   */
  function errorBody(operation: ServedOperation, error: MockHttpError): unknown {
    const own = error.body();
    const status = error.responseStatus();
    const media = errorMediaOf(spec, operation, status);
    if (!media?.schema) return own;
    const base = generate(media.schema, createRandom(hash32(`${seed}:${operation.key}:error:${status}`)));
    const validate = spec.validator(media.schema);
    if (!isObject(base)) return [own.message, base].find((c) => validate(c)) ?? own;
    const propertyAt = propertiesAt(spec, media.schema);
    const fields: Json = {};
    if (propertyAt.has("requestId")) fields.requestId = own.requestId;
    if (propertyAt.has("status")) fields.status = coerce(String(status), spec.follow(propertyAt.get("status")!)[0]);
    /**
     * The value with the message in each message field of an object whose properties are `at` (any case), then in each
     * other field named for a message (Plaid's `error_message`, `errorMessage`); with the status where the object has
     * a `status` (Spotify's `{ error: { status, message } }`).
     */
    const withMessage = (value: unknown, at: Map<string, string>): Json[] => {
      const byName = new Map([...at.keys()].map((key) => [key.toLowerCase(), key]));
      const object = isObject(value) ? value : {};
      const named = [...at.keys()].filter((key) => /message/i.test(key) && !MESSAGE_FIELDS.includes(key.toLowerCase()));
      const statusKey = byName.get("status");
      const statusOf =
        statusKey === undefined ? {} : { [statusKey]: coerce(String(status), spec.follow(at.get(statusKey)!)[0]) };
      return [
        ...MESSAGE_FIELDS.filter((f) => byName.has(f.toLowerCase())).map((f) => byName.get(f.toLowerCase())!),
        ...named,
      ].map((key) => ({ ...object, ...statusOf, [key]: own.message }));
    };
    const placed = withMessage(base, propertyAt);
    for (const [outer, where] of propertyAt) {
      // One level down: an object (Azure's `{ error: { message } }`), or a list's first item (`{ errors: [{ message }] }`).
      const [node, at] = spec.follow(where);
      const list = isObject(node) && node.type === "array" && node.items !== undefined;
      const inner = propertiesAt(spec, list ? spec.follow(`${at}/items`)[1] : where);
      const value = base[outer];
      for (const changed of withMessage(list ? (Array.isArray(value) ? value[0] : undefined) : value, inner))
        placed.push({ ...base, [outer]: list ? [changed, ...(Array.isArray(value) ? value.slice(1) : [])] : changed });
    }
    const candidates = [...placed.map((body) => ({ ...body, ...fields })), ...placed, { ...base, ...fields }, base];
    const chosen = candidates.find((c) => validate(c));
    if (chosen === undefined) return own;
    // Without the properties its schema does not name (Lyft's `ErrorDetail` example has `lat`), as a success answer.
    return withoutUndocumented(spec, media.schema, chosen);
  }

  const paramsOf = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

  /**
   * The records a path's parents name exist: `POST /v1/fleet/drivers/{driver_id}/hos/duty_status` for a driver the
   * mock does not have (or the token does not see) is 404, as reading that driver is.
   */
  function checkParents(operation: ServedOperation, params: Record<string, string>, viewer: Viewer): void {
    const segments = operation.path.split("/");
    for (let end = 2; end < segments.length; end++) {
      if (!/^\{[^}]+\}$/.test(segments[end - 1]!)) continue;
      const prefix = segments.slice(0, end).join("/");
      const found = resourcesOf().readers.get(pathShape(prefix));
      if (!found) continue;
      // The reader's parameters by position: `{driver_id}` here is `{driver_id_or_external_id}` there.
      const values = paramsOf(prefix).map((name) => params[name] ?? "");
      const theirs = Object.fromEntries(paramsOf(found.path).map((name, i) => [name, values[i]!]));
      const { binding: reader } = found;
      const table = tableFor(reader.table, theirs, reader);
      const key = theirs[reader.idParam!] ?? "";
      if (!table.get(key, viewer) && !shownAs(table, key, viewer, reader, reader.items))
        throw notFound(table, key, viewer);
    }
  }

  /**
   * A served `POST /webhooks` (without a stored resource of its own) registers the webhook with the mock, as the
   * bundled spec's does (HTTPS only), so `mock.listWebhooks()` and the triggers see it; answered in the spec's shape.
   */
  function registerWebhook(operation: ServedOperation, media: MediaSpec, body: Json, random: Random): unknown {
    let webhook: unknown;
    try {
      webhook = webhooks.register(body as never, false);
    } catch (error) {
      if (error instanceof TypeError) throw invalidBody(error.message);
      throw error;
    }
    const item = itemOfAnswer(spec, media, null);
    const base = generate(media.schema!, random);
    if (!item) return firstValid(operation, media, [base]);
    return firstValid(operation, media, [setAt(base, item.path, fitItem(webhook as Json, item.pointer)), base]);
  }

  /**
   * A generated answer with a `pagination` object, of a list the mock does not page (its items are not where a
   * list's are): its one page is the last, so a client walking it stops.
   */
  function lastPage(operation: ServedOperation, media: MediaSpec, body: unknown): unknown {
    if (!isObject(body) || !isObject(body.pagination) || !("hasNextPage" in body.pagination)) return body;
    const ended = { ...body, pagination: { ...body.pagination, hasNextPage: false, endCursor: "" } };
    return spec.validator(media.schema!)(ended) ? ended : firstValid(operation, media, [body]);
  }

  /**
   * The answer to a request that has passed the token, scope, parameter and body checks, with the media type its
   * success is documented in (`application/vnd.xtrf-v1+json;charset=UTF-8`, `text/csv`) where that is not JSON's.
   */
  function answer(request: SpecRequest): MockResponse {
    const response = answerBody(request);
    const type = request.operation.success?.media?.type;
    if (type === undefined || type === "application/json" || !/^[\x20-\x7e]+$/.test(type)) return response;
    const body =
      /^text\//i.test(type) && response.body !== undefined && typeof response.body !== "string" ? "" : response.body;
    return { ...response, body, headers: { ...response.headers, "content-type": type } };
  }

  function answerBody(request: SpecRequest): MockResponse {
    const { operation } = request;
    const success = operation.success;
    if (!success)
      throw new MockHttpError(
        500,
        "unsatisfiable_schema",
        `the mock cannot answer ${operation.method.toUpperCase()} ${operation.path}: the spec documents no success (2xx or default) response for it`,
      );
    const binding = resourcesOf().bindings.get(operation);
    checkParents(operation, request.params, request.viewer);
    const media = success.media;
    if (!media || media.schema === null) {
      if (binding && binding.idParam !== null) {
        const table = tableFor(binding.table, request.params, binding);
        const key = request.params[binding.idParam]!;
        const row = table.get(key, request.viewer) ?? shownAs(table, key, request.viewer, binding, binding.items);
        if (!row) throw notFound(table, key, request.viewer);
        if (binding.role === "delete") table.remove(row.key);
        // A change answered by a 204 changes the record all the same.
        if (binding.role === "update" || binding.role === "replace") changed(table, row, binding, request.body);
      }
      return {
        status: success.status,
        body: media?.examples[0] ?? (media ? {} : undefined),
        ...(success.headers && { headers: success.headers }),
      };
    }
    const count = (requestCounts.get(operation.key) ?? 0) + 1;
    requestCounts.set(operation.key, count);
    const random = createRandom(hash32(`${seed}:${operation.key}:${count}`));
    if (binding) return { status: success.status, body: resourceAnswer(request, binding, media, random) };
    if (operation.method === "post" && operation.path.endsWith("/webhooks") && isObject(request.body))
      return { status: success.status, body: registerWebhook(operation, media, request.body, random) };
    const validate = spec.validator(media.schema);
    const example = media.examples.find((e) => validate(e));
    if (example !== undefined)
      return { status: success.status, body: lastPage(operation, media, structuredClone(example)) };
    const generated = lastPage(operation, media, generate(media.schema, random));
    // Path parameters the answer has a field for (`/reports/{year}` → `year`) show what was asked for, where valid.
    const echoed = isObject(generated)
      ? { ...generated, ...pathValues(operation, request.params, (key) => key in generated) }
      : generated;
    return { status: success.status, body: firstValid(operation, media, [echoed, generated]) };
  }

  return { answer, errorBody };
}

/** The path parameters, typed as their schemas say, that `wanted` picks. */
function pathValues(
  operation: ServedOperation,
  params: Record<string, string>,
  wanted: (key: string) => boolean,
): Json {
  const out: Json = {};
  for (const p of operation.parameters) {
    const text = params[p.name];
    if (p.in !== "path" || text === undefined || !wanted(p.name)) continue;
    out[p.name] = p.resolved.type === "integer" || p.resolved.type === "number" ? Number(text) : text;
  }
  return out;
}

export type SpecAnswers = ReturnType<typeof createSpecAnswers>;

/** Whether a key's schema says more than "a string": a format or a pattern a minted key must follow. */
function constrainsKey(schema: unknown): boolean {
  return isObject(schema) && (typeof schema.format === "string" || typeof schema.pattern === "string");
}
