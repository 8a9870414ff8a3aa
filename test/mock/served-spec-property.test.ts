/**
 * Property: whatever valid calls a client makes, in whatever order, every 2xx answer of the mock is valid against the
 * response schema of the spec it serves (for the status it answered), and it never answers 5xx to a valid call
 * unless the spec's schema cannot be satisfied. Checked over every operation of the bundled spec and of a small
 * hand-made one, with validators compiled here from the spec, independently of the mock's own.
 */
import Ajv2020Module from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { sample } from "openapi-sampler";
import { beforeAll, describe, expect, it } from "vitest";
import { loadOpenApi } from "../../generator/input/index.js";
import { operations as bundledOperations, type Operation } from "../../generated/operations.js";
import { validate as generatedValidate } from "../../generated/validators.js";
import { COLLECTION_NAMES, createMock, type Mock } from "../../testing/index.js";
import { START_MS } from "./helpers.js";
import { WIDGETS_SPEC } from "./widgets-spec.js";

const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;
const METHODS = ["get", "put", "post", "delete", "patch"] as const;

type Json = Record<string, any>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const escapePointer = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

interface Op {
  method: string;
  path: string;
  raw: Json;
  pointer: string;
  params: Json[];
}

/** The test's own reading of a spec: its operations, `$ref` resolution, and ajv validators by pointer. */
function readSpec(doc: Json) {
  const resolve = (node: unknown): any => {
    for (let i = 0; isObject(node) && typeof node.$ref === "string" && i < 32; i++)
      node = node.$ref
        .slice(2)
        .split("/")
        .map((s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
        .reduce((n: any, k: string) => n?.[k], doc);
    return node;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc, "test:spec");
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const validator = (pointer: string) => {
    if (!compiled.has(pointer)) compiled.set(pointer, ajv.compile({ $ref: `test:spec${pointer}` }));
    return compiled.get(pointer)!;
  };
  const ops: Op[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!isObject(raw)) continue;
      const params = new Map<string, Json>();
      for (const p of [...(item.parameters ?? []), ...(raw.parameters ?? [])].map(resolve))
        params.set(`${p.in}:${p.name}`, p);
      ops.push({
        method,
        path,
        raw,
        pointer: `#/paths/${escapePointer(path)}/${method}`,
        params: [...params.values()],
      });
    }
  }
  return { resolve, validator, ops };
}

type Spec = ReturnType<typeof readSpec>;

/** Values a schema accepts: fast-check's where the schema is simple, openapi-sampler's where it is not. */
function arbitraryOf(spec: Spec, schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const s = spec.resolve(schema);
  if (!isObject(s)) return fc.constant({});
  if ("const" in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== "null") : s.type;
  if (type === "integer") return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1000 });
  if (type === "number") return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
  if (type === "boolean") return fc.boolean();
  if (type === "string" && s.format === undefined && s.pattern === undefined)
    return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 12, 12) });
  if (type === "array" && depth < 3)
    return fc.array(arbitraryOf(spec, s.items, depth + 1), {
      minLength: s.minItems ?? 0,
      maxLength: Math.min(s.maxItems ?? 3, 3),
    });
  if (type === "object" && isObject(s.properties) && depth < 3 && !s.oneOf && !s.anyOf && !s.allOf) {
    const required: string[] = s.required ?? [];
    const entries = Object.entries(s.properties).filter(([, p]) => !spec.resolve(p)?.readOnly);
    return fc.record(Object.fromEntries(entries.map(([k, p]) => [k, arbitraryOf(spec, p, depth + 1)])), {
      requiredKeys: entries.map(([k]) => k).filter((k) => required.includes(k)),
    });
  }
  return fc.constant(
    sample(schema as object, { quiet: true, skipReadOnly: true, enablePatterns: true }, spec as never),
  );
}

/**
 * Any short ID. Made once: building a `stringMatching` arbitrary tokenizes its pattern's strings (1 s of CPU when
 * `callOf` built one per call).
 */
const ANY_ID = fc.stringMatching(/^[a-z0-9]{1,8}$/);

interface Call {
  method: string;
  path: string;
  body?: unknown;
  op: Op;
}

/**
 * A valid call of an operation: path IDs from the mock's data (the collection the parameter's name points at, or any
 * collection), or any string; query and body from the schemas.
 */
