/**
 * Issue 33: a create reads back. For every resource the vendor's specs can create (`POST /things` or the legacy
 * `POST /things/create`, with `GET /things/{id}`), the created object answers `GET /things/{id}` with the same id and
 * is in `GET /things` (every page of it). Bodies are drawn from the published request schemas by openapi-sampler;
 * answers are checked against the published document with validators compiled here.
 */
import { sample } from "openapi-sampler";
import { describe, expect, it } from "vitest";
import { createMock, type Mock } from "../../testing/index.js";
import { START_MS } from "./helpers.js";
import {
  type Doc,
  escapePointer,
  independentValidator,
  readDoc,
  resolveRef,
  responseSchemaPointer,
  type VendorSpecFile,
  vendorSpec,
} from "./vendor-specs.js";

interface Creatable {
  create: string;
  collection: string;
  item: string;
}

/** Every create of the document whose object has an item path to read it back. */
function creatables(doc: Doc): Creatable[] {
  const paths = Object.keys(doc.paths);
  return paths.flatMap((create) => {
    if (!doc.paths[create].post || create.endsWith("}")) return [];
    const collection = create.replace(/\/create$/, "");
    const item = paths.find((p) => doc.paths[p].get && new RegExp(`^${collection}/\\{[^}/]+\\}$`).test(p));
    return item === undefined ? [] : [{ create, collection, item }];
  });
}

/** Where the published document keeps a create's body schema (2.0: the body parameter; 3.x: the JSON request body). */
function bodySchemaPointer(doc: Doc, path: string): string | undefined {
  const at = `#/paths/${escapePointer(path)}/post`;
  const operation = doc.paths[path].post;
  if (doc.swagger) {
    const index = (operation.parameters ?? []).findIndex((p: unknown) => resolveRef(doc, p).in === "body");
    if (index < 0) return undefined;
    const raw = operation.parameters[index];
    return `${raw.$ref ?? `${at}/parameters/${index}`}/schema`;
  }
  if (operation.requestBody === undefined) return undefined;
  return `${operation.requestBody.$ref ?? `${at}/requestBody`}/content/application~1json/schema`;
}

/**
 * A body for a create: the published request schema sampled by openapi-sampler, less the optional fields that break
 * the schema (the sampler takes a field's `example` even where its type differs).
 */
function bodyFor(doc: Doc, path: string, validator: ReturnType<typeof independentValidator>): unknown {
  const pointer = bodySchemaPointer(doc, path);
  if (pointer === undefined) return undefined;
  const schema = resolveRef(doc, { $ref: pointer });
  const body = sample(schema, { skipReadOnly: true, quiet: true }, doc as never) as Record<string, unknown>;
  const validate = validator(pointer);
  for (let tries = 0; tries < 10 && !validate(body); tries++)
    for (const error of validate.errors ?? []) delete body[error.instancePath.split("/")[1] ?? ""];
  return body;
}

/** The required query parameters of an operation, each with a plain value its schema allows. */
function requiredQuery(doc: Doc, path: string, method: string): string {
  const parameters = [...(doc.paths[path].parameters ?? []), ...(doc.paths[path][method].parameters ?? [])]
    .map((p: unknown) => resolveRef(doc, p))
    .filter((p: any) => p.required && p.in === "query");
  const value = (p: any) => {
    const schema = p.schema ?? p;
    if (schema.enum) return String(schema.enum[0]);
    if (schema.items?.enum) return String(schema.items.enum[0]);
    if (schema.type === "integer" || schema.type === "number") return String(schema.minimum ?? 1);
    return /time$/i.test(p.name) ? "2025-01-01T00:00:00Z" : "x";
  };
  const query = new URLSearchParams(parameters.map((p: any) => [p.name, value(p)]));
  return query.size > 0 ? `?${query}` : "";
}

/** The object an answer is about: itself, the first of a list, or the one under `data`. */
const itemOf = (body: any) =>
  Array.isArray(body) ? body[0] : body && "data" in body && !("id" in body) ? body.data : body;

/** An object's id: `id`, else its one `…Id` field (an IFTA job's `jobId`). */
const idOf = (item: any) => item?.id ?? Object.entries(item ?? {}).find(([key]) => /^[a-z]+Id$/.test(key))?.[1];

async function send(mock: Mock, method: string, path: string, body?: unknown) {
  const response = await mock.fetch(`https://api.example.com${path}`, {
    method,
    headers: {
      authorization: `Bearer ${mock.tokens.fullAccess!.token}`,
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Every item of a list: paged by `after` or `startingAfter` where the answer has `pagination`, else its one answer. */
async function everyItem(mock: Mock, path: string, required: string): Promise<any[]> {
  const items: any[] = [];
  let query = required;
  for (let page = 0; page < 200; page++) {
    const { status, body } = await send(mock, "GET", `${path}${query}`);
    expect([path, status]).toEqual([path, 200]);
    const list = Array.isArray(body) ? body : Object.values(body).find(Array.isArray);
    items.push(...((list as any[]) ?? []));
    if (!body?.pagination?.hasNextPage) return items;
    const name = "startCursor" in body.pagination ? "startingAfter" : "after";
    query = `${required === "" ? "?" : `${required}&`}${name}=${encodeURIComponent(body.pagination.endCursor)}`;
  }
  throw new Error(`${path} did not end within 200 pages`);
}

describe.each([
  ["swagger-readme.json", 10],
  ["swagger-legacy.json", 6],
] as const)("every resource %s can create reads back", (file: VendorSpecFile, atLeast) => {
  const doc = readDoc(vendorSpec(file));
  const validator = independentValidator(doc);
  const resources = creatables(doc);

  it(`finds at least ${atLeast} resources to create`, () => {
    expect(resources.length).toBeGreaterThanOrEqual(atLeast);
  });

  it.each(resources.map((r) => [r.create, r] as const))(
    "POST %s, then GET it by its id and in its list",
    async (_, r) => {
      const mock = await createMock({ spec: vendorSpec(file), now: START_MS, data: { vehicles: 5, drivers: 5 } });
      // A parent in the path (`/drivers/{driver_id}/documents`) is one of the mock's drivers.
      const parent = (path: string) => path.replace(/\{[^}]+\}(?=\/)/g, mock.list("drivers")[0]!.id);
      const created = await send(mock, "POST", parent(r.create), bodyFor(doc, r.create, validator));
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBeLessThan(300);
      const pointer = responseSchemaPointer(doc, "post", r.create, created.status);
      if (pointer !== undefined) {
        const validate = validator(pointer);
        expect(validate(created.body) ? [] : validate.errors).toEqual([]);
      }
      const id = idOf(itemOf(created.body));
      expect(id, `${r.create} answers the created object's id`).toBeDefined();
      const path = parent(r.item).replace(/\{[^}]+\}$/, encodeURIComponent(String(id)));
      const read = await send(mock, "GET", `${path}${requiredQuery(doc, r.item, "get")}`);
      expect([path, read.status]).toEqual([path, 200]);
      expect(idOf(itemOf(read.body))).toEqual(id);
      const validate = validator(responseSchemaPointer(doc, "get", r.item, 200)!);
      expect(validate(read.body) ? [] : validate.errors).toEqual([]);
      if (doc.paths[r.collection]?.get) {
        const listed = await everyItem(mock, parent(r.collection), requiredQuery(doc, r.collection, "get"));
        expect(listed.map(idOf), `${r.collection} lists the created ${id}`).toContain(id);
      }
    },
  );
});
