/**
 * Issue 33, property: every paginated list of the vendor's OpenAPI 3.0.1 spec (swagger-readme.json), served by the
 * mock, walks to its end whatever the page sizes: every page answers 200, valid against the published document
 * (checked with validators compiled here from the document as published, not with the mock's), holds at most the
 * page size, and a list never shows an object twice. Lists over the fleet model's vehicles show exactly its vehicles.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createMock, type Mock } from "../../testing/index.js";
import { START_MS } from "./helpers.js";
import { independentValidator, readDoc, resolveRef, responseSchemaPointer, vendorSpec } from "./vendor-specs.js";

const doc = readDoc(vendorSpec("swagger-readme.json"));
const validator = independentValidator(doc);

interface List {
  path: string;
  cursor: "after" | "startingAfter";
  parameters: any[];
  maxLimit: number;
  feed: boolean;
}

/** Every GET of the document that takes a cursor: a paginated list or feed. */
const LISTS: List[] = Object.entries(doc.paths as Record<string, any>).flatMap(([path, item]) => {
  if (!item.get) return [];
  const parameters = [...(item.parameters ?? []), ...(item.get.parameters ?? [])].map((p) => resolveRef(doc, p));
  const cursor = parameters.find((p) => p.name === "after" || p.name === "startingAfter")?.name;
  if (cursor === undefined) return [];
  const limit = parameters.find((p) => p.name === "limit")?.schema;
  return [{ path, cursor, parameters, maxLimit: limit?.maximum ?? 512, feed: path.endsWith("/feed") }];
});

/** Values the document allows for a required query parameter. */
function queryValue(schema: any, name: string): fc.Arbitrary<string> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum.map(String));
  if (schema.type === "array" && Array.isArray(schema.items?.enum))
    return fc.subarray(schema.items.enum as string[], { minLength: 1, maxLength: 4 }).map((v) => v.join(","));
  if (schema.type === "integer")
    return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_700_000_000_000 }).map(String);
  if (schema.type === "boolean") return fc.boolean().map(String);
  if (schema.format === "date-time" || /time$/i.test(name))
    return fc
      .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2025-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString());
  return fc.constant("gps");
}

const idOf = (item: unknown) => (item && typeof item === "object" ? (item as { id?: unknown }).id : undefined);

describe("every paginated list of swagger-readme.json walks to its end (property-based)", () => {
  let mock: Mock;
  beforeAll(async () => {
    mock = await createMock({
      spec: vendorSpec("swagger-readme.json"),
      now: START_MS,
      data: { vehicles: 23, drivers: 11, tags: 4, addresses: 7 },
    });
  });

  it("finds the vendor's lists and feeds", () => {
    expect(LISTS.length).toBeGreaterThan(50);
    expect(LISTS.filter((l) => l.feed).length).toBeGreaterThanOrEqual(5);
  });

  it.each(LISTS.map((l) => [l.path, l] as const))(
    "%s",
    async (_, list) => {
      const required = list.parameters.filter((p) => p.required && p.in === "query");
      const query = fc.record(Object.fromEntries(required.map((p) => [p.name, queryValue(p.schema ?? {}, p.name)])));
      const sizes = fc.array(fc.integer({ min: 1, max: Math.min(list.maxLimit, 9) }), { minLength: 1, maxLength: 40 });
      await fc.assert(
        fc.asyncProperty(query, sizes, async (fixed, pageSizes) => {
          const token = mock.tokens.fullAccess!.token;
          const seen: unknown[] = [];
          let cursor = "";
          for (let page = 0; ; page++) {
            expect(page, `${list.path} ends within 400 pages`).toBeLessThan(400);
            const size = pageSizes[page % pageSizes.length]!;
            const search = new URLSearchParams({ ...fixed, limit: String(size) });
            if (cursor !== "") search.set(list.cursor, cursor);
            const response = await mock.fetch(`https://api.example.com${list.path}?${search}`, {
              headers: { authorization: `Bearer ${token}` },
            });
            const body = await response.json();
            const where = `GET ${list.path}?${search} (page ${page + 1})`;
            expect(response.status, `${where}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
            const validate = validator(responseSchemaPointer(doc, "get", list.path, 200)!);
            expect(validate(body) ? [] : validate.errors, where).toEqual([]);
            const key = Object.keys(body).find((k) => k !== "pagination" && Array.isArray(body[k]));
            const items: unknown[] = key === undefined ? [] : body[key];
            expect(items.length, where).toBeLessThanOrEqual(size);
            seen.push(...items.map(idOf).filter((id) => id !== undefined));
            if (!body.pagination.hasNextPage) break;
            cursor = body.pagination.endCursor;
            expect(cursor, where).not.toBe("");
          }
          if (!list.feed) expect(new Set(seen).size, `${list.path}: no object twice`).toBe(seen.length);
          if (/^\/fleet\/vehicles(\/(stats|locations)(\/feed|\/history)?)?$/.test(list.path))
            expect(new Set(seen)).toEqual(new Set(mock.list("vehicles").map((v) => v.id)));
        }),
        { numRuns: 3, seed: 33 },
      );
    },
    120_000,
  );
});