function callOf(spec: Spec, doc: Json, op: Op, ids: IdsOf): fc.Arbitrary<Call> {
  const pathParams = op.params.filter((p) => p.in === "path");
  const query = op.params.filter(
    (p) => p.in === "query" && !["after", "startingAfter", "endingBefore"].includes(p.name),
  );
  const pathArbs = Object.fromEntries(
    pathParams.map((p) => {
      const s = spec.resolve(p.schema) ?? {};
      const arb =
        s.type === "integer" || s.enum
          ? arbitraryOf(spec, p.schema)
          : fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids(p.name)) }, { weight: 1, arbitrary: ANY_ID });
      return [p.name, arb];
    }),
  );
  const queryArbs = Object.fromEntries(
    query.map((p) => [
      p.name,
      p.required ? arbitraryOf(spec, p.schema).map((v) => [v]) : fc.option(arbitraryOf(spec, p.schema)),
    ]),
  );
  const media = spec.resolve(op.raw.requestBody)?.content?.["application/json"];
  const bodyPointer = `${op.raw.requestBody?.$ref ?? `${op.pointer}/requestBody`}/content/application~1json/schema`;
  const bodyArb: fc.Arbitrary<unknown> = media?.schema
    ? arbitraryOf(spec, media.schema).map((value) => {
        // Where the drawn value breaks a rule fast-check does not model (a pattern, a format), the sampler's is used.
        return spec.validator(bodyPointer)(value)
          ? value
          : sample(media.schema, { quiet: true, skipReadOnly: true, enablePatterns: true }, doc);
      })
    : fc.constant(undefined);
  return fc
    .record({ path: fc.record(pathArbs), query: fc.record(queryArbs), body: bodyArb })
    .map(({ path, query: q, body }) => {
      const concrete = op.path.replace(/\{([^}]+)\}/g, (_, name) =>
        encodeURIComponent(String((path as Record<string, unknown>)[name])),
      );
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(q)) {
        if (value === null || value === undefined) continue;
        const v =
          Array.isArray(value) &&
          value.length === 1 &&
          !Array.isArray(spec.resolve(op.params.find((p) => p.name === name)?.schema)?.items)
            ? value[0]
            : value;
        if (Array.isArray(v)) for (const item of v) search.append(name, String(item));
        else search.set(name, String(v));
      }
      const qs = search.toString();
      return { method: op.method, path: qs ? `${concrete}?${qs}` : concrete, body, op };
    });
}

/** Sends a call; for a 2xx, checks the body against the response schema of the answered status. */
async function send(mock: Mock, spec: Spec, call: Call, token: string): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  const response = await mock.fetch(`https://api.example.com${call.path}`, {
    method: call.method.toUpperCase(),
    headers,
    ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
  });
  const text = await response.text();
  const body = text === "" ? undefined : JSON.parse(text);
  const where = `${call.method.toUpperCase()} ${call.path} → ${response.status}`;
  if (response.status >= 200 && response.status < 300) {
    const responses = call.op.raw.responses ?? {};
    const code = [String(response.status), "2XX", "default"].find((c) => c in responses);
    expect(code, `${where}: a documented status`).toBeDefined();
    const content = spec.resolve(responses[code!])?.content;
    if (content?.["application/json"]?.schema) {
      const at = responses[code!].$ref ?? `${call.op.pointer}/responses/${code}`;
      const validate = spec.validator(`${at}/content/application~1json/schema`);
      expect(validate(body) ? [] : validate.errors, `${where}: valid against the spec`).toEqual([]);
    }
  }
  return { status: response.status, body };
}

async function mockFor(spec: string | object) {
  const mock = await createMock({ spec, now: START_MS });
  const loaded = await loadOpenApi(spec);
  const doc = loaded.document as Json;
  return { mock, doc, spec: readSpec(doc) };
}

type IdsOf = (param: string) => string[];

/** IDs of the mock's objects for a path parameter: `driver_id` → drivers, `tagId` → tags, else every collection's. */
function dataIds(mock: Mock): IdsOf {
  const byCollection = new Map(COLLECTION_NAMES.map((c) => [c, mock.list(c).map((v) => String(v.id))]));
  const all = [...new Set([...byCollection.values()].flat())];
  return (param) => {
    const stem = param.replace(/_?id$/i, "").replace(/_/g, "").toLowerCase();
    const found = COLLECTION_NAMES.find((c) => stem !== "" && c.toLowerCase().startsWith(stem));
    return found && byCollection.get(found)!.length > 0 ? byCollection.get(found)! : all;
  };
}

describe("every 2xx answer is valid against the served spec (property-based)", () => {
  // One mock of the bundled spec for both of its properties: its validators (and the test's) compile once.
  let bundled: Awaited<ReturnType<typeof mockFor>>;
  beforeAll(async () => {
    bundled = await mockFor("spec/fleet-api.yaml");
  });

  it("over every operation of the bundled spec: one random valid call each", async () => {
    const { mock, doc, spec } = bundled;
    const ids = dataIds(mock);
    expect(spec.ops.length).toBeGreaterThan(100);
    let succeeded = 0;
    for (const [i, op] of spec.ops.entries()) {
      const [call] = fc.sample(callOf(spec, doc, op, ids), { numRuns: 1, seed: 20 + i });
      const { status, body } = await send(mock, spec, call!, mock.tokens.fullAccess!.token);
      expect(status, `${call!.method} ${call!.path}: ${JSON.stringify(body)}`).toBeLessThan(500);
      if (status < 300) succeeded++;
    }
    // Not vacuous: most calls succeed (a drawn ID of no object answers 404, an out-of-range limit 400, which is fine).
    expect(succeeded).toBeGreaterThan(spec.ops.length * 0.6);
  }, 120_000);

  it("over random sequences of calls on the bundled spec, with the generated validators too", async () => {
    const { mock, doc, spec } = bundled;
    const ids = dataIds(mock);
    const tokens = [mock.tokens.fullAccess!.token, mock.tokens.tagLimited!.token];
    const named = new Map(
      (Object.values(bundledOperations) as Operation[]).map((o) => [`${o.method} ${o.path}`, o.responseSchema]),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom(...spec.ops).chain((op) => callOf(spec, doc, op, ids)),
            fc.constantFrom(...tokens),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (calls) => {
          for (const [call, token] of calls) {
            const { status, body } = await send(mock, spec, call, token);
            expect(status).toBeLessThan(500);
            const schema = named.get(`${call.op.method} ${call.op.path}`);
            if (status < 300 && schema) expect(generatedValidate(schema as never, body).valid).toBe(true);
          }
        },
      ),
      { numRuns: 40, seed: 7 },
    );
  }, 120_000);

  it("over random sequences of calls on a hand-made spec, creates read back and pages followed", async () => {
    const { mock, doc, spec } = await mockFor(WIDGETS_SPEC);
    const created: string[] = ["none"];
    const createdIds: IdsOf = () => created;
    const ops = spec.ops.filter((o) => o.path !== "/impossible");
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(fc.constantFrom(...ops), { minLength: 1, maxLength: 8 })
          .chain((list) => fc.tuple(...list.map((op) => fc.constant(op)))),
        fc.infiniteStream(fc.nat()),
        async (list, draws) => {
          for (const op of list) {
            const [call] = fc.sample(callOf(spec, doc, op, createdIds), { numRuns: 1, seed: draws.next().value });
            const { status, body } = await send(mock, spec, call!, mock.tokens.fullAccess!.token);
            expect(status, `${call!.method} ${call!.path}`).toBeLessThan(500);
            if (status === 201) created.push(body.id);
            // A page's cursor is followed once: the next page is valid too.
            const cursor = body?.pagination?.endCursor;
            if (status === 200 && body?.pagination?.hasNextPage && cursor) {
              const param = op.params.some((p) => p.name === "after") ? "after" : "startingAfter";
              const next = { ...call!, path: `${call!.path}${call!.path.includes("?") ? "&" : "?"}${param}=${cursor}` };
              expect((await send(mock, spec, next, mock.tokens.fullAccess!.token)).status).toBe(200);
            }
          }
        },
      ),
      { numRuns: 60, seed: 11 },
    );
    expect(created.length).toBeGreaterThan(1);
  }, 120_000);

  it("answers 500, never a 2xx, where the spec's schema cannot be satisfied", async () => {
    const { mock, spec } = await mockFor(WIDGETS_SPEC);
    const op = spec.ops.find((o) => o.path === "/impossible")!;
    expect(
      (await send(mock, spec, { method: "get", path: "/impossible", op }, mock.tokens.fullAccess!.token)).status,
    ).toBe(500);
  });
});
